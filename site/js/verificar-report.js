// The report: Markdown, CSV, the print view, the downloads' names and the result link (only inputs,
// deflated into the URL fragment; result_link.py says what it carries and how it is checked).
import { $, csvCell, el } from "./common.js";
import {
  base64Of, download, escapeHtml, escapeMd, figure, forTheWeb, fullMessage, report, ROUNDING, say, situation, toBase64Url, TOOL, uncertainRow, VERSION,
} from "./verificar-base.js";
import { choiceLabel, editalWords, momentWords, positionInput, state } from "./verificar-state.js";
import { bySeverity, correctedNames, countsLine, restsOnDoubt, ruleTitle, severityLabel } from "./verificar-findings.js";
import { dateLine, lawLine, NOTHING_READ, nothingRead, pendingLine, totalRows } from "./verificar-table.js";
import { currentMarks, mark } from "./verificar-marks.js";

export const LINK_PREFIX = "#r=";  // the first result link: base64url(JSON) after the '#' (still opened)
export const PACKED_PREFIX = "#z=";  // the result link written now: base64url(deflate-raw(JSON))
// Longest link written (the whole address): Chromium shows at most 32 KiB of an address and opens
// none over 2 MiB; Slack cuts messages at 40 000 characters. Over it the page offers the file.
const LINK_LIMIT = 32_000;

// --- report: Markdown, CSV, print view, link -----------------------------------------------------

/** The result link: only inputs (result_link.py says what and how they are checked): the law and date
 * the result used (detected or given, so that the link does not detect again), the parameters, the
 * table as it is on screen, and the engine's list of the findings only the text gives (code, line,
 * severity: `achados_texto`). */
function linkPayload() {
  const r = state.result || {};
  // The law, date, Poder and kind the check used, and whether its law was a guess (`link_opcoes`).
  const payload = { v: 2, ...(r.link_opcoes || { lei: r.law || "", data: r.date || "" }), versao: VERSION };
  // The figures used and where they came from (the edital's own rule, the reader): the engine's, else the form's.
  const params = (r.link_opcoes && r.link_opcoes.parametros) || state.options.parametros;
  if (params) payload.parametros = params;
  payload.posicoes = state.rows.map(positionInput);
  if (r.achados_texto && r.achados_texto.length) payload.achados_texto = r.achados_texto;
  const { edital, verificado_em: when, lei_informada: given } = state.identity || {};
  if (edital && Object.keys(edital).length) payload.edital = edital;
  if (when) payload.verificado_em = when;
  if (given !== undefined) payload.lei_informada = given;
  return payload;
}

/** base64url of `text` deflated (CompressionStream "deflate-raw"; result_envelope.py inflates it). */
async function packed(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = await new Response(stream).arrayBuffer();
  return base64Of(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The link of the result on screen, made when it is asked for (`ensureLink`: the link copied, the
 * Markdown report, which names it), not on every check; without CompressionStream, the old `#r=` link.
 * `state.link` is the one ready for the result on screen. */
function prepareLink() {
  const text = JSON.stringify(linkPayload());
  const page = `${location.origin}${location.pathname}`;
  const pending = packed(text).then((data) => page + PACKED_PREFIX + data, () => page + LINK_PREFIX + toBase64Url(text));
  state.linkPending = pending;
  const marks = currentMarks();
  pending.then((link) => { mark("link", marks); if (state.linkPending === pending) state.link = link; });
  return pending;
}

/** What "Copiar link deste resultado" says when the link would be too long: no link is written. */
function tooLongForLink(length) {
  say(`Este resultado é grande demais para um link: ele teria ${length.toLocaleString("pt-BR")} caracteres, e navegadores e aplicativos de mensagem cortam ou recusam links com mais de ${LINK_LIMIT.toLocaleString("pt-BR")}. Nenhum link foi escrito. Use “Baixar resultado (arquivo)”: o arquivo leva as mesmas informações, e esta página o abre de novo em “Abrir resultado salvo”.`);
  $("#baixar-resultado").focus();
}

/** How the Poder or kind was decided: given, detected, or (an opened link: the link gives every one) the link's. */
const how = (given) => (state.fromLink ? ` (segundo o ${state.fromLink})` : given ? " (informado)" : " (detectado no texto)");

/** Where the Poder was read: the issuer's heading, or a body named in the text (a doubt), with its line. */
function branchRead(d) {
  if (d.branch_line == null) return " (detectado no texto: nenhum outro Poder nomeado no cabeçalho)";
  const where = d.branch_how === "emissor" ? "pelo emissor do edital" : "no texto, fora do cabeçalho: confira";
  return ` (lido na linha ${d.branch_line}, “${d.branch_words || ""}”, ${where})`;
}

/** The parameters' row, by where the figures came from (custom_law.ORIGIN_LABELS): its heading (short: it sets the
 * width of the headings' column) and what follows the figures. */
const PARAMS_SOURCE = {
  usuario: ["Parâmetros informados", ""],
  edital: ["Parâmetros do edital", " (regra declarada pelo próprio edital)"],
  "usuario+edital": ["Parâmetros informados", " (completados pela regra declarada pelo próprio edital)"],
};

function metadata(result, withLink = true) {
  const when = momentWords(state.identity.verificado_em);
  const opened = momentWords(new Date().toISOString());
  const checked = !state.fromLink ? when || opened
    : `${when || "momento não informado no link"} (${state.fromLink === "arquivo" ? "conferido por quem salvou o arquivo" : "conferido por quem enviou o link"}; aberto aqui em ${opened})`;
  const rows = [
    ["Verificado em", checked],
    ...(editalWords(state.identity) ? [["Edital", editalWords(state.identity)]] : []),
    ["Ferramenta", `${TOOL} (verificação automática no navegador; confira no edital)`],
    ["Lei", lawLine(result)],
    ["Poder", `${choiceLabel("#poder", result.branch)}${state.fromLink || state.options.poder ? how(state.options.poder) : branchRead(result.detected || {})}`],
    ["Tipo de vaga", `${choiceLabel("#tipo", result.kind)}${how(state.options.tipo)}`],
  ];
  if (result.detected && result.detected.reason) rows.push(["Versão da lei aplicada", forTheWeb(result.detected.reason)]);
  if (result.law === "outra" && (state.options.parametros || (result.detected && result.detected.params))) {
    const p = { ...state.options.parametros, ...((result.detected && result.detected.params) || {}) };  // as used
    const [heading, source] = PARAMS_SOURCE[result.detected && result.detected.params_source] || PARAMS_SOURCE.usuario;
    rows.push([heading, `${p.percentual}% das vagas; mínimo de ${p.minimo || "—"} vaga(s); arredondamento ${ROUNDING[p.arredondamento] || p.arredondamento}; base: ${p.base === "edital" ? "total do edital" : "cada cargo"}${source}`]);
  }
  rows.push(["Data de publicação", dateLine(result)]);
  const named = state.identity.edital && state.identity.edital.arquivo;
  rows.push(["Arquivo", state.fileName || (state.fromLink ? (named ? `${named} (segundo o ${state.fromLink}; a tabela veio do ${state.fromLink})` : `tabela aberta de um ${state.fromLink}`) : "texto colado")]);
  const link = withLink && currentLink();
  if (link && link.length <= LINK_LIMIT) rows.push(["Link deste resultado", link]);
  else if (withLink) rows.push(["Resultado completo", "grande demais para um link: no arquivo de “Baixar resultado (arquivo)”"]);
  return rows;
}

function markdownReport(result) {
  const s = result.summary;
  const out = ["# Verificação de cotas raciais no edital", ""];
  for (const [key, value] of metadata(result)) out.push(`- **${key}:** ${key === "Link deste resultado" ? `<${value}>` : escapeMd(value)}`);
  out.push("", nothingRead() ? `**${NOTHING_READ}** Achados sobre o texto: ${countsLine(result.findings)}.`
    : `**${s.error} erro(s), ${s.warning} aviso(s), ${s.info} informação(ões)** em ${s.positions} cargo(s).`, "");
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
    out.push("", "## Totais por cargo", "", "Cargos listados só por partes: reserva calculada sobre o total do cargo (interpretação adotada: STJ, AREsp 1.425.161/RS e 1ª Seção, caso INPA; outra leitura: cada cargo definido pela especialidade, CNJ, PCA 0002978-71.2023 e Resolução CNJ nº 657/2025).", "",
      "| Linha | Cargo | Partes | Vagas (soma) | Reserva informada (soma) | Reserva exigida sobre o total | Leitura |", "| --- | --- | --- | --- | --- | --- | --- |");
    for (const [line, name, parts, vacancies, stated, required, reading] of totals) {
      out.push(`| ${line ?? "—"} | ${escapeMd(name)} | ${parts} | ${vacancies} | ${figure(stated)} | ${figure(required)} | ${escapeMd(reading)} |`);
    }
  }
  out.push("", "## Achados", "");
  if (!result.findings.length) out.push("Nenhum achado.");
  bySeverity(result.findings).forEach((f, i) => {
    out.push(`${i + 1}. **${severityLabel(f.severity)}**${restsOnDoubt(f) ? " (a conferir)" : ""} — ${f.code} ${ruleTitle(result, f)}: ${escapeMd(forTheWeb(fullMessage(f, result)))}${f.basis ? ` Base legal: ${escapeMd(f.basis)}.` : ""}${f.line ? ` (linha ${f.line})` : ""}`);
  });
  out.push("", "_A leitura é automática e pode errar: confira cada achado no edital antes de concluir._", "");
  return out.join("\n");
}

function csvReport() {
  const header = ["linha", "cargo", "recorte", "vagas", "cadastro_reserva", "reserva_informada", "reserva_exigida", "pcd_informada", "situacao", "leitura", "corrigido_a_mao",
    "lei", "data_publicacao", "poder", "tipo_vaga", "versao", "achados"];
  const reading = (p) => (p.edited ? "corrigida à mão" : uncertainRow(p) ? "a conferir" : "confirmada");
  // What the verdicts used, on every row (a spreadsheet's rows are sorted and filtered apart).
  const r = state.result || {};
  const inputs = [lawLine(r), r.date || "", choiceLabel("#poder", r.branch), choiceLabel("#tipo", r.kind), TOOL];
  // The codes of the findings about each row (as `cotacheck lint --format csv` gives them), so a filter keeps them.
  const codes = (p) => (r.findings || []).filter((f) => f.position === p.name && (!f.line || !p.line || f.line === p.line)).map((f) => f.code).join(" ");
  const rows = state.rows.map((p) => [p.line ?? "", p.cargo ?? p.name, p.slice ?? "", p.vacancies ?? "", p.cadastro_reserva ? "sim" : "não",
    p.reserved_stated ?? "", p.reserved_required ?? "", p.pcd_stated ?? "", situation(p)[0], reading(p), p.edited ? "sim" : "não", ...inputs, codes(p)]);
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
  return `<h3>Totais por cargo</h3><p>Reserva calculada sobre o total do cargo (interpretação adotada: STJ, AREsp 1.425.161/RS e 1ª Seção, caso INPA; outra leitura: cada cargo definido pela especialidade, CNJ, PCA 0002978-71.2023 e Resolução CNJ nº 657/2025).</p><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** The print view: the same report as HTML. Built as one escaped string (hidden on screen, so it
 * costs no layout; every value from the edital goes through escapeHtml, so nothing in it runs). The
 * table starts on the first sheet: the edital, law and date in one line above it, the rest of what the
 * check used after the findings, and the result link (or where the full result is) at the end. */
function renderPrintView(result) {
  const s = result.summary;
  const e = escapeHtml;
  const names = correctedNames(result);
  const all = metadata(result, false);
  const key = all.filter(([k]) => ["Edital", "Lei", "Data de publicação"].includes(k)).map(([k, v]) => `${k}: ${v}`).join(" · ");
  const meta = all.map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`).join("");
  const head = ["Linha", "Cargo", "Vagas", "Reserva informada", "Reserva exigida", "PcD informada", "Situação"].map((h) => `<th scope="col">${h}</th>`).join("");
  const rows = state.rows.map((p) => `<tr><td>${e(p.line ?? "—")}</td><th scope="row">${e(p.name)}</th><td>${p.cadastro_reserva ? "CR" : e(figure(p.vacancies))}</td>`
    + `<td>${e(figure(p.reserved_stated))}</td><td>${e(figure(p.reserved_required))}</td><td>${e(figure(p.pcd_stated))}</td>`
    + `<td>${e(situation(p)[0])}${p.edited ? " (corrigido à mão)" : ""}</td></tr>`).join("");
  const findings = result.findings.length
    ? bySeverity(result.findings).map((f) => `<li><strong>${e(severityLabel(f.severity))}</strong>${restsOnDoubt(f) ? " (a conferir)" : ""} — ${e(`${f.code} ${ruleTitle(result, f)}: ${forTheWeb(fullMessage(f, result))}${f.basis ? ` Base legal: ${f.basis}.` : ""}${f.line ? ` (linha ${f.line})` : ""}`)}</li>`).join("")
    : "<li>Nenhum achado.</li>";
  const link = currentLink();
  const linkPart = link.length <= LINK_LIMIT
    ? `<h3>Link deste resultado</h3><p>Abre esta mesma tabela e os mesmos achados, recalculados no navegador:</p><p class="print-link">${e(link)}</p>`
    : "<h3>Resultado completo</h3><p>Grande demais para um link: está no arquivo de “Baixar resultado (arquivo)”.</p>";
  $("#relatorio-impresso").innerHTML = `<h2>Relatório: verificação de cotas raciais no edital</h2>`
    + (key ? `<p class="print-key">${e(key)}</p>` : "")
    + (nothingRead() ? `<p><strong>${NOTHING_READ}</strong> Achados sobre o texto: ${e(countsLine(result.findings))}.</p>`
      : `<p><strong>${s.error} erro(s), ${s.warning} aviso(s), ${s.info} informação(ões)</strong> em ${s.positions} cargo(s).</p>`)
    + (pendingLine(result) ? `<p><strong>${e(pendingLine(result))}</strong></p>` : "")
    + (names.length || state.removed ? `<p>${e(`Corrigido à mão na página: ${names.join("; ") || "—"}${state.removed ? `; ${state.removed} linha(s) removida(s)` : ""}.`)}</p>` : "")
    + `<h3>Cargos</h3><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>${printTotals(result)}<h3>Achados</h3><ol>${findings}</ol>`
    + `<h3>Dados da verificação</h3><dl class="report-meta">${meta}</dl>${linkPart}`
    + "<p>A leitura é automática e pode errar: confira cada achado no edital antes de concluir.</p>";
}

/** The downloads' name: the file's; for pasted text the issuer read in it (the acronym it gives in
 * parentheses, if any) and the year, e.g. "banrisul-2022", with "edital" for an issuer not read. */
function fileBase() {
  const named = state.fileName || (state.identity.edital && state.identity.edital.arquivo);
  if (named) return named.replace(/\.(txt|pdf)$/i, "").replace(/[^\w.-]+/g, "_");
  const r = state.result || {};
  const found = (r.detected && r.detected.issuer) || (state.identity.edital && state.identity.edital.emissor) || "";
  const issuer = (typeof found === "object" ? found.name : found) || "";
  const short = (/\(([^()]{2,20})\)\s*$/.exec(issuer) || [null, issuer])[1];
  let slug = short.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length > 40) slug = slug.slice(0, 41).replace(/-[^-]*$/, "");
  const year = r.detected && r.detected.date_assumed ? null : /^\d{4}/.exec(r.date || "")?.[0];
  // an issuer whose name carries the year already ("concurso-2024") does not get it twice
  return [slug || "edital", year && !slug.split("-").includes(year) ? year : null].filter(Boolean).join("-");
}

/** The link of the result on screen, made now if it is not yet (once per check or correction). */
function ensureLink() {
  if (state.link) return Promise.resolve(state.link);
  return state.linkPending || prepareLink();
}

export function renderReport(result) {
  state.link = null;  // made when asked (ensureLink)
  state.linkPending = null;
  const meta = $("#relatorio-meta");
  meta.replaceChildren();
  for (const [key, value] of metadata(result, false)) meta.append(el("dt", {}, key), el("dd", {}, value));
  // Written when asked for (copy, download, print): for hundreds of cargos each costs a frame or more.
  state.markdown = null;
  state.printed = false;
}

/** The address without a result link: a new check, or a link that did not open, leaves none behind. */
export function clearAddress() {
  if (location.hash.startsWith(LINK_PREFIX) || location.hash.startsWith(PACKED_PREFIX)) history.replaceState(null, "", `${location.pathname}${location.search}`);
}

/** What "Copiar link deste resultado" says it copied: the link's contents, in plain words. */
const LINK_CONTENTS = "Link copiado e posto na barra de endereço. Ele leva a tabela de cargos como está aqui (nomes, números e suas correções), a lei, a data, o Poder, o tipo de vaga, os parâmetros, qual edital foi conferido (emissor, número, nome do arquivo), quando e se a lei foi informada ou detectada, a versão do site e o código e a linha dos achados do texto; não leva o texto do edital. Quem o abrir vê os achados recalculados no próprio navegador.";

function ensurePrintView() {
  if (state.result && !state.printed) {
    renderPrintView(state.result);
    state.printed = true;
  }
}
window.addEventListener("beforeprint", ensurePrintView);

/** The link ready for the result on screen; until the compressed one is (a few milliseconds after it
 * is asked for), the old form, which opens the same. The reports that name it wait for it
 * (`withLink`), so only the print view, which names the page instead, can get the old form. */
function currentLink() {
  return state.link || `${location.origin}${location.pathname}${LINK_PREFIX}${toBase64Url(JSON.stringify(linkPayload()))}`;
}

function currentMarkdown() {
  if (!state.markdown) state.markdown = markdownReport(state.result);
  return state.markdown;
}

/** Run `then` with the result link made: at once if it is, else once it is (a click on a download link
 * is held back and made again then, so that the file names the compressed link). */
function withLink(event, then) {
  if (state.link || !state.result) return then();
  event.preventDefault();
  const target = event.currentTarget;
  ensureLink().then(() => target.click());
}

// The files are made on the click, before the browser follows the link.
$("#baixar-md").addEventListener("click", (event) => withLink(event, () => download(event.currentTarget, `relatorio-cotas-${fileBase()}.md`, currentMarkdown(), "text/markdown;charset=utf-8")));
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

$("#copiar-relatorio").addEventListener("click", async () => {
  if (state.result) await ensureLink();
  copyText(currentMarkdown(), "Relatório copiado (Markdown).");
});
$("#baixar-resultado").addEventListener("click", (event) => download(event.currentTarget, `resultado-${fileBase()}.cotacheck.json`, JSON.stringify(linkPayload()), "application/json"));
$("#copiar-link").addEventListener("click", async () => {
  say("");  // a fresh message each time: read aloud again, and never an earlier one taken for this one
  const link = await ensureLink();
  if (link.length > LINK_LIMIT) return tooLongForLink(link.length);
  history.replaceState(null, "", link.slice(location.origin.length));  // asked for: now in the address bar
  copyText(link, LINK_CONTENTS);
});
$("#imprimir").addEventListener("click", () => { ensurePrintView(); window.print(); });
