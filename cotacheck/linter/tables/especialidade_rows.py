"""A "Cargo | Especialidade" quadro whose cargo cell is merged down its especialidades' rows, its words on
one row's line (pypdf's plain text, a pasted table without tabs): the other rows give their especialidade alone.

A board's quadro merges the cargo's cell over the rows of its especialidades (or áreas, or lotações); a PDF
prints the cargo once, on the first row of its span or, where the merged cell is centred vertically (Word,
Writer, Chromium), on its middle row, and pypdf lays it out on that row's line:

    CARGO ESPECIALIDADE AC PcD Negros Total
    Analista de Trânsito Engenharia de Tráfego 03 00 01 04
    Direito 02 00 01 03
    Técnico de Trânsito – 05 01 02 08

Read a line at a time, "Direito" was confirmed as a cargo the edital does not have. The text does not say
where a row's cargo ends (nor whether a row holds one at all) unless it proves it: where the edital writes a
row's name elsewhere as "<cargo> – <especialidade>" (its cargo then proven, and every row opening with that
cargo named by it; a row of a bare especialidade so written under one proven cargo alone, named by it), or
where the table repeats each cargo on every row of its span (every row opening with words shared by the
rows next to it, runs of two rows or more). Each proven row is re-laid "<cargo> – <especialidade> counts"; a
row whose especialidade cell is a dash is a cargo without especialidade (its own name); every other row is
left in doubt with the reason: it may be an especialidade of the cargo above (or below) it.

The quadro: a header on one line whose first text labels are the cargo's and an especialidade's (área,
lotação…), a code label before them or none, then count labels only; rows ending in exactly as many count
cells, a code first where the header names one; a page's marker and the header again between rows; a TOTAL
row or any other line ends it. Rows with lines of words between them are `merged_name_cell`'s (it runs
before). Each line is passed over once; the edital's "X – Y" pairs are gathered once, only for such quadros.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, rewritten
from cotacheck.linter.tables.header import COUNT_TOKENS, build_columns, count_columns, header_kinds, labels
from cotacheck.linter.tables.merged_name_cell import _CARGO_LABEL, _CODE, _CODE_LABEL, _page_break
from cotacheck.linter.tables.names import PAGE_MARKER, TOTAL_ROW

#: A cargo label then an especialidade's, an área's or a lotação's, in the raw text (most editais have none).
_GATE_TAIL = (
    r"(?:/fun[çc][ãa]o)?[ \t]+"
    r"(?:especialidades?|[áa]reas?|lota[çc](?:[ãa]o|[õo]es)|local de lota|perfis|perfil|disciplinas?|[êe]nfases?)"
)
_GATE = re.compile(r"(?i)(?:cargos?|empregos?|fun[çc](?:[ãa]o|[õo]es))" + _GATE_TAIL)
#: `_GATE` without `(?i)`, one pattern an opening word, for the text in lower case (`_gated`): each opens with
#: letters the engine finds as C's search finds a string, where `_GATE` was tried at every place of the text.
_LOWER_GATES = tuple(
    re.compile(start + _GATE_TAIL) for start in (r"cargos?", r"empregos?", r"func(?:ao|oes)", r"funç(?:[ãa]o|[õo]es)")
)
#: The only characters `(?i)` takes for a letter of `_GATE` that `str.lower` does not turn into it ("ſ" for "s",
#: "ı" and "İ" for "i"; tests/linter/test_pattern_guards.py checks it): without them, `_GATE` finds a match in a
#: text where `_LOWER_GATES` find one in its lower case.
_CASE_APART = ("ſ", "ı", "İ")
_SPAN_LABEL = re.compile(
    r"especialidades?|areas?(?: de atuacao| de conhecimento)?|perfis|perfil|disciplinas?|enfases?|subareas?"
    r"|lotac(?:ao|oes)|(?:local|unidade) de lotacao"
)
_CELL = re.compile(r"\d{1,4}|CR").fullmatch
_DASH = ("-", "–", "—")
_LETTER = re.compile(r"[^\W\d_]")
#: An "X – Y" pair's sides looked at: a name's words at most.
_SIDE = 12
#: Pairs gathered at most (a hostile text of dashes: the proof then stops short, the rows stay in doubt).
_MAX_PAIRS = 20000
_STOPS = ".,;:)"
_MAX_LEFTS = 16
#: A cargo's title words (folded): a row opening with one names its cargo; an especialidade, an área or a
#: lotação hardly ever opens so. A quadro whose every row does is read as it stands.
_TITLES = frozenset(
    "analista tecnico procurador auditor agente assistente auxiliar professor especialista engenheiro medico "
    "enfermeiro fiscal escrivao delegado inspetor perito oficial defensor consultor gestor administrador "
    "advogado contador motorista operador policial soldado guarda secretario educador psicologo farmaceutico "
    "odontologo cirurgiao nutricionista fisioterapeuta bibliotecario arquiteto economista estatistico "
    "vigia vigilante merendeiro cozinheiro pedreiro eletricista mecanico monitor cuidador coordenador "
    "supervisor diretor pedagogo orientador interprete tradutor zelador porteiro recepcionista telefonista".split()
)
DOUBT = (
    "a linha {line} pode ser uma especialidade do cargo acima (ou abaixo) dela, cuja célula mesclada sobre "
    "várias linhas o PDF imprime uma só vez: o texto não prova que “{words}” traz o nome do seu cargo, nem onde ele "
    "termina; confira o nome"
)


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` with each such quadro's rows named by their cargo where the text proves it; `doubts` gets the
    rows it does not."""
    if not _gated(text):
        return lines
    changed: dict[int, str] = {}
    pairs: dict[tuple[str, ...], list[list[str]]] | None = None
    gated = _gated_lines(lines)
    k = 0
    while k < len(lines):
        shape = _header(lines[k]) if k in gated else None  # (`_header` reads no line `_gated` turns down)
        if shape is not None and _tabbed(text, lines[k].number):
            shape = None  # a tab-separated table shows its cells: `rowspan_cargo`'s
        if shape is None:
            k += 1
            continue
        rows, end = _rows(lines, k, *shape)
        if len(rows) >= 2:
            if pairs is None:
                pairs = _pairs(lines)
            _named(rows, pairs, changed, doubts)
        k = max(end, k + 1)
    return rewritten(lines, dict(changed)) if changed else lines


def _gated(text: str) -> bool:
    """`_GATE.search(text)`, by `_LOWER_GATES` in the text's lower case where no character of `_CASE_APART` stands."""
    if any(c in text for c in _CASE_APART):
        return _GATE.search(text) is not None
    lowered = text.lower()
    return any(gate.search(lowered) for gate in _LOWER_GATES)


def _gated_lines(lines: list[Line]) -> set[int]:
    """The indexes of the lines whose text `_gated` lets through, found by one search a gate of the lines' texts
    joined in lower case: no gate's match holds a line break, so each lies in one line (`str.lower` turns no
    character into one); where a line holds one itself, or a character of `_CASE_APART` stands, each line is
    asked alone."""
    joined = "\n".join([line.text for line in lines])
    if joined.count("\n") != len(lines) - 1 or any(c in joined for c in _CASE_APART):
        return {k for k, line in enumerate(lines) if _gated(line.text)}
    lowered = joined.lower()
    found: set[int] = set()
    for gate in _LOWER_GATES:
        k = at = 0
        for m in gate.finditer(lowered):
            k, at = k + lowered.count("\n", at, m.start()), m.start()
            found.add(k)
    return found


def _tabbed(text: str, number: int) -> bool:
    """Whether line `number` was printed with tabs (`Line.text` has them as spaces)."""
    raw = raw_lines(text)
    return 0 < number <= len(raw) and "\t" in raw[number - 1]


def _header(line: Line) -> tuple[tuple[str, ...], bool, int] | None:
    """(the header's kinds, whether a code column leads it, the count cells a row has) when `line` is such a
    header, else None."""
    if "\t" in line.text or not _gated(line.text):
        return None
    kinds = header_kinds(line.folded)
    if kinds is None:
        return None
    found = list(labels(line.folded))
    coded = kinds[0] == "ignore" and bool(found) and bool(_CODE_LABEL.fullmatch(_label(line, found[0])))
    names = found[1:3] if coded else found[:2]
    texts = kinds[1:] if coded else kinds
    if len(names) < 2 or texts[:2] != ("name", "name") or "name" in texts[2:]:
        return None
    if not (_CARGO_LABEL.fullmatch(_label(line, names[0])) and _SPAN_LABEL.fullmatch(_label(line, names[1]))):
        return None
    if not texts[2:] or not set(texts[2:]) <= COUNT_TOKENS:
        return None
    counts = count_columns(build_columns(list(kinds)))
    if len(counts) < 2 or len({c.group for c in counts}) != 1:
        return None
    return kinds, coded, len(counts)


def _label(line: Line, found: tuple[str, int, int]) -> str:
    return line.folded[found[1] : found[2]].strip()


def _row(line: Line, coded: bool, cells: int) -> tuple[str, list[str], bool, str] | None:
    """(code, name's words, whether its especialidade cell is a dash, count cells) of a row's line; else None."""
    tokens = line.text.split()
    if len(tokens) < cells + 1 + coded or not all(_CELL(t) or t in _DASH for t in tokens[-cells:]):
        return None
    code = ""
    if coded:
        if not _CODE(tokens[0]):
            return None
        code, tokens = tokens[0], tokens[1:]
    words, counts = tokens[:-cells], " ".join(tokens[-cells:])
    dash = bool(words) and words[-1] in _DASH
    if dash:
        words = words[:-1]
    if not words or _CELL(words[-1]) or not _LETTER.search(words[0]):
        return None
    return code, words, dash, counts


def _rows(lines: list[Line], at: int, kinds: tuple[str, ...], coded: bool, cells: int):
    """(the quadro's rows as (line, row), the index after them)."""
    rows: list[tuple[Line, tuple[str, list[str], bool, str]]] = []
    k = at + 1
    while k < len(lines):
        line = lines[k]
        folded = line.folded.strip()
        row = _row(line, coded, cells)
        if row is not None and not TOTAL_ROW.match(" ".join(row[1]).lower()):
            rows.append((line, row))
        elif rows and (PAGE_MARKER.match(folded) or not folded or header_kinds(line.folded) == kinds):
            page = _page_break(lines, k, kinds)
            if page is None:
                break
            k = page
            continue
        else:
            break
        k += 1
    return rows, k


def _pairs(lines: list[Line]) -> dict[tuple[str, ...], list[list[str]]]:
    """The edital's "X – Y" pairs, by Y: the folded words after a dash up to a number or a punctuation mark,
    each with the words before it back to one (each side cut at `_SIDE` words; `_MAX_LEFTS` lefts a Y)."""
    pairs: dict[tuple[str, ...], list[list[str]]] = {}
    seen = 0
    for line in lines:
        if " – " not in line.text and " - " not in line.text:
            continue
        words = fold(line.text).split()
        for n, word in enumerate(words):
            if word in _DASH and 0 < n < len(words) - 1:
                lefts = pairs.setdefault(tuple(_right(words[n + 1 : n + 1 + _SIDE])), [])
                if len(lefts) < _MAX_LEFTS:
                    lefts.append(_left(words[max(0, n - _SIDE) : n]))
                seen += 1
                if seen >= _MAX_PAIRS:
                    return pairs
    return pairs


def _left(words: list[str]) -> list[str]:
    kept: list[str] = []
    for word in reversed(words):
        if word in _DASH or not _LETTER.match(word) or word[-1] in _STOPS:
            break
        kept.append(word)
    return kept[::-1]


def _right(words: list[str]) -> list[str]:
    kept: list[str] = []
    for word in words:
        if word in _DASH or not _LETTER.match(word):
            break
        kept.append(word.rstrip(_STOPS))
        if word[-1] in _STOPS:
            break
    return kept


def _ends(words: list[str], tail: list[str]) -> bool:
    return 0 < len(tail) <= len(words) and words[len(words) - len(tail) :] == tail


def _proven_cargos(names: list[list[str]], pairs) -> set[tuple[str, ...]]:
    """The cargos the edital's pairs prove: a row's first words P, its other words E, written "P – E"."""
    cargos: set[tuple[str, ...]] = set()
    for name in names:
        for i in range(max(1, len(name) - _SIDE), min(len(name), _SIDE + 1)):
            head, tail = name[:i], name[i:]
            if any(_ends(left, head) for left in pairs.get(tuple(tail), ())):
                cargos.add(tuple(head))
    return cargos


def _repeated(names: list[list[str] | None]) -> bool:
    """Whether every row (a dash row aside: None) repeats its cargo: the rows between dash rows in runs of
    two or more sharing their first words, each with words after them."""
    runs: list[list[list[str]]] = []
    previous: list[str] | None = None
    for name in names:
        if name is not None and previous is not None and _common(previous, name) > 0:
            runs[-1].append(name)
        elif name is not None:
            runs.append([name])
        previous = name
    for run in runs:
        size = min(_common(run[0], other) for other in run[1:]) if len(run) > 1 else 0
        if size == 0 or any(len(name) <= size for name in run):
            return False
    return bool(runs)


def _common(one: list[str], other: list[str]) -> int:
    size = 0
    for a, b in zip(one, other, strict=False):
        if a != b:
            break
        size += 1
    return size


def _named(rows, pairs, changed: dict[int, str], doubts: dict[int, str]) -> None:
    """Each row named "<cargo> – <especialidade>" where proven, a dash row or a table repeating its cargos
    left as it is, the others in doubt."""
    folded = [None if dash else [fold(word) for word in words] for _, (_, words, dash, _) in rows]
    folded = [None if name and any(word in _DASH for word in name) else name for name in folded]
    if _repeated(folded) or all(name is None or name[0] in _TITLES for name in folded):
        return
    cargos = _proven_cargos([name for name in folded if name], pairs)
    spelled: dict[tuple[str, ...], list[str]] = {}  # a proven cargo as a row opening with it writes it
    for (_, (_, words, _, _)), name in zip(rows, folded, strict=True):
        for size in _openings(name or [], cargos):
            spelled.setdefault(tuple(name[:size]), words[:size])
    for (line, (code, words, _, counts)), name in zip(rows, folded, strict=True):
        if name is None:
            continue  # a cargo without especialidade, or a row written "<cargo> – <especialidade>"
        opening = _openings(name, cargos)
        before = _before(name, cargos, pairs)
        if opening:
            head, rest = words[: max(opening)], words[max(opening) :]
        elif len(before) == 1:
            head, rest = spelled[before.pop()], words
        else:
            doubts.setdefault(line.number, DOUBT.format(line=line.number, words=" ".join(words)))
            continue
        changed[line.number] = " ".join(filter(None, (code, " ".join(head), "–", " ".join(rest), counts)))


def _openings(name: list[str], cargos: set[tuple[str, ...]]) -> list[int]:
    """The sizes of the proven cargos the row's name opens with (followed by words)."""
    return [i for i in range(1, min(len(name), _SIDE + 1)) if tuple(name[:i]) in cargos]


def _before(name: list[str], cargos: set[tuple[str, ...]], pairs) -> set[tuple[str, ...]]:
    """The proven cargos the edital's pairs write before the row's whole name."""
    return {
        tuple(left[-i:])
        for left in pairs.get(tuple(name), ())
        for i in range(1, len(left) + 1)
        if tuple(left[-i:]) in cargos
    }
