"""Quantities and conditions of lesson files: data to look up, never code to run.

A lesson asks about the open session with small JSON objects.  A *quantity* names
one number (or flag, or list) of the session or of its computed result::

    {"quantity": "weight", "query": "it", "key": "street", "head": 0}

A *condition* compares a quantity with a value, or combines conditions::

    {"quantity": "weight", "query": "it", "key": "street", "op": ">", "value": 0.9}
    {"all": [condition, ...]}   {"any": [condition, ...]}   {"not": condition}

Tokens are named by their label (the first token with that label) or by their
position counted from 0; heads, rows and columns are counted from 0.  The full list
of quantities is in ``docs/lesson-format.md`` and in :data:`QUANTITIES`.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from selfattn_gui.core.maths.attention import MISTAKES, AttentionResult, compute, scale_factor
from selfattn_gui.core.sessions import edits
from selfattn_gui.core.sessions.session import POSITIONAL_ENCODINGS, SCALES, Session

Value = float | str | tuple[str, ...]

OPERATORS = ("<", "<=", ">", ">=", "==", "!=", "≈")
DEFAULT_APPROX_TOLERANCE = 0.01  # "≈" without a tolerance: within 0.01
EXACT_TOLERANCE = 1e-9  # "==" between numbers forgives float rounding only
UNITS = {"B": 1.0, "kB": 1e3, "MB": 1e6, "GB": 1e9}
MATRIX_KEY = re.compile(r"^(embeddings|W_o|heads\.\d{1,2}\.W_[qkv])$")


class LessonError(ValueError):
    """A lesson file that breaks a rule; one line naming the file and the field."""


class QuantityError(LessonError):
    """A quantity that cannot be read from this session (no such token, no residual…)."""


# -- parameter checks -------------------------------------------------------------------


def describe(value: Any) -> str:
    """A JSON value in a few words, for error messages ("the number 3", "a list", ...)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        value = " ".join(value.split())  # an error message stays on one line
        return f'"{value}"' if len(value) <= 24 else f'"{value[:21]}..."'
    if isinstance(value, int):  # str() of a 5000-digit number raises, and says nothing
        return f"the number {value}" if abs(value) < 10**24 else "a number with too many digits"
    if isinstance(value, float):
        return f"the number {value:g}"
    return "a list" if isinstance(value, list) else "an object"


def _is_index(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value


def is_finite_number(value: Any) -> bool:
    """True for a JSON number that is a finite float (not a bool, not 1e400, not 401 digits)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    try:
        return math.isfinite(float(value))
    except OverflowError:  # a whole number too large for a float
        return False


_PARAMETERS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "query": (lambda v: (isinstance(v, str) and bool(v)) or _is_index(v), "a token label or index"),
    "key": (lambda v: (isinstance(v, str) and bool(v)) or _is_index(v), "a token label or index"),
    "token": (lambda v: (isinstance(v, str) and bool(v)) or _is_index(v), "a token label or index"),
    "head": (_is_index, "a head number counted from 0"),
    "row": (_is_index, "a row number counted from 0"),
    "column": (_is_index, "a column number counted from 0"),
    "matrix": (
        lambda v: isinstance(v, str) and bool(MATRIX_KEY.match(v)),
        'a matrix key such as "heads.0.W_k", "embeddings" or "W_o"',
    ),
    "of": (lambda v: v in ("Q", "K", "V"), '"Q", "K" or "V"'),
    "mistake": (lambda v: v in MISTAKES, "one of " + ", ".join(f'"{m}"' for m in MISTAKES)),
    "n": (lambda v: _is_index(v) and 1 <= v <= 10**7, "a whole number of tokens from 1"),
    "heads": (lambda v: _is_index(v) and 1 <= v <= 1024, "a whole number of heads from 1"),
    "bytes_per_number": (
        lambda v: is_finite_number(v) and 0 < v <= 1024,
        "a positive number of bytes, at most 1024",
    ),
    "unit": (lambda v: v in UNITS, "one of " + ", ".join(f'"{u}"' for u in UNITS)),
}


@dataclass(frozen=True)
class QuantitySpec:
    """What a quantity needs, what it may take, and what kind of value it gives."""

    required: tuple[str, ...]
    optional: tuple[str, ...]
    kind: str  # "number", "text" or "tokens"
    description: str


QUANTITIES: dict[str, QuantitySpec] = {
    "weight": QuantitySpec(
        ("query", "key"), ("head", "mistake"), "number", "attention weight of query on key"
    ),
    "score": QuantitySpec(("query", "key"), ("head",), "number", "raw score q·k"),
    "scaled_score": QuantitySpec(("query", "key"), ("head",), "number", "score ÷ √d_k"),
    "row_sum": QuantitySpec(("query",), ("head", "mistake"), "number", "sum of a weights row"),
    "column_sum": QuantitySpec(("key",), ("head", "mistake"), "number", "sum of a weights column"),
    "max_weight": QuantitySpec(
        ("query",), ("head", "mistake"), "number", "largest weight in a row"
    ),
    "projection": QuantitySpec(
        ("of", "token", "column"), ("head",), "number", "an entry of Q, K or V"
    ),
    "output": QuantitySpec(
        ("token", "column"), ("head",), "number", "attention output (or one head's output)"
    ),
    "residual": QuantitySpec(("token", "column"), (), "number", "Z + attention output"),
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
    "score_count": QuantitySpec((), ("n", "heads"), "number", "heads · n² scores"),
    "attention_memory": QuantitySpec(
        (), ("n", "heads", "bytes_per_number", "unit"), "number", "memory of the weights"
    ),
}
_TEXT_CHOICES = {"positional_encoding": POSITIONAL_ENCODINGS, "scale": SCALES}
_FLAGS = ("causal", "residual_on")  # numbers that may be compared with true / false


# -- validation ---------------------------------------------------------------------------


def validate_quantity(data: Any, where: str, extra_keys: tuple[str, ...] = ()) -> None:
    """Raise :class:`LessonError` (``"<where>.<field>: ..."``) for a malformed quantity."""
    if not isinstance(data, dict):
        raise LessonError(f'{where}: expected an object with a "quantity", found {describe(data)}')
    name = data.get("quantity")
    if name not in QUANTITIES:
        found = describe(name) if "quantity" in data else "nothing"
        raise LessonError(
            f"{where}.quantity: expected one of {', '.join(QUANTITIES)}, found {found}"
        )
    spec = QUANTITIES[name]
    for key in spec.required:
        if key not in data:
            raise LessonError(f'{where}: the quantity "{name}" needs "{key}"')
    allowed = {"quantity", *spec.required, *spec.optional, *extra_keys}
    for key, value in data.items():
        if key not in allowed:
            raise LessonError(f'{where}.{key}: not a field of the quantity "{name}"')
        if key in _PARAMETERS:
            check, wanted = _PARAMETERS[key]
            if not check(value):
                raise LessonError(f"{where}.{key}: expected {wanted}, found {describe(value)}")


def validate_condition(data: Any, where: str, depth: int = 0) -> None:
    """Raise :class:`LessonError` naming the first malformed field of a condition."""
    if depth > 16:
        raise LessonError(f"{where}: conditions are nested too deeply")
    if not isinstance(data, dict):
        raise LessonError(f"{where}: expected a condition object, found {describe(data)}")
    for combinator in ("all", "any"):
        if combinator in data:
            if len(data) != 1:
                raise LessonError(f'{where}: "{combinator}" must be the only field of its object')
            parts = data[combinator]
            if not isinstance(parts, list) or not parts:
                raise LessonError(f"{where}.{combinator}: expected a non-empty list of conditions")
            for i, part in enumerate(parts):
                validate_condition(part, f"{where}.{combinator}[{i}]", depth + 1)
            return
    if "not" in data:
        if len(data) != 1:
            raise LessonError(f'{where}: "not" must be the only field of its object')
        validate_condition(data["not"], f"{where}.not", depth + 1)
        return
    for key in ("op", "value"):
        if key not in data:
            raise LessonError(f'{where}: a comparison needs "quantity", "op" and "value"')
    validate_quantity(data, where, extra_keys=("op", "value", "tolerance"))
    op, value = data["op"], data["value"]
    if op not in OPERATORS:
        raise LessonError(
            f"{where}.op: expected one of {' '.join(OPERATORS)}, found {describe(op)}"
        )
    if "tolerance" in data and not (is_finite_number(data["tolerance"]) and data["tolerance"] >= 0):
        raise LessonError(f"{where}.tolerance: expected a number ≥ 0")
    name = data["quantity"]
    kind = QUANTITIES[name].kind
    if kind == "number":
        if isinstance(value, bool) and name not in _FLAGS:
            raise LessonError(f"{where}.value: expected a number, found {describe(value)}")
        if not isinstance(value, bool) and not is_finite_number(value):
            raise LessonError(f"{where}.value: expected a number, found {describe(value)}")
        return
    if op not in ("==", "!="):
        raise LessonError(f'{where}.op: "{name}" can only be compared with == or !=')
    if kind == "text" and value not in _TEXT_CHOICES[name]:
        wanted = " or ".join(f'"{c}"' for c in _TEXT_CHOICES[name])
        raise LessonError(f"{where}.value: expected {wanted}, found {describe(value)}")
    if kind == "tokens" and not (
        isinstance(value, list) and value and all(isinstance(t, str) and t for t in value)
    ):
        raise LessonError(
            f"{where}.value: expected a list of token labels, found {describe(value)}"
        )


# -- reading quantities ---------------------------------------------------------------------


def token_index(session: Session, ref: str | int) -> int:
    """The position of a token named by label (first match) or by index."""
    if isinstance(ref, int):
        if ref >= session.n_tokens:
            raise QuantityError(f"there is no token {ref}: the session has {session.n_tokens}")
        return ref
    try:
        return session.tokens.index(ref)
    except ValueError:
        raise QuantityError(f'there is no token "{ref}" in this session') from None


def _head(session: Session, q: Mapping[str, Any]) -> int:
    head = int(q.get("head", 0))
    if head >= session.n_heads:
        raise QuantityError(f"there is no head {head}: the session has {session.n_heads}")
    return head


def _column(matrix: np.ndarray, column: int, what: str) -> int:
    if column >= matrix.shape[1]:
        raise QuantityError(f"{what} has no column {column}: it is {matrix.shape[1]} wide")
    return column


def _weights(session: Session, result: AttentionResult, q: Mapping[str, Any]) -> np.ndarray:
    head = _head(session, q)
    if q.get("mistake"):
        result = compute(session, mistake=q["mistake"], allow_blocked=True)
    return result.heads[head].weights


def quantity(q: Mapping[str, Any], session: Session, result: AttentionResult) -> Value:
    """Read one quantity from a session and its computed (correct) result.

    Parameters
    ----------
    q : a validated quantity object, e.g. ``{"quantity": "weight", "query": "it", "key": 0}``
    session : the session the learner sees
    result : ``compute(session)`` (passed in so it is not computed twice)

    Returns
    -------
    float for numbers and flags (1.0 / 0.0), str for "positional_encoding" and "scale",
    tuple of labels for "token_order".

    Raises
    ------
    QuantityError
        When the session has no such token, head, column or residual.
    """
    name = q["quantity"]
    if name in ("weight", "score", "scaled_score"):
        query, key = token_index(session, q["query"]), token_index(session, q["key"])
        if name == "weight":
            return float(_weights(session, result, q)[query, key])
        head = result.heads[_head(session, q)]
        return float((head.scores if name == "score" else head.scaled)[query, key])
    if name in ("row_sum", "max_weight"):
        row = _weights(session, result, q)[token_index(session, q["query"])]
        return float(row.sum() if name == "row_sum" else row.max())
    if name == "column_sum":
        return float(_weights(session, result, q)[:, token_index(session, q["key"])].sum())
    if name == "projection":
        matrix = getattr(result.heads[_head(session, q)], q["of"])
        column = _column(matrix, q["column"], q["of"])
        return float(matrix[token_index(session, q["token"]), column])
    if name in ("output", "residual"):
        if name == "residual":
            if result.residual is None:
                raise QuantityError(f"there is no residual: {result.residual_note}")
            matrix = result.residual
        elif "head" in q:
            matrix = result.heads[_head(session, q)].output
        else:
            matrix = result.attention_output
        return float(matrix[token_index(session, q["token"]), _column(matrix, q["column"], name)])
    if name == "cell":
        try:
            matrix = edits.get_matrix(session, q["matrix"])
        except (KeyError, IndexError):
            raise QuantityError(f'this session has no matrix "{q["matrix"]}"') from None
        if q["row"] >= matrix.shape[0]:
            raise QuantityError(f"{q['matrix']} has no row {q['row']}")
        return float(matrix[q["row"], _column(matrix, q["column"], q["matrix"])])
    simple: dict[str, Callable[[], Value]] = {
        "causal": lambda: float(session.causal),
        "residual_on": lambda: float(session.residual),
        "positional_encoding": lambda: session.positional_encoding,
        "scale": lambda: session.scale,
        "n_heads": lambda: float(session.n_heads),
        "n_tokens": lambda: float(session.n_tokens),
        "d_k": lambda: float(session.d_k),
        "d_model": lambda: float(session.d_model),
        "d_v": lambda: float(session.d_v),
        "concat_width": lambda: float(session.n_heads * session.d_v),
        "scale_divisor": lambda: scale_factor(session.d_k, session.scale),
        "token_order": lambda: session.tokens,
    }
    if name in simple:
        return simple[name]()
    n = int(q.get("n", session.n_tokens))
    if name == "score_count":
        return float(int(q.get("heads", session.n_heads)) * n * n)
    if name == "attention_memory":
        total = int(q.get("heads", 1)) * n * n * float(q.get("bytes_per_number", 4))
        return total / UNITS[q.get("unit", "B")]
    raise QuantityError(f'unknown quantity "{name}"')


def number(q: Mapping[str, Any], session: Session, result: AttentionResult) -> float:
    """Like :func:`quantity` but for a predict answer: the value must be a number."""
    value = quantity(q, session, result)
    if not isinstance(value, float):
        raise QuantityError(f'the quantity "{q["quantity"]}" is not a number')
    return value


# -- conditions -------------------------------------------------------------------------------


def _compare(found: Value, op: str, wanted: Any, tolerance: float | None) -> bool:
    if isinstance(found, tuple):
        same = list(found) == list(wanted)
        return same if op == "==" else not same
    if isinstance(found, str):
        return (found == wanted) if op == "==" else (found != wanted)
    target = float(wanted)  # true / false become 1.0 / 0.0
    if not math.isfinite(found):
        return False
    if op in ("==", "≈", "!="):
        default = DEFAULT_APPROX_TOLERANCE if op == "≈" else EXACT_TOLERANCE
        close = abs(found - target) <= (default if tolerance is None else tolerance)
        return not close if op == "!=" else close
    return {
        "<": found < target,
        "<=": found <= target,
        ">": found > target,
        ">=": found >= target,
    }[op]


def evaluate(condition: Mapping[str, Any], session: Session, result: AttentionResult) -> bool:
    """Whether a validated condition holds for the session right now.

    A quantity that cannot be read (a renamed token, a switched-off residual) makes
    its comparison false rather than raising: the learner is simply not there yet.
    """
    if "all" in condition:
        return all(evaluate(part, session, result) for part in condition["all"])
    if "any" in condition:
        return any(evaluate(part, session, result) for part in condition["any"])
    if "not" in condition:
        return not evaluate(condition["not"], session, result)
    try:
        found = quantity(condition, session, result)
    except QuantityError:
        return False
    return _compare(found, condition["op"], condition["value"], condition.get("tolerance"))
