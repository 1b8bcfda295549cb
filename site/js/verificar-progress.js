// A PDF being read for the reader: its progress ("Lendo o PDF: página 12 de 45") and "Cancelar".
import { $, el } from "./common.js";
import { status } from "./verificar-base.js";

// --- a PDF being read: its progress and "Cancelar" -----------------------------------------------

export const CANCELLED = { ok: false, cancelled: true };
export const cancelBox = $("#leitura-acoes");
let reading = null;  // the single PDF being read for the reader: {cancelled, shown, said, quarter}

/** A new reading of the reader's PDF: it has "Cancelar" until `readingOver`. */
export function beginReading() {
  reading = { cancelled: false };
  return reading;
}

/** "Lendo o PDF: página 12 de 45", shown at every share read; a screen reader is told (the hidden
 * copy in the live region) only at the start and at each quarter, not at every share. */
export function showProgress(current, done, total) {
  if (current.cancelled || current !== reading) return;
  const text = done < total ? `Lendo o PDF: página ${done} de ${total}` : `Verificando o edital (${total} páginas lidas)…`;
  const quarter = done < total ? Math.floor((4 * done) / total) : 4;
  if (!current.shown) {
    current.shown = el("span", { "aria-hidden": "true" });
    current.said = el("span", { class: "visually-hidden" });
    status.replaceChildren(el("p", { id: "leitura-progresso" }, current.shown, current.said));
  }
  current.shown.textContent = text;
  if (current.quarter !== quarter) {
    current.quarter = quarter;
    current.said.textContent = text;
  }
}

/** "Cancelar": no more pages are asked for; the share (or the lint) under way in the engine cannot be
 * stopped midway, so the cancel takes effect when it ends, and the page says so meanwhile. */
function cancelReading() {
  if (!reading || reading.cancelled) return;
  reading.cancelled = true;
  status.replaceChildren(el("p", {}, "Cancelando: a leitura para assim que terminar a etapa em andamento…"));
}
$("#cancelar-leitura").addEventListener("click", cancelReading);

/** The reading is over (read, failed or cancelled): "Cancelar" hidden, the focus back on the form. */
export function readingOver(current) {
  if (current !== reading) return;  // a newer reading has the button
  const focused = cancelBox.contains(document.activeElement);
  cancelBox.hidden = true;
  reading = null;
  if (focused) $("#verificar").focus();
}
