"""The attention weights heatmap with the selected query's bar chart, and the scores heatmap.

Both read the selected head's numbers from the document on every result change.
Clicking a row (or a bar, or a column) selects that token everywhere; Ctrl+click
hides or shows one key for one query (the custom mask).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSplitter, QVBoxLayout, QWidget

from selfattn_gui.core.maths.matrices import MATRICES
from selfattn_gui.core.sessions import edits
from selfattn_gui.core.text import translate
from selfattn_gui.model.document import Document
from selfattn_gui.model.view_state import ViewState
from selfattn_gui.ui.foundation.label_roles import show_as
from selfattn_gui.ui.foundation.look import PlotLook
from selfattn_gui.ui.foundation.plain_text import set_plain, shown
from selfattn_gui.ui.foundation.refresh_when_seen import on_screen
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.plots.heatmap_access import blocked_warning, mask_toggle_text
from selfattn_gui.ui.plots.pin_overlay import GhostBars, show_pin_on_heatmap
from selfattn_gui.ui.plots.plot_look import FollowsLook
from selfattn_gui.ui.plots.plot_room import around_text, heatmap_size, square_plot_size
from selfattn_gui.ui.plots.plot_style import steady_levels
from selfattn_gui.ui.plots.query_chart import QueryChart
from selfattn_gui.ui.plots.query_key_heatmap import query_key_heatmap, veiled_tooltip

#: the least size of the weights heatmap beside its bars
MIN_WEIGHTS = QSize(220 + 45, 160 + 10)  # and room for the margins and the handle


def query_as_key(document: Document) -> int | None:
    """The selected query among the keys, to light up its column and bar: the same
    token, while the keys are the tokens (a cross session's keys are another sentence)."""
    query = document.selected_query
    return query if query >= 0 and document.shown_session.attention != "cross" else None


class _ColouredView(QWidget):
    """A view drawn from the document in one of the view state's colour maps.

    It listens to the view state itself: a new colour map (or, for the views that
    write numbers in their cells, new decimals) redraws it.  Its plots follow
    ``look`` (theme colours and text size) when it is given one.
    """

    uses = "weights"  # which colour map of the view state it draws with: weights or scores

    def __init__(
        self,
        document: Document,
        view_state: ViewState,
        look: PlotLook | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._document = document
        self._view_state = view_state
        self._look = look
        if self.uses == "weights":
            self.colormap = view_state.weights_colormap
            view_state.sig_weights_colormap_changed.connect(self._on_colormap_changed)
        else:
            self.colormap = view_state.scores_colormap
            view_state.sig_scores_colormap_changed.connect(self._on_colormap_changed)
        self._build(document, view_state)
        view_state.sig_veil_changed.connect(self._on_decimals_changed)  # "?" or numbers
        self.refresh()

    def _build(self, document: Document, view_state: ViewState) -> None:
        """Make the view's widgets and connect them (the first drawing comes after)."""
        raise NotImplementedError

    @property
    def _decimals(self) -> int:
        return self._view_state.decimals

    def _pinned(self, key: str, head: int | None = None) -> np.ndarray | None:
        return self._document.pin.compare(MATRICES[key], head=head).old

    def _follow(self, *plots: FollowsLook) -> None:
        """Let ``plots`` take the look (theme colours, text size), if the view has one."""
        if self._look is not None:
            for plot in plots:
                plot.follow_look(self._look)

    def _plot_size(self, cells: float, *, fitted: int, label_lines: float) -> QSize:
        """A plot of ``cells`` × ``cells`` (``plot_room.square_plot_size``) at this text."""
        line = self.fontMetrics().height()
        return square_plot_size(line, cells, fitted=fitted, around=around_text(line, label_lines))

    def _on_colormap_changed(self, name: str) -> None:
        self.colormap = name
        self.refresh()

    def _on_decimals_changed(self, _decimals: int) -> None:
        self.refresh()

    def refresh(self) -> None:
        raise NotImplementedError


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
        self._follow(self.heatmap, self.chart)
        document.pin.sig_pin_changed.connect(self.refresh)
        view_state.sig_decimals_changed.connect(self._on_decimals_changed)
        document.sig_result_changed.connect(self.refresh)
        document.sig_head_selected.connect(self.refresh)
        document.sig_query_selected.connect(self._on_document_query_selected)

    @property
    def ghost_bars(self) -> GhostBars:
        """The selected query's bars at the pin, dashed, as of the latest numbers."""
        self.chart.catch_up()
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

    def _on_document_query_selected(self, _index: int) -> None:
        self.heatmap.draw_when_seen(self._draw_selection)
        self.chart.draw_when_seen(self._draw_chart)

    def refresh(self) -> None:
        """The warning now (it changes the panel's size); the plots once they can be seen."""
        result, tokens = self._document.shown_result, self._document.shown_session.tokens
        blocked = [tokens[i] for i in result.blocked_queries]
        if blocked:
            names = ", ".join(f'"{shown(t, 40)}"' for t in blocked[:10])
            names += "…" if len(blocked) > 10 else ""
            set_plain(
                self.warning,
                blocked_warning(names),
            )
        self.warning.setVisible(bool(blocked))
        self.heatmap.draw_when_seen(self._draw_heatmap)
        self.chart.draw_when_seen(self._draw_chart)

    def _draw_heatmap(self) -> None:
        result, session = self._document.shown_result, self._document.shown_session
        head = result.heads[self._document.selected_head]
        tokens = list(session.tokens)
        self.heatmap.set_matrix(
            head.weights,
            row_labels=tokens,
            column_labels=list(session.key_tokens),
            visible=result.mask,
            levels=(0.0, 1.0),
            colormap=self.colormap,
            decimals=self._decimals,
            veiled=self._view_state.is_veiled("weights"),
        )
        pinned = None if self._view_state.is_veiled("weights") else self._pinned("weights")
        show_pin_on_heatmap(self.heatmap, head.weights, pinned, result.mask, self._decimals)
        self._draw_selection()

    def _draw_selection(self) -> None:
        query = self._document.selected_query
        self.heatmap.set_selected_row(query if query >= 0 else None)
        self.heatmap.set_highlighted_token(query_as_key(self._document))

    def _draw_chart(self) -> None:
        """The selected query's bars, and beside them its bars at the pin."""
        result, session = self._document.shown_result, self._document.shown_session
        query = self._document.selected_query
        self.chart.set_highlighted_token(query_as_key(self._document))
        pinned = None if self._view_state.is_veiled("weights") else self._pinned("weights")
        if query < 0 or pinned is None:
            self._ghost_bars.set_heights(None)
        else:  # a masked key has no bar, now or at the pin
            self._ghost_bars.set_heights(np.where(result.mask[query], pinned[query], np.nan))
        if query < 0:
            return
        head = result.heads[self._document.selected_head]
        self.chart.set_weights(
            head.weights[query],
            key_labels=list(session.key_tokens),
            visible=result.mask[query],
            query_label=session.tokens[query],
            decimals=self._decimals,
            veiled=self._view_state.is_veiled("weights"),
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
        self._follow(self.heatmap)
        view_state.sig_decimals_changed.connect(self._on_decimals_changed)
        document.sig_result_changed.connect(self.refresh)
        document.sig_head_selected.connect(self.refresh)
        document.sig_query_selected.connect(self._on_document_query_selected)
        document.pin.sig_pin_changed.connect(self.refresh)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        tokens = self._document.shown_session.n_tokens
        # Smaller cells than the weights': a picture of the scaled scores' signs and sizes
        # (each number is in its hover text and in "explain this number").
        return heatmap_size(self.heatmap, tokens, fitted=8, cell_lines=2.1)

    def _on_document_query_selected(self, _index: int) -> None:
        self.heatmap.draw_when_seen(self._draw_selection)

    def refresh(self) -> None:
        self.heatmap.draw_when_seen(self._draw)

    def _draw(self) -> None:
        head = self._document.shown_result.heads[self._document.selected_head]
        tokens = list(self._document.shown_session.tokens)
        scaled = head.scaled
        self.heatmap.set_matrix(
            scaled,
            row_labels=tokens,
            column_labels=list(self._document.shown_session.key_tokens),
            visible=None,
            levels=steady_levels(scaled),
            colormap=self.colormap,
            decimals=self._decimals,
            veiled=self._view_state.is_veiled("scaled"),
        )
        pinned = None if self._view_state.is_veiled("scaled") else self._pinned("scaled")
        show_pin_on_heatmap(self.heatmap, scaled, pinned, None, self._decimals)
        self._draw_selection()

    def _draw_selection(self) -> None:
        query = self._document.selected_query
        self.heatmap.set_selected_row(query if query >= 0 else None)
        self.heatmap.set_highlighted_token(query_as_key(self._document))


class AllHeadsPanel(_ColouredView):
    """One small weights heatmap per head, side by side.

    It sits in a tab that is mostly hidden, so while hidden it only notes that its
    pictures are out of date (eight heatmaps per edit for nothing) and redraws when shown.
    """

    def _build(self, document: Document, view_state: ViewState) -> None:
        self.setObjectName("panel.all_heads")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(2, 2, 2, 2)
        self._row = QHBoxLayout()
        self._layout.addLayout(self._row)
        self._maps: list[MatrixHeatmap] = []
        self._drawn = False
        self._stale = False
        document.sig_result_changed.connect(self.refresh)
        document.sig_query_selected.connect(lambda _i: self.refresh())
        document.pin.sig_pin_changed.connect(self.refresh)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """The heads' heatmaps side by side, smaller than the selected head's."""
        session = self._document.shown_session
        one = self._plot_size(session.n_tokens * 0.6, fitted=5, label_lines=3)
        return QSize(one.width() * session.n_heads, one.height())

    @property
    def is_stale(self) -> bool:
        """True while hidden after a change: the heatmaps redraw when the panel is shown."""
        return self._stale

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if self._stale:
            self.refresh()

    def on_dock_visibility_changed(self, visible: bool) -> None:
        """Catch up when the dock's tab comes to the front (connect its visibilityChanged)."""
        if visible and self._stale:
            # Its new place on screen is only set once this signal's handlers have run.
            QTimer.singleShot(0, self.refresh)

    def refresh(self) -> None:
        result = self._document.shown_result
        tokens = list(self._document.shown_session.tokens)
        # Made at once, hidden or not: each takes the look (theme and zoom) as it is made.
        name = translate(
            "attention_panels", "Weights of head {number}: rows are queries, columns keys"
        )
        while len(self._maps) < len(result.heads):  # only rebuilt when the head count grows
            heatmap = MatrixHeatmap()
            heatmap.setObjectName(f"heatmap.head{(index := len(self._maps))}")
            heatmap.setAccessibleName(name.format(number=index + 1))
            heatmap.sig_row_clicked.connect(self._document.select_query)
            heatmap.sig_column_clicked.connect(lambda _k, h=index: self._document.select_head(h))
            self._follow(heatmap)
            self._maps.append(heatmap)
            self._row.addWidget(heatmap)
        # Drawn once at the start (a first picture even if never shown), then only while shown.
        if self._drawn and not on_screen(self):  # closed, or behind another dock's tab
            self._stale = True
            return
        self._stale, self._drawn = False, True
        for h, heatmap in enumerate(self._maps):
            heatmap.setVisible(h < len(result.heads))
            if h >= len(result.heads):
                continue
            heatmap.set_title(f"head {h + 1}")
            heatmap.set_matrix(
                result.heads[h].weights,
                row_labels=tokens,
                column_labels=list(self._document.shown_session.key_tokens),
                visible=result.mask,
                levels=(0.0, 1.0),
                colormap=self.colormap,
                show_values=len(tokens) <= 6,
                veiled=self._view_state.is_veiled("weights"),
            )
            pinned = None if self._view_state.is_veiled("weights") else self._pinned("weights", h)
            show_pin_on_heatmap(heatmap, result.heads[h].weights, pinned, result.mask, 2)
            query = self._document.selected_query
            heatmap.set_selected_row(query if query >= 0 else None)
