"""A PDF's file structure read as a viewer reads it, the same in CPython and in the page.

* Offsets (startxref, /Prev, an xref entry, a /Length) past the end of the file are invalid before
  any seek: `BoundedBytes` keeps every seek and read within the file, so an offset of 2³¹ or more,
  which CPython would follow to nothing and Pyodide's 32-bit `BytesIO` would refuse with an
  OverflowError, leads nowhere in both alike.
* An incremental update whose xref entry points beside its object (a broken entry) made pypdf fall
  back to the first definition of that object in the file, the old revision, while viewers show the
  last one: `repair_xref` points each such entry at the object's last definition.
* `revisions` counts the revisions a file holds (one per incremental update), so a note can say the
  last one was read.
"""

from __future__ import annotations

import io
import re

#: Entries repaired at most (a hostile file may list millions of objects).
MAX_REPAIRS = 100_000


class BoundedBytes(io.BytesIO):
    """A BytesIO whose seeks and reads never go past the end of the data: beyond it there is nothing
    to read in CPython anyway, and in Pyodide such an offset does not fit a C ssize_t."""

    def __init__(self, data: bytes):
        super().__init__(data)
        self.size = len(data)

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        if (0, self.tell(), self.size)[whence] + offset > self.size:
            return super().seek(self.size)
        return super().seek(offset, whence)

    def read(self, size: int | None = -1) -> bytes:
        return super().read(-1 if size is None or size > self.size else size)


_HEADER = re.compile(rb"\s*(\d+)\s+(\d+)\s+obj\b")


def repair_xref(reader, data: bytes, revisions: int = 1) -> int:
    """Point the xref entries that miss their object ("N G obj" not at the offset, or an offset past
    the file) at the object's last definition in the file, as a viewer rebuilding the table would;
    in a file of several revisions, objects pypdf dropped from its table for such an entry (it would
    then find their first, older definition) get their last one too. Returns how many were set."""
    xref = getattr(reader, "xref", None)
    if not isinstance(xref, dict):
        return 0
    broken = [
        (generation, number)
        for generation, entries in xref.items()
        for number, offset in entries.items()
        if not _points_at(data, offset, number, generation)
    ]
    if not broken and revisions < 2:
        return 0
    definitions = _definitions(data)
    in_streams = getattr(reader, "xref_objStm", {})
    wanted = broken + [key for key in definitions if key[1] not in xref.get(key[0], {}) and key[1] not in in_streams]
    repaired = 0
    for generation, number in wanted[:MAX_REPAIRS]:
        if (generation, number) in definitions:
            xref.setdefault(generation, {})[number] = definitions[(generation, number)]
            repaired += 1
    return repaired


def _points_at(data: bytes, offset, number: int, generation: int) -> bool:
    found = _HEADER.match(data, offset) if isinstance(offset, int) and 0 <= offset < len(data) else None
    return bool(found) and int(found.group(1)) == number and int(found.group(2)) == generation


def _definitions(data: bytes) -> dict[tuple[int, int], int]:
    """Where each object is last defined in the file, by (generation, number), in one pass."""
    return {(int(m.group(2)), int(m.group(1))): m.start() for m in _ANY_HEADER.finditer(data)}


_ANY_HEADER = re.compile(rb"(?<![0-9])([0-9]{1,10})[ \t\r\n\f\x00]+([0-9]{1,5})[ \t\r\n\f\x00]+obj\b")


def revisions(data: bytes) -> int:
    """How many revisions the file holds: the original, and each update appended after an end-of-file
    marker that defines objects (a section that only adds a cross-reference stream, as Word writes, is
    no revision; nor is the first-page section of a linearized file)."""
    ends = [found.end() for found in re.finditer(rb"%%EOF", data)]
    updates = sum(1 for start, end in zip(ends, ends[1:]) if _ANY_HEADER.search(data, start, end))
    if updates and b"/Linearized" in data[:2048]:
        updates -= 1
    return 1 + updates
