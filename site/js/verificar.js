// The edital checker page: text area or file (.txt/.pdf) → cotacheck.linter.webapi.lint in Pyodide
// (engine.js) → table of cargos, findings linked to highlighted lines and to rule pages,
// Markdown report download. The text never leaves the browser.
import { $, SEVERITY, el, html, isoDate, root, startPageEngine } from "./common.js";

const form = $("#verificador");
const textArea = $("#texto");
const fileInput = $("#arquivo");
const status = $("#resultado");
const report = $("#relatorio");
const jsonBox = $("#resultado-json");
const MAX_TEXT_LINES = 5000;

function figure(value) {
  return value === null || value === undefined ? "—" : String(value);
}

function situation(p) {
  if (p.reserved_required === null) return ["não avaliada", "unknown"];
  if (p.reserved_stated === null) return p.reserved_required ? ["não informada", "bad"] : ["sem reserva exigida", "ok"];
  if (p.reserved_stated < p.reserved_required) return ["abaixo do exigido", "bad"];
  if (p.reserved_stated > p.reserved_required) return ["acima do exigido", "info"];
  return ["confere", "ok"];
}

function base64Of(buffer) {
  const bytes = new Uint8Array(buffer);
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

// --- engine --------------------------------------------------------------------------------------

const engine = startPageEngine({
  readyText: "Motor de verificação pronto.",
  failedText: (error) => `Não foi possível carregar o motor de verificação (${error.message}). Recarregue a página.`,
});

let pdfReady = null;
function pdfSupport() {
  if (!pdfReady) {
    pdfReady = fetch(`${root}py/pypdf.zip`)
      .then((r) => { if (!r.ok) throw new Error("leitor de PDF ausente no site"); return r.arrayBuffer(); })
      .then((buffer) => engine.call("pdf_support", { base64: base64Of(buffer) }))
      .then((response) => { if (!response.ok) throw new Error(response.error); });
    pdfReady.catch(() => { pdfReady = null; });
  }
  return pdfReady;
}

// --- rendering -----------------------------------------------------------------------------------

function showError(message) {
  status.className = "summary error";
  status.replaceChildren(el("p", {}, el("strong", {}, "Não foi possível verificar: "), message));
  report.hidden = true;
  jsonBox.textContent = "";
}

function headline(result) {
  const s = result.summary;
  const d = result.detected;
  const law = result.law_title || "lei não identificada";
  const how = d.law_given ? "informada" : d.law_line ? `detectada na linha ${d.law_line}` : "";
  const date = result.date ? result.date.split("-").reverse().join("/") : "data não identificada";
  const parts = [
    el("p", { class: "headline" },
      el("strong", {}, `${s.error} erro(s), ${s.warning} aviso(s), ${s.info} informação(ões)`),
      ` em ${s.positions} cargo(s) encontrado(s).`),
    el("p", {}, `Lei: ${law}${how ? ` (${how})` : ""}. Publicação: ${date}${d.date_assumed ? " (não encontrada: avaliado com a data de hoje; informe a data acima)" : ""}.`),
  ];
  if (d.reason) parts.push(el("p", { class: "context" }, d.reason));
  return parts;
}

function renderPositions(result) {
  const body = $("#cargos tbody");
  body.replaceChildren();
  if (!result.positions.length) {
    body.append(el("tr", {}, el("td", { colspan: "7" }, "Nenhum cargo com número de vagas foi reconhecido.")));
    return;
  }
  for (const p of result.positions) {
    const [label, kind] = situation(p);
    body.append(el("tr", { class: `state-${kind}` },
      el("td", {}, el("a", { href: `#L${p.line}` }, String(p.line))),
      el("th", { scope: "row" }, p.name),
      el("td", {}, p.cadastro_reserva ? "CR" : String(p.vacancies)),
      el("td", {}, figure(p.reserved_stated)),
      el("td", {}, figure(p.reserved_required)),
      el("td", {}, figure(p.pcd_stated)),
      el("td", { class: "state" }, kind === "bad" ? el("strong", {}, label) : label),
    ));
  }
}

function renderFindings(result) {
  const list = $("#achados");
  list.replaceChildren();
  if (!result.findings.length) list.append(el("li", {}, "Nenhum achado."));
  for (const f of result.findings) {
    list.append(el("li", { class: `finding sev-${f.severity}`, id: `achado-${list.children.length + 1}` },
      el("span", { class: `sev sev-${f.severity}` }, SEVERITY[f.severity]), " ",
      el("a", { href: `${root}${f.url}`, class: "code" }, `${f.code} ${f.name}`), ": ",
      f.message,
      f.basis ? el("span", { class: "basis" }, " Base legal: ",
        f.basis_href ? el("a", { href: `${root}${f.basis_href}` }, f.basis) : f.basis, ".") : null,
      f.line ? el("span", {}, " ", el("a", { href: `#L${f.line}`, class: "line-link" }, `Ver linha ${f.line}`)) : null,
    ));
  }
}

function renderText(result, text) {
  const list = $("#linhas-edital");
  list.replaceChildren();
  const marks = new Map();
  for (const f of result.findings) {
    if (!f.line) continue;
    const worst = marks.get(f.line);
    if (!worst || ["error", "warning", "info"].indexOf(f.severity) < ["error", "warning", "info"].indexOf(worst)) marks.set(f.line, f.severity);
  }
  const positionLines = new Set(result.positions.map((p) => p.line));
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const shown = Math.min(lines.length, MAX_TEXT_LINES);
  for (let i = 0; i < shown; i++) {
    const n = i + 1;
    const severity = marks.get(n);
    const cls = severity ? `mark-${severity}` : positionLines.has(n) ? "mark-position" : null;
    list.append(el("li", { id: `L${n}`, class: cls, value: String(n) }, lines[i] || " "));
  }
  if (lines.length > shown) {
    for (const line of [...marks.keys(), ...positionLines].filter((n) => n > shown).sort((a, b) => a - b)) {
      list.append(el("li", { id: `L${line}`, class: marks.has(line) ? `mark-${marks.get(line)}` : "mark-position", value: String(line) }, lines[line - 1] || " "));
    }
  }
}

let downloadUrl = null;
function render(result, text) {
  status.className = "summary";
  status.replaceChildren(...headline(result));
  renderPositions(result);
  renderFindings(result);
  renderText(result, text);
  if (downloadUrl) URL.revokeObjectURL(downloadUrl);
  downloadUrl = URL.createObjectURL(new Blob([result.markdown], { type: "text/markdown;charset=utf-8" }));
  const link = $("#baixar-md");
  link.href = downloadUrl;
  link.download = `relatorio-cotas-${(result.file || "edital").replace(/[^\w.-]+/g, "_").replace(/\.(txt|pdf)$/i, "")}.md`;
  report.hidden = false;
  const { markdown, text: _text, ...json } = result;
  jsonBox.textContent = JSON.stringify(json);
  html.dataset.result = String(Date.now());
}

// --- form ----------------------------------------------------------------------------------------

async function check(event) {
  if (event) event.preventDefault();
  const options = { lei: $("#lei").value, data: isoDate($("#data").value) };
  const file = fileInput.files && fileInput.files[0];
  status.className = "summary";
  status.replaceChildren(el("p", {}, html.dataset.ready === "true" ? "Verificando…" : "Aguardando o motor de verificação…"));
  try {
    let response;
    let text;
    if (file) {
      const buffer = await file.arrayBuffer();
      const isPdf = /\.pdf$/i.test(file.name) || new TextDecoder().decode(new Uint8Array(buffer.slice(0, 5))) === "%PDF-";
      if (isPdf) await pdfSupport();
      response = await engine.call("lint", { ...options, arquivo: { nome: file.name, base64: base64Of(buffer) } });
      text = response.ok ? response.result.text : "";
    } else {
      text = textArea.value;
      response = await engine.call("lint", { ...options, texto: text });
    }
    if (!response.ok) return showError(response.error);
    render(response.result, text);
  } catch (error) {
    showError(error && error.message ? error.message : "erro inesperado.");
  }
}

form.addEventListener("submit", check);
fileInput.addEventListener("change", () => { if (fileInput.files.length) textArea.value = ""; });
textArea.addEventListener("input", () => { if (textArea.value && fileInput.value) fileInput.value = ""; });
$("#exemplo").addEventListener("click", () => {
  textArea.value = $("#exemplo-texto").content.textContent.trim() + "\n";
  fileInput.value = "";
  check();
});
$("#imprimir").addEventListener("click", () => window.print());
