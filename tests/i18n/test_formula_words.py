"""Stage titles and formulas name their matrices in the learner's language.

A translated title that keeps an English word ("scores = Q·Kᵀ" in Chinese) names a
matrix in a language the rest of the window does not speak.  Which English words a
language keeps is not decided here: each language's own term list
(``docs/translations/<code>.md``) says what it calls each term, and an English word
is a leftover when that list never uses it (French says *scores*, Spanish *token*,
every language *softmax*).  The titles are the ones the window shows, made by the
pipeline's stages for every shipped example in several states, the catalogue's titles
and formulas, and the walkthrough's and the worksheet's formulas.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from selfattn_gui.core.languages import TRANSLATED
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.maths.layer_on_show import layer_on_show
from selfattn_gui.core.maths.matrices import CATALOGUE
from selfattn_gui.core.sessions import presets
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.teaching.walkthrough import STEPS, describe_step
from selfattn_gui.core.teaching.worksheet import build_worksheet
from selfattn_gui.ui.foundation import language as app_language
from selfattn_gui.ui.pipeline.stage_texts import STAGES

DOCS = Path(__file__).resolve().parents[2] / "docs" / "translations"
WORD = re.compile(r"[A-Za-z]{3,}")


def _stem(word: str) -> str:
    word = word.lower()
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def term_words(code: str) -> tuple[set[str], set[str]]:
    """(the English words the term list translates, the Latin words its translations use)."""
    english: set[str] = set()
    own: set[str] = set()
    for line in (DOCS / f"{code}.md").read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not line.lstrip().startswith("|") or len(cells) < 2 or set(cells[0]) <= set("-: "):
            continue
        if cells[0] == "English":
            continue
        english |= {_stem(w) for w in WORD.findall(cells[0])}
        own |= {_stem(w) for w in WORD.findall(cells[1])}
    return english, own


def _sessions() -> list[Session]:
    """Every shipped example, and each also with the causal mask on, no scaling and its
    first head switched off, so every variant of a title is made."""
    found = []
    for name in presets.preset_names():
        session = presets.load_preset(name)
        layer = session.layers[0]
        found += [
            session,
            session.replace(causal=session.attention == "self", scale="none"),
            session.with_layer(0, layer.replace(heads_off=frozenset({0}))),
        ]
    return found


def shown_texts() -> list[tuple[str, str]]:
    """``(where, text)`` for every title and formula the window and the worksheet show."""
    texts = []
    for session in _sessions():
        result = compute(session)
        for index in range(session.n_layers):
            shown, shown_result = layer_on_show(session, result, index)
            for stage in STAGES:
                for head in range(shown.n_heads):
                    texts.append((f"stage {stage.key}", stage.texts(shown, head)[0]))
            for step in range(len(STEPS)):
                texts.append(("walkthrough", describe_step(step, shown, shown_result, 0).formula))
            for matrix in CATALOGUE:
                texts += [("catalogue", matrix.title), ("catalogue", matrix.formula_for(shown))]
        sheet = build_worksheet(session)
        for section in (*sheet.given, *sheet.questions, *sheet.answers):
            texts.append(("worksheet", section.formula))
    return texts


@pytest.mark.parametrize("code", TRANSLATED)
def test_titles_and_formulas_keep_no_english_word_the_language_does_not_use(qapp, code):
    english, own = term_words(code)
    foreign = english - own
    installed = app_language.install(qapp, code)
    try:
        texts = shown_texts()
    finally:
        app_language.uninstall(qapp, installed)
    tokens = {t.lower() for s in _sessions() for t in s.tokens}
    problems = set()
    for where, text in texts:
        left = {w for w in WORD.findall(text) if _stem(w) in foreign and w.lower() not in tokens}
        if left:
            problems.add(f"{where}: {text!r} keeps {sorted(left)}")
    assert not problems, f"{code}:\n" + "\n".join(sorted(problems))


def test_the_term_lists_name_the_words_checked():
    """The check above has words to look for: each list translates the matrices' names."""
    for code in TRANSLATED:
        english, _ = term_words(code)
        assert {"score", "weight", "head", "output"} <= english, code
