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
from dataclasses import dataclass
from typing import Any

from selfattn_gui.core.lessons.lesson_conditions import UNITS, LessonError
from selfattn_gui.core.lessons.lesson_goals import GOAL_FORMS
from selfattn_gui.core.lessons.lesson_values import (
    describe,
    is_finite_number,
)
from selfattn_gui.core.maths.attention import MISTAKES
from selfattn_gui.core.maths.matrices import Matrix, edited_per_head, edited_shared
from selfattn_gui.core.sessions.session import SCALES, VERSION_1_POSITIONS
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
    "mistake": (lambda v: v in MISTAKES, "one of " + ", ".join(f'"{m}"' for m in MISTAKES)),
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
    "unit": (lambda v: v in UNITS, "one of " + ", ".join(f'"{u}"' for u in UNITS)),
}


@dataclass(frozen=True)
class QuantitySpec:
    """What a quantity needs, what it may take, and what kind of value it gives."""

    required: tuple[str, ...]
    optional: tuple[str, ...]
    kind: str  # "number", "text", "label" (any vocabulary label) or "tokens"
    description: str


_IN_A_LAYER = ("head", "layer")  # a head of a layer, both counted from 0 (default 0)
_OR_MISTAKEN = ("head", "layer", "mistake")

QUANTITIES: dict[str, QuantitySpec] = {
    "weight": QuantitySpec(
        ("query", "key"), ("head", "layer", "mistake"), "number", "attention weight of query on key"
    ),
    "score": QuantitySpec(("query", "key"), _IN_A_LAYER, "number", "raw score q·k"),
    "scaled_score": QuantitySpec(("query", "key"), _IN_A_LAYER, "number", "score ÷ √d_k"),
    "row_sum": QuantitySpec(("query",), _OR_MISTAKEN, "number", "sum of a weights row"),
    "column_sum": QuantitySpec(("key",), _OR_MISTAKEN, "number", "sum of a weights column"),
    "max_weight": QuantitySpec(("query",), _OR_MISTAKEN, "number", "largest weight in a row"),
    "projection": QuantitySpec(
        ("of", "token", "column"), _IN_A_LAYER, "number", "an entry of Q, K or V"
    ),
    "output": QuantitySpec(
        ("token", "column"), _IN_A_LAYER, "number", "attention output (or one head's output)"
    ),
    "residual": QuantitySpec(("token", "column"), ("layer",), "number", "input + attention output"),
    "cell": QuantitySpec(("matrix", "row", "column"), (), "number", "a cell of an input matrix"),
    "causal": QuantitySpec((), (), "number", "1 when the causal mask is on, else 0"),
    "residual_on": QuantitySpec((), (), "number", "1 when the residual connection is on"),
    "positional_encoding": QuantitySpec((), (), "text", '"none" or "sinusoidal"'),
    "scale": QuantitySpec((), (), "text", '"sqrt_dk" or "none"'),
    "n_heads": QuantitySpec((), (), "number", "number of heads"),
    "n_tokens": QuantitySpec((), (), "number", "number of tokens"),
    "d_k": QuantitySpec((), (), "number", "width of queries and keys"),
    "d_model": QuantitySpec((), (), "number", "width of the token vectors"),
    "d_v": QuantitySpec((), (), "number", "width of each head's values and output"),
    "concat_width": QuantitySpec((), (), "number", "n_heads · d_v, the heads side by side"),
    "scale_divisor": QuantitySpec((), (), "number", "√d_k when scaling is on, else 1"),
    "token_order": QuantitySpec((), (), "tokens", "the token labels in order"),
    "head_on": QuantitySpec((), _IN_A_LAYER, "number", "1 while the head is on, 0 once off"),
    "n_layers": QuantitySpec((), (), "number", "number of layers"),
    "n_keys": QuantitySpec((), (), "number", "keys each query sees (the source's tokens)"),
    "kv_heads": QuantitySpec((), ("layer",), "number", "K/V groups (the heads when none share)"),
    "top_prediction": QuantitySpec(
        ("position",), (), "label", "the vocabulary label predicted most likely after a position"
    ),
    "probability": QuantitySpec(
        ("position", "label"), (), "number", "the predicted probability of a label"
    ),
    "next_token_accuracy": QuantitySpec(
        (), ("from",), "number", "share of positions whose top prediction is the next token"
    ),
    "score_count": QuantitySpec((), ("n", "heads"), "number", "heads · n² scores"),
    "recurrent_steps": QuantitySpec(
        (), ("n",), "number", "n − 1: a recurrent net's steps from the first token to the last"
    ),
    "kv_cache_memory": QuantitySpec(
        (),
        ("layer", "groups", "d_k", "bytes_per_number", "unit"),
        "number",
        "one token's K/V cache in one layer",
    ),
    "attention_memory": QuantitySpec(
        (), ("n", "heads", "bytes_per_number", "unit"), "number", "memory of the weights"
    ),
}
_TEXT_CHOICES = {"positional_encoding": VERSION_1_POSITIONS, "scale": SCALES}
_FLAGS = ("causal", "residual_on", "head_on")  # numbers that may be compared with true / false


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
    for key in ("op", "value"):
        if key not in data:
            raise LessonError(
                translate(
                    "lesson_checks", '{where}: a comparison needs "quantity", "op" and "value"'
                ).format(where=where)
            )
    validate_quantity(data, where, extra_keys=("op", "value", "tolerance"))
    op, value = data["op"], data["value"]
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
    name = data["quantity"]
    kind = QUANTITIES[name].kind
    if kind == "number":
        if isinstance(value, bool) and name not in _FLAGS:
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
    if kind == "text" and value not in _TEXT_CHOICES[name]:
        wanted = " or ".join(f'"{c}"' for c in _TEXT_CHOICES[name])
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
