"""Lesson actions: what a step does to the session, as data checked before use.

An action is an object with exactly one field::

    {"load_preset": "it-animal"}
    {"set": {"causal": true, "cells": [{"matrix": "heads.0.W_k", "row": 0, "column": 0,
                                         "value": -2}]}}
    {"select_query": "it"}   {"select_head": 1}   {"highlight": ["heatmap.weights"]}
    {"load_model": "induction"}   {"select_layer": 1}

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
from selfattn_gui.core.sessions.kv_groups import regroup
from selfattn_gui.core.sessions.numbers_text import significant
from selfattn_gui.core.sessions.session import (
    MAX_ABS_VALUE,
    SCALES,
    VERSION_1_POSITIONS,
    Session,
    SessionError,
)
from selfattn_gui.core.sessions.token_sequence import with_token_sequence
from selfattn_gui.core.text import translate

HIGHLIGHT_NAME = re.compile(r"^[A-Za-z0-9_.]{1,64}$")
STATE_ACTIONS = ("load_preset", "load_model", "set")  # actions that change the session
ACTIONS = (*STATE_ACTIONS, "select_query", "select_head", "select_layer", "highlight")
MAX_LAYERS = 16
SET_FIELDS = (
    "causal",
    "residual",
    "positional_encoding",
    "scale",
    "cells",
    "token_order",
    "add_tokens",
    "tokens",
    "heads_off",
    "kv_heads",
)


def only_fields(data: Any, allowed: Sequence[str], where: str) -> dict[str, Any]:
    """Return ``data`` if it is an object whose fields are all in ``allowed``."""
    if not isinstance(data, dict):
        raise LessonError(
            translate("lesson_actions", "{where}: expected an object").format(where=where)
        )
    for key in data:
        if key not in allowed:
            raise LessonError(
                translate(
                    "lesson_actions", '{where}: unknown field "{key}" (expected {choices})'
                ).format(where=where, key=key, choices=", ".join(allowed))
            )
    return data


# -- actions --------------------------------------------------------------------------------


def _validate_set(spec: Any, where: str) -> None:
    spec = only_fields(spec, SET_FIELDS, where)
    if not spec:
        raise LessonError(
            translate("lesson_actions", "{where}: says nothing to set").format(where=where)
        )
    for key in ("causal", "residual"):
        if key in spec and not isinstance(spec[key], bool):
            raise LessonError(
                translate("lesson_actions", "{where}.{key}: expected true or false").format(
                    where=where, key=key
                )
            )
    for key, choices in (("positional_encoding", VERSION_1_POSITIONS), ("scale", SCALES)):
        if key in spec and spec[key] not in choices:
            raise LessonError(
                translate("lesson_actions", "{where}.{key}: expected one of {choices}").format(
                    where=where, key=key, choices=", ".join(choices)
                )
            )
    if "token_order" in spec:
        order = spec["token_order"]
        if not isinstance(order, list) or not order or not all(isinstance(t, str) for t in order):
            raise LessonError(
                translate(
                    "lesson_actions", "{where}.token_order: expected a list of token labels"
                ).format(where=where)
            )
    if "add_tokens" in spec:
        labels = spec["add_tokens"]
        if (
            not isinstance(labels, list)
            or not labels
            or not all(isinstance(t, str) and t.strip() for t in labels)
        ):
            raise LessonError(
                translate(
                    "lesson_actions",
                    "{where}.add_tokens: expected a list of non-empty token labels",
                ).format(where=where)
            )
    _validate_layer_fields(spec, where)
    if "cells" in spec:
        cells = spec["cells"]
        if not isinstance(cells, list) or not cells:
            raise LessonError(
                translate(
                    "lesson_actions", "{where}.cells: expected a non-empty list of cells"
                ).format(where=where)
            )
        for i, cell in enumerate(cells):
            here = f"{where}.cells[{i}]"
            only_fields(cell, ("matrix", "row", "column", "value"), here)
            validate_quantity(
                {"quantity": "cell", **{k: v for k, v in cell.items() if k != "value"}}, here
            )
            value = cell.get("value")
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise LessonError(
                    translate("lesson_actions", "{where}.value: expected a number").format(
                        where=here
                    )
                )
            if not abs(value) <= MAX_ABS_VALUE:
                raise LessonError(
                    translate(
                        "lesson_actions",
                        "{where}.value: must be a finite number within ±{limit}",
                    ).format(where=here, limit=significant(MAX_ABS_VALUE, 6))
                )


def _is_count(value: Any, low: int, high: int) -> bool:
    return not isinstance(value, bool) and isinstance(value, int) and low <= value < high


def _validate_layer_fields(spec: dict[str, Any], where: str) -> None:
    """``tokens`` (labels of the vocabulary), ``heads_off`` ([[layer, head], ...]) and
    ``kv_heads`` ({"layer": l, "groups": g})."""
    if "tokens" in spec:
        labels = spec["tokens"]
        if (
            not isinstance(labels, list)
            or not labels
            or not all(isinstance(t, str) for t in labels)
        ):
            raise LessonError(
                translate(
                    "lesson_actions", "{where}.tokens: expected a list of vocabulary labels"
                ).format(where=where)
            )
    if "heads_off" in spec:
        pairs = spec["heads_off"]
        if not isinstance(pairs, list) or not all(
            isinstance(p, list)
            and len(p) == 2
            and _is_count(p[0], 0, MAX_LAYERS)
            and _is_count(p[1], 0, 16)
            for p in pairs
        ):
            raise LessonError(
                translate(
                    "lesson_actions",
                    "{where}.heads_off: expected a list of [layer, head] pairs counted from 0",
                ).format(where=where)
            )
    if "kv_heads" in spec:
        value = only_fields(spec["kv_heads"], ("layer", "groups"), f"{where}.kv_heads")
        if not _is_count(value.get("layer", 0), 0, MAX_LAYERS) or not _is_count(
            value.get("groups"), 1, 17
        ):
            raise LessonError(
                translate(
                    "lesson_actions",
                    '{where}.kv_heads: expected {{"layer": counted from 0, "groups": 1 to 16}}',
                ).format(where=where)
            )


def validate_action(
    action: Any, where: str, *, state_only: bool = False, also: tuple[str, ...] = ()
) -> None:
    """Raise :class:`LessonError` for a malformed action (one field per action object);
    ``state_only``: only "set" (and the kinds in ``also``) may appear."""
    if not isinstance(action, dict) or len(action) != 1:
        raise LessonError(
            translate(
                "lesson_actions", "{where}: an action is an object with exactly one field"
            ).format(where=where)
        )
    ((kind, value),) = action.items()
    allowed = ("set", *also) if state_only else ACTIONS
    if kind not in allowed:
        raise LessonError(
            translate(
                "lesson_actions", '{where}: unknown action "{kind}" (expected {choices})'
            ).format(where=where, kind=kind, choices=", ".join(allowed))
        )
    if kind == "load_preset":
        names = presets.preset_names()
        if value not in names:
            raise LessonError(
                translate(
                    "lesson_actions", "{where}.load_preset: no preset {name!r}; known: {choices}"
                ).format(where=where, name=value, choices=", ".join(names))
            )
    elif kind == "load_model":
        models = [info.name for info in presets.list_models()]
        if value not in models:
            raise LessonError(
                translate(
                    "lesson_actions",
                    "{where}.load_model: no trained model {name!r}; known: {choices}",
                ).format(where=where, name=value, choices=", ".join(models))
            )
    elif kind == "set":
        _validate_set(value, f"{where}.set")
    elif kind == "select_query":
        validate_quantity(
            {"quantity": "output", "token": value, "column": 0}, f"{where}.select_query"
        )
    elif kind == "select_head":
        if not _is_count(value, 0, 16):
            raise LessonError(
                translate(
                    "lesson_actions", "{where}.select_head: expected a head number counted from 0"
                ).format(where=where)
            )
    elif kind == "select_layer":
        if not _is_count(value, 0, MAX_LAYERS):
            raise LessonError(
                translate(
                    "lesson_actions", "{where}.select_layer: expected a layer number counted from 0"
                ).format(where=where)
            )
    elif kind == "highlight":
        if not isinstance(value, list) or not all(
            isinstance(n, str) and HIGHLIGHT_NAME.match(n) for n in value
        ):
            raise LessonError(
                translate(
                    "lesson_actions",
                    '{where}.highlight: expected a list of panel names such as "heatmap.weights"',
                ).format(where=where)
            )


def _apply_set(session: Session, spec: dict[str, Any]) -> Session:
    changes = {k: spec[k] for k in ("causal", "positional_encoding", "scale") if k in spec}
    if changes:
        session = session.replace(**changes)
    if "residual" in spec:  # a lesson's residual switch is the whole model's
        layers = tuple(layer.replace(residual=spec["residual"]) for layer in session.layers)
        session = session.replace(layers=layers)
    if "tokens" in spec:
        session = with_token_sequence(session, spec["tokens"])
    session = _apply_layer_fields(session, spec)
    if "token_order" in spec:
        remaining = list(range(session.n_tokens))
        order = []
        for label in spec["token_order"]:
            match = next((i for i in remaining if session.tokens[i] == label), None)
            if match is None:
                raise LessonError(
                    translate(
                        "lesson_actions", 'token_order: "{label}" is not a token left to place'
                    ).format(label=label)
                )
            remaining.remove(match)
            order.append(match)
        if remaining:
            raise LessonError(
                translate(
                    "lesson_actions", 'token_order: "{token}" is missing from the order'
                ).format(token=session.tokens[remaining[0]])
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
                translate(
                    "lesson_actions", "cells: cannot set {matrix}[{row}][{column}] ({error})"
                ).format(matrix=cell["matrix"], row=cell["row"], column=cell["column"], error=error)
            ) from None
    return session


def _layer(session: Session, index: int, field: str) -> int:
    if index >= session.n_layers:
        raise LessonError(
            translate(
                "lesson_actions", "{field}: there is no layer {index}: the session has {n_layers}"
            ).format(field=field, index=index, n_layers=session.n_layers)
        )
    return index


def _apply_layer_fields(session: Session, spec: dict[str, Any]) -> Session:
    """``heads_off`` (exactly these heads off, every other on) and ``kv_heads``."""
    if "heads_off" in spec:
        off: list[set[int]] = [set() for _ in session.layers]
        for layer, head in spec["heads_off"]:
            if head >= session.layers[_layer(session, layer, "heads_off")].n_heads:
                raise LessonError(
                    translate(
                        "lesson_actions", "heads_off: layer {layer} has no head {head}"
                    ).format(layer=layer, head=head)
                )
            off[layer].add(head)
        layers = tuple(
            L.replace(heads_off=frozenset(o)) for L, o in zip(session.layers, off, strict=True)
        )
        session = session.replace(layers=layers)
    if "kv_heads" in spec:
        index = _layer(session, spec["kv_heads"].get("layer", 0), "kv_heads")
        session = session.with_layer(
            index, regroup(session.layers[index], spec["kv_heads"]["groups"])
        )
    return session


def apply_actions(session: Session, actions: Sequence[dict[str, Any]]) -> Session:
    """The session after the state-changing actions (load_preset, load_model, set); others
    are ignored.

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
            elif kind == "load_model":
                session = presets.load_model(value)
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
