"""The rectangles a table repaints after a new result: every changed cell, few others."""

from __future__ import annotations

import numpy as np
import pytest

from selfattn_gui.ui.editors.changed_cells import MOST_BLOCKS, DrawnCells, changed_blocks


def _covered(blocks) -> set[tuple[int, int]]:
    return {
        (row, column)
        for top, left, bottom, right in blocks
        for row in range(top, bottom + 1)
        for column in range(left, right + 1)
    }


def _cells(mask: np.ndarray) -> set[tuple[int, int]]:
    return {(int(r), int(c)) for r, c in zip(*np.nonzero(mask), strict=True)}


def test_nothing_changed_gives_no_rectangle() -> None:
    old = np.arange(12.0).reshape(3, 4)
    assert changed_blocks(old, old.copy()) == []


def test_one_cell_one_row_and_a_row_with_its_column() -> None:
    old = np.zeros((5, 5))
    one = old.copy()
    one[2, 3] = 1.0
    assert changed_blocks(old, one) == [(2, 3, 2, 3)]
    row = old.copy()
    row[1] = 1.0
    assert changed_blocks(old, row) == [(1, 0, 1, 4)]
    cross = old.copy()  # the scores after an edit of token 2: its row and its column
    cross[2, :] = 1.0
    cross[:, 2] = 1.0
    blocks = changed_blocks(old, cross)
    assert len(blocks) == 3
    assert _covered(blocks) == _cells(cross != old)


@pytest.mark.parametrize("seed", range(5))
def test_scattered_changes_are_all_covered(seed: int) -> None:
    rng = np.random.default_rng(seed)
    old = rng.normal(size=(12, 7))
    new = np.where(rng.random(old.shape) < 0.2, old + 1.0, old)
    blocks = changed_blocks(old, new)
    assert len(blocks) <= MOST_BLOCKS
    assert _cells(new != old) <= _covered(blocks)


def test_a_nan_counts_as_changed_and_infinities_as_equal() -> None:
    old = np.array([[np.nan, -np.inf], [1.0, 2.0]])
    assert changed_blocks(old, old.copy()) == [(0, 0, 0, 0)]


def test_drawn_cells_repaint_everything_while_pinned_and_once_after() -> None:
    first = np.zeros((2, 2))
    drawn = DrawnCells(first)
    assert drawn.to_repaint(first, None) == []
    second = first.copy()
    second[1, 1] = 1.0
    assert drawn.to_repaint(second, None) == [(1, 1, 1, 1)]
    assert drawn.to_repaint(second, first) is None  # pinned: every cell's second line
    assert drawn.to_repaint(second, None) is None  # the pin lifted: its lines go
    assert drawn.to_repaint(second, None) == []
