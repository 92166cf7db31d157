"""Goal conditions: what changed since the step began, and what the learner touched.

A goal task states an aim ("change the scores but not the weights", "make mat listen
to cat using only W_q") and lets the learner get there their own way.  Besides the
comparisons of :mod:`lesson_conditions`, such a goal needs the session as it was when
the step began (its *start*)::

    {"changed": {"quantity": "score", "query": "it", "key": "animal"}}
    {"unchanged": {"quantity": "weight", "query": "it", "key": "animal"}, "tolerance": 1e-6}
    {"edited_only": ["heads.0.W_q"]}
    {"edited_only": [{"matrix": "W_o", "rows": [4, 7]}]}

Without a start (a condition checked outside a lesson step) each of them is false.
"""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.sessions import edits
from selfattn_gui.core.sessions.session import Session

#: the goal forms a condition may take, beside a comparison and all / any / not
GOAL_FORMS = ("changed", "unchanged", "edited_only")
#: two numbers closer than this count as "unchanged" unless the lesson says otherwise
DEFAULT_SAME = 1e-6
#: what else, besides the matrices, a learner can change (each compared as a whole)
_SETTINGS = ("tokens", "causal", "residual", "positional_encoding", "scale", "attention")


def edited_matrix_keys(session: Session) -> list[str]:
    """The keys of every matrix the learner types into, as lessons name them
    (``embeddings``, ``source``, ``W_o``, ``heads.<h>.W_q`` / ``W_k`` / ``W_v``, and in a
    later layer ``layers.<l>.W_o``, ``layers.<l>.heads.<h>.W_q`` and so on)."""
    keys = ["embeddings", "source"]
    for index, layer in enumerate(session.layers):
        prefix = f"layers.{index}." if index > 0 else ""
        keys.append(prefix + "W_o")
        for head in range(layer.n_heads):
            keys += [f"{prefix}heads.{head}.{name}" for name in ("W_q", "W_k", "W_v")]
    return keys


def _matrix(session: Session, key: str) -> np.ndarray | None:
    try:
        return np.asarray(edits.get_matrix(session, key))
    except (KeyError, IndexError):
        return None  # no W_o, or a head this session does not have


def changed_matrices(start: Session, now: Session) -> set[str]:
    """The matrix keys whose numbers (or shape, or existence) differ from the start."""
    changed = set()
    for key in dict.fromkeys(edited_matrix_keys(start) + edited_matrix_keys(now)):
        before, after = _matrix(start, key), _matrix(now, key)
        if before is None or after is None:
            if before is not after:
                changed.add(key)
        elif before.shape != after.shape or not np.array_equal(before, after):
            changed.add(key)
    return changed


def settings_changed(start: Session, now: Session) -> bool:
    """Whether a switch, the tokens, a size or a head's on/off differs from the start."""
    if any(getattr(start, name) != getattr(now, name) for name in _SETTINGS):
        return True
    sizes = ("n_heads", "d_model", "d_k", "d_v", "n_layers")
    if any(getattr(start, name) != getattr(now, name) for name in sizes):
        return True
    return any(
        (before.heads_off, before.n_kv_heads) != (after.heads_off, after.n_kv_heads)
        for before, after in zip(start.layers, now.layers, strict=True)
    )


def only_edited(start: Session, now: Session, allowed: list[str | dict]) -> bool:
    """True when nothing but the matrices ``allowed`` differs from the start.

    An entry is a matrix key (all of it may change) or ``{"matrix": key, "rows": [first,
    last]}``: only those rows of it (counted from 0, both included), as in "change only
    head 2's rows of W_o".
    """
    if settings_changed(start, now):
        return False
    whole = {entry for entry in allowed if isinstance(entry, str)}
    for key in changed_matrices(start, now) - whole:
        parts = [e["rows"] for e in allowed if isinstance(e, dict) and e["matrix"] == key]
        before, after = _matrix(start, key), _matrix(now, key)
        if not parts or before is None or after is None or before.shape != after.shape:
            return False
        kept = np.ones(len(before), dtype=bool)  # the rows that must stay as they were
        for first, last in parts:
            kept[first : last + 1] = False
        if not np.array_equal(before[kept], after[kept]):
            return False
    return True
