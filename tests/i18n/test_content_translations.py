"""Every shipped language has the whole teaching content, made from today's English.

Lessons, presets and the glossary are translated in files beside them (see
docs/translations.md).  A translation must cover every text, be made from the English
as it is now, keep the tags and the numbers of its source, and leave a lesson's
structure exactly as it is, so every task and answer works the same in every language.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from selfattn_gui.core.languages import TRANSLATED
from selfattn_gui.core.lessons.lesson import read_lesson
from selfattn_gui.core.sessions.strict_json import parse_json_text
from selfattn_gui.core.translations.content import (
    read_translation,
    texts_of,
    translation_path,
)
from selfattn_gui.core.translations.shipped import places_for, shipped_documents

DOCUMENTS = shipped_documents()
TAG = re.compile(r"</?([a-z]+)[^>]*>")
DIGITS = re.compile(r"\d+")
#: what each step keeps whatever the language: everything but its texts
TEXT_FIELDS = {
    "title",
    "summary",
    "text",
    "question",
    "explanation",
    "unit",
    "message",
    "instruction",
    "hint",
    "hints",
}


def _name(path: Path) -> str:
    return str(path.relative_to(path.parents[1]))


CASES = [(code, path) for code in TRANSLATED for path in DOCUMENTS]


@pytest.mark.parametrize(("code", "original"), CASES, ids=[f"{c}-{_name(p)}" for c, p in CASES])
def test_every_text_is_translated_from_the_english_of_today(code: str, original: Path) -> None:
    document = parse_json_text(original.read_text(encoding="utf-8"))
    target = translation_path(original, code)
    assert target.is_file(), f"{target.name}: no {code} translation"
    entries = read_translation(target, code)
    problems = []
    for text in texts_of(document, places_for(original)):
        entry = entries.get(text.at)
        if entry is None:
            problems.append(f"{text.at}: missing")
        elif entry[0] != text.source:
            problems.append(f"{text.at}: made from older English")
        elif not entry[1].strip():
            problems.append(f"{text.at}: not translated")
        else:
            source_tags = set(TAG.findall(text.source))
            if set(TAG.findall(entry[1])) != source_tags:
                problems.append(f"{text.at}: tags {sorted(source_tags)} are not kept")
            if sorted(DIGITS.findall(entry[1])) != sorted(DIGITS.findall(text.source)):
                problems.append(
                    f"{text.at}: the numbers {DIGITS.findall(text.source)} are not kept "
                    f"(found {DIGITS.findall(entry[1])})"
                )
    assert not problems, f"{code}/{original.name}:\n" + "\n".join(problems)


def _structure(value: object) -> object:
    """A lesson (or part of one) with its texts taken out."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            field.name: _structure(getattr(value, field.name))
            for field in dataclasses.fields(value)
            if field.name not in TEXT_FIELDS and field.name != "path"
        }
    if isinstance(value, tuple):
        return tuple(_structure(item) for item in value)
    return value


LESSONS = [path for path in DOCUMENTS if places_for(path) is places_for(DOCUMENTS[-1])]
LESSON_CASES = [(code, path) for code in TRANSLATED for path in LESSONS]


@pytest.mark.parametrize(
    ("code", "original"), LESSON_CASES, ids=[f"{c}-{p.stem}" for c, p in LESSON_CASES]
)
def test_a_translated_lesson_is_used_and_keeps_every_task_and_answer(
    code: str, original: Path
) -> None:
    english, _ = read_lesson(original, "en")
    translated, problem = read_lesson(original, code)
    assert problem is None
    assert translated.title != english.title, "the translation is not in use"
    assert _structure(translated) == _structure(english)
