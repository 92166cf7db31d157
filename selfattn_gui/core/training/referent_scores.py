"""Does a model find what "it" refers to, and which head looks there?  Measured with the
app's own engine on any session with a causal vocabulary and an unembedding.

For sentences that end with the marker ``it =`` (:mod:`.it_refers_task`), each with its
answer and the other noun:

- **accuracy**: how often the most likely token after the last position (``=``) is the
  answer;
- **weight on the answer** of a head: its mean attention weight, from that last
  position, on the position holding the answer (1 for a head that always looks there
  and nowhere else);
- **weight on the other noun**: the same on the noun "it" does not refer to;
- **weight on the adjective**: the same on the word that decides ("tired", "wide").

The head with the highest weight on the answer is the one that decides
(:func:`deciding_head`): changing "tired" to "wide" should move its weight from the
animal to the place.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.maths.attention import AttentionResult, compute
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.training.it_refers_task import Referral


@dataclass(frozen=True, eq=False)
class ReferentScores:
    """What a model does at the last position of some sentences.

    Attributes
    ----------
    accuracy : the share of sentences whose most likely next token is the answer
    on_answer : (n_layers, n_heads), each head's mean weight from the last position on
        the answer
    on_other : (n_layers, n_heads), the same on the other noun
    on_adjective : (n_layers, n_heads), the same on the adjective
    """

    accuracy: float
    on_answer: np.ndarray
    on_other: np.ndarray
    on_adjective: np.ndarray


def last_position_weights(session: Session, tokens: Sequence[str]) -> np.ndarray:
    """(n_layers, n_heads, n): every head's weights from the last of ``tokens`` on
    each position, computed by the app's engine on ``session`` showing them."""
    return _from_last_position(compute(session.replace(tokens=tuple(tokens))))


def _from_last_position(result: AttentionResult) -> np.ndarray:
    """(n_layers, n_heads, n): the last row of every head's weights in ``result``."""
    return np.array([[head.weights[-1] for head in layer.heads] for layer in result.layers])


def score_referents(session: Session, referrals: Sequence[Referral]) -> ReferentScores:
    """The accuracy and every head's weights on the answer, the other noun and the
    adjective, of ``session`` over ``referrals`` (each of those words once in its
    tokens).

    Raises ValueError without sentences or without an unembedding W_U.
    """
    if not referrals:
        raise ValueError("score_referents needs at least one sentence")
    if session.W_U is None or session.vocabulary is None:
        raise ValueError("score_referents needs a vocabulary and an unembedding W_U")
    shape = (session.n_layers, session.n_heads)
    on_answer, on_other, on_adjective = np.zeros(shape), np.zeros(shape), np.zeros(shape)
    right = 0
    for referral in referrals:
        tokens = referral.tokens
        result = compute(session.replace(tokens=tuple(tokens)))
        weights = _from_last_position(result)
        on_answer += weights[:, :, tokens.index(referral.answer)]
        on_other += weights[:, :, tokens.index(referral.other)]
        on_adjective += weights[:, :, tokens.index(referral.adjective)]
        assert result.probabilities is not None  # the session has W_U
        predicted = int(result.probabilities[-1].argmax())
        right += predicted == session.vocabulary.index_of(referral.answer)
    count = len(referrals)
    return ReferentScores(right / count, on_answer / count, on_other / count, on_adjective / count)


def deciding_head(scores: ReferentScores) -> tuple[int, int]:
    """(layer, head), both 0-based: the head with the highest weight on the answer."""
    layer, head = np.unravel_index(int(np.argmax(scores.on_answer)), scores.on_answer.shape)
    return int(layer), int(head)


def referents_table(scores: ReferentScores) -> str:
    """Every head's weights on the answer, the other noun and the adjective as a
    Markdown table (the one in ``docs/models.md``)."""
    lines = [
        "| head | on the answer | on the other noun | on the adjective |",
        "|---|---|---|---|",
    ]
    for layer in range(scores.on_answer.shape[0]):
        for head in range(scores.on_answer.shape[1]):
            numbers = (
                s[layer, head] for s in (scores.on_answer, scores.on_other, scores.on_adjective)
            )
            lines.append(
                f"| layer {layer + 1}, head {head + 1} | "
                + " | ".join(f"{v:.2f}" for v in numbers)
                + " |"
            )
    return "\n".join(lines)
