"""The window on a cross session: the source sentence's own editor, and every view of
the keys labelled from it.

The numbers are compared with a plain-loop cross-attention written here (lists and
``math.exp``, nothing from the package): queries from the tokens, keys and values from
the source sentence's vectors, n × m scores and weights with n = 2 and m = 4.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QImage, QPainter
from PySide6.QtWidgets import QInputDialog, QLabel, QToolButton
from table_keys import shown, table, type_into
from window_waits import settle

from selfattn_gui.core.export.matrix_export import from_csv
from selfattn_gui.core.sessions import presets
from selfattn_gui.core.sessions.inputs import Source
from selfattn_gui.core.sessions.layers import Head
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.ui.editors.matrix_panel import MatrixPanel
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.plots.query_chart import QueryChart
from selfattn_gui.ui.plots.token_axis import TokenAxis

TOKENS = ["le", "chat"]
SOURCE = ["the", "black", "cat", "sleeps"]
RNG = np.random.default_rng(11)
X = RNG.integers(-2, 3, size=(2, 3)).tolist()
S = RNG.integers(-2, 3, size=(4, 3)).tolist()
W_Q, W_K, W_V = (RNG.integers(-1, 2, size=(3, 2)).tolist() for _ in range(3))


# -- cross-attention, by hand -------------------------------------------------------------------


def matmul(a, b):
    return [
        [sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))]
        for i in range(len(a))
    ]


def naive(x, s, w_q=W_Q, w_k=W_K, w_v=W_V):
    """Q from the tokens, K and V from the source; scaled scores, softmax rows, output."""
    Q, K, V = matmul(x, w_q), matmul(s, w_k), matmul(s, w_v)
    d_k = len(Q[0])
    scores = [[sum(q[c] * k[c] for c in range(d_k)) for k in K] for q in Q]
    weights = []
    for row in scores:
        exps = [math.exp(v / math.sqrt(d_k) - max(row) / math.sqrt(d_k)) for v in row]
        weights.append([e / sum(exps) for e in exps])
    return {"K": K, "V": V, "scores": scores, "weights": weights, "output": matmul(weights, V)}


def headers(window, name, orientation):
    model = table(window, name).model()
    count = model.columnCount() if orientation == Qt.Orientation.Horizontal else model.rowCount()
    return [model.headerData(i, orientation) for i in range(count)]


def drawn_labels(plot, side):
    """The labels a token axis of a heatmap or the bar chart draws, as pyqtgraph asks."""
    axis = next(
        i for i in plot.scene().items() if isinstance(i, TokenAxis) and i.orientation == side
    )
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        _line, _ticks, labels = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [text for _rect, _flags, text in labels]


def close(a, b):
    np.testing.assert_allclose(np.asarray(a, dtype=float), np.asarray(b, dtype=float), atol=1e-9)


@pytest.fixture
def app(qtbot, open_app):
    built = open_app(qtbot)
    session = Session(TOKENS, X, [Head(W_Q, W_K, W_V)], attention="cross", source=Source(SOURCE, S))
    built.document.load(session)
    settle(qtbot, built.window)
    return built


@pytest.fixture
def window(app):
    return app.window


def title(window, key):
    return window.findChild(QLabel, f"title.{key}").text()


# -- the tests ----------------------------------------------------------------------------------


def test_the_source_is_the_first_stage_beside_x_and_is_typed_like_x(qtbot, window):
    stages = window.pipeline.stages
    source, tokens = stages["source"], stages["tokens"]
    assert source.isVisible()
    assert title(window, "source") == "source: the sentence the keys and values come from"
    assert window.findChild(QLabel, "shape.source").text() == "4 × 3"
    assert source.edited and "you edit the source" in source.tag.text()
    assert title(window, "tokens") == "X: the sentence the queries come from"
    assert source.geometry().right() < tokens.geometry().left()  # first, on X's row
    assert source.geometry().top() == tokens.geometry().top()
    editor = table(window, "editor.source")
    assert source.isAncestorOf(editor)
    assert headers(window, "editor.source", Qt.Orientation.Vertical) == SOURCE
    close(shown(window, "editor.source"), S)
    # K and V say they are made from the source, with a row per source token.
    assert title(window, "qkv") == "Q = X·W_q; K, V = source·W"
    assert "source·W_k" in window.findChild(MatrixPanel, "panel.K").title_label.text()
    assert headers(window, "view.V", Qt.Orientation.Vertical) == SOURCE

    document = window.document
    before = document.session
    type_into(qtbot, editor, 2, 1, "1.5")
    assert document.session.source.embeddings[2, 1] == 1.5
    assert document.undo_stack.count() == 1
    assert document.undo_stack.text(0) == "Edit source vectors"
    edited = [row[:] for row in S]
    edited[2][1] = 1.5
    expected = naive(X, edited)
    close(shown(window, "view.K"), expected["K"])
    close(shown(window, "view.scores_raw"), expected["scores"])
    close(shown(window, "view.output"), expected["output"])
    close(document.result.heads[0].weights, expected["weights"])
    document.undo_stack.undo()
    assert document.session.equals(before)
    close(shown(window, "view.K"), naive(X, S)["K"])


def test_renaming_a_source_token_relabels_every_view_of_the_keys(qtbot, app, window):
    editor = table(window, "editor.source")
    editor.verticalHeader().sectionDoubleClicked.emit(2)
    dialog = window.findChild(QInputDialog, "rename_token_dialog")
    assert dialog.textValue() == "cat"
    dialog.setTextValue("kitten")
    dialog.accept()
    keys = ["the", "black", "kitten", "sleeps"]
    document = window.document
    assert document.session.source.tokens == tuple(keys)
    assert document.session.tokens == tuple(TOKENS)
    assert (
        document.undo_stack.count() == 1 and document.undo_stack.text(0) == "Rename source token 3"
    )
    settle(qtbot, window)

    for name in ("view.scores_raw", "view.weights"):  # columns are keys, rows queries
        assert headers(window, name, Qt.Orientation.Horizontal) == keys, name
        assert headers(window, name, Qt.Orientation.Vertical) == TOKENS, name
    for name in ("view.K", "view.V", "editor.source"):
        assert headers(window, name, Qt.Orientation.Vertical) == keys, name
    assert headers(window, "view.Q", Qt.Orientation.Vertical) == TOKENS
    for name in ("heatmap.weights", "heatmap.scores"):
        heatmap = window.findChild(MatrixHeatmap, name)
        heatmap.read_latest()
        assert drawn_labels(heatmap, "bottom") == keys, name
        assert drawn_labels(heatmap, "left") == TOKENS, name
    document.select_query(1)
    chart = window.findChild(QueryChart, "chart.query")
    assert chart.key_count() == 4
    assert drawn_labels(chart, "bottom") == keys
    weights = naive(X, S)["weights"]
    for key in range(4):
        assert float(chart.bar_text(key)) == pytest.approx(weights[1][key], abs=0.006)


def test_explain_names_the_source_tokens_as_the_keys(qtbot, app, window):
    from selfattn_gui.core.sessions.numbers_text import fmt

    expected = naive(X, S)
    explain = app.teaching.explain
    explain.explain("weights", 1, 3)
    text = explain.text()
    assert 'weight of query "chat" on key "sleeps"' in text
    for label in SOURCE:
        assert f'"{label}": e^(' in text
    assert fmt(expected["weights"][1][3]) in text
    explain.explain("scores", 0, 3)
    assert 'query "le" · key "sleeps" = ' in explain.text()
    explain.explain("K", 3, 1)  # a row of K is a source token's key
    text = explain.text()
    assert 'K, row "sleeps"' in text and "K = source·W_k" in text
    assert f"≈ {fmt(expected['K'][3][1])}" in text or f"= {fmt(expected['K'][3][1])}" in text
    explain.explain("output", 1, 0)  # a weighted sum over the four source values
    line = explain.explanation.lines[1]
    assert line.count("·") == 4


def test_the_weights_export_labels_their_columns_with_the_source(qtbot, app, window, tmp_path):
    window.pipeline.numbers_button.click()  # the weights as numbers, then click in them
    view = table(window, "view.weights")
    qtbot.waitUntil(view.isVisible)
    rect = view.visualRect(view.model().index(0, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    app.exports.ask_save_path = lambda *_args: str(tmp_path / "weights")
    window.findChild(QAction, "action.export_csv").trigger()
    text = (tmp_path / "weights.csv").read_text(encoding="utf-8")
    first, *rows = text.splitlines()
    assert first.split(",")[1:] == SOURCE
    assert [row.split(",")[0] for row in rows] == TOKENS
    close(from_csv(text, labelled=True), naive(X, S)["weights"])


def test_the_causal_switch_is_off_and_says_the_keys_are_another_sentence(qtbot, open_app):
    app = open_app(qtbot, "cross-translation")
    window, document = app.window, app.document
    causal = window.findChild(QAction, "toggle.causal")
    assert document.session.attention == "cross"
    assert not causal.isEnabled()
    assert "the keys are another sentence" in causal.toolTip()
    button = window.findChild(QToolButton, "button.causal")
    assert button is not None and not button.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_M)  # its shortcut does nothing either
    assert not document.session.causal and document.undo_stack.count() == 0
    document.load(presets.load_preset("cat-sat-mat"))
    assert causal.isEnabled() and "earlier tokens" in causal.toolTip()


def test_the_cross_preset_finds_each_words_translation(qtbot, open_app):
    app = open_app(qtbot, "cross-translation")
    window = app.window
    assert window.pipeline.stages["source"].isVisible()
    weights = shown(window, "view.weights")
    assert weights.shape == (3, 3)
    best = [
        headers(window, "view.weights", Qt.Orientation.Horizontal)[i]
        for i in weights.argmax(axis=1)
    ]
    assert dict(zip(TOKENS_OF_PRESET, best, strict=True)) == {
        "le": "the",
        "chat": "cat",
        "noir": "black",
    }


TOKENS_OF_PRESET = ["le", "chat", "noir"]
