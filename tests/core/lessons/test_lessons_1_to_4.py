"""Lessons 1 to 4: every number their texts state, recomputed here by hand, and every goal
reached by a second edit that is not the lesson's own solution.

The weights are worked out with plain loops from the presets' numbers as the lessons
print them (``naive_weights``), never read back from the engine's output.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from shipped_lessons import lesson, state_at

from selfattn_gui.core.lessons.lesson import (
    Lesson,
    predict_answer,
    task_done,
)
from selfattn_gui.core.lessons.lesson_predict import judge
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions import edits, presets


def step_titled(les: Lesson, start: str) -> int:
    return next(i for i, step in enumerate(les.steps) if step.title.startswith(start))


def naive_weights(query: list[float], keys: list[list[float]], d_k: int) -> list[float]:
    """softmax(q·k / √d_k) over the keys, one loop at a time."""
    scores = [sum(q * k for q, k in zip(query, key, strict=True)) / math.sqrt(d_k) for key in keys]
    exps = [math.exp(s) for s in scores]
    return [e / sum(exps) for e in exps]


def mistake_for(predict, session, guess: float) -> str | None:
    verdict = judge(predict, session, guess)
    return verdict.message if verdict.kind == "mistake" else None


# -- lesson 1: river bank, bank loan ----------------------------------------------------------

# bank's query is W_q's third row; the keys of the, river, bank are W_k's rows for
# [0, 0, 0], [1, 0, 0], [0, 0, 1] (the preset, as the lesson's text states it)
BANK_QUERY = [1, 1]
RIVER_BANK_KEYS = [[0, 0], [2, 0], [-1, -1]]  # the, river, bank
VALUES_RIVER_BANK = [[0, 0, 0], [1, 0, 0], [0, 0, 1]]  # W_v is the identity


def test_the_two_bank_presets_share_one_layer_and_one_bank():
    river, loan = presets.load_preset("river-bank"), presets.load_preset("bank-loan")
    assert river.tokens == ("the", "river", "bank") and loan.tokens == ("the", "bank", "loan")
    assert all(a.equals(b) for a, b in zip(river.heads, loan.heads, strict=True))
    assert river.d_k == 2 and river.d_model == 3  # small, and the dot-product picture shows
    np.testing.assert_array_equal(river.embeddings[2], loan.embeddings[1])  # the same "bank"
    np.testing.assert_array_equal(river.heads[0].W_q[2], BANK_QUERY)
    for row, key in enumerate(RIVER_BANK_KEYS):
        np.testing.assert_array_equal(river.embeddings[row] @ river.heads[0].W_k, key)


def test_lesson_1_bank_takes_water_beside_river_and_money_beside_loan():
    les = lesson("01-why-attention")
    weights = naive_weights(BANK_QUERY, RIVER_BANK_KEYS, 2)
    # the heatmap after the reveal: 0.77 on river, 0.19 on the, 0.05 on itself; output
    # [0.77, 0, 0.05] (the text only says "most", "much smaller", "very little")
    assert [round(w, 2) for w in weights] == [0.19, 0.77, 0.05]
    output = [
        sum(w * v[c] for w, v in zip(weights, VALUES_RIVER_BANK, strict=True)) for c in range(3)
    ]
    assert [round(x, 2) for x in output] == [0.77, 0.0, 0.05]
    river = step_titled(les, "Who does")
    assert predict_answer(les.steps[river].predict, state_at(les, river)) == pytest.approx(
        weights[1]
    )
    # beside loan: loan's key [0, 2] meets the query as river's [2, 0] did
    beside = step_titled(les, 'The same "bank"')
    loan_weights = naive_weights(BANK_QUERY, [[0, 0], [-1, -1], [0, 2]], 2)  # the, bank, loan
    assert loan_weights[2] == pytest.approx(weights[1])
    money = predict_answer(les.steps[beside].predict, state_at(les, beside))
    assert money == pytest.approx(loan_weights[2]) and round(money, 2) == 0.77


def test_lesson_1_counting_questions_and_their_mistakes():
    les = lesson("01-why-attention")
    chain = step_titled(les, "A recurrent network")
    session = state_at(les, chain)
    predict = les.steps[chain].predict
    assert predict_answer(predict, session) == 7 - 2  # keys is word 2, are word 7
    for guess in (6, 7, 1):
        assert mistake_for(predict, session, guess)
    pairs = step_titled(les, "Attention links")
    predict = les.steps[pairs].predict
    words = "The keys to the old cabinet are".split()
    assert predict_answer(predict, session) == len(words) ** 2 == 49
    for guess in (21, 42, 6, 7):  # pairs once, no diagonal, the chain, one per word
        assert mistake_for(predict, session, guess)


def test_lesson_1_bank_listens_to_river_two_ways():
    les = lesson("01-why-attention")
    index = step_titled(les, "Your turn")
    task = les.steps[index].task
    start = state_at(les, index)
    assert not task_done(task, start, start=start)
    # The lesson's way doubles bank's query; another lengthens river's key instead.
    for matrix, cells, query, river_key in (
        ("heads.0.W_q", [(2, 0, 2.0), (2, 1, 2.0)], [2, 2], [2, 0]),
        ("heads.0.W_k", [(0, 0, 4.0)], [1, 1], [4, 0]),
    ):
        session = edits.set_cells(start, matrix, cells)
        weights = naive_weights(query, [[0, 0], river_key, [-1, -1]], 2)
        assert weights[1] > 0.9
        assert compute(session).heads[0].weights[2][1] == pytest.approx(weights[1])
        assert task_done(task, session, start=start)
    # the query and the key turned the wrong way do not count
    session = edits.set_cells(start, "heads.0.W_q", [(2, 0, -2.0), (2, 1, -2.0)])
    assert not task_done(task, session, start=start)


# -- lesson 2: cat sat mat ------------------------------------------------------------------


def test_lesson_2_sat_points_away_from_its_own_key():
    # q_sat = W_q's x2 + x4 rows, k_sat = W_k's x2 + x4 rows (the preset's numbers)
    q_sat = [0 + -1, -1 + -1]
    k_cat, k_sat, k_mat = [-1 + 0, 1 + 0], [0 + 1, 1 + 1], [-1 + 0, 1 + 1]
    assert q_sat == [-1, -2] and [-k for k in k_sat] == q_sat  # exactly opposite
    scores = [sum(a * b for a, b in zip(q_sat, k, strict=True)) for k in (k_cat, k_sat, k_mat)]
    assert scores == [-1, -5, -3]
    weights = naive_weights(q_sat, [k_cat, k_sat, k_mat], 2)
    assert round(weights[0], 2) == 0.77 and round(weights[1], 2) == 0.05
    les = lesson("02-what-self-attention-does")
    index = step_titled(les, 'How much does "sat"')
    predict = les.steps[index].predict
    session = state_at(les, index)
    assert predict_answer(predict, session) == pytest.approx(weights[1])
    raw = [math.exp(s) / sum(math.exp(t) for t in scores) for s in scores]
    assert "raw scores" in mistake_for(predict, session, raw[1])
    assert mistake_for(predict, session, 0)


def test_lesson_2_says_the_widths_that_make_layers_stack():
    session = presets.load_preset("cat-sat-mat")
    assert session.d_model == 4 and session.d_v == 2 and session.W_o.shape == (2, 4)
    text = lesson("02-what-self-attention-does").steps[-1].text
    assert "4 wide" in text and "2 × 4" in text and "same width as a value" not in text


# -- lesson 3: it finds animal --------------------------------------------------------------


def test_lesson_3_the_wide_sentence_is_loaded_not_made_by_editing_the_layer():
    les = lesson("03-it-finds-animal")
    index = step_titled(les, "Change it (1)")
    assert {"load_preset": "animal-wide"} in les.steps[index].actions
    assert not any("set" in action for action in les.steps[index].actions)
    assert les.steps[index].task is None  # nothing to edit: the sentence changed
    explanation = les.steps[index + 2].predict.explanation
    assert "0.0024 to 0.0012" in explanation


# -- lesson 4: reading scores ---------------------------------------------------------------

IT_QUERY = [1.5]
IT_KEYS = [[2], [-2], [0]]  # animal, street, it


def test_lesson_4_numbers_of_the_text():
    weights = naive_weights(IT_QUERY, IT_KEYS, 1)
    assert round(math.exp(3), 2) == 20.09 and round(math.exp(-3), 3) == 0.050
    total = math.exp(3) + math.exp(-3) + 1
    assert round(total, 2) == 21.14
    assert round(weights[1], 4) == 0.0024 and round(weights[2], 3) == 0.047
    assert weights[2] == pytest.approx(weights[0] * math.exp(-3))  # 0.95 × 0.050
    les = lesson("04-reading-scores")
    negative, zero = step_titled(les, "A negative score"), step_titled(les, "What a score of 0")
    session = state_at(les, negative)
    assert predict_answer(les.steps[negative].predict, session) == pytest.approx(weights[1])
    # the question on a score of 0 assumes animal's key 0: the row [0, −3, 0]
    level = naive_weights(IT_QUERY, [[0], [-2], [0]], 1)
    assert round(1 + math.exp(-3) + 1, 2) == 2.05 and round(level[2], 2) == 0.49
    assert predict_answer(les.steps[zero].predict, session) == pytest.approx(level[2])
    assert predict_answer(les.steps[zero].predict, session) != pytest.approx(weights[2], abs=0.1)
    for guess in (0, -3, weights[2]):
        assert mistake_for(les.steps[negative].predict, session, guess)
    for guess in (0, 1, 1 / 3, 0.5):
        assert mistake_for(les.steps[zero].predict, session, guess)


def test_lesson_4_scaling_changes_the_gaps():
    les = lesson("04-reading-scores")
    index = step_titled(les, "Scaling is not shifting")
    session = state_at(les, index)
    predict = les.steps[index].predict
    assert predict_answer(predict, session) == pytest.approx(-3 / math.sqrt(2))
    assert mistake_for(predict, session, -3) and mistake_for(predict, session, -1.5)
    # sat: raw [−1, −5, −3]; the text's 0.77 (scaled) against 0.87 (raw) on cat
    raw = [math.exp(s) / sum(math.exp(t) for t in (-1, -5, -3)) for s in (-1, -5, -3)]
    scaled = naive_weights([-1, -2], [[-1, 1], [1, 2], [-1, 2]], 2)
    assert round(scaled[0], 2) == 0.77 and round(raw[0], 2) == 0.87


SHIFT_EDITS = [
    # the lesson's solution: every key + 1
    ("heads.0.W_k", [(0, 0, 3.0), (1, 0, -1.0), (2, 0, 1.0)], [3, -1, 1]),
    # every key − 2
    ("heads.0.W_k", [(0, 0, 0.0), (1, 0, -4.0), (2, 0, -2.0)], [0, -4, -2]),
    # not W_k at all: one more unit of is_animate for every token adds W_k's 2 to every key
    ("embeddings", [(0, 0, 2.0), (1, 0, 1.0), (2, 0, 1.0)], [4, 0, 2]),
]


@pytest.mark.parametrize(("matrix", "cells", "keys"), SHIFT_EDITS)
def test_lesson_4_the_shift_rule_goal_three_ways(matrix, cells, keys):
    les = lesson("04-reading-scores")
    index = step_titled(les, "Only the differences")
    task = les.steps[index].task
    start = state_at(les, index)
    assert not task_done(task, start, start=start)
    session = edits.set_cells(start, matrix, cells)
    # "it" keeps its query 1.5 (its row of X is unchanged in every edit above)
    np.testing.assert_allclose(compute(session).heads[0].K[:, 0], keys)
    before = naive_weights(IT_QUERY, IT_KEYS, 1)
    after = naive_weights(IT_QUERY, [[k] for k in keys], 1)
    np.testing.assert_allclose(after, before)
    assert task_done(task, session, start=start)


def test_lesson_4_edits_that_move_the_weights_do_not_count():
    les = lesson("04-reading-scores")
    index = step_titled(les, "Only the differences")
    task = les.steps[index].task
    start = state_at(les, index)
    for matrix, cells in (
        ("heads.0.W_k", [(0, 0, 3.0)]),  # one key only
        ("heads.0.W_q", [(2, 0, 3.0)]),  # a longer query stretches the gaps
    ):
        assert not task_done(task, edits.set_cells(start, matrix, cells), start=start)
