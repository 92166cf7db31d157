"""Layer norm in the window, and the residual stream followed from layer to layer.

The numbers are compared with the stack worked out by hand (``stack_by_hand``: plain
loops, the mean and the spread of each row summed out) from the session as its file
spells it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolButton
from stack_by_hand import normalise, stack
from stack_window import as_file, choose_layer, click, close, open_two_layers, shown, title, undo
from table_keys import table, type_into
from window_waits import settle

TITLE = "LayerNorm: each row to mean 0, spread 1, then × gain + bias"


@pytest.fixture
def app(qtbot, open_app):
    return open_two_layers(qtbot, open_app)


def switch_layer_norm(qtbot, window):
    """A click on the toolbar's LayerNorm switch."""
    click(qtbot, window, "button.layer_norm")


def test_layer_norm_on_layer_2_is_a_stage_before_the_ws_with_gain_1_and_bias_0(qtbot, window):
    document = window.document
    layer_1 = document.session.layers[0]
    choose_layer(qtbot, window, 2)
    stage = window.pipeline.stages["layer_norm"]
    assert not stage.isVisible()
    switch_layer_norm(qtbot, window)

    assert document.undo_stack.undoText() == "LayerNorm on (layer 2)"
    assert window.findChild(QAction, "toggle.layer_norm").isChecked()
    assert document.session.layers[0].equals(layer_1)
    assert stage.isVisible() and title(window, "layer_norm") == TITLE
    data = as_file(document.session)
    width = len(data["W_U"])
    assert data["layers"][1]["layer_norm"] == {"gain": [1.0] * width, "bias": [0.0] * width}
    gain_and_bias = table(window, "editor.layer_norm").model()
    assert [gain_and_bias.headerData(r, Qt.Orientation.Vertical) for r in range(2)] == [
        "gain",
        "bias",
    ]
    by_hand = stack(data)
    H = by_hand[1]["input"]  # layer 1's output
    close(shown(window, "view.normalised"), normalise(H, [1.0] * width, [0.0] * width))
    close(shown(window, "view.Q"), by_hand[1]["heads"][0]["Q"])  # the heads read LN(H²)
    close(shown(window, "view.weights"), by_hand[1]["heads"][0]["weights"])
    close(shown(window, "view.residual"), by_hand[1]["output"])  # H² + attention output
    assert title(window, "qkv").startswith("Q, K, V = LN(H²)·W")

    choose_layer(qtbot, window, 1)  # layer 1 has none: no stage, the switch is off
    assert not stage.isVisible()
    assert not window.findChild(QAction, "toggle.layer_norm").isChecked()


def test_gain_and_bias_are_typed_one_undo_step_each(qtbot, window):
    document = window.document
    choose_layer(qtbot, window, 2)
    switch_layer_norm(qtbot, window)
    steps = document.undo_stack.count()
    editor = table(window, "editor.layer_norm")
    type_into(qtbot, editor, 0, 2, "2")  # gain of feature 3
    type_into(qtbot, editor, 1, 0, "0.5")  # bias of feature 1
    settle(qtbot, window)
    assert document.undo_stack.count() == steps + 2

    data = as_file(document.session)
    norm = data["layers"][1]["layer_norm"]
    assert norm["gain"][2] == 2.0 and norm["bias"][0] == 0.5
    by_hand = stack(data)
    close(shown(window, "view.normalised"), by_hand[1]["normalised"])
    close(shown(window, "view.Q"), by_hand[1]["heads"][0]["Q"])
    close(shown(window, "view.residual"), by_hand[1]["output"])

    undo(qtbot, window)
    undo(qtbot, window)
    undo(qtbot, window)  # the switch itself
    assert document.session.layers[1].layer_norm is None
    assert not window.pipeline.stages["layer_norm"].isVisible()


def test_a_query_explained_after_a_layer_norm_reads_the_normalised_row(app, window, qtbot):
    choose_layer(qtbot, window, 2)
    switch_layer_norm(qtbot, window)
    view = table(window, "view.Q")
    rect = view.visualRect(view.model().index(3, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    text = app.teaching.explain.text()
    assert "Q = LN(H²)·W_q" in text
    # The products are of the normalised row (by hand), not of H² itself.
    by_hand = stack(as_file(window.document.session))[1]
    first = by_hand["normalised"][3][0]  # the first product starts with the normalised x1
    assert f"{first:.2f}".replace("-", "−") in text
    assert f"{by_hand['heads'][0]['Q'][3][0]:.2f}".replace("-", "−") in text
    assert table(window, "view.normalised").model().is_source(3, 0)
    assert not table(window, "editor.embeddings").model().is_source(3, 0)


# -- the residual stream from layer to layer ------------------------------------------------


def test_layer_2s_input_says_where_it_comes_from_and_leads_back_there(app, window, qtbot):
    choose_layer(qtbot, window, 2)
    assert title(window, "tokens") == "H²: the input of layer 2 = layer 1's output"
    back = window.findChild(QToolButton, "button.previous_layer")
    assert back.text() == "← layer 1" and "output of layer 1" in back.toolTip()

    view = table(window, "editor.embeddings")
    rect = view.visualRect(view.model().index(1, 7))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    text = app.teaching.explain.text()
    value = stack(as_file(window.document.session))[0]["output"][1][7]
    assert text.startswith('H², row "Harry", column x8')
    assert "H² is layer 1's output, which layer 2 reads" in text
    assert "what layer 1 read plus its attention output" in text
    assert f"≈ {value:.2f}" in text  # (0.99: what "Harry" took from the token before it)

    click(qtbot, window, "button.previous_layer")
    assert window.document.shown_layer == 0
    assert not back.isVisible()  # layer 1 reads the tokens themselves
    assert window.findChild(QToolButton, "button.next_layer").isVisible()
