"""The dot product as a picture, beside the scores, when the head's queries and keys are 2 wide.

It draws the selected query and every key of the head on show (``DotProductPlot``)
from the frames it is shown, and turns a drag into an edit of what the learner owns:

* dragging the **query** changes **W_q**, so the keys stay where they are and only the
  scores of this row's picture change (the other tokens' queries move too, unseen here,
  in proportion to the features they share with this one);
* dragging a **key** changes **W_k**; every token's key comes from the same W_k, so the
  keys of tokens that share features with this one move along with it.

The change is the smallest one to the W that puts the arrow where it is dropped
(``core.maths.dot_product_picture.moved_weights``), and a whole drag, or one press of
an arrow key, is one undo step.  Editing the token vectors instead would move that
token's query, key and value at once (and in a vocabulary session every occurrence of
the word), which hides the one thing the picture is about.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from selfattn_gui.core.maths.dot_product_picture import angle_between, moved_weights
from selfattn_gui.core.maths.matrices import MATRICES, edit_title
from selfattn_gui.core.sessions.numbers_text import fixed, short
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.model.document import Document
from selfattn_gui.model.frame import Frame
from selfattn_gui.ui.foundation.label_roles import show_as
from selfattn_gui.ui.foundation.look import PlotLook
from selfattn_gui.ui.foundation.plain_text import set_plain, set_tooltip, shown
from selfattn_gui.ui.plots.dot_product_plot import QUERY, DotProductPlot, KeyArrow
from selfattn_gui.ui.plots.heatmap_access import describe
from selfattn_gui.ui.plots.plot_style import format_value

#: The picture is drawn only for queries and keys of this width.
PICTURE_D_K = 2
#: What the picture shows (as arrows or as words): while a question veils any of these
#: (catalogue keys), the picture is hidden.
GIVEN_AWAY = frozenset({"Q", "K", "scores", "scaled", "weights"})
#: Each drag (and each nudge) is numbered: its edits merge into one undo step.
_DRAGS = itertools.count(1)
HELP_LINE = QT_TRANSLATE_NOOP(
    "dot_product_view", "Drag the query: W_q changes.\nDrag a key: W_k changes."
)
HELP = QT_TRANSLATE_NOOP(
    "dot_product_view",
    "Each arrow starts at 0: the selected query (blue) and the keys of this head. "
    "q·k is the length of the query's shadow on a key's line times the key's length: "
    "below 0 when the shadow falls behind 0, as when the query points away from the key.\n"
    "Dragging the query changes W_q (the smallest change that puts it there), so the "
    "keys stay put. Dragging a key changes W_k: the keys of words that share its "
    "features move with it, since every key comes from the same W_k. The token vectors "
    "are left alone: changing one would move its query, key and value at once.\n"
    "Keyboard: Page Down / Page Up choose an arrow (a key's score is then explained), "
    "the arrow keys nudge it, one undo step each.",
)


def wanted_in(frame: Frame) -> bool:
    """Whether the picture has anything to show in ``frame`` (see ``DotProductView.wanted``)."""
    return not frame.veiled & GIVEN_AWAY and frame.session.d_k == PICTURE_D_K


class _Picture:
    """The arrows of a :class:`DotProductView`, drawn from frames once they can be seen
    (registered with the frame scheduler on their own, shown by the plot)."""

    def __init__(self, view: DotProductView) -> None:
        self._view = view
        #: Set by the frame scheduler: draws the newest frame before the plot is read.
        self.read_latest: Callable[[], None] = lambda: None

    def show_frame(self, frame: Frame) -> None:
        self._view.draw(frame)


class DotProductView(QWidget):
    """The picture of q·k for the selected query and head, with its help line.

    Signals
    -------
    sig_key_clicked(query, key) : a key arrow was clicked (or chosen with Enter); sent
        like a click on that cell of a scores heatmap
    """

    sig_key_clicked = Signal(int, int)

    def __init__(
        self,
        document: Document,
        look: PlotLook | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("panel.dot_product")
        # Arrows on axes read left to right in every language, also where the window mirrors.
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        # As tall as it asks, not as a long sentence's scores table: a square picture.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._document = document
        self._drag: int | None = None
        self._refused = False
        self._chosen_key: int | None = None  # the key the angle is drawn to (None: own token)
        self.plot = DotProductPlot()
        self.plot.setObjectName("view.dot_product")
        self.plot.setAccessibleName(
            translate("dot_product_view", "The dot product as arrows: the query and the keys")
        )
        set_tooltip(self.plot, translate("dot_product_view", HELP))
        self.plot.setMinimumSize(150, 110)
        self.help_line = QLabel()
        set_plain(
            self.help_line, translate("dot_product_view", HELP_LINE)
        )  # two short lines: no wrapping to measure
        self.help_line.setObjectName("note.dot_product")
        show_as(self.help_line, "note")
        set_tooltip(self.help_line, translate("dot_product_view", HELP))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(2)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.help_line)
        if look is not None:
            self.plot.follow_look(look)
        self.plot.sig_drag_started.connect(self._on_plot_drag_started)
        self.plot.sig_arrow_moved.connect(self._on_plot_arrow_moved)
        self.plot.sig_drag_finished.connect(self._on_plot_drag_finished)
        self.plot.sig_key_clicked.connect(self._on_plot_key_clicked)
        self._frame: Frame | None = None
        self.picture = _Picture(self)
        #: Set by the frame scheduler: shows the picture the newest frame before it is read.
        self.plot.read_latest = lambda: self.picture.read_latest()

    # -- reading ----------------------------------------------------------------------
    @property
    def wanted(self) -> bool:
        """Whether the picture has anything to show: queries and keys 2 wide, and no open
        question hiding what its arrows and words would give away (Q, K, the scores or
        the weights)."""
        frame = self._frame
        return frame is not None and wanted_in(frame)

    def setVisible(self, visible: bool) -> None:  # noqa: N802 (Qt override)
        """Never on show unless d_k = 2, whoever shows it (presentation mode shows the
        views it hid when it ends, and d_k may have changed meanwhile)."""
        super().setVisible(visible and self.wanted)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        line = self.fontMetrics().height()
        return QSize(int(12 * line), int(10.5 * line))

    def show_frame(self, frame: Frame) -> None:
        """Show the panel only when d_k = 2 (every frame, seen or not: the pipeline's room
        depends on it); :attr:`picture` draws once it can be seen."""
        if self._frame is not None and frame.query != self._frame.query:
            self._chosen_key = None  # a new query: the angle to its own key again
        self._frame = frame
        wanted = self.wanted
        if wanted != (not self.isHidden()) and (self.parentWidget() is not None or not wanted):
            self.setVisible(wanted)

    def _key_of_query(self, frame: Frame) -> int | None:
        session, query = frame.session, frame.query
        if self._chosen_key is not None and self._chosen_key < session.n_keys:
            return self._chosen_key
        if query >= 0 and session.attention != "cross":
            return query  # its own key: where lesson 1 looks ("sat" gives itself 5 %)
        return 0

    def draw(self, frame: Frame) -> None:
        """The query's and the keys' arrows of the head on show, with their words."""
        if not wanted_in(frame):
            return
        session, result, head = frame.session, frame.result, frame.head_result
        queries, keys, weights = head.Q, head.K, head.weights
        query = frame.query
        q = queries[query] if query >= 0 else None
        visible = result.mask[query] if query >= 0 else np.ones(session.n_keys, dtype=bool)
        names = [f'"{shown(label, 16)}"' for label in session.key_tokens]
        scores = [_short(float(q @ k)) if q is not None else "" for k in keys]
        shares = [format_value(w, 2) if query >= 0 else "" for w in weights[max(query, 0)]]
        arrows = _grouped(keys, names, scores, shares, ~visible)
        masked = translate("dot_product_view", "{key}: masked")
        seen = translate("dot_product_view", "{key}: q·k {score}, weight {weight}")
        texts = [
            masked.format(key=name)
            if not visible[j]
            else seen.format(key=name, score=scores[j], weight=shares[j])
            for j, name in enumerate(names)
        ]
        query_text = (
            translate("dot_product_view", 'query "{token}"').format(
                token=shown(session.tokens[query], 16)
            )
            if query >= 0
            else ""
        )
        chosen = self._key_of_query(frame)
        self.plot.set_picture(q, query_text, arrows, chosen)
        description = self._description(frame, q, keys, texts, chosen)
        describe(self.plot, description)  # (heard once)

    def _description(
        self,
        frame: Frame,
        q: np.ndarray | None,
        keys: np.ndarray,
        texts: list[str],
        chosen: int | None,
    ) -> str:
        """The picture in words, for a screen reader."""
        if q is None:
            return translate(
                "dot_product_view", "No query is selected: click a row of a heatmap to pick one."
            )
        at = translate("dot_product_view", "{what} at ({x}, {y})")
        query = translate("dot_product_view", "query")
        parts = [at.format(what=query, x=format_value(q[0], 2), y=format_value(q[1], 2))]
        parts += [
            at.format(what=t, x=format_value(k[0], 2), y=format_value(k[1], 2))
            for t, k in zip(texts, keys, strict=True)
        ]
        angle = angle_between(q, keys[chosen]) if chosen is not None else None
        if angle is not None and chosen is not None:
            label = shown(frame.session.key_tokens[chosen], 16)
            angle_text = translate("dot_product_view", 'angle to "{token}": {angle} degrees')
            parts.append(angle_text.format(token=label, angle=fixed(angle, 0)))
        return "; ".join(parts)

    # -- the learner's hands ------------------------------------------------------------
    def _on_plot_key_clicked(self, key: int) -> None:
        self._chosen_key = key
        if self._frame is not None:
            self.draw(self._frame)
        if self._document.selected_query >= 0:
            self.sig_key_clicked.emit(self._document.selected_query, key)

    def _on_plot_drag_started(self, _which: str, _index: int) -> None:
        self._drag = next(_DRAGS)
        self._refused = False

    def _on_plot_drag_finished(self) -> None:
        self._drag = None

    def _on_plot_arrow_moved(self, which: str, index: int, x: float, y: float) -> None:
        """Edit W_q (the query) or W_k (a key) so that the arrow ends at (x, y)."""
        document, head = self._document, self._document.selected_head
        session, layer = document.shown_session, document.shown_result.layers[0]
        heads_read = layer.input if layer.normalised is None else layer.normalised
        if which == QUERY:
            token, matrix = document.selected_query, MATRICES["W_q"]
            weights, row = session.heads[head].W_q, heads_read[document.selected_query]
            label = session.tokens[token]
        else:
            matrix, label = MATRICES["W_k"], session.key_tokens[index]
            source = session.source
            keys_read = heads_read if source is None else source.embeddings
            weights, row = session.layers[0].key_projection(head), keys_read[index]
        target = np.round([x, y], 2)
        try:
            new = moved_weights(weights, row, target)
        except ValueError:
            if not self._refused:  # once per drag, not at every move of the mouse
                self._refused = True
                refusal = (
                    translate(
                        "dot_product_view",
                        'The query of "{token}" cannot be moved: the vector it is '
                        "made from is all zeros, and 0 times any {matrix} is still 0.",
                    )
                    if which == QUERY
                    else translate(
                        "dot_product_view",
                        'The key of "{token}" cannot be moved: the vector it is '
                        "made from is all zeros, and 0 times any {matrix} is still 0.",
                    )
                )
                document.sig_message.emit(
                    refusal.format(token=shown(label, 40), matrix=matrix.symbol)
                )
            return
        change = new - weights
        new = np.where(change != 0, np.round(new, 4), weights)  # only the rows it uses
        cells = [(r, c, float(new[r, c])) for r, c in zip(*np.nonzero(change), strict=True)]
        key = document.shown_key(matrix, head)
        text = (
            translate("dot_product_view", 'Drag the query of "{token}" ({matrix})')
            if which == QUERY
            else translate("dot_product_view", 'Drag the key of "{token}" ({matrix})')
        ).format(token=shown(label, 40), matrix=edit_title(key))
        document.set_cells(key, cells, text=text, drag=self._drag)


def _short(value: float) -> str:
    """A score in few characters: "−5", "2.5", "0.33" (the tables have the digits)."""
    return short(value, 2)


def _grouped(
    keys: np.ndarray, names: list[str], scores: list[str], shares: list[str], masked: np.ndarray
) -> list[KeyArrow]:
    """One arrow per key (m, 2); keys at the same point (and equally masked) share one
    label, written on the first of them, so that the words do not pile up."""
    first_at: dict[tuple[float, float, bool], int] = {}
    together: dict[int, list[int]] = {}
    for j, tip in enumerate(keys):
        spot = (round(float(tip[0]), 9), round(float(tip[1]), 9), bool(masked[j]))
        together.setdefault(first_at.setdefault(spot, j), []).append(j)
    arrows = []
    for j, tip in enumerate(keys):
        group = together.get(j, [])
        label = f"{names[j]} +{len(group) - 1}" if len(group) > 1 else names[j]
        arrows.append(
            KeyArrow(
                np.array(tip, dtype=np.float64),
                label if group else "",
                scores[j],
                shares[j],
                bool(masked[j]),
            )
        )
    return arrows
