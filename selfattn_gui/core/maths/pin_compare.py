"""Pin and compare: the numbers kept at the pin, lined up with the ones shown now.

"Pin" keeps a session and its result.  Afterwards every matrix on screen shows what
changed since then; this module finds, for one matrix of the catalogue, the pinned
matrix that can be set beside the current one, or says in words why none can.

Only what still has the same shape is compared.  When the tokens were only put in
another order (Shuffle, Move up / down) each row still belongs to its token, so the
pinned rows (and, for the query × key matrices, the columns) are put in the new
order first: "cat" is compared with "cat", wherever it moved.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.maths.attention import AttentionResult
from selfattn_gui.core.maths.matrices import KEYS, TOKENS, Matrix
from selfattn_gui.core.sessions.numbers_text import rounded
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.text import translate


@dataclass(frozen=True, eq=False)
class Comparison:
    """One matrix now beside the same matrix at the pin.

    Attributes
    ----------
    old : the pinned (rows, cols) matrix, in the current row and column order and of
        the current shape; None when there is nothing to compare with
    note : why it cannot be compared, or how it is compared, in a learner's words;
        None when there is nothing to say
    """

    old: np.ndarray | None = None
    note: str | None = None


NOT_PINNED = Comparison()


def _size_words(shape: tuple[int, ...]) -> str:
    return " × ".join(str(side) for side in shape)


def token_order(pinned: tuple[str, ...], now: tuple[str, ...]) -> list[int] | None:
    """Where each token of ``now`` stood at the pin, or None when they are not the same tokens.

    Only a reordering of distinct labels can be followed: ``("sat", "cat")`` after
    ``("cat", "sat")`` gives ``[1, 0]``.  The same tokens in the same order give None
    too (nothing to reorder).
    """
    if pinned == now or len(set(now)) != len(now) or sorted(pinned) != sorted(now):
        return None
    where = {token: index for index, token in enumerate(pinned)}
    return [where[token] for token in now]


def compare(
    matrix: Matrix,
    pinned: tuple[Session, AttentionResult],
    now: tuple[Session, AttentionResult],
    head: int = 0,
) -> Comparison:
    """The pinned ``matrix`` (of head ``head``) lined up with the current one.

    Parameters
    ----------
    matrix : an entry of the catalogue, e.g. ``MATRICES["Q"]``
    pinned, now : (session, result) at the pin and now
    head : the head shown; matrices shared by all heads ignore it

    Returns
    -------
    Comparison
        ``old`` has the shape of the current matrix (rows, cols), or is None with a
        ``note`` that says why (a size changed, a head or W_o that was not there).
    """
    pinned_session, pinned_result = pinned
    session, result = now
    current = matrix.values(session, result, head)
    if current is None:
        return NOT_PINNED  # nothing on screen to compare
    current = np.atleast_2d(current)
    if matrix.per_head and head >= pinned_session.n_heads:
        return Comparison(
            note=translate(
                "pin_compare", "Head {head} did not exist at the pin: nothing to compare."
            ).format(head=head + 1)
        )
    old = matrix.values(pinned_session, pinned_result, head)
    if old is None:
        return Comparison(
            note=translate(
                "pin_compare", "{matrix} did not exist at the pin: nothing to compare."
            ).format(matrix=matrix.title)
        )
    old = np.atleast_2d(old)
    if old.shape != current.shape:
        return Comparison(
            note=translate(
                "pin_compare",
                "{matrix} was {before} at the pin and is {now} now: sizes differ, "
                "so it is not compared.",
            ).format(
                matrix=matrix.title,
                before=_size_words(old.shape),
                now=_size_words(current.shape),
            )
        )
    rows_are_tokens = matrix.rows == TOKENS
    columns_are_tokens = matrix.columns in (TOKENS, KEYS)
    if pinned_session.tokens == session.tokens or not (rows_are_tokens or columns_are_tokens):
        return Comparison(old=old)
    order = token_order(pinned_session.tokens, session.tokens)
    if order is None:
        return Comparison(
            old=old,
            note=translate(
                "pin_compare", "The tokens changed since the pin: rows are compared by position."
            ),
        )
    if rows_are_tokens:
        old = old[order, :]
    if columns_are_tokens:
        old = old[:, order]
    return Comparison(
        old=old,
        note=translate(
            "pin_compare", "The tokens moved since the pin: each is compared with itself."
        ),
    )


def changed(new: float, old: float, decimals: int) -> int:
    """+1 when ``new`` reads higher than ``old`` at ``decimals`` digits, -1 lower, 0 the same.

    What a learner can see decides: a change the rounding hides counts as none.
    """
    new, old = float(new), float(old)
    if not (np.isfinite(new) and np.isfinite(old)):
        return 0
    if rounded(new, decimals) == rounded(old, decimals):
        return 0
    return 1 if new > old else -1
