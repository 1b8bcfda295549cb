// The findings, triaged: errors first, a rule repeated on many lines as one group, a filter by severity;
// the rows corrected by hand.
import { $, el, SEVERITY, sitePage } from "./common.js";
import { forTheWeb, fullMessage } from "./verificar-base.js";
import { state } from "./verificar-state.js";
import { pairSums, sumNote } from "./verificar-sums.js";

export function renderFindings(result) {
  const list = $("#achados");
  list.replaceChildren();
  pairSums(result);
  if (!result.findings.length) list.append(el("li", {}, "Nenhum achado."));
  const groups = triage(result.findings);
  for (const group of groups) {
    const n = list.children.length + 1;
    list.append(group.items.length === 1 ? findingItem(result, group.items[0], n) : findingGroup(result, group, n));
  }
  renderTriage(result, groups);
}

// --- findings, triaged: errors first, repeats grouped, a filter by severity -----------------------

const SEVERITY_ORDER = ["error", "warning", "info"];
const COUNT_WORDS = { error: ["erro", "erros"], warning: ["aviso", "avisos"], info: ["informação", "informações"] };
const FILTER_WORDS = { error: "Erros", warning: "Avisos", info: "Informações" };
/** The severities the reader unticked: kept across corrections and new checks (hiding never drops a result). */
const hiddenSeverities = new Set();
const severityRank = (severity) => (SEVERITY_ORDER.includes(severity) ? SEVERITY_ORDER.indexOf(severity) : SEVERITY_ORDER.length);

/** Worst first, text order kept within a severity (a stable sort): the reports' order. */
export const bySeverity = (findings) => [...findings].sort((a, b) => severityRank(a.severity) - severityRank(b.severity));

/** The page's items: the findings worst first, those of one code and severity as one group, placed
 * where its first occurrence falls (so within a severity the groups keep text order). */
function triage(findings) {
  const groups = new Map();
  for (const f of bySeverity(findings)) {
    const key = `${f.severity} ${f.code}`;
    if (!groups.has(key)) groups.set(key, { severity: f.severity, code: f.code, items: [] });
    groups.get(key).items.push(f);
  }
  return [...groups.values()];
}

/** "Soma não confere": the rule's title from the engine (`titulos`); its kebab id failing that. */
export function ruleTitle(result, f) {
  const titles = (result && result.titulos) || {};
  return Object.hasOwn(titles, f.code) ? titles[f.code] : f.name;
}

/** "3 erros, 12 avisos, 42 informações" (the headline's counts, in words agreeing with the number). */
export function countsLine(findings) {
  return SEVERITY_ORDER.map((s) => {
    const n = findings.filter((f) => f.severity === s).length;
    return `${n.toLocaleString("pt-BR")} ${COUNT_WORDS[s][n === 1 ? 0 : 1]}`;
  }).join(", ");
}

/** What a finding says, after its rule: message, notes, legal basis (unless its group gives it) and line. */
function findingBody(result, f, withBasis = true) {
  const own = /^CQ4/.test(f.code) || f.source === "own_rule";
  return [
    forTheWeb(fullMessage(f, result)),
    own && !/própri[oa] edital/.test(f.message) ? el("span", { class: "basis" }, " (segundo a regra do próprio edital)") : null,
    f.carried ? el("span", { class: "basis" }, " (achado do texto original: o link leva só o código e a linha; a mensagem é a da regra)") : null,
    sumNote(f),
    withBasis ? basisNote(f) : null,
    f.line && state.text ? el("span", {}, " ", el("a", { href: `#L${f.line}`, class: "line-link", "data-line": String(f.line) }, `Ver linha ${f.line}`)) : null,
    f.line && !state.text ? ` (linha ${f.line})` : null,
  ];
}

const basisNote = (f) => (f.basis ? el("span", { class: "basis" }, " Base legal: ",
  sitePage(f.basis_href) ? el("a", { href: sitePage(f.basis_href) }, f.basis) : f.basis, ".") : null);
const doubtBadge = (f) => (restsOnDoubt(f) ? [el("span", { class: "check-badge" }, "a conferir"), " "] : []);

function findingItem(result, f, n) {
  return el("li", { class: "finding", "data-severity": f.severity, id: `achado-${n}` },
    el("span", { class: `sev sev-${f.severity}` }, severityLabel(f.severity)), " ", ...doubtBadge(f),
    el("a", { href: sitePage(f.url), class: "code" }, `${f.code} ${ruleTitle(result, f)}`), ": ", ...findingBody(result, f));
}

/** A code repeated: one item "CQ105 Soma não confere em 39 linhas", its occurrences in a disclosure. */
function findingGroup(result, group, n) {
  const first = group.items[0];
  const title = `${group.code} ${ruleTitle(result, first)}`;
  const lines = new Set(group.items.map((f) => f.line).filter(Boolean)).size;
  const where = lines === group.items.length ? `em ${lines} linhas` : `${group.items.length} vezes`;
  const doubt = group.items.filter(restsOnDoubt).length;
  const sameBasis = group.items.every((f) => f.basis === first.basis);
  return el("li", { class: "finding finding-group", "data-severity": group.severity, id: `achado-${n}` },
    el("details", {},
      el("summary", {}, el("span", { class: `sev sev-${group.severity}` }, severityLabel(group.severity)), " ",
        el("span", { class: "code" }, title), ` ${where}`, doubt ? " " : null, doubt ? el("span", { class: "check-badge" }, `${doubt} a conferir`) : null),
      el("p", { class: "group-rule" }, "Regra: ", el("a", { href: sitePage(first.url), class: "code" }, title), ".", sameBasis ? basisNote(first) : null),
      occurrences(result, group.items, sameBasis)));
}

/** Occurrences listed at first in a repeated code's disclosure, and added by each "Mostrar mais": a long
 * table's thousands of findings are not all laid out at once. */
export const OCCURRENCES_SHOWN = 200;

function occurrences(result, items, sameBasis) {
  const list = el("ol", { class: "occurrences" });
  const item = (f) => el("li", {}, ...doubtBadge(f), ...findingBody(result, f, !sameBasis));
  let shown = 0;
  const more = el("button", { type: "button", class: "secondary more-occurrences" });
  const moreItem = el("li", { class: "more-rows" }, more);
  const add = () => {
    const to = Math.min(items.length, shown + OCCURRENCES_SHOWN);
    moreItem.remove();
    list.append(...items.slice(shown, to).map(item));
    shown = to;
    if (shown < items.length) {
      more.textContent = `Mostrar mais ${Math.min(items.length - shown, OCCURRENCES_SHOWN).toLocaleString("pt-BR")} (${shown.toLocaleString("pt-BR")} de ${items.length.toLocaleString("pt-BR")} mostrados)`;
      list.append(moreItem);
    }
  };
  more.addEventListener("click", add);
  add();
  return list;
}

/** How the list below is ordered, saying only what this result shows: "erros primeiro" when errors
 * come before other findings, the grouping when some rule repeats. */
function triageSentence(findings, groups) {
  const errors = findings.filter((f) => f.severity === "error").length;
  const grouped = groups.some((group) => group.items.length > 1);
  const said = [
    errors && errors < findings.length ? "erros primeiro" : "",
    grouped ? "achados de uma regra repetidos em várias linhas aparecem juntos" : "",
  ].filter(Boolean);
  return said.length ? `: ${said.join("; ")}.` : ".";
}

/** The summary above the findings and the filter by severity (with counts); the skip link's count. */
function renderTriage(result, groups) {
  const box = $("#achados-triagem");
  const findings = result.findings;
  box.hidden = !findings.length;
  $("#ir-achados").textContent = `Ir para os achados (${findings.length.toLocaleString("pt-BR")})`;
  if (!findings.length) return box.replaceChildren();
  const boxes = SEVERITY_ORDER.map((s) => {
    const n = findings.filter((f) => f.severity === s).length;
    return el("label", { class: "sev-filter" },
      el("input", { type: "checkbox", value: s, checked: !hiddenSeverities.has(s) }), ` ${FILTER_WORDS[s]} (${n.toLocaleString("pt-BR")})`);
  });
  box.replaceChildren(
    el("p", { class: "findings-summary" }, el("strong", {}, countsLine(findings)), triageSentence(findings, groups)),
    el("fieldset", { class: "findings-filter" }, el("legend", {}, "Mostrar"), ...boxes),
    el("p", { id: "achados-filtro-status", class: "hint", role: "status", "aria-live": "polite" }));
  applyFilter(false);
}

/** Hide the groups of the unticked severities (the result stays: only their display changes). */
function applyFilter(announce = true) {
  const items = [...$("#achados").children].filter((li) => li.dataset.severity);
  let shown = 0;
  for (const li of items) {
    li.hidden = hiddenSeverities.has(li.dataset.severity);
    if (!li.hidden) shown += 1;
  }
  const note = $("#achados-filtro-status");
  if (note) note.textContent = shown === items.length ? (announce ? "Todos os achados mostrados." : "")
    : shown ? `${shown} de ${items.length} itens mostrados (os demais estão ocultos pelo filtro).` : "Nenhum achado mostrado: marque uma gravidade acima.";
}

$("#achados-triagem").addEventListener("change", (event) => {
  const box = event.target.closest("input[type=checkbox]");
  if (!box) return;
  if (box.checked) hiddenSeverities.delete(box.value);
  else hiddenSeverities.add(box.value);
  applyFilter();
});

// "Ir para os achados": past the table, to the findings' heading (focused, so Tab goes on from there).
$("#ir-achados").addEventListener("click", (event) => {
  event.preventDefault();
  const heading = $("#achados-titulo");
  heading.scrollIntoView({ block: "start" });
  heading.focus({ preventScroll: true });
});

/** The finding rests on a figure read with doubt that the reader has not corrected. */
export const restsOnDoubt = (f) => Boolean(f.uncertain_reading && f.uncertain_reading.length);

/** "erro", "aviso", "informação"; nothing for a value that is not one of them (no prototype lookup). */
export const severityLabel = (severity) => (Object.hasOwn(SEVERITY, severity) ? SEVERITY[severity] : "");

export function correctedNames(result) {
  return result.corrected_by_hand || state.rows.filter((p) => p.edited).map((p) => p.name);
}

export function renderCorrected(result) {
  const box = $("#corrigidos");
  const names = correctedNames(result);
  const removed = state.removed || 0;
  box.hidden = !names.length && !removed;
  box.textContent = [
    names.length ? `Corrigido à mão: ${names.join("; ")}.` : "",
    removed ? `${removed} linha(s) da leitura automática removida(s) à mão.` : "",
  ].filter(Boolean).join(" ");
}
