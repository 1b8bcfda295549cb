// Several editais at once on verificar.html: the files chosen are read one after another by the
// page's engine(s) (verificar.js's own reading, passed in as `lint`), and each becomes a row of one
// summary table (edital, órgão, date, law, cargos, reserve stated/required, errors, warnings, "a
// conferir"); a row's name opens its full result below (`open`). Two CSVs: the summary, and every
// cargo of every edital with the columns of `cotacheck lint --format csv` (the same bytes for the
// same files: tests/browser/test_verificar_lote.py). Nothing leaves the browser.
import { $, el, brDate, csvCell } from "./common.js";
import { reserveChart } from "./lote-chart.js";

const BOM = "\ufeff";
// cotacheck/linter/report/csv.py: COLUMNS, CONFIDENCE_LABELS (and common.js csvCell its cells) — keep them in step.
const CARGO_COLUMNS = ["arquivo", "orgao", "data", "lei", "versao", "cargo", "vagas", "cadastro_reserva", "reserva_informada", "reserva_exigida", "confianca", "achados", "erro"];
// The version that made the verdicts (csv.py TOOL): the page is built from the same cotacheck.
const TOOL = `cotacheck ${document.documentElement.dataset.version || ""}`.trim();
// reserva_exigida: on the base of "Totais por cargo" (a cargo listed by parts, on its total); its sum over
// the parts beside it, in reserva_exigida_soma_recortes.
const SUMMARY_COLUMNS = ["arquivo", "orgao", "data", "lei", "cargos", "reserva_informada", "reserva_exigida", "reserva_exigida_soma_recortes",
  "erros", "avisos", "a_conferir", "erro"];
const CONFIDENCE_LABELS = { confirmed: "confirmada", uncertain: "a conferir" };

/** Rows as CSV as Python's csv module writes them (";", quotes only where needed, CRLF), with a BOM. */
function csvText(header, rows) {
  return BOM + [header, ...rows].map((row) => row.map((value) => csvCell(value)).join(";") + "\r\n").join("");
}

const figure = (value) => (value === null || value === undefined ? "" : String(value));

function issuer(result) {
  const found = (result.detected || {}).issuer;
  return (found && typeof found === "object" ? found.name : found) || "";
}

function cargoCodes(result, p) {
  const lines = new Set([...(p.lines || []), p.line]);
  return result.findings.filter((f) => f.position === p.name && (f.line === null || lines.has(f.line))).map((f) => f.code).join(" ");
}

function cargoRows(entry) {
  if (entry.error) return [[entry.name, ...Array(CARGO_COLUMNS.length - 2).fill(""), entry.error]];
  const r = entry.result;
  const edital = [r.file || "", issuer(r), r.date || "", r.law || "", TOOL];
  if (!r.positions.length) return [[...edital, "", "", "", "", "", "", r.findings.map((f) => f.code).join(" "), ""]];
  return r.positions.map((p) => [...edital, p.name, figure(p.vacancies), p.cadastro_reserva ? "sim" : "não", figure(p.reserved_stated),
    figure(p.reserved_required), CONFIDENCE_LABELS[p.confidence] ?? (p.confidence || ""), cargoCodes(r, p), ""]);
}

/** Sum of a figure over the cargos, or null when no cargo has it (the law unknown, nothing stated). */
function total(positions, key) {
  const known = positions.map((p) => p[key]).filter((v) => v !== null && v !== undefined);
  return known.length ? known.reduce((a, b) => a + b, 0) : null;
}

/** The reserve required on the base of "Totais por cargo" (the page's "interpretação adotada"): a cargo
 * listed only by its parts counts with the reserve required on its total, every other row with its own.
 * Null when no figure is known. */
function requiredOnTotals(r) {
  const cargos = r.cargos || [];
  const covered = new Set(cargos.flatMap((c) => c.lines || []));
  const rows = [...cargos, ...r.positions.filter((p) => !covered.has(p.line))];
  return total(rows, "reserved_required");
}

/** The edital's reading is doubtful: a row or a cargo total "a conferir". */
const doubtful = (r) => r.positions.some((p) => p.confidence === "uncertain") || (r.cargos || []).some((c) => c.confidence !== "confirmed");

function summary(entry) {
  const r = entry.result;
  return {
    cargos: r.positions.length,
    stated: total(r.positions, "reserved_stated"),
    required: requiredOnTotals(r),
    requiredBySlices: total(r.positions, "reserved_required"),
    errors: r.summary.error,
    warnings: r.summary.warning,
    uncertain: r.positions.filter((p) => p.confidence === "uncertain").length,
  };
}

function summaryRow(entry) {
  if (entry.error) return [entry.name, ...Array(SUMMARY_COLUMNS.length - 2).fill(""), entry.error];
  const r = entry.result;
  const s = summary(entry);
  return [r.file || entry.name, issuer(r), r.date || "", r.law || "", s.cargos, figure(s.stated), figure(s.required), figure(s.requiredBySlices),
    s.errors, s.warnings, s.uncertain, ""];
}

// --- the section on the page ------------------------------------------------------------------------

function section() {
  let box = $("#lote");
  if (box) return box;
  box = el("section", { id: "lote", class: "batch", "aria-labelledby": "lote-titulo" },
    el("h2", { id: "lote-titulo" }, "Vários editais"),
    el("p", { id: "lote-status", class: "summary", role: "status", "aria-live": "polite" }),
    el("p", { class: "hint", id: "lote-dica" }, "Clique no nome de um edital para ver, abaixo, o resultado completo dele. A reserva informada é a soma dos cargos de cada edital. "
      + "A reserva exigida está na mesma base de “Totais por cargo” (interpretação adotada): um cargo listado só por partes conta com a reserva exigida sobre o seu total; "
      + "onde a soma das partes dá outro número, ele vem ao lado. “A conferir”: cargos lidos com incerteza."),
    el("div", { class: "table-scroll", tabindex: "0", role: "region", "aria-labelledby": "lote-legenda", "aria-describedby": "lote-dica" },
      el("table", { id: "lote-tabela" },
        el("caption", { id: "lote-legenda" }, "Um edital por linha"),
        el("thead", {}, el("tr", {}, ...["Edital", "Órgão", "Data", "Lei", "Cargos", "Reserva informada", "Reserva exigida (base de “Totais por cargo”)", "Erros", "Avisos", "A conferir"]
          .map((label, i, all) => el("th", { scope: "col", class: i === all.length - 1 ? "pending" : null }, label)))),
        el("tbody"))),
    el("figure", { id: "lote-figura", class: "batch-chart", hidden: true },
      el("figcaption", {}, "Reserva para negros por edital: informada (barra cheia) e exigida na base de “Totais por cargo” (contorno), "
        + "com os erros (✕) e as leituras a conferir (?) marcados; os mesmos números estão na tabela acima.")),
    el("div", { class: "actions" },
      el("button", { type: "button", id: "lote-cancelar", class: "button secondary", hidden: "" }, "Cancelar"),
      el("a", { id: "baixar-lote-resumo", class: "button secondary", href: "#", download: "resumo-editais.csv" }, "Baixar resumo (CSV)"),
      el("a", { id: "baixar-lote-cargos", class: "button secondary", href: "#", download: "cargos-editais.csv" }, "Baixar todos os cargos (CSV)")));
  $("section.result").before(box);
  return box;
}

const shown = (value) => (value === null || value === undefined || value === "" ? "—" : Number(value).toLocaleString("pt-BR"));

function tableRow(entry, index) {
  const open = el("button", { type: "button", class: "link-button", "data-lote": String(index), "aria-label": `Abrir o resultado completo de ${entry.name}` }, entry.name);
  if (entry.error) {
    return el("tr", { class: "state-bad", "data-file": entry.name }, el("th", { scope: "row" }, entry.name),
      el("td", { colspan: "9", class: "batch-error" }, el("strong", {}, "Não foi possível verificar: "), entry.error));
  }
  const r = entry.result;
  const s = summary(entry);
  const bySlices = s.requiredBySlices !== s.required
    ? el("span", { class: "by-slices" }, ` (${shown(s.requiredBySlices)} somando as partes)`) : null;
  return el("tr", { class: s.errors ? "state-bad" : "", "data-file": entry.name },
    el("th", { scope: "row" }, open), el("td", { class: "text" }, issuer(r) || "—"),
    el("td", { class: "text" }, r.date ? brDate(r.date) : "não identificada"),
    el("td", { class: "text law" }, r.law_title || r.law || "não identificada"),
    ...[s.cargos, s.stated].map((n) => el("td", {}, shown(n))),
    el("td", { class: "required" }, shown(s.required), bySlices),
    ...[s.errors, s.warnings].map((n) => el("td", {}, shown(n))),
    el("td", { class: "pending" }, shown(s.uncertain)));
}

function offer(link, build) {
  link.addEventListener("click", () => {
    if (link.dataset.url) URL.revokeObjectURL(link.dataset.url);
    link.dataset.url = URL.createObjectURL(new Blob([build()], { type: "text/csv;charset=utf-8" }));
    link.href = link.dataset.url;
  });
}

/** One file of a batch: its entry (its result, or the error that is its row), never read when
 * `tooBig(file)` says it is past the limits of a single check (the message is its row). */
async function checkOne(file, { lint, explain, tooBig }) {
  const big = tooBig(file);
  if (big) return { name: file.name, error: big };
  try {
    const { response, text } = await lint(file);
    return response.ok ? { name: file.name, result: response.result, text } : { name: file.name, error: explain(response.error) };
  } catch (error) {
    return { name: file.name, error: explain(error && error.message ? error.message : "erro inesperado.") };
  }
}

let batch = 0;
/**
 * Check `files` one after another: `lint(file)` → `{ response, text }` (verificar.js's reading of
 * one file), `open({ name, result, text })` shows one in full, `explain(message)` words an error for
 * this page, `tooBig(file)` the message for a file past a single check's size limits (or null).
 * "Cancelar" stops the batch once the file under way is done; the rows done stay, with their CSVs.
 * <html data-lote> is "reading" while it runs, then "done" (or "cancelled"); <html
 * data-lote-done> counts the files done. A hold (`window.cotacheckLoteHold`, a promise) is awaited
 * before each file after the first, for tests that must act while a batch is under way.
 */
export async function checkMany(files, { lint, open, explain = (message) => message, tooBig = () => null }) {
  const job = ++batch;
  const box = section();
  const body = $("tbody", box);
  const status = $("#lote-status", box);
  const html = document.documentElement;
  const entries = [];
  const cancel = $("#lote-cancelar", box);
  let cancelled = false;
  cancel.onclick = () => { cancelled = true; status.textContent = "Cancelando: a verificação para assim que terminar o edital em andamento…"; };
  cancel.hidden = false;
  body.replaceChildren();
  box.hidden = false;
  html.dataset.lote = "reading";
  html.dataset.loteDone = "0";
  for (const [i, file] of files.entries()) {
    if (i && window.cotacheckLoteHold) await window.cotacheckLoteHold;
    if (cancelled || job !== batch) break;
    status.textContent = `Verificando ${i + 1} de ${files.length} editais: ${file.name}…`;
    const entry = await checkOne(file, { lint, explain, tooBig });
    if (job !== batch) return;  // a newer choice of files replaced this one
    entries.push(entry);
    body.append(tableRow(entry, i));
    html.dataset.loteDone = String(entries.length);
  }
  if (job !== batch) return;
  cancel.hidden = true;
  const failed = entries.filter((e) => e.error).length;
  const read = entries.filter((e) => !e.error).map((e) => e.result);
  const counts = [
    `${read.filter((r) => r.summary.error).length} com erro(s)`,
    `${read.filter(doubtful).length} com leitura a conferir`,
    ...(read.some((r) => !r.positions.length) ? [`${read.filter((r) => !r.positions.length).length} sem quadro de vagas lido`] : []),
    ...(failed ? [`${failed} que não foi possível ler`] : []),
  ];
  const said = counts.join(", ");
  status.textContent = cancelled
    ? `Verificação cancelada: ${entries.length} de ${files.length} editais verificados (${said}); os resultados abaixo ficam.`
    : `${entries.length} editais verificados: ${said}.`;
  const picture = $("#lote-figura", box);
  const pictured = entries.filter((e) => !e.error && e.result.positions.length).map((e) => {
    const s = summary(e);
    return { name: e.name, stated: s.stated, required: s.required, errors: s.errors, doubt: doubtful(e.result) };
  });
  picture.replaceChildren(picture.querySelector("figcaption"), ...(pictured.length ? [reserveChart(pictured)] : []));
  picture.hidden = !pictured.length;
  box.onclick = (event) => {
    const button = event.target.closest("button[data-lote]");
    if (button) open(entries[Number(button.dataset.lote)]);
  };
  const summaryLink = $("#baixar-lote-resumo", box);
  const cargosLink = $("#baixar-lote-cargos", box);
  for (const link of [summaryLink, cargosLink]) link.replaceWith(link.cloneNode(true));  // drop the last batch's handler
  offer($("#baixar-lote-resumo", box), () => csvText(SUMMARY_COLUMNS, entries.map(summaryRow)));
  offer($("#baixar-lote-cargos", box), () => csvText(CARGO_COLUMNS, entries.flatMap(cargoRows)));
  html.dataset.lote = cancelled ? "cancelled" : "done";
}

