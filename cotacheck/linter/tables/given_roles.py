"""Column roles given by the reader for a table the linter read with doubt, so that a correction is repeatable.

A table whose header the reader could not explain ("coluna 'CN' sem legenda") stays uncertain, and no
error rests on it. Whoever checks the edital can say what each count column is: `--columns 16=ac,pcd,
negros,total` (the table whose header is on line 16, its count columns in order), or a JSON file
`{"16": ["ac", "pcd", "negros", "total"]}`. The table is then read under those roles, as the edital's
own legend would have it, and confirmed only if its arithmetic holds in every row.
"""

from __future__ import annotations

import json
from pathlib import Path

from cotacheck.errors import InputError
from cotacheck.linter.tables.header import Column
from cotacheck.reserve.user_numbers import is_whole

#: The roles a count column may be given: the role's id, or its name in Portuguese.
ROLE_NAMES = {
    "total": "total",
    "open": "open",
    "ac": "open",
    "ampla": "open",
    "pcd": "pcd",
    "negros": "negros",
    "pretos_pardos": "pretos_pardos",
    "ppp": "pretos_pardos",
    "indigenas": "indigenas",
    "quilombolas": "quilombolas",
    "other": "other",
    "outra": "other",
    "cr": "cr",
    "cadastro": "cr",
    "ignore": "ignore",
    "ignorar": "ignore",
}
#: Each role in a report's words.
ROLE_LABELS = {
    "total": "total",
    "open": "ampla concorrência",
    "pcd": "PcD",
    "negros": "negros",
    "pretos_pardos": "pretos e pardos",
    "indigenas": "indígenas",
    "quilombolas": "quilombolas",
    "other": "outra reserva",
    "cr": "cadastro de reserva",
    "ignore": "ignorada",
}
#: Most tables one run may be given roles for, and most count columns a table has.
MAX_TABLES, MAX_COLUMNS = 200, 40
#: Most bytes read of a `--columns` JSON file: MAX_TABLES lines of MAX_COLUMNS roles, each at most about
#: 20 bytes written out ("pretos_pardos", quoted, a comma), take under 200 KB; a larger file (or
#: /dev/zero) is refused after reading this much, not read whole.
MAX_FILE_BYTES = 256 * 1024

_HOW = "Use LINHA=papel,papel,… (por exemplo 16=ac,pcd,negros,total), com os papéis: " + ", ".join(
    sorted({k for k in ROLE_NAMES if k.isascii()})
)


def _roles(line: object, roles: object) -> tuple[int, list[str]]:
    text = str(line).strip().lstrip("Ll")
    # ASCII digits only: "⁴".isdigit() is True, and int() then refused it ("erro interno")
    if not is_whole(text) or len(text) > 7 or int(text) < 1:
        raise InputError(f"Linha inválida em --columns: {str(line)[:20]!r}. {_HOW}.")
    if isinstance(roles, str):
        roles = roles.split(",")
    if not isinstance(roles, list) or not roles or len(roles) > MAX_COLUMNS:
        raise InputError(f"Papéis das colunas da linha {text} inválidos. {_HOW}.")
    out = []
    for role in roles:
        name = str(role).strip().lower()
        if name not in ROLE_NAMES:
            raise InputError(f"Papel de coluna desconhecido na linha {text}: {str(role)[:30]!r}. {_HOW}.")
        out.append(ROLE_NAMES[name])
    return int(text), out


def parse_columns(specs: list[str] | dict | None) -> dict[int, list[str]]:
    """`--columns` values ("16=ac,pcd,negros,total", or the path of a JSON file), or such a dict →
    {header line: roles of its count columns in order}."""
    given: dict[int, list[str]] = {}
    if isinstance(specs, dict):
        specs = [
            f"{line}={','.join(map(str, roles)) if isinstance(roles, list) else roles}" for line, roles in specs.items()
        ]
    for spec in specs or []:
        items = _file_items(spec) if "=" not in spec else [tuple(spec.split("=", 1))]
        for line, roles in items:
            number, names = _roles(line, roles)
            if number in given:
                raise InputError(
                    f"--columns: a linha {number} foi dada mais de uma vez; dê os papéis de cada tabela uma só vez."
                )
            given[number] = names
    if len(given) > MAX_TABLES:
        raise InputError(f"--columns: tabelas demais ({len(given)}); o limite é {MAX_TABLES}.")
    return given


def _file_items(spec: str) -> list[tuple[object, object]]:
    """The (line, roles) pairs of a `--columns` JSON file, read up to MAX_FILE_BYTES."""
    path = Path(spec)
    unreadable = f"--columns: {spec[:60]!r} não é LINHA=papéis nem um arquivo JSON legível. {_HOW}."
    try:
        with path.open("rb") as file:
            raw = file.read(MAX_FILE_BYTES + 1)
    except OSError:
        raise InputError(unreadable) from None
    if len(raw) > MAX_FILE_BYTES:
        raise InputError(
            f"--columns: o arquivo {path.name[:60]!r} é grande demais (o limite é {MAX_FILE_BYTES // 1024} KB)."
        )
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError):  # RecursionError: JSON nested thousands deep
        raise InputError(unreadable) from None
    if not isinstance(data, dict):
        raise InputError(f'--columns: o arquivo {path.name[:60]!r} deve ser um objeto JSON {{"16": ["ac", …]}}.')
    return list(data.items())


def column_of(role: str) -> Column:
    """The count column a role stands for: "cr" the cadastro de reserva's count, "ignore" one read and
    counted nowhere (`role_of` is the way back)."""
    if role == "ignore":
        return Column("total", "extra")
    return Column("total", "cr") if role == "cr" else Column(role, "imm")


def role_of(column: Column) -> str:
    """A count column's role in the words `--columns` takes (the inverse of `column_of`)."""
    if column.group == "cr":
        return "cr"
    return "ignore" if column.group in ("extra", "place") else column.kind  # a place: counted in no reserve


def as_json(columns: dict[int, list[str]]) -> dict[str, list[str]]:
    """Roles by header line as a report and a link carry them: {"16": [...]}, in line order."""
    return {str(line): roles for line, roles in sorted(columns.items())}


def given_columns(
    columns: list[Column], given: dict[int, list[str]], lines: list[int]
) -> tuple[list[Column], int | None]:
    """A table's header columns (its header on `lines`) with the count columns the reader gave for one of
    those lines, taken out of `given`, in place of those read: the text columns before and after them stay,
    and an abbreviation the reader could not place ("XN") gets its column; and that line (None: none
    given). An "ignore"d column is read as a cell and counted nowhere."""
    line = next((n for n in lines if n in given), None)
    if line is None:
        return columns, None
    counted = [n for n, c in enumerate(columns) if c.is_count] or [len(columns)]
    before, after = columns[: counted[0]], columns[counted[-1] + 1 :]
    roles = [column_of(role) for role in given.pop(line)]
    return before + roles + after, line


def all_given_used(left: dict[int, list[str]], headers: list[int]) -> None:
    """Roles given for a line where no table header was read would be dropped unsaid: refused instead."""
    if left:
        missed = ", ".join(str(n) for n in sorted(left))
        read = ", ".join(str(n) for n in headers[:20]) or "nenhuma"
        raise InputError(
            f"Nenhum cabeçalho de tabela foi lido na linha {missed}, para a qual foram dados papéis de colunas "
            f"(cabeçalhos lidos nas linhas: {read})."
        )


def roles_beyond_cells(tables: list, doubts: dict[int, str]) -> None:
    """A table given more roles than any of its rows has count cells ("16=ac,pcd,negros,total,cr,outra" for
    rows of three numbers): the roles do not describe it, so none of its rows is confirmed, and the reason
    says why (`doubts`: table id → reason). Short rows are read as the edital's blank cells otherwise."""
    for table in tables:
        if table.widest < len(table.counts):
            doubts[table.id] = (
                f"{len(table.counts)} papéis dados para as colunas da tabela da linha {table.given}, "
                f"mas nenhuma linha dela tem mais de {table.widest} números"
            )


def given_line(columns_given: dict[str, list[str]]) -> str:
    """ "Papéis das colunas dados por quem verificou: linha 16 = ampla concorrência, negros, PcD, total"."""
    tables = "; ".join(
        f"linha {line} = {', '.join(ROLE_LABELS[r] for r in roles)}" for line, roles in columns_given.items()
    )
    return f"Papéis das colunas dados por quem verificou: {tables}"
