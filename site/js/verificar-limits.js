// Size limits: a big paste or file is refused before the page reads it.
import { $ } from "./common.js";
import { textArea } from "./verificar-base.js";

// --- size limits: a big paste or file is refused before the page reads it ----------------------

/** Characters of pasted or typed text (bytes of a .txt): a long edital has well under a million. */
export const MAX_TEXT = 5_000_000;
/** Bytes of a PDF (cotacheck/interfaces/web/linter.py MAX_FILE). */
const MAX_PDF = 30_000_000;
export const millions = (n) => (n / 1e6).toLocaleString("pt-BR", { maximumFractionDigits: 1 });
/** "8,000001 MB; o limite é 8 MB": a size past its limit with the decimals (cut, at most a byte's) that
 * tell them apart (ptbr.megabytes_over in Python). */
export function overLimit(size, limit) {
  let decimals = 1;
  while (decimals < 6 && Math.floor(size / 10 ** (6 - decimals)) * 10 ** (6 - decimals) <= limit) decimals += 1;
  const shown = Math.floor(size / 10 ** (6 - decimals)) / 10 ** decimals;
  return `${shown.toLocaleString("pt-BR", { maximumFractionDigits: decimals })} MB; o limite é ${(limit / 1e6).toLocaleString("pt-BR", { maximumFractionDigits: 6 })} MB`;
}
const sizeNote = $("#texto-erro");

export function tooBig(message) {
  sizeNote.textContent = message;
  textArea.setAttribute("aria-invalid", "true");
}

export function sizeOk() {
  sizeNote.textContent = "";
  textArea.removeAttribute("aria-invalid");
}

export const TEXT_LIMIT = `o limite desta página é ${millions(MAX_TEXT)} milhões de caracteres (um edital longo tem menos de 1 milhão)`;

/** A paste (or a drop of text) that would make the text area hold more than MAX_TEXT characters is
 * not inserted: the text is measured once, never laid out, copied to the engine or checked. */
function guardInsert(event) {
  const data = event.clipboardData || event.dataTransfer;
  if (!data || (event.dataTransfer && event.dataTransfer.files.length)) return;
  const incoming = data.getData("text/plain").length;
  const kept = textArea.value.length - (textArea.selectionEnd - textArea.selectionStart);
  if (kept + incoming <= MAX_TEXT) { sizeOk(); return; }
  event.preventDefault();
  tooBig(`Texto grande demais: ${millions(kept + incoming)} milhões de caracteres; ${TEXT_LIMIT}. Nada foi colado. Escolha o arquivo .pdf do edital, ou cole só a parte com os quadros de vagas.`);
}
textArea.addEventListener("paste", guardInsert);
textArea.addEventListener("drop", guardInsert);

/** The chosen file's size, known before anything reads it: the message, or null when it is within the limit. */
export function fileTooBig(file) {
  const pdf = /\.pdf$/i.test(file.name);
  const limit = pdf ? MAX_PDF : MAX_TEXT;
  if (file.size <= limit) return null;
  return `Arquivo grande demais: ${overLimit(file.size, limit)} para ${pdf ? "um PDF" : "um arquivo de texto"}. Nada foi lido.`;
}
