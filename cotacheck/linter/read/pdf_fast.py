"""A faster content-stream tokenizer for pypdf, giving exactly the operations pypdf's own gives.

Reading an edital spends about two thirds of its time in pypdf's `ContentStream._parse_content_stream`,
which reads one byte at a time through BytesIO calls. Most of a text page is numbers, operators,
plain names, plain strings and TJ arrays of those: here one compiled pattern reads each such token,
and the objects are built with pypdf's own constructors from the same bytes, so they are equal in
type and value. Anything else (strings with escapes, hex strings, dictionaries, nested arrays, odd
bytes) is read by pypdf's `read_object` from the same offset, and an inline image by pypdf's own
reader, so the result is pypdf's in every case; tests compare both on every PDF we hold.

Where a stretch of the stream is plain (the usual case), a whole operation ("1 0 0 1 288 31 Tm",
"[(Edi)-6(tal)] TJ") is read by one compiled pattern and its operands by another, so Python loops
once per operation rather than once per token; elsewhere a run of numbers and the operator after
them ("0 0 612 792 re") is read in one step. The plain stretches are read so only in a stream no
longer than pypdf's token budget (a token takes at least a byte), so its limits cannot be reached
there.

Inside `text_only()`, operators that pypdf's text extraction ignores (paths, colours, clipping,
marked content) are not kept (and, in plain stretches, skipped by the pattern itself): without a
visitor that wants to see them, the extracted text is the same, and most of a table-heavy page is
such operators.

Equal strings of a stream are one object (pypdf's strings are not changed after they are made).

`install()` patches pypdf only when the internals it relies on are there (pypdf 6 and 7); otherwise
pypdf keeps its own parser.
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from io import BytesIO

_DELIMITER = rb"\s()<>\[\]{}/%"
_TOKEN = re.compile(
    rb"[\x00\t\n\f\r ]*(?:"  # whitespace before a token is read with it
    rb"(?P<op>[A-Za-z'\"][^" + _DELIMITER + rb"]*)"
    rb"|(?P<num>[0-9+\-.][+-.0-9]*)"  # pypdf's first characters, then its NumberPattern ("+" to "." is a range)
    rb"|(?P<name>/[^" + _DELIMITER + rb"#\x00-\x20\x7f-\xff]*)(?![^" + _DELIMITER + rb"])"  # printable ASCII, no "#"
    rb"|(?P<str>\([^()\\]*\))"
    rb"|(?P<com>%[^\r\n]*[\r\n]?)"
    rb"|(?P<arr>\[)"
    rb")?"
)
_IN_ARRAY = re.compile(
    rb"[\x00\t\n\x0b\f\r ]*(?:"
    rb"(?P<num>[0-9+\-.][+-.0-9]*)"
    rb"|(?P<str>\([^()\\]*\))"
    rb"|(?P<end>\])"
    rb")?"
)
_WHITE = rb"[\x00\t\n\f\r ]*"
#: Up to 32 numbers (each shorter than pypdf's look-ahead, so none can start an indirect reference's
#: check); an operator after them ends the run. Longer runs (no operator takes as many, but a hostile
#: stream may hold millions) are read one token at a time, within pypdf's budget.
_NUMBERS = re.compile(rb"(?:" + _WHITE + rb"[0-9+\-.][+-.0-9]{0,18}(?![+-.0-9])){0,32}")
_NUMBER = re.compile(rb"[0-9+\-.][+-.0-9]*")
_OPERATOR = re.compile(_WHITE + rb"([A-Za-z'\"][^" + _DELIMITER + rb"]*)")
#: What pypdf's text extraction acts on (its operation handlers and the operators it unfolds); every
#: other operator only reaches visitors.
TEXT_OPERATORS = frozenset(
    (b"BT", b"ET", b"q", b"Q", b"cm", b"Tz", b"Tc", b"Tw", b"TL", b"Tf", b"Td", b"Tm", b"T*", b"Tj")
    + (b"'", b'"', b"TJ", b"TD", b"Do", b"BI")
)
_text_only = False

# The plain grammar: whole operations read in one step by `re`, where a stream is made only of
# numbers (shorter than pypdf's look-ahead), plain names, literal strings without unescaped parentheses,
# hex strings without spaces, flat arrays of numbers and strings, and operators (BI and overlong ones
# excepted). Every token ends where pypdf's does (a lookahead for the delimiter), so each stretch can
# be read in one way only, and `re` never backtracks far.
_END = rb"(?![^" + _DELIMITER + rb"])"
_NUM = rb"[0-9+\-.][+-.0-9]{0,18}(?![+-.0-9])"
_NAME = rb"/[^" + _DELIMITER + rb"#\x00-\x20\x7f-\xff]*" + _END
_STR = rb"\([^()\\]*(?:\\.[^()\\]*)*\)"  # escapes are decoded by pypdf's own string reader
_HEX = rb"<[0-9A-Fa-f]*>"
_ARRAY_WHITE = rb"[\x00\t\n\x0b\f\r ]*"
_ITEM = rb"(?:" + _NUM + rb"|" + _STR + rb"|" + _HEX + rb")"
_ARRAY_MAX = 4096  # items of an array read in one step
_ARRAY = rb"\[(?:" + _ARRAY_WHITE + _ITEM + rb"){0,%d}" % _ARRAY_MAX + _ARRAY_WHITE + rb"\]"
_OPERANDS = (
    rb"(?:" + _WHITE + rb"(?:" + _NUM + rb"|" + _NAME + rb"|" + _STR + rb"|" + _HEX + rb"|" + _ARRAY + rb")){0,32}"
)
_OPERATOR_LIMIT = 128  # pypdf's ContentStream._OPERATOR_LENGTH_LIMIT when this was written
_ANY_OPERATOR = rb"(?!BI" + _END + rb")[A-Za-z'\"][^" + _DELIMITER + rb"]{0,%d}" % (_OPERATOR_LIMIT - 1) + _END
_KEPT_OPERATOR = (
    rb"(?:" + b"|".join(re.escape(o) for o in sorted(TEXT_OPERATORS - {b"BI"}, key=len, reverse=True)) + rb")" + _END
)
#: One operation: (operands, operator).
_PLAIN = re.compile(rb"(?s)(" + _OPERANDS + rb")" + _WHITE + rb"(" + _ANY_OPERATOR + rb")")
_IGNORED = _OPERANDS + _WHITE + rb"(?!" + _KEPT_OPERATOR + rb")" + _ANY_OPERATOR
#: In `text_only()`: up to 64 operations that text extraction ignores, then maybe one it reads.
_PLAIN_TEXT = re.compile(
    rb"(?s)(?:" + _IGNORED + rb"){0,64}(?:(" + _OPERANDS + rb")" + _WHITE + rb"(" + _KEPT_OPERATOR + rb"))?"
)
#: The operands of such an operation, one at a time: (number, name, string, hex string, array's inside).
_PLAIN_OPERAND = re.compile(
    rb"(?s)"
    + _WHITE
    + rb"(?:("
    + _NUM
    + rb")|("
    + _NAME
    + rb")|("
    + _STR
    + rb")|("
    + _HEX
    + rb")|\[((?:"
    + _ARRAY_WHITE
    + _ITEM
    + rb")*)"
    + _ARRAY_WHITE
    + rb"\])"
)
_PLAIN_ITEM = re.compile(rb"(?s)" + _ARRAY_WHITE + rb"(?:(" + _NUM + rb")|(" + _STR + rb")|(" + _HEX + rb"))")
#: What IndirectPattern needs at the least (a digit, spaces, "R"), found much faster where it is absent.
_MAYBE_REFERENCE = re.compile(rb"\d\s+R")
_NUMBER_PEEK = 20  # pypdf looks 20 bytes ahead for a number or an indirect reference
_TOO_MANY = "Reached maximum number of tokens per stream."  # pypdf's words for its parsing budget


def _parse(self, stream) -> None:
    """Drop-in for ContentStream._parse_content_stream (same operations, same limits)."""
    from pypdf import get_configuration
    from pypdf.errors import LimitReachedError
    from pypdf.generic import (
        ArrayObject,
        FloatObject,
        NameObject,
        NumberObject,
        StreamParsingBudget,
    )
    from pypdf.generic._data_structures import IndirectPattern, read_object
    from pypdf.generic._utils import create_string_object, read_hex_string_from_stream, read_string_from_stream

    stream.seek(0, 0)
    data = stream.read()
    stream = BytesIO(data)
    configuration = get_configuration()
    budget = StreamParsingBudget(remaining_budget=configuration.stream_parsing_work_maximum_count)
    max_elements = configuration.array_maximum_element_count
    operator_limit = self._OPERATOR_LENGTH_LIMIT
    encoding = self.forced_encoding
    operations = self._operations
    check = self._check_limits
    token = _TOKEN.match
    in_array = _IN_ARRAY.match
    indirect = IndirectPattern.match
    end = len(data)
    operands: list = []
    pos = 0

    new_int, new_float = int.__new__, float.__new__

    def number(raw: bytes):
        """What NumberObject(raw) / FloatObject(raw) return, without their call overhead when valid."""
        try:
            return new_float(FloatObject, float(raw)) if b"." in raw else new_int(NumberObject, int(raw))
        except ValueError:
            return FloatObject(raw) if b"." in raw else NumberObject(raw)

    def pypdf_object(at: int) -> int:
        """pypdf reads the object at `at` (the exact behaviour for anything unusual)."""
        stream.seek(at)
        operands.append(read_object(stream, None, encoding, parsing_budget=budget))
        return stream.tell()

    # Indirect references ("1 0 R") cannot be in a content stream; where the pattern occurs anyway,
    # each number is checked as pypdf checks it (and pypdf reads it).
    references = _MAYBE_REFERENCE.search(data) is not None and IndirectPattern.search(data) is not None
    # A page shows the same few thousand strings again and again: each is made once, keyed by its
    # whole token (delimiters included, so "(<41>)" and "<41>" stay two strings).
    strings: dict[bytes, object] = {}

    def string(raw: bytes):
        """A string token (with its delimiters) as pypdf reads it, made once per stream."""
        made = strings.get(raw)
        if made is None:
            if raw[0] == 60:  # "<"
                made = read_hex_string_from_stream(BytesIO(raw), encoding)
            elif b"\\" in raw:
                made = read_string_from_stream(BytesIO(raw), encoding)
            else:
                made = create_string_object(raw[1:-1], encoding)
            strings[raw] = made
        return made

    remaining = budget.remaining_budget  # kept here, written back around pypdf's own calls
    numbers_run, number_raw, operator_at = _NUMBERS.match, _NUMBER.findall, _OPERATOR.match
    keep = TEXT_OPERATORS if _text_only else None
    runs_from = end if references else 0  # no run of numbers is read in one step before this offset

    # Where pypdf's limits cannot be reached (no more tokens than bytes), plain stretches are read
    # by `read_plain`, a whole operation at a time.
    plain = not references and end <= remaining and max_elements >= _ARRAY_MAX and operator_limit == _OPERATOR_LIMIT
    units = (_PLAIN if keep is None else _PLAIN_TEXT).scanner
    operands_of, items_of = _PLAIN_OPERAND.findall, _PLAIN_ITEM.findall

    def read_plain(at: int) -> int:
        """Operations read from `at` while the stream is plain; where it stops being so."""
        scan = units(data, at).match
        while (unit := scan()) is not None:
            raw, operator = unit.group(1, 2)
            if operator is None:  # only operations that text extraction ignores
                if unit.end() == at:
                    break
                at = unit.end()
                continue
            made = []
            if raw:
                for num, name, text, hexa, inside in operands_of(raw):
                    if num:
                        made.append(number(num))
                    elif name:
                        made.append(NameObject(name.decode("ascii")))
                    elif text or hexa:
                        made.append(string(text or hexa))
                    else:
                        made.append(ArrayObject(number(n) if n else string(t or h) for n, t, h in items_of(inside)))
            operations.append((made, operator))
            at = unit.end()
        return at

    while pos < end:
        if plain and not operands:
            pos = read_plain(pos)
            if pos >= end:
                break
        m = token(data, pos)
        kind = m.lastgroup
        if kind == "num" and pos >= runs_from:
            # Numbers then an operator, in one step (anything else after them: one token at a time).
            run = numbers_run(data, pos)
            o = operator_at(data, run.end())
            operator = o.group(1) if o else None
            if operator is None or operator == b"BI" or len(operator) > operator_limit:
                runs_from = max(run.end(), pos + 1)  # read one token at a time up to there
            else:
                raws = number_raw(run.group())
                remaining -= len(raws) + 1
                if remaining < 0:
                    raise LimitReachedError(_TOO_MANY)
                pos = o.end()
                if keep is not None and operator not in keep:
                    operands = []
                    continue
                operands.extend(map(number, raws))
                operations.append((operands, operator))
                operands = []
                continue
        if kind == "num":
            remaining -= 1
            if remaining < 0:
                raise LimitReachedError(_TOO_MANY)
            raw = m.group("num")
            start = m.start("num")
            if len(raw) >= _NUMBER_PEEK or (references and indirect(data, start, start + _NUMBER_PEEK)):
                budget.remaining_budget = remaining
                pos = pypdf_object(start)
                remaining = budget.remaining_budget
                continue
            operands.append(number(raw))
            pos = m.end()
        elif kind == "op":
            operator = m.group("op")
            if len(operator) > operator_limit:
                self._operations = []  # pypdf's own reading, with its own error
                return _ORIGINAL(self, BytesIO(data))
            pos = m.end()
            if operator == b"BI":
                from pypdf.generic._image_inline import read_inline_image

                assert operands == []
                budget.remaining_budget = remaining
                check(parsing_budget=budget, token_decrement=2)
                stream.seek(pos)
                image = read_inline_image(content_stream=self, stream=stream, parsing_budget=budget)
                remaining = budget.remaining_budget
                operations.append((image, b"INLINE IMAGE"))
                pos = stream.tell()
            else:
                remaining -= 1
                if remaining < 0:
                    raise LimitReachedError(_TOO_MANY)
                if keep is None or operator in keep:
                    operations.append((operands, operator))
                operands = []
        elif kind == "str":
            remaining -= 1
            if remaining < 0:
                raise LimitReachedError(_TOO_MANY)
            operands.append(string(m.group("str")))
            pos = m.end()
        elif kind == "name":
            remaining -= 1
            if remaining < 0:
                raise LimitReachedError(_TOO_MANY)
            operands.append(NameObject(m.group("name").decode("ascii")))
            pos = m.end()
        elif kind == "arr":
            remaining -= 1
            if remaining < 0:
                raise LimitReachedError(_TOO_MANY)
            # A flat array of numbers and plain strings (a TJ's); anything else: pypdf reads it all.
            items = ArrayObject()
            at = m.end()
            while True:
                e = in_array(data, at)
                part = e.lastgroup
                if part == "str":
                    items.append(string(e.group("str")))
                    at = e.end()
                elif (
                    part == "num"
                    and len(raw := e.group("num")) < _NUMBER_PEEK
                    and not (references and indirect(data, e.start("num"), e.start("num") + _NUMBER_PEEK))
                ):
                    items.append(number(raw))
                    at = e.end()
                elif part == "end":
                    at = e.end()
                    break
                else:
                    items = None
                    break
            if items is None or len(items) > max_elements:
                budget.remaining_budget = remaining
                pos = pypdf_object(m.start("arr"))
                remaining = budget.remaining_budget
                continue
            remaining -= len(items)
            if remaining < 0:
                raise LimitReachedError("Reached maximum number of tokens.")
            operands.append(items)
            pos = at
        elif kind == "com":
            pos = m.end()
        else:  # only whitespace, then the end or a byte no pattern reads
            pos = m.end()
            if pos < end:  # strings with escapes, hex strings, dictionaries, names with "#", errors
                remaining -= 1
                if remaining < 0:
                    raise LimitReachedError(_TOO_MANY)
                budget.remaining_budget = remaining
                pos = pypdf_object(pos)
                remaining = budget.remaining_budget
    # pypdf keeps operands left after the last operator nowhere; neither do we.


_ORIGINAL = None


@contextmanager
def text_only():
    """Content streams parsed meanwhile keep only what text extraction reads (`TEXT_OPERATORS`)."""
    global _text_only
    before, _text_only = _text_only, True
    try:
        yield
    finally:
        _text_only = before


def install() -> bool:
    """Use `_parse` for pypdf's content streams; False (pypdf unchanged) if its internals differ."""
    global _ORIGINAL
    try:
        from pypdf import get_configuration
        from pypdf.generic import ContentStream, StreamParsingBudget  # noqa: F401
        from pypdf.generic._data_structures import IndirectPattern, read_object  # noqa: F401
        from pypdf.generic._image_inline import read_inline_image  # noqa: F401
        from pypdf.generic._utils import create_string_object  # noqa: F401

        configuration = get_configuration()
        configuration.stream_parsing_work_maximum_count  # noqa: B018
        configuration.array_maximum_element_count  # noqa: B018
        ContentStream._OPERATOR_LENGTH_LIMIT  # noqa: B018
        ContentStream._check_limits  # noqa: B018
    except (ImportError, AttributeError):
        return False
    current = ContentStream._parse_content_stream
    if current is _parse:
        return True
    _ORIGINAL = current
    ContentStream._parse_content_stream = _parse
    return True


def uninstall() -> None:
    """pypdf's own parser again (tests compare the two)."""
    from pypdf.generic import ContentStream

    if _ORIGINAL is not None and ContentStream._parse_content_stream is _parse:
        ContentStream._parse_content_stream = _ORIGINAL
