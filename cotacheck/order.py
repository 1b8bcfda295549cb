"""Order of calls ("alternância e proporcionalidade") and allocation of a classified list.

Three questions, one model:

* `order()`: for N calls under a law, which call goes to ampla concorrência, to the racial reserve
  (by group under the federal law) and to the PcD reserve.
* `allocate()`: given the ranked candidates and the vacancies, who is appointed, in which list and
  at which call, each decision with its article (GO art. 4, RN art. 3, Lei 12.990 art. 3).
* `candidate_view()`: "I am k-th on the negro list (and g-th on the general list): at which call am
  I reached?"

The sequence is an online process: at call n every reserved list has a target, the number of
vacancies the law reserves to it for n vacancies (`calculator.racial_counts` and the law's PcD
rule, exactly what `compute()` shows). A list whose count is below its target is owed a call; the
call goes to the owed list (the collision rule picks one when two are owed), else to ampla
concorrência. Being online, the order of N calls is a prefix of the order of N + M calls, and new
vacancies during the validity period continue it (GO art. 1 § 5). Figures, thresholds and rounding
come from the law data; the articles behind each allocation rule and the conventions come from
`laws/order.toml`.
"""

from __future__ import annotations

import csv
import dataclasses
import datetime as dt
import io
import tomllib
from dataclasses import dataclass, field
from fractions import Fraction
from importlib import resources

from cotacheck.present import ptbr
from cotacheck.reserve.calculator import applicability, pcd_count, racial_counts
from cotacheck.errors import InputError
from cotacheck.law.lawbook import BRANCHES, KINDS, Citation, Law, Param, anchor_label, get_law

MAX_CALLS = 100_000
MAX_CANDIDATES = 200_000
AMPLA = "ampla"
PCD = "pcd"
LIST_LABELS = {
    AMPLA: "ampla concorrência",
    "negros": "negros",
    "pretos_pardos": "pretos e pardos",
    "indigenas": "indígenas",
    "quilombolas": "quilombolas",
    PCD: "pessoas com deficiência",
}
#: One letter per list for the text strip (readable without colour).
LIST_CODES = {AMPLA: "A", "negros": "N", "pretos_pardos": "P", "indigenas": "I", "quilombolas": "Q", PCD: "D"}


def _load_rules() -> dict:
    with resources.files("cotacheck.law.data").joinpath("order.toml").open("rb") as handle:
        return tomllib.load(handle)


RULES = _load_rules()
CONVENTIONS = RULES["conventions"]
RULE_KEYS = ("concurrent", "ampla_not_counted", "dual_choice", "withdrawal", "reversion", "alternation", "new_vacancies")


def _cite(law: Law, text: str) -> Citation:
    instrument_id, _, anchor = text.partition("#")
    if instrument_id not in law.instruments:
        raise ValueError(f"order.toml: {law.id}: unknown instrument {instrument_id!r}")
    if anchor:
        anchor_label(anchor)
    return law.citation(instrument_id, anchor or None)


def rule_bases(law: Law, version_id: str | None) -> dict[str, Citation]:
    """The article behind each allocation rule for `law` (the version's own where it differs)."""
    raw = dict(RULES["laws"][law.id])
    overrides = raw.pop("versions", {})
    if version_id in overrides:
        raw.update(overrides[version_id])
    return {key: _cite(law, value) for key, value in raw.items() if not key.endswith("_interpretation")} | {
        key: value for key, value in raw.items() if key.endswith("_interpretation")}


def cited(text: str, basis: Citation | None) -> dict:
    return {"text": text, "basis": basis.text if basis else None, "href": basis.href if basis else None}


def label(list_id: str) -> str:
    return LIST_LABELS[list_id]


# --- the plan: targets per call --------------------------------------------------------------------


@dataclass
class Plan:
    """Everything the sequence needs for one law, date, branch, kind and convention."""

    law: Law
    day: dt.date
    branch: str
    kind: str
    convention: str
    applies: bool
    reason: dict
    version: object  # lawbook.Version in force (None before the law)
    racial_version: object  # the version with the convention's rounding, for the order
    pcd_rule: object
    lists: tuple[str, ...]  # reserved lists: racial groups (version order), then pcd
    percents: dict[str, Fraction]
    bases: dict = field(default_factory=dict)
    _cache: dict = field(default_factory=dict)

    @property
    def groups(self) -> tuple[str, ...]:
        return tuple(g for g in self.lists if g != PCD)

    def law_counts(self, n: int) -> dict[str, int]:
        """What `compute()` reserves for n vacancies: by racial group and PcD."""
        return self._counts(n, self.version if self.applies else None)

    def targets(self, n: int) -> dict[str, int]:
        """What the order's convention owes each reserved list after n calls."""
        if self.convention == "rounded":
            return self.law_counts(n)
        return self._counts(n, self.racial_version if self.applies else None)

    def _counts(self, n: int, version) -> dict[str, int]:
        key = (n, id(version))
        found = self._cache.get(key)
        if found is not None:
            return found
        counts = dict(racial_counts(version, n)) if version is not None else {g: 0 for g in self.groups}
        racial = sum(counts.values())
        pcd = pcd_count(self.pcd_rule, n) if self.pcd_rule is not None else 0
        counts[PCD] = max(0, min(pcd, n - racial))  # as compute(): PcD yields when both do not fit
        if len(self._cache) < 4 * MAX_CALLS:
            self._cache[key] = counts
        return counts


def check_convention(convention: str) -> str:
    if convention not in CONVENTIONS:
        raise InputError(f"Convenção desconhecida: {convention!r}. Use uma de: {', '.join(CONVENTIONS)}.")
    return convention


def check_calls(count, what: str = "Número de chamadas") -> int:
    if isinstance(count, bool) or not isinstance(count, int):
        raise InputError(f"{what} inválido: {count!r}. Use um número inteiro.")
    if count < 1:
        raise InputError(f"{what} inválido: {count}. Precisa ser pelo menos 1.")
    if count > MAX_CALLS:
        raise InputError(f"{what} muito grande: {count}. O limite é {MAX_CALLS:_} chamadas.".replace("_", "."))
    return count


def make_plan(law_id: str, date: dt.date | None = None, branch: str = "executivo", kind: str = "efetivo",
              convention: str = "rounded") -> Plan:
    law = get_law(law_id)
    check_convention(convention)
    if branch not in BRANCHES:
        raise InputError(f"Poder desconhecido: {branch!r}. Use executivo, legislativo ou judiciario.")
    if kind not in KINDS:
        raise InputError(f"Tipo de vaga desconhecido: {kind!r}. Use efetivo, emprego, temporario ou estagio.")
    day = date or dt.date.today()
    found = applicability(law, day, branch, kind)
    version = found.version or law.version_at(day) or law.versions[-1]
    racial_version = version
    if convention == "blocks":
        # complete blocks: the share with the fraction dropped; the threshold stays the law's
        racial_version = dataclasses.replace(version, rounding=Param("down", version.rounding.basis))
    rule = law.pcd_at(day)
    groups = tuple(g.id for g in version.groups)
    percents = {g.id: g.percent.value for g in version.groups}
    lists = groups + ((PCD,) if rule is not None else ())
    if rule is not None:
        percents[PCD] = rule.percent.value
    return Plan(
        law=law, day=day, branch=branch, kind=kind, convention=convention, applies=found.applies,
        reason=cited(found.reason, found.basis), version=version if found.applies else None,
        racial_version=racial_version, pcd_rule=rule, lists=lists, percents=percents,
        bases=rule_bases(law, version.id),
    )


# --- the sequence ----------------------------------------------------------------------------------


@dataclass
class State:
    """Calls made so far, and how many went to each list."""

    calls: list[str] = field(default_factory=list)
    given: dict[str, int] = field(default_factory=dict)
    collisions: list[dict] = field(default_factory=list)

    def copy(self) -> "State":
        return State(list(self.calls), dict(self.given), list(self.collisions))


def _priority(plan: Plan, n: int, given: dict[str, int], list_id: str) -> tuple:
    """Collision rule: the list furthest behind its exact share first, then the larger percentage."""
    behind = Fraction(n) * plan.percents[list_id] / 100 - given.get(list_id, 0)
    return (behind, plan.percents[list_id], -plan.lists.index(list_id))


def advance(plan: Plan, state: State, count: int) -> State:
    """Make `count` more calls after those in `state` (new vacancies continue the same sequence)."""
    given = state.given
    for lst in (AMPLA, *plan.lists):
        given.setdefault(lst, 0)
    groups = plan.groups
    start = len(state.calls)
    for n in range(start + 1, start + count + 1):
        target = plan.targets(n)
        owed = []
        if sum(given[g] for g in groups) < sum(target[g] for g in groups):
            owed = [g for g in groups if given[g] < target[g]]
        if PCD in given and PCD in target and given[PCD] < target[PCD]:
            owed.append(PCD)
        if not owed:
            chosen = AMPLA
        else:
            chosen = max(owed, key=lambda lst: _priority(plan, n, given, lst)) if len(owed) > 1 else owed[0]
            if len(owed) > 1:
                state.collisions.append({"call": n, "chosen": chosen, "deferred": [o for o in owed if o != chosen]})
        given[chosen] += 1
        state.calls.append(chosen)
    return state


def sequence(plan: Plan, count: int) -> State:
    return advance(plan, State(), count)


def settle(plan: Plan, state: State, start: int = 0) -> list[dict]:
    """Make the calls made so far hold exactly the reserve the law requires for that many vacancies.

    Needed only where the sequence lags at the last call (a collision there, or the "blocks"
    convention): the latest calls of lists above their due go to the lists below it.
    """
    n = len(state.calls)
    due = plan.law_counts(n)
    due[AMPLA] = n - sum(due[lst] for lst in plan.lists)
    moves = []
    for short in sorted((l for l in due if state.given.get(l, 0) < due[l]), key=lambda l: plan.lists.index(l) if l in plan.lists else -1):
        while state.given.get(short, 0) < due[short]:
            for index in range(n - 1, start - 1, -1):
                source = state.calls[index]
                if state.given[source] > due[source]:
                    state.calls[index] = short
                    state.given[source] -= 1
                    state.given[short] += 1
                    moves.append({"call": index + 1, "from": source, "to": short})
                    break
            else:  # the calls before `start` are made: the shortfall stays owed to the next calls
                break
        if state.given.get(short, 0) < due[short]:
            break
    return moves


# --- explanations ----------------------------------------------------------------------------------


def _percent_text(plan: Plan, list_id: str) -> str:
    return ptbr.percent(plan.percents[list_id])


def interpretations(plan: Plan) -> list[dict]:
    """The "interpretação adotada" notes of the order: convention, collisions, threshold, new vacancies."""
    b = plan.bases
    conv = CONVENTIONS[plan.convention]
    notes = [cited(f"Interpretação adotada: convenção “{conv['label']}”. {conv['description']} "
                   "Nenhum texto de lei fixa as posições; a lei pede alternância e proporcionalidade.", b["alternation"]),
             cited(f"Interpretação adotada: {RULES['collision']['text']}", b["alternation"])]
    if plan.version is not None:
        v = plan.version
        notes.append(cited(f"Abaixo de {v.threshold.value} vagas não há reserva racial: nenhuma chamada reservada a "
                           f"negros antes da {ptbr.ordinal(v.threshold.value).replace('º', 'ª')} chamada.", v.threshold.basis))
        if len(v.groups) > 1:
            notes.append(cited("Interpretação adotada: as chamadas da reserva racial seguem o total reservado "
                               "(o maior entre o percentual total arredondado e a soma dos grupos); cada chamada vai ao grupo mais "
                               "atrasado em relação à sua parcela, e um grupo cuja parcela recua ao surgir outro (pretos e pardos "
                               "quando indígenas ou quilombolas chegam à primeira vaga) não perde a chamada já feita.",
                               v.groups[0].percent.basis))
    text = "Vagas que surgirem durante a validade do concurso continuam a mesma sequência, respeitado o percentual."
    if b.get("new_vacancies_interpretation"):
        text = f"Interpretação adotada: {b['new_vacancies_interpretation']}"
    notes.append(cited(text, b["new_vacancies"]))
    if plan.pcd_rule is not None:
        for param in (plan.pcd_rule.percent, plan.pcd_rule.rounding):
            if param.interpretation:
                notes.append(cited(f"Interpretação adotada: {param.interpretation}", param.basis))
    return notes


def sources() -> dict:
    return {key: {"label": c["label"], "sources": c["sources"]} for key, c in CONVENTIONS.items()}


def _list_line(plan: Plan, list_id: str, positions: list[int]) -> dict:
    if list_id == PCD:
        basis = plan.pcd_rule.percent.basis
        rule = f"{_percent_text(plan, PCD)}"
    else:
        basis = next(g.percent.basis for g in plan.version.groups if g.id == list_id) if plan.version else None
        rule = _percent_text(plan, list_id)
    shown = ", ".join(str(p) for p in positions[:12]) + ("…" if len(positions) > 12 else "")
    text = (f"{label(list_id).capitalize()} ({rule}): {ptbr.plural(len(positions), 'chamada', 'chamadas')}"
            + (f" — {shown}" if positions else ""))
    return cited(text, basis)


def _head(plan: Plan) -> dict:
    return {
        "law": plan.law.id, "law_title": plan.law.title,
        "version": plan.version.label if plan.version else None,
        "date": plan.day.isoformat(), "branch": plan.branch, "kind": plan.kind,
        "convention": plan.convention, "convention_label": CONVENTIONS[plan.convention]["label"],
        "applies": plan.applies, "reason": plan.reason,
    }


def order(law_id: str, count: int, date: dt.date | None = None, branch: str = "executivo", kind: str = "efetivo",
          convention: str = "rounded") -> dict:
    """The first `count` calls under `law_id`, JSON-ready, with the reserved positions explained."""
    check_calls(count)
    plan = make_plan(law_id, date, branch, kind, convention)
    state = sequence(plan, count)
    positions = {lst: [] for lst in (AMPLA, *plan.lists)}
    for n, lst in enumerate(state.calls, 1):
        positions[lst].append(n)
    due = plan.law_counts(count)
    owed = {lst: due[lst] - state.given[lst] for lst in plan.lists if due[lst] > state.given[lst]}
    lines = [_list_line(plan, lst, positions[lst]) for lst in plan.lists if lst != PCD or plan.pcd_rule]
    lines.append(cited(f"Ampla concorrência: {ptbr.plural(len(positions[AMPLA]), 'chamada', 'chamadas')}.", plan.bases["concurrent"]))
    if owed:
        lines.append(cited(
            f"Após {count} chamadas a sequência ainda deve "
            + ", ".join(f"{ptbr.plural(k, 'vaga', 'vagas')} a {label(l)}" for l, k in owed.items())
            + f" em relação ao que a lei reserva para {ptbr.vagas(count)}; se só houver {ptbr.vagas(count)}, "
              "a última chamada de outra lista passa a ela (o comando allocate faz esse ajuste).", plan.bases["alternation"]))
    return _head(plan) | {
        "count": count,
        "calls": [{"call": n, "list": lst} for n, lst in enumerate(state.calls, 1)],
        "positions": {lst: positions[lst] for lst in plan.lists},
        "totals": {lst: state.given[lst] for lst in (AMPLA, *plan.lists)},
        "law_reserve": {lst: due[lst] for lst in plan.lists},
        "owed": owed,
        "collisions": state.collisions,
        "steps": lines,
        "interpretations": interpretations(plan),
        "sources": CONVENTIONS[plan.convention]["sources"],
    }


# --- candidate view --------------------------------------------------------------------------------


def candidate_view(law_id: str, position: int, general: int | None = None, list_id: str | None = None,
                   date: dt.date | None = None, branch: str = "executivo", kind: str = "efetivo",
                   convention: str = "rounded") -> dict:
    """At which call is the k-th of a reserved list (and g-th of the general list) reached?"""
    plan = make_plan(law_id, date, branch, kind, convention)
    if list_id == "negros" and "negros" not in plan.lists:
        list_id = None  # "negros" means the law's largest racial list (pretos e pardos under Lei 15.142)
    list_id = list_id or (max(plan.groups, key=lambda g: plan.percents[g]) if plan.applies else plan.groups[0])
    if list_id not in plan.lists:
        raise InputError(f"Lista desconhecida para esta lei: {list_id!r}. Use uma de: {', '.join(plan.lists)}.")
    k = check_calls(position, "Posição na lista reservada")
    g = check_calls(general, "Posição na lista geral") if general is not None else None
    if g is not None and k > g:
        raise InputError(f"A posição na lista reservada ({k}) não pode ser maior que a posição na lista geral ({g}).")
    state = State()
    by_reserve = by_ampla = best = None
    searching_reserve = plan.applies or list_id == PCD
    ampla = reserved = 0
    n = 0
    step = 1_000
    while n < MAX_CALLS and ((searching_reserve and by_reserve is None) or (g is not None and by_ampla is None)):
        advance(plan, state, min(step, MAX_CALLS - n))
        for lst in state.calls[n:]:
            n += 1
            if lst == AMPLA:
                ampla += 1
                if g is not None and by_ampla is None and ampla >= g:
                    by_ampla = n
            elif lst == list_id:
                reserved += 1
                if by_reserve is None and reserved >= k:
                    by_reserve = n
            # best case: the k-1 ahead on the reserved list are the top of the general list, so the
            # first ampla calls take them (art. 4 § 2) and the reserve needs only k - (those) calls
            ahead_in_ampla = min(k - 1, ampla)
            if best is None and (reserved >= k - ahead_in_ampla or (g is not None and ampla >= g)):
                best = n
    worst = min(x for x in (by_reserve, by_ampla) if x is not None) if (by_reserve or by_ampla) else None
    b = plan.bases
    steps = []
    lab = label(list_id)
    if not plan.applies and list_id != PCD:
        steps.append(plan.reason)
    if by_reserve is not None:
        steps.append(cited(f"Pela reserva: você é o(a) {k}º(ª) da lista de {lab}; a {k}ª vaga reservada a {lab} é a "
                           f"{by_reserve}ª chamada.", b["alternation"]))
    else:
        steps.append(cited(f"Pela reserva: a {k}ª vaga reservada a {lab} não chega em {ptbr.number(MAX_CALLS)} chamadas.", b["alternation"]))
    if g is not None:
        steps.append(cited(
            f"Pela ampla concorrência: você é o(a) {g}º(ª) da lista geral; a {g}ª vaga de ampla concorrência é a "
            f"{by_ampla}ª chamada." if by_ampla else
            f"Pela ampla concorrência: a {g}ª vaga de ampla concorrência não chega no limite de chamadas.", b["concurrent"]))
    if worst is not None:
        steps.append(cited(f"Sem desistências à sua frente, você é chamado(a) com no máximo {worst} chamadas.", b["concurrent"]))
    if best is not None and worst is not None and best < worst:
        steps.append(cited(
            f"Pode ser antes: candidatos da sua lista à sua frente alcançados na ampla concorrência não contam na reserva; "
            f"no melhor caso (os {k - 1} à sua frente entre os primeiros da lista geral), bastam {best} chamadas.",
            b["ampla_not_counted"]))
    steps.append(cited(f"Desistências à sua frente também adiantam a sua chamada.", b["withdrawal"]))
    return _head(plan) | {
        "list": list_id, "position": k, "general": g,
        "call_by_reserve": by_reserve, "call_by_ampla": by_ampla,
        "calls_needed": worst, "best_case": best if best is not None and worst is not None and best < worst else worst,
        "steps": steps, "interpretations": interpretations(plan),
    }


# --- allocation of a classified list ---------------------------------------------------------------

TRUE = {"1", "sim", "s", "true", "t", "verdadeiro", "v", "yes", "y", "x"}
FALSE = {"0", "não", "nao", "n", "false", "f", "falso", "no", ""}


@dataclass(frozen=True)
class Candidate:
    id: str
    rank: int
    group: str | None  # racial list (negros, or a federal group), or None
    pcd: bool
    withdrawn: bool = False
    line: int = 0


def _bool(text: str, column: str, line: int) -> bool:
    value = text.strip().lower()
    if value in TRUE:
        return True
    if value in FALSE:
        return False
    raise InputError(f"linha {line}: valor inválido na coluna {column}: {text!r}. Use 1/0, sim/não ou true/false.")


GROUP_ALIASES = {"pretos_pardos": "pretos_pardos", "preto": "pretos_pardos", "pardo": "pretos_pardos", "ppp": "pretos_pardos",
                 "indigena": "indigenas", "indígena": "indigenas", "indigenas": "indigenas", "indígenas": "indigenas",
                 "quilombola": "quilombolas", "quilombolas": "quilombolas", "negro": "negros", "negros": "negros"}


def parse_candidates(text: str, groups: tuple[str, ...] = ("negros",)) -> list[Candidate]:
    """Read `id,rank,negro,pcd[,withdrawn]` (header required; comma or semicolon) into candidates.

    The negro column takes a boolean (the law's largest racial group) or, under the federal law, the
    group: pretos_pardos, indigenas, quilombolas.
    """
    text = text.lstrip("\ufeff")
    lines = text.splitlines()
    if not any(line.strip() for line in lines):
        raise InputError("A lista de classificados está vazia. Use as colunas id,rank,negro,pcd[,withdrawn].")
    first = next(line for line in lines if line.strip())
    delimiter = ";" if first.count(";") > first.count(",") else ","
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    header = None
    out: list[Candidate] = []
    ids: dict[str, int] = {}
    ranks: dict[int, int] = {}
    largest = groups[0]
    for row in reader:
        line = reader.line_num
        if not any(cell.strip() for cell in row):
            continue
        if header is None:
            header = [cell.strip().lower() for cell in row]
            missing = [c for c in ("id", "rank", "negro", "pcd") if c not in header]
            if missing:
                raise InputError(f"linha {line}: cabeçalho sem as colunas {', '.join(missing)}. "
                                 "Use as colunas id,rank,negro,pcd[,withdrawn].")
            unknown = [c for c in header if c not in ("id", "rank", "negro", "pcd", "withdrawn")]
            if unknown:
                raise InputError(f"linha {line}: coluna desconhecida {unknown[0]!r}. Use id,rank,negro,pcd[,withdrawn].")
            continue
        if len(row) != len(header):
            raise InputError(f"linha {line}: {len(row)} colunas, esperadas {len(header)} ({','.join(header)}).")
        cells = dict(zip(header, (c.strip() for c in row)))
        if not cells["id"]:
            raise InputError(f"linha {line}: falta o id do candidato.")
        if not cells["rank"].isdigit() or int(cells["rank"]) < 1:
            raise InputError(f"linha {line}: classificação (rank) inválida: {cells['rank']!r}. Use um número inteiro a partir de 1.")
        rank = int(cells["rank"])
        if cells["id"] in ids:
            raise InputError(f"linha {line}: id {cells['id']!r} repetido (já na linha {ids[cells['id']]}).")
        if rank in ranks:
            raise InputError(f"linha {line}: classificação {rank} repetida (já na linha {ranks[rank]}).")
        raw_group = cells["negro"].lower()
        if raw_group in TRUE or raw_group in FALSE:
            group = largest if raw_group in TRUE else None
        elif raw_group in GROUP_ALIASES:
            group = GROUP_ALIASES[raw_group]
            if group == "negros":
                group = largest
            elif group not in groups:
                raise InputError(f"linha {line}: grupo {cells['negro']!r} não existe nesta lei (grupos: {', '.join(groups)}).")
        else:
            raise InputError(f"linha {line}: valor inválido na coluna negro: {cells['negro']!r}. "
                             "Use 1/0, sim/não ou true/false" + (f", ou o grupo ({', '.join(groups)})." if len(groups) > 1 else "."))
        out.append(Candidate(cells["id"], rank, group, _bool(cells["pcd"], "pcd", line),
                             _bool(cells.get("withdrawn", ""), "withdrawn", line), line))
        ids[cells["id"]] = line
        ranks[rank] = line
        if len(out) > MAX_CANDIDATES:
            raise InputError(f"linha {line}: lista grande demais; o limite é {MAX_CANDIDATES} candidatos.")
    if not out:
        raise InputError("A lista de classificados não tem candidatos, só o cabeçalho.")
    return out


def _cascade(plan: Plan, group: str) -> list[str]:
    """Where an unfilled racial group's vacancy goes before ampla concorrência (federal groups only)."""
    if len(plan.groups) == 1 or "cascade" not in plan.bases:
        return []
    largest = max(plan.groups, key=lambda g: plan.percents[g])
    if group == largest:
        return []
    smaller = [g for g in sorted(plan.groups, key=lambda g: -plan.percents[g]) if g not in (group, largest)]
    return smaller + [largest]


def allocate(candidates: list[Candidate] | str, vacancies: int, law_id: str, date: dt.date | None = None,
             branch: str = "executivo", kind: str = "efetivo", convention: str = "rounded", new_vacancies: int = 0) -> dict:
    """Who is appointed for `vacancies` (then `new_vacancies` more), in which list and at which call."""
    check_calls(vacancies, "Número de vagas")
    if new_vacancies:
        check_calls(new_vacancies, "Número de novas vagas")
        check_calls(vacancies + new_vacancies, "Número total de vagas")
    plan = make_plan(law_id, date, branch, kind, convention)
    if isinstance(candidates, str):
        candidates = parse_candidates(candidates, plan.groups)
    return Allocation(plan, candidates).run(vacancies, new_vacancies)


class Allocation:
    """Both lists at once (GO art. 4, RN art. 3): one pass over the calls, one pointer per list."""

    def __init__(self, plan: Plan, candidates: list[Candidate]):
        self.plan = plan
        self.b = plan.bases
        self.candidates = candidates
        self.ranked = sorted(candidates, key=lambda c: c.rank)
        self.members = {lst: [c for c in self.ranked if (c.pcd if lst == PCD else c.group == lst)] for lst in plan.lists}
        self.pointer = {lst: 0 for lst in (AMPLA, *plan.lists)}
        self.ampla_set: set[str] = set()
        self.appointed: dict[str, dict] = {}
        self.withdrawals: list[dict] = []
        self.reached_withdrawn: set[str] = set()
        self.notes: dict[str, list[dict]] = {}
        self.reverted: list[dict] = []
        self.unfilled: list[dict] = []
        self.pcd_basis = plan.pcd_rule.percent.basis if plan.pcd_rule else None

    # -- picking ----------------------------------------------------------------------------------

    def record_withdrawal(self, c: Candidate, n: int, lst: str, basis: Citation) -> None:
        if c.id not in self.reached_withdrawn:
            self.reached_withdrawn.add(c.id)
            who = "ao próximo candidato negro" if lst not in (AMPLA, PCD) else "ao próximo da lista"
            self.withdrawals.append({"id": c.id, "rank": c.rank, "list": lst, "call": n, **cited(
                f"{c.id} ({c.rank}º(ª) da classificação) desistiu; a vaga da {n}ª chamada passa {who}.", basis)})

    def next_ampla(self, n: int) -> Candidate | None:
        """The best-ranked candidate of the ampla set not yet appointed."""
        seq, i = self.ranked, self.pointer[AMPLA]
        found = None
        while i < len(seq):
            c = seq[i]
            if c.withdrawn:
                self.record_withdrawal(c, n, AMPLA, self.b["concurrent"])
            elif c.id not in self.appointed:
                if c.id not in self.ampla_set:  # the set is a prefix of those waiting: none left
                    break
                found = c
                i += 1
                break
            i += 1
        self.pointer[AMPLA] = i
        return found

    def next_reserved(self, lst: str, n: int) -> Candidate | None:
        seq, i = self.members[lst], self.pointer[lst]
        found = None
        while i < len(seq):
            c = seq[i]
            i += 1
            if c.withdrawn:
                self.record_withdrawal(c, n, lst, self.b["withdrawal"] if lst != PCD else self.pcd_basis)
            elif c.id in self.ampla_set and c.id not in self.appointed:
                continue  # reached in ampla concorrência: not counted in the reserve (art. 4 § 2)
            elif c.id in self.appointed:
                other = self.appointed[c.id]
                if other.get("list") in self.plan.lists:
                    self.dual(c, lst, n, other)
            else:
                found = c
                break
        self.pointer[lst] = i
        return found

    def dual(self, c: Candidate, lst: str, n: int, other: dict) -> None:
        text = (f"Alcançado(a) também na reserva de {label(lst)} (chamada {n}): aprovado(a) nas duas reservas, "
                f"opta por uma. Adotamos a primeira convocação ({label(other['list'])}, chamada {other['call']}); "
                f"a vaga de {label(lst)} passa ao próximo da lista.")
        if self.b.get("dual_choice_interpretation"):
            text += f" Interpretação adotada: {self.b['dual_choice_interpretation']}"
        self.notes.setdefault(c.id, []).append(cited(text, self.b["dual_choice"]))

    def appoint(self, c: Candidate, lst: str, n: int, text: str, basis: Citation, **extra) -> None:
        self.appointed[c.id] = {"id": c.id, "rank": c.rank, "list": lst, "call": n, **cited(text, basis), **extra}

    # -- one phase: the vacancies of the edital, then each batch of new vacancies ------------------

    def phase(self, calls: list[str], first: int, last: int) -> None:
        """One batch of calls: the vacancies of the edital, then each batch of new vacancies.

        First the reserved calls take their candidates, with the ampla set fixed (art. 4 § 2: the
        best-ranked candidates still waiting take this batch's ampla vacancies, whatever their lists);
        then reserved calls left without candidates revert to ampla concorrência (art. 4 § 4) and
        take the next candidates in classification order; last, the ampla calls, reverted or not,
        are given to the ampla appointees in classification order.
        """
        ampla_count = calls[first:last].count(AMPLA)
        waiting = [c for c in self.ranked if not c.withdrawn and c.id not in self.appointed]
        self.ampla_set = {c.id for c in waiting[:ampla_count]}
        self.pointer[AMPLA] = 0
        b, plan = self.b, self.plan
        slots: list[tuple[int, str | None]] = []  # ampla calls and reverted calls: (call, reserved list or None)
        people: list[Candidate] = []
        for n in range(first + 1, last + 1):
            lst = calls[n - 1]
            if lst == AMPLA:
                slots.append((n, None))
                c = self.next_ampla(n)
                if c is not None:
                    people.append(c)
                    self.appointed[c.id] = {}  # placeholder until the calls are given out below
                continue
            c, via = self.next_reserved(lst, n), lst
            if c is None and lst != PCD:
                for other in _cascade(plan, lst):
                    c = self.next_reserved(other, n)
                    if c is not None:
                        via = other
                        break
            if c is None:
                slots.append((n, lst))
            elif lst == PCD:
                self.appoint(c, PCD, n, f"{c.rank}º(ª) da classificação geral: vaga reservada a pessoas com deficiência.", self.pcd_basis)
            elif via == lst:
                self.appoint(c, lst, n, f"{c.rank}º(ª) da classificação geral: vaga reservada a {label(lst)}; concorre ao "
                                        "mesmo tempo às vagas reservadas e às de ampla concorrência.", b["concurrent"])
            else:
                self.appoint(c, via, n, f"{c.rank}º(ª) da classificação geral: vaga reservada a {label(lst)} sem candidatos "
                                        f"passa a {label(via)}. Interpretação adotada: {b.get('cascade_interpretation', '')}",
                             b["cascade"], reserved_for=lst)
        reverts = sum(1 for _, origin in slots if origin)
        if reverts:
            extra = [c for c in self.ranked if not c.withdrawn and c.id not in self.appointed][:reverts]
            for c in extra:
                self.appointed[c.id] = {}
            people += extra
        people.sort(key=lambda c: c.rank)
        for (n, origin), c in zip(slots, people + [None] * (len(slots) - len(people))):
            self.give_ampla(n, origin, c)

    def give_ampla(self, n: int, origin: str | None, c: Candidate | None) -> None:
        b = self.b
        why = ""
        if origin is not None:
            basis = b["reversion"] if origin != PCD else self.pcd_basis
            who = "com deficiência" if origin == PCD else label(origin)
            why = f"Sem candidatos {who} aprovados em número suficiente, a vaga reservada da {n}ª chamada reverte à ampla concorrência"
            self.reverted.append({"call": n, "from": origin, "id": c.id if c else None, **cited(
                why + (f" e vai a {c.id}, na ordem de classificação." if c else "; não há mais candidatos aprovados."), basis)})
        if c is None:
            self.unfilled.append({"call": n, "list": AMPLA, **cited("Não há mais candidatos aprovados para esta vaga.",
                                                                    basis if origin else b["concurrent"])})
            return
        if origin is not None:
            self.appoint(c, AMPLA, n, why + f"; {c.rank}º(ª) da classificação geral, na ordem de classificação.", basis, reverted_from=origin)
        elif c.group is not None:
            self.appoint(c, AMPLA, n, f"{c.rank}º(ª) da classificação geral, dentro das vagas de ampla concorrência: "
                                      f"não é computado(a) na reserva de {label(c.group)}.", b["ampla_not_counted"])
        else:
            self.appoint(c, AMPLA, n, f"{c.rank}º(ª) da classificação geral: vaga de ampla concorrência.", b["concurrent"])

    # -- the whole run ----------------------------------------------------------------------------

    def run(self, vacancies: int, new_vacancies: int) -> dict:
        plan, b = self.plan, self.b
        state = sequence(plan, vacancies)
        moves = settle(plan, state)
        self.phase(state.calls, 0, vacancies)
        if new_vacancies:  # appointments made stay; the new vacancies continue the same sequence
            advance(plan, state, new_vacancies)
            moves += settle(plan, state, vacancies)
            self.phase(state.calls, vacancies, vacancies + new_vacancies)
        calls = state.calls
        total = len(calls)
        appointed = sorted(self.appointed.values(), key=lambda a: a["call"])
        for item in appointed:
            if item["id"] in self.notes:
                item["notes"] = self.notes[item["id"]]
        counts = {lst: 0 for lst in (AMPLA, *plan.lists)}
        for item in appointed:
            counts[item["list"]] += 1
        adjustments = [cited(
            f"Ajuste final: a {m['call']}ª chamada passa de {label(m['from'])} a {label(m['to'])}, para que as "
            f"{ptbr.vagas(total)} tenham exatamente a reserva que a lei exige.", b["alternation"]) for m in moves]
        due = plan.law_counts(total)
        return _head(plan) | {
            "vacancies": vacancies, "new_vacancies": new_vacancies, "candidates": len(self.candidates),
            "calls": [{"call": n, "list": lst} for n, lst in enumerate(calls, 1)],
            "appointed": appointed,
            "reverted": self.reverted,
            "withdrawn": sorted(self.withdrawals, key=lambda w: w["call"]),
            "unfilled": self.unfilled,
            "adjustments": adjustments,
            "counts": counts,
            "law_reserve": {lst: due[lst] for lst in plan.lists},
            "interpretations": interpretations(plan),
        }


# --- text output -----------------------------------------------------------------------------------


def strip_text(calls: list[dict], per_line: int = 10) -> list[str]:
    """The numbered strip: "  1 A   2 A   3 N …", one letter per list, reserved calls marked with *."""
    lines, row = [], []
    for item in calls:
        mark = LIST_CODES[item["list"]] + ("*" if item["list"] != AMPLA else " ")
        row.append(f"{item['call']:>6} {mark}")
        if len(row) == per_line:
            lines.append("".join(row))
            row = []
    if row:
        lines.append("".join(row))
    return lines


def _c(item: dict) -> str:
    return f"{item['text']} [{item['basis']}]" if item.get("basis") else item["text"]


def _header(result: dict) -> list[str]:
    lines = [result["law_title"] + (f" — {result['version']}" if result["version"] else ""),
             f"Edital publicado em {ptbr.date(dt.date.fromisoformat(result['date']))} · {BRANCHES[result['branch']]} · {KINDS[result['kind']]}"]
    if not result["applies"]:
        lines.append(_c(result["reason"]))
    lines.append(f"Convenção: {result['convention_label']}")
    return lines


def format_order(result: dict, view: dict | None = None) -> str:
    present = [lst for lst in LIST_CODES if lst == AMPLA or lst in result["positions"]]
    legend = ", ".join(f"{LIST_CODES[l]} = {label(l)}" for l in present)
    lines = _header(result) + ["", f"Ordem de {ptbr.plural(result['count'], 'chamada', 'chamadas')} ({legend}; * = reservada):"]
    lines += strip_text(result["calls"]) + [""]
    lines += [_c(s) for s in result["steps"]]
    for col in result["collisions"]:
        lines.append(f"Chamada {col['call']}: {label(col['chosen'])} e {', '.join(label(d) for d in col['deferred'])} "
                     f"pedem a mesma chamada; vai a {label(col['chosen'])} (regra de colisão abaixo).")
    if view:
        lines += ["", "Quando serei chamado(a)?"] + [_c(s) for s in view["steps"]]
    lines += ["", "Observações:"] + [f"  - {_c(n)}" for n in result["interpretations"]]
    lines += ["  Fontes da convenção:"] + [f"    {s['title']}: {s['url']}" for s in result["sources"]]
    return "\n".join(lines)


def format_allocation(result: dict) -> str:
    lines = _header(result)
    lines.append(f"{ptbr.vagas(result['vacancies'])}" + (f" + {result['new_vacancies']} novas" if result["new_vacancies"] else "")
                 + f", {result['candidates']} candidatos classificados")
    lines += ["", "Nomeações, na ordem das chamadas:"]
    for a in result["appointed"]:
        lines.append(f"{a['call']:>6}. {a['id']} — {label(a['list'])}: {_c(a)}")
        for extra in a.get("notes", []):
            lines.append(f"        {_c(extra)}")
    for title, key in (("Desistências", "withdrawn"), ("Vagas revertidas à ampla concorrência", "reverted"),
                       ("Vagas não preenchidas", "unfilled"), ("Ajustes", "adjustments")):
        if result[key]:
            lines += ["", f"{title}:"] + [f"  - {_c(item)}" for item in result[key]]
    lines += ["", "Totais: " + " · ".join(f"{label(l)}: {n}" for l, n in result["counts"].items())]
    lines += ["", "Observações:"] + [f"  - {_c(n)}" for n in result["interpretations"]]
    return "\n".join(lines)


# --- command line: `cotacheck order` and `cotacheck allocate` --------------------------------------


def add_parser(commands) -> None:
    """Register the `order` and `allocate` subcommands (called from `cli.build_parser`)."""
    from cotacheck.interfaces.cli.main import add_edital_options, choice

    def count(text: str) -> int:
        cleaned = text.strip()
        if not cleaned.lstrip("-").isdigit():
            raise InputError(f"Número inválido: {text!r}. Use um número inteiro, por exemplo 20.")
        return int(cleaned)

    conventions = ", ".join(f"{key} ({c['short']})" for key, c in CONVENTIONS.items())
    p = commands.add_parser("order", help="ordem das chamadas: quais vão à ampla concorrência e a cada reserva")
    p.add_argument("calls", type=count, metavar="N", help="número de chamadas (nomeações)")
    add_edital_options(p)
    p.add_argument("--convention", default="rounded", type=choice(CONVENTIONS, "--convention"), help=f"convenção das posições: {conventions}")
    p.add_argument("--position", type=count, metavar="K", help="sua posição na lista reservada: em que chamada você é alcançado(a)?")
    p.add_argument("--general", type=count, metavar="G", help="sua posição na lista geral (com --position)")
    p.add_argument("--list", dest="list_id", metavar="LISTA", help="lista reservada para --position (padrão: negros, ou pretos_pardos)")
    p.add_argument("--json", action="store_true", help="saída em JSON")
    p.set_defaults(run=run_order)

    a = commands.add_parser("allocate", help="quem é nomeado, em que lista e em que chamada, a partir da lista de classificados")
    a.add_argument("file", metavar="ARQUIVO.csv", help="CSV com as colunas id,rank,negro,pcd[,withdrawn] ('-' para a entrada padrão)")
    a.add_argument("--vacancies", type=count, required=True, metavar="N", help="número de vagas")
    a.add_argument("--new-vacancies", type=count, default=0, metavar="M", help="vagas surgidas depois, na validade do concurso")
    add_edital_options(a)
    a.add_argument("--convention", default="rounded", type=choice(CONVENTIONS, "--convention"), help=f"convenção das posições: {conventions}")
    a.add_argument("--json", action="store_true", help="saída em JSON")
    a.set_defaults(run=run_allocate)


def run_order(args) -> int:
    from cotacheck.interfaces.cli.main import print_json

    if args.general is not None and args.position is None:
        raise InputError("--general precisa de --position (sua posição na lista reservada).")
    result = order(args.law, args.calls, args.date, args.branch, args.kind, args.convention)
    view = None
    if args.position is not None:
        view = candidate_view(args.law, args.position, args.general, args.list_id, args.date, args.branch, args.kind, args.convention)
        result["candidate"] = view
    if args.json:
        print_json(result)
    else:
        print(format_order(result, view))
    return 0


def read_text(path: str) -> str:
    import sys

    if path == "-":
        return sys.stdin.read()
    try:
        with open(path, encoding="utf-8-sig", newline="") as handle:
            return handle.read()
    except FileNotFoundError:
        raise InputError(f"Arquivo não encontrado: {path}") from None
    except IsADirectoryError:
        raise InputError(f"{path} é uma pasta, não um arquivo CSV.") from None
    except UnicodeDecodeError:
        raise InputError(f"{path} não está em UTF-8. Salve o CSV como UTF-8.") from None
    except OSError as error:
        raise InputError(f"Não foi possível ler {path}: {error.strerror}.") from None


def run_allocate(args) -> int:
    from cotacheck.interfaces.cli.main import print_json

    text = read_text(args.file)
    result = allocate(text, args.vacancies, args.law, args.date, args.branch, args.kind, args.convention, args.new_vacancies)
    if args.json:
        print_json(result)
    else:
        print(format_allocation(result))
    return 0


# --- the page "Quando serei chamado?" (chamada.html): build-time context and browser bridge ---------

PAGE_EXAMPLE_CALLS = 20
PAGE_MAX_STRIP = 1_000  # calls drawn in the strip; the lists of positions cover all of them


def page_context(today: dt.date) -> dict:
    """What chamada.html shows before Python loads: an example strip per law, the conventions, the rules."""
    examples = []
    for law_id in ("go", "rn", "federal"):
        result = order(law_id, PAGE_EXAMPLE_CALLS, today)
        examples.append(result | {"law_name": get_law(law_id).name})
    return {
        "examples": examples, "conventions": CONVENTIONS, "collision": RULES["collision"]["text"],
        "labels": LIST_LABELS, "codes": LIST_CODES, "today_br": ptbr.date(today),
        "bases": {law_id: rule_bases(get_law(law_id), None) for law_id in ("go", "rn")},
        "max_strip": PAGE_MAX_STRIP, "max_calls": MAX_CALLS,
    }


def _field(request: dict, key: str, what: str, required: bool = True) -> int | None:
    raw = str(request.get(key) if request.get(key) is not None else "").strip().replace(".", "").replace(" ", "")
    if not raw:
        if required:
            raise InputError(f"Informe {what}.")
        return None
    if not raw.lstrip("+-").isdigit() or len(raw) > 12:
        raise InputError(f"Valor inválido para {what}: “{raw[:40]}”. Use um número inteiro.")
    return int(raw)


def _edital(request: dict) -> dict:
    from cotacheck.interfaces.web.bridge import parse_day  # the page's date parsing (dd/mm/aaaa or ISO)

    law_id = str(request.get("lei") or "")
    if law_id not in ("go", "rn", "federal"):
        raise InputError("Escolha a lei: Goiás, Rio Grande do Norte ou federal.")
    branch = str(request.get("poder") or "executivo")
    kind = str(request.get("tipo") or "efetivo")
    convention = str(request.get("convencao") or "rounded")
    return {"law_id": law_id, "date": parse_day(request.get("data")), "branch": branch, "kind": kind,
            "convention": check_convention(convention)}


def _labels(result: dict) -> dict:
    return {"lists": LIST_LABELS, "codes": LIST_CODES, "date": ptbr.date(dt.date.fromisoformat(result["date"])),
            "law_name": get_law(result["law"]).name, "branch": BRANCHES[result["branch"]], "kind": KINDS[result["kind"]]}


def chamada_ordem(request: dict) -> dict:
    """{lei, data, poder, tipo, convencao, chamadas} → order()."""
    e = _edital(request)
    count = _field(request, "chamadas", "o número de chamadas")
    result = order(e["law_id"], count, e["date"], e["branch"], e["kind"], e["convention"])
    return result | {"labels": _labels(result)}


def chamada_candidato(request: dict) -> dict:
    """{lei, data, poder, tipo, convencao, posicao, geral?, lista?} → candidate_view()."""
    e = _edital(request)
    k = _field(request, "posicao", "a sua posição na lista reservada")
    g = _field(request, "geral", "a sua posição na lista geral", required=False)
    list_id = str(request.get("lista") or "") or None
    result = candidate_view(e["law_id"], k, g, list_id, e["date"], e["branch"], e["kind"], e["convention"])
    return result | {"labels": _labels(result)}


def chamada_alocar(request: dict) -> dict:
    """{lei, data, poder, tipo, convencao, vagas, novas?, lista: CSV text} → allocate() (runs in the page only)."""
    e = _edital(request)
    vacancies = _field(request, "vagas", "o número de vagas")
    new = _field(request, "novas", "o número de vagas novas", required=False) or 0
    text = request.get("lista")
    if not isinstance(text, str) or not text.strip():
        raise InputError("Cole a lista de classificados ou escolha um arquivo CSV.")
    result = allocate(text, vacancies, e["law_id"], e["date"], e["branch"], e["kind"], e["convention"], new)
    return result | {"labels": _labels(result)}


#: Registered by cotacheck.web on the first call of any of them (web.LAZY).
BRIDGE = (chamada_ordem, chamada_candidato, chamada_alocar)
