// The calculator page: form rows, URL state (?lei=go&vagas=37…), and rendering of the result
// computed by cotacheck.web.calculate in Pyodide (engine.js). Works as plain JS before
// Python is ready: the form is usable, the request waits, and the page says it is loading.
import {
  $, answerAboveKeyboard, DATE_PARAM, brDate, checkedParams, choices, copyWithFeedback, el, html, impossibleDate, isoDate, lawLink, number,
  leadsFormula, plural, revealOnPhone, root, safeText, setHeadline, shareButton, startPageEngine, todayBr,
} from "./common.js";
import {
  clearParamErrors, CUSTOM, isCustom, markParamError, paramForms, readParams, readQuery, syncCustom, writeParams,
} from "./outra-lei.js";

const form = $("#calculadora");
const rows = $("#linhas");
const status = $("#resultado");
const details = $("#detalhes");
const copyButton = $("#copiar");
const copyResultButton = $("#copiar-resultado");
const actions = $("#acoes");

const MARK = {
  negros: { letter: "N", label: "vaga reservada a candidatos negros" },
  pretos_pardos: { letter: "P", label: "vaga reservada a pretos e pardos" },
  indigenas: { letter: "I", label: "vaga reservada a indígenas" },
  quilombolas: { letter: "Q", label: "vaga reservada a quilombolas" },
  // Lei 15.142 before Decreto 12.536: one reserve for the three groups together
  pretos_pardos_indigenas_quilombolas: { letter: "R", label: "vaga reservada a pessoas pretas e pardas, indígenas e quilombolas" },
  pcd: { letter: "D", label: "vaga reservada a pessoas com deficiência" },
  open: { letter: "", label: "vaga de ampla concorrência" },
};
const MAX_MARKS = 400;

/** The PcD figure, or "não modelada" when the law's PcD reserve is not modelled (pcd: null), or
 * "não calculada" under user parameters (lei "outra"), where no PcD rule is known. */
function pcdFigure(value, result) {
  if (result && result.law === CUSTOM) return "não calculada";
  return value === null || value === undefined ? "não modelada" : number(value);
}

const lawName = (result) => (result.law === CUSTOM ? "Outra lei" : result.labels.law_name);
/** "16% das vagas, a partir de 3 vagas, …" from the version's label "parâmetros informados pelo usuário: 16% …". */
const userParams = (result) => result.version.replace(/^[^:]*:\s*/, "");
const USER_PCD = "reserva para pessoas com deficiência não calculada (informe a lei de PcD aplicável)";
// Under user parameters the date, the Poder and the kind of vacancy play no part.
const IGNORED_BY_CUSTOM = [$("#data"), $("#poder"), $("#tipo")];

function cap(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

// --- rows ----------------------------------------------------------------------------------------

function renumber() {
  const items = [...rows.children];
  items.forEach((row, i) => {
    const n = i + 1;
    const [nameLabel, countLabel] = row.querySelectorAll("label");
    const [name, count] = row.querySelectorAll("input");
    name.id = `cargo-${n}`; nameLabel.htmlFor = name.id; nameLabel.textContent = `Nome do cargo ${n} (opcional)`;
    count.id = `vagas-${n}`; countLabel.htmlFor = count.id; countLabel.textContent = `Número de vagas do cargo ${n}`;
    const remove = $(".remove", row);
    remove.textContent = `Remover cargo ${n}`;
    remove.hidden = items.length === 1;
  });
}

function addRow(name = "", count = "") {
  const template = rows.firstElementChild;
  const row = template.cloneNode(true);
  const [nameInput, countInput] = row.querySelectorAll("input");
  nameInput.value = name;
  countInput.value = count;
  countInput.removeAttribute("aria-invalid");
  rows.append(row);
  renumber();
  return row;
}

function setRows(list) {
  while (rows.children.length > 1) rows.lastElementChild.remove();
  const [first, ...rest] = list.length ? list : [{ name: "", count: "" }];
  const [name, count] = rows.firstElementChild.querySelectorAll("input");
  name.value = first.name; count.value = first.count;
  rest.forEach((r) => addRow(r.name, r.count));
  renumber();
}

rows.addEventListener("click", (event) => {
  const button = event.target.closest(".remove");
  if (!button || rows.children.length === 1) return;
  const row = button.closest(".row");
  const index = [...rows.children].indexOf(row);
  row.remove();
  renumber();
  const focus = rows.children[Math.max(0, index - 1)];
  focus.querySelectorAll("input")[1].focus();
  schedule();
});

$("#adicionar").addEventListener("click", () => {
  const row = addRow();
  row.querySelectorAll("input")[0].focus();
});

// --- URL state -----------------------------------------------------------------------------------

function readForm() {
  const items = [...rows.children].map((row) => {
    const [name, count] = row.querySelectorAll("input");
    return { name: name.value.trim(), count: count.value.trim() };
  });
  const request = {
    lei: $("#lei").value, data: isoDate($("#data").value), poder: $("#poder").value, tipo: $("#tipo").value,
    vagas: items.map((r) => r.count), cargos: items.map((r) => r.name),
  };
  if (isCustom()) request.parametros = readParams();
  return request;
}

function toQuery(request) {
  const q = new URLSearchParams();
  q.set("lei", request.lei);
  if (request.data) q.set("data", request.data);
  if (request.poder !== "executivo") q.set("poder", request.poder);
  if (request.tipo !== "efetivo") q.set("tipo", request.tipo);
  request.vagas.forEach((v) => q.append("vagas", v));
  if (request.cargos.some(Boolean)) request.cargos.forEach((c) => q.append("cargo", c));
  writeParams(q);
  return q.toString();
}

function setSelect(select, value) {
  if (value && [...select.options].some((o) => o.value === value)) select.value = value;
}

/** The allowed form of each parameter of this page's URL (an invalid one is named and ignored). */
const QUERY_FORMS = {
  lei: choices("#lei"), poder: choices("#poder"), tipo: choices("#tipo"), data: DATE_PARAM,
  vagas: /^\s*(?:\d{1,3}(?:\.?\d{3}){0,2}\s*(?:[;,]\s*|$))*$/, cargo: /^[^\x00-\x1f\x7f-\x9f]{0,200}$/, ...paramForms(),
};

function fromQuery(search) {
  const q = checkedParams(search, QUERY_FORMS);
  setSelect($("#lei"), q.get("lei"));
  setSelect($("#poder"), q.get("poder"));
  setSelect($("#tipo"), q.get("tipo"));
  const day = q.get("data");
  if (day) $("#data").value = brDate(day);
  const counts = q.getAll("vagas").flatMap((v) => v.split(/[;,]/).map((s) => s.trim()));
  const names = q.getAll("cargo");
  setRows(counts.map((count, i) => ({ count, name: names[i] || "" })));
  readQuery(q);
  syncCustom(IGNORED_BY_CUSTOM);
  return counts.length > 0;
}

// --- rendering -----------------------------------------------------------------------------------

function groupIds(result) {
  return Object.keys(result.total.reserved_by_group);
}

/** A reserved column's heading: "Negros" for the laws of one group of negros, otherwise the group's name
 * (the groups of Lei 15.142, or its one reserve before Decreto 12.536). */
function groupHeading(result, g) {
  return groupIds(result).length > 1 || g !== "negros" ? cap(result.labels.groups[g]) : "Negros";
}

function marks(position, result) {
  const total = position.vacancies;
  const labels = result.labels;
  const parts = [];
  for (const g of groupIds(result)) parts.push([g, position.reserved_by_group[g]]);
  parts.push(["pcd", position.pcd || 0], ["open", position.open]);
  const description = parts.filter(([, n]) => n > 0).map(([kind, n]) => {
    const name = kind === "pcd" ? "pessoas com deficiência" : kind === "open" ? "ampla concorrência" : labels.groups[kind];
    return `${number(n)} ${kind === "open" ? "de" : "para"} ${name}`;
  }).join(", ");
  if (total > MAX_MARKS) {
    return el("p", { class: "muted" }, `Figura omitida: mais de ${number(MAX_MARKS)} vagas (${description}).`);
  }
  const figure = el("div", { class: "marks", role: "img", "aria-label": `${plural(total, "vaga", "vagas")}: ${description}.` });
  for (const [kind, n] of parts) {
    for (let i = 0; i < n; i++) {
      figure.append(el("span", { class: `mark mark-${kind}`, "aria-hidden": "true" }, MARK[kind].letter));
    }
  }
  return figure;
}

function legend(result) {
  const kinds = [...groupIds(result), result.law === CUSTOM ? null : "pcd", "open"].filter(Boolean);
  return el("ul", { class: "legend", "aria-label": "Legenda da figura" },
    kinds.map((kind) => el("li", {},
      el("span", { class: `mark mark-${kind}`, "aria-hidden": "true" }, MARK[kind].letter),
      ` ${kind === "open" ? "Vaga de ampla concorrência (quadrado vazio)" : cap(MARK[kind].label) + ` (letra ${MARK[kind].letter})`}`)));
}

function table(result) {
  const groups = groupIds(result);
  const multiGroup = groups.length > 1;
  const positions = result.positions;
  const head = el("tr", {},
    el("th", { scope: "col" }, "Cargo"), el("th", { scope: "col" }, "Vagas"),
    groups.map((g) => el("th", { scope: "col" }, groupHeading(result, g))),
    multiGroup ? el("th", { scope: "col" }, "Total reservado") : null,
    el("th", { scope: "col" }, "PcD"), el("th", { scope: "col" }, "Ampla concorrência"));
  const line = (label, p, cls) => el("tr", { class: cls },
    el("th", { scope: "row" }, label), el("td", {}, number(p.vacancies)),
    groups.map((g) => el("td", {}, number(p.reserved_by_group[g]))),
    multiGroup ? el("td", {}, number(p.reserved)) : null,
    el("td", {}, pcdFigure(p.pcd, result)), el("td", {}, number(p.open)));
  return el("div", { class: "table-scroll", tabindex: "0", role: "region", "aria-label": "Tabela do resultado" },
    el("table", { class: "result-table", id: "tabela-resultado" },
      el("caption", {}, "Vagas por cargo"),
      el("thead", {}, head),
      el("tbody", {}, positions.map((p, i) => line(result.labels.positions[i], p))),
      positions.length > 1 ? el("tfoot", {}, line("Total", result.total, "total")) : null));
}

function steps(list) {
  return el("ol", { class: "steps" }, list.map((s) => el("li", {}, s.text, lawLink(s))));
}

/** The steps that say why a cargo under an applicable law gets no reserved vacancy (GO: fewer than 3). */
function whyNone(position) {
  const until = position.steps.findIndex((step) => /^(Pessoas com deficiência|Reserva para pessoas com deficiência|Ampla concorrência)/.test(step.text));
  return position.steps.slice(0, until < 0 ? position.steps.length : until);
}

function headline(result) {
  const t = result.total;
  const groups = groupIds(result);
  const who = groups.length > 1
    ? `${plural(t.reserved, "vaga reservada", "vagas reservadas")} a pretos, pardos, indígenas e quilombolas (${groups.map((g) => `${result.labels.groups[g]}: ${number(t.reserved_by_group[g])}`).join("; ")})`
    : `${plural(t.reserved, "vaga reservada", "vagas reservadas")} a ${groups[0] === "negros" ? "candidatos negros" : result.labels.groups[groups[0]]}`;
  const head = result.positions.length > 1
    ? `${lawName(result)}, ${plural(result.positions.length, "cargo", "cargos")}, total de ${plural(t.vacancies, "vaga", "vagas")}: `
    : `${lawName(result)}, ${plural(t.vacancies, "vaga", "vagas")}: `;
  const pcd = result.law === CUSTOM ? USER_PCD : t.pcd === null || t.pcd === undefined
    ? "reserva para pessoas com deficiência não modelada"
    : `${number(t.pcd)} a pessoas com deficiência`;
  return `${head}${who}, ${pcd} e ${number(t.open)} de ampla concorrência.`;
}

/** "37 vagas × 20% = 7,4 → … → 7 vagas reservadas …": a position's racial product and rounding steps in one
 * line, with the rounding's article (null when the reserve has no such step: below the minimum, not applicable). */
function roundingLine(position) {
  const i = position.steps.findIndex((s) => / × .+ = /.test(s.text) && !/^(Pessoas com deficiência|Ampla)/.test(s.text));
  const [product, rounded] = i < 0 ? [] : position.steps.slice(i, i + 2);
  const exact = product ? product.text.split(" = ").pop() : "";
  if (!rounded || !rounded.text.startsWith(`${exact} `)) return null;
  return { text: product.text + rounded.text.slice(exact.length), basis: rounded.basis, href: rounded.href };
}

const MAX_ROUNDING_LINES = 3;
/** The rounding beside the headline, where a phone keyboard does not hide it: the edital's total when
 * the law reserves on the whole edital, otherwise each cargo's (the first few). */
function roundings(result) {
  const total = roundingLine(result.total);
  const one = result.positions.length === 1;
  const lines = total ? [{ label: one ? "" : "Total do edital", line: total }]
    : result.positions.map((p, i) => ({ label: one ? "" : result.labels.positions[i], line: roundingLine(p) })).filter((x) => x.line);
  const shown = lines.slice(0, MAX_ROUNDING_LINES).map(({ label, line }) => el("p", { class: "rounding" },
    el("strong", {}, label ? `Arredondamento, ${label}: ` : "Arredondamento: "), line.text, lawLink(line)));
  if (lines.length > shown.length) shown.push(el("p", { class: "rounding" }, `E mais ${plural(lines.length - shown.length, "cargo", "cargos")}: veja o passo a passo.`));
  return shown;
}

function summary(result) {
  const t = result.total;
  const nodes = [el("p", { class: "headline" }, headline(result)), ...roundings(result)];
  // Lei 15.142: the reserve is on the whole edital (total.base "edital"), not the sum of the cargos;
  // total.to_distribute (by group) is what no cargo reaches alone and the edital must place.
  if (t.base === "edital" && result.positions.length > 1) {
    const missing = Object.values(t.to_distribute || {}).reduce((a, b) => a + b, 0);
    nodes.push(el("p", { class: "distribute" },
      missing > 0 ? el("strong", {}, `${plural(missing, "vaga reservada", "vagas reservadas")} a distribuir entre os cargos: o edital decide. `) : null,
      `A lei manda reservar sobre o total do edital (${plural(t.vacancies, "vaga", "vagas")}): ${plural(t.reserved, "vaga reservada", "vagas reservadas")}, `
      + `e não a soma dos cargos (${number(t.per_cargo)}); a tabela mostra a parte de cada cargo calculada como se fosse um edital só.`));
  }
  if (result.law === CUSTOM) {
    nodes.push(el("p", { class: "user-params" }, el("strong", {}, "Parâmetros informados pelo usuário: "),
      `${userParams(result)}. Nenhum artigo de lei é citado: confira os números no texto da lei que rege o edital.`));
    const perCargo = result.positions.reduce((sum, p) => sum + p.reserved, 0);
    if (result.params.base === "edital" && result.positions.length > 1) {
      const missing = t.reserved - perCargo;
      nodes.push(el("p", { class: "distribute" },
        missing > 0 ? el("strong", {}, `${plural(missing, "vaga reservada", "vagas reservadas")} a distribuir entre os cargos: o edital decide. `) : null,
        `Base informada: o percentual vale sobre o total do edital (${plural(t.vacancies, "vaga", "vagas")}): ${plural(t.reserved, "vaga reservada", "vagas reservadas")}, `
        + `e não a soma dos cargos (${number(perCargo)}); os valores por cargo são indicativos e a distribuição cabe ao edital.`));
    }
  }
  if (!result.applies) {
    nodes.push(el("p", { class: "not-applies" }, el("strong", {}, "A reserva para negros não se aplica. "),
      result.reason, result.reason_basis ? lawLink(result.reason_basis) : null));
  } else if (result.law === CUSTOM && result.params.base === "edital" && result.positions.length > 1) {
    // the reserve is on the whole edital: a cargo without a share of its own may still receive one
  } else if (t.reserved === 0 || result.positions.some((p) => p.reserved === 0)) {
    // The law applies and still a cargo has no reserved vacancy: say why right here, not far below.
    const zero = result.positions.map((p, i) => ({ p, label: result.labels.positions[i] })).filter(({ p }) => p.reserved === 0);
    const shown = zero.slice(0, 3);
    for (const { p, label } of shown) {
      const reasons = whyNone(p);
      if (!reasons.length) continue;
      const lead = result.positions.length > 1 ? `${label}: nenhuma vaga reservada. ` : "Nenhuma vaga reservada. ";
      nodes.push(el("p", { class: "why-none" }, el("strong", {}, lead),
        reasons.flatMap((step, k) => [k ? " " : "", step.text, lawLink(step)])));
    }
    if (zero.length > shown.length) nodes.push(el("p", { class: "why-none" }, `E mais ${plural(zero.length - shown.length, "cargo", "cargos")} sem vaga reservada: veja o passo a passo.`));
  }
  return nodes;
}

/** The result as plain text, for "Copiar resultado": headline, table, link. */
function resultText(result) {
  const groups = groupIds(result);
  const head = ["Cargo", "Vagas", ...groups.map((g) => groupHeading(result, g)), "PcD", "Ampla concorrência"];
  // A cell pasted into a spreadsheet: one line, and a leading = + - @ neutralised as the CSV's (common.js csvCell).
  const cell = (value) => { const text = safeText(value, true); return leadsFormula(text) ? `'${text}` : text; };
  const line = (label, p) => [label, number(p.vacancies), ...groups.map((g) => number(p.reserved_by_group[g])), pcdFigure(p.pcd, result), number(p.open)].map(cell);
  const rowsOut = result.positions.map((p, i) => line(result.labels.positions[i], p));
  if (result.positions.length > 1) rowsOut.push(line("Total", result.total));
  return [
    headline(result),
    context(result),
    "",
    [head, ...rowsOut].map((r) => r.join("\t")).join("\n"),
    "",
    location.href,
  ].join("\n");
}

/** The line under the headline: the law, its wording, the edital's date, Poder and kind (or the user's parameters). */
function context(result) {
  if (result.law === CUSTOM) return `Outra lei — ${result.version}. Nenhum artigo de lei é citado.`;
  return `${result.law_title}${result.version ? ` — ${result.version}` : ""}. Edital publicado em ${result.labels.date}; ${result.labels.branch}; ${result.labels.kind}.`;
}

// The same edital on the "Quando serei chamado?" page: each cargo has its own lists and order,
// so one link per cargo that has a reserve, with as many calls as the cargo's vacancies.
const MAX_ORDER_LINKS = 12;
function orderLinks(result) {
  const href = (p) => {
    const q = new URLSearchParams({ lei: result.law, data: result.date });
    if (result.law === CUSTOM) for (const [key, value] of Object.entries(result.params)) q.set(key, value);
    if (result.branch && result.branch !== "executivo") q.set("poder", result.branch);
    if (result.kind && result.kind !== "efetivo") q.set("tipo", result.kind);
    q.set("chamadas", String(p.vacancies));
    return `${root}chamada.html?${q}`;
  };
  const cargos = result.positions.map((p, i) => ({ p, label: result.labels.positions[i] })).filter(({ p }) => p.reserved + (p.pcd || 0) > 0);
  if (!cargos.length) return null;
  if (result.positions.length === 1) {
    return el("p", { class: "order-link" }, "Em que ordem os aprovados de cada lista são chamados? ",
      el("a", { href: href(cargos[0].p) }, "Ver a ordem de nomeação"), ".");
  }
  const shown = cargos.slice(0, MAX_ORDER_LINKS);
  const links = shown.flatMap(({ p, label }, i) => [i ? " · " : "", el("a", { href: href(p) }, `${label} (${plural(p.vacancies, "vaga", "vagas")})`)]);
  return el("p", { class: "order-link" }, "Em que ordem os aprovados de cada lista são chamados? Cada cargo tem a sua ordem: ",
    ...links, cargos.length > shown.length ? ` e mais ${cargos.length - shown.length}.` : ".");
}

let shown = null;  // the result on screen, for "Copiar resultado" and "Compartilhar"

function clearInvalid() {
  for (const field of form.querySelectorAll('[aria-invalid="true"]')) field.removeAttribute("aria-invalid");
}

function render(result) {
  status.classList.remove("error");
  clearInvalid();
  clearParamErrors();
  status.replaceChildren(...summary(result));
  shown = result;
  actions.hidden = false;
  setHeadline(headline(result), `${lawName(result)}: ${plural(result.total.reserved, "vaga reservada", "vagas reservadas")}`);
  const parts = [];
  parts.push(el("p", { class: "context" }, context(result)));
  if (result.applies && result.law !== CUSTOM) parts.push(el("p", { class: "applies" }, result.reason, lawLink(result.reason_basis || {})));
  parts.push(table(result));
  if (result.applies) parts.push(orderLinks(result));
  parts.push(el("h3", {}, "Figura das vagas"));
  parts.push(el("p", { class: "muted" }, "Uma marca por vaga; a figura não indica a ordem de nomeação."));
  parts.push(legend(result));
  result.positions.forEach((p, i) => {
    parts.push(el("div", { class: "figure-row" },
      el("p", { class: "figure-title" }, `${result.labels.positions[i]} (${plural(p.vacancies, "vaga", "vagas")})`), marks(p, result)));
  });
  parts.push(el("h3", {}, "Passo a passo"));
  result.positions.forEach((p, i) => {
    const box = el("details", { class: "explain", open: result.positions.length === 1 || i === 0 },
      el("summary", {}, `${result.labels.positions[i]}: ${plural(p.vacancies, "vaga", "vagas")}`), steps(p.steps));
    parts.push(box);
  });
  if (result.positions.length > 1) {
    parts.push(el("details", { class: "explain", open: true }, el("summary", {}, "Total do edital"), steps(result.total.steps)));
  }
  if (result.notes.length) {
    parts.push(el("h3", {}, "Observações"));
    parts.push(el("ul", { class: "notes" }, result.notes.map((n) => el("li", {}, n.text, lawLink(n)))));
  }
  details.replaceChildren(...parts);
}

function showError(message) {
  status.classList.add("error");
  status.replaceChildren(el("p", {}, el("strong", {}, "Não foi possível calcular: "), message));
  details.replaceChildren();
  shown = null;
  actions.hidden = true;
  const match = message.match(/cargo (\d+)/);
  [...rows.children].forEach((row, i) => {
    const count = row.querySelectorAll("input")[1];
    const bad = /vagas/i.test(message) && (match ? Number(match[1]) === i + 1 : rows.children.length === 1);
    if (bad) count.setAttribute("aria-invalid", "true"); else count.removeAttribute("aria-invalid");
  });
  const date = $("#data");
  if (/^Data|data de publicação/i.test(message)) date.setAttribute("aria-invalid", "true"); else date.removeAttribute("aria-invalid");
  markParamError(message);
}

// --- engine --------------------------------------------------------------------------------------

const engine = startPageEngine({
  readyText: "Motor de cálculo pronto: o resultado aparece enquanto você digita.",
  failedText: () => "Não foi possível carregar o motor de cálculo neste navegador. As tabelas prontas abaixo continuam disponíveis.",
});
let ready = false;
let wanted = null;
let serial = 0;

const NOT_LOADED = "O motor de cálculo não carregou: use as tabelas prontas abaixo ou “Tentar de novo” no aviso do alto da página.";

engine.ready.then(() => {
  ready = true;
  if (wanted) run(wanted);
}, () => {});
// A failure (or a stall, which common.js reports as one) replaces the "Carregando…" of a waiting request.
new MutationObserver(() => {
  if (html.dataset.ready === "failed" && wanted && !ready) status.replaceChildren(el("p", {}, NOT_LOADED));
}).observe(html, { attributes: true, attributeFilter: ["data-ready"] });

let revealNext = false;  // an explicit "Calcular" (not typing) brings the answer into view on a phone

async function run(request) {
  const mine = ++serial;
  // Under user parameters the date plays no part (its field is hidden): it is neither checked nor sent.
  const wrongDate = isCustom() ? null : impossibleDate($("#data").value);
  const payload = isCustom() ? { ...request, data: "" } : request;
  const response = wrongDate ? { ok: false, error: wrongDate } : await engine.call("calculate", payload);
  if (mine !== serial) return;  // a newer request superseded this one
  if (response.ok) render(response.result); else showError(response.error);
  html.dataset.computed = String(mine);
  if (revealNext) {
    revealNext = false;
    revealOnPhone(status);
  } else {
    answerAboveKeyboard(status.querySelector(".headline") || status);
  }
}

function update({ push = false } = {}) {
  const request = readForm();
  const url = `${location.pathname}?${toQuery(request)}`;
  if (push) history.pushState(null, "", url); else history.replaceState(null, "", url);
  wanted = request;
  if (ready) run(request);
  else if (html.dataset.ready === "failed") status.replaceChildren(el("p", {}, NOT_LOADED));
  else status.replaceChildren(el("p", {}, "Carregando o motor de cálculo… o resultado aparece assim que ele estiver pronto."));
}

let timer = null;
function schedule() {
  clearTimeout(timer);
  timer = setTimeout(() => update(), 150);
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  clearTimeout(timer);
  revealNext = true;
  update();
});
form.addEventListener("input", schedule);
form.addEventListener("change", schedule);
$("#lei").addEventListener("change", () => syncCustom(IGNORED_BY_CUSTOM));
window.addEventListener("popstate", () => { if (fromQuery(location.search)) update();
syncCustom(IGNORED_BY_CUSTOM); });

copyButton.addEventListener("click", () => copyWithFeedback(copyButton, location.href, "Link copiado"));
copyResultButton.addEventListener("click", () => { if (shown) copyWithFeedback(copyResultButton, safeText(resultText(shown)), "Resultado copiado"); });
shareButton($("#compartilhar"), () => ({ title: document.title, text: shown ? headline(shown) : document.title, url: location.href }));

// Printing: the step-by-step boxes print open.
window.addEventListener("beforeprint", () => { for (const box of details.querySelectorAll("details")) box.open = true; });

if (!new URLSearchParams(location.search).has("data")) $("#data").value = todayBr();
if (fromQuery(location.search)) update();
