"""Finding a trained model's heads: what to measure them on, and sequences to try.

The window shows each head's previous-token and induction score beside the head
switcher (``core.training.head_scores`` measures them).  What they are measured on
decides what they mean:

- a model whose vocabulary is the copy task's (``<s>``, ``A``–``Z``, ``1``–``9``: the
  ``induction`` model, or one trained in the app) is measured the way it was trained
  and documented, on :data:`HELD_OUT` held-out copy-task sequences: the scores then
  describe the heads, whatever sequence is on show, and match ``docs/models.md``;
- any other vocabulary model that predicts tokens (an unembedding W_U) is measured on
  the sequence on show alone: that sequence is all the app knows of its task, so the
  scores say what the heads do *here* (the label says so), and the induction score is
  left out when no token of it repeats (there is nothing to measure);
- a model whose vocabulary is the "it refers" task's (the ``it-refers`` model) is also
  measured on :data:`HELD_OUT` held-out sentences of that task: each head's mean weight,
  from ``=``, on the noun "it" refers to (``core.training.referent_scores``), the score
  that finds the head that decides;
- a session without a vocabulary or W_U, or a cross session (its keys are another
  sentence, so "the token before" means nothing), gets no scores.

A trained model opens on the head these scores point at (:func:`opening_head`).

The copy task also gives the learner something to type: :func:`random_repeat`, a
random sequence and the same again, the pattern induction heads complete.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.sessions.numbers_text import fixed
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.sessions.token_sequence import max_positions
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.core.training.copy_task import CopyTask, copy_task_labels
from selfattn_gui.core.training.head_scores import HeadScores
from selfattn_gui.core.training.it_refers_task import ItRefersTask, Referral
from selfattn_gui.core.training.make_models import HELD_OUT_SEED

#: How many held-out copy-task sequences the window scores the heads on: those of
#: ``docs/models.md`` (the same seed and lengths), so the window shows its numbers;
#: about 0.1 s for the shipped model, in the background.
HELD_OUT = 200
#: L of the sequence :func:`random_repeat` makes (and repeats), as the shipped model shows.
REPEATED_LENGTH = 10


@dataclass(frozen=True)
class ScoringPlan:
    """What a session's heads are scored on.

    Attributes
    ----------
    sequences : the token sequences, each a tuple of vocabulary labels
    held_out : True for held-out copy-task sequences, False for the sequence on show
    referrals : held-out sentences of the "it refers" task to measure each head's weight
        on the answer on, for a model of that task (none for any other)
    """

    sequences: tuple[tuple[str, ...], ...]
    held_out: bool
    referrals: tuple[Referral, ...] = ()


def copy_task_size(session: Session) -> int | None:
    """V when the session's vocabulary is the copy task's of V tokens, else None."""
    vocabulary = session.vocabulary
    if vocabulary is None or not 2 <= vocabulary.size <= 36:
        return None
    return vocabulary.size if vocabulary.labels == copy_task_labels(vocabulary.size) else None


def scoring_plan(session: Session) -> ScoringPlan | None:
    """The sequences to score ``session``'s heads on, or None when it gets no scores
    (see the module's docstring for why)."""
    if session.vocabulary is None or session.W_U is None or session.attention == "cross":
        return None
    size = copy_task_size(session)
    longest = min((max_positions(session) - 1) // 2, (size or 0) - 1, 16)
    if size is not None and longest >= 2:
        task = CopyTask(vocabulary=size, shortest=min(8, longest), longest=longest)
        sequences = task.held_out(HELD_OUT, seed=HELD_OUT_SEED)
        return ScoringPlan(tuple(sequences), held_out=True)
    if session.n_tokens < 2:
        return None  # no position has a previous one
    return ScoringPlan((session.tokens,), held_out=False, referrals=_referrals(session))


def is_it_refers_model(session: Session) -> bool:
    """Whether the session's vocabulary is the "it refers" task's, and its positions
    hold the task's longest sentence."""
    task = ItRefersTask()
    vocabulary = session.vocabulary
    return (
        vocabulary is not None
        and vocabulary.labels == task.labels
        and max_positions(session) >= task.context
    )


def _referrals(session: Session) -> tuple[Referral, ...]:
    """:data:`HELD_OUT` held-out sentences for a model of the "it refers" task, else ()."""
    if not is_it_refers_model(session):
        return ()
    return tuple(ItRefersTask().held_out_referrals(HELD_OUT, seed=HELD_OUT_SEED))


def opening_head(scores: HeadScores, layer: int, on_answer: np.ndarray | None = None) -> int | None:
    """The head of ``layer`` (0-based) a trained model opens on: the highest weight on
    the answer when ``on_answer`` (n_layers, n_heads) is given (the "it refers" task),
    else the highest induction score, else the highest previous-token score; None when
    no head of the layer has a score."""
    for table in (on_answer, scores.induction, scores.previous_token):
        if table is None or layer >= table.shape[0]:
            continue
        row = table[layer]
        if not np.all(np.isnan(row)):
            return int(np.nanargmax(row))
    return None


def for_scoring(session: Session) -> Session:
    """The session as the held-out sequences are scored on: without a custom mask,
    which belongs to the positions of the sequence on show."""
    return session if session.mask is None else session.replace(mask=None)


def random_repeat(session: Session, seed: int) -> tuple[str, ...] | None:
    """``<s>``, :data:`REPEATED_LENGTH` distinct random tokens, then the same again, drawn
    from ``seed`` (fewer when the model's positions or vocabulary are smaller); None
    unless the vocabulary is the copy task's."""
    size = copy_task_size(session)
    if size is None:
        return None
    length = min(REPEATED_LENGTH, (max_positions(session) - 1) // 2, size - 1)
    if length < 1:
        return None
    task = CopyTask(vocabulary=size, shortest=length, longest=length)
    labels = copy_task_labels(size)
    drawn = task.sequence(np.random.default_rng(seed), length)
    return tuple(labels[i] for i in drawn)


#: How the weight from ``=`` on the noun "it" refers to is named beside a head.
#: (English, marked for translation: show it with ``translate("head_finding", ON_ANSWER)``)
ON_ANSWER = QT_TRANSLATE_NOOP("head_finding", "on what “it” means")


def score_lines(
    scores: HeadScores, layer: int, head: int, on_answer: np.ndarray | None = None
) -> list[str]:
    """``["previous-token 0.94", "induction 0.00"]`` for one head (0-based), the
    induction score left out when nothing repeated; with ``on_answer`` (n_layers,
    n_heads, see :func:`opening_head`) its weight on the answer after that."""
    parts = [
        translate("head_finding", "previous-token {score}").format(
            score=fixed(scores.previous_token[layer, head])
        )
    ]
    induction = float(scores.induction[layer, head])
    if not np.isnan(induction):
        parts.append(translate("head_finding", "induction {score}").format(score=fixed(induction)))
    if on_answer is not None:
        parts.append(
            translate("head_finding", "{what} {score}").format(
                what=translate("head_finding", ON_ANSWER), score=fixed(on_answer[layer, head])
            )
        )
    return parts


def score_text(
    scores: HeadScores, layer: int, head: int, on_answer: np.ndarray | None = None
) -> str:
    """``"previous-token 0.94 · induction 0.00"``: :func:`score_lines` on one line."""
    return " · ".join(score_lines(scores, layer, head, on_answer))


def layer_scores_text(
    scores: HeadScores,
    layer: int,
    heads_off: Sequence[int] = (),
    on_answer: np.ndarray | None = None,
) -> str:
    """Every head of ``layer`` on a line of its own, for the label's tooltip."""
    lines = []
    for head in range(scores.previous_token.shape[1]):
        line = (
            translate("head_finding", "head {head} (switched off): {scores}")
            if head in heads_off
            else translate("head_finding", "head {head}: {scores}")
        )
        lines.append(line.format(head=head + 1, scores=score_text(scores, layer, head, on_answer)))
    if scores.copy_accuracy is not None and not np.isnan(scores.copy_accuracy):
        lines.append(
            translate("head_finding", "copy accuracy of the whole model: {score}").format(
                score=fixed(scores.copy_accuracy)
            )
        )
    return "\n".join(lines)
