"""An abbreviation a sentence of the edital defines in passing, in quotes inside parentheses ("… reservadas
aos candidatos negros 20% das vagas (vagas “CRN”)"): the column it names takes the role the clause before
it gives, whatever the quotes and the abbreviation; a clause naming several groups of the racial reserve
defines a joint reserve, which is the reserve under Lei 15.142 and otherwise a column whose part for
negros is not told (tables/prose_legend.py, tables/legend.py)."""

from __future__ import annotations

import random
import re

import pytest
from layout_render import PROSE_DEFINITIONS, random_table, render
from test_layout_generator import SEED, read, read_right

from cotacheck.linter import lint_text

TABLE = (
    "PREFEITURA MUNICIPAL DE SERRA ALTA\nEDITAL Nº 2/2026, DE 9 DE FEVEREIRO DE 2026\n1. DAS VAGAS\n"
    "CARGO AC PCD {abbreviation} TOTAL\nAUXILIAR DE ARQUIVO 28 3 15 46\nOPERADOR DE BALANÇA 2 0 1 3\n"
    "2. DA RESERVA DE VAGAS\n2.1. Ficam reservadas {who} 30% (trinta por cento) das vagas ofertadas "
    "({prefix}{opening}{abbreviation}{close}), e às pessoas com deficiência 5% (cinco por cento).\n{law}"
    "Serra Alta, 9 de fevereiro de 2026.\n"
)


def _rows(**values) -> list[tuple]:
    report = lint_text(TABLE.format(**{"prefix": "vagas ", "law": "", **values}))
    return [
        (p["vacancies"], p["reserved_stated"], p["other_reserves_stated"], p["confidence"], p["confidence_reason"])
        for p in report["positions"]
    ]


@pytest.mark.parametrize("opening,close", [("“", "”"), ('"', '"'), ("'", "'"), ("‘", "’")])
@pytest.mark.parametrize("abbreviation", ["CRE", "RN", "X"])
def test_a_quoted_definition_gives_the_column_its_role(opening, close, abbreviation):
    """Curly or straight quotes, any abbreviation: the column is the reserve for negros, the table confirmed."""
    got = _rows(abbreviation=abbreviation, who="aos candidatos negros", opening=opening, close=close)
    assert got == [(46, 15, None, "confirmed", None), (3, 1, None, "confirmed", None)]


def test_a_quoted_definition_without_vagas_and_of_another_role():
    """ "(“VD”)" after the clause of the pessoas com deficiência: the PcD column, whatever comes before."""
    text = TABLE.replace("CARGO AC PCD {abbreviation}", "CARGO AC VD NEGROS").format(
        abbreviation="VD", who="às pessoas com deficiência", opening="“", close="”", prefix="", law=""
    )
    report = lint_text(text)
    assert [(p["pcd_stated"], p["reserved_stated"], p["confidence"]) for p in report["positions"]] == [
        (3, 15, "confirmed"),
        (0, 1, "confirmed"),
    ]


def test_a_joint_reserve_is_not_the_reserve_for_negros_alone():
    """ "pessoas pretas, pardas, indígenas e quilombolas (vagas “CRE”)": kept apart, every row uncertain with
    the reason; with Lei 15.142 cited, the groups together are the reserve, read and confirmed."""
    who = "às pessoas pretas, pardas, indígenas e quilombolas"
    got = _rows(abbreviation="CRE", who=who, opening="“", close="”")
    assert [g[:4] for g in got] == [(46, None, {"other": 15}, "uncertain"), (3, None, {"other": 1}, "uncertain")]
    assert all("'CRE' é reserva conjunta (linha 8)" in g[4] for g in got)
    law = "2.2. A reserva segue a Lei nº 15.142, de 3 de junho de 2025.\n"
    grouped = _rows(abbreviation="CRE", who=who, opening='"', close='"', law=law)
    assert [g[:2] + g[3:4] for g in grouped] == [(46, 15, "confirmed"), (3, 1, "confirmed")]


def test_legend_prose_layout_reads_every_variant_and_confirms_only_with_its_definitions():
    """The generator's layout (tests/layout_render.py, `legend_prose`): every row with its figures and
    confirmed; the same edital without its definitions confirms nothing; with the reserve's clause naming
    pessoas pretas, pardas, indígenas e quilombolas, nothing is confirmed and no row states a reserve for
    negros."""
    rng = random.Random(f"{SEED}-grid-legend_prose")
    for _ in range(200):
        table = random_table(rng)
        text = render(table, "legend_prose", rng)
        positions = read(text)
        assert read_right(table, positions), text
        assert all(p.confidence == "confirmed" for p in positions), text
        lines = text.split("\n")
        start = lines.index("3. DA RESERVA DE VAGAS")
        bare = "\n".join(lines[:start] + [line for line in lines[start:] if "(" not in line or "vagas" in line[:3]])
        assert not any(p.confidence == "confirmed" for p in read(bare)), bare
        clause = re.search("|".join(map(re.escape, PROSE_DEFINITIONS["negros"][0])), text, re.IGNORECASE)
        words = "ficam reservadas às pessoas pretas, pardas, indígenas e quilombolas 30% das vagas"
        words = words.capitalize() if clause.group(0)[0].isupper() else words
        joint = text[: clause.start()] + words + text[clause.end() :]
        read_joint = read(joint)
        assert not any(p.confidence == "confirmed" or p.reserved_stated for p in read_joint), joint


def test_reader_class_sample_06_reports_the_joint_reserve():
    """The reader-classes sample of class C ("AC PCD CRE TOTAL", `(vagas “CRE”)` after "pessoas pretas,
    pardas, indígenas e quilombolas"): CRE is reported as that joint reserve, not as negros alone."""
    from test_reader_classes import HERE

    sample = HERE / "06_unknown_column_dropped_cells_shift.txt"
    if not sample.is_file():
        pytest.skip(f"reader-classes samples absent ({HERE})")
    report = lint_text(sample.read_text(encoding="utf-8"))
    assert [(p["vacancies"], p["reserved_stated"]) for p in report["positions"]] == [
        (46, None),
        (3, None),
        (15, None),
        (1, None),
    ]
    assert all("'CRE' é reserva conjunta (linha 12)" in p["confidence_reason"] for p in report["positions"])


def test_one_letter_is_defined_by_a_dash_only_beside_another_definition():
    from cotacheck.linter.read.text import split_lines
    from cotacheck.linter.tables.legend import definitions

    legend = "1.2. Legenda: T – total de vagas; PcD – vagas reservadas; PPN – pessoas pretas e pardas."
    assert definitions(split_lines(legend)).get("t") == "total"  # PcD and PPN the vocabulary reads already
    assert "t" not in definitions(split_lines("T – total de vagas do cargo, conforme o Anexo I."))
