"""The heads' scores of the open session, measured in the background after each change.

Scoring a model's heads computes it on many sequences (``core.teaching.head_finding``:
200 held-out copy-task sequences for the ``induction`` model, about 0.1 s), too slow
to add to every key press.  So a change only restarts a short timer; once the edits
pause, one worker thread scores the session (sessions are frozen, so the worker reads
one safely while the window goes on), and a timer in this thread picks the result up:
no Qt object is touched off the main thread.  A result that arrives for a session
that has since changed is dropped, and the last few results are kept, so undoing a
change shows its scores again at once.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, QTimer, Signal

from selfattn_gui.core.sessions.session import Session, SessionError
from selfattn_gui.core.teaching.head_finding import ScoringPlan, for_scoring, scoring_plan
from selfattn_gui.core.training.head_scores import HeadScores, score_heads
from selfattn_gui.core.training.referent_scores import ReferentScores, score_referents
from selfattn_gui.model.document import Document

#: How long edits must pause before the heads are scored again (ms).
PAUSE_MS = 150
#: How often a running scoring is looked in on (ms).
POLL_MS = 15
#: How many sessions' scores are kept (undo and redo show them again at once).
KEPT = 8

#: A session's head scores, and its weights on the answer when its plan has referrals.
Measured = tuple[HeadScores | None, ReferentScores | None]
Scored = tuple[Session, ScoringPlan, Measured]


def _score(session: Session, plan: ScoringPlan) -> Measured:
    """What the worker runs; None when the session cannot be scored (its own message
    would name why: heads of different counts per layer, a query that sees no key)."""
    try:
        scores = score_heads(for_scoring(session) if plan.held_out else session, plan.sequences)
    except (SessionError, ValueError, IndexError):
        return None, None
    try:
        referents = (
            score_referents(for_scoring(session), plan.referrals) if plan.referrals else None
        )
    except (SessionError, ValueError, IndexError):
        referents = None
    return scores, referents


class HeadScoresWatch(QObject):
    """Keeps :attr:`scores` of the document's session up to date, off the edit path.

    Signals
    -------
    sig_scores_changed : :attr:`scores` or :attr:`plan` is new (also None: no scores)

    Attributes
    ----------
    scores : every head's scores for the session on show, None while there are none
        (not scored yet, or a session that gets no scores: see ``scoring_plan``)
    plan : what they are measured on, None for a session that gets no scores
    referents : for a model of the "it refers" task, each head's weights on the answer
        (``core.training.referent_scores``) beside :attr:`scores`, else None
    """

    sig_scores_changed = Signal()

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self.scores: HeadScores | None = None
        self.referents: ReferentScores | None = None
        self.plan: ScoringPlan | None = None
        self._kept: list[Scored] = []
        self._executor: ThreadPoolExecutor | None = None  # made when first needed
        self._running: tuple[Session, ScoringPlan, Future[Measured]] | None = None
        self._pause = QTimer(self, singleShot=True, interval=PAUSE_MS)
        self._pause.timeout.connect(self._on_pause_timeout)
        self._poll = QTimer(self, interval=POLL_MS)
        self._poll.timeout.connect(self._on_poll_timeout)
        document.sig_session_changed.connect(self._pause.start)  # (nothing else per edit)
        document.sig_session_loaded.connect(self._on_document_session_loaded)
        self._on_pause_timeout()

    @property
    def up_to_date(self) -> bool:
        """True once :attr:`scores` belong to the session open now."""
        return not self._pause.isActive() and self._running is None

    def _on_document_session_loaded(self) -> None:
        """Another session: its scores are not the last one's (nor are its heads)."""
        self._show(scoring_plan(self._document.session), (None, None))
        self._pause.start()

    def _on_pause_timeout(self) -> None:
        session = self._document.session
        plan = scoring_plan(session)
        if plan is None:
            self._show(None, (None, None))
            return
        for kept_session, kept_plan, measured in self._kept:
            if kept_plan == plan and (kept_session is session or kept_session.equals(session)):
                self._show(plan, measured)
                return
        if self._running is not None:  # scored next, once the one under way is done
            return
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="head-scores")
        self._running = (session, plan, self._executor.submit(_score, session, plan))
        self._poll.start()

    def _on_poll_timeout(self) -> None:
        if self._running is None or not self._running[2].done():
            return
        session, plan, future = self._running
        self._running = None
        self._poll.stop()
        measured = future.result()
        self._kept = [(session, plan, measured), *self._kept[: KEPT - 1]]
        if session is self._document.session:
            self._show(plan, measured)
        elif not self._pause.isActive():  # changed meanwhile: score the session of now
            self._on_pause_timeout()

    def _show(self, plan: ScoringPlan | None, measured: Measured) -> None:
        scores, referents = measured
        if plan is self.plan and scores is self.scores and referents is self.referents:
            return
        self.plan, self.scores, self.referents = plan, scores, referents
        self.sig_scores_changed.emit()
