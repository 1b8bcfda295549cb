"""`cotacheck reserve`, `order` and `laws` on federal internships: Decreto nº 9.427/2018, with its date."""

import subprocess
import sys


def run(*args):
    return subprocess.run([sys.executable, "-m", "cotacheck", *args], capture_output=True, text=True)


def test_reserve_for_a_federal_internship():
    out = run("reserve", "10", "--law", "federal", "--kind", "estagio", "--date", "2026-03-01")
    assert out.returncode == 0, out.stderr
    assert "10 vagas × 30% = 3 [Decreto nº 9.427/2018, art. 1º]" in out.stdout
    assert "Reserva para negros: 3" in out.stdout


def test_order_for_a_federal_internship():
    out = run("order", "10", "--law", "federal", "--kind", "estagio", "--date", "2026-03-01")
    assert out.returncode == 0, out.stderr
    assert "Negros (30%): 3 chamadas — 3, 5, 9 [Decreto nº 9.427/2018, art. 1º]" in out.stdout


def test_laws_says_what_the_decree_is():
    out = run("laws")
    assert out.returncode == 0, out.stderr
    assert "Decreto nº 9.427/2018 (seleções de estágio) (editais publicados de 29/06/2018 em diante): 30%" in out.stdout
    assert "Em vigor desde 29/06/2018 [Decreto nº 9.427/2018]" in out.stdout
    assert "Só para estágio no Poder Executivo" in out.stdout
