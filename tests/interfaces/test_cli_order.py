"""`cotacheck order` and `cotacheck allocate`: JSON shape, text, exit status 2 with one Portuguese line."""

import json

import pytest

from cotacheck.interfaces.cli.main import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_order_json(capsys):
    code, out, err = run(capsys, "order", "20", "--law", "go", "--date", "2026-01-05", "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert len(data["calls"]) == 20
    assert data["calls"][2] == {"call": 3, "list": "negros"}
    assert {c["list"] for c in data["calls"]} == {"ampla", "negros", "pcd"}
    assert data["positions"] == {"negros": [3, 8, 13, 18], "pcd": [10]}
    assert data["convention"] == "rounded"
    assert all(n["basis"] for n in data["interpretations"])


def test_order_federal_groups_and_convention(capsys):
    code, out, _ = run(
        capsys, "order", "30", "--law", "federal", "--date", "2026-01-05", "--convention", "blocks", "--json"
    )
    assert code == 0
    lists = {c["list"] for c in json.loads(out)["calls"]}
    assert lists <= {"ampla", "pretos_pardos", "indigenas", "quilombolas", "pcd"} and "pretos_pardos" in lists


def test_order_text_with_candidate_view(capsys):
    code, out, _ = run(
        capsys, "order", "20", "--law", "go", "--date", "2026-01-05", "--position", "4", "--general", "30"
    )
    assert code == 0
    assert "     3 N*" in out and "Negros (20%): 4 chamadas — 3, 8, 13, 18" in out
    assert "a 4ª vaga reservada a negros é a 18ª nomeação do cargo" in out
    # The answer in the page's words comes first, then the steps.
    assert "você é no máximo a 18ª pessoa nomeada no cargo. No melhor caso, a 4ª" in out
    assert out.index("pessoa nomeada no cargo") < out.index("Pela reserva:")
    assert "Ordem das vagas reservadas: cada vaga reservada entra assim que o percentual arredondado a garante" in out
    assert "Interpretação adotada" in out and "tjdft.jus.br" in out


@pytest.mark.parametrize(
    "argv, message",
    [
        (["order", "0", "--law", "go"], "pelo menos 1"),
        (["order", "-2", "--law", "go"], "pelo menos 1"),
        (["order", "100001", "--law", "go"], "100.000"),
        (["order", "dez", "--law", "go"], "Número inválido"),
        (["order", "5", "--law", "go", "--convention", "every5"], "--convention"),
        (["order", "5", "--law", "sp"], "--law"),
        (["order", "5", "--law", "go", "--general", "3"], "--general precisa de --position"),
        (["allocate", "/no/such/file.csv", "--vacancies", "3", "--law", "go"], "Arquivo não encontrado"),
    ],
)
def test_errors_exit_2(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_allocate_json(tmp_path, capsys):
    path = tmp_path / "lista.csv"
    path.write_text(
        "id,rank,negro,pcd,withdrawn\n"
        + "".join(
            f"c{i},{i},{'sim' if i in (2, 6, 8) else 'não'},{'1' if i == 9 else '0'},{'1' if i == 6 else '0'}\n"
            for i in range(1, 13)
        ),
        encoding="utf-8",
    )
    code, out, err = run(
        capsys, "allocate", str(path), "--vacancies", "10", "--law", "go", "--date", "2026-01-05", "--json"
    )
    assert code == 0, err
    data = json.loads(out)
    got = [(a["id"], a["list"], a["call"]) for a in data["appointed"]]
    # ampla ranks 1-7 (6 withdrew → 8 joins), negros 3 → the next negro outside: none… 8 is in ampla
    assert ("c2", "ampla", 2) in got
    assert all(set(a) >= {"id", "list", "call", "basis"} for a in data["appointed"])
    assert [r["from"] for r in data["reverted"]] == ["negros", "negros"]
    assert ("c9", "pcd", 10) in got
    assert data["withdrawn"][0]["id"] == "c6"


def test_allocate_bad_row_names_the_line(tmp_path, capsys):
    path = tmp_path / "lista.csv"
    path.write_text("id,rank,negro,pcd\na,1,1,0\nb,2,talvez,0\n", encoding="utf-8")
    code, out, err = run(capsys, "allocate", str(path), "--vacancies", "3", "--law", "go")
    assert code == 2 and out == ""
    assert "linha 3" in err


def test_allocate_text(tmp_path, capsys):
    path = tmp_path / "lista.csv"
    path.write_text(
        "id,rank,negro,pcd\n" + "".join(f"c{i},{i},{int(i > 5)},0\n" for i in range(1, 9)), encoding="utf-8"
    )
    code, out, _ = run(capsys, "allocate", str(path), "--vacancies", "5", "--law", "rn", "--date", "2026-01-05")
    assert code == 0
    assert "3. c6 — negros" in out and "Lei estadual nº 11.015/2021, art. 3º" in out
