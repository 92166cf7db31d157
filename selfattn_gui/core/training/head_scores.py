"""What each head of a model does, measured the usual way, with the app's own engine.

Scores of any session that has a causal vocabulary (and, for the copy accuracy, an
unembedding), over some token sequences (for example :meth:`.copy_task.CopyTask.
held_out`), every one computed by :func:`~selfattn_gui.core.maths.attention.compute`:

- **previous-token score** of a head: its mean weight from each position t on the
  position before it, t − 1 (1 for a head that always looks one back);
- **induction score**: its mean weight, from each position t whose token appeared
  before (last at position j), on the position after that earlier occurrence, j + 1:
  where "what came next last time" sits (Olsson et al. 2022);
- **copy accuracy**: at those same positions t (except the last of a sequence), how
  often the most likely next token is the one that really comes next.  In the copy
  task that is the repeated half, where every next token can be copied.

Switching a head off in the session (``heads_off``) is measured like any change.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions.session import Session


@dataclass(frozen=True, eq=False)
class HeadScores:
    """The scores of every head, over some sequences.

    Attributes
    ----------
    previous_token : (n_layers, most heads of a layer), mean weight from t on t − 1
        (NaN past a layer's own heads, when the layers have different head counts)
    induction : (n_layers, most heads of a layer), mean weight from a repeated token on
        the token after its earlier occurrence (NaN when no token of any sequence repeats)
    copy_accuracy : the share of repeated tokens whose next token is predicted right
        (None without an unembedding, NaN when no token repeats)
    """

    previous_token: np.ndarray
    induction: np.ndarray
    copy_accuracy: float | None


def earlier_occurrences(tokens: Sequence[str]) -> list[int | None]:
    """For each position, the last earlier position with the same token, or None."""
    last_seen: dict[str, int] = {}
    earlier: list[int | None] = []
    for position, token in enumerate(tokens):
        earlier.append(last_seen.get(token))
        last_seen[token] = position
    return earlier


def score_heads(session: Session, sequences: Sequence[Sequence[str]]) -> HeadScores:
    """Every head's previous-token and induction scores, and the copy accuracy, of
    ``session`` over ``sequences`` (each a sequence of its vocabulary's labels, at
    least 2 long and no longer than its positions), pooled over every position counted.

    Raises ValueError without sequences; the session's own rules name a bad one.
    """
    if not sequences:
        raise ValueError("score_heads needs at least one sequence")
    counts = [layer.n_heads for layer in session.layers]
    shape = (session.n_layers, max(counts))
    previous, induction = np.zeros(shape), np.zeros(shape)
    n_previous = n_repeated = n_copied = n_right = 0
    for tokens in sequences:
        result = compute(session.replace(tokens=tuple(tokens)))
        n = len(tokens)
        positions = np.arange(1, n)
        queries = [t for t, j in enumerate(earlier_occurrences(tokens)) if j is not None]
        keys = [j + 1 for j in earlier_occurrences(tokens) if j is not None]
        for index, layer in enumerate(result.layers):
            # (n_heads, n, n): this layer's heads' weights for this sequence
            weights = np.array([h.weights for h in layer.heads])
            previous[index, : counts[index]] += weights[:, positions, positions - 1].sum(axis=-1)
            induction[index, : counts[index]] += weights[:, queries, keys].sum(axis=-1)
        n_previous += n - 1
        n_repeated += len(queries)
        if result.probabilities is not None and session.vocabulary is not None:
            copied = [t for t in queries if t + 1 < n]
            predicted = result.probabilities[copied].argmax(axis=1)
            truth = [session.vocabulary.index_of(tokens[t + 1]) for t in copied]
            n_right += int(np.sum(predicted == np.array(truth, dtype=int)))
            n_copied += len(copied)
    accuracy = None
    if session.W_U is not None:
        accuracy = n_right / n_copied if n_copied else float("nan")
    absent = np.arange(shape[1])[None, :] >= np.array(counts)[:, None]
    previous, induction = previous / n_previous, induction / max(n_repeated, 1)
    previous[absent] = induction[absent] = np.nan
    return HeadScores(
        previous_token=previous,
        induction=induction if n_repeated else np.full(shape, np.nan),
        copy_accuracy=accuracy,
    )
