"""Focused tests of the linter's parts: text, extraction, detection, clauses, the registry, whole lint."""

from __future__ import annotations

import datetime as dt

import pytest
from lint_samples import CLAUSES, GO_HEAD, codes, positions

from cotacheck.errors import InputError
from cotacheck.linter import lint_text
from cotacheck.linter.read.text import furniture, replace_number_words, split_lines, words_value
from cotacheck.linter.rules import RULES, SECTIONS
from cotacheck.linter.tables.extract import header_columns, read_statement, resolve_columns, split_parent

# --- text ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "words, value", [("dez", 10), ("vinte e cinco", 25), ("cento e dez", 110), ("mil e duzentas", 1200), ("duas", 2)]
)
def test_number_words(words, value):
    assert words_value(words) == value


def test_number_words_replaced_only_as_counts():
    assert replace_number_words("10 (dez) vagas, das quais 2 (duas) reservadas") == "10 vagas, das quais 2 reservadas"
    assert replace_number_words("sendo tres vagas para ampla concorrencia") == "sendo 3 vagas para ampla concorrencia"
    assert replace_number_words("uma comissao de tres membros") == "uma comissao de tres membros"


def test_page_furniture_removed_but_rows_kept():
    text = "\n".join(["Edital nº 01/2025 – SEAD", "Página 1 de 3", "Agente 2 - - 2"] * 3)
    lines = split_lines(text)
    skip = furniture(lines)
    kept = [l.text for l in lines if l.number not in skip]
    assert kept == ["Agente 2 - - 2"] * 3


def test_page_number_glued_to_the_running_head_is_furniture():
    """pypdf glues a footer's cells: "Página 3 de 3Avança SP Concursos" was a cargo "Página" of 3 vacancies."""
    heads = ["Página 3 de 3Avança SP Concursos", "Página 1 de 12Cebraspe – ANPF 2024", "Pág. 2/3IGEDUC"]
    lines = split_lines("\n".join([*heads, "Agente 2 - - 2", "Tratorista 3 de 3 turnos 3 - 1"]))
    skip = furniture(lines)
    assert [l.text for l in lines if l.number not in skip] == ["Agente 2 - - 2", "Tratorista 3 de 3 turnos 3 - 1"]


# --- extraction ------------------------------------------------------------------------------------


def test_header_columns():
    assert resolve_columns(header_columns("cargo ampla concorrencia pcd negros total")) == [
        "name",
        "open",
        "pcd",
        "negros",
        "total",
    ]
    assert resolve_columns(header_columns("cargo vagas")) == ["name", "total"]
    assert header_columns("vagas: 50 vagas, sendo 3 reservadas a pessoas com deficiencia") is None


def test_flattened_row_broken_across_lines_and_footer():
    text = (
        "Cargo AC PcD Negros Total\nAnalista Legislativo –\nContabilidade 3 - 1 4\nPágina 2 de 9\n"
        "Técnico 7 1 2 10\nTOTAL 10 1 3 14\n"
    )
    found = positions(text)
    assert [(p.name, p.line, p.vacancies, p.reserved_stated, p.pcd_stated) for p in found] == [
        ("Analista Legislativo – Contabilidade", 2, 4, 1, 0),
        ("Técnico", 5, 10, 2, 1),
    ]


def test_one_cell_per_line():
    text = "Cargo\nVagas AC\nVagas PcD\nVagas Negros\nTotal\nAgente Administrativo\n10\n1\n2\n13\nMotorista\nCR\n-\n-\nCR\n"
    found = positions(text)
    assert [(p.name, p.vacancies, p.reserved_stated, p.cr) for p in found] == [
        ("Agente Administrativo", 13, 2, False),
        ("Motorista", 0, 0, True),
    ]


def test_prose_statement_with_number_words():
    f = split_lines(
        "VAGAS: 10 (dez) vagas, das quais 2 (duas) reservadas a candidatos negros e 1 (uma) a pessoas com deficiência."
    )[0].folded
    assert read_statement(f) == {"total": 10, "negros": 2, "pcd": 1}
    found = positions(
        "CARGO 3: AUDITOR FISCAL\nVAGAS: 50 vagas, sendo 3 reservadas a pessoas com deficiência e 10 reservadas a candidatos negros.\n"
    )
    assert [(p.name, p.vacancies, p.reserved_stated, p.pcd_stated) for p in found] == [("AUDITOR FISCAL", 50, 10, 3)]


def test_percentages_and_article_numbers_are_not_counts():
    f = split_lines("Serão reservadas 20% das vagas aos negros, nos termos do art. 1º da Lei nº 23.389/2025.")[0].folded
    assert read_statement(f) is None or "negros" not in read_statement(f)


def test_a_threshold_is_not_a_count():
    """ "nos cargos com 10 ou mais vagas": the rule's threshold, never a cargo's vacancies (t20 of the ninth set:
    the edital's title above it was read as a cargo of 10)."""
    for text in (
        "1.2 Serão reservadas 5% das vagas às pessoas com deficiência nos cargos com 10 ou mais vagas e 20% aos "
        "candidatos negros, nos cargos com 3 ou mais vagas, nos termos da Lei Municipal nº 2.344/2023.",
        "Nos cargos com 3 (três) ou mais vagas, 20% serão reservadas aos negros.",
    ):
        assert read_statement(split_lines(text)[0].folded) is None
    found = positions(
        "CONCURSO PÚBLICO – EDITAL Nº 01/2024\n" + "Reserva de 20% aos negros nos cargos com 5 ou mais vagas.\n"
    )
    assert [p for p in found if p.vacancies] == []


def test_split_parent():
    assert split_parent("Analista Legislativo – Contabilidade") == ("Analista Legislativo", "Contabilidade")
    assert split_parent("Professor (Matemática)") == ("Professor", "Matemática")
    assert split_parent("Agente de Polícia") == ("Agente de Polícia", None)


# --- whole lint ------------------------------------------------------------------------------------


def test_missing_reserve_below_and_above():
    text = (
        GO_HEAD
        + "Cargo AC PcD Total\nAnalista 9 1 10\n"
        + "Cargo AC Negros Total\nTécnico 13 1 15\nAgente 5 3 8\n"
        + CLAUSES
    )
    result = lint_text(text)
    assert result["law"] == "go" and result["date"] == "2026-03-10"
    assert [(f["code"], f["line"]) for f in result["findings"] if f["code"].startswith("CQ1")] == [
        ("CQ101", 5),
        ("CQ102", 7),
        ("CQ105", 7),
        ("CQ103", 8),
    ]
    by_name = {p["name"]: p for p in result["positions"]}
    assert by_name["Analista"]["reserved_required"] == 2 and by_name["Técnico"]["reserved_required"] == 3


def test_split_into_small_localities():
    rows = "".join(f"{city} 2 - 2\n" for city in ("Goiânia", "Anápolis", "Rio Verde", "Catalão", "Jataí"))
    text = GO_HEAD + "Cargo: Professor\nMunicípio AC Negros Total\n" + rows + CLAUSES
    result = lint_text(text)
    split = [f for f in result["findings"] if f["code"] == "CQ104"]
    assert len(split) == 1 and "10 vagas" in split[0]["message"] and "daria 2" in split[0]["message"]
    # the same cargo undivided: no split finding
    whole = lint_text(GO_HEAD + "Cargo AC Negros Total\nProfessor 8 2 10\n" + CLAUSES)
    assert "CQ104" not in codes(whole) and codes(whole) == []


def test_ancestry_go_only_and_negation():
    bad = "Na heteroidentificação, a comissão poderá considerar documentos oficiais dos pais do candidato.\n"
    good = "A verificação não considerará a ascendência do candidato, nem registros civis.\n"
    base = GO_HEAD + "Cargo AC Negros Total\nAnalista 8 2 10\n" + CLAUSES
    assert "CQ201" in codes(lint_text(base + bad))
    assert "CQ201" not in codes(lint_text(base + good))
    assert "CQ201" not in codes(lint_text(base + bad, law="rn"))


def test_no_reserve_for_lack_of_vacancies_go():
    text = GO_HEAD + "Cargo AC Total\nMotorista 2 2\nVigia 1 1\n"
    assert "CQ202" in codes(lint_text(text))
    ok = text + "Fica assegurada a inscrição de pessoas autodeclaradas negras na condição de cotista.\n"
    assert "CQ202" not in codes(lint_text(ok))


def test_law_not_applicable_gives_one_info_only():
    text = "GOVERNO DO ESTADO DE GOIÁS\nEDITAL Nº 3/2025, DE 10 DE JUNHO DE 2025\nLei nº 23.389/2025\nCargo AC Total\nAnalista 10 10\n"
    result = lint_text(text)
    assert codes(result) == ["CQ301"] and result["findings"][0]["severity"] == "info"
    assert codes(lint_text(text, date=dt.date(2026, 1, 5)))[0] == "CQ101"


def test_law_not_identified():
    result = lint_text("EDITAL Nº 1\nCargo AC Total\nAnalista 10 10\n")
    assert codes(result) == ["CQ302"] and result["positions"][0]["reserved_required"] is None


def test_federal_groups_compared():
    text = (
        "MINISTÉRIO DA GESTÃO\nEDITAL Nº 5, DE 10 DE JULHO DE 2025\nLei nº 15.142/2025\n"
        "Cargo AC PcD Pretos e pardos Indígenas Quilombolas Total\nAnalista 33 3 13 1 0 50\n" + CLAUSES
    )
    result = lint_text(text)
    p = result["positions"][0]
    assert p["reserved_by_group_stated"] == {"pretos_pardos": 13, "indigenas": 1, "quilombolas": 0}
    assert p["reserved_required"] == 16  # 13 + 2 + 1: each group rounded on its own (core)
    assert [f["code"] for f in result["findings"] if f["code"].startswith("CQ1")] == ["CQ102"]


def test_bad_input():
    with pytest.raises(InputError):
        lint_text("   ")
    with pytest.raises(InputError):
        lint_text("x", law="sp")


def test_every_rule_documented():
    for rule in RULES.values():
        assert rule.code.startswith("CQ") and rule.name == rule.name.lower() and " " not in rule.name
        for key, _ in SECTIONS:
            assert rule.docs[key].strip(), (rule.code, key)


# Each adversarial input as a function of its size: (n) -> text, n the repeats at full size.
ADVERSARIAL = {
    "digits": lambda n: "7" * n * 1000,
    "dashes": lambda n: "-" * n * 1000,
    "spaced digits": lambda n: "1 " * n * 500,
    "spaced dashes": lambda n: "- " * n * 500,
    "dash lines": lambda n: "-\n" * n * 500,
    "one-line tables": lambda n: "Cargo AC PcD Negros Total Analista 3 - 1 4 " * n * 23,
    "one-line tables re-laid": lambda n: "Vagas: Cargo AC PcD Negros Total Analista 3 - 1 4 " * n * 12,
    "header repeated": lambda n: "vagas: " + "Cargo AC PcD Negros Total " * n * 40 + "Analista 3 1 4",
    "total repeated": lambda n: "vagas " + "Cargo Total Analista de Sistemas Pleno 3 1 " * n * 20,
    "number words": lambda n: "vinte e cinco e " * n * 67,
    "dotted numbers": lambda n: "1.2.3." * n * 167,
    # python-docx walks, table after table
    "pipe tables": lambda n: ("Cargo | TOTAL | TOTAL | AC\n" + "Y | 2 | 2 | 1\n" * 3) * n * 13,
    "pipe grid": lambda n: "a | b | c\n1 | 2 | 3\n" * n * 133,
}
GROWTH_BOUND = 7  # four times the input: linear is 4 (up to 5.1 measured: memory), a pass gone quadratic 16


def _cpu(text: str) -> float:
    """The least CPU time of two readings (CPU time, not the clock: other processes do not count)."""
    import gc
    import time

    best = None
    for _ in range(2):
        gc.collect()
        start = time.process_time()
        lint_text(text, law="go", date=dt.date(2026, 3, 10))
        spent = time.process_time() - start
        best = spent if best is None else min(best, spent)
    return best


@pytest.mark.parametrize("name", ADVERSARIAL)
def test_adversarial_inputs_grow_in_a_straight_line(name):
    """Four times the input takes about four times as long (a ratio measured in the same run, so a busy
    or slow machine does not fail it; the figures themselves are bench/lint_bench.py's). A pattern or a
    pass gone quadratic takes sixteen times. Full size is ~75-300 KB; the smaller reading is a quarter."""
    make = ADVERSARIAL[name]
    small, large = _cpu(make(75)), _cpu(make(300))
    assert large <= GROWTH_BOUND * max(small, 0.05), f"{small:.2f} s at a quarter, {large:.2f} s whole"


def test_long_single_line_is_scanned_whole():
    filler = "Texto sem importância para as cotas. " * 3000  # ~110 KB on one line
    text = (
        GO_HEAD
        + filler
        + "Na heteroidentificação, a comissão poderá considerar documentos oficiais dos pais do candidato. "
        + filler
    )
    text += "\nCargo AC Negros Total\nAnalista 8 2 10\n" + CLAUSES
    assert "CQ201" in codes(lint_text(text))


def test_a_number_citing_an_item_is_no_count_cell():
    """Under a quadro whose rows end in text cells (hours, pay), the notes line "(1) Conforme item 4 deste
    Edital." is no row: read so, it was a cargo "CR – Cadastro Reserva. (1) Conforme item" of 4 vacancies."""
    from cotacheck.linter.read.text import Line, fold
    from cotacheck.linter.tables.cells import inner_cells

    def line(text: str) -> Line:
        return Line(1, text, fold(text))

    note = "CR – Cadastro Reserva. (1) Conforme item 4 deste Edital. (2) Conforme Lei Municipal nº 2.377/2022 e item 5 deste Edital."
    assert inner_cells(line(note), 3)[1] == []
    assert inner_cells(line("Motorista 04 - 01 40h 2.431,09"), 3)[1]  # a row keeps its cells
    text = "\n".join(
        [
            "Cargos Vagas Vagas reservadas PcD Vagas reservadas Negros Carga Horária Semanal Vencimento (R$)",
            "Agente Administrativo 03 - 01 40h 2.987,45",
            "Motorista 04 - 01 40h 2.431,09",
            note,
        ]
    )
    assert [p["name"] for p in lint_text(text)["positions"]] == ["Agente Administrativo", "Motorista"]
