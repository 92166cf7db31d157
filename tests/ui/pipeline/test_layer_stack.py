"""Building the stack in the window: adding and removing layers, and the toolbar acting on
the layer on show.

Numbers are compared with the stack worked out by hand (``stack_by_hand``: plain loops)
from the session as its file spells it.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QSpinBox, QToolButton
from stack_by_hand import stack
from stack_window import as_file, choose_layer, click, close, open_two_layers, shown, title, undo
from window_waits import settle


@pytest.fixture
def app(qtbot, open_app):
    return open_two_layers(qtbot, open_app)


# -- adding and removing layers ---------------------------------------------------------------


def test_a_layer_added_after_layer_2_copies_it_and_reads_its_output(qtbot, window):
    document = window.document
    before = document.session
    choose_layer(qtbot, window, 2)
    click(qtbot, window, "button.add_layer")

    assert document.session.n_layers == 3 and document.shown_layer == 2
    assert document.undo_stack.undoText() == "Add layer 3"
    assert window.findChild(QComboBox, "combo.layer").currentIndex() == 2
    data = as_file(document.session)
    assert data["layers"][2] == data["layers"][1]  # a copy: the same W's ...
    by_hand = stack(data)
    close(shown(window, "editor.embeddings"), by_hand[1]["output"])  # ... reading H³
    close(shown(window, "view.Q"), by_hand[2]["heads"][0]["Q"])
    close(shown(window, "view.weights"), by_hand[2]["heads"][0]["weights"])
    close(shown(window, "view.residual"), by_hand[2]["output"])
    assert title(window, "tokens") == "H³: the input of layer 3 = layer 2's output"

    undo(qtbot, window)
    assert document.session.equals(before) and document.shown_layer == 1
    assert window.findChild(QComboBox, "combo.layer").count() == 2
    undo(qtbot, window, redo=True)
    assert document.session.n_layers == 3 and document.shown_layer == 2


def test_removing_layer_1_leaves_layer_2_reading_z_and_the_only_layer_stays(qtbot, window):
    document = window.document
    before = as_file(document.session)
    click(qtbot, window, "button.remove_layer")

    assert document.session.n_layers == 1 and document.shown_layer == 0
    assert document.undo_stack.undoText() == "Remove layer 1"
    data = as_file(document.session)
    assert data["layers"] == before["layers"][1:]  # what was layer 2, now reading Z
    by_hand = stack(data)
    close(shown(window, "view.Z"), by_hand[0]["input"])
    close(shown(window, "view.weights"), by_hand[0]["heads"][0]["weights"])
    close(shown(window, "view.residual"), by_hand[0]["output"])
    remove = window.findChild(QAction, "action.remove_layer")
    assert not remove.isEnabled()
    assert "only layer cannot be removed" in remove.toolTip()
    assert not window.findChild(QToolButton, "button.remove_layer").isEnabled()

    undo(qtbot, window)
    assert as_file(document.session) == before and document.shown_layer == 0
    assert remove.isEnabled()


def test_the_sixth_layer_is_the_last_that_can_be_added(qtbot, window):
    add = window.findChild(QAction, "action.add_layer")
    assert add in window.menu_edit.actions()
    for count in range(3, 7):
        add.trigger()
        assert window.document.session.n_layers == count
    settle(qtbot, window)
    assert not add.isEnabled() and "at most 6 layers" in add.toolTip()
    button = window.findChild(QToolButton, "button.add_layer")
    assert not button.isEnabled() and "at most 6 layers" in button.toolTip()
    # Each copy was placed after the layer on show, and shown: layer 5 of 6 now.
    assert window.document.shown_layer == 4
    by_hand = stack(as_file(window.document.session))
    close(shown(window, "view.residual"), by_hand[4]["output"])


def test_a_version_1_file_that_gains_a_layer_saves_as_version_2_and_opens_again(
    qtbot, open_app, tmp_path
):
    app = open_app(qtbot)  # cat-sat-mat: one layer, a version 1 session
    window = app.window
    assert window.document.session.version == 1
    window.findChild(QAction, "action.add_layer").trigger()
    settle(qtbot, window)
    assert window.findChild(QComboBox, "combo.layer").isVisible()
    path = tmp_path / "stacked.selfattn.json"
    app.files.ask_save_path = lambda: str(path)
    assert app.files.save_as()
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["version"] == 2 and len(saved["layers"]) == 2
    session = window.document.session
    assert app.files.open(str(path))
    assert window.document.session.equals(session)


# -- the toolbar acts on the layer on show -------------------------------------------------


def type_size(qtbot, window, name, value):
    spin = window.findChild(QSpinBox, name)
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    settle(qtbot, window)


def test_heads_d_k_and_the_residual_change_layer_2_only(qtbot, window):
    document = window.document
    layer_1 = document.session.layers[0]
    choose_layer(qtbot, window, 2)
    type_size(qtbot, window, "spin.heads", 2)
    assert document.undo_stack.undoText() == "2 heads (layer 2)"
    type_size(qtbot, window, "spin.d_k", 4)
    window.findChild(QAction, "toggle.residual").trigger()
    settle(qtbot, window)

    layer_2 = document.session.layers[1]
    assert (layer_2.n_heads, layer_2.d_k, layer_2.residual) == (2, 4, False)
    assert document.session.layers[0].equals(layer_1)
    data = as_file(document.session)
    by_hand = stack(data)
    close(shown(window, "view.Q"), by_hand[1]["heads"][0]["Q"])
    close(shown(window, "view.attention_output"), by_hand[1]["output"])  # no residual now

    choose_layer(qtbot, window, 1)  # the toolbar shows layer 1's own sizes again
    assert window.findChild(QSpinBox, "spin.heads").value() == 1
    assert window.findChild(QSpinBox, "spin.d_k").value() == 4  # (layer 1's d_k is 4)
    assert window.findChild(QAction, "toggle.residual").isChecked()
    choose_layer(qtbot, window, 2)
    assert window.findChild(QSpinBox, "spin.heads").value() == 2
    assert window.findChild(QSpinBox, "spin.d_k").value() == 4
    assert not window.findChild(QAction, "toggle.residual").isChecked()


def test_a_width_the_next_reader_cannot_take_is_refused_with_a_message(qtbot, window):
    document = window.document
    choose_layer(qtbot, window, 1)
    before = document.session
    w_o = window.findChild(QAction, "toggle.W_o")
    w_o.trigger()  # without W_o layer 1 would hand on 3 numbers; layer 2 reads 13
    settle(qtbot, window)
    assert document.session is before and w_o.isChecked()
    message = window.statusBar().currentMessage()
    assert "layer 2 reads layer 1's output, 13 numbers per token" in message
    choose_layer(qtbot, window, 2)
    w_o.trigger()  # the last layer's output is read by W_U
    assert document.session is before
    assert "the unembedding W_U reads" in window.statusBar().currentMessage()


def test_d_model_widens_every_layer_the_vocabulary_positions_and_w_u(qtbot, window):
    document = window.document
    choose_layer(qtbot, window, 2)
    before = as_file(document.session)
    probabilities = document.result.probabilities.copy()
    type_size(qtbot, window, "spin.d_model", 14)

    data = as_file(document.session)
    assert len(data["vocabulary"]["W_E"][0]) == len(data["W_pos"][0]) == 14
    assert len(data["W_U"]) == 14
    for layer in data["layers"]:
        assert len(layer["heads"][0]["W_q"]) == 14 and len(layer["W_o"][0]) == 14
    # The new feature is 0 everywhere, so nothing it feeds changes.
    assert [row[:13] for row in data["vocabulary"]["W_E"]] == before["vocabulary"]["W_E"]
    assert data["W_U"][:13] == before["W_U"]
    by_hand = stack(data)
    close(shown(window, "view.residual"), by_hand[1]["output"])
    close(document.result.probabilities, probabilities)

    type_size(qtbot, window, "spin.d_model", 12)  # narrower: every width follows
    assert document.session.d_model == 12 and document.session.W_U.shape == (12, 3)
    close(shown(window, "view.residual"), stack(as_file(document.session))[1]["output"])
    undo(qtbot, window)
    undo(qtbot, window)
    assert as_file(document.session) == before
