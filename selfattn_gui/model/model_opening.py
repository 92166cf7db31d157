"""Where a trained model opens: at the head its lesson is about, on the query that decides.

A trained model's heads that matter sit in its last layer (the induction heads of
``induction``, the heads that find what "it" means in ``it-refers``), and the position
that decides is the last one (the ``=`` of "… it =", the end of the repeat).  So a
model opens at its last layer, with the last query selected (the views scroll to it),
and, once the heads are scored in the background (``head_scores_watch``, the scores
the label shows: nothing is measured twice), on the head with the highest score there
(``core.teaching.head_finding.opening_head``).

The head is chosen only if nothing moved meanwhile: an edit, another session, or a
learner who already picked a layer or a head keeps what they chose.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.teaching.head_finding import opening_head
from selfattn_gui.model.document import Document
from selfattn_gui.model.head_scores_watch import HeadScoresWatch


class ModelOpening(QObject):
    """Moves the views of ``document`` to a just-opened model's deciding head."""

    def __init__(self, document: Document, watch: HeadScoresWatch) -> None:
        super().__init__(document)
        self._document, self._watch = document, watch
        #: the session opened and the layer shown, while its head is still to choose
        self._waiting: tuple[Session, int] | None = None
        watch.sig_scores_changed.connect(self._on_watch_scores_changed)

    @property
    def waiting(self) -> bool:
        """True while the head is still to be chosen (the scores are on their way)."""
        return self._waiting is not None

    def opened(self) -> None:
        """The document has just loaded a trained model: show its last layer and query,
        then its best head once scored."""
        document = self._document
        last_layer = document.session.n_layers - 1
        document.select_layer(last_layer)
        document.select_query(document.session.n_tokens - 1)
        self._waiting = (document.session, last_layer)
        self._on_watch_scores_changed()  # (scores kept from before are there at once)

    def _on_watch_scores_changed(self) -> None:
        if self._waiting is None:
            return
        session, layer = self._waiting
        document, watch = self._document, self._watch
        if (
            document.session is not session
            or document.shown_layer != layer
            or document.selected_head != 0
        ):
            self._waiting = None  # the learner moved on: theirs is the choice
            return
        if watch.scores is None or not watch.up_to_date:
            return
        self._waiting = None
        on_answer = None if watch.referents is None else watch.referents.on_answer
        head = opening_head(watch.scores, layer, on_answer)
        if head is not None:
            document.select_head(head)
