"""CQ206: an order of calls that names the seats of each list counts as the alternância clause (issue 24,
point 5); an edital with no clause about the order still gets the warning."""

from __future__ import annotations

import pytest
from lint_samples import CLAUSES, GO_HEAD, codes

from cotacheck.linter import lint_text
from cotacheck.linter.facts import clauses
from cotacheck.linter.read.text import split_lines

TABLE_OK = "Cargo AC PcD Negros Total\nAnalista 7 1 2 10\n"
#: The other clauses of CLAUSES, without the alternância one.
OTHERS = "".join(line + "\n" for line in CLAUSES.splitlines() if "alternância" not in line)

BANCO_DO_BRASIL = (
    "4.3 - DA ORDEM DE CONVOCAÇÃO\n"
    "4.3.1 - A primeira vaga de cada Microrregião será ofertada ao(à) primeiro(a) candidato(a) da Ampla Concorrência.\n"
    "4.3.2 - O(A) primeiro(a) candidato(a) da lista de Pessoas com Deficiência deverá ser convocado(a) para a segunda "
    "vaga aberta\nna Microrregião para a qual foi classificado(a); os(as) demais candidatos(as) da lista de Pessoas "
    "com Deficiência serão\nconvocados(as) após o intervalo de dezenove vagas providas pela Ampla Concorrência.\n"
    "4.3.3 - O(A) primeiro(a) candidato(a) da lista de candidatos(as) negros(as) deverá ser convocado para a terceira\n"
    "vaga aberta na Microrregião para a qual foi classificado; os(as) demais candidatos(as) da lista de pessoas "
    "negros(as)\nserão convocados(as) após cada intervalo de quatro vagas providas pela Ampla Concorrência.\n"
)
TABLE_OF_SEATS = (
    "ANEXO II - ORDEM DE NOMEAÇÃO\n"
    "1ª vaga Ampla concorrência (AC)\n2ª vaga Ampla concorrência (AC)\n3ª vaga Vaga reservada a pessoa preta ou "
    "parda\n4ª vaga Ampla concorrência (AC)\n5ª vaga Vaga reservada a pessoa com deficiência (PcD)\n"
)
ALTERNATION_OF_CALLS = (
    "9.4 As convocações para a posse observarão a alternância entre a lista de ampla concorrência e a lista dos "
    "candidatos negros.\n"
)


@pytest.mark.parametrize("clause", [BANCO_DO_BRASIL, TABLE_OF_SEATS, ALTERNATION_OF_CALLS])
def test_an_order_of_calls_counts_as_the_clause(clause):
    assert clauses.has_alternation_clause(clauses.join(split_lines(clause), set()))
    assert "CQ206" not in codes(lint_text(GO_HEAD + TABLE_OK + OTHERS + clause))


@pytest.mark.parametrize(
    "clause",
    [
        "",
        "9.1 A nomeação obedecerá à ordem de classificação na lista geral.\n",
        # seats, but no list of negros placed in them
        "9.2 A primeira vaga será do candidato com deficiência; a segunda vaga, da ampla concorrência.\n",
    ],
)
def test_without_any_such_clause_it_still_fires(clause):
    assert not clauses.has_alternation_clause(clauses.join(split_lines(clause or "x"), set()))
    assert "CQ206" in codes(lint_text(GO_HEAD + TABLE_OK + OTHERS + clause))
