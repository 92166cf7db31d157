"""The fields of a session file, checked one by one into a :class:`Session`.

:func:`session_from_dict` takes what the JSON parser gave and checks it in a fixed
order (format and version, the keys, then each field), so the first problem found is
always the same one and its :class:`SessionError` names the field and position, e.g.
``heads[0].W_k[2][1]: expected a number, found the text "x"``.
"""

from __future__ import annotations

import difflib
import math
from typing import Any

import numpy as np

from selfattn_gui.core.maths.matrices import edited_per_head
from selfattn_gui.core.sessions.file_messages import (
    BadNumber,
    describe_value,
    number_text,
    quote,
)
from selfattn_gui.core.sessions.session import (
    MAX_ABS_VALUE,
    MAX_HEADS,
    MAX_TOKENS,
    SCALES,
    VERSION_1_POSITIONS,
    Head,
    Session,
    SessionError,
)

FORMAT_TAG = "selfattn-session"
#: What a problem means for the file, in a learner's words (the first line of a message).
NOT_A_SESSION = "This is not a selfattn-gui session file."
MADE_BY_A_NEWER_APP = "This session file was made by a newer selfattn-gui."
BROKEN_SESSION = "This session file has a mistake in it, so it cannot be opened."
CANNOT_READ = "This file cannot be read."
FORMAT_VERSION = 1

REQUIRED_KEYS = (
    "format",
    "version",
    "tokens",
    "embeddings",
    "positional_encoding",
    "heads",
    "W_o",
    "causal",
    "mask",
    "scale",
    "residual",
)
OPTIONAL_KEYS = ("title",)
#: The keys of one head's object: its matrices, named as the catalogue names them
#: (``tests/core/sessions/test_session_io.py`` pins them, so the format cannot drift).
HEAD_KEYS = tuple(matrix.key for matrix in edited_per_head())


def _matrix(value: Any, field: str, entry: str = "a number") -> np.ndarray:
    """Turn a list of lists of numbers into a float64 matrix, naming any bad entry.

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
            if isinstance(item, BadNumber):
                raise SessionError(f"{field}[{r}][{c}]: {item.problem()}")
            if isinstance(item, bool) or not isinstance(item, (int, float)):
                raise SessionError(
                    f"{field}[{r}][{c}]: expected {entry}, found {describe_value(item)}"
                )
            if isinstance(item, float) and not math.isfinite(item):
                raise SessionError(f"{field}[{r}][{c}]: must be a finite number")
            if abs(item) > MAX_ABS_VALUE:
                raise SessionError(
                    f"{field}[{r}][{c}]: {number_text(item)} is too large "
                    f"(the limit is ±{MAX_ABS_VALUE:g})"
                )
    return np.array(value, dtype=np.float64)


def _unknown_key(key: str, allowed: tuple[str, ...], where: str = "") -> SessionError:
    close = difflib.get_close_matches(key, allowed, n=1)
    hint = f" (did you mean {quote(close[0])}?)" if close else ""
    return SessionError(f"{where}unknown key {quote(key)}{hint}")


def _expect(data: dict[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    value = data[key]
    if isinstance(value, bool) and kind is not bool:
        raise SessionError(f"{key}: expected {what}, found {describe_value(value)}")
    if not isinstance(value, kind):
        raise SessionError(f"{key}: expected {what}, found {describe_value(value)}")
    return value


def _check_format_and_keys(data: Any) -> None:
    """The file is a session object of a version this app reads, with exactly the known keys."""
    if not isinstance(data, dict):
        raise SessionError(
            f"not a session: the file holds {describe_value(data)}, not an object",
            headline=NOT_A_SESSION,
        )
    if "format" not in data:
        raise SessionError(
            f'missing key "format" (it should be "{FORMAT_TAG}")', headline=NOT_A_SESSION
        )
    if data["format"] != FORMAT_TAG:
        raise SessionError(
            f'format: expected "{FORMAT_TAG}", found {describe_value(data["format"])}',
            headline=NOT_A_SESSION,
        )
    if "version" not in data:
        raise SessionError(f'missing key "version" (it should be {FORMAT_VERSION})')
    version = data["version"]
    if isinstance(version, bool) or not isinstance(version, int):
        raise SessionError(f"version: expected a whole number, found {describe_value(version)}")
    if version > FORMAT_VERSION:
        raise SessionError(
            f"version: this file is version {version}, made by a newer selfattn-gui; "
            f"this one reads version {FORMAT_VERSION}: please update the app",
            headline=MADE_BY_A_NEWER_APP,
        )
    if version < 1:
        raise SessionError(f"version: expected {FORMAT_VERSION}, found {version}")
    missing = [k for k in REQUIRED_KEYS if k not in data]
    if missing:
        raise SessionError(f'missing key "{missing[0]}"')
    unknown = sorted(k for k in data if k not in REQUIRED_KEYS and k not in OPTIONAL_KEYS)
    if unknown:
        raise _unknown_key(unknown[0], REQUIRED_KEYS + OPTIONAL_KEYS)


def _title(data: dict[str, Any]) -> str:
    title = data.get("title", "")
    if title is None:
        title = ""
    if not isinstance(title, str):
        raise SessionError(f"title: expected text, found {describe_value(title)}")
    return title


def _tokens(data: dict[str, Any]) -> list[str]:
    tokens = _expect(data, "tokens", list, "a list of token labels")
    # Count first: checking 5 million labels one by one only to refuse them is slow.
    if len(tokens) > MAX_TOKENS:
        raise SessionError(f"tokens: {len(tokens)} tokens, the limit is {MAX_TOKENS}")
    if not tokens:
        raise SessionError("tokens: at least one token is needed")
    for i, label in enumerate(tokens):
        if not isinstance(label, str):
            raise SessionError(f"tokens[{i}]: expected text, found {describe_value(label)}")
    return tokens


def _heads(data: dict[str, Any]) -> list[Head]:
    """Each head's W_q (d_model, d_k), W_k (d_model, d_k) and W_v (d_model, d_v)."""
    heads_data = _expect(data, "heads", list, "a list of heads")
    if not heads_data:
        raise SessionError("heads: at least one head is needed")
    if len(heads_data) > MAX_HEADS:
        raise SessionError(f"heads: {len(heads_data)} heads, the limit is {MAX_HEADS}")
    heads = []
    for h, head in enumerate(heads_data):
        if not isinstance(head, dict):
            raise SessionError(
                f"heads[{h}]: expected an object with {', '.join(HEAD_KEYS)}, "
                f"found {describe_value(head)}"
            )
        for key in HEAD_KEYS:
            if key not in head:
                raise SessionError(f'heads[{h}]: missing key "{key}"')
        extra = sorted(k for k in head if k not in HEAD_KEYS)
        if extra:
            raise _unknown_key(extra[0], HEAD_KEYS, where=f"heads[{h}]: ")
        heads.append(Head(**{k: _matrix(head[k], f"heads[{h}].{k}") for k in HEAD_KEYS}))
    return heads


def _mask(data: dict[str, Any]) -> np.ndarray | None:
    """The custom mask, (n_tokens, n_tokens) booleans (True = visible), or None."""
    if data["mask"] is None:
        return None
    mask_values = _matrix(data["mask"], "mask", entry="0 or 1")
    bad = np.argwhere((mask_values != 0) & (mask_values != 1))
    if bad.size:
        r, c = bad[0]
        found = number_text(data["mask"][r][c])
        raise SessionError(f"mask[{r}][{c}]: expected 0 or 1, found {found}")
    return mask_values.astype(bool)


def session_from_dict(data: Any) -> Session:
    """Build a :class:`Session` from parsed JSON, checking every key and shape."""
    _check_format_and_keys(data)
    title = _title(data)
    tokens = _tokens(data)
    embeddings = _matrix(data["embeddings"], "embeddings")
    heads = _heads(data)
    W_o = None if data["W_o"] is None else _matrix(data["W_o"], "W_o")
    pe = _expect(data, "positional_encoding", str, "text")
    if pe not in VERSION_1_POSITIONS:
        raise SessionError(
            f'positional_encoding: expected "none" or "sinusoidal", found {describe_value(pe)}'
        )
    scale = _expect(data, "scale", str, "text")
    if scale not in SCALES:
        raise SessionError(f'scale: expected "sqrt_dk" or "none", found {describe_value(scale)}')
    causal = _expect(data, "causal", bool, "true or false")
    residual = _expect(data, "residual", bool, "true or false")
    mask = _mask(data)
    return Session(
        tokens=tuple(tokens),
        embeddings=embeddings,
        heads=tuple(heads),
        W_o=W_o,
        positional_encoding=pe,
        causal=causal,
        mask=mask,
        scale=scale,
        residual=residual,
        title=title,
    )
