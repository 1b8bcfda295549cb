// The result on screen (`state`) and the form's law fields: what a check or `recheck` is asked with, what
// the check found (Poder, kind), and the "Outra lei" fields with the rule the edital states itself.
import { $, brDate, el, isoDate } from "./common.js";
import { lawSelect, ROUNDING } from "./verificar-base.js";

// --- state ---------------------------------------------------------------------------------------

/** The result on screen: the last response, the text it was read from, the options used. */
export const state = { result: null, text: "", options: {}, rows: [], original: [], fileName: null, fromLink: false, carried: [], identity: {} };

/** Which edital the result on screen checked, for its link and saved file (result_link.edital_identity):
 * `edital` {emissor, esfera, numero, arquivo}, `verificado_em` (UTC, to the minute) and `lei_informada`;
 * a fresh check's from the engine and the moment of the check, an opened link's from the link. */
export function checkedNow(identity) {
  return { ...(identity || {}), verificado_em: new Date().toISOString().slice(0, 16) + "Z" };
}

/** "04/12/2026 15:30" in the reader's time zone, from the link's UTC moment ("" when there is none). */
export function momentWords(moment) {
  const when = moment ? new Date(moment) : null;
  if (!when || Number.isNaN(when.getTime())) return "";
  return `${when.toLocaleDateString("pt-BR")} ${when.toLocaleTimeString("pt-BR", { hour: "2-digit", minute: "2-digit" })}`;
}

/** "PREFEITURA MUNICIPAL DE X (municipal), edital nº 1/2026, arquivo pm.pdf" ("" when nothing is known). */
export function editalWords(identity) {
  const e = (identity && identity.edital) || {};
  return [
    e.emissor ? `${e.emissor}${e.esfera ? ` (${e.esfera})` : ""}` : "",
    e.numero ? `edital nº ${e.numero}` : "",
    e.arquivo ? `arquivo ${e.arquivo}` : "",
  ].filter(Boolean).join(", ");
}

/** A cargo's fields that `recheck` needs and the link carries (result_link.ROW_KEYS): its names, figures,
 * the roles its columns were read in (ampla concorrência, total, other reserves) and its marks. */
const LINK_ROW_KEYS = ["name", "cargo", "slice", "vacancies", "reserved_stated", "pcd_stated", "reserved_by_group_stated",
  "open_stated", "total_stated", "other_reserves_stated", "reserve_scope", "line", "cadastro_reserva", "confidence", "edited"];

/** What `recheck` needs of a position (and what the link carries). */
export function positionInput(p) {
  const out = { name: p.name, vacancies: p.vacancies, reserved_stated: p.reserved_stated ?? null, pcd_stated: p.pcd_stated ?? null };
  for (const key of LINK_ROW_KEYS) {
    if (p[key] !== null && p[key] !== undefined && p[key] !== false) out[key] = p[key];
  }
  return out;
}

export function lawOptions() {
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
    if (fromEdital()) options.parametros.origem = "edital";  // as the edital's own rule fills them, untouched
  }
  return options;
}

const PARAM_IDS = ["#percentual", "#minimo", "#arredondamento", "#base"];
const paramValues = () => PARAM_IDS.map((id) => $(id).value.trim()).join("|");

/** The "Outra lei" fields filled with the edital's own rule (its figures remembered, so that a check with them
 * as they are says the rule is the edital's, not the reader's: custom_law_params.claimed_origin). */
export function fillFromEdital(p) {
  if (p.percentual !== undefined && p.percentual !== null) $("#percentual").value = String(p.percentual);
  if (p.minimo !== undefined && p.minimo !== null) $("#minimo").value = String(p.minimo);
  $("#arredondamento").value = p.arredondamento || "half_up";
  $("#base").value = p.base || "cargo";
  $("#parametros").dataset.edital = paramValues();
}
const fromEdital = () => $("#parametros").dataset.edital === paramValues();

export function setLawOptions(options) {
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
    $("#parametros").dataset.edital = p.origem === "edital" ? paramValues() : "";  // a link's origin, kept on a correction
  }
  showParameters();
}

/** The Poder's or kind's words as the form's list writes them ("Poder Legislativo", "Estágio"). */
export function choiceLabel(id, value) {
  const option = [...$(id).options].find((o) => o.value === value);
  return option && option.value ? option.textContent : "não identificado";
}

/** "Detectar no texto" says what the check found, so the field shows the Poder and kind the verdict used. */
export function showFound(result) {
  for (const [id, value] of [["#poder", result.branch], ["#tipo", result.kind]]) {
    const detect = $(id).options[0];
    detect.textContent = value ? `Detectar no texto (encontrado: ${choiceLabel(id, value)})` : "Detectar no texto";
  }
}

export function showParameters() {
  $("#parametros").hidden = lawSelect.value !== "outra";
}

/** Fill the "Outra lei" fields from the rule the edital states itself, with its notes shown. */
export function proposeOwnRule(result) {
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
  if (!$("#percentual").dataset.touched) fillFromEdital(proposed);
}
for (const id of ["#percentual", "#minimo"]) $(id).addEventListener("input", (e) => { e.target.dataset.touched = "1"; });

/** "Outra lei" with no percentage and none the edital settles: the report stays, and the question is asked at the
 * field (focused after a check, not after a correction, which keeps its cell's focus). */
export const asked = () => Boolean(state.result && state.result.detected && state.result.detected.params_missing);
export function askMissing(result, focus) {
  const missing = result.detected && result.detected.params_missing;
  $("#percentual-erro").textContent = missing ? missing.message : "";
  if (!missing) return $("#percentual").removeAttribute("aria-invalid");
  $("#percentual").setAttribute("aria-invalid", "true");
  if (focus) $("#percentual").focus();
}
// Answered: the same table checked again with it (the corrections kept), not the text read anew.
