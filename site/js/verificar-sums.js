// A finding about one cargo's reserve shows its arithmetic ("14 vagas × 20% = 2,8 → … → 3"), made by the
// engine from the rule it applied (`result.contas`), and opens the calculator with those figures.
import { el, root, safeText } from "./common.js";

/** The findings' arithmetic, by the finding object itself (the triage sorts copies of the list). */
let sums = new WeakMap();

/** Pair each finding of `result` with its arithmetic (`contas`: by the finding's index in the list). */
export function pairSums(result) {
  sums = new WeakMap();
  const given = result && result.contas && typeof result.contas === "object" ? result.contas : {};
  (result.findings || []).forEach((f, i) => {
    const found = Object.hasOwn(given, String(i)) ? given[String(i)] : null;
    if (found && Array.isArray(found.conta) && found.conta.length) sums.set(f, found);
  });
}

/** The calculator's address for a query the engine wrote (read back through URLSearchParams: only its
 * fields, re-encoded, so nothing but a query string follows "index.html?"). */
export function calculatorHref(query) {
  const q = new URLSearchParams(String(query || ""));
  return q.has("lei") && q.has("vagas") ? `${root}index.html?${q.toString()}` : null;
}

const RULE_WORDS = { lei: "Conta pela lei aplicada", edital: "Conta pela regra do próprio edital" };

/** "Conta pela lei aplicada: 14 vagas × 20% = 2,8 → … → 3 vagas …. Refazer na calculadora" (or nothing). */
export function sumNote(f) {
  const found = sums.get(f);
  if (!found) return null;
  const href = calculatorHref(found.calculadora);
  const words = Object.hasOwn(RULE_WORDS, found.regra) ? RULE_WORDS[found.regra] : RULE_WORDS.lei;
  return el("span", { class: "finding-sum" },
    el("span", { class: "finding-sum-label" }, `${words}: `),
    found.conta.map((step) => safeText(step)).join(" "),
    href ? " " : null,
    href ? el("a", { href, class: "calc-link" }, "Refazer esta conta na calculadora") : null);
}
