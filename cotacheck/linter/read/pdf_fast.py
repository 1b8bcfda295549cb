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
    # Longest first, then in byte order: the same pattern in every process (a set's order is not).
    rb"(?:"
    + b"|".join(re.escape(o) for o in sorted(TEXT_OPERATORS - {b"BI"}, key=lambda o: (-len(o), o)))
    + rb")"
    + _END
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
    stream.seek(0, 0)
    reader = _Reader(self, stream.read())
    if not reader.read():  # an operator longer than pypdf's limit: pypdf's own reading, with its own error
        self._operations = []
        return _ORIGINAL(self, BytesIO(reader.data))
    # pypdf keeps operands left after the last operator nowhere; neither do we.


class _Reader:
    """One content stream being read into its content's operations, within pypdf's budget and limits.

    `read_plain` reads plain stretches a whole operation at a time; `read` reads the rest a token at a
    time, the usual tokens in its own loop and the others (a lone number, an array, a comment, anything
    pypdf must read) through `_RARE`'s handlers, an inline image by pypdf's own reader. The budget left is a local of `read`, handed
    to a handler and back, and written to pypdf's budget object around pypdf's own calls.
    """

    def __init__(self, content, data: bytes):
        from pypdf import get_configuration
        from pypdf.generic import ArrayObject, NameObject, StreamParsingBudget
        from pypdf.generic._data_structures import IndirectPattern

        configuration = get_configuration()
        self.content, self.data, self.stream = content, data, BytesIO(data)
        self.budget = StreamParsingBudget(remaining_budget=configuration.stream_parsing_work_maximum_count)
        self.max_elements = configuration.array_maximum_element_count
        self.operator_limit = content._OPERATOR_LENGTH_LIMIT
        self.encoding = content.forced_encoding
        self.operations = content._operations
        self.indirect = IndirectPattern.match
        self.number = _number_maker()
        self.string = _string_maker(self.encoding)
        self.array_object, self.name_object = ArrayObject, NameObject
        # Indirect references ("1 0 R") cannot be in a content stream; where the pattern occurs anyway,
        # each number is checked as pypdf checks it (and pypdf reads it).
        self.references = _MAYBE_REFERENCE.search(data) is not None and IndirectPattern.search(data) is not None
        self.keep = TEXT_OPERATORS if _text_only else None
        # Where pypdf's limits cannot be reached (no more tokens than bytes), plain stretches are read
        # by `read_plain`, a whole operation at a time.
        self.plain = (
            not self.references
            and len(data) <= self.budget.remaining_budget
            and self.max_elements >= _ARRAY_MAX
            and self.operator_limit == _OPERATOR_LIMIT
        )

    def read(self) -> bool:
        """Every operation of the stream; False where an operator is longer than pypdf's limit."""
        from pypdf.errors import LimitReachedError

        NameObject = self.name_object  # noqa: N806 (pypdf's class, as a local)
        data, end, plain, keep, operator_limit = self.data, len(self.data), self.plain, self.keep, self.operator_limit
        token, numbers, number, string = _TOKEN.match, self.numbers, self.number, self.string
        operations = self.operations
        read_plain, rare = self.read_plain, {kind: getattr(self, name) for kind, name in _RARE.items()}
        remaining, operands, pos = self.budget.remaining_budget, [], 0
        runs_from = end if self.references else 0  # no run of numbers is read in one step before this offset
        while pos < end:
            if plain and not operands:
                pos = read_plain(pos)
                if pos >= end:
                    break
            m = token(data, pos)
            kind = m.lastgroup
            if kind == "num" and pos >= runs_from:  # numbers then an operator, in one step
                after, raws, operator = numbers(pos)
                if operator is None:
                    runs_from = after  # anything else after them: one token at a time up to there
                else:
                    remaining -= len(raws) + 1
                    if remaining < 0:
                        raise LimitReachedError(_TOO_MANY)
                    if keep is None or operator in keep:
                        operands.extend(map(number, raws))
                        operations.append((operands, operator))
                    operands, pos = [], after
                    continue
            elif kind == "op":
                operator = m.group("op")
                if len(operator) > operator_limit:
                    return False
                if operator == b"BI":
                    pos, remaining = self.inline_image(m, operands, remaining)
                    continue
                remaining -= 1
                if remaining < 0:
                    raise LimitReachedError(_TOO_MANY)
                if keep is None or operator in keep:
                    operations.append((operands, operator))
                operands, pos = [], m.end()
                continue
            elif kind == "str" or kind == "name":
                remaining -= 1
                if remaining < 0:
                    raise LimitReachedError(_TOO_MANY)
                raw = m.group(kind)
                operands.append(string(raw) if kind == "str" else NameObject(raw.decode("ascii")))
                pos = m.end()
                continue
            pos, remaining = rare[kind](m, operands, remaining)
        return True

    def read_plain(self, at: int) -> int:
        """Operations read from `at` while the stream is plain; where it stops being so."""
        ArrayObject, NameObject = self.array_object, self.name_object  # noqa: N806 (pypdf's classes, as locals)
        data, operations, number, string = self.data, self.operations, self.number, self.string
        operands_of, items_of = _PLAIN_OPERAND.findall, _PLAIN_ITEM.findall
        scan = (_PLAIN if self.keep is None else _PLAIN_TEXT).scanner(data, at).match
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

    def numbers(self, pos: int) -> tuple[int, list[bytes], bytes | None]:
        """A run of numbers at `pos` and the operator after it: (its end, the numbers, the operator); the
        operator is None where something else follows them, or BI, or one too long."""
        run = _NUMBERS.match(self.data, pos)
        o = _OPERATOR.match(self.data, run.end())
        operator = o.group(1) if o else None
        if operator is None or operator == b"BI" or len(operator) > self.operator_limit:
            return max(run.end(), pos + 1), [], None
        return o.end(), _NUMBER.findall(run.group()), operator

    def pypdf_object(self, at: int, operands: list, remaining: int) -> tuple[int, int]:
        """pypdf reads the object at `at` (the exact behaviour for anything unusual): (its end, budget left)."""
        from pypdf.generic._data_structures import read_object

        self.budget.remaining_budget = remaining
        self.stream.seek(at)
        operands.append(read_object(self.stream, None, self.encoding, parsing_budget=self.budget))
        return self.stream.tell(), self.budget.remaining_budget

    def lone_number(self, m, operands: list, remaining: int) -> tuple[int, int]:
        """A number not in a run: read here, or by pypdf where it may start an indirect reference."""
        remaining = _spend(remaining, 1)
        raw, start = m.group("num"), m.start("num")
        if len(raw) >= _NUMBER_PEEK or (self.references and self.indirect(self.data, start, start + _NUMBER_PEEK)):
            return self.pypdf_object(start, operands, remaining)
        operands.append(self.number(raw))
        return m.end(), remaining

    def inline_image(self, m, operands: list, remaining: int) -> tuple[int, int]:
        """BI … ID … EI, read by pypdf's own inline-image reader."""
        from pypdf.generic._image_inline import read_inline_image

        assert operands == []
        self.budget.remaining_budget = remaining
        self.content._check_limits(parsing_budget=self.budget, token_decrement=2)
        self.stream.seek(m.end())
        image = read_inline_image(content_stream=self.content, stream=self.stream, parsing_budget=self.budget)
        self.operations.append((image, b"INLINE IMAGE"))
        return self.stream.tell(), self.budget.remaining_budget

    def array(self, m, operands: list, remaining: int) -> tuple[int, int]:
        """A flat array of numbers and plain strings (a TJ's); anything else: pypdf reads it all."""
        from pypdf.errors import LimitReachedError

        remaining = _spend(remaining, 1)
        data, references, indirect = self.data, self.references, self.indirect
        items = self.array_object()
        at = m.end()
        while True:
            e = _IN_ARRAY.match(data, at)
            part = e.lastgroup
            if part == "str":
                items.append(self.string(e.group("str")))
            elif (
                part == "num"
                and len(raw := e.group("num")) < _NUMBER_PEEK
                and not (references and indirect(data, e.start("num"), e.start("num") + _NUMBER_PEEK))
            ):
                items.append(self.number(raw))
            elif part != "end":
                items = None
                break
            at = e.end()
            if part == "end":
                break
        if items is None or len(items) > self.max_elements:
            return self.pypdf_object(m.start("arr"), operands, remaining)
        remaining -= len(items)
        if remaining < 0:
            raise LimitReachedError("Reached maximum number of tokens.")
        operands.append(items)
        return at, remaining

    def comment(self, m, operands: list, remaining: int) -> tuple[int, int]:
        """A comment: passed over."""
        return m.end(), remaining

    def other(self, m, operands: list, remaining: int) -> tuple[int, int]:
        """Only whitespace, then the end or a byte no pattern reads (strings with escapes, hex strings,
        dictionaries, names with "#", errors): pypdf reads what follows."""
        pos = m.end()
        if pos >= len(self.data):
            return pos, remaining
        return self.pypdf_object(pos, operands, _spend(remaining, 1))


#: The handlers of `_Reader.read` for the tokens its loop does not read itself, by the token's group.
_RARE = {"num": "lone_number", "arr": "array", "com": "comment", None: "other"}


def _spend(remaining: int, tokens: int) -> int:
    """The budget left after `tokens` more tokens; pypdf's error once it is spent."""
    remaining -= tokens
    if remaining < 0:
        from pypdf.errors import LimitReachedError

        raise LimitReachedError(_TOO_MANY)
    return remaining


def _string_maker(encoding):
    """A string token (with its delimiters) as pypdf reads it, made once per stream: a page shows the same
    few thousand strings again and again, each kept by its whole token (delimiters included, so "(<41>)"
    and "<41>" stay two strings)."""
    from pypdf.generic._utils import create_string_object, read_hex_string_from_stream, read_string_from_stream

    strings: dict[bytes, object] = {}

    def string(raw: bytes):
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

    return string


def _number_maker():
    """What NumberObject(raw) / FloatObject(raw) return, without their call overhead when valid."""
    from pypdf.generic import FloatObject, NumberObject

    new_int, new_float = int.__new__, float.__new__

    def number(raw: bytes):
        try:
            return new_float(FloatObject, float(raw)) if b"." in raw else new_int(NumberObject, int(raw))
        except ValueError:
            return FloatObject(raw) if b"." in raw else NumberObject(raw)

    return number


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
