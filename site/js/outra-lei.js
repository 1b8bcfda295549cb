// "Outra lei": the parameters of a law cotacheck does not model, typed by the reader (calculator and
// calls page). The fields are rendered at build time (templates/_outra_lei.html) and hidden; this module
// shows them when "Outra lei" is chosen, reads them for the engine, keeps them in the URL
// (lei=outra&percentual=16&minimo=3&arredondamento=half_up&base=cargo[&grupos=…], the names of
// cotacheck/reserve/custom_law.py to_query/from_query) and puts a bad parameter's message next to it.
import { $, choices } from "./common.js";

export const CUSTOM = "outra";
const GROUPS = ["pretos_pardos", "indigenas", "quilombolas"];
const GROUP_NAMES = { "pretos e pardos": "pretos_pardos", "indígenas": "indigenas", "quilombolas": "quilombolas" };
const KEYS = ["percentual", "minimo", "arredondamento", "base", "grupos"];

const box = $("#outra-lei");
const mode = $("#modo");
const groupInputs = () => GROUPS.map((g) => $(`#grupo-${g}`));
const PERCENT = String.raw`\d{1,3}(?:[.,]\d{1,6})?`;
const GROUP = String.raw`(?:negros|${GROUPS.join("|")})=${PERCENT}`;

/** The allowed form of each parameter of "outra lei" in a URL (common.js checkedParams). */
export const paramForms = () => ({
  percentual: new RegExp(`^${PERCENT}$`),
  minimo: /^\d{1,6}$/,
  arredondamento: choices("#arredondamento"),
  base: choices("#base"),
  grupos: new RegExp(`^${GROUP}(?:[,;]${GROUP})*$`),
});

export const isCustom = () => $("#lei").value === CUSTOM;

/** Show the parameter fields (and hide the fields the user's law ignores) when "Outra lei" is chosen. */
export function syncCustom(ignored = []) {
  const custom = isCustom();
  box.hidden = !custom;
  box.form.dataset.lei = $("#lei").value;  // the edital's grid closes the gaps of the hidden fields (outra-lei.css)
  for (const field of ignored) field.closest(".field").hidden = custom;
  const groups = mode.value === "grupos";
  $("#campo-grupos").hidden = !groups;
  $("#campo-percentual").hidden = groups;
}

/** What the bridge takes as `parametros` ({percentual, minimo, arredondamento, base, grupos?}). */
export function readParams() {
  const params = { minimo: $("#minimo").value.trim(), arredondamento: $("#arredondamento").value, base: $("#base").value };
  if (mode.value === "grupos") {
    params.percentual = "";
    params.grupos = groupInputs().filter((i) => i.value.trim()).map((i) => `${i.dataset.grupo}=${i.value.trim()}`).join(",");
  } else {
    params.percentual = $("#percentual").value.trim();
  }
  return params;
}

/** The parameters into the query string `q` (or out of it, under a modelled law). */
export function writeParams(q) {
  for (const key of KEYS) q.delete(key);
  if (!isCustom()) return q;
  const params = readParams();
  for (const key of KEYS) if (params[key]) q.set(key, params[key]);
  return q;
}

/** A select takes a value from the URL only when it is one of its options (the URL was checked with
 * paramForms, which named an invalid one). */
function setChoice(select, value) {
  if (value !== null && [...select.options].some((o) => o.value === value)) select.value = value;
}

/** The parameters from the query string (checked with paramForms) into the fields. */
export function readQuery(q) {
  if (q.has("percentual")) $("#percentual").value = q.get("percentual");
  if (q.has("minimo")) $("#minimo").value = q.get("minimo");
  setChoice($("#arredondamento"), q.get("arredondamento"));
  setChoice($("#base"), q.get("base"));
  if (q.get("grupos")) {
    mode.value = "grupos";
    for (const input of groupInputs()) input.value = "";
    for (const part of q.get("grupos").split(/[,;]/)) {
      const [name, figure = ""] = part.split("=");
      const key = name.trim() === "negros" ? "pretos_pardos" : name.trim();
      if (GROUPS.includes(key)) $(`#grupo-${key}`).value = figure.trim();
    }
  } else if (q.has("percentual")) {
    mode.value = "total";
  }
}

export function clearParamErrors() {
  for (const span of box.querySelectorAll(".field-error")) span.textContent = "";
  for (const field of box.querySelectorAll('[aria-invalid="true"]')) field.removeAttribute("aria-invalid");
}

/** Put the engine's message next to the parameter it is about; false when it is about none of them. */
export function markParamError(message) {
  clearParamErrors();
  if (!isCustom()) return false;
  const groups = mode.value === "grupos";
  let where = null;
  let fields = [];
  const named = message.match(/^Percentual de ([a-zçãíú ]+?) (?:inválido|fora)/i);
  if (named && GROUP_NAMES[named[1].toLowerCase()]) {
    where = "grupos";
    fields = [$(`#grupo-${GROUP_NAMES[named[1].toLowerCase()]}`)];
  } else if (/^(Grupo|Grupos|Use negros|Com um só grupo|A soma dos grupos)/.test(message) || (groups && /^Informe o percentual/.test(message))) {
    where = "grupos";
    fields = groupInputs();
  } else if (/^(Percentual|Informe o percentual|Informe os parâmetros)/.test(message)) {
    where = "percentual";
  } else if (/^Mínimo de vagas/.test(message)) {
    where = "minimo";
  } else if (/^Arredondamento/.test(message)) {
    where = "arredondamento";
  } else if (/^Base/.test(message)) {
    where = "base";
  }
  if (!where) return false;
  if (!fields.length) fields = [$(`#${where}`)];
  $(`#${where}-erro`).textContent = message;
  for (const field of fields) field.setAttribute("aria-invalid", "true");
  return true;
}

mode.addEventListener("change", () => syncCustom());
