"""The pipeline: the whole computation in its order, stage after stage, sized to its room.

Token vectors and the W's → Q, K, V → scores → ÷ √d_k → softmax: weights → · V →
· W_o → + Z.  The stages flow left to right and wrap to a new row where the screen is
narrow; the text of every stage (tables, titles and the plots' numbers) is sized so
the whole pipeline fits the room it has, between 60 % and 250 % of the window's text
size (past that it scrolls).  The head tabs on top switch every stage to another head
or show the heads' weights side by side.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QScrollArea,
    QStackedWidget,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from selfattn_gui.core.maths.layer_on_show import input_symbol, layer_index
from selfattn_gui.core.maths.matrices import MATRICES
from selfattn_gui.core.text import translate
from selfattn_gui.model.document import Document
from selfattn_gui.model.frame import Frame
from selfattn_gui.ui.editors.matrix_panel import MatrixPanel
from selfattn_gui.ui.pipeline.first_view import FirstView
from selfattn_gui.ui.pipeline.fit_look import FitLook
from selfattn_gui.ui.pipeline.flow import best_scale, flow_size
from selfattn_gui.ui.pipeline.flow_layout import FlowLayout
from selfattn_gui.ui.pipeline.head_tabs import HeadTabs
from selfattn_gui.ui.pipeline.kv_groups_control import kv_cache_note, kv_groups_control
from selfattn_gui.ui.pipeline.layer_bar import PipelineSwitches, next_layer_button
from selfattn_gui.ui.pipeline.layer_links import previous_layer_button
from selfattn_gui.ui.pipeline.reading_order import ReadingOrder
from selfattn_gui.ui.pipeline.sizes_now import forget_sizes, lay_out_now
from selfattn_gui.ui.pipeline.stage import Stage
from selfattn_gui.ui.pipeline.stage_contents import (
    ACROSS,
    NARROWABLE,
    SHAPE_OF_ALL,
    TABLES,
    TYPED_INPUT,
)
from selfattn_gui.ui.pipeline.stage_sources import made_from
from selfattn_gui.ui.pipeline.stage_texts import STAGES
from selfattn_gui.ui.pipeline.typed_sequence import TypedSequenceButtons
from selfattn_gui.ui.plots.attention_panels import AllHeadsPanel, ScoresPanel, WeightsPanel

#: the pipeline's text size relative to the window's, at least and at most
LEAST_FIT, MOST_FIT = 0.6, 2.5
_WEIGHTS_PICTURE, _WEIGHTS_NUMBERS, _ALL_HEADS = 0, 1, 2

#: a bracket with a number in a stage's title, e.g. "(√2 = 1.41)", left out while veiled
_NUMBERS_IN_BRACKETS = re.compile(r"\s*\([^()]*\d[^()]*\)")


class PipelineView(QWidget):
    """Every stage of the computation for the selected head, in reading order.

    Attributes
    ----------
    stages : stage key (``"tokens"``, ``"scores"``, … see ``stage_texts.STAGES``) -> its card
    head_tabs : the head switcher
    typed_sequence : the tokens stage's buttons to type a sequence (``type_action``)
    numbers_button : shows the weights as a table instead of a heatmap
    fit : the text size of the stages relative to the window's (1.0 = the same)
    """

    def __init__(
        self,
        document: Document,
        panels: dict[str, MatrixPanel],
        weights: WeightsPanel,
        scores: ScoresPanel,
        all_heads: AllHeadsPanel,
        look: FitLook | None = None,
        parent: QWidget | None = None,
        predictions: QWidget | None = None,
        dot_product: QWidget | None = None,
        predictions_note: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("pipeline")
        self.setAccessibleName(translate("pipeline_view", "The computation, stage after stage"))
        self._document = document
        self._look = look
        self._only: set[str] | None = None
        self._pointed_at: list[QWidget] = []
        self._narrowed: set[QWidget] = set()  # views hidden because a step is not about them
        self.fit = 1.0
        self.head_tabs = HeadTabs(document)
        self.switches = PipelineSwitches(document, self.head_tabs)
        self._build_stages(panels)
        self.stages["scaled"].add_view(scores, 1)
        self.stages["residual"].add_corner_widget(next_layer_button(document))
        self.typed_sequence = TypedSequenceButtons(document)  # (its action: Edit menu too)
        self.stages["tokens"].add_corner_widget(self.typed_sequence)
        self.stages["projections"].add_corner_widget(kv_groups_control(document))
        self.stages["projections"].add_footer(kv_cache_note(document))
        self.stages["tokens"].add_corner_widget(previous_layer_button(document))
        if dot_product is not None:  # (it hides itself unless d_k = 2)
            self.stages["scores"].add_view(dot_product)
            self.stages["scores"].body.setAlignment(dot_product, Qt.AlignmentFlag.AlignTop)
            self._stage_views["scores"].append(dot_product)  # presenting Q·Kᵀ: the numbers
        self._predictions = predictions
        if predictions is not None:
            self.stages["predictions"].add_view(predictions)
        if predictions_note is not None:  # what its grey rows mean
            self.stages["predictions"].add_footer(predictions_note)
        self._stage_views["weights"] = [weights.heatmap, weights.chart]
        self._coloured = (weights, scores)
        self._weights_stack = self._weights_views(
            weights, panels[MATRICES["weights"].table_name], all_heads
        )
        self._build_layout(panels[MATRICES["embeddings"].table_name].table)
        self._refit_timer = QTimer(self, singleShot=True, interval=0)
        self._refit_timer.timeout.connect(self._refit)
        self._fitting = False
        self.fit_passes = 0  # how many times the stages were sized to their room
        self._fitted_room = (0, 0)
        self.reading_order = ReadingOrder(self.head_tabs, list(self.stages.values()))
        self._frame: Frame | None = None  # the newest frame the stages' words were written for
        self._connect()

    # -- building ---------------------------------------------------------------------------
    def _build_stages(self, panels: dict[str, MatrixPanel]) -> None:
        """One card per stage of :data:`STAGES`, holding its tables, in the flow."""
        self._area = QWidget()
        self._area.setObjectName("pipeline.stages")
        self._flow = FlowLayout(self._area, spacing=10)
        self.stages: dict[str, Stage] = {}
        self._stage_views: dict[str, list[QWidget]] = {}
        for text in STAGES:
            stage = Stage(text.key, text.operator, edits=text.edits, across=text.key in ACROSS)
            self.stages[text.key] = stage
            self._flow.addWidget(stage)
            names = TABLES.get(text.key, ())
            self._stage_views[text.key] = [panels[name] for name in names]
            for name in names:
                stage.add_view(panels[name])
            if len(names) == 1:  # the stage's title already says what the one table is
                panels[names[0]].title_label.hide()
            elif text.key in ACROSS:  # side by side, tables start at the same height
                for name in names:
                    panels[name].title_label.setWordWrap(False)

    def _weights_views(
        self, weights: WeightsPanel, table: MatrixPanel, all_heads: AllHeadsPanel
    ) -> QStackedWidget:
        """The weights as a heatmap (with the query's bars), as numbers, or every head's."""
        stack = QStackedWidget()
        stack.setObjectName("stack.weights")
        for view in (weights, table, all_heads):
            stack.addWidget(view)
        self.numbers_button = QToolButton()
        self.numbers_button.setObjectName("button.weights_numbers")
        self.numbers_button.setText("123")
        self.numbers_button.setCheckable(True)
        tip = translate("pipeline_view", "Show the weights as a table of numbers")
        self.numbers_button.setToolTip(tip)
        self.numbers_button.setAccessibleName(translate("pipeline_view", "Weights as numbers"))
        self.numbers_button.toggled.connect(self._show_weights_page)
        stage = self.stages["weights"]
        stage.add_corner_widget(self.numbers_button)
        stage.add_view(stack, 1)
        return stack

    def _build_layout(self, tokens: QTableView) -> None:
        scroll = QScrollArea()
        scroll.setObjectName("pipeline.scroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab scrolls to each control it reaches
        scroll.setWidget(self._area)
        scroll.viewport().installEventFilter(self)
        self._scroll = scroll
        self.first_view = FirstView(
            self._document, scroll, self._area, self.stages["weights"], tokens, self._flow.gap()
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(2)
        layout.addWidget(self.switches)
        layout.addWidget(scroll, 1)

    def _connect(self) -> None:
        document = self._document
        document.sig_structure_changed.connect(self.request_fit)
        document.sig_structure_changed.connect(self.reading_order.request)  # new heads' maps
        self.head_tabs.sig_all_heads.connect(lambda _on: self._show_weights_page())
        if self._look is not None:
            self._look.sig_window_look_changed.connect(self.request_fit)

    # -- what the stages say ------------------------------------------------------------------
    def show_frame(self, frame: Frame) -> None:
        """The stages' titles and shapes, and which stages the session has (every frame:
        a stage hidden for one session must come back for the next)."""
        changed = frame.changed(self._frame)
        self._frame = frame
        if changed & {"numbers", "head", "veil"}:  # (a veiled stage's title keeps no number)
            self._refresh_texts(frame)

    def _refresh_texts(self, frame: Frame) -> None:
        session, head = frame.session, frame.head
        for text in STAGES:
            # The predictions come after every layer: they read the whole session.
            read = frame.whole_session if text.key == "predictions" else session
            title, shape = text.texts(read, head)
            if frame.is_veiled(text.key):
                title = _NUMBERS_IN_BRACKETS.sub("", title)  # "(√2 = 1.41)" would answer
            self.stages[text.key].set_title(title, shape)
            self.stages[text.key].setAccessibleDescription(made_from(text.key, session))
        later = layer_index(session) > 0  # the residual adds H², H³, … back, not Z
        self.stages["residual"].operator.setText(f"+ {input_symbol(session)}" if later else "+ Z")
        self.stages["tokens"].set_edits("" if later else TYPED_INPUT)
        self._refresh_shown()

    def _refresh_shown(self) -> None:
        if self._frame is None:
            return
        session = self._frame.session
        present = {
            "source": session.attention == "cross",  # the other sentence, keys and values
            # One head and no W_o: the attention output is the head output again.
            "mix": session.W_o is not None or session.n_heads > 1,
            "residual": session.residual,
            "layer_norm": session.layers[0].layer_norm is not None,
            "predictions": self._predictions is not None
            and self._frame.whole_session.W_U is not None,
        }
        changed = False
        for key, stage in self.stages.items():
            wanted = present.get(key, True) and (self._only is None or key in self._only)
            if stage.isHidden() == wanted:
                stage.setVisible(wanted)
                changed = True
        if changed:
            self.request_fit()

    def _show_weights_page(self, *_args: object) -> None:
        if self.head_tabs.all_heads:
            page = _ALL_HEADS
        else:
            page = _WEIGHTS_NUMBERS if self.numbers_button.isChecked() else _WEIGHTS_PICTURE
        self._weights_stack.setCurrentIndex(page)
        self.numbers_button.setEnabled(page != _ALL_HEADS)
        self.request_fit()

    # -- which stages are on show (presentation mode) -----------------------------------------
    def show_only(self, keys: Iterable[str] | None, views: Iterable[QWidget] = ()) -> None:
        """Show only the stages ``keys`` (None: all of them, every view back).

        Inside the stages of several views (the W's, Q K V, W_o beside the attention
        output, the weights' heatmap beside their bars) only ``views`` stay when any of
        them is there: a step about V shows V large, not Q and K beside it.  While only
        some stages show (presenting), the heatmaps leave out their colour keys: every
        cell prints its number, and the room goes to larger numbers.
        """
        self._only = None if keys is None else set(keys)
        self._pointed_at = list(views)
        self._narrow()
        for panel in self._coloured:  # the cells print their numbers: the key can go
            panel.heatmap.set_colorbar_shown(keys is None)
            panel.updateGeometry()
        self._refresh_shown()
        self.request_fit()

    def _narrow(self) -> None:
        """Hide the views of a narrowable stage the step does not point at; show the rest.

        Only views hidden here are shown again, so a view that was hidden for its own
        reasons stays hidden.
        """
        wanted = self._pointed_at if self._only is not None else []
        for key in NARROWABLE:
            views = self._stage_views[key]
            keep = [v for v in views if any(v is w or v.isAncestorOf(w) for w in wanted)]
            if key in SHAPE_OF_ALL:  # not true of the one table left on show
                self.stages[key].shape.setVisible(not keep or len(keep) == len(views))
            for view in views:
                if keep and view not in keep:
                    if not view.isHidden():
                        self._narrowed.add(view)
                        view.hide()
                elif view in self._narrowed:
                    self._narrowed.discard(view)
                    view.show()

    def stages_holding(self, widgets: Iterable[QWidget]) -> list[str]:
        """The keys of the stages that hold any of ``widgets``, in pipeline order."""
        widgets = list(widgets)
        return [
            key
            for key, stage in self.stages.items()
            if any(stage is w or stage.isAncestorOf(w) for w in widgets)
        ]

    # -- sizing to the room -------------------------------------------------------------------
    def request_fit(self, *_args: object) -> None:
        """Size the text to the room again, once the current events are handled (several
        requests in one turn make one fit)."""
        self._refit_timer.start()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self.request_fit()

    @property
    def fit_pending(self) -> bool:
        """True until the stages have been sized to the room they have now."""
        return self._refit_timer.isActive()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if (
            watched is self._scroll.viewport()
            and event.type() == QEvent.Type.Resize
            and not self._fitting
            and self._room() != self._fitted_room
        ):
            # Now, before anything paints the stages at their old size in the new room
            # (cut off where it shrank): the resize is drawn fitted or not at all.
            self._refit()
        return False

    def _room(self) -> tuple[int, int]:
        """The pixels the stages may take: the viewport, as if its scroll bar were on show.

        Counting the scroll bar either way keeps the room the same whether it shows or
        not, so a fit that brings it up (or takes it away) does not call for another.
        """
        margins = self._flow.contentsMargins()
        viewport = self._scroll.viewport().size()
        bar = self._scroll.verticalScrollBar()
        width = viewport.width() + (bar.width() if bar.isVisible() else 0)
        width -= bar.sizeHint().width()
        return (
            width - margins.left() - margins.right(),
            viewport.height() - margins.top() - margins.bottom(),
        )

    def _refit(self) -> None:
        """Choose the largest text size at which every stage on show fits the room, in one go.

        Back to the window's own text size (so the choice never depends on the size
        chosen before), measure there and take the size at which the stages would just
        fit if they grew with the text, then step down while they do not fit after all.
        Each stage asks at once for what its new text needs (``sizes_now``), so all of
        it runs before the event loop turns again: nothing is painted at a size on the
        way, and the stages are laid out once, at the size chosen, before the next paint.
        """
        self._refit_timer.stop()
        if not self.isVisible() or self._fitting:  # sizes mean nothing before the first show
            return
        self._fitting = True
        try:
            # Laid out, the stages can change the room (the page grows a scroll bar, a
            # switch takes a second line): then fit that room too, a few times at most.
            for _ in range(3):
                room = self._room()
                self._fit_into(room)
                if self._room() == room:
                    break
        finally:
            self._fitting = False
        self.first_view.fitted()  # a big session just opened starts at its weights

    def _fit_into(self, room: tuple[int, int]) -> None:
        self._set_scale(1.0)
        now = self._best_scale(room, 1.0)
        self._set_scale(now)
        while not self._fits(room) and now > LEAST_FIT:
            # Text does not grow quite in proportion (fonts come in whole pixels, plots
            # keep a least size): estimate again from here, and at least 1 % smaller.
            now = max(LEAST_FIT, min(round(now - 0.01, 4), self._best_scale(room, now)))
            self._set_scale(now)
        self.fit_passes += 1
        self._fitted_room = room
        self.fit = now
        if self._look is not None:
            self._look.set_fit(now)
        lay_out_now(self._area)
        for scroll in (self._scroll.viewport(), self._scroll):  # the page takes the flow's height
            QApplication.sendPostedEvents(scroll, QEvent.Type.LayoutRequest)

    def _best_scale(self, room: tuple[int, int], now: float) -> float:
        return best_scale(self._sizes(), room, self._flow.gap(), now, LEAST_FIT, MOST_FIT)

    def _sizes(self) -> list[tuple[float, float]]:
        return [(s.width(), s.height()) for s in self._flow.item_sizes()]

    def _fits(self, room: tuple[int, int]) -> bool:
        width, height = flow_size(self._sizes(), room[0], self._flow.gap())
        return width <= room[0] and height <= room[1]

    def _scale(self) -> float:
        return _point_size(self._area.font()) / _point_size(QApplication.font())

    def _set_scale(self, scale: float) -> None:
        """Draw the stages' text ``scale`` times the window's text size."""
        font = QFont()
        font.setPointSizeF(_point_size(QApplication.font()) * scale)
        self._area.setFont(font)
        forget_sizes(self._area)


def _point_size(font: QFont) -> float:
    size = font.pointSizeF()
    return size if size > 0 else 10.0
