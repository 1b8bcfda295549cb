// A law not modelled (or one that does not reach the edital) and an edital that declares its own rule:
// "Conferir pela regra do próprio edital" checks it again under "Outra lei" with that rule's parameters,
// in one click (the fields filled in and shown, so the reader sees and can change what was used).
import { el, html } from "./common.js";
import { form, lawSelect, status } from "./verificar-base.js";
import { fillFromEdital, showParameters, state } from "./verificar-state.js";

const ROUNDING_WORDS = { half_up: "fração de 0,5 para cima", half_down: "fração de 0,5 para baixo", up: "sempre para cima", down: "sempre para baixo" };

const box = el("div", { id: "regra-edital-oferta", class: "own-rule-offer", hidden: true });
status.after(box);

/** "20% das vagas de cada cargo, a partir de 3 vagas, fração de 0,5 para cima". */
function ruleWords(p) {
  const base = p.base === "edital" ? "do total de vagas do edital" : "das vagas de cada cargo";
  return [`${p.percentual}% ${base}`, p.minimo ? `a partir de ${p.minimo} vaga(s)` : "", ROUNDING_WORDS[p.arredondamento] || ""].filter(Boolean).join(", ");
}

/** Offered when the result has no law that applies and the edital states a usable rule of its own. */
function offer() {
  const result = state.result;
  const proposed = result && result.own_rule && result.own_rule.proposed_params;
  const lawless = result && (!result.law || result.applies === false) && result.law !== "outra";
  box.hidden = !(proposed && lawless && !state.fromLink);
  if (box.hidden) return box.replaceChildren();
  const button = el("button", { type: "button", id: "usar-regra-edital", class: "secondary" }, "Conferir pela regra do próprio edital");
  button.addEventListener("click", () => {
    lawSelect.value = "outra";
    fillFromEdital(proposed);
    showParameters();
    form.requestSubmit();
  });
  box.replaceChildren(el("p", {},
    el("strong", {}, "Nenhuma lei modelada aqui rege este edital. "),
    `Ele declara a sua própria regra (${ruleWords(proposed)}): os cargos abaixo foram conferidos com ela só nos achados (CQ401). `,
    "Para ver a reserva exigida por ela em cada cargo da tabela, confira o edital como “Outra lei” com essa regra: "),
    button);
}

new MutationObserver(offer).observe(html, { attributes: true, attributeFilter: ["data-result"] });
