"""Checks of one matrix or vector of a session: its shape and its numbers.

Each raises :class:`~selfattn_gui.core.sessions.session_limits.SessionError` naming the
field as a session file spells it, both shapes (expected and found), or the place of the
first number that is not finite or too large (``layers[1].W_o[0][2]``).
"""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.sessions.session_limits import MAX_ABS_VALUE, SessionError


def shape_text(array: np.ndarray) -> str:
    """A shape as a message writes it: "4 × 2"."""
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
    """Check a (length,) vector's shape and values."""
    if vector.shape != (length,):
        raise SessionError(
            f"{name}: expected {length} numbers ({meaning}), found shape {shape_text(vector)}"
        )
    check_values(name, vector)
