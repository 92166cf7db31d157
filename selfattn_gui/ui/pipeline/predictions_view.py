"""The next-token predictions: for each position, the likeliest next tokens and their odds.

With an unembedding ``W_U`` the last layer's output becomes one probability per
vocabulary entry for every position (``result.probabilities``, n × V).  A vocabulary
of thousands cannot be read as a table, so this shows the top few of each row, the
likeliest first (``Potter 0.91``), with the selected query's row tinted like the
matrix tables'.  It reads the document on every new result: an edit anywhere, in
any layer, shows here at once.

A model trained here was trained to predict only at some positions (the repeated
half of a copy sequence, the end of "… it ="): the other rows are greyed out, their
tooltip says why, and a short line under the table (:attr:`PredictionsView.note`)
says what grey means (``core.teaching.trained_positions``).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QFont, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableView,
    QWidget,
)

from selfattn_gui.core.sessions.numbers_text import fixed, significant
from selfattn_gui.core.teaching.trained_positions import TrainedPositions, trained_positions
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.model.document import Document
from selfattn_gui.model.view_state import ViewState
from selfattn_gui.ui.foundation.label_roles import show_as
from selfattn_gui.ui.foundation.look import TableLook
from selfattn_gui.ui.foundation.themes import theme_of

#: How many of the likeliest next tokens each row shows.
TOP = 3
_ORDINALS = (  # translated where read out
    QT_TRANSLATE_NOOP("predictions_view", "1st next token: {token}, probability {probability}"),
    QT_TRANSLATE_NOOP("predictions_view", "2nd next token: {token}, probability {probability}"),
    QT_TRANSLATE_NOOP("predictions_view", "3rd next token: {token}, probability {probability}"),
    QT_TRANSLATE_NOOP("predictions_view", "4th next token: {token}, probability {probability}"),
    QT_TRANSLATE_NOOP("predictions_view", "5th next token: {token}, probability {probability}"),
)
AnyIndex = QModelIndex | QPersistentModelIndex


def top_predictions(
    probabilities: np.ndarray, labels: tuple[str, ...], count: int = TOP
) -> list[list[tuple[str, float]]]:
    """For each row of the (n, V) ``probabilities``, its ``count`` likeliest labels with
    their probabilities, the likeliest first (ties in vocabulary order)."""
    count = min(count, len(labels))
    order = np.argsort(-probabilities, axis=1, kind="stable")[:, :count]
    return [
        [(labels[v], float(row[v])) for v in picks]
        for row, picks in zip(probabilities, order, strict=True)
    ]


class PredictionsModel(QAbstractTableModel):
    """Rows are the positions (labelled with their tokens), columns the 1st, 2nd, …
    likeliest next token; read-only."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._rows: list[list[tuple[str, float]]] = []
        self._tokens: tuple[str, ...] = ()
        self._decimals = 2
        self._highlighted: int | None = None
        self.tint = QColor(0, 120, 215, 60)
        self.bold = False
        #: the colour of a prediction the model was never trained to make
        self.guess_colour = QColor(128, 128, 128)
        #: the view's font, which a guess's italics keep the size of
        self.font = QFont()
        #: where the model was trained to predict (None: every row counts alike)
        self.trained: TrainedPositions | None = None
        #: a lesson's open question hides the predictions: even their order would answer it
        self.veiled = False

    def refresh(self) -> None:
        session, result = self._document.session, self._document.result
        rows: list[list[tuple[str, float]]] = []
        if result.probabilities is not None and session.vocabulary is not None:
            rows = top_predictions(result.probabilities, session.vocabulary.labels)
        self.trained = trained_positions(session) if rows else None
        if len(rows) != len(self._rows) or (rows and len(rows[0]) != len(self._rows[0])):
            self.beginResetModel()
            self._rows, self._tokens = rows, session.tokens
            self.endResetModel()
            return
        self._rows, self._tokens = rows, session.tokens
        if rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, len(rows[0]) - 1))
        self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, max(0, len(rows) - 1))

    def set_decimals(self, decimals: int) -> None:
        self._decimals = decimals
        self.refresh()

    def set_highlighted_row(self, row: int | None) -> None:
        if row != self._highlighted:
            self._highlighted = row
            if self._rows:
                last = self.index(len(self._rows) - 1, len(self._rows[0]) - 1)
                self.dataChanged.emit(self.index(0, 0), last)

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008, N802 (Qt override)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008, N802 (Qt override)
        return 0 if parent.isValid() or not self._rows else len(self._rows[0])

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        label, probability = self._rows[index.row()][index.column()]
        highlighted = index.row() == self._highlighted
        if self.is_guess(index.row()):
            guessed = self._guess_data(role, bold=highlighted and self.bold)
            if guessed is not None:
                return guessed
        if self.veiled and role in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.AccessibleTextRole,
        ):
            return "?"
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{label}  {fixed(probability, self._decimals)}"
        if role == Qt.ItemDataRole.AccessibleTextRole:
            spoken = translate("predictions_view", _ORDINALS[index.column()])
            return spoken.format(token=label, probability=significant(probability))
        if role == Qt.ItemDataRole.BackgroundRole and highlighted:
            return self.tint
        if role == Qt.ItemDataRole.FontRole and highlighted and self.bold:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def is_guess(self, row: int) -> bool:
        """True when the model was never trained to predict after position ``row``."""
        trained = self.trained
        return trained is not None and row < len(trained.trained) and not trained.trained[row]

    def _guess_data(self, role: int, bold: bool = False) -> object:
        """What a row the model was not trained on shows differently (None: the same):
        grey and in italics (not by colour alone), with why in its tooltip."""
        assert self.trained is not None
        if role == Qt.ItemDataRole.ForegroundRole:
            return self.guess_colour
        if role == Qt.ItemDataRole.FontRole:
            font = QFont(self.font)  # the view's own size (the pipeline's fit)
            font.setItalic(True)
            font.setBold(bold)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.trained.why
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            return "a guess: " + self.trained.why
        return None

    def headerData(  # noqa: N802 (Qt override)
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        vertical = orientation == Qt.Orientation.Vertical
        if vertical and self.is_guess(section) and role != Qt.ItemDataRole.DisplayRole:
            return self._guess_data(role)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return _ORDINALS[section] if section < len(_ORDINALS) else str(section + 1)
        return self._tokens[section] if section < len(self._tokens) else None


class PredictionsView(QTableView):
    """``view.predictions``: the top next tokens of every position, sized to fit them."""

    #: More rows than this scroll inside the table instead of growing the stage.
    MAX_FITTED_ROWS = 12

    def __init__(
        self,
        document: Document,
        view_state: ViewState,
        look: TableLook | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("view.predictions")
        self.setAccessibleName(translate("predictions_view", "Next-token predictions (computed)"))
        self.setAccessibleDescription(
            translate(
                "predictions_view",
                "For each position, the likeliest next tokens and their probabilities",
            )
        )
        self._document = document
        self._look = look
        self.predictions = PredictionsModel(document, self)
        self.setModel(self.predictions)
        #: the short line under the table that says what its grey rows are
        self.note = QLabel()
        self.note.setObjectName("note.predictions_trained")
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        show_as(self.note, "note")
        self.note.hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # Sideways only where even its least text is wider than the pipeline (a trained
        # model's predictions in presentation mode at 1024 pixels).
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setWordWrap(False)
        # By pixels: scrolled by whole rows, the last row of a long sequence shows cut off.
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        # As tall as its rows, not the stage's: the residual beside it may be much taller.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self._fit_rows()
        self._scroll_later = QTimer(self, singleShot=True, interval=0)
        self._scroll_later.timeout.connect(self._scroll_to_selected)
        self.verticalHeader().sectionClicked.connect(document.select_query)
        document.sig_result_changed.connect(self.refresh)
        document.sig_query_selected.connect(self._on_document_query_selected)
        view_state.sig_decimals_changed.connect(self._on_decimals_changed)
        view_state.sig_veil_changed.connect(self._on_view_state_veil_changed)
        if look is not None:
            look.sig_changed.connect(self._follow_look)
        self.predictions.set_decimals(view_state.decimals)
        self._follow_look()
        self.refresh()

    def refresh(self) -> None:
        if self._document.result.probabilities is None and not self.predictions.rowCount():
            return  # no unembedding, nothing shown: an edit costs nothing here
        self.predictions.refresh()
        self._show_note()
        self._fit_rows()
        self._on_document_query_selected(self._document.selected_query)
        self.updateGeometry()

    def _show_note(self) -> None:
        trained = self.predictions.trained
        wanted = trained is not None and not all(trained.trained)
        if wanted and trained is not None and self.note.text() != trained.note:
            self.note.setText(trained.note)
        if self.note.isHidden() == wanted:
            self.note.setVisible(wanted)

    def _on_view_state_veil_changed(self, veiled: frozenset[str]) -> None:
        self.predictions.veiled = "probabilities" in veiled
        self.predictions.refresh()

    def _on_decimals_changed(self, decimals: int) -> None:
        self.predictions.set_decimals(decimals)
        self.updateGeometry()

    def _on_document_query_selected(self, index: int) -> None:
        self.predictions.set_highlighted_row(index if index >= 0 else None)
        self._scroll_later.start()  # once the rows have their heights (after a reset)

    def _scroll_to_selected(self) -> None:
        """A long sequence scrolls to the selected query's row."""
        index = self._document.selected_query
        if 0 <= index < self.predictions.rowCount():
            self.scrollTo(self.predictions.index(index, 0))

    def _follow_look(self) -> None:
        if self._look is not None:
            self.predictions.tint = self._look.row_highlight()
            self.predictions.bold = bool(self._look.emphasis)
        else:
            tint = self.palette().color(QPalette.ColorRole.Highlight)
            tint.setAlpha(60)
            self.predictions.tint = tint
        # The theme's note colour: set apart, and still as readable as the notes.
        self.predictions.guess_colour = QColor(theme_of().note)
        self.predictions.set_highlighted_row(None)
        self._on_document_query_selected(self._document.selected_query)

    def _fit_rows(self) -> None:
        """Rows as tall as a line of text, like the matrix tables' rows (every row: a
        row made before the text size changed keeps its old height otherwise)."""
        height = self.fontMetrics().height() + 8
        self.predictions.font = self.font()
        header = self.verticalHeader()
        header.setDefaultSectionSize(height)
        for row in range(self.predictions.rowCount()):
            if header.sectionSize(row) != height:
                header.resizeSection(row, height)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the pipeline's fit: another text size
            self._fit_rows()
            self.updateGeometry()
            self._on_document_query_selected(self._document.selected_query)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        """Keep the selected row in view while the pipeline settles its sizes (a model
        opens on its last query, before its stages have their fitted size)."""
        super().resizeEvent(event)
        self._scroll_later.start()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self._scroll_later.start()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """Every column and up to :data:`MAX_FITTED_ROWS` rows, without scroll bars."""
        self.resizeColumnsToContents()
        rows = self.predictions.rowCount()
        horizontal, vertical = self.horizontalHeader(), self.verticalHeader()
        frame = 2 * self.frameWidth()
        width = vertical.sizeHint().width() + horizontal.length() + frame
        shown = max(1, min(rows, self.MAX_FITTED_ROWS))
        height = horizontal.sizeHint().height() + vertical.defaultSectionSize() * shown + frame
        if rows > self.MAX_FITTED_ROWS:
            width += self.verticalScrollBar().sizeHint().width()
        return QSize(width, height)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """As tall as its rows; as narrow as the positions and the likeliest token, so a
        narrow pipeline does not scroll sideways for it."""
        size = self.sizeHint()
        header = self.horizontalHeader()
        first = header.sectionSize(0) if header.count() else 0
        least = self.verticalHeader().sizeHint().width() + first + 2 * self.frameWidth()
        bar = self.horizontalScrollBar().sizeHint().height()
        return QSize(min(size.width(), least), size.height() + bar)
