// The edital checker page: text area or file (.txt/.pdf) → the linter in Pyodide (`lint`, through
// engine.js) → cargos table (editable: every correction recomputes the findings with `recheck`),
// findings linked to highlighted lines and to rule pages, a report (Markdown, CSV, print view) and,
// when the reader asks for it, a link that carries the table — never the edital's text — in the URL
// fragment. A link is opened by the engine (`open_link`): its inputs validated and checked again,
// every sentence and href made there, none taken from the link. Nothing leaves the browser.
// This module is the form; each concern is a module of its own (verificar-*.js).
import { $, el, html } from "./common.js";
import { checkMany } from "./lote.js";
import { fileInput, form, forTheWeb, lawSelect, report, status, textArea } from "./verificar-base.js";
import { beginReading, cancelBox, CANCELLED, readingOver } from "./verificar-progress.js";
import { engine, flight, lintInShares, pdfSupport, startSecondReader } from "./verificar-engine.js";
import { asked, checkedNow, lawOptions, setLawOptions, showParameters, state } from "./verificar-state.js";
import { showError } from "./verificar-table.js";
import { givenColumns, listenColumns } from "./verificar-columns.js";
import { clearAddress, LINK_PREFIX, PACKED_PREFIX } from "./verificar-report.js";
import { render } from "./verificar-render.js";
import { recheck } from "./verificar-corrections.js";
import { fileTooBig, MAX_TEXT, millions, overLimit, sizeOk, TEXT_LIMIT, tooBig } from "./verificar-limits.js";
import "./verificar-rowfilter.js";
import "./verificar-ownrule.js";
import { beginMarks, markCall } from "./verificar-marks.js";

const MAX_SAVED = 8_000_000;  // a saved result's largest file (result_envelope.MAX_ENVELOPE)
for (const button of document.querySelectorAll("[data-needs-js]")) button.disabled = false;

// --- form ----------------------------------------------------------------------------------------

async function check(event) {
  if (event) event.preventDefault();
  flight.checking++;
  // <html data-checking>: a check asked for and not answered yet, before its call reaches the engine too
  // (offline.js holds the service worker's caching of the site until it is gone).
  html.dataset.checking = "true";
  try {
    await checkNow();
  } finally {
    flight.checking--;
    if (!flight.checking) delete html.dataset.checking;
  }
}

/** One file read and linted by the page's engine(s): `{ response, text }`. */
async function lintFile(file, options, current = null) {
  const buffer = await file.arrayBuffer();
  const isPdf = /\.pdf$/i.test(file.name) || new TextDecoder().decode(new Uint8Array(buffer.slice(0, 5))) === "%PDF-";
  let response;
  if (isPdf) {
    status.replaceChildren(el("p", {}, `Lendo o PDF (${(buffer.byteLength / 1e6).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB)… um edital longo leva alguns segundos.`));
    if (current) cancelBox.hidden = false;
    await pdfSupport();
    startSecondReader();  // if not started yet: it joins this reading once it can
    response = current && current.cancelled ? CANCELLED : await lintInShares(file.name, buffer, options, current);
  } else {
    // The bytes are transferred to the worker (not copied, not base64-encoded here).
    response = await engine.call("lint", { ...options, arquivo: { nome: file.name } }, { bytes: new Uint8Array(buffer), key: "arquivo.bytes" });
  }
  return { response, text: response.ok ? response.result.text : "" };
}

/** Several files: one summary table (lote.js); a row's name shows that edital's result here. */
function checkFiles(files, options) {
  report.hidden = true;
  const shown = "Vários editais: a tabela acima resume cada um; clique no nome de um edital para ver aqui o resultado completo.";
  return checkMany(files, {
    lint: (file) => lintFile(file, options),
    tooBig: fileTooBig,  // each file within the limits of a single check
    explain: forTheWeb,
    open: async ({ name, result, text }) => {
      beginMarks();
      Object.assign(state, { options, carried: [], fileName: name, fromLink: false, identity: checkedNow(result.identificacao) });
      await render(result, text);
      $("#resultado-titulo").scrollIntoView();
    },
  }).finally(() => { if (report.hidden) status.replaceChildren(el("p", {}, shown)); });
}

async function checkNow() {
  const options = lawOptions();
  const roles = givenColumns();  // roles given for another edital do not apply
  if (roles) options.colunas = roles;
  const file = fileInput.files && fileInput.files[0];
  if (asked() && !file && textArea.value === state.text && options.parametros) {  // the question answered
    state.options = options;
    return recheck();
  }
  beginMarks();
  status.className = "summary";
  state.fromLink = false;
  clearAddress();  // the old link (another result's table) does not stay in the address bar
  const waiting = html.dataset.ready === "true" ? "Verificando…" : "Aguardando o motor de verificação…";
  status.replaceChildren(el("p", {}, waiting));
  if (fileInput.files && fileInput.files.length > 1) return checkFiles([...fileInput.files], options);
  try {
    let response;
    let text;
    if (file && fileTooBig(file)) return showError(fileTooBig(file));
    if (!file && textArea.value.length > MAX_TEXT) return showError(`o texto tem ${millions(textArea.value.length)} milhões de caracteres; ${TEXT_LIMIT}.`);
    if (file) {
      const current = beginReading();
      try {
        ({ response, text } = await lintFile(file, options, current));
      } finally {
        readingOver(current);
      }
      if (response.cancelled) return showCancelled();
    } else {
      text = textArea.value;
      response = await engine.call("lint", { ...options, texto: text });
    }
    markCall(response);
    if (!response.ok) return showError(response.error);
    state.options = options;
    state.carried = [];
    state.fileName = file ? file.name : null;
    state.identity = checkedNow(response.result.identificacao);
    await render(response.result, text);
  } catch (error) {
    showError(error && error.message ? error.message : "erro inesperado.");
  }
}

function showCancelled() {
  status.className = "summary";
  report.hidden = true;  // no earlier result under this message
  status.replaceChildren(el("p", {}, "Leitura cancelada. O arquivo escolhido continua no formulário: clique em Verificar para lê-lo de novo."));
}

/** A result link (#z=… or the older #r=…): opened by the engine, which inflates it (bounded),
 * validates its inputs and checks the table again; the form and the page show only what it returns.
 * A link that does not validate shows nothing. */
async function openLink() {
  const packedLink = location.hash.startsWith(PACKED_PREFIX);
  if (!packedLink && !location.hash.startsWith(LINK_PREFIX)) return;
  const link = location.hash.slice(LINK_PREFIX.length);
  status.replaceChildren(el("p", {}, "Abrindo o resultado do link…"));
  try { await engine.ready; } catch { return; }
  const response = await engine.call("open_link", packedLink ? { link, formato: "z" } : { link });
  if (!response.ok) return showError(response.error);
  await showOpened(response, "link");
}

const savedInput = $("#resultado-salvo");
const savedNote = $("#resultado-salvo-erro");

/** "Abrir resultado salvo": the file goes through the link's validation (`open_link` with `arquivo`).
 * A file refused leaves the page as it was (text, form, result): only the message under the field. */
async function openSaved() {
  const file = savedInput.files[0];
  if (!file) return;
  savedNote.textContent = "";
  savedInput.removeAttribute("aria-invalid");
  const refuse = (message) => { savedNote.textContent = message; savedInput.setAttribute("aria-invalid", "true"); savedInput.value = ""; };
  if (file.size > MAX_SAVED) return refuse(`Arquivo grande demais para um resultado salvo (${overLimit(file.size, MAX_SAVED)}). Nada foi lido.`);
  let response;
  try {
    const text = await file.text();
    await engine.ready;
    response = await engine.call("open_link", { arquivo: text });
  } catch (error) {
    return refuse(`Não foi possível ler o arquivo (${error && error.message ? error.message : "erro inesperado"}).`);
  }
  if (!response.ok) return refuse(`${response.error[0].toUpperCase()}${response.error.slice(1)}`);
  savedInput.value = "";
  clearAddress();
  await showOpened(response, "arquivo");
  $("#resultado-titulo").scrollIntoView();
}

/** The page of an opened link or saved file: its validated inputs in the form, the engine's result. */
async function showOpened(response, source) {
  beginMarks();
  const { opcoes, posicoes, achados_texto: carried, nota_versao: versionNote } = response.result.link;
  setLawOptions(opcoes);
  state.versionNote = versionNote;
  state.options = opcoes;
  state.fileName = null;
  state.fromLink = source;
  state.identity = response.result.link.identificacao || {};
  state.text = "";
  state.carried = carried;
  const result = response.result;
  // The validated rows' own cells (names, edited marks) beside what was recomputed.
  result.positions = result.positions.map((p, i) => ({ ...posicoes[i], ...p, edited: Boolean(posicoes[i] && posicoes[i].edited) }));
  await render(result, "");
}

form.addEventListener("submit", check);
listenColumns(check);
lawSelect.addEventListener("change", showParameters);
// The reader's text is never lost: the example or a chosen file takes the box's place only with the
// text set aside and a button that puts it back.
const keptNote = $("#texto-guardado");
const undoButton = $("#desfazer-texto");
let keptText = null;
const exampleText = () => $("#exemplo-texto").content.textContent.trim() + "\n";

function setAside(message) {
  if (textArea.value.trim() && textArea.value.trim() !== exampleText().trim()) keptText = textArea.value;
  if (keptText === null) return;
  keptNote.textContent = message;
  undoButton.hidden = false;
}
undoButton.addEventListener("click", () => {
  textArea.value = keptText;
  keptText = null;
  fileInput.value = "";
  undoButton.hidden = true;
  keptNote.textContent = "O seu texto voltou para a caixa. Clique em Verificar para conferi-lo.";
  textArea.focus();
});
fileInput.addEventListener("change", () => {
  const files = fileInput.files;
  if (!files.length) return;
  const big = fileTooBig(files[0]);
  if (big) { fileInput.value = ""; tooBig(big); return; }
  sizeOk();
  const which = files.length > 1 ? `Os ${files.length} arquivos escolhidos é que serão verificados` : `O arquivo “${files[0].name}” é que será verificado`;
  setAside(`${which}; o texto que estava na caixa foi guardado.`);
  textArea.value = "";
});
textArea.addEventListener("input", () => {
  if (textArea.value && fileInput.value) fileInput.value = "";
  if (keptText === null) keptNote.textContent = "";
});
$("#exemplo").addEventListener("click", () => {
  setAside("O exemplo ocupou a caixa de texto; o texto que estava nela foi guardado.");
  textArea.value = exampleText();
  fileInput.value = "";
  check();
});
showParameters();
savedInput.addEventListener("change", openSaved);
openLink();
