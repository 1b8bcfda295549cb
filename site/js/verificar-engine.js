// The checker's engines: the page's own (started from <head> by engine-boot.js) and, where there is a
// core and memory to spare, a second PDF reader; pypdf put in place and warmed up while the page is idle;
// a PDF read a few pages at a time by whichever engine is free, then linted by the page's own.
import { html, root, startPageEngine } from "./common.js";
import { startEngine } from "./engine.js";
import { fileInput } from "./verificar-base.js";
import { CANCELLED, showProgress } from "./verificar-progress.js";
import { lawOptions } from "./verificar-state.js";

// --- engine --------------------------------------------------------------------------------------

/** Requests of the reader in flight (`flight.checking`, counted by the form): the warm-up never queues a step before theirs. */
export const flight = { checking: 0 };

export const engine = startPageEngine({
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
      const held = () => flight.checking || window.cotacheckPdfStepsHeld;
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
export function pdfSupport(warm = false) {
  if (!pdfReady) {
    pdfReady = putPypdf(engine, warm ? "steps" : "now", pdfSteps);
    pdfReady.catch(() => { pdfReady = null; });
  } else if (!warm && pdfSteps.hurry) {
    pdfSteps.hurry();
  }
  return pdfReady;
}

const whenIdle = () => new Promise((resolve) => (window.requestIdleCallback ? requestIdleCallback(resolve, { timeout: 1000 }) : setTimeout(resolve, 100)));
const WARM_STEP = 3;  // pages of the warm-up PDF per step
/** The warm-up of an engine's PDF reader (`pdf_warm`), a few pages a step and then the lint: each
 * step waits for the page to be idle with no check in flight, and is sent behind the reader's calls
 * (engine.background), so that a check waits at most for one short step. Resolves to the last
 * response. <html data-pdf-warm-steps> counts the steps answered (the page's own engine's). */
async function warmUp(target, own) {
  const step = async (payload) => {
    do await whenIdle(); while (flight.checking);
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

/** The path a first check takes, warmed first: a few small editais of different layouts
 * (assets/aquecimento.json, from the linter's corpus) linted one per call, each call sent once the
 * page is idle with no check in flight and behind the engine's other calls (engine.background), so
 * that a check waits for one short call at most. A first run of the linter in a fresh page is some
 * 2–3× a later one: the browser compiles the interpreter's hot wasm functions as they run, and its
 * optimised code, which inlines the functions it saw called through pointers, is thrown away and
 * compiled again when another one turns up; a new edital finds new ones, and one text, however
 * long, warms only its own path (docs/site.md, "Where a check's time goes"). Several short texts
 * warm the paths of most. A result on screen ends the warm-up (the reader's own check warmed its
 * path, and the steps would compete with drawing it). <html data-lint-warm> says "steps" while they run, then "done";
 * data-lint-warm-steps counts the calls answered. `window.cotacheckLintWarmHeld = true` holds the
 * steps (a test's way to check during the warm-up). */
async function warmLint() {
  let texts = [];
  try {
    const response = await fetch(`${root}assets/aquecimento.json`);
    if (response.ok) texts = await response.json();
  } catch (error) {
    console.info("cotacheck: no warm-up editais:", error && error.message);
  }
  const example = document.querySelector("#exemplo-texto");
  if (!texts.length && example) texts = [example.content.textContent];
  html.dataset.lintWarm = "steps";
  for (const texto of texts) {
    do await whenIdle(); while (flight.checking || window.cotacheckLintWarmHeld);
    if (html.dataset.result) break;  // a check came first: its path is warm, its result is being drawn
    await engine.background("lint", { ...lawOptions(), texto });  // the form's options: a check's own path
    html.dataset.lintWarmSteps = String(Number(html.dataset.lintWarmSteps || 0) + 1);
  }
  html.dataset.lintWarm = "done";
}

let warming = null;
/** While the page is idle once the engine is ready: the check's path (`warmLint`), then pypdf put in
 * place, then a 30-page PDF read and linted (`warmUp`), so that the first PDF does not pay for the
 * imports. <html data-pdf-warm> says "done" when both ran, "skipped" when the reader's own PDF came
 * first (and warmed the engine up). */
function warmPdf() {
  if (!warming) {
    warming = engine.ready
      .then(warmLint)
      .then(() => pdfSupport(true))
      .then(() => (html.dataset.pdfReaders ? null : warmUp(engine, true)))
      .then(async (response) => {
        html.dataset.pdfWarm = response && response.ok ? "done" : "skipped";
        do await whenIdle(); while (flight.checking);  // its start-up takes a core: not during a check
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
export function startSecondReader() {
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
export async function lintInShares(name, buffer, options, reading = null) {
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

for (const type of ["focus", "pointerenter", "dragenter"]) fileInput.addEventListener(type, warmPdf, { once: true });
engine.ready.then(warmPdf, () => {});
