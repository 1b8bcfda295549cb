"""Units of the table reading: header model, row arithmetic, whole-cargo reserve, PDF rows by position."""

from __future__ import annotations

import pytest

from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables.arithmetic import figures, identities, read_row
from cotacheck.linter.tables.header import Column, build_columns, header_tokens


def columns(*header_lines: str) -> list[tuple[str, str | None]]:
    tokens = []
    for line in header_lines:
        found = header_tokens(fold(line))
        assert found is not None, line
        tokens.append(found)
    return [(c.kind, c.group) for c in build_columns(tokens)]


def test_two_level_header_groups():
    assert columns("UF MACRO MICRO", "VAGAS CADASTRO DE RESERVA", "AC¹ PcD² Negros³ Total AC¹ PcD² Negros³ Total") == [
        ("name", None),
        ("name", None),
        ("name", None),
        ("open", "imm"),
        ("pcd", "imm"),
        ("negros", "imm"),
        ("total", "imm"),
        ("open", "cr"),
        ("pcd", "cr"),
        ("negros", "cr"),
        ("total", "cr"),
    ]


def test_fgv_header_one_cell_per_line_with_a_total_over_both_groups():
    assert columns(
        "CARGO", "PERFIL", "LOCALIDADE", "Vagas imediatas", "Cadastro Reserva", "Total", "AC* PcD* PPP* AC* PcD* PPP*"
    ) == [
        ("name", None),
        ("name", None),
        ("name", None),
        ("open", "imm"),
        ("pcd", "imm"),
        ("pretos_pardos", "imm"),
        ("open", "cr"),
        ("pcd", "cr"),
        ("pretos_pardos", "cr"),
        ("total", "all"),
    ]


def test_flat_headers_in_any_order_and_vocabulary():
    assert columns("Cargo Total AC PcD Negros") == [
        ("name", None),
        ("total", "imm"),
        ("open", "imm"),
        ("pcd", "imm"),
        ("negros", "imm"),
    ]
    assert columns("Cargo | Vagas | CR") == [("name", None), ("total", "imm"), ("total", "cr")]
    assert columns(".AMPLA CONCORRÊNCIA", ".VAGAS NEGROS", ".VAGAS PCD", ".TOTAL DE VAGAS") == [
        ("open", "imm"),
        ("negros", "imm"),
        ("pcd", "imm"),
        ("total", "imm"),
    ]
    assert columns(
        "| Código | Área de Atuação | Ampla Concorrência | Vagas reservadas para candidatos com | deficiência "
        "| Vagas reservadas para candidatos negros | Vagas reservadas para candidatos hipossuficientes |"
    ) == [("ignore", None), ("name", None), ("open", "imm"), ("pcd", "imm"), ("negros", "imm"), ("other", "imm")]


@pytest.mark.parametrize(
    "line",
    [
        "VAGAS: cadastro de reserva.",
        "ampla concorrência por área.",
        "deficiência; PP – pessoas pretas e pardas; PI – pessoas indígenas; PQ – pessoas quilombolas):",
        "Vagas: 50 vagas, sendo 3 reservadas a pessoas com deficiência",
    ],
)
def test_sentences_and_legends_are_not_headers(line):
    assert header_tokens(fold(line)) is None


TWO_GROUPS = [Column(k, g) for g in ("imm", "cr") for k in ("open", "pcd", "negros", "total")]


def test_codes_before_the_counts_are_found_by_the_arithmetic():
    cells = [("n", v) for v in (1, 1, 9, 1, 2, 12, 3, 1, 1, 5)]
    row = read_row(TWO_GROUPS, cells)
    assert row.skipped == 2 and row.confidence == "confirmed" and row.reading == "table-arithmetic"
    assert figures(row.values) == (12, 2, False)


def test_a_row_that_does_not_add_up_is_uncertain():
    row = read_row(TWO_GROUPS, [("n", v) for v in (9, 1, 2, 13, 3, 1, 1, 5)])
    assert row.confidence == "uncertain" and identities(row.values) == (1, 1)


def test_an_empty_cell_that_two_readings_explain_stays_uncertain():
    cols = [Column(k, "imm") for k in ("open", "pcd", "negros", "total")]
    row = read_row(cols, [("n", 8), ("n", 2), ("n", 10)])  # is the empty cell PcD or negros? both add up
    assert row.confidence == "uncertain" and figures(row.values)[0] == 10


def test_an_empty_cell_that_one_reading_explains_is_confirmed():
    cols = [Column(k, g) for g in ("imm", "cr") for k in ("open", "negros", "total")]
    row = read_row(cols, [("n", v) for v in (8, 2, 10, 4, 4)])  # the cadastro's negros cell is empty
    assert row.confidence == "confirmed" and figures(row.values) == (10, 2, False)


def test_cadastro_de_reserva_only_row():
    cols = [Column(k, g) for g in ("imm", "cr") for k in ("open", "pcd", "pretos_pardos")] + [Column("total", "all")]
    row = read_row(cols, [("n", v) for v in (0, 0, 0, 13, 3, 4, 20)])
    assert row.confidence == "confirmed" and figures(row.values) == (0, 0, True)


def test_reserve_stated_once_for_the_cargo_attaches_to_the_cargo():
    from cotacheck.linter.tables.extract import extract

    text = (
        "1.2 O provimento das vagas dar-se-á conforme a Tabela de Vagas (6 vagas).\n"
        "CIDADE DE BAGÉ\nÁREA EIXO TECNOLÓGICO/ÁREA VAGAS\n01 Física 02\n02 Química 01\n"
        "CIDADE DE PELOTAS\nÁREA EIXO TECNOLÓGICO/ÁREA VAGAS\n03 Biologia 03\n"
        "2.4 Do total das vagas ofertadas neste concurso para o cargo de Professor do Ensino Básico, nos termos da Lei nº 12.990,\n"
        "20% (1 vaga) serão reservadas a candidatos negros independente de área/cidade.\n"
    )
    lines = split_lines(text)
    positions = extract(lines, set())[0]
    cargo = [p for p in positions if p.reading == "cargo-statement"]
    assert (
        len(cargo) == 1
        and cargo[0].vacancies == 6
        and cargo[0].reserved_stated == 1
        and cargo[0].confidence == "confirmed"
    )
    assert cargo[0].name == "Professor do Ensino Básico"
    rows = [p for p in positions if p.reading != "cargo-statement"]
    assert [(p.vacancies, p.reserved_stated, p.reserve_scope) for p in rows] == [
        (2, None, "cargo"),
        (1, None, "cargo"),
        (3, None, "cargo"),
    ]


def test_plain_text_that_lost_the_rows_is_recognised():
    from cotacheck.linter.read.pdf_layout import lost_rows

    assert lost_rows("Cargo AC PcD Total\nAnalista\nTécnico\n" + "\n".join(str(n) for n in range(12)))
    assert not lost_rows("Cargo AC PcD Total\nAnalista 8 1 9\nTécnico 4 1 5\n3\n")


@pytest.mark.parametrize(
    "lines, expected",
    [
        (["Cargo | Código | Vagas | Reserva PcD | Reserva Negros"], "total pcd negros"),
        (
            ["Cargo Nº de vagas ampla concorrência Vagas reservadas a PcD Vagas reservadas a negros Total de vagas"],
            "open pcd negros total",
        ),
        (["CARGO | VAGAS AC | VAGAS PcD | VAGAS NEGROS | TOTAL"], "open pcd negros total"),
        (["Função Quantidade de vagas Reserva para negros Reserva para PcD"], "total negros pcd"),
        (["Cargo | Vagas Imediatas | CR | Vagas reservadas a negros"], "total cr:total negros"),
        (["Cargo | Vagas imediatas | CR | Total"], "total cr:total all:total"),
        (["Cargo", "Vagas", "AC PcD Negros Total"], "open pcd negros total"),
        (
            ["Cargo", "Vagas imediatas CR", "AC PcD Negros Total AC PcD Negros Total"],
            "open pcd negros total cr:open cr:pcd cr:negros cr:total",
        ),
        (["ÁREA EIXO TECNOLÓGICO/ÁREA VAGAS"], "total"),
    ],
)
def test_a_label_spans_the_roles_below_it_or_is_a_column_of_its_own(lines, expected):
    got = " ".join(kind if group == "imm" else f"{group}:{kind}" for kind, group in columns(*lines) if group)
    assert got == expected


_MARKED_TABLE = (
    "ANEXO I - CARGO, ÊNFASES, VAGAS E CADASTRO DE RESERVA\n"
    "CARGO: ANALISTA\n"
    "ÊNFASE\n"
    "VAGAS CADASTRO DE RESERVA\n"
    "AC CN PCD TOTAL AC CN PCD TOTAL\n"
    "ADMINISTRAÇÃO 10 5 3 18 49 27 14 90\n"
    "ARQUITETURA - URBANISMO 2 * * 2 4 4 2 10\n"
    "SEGURANÇA 2 1 * 3 8 4 3 15\n"
    "AC = ampla concorrência PcD = pessoa com deficiência CN = candidato(a) negro(a)\n"
)


@pytest.mark.parametrize(
    "note",
    [
        "*não haverá reserva de vaga para PcD ou para candidatos(as) negros(as) para contratação imediata em razão do "
        "quantitativo oferecido, sendo mantido cadastro de reserva.",
        "* Sem reserva imediata de vagas: o número de vagas do cargo é inferior a três.",
    ],
)
def test_a_mark_in_a_cell_whose_note_says_no_reserve_is_a_zero(note):
    from cotacheck.linter.tables.extract import extract

    positions = extract(split_lines(_MARKED_TABLE + note + "\n"), set())[0]
    got = {p.name.split(" – ")[-1]: (p.vacancies, p.reserved_stated, p.pcd_stated, p.confidence) for p in positions}
    assert got["ARQUITETURA - URBANISMO"] == (2, 0, 0, "confirmed")
    assert got["SEGURANÇA"] == (3, 1, 0, "confirmed")


def test_a_mark_whose_note_says_something_else_is_no_count():
    from cotacheck.linter.tables.extract import extract

    positions = extract(split_lines(_MARKED_TABLE + "*vagas sujeitas a confirmação pelo órgão.\n"), set())[0]
    marked = [p for p in positions if p.name.endswith(("URBANISMO", "SEGURANÇA"))]
    assert marked and all(p.confidence == "uncertain" for p in marked)


@pytest.mark.parametrize("note", ["** não haverá reserva de vaga.", ""])
def test_a_mark_with_no_note_is_zero_only_where_the_row_closes_without_it(note):
    """No note explains "*" (Banrisul 2022): "2 * * 2" closes with the marks as 0 (AC 2 is the whole
    total 2, so the marked cells hold nothing); "2 * * 3" does not, and stays a short row in doubt."""
    from cotacheck.linter.tables.extract import extract

    positions = extract(split_lines(_MARKED_TABLE + note + "\n"), set())[0]
    got = {p.name.split(" – ")[-1]: (p.vacancies, p.reserved_stated, p.pcd_stated, p.confidence) for p in positions}
    assert got["ARQUITETURA - URBANISMO"] == (2, 0, 0, "confirmed")
    assert got["SEGURANÇA"] == (3, 1, 0, "confirmed")
    broken = _MARKED_TABLE.replace("2 * * 2 4 4 2 10", "2 * * 3 4 4 2 10")
    positions = extract(split_lines(broken + note + "\n"), set())[0]
    marked = [p for p in positions if p.name.endswith("URBANISMO")]
    assert not marked or marked[0].confidence == "uncertain"


def test_vacancies_labelled_on_the_cargo_line_own_the_first_run_of_roles():
    """ "CARGO VAGAS CADASTRO DE RESERVA" over "AC CN PCD TOTAL AC CN PCD TOTAL": the first run is the
    immediate vacancies (not a total over both groups, which left a row confirmed with 0 vacancies)."""
    from cotacheck.linter.tables.extract import extract

    text = (
        "ANEXO I - VAGAS\nCARGO VAGAS CADASTRO DE RESERVA\nAC CN PCD TOTAL AC CN PCD TOTAL\n"
        "ADMINISTRAÇÃO 10 5 3 18 49 27 14 90\nSEGURANÇA 2 1 0 3 8 4 3 15\n"
        "AC = ampla concorrência PcD = pessoa com deficiência CN = candidato(a) negro(a)\n"
    )
    got = [(p.vacancies, p.reserved_stated, p.cr, p.confidence) for p in extract(split_lines(text), set())[0]]
    assert got == [(18, 5, False, "confirmed"), (3, 1, False, "confirmed")]


def test_an_unexplained_abbreviation_stays_a_column_so_the_cells_keep_their_places():
    """Class C: "CRE" is no label of the vocabulary and no legend explains it; it stays a column (of
    unknown role, kept apart from negros), so AC and PcD keep their cells, and the table is uncertain
    with the reason. A header line with many words outside the vocabulary before its counts is still a
    header when every count column is explained or kept."""
    from cotacheck.linter import lint_text

    text = (
        "EDITAL Nº 2/2026\n1. DAS VAGAS\n"
        "CARGOS DE NÍVEL MÉDIO JORNADA AC PCD CRE TOTAL\n"
        "AUXILIAR DE ARQUIVO 40 horas semanais 28 3 15 46\n"
        "CARGOS DA EDUCAÇÃO MUNICIPAL (DOCENTES E APOIO) SALÁRIO BASE CARGA HORÁRIA AC PCD CRE TOTAL\n"
        "PROFESSOR DE CIÊNCIAS R$ 5.200,00 40 horas semanais 9 1 5 15\n"
        "2. DAS INSCRIÇÕES\n"
    )
    report = lint_text(text)
    got = [(p["name"], p["vacancies"], p["open_stated"], p["pcd_stated"]) for p in report["positions"]]
    assert got == [("AUXILIAR DE ARQUIVO", 46, 28, 3), ("PROFESSOR DE CIÊNCIAS", 15, 9, 1)]
    assert all(p["reserved_stated"] is None for p in report["positions"])
    assert all(
        p["confidence"] == "uncertain" and "'CRE' sem legenda" in p["confidence_reason"] for p in report["positions"]
    )
    assert header_tokens(fold("Cargo AC PcD Sub Total")) == ["name", "open", "pcd", "total"]


@pytest.mark.parametrize(
    "lines",
    [
        [
            "Código",
            "do cargo",
            "Cargo",
            "Total geral de vagas",
            "Nº de vagas de",
            "ampla",
            "concorrência",
            "Nº de vagas",
            "destinadas a",
            "pessoas com",
            "deficiência (a)",
            "Nº de vagas",
            "destinadas a",
            "pessoas negras",
            "(b)",
        ],
        [
            "Código",
            "do cargo",
            "Cargo",
            "Total",
            "de",
            "vagas",
            "Quantidade de vagas",
            "ampla",
            "concorrência",
            "Quantidade de vagas",
            "reservadas a pessoas",
            "com deficiência",
            "Quantidade de vagas",
            "para negros",
        ],
    ],
)
def test_labels_split_word_by_word_after_a_repeated_count_prefix_give_the_plain_columns(lines):
    """Class B: each label printed a few words a line after "Nº de vagas" reads as the plain header
    "Código Cargo Total AC PcD Negros" (the prefix is no Total column of its own)."""
    from cotacheck.linter import lint_text

    text = (
        "EDITAL Nº 7/2025\n2. DO CARGO E DAS VAGAS\n"
        + "\n".join(lines)
        + "\nH20\nEngenheiro Hidráulico\n30\n22\n2\n6\n"
    )
    report = lint_text(text + "3. DAS INSCRIÇÕES\n")
    p = report["positions"]
    assert [(q["name"], q["vacancies"], q["open_stated"], q["pcd_stated"], q["reserved_stated"]) for q in p] == [
        ("Engenheiro Hidráulico", 30, 22, 2, 6)
    ]
    assert p[0]["confidence"] == "confirmed"


def test_an_unexplained_abbreviation_alone_on_its_header_line_stays_a_column():
    """Class C, one cell per line: "VG" with no legend is a column of unknown role, so AC, PcD and PN
    keep their cells (7, 1, 2, not 10, 7, 1) and the rows stay uncertain with the reason; with the
    legend "VG = Vagas gerais" it is the total and the rows are confirmed."""
    from cotacheck.linter import lint_text

    body = "EDITAL Nº 3/2026\n2. DOS CARGOS\nCargo\nRequisitos\nVG\nAC\nPCD\nPN\n"
    body += "Agente de Trânsito\nEnsino Médio Completo\n10\n07\n01\n02\n"
    end = "3. DAS INSCRIÇÕES\n"
    bare = lint_text(body + end)["positions"]
    assert [(p["name"], p["open_stated"], p["pcd_stated"], p["reserved_stated"]) for p in bare] == [
        ("Agente de Trânsito", 7, 1, 2)
    ]
    assert bare[0]["confidence"] == "uncertain" and "'VG' sem legenda" in bare[0]["confidence_reason"]
    legend = (
        "Legenda: VG = Vagas gerais; AC = Ampla Concorrência; PCD = Pessoas com Deficiência; PN = Pessoas Negras.\n"
    )
    explained = lint_text(body + legend + end)["positions"]
    assert [(p["vacancies"], p["open_stated"], p["reserved_stated"], p["confidence"]) for p in explained] == [
        (10, 7, 2, "confirmed")
    ]
