// The roles of a table's count columns, given by the reader (`colunas`: given_roles.py): one choice per
// column of each table read with doubt, and "Reler a tabela" to check the edital again with them.
import { $, el } from "./common.js";
import { fileInput, textArea } from "./verificar-base.js";
import { state } from "./verificar-state.js";

// --- the roles of a table's count columns, given by the reader (`colunas`: given_roles.py) -------

const COLUMN_ROLES = [
  ["open", "ampla concorrência"], ["negros", "negros"], ["pretos_pardos", "pretos e pardos"], ["pcd", "PcD"],
  ["indigenas", "indígenas"], ["quilombolas", "quilombolas"], ["other", "outra reserva"], ["total", "total"],
  ["cr", "cadastro de reserva"], ["ignore", "ignorar"],
];
let columnRoles = {};  // header line → roles, for the input they were given on
let columnRolesFor = null;

/** What the roles were given for: the pasted text, or the file chosen. */
function inputKey() {
  const file = fileInput.files && fileInput.files[0];
  return file ? `arquivo:${file.name}:${file.size}:${file.lastModified}` : `texto:${textArea.value}`;
}

function roleSelect(table, n, role) {
  const select = el("select", { "data-column": String(n), "aria-label": `Coluna de números ${n + 1} da tabela da linha ${table.line}` },
    ...COLUMN_ROLES.map(([id, label]) => el("option", { value: id }, label)));
  select.value = COLUMN_ROLES.some(([id]) => id === role) ? role : "ignore";
  return el("label", { class: "column-role" }, el("span", {}, `Coluna ${n + 1}`), select);
}

/** The tables read with doubt (or whose roles were given): each count column's role as a choice. */
export function renderColumns(result) {
  const tables = (result.tables || []).filter((t) => t.doubt || t.given || t.uncertain_rows);
  const box = $("#colunas-tabelas");
  $("#colunas").hidden = !tables.length;
  box.replaceChildren(...tables.map((t) => {
    const list = el("div", { class: "column-role-list" }, ...t.columns.map((role, n) => roleSelect(t, n, role)));
    const why = t.given ? "papéis dados por você" : t.doubt || `${t.uncertain_rows} de ${t.rows} linha(s) a conferir`;
    const header = (t.lines || [t.line]).map((n) => (state.text.split("\n", n)[n - 1] || "").trim()).filter(Boolean).join(" / ");
    return el("fieldset", { class: "column-table", "data-line": String(t.line) },
      el("legend", {}, `Tabela com cabeçalho na linha ${t.line} (${why})`),
      header ? el("p", { class: "hint" }, `No edital: “${header.slice(0, 200)}”`) : null,
      list,
      el("div", { class: "actions" },
        el("button", { type: "button", class: "secondary", "data-column-add": String(t.line) }, "Acrescentar coluna"),
        el("button", { type: "button", class: "secondary", "data-column-drop": String(t.line) }, "Remover a última coluna"),
        el("button", { type: "button", "data-column-read": String(t.line) }, "Reler a tabela")));
  }));
}

/** The roles the reader gave for the edital in the form now (null when none, or given for another). */
export function givenColumns() {
  if (columnRolesFor !== inputKey()) columnRoles = {};
  return Object.keys(columnRoles).length ? columnRoles : null;
}

/** The choices' buttons; "Reler a tabela" keeps the roles and calls `check` (the form's). */
export function listenColumns(check) {
    $("#colunas-tabelas").addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (!button) return;
    const fieldset = button.closest("fieldset");
    const list = fieldset.querySelector(".column-role-list");
    const line = Number(fieldset.dataset.line);
    if (button.dataset.columnAdd) {
      list.append(roleSelect({ line }, list.children.length, "ignore"));
      list.lastElementChild.querySelector("select").focus();
    } else if (button.dataset.columnDrop) {
      if (list.children.length > 1) list.lastElementChild.remove();
    } else if (button.dataset.columnRead) {
      if (columnRolesFor !== inputKey()) columnRoles = {};
      columnRoles[line] = [...list.querySelectorAll("select")].map((s) => s.value);
      columnRolesFor = inputKey();
      check();
    }
  });
}
