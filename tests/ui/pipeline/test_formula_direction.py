"""In Arabic the window mirrors, but a stage title's formula keeps its factors in the
order of the cards: "الأوزان·V" with the weights on the left of V, as in English."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextLayout, QTextLine
from PySide6.QtWidgets import QApplication, QLabel

from selfattn_gui.ui.foundation import language
from selfattn_gui.ui.pipeline.formula_direction import formula_left_to_right


def span(label: QLabel, part: str) -> tuple[float, float]:
    """Where ``part`` of the label's text lies on its line, in pixels from the left (the
    label's font and direction, one line however long)."""
    text = label.text()
    layout = QTextLayout(text, label.font())
    option = layout.textOption()
    option.setTextDirection(label.layoutDirection())
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(10_000)
    layout.endLayout()
    start = text.index(part)
    # Which letter is under each pixel (cursor positions are ambiguous where the
    # direction changes; the letter hit at a pixel is not).
    on = QTextLine.CursorPosition.CursorOnCharacter
    xs = [
        x
        for x in range(int(line.naturalTextWidth()) + 1)
        if start <= line.xToCursor(x + 0.5, on) < start + len(part)
    ]
    return min(xs), max(xs)


def left_of(label: QLabel, first: str, then: str) -> bool:
    return span(label, first)[1] <= span(label, then)[0] + 1


@pytest.fixture
def arabic():
    app = QApplication.instance()
    installed = language.install(app, "ar")
    yield
    language.uninstall(app, installed)


def test_arabic_formulas_keep_the_order_of_the_cards(arabic, open_app, qtbot):
    window = open_app(qtbot).window
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    stages = window.pipeline.stages
    head = stages["output"].title
    assert "الأوزان·V" in head.text()
    # weights · V: the weights (left card) on the left, as the product is computed
    assert left_of(head, "الأوزان", "V")
    scaled = stages["scaled"].title
    assert left_of(scaled, "الدرجات", "d_k")
    residual = stages["residual"].title
    assert left_of(residual, "X", "الانتباه")
    # the name still opens the title on the right, before its "="
    assert left_of(residual, "X", "المتبقية")


def test_a_title_without_a_formula_or_in_english_is_left_as_it_is():
    assert formula_left_to_right("head output = weights·V") == "head output = weights·V"
    softmax = "الأوزان = softmax لكل صف (مجموع الصفوف 1)"
    assert formula_left_to_right(softmax) == softmax  # words, not a formula
    assert formula_left_to_right("X: متجهات الرموز") == "X: متجهات الرموز"


def test_a_remark_in_brackets_stays_in_the_sentence_and_numbers_stay_in_the_formula():
    off = formula_left_to_right("مخرج الرأس = الأوزان·V (الرأس 2 مطفأ: مُستبعَد)")
    assert off == "مخرج الرأس = \u2066الأوزان·V\u2069 (الرأس 2 مطفأ: مُستبعَد)"
    root = formula_left_to_right("المحجّمة = الدرجات ÷ √d_k (√2 = 1.41)")
    assert root == "المحجّمة = \u2066الدرجات ÷ √d_k (√2 = 1.41)\u2069"
