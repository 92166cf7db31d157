"""The window on a stack of layers: choosing a layer, editing it, predictions, heads off.

Every number is compared with a plain-loop forward pass written here (lists and
``math.exp``, nothing from the package), on the hand-set two-layer example: layer 1
copies each token's previous token into it, layer 2 at the last "Harry" finds "Potter".
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QInputDialog, QLabel, QTableView, QToolButton
from table_keys import shown, table, type_into
from window_waits import drain, settle

from selfattn_gui.core.sessions.inputs import Source
from selfattn_gui.core.sessions.layers import Head, KeyValueHead, Layer
from selfattn_gui.core.sessions.session import Session

FILE = Path(__file__).with_name("two-layers.selfattn.json")


# -- the forward pass, by hand ------------------------------------------------------------------


def matmul(a, b):
    return [
        [sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))]
        for i in range(len(a))
    ]


def softmax_causal(scores):
    rows = []
    for i, row in enumerate(scores):
        seen = row[: i + 1]
        top = max(seen)
        exps = [math.exp(s - top) for s in seen]
        total = sum(exps)
        rows.append([e / total for e in exps] + [0.0] * (len(row) - i - 1))
    return rows


def naive(data, heads_off=None):
    """Every layer's input, Q, weights and output, and the next-token probabilities."""
    heads_off = heads_off or {}
    labels, W_E = data["vocabulary"]["labels"], data["vocabulary"]["W_E"]
    tokens = data["tokens"]
    H = [
        [W_E[labels.index(t)][c] + data["W_pos"][i][c] for c in range(len(W_E[0]))]
        for i, t in enumerate(tokens)
    ]
    layers = []
    for number, layer in enumerate(data["layers"]):
        outputs, heads = [], []
        groups = layer.get("kv_heads")
        for h, head in enumerate(layer["heads"]):
            if groups:  # query head h reads the keys and values of group h·G / heads
                head = {**head, **groups[h * len(groups) // len(layer["heads"])]}
            Q, K, V = (matmul(H, head[name]) for name in ("W_q", "W_k", "W_v"))
            d_k = len(Q[0])
            scores = [[sum(q[c] * k[c] for c in range(d_k)) / math.sqrt(d_k) for k in K] for q in Q]
            weights = softmax_causal(scores)
            out = matmul(weights, V)
            off = h in heads_off.get(number, ())
            outputs.append([[0.0] * len(r) for r in out] if off else out)
            heads.append({"Q": Q, "weights": weights})
        concat = [sum((o[i] for o in outputs), []) for i in range(len(tokens))]
        attention = matmul(concat, layer["W_o"])
        residual = [[H[i][c] + attention[i][c] for c in range(len(H[0]))] for i in range(len(H))]
        layers.append({"input": H, "heads": heads, "residual": residual})
        H = residual
    logits = matmul(H, data["W_U"])
    probabilities = []
    for row in logits:
        top = max(row)
        exps = [math.exp(v - top) for v in row]
        probabilities.append([e / sum(exps) for e in exps])
    return layers, probabilities


def close(a, b):
    np.testing.assert_allclose(np.asarray(a, dtype=float), np.asarray(b, dtype=float), atol=1e-9)


@pytest.fixture
def data():
    return json.loads(FILE.read_text(encoding="utf-8"))


@pytest.fixture
def app(qtbot, open_app):
    """The window as the tests open it, then the two-layer file opened in it."""
    built = open_app(qtbot)
    assert built.files.open(str(FILE))
    settle(qtbot, built.window)
    return built


@pytest.fixture
def window(app):
    return app.window


def choose_layer(qtbot, window, number):
    """Pick "layer <number>" in combo.layer with the keyboard, as a person does."""
    combo = window.findChild(QComboBox, "combo.layer")
    combo.setFocus()
    while combo.currentIndex() != number - 1:
        key = Qt.Key.Key_Down if combo.currentIndex() < number - 1 else Qt.Key.Key_Up
        qtbot.keyClick(combo, key)
    assert window.document.shown_layer == number - 1
    settle(qtbot, window)


def title(window, key):
    drain()  # (the stage's words as drawn once the turn has ended)
    return window.findChild(QLabel, f"title.{key}").text()


# -- the tests ----------------------------------------------------------------------------------


def test_the_file_opens_on_layer_1_and_each_layer_shows_its_own_numbers(qtbot, window, data):
    layers, _ = naive(data)
    combo = window.findChild(QComboBox, "combo.layer")
    assert combo.isVisible() and combo.count() == 2
    assert title(window, "tokens") == "Z = X + positions"
    close(shown(window, "view.Z"), layers[0]["input"])
    close(shown(window, "view.Q"), layers[0]["heads"][0]["Q"])
    close(shown(window, "view.weights"), layers[0]["heads"][0]["weights"])
    close(shown(window, "view.residual"), layers[0]["residual"])
    assert "the input of layer 2" in title(window, "residual")

    choose_layer(qtbot, window, 2)
    assert title(window, "tokens") == "H²: the input of layer 2 = layer 1's output"
    assert not window.pipeline.stages["tokens"].edited  # computed, not typed
    close(shown(window, "editor.embeddings"), layers[0]["residual"])  # H² is layer 1's output
    close(shown(window, "view.Q"), layers[1]["heads"][0]["Q"])
    close(shown(window, "view.weights"), layers[1]["heads"][0]["weights"])
    close(shown(window, "view.residual"), layers[1]["residual"])
    assert title(window, "qkv").startswith("Q, K, V = H²·W")
    # The last "Harry" (the query) finds "Potter": what followed "Harry" last time.
    assert np.argmax(layers[1]["heads"][0]["weights"][3]) == 2
    assert np.argmax(shown(window, "view.weights")[3]) == 2


def test_the_residual_stage_leads_on_to_the_next_layer(qtbot, window):
    button = window.findChild(QToolButton, "button.next_layer")
    assert button.isVisible() and button.text() == "→ layer 2"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.document.shown_layer == 1
    settle(qtbot, window)
    assert not button.isVisible()  # layer 2 is the last
    qtbot.keyClick(window, Qt.Key.Key_BracketLeft, Qt.KeyboardModifier.ControlModifier)
    assert window.document.shown_layer == 0


def test_an_edit_in_layer_1_shows_in_both_layers_and_the_predictions(qtbot, window, data):
    type_into(qtbot, table(window, "editor.W_q"), 3, 0, "2")
    data["layers"][0]["heads"][0]["W_q"][3][0] = 2.0
    layers, probabilities = naive(data)
    close(shown(window, "view.Q"), layers[0]["heads"][0]["Q"])
    close(shown(window, "view.residual"), layers[0]["residual"])
    check_predictions(window, data, probabilities)
    choose_layer(qtbot, window, 2)
    close(shown(window, "editor.embeddings"), layers[0]["residual"])
    close(shown(window, "view.weights"), layers[1]["heads"][0]["weights"])
    check_predictions(window, data, probabilities)


def test_the_whole_stack_with_grouped_heads_follows_an_edit_live(qtbot, app, data, tmp_path):
    """The issue's end point: two layers, a grouped-query layer (two query heads sharing
    one K/V group), learned positions and an unembedding, every layer and the predictions
    following an edit of layer 1."""
    second = data["layers"][1]
    only = second["heads"][0]
    d_k = len(only["W_q"][0])
    query_2 = [[0.5 * v for v in row] for row in only["W_q"]]  # a softer copy of the query
    second["heads"] = [{"W_q": only["W_q"]}, {"W_q": query_2}]
    second["kv_heads"] = [{"W_k": only["W_k"], "W_v": only["W_v"]}]
    width = len(second["W_o"][0])
    second["W_o"] = second["W_o"] + [[0.0] * width for _ in range(len(only["W_v"][0]))]
    path = tmp_path / "grouped.selfattn.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    window = app.window
    assert app.files.open(str(path))
    settle(qtbot, window)
    assert window.document.session.layers[1].n_kv_heads == 1 and d_k > 0

    type_into(qtbot, table(window, "editor.W_q"), 3, 0, "2")
    data["layers"][0]["heads"][0]["W_q"][3][0] = 2.0
    layers, probabilities = naive(data)
    close(shown(window, "view.residual"), layers[0]["residual"])
    check_predictions(window, data, probabilities)
    choose_layer(qtbot, window, 2)
    for head in (0, 1):
        window.document.select_head(head)
        settle(qtbot, window)
        close(shown(window, "view.weights"), layers[1]["heads"][head]["weights"])
    close(shown(window, "view.residual"), layers[1]["residual"])
    check_predictions(window, data, probabilities)


def check_predictions(window, data, probabilities):
    view = window.findChild(QTableView, "view.predictions")
    assert view.isVisible()
    model, labels = view.model(), data["vocabulary"]["labels"]
    assert model.rowCount() == len(data["tokens"])
    for row, odds in enumerate(probabilities):
        best = sorted(range(len(labels)), key=lambda v: (-odds[v], v))[:3]
        for column, entry in enumerate(best):
            text = model.index(row, column).data()
            label, number = text.rsplit(None, 1)
            assert label == labels[entry]
            assert float(number) == pytest.approx(odds[entry], abs=0.006)


def test_a_layer_2_edit_is_one_undo_step_and_leaves_layer_1_alone(qtbot, window, data):
    document = window.document
    choose_layer(qtbot, window, 2)
    before = document.session
    type_into(qtbot, table(window, "editor.W_k"), 7, 0, "1")
    assert document.session.layers[1].heads[0].W_k[7, 0] == 1.0
    assert document.session.layers[0].equals(before.layers[0])
    assert document.undo_stack.count() == 1
    assert "layer 2" in document.undo_stack.text(0)
    data["layers"][1]["heads"][0]["W_k"][7][0] = 1.0
    edited_layers, _ = naive(data)
    close(shown(window, "view.weights"), edited_layers[1]["heads"][0]["weights"])
    document.undo_stack.undo()
    assert document.session.equals(before)
    original, _ = naive(json.loads(FILE.read_text(encoding="utf-8")))
    close(shown(window, "view.weights"), original[1]["heads"][0]["weights"])
    document.undo_stack.redo()
    close(shown(window, "view.weights"), edited_layers[1]["heads"][0]["weights"])
    type_into(qtbot, table(window, "editor.W_o"), 0, 0, "2")  # W_o is layer 2's own too
    assert document.session.layers[1].W_o[0, 0] == 2.0
    assert document.session.layers[0].W_o[0, 0] == 0.0
    data["layers"][1]["W_o"][0][0] = 2.0
    close(shown(window, "view.residual"), naive(data)[0][1]["residual"])


def test_the_input_of_layer_2_cannot_be_typed_and_says_where_to_edit(qtbot, window):
    choose_layer(qtbot, window, 2)
    before = window.document.session
    with qtbot.waitSignal(window.document.sig_message) as said:
        type_into(qtbot, table(window, "editor.embeddings"), 0, 0, "5")
    assert "layer 1's output" in said.args[0] and "choose layer 1" in said.args[0]
    assert window.document.session is before
    assert window.document.undo_stack.count() == 0


def test_a_vocabulary_edit_changes_every_occurrence_of_the_token(qtbot, window, data):
    document = window.document
    with qtbot.waitSignal(document.sig_message) as said:
        type_into(qtbot, table(window, "editor.embeddings"), 1, 4, "0.5")  # "Harry", 1st of 2
    assert said.args[0].startswith("“Harry” occurs 2 times: both changed")
    X = shown(window, "editor.embeddings")
    assert X[1, 4] == X[3, 4] == 0.5 and X[2, 4] == 0.0
    assert document.session.vocabulary.W_E[1, 4] == 0.5
    data["vocabulary"]["W_E"][1][4] = 0.5
    layers, probabilities = naive(data)
    close(shown(window, "view.residual"), layers[0]["residual"])
    check_predictions(window, data, probabilities)
    document.undo_stack.undo()
    assert shown(window, "editor.embeddings")[3, 4] == 0.0


def test_a_token_is_renamed_to_a_vocabulary_entry_and_an_unknown_one_is_refused(qtbot, window):
    X = table(window, "editor.embeddings")
    X.verticalHeader().sectionDoubleClicked.emit(2)
    dialog = window.findChild(QInputDialog, "rename_token_dialog")
    combo = dialog.findChild(QComboBox, "combo.vocabulary_label")
    assert [combo.itemText(i) for i in range(combo.count())] == ["<s>", "Harry", "Potter"]
    assert combo.completer().filterMode() == Qt.MatchFlag.MatchContains
    dialog.setTextValue("Harry")
    dialog.accept()
    assert window.document.session.tokens == ("<s>", "Harry", "Harry", "Harry")
    with qtbot.waitSignal(window.document.sig_message) as said:
        X.rename_row_at(0, "Ron")
    assert "“Ron” is not in the vocabulary" in said.args[0] and "“Potter”" in said.args[0]
    assert window.document.session.tokens[0] == "<s>"


def test_a_head_is_switched_off_and_on_as_one_undo_step(qtbot, window, data):
    document = window.document
    toggle = window.findChild(QToolButton, "toggle.head_off")
    assert toggle.isVisible() and not toggle.isChecked()
    qtbot.mouseClick(toggle, Qt.MouseButton.LeftButton)
    assert document.session.layers[0].heads_off == frozenset({0})
    assert toggle.isChecked() and "off" in toggle.text()
    assert "head 1 is off" in title(window, "output")
    layers, probabilities = naive(data, heads_off={0: {0}})
    close(shown(window, "view.residual"), layers[0]["residual"])  # Z alone: nothing was added
    close(layers[0]["residual"], layers[0]["input"])
    check_predictions(window, data, probabilities)
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert document.session.layers[0].heads_off == frozenset()
    assert not toggle.isChecked() and "off" not in title(window, "output")
    close(shown(window, "view.residual"), naive(data)[0][0]["residual"])


def test_a_one_layer_session_shows_no_layer_switches(qtbot, open_app):
    app = open_app(qtbot)  # cat-sat-mat: one layer, one head
    window = app.window
    assert window.document.shown_session is window.document.session
    for kind, name in (
        (QComboBox, "combo.layer"),
        (QToolButton, "toggle.head_off"),
        (QToolButton, "button.next_layer"),
    ):
        assert not window.findChild(kind, name).isVisible(), name
    assert not window.pipeline.stages["predictions"].isVisible()
    assert title(window, "tokens") == "X: the token vectors"


def test_cross_and_grouped_query_sessions_open_with_their_own_key_labels(qtbot, window):
    rng = np.random.default_rng(3)
    source = Source(("the", "cat", "sat", "down"), rng.normal(size=(4, 3)))
    cross = Session(
        ("le", "chat"), rng.normal(size=(2, 3)),
        [Head(rng.normal(size=(3, 2)), rng.normal(size=(3, 2)), rng.normal(size=(3, 2)))],
        attention="cross", source=source,
    )  # fmt: skip
    window.document.load(cross)
    settle(qtbot, window)
    weights = window.findChild(QTableView, "view.weights").model()
    assert [weights.headerData(c, Qt.Orientation.Horizontal) for c in range(4)] == [
        "the", "cat", "sat", "down"
    ]  # fmt: skip
    assert title(window, "qkv") == "Q = X·W_q; K, V = source·W"
    assert window.findChild(QLabel, "shape.scores").text() == "2 × 4"
    K = window.findChild(QTableView, "view.K").model()
    assert [K.headerData(r, Qt.Orientation.Vertical) for r in range(4)] == list(source.tokens)

    groups = (
        KeyValueHead(np.eye(3, 2), np.eye(3, 2)),
        KeyValueHead(np.ones((3, 2)), np.ones((3, 2))),
    )
    layer = Layer(tuple(Head(np.eye(3, 2) * (h + 1)) for h in range(4)), kv_heads=groups)
    gqa = Session(("a", "b", "c"), rng.normal(size=(3, 3)), layers=(layer,))
    window.document.load(gqa)
    window.document.select_head(3)
    settle(qtbot, window)
    close(shown(window, "editor.W_k"), np.ones((3, 2)))  # head 4 reads group 2
    note = window.findChild(QLabel, "note.W_k")
    assert note.isVisible() and "changes heads 3–4" in note.text()


def test_the_pin_compares_the_layer_on_show_with_the_same_layer_at_the_pin(qtbot, window, data):
    from selfattn_gui.core.maths.matrices import MATRICES

    before, _ = naive(data)
    window.document.pin.pin()
    choose_layer(qtbot, window, 2)
    type_into(qtbot, table(window, "editor.W_q"), 0, 0, "1")
    data["layers"][1]["heads"][0]["W_q"][0][0] = 1.0
    after, _ = naive(data)
    comparison = window.document.pin.compare(MATRICES["Q"])
    close(comparison.old, before[1]["heads"][0]["Q"])
    close(shown(window, "view.Q"), after[1]["heads"][0]["Q"])
