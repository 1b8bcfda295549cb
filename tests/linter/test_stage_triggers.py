"""The triggers that let a grid stage pass over a text, or a line, none of its producer's layout holds: each is
checked against the stage itself, run with the trigger and without it (every text and line looked at, as the
stage was before it had one) over the corpus, every set's texts and the generators' variants of the classes,
and against the tests it stands before on the lines those texts hold and on lines made to be near misses."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from layout_calc_cells import calc_cells
from layout_cell_breaks import cell_breaks
from layout_ocr_slips import ocr_slips
from layout_runon_cells import runon_cells
from layout_runon_places import runon_places
from layout_scanned_quadro import scanned_quadro
from layout_sheet_export import sheet_export
from layout_spanned_cargo_cell import spanned_cargo_cell
from layout_transposed_cells import transposed_cells
from layout_vmerge_rows import vmerge_cells, vmerge_rows
from layout_yes_no_cadastro import yes_no_cadastro

from cotacheck.linter.read.text import Line, fold, laid_line, split_lines
from cotacheck.linter.tables import calc_cells as calc_stage
from cotacheck.linter.tables import cell_breaks as breaks_stage
from cotacheck.linter.tables import ocr_slips as slips_stage
from cotacheck.linter.tables import runon_cells as runon_stage
from cotacheck.linter.tables import runon_places as runon_places_stage
from cotacheck.linter.tables import scanned_quadro as scanned_stage
from cotacheck.linter.tables import sheet_export as sheet_stage
from cotacheck.linter.tables import spanned_cargo_cell as spanned_stage
from cotacheck.linter.tables import transposed_cells as transposed_stage
from cotacheck.linter.tables import vmerge_cells as vmerge_cells_stage
from cotacheck.linter.tables import vmerge_rows as vmerge_rows_stage
from cotacheck.linter.tables import yes_no_cadastro as yes_no_stage

_TESTS = Path(__file__).resolve().parents[1]
_SETS = sorted(_TESTS.glob("linter/unseen_layouts*/**/*.txt"))
_CORPUS = sorted((_TESTS / "corpus").glob("*.txt"))


def _texts(make, seed: str, n: int) -> list[str]:
    """The corpus's texts, every set's texts, and `n` variants of a generator's class."""
    rng = random.Random(seed)
    texts = [p.read_text("utf-8", errors="replace") for p in _CORPUS + _SETS]
    return texts + [make(rng).text for _ in range(n)]


def _relaid(relay, text: str) -> tuple[list[tuple[int, str]], dict[int, str]]:
    doubts: dict[int, str] = {}
    lines = relay(split_lines(text), text, doubts)
    return [(line.number, line.text) for line in lines], doubts


@pytest.fixture(scope="module")
def calc_texts() -> list[str]:
    return _texts(calc_cells, "trigger-calc-cells", 120)


def test_calc_cells_trigger_skips_no_text_the_stage_changes(calc_texts, monkeypatch):
    """`calc_cells._may_wrap` (labels that may be the header's wrapped ones after some row) turns down a text
    only where the stage, every row's run walked, changes nothing."""
    guarded = [_relaid(calc_stage.relay, text) for text in calc_texts]
    monkeypatch.setattr(calc_stage, "_may_wrap", lambda lines, start: True)
    bare = [_relaid(calc_stage.relay, text) for text in calc_texts]
    assert guarded == bare
    changed = sum(g != (_relaid(lambda lines, t, d: lines, t)) for g, t in zip(guarded, calc_texts, strict=True))
    assert changed >= 100  # the class's variants re-laid, or their rows left in doubt


def test_may_wrap_is_found_where_wrapped_finds_labels(calc_texts):
    """Wherever `_wrapped` finds the header's wrapped labels after a row, furniture passed over or not,
    `_may_wrap` finds them too (the walk it stands for)."""
    found = 0
    for text in calc_texts:
        lines = split_lines(text)
        for skip in (set(), {line.number for line in lines[::7]}):
            for k, line in enumerate(lines):
                if calc_stage._row(line.text) is None:
                    continue
                _, roles, _ = calc_stage._wrapped(lines, k + 1, skip)
                if roles:
                    found += 1
                    assert calc_stage._may_wrap(lines, k + 1), (line.text, k)
    assert found > 100


def test_rows_found_by_their_end_are_every_row(calc_texts):
    """`_labels_after_a_row` (rows looked for by `_ROW_END` in the lines joined) says what asking `_row` and
    `_may_wrap` of every line says, and `_ROW_END` finds every row's line: digits outside ASCII, dashes, marks,
    a line holding a line break (each line then asked alone)."""
    made = [
        "Cargo Requisitos\nAnalista ٣ ٤\nAmpla\nconcorrência Negros Total",
        "Cargo\nTécnico — – CR\nPcD Negros\nTotal",
        "Cargo\nMédico 1 2 X obs.\nAmpla concorrência\nNegros Total",
        "Cargo\nA 1 2\tX\u00a0Y \nNegros\nTotal",
    ]
    found = 0
    for text in calc_texts + made:
        lines = split_lines(text)
        want = any(
            calc_stage._row(line.text) is not None and calc_stage._may_wrap(lines, k + 1)
            for k, line in enumerate(lines)
        )
        assert calc_stage._labels_after_a_row(lines) == want
        found += want
        joined = "\n".join(line.text for line in lines)
        ends = {joined.count("\n", 0, m.start()) for m in calc_stage._ROW_END.finditer(joined)}
        assert all(k in ends for k, line in enumerate(lines) if calc_stage._row(line.text) is not None)
    assert found >= 100
    broken = [Line(1, "Cargo", "cargo"), Line(2, "Analista 1\n2 3", "analista 1\n2 3"), laid_line(3, "Ampla Negros")]
    assert calc_stage._labels_after_a_row(broken)


def _row_before(text: str):
    """`calc_cells._row` as it was before its last words were tested first."""
    if len(text) > calc_stage._LONG_LINE:
        return None
    words = text.split()
    end = len(words)
    cell, tail = calc_stage._CELL, calc_stage._TAIL
    while end and len(words) - end < 2 and not cell.fullmatch(words[end - 1]) and tail.fullmatch(words[end - 1]):
        end -= 1
    start = end
    while start and cell.fullmatch(words[start - 1]):
        start -= 1
    if end - start < 2 or start == 0 or not any(c.isdigit() for c in "".join(words[start:end])):
        return None
    return " ".join(words[:start]), words[start:end]


def test_calc_row_reads_as_before(calc_texts):
    """`_row` with its last words tested first (`_cells_near_end`) reads every line as it did: the texts' lines
    and lines drawn from cells, tail words, figures and spaces of every kind."""
    lines = [line.text for text in calc_texts[:200] for line in split_lines(text)]
    pieces = ["12", "3", "0", "-", "–", "1234", "12345", "CR", "X", "Sim", "obs.", "*", "¹", "Analista", "de", "40h"]
    pieces += ["R$", "2.845,12", "(1)", "a.", "abcde", "ab", "7a", ""]
    spaces = [" ", "  ", "\t", "\u00a0", " \u2003 ", "\n"]
    rng = random.Random(11)
    for _ in range(30_000):
        words = [rng.choice(pieces) for _ in range(rng.randint(0, 7))]
        made = "".join(w + rng.choice(spaces) for w in words)
        lines.append(rng.choice(["", " ", "\t"]) + made)
    lines += ["Analista 1 2", "Analista 1 2 CR obs.", "1 2", " 1 2 3", "x - -", "x - - a b c", "x 1 2 a b", "x 1 a 2"]
    for text in lines:
        assert calc_stage._row(text) == _row_before(text), repr(text)


@pytest.fixture(scope="module")
def scanned_texts() -> list[str]:
    return _texts(scanned_quadro, "trigger-scanned-quadro", 150)


def test_scanned_quadro_hints_skip_no_text_the_stage_changes(scanned_texts, monkeypatch):
    """`scanned_quadro` reads a header only on a line holding one of `_NEGROS_HINTS`: with every line read, the
    corpus, the sets and the class's variants come out the same."""
    guarded = [_relaid(scanned_stage.relay, text) for text in scanned_texts]
    monkeypatch.setattr(scanned_stage, "_NEGROS_HINTS", ("",))
    bare = [_relaid(scanned_stage.relay, text) for text in scanned_texts]
    assert guarded == bare
    changed = sum(g != (_relaid(lambda lines, t, d: lines, t)) for g, t in zip(guarded, scanned_texts, strict=True))
    assert changed >= 100


def test_ocr_slips_trigger_skips_no_text_the_stage_changes(monkeypatch):
    """`ocr_slips` reads a text only where a slip-like token stands among cells (`_TRIGGER`, `_TRIGGER_FIRST`):
    with every text read, the corpus, the sets and the class's variants come out the same."""
    texts = _texts(ocr_slips, "trigger-ocr-slips", 150)
    guarded = [_relaid(slips_stage.relay, text) for text in texts]
    monkeypatch.setattr(slips_stage, "_TRIGGER", re.compile(""))
    monkeypatch.setattr(slips_stage, "_TRIGGER_FIRST", re.compile(""))
    bare = [_relaid(slips_stage.relay, text) for text in texts]
    assert guarded == bare
    changed = sum(g != (_relaid(lambda lines, t, d: lines, t)) for g, t in zip(guarded, texts, strict=True))
    assert changed >= 100


def _negros_spellings() -> list[str]:
    """A spelling of each alternative of the vocabulary's negros label, each way it may be written."""
    return [
        "negros",
        "negras",
        "negro",
        "neg.",
        "neg",
        "pessoas negras",
        "candidatos negros",
        "candidatos negras",
        "pretos, pardos e indigenas",
        "pessoas pretas, pardas ou indigenas",
        "candidatas pretas, pardas, e indigena",
        "cotas raciais",
        "cota racial",
        "cotas para negros",
        "cota negras",
        "afro",
        "cotistas",
        "cotista",
        "reserva racial",
        "pn",
        "ppn",
        "afrodescendentes",
        "afrodescendente",
        "afrodesc.",
        "afrodesc",
        "pessoa negra",
        "reserva (lei 12.990/2014)",
        "reservas lei no 12.990/14",
        "reserva lei 12.990",
    ]


def test_negros_hints_are_in_every_negros_label():
    """Each spelling of the negros label, and each one-word label cut by its hyphen as `_joined_cuts` joins it
    (its first part four letters at least), holds one of `_NEGROS_HINTS` where the header reads it."""
    from cotacheck.linter.tables.header import _TOKENS

    negros = dict(_TOKENS)["negros"]
    assert negros.count("|") + 1 <= len(_negros_spellings())
    read = 0
    for spelling in _negros_spellings():
        assert re.fullmatch(negros, spelling), spelling
        folded = f"cargo ac {spelling} total"
        if scanned_stage.header_roles(folded) is not None:
            read += 1
        assert any(hint in folded for hint in scanned_stage._NEGROS_HINTS), spelling
        if " " in spelling or len(spelling) < 5:
            continue
        for cut in range(4, len(spelling)):
            parts = f"cargo {spelling[:cut]}- ac total {spelling[cut:]}"
            if scanned_stage.header_roles(parts) is not None:
                read += 1
                assert any(hint in spelling[:cut] for hint in scanned_stage._NEGROS_HINTS), parts
    assert read >= 25


def test_negros_hints_hold_every_header_the_corpus_reads(scanned_texts):
    """No line of the texts is read as such a header without a hint (and some are read)."""
    read = 0
    for text in scanned_texts:
        for line in split_lines(text):
            if scanned_stage.header_roles(line.folded) is not None:
                read += 1
                assert any(hint in line.folded for hint in scanned_stage._NEGROS_HINTS), line.folded
    assert read >= 150


def test_name_label_words_are_in_every_name_label():
    """`relay` looks for "cargo", "emprego", "func" before `_quadro` tries `_NAME_LABEL`: each of its spellings holds one."""
    for label in ("cargo", "cargos", "emprego", "empregos", "funcao", "funcoes", "x cargo/funcao y"):
        assert scanned_stage._NAME_LABEL.search(label), label
        assert "cargo" in label or "emprego" in label or "func" in label
    inner = scanned_stage._NAME_LABEL.pattern.removeprefix(r"\b(?:").removesuffix(r")\b")
    assert inner == r"cargos?|empregos?|func(?:ao|oes)"


def test_laid_lines_keep_the_stage_alone():
    """A line a stage before wrote (`laid_line`) is tried as any other: the triggers read only `Line` fields."""
    lines = [laid_line(1, "Cargo AC PcD Negros Total"), Line(2, "Analista 2 1 1 4", "analista 2 1 1 4")]
    assert calc_stage.relay(lines, "x\ny", {}) is lines


def test_furniture_kept_is_furniture_asked_anew():
    """`kept_furniture.furniture` asked again of the same lines gives what `text.furniture` gives, as a set of its
    own (the read step adds to it); other lines, or equal lines made anew, are answered as if nothing was kept;
    the last asking lets the answer go."""
    from cotacheck.linter.read import kept_furniture
    from cotacheck.linter.read.text import furniture

    page = "Prefeitura Municipal de Goiania\nCargo AC Negros Total\nAnalista 3 1 4\nPagina 1 de 3\n"
    lines = split_lines(page * 4)
    first = kept_furniture.furniture(lines)
    first.add(-1)
    again = kept_furniture.furniture(lines)
    assert -1 not in again and again == furniture(lines) and len(again) >= 8
    other = split_lines(page * 2 + "Analista 3 1 4\n")
    assert kept_furniture.furniture(other) == furniture(other)
    made_anew = split_lines(page * 4)
    assert kept_furniture.furniture(made_anew, last=True) == again
    assert not kept_furniture._KEPT


def test_yes_no_cadastro_trigger_skips_no_text_the_stage_changes(monkeypatch):
    """`yes_no_cadastro._ENDINGS` (a line ending in "Sim" or "Não") turns down a text only where the stage, every
    line looked at, changes nothing."""
    texts = _texts(yes_no_cadastro, "trigger-yes-no-cadastro", 60)
    guarded = [yes_no_stage.relay(text) for text in texts]
    monkeypatch.setattr(yes_no_stage, "_ENDINGS", ("",))  # "" is in every text: no text turned down
    assert guarded == [yes_no_stage.relay(text) for text in texts]
    assert sum(g != t for g, t in zip(guarded, texts, strict=True)) >= 40


def test_spanned_cargo_cell_trigger_skips_no_text_the_stage_changes(monkeypatch):
    """`spanned_cargo_cell._TRIGGER` (a header opening "Cargo Código", searched once) turns down a text only
    where the stage, every line looked at, changes nothing."""
    texts = _texts(spanned_cargo_cell, "trigger-spanned-cargo-cell", 60)
    guarded = [_relaid(spanned_stage.relay, text) for text in texts]
    monkeypatch.setattr(spanned_stage, "_TRIGGER", re.compile(""))
    assert guarded == [_relaid(spanned_stage.relay, text) for text in texts]
    assert sum(g != _relaid(lambda lines, t, d: lines, t) for g, t in zip(guarded, texts, strict=True)) >= 60


def test_runon_places_trigger_skips_no_text_the_stage_changes(monkeypatch):
    """`runon_places._TRIGGER` (a header opening with the cargo's label before a place's, searched once) turns
    down a text only where the stage, every line looked at, changes nothing."""
    texts = _texts(runon_places, "trigger-runon-places", 60)
    guarded = [_relaid(runon_places_stage.relay, text) for text in texts]
    monkeypatch.setattr(runon_places_stage, "_TRIGGER", re.compile(""))
    assert guarded == [_relaid(runon_places_stage.relay, text) for text in texts]
    assert sum(g != _relaid(lambda lines, t, d: lines, t) for g, t in zip(guarded, texts, strict=True)) >= 60


@pytest.fixture(scope="module")
def vmerge_texts() -> list[str]:
    rng = random.Random("trigger-vmerge")
    return _texts(vmerge_rows, "trigger-vmerge-rows", 40) + [vmerge_cells(rng).text for _ in range(40)]


@pytest.mark.parametrize("stage", [vmerge_rows_stage, vmerge_cells_stage], ids=["rows", "cells"])
def test_vmerge_triggers_skip_no_text_the_stage_changes(vmerge_texts, monkeypatch, stage):
    """`vmerge_rows._may_hold` and `vmerge_cells._may_hold` ("Cód", then the header's or the TOTAL row's shape)
    turn down a text only where the stage, every line looked at, changes nothing."""
    guarded = [_relaid(stage.relay, text) for text in vmerge_texts]
    monkeypatch.setattr(stage, "_may_hold", lambda text: True)
    bare = [_relaid(stage.relay, text) for text in vmerge_texts]
    assert guarded == bare
    changed = sum(g != _relaid(lambda lines, t, d: lines, t) for g, t in zip(guarded, vmerge_texts, strict=True))
    assert changed >= 40


def test_pipe_table_trigger_skips_no_text_the_stage_changes(monkeypatch):
    """`pipe_table._may_hold` ("|", "---" and a rule's dashes about a "|" in the text) turns down a text only
    where the stage, every line asked whether it is a rule, changes nothing."""
    from layout_pipe_table import pipe_table

    from cotacheck.linter.tables import pipe_table as pipe_stage

    texts = _texts(pipe_table, "trigger-pipe-table", 150)
    guarded = [_relaid(pipe_stage.relay, text) for text in texts]
    monkeypatch.setattr(pipe_stage, "_may_hold", lambda text: True)
    bare = [_relaid(pipe_stage.relay, text) for text in texts]
    assert guarded == bare
    changed = sum(g != (_relaid(lambda lines, t, d: lines, t)) for g, t in zip(guarded, texts, strict=True))
    assert changed >= 100


def test_soft_wraps_trigger_skips_no_text_the_stage_changes(monkeypatch):
    """`soft_wraps.may_hold` (a line ending in a space) turns down a text only where the stage, every line
    looked at, changes nothing; the class's variants it takes."""
    from layout_mupdf_cells import mupdf_cells

    from cotacheck.linter.tables import soft_wraps

    texts = _texts(mupdf_cells, "trigger-soft-wraps", 40)
    texts += [t.replace(" \n", "\n") for t in texts[-40:]]  # near misses: the wraps' spaces gone

    def laid(text: str) -> list[tuple[int, str]]:
        return [(line.number, line.text) for line in soft_wraps.relay(split_lines(text), text)]

    guarded = [laid(text) for text in texts]
    monkeypatch.setattr(soft_wraps, "may_hold", lambda text: True)
    assert guarded == [laid(text) for text in texts]


def test_rotated_whole_trigger_skips_no_text_the_stage_changes(monkeypatch):
    """`rotated_whole._may_hold` (a line indented far in) turns down a text only where the stage, its search run
    over every text, changes nothing."""
    from layout_rotated_whole import rotated_whole

    from cotacheck.linter.tables import rotated_whole as rotated_stage

    texts = _texts(rotated_whole, "trigger-rotated-whole", 60)
    guarded = [rotated_stage.relay(text) for text in texts]
    monkeypatch.setattr(rotated_stage, "_may_hold", lambda text: True)
    assert guarded == [rotated_stage.relay(text) for text in texts]
    assert sum(g != t for g, t in zip(guarded, texts, strict=True)) >= 50  # the class's variants rewritten


def test_glued_rows_trigger_skips_no_text_the_stage_changes(monkeypatch):
    """`glued_rows._may_hold` (a count glued to a capitalised word) turns down a text only where the stage, every
    line looked at, changes nothing."""
    from layout_glued_rows import glued_rows

    from cotacheck.linter.tables import glued_rows as glued_stage

    texts = _texts(glued_rows, "trigger-glued-rows", 60)
    relaid = lambda text: [(x.number, x.text) for x in glued_stage.relay(split_lines(text), text)]  # noqa: E731
    guarded = [relaid(text) for text in texts]
    monkeypatch.setattr(glued_stage, "_may_hold", lambda text: True)
    assert guarded == [relaid(text) for text in texts]


def _code_header_lines() -> list[str]:
    """Texts near `vmerge_rows._HEADER` and `vmerge_cells._TOTAL`: the label far in, across a line break, many on
    a line, at the text's start and end, with and without a line break last."""
    head = "Cód. Função Requisitos Total Ampla PcD Afro"
    made = [head, "\n" + head, head + "\n", "x\n" + head + "\ny", "Cód\nCargo Requisitos\n", "Cód.\nCargo\nRequisitos"]
    made += [" " * 40 + head, " " * 41 + head, "Cod Cod " * 50 + "\n" + head, "Cód Cod " + head, "ab " + head + " 3"]
    made += ["CÓD CARGO REQUISITOS", "COD CARGO ESCOLARIDADE x", "Cód Cargos Habilitação", "Cód Cargo Requisitox"]
    made += ["TOTAL 3 4", "Cód\nTOTAL 3 4", "Cód\nTotal Geral 3 4 5\n", "Cód\n TOTAL 3 4", "Cód\nTOTAL 3"]
    made += ["Cód TOTAL 3 4"]
    made += ["CÓD\nTotalTOTAL 3 4\nTOTAL GERAL - – 7", "Cód\nxTOTAL 1 2\nTotal 1 2 3 4 5 6 7 8 9"]
    return made


def test_vmerge_triggers_say_what_their_searches_said(vmerge_texts):
    """`vmerge_rows._may_hold` (its header tried at the lines holding its code label) and `vmerge_cells._may_hold`
    (its TOTAL row tried where its label opens a line) say what searching the whole text said."""
    texts = vmerge_texts + _code_header_lines()
    said = {"rows": 0, "cells": 0}
    for text in texts:
        coded = "Cód" in text or "CÓD" in text or "Cod" in text
        before = coded and vmerge_rows_stage._HEADER.search(text) is not None
        assert vmerge_rows_stage._may_hold(text) == before, text[:200]
        said["rows"] += before
        before = ("Cód" in text or "CÓD" in text) and vmerge_cells_stage._TOTAL.search(text) is not None
        assert vmerge_cells_stage._may_hold(text) == before, text[:200]
        said["cells"] += before
    assert said["rows"] >= 40 and said["cells"] >= 40


def test_cut_cells_trigger_skips_no_text_the_stage_changes(monkeypatch):
    """`cut_cells._code_under_piece` (a row opening under a header's piece) turns down a text only where the stage,
    every line looked at, changes nothing; near misses: the class's variants with their rows' codes taken off."""
    from layout_fpdf_cut_cells import fpdf_cut_cells

    from cotacheck.linter.tables import cut_cells as cut_stage

    texts = _texts(fpdf_cut_cells, "trigger-cut-cells", 60)
    texts += [re.sub(r"(?m)^\d{1,4} ", "", text) for text in texts[-30:]]
    relaid = lambda text: [(x.number, x.text) for x in cut_stage.relay(split_lines(text), text)]  # noqa: E731
    guarded = [relaid(text) for text in texts]
    monkeypatch.setattr(cut_stage, "_code_under_piece", lambda lines: True)
    assert guarded == [relaid(text) for text in texts]
    assert sum(g != [(x.number, x.text) for x in split_lines(t)] for g, t in zip(guarded, texts, strict=True)) >= 50


def test_header_spaced_cuts_words_kept_are_words_read_anew():
    """`header_spaced_cuts._role` and `_label`, kept from one text to the next, answer what the vocabulary says of
    the word asked anew (`header_tokens`, its own readings let go after each text)."""
    from cotacheck.linter.tables import header_spaced_cuts as cuts
    from cotacheck.linter.tables.header import forget, header_tokens

    words = "Pc D PcD Ne gros Negros AC Total To tal Am pla Cargo cargo Vagas x de * Negros* ampla concorrência".split()
    for word in words * 2:
        forget()
        kinds = header_tokens(fold(word))
        assert cuts._label(word) == bool(kinds)
        assert cuts._role(word) == (kinds[0] if kinds and len(kinds) == 1 and kinds[0] in cuts._ROLES else None)


def test_especialidade_gated_lines_are_the_lines_gated(vmerge_texts):
    """`especialidade_rows._gated_lines` (the gates searched once in the lines joined) finds the lines `_gated` lets
    through, and only those: the texts, lines holding a line break, the characters `(?i)` reads apart, tabs."""
    from cotacheck.linter.tables import especialidade_rows as esp

    made = ["Cargo Especialidade AC PcD Negros Total", "CARGOS\tÁREAS", "Função/Função Perfil", "cargo\nárea"]
    made += ["x emprego  disciplinas y", "FUNÇÕES ÊNFASE", "Cargo Área ſ", "cargo lotação", "cargo local de lotação"]
    made += ["Cargo – Especialidade", "Cargoárea", "İ cargo área", "Cargo\nEspecialidade", "funcao  perfis"]
    texts = vmerge_texts + ["\n".join(made)] + made
    found = 0
    for text in texts:
        lines = split_lines(text)
        want = {k for k, line in enumerate(lines) if esp._gated(line.text)}
        assert esp._gated_lines(lines) == want
        held = [Line(1, "Cargo Especialidade\nAC", "cargo especialidade\nac"), *lines]
        assert esp._gated_lines(held) == {0} | {k + 1 for k in want}
        found += len(want)
    assert found >= 30


def test_layout_raw_lines_are_the_text_split_anew():
    """`layout_header.raw_lines`, made from the lines the stages share (`read.raw_lines`), is the text split as it
    split it itself, its rules blank; a list of the caller's own (the shared lines stay as they were)."""
    from cotacheck.linter.read import raw_lines as shared
    from cotacheck.linter.tables.layout_header import RULE, raw_lines

    texts = [p.read_text("utf-8", errors="replace") for p in _CORPUS[:20]]
    texts += ["a\r\nb\rc\fd\n", "Cargo   AC\n─────────\nAnalista   3\n=====\n-----", "", "\n\n", "x ──── y\n━━━"]
    for text in texts:
        split = text.replace("\r\n", "\n").replace("\r", "\n").replace("\f", "\n").split("\n")
        ruled = any(rule in text for rule in ("───", "━━━", "═══", "-----", "====="))
        want = ["" if RULE.fullmatch(line) else line for line in split] if ruled else split
        got = raw_lines(text)
        assert got == want
        got.append("changed")
        assert shared.raw_lines(text) == split and raw_lines(text) == want
    shared.forget()


def test_header_line_cuts_trigger_skips_no_text_the_stage_changes(monkeypatch):
    """`header_line_cuts._pieces` (the lines of short words of letters, found by one search) turns down a line
    only where the stage, every line of the text tried as a piece, changes nothing."""
    from layout_writer_cut_labels import writer_cut_labels

    from cotacheck.linter.tables import header_line_cuts as cuts_stage

    texts = _texts(writer_cut_labels, "trigger-header-line-cuts", 60)
    relaid = lambda text: [(x.number, x.text) for x in cuts_stage.relay(split_lines(text), text)]  # noqa: E731
    guarded = [relaid(text) for text in texts]
    monkeypatch.setattr(
        cuts_stage, "_pieces", lambda text: {" ".join(line.split()) for line in text.split("\n")} - {""}
    )
    assert guarded == [relaid(text) for text in texts]
    assert sum(g != relaid_bare for g, relaid_bare in zip(guarded[-60:], map(_plain, texts[-60:]), strict=True)) >= 50


def _plain(text: str) -> list[tuple[int, str]]:
    return [(x.number, x.text) for x in split_lines(text)]


def test_ascii_grid_trigger_skips_no_text_the_stage_changes(monkeypatch):
    """`ascii_grid._may_hold` ("+---" and "|" in the text) turns down a text only where the stage, every line
    looked at for a border, changes nothing."""
    from layout_ascii_grid import ascii_grid

    from cotacheck.linter.tables import ascii_grid as grid_stage

    texts = _texts(ascii_grid, "trigger-ascii-grid", 60)
    relaid = lambda text: [(x.number, x.text) for x in grid_stage.relay(split_lines(text), text, {})]  # noqa: E731
    guarded = [relaid(text) for text in texts]
    monkeypatch.setattr(grid_stage, "_may_hold", lambda text: True)
    assert guarded == [relaid(text) for text in texts]
    assert sum(g != _plain(t) for g, t in zip(guarded[-60:], texts[-60:], strict=True)) >= 50


@pytest.mark.parametrize(
    ("stage", "trigger", "make"),
    [(sheet_stage, "_may_hold", sheet_export), (runon_stage, "_may_run", runon_cells)],
    ids=["sheet_export", "runon_cells"],
)
def test_sheet_and_runon_triggers_skip_no_text_the_stage_changes(stage, trigger, make, monkeypatch):
    """`sheet_export._may_hold` (an empty or quoted cell, or counts parted by a separator) and
    `runon_cells._may_run` (a row's end " | |") turn down a text only where the stage, every line looked at,
    changes nothing."""
    texts = _texts(make, f"trigger-{trigger}", 60)
    guarded = [_relaid(stage.relay, text) for text in texts]
    monkeypatch.setattr(stage, trigger, lambda text: True)
    bare = [_relaid(stage.relay, text) for text in texts]
    assert guarded == bare
    changed = sum(g != _relaid(lambda lines, t, d: lines, t) for g, t in zip(guarded, texts, strict=True))
    assert changed >= 55


def test_docx_walk_trigger_skips_no_text_the_stage_changes(monkeypatch):
    """`docx_walk._may_hold` (" | " in the text) turns down a text only where the stage, every line's cells
    counted, changes nothing; the class's variants it takes."""
    from layout_docx_walk import docx_walk

    from cotacheck.linter.tables import docx_walk as walk_stage

    texts = _texts(docx_walk, "trigger-docx-walk", 60)
    guarded = [_relaid(walk_stage.relay, text) for text in texts]
    monkeypatch.setattr(walk_stage, "_may_hold", lambda text: True)
    assert guarded == [_relaid(walk_stage.relay, text) for text in texts]
    changed = sum(g != _relaid(lambda lines, t, d: lines, t) for g, t in zip(guarded[-60:], texts[-60:], strict=True))
    assert changed >= 55


@pytest.mark.parametrize("stage", ["cell_breaks", "transposed_cells"])
def test_line_cell_triggers_skip_no_text_the_stage_changes(stage, monkeypatch):
    """`cell_breaks` (abiword's cells with line breaks) and `transposed_cells` (cargos as columns, a cell a line)
    try a quadro only where their `_TRIGGER` is found: tried at every line, the corpus, the sets and the class's
    variants come out the same."""
    module, make = (breaks_stage, cell_breaks) if stage == "cell_breaks" else (transposed_stage, transposed_cells)
    texts = _texts(make, f"trigger-{stage}", 120)
    guarded = [_relaid(module.relay, text) for text in texts]
    monkeypatch.setattr(module, "_TRIGGER", re.compile(r"\n"))
    if stage == "cell_breaks":
        monkeypatch.setattr(module, "_GATES", ("",))
    bare = [_relaid(module.relay, text) for text in texts]
    assert guarded == bare
    changed = sum(g != (_relaid(lambda lines, t, d: lines, t)) for g, t in zip(guarded, texts, strict=True))
    assert changed >= 100


def test_bar_line_trigger_skips_no_line_the_stage_reads():
    """`extract` asks `bar_line` only about a line holding a bar: a line without one is never a cargo's cells a
    bar apart (the stage, asked about every line of the corpus, the sets and the class's variants, reads none)."""
    from layout_typed_notes import typed_notes

    from cotacheck.linter.tables import bar_line

    for text in _texts(typed_notes, "trigger-bar-line", 60):
        for line in split_lines(text):
            if "|" not in line.text:
                assert bar_line.parse(line.text) is None, line.text


def test_glued_page_trigger_skips_no_text_the_stage_changes():
    """`glued_page.relay` turns down a text no longer than a line may be; over the corpus, the sets and the class's
    variants, the stage changes only texts holding a line longer than that (a page turned into one line)."""
    from layout_glued_page import glued_page

    from cotacheck.linter.read.text import MAX_LINE
    from cotacheck.linter.tables import glued_page as stage

    for text in _texts(glued_page, "trigger-glued-page", 40):
        if stage.relay(text) != text:
            assert max(len(line) for line in text.split("\n")) > MAX_LINE


@pytest.mark.parametrize(
    ("module", "generator"),
    [("jornada_columns", "layout_jornada_columns"), ("figure_words", "layout_figure_words")],
)
def test_jornada_and_figure_words_triggers_skip_no_text_the_stage_changes(module, generator, monkeypatch):
    """`jornada_columns._may_hold` (a line of jornada labels alone) and `figure_words._may_hold` (a number
    word in brackets opening a line, or between two figures) turn down a text only where the stage, every
    line looked at, changes nothing; the class's variants they take."""
    import importlib

    stage = importlib.import_module(f"cotacheck.linter.tables.{module}")
    make = getattr(importlib.import_module(generator), module)
    texts = _texts(make, f"trigger-{module}", 60)
    guarded = [_relaid(stage.relay, text) for text in texts]
    monkeypatch.setattr(stage, "_may_hold", lambda text: True)
    assert guarded == [_relaid(stage.relay, text) for text in texts]
    changed = sum(g != _relaid(lambda lines, t, d: lines, t) for g, t in zip(guarded[-60:], texts[-60:], strict=True))
    assert changed >= 55
