"""Chart ticks write numbers with the language's decimal point, like the cells."""

from __future__ import annotations

from selfattn_gui.core import text
from selfattn_gui.ui.plots.pg import pg
from selfattn_gui.ui.plots.plot_style import style_axis


def test_a_styled_axis_writes_a_decimal_comma_in_a_comma_language(qapp):
    axis = pg.AxisItem("left")
    style_axis(axis, "#000000", 1.0)
    assert axis.tickStrings([0.5, 1.5], 1.0, 0.5) == ["0.5", "1.5"]
    text.set_decimal_point(",")
    try:
        assert axis.tickStrings([0.5, 1.5], 1.0, 0.5) == ["0,5", "1,5"]
        assert axis.tickStrings([-2.0, 4.0], 1.0, 2.0) == ["\u22122", "4"]  # a true minus
    finally:
        text.set_decimal_point(".")
