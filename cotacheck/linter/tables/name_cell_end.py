"""Where a name cell ends in a grid read by position (`layout_grid`): a name printed a single space before
the next text column's cell ("Professor de Nível Superior Médio", the level column's label starting at
"Médio") is one run of words, and taken whole it widens the name column over that text column, so that
every row's cell under it ("Médio", "Superior") joins the names. A run of words starting under the name
column is parted where a text column's label after it starts, at a space: the words from there are that
column's cell. A run over two labels or more is a sentence across the table (a note), left whole."""

from __future__ import annotations


def parted(pieces: list, columns: list, name: int, counts) -> list:
    """`pieces` ((start, end, text, ...) runs of a line), a run of words over the name column and the
    start of a later text column's label cut in two there; `counts`: the kinds of the count columns."""
    starts = [c.x0 for c in columns[name + 1 :] if c.kind not in counts and c.kind != "name"]
    if not starts:
        return pieces
    out = []
    for piece in pieces:
        x0, x1, text = piece[:3]
        if not (columns[name].x0 - 2 <= x0 <= columns[name].x1):
            out.append(piece)
            continue
        inside = [start for start in starts if x0 < start < x1]
        k = inside[0] - x0 if len(inside) == 1 else 0  # over two labels or more: a sentence, left whole
        if 1 < k < len(text) and text[k - 1] == " " and text[k] != " ":
            out.append((x0, x0 + k - 1, text[: k - 1], *piece[3:]))
            x0, text = inside[0], text[k:]
        out.append((x0, x1, text, *piece[3:]))
    return out
