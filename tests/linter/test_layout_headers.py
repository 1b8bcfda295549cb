"""Property tests: the header and row layouts of `tests/layout_headers.py` read back right.

For each class a fixed seed draws 200 editais; each must read as its generator says: every row a position
with its vacancies and its stated reserve for negros, no other position with vacancies, and a position
confirmed only where the text proves it (here every row: the header names every count column and the
parts add up to the total). Beside them, the layouts the classes must leave to the other rules."""

from __future__ import annotations

import random

from layout_headers import TITLE, box_table, legend_abbreviations, name_after_counts, rotated_header
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import box_table as box_stage
from cotacheck.linter.tables import name_after_counts as stage
from cotacheck.linter.tables import rotated_header as rotated_stage

SEED = 20261205


def _one_line(case) -> bool:
    lines = [line for line in case.text.split("\n") if "% negros" not in line]
    return lines[lines.index(TITLE) + 1].startswith("Cargo ")


def _header_problems(case) -> list[str]:
    """A header on one line: `problems`, and every row confirmed (the class is proven, so leaving it
    uncertain is a miss too). A header broken as pypdf prints a centred one: the order of its columns is
    not in the text, so no row may be a phantom (a name cut by the wrapping) or confirmed with other
    figures; the figures may be read in another order, uncertain, or the table left unread where the
    pass pairs no header (`test_most_broken_headers_are_read_with_their_names`)."""
    report = lint_text(case.text)
    if _one_line(case):
        out = problems(case)
        return out + [f"{p['name']}: not confirmed" for p in report["positions"] if p["confidence"] != "confirmed"]
    out = []
    for p in report["positions"]:
        entry = next((e for e in case.entries if fold(e.name) == fold(p["name"])), None)
        if entry is None:
            out.append(f"not an entry: {p['name']!r}")
        elif p["confidence"] == "confirmed" and (p["vacancies"], p["reserved_stated"] or 0) != (
            entry.vacancies,
            entry.negros or 0,
        ):
            out.append(f"{p['name']}: confirmed wrong {p['vacancies']}/{p['reserved_stated']}")
    return out


def _named_right(case) -> bool:
    named = {fold(p["name"]) for p in lint_text(case.text)["positions"]}
    return all(fold(e.name) in named for e in case.entries)


def test_names_around_their_counts_read_back():
    assert_reads_back(name_after_counts, _header_problems, SEED, "name_after_counts")


def test_most_broken_headers_are_read_with_their_names():
    """The other side of the broken headers' leniency: most of them are read, every row named whole."""
    rng = random.Random(SEED)
    cases = [case for case in (name_after_counts(rng) for _ in range(120)) if not _one_line(case)]
    read = sum(_named_right(case) for case in cases)
    assert read >= 0.7 * len(cases), (read, len(cases))  # 40 of 52 at this seed


def _relaid(text: str) -> list[str]:
    return [line.text for line in stage.relay(split_lines(text))]


HEADER = ["2.1. Quadro de vagas:", "Cargo Total AC Negros PcD"]


def test_a_name_wrapped_before_its_counts_is_not_relaid():
    """Names wrapped before their counts ("Analista de" / "Sistemas" / "5 3 1 1"): the last row has no
    line after its counts, so nothing proves that the lines below the counts are the names' ends."""
    text = "\n".join(
        [*HEADER, "Analista de", "Sistemas", "5 3 1 1", "Técnico em", "Enfermagem", "10 7 2 1", "TOTAL 15 10 3 2"]
    )
    assert _relaid(text) == text.split("\n")


def test_a_line_below_the_last_counts_that_is_no_name_keeps_the_table_as_it_is():
    """Rows one line of name then its counts, and a line under the last one: two lines between rows are
    missing, so the tiling fails and nothing moves."""
    text = "\n".join([*HEADER, "Analista", "5 3 1 1", "Contador", "10 7 2 1", "Arquiteto", "TOTAL 15 10 3 2"])
    assert _relaid(text) == text.split("\n")


def test_a_name_over_three_lines_under_the_header_is_not_cut():
    """The first row's name on two lines above its counts: the line above the head runs on into it, so it
    is no header, and nothing moves."""
    text = "\n".join(
        [
            *HEADER,
            "Analista Judiciário –",
            "Ciências",
            "4 3 1 0",
            "Contábeis",
            "Técnico –",
            "5 3 1 1",
            "Suporte",
            "TOTAL 9 6 2 1",
        ]
    )
    assert _relaid(text) == text.split("\n")


def test_the_relaid_rows_keep_the_counts_line_numbers():
    text = "\n".join([*HEADER, "Analista –", "4 3 1 0", "Contábil", "Técnico –", "5 3 1 1", "Suporte", "TOTAL 9 6 2 1"])
    lines = stage.relay(split_lines(text))
    assert [(line.number, line.text) for line in lines[2:4]] == [
        (4, "Analista – Contábil 4 3 1 0"),
        (7, "Técnico – Suporte 5 3 1 1"),
    ]


def test_the_generator_draws_both_headers_and_both_row_forms():
    rng = random.Random(SEED)
    texts = [name_after_counts(rng).text for _ in range(50)]
    assert any("\nCargo Negros" in t or "\nCargo PcD" in t or "\nCargo AC" in t for t in texts)
    assert any("\nTOTAL " in t for t in texts) and any("\nTOTAL " not in t for t in texts)


def _proven_problems(case) -> list[str]:
    """`problems`, and every row confirmed: a box table's header states every column outright."""
    report = lint_text(case.text)
    return problems(case) + [
        f"{p['name']}: not confirmed" for p in report["positions"] if p["vacancies"] and p["confidence"] != "confirmed"
    ]


def test_box_tables_read_back():
    assert_reads_back(box_table, _proven_problems, SEED, "box_table")


def test_two_rows_between_the_same_rules_stay_two_rows():
    """A group of lines between two rules whose count cells hold numbers on both lines is two rows printed
    without a rule between them, not one row wrapped."""
    text = "\n".join(
        [
            "+----------+------+------+-------+",
            "| Cargo    | AC   | PcD  | Total |",
            "+----------+------+------+-------+",
            "| Contador | 3    | 1    | 4     |",
            "| Motorista| 2    | 0    | 2     |",
            "+----------+------+------+-------+",
            "| Químico  | 1    | 0    | 1     |",
            "+----------+------+------+-------+",
        ]
    )
    texts = [line.text for line in box_stage.relay(split_lines(text))]
    assert texts == ["Cargo AC PcD Total", "Contador 3 1 4", "Motorista 2 0 2", "Químico 1 0 1"]


def test_a_salary_between_the_counts_is_left_out_and_a_wrapped_name_joined():
    text = "\n".join(
        [
            "┌──────────────────┬───────┬──────────┬────────┬───────┐",
            "│ Emprego          │ Vagas │ Salário  │ Vagas  │ Total │",
            "│                  │ AC    │ base     │ Negros │       │",
            "├──────────────────┼───────┼──────────┼────────┼───────┤",
            "│ Operador de      │ 4     │ 3.114,82 │ 1      │ 5     │",
            "│ Estação de Água  │       │          │        │       │",
            "├──────────────────┼───────┼──────────┼────────┼───────┤",
            "│ Químico          │ 1     │ 7.918,55 │ -      │ 1     │",
            "└──────────────────┴───────┴──────────┴────────┴───────┘",
        ]
    )
    lines = box_stage.relay(split_lines(text))
    assert [(line.number, line.text) for line in lines] == [
        (3, "Emprego AC Negros Total"),
        (5, "Operador de Estação de Água 4 1 5"),
        (8, "Químico 1 - 1"),
    ]


def test_a_markdown_table_of_one_header_line_is_left_as_it_is():
    text = "| Cargo | AC | PcD | Total |\n|---|---|---|---|\n| Contador | 3 | 1 | 4 |"
    assert [line.text for line in box_stage.relay(split_lines(text))] == text.split("\n")


def test_rotated_headers_read_back():
    assert_reads_back(rotated_header, _proven_problems, SEED, "rotated_header")


def test_stacked_labels_of_no_count_role_are_left_as_they_are():
    """A score table's stacked labels ("Número" / "de" / "ques-" / "tões") name no count role: the text
    is left as it is."""
    text = "\n".join(
        [
            " " * 60 + "Núme-",
            " " * 60 + "ro de      Valor",
            " " * 60 + "ques-      de",
            " " * 60 + "tões       cada",
            " Cargos" + " " * 40 + "Conteúdo",
        ]
    )
    assert rotated_stage.relay(text) == text


def test_abbreviations_a_legend_explains_read_back():
    assert_reads_back(legend_abbreviations, _proven_problems, SEED, "legend_abbreviations")


def test_an_abbreviation_no_legend_explains_leaves_the_table_unconfirmed():
    """The same table with the racial quota's definition left out: "CR-N" is no cadastro de reserva nor
    anything else the text says, so no row is confirmed."""
    rng = random.Random(SEED)
    case = legend_abbreviations(rng)
    text = "\n".join(
        line for line in case.text.split("\n") if "= cota racial" not in line and "= reserva racial" not in line
    )
    text = text.replace("; CR-N = cota racial – candidatos negros", "").replace(
        "; RR-N = reserva racial – candidatos negros", ""
    )
    text = text.replace("CR-N = cota racial – candidatos negros; ", "").replace(
        "RR-N = reserva racial – candidatos negros; ", ""
    )
    assert "racial" not in text
    report = lint_text(text)
    assert not any(p["confidence"] == "confirmed" for p in report["positions"])


def test_a_header_whose_name_label_rose_below_count_labels_is_not_confirmed():
    """pypdf's centred header ("Total de Ampla" / "Cargo Negros PcD" / "vagas concorrência"): the page
    may hold Negros between Total and Ampla; the rows' sums cannot tell, so nothing is confirmed. The same
    labels on one line, the name first, are confirmed."""
    rows = ["Analista 10 6 3 1", "Técnico 5 3 1 1", "TOTAL 15 9 4 2"]
    risen = "\n".join(["2.1. Quadro de vagas:", "Total de Ampla", "Cargo Negros PcD", "vagas concorrência", *rows])
    flat = "\n".join(["2.1. Quadro de vagas:", "Cargo Total AC Negros PcD", *rows])
    assert lint_text(risen)["positions"] and all(p["confidence"] != "confirmed" for p in lint_text(risen)["positions"])
    assert all(p["confidence"] == "confirmed" for p in lint_text(flat)["positions"])
