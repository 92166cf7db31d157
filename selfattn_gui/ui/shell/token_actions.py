"""Edit → Add, remove, move and shuffle tokens: each one undo step on the document."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QInputDialog, QWidget

from selfattn_gui.core.sessions import edits
from selfattn_gui.core.text import translate
from selfattn_gui.model.document import Document
from selfattn_gui.ui.editors.label_picker import ask_label


def add_token(document: Document, parent: QWidget, label: str | None = None) -> None:
    """Append a token (asking for its label when none is given) and select it."""
    vocabulary = document.session.vocabulary
    if label is None and vocabulary is not None:  # one of its labels, found as one types
        label = ask_label(
            parent,
            translate("token_actions", "Add token"),
            translate("token_actions", "Vocabulary entry of the new token:"),
            vocabulary.labels,
        )
        if label is None:
            return
    if label is None:
        label, ok = QInputDialog.getText(
            parent,
            translate("token_actions", "Add token"),
            translate("token_actions", "Label of the new token:"),
        )
        if not ok:
            return
    index = document.session.n_tokens
    if document.try_apply(
        edits.add_token,
        translate("token_actions", 'Add token "{label}"').format(label=label),
        label,
    ):
        document.select_query(index)


def remove_selected_token(document: Document) -> None:
    index = document.selected_query
    if index < 0:
        return
    label = document.session.tokens[index]
    document.try_apply(
        edits.remove_token,
        translate("token_actions", 'Remove token "{label}"').format(label=label),
        index,
    )


def move_selected_token(document: Document, step: int) -> None:
    """Move the selected token ``step`` places (-1: up) and keep it selected."""
    index = document.selected_query
    target = index + step
    if index < 0 or not 0 <= target < document.session.n_tokens:
        return
    label = document.session.tokens[index]
    if document.try_apply(
        edits.move_token,
        translate("token_actions", 'Move "{label}"').format(label=label),
        index,
        target,
    ):
        document.select_query(target)


def shuffle_tokens(document: Document, seed: int | None = None) -> None:
    """Put the tokens in a new random order (their vectors move with them)."""
    n = document.session.n_tokens
    order = list(range(n))
    rng = random.Random(seed)
    while n > 1 and order == list(range(n)):
        rng.shuffle(order)
    document.try_apply(edits.reorder_tokens, translate("token_actions", "Shuffle tokens"), order)
    if document.session.positional_encoding == "none":
        document.sig_message.emit(
            translate(
                "token_actions",
                "Shuffled. Without positions each output row simply moved with its token: "
                "attention does not know the order.",
            )
        )
