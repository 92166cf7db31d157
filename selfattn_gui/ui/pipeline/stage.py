"""One stage of the pipeline: a card with the step's name, formula and shape over its views.

What a learner edits (the token vectors, the W's) sits on a card drawn with a thick
border in the highlight colour and marked "✎ you edit"; computed stages have a thin,
quiet border.  The card draws itself from the palette, so themes need no style sheet.
"""

from __future__ import annotations

from itertools import combinations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from selfattn_gui.core.text import translate
from selfattn_gui.ui.foundation.label_roles import show_as
from selfattn_gui.ui.foundation.plain_text import set_plain
from selfattn_gui.ui.pipeline.formula_direction import formula_left_to_right

#: The stage's title and the operator on the arrow into it, as shares of its text size.
TITLE_SIZE, OPERATOR_SIZE = 1.03, 0.8
#: The operator is never made smaller than this (points).
LEAST_OPERATOR_POINTS = 10.0


def you_edit(edits: str) -> str:
    """The mark of a card the learner types on: "✎ you edit X"."""
    # "the W's" and "gain, bias" are marked where the stage texts are made; "X" stays X.
    matrices = translate("stage_texts", edits)
    return translate("stage", "✎ you edit {matrices}").format(matrices=matrices)


class Stage(QFrame):
    """A titled card holding the views of one step of the computation.

    Parameters
    ----------
    key : names the stage (its object name is ``stage.<key>``)
    operator : what turns the previous stage into this one, written on the arrow in
        front of the card (e.g. ``"÷ √d_k"``); empty for the first stage
    edits : what the learner types on this card (``"X"``, ``"W_o"``); "" when
        everything on it is computed
    across : put its views side by side (W_q, W_k, W_v) instead of one under the other
    """

    def __init__(
        self,
        key: str,
        operator: str,
        *,
        edits: str = "",
        across: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.key = key
        self.edited = edited = bool(edits)
        self.setObjectName(f"stage.{key}")
        self.setProperty("edited", edited)

        self.arrow = QLabel("→" if operator else "")
        self.arrow.setObjectName(f"arrow.{key}")
        self.arrow.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.operator = QLabel(operator)
        self.operator.setObjectName(f"operator.{key}")
        self.operator.setAlignment(Qt.AlignmentFlag.AlignCenter)
        show_as(self.operator, "note")
        self.title = QLabel()
        self.title.setObjectName(f"title.{key}")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)  # onto a second line when longer than the views are wide
        self._embolden_title()
        self.shape = QLabel()
        self.shape.setObjectName(f"shape.{key}")
        self.shape.setTextFormat(Qt.TextFormat.PlainText)
        show_as(self.shape, "note")
        self.tag = QLabel(you_edit(edits) if edited else "")
        show_as(self.tag, "note")
        self.tag.setVisible(edited)
        self.body: QBoxLayout = QHBoxLayout() if across else QVBoxLayout()
        self.body.setContentsMargins(0, 0, 0, 0)
        self.body.setSpacing(8 if across else 4)
        self._build_layout()

    def _build_layout(self) -> None:
        arrow_column = QVBoxLayout()
        arrow_column.setContentsMargins(0, 0, 0, 0)
        arrow_column.addStretch(1)
        arrow_column.addWidget(self.arrow)
        arrow_column.addWidget(self.operator)
        arrow_column.addStretch(1)
        self.arrow.setVisible(bool(self.operator.text()))
        self.operator.setVisible(bool(self.operator.text()))

        header = QHBoxLayout()
        header.setContentsMargins(0, 0, 0, 0)
        header.setSpacing(10)
        header.addWidget(self.title, 1)
        header.addWidget(self.shape)  # on the title's line: a computed stage spends one line
        self._header = header
        card = QVBoxLayout()
        card.setContentsMargins(8, 6, 8, 6)
        card.setSpacing(2)
        card.addLayout(header)
        card.addWidget(self.tag)  # (hidden, so no line, on a computed stage)
        card.addLayout(self.body, 1)

        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(4)
        outer.addLayout(arrow_column)
        outer.addLayout(card, 1)
        self._card = card
        self._arrow_column = arrow_column
        self._outer = outer

    def _embolden_title(self) -> None:
        font = QFont(self.font())  # the card's size (the pipeline's fit), a step larger, bold
        font.setPointSizeF(max(1.0, self.font().pointSizeF() * TITLE_SIZE))
        font.setBold(True)
        self.title.setFont(font)
        # The arrow's operator is read once and then known: a smaller size leaves the
        # width to the numbers, which a fitted pipeline is short of.
        # Small text is not made smaller still.
        size = self.font().pointSizeF()
        operator = QFont(self.font())
        operator.setPointSizeF(max(size * OPERATOR_SIZE, min(size, LEAST_OPERATOR_POINTS)))
        self.operator.setFont(operator)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._embolden_title()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """As wide as its views, and as tall as it then gets.

        A title longer than the views are wide goes onto more lines rather than widen
        the card: in a pipeline fitted to its room, a line of height costs less than
        the width of a whole card.
        """
        width = self._width_for_views()
        return QSize(width, self.heightForWidth(width))

    def _width_for_views(self) -> int:
        header = [self.shape, *self._corner_widgets()]
        beside_title = sum(w.sizeHint().width() for w in header if not w.isHidden())
        beside_title += self._header.spacing() * sum(not w.isHidden() for w in header)
        metrics = QFontMetrics(self.title.font())
        widths = _title_widths(self.title.text(), metrics)
        views = self.body.sizeHint().width()
        if not self.tag.isHidden():
            views = max(views, self.tag.sizeHint().width())
        # The fewest lines that leave the card as wide as its views, else the narrowest.
        title = next((w for w in widths if beside_title + w <= views), widths[-1])
        margins = self._card.contentsMargins()
        card = max(views, beside_title + title) + margins.left() + margins.right()
        arrows = self._arrow_column.sizeHint().width()
        return card + (arrows + self._outer.spacing() if arrows else 0)

    def _corner_widgets(self) -> list[QWidget]:
        items = (self._header.itemAt(i) for i in range(2, self._header.count()))
        return [w for item in items if item is not None and (w := item.widget()) is not None]

    def set_edits(self, edits: str) -> None:
        """What the learner types on this card now ("" when it is computed): the input of
        a later layer is computed, where layer 1's X is typed."""
        edited = bool(edits)
        self.tag.setText(you_edit(edits) if edited else "")
        if edited != self.edited:
            self.edited = edited
            self.setProperty("edited", edited)
            self.tag.setVisible(edited)
            self.update()

    def add_corner_widget(self, widget: QWidget) -> None:
        """Put a small control (a button) at the right end of the title line."""
        self._header.addWidget(widget)

    def add_footer(self, widget: QWidget) -> None:
        """Put ``widget`` (a note) under the views, across the whole card."""
        self._card.addWidget(widget)

    def add_view(self, widget: QWidget, stretch: int = 0) -> None:
        """Put ``widget`` on the card, under the views already there."""
        self.body.addWidget(widget, stretch)

    def set_title(self, title: str, shape: str) -> None:
        """The step's name and formula (``"scores = Q·Kᵀ"``) and its shape (``"3 × 3"``)."""
        set_plain(self.title, formula_left_to_right(title))
        set_plain(self.shape, shape)
        self.setAccessibleName(f"{title}, {shape}" if shape else title)

    # -- drawing ---------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        if self.edited:
            pen = QPen(palette.color(QPalette.ColorRole.Highlight), 3)
        else:
            pen = QPen(palette.color(QPalette.ColorRole.Mid), 1)
        painter.setPen(pen)
        geometry = self._card.geometry()
        inset = pen.widthF() / 2
        painter.drawRoundedRect(QRectF(geometry).adjusted(inset, inset, -inset, -inset), 6, 6)


def _title_widths(text: str, metrics: QFontMetrics, most_lines: int = 3) -> list[int]:
    """Pixels ``text`` takes on one line, on two, ... up to ``most_lines`` lines, each
    broken at the spaces that make its longest line shortest."""
    words = text.split(" ")

    def width(cuts: tuple[int, ...]) -> int:
        bounds = (0, *cuts, len(words))
        lines = (" ".join(words[a:b]) for a, b in zip(bounds, bounds[1:], strict=False))
        return max(metrics.horizontalAdvance(line) for line in lines) + 2

    return [
        min(
            (width(cuts) for cuts in combinations(range(1, len(words)), lines - 1)),
            default=width(()),
        )
        for lines in range(1, most_lines + 1)
    ]
