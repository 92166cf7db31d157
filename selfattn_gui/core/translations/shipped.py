"""The shipped documents that have texts to translate, and the kind of each.

Used by the app to find a translation and by ``make_template`` and the tests to list
what a language still lacks.
"""

from __future__ import annotations

from pathlib import Path

from selfattn_gui.core.files.resources import resource_path
from selfattn_gui.core.translations.content import (
    GLOSSARY_TEXTS,
    LESSON_TEXTS,
    PRESET_INDEX_TEXTS,
    SESSION_TEXTS,
)


def places_for(path: Path) -> frozenset[str]:
    """Where a document of this file's kind holds text."""
    name = path.name
    if name == "glossary.json":
        return GLOSSARY_TEXTS
    if name == "index.json":
        return PRESET_INDEX_TEXTS
    if name.endswith(".selfattn.json"):
        return SESSION_TEXTS
    return LESSON_TEXTS


def shipped_documents() -> list[Path]:
    """Every shipped file with texts: the glossary, the presets and their index, the lessons."""
    lessons = sorted(
        path
        for path in resource_path("lessons").glob("*.json")
        if not path.name.endswith(".selfattn.json")
    )
    presets = sorted(resource_path("presets").glob("*.selfattn.json"))
    return [
        resource_path("glossary.json"),
        resource_path("presets", "index.json"),
        *presets,
        *lessons,
    ]
