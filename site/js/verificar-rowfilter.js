// A long table of cargos narrowed to the rows with a problem: a reserve below the law's or not stated,
// or a reading "a conferir". Only the display changes (the rows, their corrections and the report stay);
// the count follows every new result and correction.
import { $, el } from "./common.js";

/** Rows at least this many before the filter is offered: a short table is read at a glance. */
export const FILTER_FROM = 8;
const PROBLEM = ["state-bad", "state-check"];

const table = $("#cargos");
const body = $("#cargos tbody");
const toggle = el("input", { type: "checkbox", id: "so-problemas" });
const count = el("span", { id: "so-problemas-status", class: "hint", role: "status", "aria-live": "polite" });
const box = el("p", { class: "row-filter", hidden: true },
  el("label", { for: "so-problemas" }, toggle, " Mostrar só os cargos com problema (reserva abaixo da exigida, não informada ou a conferir)"),
  " ", count);
table.closest(".table-scroll").before(box);

const rows = () => [...body.children].filter((tr) => tr.dataset.index !== undefined);
const isProblem = (tr) => PROBLEM.some((name) => tr.classList.contains(name));

/** Offer the filter on a long table, and say how many rows it shows. */
function refresh() {
  const all = rows();
  box.hidden = all.length + Number(body.dataset.rowsLeft || 0) < FILTER_FROM;
  if (box.hidden && toggle.checked) toggle.checked = false;
  table.classList.toggle("only-problems", toggle.checked);
  // rows behind "Mostrar mais cargos" (verificar-table.js) count too: the table's, not the page's
  const left = Number(body.dataset.rowsLeft || 0);
  const problems = all.filter(isProblem).length + Number(body.dataset.problemsLeft || 0);
  const total = all.length + left;
  count.textContent = !toggle.checked ? `(${problems.toLocaleString("pt-BR")} de ${total.toLocaleString("pt-BR")} com problema)`
    : problems ? `${problems.toLocaleString("pt-BR")} de ${total.toLocaleString("pt-BR")} cargos mostrados.` : "Nenhum cargo com problema: desmarque para ver todos.";
  table.dataset.rowsShown = String(toggle.checked ? problems : all.length);
}

let queued = false;
const later = () => {
  if (queued) return;
  queued = true;
  requestAnimationFrame(() => { queued = false; refresh(); });
};
// New rows (a result, a slice of a long table, a row added or removed) and a row's state after a correction.
new MutationObserver(later).observe(body, { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });
toggle.addEventListener("change", refresh);
