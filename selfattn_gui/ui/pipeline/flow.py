"""Where the stages go: left to right, wrapping to a new row, and how large they can be.

Pure arithmetic on sizes (no widgets), so the layout and the fit can be tested on
their own.  A size is ``(width, height)`` in pixels.
"""

from __future__ import annotations

from collections.abc import Sequence

Size = tuple[float, float]


def rows_of(widths: Sequence[float], room: float, spacing: float) -> list[list[int]]:
    """Indices of the items in each row: as many per row as fit in ``room``, in order.

    An item wider than the room gets a row of its own (it is then clipped or scrolled).
    """
    rows: list[list[int]] = []
    used = 0.0
    for index, width in enumerate(widths):
        if rows and used + spacing + width <= room:
            rows[-1].append(index)
            used += spacing + width
        else:
            rows.append([index])
            used = width
    return rows


def flow_size(sizes: Sequence[Size], room: float, spacing: float) -> tuple[float, float]:
    """The (width, height) the items take when flowed into rows ``room`` wide."""
    if not sizes:
        return 0.0, 0.0
    rows = rows_of([w for w, _ in sizes], room, spacing)
    width = max(sum(sizes[i][0] for i in row) + spacing * (len(row) - 1) for row in rows)
    height = sum(max(sizes[i][1] for i in row) for row in rows) + spacing * (len(rows) - 1)
    return width, height


def best_scale(
    sizes: Sequence[Size],
    room: Size,
    spacing: float,
    now: float,
    least: float,
    most: float,
) -> float:
    """The largest scale in ``[least, most]`` at which the items fit into ``room``.

    ``sizes`` were measured at scale ``now``; an item's size is taken to grow in
    proportion to the scale (text, cells and margins are all sized from the font).
    Scales are tried in 5 % steps; ``least`` when even that does not fit.
    """
    if not sizes or now <= 0:
        return most
    scale = most
    while scale > least:
        factor = scale / now
        grown = [(w * factor, h * factor) for w, h in sizes]
        width, height = flow_size(grown, room[0], spacing)
        if width <= room[0] and height <= room[1]:
            return scale
        scale = round(scale - 0.05, 4)
    return least
