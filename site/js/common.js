// What every page script shares: DOM helpers, links to the law, date formats, labels, and the
// engine's start-up status (the "Motor … pronto" line and <html data-ready>, which the browser
// tests and bench/site_bench.py wait for). One copy here instead of one per page.
import { startEngine } from "./engine.js";

export const html = document.documentElement;
/** Relative path from the current page to the site root ("" or "../"), set at build time. */
export const root = html.dataset.root || "";
export const $ = (selector, scope = document) => scope.querySelector(selector);

/** Severity of a linter finding, as the pages say it. */
export const SEVERITY = { error: "erro", warning: "aviso", info: "informação" };

/** el("p", {class: "x"}, "text", child…): attributes with null/false skipped, children flattened. */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** " (art. 1º, § 2º)" after a step, linked to the law page (or an official site) when it has an href. */
export function lawLink(step) {
  if (!step || !step.basis) return null;
  if (!step.href) return el("span", { class: "basis" }, ` (${step.basis})`);
  const external = /^https?:/.test(step.href);
  const href = external ? step.href : `${root}${step.href}`;
  return el("span", { class: "basis" }, " (",
    el("a", { href, rel: external ? "noopener noreferrer" : null }, step.basis), ")");
}

// --- exports: text from an edital made safe (the same rules as cotacheck/linter/report/safe.py) ---

// Escape sequences (CSI, OSC up to BEL or ST, DCS/SOS/PM/APC strings, any other ESC form), then the
// C0 controls but tab and line breaks, DEL, the C1 controls and the bidi embeddings/overrides/isolates.
const ESCAPES = /(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]|(?:\x1b\]|\x9d)[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?|\x1b[PX^_][^\x1b\x9c]*(?:\x1b\\|\x9c)?|\x1b[ -/]*[0-~]?/g;
const CONTROLS = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;

/** Text for an export (a file, the clipboard, the print view): no escape sequence (a terminal
 * hyperlink, a colour), control character or bidi override from the edital; with `oneLine`, every
 * run of whitespace one space. A CSV cell goes through `csvCell`, which also defuses formulas. */
export function safeText(value, oneLine = false) {
  const text = String(value ?? "").replace(ESCAPES, "").replace(CONTROLS, "");
  return oneLine ? text.replace(/\s+/g, " ").trim() : text;
}

/** Whether a spreadsheet reads `text` as a formula: =, +, -, @, tab or CR first, after any leading
 * whitespace (OWASP's rules; report/safe.py `leads_a_formula` in Python). */
export const leadsFormula = (text) => /^[\s\u00a0]*[=+\-@\t\r]|^[\t\r]/.test(text);

/** A cell's text as a spreadsheet shows it, the one rule of every CSV the page writes (report/safe.py
 * `spreadsheet_cell`): escapes, controls and bidi controls go FIRST, then a formula-leading text gets a
 * quote (') in front, then tab and line breaks become spaces. */
export function spreadsheetCell(value) {
  const text = safeText(String(value ?? "").replace(/[\v\f]/g, " "));
  const risky = leadsFormula(text);
  return (risky ? "'" : "") + text.replace(/[\t\n\r]/g, " ");
}

/** One CSV cell: numbers as they are; text through `spreadsheetCell`, quoted where Python's csv module
 * quotes (the separator, a quote, a line break). */
export function csvCell(value, separator = ";") {
  if (typeof value === "number") return String(value);
  const text = spreadsheetCell(value);
  return text.includes(separator) || /["\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A page of this site named by the engine (a rule's page, an article of a law): the link's href, or
 * null for anything else (another origin, a scheme, a path out of the site). */
export function sitePage(path) {
  return typeof path === "string" && /^(?:leis|regras)\/[\w.-]+\.html(?:#[\w.-]*)?$/.test(path) ? `${root}${path}` : null;
}

export const number = (value) => Number(value).toLocaleString("pt-BR");

export function plural(n, one, many) {
  return `${number(n)} ${n === 1 ? one : many}`;
}

// Dates: dd/mm/aaaa on screen, ISO (aaaa-mm-dd) in the URL and for Python.
export function isoDate(text) {
  const t = text.trim();
  const br = t.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (!br) return t;
  const [day, month, year] = [Number(br[1]), Number(br[2]), Number(br[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  // 31/02/2025 is not a date: keep it as typed so that the message quotes what the reader typed.
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return t;
  return `${br[3]}-${br[2].padStart(2, "0")}-${br[1].padStart(2, "0")}`;
}

/** "31/02/2025" → the Portuguese reason it is not a date, or null when it is one (or not dd/mm/aaaa). */
export function impossibleDate(text) {
  const br = text.trim().match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (!br || isoDate(text) !== text.trim()) return null;
  const month = Number(br[2]);
  if (month < 1 || month > 12) return `Data inválida: ${text.trim()} (não existe o mês ${month}).`;
  return `Data inválida: ${text.trim()} não existe (${MONTHS[month - 1]} de ${br[3]} não tem dia ${Number(br[1])}).`;
}
const MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

export function brDate(text) {
  const iso = text.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : text;
}

/** Today in the reader's time zone, as dd/mm/aaaa. */
export function todayBr() {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60000);
  return brDate(local.toISOString().slice(0, 10));
}

// --- URL parameters: each checked against its form before it reaches the page ---------------------

/** Dates in a URL: ISO (as the pages write them) or dd/mm/aaaa. */
export const DATE_PARAM = /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4})$/;
/** A whole count as a URL carries it (a few digits, Brazilian thousands dots allowed). */
export const COUNT_PARAM = /^\d{1,3}(?:\.?\d{3}){0,2}$/;
/** The values a <select> of the page offers. */
export const choices = (selector) => [...$(selector).options].map((o) => o.value);

/**
 * The query string `search` with only the parameters whose every value has its allowed form
 * (`forms`: name → RegExp or list of values); the others are dropped and named in a Portuguese
 * note above the page's first form. Parameters the page does not use are left alone, unread.
 */
export function checkedParams(search, forms) {
  const q = new URLSearchParams(search);
  const bad = [];
  for (const key of new Set(q.keys())) {
    if (!Object.hasOwn(forms, key)) continue;
    const form = forms[key];
    const fits = (value) => (Array.isArray(form) ? form.includes(value) : form.test(value));
    if (!q.getAll(key).every(fits)) {
      bad.push(key);
      q.delete(key);
    }
  }
  showBadParams(bad);
  return q;
}

function showBadParams(names) {
  let note = $("#parametros-invalidos");
  if (!names.length) {
    if (note) note.remove();
    return;
  }
  if (!note) {
    note = el("p", { id: "parametros-invalidos", class: "param-note", role: "status" });
    const form = $("main form");
    if (form) form.before(note); else $("main").prepend(note);
  }
  const list = names.map((n) => `“${n}”`).join(", ");
  note.textContent = names.length === 1
    ? `O endereço tem um parâmetro inválido, ignorado: ${list}. Confira o campo correspondente.`
    : `O endereço tem parâmetros inválidos, ignorados: ${list}. Confira os campos correspondentes.`;
}

// --- engine start-up: progress, failure, retry ----------------------------------------------------

/** How long the start-up may go without any news (bytes received, ready) before we call it failed
 * (window.cotacheckStallMs, set before the page's scripts, overrides it: the tests use 3 s). */
export const STALL_MS = 60_000;

const MB = (bytes) => (bytes / 1_000_000).toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** What a failed download of the engine's file means, from loading.js's `failed` ("HTTP 404", …). */
export function downloadFailure(failed) {
  const status = /^HTTP (\d{3})$/.exec(failed || "");
  if (status && (status[1] === "404" || status[1] === "410")) {
    return `O arquivo do motor está ausente no servidor (erro ${status[1]}): tentar de novo não resolve até que o site seja corrigido.`;
  }
  if (status) return `O servidor não entregou o arquivo do motor (erro ${status[1]}): tente de novo em alguns minutos.`;
  return "O arquivo do motor não pôde ser baixado: verifique a conexão e tente de novo.";
}

/** "Baixando o motor de cálculo: 3,2 de 9,6 MB (33%)…" from loading.js's state. */
export function downloadText(state) {
  if (state.done) return "Motor de cálculo baixado; iniciando…";
  if (!state.loaded) return null;
  if (!state.total) return `Baixando o motor de cálculo: ${MB(state.loaded)} MB recebidos…`;
  const percent = Math.min(100, Math.floor((100 * state.loaded) / state.total));
  return `Baixando o motor de cálculo: ${MB(state.loaded)} de ${MB(state.total)} MB (${percent}%)…`;
}

/**
 * Start the engine and keep the page's status line (#motor, #motor-texto) and <html data-ready>
 * in step with it: download progress (from loading.js), then ready, or a failure in plain words
 * with a "Tentar de novo" button when a runtime request fails, the engine reports a failure, or
 * nothing happens for STALL_MS. `readyText` and `failedText(error)` are the page's own words.
 */
export function startPageEngine({ readyText, failedText, stallMs = Number(window.cotacheckStallMs) || STALL_MS }) {
  const engine = startEngine(root, html.dataset.engine);
  const box = $("#motor");
  const text = $("#motor-texto");
  let settled = false;
  let lastNews = Date.now();
  let watchdog = null;

  // `hint`: what we know of the cause, in Portuguese (a failed download, no news for a while). A
  // failure is final (its words stay) unless it is only the silence of a slow link (`final: false`),
  // which the engine may still end by getting ready.
  const fail = (error, hint = "", { final = true } = {}) => {
    if (settled) return;
    if (final) {
      settled = true;
      clearInterval(watchdog);
    }
    box.dataset.state = "failed";
    console.warn("cotacheck: engine failed to start:", error.message);
    text.textContent = hint ? `${failedText(error)} ${hint}` : failedText(error);
    if (!$(".retry", box)) {
      const retry = el("button", { type: "button", class: "retry secondary" }, "Tentar de novo");
      retry.addEventListener("click", () => location.reload());
      box.append(retry);
    }
    html.dataset.ready = "failed";
  };
  const progress = () => {
    if (settled) return;
    const state = window.cotacheckDownload;
    if (!state) return;
    lastNews = Date.now();
    if (state.failed) {
      fail(new Error(`pyodide.asm.wasm: ${state.failed}`), downloadFailure(state.failed));
      return;
    }
    const line = downloadText(state);
    if (line && box.dataset.state !== "failed") text.textContent = line;
  };
  addEventListener("cotacheck-download", progress);
  progress();
  if (!settled) {
    watchdog = setInterval(() => {
      if (!settled && box.dataset.state !== "failed" && Date.now() - lastNews > stallMs) {
        fail(new Error(`no progress in ${stallMs} ms`),
          `Nenhuma resposta em ${Math.round(stallMs / 1000)} segundos: a conexão pode estar lenta ou interrompida.`,
          { final: false });
      }
    }, 1000);
  }

  engine.ready.then(() => {
    settled = true;
    clearInterval(watchdog);
    removeEventListener("cotacheck-download", progress);
    box.dataset.state = "ready";
    text.textContent = readyText;
    const retry = $(".retry", box);
    if (retry) retry.remove();
    html.dataset.ready = "true";
  }, (error) => {
    fail(error);
    settled = true;
    clearInterval(watchdog);
  });
  return engine;
}

// --- forms that need JavaScript ------------------------------------------------------------------

// Submit buttons are disabled in the HTML (data-needs-js): without JavaScript a form cannot send
// what was typed or pasted anywhere, not even into the URL. With it, the page's script handles them.
for (const button of document.querySelectorAll("[data-needs-js]")) button.disabled = false;

// --- results on phones: bring the answer into view, copy it, share it ----------------------------

const narrow = () => window.matchMedia("(max-width: 40rem)").matches;

/** After an explicit submit on a phone, scroll to the answer and move the focus there. */
export function revealOnPhone(target) {
  if (!narrow() || !target) return;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "start", behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
}

/** On a phone, while the reader types in a field of the form, the answer's first lines are brought just
 * above the keyboard (the visual viewport's bottom), as far as the field being typed in stays in view. */
export function answerAboveKeyboard(target) {
  const field = document.activeElement;
  if (!narrow() || !target || !field || !field.form) return;
  const view = window.visualViewport;
  const top = view ? view.offsetTop : 0;
  const bottom = top + (view ? view.height : window.innerHeight);
  const wanted = target.getBoundingClientRect().bottom - bottom + 8;
  const room = field.getBoundingClientRect().top - top - 8;  // scrolling more would hide the field
  const by = Math.min(wanted, room);
  if (wanted > 0 && by > 0) window.scrollBy({ top: by, behavior: "auto" });
}

/** Copy `text` and say so on the button for a moment (or say how to copy by hand). */
export async function copyWithFeedback(button, text, done = "Copiado") {
  const label = button.dataset.label || button.textContent;
  button.dataset.label = label;
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = done;
  } catch {
    button.textContent = "Não foi possível copiar: selecione o texto";
  }
  setTimeout(() => { button.textContent = label; }, 2500);
}

/** The Web Share button: shown only where the browser can share (phones, mostly). */
export function shareButton(button, data) {
  if (typeof navigator.share !== "function") {
    button.hidden = true;
    return;
  }
  button.hidden = false;
  button.onclick = async () => {
    try {
      await navigator.share(data());
    } catch {
      // cancelled by the reader: nothing to say
    }
  };
}

/** The page's title and share previews follow the result's headline (for a copied or shared link). */
export function setHeadline(headline, title) {
  document.title = `${title} · cotacheck`;
  for (const selector of ['meta[property="og:description"]', 'meta[name="twitter:description"]', 'meta[name="description"]']) {
    const meta = $(selector);
    if (meta) meta.setAttribute("content", headline);
  }
}
