"""Lesson actions: what a step does to the session, as data checked before use.

An action is an object with exactly one field::

    {"load_preset": "it-animal"}
    {"set": {"causal": true, "cells": [{"matrix": "heads.0.W_k", "row": 0, "column": 0,
                                         "value": -2}]}}
    {"select_query": "it"}   {"select_head": 1}   {"highlight": ["heatmap.weights"]}

:func:`apply_actions` computes the session the state-changing ones produce, without
Qt, so tests and the lesson panel share one meaning for every action.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from selfattn_gui.core.lessons.lesson_checks import validate_quantity
from selfattn_gui.core.lessons.lesson_conditions import LessonError, QuantityError, token_index
from selfattn_gui.core.sessions import edits, presets
from selfattn_gui.core.sessions.session import (
    MAX_ABS_VALUE,
    SCALES,
    VERSION_1_POSITIONS,
    Session,
    SessionError,
)

HIGHLIGHT_NAME = re.compile(r"^[A-Za-z0-9_.]{1,64}$")
STATE_ACTIONS = ("load_preset", "set")  # actions that change the session
SET_FIELDS = (
    "causal",
    "residual",
    "positional_encoding",
    "scale",
    "cells",
    "token_order",
    "add_tokens",
)


def only_fields(data: Any, allowed: Sequence[str], where: str) -> dict[str, Any]:
    """Return ``data`` if it is an object whose fields are all in ``allowed``."""
    if not isinstance(data, dict):
        raise LessonError(f"{where}: expected an object")
    for key in data:
        if key not in allowed:
            raise LessonError(f'{where}: unknown field "{key}" (expected {", ".join(allowed)})')
    return data


# -- actions --------------------------------------------------------------------------------


def _validate_set(spec: Any, where: str) -> None:
    spec = only_fields(spec, SET_FIELDS, where)
    if not spec:
        raise LessonError(f"{where}: says nothing to set")
    for key in ("causal", "residual"):
        if key in spec and not isinstance(spec[key], bool):
            raise LessonError(f"{where}.{key}: expected true or false")
    for key, choices in (("positional_encoding", VERSION_1_POSITIONS), ("scale", SCALES)):
        if key in spec and spec[key] not in choices:
            raise LessonError(f"{where}.{key}: expected one of {', '.join(choices)}")
    if "token_order" in spec:
        order = spec["token_order"]
        if not isinstance(order, list) or not order or not all(isinstance(t, str) for t in order):
            raise LessonError(f"{where}.token_order: expected a list of token labels")
    if "add_tokens" in spec:
        labels = spec["add_tokens"]
        if (
            not isinstance(labels, list)
            or not labels
            or not all(isinstance(t, str) and t.strip() for t in labels)
        ):
            raise LessonError(f"{where}.add_tokens: expected a list of non-empty token labels")
    if "cells" in spec:
        cells = spec["cells"]
        if not isinstance(cells, list) or not cells:
            raise LessonError(f"{where}.cells: expected a non-empty list of cells")
        for i, cell in enumerate(cells):
            here = f"{where}.cells[{i}]"
            only_fields(cell, ("matrix", "row", "column", "value"), here)
            validate_quantity(
                {"quantity": "cell", **{k: v for k, v in cell.items() if k != "value"}}, here
            )
            value = cell.get("value")
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise LessonError(f"{here}.value: expected a number")
            if not abs(value) <= MAX_ABS_VALUE:
                raise LessonError(
                    f"{here}.value: must be a finite number within ±{MAX_ABS_VALUE:g}"
                )


def validate_action(action: Any, where: str, *, state_only: bool = False) -> None:
    """Raise :class:`LessonError` for a malformed action (one field per action object)."""
    if not isinstance(action, dict) or len(action) != 1:
        raise LessonError(f"{where}: an action is an object with exactly one field")
    ((kind, value),) = action.items()
    allowed = (
        ("set",)
        if state_only
        else ("load_preset", "set", "select_query", "select_head", "highlight")
    )
    if kind not in allowed:
        raise LessonError(f'{where}: unknown action "{kind}" (expected {", ".join(allowed)})')
    if kind == "load_preset":
        names = presets.preset_names()
        if value not in names:
            raise LessonError(
                f"{where}.load_preset: no preset {value!r}; known: {', '.join(names)}"
            )
    elif kind == "set":
        _validate_set(value, f"{where}.set")
    elif kind == "select_query":
        validate_quantity(
            {"quantity": "output", "token": value, "column": 0}, f"{where}.select_query"
        )
    elif kind == "select_head":
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 16:
            raise LessonError(f"{where}.select_head: expected a head number counted from 0")
    elif kind == "highlight":
        if not isinstance(value, list) or not all(
            isinstance(n, str) and HIGHLIGHT_NAME.match(n) for n in value
        ):
            raise LessonError(
                f'{where}.highlight: expected a list of panel names such as "heatmap.weights"'
            )


def _apply_set(session: Session, spec: dict[str, Any]) -> Session:
    changes = {
        k: spec[k] for k in ("causal", "residual", "positional_encoding", "scale") if k in spec
    }
    if changes:
        session = session.replace(**changes)
    if "token_order" in spec:
        remaining = list(range(session.n_tokens))
        order = []
        for label in spec["token_order"]:
            match = next((i for i in remaining if session.tokens[i] == label), None)
            if match is None:
                raise LessonError(f'token_order: "{label}" is not a token left to place')
            remaining.remove(match)
            order.append(match)
        if remaining:
            raise LessonError(
                f'token_order: "{session.tokens[remaining[0]]}" is missing from the order'
            )
        session = edits.reorder_tokens(session, order)
    for label in spec.get("add_tokens", ()):
        session = edits.add_token(session, label)  # a zero vector, appended at the end
    for cell in spec.get("cells", ()):
        try:
            session = edits.set_cells(
                session, cell["matrix"], [(cell["row"], cell["column"], float(cell["value"]))]
            )
        except (KeyError, IndexError, ValueError) as error:
            raise LessonError(
                f"cells: cannot set {cell['matrix']}[{cell['row']}][{cell['column']}] ({error})"
            ) from None
    return session


def apply_actions(session: Session, actions: Sequence[dict[str, Any]]) -> Session:
    """The session after the state-changing actions (load_preset, set); others are ignored.

    Raises
    ------
    LessonError
        When an action does not fit the session (a missing token, a cell out of range).
    """
    for action in actions:
        ((kind, value),) = action.items()
        try:
            if kind == "load_preset":
                session = presets.load_preset(value)
            elif kind == "set":
                session = _apply_set(session, value)
        except SessionError as error:
            raise LessonError(str(error)) from None
    return session


def resolve_query(session: Session, ref: str | int) -> int | None:
    """The index of a token named in a "select_query" action, or None if it is absent."""
    try:
        return token_index(session, ref)
    except QuantityError:
        return None
