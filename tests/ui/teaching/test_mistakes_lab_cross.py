"""The mistakes lab in a cross session: its columns are the source's keys, however many.

Found by the random monkey: with the lab open on ``cross-translation``, removing a
target token raised "labels do not match shape (2, 3)", the lab having labelled its
key columns with the target's tokens.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction
from window_waits import settle

from selfattn_gui.ui.plots.heatmap import MatrixHeatmap


@pytest.fixture
def app(qtbot, open_app):
    return open_app(qtbot, "cross-translation")


def test_removing_a_target_token_keeps_the_lab_drawing_every_source_key(qtbot, app):
    window = app.window
    session = window.document.session
    assert session.source is not None and session.n_tokens == len(session.source.tokens)
    action = window.findChild(QAction, "action.mistakes_lab")
    if not action.isChecked():
        action.trigger()
    settle(qtbot, window)
    window.findChild(QAction, "action.remove_token").trigger()
    settle(qtbot, window)
    keys = len(window.document.session.source.tokens)
    assert window.document.session.n_tokens == keys - 1
    for name in ("heatmap.mistake_right", "heatmap.mistake_wrong"):
        heatmap = window.findChild(MatrixHeatmap, name)
        assert heatmap.isVisible()
        assert heatmap.matrix_shape() == (keys - 1, keys)  # queries × the source's keys
