// Rendering, phase 2: the edital's lines, 250 a chunk as escaped HTML, their marks, and the line links.
// None is built before phase 1 is painted; then the chunks near the screen first (as the reader
// scrolls to them, or follows a line link), the others while the page is idle.
import { el, html } from "./common.js";
import { escapeHtml, linesBox, nextFrame } from "./verificar-base.js";
import { state } from "./verificar-state.js";

const CHUNK = 250;          // lines of the edital per <ol start=N>
const NEAR = "1500px 0px";  // a chunk this close to the screen is built at once
// One chunk per idle moment (at most this many ms later, so that a busy page still gets its lines).
const idle = () => new Promise((resolve) => (window.requestIdleCallback ? requestIdleCallback(resolve, { timeout: 100 }) : setTimeout(resolve, 0)));

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

/** Lay out the text: one placeholder per chunk at once; once phase 1 is painted, the chunks near the
 * screen as they come near it, and every other one while the page is idle (data-lines="done" at the end). */
export async function renderText(result, text) {
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
  await nextFrame();  // phase 1 is painted first
  const near = new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting && job === lineJob) renderChunk(plan, Number(entry.target.dataset.chunk));
  }, { rootMargin: NEAR });
  for (const holder of plan.holders) near.observe(holder);
  for (let i = 0; i < count; i++) {
    await idle();
    if (job !== lineJob) break;
    renderChunk(plan, i);
  }
  near.disconnect();
  if (job !== lineJob) return;
  await nextFrame();
  if (job !== lineJob) return;
  html.dataset.lines = "done";
}

/** The lines' marks after a correction (the findings changed; the text did not). */
export function remarkLines(result) {
  if (!linePlan || !state.text) return;
  linePlan.marks = lineMarks(result);
  for (const node of linesBox.querySelectorAll("li.mark-error, li.mark-warning, li.mark-info")) {
    const n = Number(node.id.slice(1));
    const severity = linePlan.marks.get(n);
    node.classList.remove("mark-error", "mark-warning", "mark-info");
    if (severity) node.classList.add(`mark-${severity}`);
  }
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
