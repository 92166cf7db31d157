"""Where the stages go and how large they may be: the pure arithmetic of the pipeline."""

from __future__ import annotations

from selfattn_gui.ui.pipeline.flow import best_scale, flow_size, rows_of


def test_rows_take_as_many_items_as_fit_in_order():
    same = [(100, 50)] * 3
    assert rows_of(same, room=250, spacing=10) == [[0, 1], [2]]
    assert rows_of(same, room=320, spacing=10) == [[0, 1, 2]]
    # An item wider than the room gets a row of its own, in its place.
    assert rows_of([(50, 50), (400, 50), (50, 50)], room=300, spacing=10) == [[0], [1], [2]]


def test_rows_break_where_the_flow_is_lowest_not_where_a_row_is_full():
    # Filling rows greedily gives [0, 1] [2, 3]: two rows 200 high.  Putting the two
    # tall ones together costs one row of 200 and two short rows instead.
    sizes = [(100, 40), (100, 200), (100, 200), (100, 40)]
    assert rows_of(sizes, room=210, spacing=10) == [[0], [1, 2], [3]]
    assert flow_size(sizes, room=210, spacing=10) == (210, 40 + 200 + 40 + 2 * 10)
    # Equally low either way: the fewer rows (the greedy ones here).
    assert rows_of([(100, 200), (100, 40), (100, 40)], room=210, spacing=10) == [[0, 1], [2]]


def test_the_flow_is_as_tall_as_its_tallest_item_per_row():
    sizes = [(100, 40), (100, 80), (100, 30)]
    assert flow_size(sizes, room=250, spacing=10) == (210, 80 + 10 + 30)
    assert flow_size([], room=250, spacing=10) == (0.0, 0.0)


def test_the_best_scale_is_the_largest_that_fits():
    sizes = [(100, 50), (100, 50)]  # measured at scale 1
    # Side by side they need 210 × 50 at scale 1: a 420 × 100 room takes scale 2.
    assert best_scale(sizes, room=(420, 100), spacing=10, now=1.0, least=0.5, most=3.0) == 2.0
    # Measured at another scale, the same answer.
    halved = [(50, 25), (50, 25)]
    assert best_scale(halved, room=(420, 100), spacing=10, now=0.5, least=0.5, most=3.0) == 2.0
    # Never above the most, never below the least.
    assert best_scale(sizes, room=(9999, 9999), spacing=10, now=1.0, least=0.5, most=2.5) == 2.5
    assert best_scale(sizes, room=(10, 10), spacing=10, now=1.0, least=0.5, most=2.5) == 0.5


def test_wrapping_to_a_second_row_can_be_the_better_fit():
    # Too wide for one row at scale 2, but two rows of one fit a tall narrow room.
    sizes = [(100, 50), (100, 50)]
    assert best_scale(sizes, room=(200, 210), spacing=10, now=1.0, least=0.5, most=3.0) == 2.0
