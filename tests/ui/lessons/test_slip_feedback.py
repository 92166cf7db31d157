"""The question box names a common slip as a learner types it, in plain text, and allows
another try; a right answer near a slip is still right."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QLabel
from shipped_lessons import lesson

from selfattn_gui.core.lessons.lesson_predict import Predict
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions import edits, presets
from selfattn_gui.model.document import Document
from selfattn_gui.ui.lessons.lesson_boxes import PredictBox
from selfattn_gui.ui.lessons.lesson_summary import how_close

MAT_ON_CAT = {"quantity": "weight", "query": "mat", "key": "cat"}


@pytest.fixture
def box(qtbot):
    """A question box on cat-sat-mat whose token sat is called "<b>sat</b>" (a label a
    session file may hold: it must reach the learner as it is, never as bold)."""
    session = edits.rename_token(presets.load_preset("cat-sat-mat"), 1, "<b>sat</b>")
    document = Document(session)
    widget = PredictBox(document)
    qtbot.addWidget(widget)
    widget.set_predict(Predict("Mat on cat?", MAT_ON_CAT))
    widget.show()
    qtbot.waitExposed(widget)
    yield widget, compute(session).heads[0].weights  # (3, 3): cat, sat, mat
    document.deleteLater()


def check(qtbot, box: PredictBox, text: str) -> str:
    box.edit.selectAll()
    qtbot.keyClicks(box.edit, text)
    qtbot.keyClick(box.edit, Qt.Key.Key_Return)
    label = box.findChild(QLabel, "label.reveal")
    return QTextDocumentFragment.fromHtml(label.text()).toPlainText()


def test_another_keys_weight_is_named_and_another_try_allowed(qtbot, box):
    box, weights = box
    on_sat = f"{weights[2, 1]:.2f}"  # what the heatmap shows for mat → sat
    said = check(qtbot, box, on_sat)
    assert "That is the weight of mat on <b>sat</b>, not on cat." in said
    assert "Try again, or Reveal" in said and "The answer is" not in said
    assert box.edit.isEnabled() and not box.revealed
    said = check(qtbot, box, "-2")  # mat · cat, the raw score
    assert "raw score" in said
    right = check(qtbot, box, f"{weights[2, 0]:.2f}")
    assert "✓" in right and box.revealed


def test_the_reveal_after_a_slip_says_which_one(qtbot, box):
    box, weights = box
    check(qtbot, box, f"{1 - weights[2, 0]:.3f}")
    box.reveal_button.click()
    said = QTextDocumentFragment.fromHtml(box.result.text()).toPlainText()
    assert "The answer is" in said and "1 minus the answer" in said


def test_the_summary_calls_close_only_what_the_question_box_did():
    """Lesson 14's accuracy of none of nine: 0.05 and −0.004 were wrong in the box, so the
    summary may not call them "close enough"; 0.005 was right."""
    les = lesson("14-trained-heads")
    step = next(
        i
        for i, s in enumerate(les.steps)
        if s.predict is not None and s.predict.answer["quantity"] == "next_token_accuracy"
    )
    assert how_close(les, step, 0.005, 0.0) == "close enough"
    assert how_close(les, step, 0.05, 0.0).startswith("off by")
    assert how_close(les, step, -0.004, 0.0).startswith("off by")
