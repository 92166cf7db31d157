"""The "All heads" tab: hidden, it waits; shown, it draws every head's current weights."""

from __future__ import annotations

import numpy as np
from PySide6.QtWidgets import QTabWidget, QWidget
from window_waits import drain

from selfattn_gui.core.sessions import presets
from selfattn_gui.model.document import Document
from selfattn_gui.model.view_state import ViewState
from selfattn_gui.ui.foundation.frames import frames_for
from selfattn_gui.ui.plots.attention_panels import AllHeadsPanel
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap


def numbers_on(heatmap: MatrixHeatmap) -> np.ndarray:
    rows, columns = heatmap.matrix_shape()
    texts = [[heatmap.cell_text(r, c) for c in range(columns)] for r in range(rows)]
    return np.array([[np.nan if t is None else float(t) for t in row] for row in texts])


def naive_weights(document: Document, head: int) -> np.ndarray:
    """Softmax of Q K^T / sqrt(d_k) with the document's mask, written out by hand."""
    session = document.session
    x = np.asarray(
        document.result.Z if session.positional_encoding != "none" else session.embeddings
    )
    weights = session.heads[head]
    q, k = x @ weights.W_q, x @ weights.W_k
    scores = q @ k.T / (np.sqrt(q.shape[1]) if session.scale == "sqrt_dk" else 1.0)
    scores = np.where(document.result.mask, scores, -np.inf)
    exp = np.exp(scores - scores.max(axis=1, keepdims=True))
    return exp / exp.sum(axis=1, keepdims=True)


def test_a_hidden_tab_draws_the_latest_weights_once_shown(qtbot):
    document = Document(presets.load_preset("two-heads"))
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    tabs.addTab(QWidget(), "other")
    panel = AllHeadsPanel(document, ViewState())
    frames = frames_for(document, ViewState())
    frames.add(panel)
    tabs.addTab(panel, "All heads")
    tabs.show()
    qtbot.waitExposed(tabs)
    assert not panel.isVisible()

    embeddings = np.array(document.session.embeddings)
    document.set_cells("embeddings", [(0, 0, float(embeddings[0, 0]) + 2.5)])
    drain()
    assert frames.is_behind(panel)

    tabs.setCurrentWidget(panel)
    qtbot.waitUntil(lambda: not frames.is_behind(panel))
    heatmaps = panel.findChildren(MatrixHeatmap)
    assert len(heatmaps) == len(document.session.heads) == 2
    for head, heatmap in enumerate(sorted(heatmaps, key=lambda h: h.objectName())):
        drawn = numbers_on(heatmap)
        expected = naive_weights(document, head)
        shown = np.isfinite(drawn)
        assert shown.any()
        assert np.allclose(drawn[shown], expected[shown], atol=0.0051)


def test_out_of_sight_it_waits_and_catches_up_when_its_tab_is_chosen(qtbot, open_app):
    """Behind the selected head's weights it does not redraw; its head tab brings it up."""
    window = open_app(qtbot, "two-heads").window
    panel = window.all_heads_panel
    assert not panel.isVisible()  # the selected head's weights are on show
    document = window.document
    embeddings = np.array(document.session.embeddings)
    document.set_cells("embeddings", [(0, 0, float(embeddings[0, 0]) + 2.5)])
    drain()
    assert window.frames.is_behind(panel)

    tabs = window.pipeline.head_tabs
    tabs.setCurrentIndex(tabs.count() - 1)  # what a click on "all heads" does
    qtbot.waitUntil(lambda: not window.frames.is_behind(panel))
    heatmaps = sorted(panel.findChildren(MatrixHeatmap), key=lambda h: h.objectName())
    for head, heatmap in enumerate(heatmaps[: len(document.session.heads)]):
        drawn = numbers_on(heatmap)
        shown = np.isfinite(drawn)
        assert shown.any()
        assert np.allclose(drawn[shown], naive_weights(document, head)[shown], atol=0.0051)
