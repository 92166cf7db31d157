"""Where the pipeline is scrolled to: a big session opens at its weights, and a lesson
step's panels are brought into view.

A trained model's token vectors (21 × 32) and W's (32 × 8 each) alone fill the first
screen, even at the least text size, and their numbers mean little to a learner: the
weights' heatmap is what the model does.  So a session whose token vectors' table needs
scroll bars of its own, and whose weights would be wholly out of view, opens scrolled
to the weights (the status line says so, and how to go back up).  A hand-set example,
whose tables fit, still opens at its beginning and is read in order.

The tables and plots take their fitted size a few turns of the event loop after the
fit is chosen, and each moves the stages; so the weights are held at the top while
that settles, until anything else scrolls (the learner, a Tab into a table, a lesson
pointing at a panel), an edit, or another session.

A lesson step that points at a panel (or whose question is about one) scrolls the
pipeline so that panel is in view, held the same way while the layout settles, and let
go as soon as the learner scrolls: the step shows where to look, the learner then reads
where they like.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtWidgets import QAbstractSlider, QScrollArea, QTableView, QWidget

from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.model.document import Document

OPENED_AT_THE_WEIGHTS = QT_TRANSLATE_NOOP(
    "first_view", "Opened at the attention weights: scroll up for the token vectors and the W's"
)


class FirstView(QObject):
    """Starts the pipeline's ``scroll`` (showing ``area``) at ``stage`` (the weights) for
    a big session, one whose ``tokens`` table scrolls.

    Call :meth:`fitted` each time the pipeline has been fitted to its room; the first
    time after a session opened (and at the start) it decides.
    """

    def __init__(
        self,
        document: Document,
        scroll: QScrollArea,
        area: QWidget,
        stage: QWidget,
        tokens: QTableView,
        gap: int,
    ) -> None:
        super().__init__(scroll)
        self._document, self._scroll, self._area = document, scroll, area
        self._stage, self._tokens, self._gap = stage, tokens, gap
        self._deciding = True  # a session just opened
        self.holding = False  # the weights are kept at the top while the layout settles
        self._held = 0  # the scroll bar's value that keeps them there
        self._wanted: list[QWidget] = []  # a step's panels to keep in view, or [] (the weights)
        area.installEventFilter(self)
        bar = scroll.verticalScrollBar()
        bar.actionTriggered.connect(self._on_scrolled_by_hand)
        scroll.horizontalScrollBar().actionTriggered.connect(self._on_scrolled_by_hand)
        bar.valueChanged.connect(self._on_scroll_value_changed)
        bar.rangeChanged.connect(lambda _low, _high: self._hold() if self.holding else None)
        document.sig_session_loaded.connect(self._on_document_session_loaded)
        document.sig_session_changed.connect(self._let_go)

    def fitted(self) -> None:
        """The pipeline was just sized to its room and laid out."""
        if self.holding:  # everything moved at once: keep what is held in view
            self._hold()
        if not self._deciding:
            return
        self._deciding = False
        if self._big() and self._top() >= self._scroll.viewport().height():
            self.holding = True
            self._hold()
            self._document.sig_message.emit(translate("first_view", OPENED_AT_THE_WEIGHTS))

    def bring_into_view(self, widgets: list[QWidget]) -> None:
        """Scroll so ``widgets`` are in view (the last one wins when not all fit), and keep
        them there while the layout settles, until the learner scrolls."""
        wanted = [w for w in widgets if self._area.isAncestorOf(w)]
        if not wanted:
            return
        self._deciding = False  # (a session the step just loaded opens where it points)
        self._wanted = wanted
        self.holding = True
        self._hold()

    def _big(self) -> bool:
        bars = (self._tokens.horizontalScrollBar(), self._tokens.verticalScrollBar())
        return any(bar.maximum() > 0 for bar in bars)

    def _top(self) -> int:
        return self._stage.mapTo(self._area, self._stage.rect().topLeft()).y()

    def _hold(self) -> None:
        bar = self._scroll.verticalScrollBar()
        if not self._wanted:
            self._held = self._top() - self._gap
            bar.setValue(self._held)
            return
        self._held = -1  # (ensuring it is visible moves the bar: not someone else scrolling)
        for widget in self._wanted:
            if widget.isVisibleTo(self._area):
                self._show_whole(widget)
        self._held = bar.value()

    def _show_whole(self, widget: QWidget) -> None:
        """Scroll so all of ``widget`` is in view (its top, when it is taller than that).

        Not ``ensureWidgetVisible``: for a plot it brings only the plot's text cursor
        into view (a strip along its top), which left a heatmap cut off at the bottom.
        """
        place = QRect(widget.mapTo(self._area, QPoint(0, 0)), widget.size())
        gap, room = self._gap, self._scroll.viewport().height()
        middle = place.center()
        if place.height() + 2 * gap <= room:
            self._scroll.ensureVisible(middle.x(), middle.y(), gap, place.height() // 2 + gap)
        else:
            self._scroll.verticalScrollBar().setValue(place.top() - gap)

    def _on_scroll_value_changed(self, value: int) -> None:
        """Something else scrolled (not a shorter page pulling the value in): let go."""
        if (
            self.holding
            and self._held >= 0
            and value != self._held
            and self._held <= self._scroll.verticalScrollBar().maximum()
        ):
            self._let_go()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if self.holding and event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self._hold()
        return False

    def _on_scrolled_by_hand(self, action: int) -> None:
        if action != QAbstractSlider.SliderAction.SliderNoAction.value:
            self._let_go()

    def _let_go(self) -> None:
        self.holding = False
        self._wanted = []

    def _on_document_session_loaded(self) -> None:
        self._let_go()
        self._deciding = True
        self._scroll.verticalScrollBar().setValue(0)
