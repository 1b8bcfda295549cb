"""Header labels wrapped over lines, a group's own Total, annex titles, and the cargo of a nameless row."""

from __future__ import annotations

from cotacheck.linter.read.text import Line, fold, split_lines
from cotacheck.linter.tables import header_wrap, title_cargo
from cotacheck.linter.tables.extract import extract
from cotacheck.linter.tables.header import Column, build_columns, header_tokens


def _lines(*texts: str) -> list[Line]:
    return [Line(n, t, fold(t)) for n, t in enumerate(texts, 1)]


def _join(*texts: str):
    found = header_wrap.join(_lines(*texts), 0, lambda line: header_tokens(line.folded))
    return None if found is None else (found[0].text, found[1], found[2])


def test_pieces_of_one_label_are_joined():
    assert _join("Pessoa com", "deficiência", "Pessoa preta") == ("Pessoa com deficiência", ["pcd"], 2)
    assert _join("Ampla", "concorrência", "Pessoa com") == ("Ampla concorrência", ["open"], 2)
    assert _join("Vagas para", "negros", "Total") == ("Vagas para negros", ["vagas", "negros"], 2)
    assert _join("CADASTRO DE", "RESERVA", "(INCLUÍDAS AS", "VAGAS)", "TOTAL") == (
        "CADASTRO DE RESERVA (INCLUÍDAS AS VAGAS)",
        ["crg"],
        4,
    )


def test_cells_of_their_own_prose_and_rows_are_not_joined():
    assert _join("VAGAS", "TOTAL") is None  # two header cells
    assert _join("Pessoa com", "deficiência visual grave") is None  # a word outside the vocabulary
    assert _join("O candidato com", "deficiência deverá") is None
    assert _join("Ampla", "11 2 5 1 1 20") is None
    assert _join("Auditor Fiscal", "Contador") is None


def test_annex_title_is_never_a_header():
    assert header_tokens("anexo i – quadro de vagas") is None
    assert header_tokens("anexo ii - vagas") is None
    assert header_tokens("vagas ac pcd negros") is not None


def test_each_group_followed_by_its_total_owns_it():
    columns = build_columns([["name"], ["vagas"], ["total"], ["crg"], ["total"], ["open", "pcd", "negros"] * 2])
    counts = [(c.kind, c.group) for c in columns if c.is_count]
    assert counts == [("open", "imm"), ("pcd", "imm"), ("negros", "imm"), ("total", "imm")] + [
        ("open", "cr"),
        ("pcd", "cr"),
        ("negros", "cr"),
        ("total", "cr"),
    ]
    # One Total after both groups is over both: not a group's own
    columns = build_columns([["name"], ["imm"], ["crg"], ["total"], ["open", "pcd", "negros"] * 2])
    assert Column("total", "all") in columns


def test_wrapped_header_with_own_totals_reads_and_confirms_every_row():
    text = (
        "ANEXO I – QUADRO DE ÊNFASES, VAGAS E CADASTRO ESPERADO\nÊNFASE\nVAGAS\nTOTAL\nCADASTRO DE\nRESERVA\n"
        "(INCLUÍDAS AS\nVAGAS)\nTOTAL\nAC PCD NEGROS AC PCD NEGROS\n"
        "Ênfase 1: Administração 23 3 7 33 126 6 33 165\nÊnfase 2: Economia 2 1 1 4 10 2 3 15\n"
    )
    got = [
        (p.name, p.vacancies, p.reserved_stated, p.pcd_stated, p.confidence)
        for p in extract(split_lines(text), set())[0]
    ]
    assert got == [
        ("Ênfase 1: Administração", 33, 7, 3, "confirmed"),
        ("Ênfase 2: Economia", 4, 1, 1, "confirmed"),
    ]


def test_group_label_before_its_roles_on_the_line_spans_them():
    """ "Vagas Imediatas Ampla PCD Negro Total" over "1 - - 1": a cell per role, none for the label."""
    text = (
        "Cargo Especialidade Cidade de Lotação Vagas Imediatas Ampla PCD Negro Total\n"
        "Perfil 5 - Gestão Rio de Janeiro 5 1 1 7\nPerfil 6 - Contabilidade Pública Rio de Janeiro 1 - - 1\n"
    )
    got = [(p.vacancies, p.reserved_stated, p.confidence) for p in extract(split_lines(text), set())[0]]
    assert got == [(7, 1, "confirmed"), (1, 0, "confirmed")]


def _opening(title: str, sentence: str) -> list[Line]:
    return _lines(
        "TRIBUNAL DE CONTAS", *title.split("\n"), "EDITAL Nº 1, DE 24 DE OUTUBRO DE 2025", sentence, "1 DAS DISPOSIÇÕES"
    )


def test_the_one_cargo_the_opening_names():
    lines = _opening(
        "CONCURSO PÚBLICO PARA O PROVIMENTO DE VAGAS PARA\nO CARGO DE AUDITOR FEDERAL DE CONTROLE EXTERNO",
        "torna pública a realização de concurso para o cargo de Auditor Federal de Controle Externo – AUFC, mediante",
    )
    assert title_cargo.named(lines) == ("Auditor Federal de Controle Externo", 3)


def test_no_cargo_when_the_opening_names_two_or_speaks_of_cargos():
    two = _opening(
        "CONCURSO PARA O CARGO DE AUDITOR", "torna pública a realização de concurso para o cargo de Técnico, mediante"
    )
    assert title_cargo.named(two) is None
    plural = _opening("CONCURSO PARA O CARGO DE AUDITOR", "torna pública o concurso para os cargos de nível superior")
    assert title_cargo.named(plural) is None
    assert title_cargo.named(_opening("CONCURSO PÚBLICO", "torna pública a realização de concurso público")) is None
