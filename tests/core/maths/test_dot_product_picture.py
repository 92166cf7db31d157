"""The geometry of q·k for the 2-D picture, checked against sums written out by hand."""

from __future__ import annotations

import math

import numpy as np
import pytest

from selfattn_gui.core.maths.dot_product_picture import (
    angle_between,
    moved_weights,
    shadow,
)


def dot(a, b) -> float:
    return sum(float(x) * float(y) for x, y in zip(a, b, strict=True))


def test_the_shadow_of_sat_falls_behind_its_own_key():
    query, key = np.array([-1.0, -2.0]), np.array([1.0, 2.0])  # lesson 4.8's "sat"
    foot = shadow(query, key)
    assert foot == pytest.approx([-1.0, -2.0])  # straight back: the query itself
    # The shadow's signed length times |k| is the score −5.
    signed = math.copysign(math.hypot(*foot), dot(foot, key))
    assert signed * math.hypot(*key) == pytest.approx(-5.0)
    assert angle_between(query, key) == pytest.approx(180.0)


def test_shadow_and_angle_of_an_ordinary_pair():
    query, key = np.array([2.0, 1.0]), np.array([0.0, 3.0])
    assert shadow(query, key) == pytest.approx([0.0, 1.0])  # the query's height
    expected = math.degrees(math.acos(3.0 / (math.sqrt(5.0) * 3.0)))
    assert angle_between(query, key) == pytest.approx(expected)
    assert shadow(query, np.zeros(2)) == pytest.approx([0.0, 0.0])
    assert angle_between(query, np.zeros(2)) is None


def test_moved_weights_puts_the_row_where_it_is_dropped_and_changes_only_its_rows():
    rng = np.random.default_rng(3)
    weights = rng.integers(-2, 3, size=(4, 2)).astype(float)
    row = np.array([0.0, 1.0, 0.0, 1.0])
    target = np.array([0.5, -1.25])
    moved = moved_weights(weights, row, target)
    for column in range(2):
        assert dot(row, moved[:, column]) == pytest.approx(target[column])
    assert np.array_equal(moved[[0, 2]], weights[[0, 2]])  # features the row lacks
    # The smallest change: the same amount on each of the two features the row has.
    change = moved - weights
    assert change[1] == pytest.approx(change[3])


def test_moved_weights_refuses_a_zero_row():
    with pytest.raises(ValueError, match="all zeros"):
        moved_weights(np.ones((3, 2)), np.zeros(3), np.array([1.0, 0.0]))
