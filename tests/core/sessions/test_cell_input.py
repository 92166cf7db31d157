"""What counts as a number in a cell, and how blocks travel through the clipboard."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from selfattn_gui.core.sessions import cell_input
from selfattn_gui.core.sessions.cell_input import (
    CellInputError,
    format_block,
    format_number,
    parse_block,
    parse_cell,
)
from selfattn_gui.core.sessions.numbers_text import exact, fixed, rounded
from selfattn_gui.core.text import set_decimal_point

finite_cells = st.floats(min_value=-1e6, max_value=1e6, allow_nan=False, allow_infinity=False)


# -- one cell ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1.5", 1.5),
        ("-2", -2.0),
        ("1e-3", 0.001),
        ("  3 ", 3.0),
        ("+4", 4.0),
        (".5", 0.5),
        ("7.", 7.0),
        ("-2.5E2", -250.0),
        ("1e6", 1_000_000.0),
        ("-1000000", -1_000_000.0),
        ("\u22123", -3.0),  # the typographic minus sign some programs copy
    ],
)
def test_numbers_are_read(text, expected):
    assert parse_cell(text) == expected


def test_the_locale_decimal_comma_is_read_and_a_point_still_works():
    assert parse_cell("1,5", ",") == 1.5
    assert parse_cell("-0,25", ",") == -0.25
    assert parse_cell("1.5", ",") == 1.5


def test_a_comma_is_not_a_decimal_point_in_an_english_locale():
    with pytest.raises(CellInputError, match="'1,5' is not a number"):
        parse_cell("1,5")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty: type a number"),
        ("   ", "empty: type a number"),
        ("abc", "'abc' is not a number"),
        ("1.2.3", "'1.2.3' is not a number"),
        ("1_000", "'1_000' is not a number"),
        ("0x10", "'0x10' is not a number"),
        ("nan", "must be a finite number"),
        ("-inf", "must be a finite number"),
        ("Infinity", "must be a finite number"),
        ("1000001", "too large: the limit is ±1e6"),
        ("-2e6", "too large: the limit is ±1e6"),
        ("1e400", "too large: the limit is ±1e6"),
    ],
)
def test_bad_cells_are_refused_with_a_helpful_message(text, message):
    with pytest.raises(CellInputError) as refused:
        parse_cell(text)
    assert str(refused.value) == message
    assert isinstance(refused.value, ValueError)


def test_a_long_paragraph_is_shortened_in_the_message():
    with pytest.raises(CellInputError) as refused:
        parse_cell("the quick brown fox jumps over the lazy dog")
    assert len(str(refused.value)) < 50
    assert str(refused.value).startswith("'the quick")


# -- blocks --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "1\t2\n3\t4",
        "1\t2\n3\t4\n",  # LibreOffice and Google Sheets end with a newline
        "1\t2\r\n3\t4\r\n",  # Excel on Windows
        "1\t2\r3\t4",
        " 1 \t2\n3\t 4 \n\n",
    ],
)
def test_spreadsheet_blocks_are_read(text):
    assert parse_block(text) == [[1.0, 2.0], [3.0, 4.0]]


def test_a_copied_column_and_a_line_of_numbers_without_tabs():
    assert parse_block("1\n-2\n0.5\n") == [[1.0], [-2.0], [0.5]]
    assert parse_block("1, 2, 3") == [[1.0, 2.0, 3.0]]
    assert parse_block("1 2   3") == [[1.0, 2.0, 3.0]]
    assert parse_block("1,5 2,5", ",") == [[1.5, 2.5]]
    assert parse_block("1,5;2,5", ",") == [[1.5, 2.5]]


def test_a_decimal_comma_block_from_a_german_spreadsheet():
    assert parse_block("0,5\t-1\n2,25\t1e-3\n", ",") == [[0.5, -1.0], [2.25, 0.001]]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1\t2\n3\n", "row 2 has 1 column but row 1 has 2"),
        ("1\t2\n3\t4\t5\n", "row 2 has 3 columns but row 1 has 2"),
        ("1\t2\n3\tx\n", "row 2, column 2: 'x' is not a number"),
        ("1\t\n", "row 1, column 2: empty: type a number"),
        ("Dear class,\nplease read chapter 4.", "row 1, column 1: 'Dear' is not a number"),
        ("1\t2\n\n3\t4\n", "row 2 is empty"),
        ("1\tnan\n", "row 1, column 2: must be a finite number"),
        ("", "nothing to paste"),
        ("\n \n", "nothing to paste"),
    ],
)
def test_bad_blocks_are_refused_naming_the_place(text, message):
    with pytest.raises(CellInputError) as refused:
        parse_block(text)
    assert str(refused.value).startswith(message)


def test_a_huge_paste_is_refused_before_any_cell_is_read(monkeypatch):
    def must_not_be_called(*args, **kwargs):
        raise AssertionError("cells were read before the size check")

    monkeypatch.setattr(cell_input, "parse_cell", must_not_be_called)
    row = "\t".join(["1"] * 2000)
    with pytest.raises(CellInputError, match="too big: the pasted block has 2000 rows"):
        parse_block("\n".join([row] * 2000) + "\n")
    with pytest.raises(CellInputError, match="too big: row 1 of the pasted block has 2000 columns"):
        parse_block(row)
    with pytest.raises(CellInputError, match="2000 columns"):
        parse_block(" ".join(["1"] * 2000))


def test_the_largest_allowed_block_is_accepted():
    row = "\t".join(["0.5"] * 1024)
    block = parse_block("\n".join([row] * 1024))
    assert len(block) == 1024 and all(len(r) == 1024 for r in block)


# -- writing numbers -----------------------------------------------------------------


def test_numbers_are_written_exactly_and_whole_numbers_without_point_zero():
    assert format_number(2.0) == "2"
    assert format_number(-0.0) == "0"
    assert format_number(0.1) == "0.1"
    assert format_number(1 / 3) == "0.3333333333333333"
    assert format_number(1e-5) == "1e-05"
    assert format_number(-1e6) == "-1000000"
    assert format_number(2.5, ",") == "2,5"


def test_blocks_are_written_as_tab_separated_rows():
    assert format_block([[1.0, 0.5], [-2.0, 0.125]]) == "1\t0.5\n-2\t0.125"
    assert format_block([[0.5]], ",") == "0,5"


@given(finite_cells)
def test_writing_then_reading_a_number_gives_the_same_float(value):
    assert parse_cell(format_number(value)) == value
    assert parse_cell(format_number(value, ","), ",") == value


@given(finite_cells, st.integers(min_value=0, max_value=6), st.sampled_from([".", ","]))
def test_a_cell_reads_back_what_the_window_writes(value, decimals, point):
    """A cell's edit text (every digit) and its shown text (true minus, the learner's
    decimal sign) are both typing a learner may send back."""
    set_decimal_point(point)
    try:
        assert parse_cell(exact(value), point) == value
        assert parse_cell(fixed(value, decimals), point) == rounded(value, decimals)
    finally:
        set_decimal_point(".")


@given(
    st.integers(min_value=1, max_value=6).flatmap(
        lambda width: st.lists(
            st.lists(finite_cells, min_size=width, max_size=width), min_size=1, max_size=6
        )
    )
)
def test_a_copied_block_pastes_back_unchanged(block):
    assert parse_block(format_block(block)) == block
    assert parse_block(format_block(block, ","), ",") == block


def test_check_number_refuses_what_a_matrix_cannot_hold():
    assert cell_input.check_number(3) == 3.0
    with pytest.raises(CellInputError, match="finite"):
        cell_input.check_number(math.nan)
    with pytest.raises(CellInputError, match="too large"):
        cell_input.check_number(-1e7)


@pytest.mark.parametrize(
    ("typed", "value"),
    [("٠٫٥", 0.5), ("−١٫٢٥", -1.25), ("۳", 3.0), ("０．２５", 0.25), ("－２", -2.0)],
)
def test_digits_of_other_scripts_are_read_as_the_numbers_they_are(typed, value):
    """Arabic-Indic digits and the Arabic decimal separator (an Arabic keyboard), and
    full-width digits (a Chinese input method) mean the same numbers."""
    assert parse_cell(typed) == value
