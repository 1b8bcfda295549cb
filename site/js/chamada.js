// "Quando serei chamado?" (chamada.html): the order of calls, the candidate view and the allocation
// of a classified list, computed by cotacheck.order in Pyodide (engine.js). The classified
// list is read in the page (FileReader or the text box) and goes only to the engine running in this
// browser: nothing is sent anywhere.
import {
  $, COUNT_PARAM, DATE_PARAM, brDate, checkedParams, choices, copyWithFeedback, el, html, impossibleDate, isoDate, lawLink,
  number as n, revealOnPhone, startPageEngine, todayBr,
} from "./common.js";
import {
  clearParamErrors, CUSTOM, isCustom, markParamError, paramForms, readParams, readQuery, syncCustom, writeParams,
} from "./outra-lei.js";

const MAX_STRIP = 1000;
const USER_PCD = "Reserva para pessoas com deficiência não calculada: informe a lei de PcD aplicável.";
const MAX_ROWS = 5000;

// Under user parameters ("Outra lei") the date, the Poder and the kind of vacancy play no part.
const IGNORED_BY_CUSTOM = [$("#data"), $("#poder"), $("#tipo")];

function edital() {
  const request = { lei: $("#lei").value, data: isoDate($("#data").value), poder: $("#poder").value, tipo: $("#tipo").value, convencao: $("#convencao").value };
  if (isCustom()) {
    request.parametros = readParams();
    request.data = "";  // the user's law has no dates: the hidden date field plays no part
  }
  return request;
}

// URL state: the edital, the number of calls and the candidate's positions (never the classified list).
const SHARED = { lei: "#lei", data: "#data", poder: "#poder", tipo: "#tipo", convencao: "#convencao", chamadas: "#chamadas", posicao: "#posicao", geral: "#geral", lista: "#lista", vagas: "#vagas-cargo" };

function remember(request) {
  const q = new URLSearchParams(location.search);
  for (const key of Object.keys(SHARED)) {
    if (key in request && request[key] !== "") q.set(key, request[key]); else if (key in request) q.delete(key);
  }
  writeParams(q);
  history.replaceState(null, "", `${location.pathname}?${q}`);
}

function restore() {
  const forms = { ...paramForms(), data: DATE_PARAM };
  for (const [key, selector] of Object.entries(SHARED)) {
    if (key !== "data") forms[key] = $(selector).tagName === "SELECT" ? choices(selector) : COUNT_PARAM;
  }
  const q = checkedParams(location.search, forms);
  for (const [key, selector] of Object.entries(SHARED)) {
    const value = q.get(key);
    if (value === null) continue;
    const field = $(selector);
    if (field.tagName === "SELECT" && ![...field.options].some((o) => o.value === value)) continue;
    field.value = key === "data" ? brDate(value) : value;
  }
  readQuery(q);
  syncCustom(IGNORED_BY_CUSTOM);
  return q;
}

function describe(list, labels) {
  return list === "ampla" ? "ampla concorrência" : `reservada a ${labels.lists[list]}`;
}

/** The strip of calls; `reverted` maps a call to the reserved list it came from when that vacancy
 * went to ampla concorrência (no candidate of the list): it is drawn as ampla, with a dashed border. */
function strip(calls, labels, caption, mark = null, reverted = new Map()) {
  const shown = calls.slice(0, MAX_STRIP);
  const list = el("ol", { class: "strip", "aria-label": caption });
  for (const c of shown) {
    const from = reverted.get(c.call);
    const kind = from ? "ampla" : c.list;
    const said = from ? `ampla concorrência (vaga reservada a ${labels.lists[from]} revertida)` : describe(c.list, labels);
    list.append(el("li", { class: `call call-${kind}${from ? " call-reverted" : ""}${c.call === mark ? " you" : ""}` },
      el("span", { class: "call-n" }, n(c.call)),
      el("span", { class: "call-code", "aria-hidden": "true" }, labels.codes[kind]),
      el("span", { class: "visually-hidden" }, `: ${said}${c.call === mark ? " (a sua chamada)" : ""}`)));
  }
  const parts = [list];
  if (calls.length > shown.length) {
    parts.push(el("p", { class: "muted" }, `A faixa mostra as ${n(shown.length)} primeiras de ${n(calls.length)} chamadas; as posições de cada lista acima cobrem todas.`));
  }
  return parts;
}

function notes(result) {
  const items = result.interpretations.map((s) => el("li", {}, s.text, lawLink(s)));
  return [el("h3", {}, "Interpretação adotada e observações"), el("ul", { class: "notes" }, items)];
}

function showError(box, details, message) {
  markParamError(message);
  box.classList.add("error");
  box.replaceChildren(el("p", {}, el("strong", {}, "Não foi possível calcular: "), message));
  if (details) details.replaceChildren();
}

function context(result) {
  const l = result.labels;
  const parts = [el("p", { class: "context" }, result.law === CUSTOM
    ? `Outra lei — ${result.version}. Nenhum artigo de lei é citado. Ordem das vagas reservadas: ${result.convention_label}.`
    : `${result.law_title}${result.version ? ` — ${result.version}` : ""}. Edital publicado em ${l.date}; ${l.branch}. Ordem das vagas reservadas: ${result.convention_label}.`)];
  if (result.law === CUSTOM) parts.push(el("p", { class: "user-params" }, el("strong", {}, "Parâmetros informados pelo usuário. "), USER_PCD));
  if (!result.applies) parts.push(el("p", { class: "not-applies" }, el("strong", {}, "A reserva racial não se aplica. "), result.reason.text, lawLink(result.reason)));
  return parts;
}

// --- engine --------------------------------------------------------------------------------------

const engine = startPageEngine({
  readyText: "Motor de cálculo pronto.",
  failedText: () => "Não foi possível carregar o motor de cálculo. Os exemplos e as regras desta página continuam disponíveis.",
});
let ready = false;
const waiting = [];
const waitingBoxes = new Set();
const NOT_LOADED = "O motor de cálculo não carregou: use “Tentar de novo” no aviso do alto da página.";
// A failure (or a stall, which common.js reports as one) replaces the "Carregando…" of waiting requests.
new MutationObserver(() => {
  if (html.dataset.ready === "failed" && !ready) waitingBoxes.forEach((box) => box.replaceChildren(el("p", {}, NOT_LOADED)));
}).observe(html, { attributes: true, attributeFilter: ["data-ready"] });
engine.ready.then(() => {
  ready = true;
  waiting.splice(0).forEach((fn) => fn());
}, () => {});

const serials = {};
function run(name, request, box, render, details = null, reveal = false) {
  const go = async () => {
    const mine = (serials[name] = (serials[name] || 0) + 1);
    // <html data-asked-…> the last question asked, data-done-… the one answered: equal, the answer is current
    html.setAttribute(`data-asked-${name.replace(/_/g, "-")}`, String(mine));
    box.classList.remove("error");
    const wrongDate = isCustom() ? null : impossibleDate($("#data").value);
    const response = wrongDate ? { ok: false, error: wrongDate } : await engine.call(name, request);
    if (serials[name] !== mine) return;
    freshAgain(box, details);
    if (response.ok) {
      clearParamErrors();
      render(response.result);
    } else showError(box, details, response.error);
    html.setAttribute(`data-done-${name.replace(/_/g, "-")}`, String(mine));
    if (reveal) revealOnPhone(box);
  };
  if (ready) go();
  else {
    box.replaceChildren(el("p", {}, html.dataset.ready === "failed" ? NOT_LOADED : "Carregando o motor de cálculo… o resultado aparece assim que ele estiver pronto."));
    waitingBoxes.add(box);
    waiting.push(go);
  }
}

// --- order of calls ------------------------------------------------------------------------------

const orderBox = $("#ordem-resultado");
const orderDetails = $("#ordem-detalhes");

function renderOrder(result) {
  const l = result.labels;
  const reserved = Object.entries(result.positions).map(([list, calls]) => `${calls.length} a ${l.lists[list]}`).join(", ");
  orderBox.replaceChildren(el("p", { class: "headline" },
    `${l.law_name}, ${n(result.count)} ${result.count === 1 ? "chamada" : "chamadas"}: ${n(result.totals.ampla)} de ampla concorrência${reserved ? `, ${reserved}` : ""}.`));
  orderDetails.replaceChildren(...context(result),
    ...strip(result.calls, l, `Ordem de ${n(result.count)} chamadas, ${l.law_name}`),
    el("ul", { class: "positions" }, result.steps.map((s) => el("li", {}, s.text, lawLink(s)))),
    ...(result.collisions.length ? [el("p", {}, `Chamadas pedidas por duas listas: ${result.collisions.map((c) =>
      `${c.call}ª (vai a ${l.lists[c.chosen]}; ${c.deferred.map((d) => l.lists[d]).join(", ")} na chamada seguinte)`).join("; ")}.`)] : []),
    ...notes(result));
}

$("#ordem").addEventListener("submit", (event) => {
  event.preventDefault();
  const request = { ...edital(), chamadas: $("#chamadas").value };
  remember(request);
  run("chamada_ordem", request, orderBox, renderOrder, orderDetails, Boolean(event.submitter));
});

// --- candidate view ------------------------------------------------------------------------------

const youBox = $("#candidato-resultado");

const copyAnswer = $("#copiar-resposta");
let answerText = "";

/** The answer in one plain sentence (present/nomination_text.candidate_answer), then the detail. */
function renderCandidate(result) {
  const head = result.answer;
  const steps = result.steps.map((s) => `${s.text}${s.basis ? ` (${s.basis})` : ""}`);
  answerText = [head, ...steps, location.href].join("\n");
  const parts = [el("p", { class: "headline" }, head), ...context(result),
    el("h3", { class: "detail-title" }, "Como chegamos a isso"),
    el("ul", { class: "positions" }, result.steps.map((s) => el("li", {}, s.text, lawLink(s))))];
  youBox.replaceChildren(...parts);
  copyAnswer.hidden = false;
}

copyAnswer.addEventListener("click", () => copyWithFeedback(copyAnswer, answerText, "Resposta copiada"));

$("#candidato").addEventListener("submit", (event) => {
  event.preventDefault();
  const request = { ...edital(), posicao: $("#posicao").value, geral: $("#geral").value, lista: $("#lista").value, vagas: $("#vagas-cargo").value };
  remember(request);
  copyAnswer.hidden = true;
  run("chamada_candidato", request, youBox, renderCandidate, null, Boolean(event.submitter));
});

// Enter in the edital's fields: recompute what is on screen instead of reloading the page.
$("#edital").addEventListener("submit", (event) => {
  event.preventDefault();
  if ($("#posicao").value) $("#candidato").requestSubmit();
  if (html.hasAttribute("data-done-chamada-ordem")) $("#ordem").requestSubmit();
});

// --- allocation of a classified list (the list stays in this browser) ----------------------------

const allocBox = $("#alocacao-resultado");
const allocDetails = $("#alocacao-detalhes");
const textBox = $("#csv");

$("#arquivo").addEventListener("change", () => {
  const file = $("#arquivo").files[0];
  if (!file) return;
  const reader = new FileReader();
  reader.onload = () => { textBox.value = String(reader.result).replace(/^\ufeff/, ""); html.dataset.fileLoaded = file.name; };
  reader.onerror = () => showError(allocBox, allocDetails, `não foi possível ler o arquivo ${file.name}.`);
  reader.readAsText(file, "utf-8");
});

function allocTable(result) {
  const l = result.labels;
  const rows = result.appointed.slice(0, MAX_ROWS).map((a) => el("tr", {},
    el("td", {}, n(a.call)), el("th", { scope: "row" }, a.id), el("td", {}, l.lists[a.list]), el("td", {}, n(a.rank)),
    el("td", {}, a.text, lawLink(a), ...(a.notes || []).map((x) => el("span", { class: "dual" }, " ", x.text, lawLink(x))))));
  const parts = [el("div", { class: "table-scroll", tabindex: "0", role: "region", "aria-label": "Nomeações" },
    el("table", { class: "alloc-table", id: "tabela-nomeacoes" },
      el("caption", {}, "Nomeações na ordem das chamadas"),
      el("thead", {}, el("tr", {}, ["Chamada", "Candidato", "Lista", "Classificação", "Fundamento"].map((h) => el("th", { scope: "col" }, h)))),
      el("tbody", {}, rows)))];
  if (result.appointed.length > MAX_ROWS) parts.push(el("p", { class: "muted" }, `A tabela mostra as ${n(MAX_ROWS)} primeiras de ${n(result.appointed.length)} nomeações.`));
  return parts;
}

function itemList(title, items) {
  return items.length ? [el("h3", {}, title), el("ul", { class: "notes" }, items.map((x) => el("li", {}, x.text, lawLink(x))))] : [];
}

function renderAllocation(result) {
  const l = result.labels;
  const totals = Object.entries(result.counts).map(([list, count]) => `${n(count)} ${list === "ampla" ? "de" : "a"} ${l.lists[list]}`).join(", ");
  allocBox.replaceChildren(el("p", { class: "headline" },
    `${n(result.appointed.length)} ${result.appointed.length === 1 ? "nomeação" : "nomeações"} de ${n(result.candidates)} classificados: ${totals}.`));
  const reverted = new Map(result.reverted.map((r) => [r.call, r.from]));
  const revertedNote = reverted.size
    ? [el("p", { class: "muted" }, `Borda tracejada: vaga reservada revertida à ampla concorrência por falta de candidatos da lista (${[...reverted.keys()].slice(0, 20).map((c) => `${n(c)}ª`).join(", ")}${reverted.size > 20 ? "…" : ""} chamada).`)]
    : [];
  const columns = (result.columns || []).map((c) => `“${c.header}” → ${c.label}`).join("; ");
  allocDetails.replaceChildren(...context(result),
    ...(columns ? [el("p", { class: "columns" }, `Colunas reconhecidas: ${columns}.`)] : []),
    ...strip(result.calls, l, `Ordem das ${n(result.calls.length)} chamadas`, null, reverted),
    ...revertedNote,
    ...allocTable(result),
    ...itemList("Desistências", result.withdrawn),
    ...itemList("Vagas reservadas revertidas à ampla concorrência", result.reverted),
    ...itemList("Vagas não preenchidas", result.unfilled),
    ...itemList("Ajustes", result.adjustments),
    ...notes(result));
}

$("#alocacao").addEventListener("submit", (event) => {
  event.preventDefault();
  run("chamada_alocar", { ...edital(), vagas: $("#vagas").value, novas: $("#novas").value, lista: textBox.value },
    allocBox, renderAllocation, allocDetails, Boolean(event.submitter));
});

// --- answers kept in step with the form --------------------------------------------------------------

// Each answer on screen, the form that asks for it and its details: a change of the law, the date, the
// Poder, the kind, the convention or the candidate's fields makes the answer shown (or its error) an old one. It is
// greyed out at once ("stale", saying why) and asked again; the new answer (or the error) replaces it.
const ANSWERS = [
  { form: $("#candidato"), box: youBox, details: null, done: "data-done-chamada-candidato" },
  { form: $("#ordem"), box: orderBox, details: orderDetails, done: "data-done-chamada-ordem" },
  { form: $("#alocacao"), box: allocBox, details: allocDetails, done: "data-done-chamada-alocar" },
];
const STALE_NOTE = "Resposta de antes da mudança no formulário: recalculando…";

function freshAgain(box, details) {
  box.classList.remove("stale");
  if (details) details.classList.remove("stale");
  for (const note of box.parentElement.querySelectorAll(".stale-note")) note.remove();
}

/** The answers shown, greyed out; those the change belongs to (`fields`: the edital's, or one form's) asked again. */
function answersChanged(event, recompute) {
  for (const answer of ANSWERS) {
    const mine = answer.form.contains(event.target);
    // An error is an answer too: "Informe o percentual" stays no longer than the field left blank.
    if (!html.hasAttribute(answer.done) || (!mine && event.currentTarget !== $("#edital"))) continue;
    if (!answer.box.classList.contains("stale")) {
      answer.box.classList.add("stale");
      if (answer.details) answer.details.classList.add("stale");
      answer.box.before(el("p", { class: "stale-note", role: "status" }, STALE_NOTE));
      if (answer.box === youBox) copyAnswer.hidden = true;
    }
    if (recompute) answer.form.requestSubmit();
  }
}
for (const form of [$("#edital"), $("#candidato")]) {
  form.addEventListener("input", (event) => answersChanged(event, false));  // typing: greyed out until the field is left
  form.addEventListener("change", (event) => answersChanged(event, true));
}

$("#lei").addEventListener("change", () => syncCustom(IGNORED_BY_CUSTOM));
if (!new URLSearchParams(location.search).has("data")) $("#data").value = todayBr();
const query = restore();
if (query.has("chamadas")) $("#ordem").requestSubmit();
// Coming from the calculator (chamadas = the cargo's vacancies): those are the cargo's vacancies too.
if (!query.has("vagas") && query.has("chamadas")) $("#vagas-cargo").value = query.get("chamadas");
if (query.has("posicao")) $("#candidato").requestSubmit();
