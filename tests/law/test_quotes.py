"""Law beside code: every quote of a law in a comment (`# Lei 23.389/2025, art. 1º, § 2º: "…"`) appears
word for word in the law texts the project holds (seeds/), whitespace aside; "…" marks a cut."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def normalise(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def comment_blocks(source: str) -> list[str]:
    """The comment lines of `source`, each run of consecutive ones joined into one text (without the #)."""
    blocks, current = [], []
    for line in source.splitlines():
        if line.strip().startswith("#"):
            current.append(line.strip()[1:].strip())
        elif current:
            blocks.append(current)
            current = []
    if current:
        blocks.append(current)
    return ["\n".join(f"# {line}" for line in block) for block in blocks]


def quotes() -> list[tuple[str, str]]:
    found = []
    for path in sorted((ROOT / "cotacheck").rglob("*.py")):
        for block in comment_blocks(path.read_text(encoding="utf-8")):
            joined = "# " + normalise(" ".join(line[2:] for line in block.splitlines()))
            for start in re.finditer(r"(?:Lei [\d.]+/\d{4}, art\. [^:]+|§ \d+º): \"", joined):
                rest = joined[start.end() :]
                found.append((f"{path.relative_to(ROOT)}: {start.group(0)[:-3]}", rest[: rest.index('"')]))
    return found


def test_the_main_rules_are_quoted():
    cited = {where.split(": ", 1)[1] for where, _ in quotes()}
    for article in ("art. 1º, § 2º", "art. 1º, § 3º", "art. 4º, § 4º", "art. 5º", "art. 4º"):
        assert any(article in c for c in cited), article


def test_every_quote_is_word_for_word_in_seeds():
    seeds = normalise(" ".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "seeds").glob("*.txt"))))
    found = quotes()
    assert len(found) >= 8
    wrong = []
    for where, quote in found:
        for part in (normalise(p) for p in quote.split("…")):
            if part and part not in seeds:
                wrong.append(f"{where}: {part!r}")
    assert not wrong, "\n".join(wrong)


def test_a_changed_word_is_caught():
    seeds = normalise((ROOT / "seeds" / "goias-lei-23389-2025.txt").read_text(encoding="utf-8"))
    assert "igual ou superior a três" in seeds and "igual ou superior a quatro" not in seeds
