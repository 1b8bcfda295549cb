"""The home-screen icons, drawn at build time: a yellow check mark on the site's green, the mark that
names the tool (cota + check).

Two kinds, as the web app manifest asks: `any` (a rounded square, transparent corners, the mark large)
and `maskable` (full bleed: the launcher cuts its own shape, so the mark stays within the central
circle of 40 % of the size that every mask keeps). PNGs are drawn here, anti-aliased, with no imaging
library (standard library only).
"""

from __future__ import annotations

import struct
import zlib

GREEN = (0x1B, 0x4D, 0x3E)  # the site's header and theme colour
YELLOW = (0xF4, 0xC5, 0x42)
#: The check mark in unit coordinates (0..1 across the icon), and its stroke's width.
MARK = ((0.27, 0.53), (0.43, 0.69), (0.75, 0.35))
STROKE = 0.11
#: Corner radius of the `any` icon, as a share of its size.
CORNER = 0.19
#: The `maskable` icon's mark drawn at this scale around the centre (inside the 40 % safe circle).
MASKABLE_SCALE = 0.8

ICON_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><title>cotacheck</title>'
    f'<rect width="512" height="512" rx="{round(CORNER * 512)}" fill="#1b4d3e"/>'
    '<polyline points="{}" fill="none" stroke="#f4c542" stroke-width="{}" stroke-linecap="round" '
    'stroke-linejoin="round"/></svg>\n'
).format(" ".join(f"{round(x * 512)},{round(y * 512)}" for x, y in MARK), round(STROKE * 512))

#: The manifest's icons: the SVG and two PNGs for `any`, two full-bleed PNGs for `maskable`.
MANIFEST_ICONS = [
    {"src": "icons/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"},
    {"src": "icons/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
    {"src": "icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
    {"src": "icons/maskable-192.png", "sizes": "192x192", "type": "image/png", "purpose": "maskable"},
    {"src": "icons/maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
]


def _segment_distance(px: float, py: float, a: tuple[float, float], b: tuple[float, float]) -> float:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return ((px - ax - t * dx) ** 2 + (py - ay - t * dy) ** 2) ** 0.5


def _coverage(distance: float) -> float:
    """How much of a pixel a shape covers, from the signed distance (pixels) of its centre to the edge."""
    return max(0.0, min(1.0, 0.5 - distance))


def _mix(a: tuple[int, ...], b: tuple[int, ...], t: float) -> tuple[int, ...]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def _corner_distance(x: float, y: float, size: int) -> float:
    """Signed distance (pixels) from a pixel's centre to the rounded square's edge (negative inside)."""
    r = CORNER * size
    cx = min(max(x, r), size - r)
    cy = min(max(y, r), size - r)
    return ((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 - r if (cx, cy) != (x, y) else -min(x, y, size - x, size - y)


def pixels(size: int, maskable: bool) -> list[bytes]:
    """The icon's rows as RGBA bytes (PNG filter byte first)."""
    scale = MASKABLE_SCALE if maskable else 1.0
    points = [((x - 0.5) * scale * size + size / 2, (y - 0.5) * scale * size + size / 2) for x, y in MARK]
    half = STROKE * scale * size / 2
    rows = []
    for row in range(size):
        y = row + 0.5
        out = bytearray(b"\0")
        for column in range(size):
            x = column + 0.5
            near = min(_segment_distance(x, y, points[0], points[1]), _segment_distance(x, y, points[1], points[2]))
            colour = _mix(GREEN, YELLOW, _coverage(near - half))
            alpha = 255 if maskable else round(255 * _coverage(_corner_distance(x, y, size)))
            out += bytes((*colour, alpha))
        rows.append(bytes(out))
    return rows


def png(size: int, maskable: bool = False) -> bytes:
    """The icon as an 8-bit RGBA PNG of `size` × `size` pixels."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(pixels(size, maskable)), 9))
        + chunk(b"IEND", b"")
    )


def write_icons(folder) -> None:
    """icon.svg, icon-192/512.png (`any`) and maskable-192/512.png into `folder`."""
    folder.mkdir(exist_ok=True)
    (folder / "icon.svg").write_text(ICON_SVG, encoding="utf-8")
    for size in (192, 512):
        (folder / f"icon-{size}.png").write_bytes(png(size))
        (folder / f"maskable-{size}.png").write_bytes(png(size, maskable=True))
