"""Numbers in sentences are written with the learner's decimal point.

With a decimal comma the items of a list are parted by "; ", so that a vector of two
numbers never reads like four.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from selfattn_gui.core import Head, Session
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.maths.cost import readable_bytes
from selfattn_gui.core.sessions.numbers_text import (
    equals,
    factor,
    fmt,
    is_exact,
    significant,
    sum_text,
    vector,
    whole,
)
from selfattn_gui.core.teaching.explain import explain_cell
from selfattn_gui.core.teaching.walkthrough import describe_step
from selfattn_gui.core.text import decimal_point, set_decimal_point


@pytest.fixture
def decimal_comma() -> Iterator[None]:
    before = decimal_point()
    set_decimal_point(",")
    yield
    set_decimal_point(before)


def cat_sat_mat() -> Session:
    X = np.array([[1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0], [1.0, 1.0, 0.0, 0.0]])
    rng = np.random.default_rng(0)
    W_q, W_k, W_v = (rng.integers(-1, 2, size=(4, 2)).astype(float) for _ in range(3))
    return Session(("cat", "sat", "mat"), X, (Head(W_q, W_k, W_v),))


def test_a_point_by_default() -> None:
    assert fmt(-1.41421) == "−1.41"
    assert vector([0.5, -1.25]) == "[0.50, −1.25]"


@pytest.mark.usefixtures("decimal_comma")
def test_a_decimal_comma_in_numbers_and_a_semicolon_between_them() -> None:
    assert fmt(-1.41421) == "−1,41"
    assert fmt(0.0031) == "0,0031"
    assert fmt(2.0) == "2"
    assert equals(0.5) == "= 0,50" and equals(2**0.5) == "≈ 1,41"
    assert is_exact(0.25) and not is_exact(1 / 3)
    assert factor(-0.5) == "(−0,50)"
    assert sum_text([fmt(0.5), fmt(1.25)]) == "0,50 + 1,25"
    assert vector([0.5, -1.25]) == "[0,50; −1,25]"


@pytest.mark.usefixtures("decimal_comma")
def test_the_walkthrough_and_an_explanation_write_decimal_commas() -> None:
    session = cat_sat_mat()
    result = compute(session)
    softmax = describe_step(3, session, result, 1).text
    assert '"cat" 0,77; "sat" 0,05; "mat" 0,19' in softmax
    mix = describe_step(4, session, result, 0).text
    assert "0,50·[−1; 1] + 0,25·[1; 0] + 0,25·[0; 1] ≈ [−0,26; 0,75]" in mix
    weight = explain_cell(session, result, "weights", 1, 0).text
    assert "0,77" in weight and "0.77" not in weight


def test_hover_numbers_counts_and_sizes_follow_the_decimal_point() -> None:
    assert significant(-0.0024371) == "−0.002437"
    assert whole(16384) == "16,384"
    assert readable_bytes(4096) == "4.1 kB"
    set_decimal_point(",")
    try:
        assert significant(-0.0024371) == "−0,002437"
        # "16,384" would read as sixteen and a bit where the comma is the decimal point
        assert whole(16384) == "16\u202f384"
        assert readable_bytes(4096) == "4,1 kB"
    finally:
        set_decimal_point(".")
