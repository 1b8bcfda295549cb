"""The look-aheads and substring tests that let a pattern tried on every line rule most places out at
once must never rule out a place the pattern itself would match: each guard is checked here against
the pattern it guards, from the pattern's own parse."""

from __future__ import annotations

import random
import re
from pathlib import Path
from re import _constants as sre
from re import _parser

from layout_header_spaced_cuts import header_spaced_cuts
from layout_merged_name_cell import merged_name_cell
from layout_paragraph_cells import paragraph_cells

from cotacheck.linter.facts import detect
from cotacheck.linter.facts.own_rule import read_own_rule, reading, sentences
from cotacheck.linter.facts.own_rule import sentences as own_sentences
from cotacheck.linter.read import text
from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import header, stage
from cotacheck.linter.tables import header_spaced_cuts as spaced_cuts
from cotacheck.linter.tables import merged_name_cell as merged_stage
from cotacheck.linter.tables import paragraph_cells as paragraph_stage


def _first_chars(items) -> tuple[set[str], bool]:
    """The characters a parsed pattern can begin with, and whether it can match the empty string."""
    found: set[str] = set()
    for op, av in items:
        if op is sre.LITERAL:
            return found | {chr(av)}, False
        if op is sre.IN:
            for kind, value in av:
                assert kind in (sre.LITERAL, sre.RANGE), kind  # no class ("\\w") the check cannot list
                found |= {chr(value)} if kind is sre.LITERAL else {chr(c) for c in range(value[0], value[1] + 1)}
            return found, False
        if op is sre.SUBPATTERN:
            chars, empty = _first_chars(av[-1])
        elif op is sre.BRANCH:
            parts = [_first_chars(alternative) for alternative in av[1]]
            chars, empty = set().union(*(c for c, _ in parts)), any(e for _, e in parts)
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT):
            chars, inner_empty = _first_chars(av[2])
            empty = av[0] == 0 or inner_empty
        else:
            raise AssertionError(f"an operation the check does not know: {op}")
        found |= chars
        if not empty:
            return found, False
    return found, True


def test_header_first_letters_cover_every_label():
    for kind, pattern in header._TOKENS:
        chars, empty = _first_chars(_parser.parse(pattern))
        assert not empty, kind
        assert chars <= set(header.FIRST_LETTERS[kind]), (kind, chars - set(header.FIRST_LETTERS[kind]))


def test_header_guard_reads_as_the_bare_pattern():
    bare = re.compile(r"(?<![a-z0-9])(?:" + "|".join(f"(?P<{k}>{p})" for k, p in header._TOKENS) + r")(?![a-z0-9])")
    lines = [
        "cargo vagas ac pcd negros total",
        "vagas imediatas cadastro de reserva total geral",
        "n° de vagas qtd. pp pi pq afrodescendentes hipossuficientes",
        "código do cargo escolaridade remuneração (r$) carga horária",
        "convocados classificados ate a posicao ppn c.r. a.c. p.c.d.",
        "– regiao/uf, polo; macrorregiao | 20% (1) lotacao municipio",
    ]
    for line in lines:
        want = [(m.span(), m.lastgroup) for m in bare.finditer(line)]
        assert want, line
        assert [(m.span(), m.lastgroup) for m in header._HEADER.finditer(line)] == want, line


def _guarded(pattern: re.Pattern) -> tuple[set[str], set[str]]:
    """A pattern `\\b(?=[letters])(?:…)`'s letters, and the characters its alternatives can begin with."""
    opening = re.match(r"\\b\(\?=\[([^\]]+)\]\)", pattern.pattern)
    assert opening, pattern.pattern
    chars, empty = _first_chars(_parser.parse(pattern.pattern[opening.end() :]))
    assert not empty
    return set(opening.group(1)), chars


def test_number_words_guard_covers_every_word():
    letters, chars = _guarded(text._WORDS_RUN)
    assert chars <= letters and {w[0] for w in text.NUMBER_WORDS} <= letters


def test_furniture_words_guard_covers_every_word():
    letters, chars = _guarded(text._FURNITURE_WORDS)
    assert chars <= letters


def test_count_words_hold_every_word_before_vagas():
    """`replace_number_words` skips its words' pass on a line without a word of `_count_word`: each word the pass
    needs after a number (`_WORDS_BEFORE_VAGAS`) holds one of them."""
    alternatives = text._WORDS_BEFORE_VAGAS.pattern.removeprefix(r"(?=\s+(?:").removesuffix("))").split("|")
    assert len(alternatives) >= 9
    for alternative in alternatives:
        assert text._count_word(alternative.replace("\\s+", " ")), alternative


def test_number_words_read_as_before():
    assert text.replace_number_words("sao 10 (dez) vagas, sendo duas reservadas") == "sao 10 vagas, sendo 2 reservadas"
    assert (
        text.replace_number_words("uma comissao de tres membros (titulares)")
        == "uma comissao de tres membros (titulares)"
    )
    assert text.replace_number_words("cem vagas para ampla concorrencia") == "100 vagas para ampla concorrencia"


def test_furniture_candidate_keeps_rows_of_counts_out():
    assert text._furniture_candidate("prefeitura municipal de goiania")
    assert not text._furniture_candidate("instituto de pesquisa 10 2 1 13")
    assert not text._furniture_candidate("secretaria de saude - cr")
    assert text._furniture_candidate("secretaria de saude 2026")


def test_header_digit_outside_notes_is_no_header():
    """`_header_tokens` turns a line down at a digit the notes do not take away, before weighing its labels."""
    assert header.header_tokens("cargo ac (1) pcd negros (20%) total") == ["name", "open", "pcd", "negros", "total"]
    assert header.header_tokens("cargo ac (1) pcd negros (20%) total 2") is None
    assert header.header_tokens("cargo ac pcd negros total 10") is None


def test_directed_is_a_control_or_a_right_to_left_letter():
    """`split_lines` finds a text's bidirectional controls and right-to-left letters in one search."""
    for control in text.BIDI_CONTROLS:
        assert text._DIRECTED.search(f"Analista 1{control}6")
    for letter in "\u05d0\u0627\u0780\ufb1d\ufe70\U00010800\U0001e800":
        assert text._DIRECTED.search(f"Analista {letter} 16")
    for other in "ãº–\u200b\ufeff\u0301\u2000\u00ad":
        assert not text._DIRECTED.search(f"Analista {other} 16")


def test_kind_guards_cover_every_word():
    for kind, pattern in detect._KIND:
        letters, chars = _guarded(pattern)
        assert chars <= letters, kind


def test_repeated_forms_count_every_line_of_a_form():
    """A line of a candidate's form counts though it is no candidate itself (its trailing counts), and a
    line without a furniture word is never masked, for none has a candidate's form."""
    lines = text.split_lines(
        "Prefeitura de Goiania 1234567 12\nPrefeitura de Goiania 1 12\nPrefeitura de Goiania 2 13\nAnalista 1 12\n"
    )
    masked, candidates = text._repeated_forms(lines)
    assert list(candidates) == [0]
    assert masked[candidates[0]] == 3
    assert text.furniture(lines) == {1}


def _fold_by_runs(text_: str) -> str:
    """Folding as every run outside ASCII is looked up, without replacing the common letters first."""
    return text._NOT_ASCII.sub(text._unaccent, text_.lower())


def test_fold_is_folding_by_runs():
    """`fold` replaces the common accented letters before looking runs up: the same text, whatever is mixed."""
    samples = [chr(code) for code in range(0x80, 0x2FF)] + [
        "Ampla Concorrência – Nº 3",
        "AÇÃO ÇÕES “citação” §2º ½",
        "e\u0301 a\u0303o ç\u0327 Ǣ ß ﬁ İ ǅ",
        "São Paulo\u2028Goiás\u00a0Brasília",
        "ãõ–ñ" * 3 + "\u0301ã",
    ]
    samples += ["".join(samples[i : i + 7]) for i in range(0, 0x27F, 5)]
    for sample in samples:
        assert text.fold.__wrapped__(sample) == _fold_by_runs(sample), repr(sample)


def test_words_in_brackets_is_how_digits_then_words_ends():
    """`replace_number_words` tries `_DIGITS_THEN_WORDS` only where `_WORDS_IN_BRACKETS` is found: the second
    must be the first's end, or a "10 (dez)" would be left unread."""
    assert text._DIGITS_THEN_WORDS.pattern.endswith(r"\((?:" + text._WORDS_IN_BRACKETS.pattern[2:-2] + r")\)")
    assert text.replace_number_words("sao 10 (dez) vagas") == "sao 10 vagas"


def test_rotated_header_indent_is_how_every_piece_line_opens():
    """`rotated_header.relay` looks for its pattern only in a text with a line opening with `_INDENT`."""
    from cotacheck.linter.tables import rotated_header

    assert rotated_header._PIECE_LINE.startswith("[ ]{" + str(len(rotated_header._INDENT)) + ",}")
    assert rotated_header._INDENT.strip() == ""


def test_the_ampla_concorrencia_hint_rules_out_no_ac_label():
    """`modalidade_tables._OPEN_HINT` passes over a line outside a run before its labels are read: every
    spelling of the ampla concorrência label the vocabulary reads must meet it."""
    from cotacheck.linter.tables.modalidade_tables import _OPEN_HINT

    pattern = dict(header._TOKENS)["open"]
    spellings = {"ampla", "ampla concorrencia", "a.c", "a. c.", "a.c.", "ac", "vagas ac", "concorrencia ampla"}
    spellings |= {"vagas de ampla concorrencia", "vagas ampla concorrencia", "livre concorrencia", "concorrencia geral"}
    assert all(re.fullmatch(pattern, s) for s in spellings)
    assert len(spellings) >= pattern.count("|") + 1  # one spelling at least for each alternative
    for spelling in spellings:
        assert _OPEN_HINT.search(f"cargo {spelling} cadastro de reserva"), spelling


def test_open_hinted_is_the_open_hint():
    """`modalidade_tables.open_hinted` tries `_OPEN_HINT`'s alternatives one at a time."""
    from cotacheck.linter.tables.modalidade_tables import _A_DOT_C, _AC, _OPEN_HINT, open_hinted

    assert _OPEN_HINT.pattern == r"a(?:mpla|c\b|\.\s?c)|concorrencia"  # its alternatives, written out:
    assert "|".join(["ampla", _AC.pattern, _A_DOT_C.pattern, "concorrencia"]) == r"ampla|ac\b|a\.\s?c|concorrencia"
    samples = ["", "ac", "a.c", "a. c", "a.\tc", "vac", "acao", "a.b", "ampla", "concorrencia", "cargo ac pcd", "vaca."]
    samples += ["".join(p) for p in zip("aa.c mpl", "c. a.cac", "a.cc bac")]
    for sample in samples:
        assert open_hinted(sample) == bool(_OPEN_HINT.search(sample)), repr(sample)


def test_has_digit_is_any_isdigit():
    """`has_digit` looks outside ASCII only at `_MAYBE_DIGIT`: every character `str.isdigit` takes must be one."""
    assert not [c for c in range(0x80, 0x110000) if chr(c).isdigit() and not text._MAYBE_DIGIT.match(chr(c))]
    samples = ["", "Analista", "Análise de Sistemas – Nº", "Técnico 1", "Cargo²", "São ① Paulo", "º ª – “x”", "9"]
    samples += [f"Vagas {chr(c)} reservadas" for c in range(0x80, 0x3000)]
    for sample in samples:
        assert text.has_digit(sample) == any(map(str.isdigit, sample)), repr(sample)


def test_maybe_invisible_holds_every_invisible_character():
    """`drop_invisible` returns a text without a `_MAYBE_INVISIBLE` character as it is: each character it removes
    (a format character, or one of `_INVISIBLE_EXTRA`) must be one."""
    import unicodedata

    removed = [c for c in range(0x80, 0x110000) if c in text._INVISIBLE_EXTRA or unicodedata.category(chr(c)) == "Cf"]
    assert len(removed) > 150
    assert not [hex(c) for c in removed if not text._MAYBE_INVISIBLE.match(chr(c))]
    assert text.drop_invisible("Ampla Concorrência – “Nº” ½ §2º") == "Ampla Concorrência – “Nº” ½ §2º"
    assert text.drop_invisible("2\u200b5 a\u00adb c\u2060d") == "25 ab cd"


def test_pair_end_is_how_any_pair_ends():
    """`places_pair.relay` searches for `_ANY_PAIR` only in a text where its end, `_PAIR_END`, is found."""
    from cotacheck.linter.tables import places_pair

    assert places_pair._ANY_PAIR.pattern.endswith(places_pair._PAIR_END.pattern)
    assert places_pair._ANY_PAIR.flags == places_pair._PAIR_END.flags
    assert places_pair._PAIR_END.search("Centro  3 1 2/1\nFim")


def test_total_word_is_every_total_the_total_line_reads():
    """`region_grid.relay` searches for `_TOTAL_LINE` (case-insensitive) only in a text holding `_TOTAL_WORD`:
    the characters the engine takes for "t", "o", "a" and "l" whatever their case are those four, both cases."""
    from cotacheck.linter.tables import region_grid

    assert region_grid._TOTAL_LINE.pattern.startswith(r"(?im)^\s*total")
    every = "".join(map(chr, range(0x110000)))
    assert sorted(re.findall("(?i)[tola]", every)) == sorted("tolaTOLA")
    assert region_grid._TOTAL_WORD.fullmatch("ToTaL") and region_grid._TOTAL_LINE.search("x\n TOTAL   12 3\n")


def test_notes_open_with_a_bracket_or_a_digit():
    """`header._NOTES` opens with a look-ahead on "(" or a digit: every note it reads must begin with one (an
    optional "(" before a digit included)."""
    lookahead = r"(?=[(\d])(?:"
    assert header._NOTES.pattern.startswith(lookahead) and header._NOTES.pattern.endswith(")")
    branch = _parser.parse(header._NOTES.pattern[len(lookahead) : -1]).data
    assert len(branch) == 1 and branch[0][0] is sre.BRANCH
    bracket, digit = (sre.LITERAL, ord("(")), (sre.IN, [(sre.CATEGORY, sre.CATEGORY_DIGIT)])
    for alternative in branch[0][1][1]:
        first = alternative[0]
        if first[0] is sre.MAX_REPEAT:  # "(" or not, then a digit
            assert first[1][0] == 0 and list(first[1][2]) == [bracket], first
            first = alternative[1]
            if first[0] is sre.MAX_REPEAT:
                assert first[1][0] >= 1
                first = first[1][2][0]
        assert first in (bracket, digit) or (first[0] is sre.IN and list(first[1]) == digit[1]), first


def test_has_decimal_is_the_digit_pattern():
    """`text.has_decimal` is `\\d` found anywhere (ASCII digits by substring tests, the rest by the pattern)."""
    samples = ["", "cargo vagas", "vagas 3", "nº 9", "total ٣", "cargo²", "área 0"] + [
        f"a{chr(c)}b" for c in range(0x3000)
    ]
    for sample in samples:
        assert text.has_decimal(sample) == (re.search(r"\d", sample) is not None), repr(sample)


def test_empty_cells_found_at_their_dash_as_before():
    """`vacancy_list` looks for `_EMPTY_CELLS` from its first dash: found in the same lines, every line of up to
    six characters of dashes, spaces and letters tried."""
    import itertools

    from cotacheck.linter.tables import vacancy_list

    for size in range(7):
        for chars in itertools.product("-–— \ta", repeat=size):
            line = "".join(chars)
            want = vacancy_list._EMPTY_CELLS.search(line) is not None
            assert (vacancy_list._EMPTY_CELLS_AT_DASH.search(line) is not None) == want, repr(line)


def test_may_end_sentence_holds_every_sentence_end():
    """`may_end_sentence` tests for the characters `_SENTENCE_END` can match first, and a unit without them
    is one sentence, as the pattern would make it."""
    chars, empty = _first_chars(_parser.parse(sentences._SENTENCE_END.pattern))
    assert not empty and chars == {".", ";"}
    for folded in ("art. 1o; e", "20% das vagas", "a.b", "fim. ", "um; dois", "item 2", ""):
        assert sentences.may_end_sentence(folded) or not sentences._SENTENCE_END.search(folded)


def _strings(items) -> list[str]:
    """Every string a parsed pattern of bounded repeats matches, a class outside letters and digits as " " and
    the open-ended `\\w*` as "*" (the one open end of the header's labels)."""
    import itertools

    out = [""]
    for op, av in items:
        if op is sre.LITERAL:
            alternatives = [chr(av)]
        elif op is sre.IN:
            alternatives = []
            for kind, value in av:
                if kind is sre.RANGE:
                    alternatives += [chr(c) for c in range(value[0], value[1] + 1)]
                else:
                    assert kind is sre.LITERAL or (kind is sre.CATEGORY and value is sre.CATEGORY_SPACE), kind
                    alternatives.append(chr(value) if kind is sre.LITERAL else " ")
        elif op is sre.CATEGORY:
            assert av is sre.CATEGORY_SPACE, av
            alternatives = [" "]
        elif op is sre.SUBPATTERN:
            alternatives = _strings(av[-1])
        elif op is sre.BRANCH:
            alternatives = [s for alternative in av[1] for s in _strings(alternative)]
        elif op is sre.MAX_REPEAT and av[1] is sre.MAXREPEAT:
            assert list(av[2]) == [(sre.IN, [(sre.CATEGORY, sre.CATEGORY_WORD)])], av
            alternatives = ["*"]
        else:
            assert op is sre.MAX_REPEAT, op
            inner = _strings(av[2])
            alternatives = ["".join(p) for n in range(av[0], av[1] + 1) for p in itertools.product(inner, repeat=n)]
        out = [a + b for a in out for b in alternatives]
    return out


def test_label_words_hold_every_word_of_every_label():
    """`label_words.surely_prose` counts as leftover only the words no label can hold: every word of every string
    a label matches is in `LABEL_WORDS` (an open end only after "convoca", told by its prefix), and so is every
    filler word of five letters or more."""
    from cotacheck.linter.tables import label_words

    words = set()
    for _, pattern in header._TOKENS:
        for string in _strings(_parser.parse(pattern)):
            words.update(re.findall(r"[a-z0-9*]+", string))
    open_ended = {w for w in words if "*" in w}
    assert open_ended == {label_words._OPEN_ENDED + "*"}
    assert words - open_ended <= label_words.LABEL_WORDS, sorted(words - open_ended - label_words.LABEL_WORDS)
    fillers = header._FILLER.pattern.split(r"\b(?:")[1].split(r")\b")[0]
    for filler in _strings(_parser.parse(fillers)):
        assert len(filler) < label_words._LONG or filler in label_words.LABEL_WORDS, filler


def test_surely_prose_is_never_a_header():
    """A line `surely_prose` turns down is one the whole weighing turns down too (the corpus's lines and
    headers with a word of prose added before, among and after their labels)."""
    from pathlib import Path

    from cotacheck.linter.read.text import fold
    from cotacheck.linter.tables import label_words

    weigh = header._header_tokens.__wrapped__
    headers = [
        "cargo ac pcd negros total",
        "especialidade/localidade vagas imediatas cadastro reserva ampla concorrencia pessoas com deficiencia",
        "cargos da educacao municipal docentes e apoio salario base carga horaria ac pcd cre total",
        "denominacao do emprego escolaridade remuneracao inicial quantidade de vagas ac pcd ppp",
        "unidade de lotacao municipio convocados classificados ate a posicao",
    ]
    lines = [fold(x) for x in Path("tests/corpus").glob("*.txt") for x in x.read_text("utf-8").splitlines()[:400]]
    told = 0
    for line in headers + lines:
        for variant in (
            line,
            f"transitoriamente {line}",
            f"{line} excepcionalmente",
            f"{line} informacoes adicionais",
            f"informacoes complementares {line} convocados_pcd_ac_total",
            f"informacoes complementares {line} nº pcdªac",
        ):
            variant = " ".join(variant.split())
            if label_words.surely_prose(variant):
                told += 1
                assert weigh(variant) is None, variant
    assert told > 1000


def test_region_grid_row_ends_as_its_raw_line_does():
    """`region_grid._may_be_row` passes over a raw line by its last character: a line it passes over is no
    `_ROW` once normalised, whatever stands before that character (every ASCII character and the
    characters `normalise` changes tried)."""
    from cotacheck.linter.read.text import normalise
    from cotacheck.linter.tables import region_grid

    body = "CPR I – Capital   Araguaína   1.000   250   1.250"
    changed = "\u200b\u2010\u2011\u2212\u2013\u00ad\r\f\x00\u0301“”"
    for tail in [chr(c) for c in range(128)] + list(changed):
        for before in ("", " ", "  ", "\u200b", "\x00", "\u0301"):
            for line in (body + before + tail, body + tail + before, tail):
                if not region_grid._may_be_row(line):
                    assert not region_grid._ROW.match(normalise(line)), repr(line)


def test_glued_is_the_glued_row_pattern():
    """`glued_counts._glued` looks for a glued row's two last cells before trying `_GLUED`: the same lines found
    (rows glued and apart, cells of every form, the corpus's lines)."""
    import itertools
    from pathlib import Path

    from cotacheck.linter.tables import glued_counts

    names = ["Técnico de Enfermagem", "Enfermeiro 12x36", "Agente Nível 2", "Total", "", "A"]
    cells = ["10", "1.250", "–", "-", "—", "04", "1234567", "12.34", "x"]
    samples = [line for p in Path("tests/corpus").glob("*.txt") for line in p.read_text("utf-8").splitlines()]
    for name, glue, rest in itertools.product(names, ("", " "), itertools.product(cells, repeat=3)):
        samples.append(f"{name}{glue}{' '.join(rest)}")
        samples.append(f"{name}{glue}{' '.join(rest)} ")
    for line in samples:
        want = (line[-1:].isdigit() or line[-1:] in "-–—") and glued_counts._GLUED.fullmatch(line) is not None
        assert glued_counts._glued(line) == want, repr(line)


def _alternatives(pattern: str) -> list[str]:
    """A pattern's top-level alternatives, from its own parse (a group's "|" is inside it)."""
    parsed = _parser.parse(pattern).data
    if len(parsed) == 1 and parsed[0][0] is sre.BRANCH:
        depth, parts, start = 0, [], 0
        for i, char in enumerate(pattern):
            depth += {"(": 1, ")": -1}.get(char, 0) if pattern[i - 1 : i] != "\\" else 0
            if char == "|" and depth == 0:
                parts.append(pattern[start:i])
                start = i + 1
        return parts + [pattern[start:]]
    return [pattern]


def test_own_rule_terms_words_are_in_every_context():
    """`_Reading.idle` reads a racial context's minimum only where `THRESHOLD_WORD` stands and its rounding only
    where one of `ROUNDING_WORDS` does: every alternative of the patterns they guard holds one."""
    from cotacheck.linter.facts.own_rule import terms

    for alternative in _alternatives(terms._THRESHOLD_CONTEXT.pattern):
        assert terms.THRESHOLD_WORD in alternative, alternative
    for alternative in _alternatives(terms._ROUNDING_CONTEXT.pattern):
        assert any(word in alternative for word in terms.ROUNDING_WORDS), alternative
    for pattern in (terms._LAW, reading._PCD_LAW):  # "lei" or "decreto", and a digit
        assert pattern.pattern.startswith((r"\b(lei complementar|lei|decreto)", r"\b(?:lei|decreto)")), pattern
        assert not pattern.search("lei complementar decreto lei numero um de dois de maio")


def test_fractions_are_read_only_of_the_vacancies():
    """`_percentages` looks for a fraction only in a sentence holding "vagas" or "total": each pattern a fraction
    must be followed by ends in one of them."""
    from cotacheck.linter.facts.own_rule import percentages

    for pattern in (percentages._DIGIT_FRACTION_OF, percentages._WORD_FRACTION_OF):
        assert pattern.pattern.endswith(r"\s(?:vagas|total)"), pattern.pattern
    assert percentages._of_vacancies("1/5 das vagas") and percentages._of_vacancies("um quinto do total")
    assert percentages.may_hold_percentage("1/5 das vagas") and not percentages.may_hold_percentage("em 10/03/2026")
    assert percentages._percentages("1/5 das vagas e um quinto do total") != []


def _read_every_sentence(lines) -> object:
    """The own rule read sentence by sentence, no item passed over (what `read_own_rule` read before `idle`)."""
    found, context = reading._Reading(), None
    for sentence in own_sentences.split_sentences(lines):
        context = found.sentence(sentence, context)
    return found.rule()


def test_idle_items_change_no_reading():
    """`read_own_rule` passes over the items `_Reading.idle` finds idle: the rule read is the one read from every
    sentence, on the corpus and on 300 texts of sentences that state, bound, round and cite the reserve, or not."""
    import random
    from pathlib import Path

    texts = [
        p.read_text(encoding="utf-8") for p in sorted(Path(__file__).parent.parent.joinpath("corpus").glob("*.txt"))
    ]
    pieces = [
        "Das vagas reservadas aos candidatos negros.",
        "DAS VAGAS DESTINADAS ÀS PESSOAS COM DEFICIÊNCIA",
        "Serão reservadas 20% (vinte por cento) das vagas aos candidatos negros",
        "1/5 das vagas será provido na forma da Lei nº 12.990/2014.",
        "um quinto do total",
        "sempre que o número de vagas for igual ou superior a 3 (três);",
        "a fração igual ou superior a 0,5 será elevada ao primeiro número inteiro subsequente.",
        "arredondado para o número inteiro imediatamente superior",
        "conforme o Decreto nº 9.508/2018",
        "nos termos da Lei Estadual nº 23.389, de 2025",
        "publicado em 10/03/2026 no Diário Oficial",
        "O candidato deverá comparecer ao local de prova",
        "3 (três) ou mais vagas",
        "às pessoas pretas e pardas, indígenas e quilombolas, na proporção de 25%, 3% e 2%, respectivamente",
        "a taxa de inscrição é de 10% do salário",
        "de cada cargo",
        "do total de vagas do edital",
        "indígenas",
        "",
    ]
    rng = random.Random(38)
    for _ in range(300):
        texts.append("\n".join(rng.choice(pieces) for _ in range(rng.randint(1, 14))))
    for sample in texts:
        lines = split_lines(sample)
        assert read_own_rule(lines) == _read_every_sentence(lines)


def test_any_state_finds_what_each_state_finds_first():
    """`issuer._ANY_STATE` is the states' patterns in one: the state whose pattern matches first, the first on a
    tie (as searching each and keeping the earliest did)."""
    from cotacheck.linter.facts import issuer

    def earliest(folded):
        best = None
        for code, pattern in issuer._STATE_PATTERNS.items():
            m = pattern.search(folded)
            if m and (best is None or m.start() < best[0]):
                best = (m.start(), code)
        return best[1] if best else None

    names = [name.replace("\\b", "") for names in issuer.STATE_NAMES.values() for name in names]
    samples = ["", "prefeitura de natal", "estado de mato grosso do sul", "tj-go", "detran/rn", "/sp", "pm rs"]
    samples += [f"secretaria de {a} e {b}" for a, b in zip(names, reversed(names))]
    samples += [f"tce {code} {name}" for code, name in zip(issuer.STATE_NAMES, names)]
    for sample in samples:
        m = issuer._ANY_STATE.search(sample)
        assert (m.lastgroup if m else None) == earliest(sample), sample


def test_may_hold_year_holds_every_date_kept():
    """`date_edital` reads a line's dates only where `dating.may_hold_year`: every date `dated_spans` keeps (1900 to
    2100) is on such a line, in ASCII digits or any others."""
    from cotacheck.linter.facts import dating

    lines = ["10 de marco de 1900", "1/2/2100", "em 5.6.2026", "31-12-1999", "edital de 2 de maio de 2021"]
    lines += ["10/03/２０２６", "10/03/\u0662\u0660\u0662\u0666", "lei 1234 de 2 de maio de 1850", "10/03/2150"]
    lines += [f"{d} de janeiro de {y}" for d in (1, 9, 28) for y in range(1890, 2200, 7)]
    for line in lines:
        if dating.dated_spans(line):
            assert dating.may_hold_year(line), line
    assert not dating.may_hold_year("lei 1234 de 2 de maio de 1850 e 3333")


def test_law_number_pieces_find_what_each_law_pattern_finds():
    """`detect_law` counts a law's numbers in the whole text with `_LAW_NUMBER_PIECES`, patterns opening with their
    first characters: together they find the spans its `_LAW_NUMBERS` pattern finds."""
    from pathlib import Path

    samples = [
        "lei nº 23.389/2025 e lei 23389 e 123.389 e lei 23.719; decreto estadual nº 10.789 e decreto nº10789",
        "lei 11.015/2021, lei 11015 e 111.015; lei 12.990/2014, lei 15.142, decreto federal n. 12.536, decreto 9.427",
        "decreto no 9427 decretos 9.427 adecreto 10.789 d23.389 2 3.389 a12.990",
    ]
    samples += [
        p.read_text(encoding="utf-8").lower() for p in sorted(Path(__file__).parent.parent.glob("corpus/*.txt"))
    ]
    assert set(detect._LAW_NUMBER_PIECES) == set(detect._LAW_NUMBERS)
    for sample in samples:
        for law, pattern in detect._LAW_NUMBERS.items():
            pieces = sorted(m.span() for piece in detect._LAW_NUMBER_PIECES[law] for m in piece.finditer(sample))
            assert pieces == [m.span() for m in pattern.finditer(sample)], (law, sample[:80])


def _corpus_lines() -> list[str]:
    from pathlib import Path

    texts = [p.read_text(encoding="utf-8") for p in sorted(Path(__file__).parent.parent.glob("corpus/*.txt"))]
    return [line for t in texts for line in t.split("\n")]


def test_states_is_the_statement_start():
    """`prose_kinds.states` looks for the words of `STATEMENT_START` before trying it on a line."""
    from cotacheck.linter.tables.prose_kinds import STATEMENT_START, states

    samples = ["", "vagas", "vaga", "avagas", "x vagas: 3", "cadastro de reserva", "o cadastro de reservas", "vag"]
    samples += [split.folded for split in split_lines("\n".join(_corpus_lines()))]
    for sample in samples:
        assert states(sample) == bool(STATEMENT_START.search(sample)), repr(sample)


def test_whole_text_patterns_find_what_their_line_patterns_found():
    """`centred_rows._LABELS_LINE` (led by its line's "\\n") finds the lines `^…$` found; `prn_cells._GLUED` (led by
    its first capital) finds a text where the lower-case letter and two capitals are."""
    from cotacheck.linter.tables import centred_rows, prn_cells

    line_start = re.compile(r"^(?:total|ac|ampla|pcd|pn|ppp|negros)\b[^\d\n]{0,70}$", re.IGNORECASE | re.MULTILINE)
    plain = re.compile(r"[a-zà-öø-ÿ][A-ZÀ-ÖØ-Þ]{2}")
    lines = _corpus_lines() + ["Total", "AC PcD", "aÉÇ", "aB", "ÿÞÀ", "Negros x", "ac 1", "TOTAL\r", "EndFUND 3"]
    samples = ["\n".join(lines[k : k + 40]) for k in range(0, len(lines), 40)] + lines
    for sample in samples:
        found = [m.start() for m in centred_rows._LABELS_LINE.finditer("\n" + sample)]
        assert found == [m.start() for m in line_start.finditer(sample)], sample[:80]
        assert bool(prn_cells._GLUED.search(sample)) == bool(plain.search(sample)), sample[:80]


def test_legend_found_is_its_word_pattern():
    """`Legend._found` searches the abbreviations without `_word`'s opening look-behind, then looks behind each place
    itself: it finds a line where `_word` does, and no other."""
    from cotacheck.linter.tables.legend import Legend

    legend = Legend(split_lines("Legenda: AC = Ampla Concorrência; PD = Pessoas com deficiência; NE = Negros"))
    assert legend._word is not None
    samples = [
        "",
        "pd",
        "xpd",
        "pd.",
        "1pd",
        "-pd-",
        "ne",
        "a ne",
        "nepd",
        "ºne",
        "ne°",
        "pdne",
        "cargo ac pd ne total",
    ]
    samples += ["vne pd", "pd1", "9ne", "_ne", "é ne", "pd\u00b0", "x pd", "zne ne", "one", "pde pd"]
    samples += [split.folded for split in split_lines("\n".join(_corpus_lines()[:4000]))]
    for sample in samples:
        assert legend._found(sample) == bool(legend._word.search(sample)), repr(sample)


def _fixed_openings(items) -> tuple[set[str], bool]:
    """The fixed texts every match of a parsed pattern opens with (zero-width checks passed over), and whether
    the whole of it was fixed text: a class of up to three characters branches, anything else ends the text."""
    found = {""}
    for op, av in items:
        if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            continue
        if op is sre.LITERAL:
            found = {f + chr(av) for f in found}
            continue
        if op is sre.IN and len(av) <= 3 and all(kind is sre.LITERAL for kind, _ in av):
            found = {f + chr(value) for f in found for _, value in av}
            continue
        if op is sre.SUBPATTERN:
            inner, whole = _fixed_openings(av[-1])
        elif op is sre.BRANCH:
            parts = [_fixed_openings(alternative) for alternative in av[1]]
            inner, whole = set().union(*(p for p, _ in parts)), all(w for _, w in parts)
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT) and av[0] >= 1:
            inner, whole = _fixed_openings(av[2])[0], False
        else:
            return found, False
        found = {f + i for f in found for i in inner}
        if not whole:
            return found, False
    return found, True


def _opens_with_one_of(pattern: re.Pattern, starts) -> None:
    openings, _ = _fixed_openings(_parser.parse(pattern.pattern))
    for opening in openings:
        assert any(opening.startswith(start) for start in starts), (pattern.pattern[:80], opening)


def test_fixed_openings_tell_a_start_missing():
    """The check itself: the starts that open every match pass, a list missing one or too long fails."""
    pattern = re.compile(r"\b(?:ab[cd]e|(?:x|w)yz|(?:pq)+r)")
    _opens_with_one_of(pattern, ("ab", "xy", "wy", "pq"))
    for starts in (("abc", "xy", "wy", "pq"), ("ab", "xy", "pq"), ("ab", "wy", "xy", "pqr"), ("ab", "x", "yz", "pq")):
        try:
            _opens_with_one_of(pattern, starts)
        except AssertionError:
            continue
        raise AssertionError(starts)


def test_fixed_starts_open_every_match():
    """Each list of fixed starts `fixed_starts` searches for opens every match of its pattern: the own rule's
    labels, the states, the kinds of hiring."""
    from cotacheck.linter.facts import issuer
    from cotacheck.linter.facts.own_rule import percentages

    _opens_with_one_of(percentages._ANY_LABEL, percentages.LABEL_PREFIXES)
    _opens_with_one_of(issuer._ANY_STATE, issuer.STATE_STARTS)
    for _, pattern, starts in detect._KIND_STARTS:
        _opens_with_one_of(pattern, starts)
    assert [(kind, pattern) for kind, pattern, _ in detect._KIND_STARTS] == list(detect._KIND)


def test_clause_anchors_open_with_their_fixed_starts():
    from cotacheck.linter.facts import clauses

    for pattern, starts in clauses._STARTS.items():
        _opens_with_one_of(pattern, starts)


def test_fixed_starts_find_what_the_pattern_finds():
    """`fixed_starts.search` and `finditer` find `search`'s and `finditer`'s matches, in short texts and long ones
    (places found one after the other)."""
    import random

    from cotacheck.linter.facts import clauses
    from cotacheck.linter.read import fixed_starts

    words = "ibge instituto brasileiro de geografia serao revertidas destinadas a ampla concorrencia x . ;".split()
    rng = random.Random(11)
    for size in (5, 40, 2000):
        for _ in range(30):
            text = " ".join(rng.choice(words) for _ in range(size))
            for pattern in (clauses._IBGE, clauses._REVERT):
                starts = clauses._STARTS[pattern]
                want = [m.span() for m in pattern.finditer(text)]
                assert [m.span() for m in fixed_starts.finditer(pattern, text, starts)] == want
                first = fixed_starts.search(pattern, text, starts)
                assert (first and first.span()) == (want[0] if want else None)


def test_states_open_with_their_fixed_starts():
    for law, pattern in detect._STATES.items():
        _opens_with_one_of(pattern, detect._STATES_STARTS[law])


def test_tally_head_is_the_tally_line_by_line():
    """`_tally_head` counts what `_tally` counts, the first line of each law too, in the same order."""
    import random

    pieces = (
        "estado de goias|goiania|go|rn|natal|uniao|ministerio da saude|tribunal regional federal|enap|x|de|a".split("|")
    )
    rng = random.Random(11)
    for _ in range(500):
        lines = split_lines(
            "\n".join(" ".join(rng.choice(pieces) for _ in range(rng.randint(0, 5))) for _ in range(rng.randint(1, 12)))
        )
        want_first: dict[str, int] = {}
        want = detect._tally(lines, detect._STATES, want_first)
        got_first: dict[str, int] = {}
        got = detect._tally_head(lines, got_first)
        assert list(got.items()) == list(want.items()) and got_first == want_first


def test_count_run_is_its_look_behind_first_form():
    """`prose._COUNT_RUN` opens with its digit and looks behind it: the matches of the form that looks behind first."""
    import random

    from cotacheck.linter.tables import prose

    first = re.compile(r"(?<![\d.,/])\d{1,5}(?: \d{1,5}){2}(?![\d.,/])")
    rng = random.Random(11)
    for _ in range(3000):
        text = "".join(rng.choice("0123456789 .,/a") for _ in range(rng.randint(0, 30)))
        assert [m.span() for m in prose._COUNT_RUN.finditer(text)] == [m.span() for m in first.finditer(text)], text


def test_normalise_with_the_characters_known_is_normalise():
    """`normalise` given the text's characters outside ASCII (`split_lines`) gives what it gives searching the
    text, and those characters tell the bidirectional controls as `_DIRECTED`'s search does."""
    import random

    pieces = [
        "a",
        "é",
        "2",
        " ",
        "\n",
        "\u200b",
        "\u200e",
        "\u202e",
        "\xad",
        "\ufeff",
        "\ufe0f",
        "\u034f",
        "ﬁ",
        "\u05d0",
    ]
    pieces += ["\U00010d41", "\u2013", "“", "”", "º", "\xa0", "\t", "\r\n", "\u0301", "N", "3"]
    rng = random.Random(11)
    for _ in range(2000):
        raw = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 20)))
        chars = None if raw.isascii() else {c for c in set(raw) if c > "\x7f"}
        directed = chars is not None and any(text._DIRECTED.match(c) for c in chars)
        assert directed == (not raw.isascii() and text._DIRECTED.search(raw) is not None), raw
        keep = text.BIDI_CONTROLS if directed else frozenset()
        assert text.normalise(raw, keep, chars) == text.normalise(raw, keep), raw


def test_legend_dash_is_its_look_behind_first_form():
    """`legend._DASH` opens with its capital and looks behind it: the matches of the form that looks behind first."""
    import random

    from cotacheck.linter.tables import legend

    first = re.compile(r"(?<![A-Za-z0-9])([A-Z][A-Za-z]{0,4})\s(?:–|-|—|:)\s([^=;,.–—/]{3,50})")
    rng = random.Random(11)
    for _ in range(3000):
        text = "".join(
            rng.choice(["AC", "P", "cD", "x", "1", " ", " – ", "-", ":", " ", "ampla", "=", ";", "é"])
            for _ in range(rng.randint(0, 14))
        )
        want = [(m.span(), m.groups()) for m in first.finditer(text)]
        assert [(m.span(), m.groups()) for m in legend._DASH.finditer(text)] == want, text


def test_prose_keywords_by_first_letter_read_as_the_bare_alternation():
    """`prose_kinds.FIRST_KEYWORD` (each form opening with its letter, grouped by it) finds the keyword the
    bare alternation of `KEYWORDS` finds, with its kind, at every place of every line of the corpus."""
    from pathlib import Path

    from cotacheck.linter.read.text import fold
    from cotacheck.linter.tables import prose_kinds

    bare = re.compile("|".join(f"(?P<{kind}>{pattern.pattern})" for kind, pattern in prose_kinds.KEYWORDS))
    lines = [
        "sendo ac: 22; pcd: 2; ppp 1 pp; pne, pretos e pardos ou indigenas; pretas e pardas quilombolas",
        "cotistas, reserva racial, afrodescendentes, negras; cadastro de reserva cr. total de vagas: 1 vaga",
        "xac: pacd ppps apcd acr crx totals vagasx avagas atotal pardo pretasx e pardas",
    ]
    corpus = Path(__file__).resolve().parents[1] / "corpus"
    for path in sorted(corpus.glob("*.txt")):
        lines += fold(path.read_text(encoding="utf-8", errors="replace")).splitlines()
    lettered, kind = prose_kinds.FIRST_KEYWORD, prose_kinds._KIND
    for line in lines:
        want = [(m.span(), m.lastgroup) for m in bare.finditer(line)]
        assert [(m.span(), kind[m.lastgroup]) for m in lettered.finditer(line)] == want, line
        for start in range(0, len(line), 7):
            m, n = bare.match(line, start), lettered.match(line, start)
            assert (m and (m.end(), m.lastgroup)) == (n and (n.end(), kind[n.lastgroup])), (line, start)


def test_labelled_parts_end_is_where_the_bare_pattern_ends():
    """`prose_parts._end` (the full stop's pattern opening with its dot, else where `$` stands) is where the
    bare pattern, its look-behinds before the dot and `$` its last alternative, ends a statement."""
    from cotacheck.linter.tables import prose_parts

    bare = re.compile(r"(?<![a-z]\.[a-z])(?<!\b[a-z])\.(?:\s|$)|$")
    texts = [
        "vagas: 10 ac + 1 pcd = 11.",
        "a.c. 3 / p.c.d. 1. resto",
        "total 5 a. b",
        "3 vagas.\n",
        "x.\n",
        "",
        ".",
        "sem fim\n",
    ]
    texts += ["cargo analista a: 1 vagas.", "e.g. 2 vagas. mais", "vagas 2 (a.c.).", "1.234 vagas. x", "n. 3. 4"]
    for body in texts:
        assert prose_parts._end(body) == bare.search(body).start(), body


def _fourteenth_round_texts(make, seed: str, n: int = 60) -> list[str]:
    """The corpus's texts and `n` variants of a generator's class."""
    rng = random.Random(seed)
    return [p.read_text("utf-8") for p in sorted(Path("tests/corpus").glob("*.txt"))] + [
        make(rng).text for _ in range(n)
    ]


def test_merged_name_cell_gate_finds_every_trigger():
    """`merged_name_cell._GATE` (the trigger's words in their usual cases) is found wherever the case-blind
    `_TRIGGER` is: the corpus, the class's variants, each label's cases."""
    texts = _fourteenth_round_texts(merged_name_cell, "guard-merged-name-cell")
    for cargo in ("Cargo", "CARGO", "Cargos", "Emprego", "EMPREGOS", "Função", "FUNÇÃO", "Funções", "Cargo/Função"):
        for area in (
            "Especialidade",
            "ESPECIALIDADES",
            "Área",
            "ÁREA",
            "Area",
            "Perfil",
            "PERFIS",
            "Disciplina",
            "Ênfase",
        ):
            texts.append(f"Cód. {cargo} {area} AC Negros Total")
    found = [t for t in texts if merged_stage._TRIGGER.search(t)]
    assert len(found) > 60
    assert all(merged_stage._GATE.search(t) for t in found)


def test_paragraph_cells_trigger_is_three_cell_lines():
    """`paragraph_cells._TRIGGER`, written out three times, finds what the repeated group found."""
    grouped = re.compile(r"(?:\n +(?:\d{1,4}|[-–—]|CR)[ \t]*){3}\n")
    texts = _fourteenth_round_texts(paragraph_cells, "guard-paragraph-cells")
    texts += ["x\n 1\n 2\n", "x\n 1\n 2 \n CR\n", "\n – \n 12\t\n 3\ny"]
    assert any(grouped.search(t) for t in texts)
    assert all(bool(grouped.search(t)) == bool(paragraph_stage._TRIGGER.search(t)) for t in texts)


def test_spaced_cuts_role_stem_leaves_the_readings_as_they_were(monkeypatch):
    """`header_spaced_cuts` looks only at lines holding a count label's word (`_ROLE_STEM`): with every line
    looked at, the corpus and the class's variants come out the same."""
    texts = _fourteenth_round_texts(header_spaced_cuts, "guard-spaced-cuts")
    guarded = [[x.text for x in spaced_cuts.relay(split_lines(t))] for t in texts]
    monkeypatch.setattr(spaced_cuts, "_ROLE_STEM", re.compile(""))
    assert [[x.text for x in spaced_cuts.relay(split_lines(t))] for t in texts] == guarded


#: The real editais' texts, where the tree has them beside it (as bench/lint_bench.py finds them).
_REAL_EDITAIS = Path(__file__).resolve().parents[3] / "shared" / "real-editais"


def test_especialidade_gate_in_lower_case_is_the_gate():
    """`especialidade_rows._gated` searches the text's lower case where `_CASE_APART` is absent: every other
    character `(?i)` takes for a letter of the gate is one `str.lower` turns into that letter, and the gate's
    answer is the same on the corpus, the real editais and texts of every case."""
    from cotacheck.linter.tables import especialidade_rows as stage

    letters = {c for c in stage._GATE.pattern.lower() if c.isalpha()}
    any_letter = re.compile("(?i)[" + "".join(sorted(letters)) + "]")
    taken = [chr(code) for code in range(0x110000) if any_letter.fullmatch(chr(code))]
    for char in taken:
        for letter in letters:
            if re.fullmatch("(?i)" + letter, char) and char.lower() != letter:
                assert char in stage._CASE_APART, (char, letter)
    texts = ["\n".join(_corpus_lines())]
    texts += [p.read_text(encoding="utf-8") for p in sorted(_REAL_EDITAIS.glob("*.txt"))]
    heads = ["CARGO ESPECIALIDADE AC", "Cargo\tÁrea", "EMPREGO/FUNÇÃO  LOTAÇÃO", "Funções Ênfase", "cargos perfil"]
    heads += ["CaRgO áReA", "FUNCAO Disciplinas", "empregos local de lota", "CARGOſ area", "Cargo Dıscıplına"]
    heads += ["cargo\t\tÊNFASES", "FUNÇÕES PERFIS", "Cargo/Função Área", "cargo x área", "Cargoárea", "CARGO İ"]
    texts += heads + [h.upper() for h in heads] + [h.swapcase() for h in heads]
    assert any(stage._gated(t) for t in texts) and not all(stage._gated(t) for t in texts)
    for t in texts:
        assert stage._gated(t) == bool(stage._GATE.search(t)), t[:60]


def test_announcing_guard_covers_every_form():
    """`stage._ANNOUNCES` looks ahead for its forms' first characters (asked of the sentence above every table):
    each form opens with one of them, and the guarded pattern finds what the bare one finds."""
    opening = re.match(r"\(\?=\[([^\]]+)\]\)", stage._ANNOUNCES.pattern)
    assert opening, stage._ANNOUNCES.pattern
    bare = re.compile(stage._ANNOUNCES.pattern[opening.end() :])
    openings, _ = _fixed_openings(_parser.parse(bare.pattern))
    assert openings and all(start[:1] and start[:1] in opening.group(1) for start in openings), openings
    samples = ["vagas a seguir:", "conforme quadro", "xa seguir", "abaixo.", "texto: ", "na forma do anexo", "y | 2"]
    samples += [split.folded for split in split_lines("\n".join(_corpus_lines()[:4000]))]
    for sample in samples:
        found, want = stage._ANNOUNCES.search(sample), bare.search(sample)
        assert (found and found.span()) == (want and want.span()), repr(sample)
