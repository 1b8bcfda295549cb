"""CQ106 under Lei 15.142: a column of "Pessoas Negras (PN)" beside PI and PQ is the pretos e pardos group, summed
as such, not a group stated as 0 (CAIXA 2025's Anexo I, issue 24 point 5)."""

from __future__ import annotations

from lint_samples import CLAUSES, codes

from cotacheck.linter import lint_text

FED_HEAD = "MINISTÉRIO DA FAZENDA\nEDITAL Nº 1, DE 10 DE MARÇO DE 2026\nConcurso público federal. Lei nº 15.142/2025.\n"
MODALITIES = (
    "1.5 Modalidades de concorrência: Ampla Concorrência (AC), Pessoas com Deficiência (PcD), Pessoas Negras (PN), "
    "Pessoas Indígenas (PI) e Pessoas Quilombolas (PQ).\nCargo AC PcD PN PI PQ Total\n"
)
# 40 vacancies: 30% is 12; by group (Decreto 12.536) pretos e pardos 10, indígenas 1, quilombolas 1.
MET = "Analista 6 1 2 1 0 10\nTécnico 6 1 3 0 0 10\nAuditor 6 1 3 0 0 10\nContador 6 1 2 0 1 10\n"
SHORT = "Analista 6 1 2 1 0 10\nTécnico 7 1 2 0 0 10\nAuditor 7 1 2 0 0 10\nContador 6 1 2 0 1 10\n"


def test_pessoas_negras_column_meeting_the_split_gives_no_finding():
    assert "CQ106" not in codes(lint_text(FED_HEAD + MODALITIES + MET + CLAUSES))


def test_pessoas_negras_column_short_is_named_as_pretos_e_pardos():
    found = lint_text(FED_HEAD + MODALITIES + SHORT + CLAUSES)
    (cq106,) = [f for f in found["findings"] if f["code"] == "CQ106"]
    assert "exigido pretos e pardos: 10; informado pretos e pardos: 8" in cq106["message"]
    assert "10 das 40 vagas" in cq106["message"]
