"""Property test: a "Cargo | Especialidade" quadro whose cargo cell is merged over its especialidades' rows, the
cargo's words on lines of their own before and between the rows (tests/layout_merged_name_cell.py, the class
of `tables/merged_name_cell.py`), is never confirmed under a wrong name.

A fixed seed draws 250 quadros. Each must read every row once with its total and its negros, under a name
holding its especialidade, and, since where each cargo's cell ends is not in the text, uncertain with the
reason: never confirmed (main confirmed "Legislativo Direito Público" and "Direito Tributário" for the
Procurador Legislativo's rows in most variants)."""

from __future__ import annotations

import random
import re

from layout_merged_name_cell import merged_name_cell
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.merged_name_cell import DOUBT

SEED = 20261214
HEAD = "CÂMARA MUNICIPAL DE SANTA LUZIA\nCONCURSO PÚBLICO – EDITAL Nº 01/2025\n2. DAS VAGAS\n2.1 Quadro de vagas:\n"
TAIL = "\n3. DAS INSCRIÇÕES\n3.1 As inscrições serão realizadas pela internet.\n"


def _words(name: str) -> str:
    """A name's words, folded, its dashes left out (the reader joins cargo and especialidade with one)."""
    return " ".join(w for w in re.split(r"[\s–—-]+", fold(name)) if w)


def _positions(text: str) -> list[dict]:
    return [p for p in lint_text(text)["positions"] if p["vacancies"]]


def _problems(case) -> list[str]:
    """What the reading gets wrong: a row missed, read twice or with other figures, a name without its
    especialidade, and any position confirmed (no entry is proven), or confirmed under a wrong name."""
    positions = _positions(case.text)
    want = sorted((e.vacancies, e.negros or 0) for e in case.entries)
    got = sorted((p["vacancies"], p["reserved_stated"] or 0) for p in positions)
    out = [] if got == want else [f"figures read {got}, want {want}"]
    names = {_words(e.name): e for e in case.entries}
    for p in positions:
        entry = names.get(_words(p["name"]))
        if p["confidence"] == "confirmed":
            right = entry is not None and (entry.vacancies, entry.negros or 0) == (p["vacancies"], p["reserved_stated"])
            out.append(f"{p['name']!r} confirmed ({'right' if right else 'WRONG'}), nothing proves the cargo's end")
        elif p.get("confidence_reason") != DOUBT:
            out.append(f"{p['name']!r} uncertain without the reason: {p.get('confidence_reason')!r}")
        if not any(
            _words(e.specialty) in _words(p["name"])
            and (e.vacancies, e.negros or 0) == (p["vacancies"], p["reserved_stated"] or 0)
            for e in case.entries
        ):
            out.append(f"{p['name']!r} {p['vacancies']}: names no row's especialidade with its figures")
    return out


def test_merged_name_cells_are_never_confirmed_wrong():
    assert_reads_back(merged_name_cell, _problems, SEED, "merged_name_cell", 250)


def test_most_names_are_the_cargo_and_especialidade():
    """The rows are re-laid under their likeliest cargo: most variants read every name right (uncertain)."""
    rng = random.Random(f"{SEED}-names")
    right = 0
    for _ in range(60):
        case = merged_name_cell(rng)
        got = sorted(_words(p["name"]) for p in _positions(case.text))
        right += got == sorted(_words(e.name) for e in case.entries)
    assert right >= 20, right


def test_the_briefs_quadro():
    """The cargo's lines above its first row: each row uncertain under its cargo and especialidade."""
    quadro = (
        "Cargo Especialidade AC PcD Negros Total\nTécnico\nLegislativo\nApoio Administrativo 02 01 05 08\n"
        "Procurador\nLegislativo\nDireito Público 01 00 01 02\nDireito Tributário 01 00 00 01"
    )
    positions = _positions(f"{HEAD}\n{quadro}\n{TAIL}")
    read = sorted((_words(p["name"]), p["vacancies"], p["reserved_stated"], p["confidence"]) for p in positions)
    assert read == [
        ("procurador legislativo direito publico", 2, 1, "uncertain"),
        ("procurador legislativo direito tributario", 1, 0, "uncertain"),
        ("tecnico legislativo apoio administrativo", 8, 5, "uncertain"),
    ], read


def test_a_cargos_line_between_its_rows_is_no_proof():
    """ "Técnico" / row / "Legislativo" / row: the second line may end Técnico's cell or open another cargo's."""
    quadro = (
        "Código Cargo Especialidade Ampla PcD PN Total\nTécnico\n101 Apoio Administrativo 2 1 5 8\nLegislativo\n"
        "102 Direito Público 1 0 1 2\n103 Direito Tributário 1 - - 1"
    )
    positions = _positions(f"{HEAD}\n{quadro}\n{TAIL}")
    assert sorted(p["vacancies"] for p in positions) == [1, 2, 8]
    assert all(p["confidence"] == "uncertain" and p["confidence_reason"] == DOUBT for p in positions), positions


def test_a_third_text_column_and_wrapped_especialidades():
    """FGV's CVM 2024 quadro (a city column too, two perfis wrapped above their rows): in doubt, each perfil
    under its cargo, its wrapped start kept in its name."""
    quadro = (
        "Cargo Especialidade Cidade de Lotação  Vagas Imediatas Ampla PCD Negro Total \nInspetor \nCVM  \n"
        "Perfil 1 - Mercado de Capitais São Paulo  5 1 1  7 \nPerfil 2 - Mercado de Capitais Rio de Janeiro 5 - 1 6 \n"
        "Analista \nCVM \nPerfil 4 - Mercado de Capitais Rio de Janeiro 11 1 3 15 \nPerfil 8 - TI / Sistemas e \n"
        "Desenvolvimento Rio de Janeiro 4 - 1 5 "
    )
    positions = _positions(f"{HEAD}\n{quadro}\n{TAIL}")
    read = [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in positions]
    assert read == [
        ("Inspetor CVM – Perfil 1 - Mercado de Capitais São Paulo", 7, 1, "uncertain"),
        ("Inspetor CVM – Perfil 2 - Mercado de Capitais Rio de Janeiro", 6, 1, "uncertain"),
        ("Analista CVM – Perfil 4 - Mercado de Capitais Rio de Janeiro", 15, 3, "uncertain"),
        ("Analista CVM – Perfil 8 - TI / Sistemas e Desenvolvimento Rio de Janeiro", 5, 1, "uncertain"),
    ], read


def test_rows_whose_cargo_is_on_their_line_stay_confirmed():
    """Every row's cargo and especialidade on its own line (no merged cell), and a one-row quadro whose
    cargo stands above its row: nothing for this stage, read and confirmed as before."""
    flat = (
        "Cargo Especialidade AC PcD Negros Total\nTécnico Legislativo Apoio Administrativo 02 01 05 08\n"
        "Procurador Legislativo Direito Público 01 00 01 02"
    )
    single = "Cargo Especialidade AC PcD Negros Total\nTécnico\nLegislativo\nApoio Administrativo 02 01 05 08"
    for quadro, names in (
        (flat, ["procurador legislativo direito publico", "tecnico legislativo apoio administrativo"]),
        (single, ["tecnico legislativo apoio administrativo"]),
    ):
        positions = _positions(f"{HEAD}\n{quadro}\n{TAIL}")
        assert sorted(_words(p["name"]) for p in positions) == names, positions
        assert all(p["confidence"] == "confirmed" for p in positions), positions
