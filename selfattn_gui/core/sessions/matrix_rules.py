"""The shape and the numbers of one matrix or vector of a session.

Each check raises :class:`~selfattn_gui.core.sessions.session_limits.SessionError`
naming the entry as a session file spells it (``heads[0].W_k[2][1]``) and, for a wrong
shape, both the expected and the found one.
"""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.sessions.session_limits import MAX_ABS_VALUE, SessionError


def shape_text(array: np.ndarray) -> str:
    return " × ".join(str(s) for s in array.shape)


def check_matrix(
    name: str, array: np.ndarray, rows: int, cols: int | None, meaning: str = ""
) -> None:
    """Check shape and values; ``meaning`` says where the expected shape comes from."""
    if array.ndim != 2:
        raise SessionError(f"{name}: expected a 2-D matrix, found shape {shape_text(array)}")
    why = f" ({meaning})" if meaning else ""
    if cols is None and array.shape[0] != rows:
        raise SessionError(f"{name}: expected {rows} rows{why}, found shape {shape_text(array)}")
    if cols is not None and array.shape != (rows, cols):
        raise SessionError(
            f"{name}: expected shape {rows} × {cols}{why}, found {shape_text(array)}"
        )
    check_values(name, array)


def check_values(name: str, array: np.ndarray) -> None:
    """Every number finite and within ±MAX_ABS_VALUE; names the first that is not."""
    if not np.all(np.isfinite(array)):
        where = np.argwhere(~np.isfinite(array))[0]
        raise SessionError(f"{name}{_index(where)}: {array[tuple(where)]} is not a finite number")
    if array.size and np.max(np.abs(array)) > MAX_ABS_VALUE:
        where = np.argwhere(np.abs(array) > MAX_ABS_VALUE)[0]
        raise SessionError(
            f"{name}{_index(where)}: {array[tuple(where)]:g} is too large "
            f"(the limit is ±{MAX_ABS_VALUE:g})"
        )


def _index(where: np.ndarray) -> str:
    return "".join(f"[{int(i)}]" for i in where)


def check_vector(name: str, vector: np.ndarray, length: int, meaning: str) -> None:
    if vector.shape != (length,):
        raise SessionError(
            f"{name}: expected {length} numbers ({meaning}), found shape {shape_text(vector)}"
        )
    check_values(name, vector)
