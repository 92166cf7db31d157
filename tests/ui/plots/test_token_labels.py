"""Every token's label shows on the heatmaps' axes, at the sizes the window gives them."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6 import QtGui, QtWidgets

from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.plots.token_axis import TokenAxis


def _axes(heatmap: MatrixHeatmap) -> dict[str, TokenAxis]:
    """The heatmap's token axes by side, as the scene holds them."""
    items = heatmap.scene().items()
    return {item.orientation: item for item in items if isinstance(item, TokenAxis)}


def _drawn(heatmap: MatrixHeatmap, side: str) -> list[str]:
    """The label texts the axis draws at its size on screen, as pyqtgraph asks for them."""
    axis = _axes(heatmap)[side]
    image = QtGui.QImage(8, 8, QtGui.QImage.Format.Format_ARGB32)
    painter = QtGui.QPainter(image)
    try:
        _axis_line, _ticks, labels = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [text for _rect, _flags, text in labels]


def _shows_every_token(drawn: list[str], tokens: list[str]) -> bool:
    """One label per token, in order: the token, or its start followed by "…"."""
    if len(drawn) != len(tokens):
        return False
    return all(
        text == token or (text.endswith("…") and token.startswith(text[:-1]) and len(text) > 1)
        for text, token in zip(drawn, tokens, strict=True)
    )


def _settle(qtbot) -> None:
    for _ in range(5):
        QtWidgets.QApplication.processEvents()
    qtbot.wait(10)


def test_lesson_two_labels_every_key_and_query(app, qtbot):
    app.lessons.open_lessons("03-it-finds-animal", 1)
    _settle(qtbot)
    tokens = list(app.document.session.tokens)
    assert tokens == ["animal", "street", "it"]
    for name in ("heatmap.weights", "heatmap.scores"):
        heatmap = app.window.findChild(MatrixHeatmap, name)
        for side in ("bottom", "left"):
            assert _shows_every_token(_drawn(heatmap, side), tokens), (name, side)


@pytest.mark.parametrize(("size", "elided"), [((300, 260), True), ((760, 520), False)])
def test_long_tokens_in_narrow_cells_are_elided_not_dropped(qtbot, size, elided):
    tokens = ["photosynthesis", "chlorophyll", "a", "sunlight", "leaves"]
    heatmap = MatrixHeatmap()
    qtbot.addWidget(heatmap)
    heatmap.resize(*size)
    heatmap.show()
    qtbot.waitExposed(heatmap)
    heatmap.set_matrix(
        np.zeros((5, 5)),
        row_labels=tokens,
        column_labels=tokens,
        visible=None,
        levels=(0.0, 1.0),
        colormap="viridis",
    )
    # It draws once laid out and seen: on a busy machine that can take a few events more.
    qtbot.waitUntil(lambda: _shows_every_token(_drawn(heatmap, "bottom"), tokens))
    drawn = _drawn(heatmap, "bottom")
    assert drawn[0].endswith("…") == elided  # "photosynthesis" gives way only when it must
    assert _shows_every_token(_drawn(heatmap, "left"), tokens)
