"""Checks of one matrix or vector of a session: its shape and its numbers.

Each raises :class:`~selfattn_gui.core.sessions.session_limits.SessionError` naming the
field as a session file spells it, both shapes (expected and found), or the place of the
first number that is not finite or too large (``layers[1].W_o[0][2]``).
"""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.sessions.numbers_text import significant
from selfattn_gui.core.sessions.session_limits import MAX_ABS_VALUE, SessionError
from selfattn_gui.core.text import translate


def shape_text(array: np.ndarray) -> str:
    """A shape as a message writes it: "4 × 2"."""
    return " × ".join(str(s) for s in array.shape)


def check_matrix(
    name: str, array: np.ndarray, rows: int, cols: int | None, meaning: str = ""
) -> None:
    """Check shape and values; ``meaning`` (translated by the caller) says where the
    expected shape comes from."""
    found = shape_text(array)
    if array.ndim != 2:
        raise SessionError(
            translate("matrix_rules", "{name}: expected a 2-D matrix, found shape {found}").format(
                name=name, found=found
            )
        )
    if cols is None and array.shape[0] != rows:
        if meaning:
            message = translate(
                "matrix_rules", "{name}: expected {rows} rows ({meaning}), found shape {found}"
            )
        else:
            message = translate("matrix_rules", "{name}: expected {rows} rows, found shape {found}")
        raise SessionError(message.format(name=name, rows=rows, meaning=meaning, found=found))
    if cols is not None and array.shape != (rows, cols):
        if meaning:
            message = translate(
                "matrix_rules",
                "{name}: expected shape {rows} × {columns} ({meaning}), found {found}",
            )
        else:
            message = translate(
                "matrix_rules", "{name}: expected shape {rows} × {columns}, found {found}"
            )
        raise SessionError(
            message.format(name=name, rows=rows, columns=cols, meaning=meaning, found=found)
        )
    check_values(name, array)


def check_values(name: str, array: np.ndarray) -> None:
    """Every number finite and within ±MAX_ABS_VALUE; names the first that is not."""
    if not np.all(np.isfinite(array)):
        where = np.argwhere(~np.isfinite(array))[0]
        raise SessionError(
            translate("matrix_rules", "{place}: {number} is not a finite number").format(
                place=f"{name}{_index(where)}", number=array[tuple(where)]
            )
        )
    if array.size and np.max(np.abs(array)) > MAX_ABS_VALUE:
        where = np.argwhere(np.abs(array) > MAX_ABS_VALUE)[0]
        raise SessionError(
            translate(
                "matrix_rules", "{place}: {number} is too large (the limit is ±{limit})"
            ).format(
                place=f"{name}{_index(where)}",
                number=significant(array[tuple(where)], 6),
                limit=significant(MAX_ABS_VALUE, 6),
            )
        )


def _index(where: np.ndarray) -> str:
    return "".join(f"[{int(i)}]" for i in where)


def check_vector(name: str, vector: np.ndarray, length: int, meaning: str) -> None:
    """Check a (length,) vector's shape and values (``meaning`` translated by the caller)."""
    if vector.shape != (length,):
        raise SessionError(
            translate(
                "matrix_rules", "{name}: expected {length} numbers ({meaning}), found shape {found}"
            ).format(name=name, length=length, meaning=meaning, found=shape_text(vector))
        )
    check_values(name, vector)
