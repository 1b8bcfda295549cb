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

export const number = (value) => Number(value).toLocaleString("pt-BR");

export function plural(n, one, many) {
  return `${number(n)} ${n === 1 ? one : many}`;
}

// Dates: dd/mm/aaaa on screen, ISO (aaaa-mm-dd) in the URL and for Python.
export function isoDate(text) {
  const t = text.trim();
  const br = t.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  return br ? `${br[3]}-${br[2].padStart(2, "0")}-${br[1].padStart(2, "0")}` : t;
}

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

/**
 * Start the engine and keep the page's status line (#motor, #motor-texto) and <html data-ready>
 * in step with it. `readyText` and `failedText(error)` are the page's own words.
 */
export function startPageEngine({ readyText, failedText }) {
  const engine = startEngine(root, html.dataset.engine);
  const box = $("#motor");
  const text = $("#motor-texto");
  engine.ready.then(() => {
    box.dataset.state = "ready";
    text.textContent = readyText;
    html.dataset.ready = "true";
  }, (error) => {
    box.dataset.state = "failed";
    console.warn("cotacheck: engine failed to start:", error.message);
    text.textContent = failedText(error);
    html.dataset.ready = "failed";
  });
  return engine;
}
