"""The checks a lesson file's quantities and conditions must pass when the lesson is loaded.

:data:`QUANTITIES` lists every quantity a lesson may ask about, what it needs and what
kind of value it gives; :func:`validate_quantity` and :func:`validate_condition` refuse
a malformed object with one :class:`LessonError` line naming the field, e.g.
``steps[2].condition.op: expected one of < <= > >= == != ≈, found "=>"``.  Reading a
quantity and evaluating a condition is :mod:`selfattn_gui.core.lessons.lesson_conditions`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from selfattn_gui.core.lessons.lesson_conditions import UNITS, LessonError
from selfattn_gui.core.lessons.lesson_goals import GOAL_FORMS
from selfattn_gui.core.lessons.lesson_quantities import (
    FLAGS,
    QUANTITIES,
    TEXT_CHOICES,
)
from selfattn_gui.core.lessons.lesson_values import (
    describe,
    is_finite_number,
)
from selfattn_gui.core.lessons.lesson_view import VIEW_FORM
from selfattn_gui.core.maths.attention import MISTAKES
from selfattn_gui.core.maths.matrices import Matrix, edited_per_head, edited_shared
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate

OPERATORS = ("<", "<=", ">", ">=", "==", "!=", "≈")


def _keys(matrices: tuple[Matrix, ...]) -> str:
    return "|".join(re.escape(m.key) for m in matrices)


#: A document key a lesson may name (``"embeddings"``, ``"W_o"``, ``"heads.0.W_k"``): every
#: edited matrix of the catalogue, with a head counted in at most two digits; a later
#: layer's W_o and heads as ``"layers.1.W_o"``, ``"layers.1.heads.0.W_q"``.
MATRIX_KEY = re.compile(
    rf"^({_keys(edited_shared())}|heads\.\d{{1,2}}\.({_keys(edited_per_head())})"
    rf"|layers\.\d{{1,2}}\.(W_o|heads\.\d{{1,2}}\.({_keys(edited_per_head())})))$"
)


def _is_index(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value


_PARAMETERS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "query": (
        lambda v: (isinstance(v, str) and bool(v)) or _is_index(v),
        QT_TRANSLATE_NOOP("lesson_checks", "a token label or index"),
    ),
    "key": (
        lambda v: (isinstance(v, str) and bool(v)) or _is_index(v),
        QT_TRANSLATE_NOOP("lesson_checks", "a token label or index"),
    ),
    "token": (
        lambda v: (isinstance(v, str) and bool(v)) or _is_index(v),
        QT_TRANSLATE_NOOP("lesson_checks", "a token label or index"),
    ),
    "head": (_is_index, QT_TRANSLATE_NOOP("lesson_checks", "a head number counted from 0")),
    "layer": (
        lambda v: _is_index(v) and v < 16,
        QT_TRANSLATE_NOOP("lesson_checks", "a layer number counted from 0"),
    ),
    "position": (_is_index, QT_TRANSLATE_NOOP("lesson_checks", "a position counted from 0")),
    "from": (_is_index, QT_TRANSLATE_NOOP("lesson_checks", "a position counted from 0")),
    "label": (
        lambda v: isinstance(v, str) and bool(v),
        QT_TRANSLATE_NOOP("lesson_checks", "a vocabulary label"),
    ),
    "row": (_is_index, QT_TRANSLATE_NOOP("lesson_checks", "a row number counted from 0")),
    "column": (_is_index, QT_TRANSLATE_NOOP("lesson_checks", "a column number counted from 0")),
    "matrix": (
        lambda v: isinstance(v, str) and bool(MATRIX_KEY.match(v)),
        QT_TRANSLATE_NOOP(
            "lesson_checks", 'a matrix key such as "heads.0.W_k", "embeddings" or "W_o"'
        ),
    ),
    "of": (lambda v: v in ("Q", "K", "V"), '"Q", "K" or "V"'),
    "mistake": (
        lambda v: isinstance(v, str) and v in MISTAKES,
        "one of " + ", ".join(f'"{m}"' for m in MISTAKES),
    ),
    "n": (
        lambda v: _is_index(v) and 1 <= v <= 10**7,
        QT_TRANSLATE_NOOP("lesson_checks", "a whole number of tokens from 1"),
    ),
    "heads": (
        lambda v: _is_index(v) and 1 <= v <= 1024,
        QT_TRANSLATE_NOOP("lesson_checks", "a whole number of heads from 1"),
    ),
    "groups": (
        lambda v: _is_index(v) and 1 <= v <= 1024,
        QT_TRANSLATE_NOOP("lesson_checks", "a whole number of K/V groups from 1"),
    ),
    "d_k": (
        lambda v: _is_index(v) and 1 <= v <= 4096,
        QT_TRANSLATE_NOOP("lesson_checks", "a whole width from 1"),
    ),
    "bytes_per_number": (
        lambda v: is_finite_number(v) and 0 < v <= 1024,
        QT_TRANSLATE_NOOP("lesson_checks", "a positive number of bytes, at most 1024"),
    ),
    "unit": (
        lambda v: isinstance(v, str) and v in UNITS,
        "one of " + ", ".join(f'"{u}"' for u in UNITS),
    ),
}


def validate_quantity(data: Any, where: str, extra_keys: tuple[str, ...] = ()) -> None:
    """Raise :class:`LessonError` (``"<where>.<field>: ..."``) for a malformed quantity."""
    if not isinstance(data, dict):
        raise LessonError(
            translate(
                "lesson_checks", '{where}: expected an object with a "quantity", found {found}'
            ).format(where=where, found=describe(data))
        )
    name = data.get("quantity")
    if name not in QUANTITIES:
        found = describe(name) if "quantity" in data else "nothing"
        raise LessonError(
            translate(
                "lesson_checks", "{where}.quantity: expected one of {choices}, found {found}"
            ).format(where=where, choices=", ".join(QUANTITIES), found=found)
        )
    spec = QUANTITIES[name]
    for key in spec.required:
        if key not in data:
            raise LessonError(
                translate("lesson_checks", '{where}: the quantity "{name}" needs "{key}"').format(
                    where=where, name=name, key=key
                )
            )
    allowed = {"quantity", *spec.required, *spec.optional, *extra_keys}
    for key, value in data.items():
        if key not in allowed:
            raise LessonError(
                translate(
                    "lesson_checks", '{where}.{key}: not a field of the quantity "{name}"'
                ).format(where=where, key=key, name=name)
            )
        if key in _PARAMETERS:
            check, wanted = _PARAMETERS[key]
            if not check(value):
                raise LessonError(
                    translate(
                        "lesson_checks", "{where}.{key}: expected {wanted}, found {found}"
                    ).format(
                        where=where,
                        key=key,
                        wanted=translate("lesson_checks", wanted),
                        found=describe(value),
                    )
                )


def _validate_goal(data: dict[str, Any], where: str) -> None:
    """ "changed" / "unchanged" (a quantity, optional "tolerance") or "edited_only" (keys)."""
    forms = [form for form in GOAL_FORMS if form in data]
    if len(forms) != 1:
        raise LessonError(
            translate("lesson_checks", "{where}: give one of {choices}, not {count}").format(
                where=where, choices=", ".join(GOAL_FORMS), count=len(forms)
            )
        )
    form = forms[0]
    extra = set(data) - {form, "tolerance"} if form != "edited_only" else set(data) - {form}
    if extra:
        raise LessonError(
            translate("lesson_checks", '{where}.{field}: not a field of "{form}"').format(
                where=where, field=sorted(extra)[0], form=form
            )
        )
    if form == "edited_only":
        keys = data[form]
        if not isinstance(keys, list) or not keys:
            raise LessonError(
                translate(
                    "lesson_checks", "{where}.edited_only: expected a list of matrix keys"
                ).format(where=where)
            )
        for i, key in enumerate(keys):
            if isinstance(key, dict) and set(key) == {"matrix", "rows"}:
                _validate_rows(key, f"{where}.edited_only[{i}]")
                key = key["matrix"]
            if not (isinstance(key, str) and MATRIX_KEY.match(key)):
                raise LessonError(
                    translate(
                        "lesson_checks",
                        '{where}.edited_only[{i}]: expected a matrix key such as "heads.0.W_q", found {found}',
                    ).format(where=where, i=i, found=describe(key))
                )
        return
    validate_quantity(data[form], f"{where}.{form}")
    if "tolerance" in data and not (is_finite_number(data["tolerance"]) and data["tolerance"] >= 0):
        raise LessonError(
            translate("lesson_checks", "{where}.tolerance: expected a number ≥ 0").format(
                where=where
            )
        )


def _validate_rows(part: dict[str, Any], where: str) -> None:
    """``{"matrix": key, "rows": [first, last]}``: some rows of a matrix (the key is
    checked by the caller)."""
    rows = part["rows"]
    if not (
        isinstance(rows, list)
        and len(rows) == 2
        and all(_is_index(row) for row in rows)
        and rows[0] <= rows[1]
    ):
        raise LessonError(
            translate(
                "lesson_checks",
                "{where}.rows: expected [first, last], two row numbers from 0 with first ≤ last",
            ).format(where=where)
        )


def validate_condition(data: Any, where: str, depth: int = 0) -> None:
    """Raise :class:`LessonError` naming the first malformed field of a condition."""
    if depth > 16:
        raise LessonError(
            translate("lesson_checks", "{where}: conditions are nested too deeply").format(
                where=where
            )
        )
    if not isinstance(data, dict):
        raise LessonError(
            translate(
                "lesson_checks", "{where}: expected a condition object, found {found}"
            ).format(where=where, found=describe(data))
        )
    for combinator in ("all", "any"):
        if combinator in data:
            if len(data) != 1:
                raise LessonError(
                    translate(
                        "lesson_checks",
                        '{where}: "{combinator}" must be the only field of its object',
                    ).format(where=where, combinator=combinator)
                )
            parts = data[combinator]
            if not isinstance(parts, list) or not parts:
                raise LessonError(
                    translate(
                        "lesson_checks",
                        "{where}.{combinator}: expected a non-empty list of conditions",
                    ).format(where=where, combinator=combinator)
                )
            for i, part in enumerate(parts):
                validate_condition(part, f"{where}.{combinator}[{i}]", depth + 1)
            return
    if "not" in data:
        if len(data) != 1:
            raise LessonError(
                translate(
                    "lesson_checks", '{where}: "not" must be the only field of its object'
                ).format(where=where)
            )
        validate_condition(data["not"], f"{where}.not", depth + 1)
        return
    if any(form in data for form in GOAL_FORMS):
        _validate_goal(data, where)
        return
    if VIEW_FORM in data:
        _validate_view(data, where)
        return
    _validate_comparison(data, where)


def _validate_view(data: dict[str, Any], where: str) -> None:
    """``{"mistakes_lab_shows": "<mistake>"}``: the only field, naming a known mistake."""
    if len(data) != 1:
        raise LessonError(
            translate(
                "lesson_checks", '{where}: "{combinator}" must be the only field of its object'
            ).format(where=where, combinator=VIEW_FORM)
        )
    if not (isinstance(data[VIEW_FORM], str) and data[VIEW_FORM] in MISTAKES):
        raise LessonError(
            translate("lesson_checks", "{where}.{key}: expected {wanted}, found {found}").format(
                where=where,
                key=VIEW_FORM,
                wanted=" or ".join(f'"{m}"' for m in MISTAKES),
                found=describe(data[VIEW_FORM]),
            )
        )


def _validate_comparison(data: dict[str, Any], where: str) -> None:
    """A quantity with "op" and either a "value" or a second quantity, "value_of"."""
    if "op" not in data or ("value" in data) == ("value_of" in data):
        raise LessonError(
            translate(
                "lesson_checks",
                '{where}: a comparison needs "quantity", "op", and "value" or "value_of" (one of them)',
            ).format(where=where)
        )
    validate_quantity(data, where, extra_keys=("op", "value", "value_of", "tolerance"))
    op = data["op"]
    if op not in OPERATORS:
        raise LessonError(
            translate(
                "lesson_checks", "{where}.op: expected one of {choices}, found {found}"
            ).format(where=where, choices=" ".join(OPERATORS), found=describe(op))
        )
    if "tolerance" in data and not (is_finite_number(data["tolerance"]) and data["tolerance"] >= 0):
        raise LessonError(
            translate("lesson_checks", "{where}.tolerance: expected a number ≥ 0").format(
                where=where
            )
        )
    if "value_of" in data:
        _validate_other_quantity(data, where)
    else:
        _validate_value(data, where)


def _validate_other_quantity(data: dict[str, Any], where: str) -> None:
    """ "value_of": a second quantity of the same kind (a number with a number, ...); it
    is a plain quantity, so it cannot hold a comparison of its own."""
    other = data["value_of"]
    validate_quantity(other, f"{where}.value_of")
    name, other_name = data["quantity"], other["quantity"]
    kind = QUANTITIES[name].kind
    if QUANTITIES[other_name].kind != kind:
        raise LessonError(
            translate(
                "lesson_checks", '{where}.value_of: "{other}" cannot be compared with "{name}"'
            ).format(where=where, other=other_name, name=name)
        )
    if kind != "number" and data["op"] not in ("==", "!="):
        raise LessonError(
            translate(
                "lesson_checks", '{where}.op: "{name}" can only be compared with == or !='
            ).format(where=where, name=name)
        )


def _validate_value(data: dict[str, Any], where: str) -> None:
    """ "value": a number (or true / false for a flag), or a text, label or list of labels
    for the quantities that give one."""
    op, value = data["op"], data["value"]
    name = data["quantity"]
    kind = QUANTITIES[name].kind
    if kind == "number":
        if isinstance(value, bool) and name not in FLAGS:
            raise LessonError(
                translate(
                    "lesson_checks", "{where}.value: expected a number, found {found}"
                ).format(where=where, found=describe(value))
            )
        if not isinstance(value, bool) and not is_finite_number(value):
            raise LessonError(
                translate(
                    "lesson_checks", "{where}.value: expected a number, found {found}"
                ).format(where=where, found=describe(value))
            )
        return
    if op not in ("==", "!="):
        raise LessonError(
            translate(
                "lesson_checks", '{where}.op: "{name}" can only be compared with == or !='
            ).format(where=where, name=name)
        )
    if kind == "label" and not (isinstance(value, str) and value):
        raise LessonError(
            translate(
                "lesson_checks", "{where}.value: expected a vocabulary label, found {found}"
            ).format(where=where, found=describe(value))
        )
    if kind == "text" and value not in TEXT_CHOICES[name]:
        wanted = " or ".join(f'"{c}"' for c in TEXT_CHOICES[name])
        raise LessonError(
            translate("lesson_checks", "{where}.value: expected {wanted}, found {found}").format(
                where=where, wanted=wanted, found=describe(value)
            )
        )
    if kind == "tokens" and not (
        isinstance(value, list) and value and all(isinstance(t, str) and t for t in value)
    ):
        raise LessonError(
            translate(
                "lesson_checks", "{where}.value: expected a list of token labels, found {found}"
            ).format(where=where, found=describe(value))
        )
