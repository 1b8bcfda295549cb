"""The classified list as CSV (`id,rank,negro,pcd[,withdrawn]`, or the same columns named in
Portuguese: `nome,classificação,cotista,deficiência[,desistente]`), read into candidates."""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass

from cotacheck.errors import InputError
from cotacheck.present import ptbr
from cotacheck.reserve.user_numbers import whole_number

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

#: Header names people write in a spreadsheet, compared without accents or case: each one → a column.
HEADER_ALIASES = {
    "id": "id",
    "nome": "id",
    "candidato": "id",
    "candidata": "id",
    "inscricao": "id",
    "numero de inscricao": "id",
    "rank": "rank",
    "classificacao": "rank",
    "posicao": "rank",
    "colocacao": "rank",
    "ordem": "rank",
    "negro": "negro",
    "negros": "negro",
    "negra": "negro",
    "cotista": "negro",
    "cota racial": "negro",
    "pcd": "pcd",
    "deficiencia": "pcd",
    "deficiente": "pcd",
    "pessoa com deficiencia": "pcd",
    "withdrawn": "withdrawn",
    "desistente": "withdrawn",
    "desistiu": "withdrawn",
    "desistencia": "withdrawn",
}
#: How the page and messages name each column.
COLUMN_LABELS = {
    "id": "candidato (id)",
    "rank": "classificação (rank)",
    "negro": "negro / cotista",
    "pcd": "pessoa com deficiência (pcd)",
    "withdrawn": "desistência (withdrawn)",
}
COLUMNS_HINT = (
    "nome, classificação, negro (ou cotista), pcd (ou deficiência) e, se quiser, desistente; "
    "ou id,rank,negro,pcd[,withdrawn]"
)


def _plain(name: str) -> str:
    """A header cell compared without case, accents or extra spaces: "Classificação " → "classificacao"."""
    decomposed = unicodedata.normalize("NFKD", name.strip().lower())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).replace("_", " ").split())


def recognised_columns(text: str) -> list[dict]:
    """The header of a classified list as read: [{"header": as written, "column": id|rank|…, "label"}]."""
    for _, row in read_rows(open_reader(text)):
        if any(cell.strip() for cell in row):
            names = read_header(row, 1)
            return [
                {"header": cell.strip(), "column": name, "label": COLUMN_LABELS[name]} for cell, name in zip(row, names)
            ]
    return []


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
    for line, row in read_rows(reader):
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
        raise InputError(f"A lista de classificados está vazia. Use as colunas {COLUMNS_HINT}.")
    first = next(line for line in lines if line.strip())
    delimiter = ";" if first.count(";") > first.count(",") else ","
    return csv.reader(io.StringIO(text), delimiter=delimiter)


def read_rows(reader) -> Iterator[tuple[int, list[str]]]:
    """(line, cells) of each row. A row the csv module refuses (a cell over its limit of 131 072
    characters) is unusable input, named by its line, not an internal error."""
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as error:
            where = f"linha {reader.line_num}"
            if "field larger" in str(error):
                limit = ptbr.number(csv.field_size_limit())
                raise InputError(f"{where}: uma célula tem mais de {limit} caracteres; confira o arquivo.") from None
            raise InputError(f"{where}: não foi possível ler esta linha do CSV; confira aspas e separadores.") from None
        yield reader.line_num, row


def read_header(row: list[str], line: int) -> list[str]:
    """The header row → the column of each cell (id, rank, negro, pcd, withdrawn), English or Portuguese names."""
    header = [HEADER_ALIASES.get(_plain(cell), _plain(cell)) for cell in row]
    unknown = [cell.strip() for cell, name in zip(row, header) if name not in COLUMNS]
    if unknown:
        raise InputError(f"linha {line}: coluna desconhecida {unknown[0]!r}. Use as colunas {COLUMNS_HINT}.")
    repeated = sorted({name for name in header if header.count(name) > 1})
    if repeated:
        raise InputError(f"linha {line}: duas colunas para {COLUMN_LABELS[repeated[0]]}. Deixe uma só.")
    missing = [c for c in REQUIRED if c not in header]
    if missing:
        raise InputError(f"linha {line}: cabeçalho sem as colunas {', '.join(missing)}. Use as colunas {COLUMNS_HINT}.")
    return header


def read_candidate(
    cells: dict[str, str], line: int, groups: tuple[str, ...], ids: dict[str, int], ranks: dict[int, int]
) -> Candidate:
    """One row; `ids` and `ranks` (the line of each seen so far) reject repeats."""
    if not cells["id"]:
        raise InputError(f"linha {line}: falta o id do candidato.")
    invalid = f"linha {line}: classificação (rank) inválida: {{text!r}}. Use um número inteiro a partir de 1."
    rank = whole_number(cells["rank"], f"linha {line}: classificação (rank)", invalid)
    if rank < 1:
        raise InputError(invalid.format(text=cells["rank"]))
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
