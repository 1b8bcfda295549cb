// Corrections: a cell changed, a row removed or added, the "Outra lei" percentage answered; the table is
// checked again by the engine (`recheck`), the reader's cells (and focus) kept.
import { $, html } from "./common.js";
import { jsonBox, say } from "./verificar-base.js";
import { engine } from "./verificar-engine.js";
import { asked, askMissing, lawOptions, positionInput, state } from "./verificar-state.js";
import { renderCorrected, renderFindings } from "./verificar-findings.js";
import { renderPositions, renderTotals, showHeadline, updateRow } from "./verificar-table.js";
import { remarkLines } from "./verificar-lines.js";
import { clearAddress, renderReport } from "./verificar-report.js";

// --- corrections: recompute with `recheck` --------------------------------------------------------

let recheckJob = 0;
export async function recheck() {
  const job = ++recheckJob;
  clearAddress();  // a link asked for before this correction would open the table as it was
  const payload = { ...state.options, posicoes: state.rows.map(positionInput) };
  if (state.text && state.text.length < 2_000_000) payload.texto = state.text;
  else if (state.carried.length) payload.achados_texto = state.carried;  // a link's: worded by the engine
  html.dataset.rechecking = "true";
  const response = await engine.call("recheck", payload);
  if (job !== recheckJob) return;
  delete html.dataset.rechecking;
  if (!response.ok) {
    say(`Não foi possível recalcular: ${response.error}`);
    return;
  }
  const result = response.result;
  // The table keeps the reader's cells (and focus); only the computed columns change.
  result.positions.forEach((p, i) => { if (state.rows[i]) Object.assign(state.rows[i], { reserved_required: p.reserved_required, reserved_by_group_required: p.reserved_by_group_required, pcd_required: p.pcd_required }); });
  state.result = result;
  showHeadline(result);
  const body = $("#cargos tbody");
  state.rows.forEach((p, i) => {
    const row = body.querySelector(`tr[data-index="${i}"]`);
    if (row) updateRow(row, p);
  });
  renderTotals(result);
  renderFindings(result);
  renderCorrected(result);
  renderReport(result);
  askMissing(result, false);
  const { markdown, text: _text, achados_texto: _link, link_opcoes: _inputs, titulos: _titles, identificacao: _identity, ...json } = result;  // what the CLI gives
  jsonBox.textContent = JSON.stringify(json);
  remarkLines(result);
  html.dataset.result = String(Date.now());
}

function parseCount(text) {
  const t = text.trim().replace(/\./g, "");
  if (!t || t === "—" || t === "-") return null;
  return /^\d{1,12}$/.test(t) ? Number(t) : NaN;  // the twelve digits the calculator computes (MAX_VACANCIES)
}

/** A corrected figure keeps the row's other columns in step, so that the sum check (CQ105) judges the
 * row as corrected: a total that was the vacancies follows them, and groups that no longer add up to
 * the corrected reserve give way to it (one group: that group; several: the reserve for negros as a
 * whole, since the reader gave the reserve, not its split). */
function keepColumnsInStep(row, key, value) {
  if (key === "vacancies" && row.total_stated === row.vacancies) row.total_stated = value;
  const groups = row.reserved_by_group_stated;
  if (key === "reserved_stated" && groups && Object.values(groups).reduce((a, b) => a + b, 0) !== value) {
    const names = Object.keys(groups);
    row.reserved_by_group_stated = value === null ? null : { [names.length === 1 ? names[0] : "negros"]: value };
  }
}

$("#cargos").addEventListener("change", (event) => {
  const input = event.target.closest("input[data-key]");
  if (!input) return;
  const row = state.rows[Number(input.closest("tr").dataset.index)];
  const key = input.dataset.key;
  const before = row[key] === null || row[key] === undefined ? "" : String(row[key]);
  if (input.value.trim() === before && !input.hasAttribute("aria-invalid")) return;  // no change: nothing to recompute
  if (key === "cargo" || key === "slice") {
    row[key] = input.value.trim() || null;
    row.name = [row.cargo, row.slice].filter(Boolean).join(" – ") || "(sem nome)";
  } else {
    const value = parseCount(input.value);
    if (Number.isNaN(value) || (key === "vacancies" && value === null)) {
      input.setAttribute("aria-invalid", "true");
      say(`Número inválido em “${row.name}”: escreva só algarismos (ex.: 12)${key === "vacancies" ? "; o número de vagas é obrigatório" : ""}.`);
      return;
    }
    input.removeAttribute("aria-invalid");
    keepColumnsInStep(row, key, value);
    row[key] = value;
    if (key === "vacancies") row.cadastro_reserva = false;
  }
  row.edited = true;
  say("");
  recheck();
});

$("#cargos").addEventListener("click", (event) => {
  const button = event.target.closest("button[data-remove]");
  if (!button) return;
  const index = Number(button.dataset.remove);
  const [removed] = state.rows.splice(index, 1);
  if (removed && !removed.added) state.removed = (state.removed || 0) + 1;
  renderPositions({ keep: true });
  const next = $("#cargos tbody button[data-remove]") ;
  (next || $("#adicionar-cargo")).focus();
  say(`Linha “${removed.name}” removida.`);
  recheck();
});

$("#adicionar-cargo").addEventListener("click", () => {
  state.rows.push({ name: "Novo cargo", cargo: "Novo cargo", slice: null, vacancies: 1, reserved_stated: null, pcd_stated: null, reserved_required: null, edited: true, added: true });
  renderPositions({ upTo: state.rows.length - 1 });  // the new row shown, whatever the rows shown before
  const inputs = $("#cargos tbody").lastElementChild.querySelectorAll("input");
  if (inputs[0]) { inputs[0].focus(); inputs[0].select(); }
  recheck();
});

// "Outra lei" answered: the same table checked again with it (the corrections kept), not the text read anew.
$("#percentual").addEventListener("change", () => { if (asked() && $("#percentual").value.trim()) { state.options = lawOptions(); recheck(); } });
