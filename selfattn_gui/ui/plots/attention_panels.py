"""The attention weights heatmap with the selected query's bar chart, and the scores heatmap.

Each draws the head on show from the frames it is shown (``show_frame``).
Clicking a row (or a bar, or a column) selects that token everywhere; Ctrl+click
hides or shows one key for one query (the custom mask).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSplitter, QVBoxLayout, QWidget

from selfattn_gui.core.maths.matrices import MATRICES
from selfattn_gui.core.sessions import edits
from selfattn_gui.core.text import translate
from selfattn_gui.model.document import Document
from selfattn_gui.model.frame import Frame
from selfattn_gui.model.view_state import ViewState
from selfattn_gui.ui.foundation.label_roles import show_as
from selfattn_gui.ui.foundation.look import PlotLook
from selfattn_gui.ui.foundation.plain_text import set_plain, shown
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.plots.heatmap_access import blocked_warning, mask_toggle_text
from selfattn_gui.ui.plots.pin_overlay import GhostBars, show_pin_on_heatmap
from selfattn_gui.ui.plots.plot_room import around_text, heatmap_size, square_plot_size
from selfattn_gui.ui.plots.plot_style import steady_levels
from selfattn_gui.ui.plots.query_chart import QueryChart
from selfattn_gui.ui.plots.query_key_heatmap import query_key_heatmap, veiled_tooltip

#: the least size of the weights heatmap beside its bars
MIN_WEIGHTS = QSize(220 + 45, 160 + 10)  # and room for the margins and the handle


def query_as_key(frame: Frame) -> int | None:
    """The selected query among the keys, to light up its column and bar: the same
    token, while the keys are the tokens (a cross session's keys are another sentence)."""
    query = frame.query
    return query if query >= 0 and frame.session.attention != "cross" else None


class _ColouredView(QWidget):
    """A view drawn from frames (``show_frame``), in one of the frame's colour maps.

    ``document`` is where its clicks go (select a token, mask a cell); what it draws
    comes from the frames only.  Its plots follow ``look`` (theme colours and text size)
    when it is given one.  It draws nothing until it is shown its first frame.
    """

    uses = "weights"  # which colour map of the frame it draws with: weights or scores

    def __init__(
        self,
        document: Document,
        view_state: ViewState,
        look: PlotLook | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._document = document
        self._look = look
        self._frame: Frame | None = None
        #: Set by the frame scheduler: shows the view the newest frame before it is read.
        self.read_latest: Callable[[], None] = lambda: None
        self._build(document, view_state)

    def _build(self, document: Document, view_state: ViewState) -> None:
        """Make the view's widgets and connect their clicks (the first drawing comes after)."""
        raise NotImplementedError

    @property
    def colormap(self) -> str:
        """The colour map it draws with (the newest frame's)."""
        self.read_latest()
        frame = self._frame
        if frame is None:
            return ""
        return frame.weights_colormap if self.uses == "weights" else frame.scores_colormap

    def _own(self, *plots: MatrixHeatmap | QueryChart) -> None:
        """Let ``plots`` take the look (theme colours, text size), if the view has one, and
        catch the view up before anyone reads them (an export, explain, a test)."""
        for plot in plots:
            plot.read_latest = lambda: self.read_latest()
            if self._look is not None:
                plot.follow_look(self._look)

    def _plot_size(self, cells: float, *, fitted: int, label_lines: float) -> QSize:
        """A plot of ``cells`` × ``cells`` (``plot_room.square_plot_size``) at this text."""
        line = self.fontMetrics().height()
        return square_plot_size(line, cells, fitted=fitted, around=around_text(line, label_lines))

    def show_frame(self, frame: Frame) -> None:
        changed = frame.changed(self._frame)
        self._frame = frame
        if changed == {"query"}:
            self._draw_selection(frame)
        elif changed - {"look"}:  # (the look reaches the plots by itself)
            self._draw(frame)

    def _draw(self, frame: Frame) -> None:
        raise NotImplementedError

    def _draw_selection(self, frame: Frame) -> None:
        self._draw(frame)


class WeightsPanel(_ColouredView):
    """Weights heatmap (rows = queries, columns = keys) beside the query bar chart."""

    def _build(self, document: Document, view_state: ViewState) -> None:
        what = translate("attention_panels", "Attention weights")
        self.heatmap = query_key_heatmap(document, MATRICES["weights"], what)
        self.heatmap.tooltip_provider = veiled_tooltip(self.heatmap, view_state)
        self.chart = QueryChart()
        self.chart.setObjectName("chart.query")
        chart_name = translate("attention_panels", "Weights of the selected query over the keys")
        self.chart.setAccessibleName(chart_name)
        self.warning = QLabel()
        self.warning.setObjectName("warning.weights")
        show_as(self.warning, "warning")
        self.warning.setWordWrap(True)
        self.warning.setVisible(False)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.heatmap)
        self.splitter.addWidget(self.chart)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        for view in (self.heatmap, self.chart):
            view.setMinimumSize(160, 140)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.warning)

        self.heatmap.sig_cell_ctrl_clicked.connect(self._on_heatmap_ctrl_clicked)
        self.chart.sig_bar_clicked.connect(document.select_query)
        self.chart.sig_bar_explained.connect(self._on_chart_bar_explained)
        self._ghost_bars = GhostBars(self.chart.getPlotItem())  # the bars at the pin
        self._own(self.heatmap, self.chart)

    @property
    def ghost_bars(self) -> GhostBars:
        """The selected query's bars at the pin, dashed, as of the latest numbers."""
        self.chart.read_latest()
        return self._ghost_bars

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """The heatmap with the query's bars beside it."""
        heatmap, bars = self._parts()
        bars = QSize(0, 0) if self.chart.isHidden() else bars  # (presenting: not about them)
        warning = self.warning.sizeHint().height() if not self.warning.isHidden() else 0
        return QSize(heatmap.width() + bars.width(), heatmap.height() + warning)

    def _parts(self) -> tuple[QSize, QSize]:
        """What the heatmap and the bars ask for; the weights, the picture the lessons are
        about, never less than 220 × 160."""
        tokens = self._document.shown_session.n_tokens
        heatmap = heatmap_size(self.heatmap, tokens, fitted=8, cell_lines=3.4)
        heatmap = heatmap.expandedTo(MIN_WEIGHTS)
        bars = self._plot_size(tokens * 0.7, fitted=6, label_lines=3)
        return heatmap, bars.expandedTo(self.chart.minimumSize())  # (else it takes the map's)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        """Chart beside the heatmap when there is width to spare, under it otherwise."""
        super().resizeEvent(event)
        size = event.size()
        wide = size.width() >= 1.2 * size.height()
        orientation = Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical
        if self.splitter.orientation() != orientation:
            self.splitter.setOrientation(orientation)
        if wide:  # each its share of what it asks for (by default the splitter halves)
            heatmap, bars = self._parts()
            self.splitter.setSizes([heatmap.width(), bars.width()])

    def _on_heatmap_ctrl_clicked(self, query: int, key: int) -> None:
        hide = self._document.shown_result.mask[query, key]
        tokens, keys = self._document.shown_session.tokens, self._document.shown_session.key_tokens
        text = mask_toggle_text(hide, keys[key], tokens[query])
        self._document.try_apply(edits.toggle_mask_cell, text, query, key)

    def _on_chart_bar_explained(self, key: int) -> None:
        """Enter on a bar explains its weight: the path of a click on its heatmap cell."""
        query = self._document.selected_query
        if query >= 0:
            self.heatmap.sig_cell_clicked.emit(query, key)

    def _draw(self, frame: Frame) -> None:
        """The warning (it changes the panel's size), the heatmap and the bars."""
        result, tokens = frame.result, frame.session.tokens
        blocked = [tokens[i] for i in result.blocked_queries]
        if blocked:
            names = ", ".join(f'"{shown(t, 40)}"' for t in blocked[:10])
            names += "…" if len(blocked) > 10 else ""
            set_plain(self.warning, blocked_warning(names))
        self.warning.setVisible(bool(blocked))
        self._draw_heatmap(frame)
        self._draw_chart(frame)

    def _draw_heatmap(self, frame: Frame) -> None:
        result, session, veiled = frame.result, frame.session, frame.is_veiled("weights")
        weights = frame.head_result.weights
        self.heatmap.set_matrix(
            weights,
            row_labels=list(session.tokens),
            column_labels=list(session.key_tokens),
            visible=result.mask,
            levels=(0.0, 1.0),
            colormap=self.colormap,
            decimals=frame.decimals,
            veiled=veiled,
        )
        pinned = None if veiled else frame.compare(MATRICES["weights"]).old
        show_pin_on_heatmap(self.heatmap, weights, pinned, result.mask, frame.decimals)
        self._draw_heatmap_selection(frame)

    def _draw_selection(self, frame: Frame) -> None:
        self._draw_heatmap_selection(frame)
        self._draw_chart(frame)

    def _draw_heatmap_selection(self, frame: Frame) -> None:
        self.heatmap.set_selected_row(frame.query if frame.query >= 0 else None)
        self.heatmap.set_highlighted_token(query_as_key(frame))

    def _draw_chart(self, frame: Frame) -> None:
        """The selected query's bars, and beside them its bars at the pin."""
        result, session, query = frame.result, frame.session, frame.query
        veiled = frame.is_veiled("weights")
        self.chart.set_highlighted_token(query_as_key(frame))
        pinned = None if veiled else frame.compare(MATRICES["weights"]).old
        if query < 0 or pinned is None:
            self._ghost_bars.set_heights(None)
        else:  # a masked key has no bar, now or at the pin
            self._ghost_bars.set_heights(np.where(result.mask[query], pinned[query], np.nan))
        if query < 0:
            return
        self.chart.set_weights(
            frame.head_result.weights[query],
            key_labels=list(session.key_tokens),
            visible=result.mask[query],
            query_label=session.tokens[query],
            decimals=frame.decimals,
            veiled=veiled,
        )


class ScoresPanel(_ColouredView):
    """The scaled scores of the selected head on a diverging map centred on 0."""

    uses = "scores"

    def _build(self, document: Document, view_state: ViewState) -> None:
        self.heatmap = query_key_heatmap(document, MATRICES["scaled"])
        self.heatmap.tooltip_provider = veiled_tooltip(self.heatmap, view_state)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.heatmap)
        self._own(self.heatmap)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        tokens = self._document.shown_session.n_tokens
        # Smaller cells than the weights': a picture of the scaled scores' signs and sizes
        # (each number is in its hover text and in "explain this number").
        return heatmap_size(self.heatmap, tokens, fitted=8, cell_lines=2.1)

    def _draw(self, frame: Frame) -> None:
        scaled, session = frame.head_result.scaled, frame.session
        veiled = frame.is_veiled("scaled")
        self.heatmap.set_matrix(
            scaled,
            row_labels=list(session.tokens),
            column_labels=list(session.key_tokens),
            visible=None,
            levels=steady_levels(scaled),
            colormap=self.colormap,
            decimals=frame.decimals,
            veiled=veiled,
        )
        pinned = None if veiled else frame.compare(MATRICES["scaled"]).old
        show_pin_on_heatmap(self.heatmap, scaled, pinned, None, frame.decimals)
        self._draw_selection(frame)

    def _draw_selection(self, frame: Frame) -> None:
        self.heatmap.set_selected_row(frame.query if frame.query >= 0 else None)
        self.heatmap.set_highlighted_token(query_as_key(frame))


class AllHeadsPanel(_ColouredView):
    """One small weights heatmap per head, side by side.

    It sits in a tab that is mostly hidden; out of sight it waits for the newest frame
    (eight heatmaps per edit for nothing), like every view (``foundation/when_seen``).
    """

    def _build(self, document: Document, view_state: ViewState) -> None:
        self.setObjectName("panel.all_heads")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(2, 2, 2, 2)
        self._row = QHBoxLayout()
        self._layout.addLayout(self._row)
        self._maps: list[MatrixHeatmap] = []

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """The heads' heatmaps side by side, smaller than the selected head's."""
        session = self._document.shown_session
        one = self._plot_size(session.n_tokens * 0.6, fitted=5, label_lines=3)
        return QSize(one.width() * session.n_heads, one.height())

    def _draw(self, frame: Frame) -> None:
        result, session = frame.result, frame.session
        tokens = list(session.tokens)
        name = translate(
            "attention_panels", "Weights of head {number}: rows are queries, columns keys"
        )
        while len(self._maps) < len(result.heads):  # only rebuilt when the head count grows
            heatmap = MatrixHeatmap()
            heatmap.setObjectName(f"heatmap.head{(index := len(self._maps))}")
            heatmap.setAccessibleName(name.format(number=index + 1))
            heatmap.sig_row_clicked.connect(self._document.select_query)
            heatmap.sig_column_clicked.connect(lambda _k, h=index: self._document.select_head(h))
            self._own(heatmap)  # each takes the look (theme and zoom) as it is made
            self._maps.append(heatmap)
            self._row.addWidget(heatmap)
        veiled = frame.is_veiled("weights")
        for h, heatmap in enumerate(self._maps):
            heatmap.setVisible(h < len(result.heads))
            if h >= len(result.heads):
                continue
            heatmap.set_title(f"head {h + 1}")
            heatmap.set_matrix(
                result.heads[h].weights,
                row_labels=tokens,
                column_labels=list(session.key_tokens),
                visible=result.mask,
                levels=(0.0, 1.0),
                colormap=self.colormap,
                show_values=len(tokens) <= 6,
                veiled=veiled,
            )
            pinned = None if veiled else frame.compare(MATRICES["weights"], h).old
            show_pin_on_heatmap(heatmap, result.heads[h].weights, pinned, result.mask, 2)
            heatmap.set_selected_row(frame.query if frame.query >= 0 else None)
