"""The classified list as CSV (`id,rank,negro,pcd[,withdrawn]`), read into candidates."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass

from cotacheck.errors import InputError

MAX_CANDIDATES = 200_000


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


GROUP_ALIASES = {
    "pretos_pardos": "pretos_pardos",
    "preto": "pretos_pardos",
    "pardo": "pretos_pardos",
    "ppp": "pretos_pardos",
    "indigena": "indigenas",
    "indígena": "indigenas",
    "indigenas": "indigenas",
    "indígenas": "indigenas",
    "quilombola": "quilombolas",
    "quilombolas": "quilombolas",
    "negro": "negros",
    "negros": "negros",
}


REQUIRED = ("id", "rank", "negro", "pcd")
COLUMNS = (*REQUIRED, "withdrawn")


def parse_candidates(text: str, groups: tuple[str, ...] = ("negros",)) -> list[Candidate]:
    """Read `id,rank,negro,pcd[,withdrawn]` (header required; comma or semicolon) into candidates.

    The negro column takes a boolean (the law's largest racial group) or, under the federal law, the
    group: pretos_pardos, indigenas, quilombolas.
    """
    reader = open_reader(text)
    header = None
    out: list[Candidate] = []
    ids: dict[str, int] = {}
    ranks: dict[int, int] = {}
    for row in reader:
        line = reader.line_num
        if not any(cell.strip() for cell in row):
            continue
        if header is None:
            header = read_header(row, line)
            continue
        if len(row) != len(header):
            raise InputError(f"linha {line}: {len(row)} colunas, esperadas {len(header)} ({','.join(header)}).")
        cells = dict(zip(header, (c.strip() for c in row)))
        candidate = read_candidate(cells, line, groups, ids, ranks)
        out.append(candidate)
        ids[candidate.id] = line
        ranks[candidate.rank] = line
        if len(out) > MAX_CANDIDATES:
            raise InputError(f"linha {line}: lista grande demais; o limite é {MAX_CANDIDATES} candidatos.")
    if not out:
        raise InputError("A lista de classificados não tem candidatos, só o cabeçalho.")
    return out


def open_reader(text: str):
    """A CSV reader over `text` (BOM dropped), with the delimiter of its first line (";" or ",")."""
    text = text.lstrip("\ufeff")
    lines = text.splitlines()
    if not any(line.strip() for line in lines):
        raise InputError("A lista de classificados está vazia. Use as colunas id,rank,negro,pcd[,withdrawn].")
    first = next(line for line in lines if line.strip())
    delimiter = ";" if first.count(";") > first.count(",") else ","
    return csv.reader(io.StringIO(text), delimiter=delimiter)


def read_header(row: list[str], line: int) -> list[str]:
    header = [cell.strip().lower() for cell in row]
    missing = [c for c in REQUIRED if c not in header]
    if missing:
        raise InputError(
            f"linha {line}: cabeçalho sem as colunas {', '.join(missing)}. "
            "Use as colunas id,rank,negro,pcd[,withdrawn]."
        )
    unknown = [c for c in header if c not in COLUMNS]
    if unknown:
        raise InputError(f"linha {line}: coluna desconhecida {unknown[0]!r}. Use id,rank,negro,pcd[,withdrawn].")
    return header


def read_candidate(
    cells: dict[str, str], line: int, groups: tuple[str, ...], ids: dict[str, int], ranks: dict[int, int]
) -> Candidate:
    """One row; `ids` and `ranks` (the line of each seen so far) reject repeats."""
    if not cells["id"]:
        raise InputError(f"linha {line}: falta o id do candidato.")
    if not cells["rank"].isdigit() or int(cells["rank"]) < 1:
        raise InputError(
            f"linha {line}: classificação (rank) inválida: {cells['rank']!r}. Use um número inteiro a partir de 1."
        )
    rank = int(cells["rank"])
    if cells["id"] in ids:
        raise InputError(f"linha {line}: id {cells['id']!r} repetido (já na linha {ids[cells['id']]}).")
    if rank in ranks:
        raise InputError(f"linha {line}: classificação {rank} repetida (já na linha {ranks[rank]}).")
    return Candidate(
        cells["id"],
        rank,
        read_group(cells["negro"], line, groups),
        _bool(cells["pcd"], "pcd", line),
        _bool(cells.get("withdrawn", ""), "withdrawn", line),
        line,
    )


def read_group(text: str, line: int, groups: tuple[str, ...]) -> str | None:
    """The negro column: a boolean (the law's largest racial group) or a group's name."""
    largest = groups[0]
    raw_group = text.lower()
    if raw_group in TRUE or raw_group in FALSE:
        return largest if raw_group in TRUE else None
    if raw_group in GROUP_ALIASES:
        group = GROUP_ALIASES[raw_group]
        if group == "negros":
            return largest
        if group not in groups:
            raise InputError(f"linha {line}: grupo {text!r} não existe nesta lei (grupos: {', '.join(groups)}).")
        return group
    raise InputError(
        f"linha {line}: valor inválido na coluna negro: {text!r}. "
        "Use 1/0, sim/não ou true/false" + (f", ou o grupo ({', '.join(groups)})." if len(groups) > 1 else ".")
    )
