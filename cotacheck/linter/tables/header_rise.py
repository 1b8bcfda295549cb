"""A header whose cells were printed at different heights, so that the order of its lines' labels is not
the order of its columns.

A plain extraction (pypdf) prints a header row line by line as the words stand on the page: when a
cell's label wraps over two lines and the cells are vertically centred (or bottom-aligned), a one-line
label ("Negros", "PcD") and the name column's label ("Cargo") stand between or below the wrapped
labels' lines, and come out on a line of their own after them ("Total de Ampla Remuneração" / "Cargo
Negros PcD" / "vagas concorrência inicial (R$)"). Read line by line, the header's columns are the top
line's labels, then the next line's: the page's order only by chance (the true one may put Negros
between Total and Ampla). The rows' arithmetic proves which column is the total, never the order of
the parts (any order adds up), so such a table is not confirmed.

The sign is the name column's label read after a count label and before another (on a later line of
the header, or in the middle of the line a stage joined its lines into): the name column is the first,
so in a header whose labels all start on its first line (top-aligned, or one line) its label comes
before every count's. A spanning label over the roles ("VAGAS | CADASTRO DE RESERVA" over
"CARGO" and the roles, `stacked_header`) is no count label here: the roles' own line gives their order.
"""

from __future__ import annotations

from cotacheck.linter.read.text import Line

_ROLES = frozenset(("total", "open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas"))

DOUBT = (
    "o cabeçalho tem rótulos em alturas diferentes (o do cargo abaixo de rótulos de vagas): a ordem das "
    "colunas não é dada pelo texto"
)


def risen(header_buffer: list[tuple[Line, list[str]]]) -> bool:
    """The name's label after a count label and before another, its header's lines read in order (lines a
    stage joined into one, `broken_header`, as well as lines read one after the other)."""
    kinds = [kind for _, line_kinds in header_buffer for kind in line_kinds]
    if "name" not in kinds:
        return False
    at = kinds.index("name")
    return not _ROLES.isdisjoint(kinds[:at]) and not _ROLES.isdisjoint(kinds[at:])
