// "Quando serei chamado?" (chamada.html): the order of calls, the candidate view and the allocation
// of a classified list, computed by cotacheck.order in Pyodide (engine.js). The classified
// list is read in the page (FileReader or the text box) and goes only to the engine running in this
// browser: nothing is sent anywhere.
import { $, brDate, el, html, isoDate, lawLink, number as n, startPageEngine, todayBr } from "./common.js";

const MAX_STRIP = 1000;
const MAX_ROWS = 5000;

function edital() {
  return { lei: $("#lei").value, data: isoDate($("#data").value), poder: $("#poder").value, tipo: $("#tipo").value, convencao: $("#convencao").value };
}

// URL state: the edital, the number of calls and the candidate's positions (never the classified list).
const SHARED = { lei: "#lei", data: "#data", poder: "#poder", tipo: "#tipo", convencao: "#convencao", chamadas: "#chamadas", posicao: "#posicao", geral: "#geral", lista: "#lista" };

function remember(request) {
  const q = new URLSearchParams(location.search);
  for (const key of Object.keys(SHARED)) {
    if (key in request && request[key] !== "") q.set(key, request[key]); else if (key in request) q.delete(key);
  }
  history.replaceState(null, "", `${location.pathname}?${q}`);
}

function restore() {
  const q = new URLSearchParams(location.search);
  for (const [key, selector] of Object.entries(SHARED)) {
    const value = q.get(key);
    if (value === null) continue;
    const field = $(selector);
    if (field.tagName === "SELECT" && ![...field.options].some((o) => o.value === value)) continue;
    field.value = key === "data" ? brDate(value) : value;
  }
  return q;
}

function describe(list, labels) {
  return list === "ampla" ? "ampla concorrência" : `reservada a ${labels.lists[list]}`;
}

function strip(calls, labels, caption, mark = null) {
  const shown = calls.slice(0, MAX_STRIP);
  const list = el("ol", { class: "strip", "aria-label": caption });
  for (const c of shown) {
    list.append(el("li", { class: `call call-${c.list}${c.call === mark ? " you" : ""}` },
      el("span", { class: "call-n" }, String(c.call)),
      el("span", { class: "call-code", "aria-hidden": "true" }, labels.codes[c.list]),
      el("span", { class: "visually-hidden" }, `: ${describe(c.list, labels)}${c.call === mark ? " (a sua chamada)" : ""}`)));
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
  box.classList.add("error");
  box.replaceChildren(el("p", {}, el("strong", {}, "Não foi possível calcular: "), message));
  if (details) details.replaceChildren();
}

function context(result) {
  const l = result.labels;
  const parts = [el("p", { class: "context" },
    `${result.law_title}${result.version ? ` — ${result.version}` : ""}. Edital publicado em ${l.date}; ${l.branch}. Convenção: ${result.convention_label}.`)];
  if (!result.applies) parts.push(el("p", { class: "not-applies" }, el("strong", {}, "A reserva racial não se aplica. "), result.reason.text, lawLink(result.reason)));
  return parts;
}

// --- engine --------------------------------------------------------------------------------------

const engine = startPageEngine({
  readyText: "Motor de cálculo pronto.",
  failedText: (error) => `Não foi possível carregar o motor de cálculo (${error.message}). Os exemplos e as regras desta página continuam disponíveis.`,
});
let ready = false;
const waiting = [];
engine.ready.then(() => {
  ready = true;
  waiting.splice(0).forEach((fn) => fn());
}, () => {});

const serials = {};
function run(name, request, box, render, details = null) {
  const go = async () => {
    const mine = (serials[name] = (serials[name] || 0) + 1);
    box.classList.remove("error");
    const response = await engine.call(name, request);
    if (serials[name] !== mine) return;
    if (response.ok) render(response.result); else showError(box, details, response.error);
    html.setAttribute(`data-done-${name.replace(/_/g, "-")}`, String(mine));
  };
  if (ready) go();
  else {
    box.replaceChildren(el("p", {}, "Carregando o motor de cálculo… o resultado aparece assim que ele estiver pronto."));
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
  run("chamada_ordem", request, orderBox, renderOrder, orderDetails);
});

// --- candidate view ------------------------------------------------------------------------------

const youBox = $("#candidato-resultado");

function renderCandidate(result) {
  const l = result.labels;
  const head = result.calls_needed
    ? `Você é alcançado(a) com no máximo ${n(result.calls_needed)} chamadas${result.best_case < result.calls_needed ? ` (no melhor caso, ${n(result.best_case)})` : ""}.`
    : "Com os dados informados, a sua posição não é alcançada no limite de chamadas.";
  const parts = [el("p", { class: "headline" }, head), ...context(result),
    el("ul", { class: "positions" }, result.steps.map((s) => el("li", {}, s.text, lawLink(s))))];
  youBox.replaceChildren(...parts);
}

$("#candidato").addEventListener("submit", (event) => {
  event.preventDefault();
  const request = { ...edital(), posicao: $("#posicao").value, geral: $("#geral").value, lista: $("#lista").value };
  remember(request);
  run("chamada_candidato", request, youBox, renderCandidate);
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
  allocDetails.replaceChildren(...context(result),
    ...strip(result.calls, l, `Ordem das ${n(result.calls.length)} chamadas`),
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
    allocBox, renderAllocation, allocDetails);
});

if (!new URLSearchParams(location.search).has("data")) $("#data").value = todayBr();
const query = restore();
if (query.has("chamadas")) $("#ordem").requestSubmit();
if (query.has("posicao")) $("#candidato").requestSubmit();
