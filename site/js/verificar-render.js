// Showing a result: phase 1 (summary, table, findings: <html data-result>) a frame after the response,
// phase 2 (the lines: data-lines="done") over the next frames.
import { html } from "./common.js";
import { jsonBox, nextFrame, report } from "./verificar-base.js";
import { askMissing, proposeOwnRule, showFound, state } from "./verificar-state.js";
import { renderCorrected, renderFindings } from "./verificar-findings.js";
import { renderPositions, renderTotals, showHeadline } from "./verificar-table.js";
import { renderColumns } from "./verificar-columns.js";
import { renderText } from "./verificar-lines.js";
import { renderReport } from "./verificar-report.js";
import { mark, markPainted } from "./verificar-marks.js";

// --- showing a result ----------------------------------------------------------------------------

function renderTable(result) {
  showHeadline(result);
  renderColumns(result);
  renderPositions();
  renderTotals(result);
  renderFindings(result);
  renderCorrected(result);
  renderReport(result);
}

/** Phase 1 (summary, table, findings: data-result) a frame after the response, phase 2 (the lines,
 * then the link in the address bar: data-lines="done") over the next frames. */
export async function render(result, text) {
  state.result = result;
  state.text = text || "";
  state.rows = result.positions.map((p) => ({ ...p }));
  state.removed = 0;
  const { markdown, text: _text, achados_texto: _link, link_opcoes: _inputs, titulos: _titles, identificacao: _identity, contas: _sums, ...json } = result;  // what the CLI gives
  jsonBox.textContent = JSON.stringify(json);  // the raw result (tests read it)
  await nextFrame();
  renderTable(result);
  showFound(result);
  report.hidden = false;
  proposeOwnRule(result);
  askMissing(result, true);
  html.dataset.result = String(Date.now());
  const marks = markPainted(mark("shown"));
  await renderText(result, state.text);
  mark("lines", marks);
}
