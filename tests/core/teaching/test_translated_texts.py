"""The sentences ``core`` writes for a learner reach ``translate``: with a translator
installed, the walkthrough, an explanation, the checks and the worksheet come out in
its words, and the catalogue's names with them."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from selfattn_gui.core import Head, Session
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.maths.checks import run_checks
from selfattn_gui.core.maths.matrices import MATRICES
from selfattn_gui.core.teaching.explain import explain_cell
from selfattn_gui.core.teaching.walkthrough import describe_step
from selfattn_gui.core.teaching.worksheet import build_worksheet
from selfattn_gui.core.text import set_translator

CONTEXTS: set[str] = set()


def _shouting(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """A stand-in language: every text upper-cased, its placeholders kept as they are."""
    CONTEXTS.add(context)
    written = text.replace("%n", str(n)).replace("(s)", "" if n == 1 else "s") if n >= 0 else text
    pieces = written.split("{")
    return pieces[0].upper() + "".join(
        "{" + name + "}" + rest.upper()
        for name, rest in (piece.split("}", 1) for piece in pieces[1:])
    )


@pytest.fixture
def shouting() -> Iterator[None]:
    CONTEXTS.clear()
    set_translator(_shouting)
    yield
    set_translator(None)


def cat_sat_mat() -> Session:
    X = np.array([[1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0], [1.0, 1.0, 0.0, 0.0]])
    rng = np.random.default_rng(0)
    W_q, W_k, W_v = (rng.integers(-1, 2, size=(4, 2)).astype(float) for _ in range(3))
    return Session(("cat", "sat", "mat"), X, (Head(W_q, W_k, W_v),))


@pytest.mark.usefixtures("shouting")
def test_sentences_and_names_come_out_in_the_translators_words() -> None:
    session = cat_sat_mat()
    result = compute(session)
    step = describe_step(3, session, result, 1)
    assert step.title == "SOFTMAX" and "THE SOFTMAX TURNS ROW" in step.text
    assert '"sat"' in step.text  # tokens are the learner's, never translated
    explanation = explain_cell(session, result, "weights", 1, 0)
    assert explanation.title.startswith("WEIGHT OF QUERY")
    checks = run_checks(session)
    assert [check.title for check in checks][0] == "SHAPES"
    worksheet = build_worksheet(session)
    assert worksheet.given[0].title == "GIVEN: THE TOKEN VECTORS"
    assert MATRICES["weights"].title == "WEIGHTS"
    assert {"walkthrough", "explain_weights", "checks", "worksheet", "matrices"} <= CONTEXTS


def test_english_again_once_the_translator_is_gone() -> None:
    assert MATRICES["weights"].title == "Weights"
