"""`cotacheck lint --columns`: the roles of a table's count columns, given by whoever checks the edital,
for a table read with doubt (an abbreviation with no legend). The table is read under them and confirmed
only by its own arithmetic; the correction is repeatable (options or a JSON file); bad input is one
Portuguese line and exit status 2."""

from __future__ import annotations

import json

import pytest
from lint_samples import GO_HEAD, run

from cotacheck.errors import InputError
from cotacheck.linter import lint_text
from cotacheck.linter.tables.given_roles import parse_columns

# "XN" is explained neither by the vocabulary nor by the edital: the table stays uncertain.
TEXT = GO_HEAD + "Cargo AC XN PcD Total\nAnalista Legislativo 7 2 1 10\nTécnico Legislativo 3 1 0 4\n"
HEADER = next(n for n, line in enumerate(TEXT.splitlines(), 1) if line.startswith("Cargo AC"))


def figures(result: dict) -> list[tuple]:
    return [
        (p["name"], p["vacancies"], p["reserved_stated"], p["pcd_stated"], p["confidence"]) for p in result["positions"]
    ]


def test_unexplained_column_leaves_the_table_uncertain_and_given_roles_read_it():
    read = lint_text(TEXT)
    assert {p["confidence"] for p in read["positions"]} == {"uncertain"}
    assert "XN" in read["positions"][0]["confidence_reason"]
    given = lint_text(TEXT, columns=parse_columns([f"{HEADER}=ac,negros,pcd,total"]))
    assert figures(given) == [
        ("Analista Legislativo", 10, 2, 1, "confirmed"),
        ("Técnico Legislativo", 4, 1, 0, "confirmed"),
    ]
    assert given["columns_given"] == {str(HEADER): ["open", "negros", "pcd", "total"]}
    assert "columns_given" not in read


def test_roles_that_break_the_rows_arithmetic_are_not_confirmed():
    wrong = lint_text(TEXT, columns=parse_columns([f"{HEADER}=total,negros,pcd,ac"]))  # 7 ≠ 2 + 1 + 10
    assert {p["confidence"] for p in wrong["positions"]} == {"uncertain"}
    assert not [f for f in wrong["findings"] if f["severity"] == "error"]


def test_another_reserve_is_kept_apart_from_negros():
    apart = lint_text(TEXT, columns=parse_columns([f"{HEADER}=ac,indigenas,pcd,total"]))
    assert [p["other_reserves_stated"] for p in apart["positions"]] == [{"indigenas": 2}, {"indigenas": 1}]
    assert [p["reserved_stated"] for p in apart["positions"]] == [None, None]


def test_the_cli_takes_options_or_a_json_file_and_gives_the_same(tmp_path):
    edital = tmp_path / "edital.txt"
    edital.write_text(TEXT, encoding="utf-8")
    by_option = json.loads(
        run("lint", str(edital), "--format", "json", "--columns", f"{HEADER}=ac,negros,pcd,total").stdout
    )
    roles = tmp_path / "colunas.json"
    roles.write_text(json.dumps({str(HEADER): ["ac", "negros", "pcd", "total"]}), encoding="utf-8")
    by_file = json.loads(run("lint", str(edital), "--format", "json", "--columns", str(roles)).stdout)
    assert (
        figures(by_option[0])
        == figures(by_file[0])
        == figures(lint_text(TEXT, columns={HEADER: ["open", "negros", "pcd", "total"]}))
    )


@pytest.mark.parametrize(
    ("spec", "said"),
    [
        ("4=ac,xx,total", "Papel de coluna desconhecido"),
        ("quatro=ac,pcd", "Linha inválida"),
        ("nada.json", "não é LINHA=papéis"),
        ("999=ac,negros,pcd,total", "Nenhum cabeçalho de tabela foi lido na linha 999"),
    ],
)
def test_bad_columns_are_one_portuguese_line(tmp_path, spec, said):
    edital = tmp_path / "edital.txt"
    edital.write_text(TEXT, encoding="utf-8")
    out = run("lint", str(edital), "--columns", spec)
    assert out.returncode == 2 and said in out.stderr and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1


def test_parse_columns_refuses_a_json_that_is_not_an_object(tmp_path):
    path = tmp_path / "lista.json"
    path.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(InputError, match="objeto JSON"):
        parse_columns([str(path)])


def test_the_text_report_says_the_roles_were_given(tmp_path):
    edital = tmp_path / "edital.txt"
    edital.write_text(TEXT, encoding="utf-8")
    out = run("lint", str(edital), "--columns", f"{HEADER}=ac,negros,pcd,total").stdout
    assert (
        f"Papéis das colunas dados por quem verificou: linha {HEADER} = ampla concorrência, negros, PcD, total" in out
    )


# --- issue 41: the roles checked against the table, and every bad `--columns` one line ---------------


def test_more_roles_than_any_row_has_numbers_leave_the_table_uncertain():
    """Six roles for a table of four count columns were accepted and the table confirmed."""
    more = lint_text(TEXT, columns=parse_columns([f"{HEADER}=ac,negros,pcd,total,cr,outra"]))
    assert {p["confidence"] for p in more["positions"]} == {"uncertain"}
    assert "6 papéis" in more["positions"][0]["confidence_reason"]
    assert "nenhuma linha dela tem mais de 4 números" in more["positions"][0]["confidence_reason"]


def test_a_line_given_twice_is_refused():
    """The second silently replaced the first."""
    with pytest.raises(InputError, match=f"linha {HEADER} foi dada mais de uma vez"):
        parse_columns([f"{HEADER}=ac,negros,pcd,total", f"L{HEADER}=ac,pcd,negros,total"])


def deep_json(path):
    path.write_text('{"4": ' + "[" * 100_000 + "]" * 100_000 + "}", encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    ("make", "said"),
    [
        (lambda tmp: "⁴=ac,negros,pcd,total", "Linha inválida em --columns: '⁴'"),
        (lambda tmp: "-4=ac,negros,pcd,total", "Linha inválida em --columns: '-4'"),
        (lambda tmp: deep_json(tmp / "fundo.json"), "não é LINHA=papéis nem um arquivo JSON legível"),
        (lambda tmp: "/dev/zero", "grande demais"),
    ],
)
def test_columns_that_crashed_or_read_gigabytes_are_one_portuguese_line(tmp_path, make, said):
    """A superscript line ("⁴") and a JSON nested 100 000 deep were "erro interno"; /dev/zero was read
    (3.7 GB) before failing; "-4=…" was taken for an option ("falta o valor da opção")."""
    edital = tmp_path / "edital.txt"
    edital.write_text(TEXT, encoding="utf-8")
    out = run("lint", str(edital), "--columns", make(tmp_path))
    assert out.returncode == 2 and said in out.stderr and "erro interno" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1


def test_the_page_the_link_and_the_saved_file_refuse_a_superscript_line_in_portuguese():
    """The bridge (the page's check, a saved file's recheck) and a result link took "⁴" to int(): "erro interno"."""
    from cotacheck.interfaces.web.linter import lint as bridge_lint
    from cotacheck.interfaces.web.result_link import link_options

    with pytest.raises(InputError, match="Linha inválida em --columns: '⁴'"):
        bridge_lint({"texto": TEXT, "lei": "go", "colunas": {"⁴": ["ac", "negros", "pcd", "total"]}})
    with pytest.raises(InputError, match="papéis das colunas ilegíveis"):
        link_options({"lei": "go", "data": "2026-03-10", "colunas": {"⁴": ["ac", "negros", "pcd", "total"]}})
