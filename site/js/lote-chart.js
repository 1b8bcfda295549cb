// Reserves as a picture: for each edital of a batch (lote.js) or each cargo total of one result
// (verificar-table.js), the reserve stated against the reserve required, as two bars, with errors and
// doubtful readings marked in words. An SVG made on the page (role="img", its figures in its
// description); every figure is also in the table beside it.
const SVG = "http://www.w3.org/2000/svg";
const LABEL = 14;  // the edital's name above its bars
const BAR = 12;
const ROW = LABEL + 2 * BAR + 22;
const FIGURES = 240;  // room after the longest bar for its figure ("exigida não calculada")

/** The picture's width in its own units: the page's width up to 640, so that on a phone it is drawn for the
 * phone, its 12 px text kept at 12 px, not a 640-unit picture shrunk to half its size (text of 6 px). */
function chartWidth() {
  return Math.max(300, Math.min(640, document.documentElement.clientWidth - 32));
}

function node(name, attrs = {}, ...children) {
  const made = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) if (value !== null && value !== undefined) made.setAttribute(key, String(value));
  made.append(...children.filter((c) => c !== null && c !== undefined));
  return made;
}

const cut = (name, most) => (name.length > most ? `${name.slice(0, most - 1)}…` : name);
const known = (n) => n !== null && n !== undefined;
const words = (n) => Number(n).toLocaleString("pt-BR");
const statedWords = (n) => (known(n) ? `informada ${words(n)}` : "não informada");
const requiredWords = (n) => (known(n) ? `exigida ${words(n)}` : "exigida não calculada");

/** One edital's sentence: its name, both reserves, and what is marked. */
export function chartSentence(row) {
  const marks = [row.errors ? `${row.errors} erro(s)` : "", row.doubt ? "leitura a conferir" : ""].filter(Boolean);
  return `${row.name}: reserva ${statedWords(row.stated)}, ${requiredWords(row.required)}${marks.length ? `; ${marks.join(", ")}` : ""}.`;
}

/** `rows`: [{name, stated, required, errors, doubt}]; `title` names the picture for screen readers. */
export function reserveChart(rows, id = "lote-grafico", title = "Reserva para negros informada e exigida, por edital") {
  const width = chartWidth();
  const plot = width - FIGURES;  // the bars' longest length; the figures follow each bar
  const longest = Math.floor(width / 7.5);  // characters of a name in a line
  const max = Math.max(1, ...rows.flatMap((r) => [r.stated || 0, r.required || 0]));
  const length = (n) => (n ? Math.max(2, Math.round((plot * n) / max)) : 0);
  const height = rows.length * ROW + 8;
  const picture = node("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", "aria-labelledby": `${id}-titulo ${id}-desc`, class: "reserve-chart", id },
    node("title", { id: `${id}-titulo` }, title),
    node("desc", { id: `${id}-desc` }, rows.map(chartSentence).join(" ")));
  rows.forEach((row, i) => {
    const y = i * ROW + 4;
    const marks = [row.errors ? "✕ erro" : "", row.doubt ? "? a conferir" : ""].filter(Boolean).join("  ");
    picture.append(
      node("text", { x: 0, y: y + LABEL - 3, class: "chart-name" }, cut(row.name, longest - (marks ? 16 : 0)),
        marks ? node("tspan", { class: row.errors ? "chart-error" : "chart-doubt", dx: 8 }, marks) : null),
      node("rect", { x: 0, y: y + LABEL, width: length(row.stated), height: BAR, class: `chart-stated${row.doubt ? " chart-uncertain" : ""}` }),
      node("text", { x: length(row.stated) + 6, y: y + LABEL + BAR - 2, class: "chart-figure" }, statedWords(row.stated)),
      node("rect", { x: 0.5, y: y + LABEL + BAR + 3.5, width: Math.max(0, length(row.required) - 1), height: BAR - 1, class: "chart-required" }),
      node("text", { x: length(row.required) + 6, y: y + LABEL + 2 * BAR + 1, class: "chart-figure" }, requiredWords(row.required)));
  });
  return picture;
}
