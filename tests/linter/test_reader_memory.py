"""What reading a long table holds beside its report: the table lines a byte a line (`LineSet`), report
rows made as their positions are let go, the readings' weighing indexing only the positions its findings
name (issue 41: a table took 37 times its size)."""

from __future__ import annotations

import datetime as dt
import gc
import random
import sys
import tracemalloc

from cotacheck.linter import lint_text
from cotacheck.linter.read.line_set import LineSet
from cotacheck.linter.tables.prose import _KEYWORDS, _rightmost_label


def traced_lint(text: str) -> tuple[dict, int]:
    """The report of `text` under Goiás' law and the traced memory peak of making it, once it was read
    untraced: the patterns compiled and the modules imported by a process's first reading are no part of a
    table's cost (traced first, they put this file run alone above the bounds it met after other tests). The
    free lists are emptied first: a tuple or a float the traced reading takes from one is not counted, so with
    them as earlier tests left them the same reading measured 29.4 to 32.6 times the table, and the test
    passed or failed by the order the suite ran in."""
    lint_text(text, law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
    gc.collect()  # empties the interpreter's free lists: what earlier tests left in them is no part of the peak
    tracemalloc.start()
    try:
        result = lint_text(text, law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
        return result, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


#: Rows of the long tables traced. The peak as a multiple of the table's size is a property of the rows'
#: shape, plus the reading's fixed cost spread over them: at 5 000 rows higher than at 20 000 (clean 34.4 x,
#: 30.0 at 20 000; findings 58.0 x, 51.7). At 5 000 rows the cuts these tests guard fail their bounds
#: when undone (main before them, measured 2026-12-05: clean 35.0 x, findings 62.6 x); earlier ones: the
#: table's lines as a set of integers (not `LineSet`) 40.1 x; findings as dicts of their own (not
#: `records.FINDING`) 66.3 x; every record a dict 52.7 x and 85.3 x.
ROWS = 5_000

#: The traced peak of a clean table of short rows, as a multiple of its size at `ROWS` (28.0 now, read a second
#: time; 29.9 traced at a process's first reading, the earlier figures so: each line's
#: header reading kept for the stages and the table pass, asked once instead of by each, adds 0.4; 28.2 before
#: it, 27.4 with a position in 12 slots and the extraction's index of lines an array; 33.3 with 22 slots and a dictionary of lines, 34.4
#: while a table row's lines were a list, 35.0 when a row that is its own cargo had its name interned too; see
#: docs/linter.md, "Memory").
#: Measured with the free lists emptied (`traced_lint`, 2026-12-07): 29.8, the same on main before the
#: nineteenth round's stages; the figures above were read with free lists as earlier tests left them (lower).
CLEAN_TABLE_PEAK = 31.0


def test_a_clean_tables_reading_peaks_lower():
    text = "Cargo AC PcD Negros Total\n" + "\n".join(f"Analista {i} 4 0 1 5" for i in range(ROWS))
    result, peak = traced_lint(text)
    assert result["summary"]["positions"] == ROWS and result["summary"]["error"] == 0
    assert peak / len(text.encode()) <= CLEAN_TABLE_PEAK, f"{peak / len(text.encode()):.1f} x the table"


def test_line_set_is_a_set_of_line_numbers():
    numbers = random.Random(41).sample(range(1, 50_000), 3_000) + [7, 7]
    marked, plain = LineSet(numbers[:10]), set(numbers[:10])
    marked.update(numbers[10:])
    plain.update(numbers[10:])
    assert len(marked) == len(plain) and list(marked) == sorted(plain)
    assert all(n in marked for n in plain) and not any(n in marked for n in range(1, 60_000) if n not in plain)


def _rightmost_by_kind(window: str) -> str | None:
    """Every match of every kind, the one starting last (the first kind at one start)."""
    best = None
    for kind, pattern in _KEYWORDS:
        for m in pattern.finditer(window):
            if best is None or m.start() > best[1]:
                best = (kind, m.start())
    return best[0] if best else None


def test_the_rightmost_label_is_the_last_keyword():
    words = "vagas total ampla cr cadastro de reserva negros pretos e pardos pardas indigena quilombola pcd ppp ou : , 12".split()
    rng = random.Random(41)
    for _ in range(20_000):
        window = "".join(rng.choice(words) + rng.choice(["", " ", " ", "s"]) for _ in range(rng.randint(1, 10)))[-60:]
        assert _rightmost_label(window) == _rightmost_by_kind(window), window
    assert _rightmost_label("pessoas com deficiencia e negros:") == "negros"
    assert _rightmost_label("total de vagas:") == "total" and _rightmost_label("analista:") is None


#: The traced peak of a table whose rows nearly all have a finding (CQ102 under a reading, CQ103), as a
#: multiple of its size at `ROWS` (40.8 now, a finding in four slots, its rule's fields in a tuple its rule's
#: findings share, its code and the keys added in the dictionary proper, a cargo's finding holding its
#: message's figures alone; 47.2 with fourteen slots and the message's Wording and name in its tuple, its
#: positions in 12 slots; 52.1 in 22, a finding being a `dict` holding one key and its fields in slots;
#: 44.0 as a record read as a mapping, which `json.dumps` refused; 46.9 while a table row's lines were a list and the weighing
#: indexed the lines named in a dictionary; 58.0 while each finding was a dictionary holding its message,
#: `tables/finding_record.py`; 62.6 while the weighing looked positions up by a pair a finding, the
#: downgrade by a list a name, and the sort made a key tuple a finding). At 20 000 rows: 32.6 now, 39.5 with
#: fourteen slots, 45.3 in 22 slots, 38.8 as records, 51.7
#: with findings as dictionaries, 104 when each CQ102 carried its reading's 1.4 KB of text, its own list
#: and dict of the reading's figures and its own copy of the rule's page; see docs/linter.md, "Memory".
#: Measured with the free lists emptied (`traced_lint`, 2026-12-07): 31.6, the same on main before the
#: nineteenth round's stages (55.9 while `ocr_slips` held each row's tokens of a table it then passed over).
FINDINGS_TABLE_PEAK = 33.0  # 28.4 (free lists as earlier tests left them), read a second time; 28.2 (a first reading's) with a position's figures in a shared tuple and the report's rows made when
# read (`row_list`; 28.9 before them); 32.1 with rows and findings as `records.Row` and `Finding` of no slot, the
# lines gone before the cargo rules, the downgrade indexing only doubted names; 38.5 before (2026-12-06)


def test_a_table_of_findings_holds_each_reading_once():
    from bench.lint_bench import table_of

    text = table_of(ROWS)
    result, peak = traced_lint(text)
    weighed = [f for f in result["findings"] if f.get("interpretations")]
    assert len(weighed) > ROWS // 2 and len({id(f["interpretations"]) for f in weighed}) < 10
    assert all(result["readings"][e["reading"]] for f in weighed for e in f["interpretations"])
    assert peak / len(text.encode()) <= FINDINGS_TABLE_PEAK, f"{peak / len(text.encode()):.1f} x the table"


def test_findings_and_rows_share_their_keys_after_the_checks_add_to_them():
    """A finding with its readings added, and a row with its reading assessed, are smaller than the same
    keys and values as a dict of its own (`tables/records.py`): a long table has one of each a row."""
    from bench.lint_bench import table_of

    result = lint_text(table_of(40), law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
    weighed = [f for f in result["findings"] if f.get("interpretations")]
    held = [sys.getsizeof(f) + sys.getsizeof(f._message) for f in weighed]  # the message's values, or its text
    plain = [sys.getsizeof(dict(f)) + sys.getsizeof(f["message"]) for f in weighed]
    assert weighed and all(h < 0.75 * p for h, p in zip(held, plain, strict=True))
    assert all(sys.getsizeof(p) < 0.8 * sys.getsizeof(dict(p)) for p in result["positions"])


def test_line_index_is_a_dictionary_of_line_numbers():
    """`LineIndex` answers as `{line.number: i for i, line in enumerate(lines)}` (the last index of a
    number), sparse numbers and absent ones alike."""
    from types import SimpleNamespace

    from cotacheck.linter.read.line_index import LineIndex

    rng = random.Random(41)
    for spread in (1, 3, 10_000):
        numbers = sorted(rng.sample(range(1, 2_000 * spread), 1_500)) + [7, 7]
        rng.shuffle(numbers)
        lines = [SimpleNamespace(number=n) for n in numbers]
        index, plain = LineIndex(lines), {n: i for i, n in enumerate(numbers)}
        for n in [*plain, *rng.sample(range(-5, 2_000 * spread + 50), 500), None]:
            assert (
                index.get(n) == plain.get(n) and index.get(n, -1) == plain.get(n, -1) and (n in index) == (n in plain)
            )
        assert all(index[n] == i for n, i in plain.items())


def test_a_positions_seldom_set_fields_take_no_slot_of_their_own():
    """A table row's position holds 5 slots: its way of reading shared with its table's rows, its cargo and
    counts shared with the positions alike, the fields a row seldom sets in one, a row of one line its number;
    each field reads back what was set."""
    from cotacheck.linter.tables.position import FIELDS, Position

    row = Position("Analista", 1234, 5, "Analista", reserved_stated=1, table=2, cr=False)
    row.lines = (1234,)
    assert sys.getsizeof(row) <= 80 and row.lines == (1234,) and row._rare is None
    other = Position("Técnico", 1235, 3, "Técnico", table=2, cr=False)
    assert other._how is row._how
    alike = Position("Técnico", 1236, 5, "Técnico", reserved_stated=1, table=2, cr=False)
    assert alike._figures is row._figures and alike.parent == "Técnico" and row.parent == "Analista"
    alike.name = "Técnico II"  # its cargo stays the name it had
    assert alike.parent == "Técnico" and alike.name == "Técnico II"
    alike.vacancies = True  # equal to 1, written otherwise: no tuple shared with a 1
    assert alike.vacancies is True and alike._figures is not row._figures
    values = {"slice": "Área 1", "split_columns": True, "cr_stated": 0, "reserve_scope": "cargo", "doubt": "d"}
    values |= {"other_reserves_stated": {"indigenas": 1}, "misread": "2O", "cr": 0, "source": "texto", "table": None}
    values |= {"confidence": "confirmed", "reading": "prose", "lines": [1234, 1236]}
    for key, value in values.items():
        setattr(row, key, value)
        assert getattr(row, key) == value and type(getattr(row, key)) is type(value), key
    assert row.cr == 0 and row.cr is not False  # 0 and False share no tuple: their JSON differs
    made = Position(**{key: getattr(row, key) for key in FIELDS})
    assert made == row and repr(made) == repr(row)
    for key in ("slice", "doubt", "misread"):
        setattr(row, key, None)
    assert made != row and row.slice is None


def test_no_module_keeps_the_text_once_it_is_read():
    """The stages that share the text while it is read let it go (`raw_lines.forget`, `page_break.forget`):
    kept, the last text stayed through the checks and after them, beside a long table's report."""
    from bench.lint_bench import table_of

    text = table_of(50)
    held = sys.getrefcount(text)
    lint_text(text, law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
    assert sys.getrefcount(text) == held


def test_the_lines_go_before_the_cargo_rules_make_their_findings(monkeypatch):
    """The rules that read the document's lines run first (`linter.LINE_RULES`), then the lines go: a long
    table's lines weigh as much as the findings the cargo rules make of its rows."""
    import inspect

    from bench.lint_bench import table_of
    from cotacheck import linter
    from cotacheck.linter.rules import MODULES, cq103

    seen = []
    checked = cq103.check
    monkeypatch.setattr(cq103, "check", lambda ctx, doc: seen.append(len(doc.lines)) or checked(ctx, doc))
    lint_text(table_of(50), law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
    assert seen == [0]
    reading = {m.RULE.code for m in MODULES if "doc.lines" in inspect.getsource(m)}
    assert reading == set(linter.LINE_RULES)


def test_the_texts_fold_kept_go_with_the_lines(monkeypatch):
    """`fold` keeps its last 1 024 texts (a row's text and name are folded by each step that reads them):
    the lines' and the joined items', a third of a short-row table's size, went on through the cargo rules
    and the report. They go with the lines."""
    from bench.lint_bench import table_of
    from cotacheck.linter.read.text import fold
    from cotacheck.linter.rules import cq103

    seen = []
    checked = cq103.check
    monkeypatch.setattr(cq103, "check", lambda ctx, doc: seen.append(fold.cache_info().currsize) or checked(ctx, doc))
    lint_text(table_of(3_000), law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
    assert seen == [0]


def test_the_downgrade_indexes_only_the_rows_of_doubted_names(monkeypatch):
    """A finding can become a note, or be marked "a conferir", only about a cargo an uncertain row names:
    the downgrade indexes no other (a table of findings had every row's name indexed)."""
    from bench.lint_bench import table_of
    from cotacheck.linter.check import confidence

    asked = []
    made = confidence.RowsByName.__init__

    def counted(self, names):
        made(self, names)
        asked.append(len(self._held))

    monkeypatch.setattr(confidence.RowsByName, "__init__", counted)
    result = lint_text(table_of(400), law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))  # all confirmed
    assert len(result["findings"]) > 300 and max(asked, default=0) < 5, asked
