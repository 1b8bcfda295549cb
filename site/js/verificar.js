// The edital checker page: text area or file (.txt/.pdf) → the linter in Pyodide (`lint`, through
// engine.js) → cargos table (editable: every correction recomputes the findings with `recheck`),
// findings linked to highlighted lines and to rule pages, a report (Markdown, CSV, print view) and,
// when the reader asks for it, a link that carries the table — never the edital's text — in the URL
// fragment. A link is opened by the engine (`open_link`): its inputs validated and checked again,
// every sentence and href made there, none taken from the link. Nothing leaves the browser.
import { $, SEVERITY, csvCell, el, html, isoDate, brDate, root, safeText, sitePage, startPageEngine } from "./common.js";
import { startEngine } from "./engine.js";
import { checkMany } from "./lote.js";

const form = $("#verificador");
const textArea = $("#texto");
const fileInput = $("#arquivo");
const lawSelect = $("#lei");
const status = $("#resultado");
const report = $("#relatorio");
const jsonBox = $("#resultado-json");
const linesBox = $("#linhas-edital");
const actionStatus = $("#acao-status");
// The version the site was built from (templates/base.html), named in every report.
const VERSION = document.documentElement.dataset.version || "";
const TOOL = `cotacheck ${VERSION}`.trim();
const CHUNK = 250;          // lines of the edital per <ol start=N>
const CHUNKS_PER_FRAME = 1;
const LINK_PREFIX = "#r=";  // the first result link: base64url(JSON) after the '#' (still opened)
const PACKED_PREFIX = "#z=";  // the result link written now: base64url(deflate-raw(JSON))
// Longest link written (the whole address): Chromium shows at most 32 KiB of an address and opens
// none over 2 MiB; Slack cuts messages at 40 000 characters. Over it the page offers the file.
const LINK_LIMIT = 32_000;
const MAX_SAVED = 8_000_000;  // a saved result's largest file (result_envelope.MAX_ENVELOPE)
const NOT_A_PDF = "Este arquivo não é um PDF";  // how sniff.py's not_a_pdf message begins
const ROUNDING = { half_up: "para o mais próximo (0,5 sobe)", half_down: "para o mais próximo (0,5 desce)", up: "sempre para cima", down: "sempre para baixo" };

for (const button of document.querySelectorAll("[data-needs-js]")) button.disabled = false;

// --- small helpers -------------------------------------------------------------------------------

const figure = (value) => (value === null || value === undefined || value === "" ? "—" : Number(value).toLocaleString("pt-BR"));
const escapeHtml = (text) => safeText(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
/** Text from the edital inside Markdown: no HTML, no table breaks, no link or emphasis syntax. */
const escapeMd = (text) => safeText(text, true).replace(/[\\`*_{}[\]()<>#+!|~&]/g, (c) => `\\${c}`);

/** A row read with doubt and not corrected by the reader: its verdict waits on their check. */
const uncertainRow = (p) => p.confidence === "uncertain" && !p.edited;

/** The row's verdict in words and its kind (the row's colour): an uncertain row gets none, only "a conferir". */
function situation(p) {
  if (uncertainRow(p)) return ["a conferir (leitura incerta)", "check"];
  if (p.reserved_required === null || p.reserved_required === undefined) return ["não avaliada", "unknown"];
  if (p.reserved_stated === null || p.reserved_stated === undefined) return p.reserved_required ? ["não informada", "bad"] : ["sem reserva exigida", "ok"];
  if (p.reserved_stated < p.reserved_required) return ["abaixo do exigido", "bad"];
  if (p.reserved_stated > p.reserved_required) return ["acima do exigido", "info"];
  return ["confere", "ok"];
}

/** CLI options in messages written for both: on this page the reader uses the form. */
function forTheWeb(message) {
  return String(message)
    .replace(/informe a lei com --law go, --law rn ou --law federal \(na página, escolha a lei\)/g, "escolha a lei no campo “Lei” acima (ou “Outra lei”, com os parâmetros)")
    .replace(/ \(na página, escolha a lei; no terminal, --law [^)]*\)/g, " no campo “Lei” acima")
    .replace(/ \(--law outra [^)]*\)/g, "")
    .replace(/\(informe-a com --date\)/g, "(informe-a no campo “Data de publicação”)")
    .replace(/ \(--percent, e se preciso [^)]*\)/g, " nos campos “Parâmetros da outra lei”")
    .replace(/com --law( \w+)?/g, "no campo “Lei”").replace(/com --date( [\d-]+)?/g, "no campo “Data de publicação”")
    .replace(/\(--date, --branch\)/g, "nos campos acima")
    .replace(/copie o texto para um arquivo \.txt/g, "copie o texto e cole-o na caixa “Texto do edital”");
}

function base64Of(buffer) {
  const bytes = new Uint8Array(buffer);
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

function toBase64Url(text) {
  return base64Of(new TextEncoder().encode(text)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(data) {
  const binary = atob(data.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

function say(message) {
  actionStatus.textContent = message;
}

function download(link, name, content, type) {
  if (link.dataset.url) URL.revokeObjectURL(link.dataset.url);
  link.dataset.url = URL.createObjectURL(new Blob([content], { type }));
  link.href = link.dataset.url;
  link.download = name;
}

// --- engine --------------------------------------------------------------------------------------

const engine = startPageEngine({
  readyText: "Motor de verificação pronto.",
  failedText: (error) => `Não foi possível carregar o motor de verificação (${error.message}). Recarregue a página.`,
});

/** Put pypdf on an engine's path: `how` "now" (one call), "background" (one call behind the
 * engine's others: the second engine, whose worker no check waits on) or "steps" (the page's own
 * engine's warm-up: the zip handed over, then compiled in short steps, each sent while the page is
 * idle with no check in flight, so that a check waits for one short step at most, not for the
 * whole import). `state.hurry()` ends the steps with one call (a PDF opened meanwhile).
 * <html data-pdf-support> says "steps" while they run, then "stepped" or "hurried";
 * data-pdf-support-steps counts the steps answered. `window.cotacheckPdfStepsHeld = true` holds the
 * steps (a test's way to open a PDF midway). */
function putPypdf(target, how = "now", state = {}) {
  let hurried = false;
  let wake = null;
  state.hurry = () => { hurried = true; if (wake) wake(); };
  const settle = (response) => { if (!response.ok) throw new Error(response.error); return response.result; };
  const steps = async (bytes) => {
    let answer = settle(await target.background("pdf_support", { passos: true }, { bytes, key: "base64" }));
    html.dataset.pdfSupport = "steps";
    while (!answer.ready) {
      const held = () => checking || window.cotacheckPdfStepsHeld;
      if (!hurried) {
        do await new Promise((resolve) => { wake = resolve; whenIdle().then(resolve); }); while (held() && !hurried);
      }
      answer = settle(await (hurried ? target.call("pdf_support", {}) : target.background("pdf_support", { passo: true })));
      html.dataset.pdfSupportSteps = String(Number(html.dataset.pdfSupportSteps || 0) + 1);
    }
    html.dataset.pdfSupport = hurried ? "hurried" : "stepped";
  };
  return fetch(`${root}py/pypdf.zip`)
    .then((r) => { if (!r.ok) throw new Error("leitor de PDF ausente no site"); return r.arrayBuffer(); })
    .then((buffer) => {
      const bytes = new Uint8Array(buffer);
      if (how === "steps") return steps(bytes);
      return target[how === "background" ? "background" : "call"]("pdf_support", {}, { bytes, key: "base64" }).then(settle);
    });
}

let pdfReady = null;
const pdfSteps = {};  // the warm-up's steps, while they run: pdfSteps.hurry() ends them
/** Put pypdf on the worker's path (once): in steps as the warm-up (`warm`); a reader's PDF does not
 * wait for the steps left, it ends them in one call. */
function pdfSupport(warm = false) {
  if (!pdfReady) {
    pdfReady = putPypdf(engine, warm ? "steps" : "now", pdfSteps);
    pdfReady.catch(() => { pdfReady = null; });
  } else if (!warm && pdfSteps.hurry) {
    pdfSteps.hurry();
  }
  return pdfReady;
}

let checking = 0;  // requests of the reader in flight: the warm-up never queues a step before theirs
const whenIdle = () => new Promise((resolve) => (window.requestIdleCallback ? requestIdleCallback(resolve, { timeout: 1000 }) : setTimeout(resolve, 100)));
const WARM_STEP = 3;  // pages of the warm-up PDF per step
/** The warm-up of an engine's PDF reader (`pdf_warm`), a few pages a step and then the lint: each
 * step waits for the page to be idle with no check in flight, and is sent behind the reader's calls
 * (engine.background), so that a check waits at most for one short step. Resolves to the last
 * response. <html data-pdf-warm-steps> counts the steps answered (the page's own engine's). */
async function warmUp(target, own) {
  const step = async (payload) => {
    do await whenIdle(); while (checking);
    const response = await target.background("pdf_warm", payload);
    if (own) html.dataset.pdfWarmSteps = String(Number(html.dataset.pdfWarmSteps || 0) + 1);
    return response;
  };
  for (let first = 0, total = 1; first < total; first += WARM_STEP) {
    const response = await step({ paginas: Array.from({ length: WARM_STEP }, (_, i) => first + i) });
    if (!response.ok) return response;
    total = response.result.total;
  }
  return step({ lint: true });
}

let warming = null;
/** While the page is idle once the engine is ready: pypdf put in place, then a 30-page PDF read and
 * linted (`warmUp`), so that the first PDF does not pay for the imports. <html data-pdf-warm> says
 * "done" when both ran, "skipped" when the reader's own PDF came first (and warmed the engine up). */
function warmPdf() {
  if (!warming) {
    warming = engine.ready
      .then(whenIdle)
      .then(() => pdfSupport(true))
      .then(() => (html.dataset.pdfReaders ? null : warmUp(engine, true)))
      .then(async (response) => {
        html.dataset.pdfWarm = response && response.ok ? "done" : "skipped";
        do await whenIdle(); while (checking);  // its start-up takes a core: not during a check
        startSecondReader();
      })
      .catch(() => { warming = null; });
  }
  return warming;
}

// A PDF is read a few pages at a time (`pdf_part`) by whichever engine is free: the page's own and,
// where there is a core and memory to spare, a second engine, started with the wasm the first one
// compiled; then the page's own engine lints the shares (`lint` with `arquivo.partes`): the same
// text as one engine reading the whole file, in about half the time with two. The second engine
// starts once the first has warmed its PDF reader up, or at the first PDF if that comes sooner
// (it then joins the reading as soon as it can), and warms up too while the page is idle.
// <html data-pdf-second> says "starting", "ready" (warmed up) or "off"; data-pdf-readers, how many
// engines read the last PDF. `window.cotacheckPdfReaders = 1` keeps to one (bench/verificar_bench.py).
const PAGES_PER_CALL = 6;
let secondUsable = null;  // the second engine, once pypdf is in place in it
let secondComing = null;  // resolves to it (or to null) while it starts
function startSecondReader() {
  if (html.dataset.pdfSecond) return;
  const wanted = Number(window.cotacheckPdfReaders) || 2;
  const cores = navigator.hardwareConcurrency || 1;
  if (html.dataset.engine !== "worker" || wanted < 2 || cores < 2 || (navigator.deviceMemory || 4) < 4) {
    html.dataset.pdfSecond = "off";
    return;
  }
  html.dataset.pdfSecond = "starting";
  let second = null;
  secondComing = engine.module()
    .then((module) => { second = startEngine(root, "worker", { module }); return second.ready; })
    .then(() => putPypdf(second, "background"))
    .then(() => { secondUsable = second; return second; })
    .catch((error) => { dropSecond(second, error); return null; });
  // Its warm-up: in short steps, while the page is idle and no check is in flight.
  secondComing.then(async (started) => {
    if (!started) return;
    const response = await warmUp(started, false);
    if (!response.ok) console.info("cotacheck: the second PDF reader did not warm up:", response.error);
    if (secondUsable === started) html.dataset.pdfSecond = "ready";
  });
}

function dropSecond(second, error) {
  console.info("cotacheck: the second PDF reader is off:", error && error.message);
  if (second) second.worker.terminate();
  if (secondUsable === second) secondUsable = null;
  html.dataset.pdfSecond = "off";
}

let readings = 0;
/** `lint`'s response for a PDF read a few pages at a time by the engines that are free. An error
 * from the page's own engine is about the whole file (a password, a broken file): what a whole
 * read says. Pages the second engine failed to read are read by the page's own. */
async function lintInShares(name, buffer, options, reading = null) {
  const token = `leitura-${++readings}`;
  const bytes = new Uint8Array(buffer);
  const parts = [];
  const again = [];  // pages the second engine did not read
  let next = 0;
  let limit = Infinity;  // pages to read, known from the first answer
  let failure = null;
  let over = false;
  let secondFailed = null;
  const readers = new Set();
  let done = 0;  // pages read, for the progress shown
  const stopped = () => Boolean(reading && reading.cancelled);
  const take = () => {
    if (failure || stopped()) return null;
    if (again.length) return again.shift();
    const pages = [];
    while (pages.length < PAGES_PER_CALL && next < limit) pages.push(next++);
    return pages.length ? pages : null;
  };
  const read = async (target, own) => {
    for (let pages = take(); pages; pages = take()) {
      // The bytes go with every call (a copy each: cheap); the engine opens the file once per reading.
      const response = await target.call(
        "pdf_part", { arquivo: { nome: name }, leitura: token, paginas: pages }, { bytes: bytes.slice(), key: "arquivo.bytes" });
      if (!response.ok) {
        if (own) failure = response;
        else { again.push(pages); secondFailed = response; }
        return;
      }
      limit = Math.min(limit, response.result.limite);
      parts.push(response.result);
      if (response.result.paginas.length) readers.add(target);
      done += pages.filter((n) => n < limit).length;
      if (reading) showProgress(reading, done, limit);
    }
  };
  let theirs = Promise.resolve();
  const join = (second) => { if (second && !over) theirs = read(second, false); };
  if (secondUsable) join(secondUsable);
  else if (secondComing) secondComing.then(join);
  await read(engine, true);
  over = true;  // a second engine ready from now on has nothing left to take
  await theirs;
  while (again.length && !failure) await read(engine, true);
  for (const target of [engine, secondUsable]) if (target) target.call("pdf_release", {});
  if (stopped()) return CANCELLED;
  if (failure) return failure;
  if (secondFailed) dropSecond(secondUsable, new Error(secondFailed.error));
  html.dataset.pdfReaders = String(readers.size);
  const response = await engine.call("lint", { ...options, arquivo: { nome: name, partes: parts } });
  return stopped() ? CANCELLED : response;
}

// --- a PDF being read: its progress and "Cancelar" -----------------------------------------------

const CANCELLED = { ok: false, cancelled: true };
const cancelBox = $("#leitura-acoes");
let reading = null;  // the single PDF being read for the reader: {cancelled, shown, said, quarter}

/** "Lendo o PDF: página 12 de 45", shown at every share read; a screen reader is told (the hidden
 * copy in the live region) only at the start and at each quarter, not at every share. */
function showProgress(current, done, total) {
  if (current.cancelled || current !== reading) return;
  const text = done < total ? `Lendo o PDF: página ${done} de ${total}` : `Verificando o edital (${total} páginas lidas)…`;
  const quarter = done < total ? Math.floor((4 * done) / total) : 4;
  if (!current.shown) {
    current.shown = el("span", { "aria-hidden": "true" });
    current.said = el("span", { class: "visually-hidden" });
    status.replaceChildren(el("p", { id: "leitura-progresso" }, current.shown, current.said));
  }
  current.shown.textContent = text;
  if (current.quarter !== quarter) {
    current.quarter = quarter;
    current.said.textContent = text;
  }
}

/** "Cancelar": no more pages are asked for; the share (or the lint) under way in the engine cannot be
 * stopped midway, so the cancel takes effect when it ends, and the page says so meanwhile. */
function cancelReading() {
  if (!reading || reading.cancelled) return;
  reading.cancelled = true;
  status.replaceChildren(el("p", {}, "Cancelando: a leitura para assim que terminar a etapa em andamento…"));
}
$("#cancelar-leitura").addEventListener("click", cancelReading);

/** The reading is over (read, failed or cancelled): "Cancelar" hidden, the focus back on the form. */
function readingOver(current) {
  if (current !== reading) return;  // a newer reading has the button
  const focused = cancelBox.contains(document.activeElement);
  cancelBox.hidden = true;
  reading = null;
  if (focused) $("#verificar").focus();
}
for (const type of ["focus", "pointerenter", "dragenter"]) fileInput.addEventListener(type, warmPdf, { once: true });
engine.ready.then(warmPdf, () => {});

// --- state ---------------------------------------------------------------------------------------

/** The result on screen: the last response, the text it was read from, the options used. */
const state = { result: null, text: "", options: {}, rows: [], original: [], fileName: null, fromLink: false, carried: [] };

/** A cargo's fields that `recheck` needs and the link carries (result_link.ROW_KEYS): its names, figures,
 * the roles its columns were read in (ampla concorrência, total, other reserves) and its marks. */
const LINK_ROW_KEYS = ["name", "cargo", "slice", "vacancies", "reserved_stated", "pcd_stated", "reserved_by_group_stated",
  "open_stated", "total_stated", "other_reserves_stated", "reserve_scope", "line", "cadastro_reserva", "confidence", "edited"];

/** What `recheck` needs of a position (and what the link carries). */
function positionInput(p) {
  const out = { name: p.name, vacancies: p.vacancies, reserved_stated: p.reserved_stated ?? null, pcd_stated: p.pcd_stated ?? null };
  for (const key of LINK_ROW_KEYS) {
    if (p[key] !== null && p[key] !== undefined && p[key] !== false) out[key] = p[key];
  }
  return out;
}

function lawOptions() {
  const lei = lawSelect.value;
  const options = { lei, data: isoDate($("#data").value) };
  if ($("#poder").value) options.poder = $("#poder").value;
  if ($("#tipo").value) options.tipo = $("#tipo").value;
  // "Outra lei" without a percentage: the edital's own stated rule is used (the result says so).
  if (lei === "outra" && $("#percentual").value.trim()) {
    options.parametros = {
      percentual: $("#percentual").value.trim(),
      minimo: $("#minimo").value.trim(),
      arredondamento: $("#arredondamento").value,
      base: $("#base").value,
    };
  }
  return options;
}

function setLawOptions(options) {
  lawSelect.value = options.lei || "";
  $("#data").value = options.data ? brDate(options.data) : "";
  $("#poder").value = options.poder || "";
  $("#tipo").value = options.tipo || "";
  const p = options.parametros;
  if (p) {
    $("#percentual").value = p.percentual ?? "";
    $("#minimo").value = p.minimo ?? "";
    $("#arredondamento").value = p.arredondamento || "half_up";
    $("#base").value = p.base || "cargo";
  }
  showParameters();
}

/** The Poder's or kind's words as the form's list writes them ("Poder Legislativo", "Estágio"). */
function choiceLabel(id, value) {
  const option = [...$(id).options].find((o) => o.value === value);
  return option && option.value ? option.textContent : "não identificado";
}

/** "Detectar no texto" says what the check found, so the field shows the Poder and kind the verdict used. */
function showFound(result) {
  for (const [id, value] of [["#poder", result.branch], ["#tipo", result.kind]]) {
    const detect = $(id).options[0];
    detect.textContent = value ? `Detectar no texto (encontrado: ${choiceLabel(id, value)})` : "Detectar no texto";
  }
}

function showParameters() {
  $("#parametros").hidden = lawSelect.value !== "outra";
}

/** Fill the "Outra lei" fields from the rule the edital states itself, with its notes shown. */
function proposeOwnRule(result) {
  const own = result && result.own_rule;
  const box = $("#regra-edital");
  if (!own) { box.hidden = true; return; }
  const proposed = own.proposed_params || {};
  // What the edital states (with its line), then what was assumed where it is silent.
  const notes = [];
  const at = (f) => (f.line ? ` (linha ${f.line})` : "");
  if (own.percent && own.percent.stated && own.percent.value !== null) notes.push(`percentual: ${own.percent.value}%${at(own.percent)}`);
  if (own.threshold && own.threshold.stated) notes.push(`mínimo de vagas: ${own.threshold.value}${at(own.threshold)}`);
  if (own.rounding && own.rounding.stated) notes.push(`arredondamento: ${ROUNDING[own.rounding.value] || own.rounding.value}${at(own.rounding)}`);
  if (own.base && own.base.stated) notes.push(`base: ${own.base.value === "edital" ? "total do edital" : "cada cargo"}${at(own.base)}`);
  if (own.law && own.law.value && own.law.value.cited) notes.push(`lei citada: ${own.law.value.cited}${own.law.value.modelled ? "" : " (não modelada aqui)"}`);
  for (const c of own.conflicts || []) notes.push(c.message);
  if (own.others_note) notes.push(own.others_note);
  if (!own.proposed_params || !notes.length) {
    box.replaceChildren(el("p", {}, "O edital não declara uma regra de reserva completa: informe os parâmetros da lei."),
      ...(notes.length ? [el("ul", {}, ...notes.map((n) => el("li", {}, n)))] : []));  // a conflict, the other reserves
    box.hidden = false;
    return;
  }
  box.replaceChildren(
    el("p", {}, el("strong", {}, "Regra que o próprio edital declara"), " (valores propostos acima; confira):"),
    el("ul", {}, ...notes.map((n) => el("li", {}, n)), ...(own.proposed_notes || []).map((n) => el("li", {}, n))),
  );
  box.hidden = false;
  if (!$("#percentual").dataset.touched) {
    if (proposed.percentual !== undefined && proposed.percentual !== null) $("#percentual").value = String(proposed.percentual);
    if (proposed.minimo !== undefined && proposed.minimo !== null) $("#minimo").value = String(proposed.minimo);
    if (proposed.arredondamento) $("#arredondamento").value = proposed.arredondamento;
    if (proposed.base) $("#base").value = proposed.base;
  }
}
for (const id of ["#percentual", "#minimo"]) $(id).addEventListener("input", (e) => { e.target.dataset.touched = "1"; });

/** "Outra lei" with no percentage and none the edital settles: the report stays, and the question is asked at the
 * field (focused after a check, not after a correction, which keeps its cell's focus). */
const asked = () => Boolean(state.result && state.result.detected && state.result.detected.params_missing);
function askMissing(result, focus) {
  const missing = result.detected && result.detected.params_missing;
  $("#percentual-erro").textContent = missing ? missing.message : "";
  if (!missing) return $("#percentual").removeAttribute("aria-invalid");
  $("#percentual").setAttribute("aria-invalid", "true");
  if (focus) $("#percentual").focus();
}
// Answered: the same table checked again with it (the corrections kept), not the text read anew.
$("#percentual").addEventListener("change", () => { if (asked() && $("#percentual").value.trim()) { state.options = lawOptions(); recheck(); } });

// --- rendering: phase 1 (summary, table, findings) -----------------------------------------------

/** The reason, after "Não foi possível verificar:"; a file that is not a PDF is told so first. */
function showError(message) {
  const text = forTheWeb(message);
  const notPdf = text.startsWith(NOT_A_PDF) ? text.slice(NOT_A_PDF.length).replace(/^:\s*/, "") : null;
  status.className = "summary error";
  status.replaceChildren(notPdf === null
    ? el("p", {}, el("strong", {}, "Não foi possível verificar: "), text)
    : el("p", {}, el("strong", {}, `${NOT_A_PDF}.`), " ", notPdf));
  report.hidden = true;
  jsonBox.textContent = "";
}

function lawLine(result) {
  const d = result.detected || {};
  const law = result.law !== "outra" ? result.law_title || "lei não identificada"
    : d.params_missing ? "outra lei, ainda sem o percentual reservado a negros"
    : d.params_source === "edital" ? "outra lei, conferida com a regra que o próprio edital declara (nenhum artigo citado)"
    : "outra lei, com os parâmetros informados por você (nenhum artigo citado)";
  const how = d.law_given ? "informada" : d.law_line ? `detectada na linha ${d.law_line}` : "";
  return `${law}${how ? ` (${how})` : ""}`;
}

function dateLine(result) {
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

function pendingLine(result) {
  const n = pendingCounts(result);
  if (!n) return null;
  return `A conferir: ${n.rows} de ${state.rows.length} cargo(s) lidos com incerteza e ${n.findings} achado(s) que dependem deles. `
    + "O resultado só vale depois de conferir esses números no edital (corrija a célula, se preciso).";
}

function headline(result) {
  const s = result.summary;
  const parts = [
    el("p", { class: "headline" },
      el("strong", {}, `${s.error} erro(s), ${s.warning} aviso(s), ${s.info} informação(ões)`),
      ` em ${s.positions} cargo(s) ${state.fromLink ? `do ${state.fromLink}` : "encontrado(s)"}.`),
    el("p", {}, `Lei: ${lawLine(result)}. Publicação: ${dateLine(result)}.`),
  ];
  const pending = pendingLine(result);
  if (pending) parts.splice(1, 0, el("p", { class: "headline-pending" }, el("strong", {}, pending)));
  const missing = result.detected && result.detected.params_missing;
  if (missing) parts.splice(1, 0, el("p", { class: "headline-pending" }, el("strong", {}, missing.message), " Sem ele, a reserva não é calculada; a tabela e as correções ficam."));
  if (result.detected && result.detected.reason) parts.push(el("p", { class: "context" }, result.detected.reason));
  for (const note of (result.detected && result.detected.params_notes) || []) parts.push(el("p", { class: "context" }, note));
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
function updateRow(tr, p) {
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

function renderPositions() {
  const body = $("#cargos tbody");
  body.replaceChildren();
  if (!state.rows.length) {
    body.append(el("tr", {}, el("td", { colspan: "9" }, "Nenhum cargo com número de vagas foi reconhecido. Acrescente os cargos do edital com o botão abaixo.")));
    return;
  }
  // A long table (hundreds of cargos) is laid out a slice per frame after the first one.
  const job = ++tableJob;
  const add = (from, to) => {
    const frag = document.createDocumentFragment();
    for (let index = from; index < to; index++) frag.append(positionRow(state.rows[index], index));
    body.append(frag);
  };
  add(0, Math.min(ROWS_AT_ONCE, state.rows.length));
  (async () => {
    for (let from = ROWS_AT_ONCE; from < state.rows.length; from += ROWS_AT_ONCE) {
      await nextFrame();
      if (job !== tableJob) return;
      add(from, Math.min(from + ROWS_AT_ONCE, state.rows.length));
    }
  })();
}

let tableJob = 0;
const ROWS_AT_ONCE = 40;

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
function renderColumns(result) {
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

/** A cargo total's reading, in words: "a conferir" with its reason, or how its stated reserve compares
 * with the one required on the total (no red or green: the totals raise no finding of their own). */
function totalReading(c) {
  if (c.confidence !== "confirmed") return `a conferir${c.confidence_reason ? ` (${c.confidence_reason})` : ""}`;
  if (c.reserved_required === null || c.reserved_required === undefined) return "conferida; sem lei para comparar";
  if (c.reserved_stated === null || c.reserved_stated === undefined) return "conferida; a reserva não é informada em todas as partes";
  return c.reserved_stated < c.reserved_required ? "conferida; reserva informada abaixo da exigida sobre o total" : "conferida; reserva informada atende à exigida sobre o total";
}

/** The rows of "Totais por cargo": [line, cargo, parts, vacancies, stated, required, reading]. */
function totalRows(result) {
  return (result.cargos || []).map((c) => [c.line, c.name, c.slices, c.vacancies, c.reserved_stated, c.reserved_required, totalReading(c)]);
}

/** "Totais por cargo" on the page (hidden when no cargo is listed only by its slices). */
function renderTotals(result) {
  const rows = totalRows(result);
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

function renderFindings(result) {
  const list = $("#achados");
  list.replaceChildren();
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
const bySeverity = (findings) => [...findings].sort((a, b) => severityRank(a.severity) - severityRank(b.severity));

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
function ruleTitle(result, f) {
  const titles = (result && result.titulos) || {};
  return Object.hasOwn(titles, f.code) ? titles[f.code] : f.name;
}

/** "3 erros, 12 avisos, 42 informações" (the headline's counts, in words agreeing with the number). */
function countsLine(findings) {
  return SEVERITY_ORDER.map((s) => {
    const n = findings.filter((f) => f.severity === s).length;
    return `${n.toLocaleString("pt-BR")} ${COUNT_WORDS[s][n === 1 ? 0 : 1]}`;
  }).join(", ");
}

/** What a finding says, after its rule: message, notes, legal basis (unless its group gives it) and line. */
function findingBody(f, withBasis = true) {
  const own = /^CQ4/.test(f.code) || f.source === "own_rule";
  return [
    forTheWeb(f.message),
    own && !/própri[oa] edital/.test(f.message) ? el("span", { class: "basis" }, " (segundo a regra do próprio edital)") : null,
    f.carried ? el("span", { class: "basis" }, " (achado do texto original: o link leva só o código e a linha; a mensagem é a da regra)") : null,
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
    el("a", { href: sitePage(f.url), class: "code" }, `${f.code} ${ruleTitle(result, f)}`), ": ", ...findingBody(f));
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
      el("ol", { class: "occurrences" }, ...group.items.map((f) => el("li", {}, ...doubtBadge(f), ...findingBody(f, !sameBasis))))));
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
const restsOnDoubt = (f) => Boolean(f.uncertain_reading && f.uncertain_reading.length);

/** "erro", "aviso", "informação"; nothing for a value that is not one of them (no prototype lookup). */
const severityLabel = (severity) => (Object.hasOwn(SEVERITY, severity) ? SEVERITY[severity] : "");

function correctedNames(result) {
  return result.corrected_by_hand || state.rows.filter((p) => p.edited).map((p) => p.name);
}

function renderCorrected(result) {
  const box = $("#corrigidos");
  const names = correctedNames(result);
  const removed = state.removed || 0;
  box.hidden = !names.length && !removed;
  box.textContent = [
    names.length ? `Corrigido à mão: ${names.join("; ")}.` : "",
    removed ? `${removed} linha(s) da leitura automática removida(s) à mão.` : "",
  ].filter(Boolean).join(" ");
}

// --- rendering: phase 2 (the edital's lines, in chunks) ------------------------------------------

let lineJob = 0;
let linePlan = null;

function lineMarks(result) {
  const order = ["error", "warning", "info"];
  const marks = new Map();
  for (const f of result.findings) {
    if (!f.line) continue;
    const worst = marks.get(f.line);
    if (!worst || order.indexOf(f.severity) < order.indexOf(worst)) marks.set(f.line, f.severity);
  }
  return marks;
}

function chunkHtml(plan, index) {
  const start = index * CHUNK;
  const end = Math.min(plan.lines.length, start + CHUNK);
  const parts = [`<ol start="${start + 1}" data-chunk="${index}">`];
  for (let i = start; i < end; i++) {
    const n = i + 1;
    const severity = plan.marks.get(n);
    const cls = severity ? `mark-${severity}` : plan.positionLines.has(n) ? "mark-position" : "";
    parts.push(`<li id="L${n}"${cls ? ` class="${cls}"` : ""}>${plan.lines[i] ? escapeHtml(plan.lines[i]) : " "}</li>`);
  }
  parts.push("</ol>");
  return parts.join("");
}

function renderChunk(plan, index) {
  if (plan.done.has(index)) return;
  plan.done.add(index);
  const holder = plan.holders[index];
  const size = holder.style.height;
  holder.insertAdjacentHTML("afterend", chunkHtml(plan, index));
  const list = holder.nextElementSibling;
  holder.remove();
  list.style.containIntrinsicSize = `auto ${size}`;  // CSSOM: the CSP forbids style attributes in markup
}

/** Lay out the text: one placeholder per chunk at once, then the chunks, two per frame. */
async function renderText(result, text) {
  const job = ++lineJob;
  linesBox.replaceChildren();
  if (!text) {
    linesBox.append(el("p", { class: "hint" }, state.fromLink ? `O texto do edital não vai no ${state.fromLink}: abra o edital e verifique-o de novo para ver as linhas marcadas.` : "Sem texto."));
    html.dataset.lines = "done";
    return;
  }
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  if (lines.length && lines[lines.length - 1] === "") lines.pop();
  const plan = { lines, marks: lineMarks(result), positionLines: new Set(state.rows.map((p) => p.line)), done: new Set(), holders: [] };
  linePlan = plan;
  const count = Math.ceil(lines.length / CHUNK);
  const frag = document.createDocumentFragment();
  for (let i = 0; i < count; i++) {
    const holder = el("div", { class: "chunk-holder", "data-chunk": String(i) });
    holder.style.height = `${Math.min(CHUNK, lines.length - i * CHUNK) * 1.45}em`;
    plan.holders.push(holder);
    frag.append(holder);
  }
  linesBox.append(frag);
  html.dataset.lines = "pending";
  for (let i = 0; i < count; i++) {
    if (job !== lineJob) return;
    renderChunk(plan, i);
    if (i % CHUNKS_PER_FRAME === CHUNKS_PER_FRAME - 1) await nextFrame();
  }
  if (job !== lineJob) return;
  await nextFrame();
  if (job !== lineJob) return;
  html.dataset.lines = "done";
}

/** Scroll to line n (rendering its chunk first if it is not there yet) and focus it. */
function showLine(n) {
  if (linePlan && !document.getElementById(`L${n}`)) renderChunk(linePlan, Math.floor((n - 1) / CHUNK));
  const target = document.getElementById(`L${n}`);
  if (!target) return false;
  for (const old of linesBox.querySelectorAll(".current")) old.classList.remove("current");
  target.classList.add("current");
  target.setAttribute("tabindex", "-1");
  target.scrollIntoView({ block: "center" });
  target.focus({ preventScroll: true });
  return true;
}

document.addEventListener("click", (event) => {
  const link = event.target.closest("a.line-link");
  if (!link) return;
  event.preventDefault();
  showLine(Number(link.dataset.line));
});

// --- report: Markdown, CSV, print view, link -----------------------------------------------------

/** The result link: only inputs (result_link.py says what and how they are checked): the law and date
 * the result used (detected or given, so that the link does not detect again), the parameters, the
 * table as it is on screen, and the engine's list of the findings only the text gives (code, line,
 * severity: `achados_texto`). */
function linkPayload() {
  const r = state.result || {};
  // The law, date, Poder and kind the check used, and whether its law was a guess (`link_opcoes`).
  const payload = { v: 2, ...(r.link_opcoes || { lei: r.law || "", data: r.date || "" }), versao: VERSION };
  if (state.options.parametros) payload.parametros = state.options.parametros;
  payload.posicoes = state.rows.map(positionInput);
  if (r.achados_texto && r.achados_texto.length) payload.achados_texto = r.achados_texto;
  return payload;
}

/** base64url of `text` deflated (CompressionStream "deflate-raw"; result_envelope.py inflates it). */
async function packed(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = await new Response(stream).arrayBuffer();
  return base64Of(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The link of the result on screen, made in the background after every check or correction (the
 * Markdown report names it, and its download is written on the click); without CompressionStream,
 * the old `#r=` link. `state.link` is the latest one ready. */
function prepareLink() {
  const text = JSON.stringify(linkPayload());
  const page = `${location.origin}${location.pathname}`;
  const pending = packed(text).then((data) => page + PACKED_PREFIX + data, () => page + LINK_PREFIX + toBase64Url(text));
  state.linkPending = pending;
  pending.then((link) => { if (state.linkPending === pending) state.link = link; });
  return pending;
}

/** What "Copiar link deste resultado" says when the link would be too long: no link is written. */
function tooLongForLink(length) {
  say(`Este resultado é grande demais para um link: ele teria ${length.toLocaleString("pt-BR")} caracteres, e navegadores e aplicativos de mensagem cortam ou recusam links com mais de ${LINK_LIMIT.toLocaleString("pt-BR")}. Nenhum link foi escrito. Use “Baixar resultado (arquivo)”: o arquivo leva as mesmas informações, e esta página o abre de novo em “Abrir resultado salvo”.`);
  $("#baixar-resultado").focus();
}

function metadata(result, withLink = true) {
  const now = new Date();
  const checked = `${now.toLocaleDateString("pt-BR")} ${now.toLocaleTimeString("pt-BR", { hour: "2-digit", minute: "2-digit" })}`;
  const rows = [
    ["Verificado em", checked],
    ["Ferramenta", `${TOOL} (verificação automática no navegador; confira no edital)`],
    ["Lei", lawLine(result)],
    ["Poder", `${choiceLabel("#poder", result.branch)}${state.options.poder ? " (informado)" : " (detectado no texto)"}`],
    ["Tipo de vaga", `${choiceLabel("#tipo", result.kind)}${state.options.tipo ? " (informado)" : " (detectado no texto)"}`],
  ];
  if (result.detected && result.detected.reason) rows.push(["Versão da lei aplicada", result.detected.reason]);
  if (state.options.parametros) {
    const p = { ...state.options.parametros, ...((result.detected && result.detected.params) || {}) };  // as used
    rows.push(["Parâmetros informados", `${p.percentual}% das vagas; mínimo de ${p.minimo || "—"} vaga(s); arredondamento ${ROUNDING[p.arredondamento] || p.arredondamento}; base: ${p.base === "edital" ? "total do edital" : "cada cargo"}`]);
  }
  rows.push(["Data de publicação", dateLine(result)]);
  rows.push(["Arquivo", state.fileName || (state.fromLink ? `tabela aberta de um ${state.fromLink}` : "texto colado")]);
  const link = withLink && currentLink();
  if (link && link.length <= LINK_LIMIT) rows.push(["Link deste resultado", link]);
  else if (withLink) rows.push(["Resultado completo", "grande demais para um link: no arquivo de “Baixar resultado (arquivo)”"]);
  return rows;
}

function markdownReport(result) {
  const s = result.summary;
  const out = ["# Verificação de cotas raciais no edital", ""];
  for (const [key, value] of metadata(result)) out.push(`- **${key}:** ${key === "Link deste resultado" ? `<${value}>` : escapeMd(value)}`);
  out.push("", `**${s.error} erro(s), ${s.warning} aviso(s), ${s.info} informação(ões)** em ${s.positions} cargo(s).`, "");
  if (pendingLine(result)) out.push(`> **${pendingLine(result)}**`, "");
  const names = correctedNames(result);
  if (names.length || state.removed) {
    out.push(`> Corrigido à mão na página: ${names.map(escapeMd).join("; ") || "—"}${state.removed ? `; ${state.removed} linha(s) removida(s)` : ""}.`, "");
  }
  out.push("## Cargos", "", "| Linha | Cargo | Vagas | Reserva informada | Reserva exigida | PcD informada | Situação |", "| --- | --- | --- | --- | --- | --- | --- |");
  for (const p of state.rows) {
    out.push(`| ${p.line ?? "—"} | ${escapeMd(p.name)} | ${p.cadastro_reserva ? "CR" : figure(p.vacancies)} | ${figure(p.reserved_stated)} | ${figure(p.reserved_required)} | ${figure(p.pcd_stated)} | ${situation(p)[0]}${p.edited ? " (corrigido à mão)" : ""} |`);
  }
  const totals = totalRows(result);
  if (totals.length) {
    out.push("", "## Totais por cargo", "", "Cargos listados só por partes: a reserva calculada sobre o total do cargo (interpretação adotada: STJ, AREsp 1.425.161; CNJ, PCA 0002978-71.2023).", "",
      "| Linha | Cargo | Partes | Vagas (soma) | Reserva informada (soma) | Reserva exigida sobre o total | Leitura |", "| --- | --- | --- | --- | --- | --- | --- |");
    for (const [line, name, parts, vacancies, stated, required, reading] of totals) {
      out.push(`| ${line ?? "—"} | ${escapeMd(name)} | ${parts} | ${vacancies} | ${figure(stated)} | ${figure(required)} | ${escapeMd(reading)} |`);
    }
  }
  out.push("", "## Achados", "");
  if (!result.findings.length) out.push("Nenhum achado.");
  bySeverity(result.findings).forEach((f, i) => {
    out.push(`${i + 1}. **${severityLabel(f.severity)}**${restsOnDoubt(f) ? " (a conferir)" : ""} — ${f.code} ${ruleTitle(result, f)}: ${escapeMd(forTheWeb(f.message))}${f.basis ? ` Base legal: ${escapeMd(f.basis)}.` : ""}${f.line ? ` (linha ${f.line})` : ""}`);
  });
  out.push("", "_A leitura é automática e pode errar: confira cada achado no edital antes de concluir._", "");
  return out.join("\n");
}

function csvReport() {
  const header = ["linha", "cargo", "recorte", "vagas", "cadastro_reserva", "reserva_informada", "reserva_exigida", "pcd_informada", "situacao", "leitura", "corrigido_a_mao",
    "lei", "data_publicacao", "poder", "tipo_vaga", "versao"];
  const reading = (p) => (p.edited ? "corrigida à mão" : uncertainRow(p) ? "a conferir" : "confirmada");
  // What the verdicts used, on every row (a spreadsheet's rows are sorted and filtered apart).
  const r = state.result || {};
  const inputs = [lawLine(r), r.date || "", choiceLabel("#poder", r.branch), choiceLabel("#tipo", r.kind), TOOL];
  const rows = state.rows.map((p) => [p.line ?? "", p.cargo ?? p.name, p.slice ?? "", p.vacancies ?? "", p.cadastro_reserva ? "sim" : "não",
    p.reserved_stated ?? "", p.reserved_required ?? "", p.pcd_stated ?? "", situation(p)[0], reading(p), p.edited ? "sim" : "não", ...inputs]);
  return "\ufeff" + [header, ...rows].map((r) => r.map((cell) => csvCell(cell)).join(";")).join("\r\n") + "\r\n";
}

/** "Totais por cargo" in the print view ("" when there is none). */
function printTotals(result) {
  const e = escapeHtml;
  const totals = totalRows(result);
  if (!totals.length) return "";
  const head = ["Linha", "Cargo", "Partes", "Vagas (soma)", "Reserva informada (soma)", "Reserva exigida sobre o total", "Leitura"].map((h) => `<th scope="col">${h}</th>`).join("");
  const rows = totals.map(([line, name, parts, vacancies, stated, required, reading]) => `<tr><td>${e(line ?? "—")}</td><th scope="row">${e(name)}</th><td>${e(parts)}</td>`
    + `<td>${e(vacancies)}</td><td>${e(figure(stated))}</td><td>${e(figure(required))}</td><td>${e(reading)}</td></tr>`).join("");
  return `<h3>Totais por cargo</h3><p>Reserva calculada sobre o total do cargo (interpretação adotada: STJ, AREsp 1.425.161; CNJ, PCA 0002978-71.2023).</p><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** The print view: the same report as HTML. Built as one escaped string (hidden on screen, so it
 * costs no layout; every value from the edital goes through escapeHtml, so nothing in it runs). */
function renderPrintView(result) {
  const s = result.summary;
  const e = escapeHtml;
  const names = correctedNames(result);
  // On paper a link of thousands of characters helps no one: the page's address, and where the full one is.
  const page = `${location.origin}${location.pathname} (o link completo deste resultado, com a tabela, está no relatório em Markdown e no botão “Copiar link deste resultado”)`;
  const meta = metadata(result).map(([k, v]) => (k === "Link deste resultado" ? ["Página", page] : [k, v]))
    .map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`).join("");
  const head = ["Linha", "Cargo", "Vagas", "Reserva informada", "Reserva exigida", "PcD informada", "Situação"].map((h) => `<th scope="col">${h}</th>`).join("");
  const rows = state.rows.map((p) => `<tr><td>${e(p.line ?? "—")}</td><th scope="row">${e(p.name)}</th><td>${p.cadastro_reserva ? "CR" : e(figure(p.vacancies))}</td>`
    + `<td>${e(figure(p.reserved_stated))}</td><td>${e(figure(p.reserved_required))}</td><td>${e(figure(p.pcd_stated))}</td>`
    + `<td>${e(situation(p)[0])}${p.edited ? " (corrigido à mão)" : ""}</td></tr>`).join("");
  const findings = result.findings.length
    ? bySeverity(result.findings).map((f) => `<li><strong>${e(severityLabel(f.severity))}</strong>${restsOnDoubt(f) ? " (a conferir)" : ""} — ${e(`${f.code} ${ruleTitle(result, f)}: ${forTheWeb(f.message)}${f.basis ? ` Base legal: ${f.basis}.` : ""}${f.line ? ` (linha ${f.line})` : ""}`)}</li>`).join("")
    : "<li>Nenhum achado.</li>";
  $("#relatorio-impresso").innerHTML = `<h2>Relatório: verificação de cotas raciais no edital</h2><dl class="report-meta">${meta}</dl>`
    + `<p><strong>${s.error} erro(s), ${s.warning} aviso(s), ${s.info} informação(ões)</strong> em ${s.positions} cargo(s).</p>`
    + (pendingLine(result) ? `<p><strong>${e(pendingLine(result))}</strong></p>` : "")
    + (names.length || state.removed ? `<p>${e(`Corrigido à mão na página: ${names.join("; ") || "—"}${state.removed ? `; ${state.removed} linha(s) removida(s)` : ""}.`)}</p>` : "")
    + `<h3>Cargos</h3><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>${printTotals(result)}<h3>Achados</h3><ol>${findings}</ol>`
    + "<p>A leitura é automática e pode errar: confira cada achado no edital antes de concluir.</p>";
}

/** The downloads' name: the file's; for pasted text the issuer read in it (the acronym it gives in
 * parentheses, if any) and the year, e.g. "banrisul-2022", with "edital" for an issuer not read. */
function fileBase() {
  if (state.fileName) return state.fileName.replace(/\.(txt|pdf)$/i, "").replace(/[^\w.-]+/g, "_");
  const r = state.result || {};
  const found = (r.detected && r.detected.issuer) || "";
  const issuer = (typeof found === "object" ? found.name : found) || "";
  const short = (/\(([^()]{2,20})\)\s*$/.exec(issuer) || [null, issuer])[1];
  let slug = short.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length > 40) slug = slug.slice(0, 41).replace(/-[^-]*$/, "");
  const year = r.detected && r.detected.date_assumed ? null : /^\d{4}/.exec(r.date || "")?.[0];
  return [slug || "edital", year].filter(Boolean).join("-");
}

function renderReport(result) {
  state.link = null;
  prepareLink();
  const meta = $("#relatorio-meta");
  meta.replaceChildren();
  for (const [key, value] of metadata(result, false)) meta.append(el("dt", {}, key), el("dd", {}, value));
  // Written when asked for (copy, download, print): for hundreds of cargos each costs a frame or more.
  state.markdown = null;
  state.printed = false;
}

/** The address without a result link: a new check, or a link that did not open, leaves none behind. */
function clearAddress() {
  if (location.hash.startsWith(LINK_PREFIX) || location.hash.startsWith(PACKED_PREFIX)) history.replaceState(null, "", `${location.pathname}${location.search}`);
}

/** What "Copiar link deste resultado" says it copied: the link's contents, in plain words. */
const LINK_CONTENTS = "Link copiado e posto na barra de endereço. Ele leva a tabela de cargos como está aqui (nomes, números e suas correções), a lei, a data, o Poder, o tipo de vaga, os parâmetros, a versão do site e o código e a linha dos achados do texto; não leva o texto do edital. Quem o abrir vê os achados recalculados no próprio navegador.";

function ensurePrintView() {
  if (state.result && !state.printed) {
    renderPrintView(state.result);
    state.printed = true;
  }
}
window.addEventListener("beforeprint", ensurePrintView);

/** The link ready for the result on screen; until the compressed one is (a few milliseconds after
 * a check), the old form, which opens the same. */
function currentLink() {
  return state.link || `${location.origin}${location.pathname}${LINK_PREFIX}${toBase64Url(JSON.stringify(linkPayload()))}`;
}

function currentMarkdown() {
  if (!state.markdown) state.markdown = markdownReport(state.result);
  return state.markdown;
}

// The files are made on the click, before the browser follows the link.
$("#baixar-md").addEventListener("click", (event) => download(event.currentTarget, `relatorio-cotas-${fileBase()}.md`, currentMarkdown(), "text/markdown;charset=utf-8"));
$("#baixar-csv").addEventListener("click", (event) => download(event.currentTarget, `cargos-${fileBase()}.csv`, csvReport(), "text/csv;charset=utf-8"));

async function copyText(text, done) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const box = el("textarea", { class: "visually-hidden", "aria-hidden": "true" });
    box.value = text;
    document.body.append(box);
    box.select();
    document.execCommand("copy");
    box.remove();
  }
  say(done);
}

$("#copiar-relatorio").addEventListener("click", () => copyText(currentMarkdown(), "Relatório copiado (Markdown)."));
$("#baixar-resultado").addEventListener("click", (event) => download(event.currentTarget, `resultado-${fileBase()}.cotacheck.json`, JSON.stringify(linkPayload()), "application/json"));
$("#copiar-link").addEventListener("click", async () => {
  const link = state.link || (await state.linkPending);
  if (link.length > LINK_LIMIT) return tooLongForLink(link.length);
  history.replaceState(null, "", link.slice(location.origin.length));  // asked for: now in the address bar
  copyText(link, LINK_CONTENTS);
});
$("#imprimir").addEventListener("click", () => { ensurePrintView(); window.print(); });

// --- showing a result ----------------------------------------------------------------------------

function renderTable(result) {
  status.className = "summary";
  status.replaceChildren(...headline(result));
  renderColumns(result);
  renderPositions();
  renderTotals(result);
  renderFindings(result);
  renderCorrected(result);
  renderReport(result);
}

/** Phase 1 (summary, table, findings: data-result) a frame after the response, phase 2 (the lines,
 * then the link in the address bar: data-lines="done") over the next frames. */
async function render(result, text) {
  state.result = result;
  state.text = text || "";
  state.rows = result.positions.map((p) => ({ ...p }));
  state.removed = 0;
  const { markdown, text: _text, achados_texto: _link, link_opcoes: _inputs, titulos: _titles, ...json } = result;  // what the CLI gives
  jsonBox.textContent = JSON.stringify(json);  // the raw result (tests read it)
  await nextFrame();
  renderTable(result);
  showFound(result);
  report.hidden = false;
  proposeOwnRule(result);
  askMissing(result, true);
  html.dataset.result = String(Date.now());
  return renderText(result, state.text);
}

// --- corrections: recompute with `recheck` --------------------------------------------------------

let recheckJob = 0;
async function recheck() {
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
  status.className = "summary";
  status.replaceChildren(...headline(result));
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
  const { markdown, text: _text, achados_texto: _link, link_opcoes: _inputs, titulos: _titles, ...json } = result;  // what the CLI gives
  jsonBox.textContent = JSON.stringify(json);
  if (linePlan && state.text) {
    linePlan.marks = lineMarks(result);
    for (const node of linesBox.querySelectorAll("li[class^='mark-'], li.mark-error, li.mark-warning, li.mark-info")) {
      const n = Number(node.id.slice(1));
      const severity = linePlan.marks.get(n);
      node.classList.remove("mark-error", "mark-warning", "mark-info");
      if (severity) node.classList.add(`mark-${severity}`);
    }
  }
  html.dataset.result = String(Date.now());
}

function parseCount(text) {
  const t = text.trim().replace(/\./g, "");
  if (!t || t === "—" || t === "-") return null;
  return /^\d{1,7}$/.test(t) ? Number(t) : NaN;
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
  renderPositions();
  const next = $("#cargos tbody button[data-remove]") ;
  (next || $("#adicionar-cargo")).focus();
  say(`Linha “${removed.name}” removida.`);
  recheck();
});

$("#adicionar-cargo").addEventListener("click", () => {
  state.rows.push({ name: "Novo cargo", cargo: "Novo cargo", slice: null, vacancies: 1, reserved_stated: null, pcd_stated: null, reserved_required: null, edited: true, added: true });
  renderPositions();
  const inputs = $("#cargos tbody").lastElementChild.querySelectorAll("input");
  if (inputs[0]) { inputs[0].focus(); inputs[0].select(); }
  recheck();
});

// --- size limits: a big paste or file is refused before the page reads it ----------------------

/** Characters of pasted or typed text (bytes of a .txt): a long edital has well under a million. */
const MAX_TEXT = 5_000_000;
/** Bytes of a PDF (cotacheck/interfaces/web/linter.py MAX_FILE). */
const MAX_PDF = 30_000_000;
const millions = (n) => (n / 1e6).toLocaleString("pt-BR", { maximumFractionDigits: 1 });
const sizeNote = $("#texto-erro");

function tooBig(message) {
  sizeNote.textContent = message;
  textArea.setAttribute("aria-invalid", "true");
}

function sizeOk() {
  sizeNote.textContent = "";
  textArea.removeAttribute("aria-invalid");
}

const TEXT_LIMIT = `o limite desta página é ${millions(MAX_TEXT)} milhões de caracteres (um edital longo tem menos de 1 milhão)`;

/** A paste (or a drop of text) that would make the text area hold more than MAX_TEXT characters is
 * not inserted: the text is measured once, never laid out, copied to the engine or checked. */
function guardInsert(event) {
  const data = event.clipboardData || event.dataTransfer;
  if (!data || (event.dataTransfer && event.dataTransfer.files.length)) return;
  const incoming = data.getData("text/plain").length;
  const kept = textArea.value.length - (textArea.selectionEnd - textArea.selectionStart);
  if (kept + incoming <= MAX_TEXT) { sizeOk(); return; }
  event.preventDefault();
  tooBig(`Texto grande demais: ${millions(kept + incoming)} milhões de caracteres; ${TEXT_LIMIT}. Nada foi colado. Escolha o arquivo .pdf do edital, ou cole só a parte com os quadros de vagas.`);
}
textArea.addEventListener("paste", guardInsert);
textArea.addEventListener("drop", guardInsert);

/** The chosen file's size, known before anything reads it: the message, or null when it is within the limit. */
function fileTooBig(file) {
  const pdf = /\.pdf$/i.test(file.name);
  const limit = pdf ? MAX_PDF : MAX_TEXT;
  if (file.size <= limit) return null;
  return `Arquivo grande demais: ${millions(file.size)} MB; o limite é ${millions(limit)} MB para ${pdf ? "um PDF" : "um arquivo de texto"}. Nada foi lido.`;
}

// --- form ----------------------------------------------------------------------------------------

async function check(event) {
  if (event) event.preventDefault();
  checking++;
  try {
    await checkNow();
  } finally {
    checking--;
  }
}

/** One file read and linted by the page's engine(s): `{ response, text }`. */
async function lintFile(file, options, current = null) {
  const buffer = await file.arrayBuffer();
  const isPdf = /\.pdf$/i.test(file.name) || new TextDecoder().decode(new Uint8Array(buffer.slice(0, 5))) === "%PDF-";
  let response;
  if (isPdf) {
    status.replaceChildren(el("p", {}, `Lendo o PDF (${(buffer.byteLength / 1e6).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB)… um edital longo leva alguns segundos.`));
    if (current) cancelBox.hidden = false;
    await pdfSupport();
    startSecondReader();  // if not started yet: it joins this reading once it can
    response = current && current.cancelled ? CANCELLED : await lintInShares(file.name, buffer, options, current);
  } else {
    // The bytes are transferred to the worker (not copied, not base64-encoded here).
    response = await engine.call("lint", { ...options, arquivo: { nome: file.name } }, { bytes: new Uint8Array(buffer), key: "arquivo.bytes" });
  }
  return { response, text: response.ok ? response.result.text : "" };
}

/** Several files: one summary table (lote.js); a row's name shows that edital's result here. */
function checkFiles(files, options) {
  report.hidden = true;
  const shown = "Vários editais: a tabela acima resume cada um; clique no nome de um edital para ver aqui o resultado completo.";
  return checkMany(files, {
    lint: (file) => lintFile(file, options),
    tooBig: fileTooBig,  // each file within the limits of a single check
    explain: forTheWeb,
    open: async ({ name, result, text }) => {
      Object.assign(state, { options, carried: [], fileName: name, fromLink: false });
      await render(result, text);
      $("#resultado-titulo").scrollIntoView();
    },
  }).finally(() => { if (report.hidden) status.replaceChildren(el("p", {}, shown)); });
}

async function checkNow() {
  const options = lawOptions();
  if (columnRolesFor !== inputKey()) columnRoles = {};  // roles given for another edital do not apply
  if (Object.keys(columnRoles).length) options.colunas = columnRoles;
  const file = fileInput.files && fileInput.files[0];
  if (asked() && !file && textArea.value === state.text && options.parametros) {  // the question answered
    state.options = options;
    return recheck();
  }
  status.className = "summary";
  state.fromLink = false;
  clearAddress();  // the old link (another result's table) does not stay in the address bar
  const waiting = html.dataset.ready === "true" ? "Verificando…" : "Aguardando o motor de verificação…";
  status.replaceChildren(el("p", {}, waiting));
  if (fileInput.files && fileInput.files.length > 1) return checkFiles([...fileInput.files], options);
  try {
    let response;
    let text;
    if (file && fileTooBig(file)) return showError(fileTooBig(file));
    if (!file && textArea.value.length > MAX_TEXT) return showError(`o texto tem ${millions(textArea.value.length)} milhões de caracteres; ${TEXT_LIMIT}.`);
    if (file) {
      const current = (reading = { cancelled: false });
      try {
        ({ response, text } = await lintFile(file, options, current));
      } finally {
        readingOver(current);
      }
      if (response.cancelled) return showCancelled();
    } else {
      text = textArea.value;
      response = await engine.call("lint", { ...options, texto: text });
    }
    if (!response.ok) return showError(response.error);
    state.options = options;
    state.carried = [];
    state.fileName = file ? file.name : null;
    await render(response.result, text);
  } catch (error) {
    showError(error && error.message ? error.message : "erro inesperado.");
  }
}

function showCancelled() {
  status.className = "summary";
  report.hidden = true;  // no earlier result under this message
  status.replaceChildren(el("p", {}, "Leitura cancelada. O arquivo escolhido continua no formulário: clique em Verificar para lê-lo de novo."));
}

/** A result link (#z=… or the older #r=…): opened by the engine, which inflates it (bounded),
 * validates its inputs and checks the table again; the form and the page show only what it returns.
 * A link that does not validate shows nothing. */
async function openLink() {
  const packedLink = location.hash.startsWith(PACKED_PREFIX);
  if (!packedLink && !location.hash.startsWith(LINK_PREFIX)) return;
  const link = location.hash.slice(LINK_PREFIX.length);
  status.replaceChildren(el("p", {}, "Abrindo o resultado do link…"));
  try { await engine.ready; } catch { return; }
  const response = await engine.call("open_link", packedLink ? { link, formato: "z" } : { link });
  if (!response.ok) return showError(response.error);
  await showOpened(response, "link");
}

const savedInput = $("#resultado-salvo");
const savedNote = $("#resultado-salvo-erro");

/** "Abrir resultado salvo": the file goes through the link's validation (`open_link` with `arquivo`).
 * A file refused leaves the page as it was (text, form, result): only the message under the field. */
async function openSaved() {
  const file = savedInput.files[0];
  if (!file) return;
  savedNote.textContent = "";
  savedInput.removeAttribute("aria-invalid");
  const refuse = (message) => { savedNote.textContent = message; savedInput.setAttribute("aria-invalid", "true"); savedInput.value = ""; };
  if (file.size > MAX_SAVED) return refuse(`Arquivo grande demais para um resultado salvo (${millions(file.size)} MB; o limite é ${millions(MAX_SAVED)} MB). Nada foi lido.`);
  let response;
  try {
    const text = await file.text();
    await engine.ready;
    response = await engine.call("open_link", { arquivo: text });
  } catch (error) {
    return refuse(`Não foi possível ler o arquivo (${error && error.message ? error.message : "erro inesperado"}).`);
  }
  if (!response.ok) return refuse(`${response.error[0].toUpperCase()}${response.error.slice(1)}`);
  savedInput.value = "";
  clearAddress();
  await showOpened(response, "arquivo");
  $("#resultado-titulo").scrollIntoView();
}

/** The page of an opened link or saved file: its validated inputs in the form, the engine's result. */
async function showOpened(response, source) {
  const { opcoes, posicoes, achados_texto: carried, nota_versao: versionNote } = response.result.link;
  setLawOptions(opcoes);
  state.versionNote = versionNote;
  state.options = opcoes;
  state.fileName = null;
  state.fromLink = source;
  state.text = "";
  state.carried = carried;
  const result = response.result;
  // The validated rows' own cells (names, edited marks) beside what was recomputed.
  result.positions = result.positions.map((p, i) => ({ ...posicoes[i], ...p, edited: Boolean(posicoes[i] && posicoes[i].edited) }));
  await render(result, "");
}

form.addEventListener("submit", check);
lawSelect.addEventListener("change", showParameters);
// The reader's text is never lost: the example or a chosen file takes the box's place only with the
// text set aside and a button that puts it back.
const keptNote = $("#texto-guardado");
const undoButton = $("#desfazer-texto");
let keptText = null;
const exampleText = () => $("#exemplo-texto").content.textContent.trim() + "\n";

function setAside(message) {
  if (textArea.value.trim() && textArea.value.trim() !== exampleText().trim()) keptText = textArea.value;
  if (keptText === null) return;
  keptNote.textContent = message;
  undoButton.hidden = false;
}
undoButton.addEventListener("click", () => {
  textArea.value = keptText;
  keptText = null;
  fileInput.value = "";
  undoButton.hidden = true;
  keptNote.textContent = "O seu texto voltou para a caixa. Clique em Verificar para conferi-lo.";
  textArea.focus();
});
fileInput.addEventListener("change", () => {
  const files = fileInput.files;
  if (!files.length) return;
  const big = fileTooBig(files[0]);
  if (big) { fileInput.value = ""; tooBig(big); return; }
  sizeOk();
  const which = files.length > 1 ? `Os ${files.length} arquivos escolhidos é que serão verificados` : `O arquivo “${files[0].name}” é que será verificado`;
  setAside(`${which}; o texto que estava na caixa foi guardado.`);
  textArea.value = "";
});
textArea.addEventListener("input", () => {
  if (textArea.value && fileInput.value) fileInput.value = "";
  if (keptText === null) keptNote.textContent = "";
});
$("#exemplo").addEventListener("click", () => {
  setAside("O exemplo ocupou a caixa de texto; o texto que estava nela foi guardado.");
  textArea.value = exampleText();
  fileInput.value = "";
  check();
});
showParameters();
savedInput.addEventListener("change", openSaved);
openLink();
