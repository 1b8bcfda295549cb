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

/** "na linha 4", "nas linhas 4 e 5", "nas linhas 4, 5 e 6". */
function linesWords(lines) {
  if (lines.length === 1) return `na linha ${lines[0]}`;
  return `nas linhas ${lines.slice(0, -1).join(", ")} e ${lines[lines.length - 1]}`;
}

let refocus = null;  // the table whose "Reler a tabela" was clicked: its button keeps the focus after the check

/** The tables read with doubt, with no row read, or whose roles were given: each count column's role as a choice. */
export function renderColumns(result) {
  const tables = (result.tables || []).filter((t) => t.doubt || t.given || t.uncertain_rows || !t.rows);
  const box = $("#colunas-tabelas");
  $("#colunas").hidden = !tables.length;
  box.replaceChildren(...tables.map((t) => {
    const list = el("div", { class: "column-role-list" }, ...t.columns.map((role, n) => roleSelect(t, n, role)));
    const why = t.given ? "papéis dados por você" : !t.rows ? "nenhuma linha lida" : t.doubt || `${t.uncertain_rows} de ${t.rows} linha(s) a conferir`;
    const lines = t.lines || [t.line];
    const header = lines.map((n) => (state.text.split("\n", n)[n - 1] || "").trim()).filter(Boolean).join(" / ");
    return el("fieldset", { class: "column-table", "data-line": String(t.line), "data-header": header },
      el("legend", {}, `Tabela com cabeçalho ${linesWords(lines)} (${why})`),
      header ? el("p", { class: "hint" }, `No edital: “${header.slice(0, 2000)}”`) : null,
      !t.rows ? el("p", { class: "hint" }, "Nenhuma linha desta tabela foi lida como cargo com vagas: diga o que é cada coluna de números e clique em “Reler a tabela”, ou acrescente os cargos abaixo.") : null,
      list,
      el("div", { class: "actions" },
        el("button", { type: "button", class: "secondary", "data-column-add": String(t.line) }, "Acrescentar coluna"),
        el("button", { type: "button", class: "secondary", "data-column-drop": String(t.line) }, "Remover a última coluna"),
        el("button", { type: "button", "data-column-read": String(t.line) }, "Reler a tabela")));
  }));
  const again = refocus !== null && box.querySelector(`button[data-column-read="${refocus}"]`);
  refocus = null;
  if (again) again.focus();
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
      const roles = [...list.querySelectorAll("select")].map((s) => s.value);
      // The same roles for every table with the same header (an edital of many identical tables: one choice).
      const same = fieldset.dataset.header
        ? [...$("#colunas-tabelas").querySelectorAll("fieldset")].filter((f) => f.dataset.header === fieldset.dataset.header) : [fieldset];
      for (const f of same) columnRoles[Number(f.dataset.line)] = roles;
      columnRolesFor = inputKey();
      refocus = line;
      check();
    }
  });
}
