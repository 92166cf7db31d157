"""Read a JSON file strictly and safely: a size limit, no duplicate keys, no NaN.

Session files, lesson files, the preset index and the lesson progress are all read
through here, so every one of them gets the same one-line :class:`SessionError`
messages: where the JSON breaks (line and column), or why the file cannot be read.
"""

from __future__ import annotations

import json
import math
import os
import stat
from pathlib import Path
from typing import Any

from selfattn_gui.core.sessions.file_messages import (
    BadNumber,
    display_name,
    one_line,
    quote,
    reason,
)
from selfattn_gui.core.sessions.numbers_text import fixed
from selfattn_gui.core.sessions.session import MAX_FILE_BYTES, SessionError
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate

#: The kinds of file read through here, as callers name them (``what=``): marked so the
#: messages can name the kind in the learner's language (an unknown one stays as given).
KINDS_OF_FILE = (
    QT_TRANSLATE_NOOP("strict_json", "session file"),
    QT_TRANSLATE_NOOP("strict_json", "lesson file"),
    QT_TRANSLATE_NOOP("strict_json", "progress file"),
    QT_TRANSLATE_NOOP("strict_json", "translation file"),
    QT_TRANSLATE_NOOP("strict_json", "document"),
    QT_TRANSLATE_NOOP("strict_json", "preset index"),
)


class NotJsonError(SessionError):
    """The text is no JSON at all (or none this reader can follow): not a file of ours."""


class NotTextError(SessionError):
    """The file is not UTF-8 text (a picture, a PDF, a word-processor file …)."""


def _parse_float(literal: str) -> float | BadNumber:
    value = float(literal)
    return value if math.isfinite(value) else BadNumber(literal, too_large=True)


def _parse_int(literal: str) -> int | BadNumber:
    # Python refuses to convert whole numbers of more than 4300 digits, and any number
    # this long is far past the limit anyway.
    return int(literal) if len(literal) <= 20 else BadNumber(literal, too_large=True)


def _reject_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise SessionError(
                translate("strict_json", "key {key} appears twice in the same object").format(
                    key=quote(key)
                )
            )
        seen[key] = value
    return seen


def _reject_constant(name: str) -> float:
    # json would otherwise accept NaN, Infinity and -Infinity, which are not JSON.
    raise SessionError(
        translate(
            "strict_json", "{name} is not allowed: every value must be a finite number"
        ).format(name=name)
    )


def parse_json_text(text: str, *, mark_bad_numbers: bool = False) -> Any:
    """Parse JSON strictly: no duplicate keys, no NaN/Infinity, no runaway nesting.

    With ``mark_bad_numbers``, NaN, Infinity and numbers too large for a float are not
    refused here but kept as :class:`BadNumber` markers, so that the check that meets
    one can say where it is; without it they are refused with a message that cannot
    name the place.
    """
    if not text.strip():
        raise NotJsonError(translate("strict_json", "the file is empty (expected one JSON object)"))
    if mark_bad_numbers:
        hooks: dict[str, Any] = {
            "parse_constant": lambda name: BadNumber(name, too_large=False),
            "parse_float": _parse_float,
            "parse_int": _parse_int,
        }
    else:
        hooks = {"parse_constant": _reject_constant}
    try:
        return json.loads(text, object_pairs_hook=_reject_duplicates, **hooks)
    except json.JSONDecodeError as error:
        what = error.msg.removesuffix(" at")  # "Unterminated string starting at"
        # The parser's own words ("Expecting value") stay English: Python has no others.
        if error.pos >= len(text.rstrip()):
            message = translate(
                "strict_json",
                "not valid JSON: {problem} at line {line}, column {column} "
                "(the file ends too early)",
            )
        else:
            message = translate(
                "strict_json", "not valid JSON: {problem} at line {line}, column {column}"
            )
        raise NotJsonError(
            message.format(problem=what, line=error.lineno, column=error.colno)
        ) from None
    except RecursionError:
        raise NotJsonError(
            translate("strict_json", "the JSON is nested far too deeply to be read")
        ) from None
    except SessionError:
        raise
    except ValueError as error:  # e.g. a whole number of more than 4300 digits
        raise NotJsonError(
            translate("strict_json", "not valid JSON: {problem}").format(
                problem=one_line(str(error))
            )
        ) from None


def read_limited_text(path: str | os.PathLike[str], what: str = "session file") -> str:
    """Read a UTF-8 text file after checking its size, with one-line errors.

    The size is checked before anything is read, and the read itself stops one byte
    past the limit, so a file that grows meanwhile (or a device) cannot fill memory.
    """
    path = Path(path)
    name = display_name(path)
    kind = translate("strict_json", what)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise SessionError(
            translate("strict_json", "{name}: no such file").format(name=name)
        ) from None
    except OSError as error:
        raise _cannot_read(name, error) from None
    if stat.S_ISDIR(info.st_mode):
        raise SessionError(
            translate("strict_json", "{name}: is a folder, not a {kind}").format(
                name=name, kind=kind
            )
        )
    if not stat.S_ISREG(info.st_mode):
        raise SessionError(
            translate(
                "strict_json", "{name}: is not an ordinary file, so it cannot be a {kind}"
            ).format(name=name, kind=kind)
        )
    too_big = SessionError(
        translate(
            "strict_json", "{name}: {size} MB is too big for a {kind} (the limit is {limit} MB)"
        ).format(
            name=name,
            size=fixed(info.st_size / 1024 / 1024, 1),
            kind=kind,
            limit=MAX_FILE_BYTES // 1024 // 1024,
        )
    )
    if info.st_size > MAX_FILE_BYTES:
        raise too_big
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise _cannot_read(name, error) from None
    if len(data) > MAX_FILE_BYTES:
        raise too_big
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise NotTextError(
            translate(
                "strict_json",
                "{name}: not UTF-8 text (bad byte at offset {offset}); is this really a {kind}?",
            ).format(name=name, offset=error.start, kind=kind)
        ) from None


def _cannot_read(name: str, error: OSError) -> SessionError:
    # The system's reason ("Permission denied") comes in the language of the process.
    return SessionError(
        translate("strict_json", "{name}: cannot read it ({reason})").format(
            name=name, reason=reason(error)
        )
    )
