"""One stage of the pipeline: a card with the step's name, formula and shape over its views.

What a learner edits (the token vectors, the W's) sits on a card drawn with a thick
border in the highlight colour and marked "✎ you edit"; computed stages have a thin,
quiet border.  The card draws itself from the palette, so themes need no style sheet.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from selfattn_gui.ui.classroom.label_roles import show_as
from selfattn_gui.ui.plain_text import set_plain


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
        font = QFont()  # weight only: the size follows the pipeline's fit
        font.setBold(True)
        self.title.setFont(font)
        self.shape = QLabel()
        self.shape.setObjectName(f"shape.{key}")
        self.shape.setTextFormat(Qt.TextFormat.PlainText)
        show_as(self.shape, "note")
        self.tag = QLabel(f"✎ you edit {edits}" if edited else "")
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
        header.addWidget(self.title, 1)
        self._header = header
        shape_line = QHBoxLayout()
        shape_line.setContentsMargins(0, 0, 0, 0)
        shape_line.addWidget(self.shape, 1)
        shape_line.addWidget(self.tag)
        card = QVBoxLayout()
        card.setContentsMargins(8, 6, 8, 6)
        card.setSpacing(2)
        card.addLayout(header)
        card.addLayout(shape_line)
        card.addLayout(self.body, 1)

        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(4)
        outer.addLayout(arrow_column)
        outer.addLayout(card, 1)
        self._card = card

    def add_corner_widget(self, widget: QWidget) -> None:
        """Put a small control (a button) at the right end of the title line."""
        self._header.addWidget(widget)

    def add_view(self, widget: QWidget, stretch: int = 0) -> None:
        """Put ``widget`` on the card, under the views already there."""
        self.body.addWidget(widget, stretch)

    def set_title(self, title: str, shape: str) -> None:
        """The step's name and formula (``"scores = Q·Kᵀ"``) and its shape (``"3 × 3"``)."""
        set_plain(self.title, title)
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
