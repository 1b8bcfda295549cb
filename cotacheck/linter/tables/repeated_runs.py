"""A header that repeats its run of roles with no label saying what each run is: the table is not proven.

A quadro split by sexo, turno or place prints the same roles once for each part, the parts' names on a
line of their own the vocabulary does not read, and one total after them:

    Comando Regional Sede      Masculino         Feminino        Total
                               AC   Negros       AC   Negros
    1º CRPM – Capital Macapá   96   24           16   4          140

The header's reading keeps the first run as the immediate vacancies and the runs after it apart
(`header._assign_runs`, group "extra"): the row above then read 120 vacancies, 24 for negros, and a
Total row that sums the first run's columns confirmed them, while the cargo has 140 and 28. Which run is
the vacancies (one of them, or their sum) is what the header does not say, so every row of such a table
stays uncertain, with the reason, whatever its sums. A first run with its own total ("VAGAS | CADASTRO
ESPERADO" over "AC PPP PCD TOTAL AC PPP PCD TOTAL", a group label the vocabulary does not read) closes on
it: the table keeps its proof. A header whose labelled run is the cadastro's, the other unlabelled (a
"VAGAS" label read into the roles' line below a "CR" one), has no run of vacancies: every cargo was
confirmed with none; such a table stays uncertain too.
"""

from __future__ import annotations

from cotacheck.linter.tables.header import PART_ROLES

_NAMES = {"open": "AC", "pcd": "PcD", "negros": "Negros"}

DOUBT = (
    "o cabeçalho repete as colunas ({roles}) sem dizer de que é cada grupo (sexo, turno, local…): "
    "não se sabe se as vagas do cargo são as de um grupo ou a soma deles"
)


NO_VACANCIES = (
    "o cabeçalho dá um grupo de colunas ao cadastro de reserva e não diz qual é o das vagas imediatas: "
    "as vagas de cada cargo não são lidas com prova"
)


def doubt(counts) -> str | None:
    """Why a table whose header repeats a run of part roles outside any labelled group is not proven, or
    None when every run has its label."""
    repeated = [c.kind for c in counts if c.group == "extra" and c.kind in PART_ROLES]
    if not repeated:
        return None
    first = [c.kind for c in counts if c.group == "imm"]
    if not first and any(c.group == "cr" for c in counts):
        # "CR" / "VAGAS" over the roles twice, "VAGAS" read into the roles' line: the cadastro's run and one
        # nobody labels, no run of the immediate vacancies; every cargo read with none, confirmed by the sums
        return NO_VACANCIES
    if "total" in first:
        return None  # "VAGAS | CADASTRO ESPERADO" over "AC PPP PCD TOTAL" twice: each run closes on its own total
    if not first or len(repeated) % len(first) or repeated != first * (len(repeated) // len(first)):
        return None  # not the first run's roles again (a sentence's words read as labels)
    roles = ", ".join(_NAMES.get(kind, kind) for kind in dict.fromkeys(repeated))
    return DOUBT.format(roles=roles)
