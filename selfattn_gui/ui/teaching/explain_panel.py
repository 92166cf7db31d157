"""Explain this number: click a computed cell, read how it was made, see where it came from.

Listens to every computed table and to the scores and weights heatmaps.  The last
clicked cell is explained with :func:`selfattn_gui.core.teaching.explain.explain_cell` and
explained again whenever the numbers change, so the working stays live while the
learner edits.  The cells it was made from are tinted in their own tables and
heatmaps, and a heatmap frames the cell explained.  When the tokens move (shuffle,
move a token) the explanation follows its tokens; when it can't tell where they went
(a token added or removed, two tokens with one label) it clears, saying why.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QEvent, QModelIndex, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QTextBrowser, QVBoxLayout, QWidget

from selfattn_gui.core.maths.matrices import (
    CATALOGUE,
    KEYS,
    MATRICES,
    TOKENS,
    matrix_named,
    shown_in_tables,
)
from selfattn_gui.core.teaching.explain import MATRICES as EXPLAINED
from selfattn_gui.core.teaching.explain import Explanation, explain_cell
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.model.document import Document
from selfattn_gui.model.frame import Frame
from selfattn_gui.ui.editors.matrix_panel import MatrixPanel
from selfattn_gui.ui.foundation.label_roles import show_as
from selfattn_gui.ui.foundation.themes import RECOLOUR_EVENTS
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap

#: computed table (object name) -> the matrix it shows (its key in the catalogue); a
#: matrix new to the catalogue is left out until explain can explain it
COMPUTED_TABLES = {m.table_name: m.key for m in shown_in_tables() if m.key in EXPLAINED}
#: heatmap (object name) -> the matrix it shows
HEATMAPS = {m.heatmap: m.key for m in CATALOGUE if m.heatmap is not None and m.key in EXPLAINED}
#: a hidden panel's matrix -> the matrix that stands in for it (Z is X without positions;
#: with one head and no W_o the attention output is the head output)
STAND_INS = {"Z": "embeddings", "attention_output": "output"}
# Marked here, translated where shown (see _show_placeholder).
TOKENS_MOVED = QT_TRANSLATE_NOOP(
    "explain_panel",
    "The tokens changed, so the number explained here is gone. Click a number to see "
    "how it was worked out.",
)
PLACEHOLDER = QT_TRANSLATE_NOOP(
    "explain_panel",
    "Click a number in Q, K, V, the scaled scores, the weights or an output "
    "to see how it was worked out.",
)


VEILED_HINT = QT_TRANSLATE_NOOP(
    "explain_panel",
    "This number, or one it is made from, is hidden until you answer the lesson's "
    "question: guess first, then click it again.",
)


class ExplainPanel(QWidget):
    """Shows the working behind the last clicked number.

    Parameters
    ----------
    document : the open document
    panels : the window's matrix panels by table name (``"view.Q"``, ...)
    heatmaps : the heatmaps by object name (``"heatmap.scores"``, ...)
    """

    sig_explained = Signal()
    _explanation: Explanation | None = None

    def __init__(
        self,
        document: Document,
        panels: dict[str, MatrixPanel],
        heatmaps: dict[str, MatrixHeatmap],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("panel.explain")
        self._document = document
        self._panels = panels
        self._heatmaps = heatmaps
        self._cell: tuple[str, int, int] | None = None
        self._tokens: tuple[str, ...] = ()  # the tokens as they were when it was explained
        self._hint = PLACEHOLDER
        self._explanation: Explanation | None = None
        self._veiled: frozenset[str] = frozenset()
        self._asked: tuple[str, int, int] | None = None  # a cell clicked while it was veiled
        self._frame: Frame | None = None
        #: Set by the frame scheduler: shows the newest frame before a number is explained.
        self.read_latest: Callable[[], None] = lambda: None

        self.browser = QTextBrowser()
        self.browser.setObjectName("text.explain")
        self.browser.setAccessibleName(
            translate("explain_panel", "How the selected number was worked out")
        )
        self.browser.setAccessibleDescription(
            translate(
                "explain_panel",
                "Click a number, or press Enter on a heatmap cell, to read how it was worked out",
            )
        )
        self.browser.setOpenLinks(False)
        font = self.browser.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.browser.setFont(font)
        # read by screen readers; shown below
        self.browser.setPlaceholderText(translate("explain_panel", PLACEHOLDER))
        self.legend = QLabel(
            translate(
                "explain_panel",
                "Tinted cells in the tables and heatmaps: where this number came from.",
            )
        )
        show_as(self.legend, "note")
        self.legend.setWordWrap(True)
        self.legend.setVisible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.browser, 1)
        layout.addWidget(self.legend)

        for name, matrix in COMPUTED_TABLES.items():
            panel = panels.get(name)
            if panel is None:
                continue
            panel.table.clicked.connect(
                lambda index, m=matrix: self._on_table_cell_chosen(m, index)
            )
            panel.table.selectionModel().currentChanged.connect(
                lambda index, _previous, m=matrix: self._on_table_cell_chosen(m, index)
            )
        for name, matrix in HEATMAPS.items():
            heatmap = heatmaps.get(name)
            if heatmap is not None:
                heatmap.sig_cell_clicked.connect(
                    lambda row, column, m=matrix: self.explain(m, row, column)
                )
        self.clear()

    # -- reading -----------------------------------------------------------------------
    @property
    def explanation(self) -> Explanation | None:
        """The working of the number explained, as of the newest frame (or None)."""
        self.read_latest()
        return self._explanation

    @property
    def cell(self) -> tuple[str, int, int] | None:
        """(matrix, row, column) of the number explained, or None."""
        self.read_latest()
        return self._cell

    def text(self) -> str:
        """The explanation as plain text ("" when nothing is explained)."""
        self.read_latest()
        return self.browser.toPlainText() if self._explanation is not None else ""

    # -- explaining --------------------------------------------------------------------
    def set_veiled(self, veiled: frozenset[str]) -> None:
        """Hide the working of any number made from the matrices ``veiled`` (catalogue
        keys, e.g. ``{"weights", "output"}``) while a lesson's question is open.

        A number whose working reads none of them (a query, a score while the weights
        are asked for) is still explained: it gives nothing away.
        """
        self._veiled = frozenset(veiled)
        cell = self._cell or self._asked
        if cell is None:
            self.clear(VEILED_HINT if self._veiled else PLACEHOLDER)
        else:  # the same cell, now hidden or shown again
            self.explain(*cell)

    def _gives_away(self, matrix: str, explanation: Explanation) -> bool:
        """Whether explaining this number would show a veiled number."""
        return matrix in self._veiled or any(src[0] in self._veiled for src in explanation.sources)

    def explain(self, matrix: str, row: int, column: int) -> Explanation | None:
        """Explain one cell (counted from 0) of the selected head, or clear when it is gone."""
        self.read_latest()  # (clicked in the turn that changed it: the numbers of now)
        frame = self._frame
        if frame is None:
            return None
        try:
            explanation = explain_cell(frame.session, frame.result, matrix, row, column, frame.head)
        except IndexError:  # the matrix shrank since the click
            self.clear()
            return None
        if self._gives_away(matrix, explanation):
            self.clear(VEILED_HINT)
            self._asked = (matrix, row, column)  # explained once the veil lifts
            return None
        self._cell = (matrix, row, column)
        self._tokens = tuple(frame.session.tokens)
        self._explanation = explanation
        parts = [f"<p><b>{html.escape(explanation.title)}</b></p>"]
        parts += [
            f"<p style='margin:2px 0'>{self._line_html(line)}</p>" for line in explanation.lines
        ]
        self.browser.setHtml("".join(parts))
        self._highlight(explanation)
        self._mark_heatmaps(explanation)
        self.sig_explained.emit()
        return explanation

    @staticmethod
    def _line_html(line: str) -> str:
        indent = len(line) - len(line.lstrip(" "))
        return "&nbsp;" * (2 * indent) + html.escape(line.lstrip(" "))

    def clear(self, why: str = PLACEHOLDER) -> None:
        """Explain nothing; ``why`` is the hint shown instead."""
        self._cell = self._asked = None
        self._explanation = None
        self._hint = why
        self._show_placeholder()
        self._highlight(None)
        self._mark_heatmaps(None)

    def _show_placeholder(self) -> None:
        # The placeholder of a QTextBrowser does not wrap, so the hint is shown as text, in
        # the theme's placeholder colour (readable on the text area, unlike a fixed grey).
        colour = self.palette().color(QPalette.ColorRole.PlaceholderText).name()
        hint = html.escape(translate("explain_panel", self._hint))
        self.browser.setHtml(f"<p style='color:{colour}'>{hint}</p>")

    def _mark_heatmaps(self, explanation: Explanation | None) -> None:
        """Frame the explained cell in its heatmap and tint the sources in theirs."""
        wanted: dict[str, list[tuple[int | None, int | None]]] = {}
        for matrix, row, column in explanation.sources if explanation else []:
            heatmap = MATRICES[matrix].heatmap if matrix in MATRICES else None
            if heatmap is not None:
                wanted.setdefault(heatmap, []).append((row, column))
        explained = self._cell
        for name, heatmap in self._heatmaps.items():
            cell = None
            if explained is not None and MATRICES[explained[0]].heatmap == name:
                cell = (explained[1], explained[2])
            heatmap.set_explained_cells(cell, wanted.get(name, []))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if (
            event.type() in RECOLOUR_EVENTS
            and self._explanation is None
            and hasattr(self, "browser")
        ):
            self._show_placeholder()

    def _highlight(self, explanation: Explanation | None) -> None:
        wanted: dict[str, list[tuple[int | None, int | None]]] = {}
        for matrix, row, column in explanation.sources if explanation else []:
            table = self._table_for(matrix)
            if table is not None:
                wanted.setdefault(table, []).append((row, column))
        for name, panel in self._panels.items():
            panel.model.set_source_cells(wanted.get(name, []))
        self.legend.setVisible(bool(wanted))

    def _table_for(self, matrix: str) -> str | None:
        """The table showing a source matrix; stand-ins when that panel is hidden."""
        entry = matrix_named(matrix)
        if not entry.table or entry.table_name not in self._panels:
            return None
        panel = self._panels[entry.table_name]
        if not panel.isVisibleTo(panel.window()) and entry.key in STAND_INS:
            return MATRICES[STAND_INS[entry.key]].table_name
        return entry.table_name

    # -- slots -------------------------------------------------------------------------
    def _on_table_cell_chosen(self, matrix: str, index: QModelIndex) -> None:
        # The token vectors are typed in layer 1: a click there starts an edit, and the
        # number explained stays (its working follows the edit).  In a later layer they
        # are the layer before's output, computed, and explained like any result.
        typing = matrix == "embeddings" and self._document.shown_layer == 0
        if index.isValid() and not typing:
            self.explain(matrix, index.row(), index.column())

    def show_frame(self, frame: Frame) -> None:
        """Explain the same number again in the new frame (it follows edits and the head)."""
        changed = frame.changed(self._frame)
        self._frame = frame
        if self._cell is None or not changed & {"numbers", "head"}:
            return
        cell = self._cell_after_token_change(frame)
        if cell is None:
            self.clear(TOKENS_MOVED)
        else:
            self.explain(*cell)

    def _cell_after_token_change(self, frame: Frame) -> tuple[str, int, int] | None:
        """The explained cell where its tokens are now, or None when that can't be told.

        A shuffle moves a token's row (and, in the scores and weights, its key column)
        with it, so the explanation keeps talking about the same query and key.
        """
        assert self._cell is not None
        matrix, row, column = self._cell
        before, now = self._tokens, tuple(frame.session.tokens)
        if before == now:
            return self._cell
        if len(before) == len(now) and sorted(before) != sorted(now):
            return self._cell  # a token renamed: every token kept its place
        if sorted(before) != sorted(now) or len(set(now)) != len(now):
            return None  # a token added or removed, or two alike: which one moved where?
        row = now.index(before[row])
        if MATRICES[matrix].columns in (KEYS, TOKENS):
            column = now.index(before[column])
        return matrix, row, column
