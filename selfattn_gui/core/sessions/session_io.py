"""Session files (``*.selfattn.json``, format version 1): read, check, write atomically.

Loading is plain JSON parsing followed by checks; nothing in a file is ever executed.
Every problem becomes one :class:`SessionError` line that names the field and what
was wrong, and a file is either loaded whole or not at all.  The format is documented
in ``docs/session-format.md``.
"""

from __future__ import annotations

import difflib
import json
import math
import os
import re
import stat
from pathlib import Path
from typing import Any

import numpy as np

from selfattn_gui.core.files.atomic_files import atomic_write_text
from selfattn_gui.core.sessions.session import (
    MAX_ABS_VALUE,
    MAX_FILE_BYTES,
    MAX_HEADS,
    MAX_TOKENS,
    POSITIONAL_ENCODINGS,
    SCALES,
    Head,
    Session,
    SessionError,
)

FORMAT_TAG = "selfattn-session"
FORMAT_VERSION = 1
SUFFIX = ".selfattn.json"

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
HEAD_KEYS = ("W_q", "W_k", "W_v")


# -- reading -------------------------------------------------------------------------


class _BadNumber:
    """Stands in for a number JSON cannot give us (NaN, Infinity, 1e400, a 400-digit whole
    number) so that the check that meets it can name its place, e.g. ``embeddings[0][1]``.
    """

    __slots__ = ("literal", "too_large")

    def __init__(self, literal: str, too_large: bool) -> None:
        self.literal = literal
        self.too_large = too_large

    def problem(self) -> str:
        if self.too_large:
            return f"{_short(self.literal)} is too large (the limit is ±{MAX_ABS_VALUE:g})"
        return f"{self.literal} is not allowed: every value must be a finite number"


def _parse_float(literal: str) -> float | _BadNumber:
    value = float(literal)
    return value if math.isfinite(value) else _BadNumber(literal, too_large=True)


def _parse_int(literal: str) -> int | _BadNumber:
    # Python refuses to convert whole numbers of more than 4300 digits, and any number
    # this long is far past the limit anyway.
    return int(literal) if len(literal) <= 20 else _BadNumber(literal, too_large=True)


def _reject_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise SessionError(f"key {_quote(key)} appears twice in the same object")
        seen[key] = value
    return seen


def _reject_constant(name: str) -> float:
    # json would otherwise accept NaN, Infinity and -Infinity, which are not JSON.
    raise SessionError(f"{name} is not allowed: every value must be a finite number")


def parse_json_text(text: str, *, mark_bad_numbers: bool = False) -> Any:
    """Parse JSON strictly: no duplicate keys, no NaN/Infinity, no runaway nesting.

    With ``mark_bad_numbers``, NaN, Infinity and numbers too large for a float are not
    refused here but kept as markers, so that :func:`session_from_dict` can say where
    they are; without it they are refused with a message that cannot name the place.
    """
    if not text.strip():
        raise SessionError("the file is empty (expected one JSON object)")
    if mark_bad_numbers:
        hooks: dict[str, Any] = {
            "parse_constant": lambda name: _BadNumber(name, too_large=False),
            "parse_float": _parse_float,
            "parse_int": _parse_int,
        }
    else:
        hooks = {"parse_constant": _reject_constant}
    try:
        return json.loads(text, object_pairs_hook=_reject_duplicates, **hooks)
    except json.JSONDecodeError as error:
        what = error.msg.removesuffix(" at")  # "Unterminated string starting at"
        cut_short = " (the file ends too early)" if error.pos >= len(text.rstrip()) else ""
        raise SessionError(
            f"not valid JSON: {what} at line {error.lineno}, column {error.colno}{cut_short}"
        ) from None
    except RecursionError:
        raise SessionError("the JSON is nested far too deeply to be read") from None
    except SessionError:
        raise
    except ValueError as error:  # e.g. a whole number of more than 4300 digits
        raise SessionError(f"not valid JSON: {_one_line(str(error))}") from None


def read_limited_text(path: str | os.PathLike[str], what: str = "session file") -> str:
    """Read a UTF-8 text file after checking its size, with one-line errors.

    The size is checked before anything is read, and the read itself stops one byte
    past the limit, so a file that grows meanwhile (or a device) cannot fill memory.
    """
    path = Path(path)
    name = _display_name(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise SessionError(f"{name}: no such file") from None
    except OSError as error:
        raise SessionError(f"{name}: cannot read it ({_reason(error)})") from None
    if stat.S_ISDIR(info.st_mode):
        raise SessionError(f"{name}: is a folder, not a {what}")
    if not stat.S_ISREG(info.st_mode):
        raise SessionError(f"{name}: is not an ordinary file, so it cannot be a {what}")
    too_big = SessionError(
        f"{name}: {info.st_size / 1024 / 1024:.1f} MB is too big for a {what} "
        f"(the limit is {MAX_FILE_BYTES // 1024 // 1024} MB)"
    )
    if info.st_size > MAX_FILE_BYTES:
        raise too_big
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise SessionError(f"{name}: cannot read it ({_reason(error)})") from None
    if len(data) > MAX_FILE_BYTES:
        raise too_big
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise SessionError(
            f"{name}: not UTF-8 text (bad byte at offset {error.start}); is this really a {what}?"
        ) from None


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
            if isinstance(item, _BadNumber):
                raise SessionError(f"{field}[{r}][{c}]: {item.problem()}")
            if isinstance(item, bool) or not isinstance(item, (int, float)):
                raise SessionError(
                    f"{field}[{r}][{c}]: expected {entry}, found {describe_value(item)}"
                )
            if isinstance(item, float) and not math.isfinite(item):
                raise SessionError(f"{field}[{r}][{c}]: must be a finite number")
            if abs(item) > MAX_ABS_VALUE:
                raise SessionError(
                    f"{field}[{r}][{c}]: {_number_text(item)} is too large "
                    f"(the limit is ±{MAX_ABS_VALUE:g})"
                )
    return np.array(value, dtype=np.float64)


# -- one-line messages ---------------------------------------------------------------

# Characters that would break a message over lines or garble it: control characters,
# line and paragraph separators, and lone surrogates (which cannot even be printed).
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _one_line(text: str) -> str:
    """Escape what could split or garble a message, the way JSON would write it."""
    return _UNPRINTABLE.sub(lambda m: _ESCAPES.get(m.group(), f"\\u{ord(m.group()):04x}"), text)


def _short(text: str, limit: int = 20) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _quote(text: str) -> str:
    """A string from the file, quoted, shortened and kept on one line."""
    return '"' + _one_line(_short(text)) + '"'


def _display_name(path: Path) -> str:
    return _one_line(path.name or str(path))


def _reason(error: OSError) -> str:
    return _one_line(error.strerror or str(error))


def _number_text(value: int | float) -> str:
    if isinstance(value, int) and abs(value) >= 10**15:
        if abs(value) >= 10**4000:  # str() refuses numbers this long (and says nothing useful)
            return "a number with thousands of digits"
        return f"a {len(str(abs(value)))}-digit number"
    if isinstance(value, float) and not math.isfinite(value):
        return "a number too large to use"
    return repr(value) if len(repr(value)) <= 20 else f"{value:g}"


def describe_value(value: Any) -> str:
    """A value read from a JSON file in a few words, for a one-line error ("the number 3")."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f"the text {_quote(value)}"
    if isinstance(value, (int, float)):
        text = _number_text(value)
        return text if text.startswith("a ") else f"the number {text}"
    if isinstance(value, _BadNumber):
        return _short(value.literal)
    if isinstance(value, list):
        return "a list" if value else "an empty list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _unknown_key(key: str, allowed: tuple[str, ...], where: str = "") -> SessionError:
    close = difflib.get_close_matches(key, allowed, n=1)
    hint = f" (did you mean {_quote(close[0])}?)" if close else ""
    return SessionError(f"{where}unknown key {_quote(key)}{hint}")


def _expect(data: dict[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    value = data[key]
    if isinstance(value, bool) and kind is not bool:
        raise SessionError(f"{key}: expected {what}, found {describe_value(value)}")
    if not isinstance(value, kind):
        raise SessionError(f"{key}: expected {what}, found {describe_value(value)}")
    return value


def session_from_dict(data: Any) -> Session:
    """Build a :class:`Session` from parsed JSON, checking every key and shape."""
    if not isinstance(data, dict):
        raise SessionError(f"not a session: the file holds {describe_value(data)}, not an object")
    if "format" not in data:
        raise SessionError(f'missing key "format" (it should be "{FORMAT_TAG}")')
    if data["format"] != FORMAT_TAG:
        raise SessionError(
            f'format: expected "{FORMAT_TAG}", found {describe_value(data["format"])}'
        )
    if "version" not in data:
        raise SessionError(f'missing key "version" (it should be {FORMAT_VERSION})')
    version = data["version"]
    if isinstance(version, bool) or not isinstance(version, int):
        raise SessionError(f"version: expected a whole number, found {describe_value(version)}")
    if version > FORMAT_VERSION:
        raise SessionError(
            f"version: this file is version {version}, made by a newer selfattn-gui; "
            f"this one reads version {FORMAT_VERSION}: please update the app"
        )
    if version < 1:
        raise SessionError(f"version: expected {FORMAT_VERSION}, found {version}")
    missing = [k for k in REQUIRED_KEYS if k not in data]
    if missing:
        raise SessionError(f'missing key "{missing[0]}"')
    unknown = sorted(k for k in data if k not in REQUIRED_KEYS and k not in OPTIONAL_KEYS)
    if unknown:
        raise _unknown_key(unknown[0], REQUIRED_KEYS + OPTIONAL_KEYS)

    title = data.get("title", "")
    if title is None:
        title = ""
    if not isinstance(title, str):
        raise SessionError(f"title: expected text, found {describe_value(title)}")
    tokens = _expect(data, "tokens", list, "a list of token labels")
    # Count first: checking 5 million labels one by one only to refuse them is slow.
    if len(tokens) > MAX_TOKENS:
        raise SessionError(f"tokens: {len(tokens)} tokens, the limit is {MAX_TOKENS}")
    if not tokens:
        raise SessionError("tokens: at least one token is needed")
    for i, label in enumerate(tokens):
        if not isinstance(label, str):
            raise SessionError(f"tokens[{i}]: expected text, found {describe_value(label)}")
    embeddings = _matrix(data["embeddings"], "embeddings")
    heads_data = _expect(data, "heads", list, "a list of heads")
    if not heads_data:
        raise SessionError("heads: at least one head is needed")
    if len(heads_data) > MAX_HEADS:
        raise SessionError(f"heads: {len(heads_data)} heads, the limit is {MAX_HEADS}")
    heads = []
    for h, head in enumerate(heads_data):
        if not isinstance(head, dict):
            raise SessionError(
                f"heads[{h}]: expected an object with W_q, W_k, W_v, found {describe_value(head)}"
            )
        for key in HEAD_KEYS:
            if key not in head:
                raise SessionError(f'heads[{h}]: missing key "{key}"')
        extra = sorted(k for k in head if k not in HEAD_KEYS)
        if extra:
            raise _unknown_key(extra[0], HEAD_KEYS, where=f"heads[{h}]: ")
        heads.append(Head(*(_matrix(head[k], f"heads[{h}].{k}") for k in HEAD_KEYS)))
    W_o = None if data["W_o"] is None else _matrix(data["W_o"], "W_o")
    pe = _expect(data, "positional_encoding", str, "text")
    if pe not in POSITIONAL_ENCODINGS:
        raise SessionError(
            f'positional_encoding: expected "none" or "sinusoidal", found {describe_value(pe)}'
        )
    scale = _expect(data, "scale", str, "text")
    if scale not in SCALES:
        raise SessionError(f'scale: expected "sqrt_dk" or "none", found {describe_value(scale)}')
    causal = _expect(data, "causal", bool, "true or false")
    residual = _expect(data, "residual", bool, "true or false")
    mask = None
    if data["mask"] is not None:
        mask_values = _matrix(data["mask"], "mask", entry="0 or 1")
        bad = np.argwhere((mask_values != 0) & (mask_values != 1))
        if bad.size:
            r, c = bad[0]
            found = _number_text(data["mask"][r][c])
            raise SessionError(f"mask[{r}][{c}]: expected 0 or 1, found {found}")
        mask = mask_values.astype(bool)
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


def loads_session(text: str) -> Session:
    """Parse the text of a session file."""
    return session_from_dict(parse_json_text(text, mark_bad_numbers=True))


def load_session(path: str | os.PathLike[str]) -> Session:
    """Read a session file; any problem raises one :class:`SessionError` line."""
    name = _display_name(Path(path))
    text = read_limited_text(path)
    try:
        return loads_session(text)
    except SessionError as error:
        raise SessionError(f"{name}: {error}") from None


# -- writing -------------------------------------------------------------------------


def _number(value: float) -> int | float:
    """Whole numbers are written without ".0" so hand-written files stay tidy."""
    as_float = float(value)
    if (
        as_float.is_integer()
        and not (as_float == 0 and math.copysign(1, as_float) < 0)
        and abs(as_float) < 2**53
    ):
        return int(as_float)
    return as_float


def _rows(matrix: np.ndarray) -> list[list[int | float]]:
    return [[_number(v) for v in row] for row in matrix]


def session_to_dict(session: Session) -> dict[str, Any]:
    """The JSON-ready form of a session, keys in the documented order."""
    data: dict[str, Any] = {"format": FORMAT_TAG, "version": FORMAT_VERSION}
    if session.title:
        data["title"] = session.title
    data.update(
        tokens=list(session.tokens),
        embeddings=_rows(session.embeddings),
        positional_encoding=session.positional_encoding,
        heads=[{k: _rows(head.matrix(k)) for k in HEAD_KEYS} for head in session.heads],
        W_o=None if session.W_o is None else _rows(session.W_o),
        causal=session.causal,
        mask=None if session.mask is None else session.mask.astype(int).tolist(),
        scale=session.scale,
        residual=session.residual,
    )
    return data


def dumps_session(session: Session) -> str:
    """Session file text: small matrices one row per line, so a person can read it."""
    text = json.dumps(session_to_dict(session), indent=2, ensure_ascii=False, allow_nan=False)
    return _compact_rows(text) + "\n"


# A list of numbers as json.dumps(indent=2) writes it: "[", then one number per line.
# The pattern insists on the line breaks: json.dumps escapes every line break inside a
# string, so a token label such as "[1,  2]" can never match and is never rewritten.
_NUMBER = r"-?[0-9][0-9eE.+-]*"
_ROW = re.compile(rf"\[\n *({_NUMBER}(?:,\n *{_NUMBER})*)\n *\]")


def _compact_rows(text: str) -> str:
    # Put each row of a matrix on one line, so a person can read the file.
    return _ROW.sub(lambda m: "[" + ", ".join(m.group(1).replace(" ", "").split(",\n")) + "]", text)


def save_session(session: Session, path: str | os.PathLike[str]) -> None:
    """Write a session file atomically.

    The text goes to a temporary file in the same folder, is flushed to disk, and then
    replaces the target in one step, so a failure part-way (full disk, no permission)
    leaves any file already there untouched.  Raises :class:`OSError` on failure.
    """
    path = Path(path)
    text = dumps_session(session)
    atomic_write_text(path, text)
