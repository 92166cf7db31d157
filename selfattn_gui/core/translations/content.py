"""Translations of a JSON document's texts, kept apart from its structure.

A lesson, a preset or the glossary is written once, in English, with its structure
(actions, answers, conditions).  A translation is a second file that holds only texts,
each at a place in the document and beside the English it was made from::

    {"format": "selfattn-translation", "version": 1, "language": "es",
     "texts": [{"at": "steps[2].predict.question",
                "source": "What weight will cat put on itself?",
                "text": "¿Qué peso pondrá cat sobre sí mismo?"}, ...]}

It lives in ``i18n/<language>/`` beside the original, under the same file name.  Only
places a document kind lists as text can be written (:data:`LESSON_TEXTS` and the
others), so a translation cannot change a task; a text whose English changed since it
was translated, or that is empty, stays in English until it is translated again.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from selfattn_gui.core.sessions.session import SessionError
from selfattn_gui.core.sessions.strict_json import parse_json_text, read_limited_text

FORMAT_TAG = "selfattn-translation"
FORMAT_VERSION = 1
FOLDER = "i18n"

#: Where a lesson holds text (``[]``: any item of a list).
LESSON_TEXTS = frozenset(
    {
        "title",
        "summary",
        "steps[].title",
        "steps[].text",
        "steps[].predict.question",
        "steps[].predict.explanation",
        "steps[].predict.unit",
        "steps[].predict.mistakes[].message",
        "steps[].task.instruction",
        "steps[].task.hint",
        "steps[].task.hints[]",
    }
)
#: A session file's only text is its title (tokens are part of the example).
SESSION_TEXTS = frozenset({"title"})
#: The presets' index: what each example is for, and the group it is listed under.
PRESET_INDEX_TEXTS = frozenset({"presets[].description", "presets[].group"})
GLOSSARY_TEXTS = frozenset({"terms[].term", "terms[].text", "terms[].where"})

_INDEX = re.compile(r"\[\d+\]")


class TranslationError(ValueError):
    """A translation file that cannot be used; the message names the file and the place."""


@dataclass(frozen=True)
class Text:
    """One text of a document: its place (``steps[2].text``) and its English."""

    at: str
    source: str


def texts_of(document: Any, places: frozenset[str]) -> list[Text]:
    """Every non-empty text of ``document`` at one of ``places``, in reading order."""
    return [Text(at, source) for at, source in _walk(document, "") if _pattern(at) in places]


def _walk(value: Any, at: str) -> Iterator[tuple[str, str]]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _walk(item, f"{at}.{key}" if at else str(key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _walk(item, f"{at}[{index}]")
    elif isinstance(value, str) and value.strip():
        yield at, value


def _pattern(at: str) -> str:
    return _INDEX.sub("[]", at)


def translation_path(original: Path, language: str) -> Path:
    """Where the ``language`` translation of ``original`` lives."""
    return original.parent / FOLDER / language / original.name


@dataclass(frozen=True)
class Translated:
    """A document with its translated texts in place, and what stayed in English."""

    document: Any
    translated: int
    untranslated: tuple[str, ...]  # places still in English (empty, missing or out of date)


def read_translation(path: Path, language: str) -> dict[str, tuple[str, str]]:
    """``{place: (English source, translation)}`` from a translation file.

    Raises :class:`TranslationError` naming the file for anything but a well-formed
    file of this format and language.
    """
    try:
        data = parse_json_text(read_limited_text(path, what="translation file"))
    except SessionError as error:
        raise TranslationError(str(error)) from None
    where = f"{path.parent.name}/{path.name}"
    if not isinstance(data, dict) or data.get("format") != FORMAT_TAG:
        raise TranslationError(f'{where}: format: expected "{FORMAT_TAG}"')
    if data.get("version") != FORMAT_VERSION:
        raise TranslationError(f"{where}: version: expected {FORMAT_VERSION}")
    if data.get("language") != language:
        raise TranslationError(f'{where}: language: expected "{language}"')
    texts = data.get("texts")
    if not isinstance(texts, list):
        raise TranslationError(f"{where}: texts: expected a list")
    entries: dict[str, tuple[str, str]] = {}
    for index, entry in enumerate(texts):
        here = f"{where}: texts[{index}]"
        if not isinstance(entry, dict) or set(entry) != {"at", "source", "text"}:
            raise TranslationError(f'{here}: expected "at", "source" and "text"')
        if not all(isinstance(entry[key], str) for key in ("at", "source", "text")):
            raise TranslationError(f"{here}: expected texts")
        if entry["at"] in entries:
            raise TranslationError(f'{here}: "{entry["at"]}" is translated twice')
        entries[entry["at"]] = (entry["source"], entry["text"])
    return entries


def apply_translation(
    document: Any, entries: dict[str, tuple[str, str]], places: frozenset[str], where: str
) -> Translated:
    """A copy of ``document`` with each text replaced by its translation.

    A translation for a place that is not a text of this kind raises
    :class:`TranslationError` (``where`` names the file); one whose source is no
    longer the document's English, or that is empty, leaves the English in place.
    """
    texts = {text.at: text.source for text in texts_of(document, places)}
    for at in entries:
        if at not in texts:
            raise TranslationError(f"{where}: {at}: there is no text there to translate")
    result = copy.deepcopy(document)
    untranslated: list[str] = []
    done = 0
    for at, source in texts.items():
        entry = entries.get(at)
        if entry is None or entry[0] != source or not entry[1].strip():
            untranslated.append(at)
            continue
        _put(result, at, entry[1])
        done += 1
    return Translated(result, done, tuple(untranslated))


def _put(document: Any, at: str, text: str) -> None:
    """Write ``text`` at the place ``at`` (which :func:`texts_of` found, so it exists)."""
    steps = re.findall(r"[^.\[\]]+|\[\d+\]", at)
    target = document
    for step in steps[:-1]:
        target = target[int(step[1:-1])] if step.startswith("[") else target[step]
    last = steps[-1]
    if last.startswith("["):
        target[int(last[1:-1])] = text
    else:
        target[last] = text


def translate_document(
    document: Any, original: Path, language: str, places: frozenset[str]
) -> Translated:
    """``document`` (read from ``original``) in ``language``, if a translation exists.

    Without a translation file the document comes back as it is, all of it untranslated.
    """
    path = translation_path(original, language)
    if not path.is_file():
        return Translated(document, 0, tuple(text.at for text in texts_of(document, places)))
    entries = read_translation(path, language)
    return apply_translation(document, entries, places, f"{language}/{original.name}")


def template(
    document: Any, places: frozenset[str], language: str, previous: dict[str, tuple[str, str]]
) -> dict[str, Any]:
    """A translation file for ``document``: every text, keeping the ``previous``
    translations whose English is unchanged and leaving the rest empty to fill in."""
    texts = []
    for text in texts_of(document, places):
        old = previous.get(text.at)
        kept = old[1] if old is not None and old[0] == text.source else ""
        texts.append({"at": text.at, "source": text.source, "text": kept})
    return {"format": FORMAT_TAG, "version": FORMAT_VERSION, "language": language, "texts": texts}


def in_language(
    document: Any, original: Path, places: frozenset[str], language: str | None = None
) -> tuple[Any, str | None]:
    """``document`` in ``language`` (default: the learner's), and a line saying why it
    stayed in English when its translation file could not be used (else None)."""
    from selfattn_gui.core import text
    from selfattn_gui.core.languages import SOURCE_LANGUAGE

    code = text.language() if language is None else language
    if code == SOURCE_LANGUAGE:
        return document, None
    try:
        return translate_document(document, original, code, places).document, None
    except TranslationError as error:
        return (
            document,
            f"{original.name}: shown in English, its translation has a problem: {error}",
        )
