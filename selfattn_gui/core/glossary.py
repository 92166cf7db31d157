"""The glossary: the key terms of attention, each in a sentence or two, and where to see it.

The terms live in ``resources/glossary.json``::

    {"format": "selfattn-glossary", "version": 1,
     "terms": [{"term": "query", "text": "...", "where": "the Q table, ..."}, ...]}

Every field is plain text (the window shows it as it is, never as rich text).  A file
with a mistake gives no terms and one line naming the file and the field, e.g.
``glossary.json: terms[3].text: expected text, found the number 3``; reading it never
raises.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from selfattn_gui.core.files.resources import resource_path
from selfattn_gui.core.text import translate
from selfattn_gui.core.translations.content import GLOSSARY_TEXTS, in_language

FORMAT = "selfattn-glossary"
VERSION = 1
MAX_BYTES = 1_000_000  # a glossary is a few kilobytes; refuse a runaway file unread
MAX_TERMS = 300
#: the longest each field may be, in characters
MAX_LENGTH = {"term": 60, "text": 800, "where": 300}
TERM_FIELDS = ("term", "text", "where")


class GlossaryError(ValueError):
    """A glossary file that cannot be used; the message is one line naming the field."""


@dataclass(frozen=True)
class Term:
    """One entry: the word, what it means, and the panel where a learner sees it."""

    term: str
    text: str
    where: str
    english: str = ""  # the English term, when the glossary is shown in another language

    def matches(self, search: str) -> bool:
        """True when every word of ``search`` is in the term, its text or its place
        (case and extra spaces ignored; an empty search matches everything)."""
        haystack = f"{self.term} {self.english} {self.text} {self.where}".casefold()
        return all(word in haystack for word in search.casefold().split())


def _describe(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        if not isinstance(value, int) or abs(value) > 10**9:
            return translate("glossary", "a number")
        return translate("glossary", "the number {number}").format(number=value)
    if value is None:
        return "null"
    if isinstance(value, list):
        return translate("glossary", "a list")
    if isinstance(value, dict):
        return translate("glossary", "an object")
    return translate("glossary", "text")


def _text(entry: dict[str, Any], key: str, where: str) -> str:
    value = entry.get(key)
    if not isinstance(value, str):
        found = "nothing" if key not in entry else _describe(value)
        raise GlossaryError(
            translate("glossary", "{where}.{key}: expected text, found {found}").format(
                where=where, key=key, found=found
            )
        )
    value = " ".join(value.split())  # one line: no tabs, no line breaks, no control runs
    if not value:
        raise GlossaryError(
            translate("glossary", "{where}.{key}: expected text, found an empty string").format(
                where=where, key=key
            )
        )
    if len(value) > MAX_LENGTH[key]:
        raise GlossaryError(
            translate(
                "glossary", "{where}.{key}: at most {limit} characters, found {count}"
            ).format(where=where, key=key, limit=MAX_LENGTH[key], count=len(value))
        )
    if any(ord(c) < 32 or c == "\x7f" for c in value):
        raise GlossaryError(
            translate("glossary", "{where}.{key}: control characters are not allowed").format(
                where=where, key=key
            )
        )
    return value


def read_glossary(data: Any) -> list[Term]:
    """The terms of a parsed glossary file, in file order.

    Raises :class:`GlossaryError` for the first thing wrong: the format, an unknown or
    missing field, a field that is not text, a term given twice.
    """
    if not isinstance(data, dict):
        raise GlossaryError(
            translate("glossary", "expected an object, found {found}").format(found=_describe(data))
        )
    if data.get("format") != FORMAT:
        raise GlossaryError(translate("glossary", 'format: expected "{tag}"').format(tag=FORMAT))
    if data.get("version") != VERSION:
        raise GlossaryError(
            translate("glossary", "version: expected {version}").format(version=VERSION)
        )
    unknown = sorted(set(data) - {"format", "version", "terms"})
    if unknown:
        raise GlossaryError(
            translate("glossary", "{field}: not a field of a glossary").format(field=unknown[0])
        )
    entries = data.get("terms")
    if not isinstance(entries, list) or not entries or len(entries) > MAX_TERMS:
        raise GlossaryError(
            translate("glossary", "terms: expected a list of 1 to {max_terms} terms").format(
                max_terms=MAX_TERMS
            )
        )
    terms: list[Term] = []
    seen: set[str] = set()
    for i, entry in enumerate(entries):
        where = f"terms[{i}]"
        if not isinstance(entry, dict):
            raise GlossaryError(
                translate("glossary", "{where}: expected an object, found {found}").format(
                    where=where, found=_describe(entry)
                )
            )
        extra = sorted(set(entry) - set(TERM_FIELDS))
        if extra:
            raise GlossaryError(
                translate("glossary", "{where}.{field}: not a field of a term").format(
                    where=where, field=extra[0]
                )
            )
        term = Term(*(_text(entry, key, where) for key in TERM_FIELDS))
        if term.term.casefold() in seen:
            raise GlossaryError(
                translate("glossary", '{where}.term: "{term}" is listed twice').format(
                    where=where, term=term.term
                )
            )
        seen.add(term.term.casefold())
        terms.append(term)
    return terms


def glossary_path() -> Path:
    """The shipped glossary, ``resources/glossary.json``."""
    return resource_path("glossary.json")


def load_glossary(path: Path | None = None) -> tuple[list[Term], str | None]:
    """Read a glossary file: (its terms, None), or ([], one line saying what is wrong).

    Never raises: a missing, unreadable, oversized or malformed file is a message.
    """
    path = glossary_path() if path is None else path
    try:
        if path.stat().st_size > MAX_BYTES:
            return [], translate("glossary", "{name}: the file is larger than {size} kB").format(
                name=path.name, size=MAX_BYTES // 1000
            )
        with path.open("rb") as stream:
            raw = stream.read(MAX_BYTES + 1)  # a device such as /dev/zero has no size
        if len(raw) > MAX_BYTES:
            return [], translate("glossary", "{name}: the file is larger than {size} kB").format(
                name=path.name, size=MAX_BYTES // 1000
            )
        data = json.loads(raw.decode("utf-8"))
        english = read_glossary(data)
        translated, problem = in_language(data, path, GLOSSARY_TEXTS)
        try:
            terms = read_glossary(translated)
        except GlossaryError as error:  # a bad translation: the English glossary, and why
            return english, translate(
                "glossary", "{name}: shown in English, its translation has a problem: {error}"
            ).format(name=path.name, error=error)
        return [
            replace(term, english=source.term) for term, source in zip(terms, english, strict=True)
        ], problem
    except GlossaryError as error:
        return [], f"{path.name}: {error}"
    except (OSError, UnicodeDecodeError) as error:
        reason = (
            error.strerror
            if isinstance(error, OSError) and error.strerror
            else translate("glossary", "unreadable")
        )
        return [], translate("glossary", "{name}: cannot be read ({reason})").format(
            name=path.name, reason=reason
        )
    except (json.JSONDecodeError, RecursionError) as error:
        line = (
            translate("glossary", "line {line}").format(line=error.lineno)
            if isinstance(error, json.JSONDecodeError)
            else translate("glossary", "too deep")
        )
        return [], translate("glossary", "{name}: not valid JSON ({line})").format(
            name=path.name, line=line
        )
