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

from selfattn_gui.core.sessions.numbers_text import significant
from selfattn_gui.core.sessions.session_limits import MAX_ABS_VALUE
from selfattn_gui.core.text import translate


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
            return translate(
                "file_messages", "{number} is too large (the limit is ±{limit})"
            ).format(number=short(self.literal), limit=significant(MAX_ABS_VALUE, 6))
        return translate(
            "file_messages", "{number} is not allowed: every value must be a finite number"
        ).format(number=self.literal)


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


def _number_in_words(value: int | float) -> str | None:
    """A number too long or too large to write out, in words; None for one that is not."""
    if isinstance(value, int) and abs(value) >= 10**15:
        if abs(value) >= 10**4000:  # str() refuses numbers this long (and says nothing useful)
            return translate("file_messages", "a number with thousands of digits")
        return translate("file_messages", "a {digits}-digit number").format(
            digits=len(str(abs(value)))
        )
    if isinstance(value, float) and not math.isfinite(value):
        return translate("file_messages", "a number too large to use")
    return None


def number_text(value: int | float) -> str:
    words = _number_in_words(value)
    if words is not None:
        return words
    return repr(value) if len(repr(value)) <= 20 else significant(value, 6)


def describe_value(value: Any) -> str:
    """A value read from a JSON file in a few words, for a one-line error ("the number 3")."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return translate("file_messages", "the text {text}").format(text=quote(value))
    if isinstance(value, (int, float)):
        words = _number_in_words(value)
        if words is not None:
            return words
        return translate("file_messages", "the number {number}").format(number=number_text(value))
    if isinstance(value, BadNumber):
        return short(value.literal)
    if isinstance(value, list):
        return (
            translate("file_messages", "a list")
            if value
            else translate("file_messages", "an empty list")
        )
    if isinstance(value, dict):
        return translate("file_messages", "an object")
    return type(value).__name__
