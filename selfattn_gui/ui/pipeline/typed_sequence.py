"""Typing the whole input sequence of a vocabulary session, and a random one to copy.

Two buttons on the tokens stage (layer 1's X), shown in a session with a vocabulary:

- ``button.type_tokens`` opens ``dialog.type_tokens``: the sequence as text, labels
  separated by spaces, each word completed from the vocabulary as it is typed.  OK
  sets the whole sequence as one undo step; labels the vocabulary does not have, or
  more tokens than the model's positions, are refused in the dialog with the reason
  (``core.sessions.token_sequence``), and the text stays to be corrected.  The button
  is the face of one action, ``action.type_tokens``, which is also Edit → Type tokens…
  (so it can be reached from any layer), enabled in a session with a vocabulary.
- ``button.random_repeat`` (a copy-task vocabulary only, as the ``induction`` model's):
  a random sequence and the same again, the pattern an induction head completes.  Each
  click draws the next one from a fixed seed and is one undo step.
"""

from __future__ import annotations

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from selfattn_gui.core.sessions.session import SessionError
from selfattn_gui.core.sessions.token_sequence import (
    max_positions,
    split_tokens,
    with_token_sequence,
)
from selfattn_gui.core.teaching.head_finding import copy_task_size, random_repeat
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.model.document import Document
from selfattn_gui.ui.foundation.label_roles import show_as
from selfattn_gui.ui.foundation.plain_text import plain_label, set_plain, shown

#: The seed of the first random sequence; each click takes the next.
FIRST_SEED = 1
#: How much of a sequence an undo step's name quotes.
QUOTED = 40


class TokensEdit(QLineEdit):
    """``edit.tokens``: labels separated by spaces, the word at the cursor completed
    from ``labels`` (wherever in a label the typed letters are, any case)."""

    def __init__(self, labels: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("edit.tokens")
        self.setAccessibleName(translate("typed_sequence", "The tokens, separated by spaces"))
        self.completer_of_words = QCompleter(QStringListModel(labels, self), self)
        self.completer_of_words.setWidget(self)
        self.completer_of_words.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer_of_words.setFilterMode(Qt.MatchFlag.MatchContains)
        self.completer_of_words.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.completer_of_words.activated.connect(self.complete_word)
        self.textEdited.connect(self._on_text_edited)

    def _word_span(self) -> tuple[int, int]:
        """Where the word at the cursor starts and ends in the text."""
        text, cursor = self.text(), self.cursorPosition()
        start = cursor
        while start > 0 and not text[start - 1].isspace():
            start -= 1
        end = cursor
        while end < len(text) and not text[end].isspace():
            end += 1
        return start, end

    def _on_text_edited(self, _text: str) -> None:
        start, end = self._word_span()
        word = self.text()[start:end]
        if word:
            self.completer_of_words.setCompletionPrefix(word)
        popup = self.completer_of_words.popup()
        if word and self.completer_of_words.completionCount():
            self.completer_of_words.complete()
        elif popup is not None:
            popup.hide()

    def complete_word(self, label: str) -> None:
        """Put ``label`` in place of the word at the cursor, and a space after it."""
        start, end = self._word_span()
        text = self.text()
        rest = text[end:].lstrip()
        self.setText(f"{text[:start]}{label} {rest}")
        self.setCursorPosition(start + len(label) + 1)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        popup = self.completer_of_words.popup()
        keys = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape, Qt.Key.Key_Tab)
        if popup is not None and popup.isVisible() and event.key() in keys:
            event.ignore()  # the popup takes them (Enter chooses, Esc closes)
            return
        super().keyPressEvent(event)


class TokensDialog(QDialog):
    """``dialog.type_tokens``: the whole sequence as text; OK sets it as one undo step."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialog.type_tokens")
        self.setWindowTitle(translate("typed_sequence", "Type the tokens"))
        self._document = document
        session = document.session
        vocabulary = session.vocabulary
        labels = list(vocabulary.labels) if vocabulary is not None else []
        limit = max_positions(session)
        explain = (
            translate(
                "typed_sequence",
                "Type the tokens separated by spaces: at most {limit} (the positions this model "
                "learned), each one of the vocabulary's {count} labels. Each takes its row of W_E.",
            )
            if session.W_pos is not None
            else translate(
                "typed_sequence",
                "Type the tokens separated by spaces: at most {limit}, each one of the "
                "vocabulary's {count} labels. Each takes its row of W_E.",
            )
        )
        explained = plain_label(explain.format(limit=limit, count=len(labels)))
        explained.setWordWrap(True)
        self.edit = TokensEdit(labels, self)
        self.edit.setText(" ".join(session.tokens))
        self.refusal = plain_label()
        self.refusal.setObjectName("label.tokens_refused")
        self.refusal.setWordWrap(True)
        show_as(self.refusal, "warning")
        self.refusal.hide()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.try_accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (explained, self.edit, self.refusal, buttons):
            layout.addWidget(widget)
        self.resize(max(520, self.sizeHint().width()), self.sizeHint().height())

    def try_accept(self) -> None:
        """Set the typed sequence, or say in the dialog why it cannot be set."""
        labels = split_tokens(self.edit.text())
        try:
            new_session = with_token_sequence(self._document.session, labels)
        except SessionError as error:
            set_plain(self.refusal, shown(str(error).removeprefix("tokens: "), 600))
            self.refusal.show()
            return
        if new_session.tokens != self._document.session.tokens:
            self._document.apply(
                new_session,
                translate("typed_sequence", "Type the tokens “{tokens}”").format(
                    tokens=_quoted(labels)
                ),
            )
        self.accept()


def _quoted(labels: tuple[str, ...]) -> str:
    text = " ".join(labels)
    return text if len(text) <= QUOTED else text[: QUOTED - 1] + "…"


def _button(name: str, text: str, tip: str) -> QToolButton:
    button = QToolButton()
    button.setObjectName(name)
    button.setText(text)
    button.setToolTip(tip)
    return button


TYPE_TIP = QT_TRANSLATE_NOOP(
    "typed_sequence", "Type the whole sequence, labels separated by spaces"
)
NO_VOCABULARY_TIP = QT_TRANSLATE_NOOP(
    "typed_sequence",
    "Only a session with a vocabulary has tokens to type: each is one of its labels",
)


class TypedSequenceButtons(QWidget):
    """``button.type_tokens`` and ``button.random_repeat`` for the tokens stage.

    Attributes
    ----------
    type_action : ``action.type_tokens``, the button's action, for the Edit menu too
    """

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._next_seed = FIRST_SEED
        self.dialog: TokensDialog | None = None
        self.type_action = QAction(
            translate("typed_sequence", "T&ype tokens…"), self
        )  # (Add &token… has the t)
        self.type_action.setObjectName("action.type_tokens")
        self.type_action.setIconText(
            translate("typed_sequence", "type tokens…")
        )  # what the button says
        self.type_action.triggered.connect(lambda: self.open_dialog())
        self.type_button = QToolButton()
        self.type_button.setObjectName("button.type_tokens")
        self.type_button.setDefaultAction(self.type_action)
        self.random_button = _button(
            "button.random_repeat",
            translate("typed_sequence", "random sequence and its repeat"),
            translate(
                "typed_sequence",
                "A random sequence, then the same again: from the second copy on, an "
                "induction head finds what came next last time. Each click draws another.",
            ),
        )
        self.random_button.clicked.connect(self.draw_random_repeat)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.type_button)
        layout.addWidget(self.random_button)
        document.sig_session_changed.connect(self.refresh)
        document.sig_layer_selected.connect(self.refresh)
        self.refresh()

    def refresh(self, *_args: object) -> None:
        session = self._document.session
        vocabulary = session.vocabulary is not None
        self.type_action.setEnabled(vocabulary)
        self.type_action.setToolTip(
            translate("typed_sequence", TYPE_TIP)
            if vocabulary
            else translate("typed_sequence", NO_VOCABULARY_TIP)
        )
        first = self._document.shown_layer == 0  # a later layer's input is computed
        typed = first and vocabulary
        self.type_button.setVisible(typed)
        self.random_button.setVisible(typed and copy_task_size(session) is not None)
        self.setVisible(typed)

    def open_dialog(self) -> TokensDialog:
        """Show the dialog (modal to the window, without an event loop of its own)."""
        if self.dialog is not None:
            self.dialog.close()  # (still alive: it is forgotten as soon as it finishes)
        dialog = TokensDialog(self._document, self.window())
        self.dialog = dialog
        dialog.finished.connect(lambda _result: self._forget(dialog))
        dialog.open()
        return dialog

    def _forget(self, dialog: TokensDialog) -> None:
        """A finished dialog goes: it is deleted, and never closed again by the next one."""
        if self.dialog is dialog:
            self.dialog = None
        dialog.deleteLater()

    def draw_random_repeat(self) -> None:
        """Set the next random sequence and its repeat, as one undo step."""
        session = self._document.session
        tokens = random_repeat(session, self._next_seed)
        while tokens is not None and tokens == session.tokens:  # always a fresh one
            self._next_seed += 1
            tokens = random_repeat(session, self._next_seed)
        self._next_seed += 1
        if tokens is None:
            return
        self._document.try_apply(
            with_token_sequence,
            translate("typed_sequence", "Random sequence and its repeat"),
            tokens,
        )
