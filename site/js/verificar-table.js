// Rendering, phase 1: the headline (counts, law, date, what is "a conferir"), the error line, the cargos
// table (editable cells, each row's verdict) and "Totais por cargo".
import { reserveChart } from "./lote-chart.js";
import { $, brDate, el } from "./common.js";
import { figure, forTheWeb, jsonBox, report, situation, status, uncertainRow } from "./verificar-base.js";
import { editalWords, momentWords, state } from "./verificar-state.js";
import { countsLine, restsOnDoubt } from "./verificar-findings.js";

const NOT_A_PDF = "Este arquivo não é um PDF";  // how sniff.py's not_a_pdf message begins

// --- rendering: phase 1 (summary, table, findings) -----------------------------------------------

/** The reason, after "Não foi possível verificar:"; a file that is not a PDF is told so first. */
export function showError(message) {
  const text = forTheWeb(message);
  const notPdf = text.startsWith(NOT_A_PDF) ? text.slice(NOT_A_PDF.length).replace(/^:\s*/, "") : null;
  status.className = "summary error";
  status.replaceChildren(notPdf === null
    ? el("p", {}, el("strong", {}, "Não foi possível verificar: "), text)
    : el("p", {}, el("strong", {}, `${NOT_A_PDF}.`), " ", notPdf));
  report.hidden = true;
  jsonBox.textContent = "";
}

export function lawLine(result) {
  const d = result.detected || {};
  const law = result.law !== "outra" ? result.law_title || "lei não identificada"
    : d.params_missing ? "outra lei, ainda sem o percentual reservado a negros"
    : d.params_source === "edital" ? "outra lei, conferida com a regra que o próprio edital declara (nenhum artigo citado)"
    : `outra lei, com os parâmetros informados ${state.fromLink ? "por quem fez a verificação" : "por você"}${d.params_source === "usuario+edital" ? ", completados pela regra que o próprio edital declara" : ""} (nenhum artigo citado)`;
  const given = state.fromLink ? state.identity.lei_informada : d.law_given;
  const how = state.fromLink
    ? given === true ? "informada por quem fez a verificação" : given === false ? "detectada no texto por quem fez a verificação" : ""
    : given ? "informada" : d.law_line ? `detectada na linha ${d.law_line}` : "";
  return `${law}${how && (result.law || state.fromLink) ? ` (${how})` : ""}`;  // never "não identificada (detectada …)"
}

export function dateLine(result) {
  const d = result.detected || {};
  const date = result.date ? brDate(result.date) : "data não identificada";
  if (d.date_assumed) return `${date} (não encontrada no texto: avaliado com a data de hoje; informe a data acima)`;
  if (d.date_confidence === "uncertain") return `${date} (data incerta${d.date_line ? `, linha ${d.date_line}` : ""}: confira)`;
  return date;
}

/** What is "a conferir": the rows read with doubt and the findings that rest on them (null when none). */
function pendingCounts(result) {
  const rows = state.rows.filter(uncertainRow).length;
  const findings = result.findings.filter(restsOnDoubt).length;
  return rows || findings ? { rows, findings } : null;
}

export function pendingLine(result) {
  const n = pendingCounts(result);
  if (!n) return null;
  return `A conferir: ${n.rows} de ${state.rows.length} cargo(s) lidos com incerteza e ${n.findings} achado(s) que dependem deles. `
    + "O resultado só vale depois de conferir esses números no edital (corrija a célula, se preciso).";
}

export const NOTHING_READ = "Nenhum quadro de vagas lido: nada foi conferido.";

/** Nothing read: no cargo with its vacancies on screen (none read from the edital, none added by hand). */
export const nothingRead = () => !state.rows.length;

/** The result's kind, for the box's colour and the reports: "nothing" (no quadro read: nothing was
 * checked), "error", "doubt" (something "a conferir" or a parameter missing), "warning" or "clean". */
export function verdict(result) {
  if (nothingRead()) return "nothing";
  if (result.summary.error) return "error";
  if (pendingCounts(result) || (result.detected && result.detected.params_missing)) return "doubt";
  return result.summary.warning ? "warning" : "clean";
}

/** The result box: its headline, and its colour from the verdict (`data-verdict` says which). */
export function showHeadline(result) {
  const kind = verdict(result);
  status.className = `summary verdict-${kind}`;
  status.dataset.verdict = kind;
  status.replaceChildren(...headline(result));
}

/** "Nenhum quadro de vagas lido": never counts that could pass for a clean result; what to do next. */
function nothingReadLines(result) {
  const tables = (result.tables || []).length;
  const next = tables
    ? `A leitura achou ${tables === 1 ? "um cabeçalho de tabela" : `${tables} cabeçalhos de tabela`}, mas nenhuma linha de cargo com número de vagas. Diga o que é cada coluna em “Colunas das tabelas a conferir”, abaixo, e clique em “Reler a tabela”; ou acrescente os cargos do edital com “Acrescentar cargo”.`
    : "A leitura não achou nenhum quadro de vagas no texto. Acrescente os cargos do edital com “Acrescentar cargo”, abaixo: a reserva exigida de cada um é calculada na hora.";
  return [
    el("p", { class: "headline" }, el("strong", {}, NOTHING_READ)),
    el("p", {}, next),
    el("p", {}, `Achados sobre o texto, não sobre a reserva: ${countsLine(result.findings)}.`),
  ];
}

/** Which edital an opened link or file checked, and when: the sender's check, not this page's. */
function openedIdentity() {
  const what = editalWords(state.identity) || "edital não identificado no link";
  const when = momentWords(state.identity.verificado_em);
  const who = state.fromLink === "arquivo" ? "conferido por quem salvou o arquivo" : "conferido por quem enviou o link";
  return `Edital: ${what}; ${who}${when ? ` em ${when}` : " (o momento da verificação não veio no link)"}.`;
}

export function headline(result) {
  const s = result.summary;
  const parts = nothingRead() ? nothingReadLines(result) : [
    el("p", { class: "headline" },
      el("strong", {}, `${s.error} erro(s), ${s.warning} aviso(s), ${s.info} informação(ões)`),
      ` em ${s.positions} cargo(s) ${state.fromLink ? `do ${state.fromLink}` : "encontrado(s)"}.`),
  ];
  parts.push(el("p", {}, `Lei: ${lawLine(result)}. Publicação: ${dateLine(result)}.`));
  const pending = pendingLine(result);
  if (pending) parts.splice(1, 0, el("p", { class: "headline-pending" }, el("strong", {}, pending)));
  const missing = result.detected && result.detected.params_missing;
  if (missing) parts.splice(1, 0, el("p", { class: "headline-pending" }, el("strong", {}, missing.message), " Sem ele, a reserva não é calculada; a tabela e as correções ficam."));
  if (result.detected && result.detected.reason) parts.push(el("p", { class: "context" }, forTheWeb(result.detected.reason)));
  for (const note of (result.detected && result.detected.params_notes) || []) parts.push(el("p", { class: "context" }, forTheWeb(note)));
  if (state.fromLink) parts.push(el("p", { class: "context opened-identity" }, openedIdentity()));
  if (state.fromLink) parts.push(el("p", { class: "context" }, state.fromLink === "arquivo" ? "Resultado aberto de um arquivo salvo: a tabela de cargos veio do arquivo, sem o texto do edital; os achados foram recalculados aqui."
    : "Resultado aberto de um link: a tabela de cargos veio do endereço (depois do “#”), sem o texto do edital; os achados foram recalculados aqui."));
  if (state.fromLink && state.versionNote) parts.push(el("p", { class: "context" }, state.versionNote));
  return parts;
}

const CELL_LABELS = { vacancies: "Vagas", reserved_stated: "Reserva informada", pcd_stated: "PcD informada" };

function numberCell(row, key, uncertain) {
  const value = row[key];
  const input = el("input", {
    type: "text", inputmode: "numeric", class: "cell-number", value: value === null || value === undefined ? "" : String(value),
    "aria-label": `${CELL_LABELS[key]} — ${row.name}`, "data-key": key, "aria-describedby": uncertain ? "cargos-dica" : null,
  });
  return el("td", { class: uncertain ? "uncertain" : null, "data-label": CELL_LABELS[key] }, input, uncertain ? el("span", { class: "check-mark" }, "a conferir") : null);
}

/** The row's state on screen, kept in step with `p` after a correction: its colour, its verdict, its
 * "a conferir" marks (gone once the reader corrected the row) and its cells' accessible names (the
 * corrected name). */
export function updateRow(tr, p) {
  const [label, kind] = situation(p);
  tr.className = `state-${kind}${uncertainRow(p) ? " row-uncertain" : ""}${p.edited ? " row-edited" : ""}`;
  tr.querySelector("td.required").textContent = figure(p.reserved_required);
  tr.querySelector("td.state").replaceChildren(...stateCell(p, label, kind));
  if (!uncertainRow(p)) {
    for (const cell of tr.querySelectorAll("td.uncertain")) cell.classList.remove("uncertain");
    for (const mark of tr.querySelectorAll(".check-mark")) mark.remove();
    for (const input of tr.querySelectorAll("[aria-describedby='cargos-dica']")) input.removeAttribute("aria-describedby");
  }
  for (const input of tr.querySelectorAll("input.cell-number")) input.setAttribute("aria-label", `${CELL_LABELS[input.dataset.key]} — ${p.name}`);
  const remove = tr.querySelector("button[data-remove]");
  if (remove) remove.setAttribute("aria-label", `Remover a linha ${Number(tr.dataset.index) + 1} (${p.name})`);
}

function stateCell(p, label, kind) {
  const words = kind === "bad" ? el("strong", {}, label) : kind === "check" ? el("span", { class: "check-mark" }, label) : label;
  return [words, p.edited ? el("span", { class: "edited-mark" }, " (corrigido à mão)") : ""];
}

/** Rows laid out at first, and added by each "Mostrar mais cargos": a table of thousands (a result link's,
 * a long edital's) is one insertion of a bounded size, never all its rows (a link of 10 000 cargos kept
 * the page busy for over a minute laying them out). */
export const ROWS_SHOWN = 500;
let shown = 0;
const moreButton = el("button", { type: "button", class: "secondary", id: "mostrar-mais-cargos" }, "Mostrar mais cargos");
const moreStatus = el("span", { class: "hint", id: "mostrar-mais-status" });
const moreBox = el("p", { class: "more-rows", hidden: true }, moreButton, " ", moreStatus);
$("#cargos").closest(".table-scroll").after(moreBox);

/** The table's rows: the first ROWS_SHOWN (or as many as were shown, `keep`, or through row `upTo`),
 * the rest behind "Mostrar mais cargos". */
export function renderPositions({ keep = false, upTo = -1 } = {}) {
  const body = $("#cargos tbody");
  body.replaceChildren();
  if (!state.rows.length) {
    body.append(el("tr", {}, el("td", { colspan: "9" }, "Nenhum cargo com número de vagas foi reconhecido. Acrescente os cargos do edital com o botão abaixo.")));
    shown = 0;
    moreRows();
    return;
  }
  const before = shown;
  shown = 0;
  addRows(Math.max(ROWS_SHOWN, keep ? before : 0, upTo + 1));
}

function addRows(count) {
  const to = Math.min(state.rows.length, shown + count);
  const frag = document.createDocumentFragment();
  for (let index = shown; index < to; index++) frag.append(positionRow(state.rows[index], index));
  $("#cargos tbody").append(frag);
  shown = to;
  moreRows();
}

/** "Mostrar mais cargos" while rows are left, and what the rows not shown hold for the filter's count. */
function moreRows() {
  const left = state.rows.length - shown;
  const body = $("#cargos tbody");
  moreBox.hidden = left <= 0;
  body.dataset.rowsLeft = String(Math.max(0, left));
  body.dataset.problemsLeft = String(state.rows.slice(shown).filter((p) => ["bad", "check"].includes(situation(p)[1])).length);
  moreButton.textContent = `Mostrar mais ${Math.min(left, ROWS_SHOWN).toLocaleString("pt-BR")} cargos`;
  moreStatus.textContent = left > 0 ? `(${shown.toLocaleString("pt-BR")} de ${state.rows.length.toLocaleString("pt-BR")} mostrados)` : "";
}

moreButton.addEventListener("click", () => addRows(ROWS_SHOWN));

function positionRow(p, index) {
  const [label, kind] = situation(p);
  const uncertain = uncertainRow(p);
  const cargo = el("input", { type: "text", class: "cell-text", value: p.cargo ?? p.name ?? "", "data-key": "cargo", "aria-label": `Cargo da linha ${index + 1}` });
  const slice = el("input", { type: "text", class: "cell-text", value: p.slice ?? "", "data-key": "slice", "aria-label": `Recorte (área, local) da linha ${index + 1}` });
  return el("tr", { class: `state-${kind}${uncertain ? " row-uncertain" : ""}${p.edited ? " row-edited" : ""}`, "data-index": String(index) },
    // data-label: the column's name, shown beside the cell where a phone lays each row out as a card
    el("td", { "data-label": "Linha" }, p.line ? el("a", { href: `#L${p.line}`, class: "line-link", "data-line": String(p.line) }, String(p.line)) : "—"),
    el("td", { class: uncertain ? "uncertain cargo" : "cargo", "data-label": "Cargo" }, cargo, uncertain ? el("span", { class: "check-mark" }, "a conferir") : null),
    el("td", { class: "slice", "data-label": "Recorte (área, local)" }, slice),
    numberCell(p, "vacancies", uncertain),
    numberCell(p, "reserved_stated", uncertain),
    el("td", { class: "required", "data-label": "Reserva exigida" }, figure(p.reserved_required)),
    numberCell(p, "pcd_stated", false),
    el("td", { class: "state", "data-label": "Situação" }, ...stateCell(p, label, kind)),
    el("td", { class: "row-actions" }, el("button", { type: "button", class: "secondary remove", "data-remove": String(index), "aria-label": `Remover a linha ${index + 1} (${p.name})` }, "Remover")),
  );
}

/** A cargo total's reading, in words: "a conferir" with its reason, or how its stated reserve compares
 * with the one required on the total (no red or green: the totals raise no finding of their own). */
function totalReading(c) {
  if (c.confidence !== "confirmed") return `a conferir${c.confidence_reason ? ` (${c.confidence_reason})` : ""}`;
  if (c.reserved_required === null || c.reserved_required === undefined) return "conferida; sem lei para comparar";
  if (c.reserved_stated === null || c.reserved_stated === undefined) return "conferida; a reserva não é informada em todas as partes";
  return c.reserved_stated < c.reserved_required ? "conferida; reserva informada abaixo da exigida sobre o total" : "conferida; reserva informada atende à exigida sobre o total";
}

/** The rows of "Totais por cargo": [line, cargo, parts, vacancies, stated, required, reading]. */
export function totalRows(result) {
  return (result.cargos || []).map((c) => [c.line, c.name, c.slices, c.vacancies, c.reserved_stated, c.reserved_required, totalReading(c)]);
}

/** "Totais por cargo" on the page (hidden when no cargo is listed only by its slices). */
export function renderTotals(result) {
  const rows = totalRows(result);
  renderTotalsChart(result);
  $("#totais").hidden = !rows.length;
  $("#totais-cargo tbody").replaceChildren(...rows.map(([line, name, parts, vacancies, stated, required, reading]) => el("tr", { class: reading.startsWith("a conferir") ? "row-uncertain" : "" },
    el("td", { "data-label": "Linha" }, line ? el("a", { href: `#L${line}`, class: "line-link", "data-line": String(line) }, String(line)) : "—"),
    el("th", { scope: "row", "data-label": "Cargo" }, name),
    el("td", { "data-label": "Partes" }, String(parts)),
    el("td", { "data-label": "Vagas (soma)" }, figure(vacancies)),
    el("td", { "data-label": "Reserva informada (soma)" }, figure(stated)),
    el("td", { "data-label": "Reserva exigida sobre o total" }, figure(required)),
    el("td", { "data-label": "Leitura" }, reading.startsWith("a conferir") ? el("span", { class: "check-mark" }, reading) : reading),
  )));
}

/** "Totais por cargo" as a picture: each cargo's reserve stated (the sum of its parts) against the one
 * required on its total, the errors of its parts and a total "a conferir" marked. */
function renderTotalsChart(result) {
  const box = $("#totais-figura");
  const rows = (result.cargos || []).map((c) => ({
    name: c.name, stated: c.reserved_stated, required: c.reserved_required, doubt: c.confidence !== "confirmed",
    errors: result.findings.filter((f) => f.severity === "error" && (c.lines || []).includes(f.line)).length,
  }));
  box.replaceChildren(box.querySelector("figcaption"), ...(rows.length ? [reserveChart(rows, "totais-grafico", "Reserva para negros informada e exigida sobre o total, por cargo")] : []));
  box.hidden = !rows.length;
}
