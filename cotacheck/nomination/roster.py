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
                raise InputError(
                    f"linha {line}: cabeçalho sem as colunas {', '.join(missing)}. "
                    "Use as colunas id,rank,negro,pcd[,withdrawn]."
                )
            unknown = [c for c in header if c not in ("id", "rank", "negro", "pcd", "withdrawn")]
            if unknown:
                raise InputError(
                    f"linha {line}: coluna desconhecida {unknown[0]!r}. Use id,rank,negro,pcd[,withdrawn]."
                )
            continue
        if len(row) != len(header):
            raise InputError(f"linha {line}: {len(row)} colunas, esperadas {len(header)} ({','.join(header)}).")
        cells = dict(zip(header, (c.strip() for c in row)))
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
        raw_group = cells["negro"].lower()
        if raw_group in TRUE or raw_group in FALSE:
            group = largest if raw_group in TRUE else None
        elif raw_group in GROUP_ALIASES:
            group = GROUP_ALIASES[raw_group]
            if group == "negros":
                group = largest
            elif group not in groups:
                raise InputError(
                    f"linha {line}: grupo {cells['negro']!r} não existe nesta lei (grupos: {', '.join(groups)})."
                )
        else:
            raise InputError(
                f"linha {line}: valor inválido na coluna negro: {cells['negro']!r}. "
                "Use 1/0, sim/não ou true/false" + (f", ou o grupo ({', '.join(groups)})." if len(groups) > 1 else ".")
            )
        out.append(
            Candidate(
                cells["id"],
                rank,
                group,
                _bool(cells["pcd"], "pcd", line),
                _bool(cells.get("withdrawn", ""), "withdrawn", line),
                line,
            )
        )
        ids[cells["id"]] = line
        ranks[rank] = line
        if len(out) > MAX_CANDIDATES:
            raise InputError(f"linha {line}: lista grande demais; o limite é {MAX_CANDIDATES} candidatos.")
    if not out:
        raise InputError("A lista de classificados não tem candidatos, só o cabeçalho.")
    return out
