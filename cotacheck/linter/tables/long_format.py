"""An open-data CSV in long format: a row per cargo and modalidade, pivoted back to a row per cargo.

A portal's dataset gives the quadro as "edital,carreira,cargo,nivel,modalidade,quantidade", one record for
each cargo's "Ampla concorrência", "Pessoa com deficiência", "Pretos e pardos", "Indígenas", "Quilombolas"
and "Cadastro de reserva" (s24 of the seventh set). Read line by line, each record is a name and one count,
and the modalidade's words were taken into the name: nothing was read right. Here a run of such records
under its header is re-laid as the flat table it stands for: a header line ("Cargo AC PcD Pretos e pardos
Indígenas Quilombolas CR", the modalidades' plain labels in the order they first appear) and one line per
cargo (its name and its counts, a modalidade it has no record of a dash), numbered as its first record.
The pass reads it as any table (confirmed only by its arithmetic: with a "Total" modalidade).

Only when the header proves the columns: one modalidade column ("modalidade", "modalidade_concorrencia",
"tipo_vaga"), one count column ("quantidade", "qtd", "vagas", "numero_vagas"), one cargo column
("cargo", "nome_cargo", "denominacao", "emprego"), perhaps an especialidade's ("area", "especialidade",
"disciplina": the name's second part), the others any; every record as many fields as the header, its
quantity a count, its modalidade one count role of the vocabulary; one record at most per cargo and
modalidade; no name shared by two cargos that differ in another column (two campi: which is which is not
said). Anything else keeps the lines as they are.
"""

from __future__ import annotations

import csv

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import fold, rewritten
from cotacheck.linter.tables.layout_header import PLAIN_ROLES, column_of

_TRIGGERS = ("odalidade", "ODALIDADE", "ipo_vaga", "IPO_VAGA")
_MODALIDADE = frozenset({"modalidade", "modalidade de concorrencia", "modalidade concorrencia", "tipo vaga"})
_QUANTITY = frozenset({"quantidade", "qtd", "qtde", "vagas", "numero vagas", "numero de vagas", "quantitativo"})
_CARGO = frozenset({"cargo", "nome cargo", "cargo nome", "denominacao", "denominacao do cargo", "emprego"})
_AREA = frozenset({"area", "especialidade", "disciplina", "area de atuacao", "area atuacao"})
_MAX_RECORDS = 5000


def _fields(line: str, separator: str) -> list[str] | None:
    try:
        return [cell.strip() for cell in next(csv.reader([line], delimiter=separator))]
    except (csv.Error, StopIteration):
        return None


def _header(line: str) -> tuple[str, list[str]] | None:
    """(separator, the header's folded labels) of a long format's header line, else None."""
    separator = max(",;\t", key=line.count)
    if line.count(separator) < 2:
        return None
    labels = _fields(line, separator)
    if labels is None:
        return None
    folded = [fold(label).replace("_", " ").strip() for label in labels]
    if sum(f in _MODALIDADE for f in folded) != 1 or sum(f in _QUANTITY for f in folded) != 1:
        return None
    if sum(f in _CARGO for f in folded) != 1 or sum(f in _AREA for f in folded) > 1:
        return None
    return separator, folded


def _table(raw: list[str], at: int, separator: str, labels: list[str]) -> tuple[dict[int, str | None], int] | None:
    """(the re-laid lines by number, the last index) of the records under header line `at`, or None."""
    modalidade = next(k for k, f in enumerate(labels) if f in _MODALIDADE)
    quantity = next(k for k, f in enumerate(labels) if f in _QUANTITY)
    cargo = next(k for k, f in enumerate(labels) if f in _CARGO)
    area = next((k for k, f in enumerate(labels) if f in _AREA), None)
    rest = [k for k in range(len(labels)) if k not in (modalidade, quantity)]
    roles: list[str] = []
    cargos: dict[tuple[str, ...], tuple[int, dict[str, str]]] = {}
    end = at
    for index in range(at + 1, min(len(raw), at + _MAX_RECORDS)):
        if separator not in raw[index]:
            break
        fields = _fields(raw[index], separator)
        if fields is None or len(fields) != len(labels):
            return None
        role = column_of(0, 0, fields[modalidade]).kind
        count = fields[quantity]
        if not PLAIN_ROLES.get(role) or not count.isdigit() or len(count) > 5 or not fields[cargo]:
            return None
        key = tuple(fields[k] for k in rest)
        first, counts = cargos.setdefault(key, (index, {}))
        if role in counts:
            return None
        counts[role] = count
        if role not in roles:
            roles.append(role)
        end = index
    if len(cargos) < 1 or len(roles) < 2:
        return None
    changed: dict[int, str | None] = dict.fromkeys(range(at + 1, end + 2), None)
    changed[at + 1] = " ".join(["Cargo", *(PLAIN_ROLES[r] for r in roles)])
    names: set[str] = set()
    for key, (first, counts) in cargos.items():
        fields = dict(zip(rest, key, strict=True))
        name = fields[cargo] + (f" – {fields[area]}" if area is not None and fields[area] else "")
        if fold(name) in names or name.rsplit(" ", 1)[-1].isdigit():
            return None  # two cargos of one name, or a name ending in a number (read as a count)
        names.add(fold(name))
        changed[first + 1] = " ".join([name, *(counts.get(r, "-") for r in roles)])
    return changed, end


def _candidates(text: str) -> list[int]:
    """The indices of the lines holding a modalidade column's label, found by searching the text (a loop over
    every line cost 1 % of a lint: "modalidade" is a common word of editais)."""
    found: list[int] = []
    for trigger in _TRIGGERS:
        at = text.find(trigger)
        while at != -1:
            start = max(text.rfind("\n", 0, at), text.rfind("\f", 0, at)) + 1
            end = text.find("\n", at)
            line = text[start : end if end != -1 else len(text)]
            if len(line) < 400 and (line.count(",") >= 2 or line.count(";") >= 2 or line.count("\t") >= 2):
                found.append(text.count("\n", 0, start) + text.count("\f", 0, start))
            at = text.find(trigger, end if end != -1 else len(text))
    return sorted(set(found))


def relay(lines, text: str):
    """`lines` with every long-format table re-laid as a row per cargo (same list)."""
    found = _candidates(text if "\r" not in text else "\n".join(raw_lines(text)))
    if not found:
        return lines
    raw = raw_lines(text)
    changed: dict[int, str | None] = {}
    done = -1
    for index in found:
        header = _header(raw[index]) if index > done else None
        table = _table(raw, index, *header) if header is not None else None
        if table is not None:
            changed.update(table[0])
            done = table[1]
    return rewritten(lines, changed)
