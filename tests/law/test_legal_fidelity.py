"""Issue 10: the answers and citations match the law texts (points numbered as in the issue)."""

from __future__ import annotations

import datetime as dt
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cotacheck.law import provisions as lawtext
from cotacheck.law.lawbook import BRANCHES, KINDS, LAW_IDS, LAWS, Citation, get_law
from cotacheck.nomination.conventions import make_plan
from cotacheck.nomination.data import CONVENTIONS, rule_bases
from cotacheck.nomination.sequence import sequence
from cotacheck.present.laws_text import format_laws, laws_as_data
from cotacheck.reserve.calculator import compute

D = dt.date
ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT / "seeds"
AFTER_15142 = D(2025, 8, 1)


def notes_text(result: dict) -> str:
    return " ".join(n["text"] for n in result["notes"])


# --- 1. Lei 15.142: 30% of the whole edital ------------------------------------------------------


def test_ten_cargos_of_one_vacancy_reserve_three_under_15142():
    result = compute("federal", [1] * 10, AFTER_15142)
    total = result["total"]
    assert total["reserved"] == 3 and total["base"] == "edital"
    assert total["per_cargo"] == 0 and total["to_distribute"] == {"pretos_pardos": 3, "indigenas": 0, "quilombolas": 0}
    assert total["open"] == 10 - 3 - total["pcd"]
    texts = " ".join(s["text"] for s in total["steps"])
    assert "AREsp" not in texts and "o edital precisa decidir" in texts
    assert any(s["text"].startswith("Interpretação adotada") and "CNU 2" in s["text"] for s in total["steps"])


def test_cargo_reaching_the_threshold_gets_its_part_and_the_rest_is_to_distribute():
    total = compute("federal", [20, 1, 1], AFTER_15142)["total"]
    assert total["reserved"] == 7  # 22 × 30% = 6,6 → 7
    assert total["per_cargo"] == 6 and total["to_distribute"] == {"pretos_pardos": 1, "indigenas": 0, "quilombolas": 0}


def test_single_cargo_is_the_whole_edital():
    one = compute("federal", [1], AFTER_15142)
    assert one["total"]["reserved"] == 0  # 1 vacancy in the concurso: below art. 5's 2
    assert compute("federal", [2], AFTER_15142)["total"]["reserved"] == 1


@pytest.mark.parametrize("law_id, day", [("go", D(2026, 1, 5)), ("rn", D(2024, 1, 5)), ("federal", D(2024, 1, 5))])
def test_per_cargo_laws_keep_per_cargo_and_say_why(law_id, day):
    result = compute(law_id, [2, 2, 2], day)
    assert result["total"]["reserved"] == 0 and result["total"]["base"] == "cargo"
    version = get_law(law_id).version_at(day)
    assert version.base.interpretation and "cargo" in version.base.interpretation
    assert any(version.base.interpretation in n["text"] for n in result["notes"])


# --- 2. each version its own entry into force and prior-editais rule --------------------------------


def test_editais_since_june_2025_cite_lei_15142_entry_into_force():
    result = compute("federal", [10], AFTER_15142)
    assert result["reason_basis"]["basis"] == "Lei nº 15.142/2025, art. 14"
    assert "04/06/2025" in result["reason"] and "10/06/2014" not in result["reason"]


def test_editais_before_12990_cite_its_own_rule():
    result = compute("federal", [10], D(2014, 6, 1))
    assert not result["applies"]
    assert result["reason_basis"]["basis"].startswith("Lei nº 12.990/2014, art. 6º")
    assert "15.142" not in result["reason_basis"]["basis"]


def test_versions_carry_entry_and_prior_editais_articles():
    old, law_alone, with_decree = get_law("federal").versions
    assert (old.entry.instrument.id, law_alone.entry.text) == ("lei-12990", "Lei nº 15.142/2025, art. 14")
    # the decree completes Lei 15.142 (its groups); the law's own articles still put it in force
    assert with_decree.entry == law_alone.entry and with_decree.wording.text == "Decreto nº 12.536/2025"
    assert law_alone.prior_editais.text == with_decree.prior_editais.text == "Lei nº 15.142/2025, art. 11"
    assert any(n.basis.anchor == "art-11" and "art. 13" in n.value for n in old.notes)


# --- 3. internships and temporary hires in Goiás -------------------------------------------------


def test_goias_internship_pcd_is_ten_percent_of_lei_11788():
    part = compute("go", [20], D(2026, 1, 5), kind="estagio")["positions"][0]
    assert part["pcd"] == 2
    assert any(s["basis"] == "Lei nº 11.788/2008, art. 17, § 5º" for s in part["steps"])


def test_goias_temporary_hires_say_which_pcd_rule_and_why():
    result = compute("go", [20], D(2026, 1, 5), kind="temporario")
    assert result["positions"][0]["pcd"] == 1
    assert "contratação temporária" in notes_text(result) and "Interpretação adotada" in notes_text(result)


# --- 4. federal PcD before 25/09/2018 --------------------------------------------------------------


def test_federal_pcd_before_2018_follows_decreto_3298():
    part = compute("federal", [20], D(2017, 1, 10))["positions"][0]
    assert (part["reserved"], part["pcd"], part["open"]) == (4, 1, 15)
    assert any(s["basis"] == "Decreto nº 3.298/1999, art. 37, § 2º" for s in part["steps"])


def test_no_pcd_figure_where_no_rule_is_modelled():
    part = compute("federal", [20], D(2005, 1, 10), kind="estagio")["positions"][0]
    assert part["pcd"] is None and part["open"] == 20
    assert any("não modelada" in s["text"] for s in part["steps"])


# --- 5. the order claim --------------------------------------------------------------------------


def test_order_convention_names_the_calls_where_its_claim_fails():
    plan = make_plan("federal", D(2026, 1, 1))
    failing = []
    for n in range(1, 130):
        calls = sequence(plan, n).calls[:n]
        if any(calls.count(k) != v for k, v in plan.law_counts(n).items()):
            failing.append(n)
    description = CONVENTIONS["rounded"]["description"]
    assert failing, "the federal groups recede at some call"
    assert "Após n chamadas, cada lista tem o que a lei reserva para n vagas." not in description
    for n in failing:
        assert re.search(rf"\b{n}(?:ª|\b)", description), n


# --- 7. the 25/3/2 split before the decree ---------------------------------------------------------


def test_split_before_the_decree_is_an_interpretation():
    before = notes_text(compute("federal", [10], D(2025, 6, 10)))
    after = notes_text(compute("federal", [10], D(2025, 7, 1)))
    assert "27/06/2025" in before and "interpretação adotada" in before
    assert "27/06/2025" not in after


# --- 8. order.toml cites Lei 15.142's articles ----------------------------------------------------


def test_order_rules_under_15142_cite_articles():
    bases = rule_bases(get_law("federal"), "lei-15142")
    got = {
        k: bases[k].text
        for k in ("concurrent", "ampla_not_counted", "withdrawal", "reversion", "alternation", "new_vacancies")
    }
    assert got == {
        "concurrent": "Lei nº 15.142/2025, art. 7º",
        "ampla_not_counted": "Lei nº 15.142/2025, art. 7º, § 2º",
        "withdrawal": "Lei nº 15.142/2025, art. 7º, § 3º",
        "reversion": "Lei nº 15.142/2025, art. 8º",
        "alternation": "Lei nº 15.142/2025, art. 9º",
        "new_vacancies": "Lei nº 15.142/2025, art. 1º, § 2º",
    }
    assert bases["career"].text == "Lei nº 15.142/2025, art. 9º, § 2º"


# --- 11. real dates, one fact in one place -------------------------------------------------------


def test_dates_are_real_or_marked_unknown():
    go_pcd = [r for r in get_law("go").pcd if "efetivo" in r.kinds]
    assert go_pcd[0].start == D(2004, 2, 4)
    rn = get_law("rn")
    assert rn.instruments["lei-11015"].published is None and rn.instruments["lei-11015"].signed == D(2021, 11, 20)
    assert rn.pcd[0].start is None and "não foi conferida" in rn.pcd[0].note
    for law in LAWS.values():
        assert all(r.start is None or (r.start.month, r.start.day) != (1, 1) for r in law.pcd), law.id


def test_rn_page_does_not_state_an_unknown_publication_date():
    html = _page("rn")
    assert "publicada em 20/11/2021" not in html and "data de publicação não conferida" in html


# --- 12. interpretations disclosed; MP and Defensoria ---------------------------------------------


def test_branches_include_ministerio_publico_and_defensoria():
    assert {"ministerio_publico", "defensoria"} <= set(BRANCHES)
    go = compute("go", [10], D(2026, 1, 5), branch="ministerio_publico")
    assert not go["applies"] and "não abrange o Ministério Público" in go["reason"]
    rn = compute("rn", [10], D(2026, 1, 5), branch="defensoria")
    assert rn["applies"] and "Defensoria Pública não é Poder" in notes_text(rn)


def test_federal_judiciary_under_15142_discloses_the_cnj_reading():
    result = compute("federal", [10], AFTER_15142, branch="judiciario")
    assert "Resolução nº 203/2015" in notes_text(result) and "Interpretação adotada" in notes_text(result)


def test_goias_temporary_before_the_amending_law_is_an_interpretation():
    result = compute("go", [10], D(2025, 9, 15), kind="temporario")
    assert not result["applies"]
    assert "efeitos retroativos" in notes_text(result)


def test_cli_accepts_the_new_branches():
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "cotacheck",
            "reserve",
            "10",
            "--law",
            "rn",
            "--date",
            "2026-01-05",
            "--branch",
            "ministerio_publico",
        ],
        check=False,
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert out.returncode == 0 and "Ministério Público" in out.stdout


# --- the laws command and the pages say the same as the calculator --------------------------------


def test_laws_command_shows_each_version_entry_and_readings():
    text = format_laws()
    assert "Em vigor desde 04/06/2025 [Lei nº 15.142/2025, art. 14]" in text
    assert "[Lei nº 15.142/2025, art. 11]" in text and "Decreto nº 3.298/1999" in text
    data = {law["id"]: law for law in laws_as_data()}
    assert data["federal"]["versions"][1]["entry"] == "Lei nº 15.142/2025, art. 14"
    assert data["rn"]["pcd"][0]["from"] is None


# --- every citation resolves to an anchor on a law page that holds its words ------------------------

_PAGES: dict[str, str] = {}


def _page(law_id: str) -> str:
    if law_id not in _PAGES:
        from cotacheck.interfaces.site import builder as site_builder

        page = next(p for p in site_builder.PAGES if p.path == f"leis/{law_id}.html")
        _PAGES[law_id] = site_builder.render_page(page, site_builder.BuildContext(D(2026, 1, 1), "worker"))
    return _PAGES[law_id]


def _text(citation: Citation) -> str:
    """The words of the cited provision and of the provisions under it (its incisos, alíneas)."""
    law_text = lawtext.load_seed(SEEDS, citation.instrument.seed)
    prefix = citation.anchor
    return " ".join(
        p.text
        for p in law_text.provisions
        if p.anchor == prefix or (p.anchor.startswith(prefix + "-") and not p.superseded)
    )


def _all_citations() -> list[Citation]:
    found = []
    for law in LAWS.values():
        found += law.citations()
        for version in (None, *(v.id for v in law.versions)):
            found += [c for c in rule_bases(law, version).values() if isinstance(c, Citation)]
    return found


def _printed_steps():
    days = [D(2014, 6, 1), D(2017, 1, 10), D(2021, 12, 1), D(2024, 6, 1), D(2025, 6, 10), D(2025, 9, 15), D(2026, 1, 5)]
    for law_id in LAW_IDS:
        for day in days:
            for branch in BRANCHES:
                for kind in KINDS:
                    result = compute(law_id, [1, 5, 37], day, branch, kind)
                    yield from [
                        result["reason_basis"] or {},
                        *result["notes"],
                        *result["total"]["steps"],
                        *(s for p in result["positions"] for s in p["steps"]),
                    ]


def test_every_citation_in_the_data_resolves_on_its_law_page():
    for citation in _all_citations():
        html = _page(citation.law_id)
        target = citation.href.split("#", 1)[1]
        assert f'id="{target}"' in html, citation.href
        if citation.instrument.checked and citation.anchor:
            assert _text(citation), f"{citation.text}: no text under {citation.anchor}"
        elif not citation.instrument.checked:
            assert target == citation.instrument.id and "não foram conferidos" in html


def test_every_printed_citation_resolves_and_unchecked_ones_are_flagged():
    seen = set()
    for item in _printed_steps():
        if not item.get("href"):
            continue
        key = (item["href"], item["basis"])
        if key in seen:
            continue
        seen.add(key)
        law_id = item["href"].split("/")[1].split(".")[0]
        assert f'id="{item["href"].split("#", 1)[1]}"' in _page(law_id), item
        assert isinstance(item["checked"], bool)
    assert len(seen) > 30


def test_cited_articles_hold_the_figures():
    for law in LAWS.values():
        for v in law.versions:
            pairs = [(v.percent.basis, f"{v.percent.value}%"), (v.rounding.basis, "0,5")]
            pairs.append((v.threshold.basis, {2: "2 (dois)", 3: "três"}[v.threshold.value]))  # "3 (três)" or "três"
            pairs.append((v.base.basis, "totalidade" if v.base.value == "edital" else "cargo"))
            for citation, words in pairs:
                if citation.instrument.checked:
                    assert words in _text(citation), (law.id, v.id, citation.text, words)


def test_15142_text_on_the_federal_page():
    html = _page("federal")
    assert 'id="art-1-p2"' in html and "totalidade das vagas expressamente previstas no edital" in html
    assert 'id="art-13"' in html and "Fica revogada a Lei nº 12.990" in html


def test_acts_without_text_on_the_site_are_named_to_the_user():
    result = compute("federal", [10], AFTER_15142)
    [last] = [n for n in result["notes"] if n["text"].startswith("Texto não conferido aqui")]
    assert "Decreto nº 12.536/2025" in last["text"] and "Lei nº 15.142/2025" not in last["text"]
    before = compute("federal", [10], D(2020, 1, 10))
    assert "Lei nº 12.990/2014" in notes_text(before)
    assert compute("rn", [10], D(2026, 1, 5))["positions"][0]["steps"][0]["checked"] is True
