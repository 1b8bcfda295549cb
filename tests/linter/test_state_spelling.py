"""The issuer's state by its name as written: a word that folds to a state's name but bears another accent
names no state (the town of Paranã, in Goiás, is not Paraná), and a state's code printed after the town's name
("/RS", "– RN", "(GO)") says the state over a state's name inside the town's ("São Paulo das Missões/RS")."""

from __future__ import annotations

import pytest

from cotacheck.linter.facts.issuer import find_issuer
from cotacheck.linter.read.text import split_lines


@pytest.mark.parametrize(
    ("heading", "state"),
    [
        ("# Prefeitura Municipal de Águas do Paranã (GO)\n## Secretaria Municipal de Educação", "go"),
        ("PREFEITURA MUNICIPAL DE PARANÃ – TO", "to"),
        ("PREFEITURA MUNICIPAL DE SÃO PAULO DAS MISSÕES/RS", "rs"),
        ("PREFEITURA MUNICIPAL DE ESPÍRITO SANTO – RN", "rn"),
        ("MUNICÍPIO DE LAGOA DOURADA (PI)", "pi"),
        ("PREFEITURA MUNICIPAL DE CURITIBA\nESTADO DO PARANÁ", "pr"),
        ("GOVERNO DO ESTADO DO PARANA", "pr"),  # printed without accents: still the state
        ("PREFEITURA MUNICIPAL DE TERRA RICA DO PARANÁ", "pr"),
    ],
)
def test_the_state_is_the_one_written(heading, state):
    assert find_issuer(split_lines(heading + "\nEDITAL Nº 1/2026")).state == state


def test_ampla_concorrencia_in_brackets_is_no_state():
    assert find_issuer(split_lines("PREFEITURA MUNICIPAL DE LAGOA NOVA (AC)\nEDITAL Nº 1/2026")).state is None
