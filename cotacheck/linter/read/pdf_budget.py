"""A budget of decoded bytes per PDF, and each page's decoded streams released once it is read.

A PDF of a few MB can hold pages whose streams inflate to tens of MB each. pypdf keeps a stream's
decoded bytes on the stream object, so memory grew page after page and was kept to the end; here
each page's content streams and forms forget their decoded bytes after the page is read, and the
bytes pypdf decodes for one file are counted: past `MAX_DECODED` the pages left are not read and
say why (`text.unread_page_line`). Real editais decode to a few MB in all.

The budget is the document's: the page's two engines each read a share of the pages and count what
they decode, and the shares put back together are cut where one reader's count would have passed
the budget (`past_budget`), so the page and the CLI stop at the same page. Each page's fonts' maps
are released with it, so that what a page decodes does not depend on which pages its reader read
before (a map decoded once and kept would be counted once by one reader, once by each of two).
"""

from __future__ import annotations

from contextlib import contextmanager

from cotacheck.linter.read.text import unread_page_line

#: Decoded bytes (content streams, forms, fonts' maps) one PDF may take in all.
MAX_DECODED = 100 * 1024 * 1024
#: Nested forms walked at most when releasing a page's streams.
_MAX_FORMS = 2000


class BudgetExceeded(Exception):
    """The file's decoded bytes went past its budget."""


class Budget:
    """Decoded bytes spent by one file's reading, against `limit` (`MAX_DECODED` when it was opened)."""

    def __init__(self, limit: int | None = None):
        self.limit, self.spent = MAX_DECODED if limit is None else limit, 0

    def spend(self, size: int) -> None:
        self.spent += size
        if self.spent > self.limit:
            raise BudgetExceeded


_current: list[Budget] = []
_installed = False


def _install() -> None:
    """Count what pypdf's `decode_stream_data` returns (pypdf looks it up on its module at each call)."""
    global _installed
    if _installed:
        return
    from pypdf import filters

    original = filters.decode_stream_data

    def counted(stream):
        data = original(stream)
        if _current:
            _current[-1].spend(len(data))
        return data

    filters.decode_stream_data = counted
    _installed = True


@contextmanager
def counting(budget: Budget):
    """Count the bytes decoded meanwhile against `budget`."""
    _install()
    _current.append(budget)
    try:
        yield budget
    finally:
        _current.pop()


def message(budget: Budget) -> str:
    """Why the pages past the budget were not read (for `text.unread_page_line`)."""
    return f"o PDF passou do limite de {budget.limit // (1024 * 1024)} MB de conteúdo descompactado"


def past_budget(texts: dict[int, str], decoded: dict[int, int]) -> list[int]:
    """One budget for the document, however its pages were shared out between readers: walking the
    pages in order with what each decoded, the first page that takes the sum past `MAX_DECODED` and
    every page after it are not read (their text in `texts` becomes the line saying why), as when one
    reader reads them all. Their indexes."""
    budget, past = Budget(), []
    for number in sorted(texts):
        budget.spent += decoded.get(number, 0)
        if budget.spent > budget.limit:
            texts[number] = unread_page_line(number + 1, message(budget))
            past.append(number)
    return past


def release(page) -> None:
    """Drop the decoded bytes pypdf cached on the page's content streams and on the forms it draws."""
    try:
        contents = page.get("/Contents")
        contents = contents.get_object() if contents is not None else None
        streams = list(contents) if isinstance(contents, list) else [contents]
        forms = _forms(page.get("/Resources"))
        streams += forms + _font_maps([page.get("/Resources"), *(form.get("/Resources") for form in forms)])
    except Exception:  # a broken page: what it decoded is released with the reader
        return
    for stream in streams:
        stream = stream.get_object() if hasattr(stream, "get_object") else stream
        if getattr(stream, "decoded_self", None) is not None:
            stream.decoded_self = None


def _font_maps(resources: list) -> list:
    """The ToUnicode maps of the fonts `resources` name (each a dictionary of resources or a reference)."""
    found = []
    for current in resources:
        current = current.get_object() if hasattr(current, "get_object") else current
        fonts = current.get("/Font") if isinstance(current, dict) else None
        fonts = fonts.get_object() if hasattr(fonts, "get_object") else fonts
        for value in list((fonts or {}).values())[:_MAX_FORMS]:
            font = value.get_object() if hasattr(value, "get_object") else value
            if isinstance(font, dict) and font.get("/ToUnicode") is not None:
                found.append(font["/ToUnicode"])
    return found


def _forms(resources) -> list:
    """The form XObjects reachable from `resources` (nested forms included, each once)."""
    found, seen, pending = [], set(), [resources]
    while pending and len(found) < _MAX_FORMS:
        current = pending.pop()
        current = current.get_object() if hasattr(current, "get_object") else current
        xobjects = current.get("/XObject") if isinstance(current, dict) else None
        xobjects = xobjects.get_object() if hasattr(xobjects, "get_object") else xobjects
        for value in (xobjects or {}).values():
            form = value.get_object() if hasattr(value, "get_object") else value
            if id(form) in seen or not isinstance(form, dict) or form.get("/Subtype") != "/Form":
                continue
            seen.add(id(form))
            found.append(form)
            pending.append(form.get("/Resources"))
    return found
