"""Which of a trained model's predictions it was trained to make, derived from its task.

A model trained here is scored, while it learns, only at some positions (the
``counts`` of its task's batches): the copy task's at the repeated half, where the next
token can be copied from the first; the "it refers" task's only after ``it =``, where
the answer is the noun.  Everywhere else its predictions were never asked for, and
they look just as confident: the first, random half of a copy sequence cannot be
predicted at all.  The window greys those rows out and says why.

The positions follow from the tokens on show and the task the vocabulary belongs to
(``head_finding.copy_task_size``, ``head_finding.is_it_refers_model``), so a sequence
the learner types is judged the same way, and no model is named.
"""

from __future__ import annotations

from dataclasses import dataclass

from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.teaching.head_finding import copy_task_size, is_it_refers_model
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.core.training.head_scores import earlier_occurrences
from selfattn_gui.core.training.it_refers_task import MARKER

#: "it =" as one word: a line never breaks inside it
_MARKER_TEXT = "\u00a0".join(MARKER)
COPY_WHY = QT_TRANSLATE_NOOP(
    "trained_positions",
    "The model was trained to predict only the repeated half: this token has not come "
    "before, so what follows it cannot be known, and here it can only guess.",
)
COPY_NOTE = QT_TRANSLATE_NOOP(
    "trained_positions",
    "Grey rows: the first time a token comes, the model can only guess what follows.",
)
IT_REFERS_WHY = QT_TRANSLATE_NOOP(
    "trained_positions",
    "The model was trained to predict only after “{marker}” (the noun “it” "
    "means): here it was never asked for a prediction and can only guess.",
)
IT_REFERS_NOTE = QT_TRANSLATE_NOOP(
    "trained_positions", "Grey rows: the model was trained to predict only after “{marker}”."
)


@dataclass(frozen=True)
class TrainedPositions:
    """Where a model's predictions were trained, for the sequence on show.

    Attributes
    ----------
    trained : (n_tokens,) True where the prediction after that position was trained
    why : what to say at a position that was not (a tooltip)
    note : one short line under the predictions
    """

    trained: tuple[bool, ...]
    why: str
    note: str


def trained_positions(session: Session) -> TrainedPositions | None:
    """The positions ``session`` was trained to predict after, or None when its task is
    not one of the app's (then no prediction is set apart)."""
    if session.W_U is None or session.attention == "cross":
        return None
    tokens = session.tokens
    if copy_task_size(session) is not None:
        trained = tuple(earlier is not None for earlier in earlier_occurrences(tokens))
        return TrainedPositions(
            trained,
            translate("trained_positions", COPY_WHY),
            translate("trained_positions", COPY_NOTE),
        )
    if is_it_refers_model(session):
        width = len(MARKER)
        trained = tuple(
            position >= width - 1 and tokens[position - width + 1 : position + 1] == MARKER
            for position in range(len(tokens))
        )
        return TrainedPositions(
            trained,
            translate("trained_positions", IT_REFERS_WHY).format(marker=_MARKER_TEXT),
            translate("trained_positions", IT_REFERS_NOTE).format(marker=_MARKER_TEXT),
        )
    return None
