"""Two group labels side by side, then each group's run of roles, all on one header line.

A header of two rows, the groups over their roles ("Vagas Imediatas | Cadastro de Reserva" over "AC PcD PPP
Total" twice), comes out of pypdf on one line when its cells share a baseline: "Nº Cargo / Ênfase Vagas
Imediatas Cadastro de Reserva AC PcD PPP Total AC PcD PPP Total" (Cesgranrio). A group label with no role
after it on its own line is read as a column of its own (`header.header_lines`: "Cargo | Vagas | CR"), so
the two labels were two totals before the roles, and every row's cells shifted (the cadastro's total read as
the vacancies). On one line the labels span the runs after them when the runs are as many as the labels,
all alike (the same roles in the same order, a part among them): the first label owns the first run.
"""

from __future__ import annotations

_GROUP_LABELS = frozenset(("imm", "crg"))


def spans_runs(line: list[str], i: int, roles: dict[str, str]) -> bool:
    """Whether the group label at `line[i]` is one of two or more side by side whose runs of roles
    (`roles`: the header's role tokens) follow them on the line, one run each, all alike."""
    start = i
    while start > 0 and line[start - 1] in _GROUP_LABELS:
        start -= 1
    end = i + 1
    while end < len(line) and line[end] in _GROUP_LABELS:
        end += 1
    labels = end - start
    after = line[end:]
    run_end = next((n for n, kind in enumerate(after) if kind not in roles), len(after))
    found = after[:run_end]
    if labels < 2 or not found or len(found) % labels:
        return False
    size = len(found) // labels
    runs = [found[n : n + size] for n in range(0, len(found), size)]
    return size >= 2 and all(run == runs[0] for run in runs) and any(k != "total" for k in runs[0])
