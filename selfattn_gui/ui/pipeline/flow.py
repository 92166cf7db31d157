"""Where the stages go: left to right, wrapping to a new row, and how large they can be.

Pure arithmetic on sizes (no widgets), so the layout and the fit can be tested on
their own.  A size is ``(width, height)`` in pixels.
"""

from __future__ import annotations

from collections.abc import Sequence

Size = tuple[float, float]


def rows_of(sizes: Sequence[Size], room: float, spacing: float) -> list[list[int]]:
    """Indices of the items in each row, in order: the row breaks that make the flow lowest.

    Every row fits in ``room`` across (an item wider than the room gets a row of its
    own, then clipped or scrolled); a row is as tall as its tallest item.  Filling each
    row greedily is not the lowest flow: a short item that would end a row of tall ones
    can instead start a row of short ones.  So every way of breaking the items into
    rows that keeps their order is weighed (by dynamic programming: the lowest flow of
    the first ``end`` items is the lowest flow of some first ``start`` plus one row
    ``start .. end``), and of two equally low flows the one with fewer rows is taken.
    """
    count = len(sizes)
    # lowest[end]: (height, number of rows) of the lowest flow of the first ``end`` items, and
    # where its last row starts
    lowest: list[tuple[float, int]] = [(0.0, 0)] + [(float("inf"), 0)] * count
    last_start = [0] * (count + 1)
    for end in range(1, count + 1):
        width = -spacing
        tallest = 0.0
        for start in range(end - 1, -1, -1):  # the last row grows to the left
            width += spacing + sizes[start][0]
            tallest = max(tallest, sizes[start][1])
            if width > room and start < end - 1:
                break
            height, count_before = lowest[start]
            flow = (height + tallest + (spacing if count_before else 0.0), count_before + 1)
            if flow < lowest[end]:
                lowest[end], last_start[end] = flow, start
    rows: list[list[int]] = []
    end = count
    while end > 0:
        rows.insert(0, list(range(last_start[end], end)))
        end = last_start[end]
    return rows


def flow_size(sizes: Sequence[Size], room: float, spacing: float) -> tuple[float, float]:
    """The (width, height) the items take when flowed into rows ``room`` wide."""
    if not sizes:
        return 0.0, 0.0
    rows = rows_of(sizes, room, spacing)
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
    Scales are told apart to 1 %; ``least`` when even that does not fit.  What fits at
    a scale fits at every smaller one (the same rows, each smaller), so the largest is
    found by halving the range in between.
    """
    if not sizes or now <= 0:
        return most

    def fits(scale: float) -> bool:
        factor = scale / now
        grown = [(w * factor, h * factor) for w, h in sizes]
        width, height = flow_size(grown, room[0], spacing)
        return width <= room[0] and height <= room[1]

    # in hundredths: ``low`` fits (or is the least), ``high`` does not
    low, high = round(least * 100), round(most * 100)
    if fits(high / 100):
        return most
    while high - low > 1:
        middle = (low + high) // 2
        if fits(middle / 100):
            low = middle
        else:
            high = middle
    return low / 100
