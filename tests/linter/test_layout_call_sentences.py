"""Property test: the call sentences of `tests/layout_call_sentences.py` (a later stage's calls per cargo
in prose, after the quadro) state no vacancy (`tables/prose_calls.py`): the quadro's rows read back, and
nothing else; beside it, the figures a sentence gives before its call words stay read."""

from __future__ import annotations

from layout_call_sentences import call_sentences
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter.tables.prose_calls import states_calls

SEED = 20261206


def test_call_sentences_state_no_vacancy():
    assert_reads_back(call_sentences, problems, SEED, "call_sentences")


def test_only_call_words_before_the_figures():
    assert states_calls(
        "11.1 serao convocados para o curso de formacao os candidatos classificados ate 3 vezes o numero de vagas: 45 (a)"
    )
    assert not states_calls(
        "2.1 serao oferecidas 10 vagas; os aprovados ate a 30a posicao integrarao o cadastro de reserva"
    )
    assert not states_calls("2.1 serao oferecidas 10 vagas para o cargo de analista")
