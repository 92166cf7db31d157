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
from selfattn_gui.core.sessions.numbers_text import significant
from selfattn_gui.core.sessions.session import MAX_ABS_VALUE, SessionError
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate

#: What one cell of a matrix should be, for "expected a number, found ...": translated
#: where the message is made, under this module's context.
A_NUMBER = QT_TRANSLATE_NOOP("file_values", "a number")
ZERO_OR_ONE = QT_TRANSLATE_NOOP("file_values", "0 or 1")

# One whole sentence per kind of entry a list holds (token, label, head, layer, group),
# so that a translator never has to put a noun into a sentence made for another one.
_LIST_EXPECTED = {
    "token": QT_TRANSLATE_NOOP(
        "file_values", "{field}: expected a list of token labels, found {found}"
    ),
    "label": QT_TRANSLATE_NOOP("file_values", "{field}: expected a list of labels, found {found}"),
    "head": QT_TRANSLATE_NOOP("file_values", "{field}: expected a list of heads, found {found}"),
    "layer": QT_TRANSLATE_NOOP("file_values", "{field}: expected a list of layers, found {found}"),
    "key/value group": QT_TRANSLATE_NOOP(
        "file_values", "{field}: expected a list of key/value groups, found {found}"
    ),
}
_TOO_MANY = {
    "token": QT_TRANSLATE_NOOP("file_values", "{field}: {count} tokens, the limit is {limit}"),
    "label": QT_TRANSLATE_NOOP("file_values", "{field}: {count} labels, the limit is {limit}"),
    "head": QT_TRANSLATE_NOOP("file_values", "{field}: {count} heads, the limit is {limit}"),
    "layer": QT_TRANSLATE_NOOP("file_values", "{field}: {count} layers, the limit is {limit}"),
    "key/value group": QT_TRANSLATE_NOOP(
        "file_values", "{field}: {count} key/value groups, the limit is {limit}"
    ),
}
_NONE_GIVEN = {
    "token": QT_TRANSLATE_NOOP("file_values", "{field}: at least one token is needed"),
    "label": QT_TRANSLATE_NOOP("file_values", "{field}: at least one label is needed"),
    "head": QT_TRANSLATE_NOOP("file_values", "{field}: at least one head is needed"),
    "layer": QT_TRANSLATE_NOOP("file_values", "{field}: at least one layer is needed"),
    "key/value group": QT_TRANSLATE_NOOP(
        "file_values", "{field}: at least one key/value group is needed"
    ),
}


def _expected(field: str, what: str, value: Any) -> SessionError:
    """``field: expected <what>, found <value>`` (``what`` already in the learner's words)."""
    return SessionError(
        translate("file_values", "{field}: expected {expected}, found {found}").format(
            field=field, expected=what, found=describe_value(value)
        )
    )


def check_number(item: Any, place: str, entry: str = A_NUMBER) -> None:
    """One cell: a finite JSON number within ±MAX_ABS_VALUE (not true/false, not text).

    ``entry`` is one of this module's marked phrases (:data:`A_NUMBER`, :data:`ZERO_OR_ONE`).
    """
    if isinstance(item, BadNumber):
        raise SessionError(
            translate("file_values", "{place}: {problem}").format(
                place=place, problem=item.problem()
            )
        )
    if isinstance(item, bool) or not isinstance(item, (int, float)):
        raise _expected(place, translate("file_values", entry), item)
    if isinstance(item, float) and not math.isfinite(item):
        raise SessionError(
            translate("file_values", "{place}: must be a finite number").format(place=place)
        )
    if abs(item) > MAX_ABS_VALUE:
        raise SessionError(
            translate(
                "file_values", "{place}: {number} is too large (the limit is ±{limit})"
            ).format(place=place, number=number_text(item), limit=significant(MAX_ABS_VALUE, 6))
        )


def matrix(value: Any, field: str, entry: str = A_NUMBER) -> np.ndarray:
    """Turn a list of lists of numbers into a float64 (rows, cols) matrix, naming any bad entry.

    ``entry`` is what one cell should be, for the message (:data:`A_NUMBER`, :data:`ZERO_OR_ONE`).
    """
    if not isinstance(value, list) or not value:
        raise _expected(field, translate("file_values", "a non-empty list of rows"), value)
    width = None
    for r, row in enumerate(value):
        if not isinstance(row, list):
            raise _expected(f"{field}[{r}]", translate("file_values", "a list of numbers"), row)
        if width is None:
            width = len(row)
            if width == 0:
                raise SessionError(
                    translate(
                        "file_values", "{field}[0]: a row must hold at least one number"
                    ).format(field=field)
                )
        elif len(row) != width:
            raise SessionError(
                translate(
                    "file_values",
                    "{field}[{row}]: has {count} numbers but row 0 has {width} (rows must be equal)",
                ).format(field=field, row=r, count=len(row), width=width)
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
        raise _expected(field, translate("file_values", "a non-empty list of numbers"), value)
    for i, item in enumerate(value):
        check_number(item, f"{field}[{i}]")
    return np.array(value, dtype=np.float64)


def _counted(value: list[Any], field: str, what: str, limit: int) -> None:
    """Refuse an empty list, or one longer than ``limit``, of ``what`` (a key of the tables)."""
    if len(value) > limit:
        raise SessionError(
            translate("file_values", _TOO_MANY[what]).format(
                field=field, count=len(value), limit=limit
            )
        )
    if not value:
        raise SessionError(translate("file_values", _NONE_GIVEN[what]).format(field=field))


def labels(value: Any, field: str, limit: int, what: str = "token") -> tuple[str, ...]:
    """A list of 1 to ``limit`` texts (emptiness and the like are the rules' to check).

    ``what`` names one entry in the messages: "token" ("a list of token labels",
    "513 tokens, the limit is 512") or "label" ("a list of labels").
    """
    if not isinstance(value, list):
        raise SessionError(
            translate("file_values", _LIST_EXPECTED[what]).format(
                field=field, found=describe_value(value)
            )
        )
    # Count first: checking 5 million labels one by one only to refuse them is slow.
    _counted(value, field, what, limit)
    for i, label in enumerate(value):
        if not isinstance(label, str):
            raise _expected(f"{field}[{i}]", translate("file_values", "text"), label)
    return tuple(value)


def flag(value: Any, field: str) -> bool:
    """``true`` or ``false``, nothing else (not 0 or 1)."""
    if not isinstance(value, bool):
        raise _expected(field, translate("file_values", "true or false"), value)
    return value


def choice(value: Any, field: str, choices: tuple[str, ...]) -> str:
    """One of a few words, e.g. ``"self"`` or ``"cross"``."""
    quoted = [f'"{c}"' for c in choices]
    words = translate("file_values", "{listed} or {last}").format(
        listed=", ".join(quoted[:-1]), last=quoted[-1]
    )
    if not isinstance(value, str):
        raise _expected(field, translate("file_values", "text"), value)
    if value not in choices:
        raise _expected(field, words, value)
    return value


def unknown_key(
    key: str, allowed: tuple[str, ...], where: str = "", hint: str = ""
) -> SessionError:
    """The error for a key the format does not have, with the closest one it does have.

    ``where`` is the place with its colon ("layers[0]: ") or nothing; ``hint`` a sentence.
    """
    close = difflib.get_close_matches(key, allowed, n=1)
    if not hint and close:
        hint = translate("file_values", "did you mean {key}?").format(key=quote(close[0]))
    if hint:
        message = translate("file_values", "{where}unknown key {key} ({hint})")
    else:
        message = translate("file_values", "{where}unknown key {key}")
    return SessionError(message.format(where=where, key=quote(key), hint=hint))


def object_with_keys(
    value: Any, field: str, required: tuple[str, ...], optional: tuple[str, ...] = ()
) -> dict[str, Any]:
    """An object holding every key of ``required``, perhaps some of ``optional``, no other."""
    if not isinstance(value, dict):
        keys = ", ".join(required + optional)
        raise _expected(
            field, translate("file_values", "an object with {keys}").format(keys=keys), value
        )
    for key in required:
        if key not in value:
            raise SessionError(
                translate("file_values", '{field}: missing key "{key}"').format(
                    field=field, key=key
                )
            )
    extra = sorted(k for k in value if k not in required and k not in optional)
    if extra:
        raise unknown_key(extra[0], required + optional, where=f"{field}: ")
    return value


def listed(value: Any, field: str, what: str, limit: int) -> list[Any]:
    """A list of 1 to ``limit`` entries (``what`` names one: "head", "layer", "key/value group")."""
    if not isinstance(value, list):
        raise SessionError(
            translate("file_values", _LIST_EXPECTED[what]).format(
                field=field, found=describe_value(value)
            )
        )
    _counted(value, field, what, limit)
    return value
