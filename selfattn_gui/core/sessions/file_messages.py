"""One-line messages about what a JSON file holds, for the errors of session and lesson files.

A value read from a file is described in a few words ("the number 3", "the text "cat"",
"an empty list"), and text from the file is quoted, shortened and kept on one line, so
no file can split an error message or garble the terminal that shows it.
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

from selfattn_gui.core.sessions.session_limits import MAX_ABS_VALUE


class BadNumber:
    """Stands in for a number JSON cannot give us (NaN, Infinity, 1e400, a 400-digit whole
    number) so that the check that meets it can name its place, e.g. ``embeddings[0][1]``.
    """

    __slots__ = ("literal", "too_large")

    def __init__(self, literal: str, too_large: bool) -> None:
        self.literal = literal
        self.too_large = too_large

    def problem(self) -> str:
        if self.too_large:
            return f"{short(self.literal)} is too large (the limit is ±{MAX_ABS_VALUE:g})"
        return f"{self.literal} is not allowed: every value must be a finite number"


# Characters that would break a message over lines or garble it: control characters,
# line and paragraph separators, and lone surrogates (which cannot even be printed).
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def one_line(text: str) -> str:
    """Escape what could split or garble a message, the way JSON would write it."""
    return _UNPRINTABLE.sub(lambda m: _ESCAPES.get(m.group(), f"\\u{ord(m.group()):04x}"), text)


def short(text: str, limit: int = 20) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def quote(text: str) -> str:
    """A string from the file, quoted, shortened and kept on one line."""
    return '"' + one_line(short(text)) + '"'


def display_name(path: Path) -> str:
    return one_line(path.name or str(path))


def reason(error: OSError) -> str:
    return one_line(error.strerror or str(error))


def number_text(value: int | float) -> str:
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
        return f"the text {quote(value)}"
    if isinstance(value, (int, float)):
        text = number_text(value)
        return text if text.startswith("a ") else f"the number {text}"
    if isinstance(value, BadNumber):
        return short(value.literal)
    if isinstance(value, list):
        return "a list" if value else "an empty list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__
