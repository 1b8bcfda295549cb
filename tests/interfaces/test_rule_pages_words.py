"""The rule pages speak the page's words: no terminal option ("--law", "--date"), no "no terminal", in any
rule's documentation as the site renders it (the CLI's `cotacheck rule` keeps them)."""

from __future__ import annotations

import re

import pytest

from cotacheck.interfaces.site.rule_pages import for_the_web, rule_context
from cotacheck.linter.rules import RULES

TERMINAL = re.compile(r"--[a-z]|\bterminal\b|cotacheck (?:lint|rule)", re.I)


@pytest.mark.parametrize("code", sorted(RULES))
def test_rule_docs_on_the_web_name_no_terminal_option(code):
    docs = rule_context(code)(None)["docs"]
    for key, text in docs.items():
        assert not TERMINAL.search(text), f"{code} {key}: {text}"


def test_the_cli_options_become_the_forms_fields():
    assert for_the_web("informe a lei com --law e a data com --date.") == (
        "informe a lei no campo “Lei” e a data no campo “Data de publicação”."
    )
    assert "Poder" in for_the_web("informe-os (--date, --branch).")
    assert for_the_web("cotacheck lint edital.txt --law go (ou outra)").startswith("Na página Verificar edital")
