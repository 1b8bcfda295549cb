"""The fast content-stream tokenizer gives exactly pypdf's operations (types and values), or pypdf's
error, on every PDF we hold and on edge cases of the syntax."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest
from hostile_pdfs import deeply_nested, tiny_runs
from lint_samples import GO_HEAD, REAL_EDITAIS, REAL_PAGES, make_pdf, readable_pages, spread

from cotacheck.linter.read import pdf_fast

pypdf = pytest.importorskip("pypdf")
from pypdf.generic import ContentStream  # noqa: E402 - after the importorskip

REAL = sorted(REAL_EDITAIS.glob("*.pdf"))
CORPUS = Path(__file__).resolve().parents[1] / "corpus"


@pytest.fixture(scope="module")
def parsers():
    assert pdf_fast.install(), "pypdf's internals changed: the fast tokenizer is not in use"
    return pdf_fast._ORIGINAL, pdf_fast._parse


def shape(value):
    if isinstance(value, list):
        return (type(value).__name__, [shape(v) for v in value])
    if isinstance(value, dict):
        return (type(value).__name__, sorted((repr(k), shape(v)) for k, v in value.items()))
    return (type(value).__name__, repr(value), getattr(value, "_original_bytes", None))


def operations(parse, data: bytes, encoding=None):
    stream = ContentStream(None, None)
    stream._data, stream._operations, stream.forced_encoding = data, [], encoding
    try:
        parse(stream, io.BytesIO(data))
    except Exception as error:  # noqa: BLE001 - the same error is the expected behaviour
        return ("error", type(error).__name__)
    return [(shape(operands), operator) for operands, operator in stream._operations]


EDGES = [
    b"",
    b"   \n",
    b"BT /F1 9 Tf 40 800 Td (Edital n\\272 1) Tj ET",  # octal escape
    b"(a\\)b) Tj (nested (parens) ok) Tj (line\\\ncontinued) Tj (tab\\t) Tj",
    b"<48656c6c6f> Tj <4 8 6 5> Tj <FEFF00410042> Tj",
    b"/Span <</MCID 3/ActualText (x)>> BDC EMC /P<</MCID 0>>BDC",
    b"[(A) -250 (B) 1.5 [(nested)] /N null (C\\)) <41>] TJ",
    b"[ ] TJ [\x0b(v)\x0b] TJ [(a)%comment\n(b)] TJ",
    b"% a comment\n1 0 0 1 2 3 cm %another\r/Im0 Do",
    b"/Name#20with#23hash 1 Tf /\xe7\xe3o 2 Tf /a\x00b 3 Tf",
    b"1.2.3 --5 +.5 , .  5, 12345678901234567890123 Tw",
    b"1 0 R 2 0 R Tj [3 0 R] TJ",
    b"0.1 0.2 0.3 rg\x000 0 m\x0b1 1 l S",
    b"q BI /W 2 /H 2 /CS /G /BPC 8 ID \x00\x01\x02\x03 EI Q (after) Tj",
    b"T* ' \" (x)' 1 2 (y)\" d0 T*(z)Tj",
    b"Tj" + b"x" * 300,
    b"(unterminated Tj",
    b"1 2 3",
    b"(\xfe\xff\x00A) Tj (\xef\xbb\xbfA) Tj (\x80\x81\x9f) Tj",
    b"}{ Tj",
    b"<< /A [1 2 >> Tj",
    b" ".join(b"%d.5" % i for i in range(40)) + b" re 1 2 %c\n3 m 4 5 6 BI /W 1 /H 1 ID \x00 EI 7\x008\fl",
    b"(<41>) <</A 1>> BDC <41> Tj [(<42>)] TJ <</B 2>> BDC [<42>] TJ",  # a literal string spelled like a hex one
    b"1 2 Td 3 4 " + b"9" * 25 + b" 5 Tm 6 7 TD 8 9 m0 0 l 1.5.2 -.5 +3 re 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15" * 3,
]


@pytest.mark.parametrize("data", EDGES, ids=range(len(EDGES)))
@pytest.mark.parametrize("encoding", [None, "bytes", "latin-1", {65: "Z"}])
def test_edge_cases_read_as_pypdf_reads_them(parsers, data, encoding):
    original, fast = parsers
    assert operations(fast, data, encoding) == operations(original, data, encoding)


def pdfs_we_hold() -> dict[str, Callable[[], bytes]]:
    """Each PDF we hold by name, made when its test runs (not at collection); the real editais when
    present beside the checkout."""
    held = {
        "tiny-runs": lambda: tiny_runs(20_000),
        "nested": lambda: deeply_nested(500),
        "edital": lambda: make_pdf((GO_HEAD + "Cargo AC PcD Total\nAnalista – Contabilidade 9 1 10\n").splitlines()),
    }
    for path in sorted(CORPUS.glob("*.txt"))[:6]:
        held[path.name] = lambda path=path: make_pdf(path.read_text(encoding="utf-8").splitlines())
    return held | {path.name: path.read_bytes for path in REAL}


HELD = pdfs_we_hold()


def contents_of(names):
    """(name, page number, the page's content stream) of every page that has one."""
    for name, number, page in readable_pages((name, HELD[name]()) for name in names):
        contents = page.get_contents()
        if contents is not None:
            yield name, number, contents.get_data()


@pytest.mark.parametrize("name", HELD)
def test_every_pdf_we_hold_reads_the_same(parsers, name):
    """One test per PDF, so that the real editais (seconds of parsing each) spread over the workers; of a
    real edital, `REAL_PAGES` pages spread over it."""
    original, fast = parsers
    contents = list(contents_of([name]))
    kept = spread(len(contents), REAL_PAGES) if name.endswith(".pdf") else set(range(1, len(contents) + 1))
    for at, (_, number, raw) in enumerate(contents, start=1):
        if at in kept:
            assert operations(fast, raw) == operations(original, raw), (name, number)


def test_the_pages_kept_are_spread_over_the_edital():
    assert spread(5, 12) == {1, 2, 3, 4, 5}
    kept = spread(100, 12)
    assert len(kept) == 12 and {1, 100} <= kept and max(b - a for a, b in zip(sorted(kept), sorted(kept)[1:])) <= 10


def test_the_pdfs_compared_have_pages_with_content():
    """The comparisons above see at least ten content streams (counted here, not parsed again)."""
    assert sum(1 for _ in contents_of(HELD)) >= 10


@pytest.mark.skipif(not REAL, reason="real editais not present")
def test_text_of_a_real_edital_is_unchanged(parsers):
    data = min(REAL, key=lambda p: p.stat().st_size).read_bytes()

    def text() -> str:
        return "\n".join(page.extract_text() or "" for page in pypdf.PdfReader(io.BytesIO(data)).pages)

    fast = text()
    pdf_fast.uninstall()
    try:
        plain = text()
    finally:
        pdf_fast.install()
    assert fast == plain and len(plain) > 10_000


# Pieces of content streams, plain and not: joined in any order, with or without whitespace between.
PIECES = [
    b"q",
    b"Q",
    b"BT",
    b"ET",
    b"0 g",
    b"1 0 0 1 288.65 31.104 Tm",
    b"/F1 11.04 Tf",
    b" -0.0182 Tc",
    b"[(t)-4(en)3(d)-4(o )] TJ",
    b"[(\\(Edi)-6(tal)] TJ",
    b"[<0374>] TJ",
    b"[<00 41>] TJ",
    b"(a\\)b) Tj",
    b"(\\341rea) Tj",
    b"(a(b)c) Tj",
    b"285.65 27.72 24.384 14.304 re",
    b"W* n",
    b"f*",
    b"/GS7 gs",
    b"[] TJ",
    b"[3 2] 0 d",
    b"%note\n",
    b"(x)'",
    b'1 2 (y)"',
    b"T*",
    b"/Im0 Do",
    b"12abc",
    b"1.2.3 -.5 Tw",
    b"[(a)\x0b-4(b)] TJ",
    b"<< /A 1 >> BDC",
    b"EMC",
    b"/N#20a 1 Tf",
    b"9" * 21 + b" Tz",
    b"[" + b"1 " * 5000 + b"] TJ",
    b"(\xe7\xe3o)Tj",
    b"<4>Tj",
    b"/",
]
#: Pieces pypdf stops at (an error for the whole stream): at most one per stream, in some streams.
FATAL = [b"1 0 R", b"(unfinished", b"x" * 130, b"]", b"BI /W 1 /H 1 ID \x00 EI"]


@pytest.mark.parametrize("seed", range(40))
@pytest.mark.parametrize("text_only", [False, True])
def test_generated_streams_read_as_pypdf_reads_them(parsers, seed, text_only):
    """Streams made of plain and unusual pieces, in any order: the plain stretches read a whole
    operation at a time, the rest token by token, and the operations are pypdf's (less, inside
    `text_only()`, those text extraction ignores)."""
    import random

    original, fast = parsers
    chance = random.Random(seed)
    pieces = [chance.choice(PIECES) for _ in range(60)]
    if seed % 5 == 4:
        pieces.insert(chance.randrange(60), chance.choice(FATAL))
    data = b"".join(piece + chance.choice([b" ", b"\n", b"\r\n", b""]) for piece in pieces)
    expected = operations(original, data)
    if text_only:
        with pdf_fast.text_only():
            got = operations(fast, data)
        if expected[0] != "error":
            expected = [op for op in expected if op[1] in pdf_fast.TEXT_OPERATORS or op[1] == b"INLINE IMAGE"]
    else:
        got = operations(fast, data)
    assert got == expected


def test_the_pypdf_compared_is_the_pinned_one():
    """The comparisons above hold for the pypdf the site vendors: the one requirements.lock pins."""
    from locked import locked_versions

    assert pypdf.__version__ == locked_versions()["pypdf"]
    assert pdf_fast.install()
