"""No text the project ships shares six consecutive words with the two source lessons.

The app teaches what two lessons teach and reproduces their numbers, but its sentences
must be its own.  The sources are not in the project: ``source_phrases.txt`` holds only
hashes of their six-word phrases (see ``make_source_phrases.py``).  Checked: every string
of the lessons and presets, every string literal of the package (what the window, the
exports and the worksheet say), the README and the docs.
"""

from __future__ import annotations

import ast
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.own_words.phrases import fingerprint, phrases

ROOT = Path(__file__).resolve().parents[2]
SOURCE = set(Path(__file__).with_name("source_phrases.txt").read_text().split())

# Example sentences the app quotes on purpose, as data the learner reads and edits: the
# lessons are about these very sentences, so their words are facts, not prose.
QUOTED = (
    "the animal didn't cross the street because it was too tired",
    "the animal didn't cross the street because it was too wide",
    "is_animate is_place is_pronoun",  # the feature names of the it-animal example
)


def _json_strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _json_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _json_strings(item)


def _python_strings(path: Path) -> Iterator[str]:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.value


def shipped_texts() -> Iterator[tuple[str, list[str]]]:
    """(file, its texts) for every file whose words a person reads."""
    for path in sorted((ROOT / "resources").rglob("*.json")):
        if "models" not in path.parts:  # trained weights and a vocabulary, no prose
            yield str(path.relative_to(ROOT)), list(_json_strings(json.loads(path.read_text())))
    for path in sorted((ROOT / "selfattn_gui").rglob("*.py")):
        yield str(path.relative_to(ROOT)), list(_python_strings(path))
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        yield str(path.relative_to(ROOT)), [path.read_text(encoding="utf-8")]


FILES = list(shipped_texts())


@pytest.mark.parametrize(("name", "texts"), FILES, ids=[name for name, _ in FILES])
def test_no_sentence_is_borrowed_from_the_source_lessons(name, texts):
    shared = sorted(
        {p for text in texts for p in phrases(text, QUOTED) if fingerprint(p) in SOURCE}
    )
    assert not shared, f"{name} shares these six-word phrases with a source lesson: {shared}"


def test_the_check_finds_a_borrowed_phrase():
    """The hashes are the sources' phrases: a sentence known to be in one is found."""
    borrowed = "each token's output is a weighted average of all the value vectors"
    assert {fingerprint(p) for p in phrases(borrowed)} & SOURCE
    assert not {fingerprint(p) for p in phrases("a token mixes values by its weights")} & SOURCE
