"""Property test: a quadro whose cells pdf.js (or pypdf) gives in turn, a cell's first line joined to the line
before where they share a baseline, under a header with a requisitos column and a campus column
(tests/layout_stream_names.py, the class of `tables/stream_names.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its vacancies its total
and its reserve for negros the negros' cell (pretos e pardos, indígenas and quilombolas together), named so that
the name holds its cargo; never a phantom (a row named by its requisitos and campus, or under the row above's
cargo); never confirmed, where a cell ends being read from words."""

from __future__ import annotations

import random

from layout_stream_names import stream_names
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261207


def test_stream_names_read_back():
    assert_reads_back(stream_names, problems, SEED, "stream_names", 200)


def test_a_line_after_a_dash_is_no_heading():
    """ "Técnico de Laboratório –" / "Área: Química" inside a row: the row's name goes on, no group's heading
    ("Química" put under every later row) nor a numbered item ending the table."""
    quadro = (
        "Nível Cargo Requisitos de escolaridade Campus de\nlotação\nAmpla\nconcorrência\nPretos e pardos\n"
        "Indígenas\nQuilombolas\nCom deficiência\nTotal\n"
        "D Assistente em\nAdministração\nMédio profissionalizante ou médio\ncompleto com experiência\nCrato 2 1 0 0 0 3\n"
        "Técnico de Laboratório –\nÁrea: Química\nMédio profissionalizante ou médio\ncompleto com curso técnico em\n"
        "Química\nCrato 1 0 1 0 0 2\nTradutor e Intérprete de\nLinguagem de Sinais\nMédio completo e proficiência em\n"
        "Libras (PROLIBRAS)\nJuazeiro do\nNorte\n1 1 0 0 0 2\n"
    )
    report = lint_text(f"EDITAL Nº 21/2026\n2. DOS CARGOS E DAS VAGAS\nQUADRO DE VAGAS\n{quadro}3. DA REMUNERAÇÃO\n")
    read = [(p["name"], p["vacancies"], p["reserved_stated"]) for p in report["positions"] if p["vacancies"]]
    assert len(read) == 3 and all(p["confidence"] != "confirmed" for p in report["positions"]), read
    assert "Técnico de Laboratório" in read[1][0] and read[1][1:] == (2, 1), read
    assert not any(name.endswith("Química") and "Laboratório" not in name for name, _, _ in read), read


def test_a_quadro_drawn_twice_reads_alike():
    """The stage keeps no state between texts: a variant read twice, another between, reads alike."""
    rng = random.Random(f"{SEED}-twice")
    first, other = stream_names(rng), stream_names(rng)
    once = lint_text(first.text)["positions"]
    lint_text(other.text)
    assert lint_text(first.text)["positions"] == once
