"""What a viewer shows of a page: text placed outside its visible box is not read, and a page whose
text extraction failed is told apart from one that has no text.

Text drawn outside the page's CropBox (within its MediaBox) never appears in a viewer, yet pypdf
extracts it; a hostile or careless file can hide a whole vacancy table there. `VisiblePage` stands in
for the page during extraction and watches every text run through pypdf's text visitor; when a run
lay outside the box, the page is read again keeping only the runs inside, by position (the reading
`pdf_layout` gives a table), and a note says how many runs were left out.

`extraction_failed` tells "this page has no text operators" (a scan) from "its dictionary or its
content stream could not be read", which a broken MediaBox or a /Length loop make look the same.
"""

from __future__ import annotations

import math
import re

from cotacheck.linter.read.pdf_layout import Rule, merged_cells, page_runs, row_text, rows

#: Points a run may stick out of the box and still be visible (glyphs reach past their origin).
_MARGIN = 2.0


def visible_box(page) -> tuple[float, float, float, float] | None:
    """The CropBox cut to the MediaBox as (x0, y0, x1, y1), or None when the boxes are unreadable or
    not finite (then nothing is filtered)."""
    try:
        boxes = [
            [float(v) for v in (box.left, box.bottom, box.right, box.top)] for box in (page.mediabox, page.cropbox)
        ]
    except Exception:
        return None
    (mx0, my0, mx1, my1), (cx0, cy0, cx1, cy1) = (
        (min(b[0], b[2]), min(b[1], b[3]), max(b[0], b[2]), max(b[1], b[3])) for b in boxes
    )
    box = (max(mx0, cx0), max(my0, cy0), min(mx1, cx1), min(my1, cy1))
    if not all(math.isfinite(v) for v in box) or box[0] >= box[2] or box[1] >= box[3]:
        return None
    return box


def _inside(box, text: str, cm, tm, font_size) -> bool:
    """Whether an upright run's origin and its estimated extent meet the box (rotated runs count as inside)."""
    _, b, c, d, e, f = tm
    ca, cb, cc, cd, ce, cf = cm
    if abs(b) > 1e-6 or abs(c) > 1e-6 or abs(cb) > 1e-6 or abs(cc) > 1e-6:
        return True
    x, y = e * ca + f * cc + ce, e * cb + f * cd + cf
    size = abs((font_size or 1) * d * cd) or 1.0
    width = 0.45 * size * len(text.strip())
    x0, y0, x1, y1 = box
    return x + width >= x0 - _MARGIN and x <= x1 + _MARGIN and y + size >= y0 - _MARGIN and y <= y1 + _MARGIN


class VisiblePage:
    """The page as the readers see it, whose text runs are checked against its visible box as they
    are extracted (`hidden`: the runs with text found outside it)."""

    def __init__(self, page):
        self.page, self.box, self.hidden = page, visible_box(page), 0

    def __getattr__(self, name):
        return getattr(self.page, name)

    def __getitem__(self, key):
        return self.page[key]

    def extract_text(self, *args, visitor_text=None, **kwargs):
        box = self.box
        if box is None:
            return self.page.extract_text(*args, visitor_text=visitor_text, **kwargs)

        def watch(text, cm, tm, font_dict, font_size):
            if text.strip() and not _inside(box, text, cm, tm, font_size):
                self.hidden += 1
            if visitor_text is not None:
                visitor_text(text, cm, tm, font_dict, font_size)

        return self.page.extract_text(*args, visitor_text=watch, **kwargs)

    def text_inside(self) -> str:
        """The page's text from the runs inside its box only, by position (table borders kept)."""
        rules: list[Rule] = []
        runs, _, _ = page_runs(_Filtered(self.page, self.box), rules)
        return "\n".join(text for text in (row_text(row) for row in merged_cells(rows(runs), rules)) if text)


class _Filtered:
    """A page whose text visitor is shown only the runs inside `box`."""

    def __init__(self, page, box):
        self.page, self.box = page, box

    def extract_text(self, *args, visitor_text=None, **kwargs):
        def inside(text, cm, tm, font_dict, font_size):
            if _inside(self.box, text, cm, tm, font_size):
                visitor_text(text, cm, tm, font_dict, font_size)

        return self.page.extract_text(*args, visitor_text=inside, **kwargs)


_CONTENTS_KEY = re.compile(rb"/Contents\b")


def extraction_failed(reader, page, data: bytes) -> bool:
    """Whether a page that gave no text names content its reading could not reach: the page object's
    bytes say /Contents, but the parsed page has none, or its content stream cannot be decoded."""
    try:
        contents = page.get("/Contents")
        contents = contents.get_object() if contents is not None else None
        if contents is not None:
            for stream in list(contents) if isinstance(contents, list) else [contents]:
                stream.get_object().get_data()
            return False
    except Exception:
        return True
    reference = getattr(page, "indirect_reference", None)
    offset = (
        getattr(reader, "xref", {}).get(getattr(reference, "generation", 0), {}).get(getattr(reference, "idnum", -1))
    )
    if not isinstance(offset, int) or not 0 <= offset < len(data):
        return False
    end = data.find(b"endobj", offset, offset + 1_000_000)
    return bool(_CONTENTS_KEY.search(data, offset, end if end != -1 else offset + 4096))
