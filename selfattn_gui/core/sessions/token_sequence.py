"""The whole input sequence of a vocabulary session at once, as a learner types it.

In a session with a vocabulary every token is one of its labels, so a sequence can be
typed as text: ``"<s> H K P H K P"``, labels separated by spaces.  Each label's vector
is its row of W_E, so nothing else needs typing.  A sequence is refused with a message
that names every label the vocabulary does not have, and one longer than the model's
positions (the rows of a learned W_pos) says the limit.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from selfattn_gui.core.sessions.session import Session, SessionError
from selfattn_gui.core.sessions.session_limits import MAX_TOKENS
from selfattn_gui.core.text import translate

#: How many unknown labels a refusal names before "and N more".
MAX_NAMED = 8


def split_tokens(text: str) -> tuple[str, ...]:
    """The labels of ``text``, separated by any run of spaces (tabs and new lines too)."""
    return tuple(text.split())


def max_positions(session: Session) -> int:
    """How many tokens the session can take: the positions a model learned (the rows of
    W_pos), else the app's limit."""
    if session.W_pos is not None:
        return min(MAX_TOKENS, int(session.W_pos.shape[0]))
    return MAX_TOKENS


def with_token_sequence(session: Session, labels: Sequence[str]) -> Session:
    """``session`` reading the tokens ``labels`` instead, each its vocabulary entry's row.

    A custom mask keeps what it said for the positions both sequences have; a new
    position sees and is seen by every other (as when a token is added).

    Raises
    ------
    SessionError
        Without a vocabulary, for no labels, for labels the vocabulary does not have
        (naming each), or for more labels than :func:`max_positions`.
    """
    vocabulary = session.vocabulary
    if vocabulary is None:
        raise SessionError(
            translate(
                "token_sequence",
                "tokens: only a session with a vocabulary can take a typed sequence (each "
                "label's vector is its row of W_E); rename the tokens one by one instead",
            )
        )
    labels = tuple(labels)
    if not labels:
        raise SessionError(
            translate(
                "token_sequence", "tokens: type at least one token (labels separated by spaces)"
            )
        )
    known = set(vocabulary.labels)
    unknown = list(dict.fromkeys(label for label in labels if label not in known))
    if unknown:
        raise SessionError(_not_in_vocabulary(unknown, vocabulary.labels))
    limit = max_positions(session)
    if len(labels) > limit:
        if session.W_pos is not None and limit == session.W_pos.shape[0]:
            message = translate(
                "token_sequence",
                "tokens: {count} tokens is too many: this model learned {limit} positions "
                "(W_pos has {limit} rows); type at most {limit}",
            )
        else:
            message = translate(
                "token_sequence",
                "tokens: {count} tokens is too many: the limit is {limit}; type at most {limit}",
            )
        raise SessionError(message.format(count=len(labels), limit=limit))
    return session.replace(tokens=labels, mask=_resized_mask(session, len(labels)))


def _not_in_vocabulary(unknown: list[str], known: tuple[str, ...]) -> str:
    """The refusal naming the ``unknown`` labels (the first few) and the ``known`` ones."""
    if len(unknown) > MAX_NAMED:
        message = translate(
            "token_sequence",
            "tokens: {named} and {more} more are not in the vocabulary; its {count} labels "
            "are {labels}",
        )
    elif len(unknown) > 1:
        message = translate(
            "token_sequence",
            "tokens: {named} are not in the vocabulary; its {count} labels are {labels}",
        )
    else:
        message = translate(
            "token_sequence",
            "tokens: {named} is not in the vocabulary; its {count} labels are {labels}",
        )
    listed = ", ".join(known[:40]) + (" …" if len(known) > 40 else "")
    return message.format(
        named=", ".join(f"“{label}”" for label in unknown[:MAX_NAMED]),
        more=len(unknown) - MAX_NAMED,
        count=len(known),
        labels=listed,
    )


def _resized_mask(session: Session, n: int) -> np.ndarray | None:
    """The mask for ``n`` queries: the old one where it reaches, visible elsewhere."""
    if session.mask is None:
        return None
    keys = session.n_keys if session.attention == "cross" else n
    mask = np.ones((n, keys), dtype=bool)
    rows = min(n, session.mask.shape[0])
    columns = min(keys, session.mask.shape[1])
    mask[:rows, :columns] = session.mask[:rows, :columns]
    return mask
