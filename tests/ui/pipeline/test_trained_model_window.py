"""The induction model in the window: typing its sequence, a random one and its repeat,
adding and removing tokens, the heads' scores beside the head switcher, and where it opens.

The scores are compared with a forward pass and a scoring written here with NumPy
products and plain loops (nothing from the package but the held-out sequences, which
are the input): the mean weight from t on t − 1, and from a repeated token on the
position after its earlier occurrence.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QToolButton,
    QWidget,
)
from table_keys import shown
from window_waits import settle

from selfattn_gui.core.training.copy_task import CopyTask
from selfattn_gui.core.training.make_models import HELD_OUT_SEED

MODEL = Path(__file__).resolve().parents[3] / "resources" / "models" / "induction.selfattn.json"
IT_REFERS = MODEL.parent / "it-refers.selfattn.json"


# -- the model by hand -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def data():
    loaded = json.loads(MODEL.read_text(encoding="utf-8"))
    # What the forward pass below does, and nothing else: say so if the file changes.
    assert loaded["causal"] and loaded["scale"] == "sqrt_dk" and loaded["mask"] is None
    assert loaded["positional_encoding"] == "learned"
    for layer in loaded["layers"]:
        assert layer["residual"] and layer.get("layer_norm") in (None, "none")
    return loaded


def weights_by_hand(data, tokens, heads_off=frozenset()):
    """Every head's attention weights, [layer][head] -> (n, n), for ``tokens``."""
    labels = data["vocabulary"]["labels"]
    W_E, W_pos = np.array(data["vocabulary"]["W_E"]), np.array(data["W_pos"])
    n = len(tokens)
    H = np.array([W_E[labels.index(t)] for t in tokens]) + W_pos[:n]
    every = []
    for number, layer in enumerate(data["layers"]):
        outputs, patterns = [], []
        for h, head in enumerate(layer["heads"]):
            Q, K, V = (H @ np.array(head[name]) for name in ("W_q", "W_k", "W_v"))
            A = np.zeros((n, n))
            for i in range(n):
                scores = [float(Q[i] @ K[j]) / math.sqrt(Q.shape[1]) for j in range(i + 1)]
                top = max(scores)
                exps = [math.exp(s - top) for s in scores]
                A[i, : i + 1] = np.array(exps) / sum(exps)
            patterns.append(A)
            off = (number, h) in heads_off
            outputs.append(np.zeros_like(A @ V) if off else A @ V)
        H = H + np.concatenate(outputs, axis=1) @ np.array(layer["W_o"])
        every.append(patterns)
    return every


def scores_by_hand(data, sequences, heads_off=frozenset()):
    """(previous-token, induction) of every head, (layers, heads) each, pooled."""
    shape = (len(data["layers"]), len(data["layers"][0]["heads"]))
    previous, induction = np.zeros(shape), np.zeros(shape)
    n_previous = n_repeated = 0
    for tokens in sequences:
        patterns = weights_by_hand(data, tokens, heads_off)
        last_seen, pairs = {}, []
        for t, token in enumerate(tokens):
            if token in last_seen:
                pairs.append((t, last_seen[token] + 1))
            last_seen[token] = t
        for layer in range(shape[0]):
            for head in range(shape[1]):
                A = patterns[layer][head]
                previous[layer, head] += sum(A[t, t - 1] for t in range(1, len(tokens)))
                induction[layer, head] += sum(A[t, j] for t, j in pairs)
        n_previous += len(tokens) - 1
        n_repeated += len(pairs)
    return previous / n_previous, induction / n_repeated


@pytest.fixture(scope="module")
def held_out():
    return CopyTask().held_out(200, seed=HELD_OUT_SEED, shortest=8, longest=16)


# -- the window --------------------------------------------------------------------------------


@pytest.fixture
def app(qtbot, open_app):
    built = open_app(qtbot)
    assert built.models.open_model("induction")
    # It opens on the head its scores point at, once scored: wait for that choice.
    qtbot.waitUntil(lambda: not built.models.opening.waiting, timeout=10000)
    settle(qtbot, built.window)
    return built


@pytest.fixture
def window(app):
    return app.window


def scores_label(window) -> QLabel:
    return window.findChild(QLabel, "label.head_scores")


def wait_for_scores(qtbot, window) -> str:
    watch = scores_label(window).watch
    qtbot.waitUntil(lambda: watch.up_to_date and watch.scores is not None, timeout=10000)
    return scores_label(window).text()


def choose_layer(qtbot, window, number):
    """Follow the residual on to layer 2 with its button, or go back with Ctrl+[."""
    if number == 2 and window.document.shown_layer == 0:
        button = window.findChild(QToolButton, "button.next_layer")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    elif number == 1 and window.document.shown_layer == 1:
        qtbot.keyClick(window, Qt.Key.Key_BracketLeft, Qt.KeyboardModifier.ControlModifier)
    assert window.document.shown_layer == number - 1
    settle(qtbot, window)


def choose_head(qtbot, window, number):
    tabs = window.pipeline.head_tabs
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(number - 1).center())
    assert window.document.selected_head == number - 1


def expected(previous, induction, layer, head, where=""):
    """The label's two lines for one head."""
    return (
        f"previous-token {previous[layer, head]:.2f}{where}\n"
        f"induction {induction[layer, head]:.2f}{where}"
    )


def test_the_head_scores_find_the_circuit_and_switching_it_off_blinds_layer_2(
    qtbot, window, data, held_out
):
    previous, induction = scores_by_hand(data, held_out)
    # It opened on layer 2's best induction head (the label's own scores chose it).
    best = int(np.argmax(induction[1]))
    assert window.document.shown_layer == 1 and window.document.selected_head == best
    assert wait_for_scores(qtbot, window) == expected(previous, induction, 1, best)
    choose_layer(qtbot, window, 1)
    choose_head(qtbot, window, 1)
    assert scores_label(window).text() == expected(previous, induction, 0, 0)
    assert previous[0, 0] >= 0.9  # layer 1, head 1: the previous-token head
    choose_layer(qtbot, window, 2)
    for head in (1, 2, 3, 4):
        choose_head(qtbot, window, head)
        assert scores_label(window).text() == expected(previous, induction, 1, head - 1)
    tip = scores_label(window).toolTip()
    assert "head 4: " + expected(previous, induction, 1, 3).replace("\n", " · ") in tip
    # Switch layer 1's head 1 off with its toggle: layer 2's heads go blind.
    choose_layer(qtbot, window, 1)
    choose_head(qtbot, window, 1)
    toggle = window.findChild(QToolButton, "toggle.head_off")
    qtbot.mouseClick(toggle, Qt.MouseButton.LeftButton)
    assert window.document.session.layers[0].heads_off == frozenset({0})
    wait_for_scores(qtbot, window)
    choose_layer(qtbot, window, 2)
    off_previous, off_induction = scores_by_hand(data, held_out, heads_off={(0, 0)})
    for head in (1, 2, 3, 4):
        choose_head(qtbot, window, head)
        assert scores_label(window).text() == expected(off_previous, off_induction, 1, head - 1)
        assert off_induction[1, head - 1] < 0.2 < induction[1, head - 1]
    window.document.undo_stack.undo()  # the circuit is back, and its scores at once (kept)
    assert scores_label(window).watch.up_to_date or wait_for_scores(qtbot, window)
    qtbot.waitUntil(
        lambda: scores_label(window).text() == expected(previous, induction, 1, 3), timeout=5000
    )


def test_a_session_without_the_copy_task_is_scored_on_its_own_sequence(qtbot, window):
    window.files.new_from_preset("two-layers")
    settle(qtbot, window)
    label = scores_label(window)
    text = wait_for_scores(qtbot, window)
    data = json.loads(
        (MODEL.parents[1] / "presets" / "two-layers.selfattn.json").read_text(encoding="utf-8")
    )
    tokens = data["tokens"]
    previous, induction = scores_by_hand(data, [tokens])
    assert text == expected(previous, induction, 0, 0, where=" here")
    assert "sequence on show" in label.toolTip()
    window.files.new_from_preset("cat-sat-mat")  # no vocabulary: nothing to score
    qtbot.waitUntil(lambda: label.watch.up_to_date)
    assert label.isHidden()


def test_the_whole_sequence_is_typed_completed_and_refused_with_reasons(qtbot, window):
    document = window.document
    choose_layer(qtbot, window, 1)  # (it opened at layer 2: its token vectors are H²)
    qtbot.mouseClick(window.findChild(QToolButton, "button.type_tokens"), Qt.MouseButton.LeftButton)
    dialog = window.findChild(QDialog, "dialog.type_tokens")
    qtbot.waitUntil(dialog.isVisible)
    edit = dialog.findChild(QLineEdit, "edit.tokens")
    assert edit.text().split() == list(document.session.tokens)
    ok = next(b for b in dialog.findChildren(QPushButton) if b.text() == "OK")
    refusal = dialog.findChild(QLabel, "label.tokens_refused")

    edit.clear()
    qtbot.keyClicks(edit, "<s> A foo B bar A")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and refusal.isVisible()
    assert "“foo”, “bar” are not in the vocabulary" in refusal.text()
    assert len(document.session.tokens) == 21 and document.undo_stack.count() == 0

    edit.clear()
    qtbot.keyClicks(edit, " ".join(["<s>"] + ["A"] * 33))
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert "34 tokens is too many" in refusal.text() and "at most 33" in refusal.text()
    assert "learned 33 positions" in refusal.text()

    # The word at the cursor is completed from the vocabulary, whatever its case.
    edit.clear()
    qtbot.keyClicks(edit, "<s> P Q R P q")
    popup = edit.completer_of_words.popup()
    qtbot.waitUntil(popup.isVisible)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert edit.text() == "<s> P Q R P Q "
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert document.session.tokens == ("<s>", "P", "Q", "R", "P", "Q")
    assert document.undo_stack.count() == 1
    settle(qtbot, window)
    # Each token's vector is its row of W_E plus its position's, as typed.
    data = json.loads(MODEL.read_text(encoding="utf-8"))
    labels = data["vocabulary"]["labels"]
    X = [data["vocabulary"]["W_E"][labels.index(t)] for t in document.session.tokens]
    np.testing.assert_allclose(shown(window, "editor.embeddings"), X)
    # The induction heads copy: after the second "Q" comes "R", as after the first.
    predictions = window.findChild(QTableView, "view.predictions").model()
    assert predictions.index(5, 0).data().split()[0] == "R"
    document.undo_stack.undo()
    assert len(document.session.tokens) == 21


def test_a_random_sequence_and_its_repeat_is_new_each_click_and_one_undo_step(qtbot, window):
    document = window.document
    choose_layer(qtbot, window, 1)  # the buttons are on layer 1's token vectors
    button = window.findChild(QToolButton, "button.random_repeat")
    assert button.isVisible()
    drawn = []
    for clicks in (1, 2, 3):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        tokens = document.session.tokens
        half = tokens[1:11]
        assert tokens[0] == "<s>" and tokens[11:] == half and len(set(half)) == 10
        assert "<s>" not in half
        assert tokens not in drawn
        drawn.append(tokens)
        assert document.undo_stack.count() == clicks
    document.undo_stack.undo()
    assert document.session.tokens == drawn[1]
    window.files.new_from_preset("two-layers")  # a vocabulary, but not the copy task's
    assert window.findChild(QToolButton, "button.type_tokens").isVisible()
    assert not button.isVisible()
    window.files.new_from_preset("cat-sat-mat")  # no vocabulary: nothing to type
    assert not window.findChild(QToolButton, "button.type_tokens").isVisible()


def answer_label_dialog(label: str) -> None:
    """Answer the Add token dialog, once it is open, with ``label``."""

    def answer():
        dialog = next(
            (w for w in QApplication.topLevelWidgets() if w.objectName() == "token_label_dialog"),
            None,
        )
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(10, answer)
            return
        dialog.setTextValue(label)
        dialog.accept()

    QTimer.singleShot(0, answer)


def test_adding_and_removing_tokens_keeps_the_model_valid_up_to_its_positions(qtbot, window):
    document = window.document
    data = json.loads(MODEL.read_text(encoding="utf-8"))
    labels = data["vocabulary"]["labels"]
    choose_layer(qtbot, window, 1)  # layer 1's token vectors are W_E's rows
    answer_label_dialog("Z")
    window.add_token()  # Edit → Add token…: the label picker, answered above
    assert document.session.tokens[-1] == "Z" and document.session.n_tokens == 22
    np.testing.assert_allclose(
        shown(window, "editor.embeddings")[-1], data["vocabulary"]["W_E"][labels.index("Z")]
    )
    document.select_query(3)
    window.remove_selected_token()
    assert document.session.n_tokens == 21 and document.session.tokens[3] == "Z"
    while document.session.n_tokens < 33:
        window.add_token("A")
    with qtbot.waitSignal(document.sig_message) as said:
        window.add_token("A")
    assert document.session.n_tokens == 33
    assert "33 positions" in said.args[0]


def test_a_trained_model_opens_at_its_weights_and_an_example_at_its_beginning(qtbot, window):
    scroll = window.pipeline.findChild(QWidget, "pipeline.scroll")
    weights = window.pipeline.stages["weights"]
    tokens = window.pipeline.stages["tokens"]
    qtbot.waitUntil(lambda: not weights.visibleRegion().isEmpty())
    assert tokens.visibleRegion().isEmpty()  # scrolled past: it was all the first screen
    assert "Opened at the attention weights" in window.statusBar().currentMessage()
    window.files.new_from_preset("two-heads")
    settle(qtbot, window)
    assert scroll.verticalScrollBar().value() == 0
    assert not tokens.visibleRegion().isEmpty()


def test_another_session_never_shows_the_last_ones_scores(qtbot, window):
    """Opened before the new session is scored, its head 4 has no score of the last one."""
    window.files.new_from_preset("two-layers")  # one head a layer
    label = scores_label(window)
    wait_for_scores(qtbot, window)
    assert window.files.open_model("induction")  # four heads a layer, not scored yet
    assert not label.watch.up_to_date
    choose_head(qtbot, window, 4)
    assert label.text() == "measuring the heads…"
    assert wait_for_scores(qtbot, window).startswith("previous-token")


# -- where a trained model opens ---------------------------------------------------------------


def weights_on_answer_by_hand(data, referrals):
    """(layers, heads): each head's mean weight from the last position on the answer."""
    shape = (len(data["layers"]), len(data["layers"][0]["heads"]))
    total = np.zeros(shape)
    for referral in referrals:
        patterns = weights_by_hand(data, referral.tokens)
        answer = referral.tokens.index(referral.answer)
        for layer in range(shape[0]):
            for head in range(shape[1]):
                total[layer, head] += patterns[layer][head][-1, answer]
    return total / len(referrals)


def test_it_refers_opens_at_the_head_that_finds_the_noun_on_the_query_that_decides(qtbot, open_app):
    from selfattn_gui.core.training.it_refers_task import ItRefersTask

    data = json.loads(IT_REFERS.read_text(encoding="utf-8"))
    referrals = ItRefersTask().held_out_referrals(200, seed=HELD_OUT_SEED)
    on_answer = weights_on_answer_by_hand(data, referrals)
    best = int(np.argmax(on_answer[-1]))
    built = open_app(qtbot)
    window, document = built.window, built.window.document
    assert built.models.open_model("it-refers")
    last = len(data["tokens"]) - 1
    assert data["tokens"][last] == "="
    assert document.shown_layer == len(data["layers"]) - 1  # at once, before any score
    assert document.selected_query == last
    qtbot.waitUntil(lambda: document.selected_head == best, timeout=10000)
    label = scores_label(window).text().splitlines()
    assert label[1] == f"on what “it” means {on_answer[-1, best]:.2f}"
    assert on_answer[-1, best] >= 0.5
    settle(qtbot, window)
    predictions = window.findChild(QTableView, "view.predictions")

    def last_row_in_view() -> bool:
        top = predictions.rowViewportPosition(last)
        return 0 <= top and top + predictions.rowHeight(last) <= predictions.viewport().height()

    qtbot.waitUntil(last_row_in_view)  # (once the pipeline has its fitted sizes)
    assert predictions.verticalScrollBar().value() > 0  # 13 rows: it had to scroll there
    # The learner who went elsewhere before the scores came stays there.
    window.files.new_from_preset("two-heads")
    assert built.models.open_model("it-refers")
    choose_layer(qtbot, window, 1)
    qtbot.waitUntil(lambda: not built.models.opening.waiting, timeout=10000)
    wait_for_scores(qtbot, window)
    assert document.shown_layer == 0 and document.selected_head == 0


def test_edit_type_tokens_is_the_buttons_action_and_reaches_every_layer(qtbot, window):
    document = window.document
    action = window.findChild(QAction, "action.type_tokens")
    assert action in window.menu_edit.actions()
    assert window.findChild(QToolButton, "button.type_tokens").defaultAction() is action
    assert document.shown_layer == 1 and action.isEnabled()  # the button is not on show
    action.trigger()
    dialog = window.findChild(QDialog, "dialog.type_tokens")
    qtbot.waitUntil(dialog.isVisible)
    edit = dialog.findChild(QLineEdit, "edit.tokens")
    edit.clear()
    qtbot.keyClicks(edit, "<s> A B A")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert document.session.tokens == ("<s>", "A", "B", "A")
    assert document.undo_stack.count() == 1
    window.files.new_from_preset("cat-sat-mat")  # no vocabulary: nothing to type
    assert not action.isEnabled()
    assert "vocabulary" in action.toolTip()
    window.files.new_from_preset("two-layers")
    assert action.isEnabled()


def guessed_rows(predictions: QTableView) -> list[int]:
    """The rows drawn in another colour than the trained ones, with a tooltip saying why."""
    model = predictions.model()
    colours = [
        model.index(r, 0).data(Qt.ItemDataRole.ForegroundRole) for r in range(model.rowCount())
    ]
    tips = [model.index(r, 0).data(Qt.ItemDataRole.ToolTipRole) for r in range(model.rowCount())]
    fonts = [model.index(r, 1).data(Qt.ItemDataRole.FontRole) for r in range(model.rowCount())]
    for colour, tip, font in zip(colours, tips, fonts, strict=True):
        assert (colour is None) == (tip is None)  # grey exactly where it says why
        assert (tip is not None) == (font is not None and font.italic())  # not colour alone
        if font is not None:  # in the table's own size (the pipeline's fit)
            assert font.pointSizeF() == predictions.font().pointSizeF()
    return [r for r, tip in enumerate(tips) if tip is not None]


def test_predictions_the_model_was_not_trained_to_make_are_greyed_and_say_why(qtbot, window, data):
    predictions = window.findChild(QTableView, "view.predictions")
    note = window.findChild(QLabel, "note.predictions_trained")
    tokens = data["tokens"]
    # By hand: a copy model predicts only where the token came before (the repeat).
    first_time = [t for t in range(len(tokens)) if tokens[t] not in tokens[:t]]
    assert first_time == list(range(11))  # <s> and the random half
    assert guessed_rows(predictions) == first_time
    tip = predictions.model().index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "only the repeated half" in tip and "only guess" in tip
    assert note.isVisible() and "Grey rows" in note.text()
    header = predictions.model().headerData(3, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole)
    assert header == tip
    # A typed sequence is judged the same way: only the repeated tokens are predictions.
    window.findChild(QAction, "action.type_tokens").trigger()
    dialog = window.findChild(QDialog, "dialog.type_tokens")
    qtbot.waitUntil(dialog.isVisible)
    edit = dialog.findChild(QLineEdit, "edit.tokens")
    edit.clear()
    qtbot.keyClicks(edit, "<s> C D E C D")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert guessed_rows(predictions) == [0, 1, 2, 3]
    # it-refers: only after "it =".
    assert window.files.new_from_preset("two-layers")  # a vocabulary of no task of ours
    assert guessed_rows(predictions) == [] and not note.isVisible()
    assert window.files.open_model("it-refers")
    it_refers = json.loads(IT_REFERS.read_text(encoding="utf-8"))["tokens"]
    assert it_refers[-2:] == ["it", "="]
    assert guessed_rows(predictions) == list(range(len(it_refers) - 1))
    tip = predictions.model().index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "only after “it\u00a0=”" in tip  # (one word: no line break inside)
    qtbot.waitUntil(note.isVisible)
    assert "“it\u00a0=”" in note.text()
