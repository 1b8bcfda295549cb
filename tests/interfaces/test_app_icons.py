"""The home-screen icons: a check mark (the tool's name) on the site's green, with separate `any` and
`maskable` icons in the manifest; the maskable one full bleed with the mark inside the safe circle, the
`any` one with transparent rounded corners."""

from __future__ import annotations

import json
import struct
import zlib

import pytest

from cotacheck.interfaces.site.app_icons import GREEN, YELLOW
from cotacheck.interfaces.site.offline import write_manifest


def decode(data: bytes) -> tuple[int, list[list[tuple[int, int, int, int]]]]:
    """An 8-bit RGBA PNG with filter 0 on every row (what app_icons writes) → its pixels."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    at, idat, size = 8, b"", 0
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        if kind == b"IHDR":
            size, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert (size, depth, colour) == (height, 8, 6)
        if kind == b"IDAT":
            idat += body
        at += 12 + length
    raw = zlib.decompress(idat)
    stride = 1 + 4 * size
    rows = [raw[r * stride + 1 : (r + 1) * stride] for r in range(size)]
    return size, [[tuple(row[i : i + 4]) for i in range(0, len(row), 4)] for row in rows]


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("icons")
    write_manifest(out)  # draws every PNG once for the module (pure Python: some seconds)
    return out


def test_manifest_has_separate_any_and_maskable_icons(site):
    tmp_path = site
    icons = json.loads((tmp_path / "manifest.webmanifest").read_text(encoding="utf-8"))["icons"]
    purposes = {icon["src"]: icon.get("purpose", "any") for icon in icons}
    assert all(p in ("any", "maskable") for p in purposes.values())  # never "any maskable" on one image
    maskable = [src for src, p in purposes.items() if p == "maskable"]
    assert {"icons/maskable-192.png", "icons/maskable-512.png"} == set(maskable)
    for icon in icons:
        assert (tmp_path / icon["src"]).is_file()
    assert "polyline" in (tmp_path / "icons/icon.svg").read_text(encoding="utf-8")  # the check mark


def test_maskable_is_full_bleed_with_the_mark_in_the_safe_circle(site):
    size, pixels = decode((site / "icons/maskable-192.png").read_bytes())
    assert pixels[0][0] == (*GREEN, 255) and pixels[-1][-1] == (*GREEN, 255)
    mark = [(x, y) for y, row in enumerate(pixels) for x, p in enumerate(row) if p[:3] == YELLOW]
    assert len(mark) > size * size // 40  # a mark one can see, not a dot
    centre = size / 2
    assert all(((x + 0.5 - centre) ** 2 + (y + 0.5 - centre) ** 2) ** 0.5 <= 0.4 * size for x, y in mark)


def test_any_icon_has_transparent_corners_and_the_mark(site):
    size, pixels = decode((site / "icons/icon-512.png").read_bytes())
    assert size == 512 and pixels[0][0][3] == 0 and pixels[256][0][3] == 255
    assert pixels[int(0.69 * size) - 12][int(0.43 * size)][:3] == YELLOW  # the check's bottom
