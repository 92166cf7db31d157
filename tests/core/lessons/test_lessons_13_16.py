"""Lessons 13 (find, explain, fix) and 16 (what weights explain): every number their texts
and questions use, worked out here with plain loops from the preset's own inputs, and each
goal reached by a second solution that is not the lesson's own (and missed by a near one).
"""

from __future__ import annotations

import math
import re

import pytest
from shipped_lessons import lesson, state_at, step_index

from selfattn_gui.core.lessons.lesson import (
    predict_answer,
    task_done,
)
from selfattn_gui.core.lessons.lesson_markup import plain
from selfattn_gui.core.lessons.lesson_view import LessonView, view_after
from selfattn_gui.core.sessions import edits, presets

# -- naive attention, from the inputs --------------------------------------------------------


def matmul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))] for i in range(len(a))]  # fmt: skip


def softmax(row):
    top = max(row)
    exps = [math.exp(x - top) for x in row]
    return [e / sum(exps) for e in exps]


def inputs(name: str):
    session = presets.load_preset(name)
    head = session.heads[0]
    return [m.tolist() for m in (session.embeddings, head.W_q, head.W_k, head.W_v)]


def naive_scores(embeddings, w_q, w_k, divide: bool = True):
    queries, keys = matmul(embeddings, w_q), matmul(embeddings, w_k)
    d_k = len(w_q[0])
    scale = math.sqrt(d_k) if divide else 1.0
    return [
        [sum(q * k for q, k in zip(qr, kr, strict=True)) / scale for kr in keys] for qr in queries
    ]


def numbers_in(text: str) -> list[float]:
    """The decimals written in a text (minus signs as − or -)."""
    found = re.findall(r"[−-]?\d+\.\d+", plain(text))
    return [float(n.replace("−", "-")) for n in found]


# -- lesson 13 -----------------------------------------------------------------------------

CAT, SAT, MAT = 0, 1, 2


@pytest.fixture
def cat_sat_mat():
    embeddings, w_q, w_k, _w_v = inputs("cat-sat-mat")
    scores = naive_scores(embeddings, w_q, w_k)
    weights = [softmax(row) for row in scores]
    columns = [softmax([scores[i][j] for i in range(3)]) for j in range(3)]
    by_columns = [[columns[j][i] for j in range(3)] for i in range(3)]
    raw = naive_scores(embeddings, w_q, w_k, divide=False)
    unscaled = [softmax(row) for row in raw]
    return {"weights": weights, "by_columns": by_columns, "unscaled": unscaled, "raw": raw}


def test_lesson_13_answers_and_the_numbers_of_its_texts(cat_sat_mat):
    les = lesson("13-find-explain-fix")
    w, wrong, unscaled = cat_sat_mat["weights"], cat_sat_mat["by_columns"], cat_sat_mat["unscaled"]
    answers = [
        (i, predict_answer(s.predict, state_at(les, i)))
        for i, s in enumerate(les.steps)
        if s.predict
    ]
    column_of_cat = sum(w[i][CAT] for i in range(3))
    late_row_of_sat = w[SAT][CAT] + w[SAT][SAT]  # mat zeroed after the softmax
    expected = [column_of_cat, sum(wrong[CAT]), late_row_of_sat, unscaled[MAT][SAT]]
    assert [a for _i, a in answers[:-1]] == pytest.approx(expected, abs=1e-12)
    # (the last question is on it-animal: test_lesson_13_the_colleagues_weights_...)
    # the numbers the texts quote: the lesson 4.8 sum, rounded then unrounded ...
    assert [round(w[i][CAT], 2) for i in range(3)] == [0.50, 0.77, 0.28]
    assert round(column_of_cat, 3) == 1.555 and round(column_of_cat, 2) == 1.56
    assert round(sum(wrong[CAT]), 2) == 1.22 and round(sum(wrong[SAT]), 2) == 0.69
    # ... masking too late: what is kept, what is lost, and the row done right
    assert (round(w[SAT][CAT], 3), round(w[SAT][SAT], 3)) == (0.768, 0.045)
    assert round(late_row_of_sat, 2) == 0.81 and round(w[SAT][MAT], 2) == 0.19
    right = softmax([s / math.sqrt(2) for s in cat_sat_mat["raw"][SAT][:2]])  # mat hidden first
    assert [round(x, 2) for x in right] == [0.94, 0.06]
    assert right[0] / right[1] == pytest.approx(w[SAT][CAT] / w[SAT][SAT])
    # ... and the missing √d_k on mat's row
    assert cat_sat_mat["raw"][MAT] == [-2, -1, -3]
    scaled = [s / math.sqrt(2) for s in cat_sat_mat["raw"][MAT]]
    assert [round(s, 2) for s in scaled] == [-1.41, -0.71, -2.12]
    exps = [math.exp(s) for s in scaled]
    assert (round(exps[1], 3), round(sum(exps), 3)) == (0.493, 0.856)
    assert round(w[MAT][SAT], 2) == 0.58 and round(unscaled[MAT][SAT], 2) == 0.67
    raw_exps = [math.exp(s) for s in cat_sat_mat["raw"][MAT]]
    assert (round(raw_exps[1], 3), round(sum(raw_exps), 3)) == (0.368, 0.553)
    assert math.sqrt(64) == 8  # "with d_k = 64 the raw scores are 8 times too large"
    for index, answer in answers:  # each explanation starts with its own answer
        first = numbers_in(les.steps[index].predict.explanation)[0]
        assert first == pytest.approx(answer, abs=0.006), index


def test_lesson_13_masking_goal_by_w_k_and_not_by_switching_the_mask_off():
    les = lesson("13-find-explain-fix")
    index = step_index(les, "Make the bug cost more")
    task, start = les.steps[index].task, state_at(les, index)
    # mat's key turned towards sat's query [−1, −2]: W_k row x2 = [0, −2]
    second = edits.set_cells(start, "heads.0.W_k", [(1, 1, -2.0)])
    keys = matmul(start.embeddings.tolist(), second.heads[0].W_k.tolist())
    assert keys == [[-1, 1], [1, -1], [-1, -1]]
    shares = softmax([sum(q * k for q, k in zip([-1, -2], key, strict=True)) / math.sqrt(2) for key in keys])  # fmt: skip
    assert shares[CAT] + shares[SAT] < 0.5  # what masking too late keeps
    assert task_done(task, second, start=start)
    # switching the mask off hides the bug instead of making it cost more
    assert not task_done(task, start.replace(causal=False), start=start)
    # the same weights through the embeddings do not count: only W_q and W_k
    moved = edits.set_cells(start, "embeddings", [(1, 3, 0.0), (1, 1, -1.0)])  # sat = [0,−1,0,0]
    moved_scores = naive_scores(moved.embeddings.tolist(), *(m.tolist() for m in (moved.heads[0].W_q, moved.heads[0].W_k)))  # fmt: skip
    assert softmax(moved_scores[SAT])[MAT] > 0.5  # the bug would cost more than half ...
    assert not task_done(task, moved, start=start)  # ... but not by W_q or W_k


def test_lesson_13_equal_scores_goal_by_w_k():
    les = lesson("13-find-explain-fix")
    index = step_index(les, "Why part 3 cannot see it")
    task, start = les.steps[index].task, state_at(les, index)
    second = edits.set_cells(start, "heads.0.W_k", [(1, 1, 0.0)])  # keys [−1,1], [1,1], [−1,1]
    embeddings, w_q, w_k = start.embeddings.tolist(), second.heads[0].W_q.tolist(), second.heads[0].W_k.tolist()  # fmt: skip
    raw = naive_scores(embeddings, w_q, w_k, divide=False)
    assert raw[CAT] == [-1, -1, -1] and max(softmax(raw[CAT])) == pytest.approx(1 / 3)
    assert task_done(task, second, start=start)
    nearly = edits.set_cells(start, "heads.0.W_k", [(1, 1, 0.5)])  # closer, not equal
    assert not task_done(task, nearly, start=start)


def test_lesson_13_the_colleagues_weights_come_from_one_slip_only():
    """The last step's weights, worked out for each slip on it-animal with the mask on:
    only masking after the softmax gives them, so the goal has one answer."""
    les = lesson("13-find-explain-fix")
    index = step_index(les, "Your turn: name the slip")
    step = les.steps[index]
    embeddings, w_q, w_k, _w_v = inputs("it-animal")
    scores = naive_scores(embeddings, w_q, w_k)
    n = len(scores)
    visible = [[j <= i for j in range(n)] for i in range(n)]
    hidden_first = [softmax([s if visible[i][j] else -1e9 for j, s in enumerate(row)]) for i, row in enumerate(scores)]  # fmt: skip
    zeroed_after = [[w if visible[i][j] else 0.0 for j, w in enumerate(softmax(row))] for i, row in enumerate(scores)]  # fmt: skip
    masked = [[s if visible[i][j] else -1e9 for j, s in enumerate(row)] for i, row in enumerate(scores)]  # fmt: skip
    columns = [softmax([masked[i][j] for i in range(n)]) for j in range(n)]
    by_columns = [[columns[j][i] if visible[i][j] else 0.0 for j in range(n)] for i in range(n)]
    raw = naive_scores(embeddings, w_q, w_k, divide=False)
    unscaled = [softmax([s if visible[i][j] else -1e9 for j, s in enumerate(row)]) for i, row in enumerate(raw)]  # fmt: skip
    quoted = numbers_in(step.text)  # 0.33, 0.33, 0.33, 0.95, 0.00, 0.05 (and the zeros "0")
    assert quoted == [0.33, 0.33, 0.33, 0.95, 0.00, 0.05]
    shown = [[round(w, 2) for w in row] for row in zeroed_after]
    assert shown == [[0.33, 0, 0], [0.33, 0.33, 0], [0.95, 0.00, 0.05]]
    # the check in three parts on their numbers: rows short, hidden cells 0, columns not 1
    assert [round(sum(row), 2) for row in zeroed_after] == [0.33, 0.67, 1.0]
    # part 1, asked before the lab: the row of street, and the two expected slips
    assert predict_answer(step.predict, state_at(les, index)) == pytest.approx(sum(zeroed_after[1]))
    assert {1, 0.33} == {m.answer for m in step.predict.mistakes}
    assert [round(sum(zeroed_after[i][j] for i in range(n)), 2) for j in range(n)] != [1.0] * n
    # no other slip (nor the correct code) gives them
    for other in (hidden_first, by_columns, unscaled):
        assert [[round(w, 2) for w in row] for row in other] != shown
    # the goal reads the lab's choice: not done as the step starts, done with the slip
    task, start = step.task, state_at(les, index)
    assert start.causal and start.tokens == ("animal", "street", "it")
    assert view_after(step.actions).lab_mistake == "no_scale"
    for mistake, done in (("no_scale", False), ("wrong_axis", False), ("mask_after_softmax", True)):  # fmt: skip
        assert task_done(task, start, start=start, view=LessonView(mistake)) is done
    # the mask switched off: the slip changes nothing there, so it is not a finding
    assert not task_done(task, start.replace(causal=False), start=start, view=LessonView("mask_after_softmax"))  # fmt: skip


# -- lesson 16 -----------------------------------------------------------------------------

THE, CAT16, STOP, IT = 0, 1, 2, 3


def test_lesson_16_answers_and_the_numbers_of_its_texts():
    les = lesson("16-what-weights-explain")
    embeddings, w_q, w_k, w_v = inputs("weights-vs-values")
    scores = naive_scores(embeddings, w_q, w_k)
    assert scores[IT] == [3, 1, 2, 0]
    weights = softmax(scores[IT])
    values = matmul(embeddings, w_v)
    assert values[THE] == [0, 0, 0, 0] and values[STOP] == [0, 0, 0, 0] and values[CAT16][1] == 2
    output = [sum(weights[k] * values[k][c] for k in range(4)) for c in range(4)]
    residual = [embeddings[IT][c] + output[c] for c in range(4)]
    answers = [
        predict_answer(s.predict, state_at(les, i)) for i, s in enumerate(les.steps) if s.predict
    ]
    assert answers == pytest.approx([weights[THE], output[1], residual[3]], abs=1e-12)
    exps = [math.exp(s) for s in scores[IT]]
    assert (round(exps[THE], 1), round(sum(exps), 1)) == (20.1, 31.2)
    assert [round(weights[k], 2) for k in (THE, STOP)] == [0.64, 0.24]
    assert round(weights[CAT16], 3) == 0.087 and round(output[1], 2) == 0.17
    assert round(residual[3], 2) == 1.03 and round(output[3], 2) == 0.03
    assert round(math.hypot(*output), 2) == 0.18  # "a vector about 0.18 long"
    assert [w for w in w_q] == [[0], [0], [0], [1]]  # "its query is 1"
    for index, step in enumerate(les.steps):
        if step.predict:
            first = numbers_in(step.predict.explanation)[0]
            assert first == pytest.approx(
                predict_answer(step.predict, state_at(les, index)), abs=0.006
            )


def test_lesson_16_output_goal_by_another_value_row_and_not_through_the_keys():
    les = lesson("16-what-weights-explain")
    index = step_index(les, "Change the output, keep the weights")
    task, start = les.steps[index].task, state_at(les, index)
    second = edits.set_cells(start, "heads.0.W_v", [(2, 0, -3.0)])  # the full stop's value
    weights = softmax([3, 1, 2, 0])
    assert -3 * weights[STOP] < -0.5
    assert task_done(task, second, start=start)
    through_keys = edits.set_cells(start, "heads.0.W_v", [(0, 0, 1.0)])
    through_keys = edits.set_cells(through_keys, "heads.0.W_k", [(0, 0, 4.0)])
    assert not task_done(task, through_keys, start=start)  # a weight moved


def test_lesson_16_swap_goal_by_the_embeddings_and_not_by_a_plain_shift():
    les = lesson("16-what-weights-explain")
    index = step_index(les, "Move the weights, keep the output")
    task, start = les.steps[index].task, state_at(les, index)
    second = edits.set_cells(start, "embeddings", [(0, 0, 0.0), (0, 2, 1.0), (2, 2, 0.0), (2, 0, 1.0)])  # fmt: skip
    embeddings = second.embeddings.tolist()
    assert embeddings[THE] == [0, 0, 1, 0] and embeddings[STOP] == [1, 0, 0, 0]
    scores = naive_scores(embeddings, *(m.tolist() for m in (second.heads[0].W_q, second.heads[0].W_k)))  # fmt: skip
    assert scores[IT] == [2, 1, 3, 0] and softmax(scores[IT])[STOP] > 0.5
    assert task_done(task, second, start=start)
    only_up = edits.set_cells(start, "heads.0.W_k", [(2, 0, 5.0)])  # the stop wins, cat loses
    assert softmax([3, 1, 5, 0])[STOP] > 0.5
    assert not task_done(task, only_up, start=start)
