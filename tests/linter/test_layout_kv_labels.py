"""Property test: key-value blocks of a cargo's figures under any labels (tests/layout_kv_labels.py).

A label neither the vocabulary nor the edital's legend explains ("XY: 3", "Vagas especiais: 1") is a count of
an unknown role: the cargo's reading is never confirmed, and the doubt names the label (on 8e4959c its figure
was dropped in silence and 177 such cargos over 200 variants came out confirmed; a part under an abbreviation the
vocabulary reads, "PN: 3", "AC: 8", was dropped too, and a part below a field such as "Carga horária: 40"). A
cargo's other fields (pay, jornada, code, schooling) keep the blocks without such a label confirmed."""

from __future__ import annotations

import random

from layout_kv_labels import kv_labels

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261207
VARIANTS = 200


def _found(entry, positions):
    return [p for p in positions if fold(entry.name) in fold(p["name"])]


def test_no_cargo_with_a_label_none_explains_is_confirmed():
    rng = random.Random(SEED)
    unproven = proven = confirmed = 0
    for _ in range(VARIANTS):
        case = kv_labels(rng)
        positions = lint_text(case.text)["positions"]
        for entry in case.entries:
            found = _found(entry, positions)
            for p in found:
                right = (p["vacancies"], p["reserved_stated"]) == (entry.vacancies, entry.negros)
                assert p["confidence"] != "confirmed" or (entry.proven and right), (p, case.text)
                if not entry.proven:
                    assert "não explica" in (p["confidence_reason"] or ""), (p, case.text)
            unproven += not entry.proven
            proven += entry.proven
            confirmed += entry.proven and bool(found) and all(p["confidence"] == "confirmed" for p in found)
    assert unproven >= 100 and confirmed >= proven * 0.6, (unproven, confirmed, proven)


BLOCK = """GOVERNO DO ESTADO DO RIO GRANDE DO NORTE
EDITAL Nº 1/2026
1. DOS CARGOS E DAS VAGAS

Cargo: Agente Administrativo
Vagas: 12
PcD: 1
{label}: 3
Salário: R$ 2.100,00

2. DAS INSCRIÇÕES
"""


def test_an_unexplained_label_is_named_and_a_known_abbreviation_read():
    (unknown,) = lint_text(BLOCK.format(label="XY"))["positions"]
    assert unknown["confidence"] == "uncertain" and "“XY”: 3" in unknown["confidence_reason"]
    (known,) = lint_text(BLOCK.format(label="PN"))["positions"]
    assert (known["vacancies"], known["pcd_stated"], known["reserved_stated"]) == (12, 1, 3)
    legend = BLOCK.format(label="VN").replace("2. DAS", "Legenda: VN = vagas para negros.\n2. DAS")
    (defined,) = lint_text(legend)["positions"]
    assert (defined["reserved_stated"], defined["confidence"]) == (3, "confirmed")


def test_a_part_below_another_field_is_read_or_keeps_the_cargo_uncertain():
    text = BLOCK.format(label="Carga horária").replace("Salário: R$ 2.100,00", "Negros: 3")
    (p,) = lint_text(text)["positions"]
    assert p["reserved_stated"] == 3 or p["confidence"] == "uncertain", p
