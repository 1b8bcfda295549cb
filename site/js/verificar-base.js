// The checker page's elements and small helpers shared by its modules (verificar.js and verificar-*.js):
// figures and escapes, a row's verdict in words, the CLI's wording made the form's, base64, the action line.
import { $, safeText } from "./common.js";

export const form = $("#verificador");
export const textArea = $("#texto");
export const fileInput = $("#arquivo");
export const lawSelect = $("#lei");
export const status = $("#resultado");
export const report = $("#relatorio");
export const jsonBox = $("#resultado-json");
export const linesBox = $("#linhas-edital");
const actionStatus = $("#acao-status");
// The version the site was built from (templates/base.html), named in every report.
export const VERSION = document.documentElement.dataset.version || "";
export const TOOL = `cotacheck ${VERSION}`.trim();
export const ROUNDING = { half_up: "para o mais próximo (0,5 sobe)", half_down: "para o mais próximo (0,5 desce)", up: "sempre para cima", down: "sempre para baixo" };

// --- small helpers -------------------------------------------------------------------------------

export const figure = (value) => (value === null || value === undefined || value === "" ? "—" : Number(value).toLocaleString("pt-BR"));
export const escapeHtml = (text) => safeText(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
/** Text from the edital inside Markdown: no HTML, no table breaks, no link or emphasis syntax. Only the
 * characters that make syntax in a line's middle are escaped (a link needs "[", an image "![", an entity
 * "&name;"), so that text pasted from the report reads without needless backslashes. */
export const escapeMd = (text) => safeText(text, true).replace(/[\\`*_[\]<>|~]/g, (c) => `\\${c}`).replace(/&(?=#?\w+;)/g, "\\&");

/** A finding's message with its readings put back: the engine gives each reading's text once, in the
 * result's `readings`, and a finding names it by id in `interpretations` (check/readings.py `full_message`
 * and `reading_sentence` write the same words for the CLI's text and Markdown). */
export function fullMessage(f, result) {
  const known = (result && result.readings) || {};
  const said = (f.interpretations || []).filter((e) => known[e.reading]).map((e) => {
    const r = known[e.reading];
    const whose = e.on_total ? "no total do edital" : "para o cargo";
    return `Interpretação adotada: ${r.adopted}. Outra leitura: ${r.other}; por ela, a reserva exigida ${whose} seria ${e.other_required} (informadas: ${e.stated}): ${e.verdict}.`;
  });
  return [f.message, ...said].join(" ");
}

/** A row read with doubt and not corrected by the reader: its verdict waits on their check. */
export const uncertainRow = (p) => p.confidence === "uncertain" && !p.edited;

/** The row's verdict in words and its kind (the row's colour): an uncertain row gets none, only "a conferir". */
export function situation(p) {
  if (uncertainRow(p)) return ["a conferir (leitura incerta)", "check"];
  if (p.reserved_required === null || p.reserved_required === undefined) return ["não avaliada", "unknown"];
  if (p.reserved_stated === null || p.reserved_stated === undefined) return p.reserved_required ? ["não informada", "bad"] : ["sem reserva exigida", "ok"];
  if (p.reserved_stated < p.reserved_required) return ["abaixo do exigido", "bad"];
  if (p.reserved_stated > p.reserved_required) return ["acima do exigido", "info"];
  return ["confere", "ok"];
}

/** CLI options in messages written for both: on this page the reader uses the form. */
export function forTheWeb(message) {
  return String(message)
    .replace(/informe a lei com --law go, --law rn ou --law federal \(na página, escolha a lei\)/g, "escolha a lei no campo “Lei” acima (ou “Outra lei”, com os parâmetros)")
    .replace(/ \(na página, escolha a lei; no terminal, --law [^)]*\)/g, " no campo “Lei” acima")
    .replace(/ \(--law outra [^)]*\)/g, "")
    .replace(/\(informe-a com --date\)/g, "(informe-a no campo “Data de publicação”)")
    .replace(/ \(--percent, e se preciso [^)]*\)/g, " nos campos “Parâmetros da outra lei”")
    .replace(/com --law( \w+)?/g, "no campo “Lei”").replace(/com --date( [\d-]+)?/g, "no campo “Data de publicação”")
    .replace(/\(--date, --branch\)/g, "nos campos acima")
    .replace(/ \(no terminal, --branch; na página, o campo Poder\)/g, " no campo “Poder” acima")
    // Any other "(…; no terminal, …)" or "(no terminal, …; …)": the page's half only.
    .replace(/; no terminal, [^;)]*\)/g, ")").replace(/\(no terminal, [^;)]*; /g, "(")
    .replace(/copie o texto para um arquivo \.txt/g, "copie o texto e cole-o na caixa “Texto do edital”");
}

export function base64Of(buffer) {
  const bytes = new Uint8Array(buffer);
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

export function toBase64Url(text) {
  return base64Of(new TextEncoder().encode(text)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(data) {
  const binary = atob(data.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

export function say(message) {
  actionStatus.textContent = message;
}

export function download(link, name, content, type) {
  if (link.dataset.url) URL.revokeObjectURL(link.dataset.url);
  link.dataset.url = URL.createObjectURL(new Blob([content], { type }));
  link.href = link.dataset.url;
  link.download = name;
}
