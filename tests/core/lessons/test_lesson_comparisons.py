"""Comparing two quantities ("value_of") and reading the mistakes lab's choice
("mistakes_lab_shows"): what they say, and the one-line errors of a malformed one."""

from __future__ import annotations

import json
import math

import pytest
from lesson_samples import good_lesson

from selfattn_gui.core.lessons.lesson import LessonError, load_lesson, task_done
from selfattn_gui.core.lessons.lesson_conditions import evaluate
from selfattn_gui.core.lessons.lesson_view import LessonView
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions import edits, presets
from selfattn_gui.core.sessions.session import Session

ON_CAT = {"quantity": "weight", "query": "mat", "key": "cat"}
ON_SAT = {"quantity": "weight", "query": "mat", "key": "sat"}


def holds(condition: dict, session: Session, view: LessonView | None = None) -> bool:
    return evaluate(condition, session, compute(session, allow_blocked=True), view=view)


def mat_row(w_k_cat_2: float = 1.0) -> list[float]:
    """mat's weights on cat, sat, mat in cat-sat-mat, by hand: mat's query is x_mat · W_q
    = [1, 0] + [0, −1] = [1, −1]; the keys x · W_k are cat [−1, 1] (or [−1, w]), sat
    [1, 2], mat [−1, 2]; scores ÷ √2, then softmax."""
    query, keys = [1, -1], [[-1, w_k_cat_2], [1, 2], [-1, 2]]
    scores = [sum(q * k for q, k in zip(query, key, strict=True)) / math.sqrt(2) for key in keys]
    exps = [math.exp(s) for s in scores]
    return [e / sum(exps) for e in exps]


def test_one_quantity_compared_with_another():
    start = presets.load_preset("cat-sat-mat")
    cat, sat, _mat = mat_row()
    assert sat > cat  # mat prefers sat to cat at the start
    assert holds({**ON_SAT, "op": ">", "value_of": ON_CAT}, start)
    assert not holds({**ON_CAT, "op": ">", "value_of": ON_SAT}, start)
    assert holds({**ON_CAT, "op": "<=", "value_of": ON_SAT}, start)
    # cat's key [−1, −3]: mat's query [1, −1] now scores 2 with cat, above sat's −1
    turned = edits.set_cells(start, "heads.0.W_k", [(0, 1, -4.0)])
    cat, sat, _mat = mat_row(-3.0)
    assert cat > sat
    assert holds({**ON_CAT, "op": ">", "value_of": ON_SAT}, turned)
    # the same quantity on both sides: equal, never greater
    assert holds({**ON_CAT, "op": "==", "value_of": ON_CAT}, turned)
    assert not holds({**ON_CAT, "op": ">", "value_of": ON_CAT}, turned)
    # with a mistake on one side: the unscaled row is sharper, so cat gains
    unscaled = {**ON_CAT, "mistake": "no_scale"}
    assert holds({**unscaled, "op": ">", "value_of": ON_CAT}, turned)


def test_flags_texts_and_token_lists_compare_with_their_own_kind():
    start = presets.load_preset("cat-sat-mat")
    causal = {"quantity": "causal"}
    residual = {"quantity": "residual_on"}
    assert holds({**causal, "op": "!=", "value_of": residual}, start.replace(causal=False))
    assert holds({**causal, "op": "==", "value_of": residual}, start.replace(causal=True))
    order = {"quantity": "token_order"}
    assert holds({**order, "op": "==", "value_of": order}, start)


def test_a_second_quantity_that_cannot_be_read_makes_the_comparison_false():
    start = presets.load_preset("cat-sat-mat")
    renamed = {**ON_SAT, "key": "dog"}
    assert not holds({**ON_CAT, "op": "<", "value_of": renamed}, start)
    assert not holds({**ON_CAT, "op": "!=", "value_of": renamed}, start)


def test_the_mistakes_lab_choice_is_read_from_the_view_handed_in():
    session = presets.load_preset("cat-sat-mat")
    shows = {"mistakes_lab_shows": "mask_after_softmax"}
    assert holds(shows, session, LessonView(lab_mistake="mask_after_softmax"))
    assert not holds(shows, session, LessonView(lab_mistake="wrong_axis"))
    assert not holds(shows, session, LessonView())  # no lab
    assert not holds(shows, session, None)  # checked outside the window
    assert holds({"not": shows}, session, LessonView(lab_mistake="no_scale"))
    both = {"all": [shows, {"quantity": "causal", "op": "==", "value": True}]}
    view = LessonView(lab_mistake="mask_after_softmax")
    assert holds(both, session.replace(causal=True), view)
    assert not holds(both, session.replace(causal=False), view)


def test_a_task_hands_the_view_to_its_condition(tmp_path):
    data = good_lesson()
    data["steps"][0]["task"]["condition"] = {"mistakes_lab_shows": "no_scale"}
    path = tmp_path / "09-mine.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    task = load_lesson(path).steps[0].task
    assert task is not None
    session = presets.load_preset("cat-sat-mat")
    assert task_done(task, session, view=LessonView(lab_mistake="no_scale"))
    assert not task_done(task, session, view=LessonView(lab_mistake="wrong_axis"))
    assert not task_done(task, session)


WHERE = "steps[0].task.condition"


@pytest.mark.parametrize(
    ("condition", "error"),
    [
        (
            {**ON_CAT, "op": ">"},
            f'{WHERE}: a comparison needs "quantity", "op", and "value" or "value_of"',
        ),
        (
            {**ON_CAT, "op": ">", "value": 0.5, "value_of": ON_SAT},
            f'{WHERE}: a comparison needs "quantity", "op", and "value" or "value_of"',
        ),
        (
            {**ON_CAT, "op": ">", "value_of": 0.5},
            f'{WHERE}.value_of: expected an object with a "quantity", found the number 0.5',
        ),
        (
            {**ON_CAT, "op": ">", "value_of": {"quantity": "wieght"}},
            f"{WHERE}.value_of.quantity: expected one of",
        ),
        (
            {**ON_CAT, "op": ">", "value_of": {"quantity": "weight", "query": "mat"}},
            f'{WHERE}.value_of: the quantity "weight" needs "key"',
        ),
        (  # a comparison hidden inside the second quantity
            {**ON_CAT, "op": ">", "value_of": {**ON_SAT, "op": "<", "value": 1}},
            f'{WHERE}.value_of.op: not a field of the quantity "weight"',
        ),
        (  # nested again, as deep as one likes: still refused at the first level
            {**ON_CAT, "op": ">", "value_of": {**ON_SAT, "value_of": {**ON_SAT, "value_of": {}}}},
            f'{WHERE}.value_of.value_of: not a field of the quantity "weight"',
        ),
        (
            {**ON_CAT, "op": ">", "value_of": {**ON_SAT, "head": -1}},
            f"{WHERE}.value_of.head: expected a head number counted from 0, found the number -1",
        ),
        (
            {**ON_CAT, "op": "==", "value_of": {"quantity": "scale"}},
            f'{WHERE}.value_of: "scale" cannot be compared with "weight"',
        ),
        (
            {"quantity": "token_order", "op": "<", "value_of": {"quantity": "token_order"}},
            f'{WHERE}.op: "token_order" can only be compared with == or !=',
        ),
        (
            {**ON_CAT, "op": "=>", "value_of": ON_SAT},
            f"{WHERE}.op: expected one of < <= > >= == != ≈, found",
        ),
        (
            {**ON_CAT, "op": "≈", "value_of": ON_SAT, "tolerance": -1},
            f"{WHERE}.tolerance: expected a number ≥ 0",
        ),
        (
            {"mistakes_lab_shows": "forgot_softmax"},
            f'{WHERE}.mistakes_lab_shows: expected "wrong_axis" or "mask_after_softmax" or '
            '"no_scale", found "forgot_softmax"',
        ),
        (  # a list where a name belongs: a message, not a crash on an unhashable value
            {**ON_CAT, "op": ">", "value_of": {**ON_SAT, "mistake": ["no_scale"]}},
            f"{WHERE}.value_of.mistake: expected one of",
        ),
        (
            {"mistakes_lab_shows": ["no_scale"]},
            f"{WHERE}.mistakes_lab_shows: expected",
        ),
        (
            {"mistakes_lab_shows": "no_scale", "op": "=="},
            f'{WHERE}: "mistakes_lab_shows" must be the only field of its object',
        ),
        (
            {"any": [{"not": {"mistakes_lab_shows": None}}]},
            f"{WHERE}.any[0].not.mistakes_lab_shows: expected",
        ),
    ],
)
def test_a_malformed_comparison_is_one_line_naming_the_field(tmp_path, condition, error):
    data = good_lesson()
    data["steps"][0]["task"]["condition"] = condition
    path = tmp_path / "09-mine.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LessonError) as caught:
        load_lesson(path)
    message = str(caught.value)
    assert message.startswith(f"09-mine.json: {error}")
    assert "\n" not in message
