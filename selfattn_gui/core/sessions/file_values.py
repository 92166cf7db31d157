"""Reading one value of a session file: a matrix, a vector, a list of labels, an object's keys.

Every reader here takes what the JSON parser gave and the field's name as a file spells
it (``layers[1].heads[0].W_q``), and raises one :class:`SessionError` line naming the
exact place of the first bad entry, e.g. ``embeddings[2][3]: expected a number, found
the text "0.5"``.  Only kinds and keys are checked here; shapes and everything else are
the session's rules (:mod:`~selfattn_gui.core.sessions.session_rules`).
"""

from __future__ import annotations

import difflib
import math
from typing import Any

import numpy as np

from selfattn_gui.core.sessions.file_messages import (
    BadNumber,
    describe_value,
    number_text,
    quote,
)
from selfattn_gui.core.sessions.session import MAX_ABS_VALUE, SessionError


def check_number(item: Any, place: str, entry: str = "a number") -> None:
    """One cell: a finite JSON number within ±MAX_ABS_VALUE (not true/false, not text)."""
    if isinstance(item, BadNumber):
        raise SessionError(f"{place}: {item.problem()}")
    if isinstance(item, bool) or not isinstance(item, (int, float)):
        raise SessionError(f"{place}: expected {entry}, found {describe_value(item)}")
    if isinstance(item, float) and not math.isfinite(item):
        raise SessionError(f"{place}: must be a finite number")
    if abs(item) > MAX_ABS_VALUE:
        raise SessionError(
            f"{place}: {number_text(item)} is too large (the limit is ±{MAX_ABS_VALUE:g})"
        )


def matrix(value: Any, field: str, entry: str = "a number") -> np.ndarray:
    """Turn a list of lists of numbers into a float64 (rows, cols) matrix, naming any bad entry.

    ``entry`` is what one cell should be, for the message ("a number", "0 or 1").
    """
    if not isinstance(value, list) or not value:
        raise SessionError(
            f"{field}: expected a non-empty list of rows, found {describe_value(value)}"
        )
    width = None
    for r, row in enumerate(value):
        if not isinstance(row, list):
            raise SessionError(
                f"{field}[{r}]: expected a list of numbers, found {describe_value(row)}"
            )
        if width is None:
            width = len(row)
            if width == 0:
                raise SessionError(f"{field}[0]: a row must hold at least one number")
        elif len(row) != width:
            raise SessionError(
                f"{field}[{r}]: has {len(row)} numbers but row 0 has {width} (rows must be equal)"
            )
        for c, item in enumerate(row):
            check_number(item, f"{field}[{r}][{c}]", entry)
    return np.array(value, dtype=np.float64)


def optional_matrix(value: Any, field: str) -> np.ndarray | None:
    """``null`` (no such matrix) or a matrix."""
    return None if value is None else matrix(value, field)


def vector(value: Any, field: str) -> np.ndarray:
    """Turn a non-empty list of numbers into a float64 (length,) vector."""
    if not isinstance(value, list) or not value:
        raise SessionError(
            f"{field}: expected a non-empty list of numbers, found {describe_value(value)}"
        )
    for i, item in enumerate(value):
        check_number(item, f"{field}[{i}]")
    return np.array(value, dtype=np.float64)


def labels(value: Any, field: str, limit: int, what: str = "token") -> tuple[str, ...]:
    """A list of 1 to ``limit`` texts (emptiness and the like are the rules' to check).

    ``what`` names one entry in the messages: "token" ("a list of token labels",
    "513 tokens, the limit is 512") or "label" ("a list of labels").
    """
    if not isinstance(value, list):
        kind = "token labels" if what == "token" else f"{what}s"
        raise SessionError(f"{field}: expected a list of {kind}, found {describe_value(value)}")
    # Count first: checking 5 million labels one by one only to refuse them is slow.
    if len(value) > limit:
        raise SessionError(f"{field}: {len(value)} {what}s, the limit is {limit}")
    if not value:
        raise SessionError(f"{field}: at least one {what} is needed")
    for i, label in enumerate(value):
        if not isinstance(label, str):
            raise SessionError(f"{field}[{i}]: expected text, found {describe_value(label)}")
    return tuple(value)


def flag(value: Any, field: str) -> bool:
    """``true`` or ``false``, nothing else (not 0 or 1)."""
    if not isinstance(value, bool):
        raise SessionError(f"{field}: expected true or false, found {describe_value(value)}")
    return value


def choice(value: Any, field: str, choices: tuple[str, ...]) -> str:
    """One of a few words, e.g. ``"self"`` or ``"cross"``."""
    quoted = [f'"{c}"' for c in choices]
    words = ", ".join(quoted[:-1]) + " or " + quoted[-1]
    if not isinstance(value, str):
        raise SessionError(f"{field}: expected text, found {describe_value(value)}")
    if value not in choices:
        raise SessionError(f"{field}: expected {words}, found {describe_value(value)}")
    return value


def unknown_key(
    key: str, allowed: tuple[str, ...], where: str = "", hint: str = ""
) -> SessionError:
    """The error for a key the format does not have, with the closest one it does have."""
    close = difflib.get_close_matches(key, allowed, n=1)
    if not hint and close:
        hint = f"did you mean {quote(close[0])}?"
    return SessionError(f"{where}unknown key {quote(key)}{f' ({hint})' if hint else ''}")


def object_with_keys(
    value: Any, field: str, required: tuple[str, ...], optional: tuple[str, ...] = ()
) -> dict[str, Any]:
    """An object holding every key of ``required``, perhaps some of ``optional``, no other."""
    if not isinstance(value, dict):
        keys = ", ".join(required + optional)
        raise SessionError(
            f"{field}: expected an object with {keys}, found {describe_value(value)}"
        )
    for key in required:
        if key not in value:
            raise SessionError(f'{field}: missing key "{key}"')
    extra = sorted(k for k in value if k not in required and k not in optional)
    if extra:
        raise unknown_key(extra[0], required + optional, where=f"{field}: ")
    return value


def listed(value: Any, field: str, what: str, limit: int) -> list[Any]:
    """A list of 1 to ``limit`` entries (``what`` names one: "head", "layer")."""
    if not isinstance(value, list):
        raise SessionError(f"{field}: expected a list of {what}s, found {describe_value(value)}")
    if not value:
        raise SessionError(f"{field}: at least one {what} is needed")
    if len(value) > limit:
        raise SessionError(f"{field}: {len(value)} {what}s, the limit is {limit}")
    return value
