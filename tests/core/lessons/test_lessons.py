"""Lesson files: every shipped lesson loads, every task is solvable, bad files fail softly.

The task checks run each step's set-up from a fresh start, check that the task is
NOT done, apply a solution, and check that it IS done.  The exercises of lesson 2
are also solved with hand-written edits (not the lesson's own solution) and compared
with the numbers printed in lesson 4.8 and with a naive softmax.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from lesson_samples import good_lesson
from shipped_lessons import lesson, state_at

from selfattn_gui.core.files.resources import resource_path
from selfattn_gui.core.lessons.lesson import (
    Lesson,
    LessonError,
    LessonProgress,
    apply_actions,
    list_lessons,
    load_lesson,
    parse_prediction,
    predict_answer,
    setup_actions,
    task_done,
    user_data_dir,
)
from selfattn_gui.core.lessons.lesson_conditions import evaluate, quantity
from selfattn_gui.core.lessons.lesson_view import view_after
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions import edits, presets

EXPECTED_IDS = [
    "01-why-attention",
    "02-what-self-attention-does",
    "03-it-finds-animal",
    "04-reading-scores",
    "05-causal-masking",
    "06-why-scale",
    "07-order-and-position",
    "08-residual",
    "09-multi-head",
    "10-qkv-are-not-embeddings",
    "11-cross-attention",
    "12-grouped-query",
    "13-find-explain-fix",
    "14-trained-heads",
    "15-cost-n-squared",
    "16-what-weights-explain",
]


def shipped() -> list[Lesson]:
    lessons, problems = list_lessons([resource_path("lessons")])
    assert problems == []
    return lessons


def naive_softmax(row) -> np.ndarray:
    exps = [math.exp(v) for v in row]
    return np.array([e / sum(exps) for e in exps])


TASKS = [(les.id, i) for les in shipped() for i in les.task_steps]
PREDICTS = [(les.id, i) for les in shipped() for i, s in enumerate(les.steps) if s.predict]


# -- the shipped lessons -------------------------------------------------------------------


def test_the_lessons_ship_in_order_and_load():
    lessons = shipped()
    assert [les.id for les in lessons] == EXPECTED_IDS
    for les in lessons:
        assert 4 <= len(les.steps) <= 8, les.id
        opens = ("load_preset", "load_model")  # an example, or a trained model
        assert any(o in a for a in les.steps[0].actions for o in opens), les.id


@pytest.mark.parametrize(("lesson_id", "index"), TASKS)
def test_every_task_is_not_done_at_its_start_and_done_after_its_solution(lesson_id, index):
    les = lesson(lesson_id)
    task = les.steps[index].task
    assert task is not None and task.solution
    before = state_at(les, index)
    # the mistakes lab as the step's actions leave it, then as the solution leaves it
    view = view_after(les.steps[index].actions)
    assert not task_done(task, before, start=before, view=view)
    after = apply_actions(before, task.solution)
    assert task_done(task, after, start=before, view=view_after(task.solution, view))


@pytest.mark.parametrize(("lesson_id", "index"), PREDICTS)
def test_every_prediction_has_a_finite_answer(lesson_id, index):
    les = lesson(lesson_id)
    answer = predict_answer(les.steps[index].predict, state_at(les, index))
    assert math.isfinite(answer)


def test_there_are_predictions_and_tasks_in_every_lesson():
    for les in shipped():
        assert any(s.predict for s in les.steps), les.id
    assert len(TASKS) >= 15


# -- lesson 1 and 2 against the numbers of lesson 4.8 ---------------------------------------


def test_lesson_1_predictions_match_the_hand_computed_walkthrough():
    les = lesson("02-what-self-attention-does")
    answers = [
        predict_answer(s.predict, state_at(les, i)) for i, s in enumerate(les.steps) if s.predict
    ]
    # q_cat[1] = -1, score cat·sat = -2, scaled -1.41, weight cat→cat 0.50,
    # output cat[0] -0.26, weight sat→sat 0.05 (all printed in lesson 4.8)
    assert answers == pytest.approx([-1, -2, -1.41, 0.50, -0.26, 0.05], abs=0.01)


def test_lesson_2_exercises_by_hand_give_the_lessons_answers():
    les = lesson("03-it-finds-animal")
    wide, question, pronoun_key = 3, 4, 5
    assert les.steps[wide].predict is not None
    assert [les.steps[i].task is not None for i in (question, pronoun_key)] == [True] * 2

    # 1. the sentence ends in "wide": the same layer, "it" now finds "street".  Its query
    # carries 0.75 of needs_place, W_q maps that to 8 in column 1, street's key is
    # [0, 1]: a scaled score of 0.75 · 8 / √2 against street and 0 against the ten others.
    session = state_at(les, wide)
    assert session.tokens[-1] == "wide"
    expected = naive_softmax([0.75 * 8 / math.sqrt(2)] + [0.0] * 10)[0]
    assert predict_answer(les.steps[wide].predict, session) == pytest.approx(expected)
    assert expected == pytest.approx(0.87, abs=0.005)

    # 2. with 0 in W_q the row is uniform 1/3; a negative question finds "street"
    start = state_at(les, question)
    assert predict_answer(les.steps[question].predict, start) == pytest.approx(1 / 3)
    for value in (-1.5, -3.0):  # the lesson's solution and another
        session = edits.set_cells(start, "heads.0.W_q", [(2, 0, value)])
        weights = compute(session).heads[0].weights[2]
        np.testing.assert_allclose(weights, naive_softmax([value * 2, value * -2, 0]))
        assert weights[1] > 0.9
        assert task_done(les.steps[question].task, session, start=start)

    # 3. the pronoun's key becomes 2.0: split between "animal" and itself, and street's
    # sliver halves (1 / (2e⁶ + 1) against e⁻³ / (e³ + e⁻³ + 1))
    start = state_at(les, pronoun_key)
    guess = predict_answer(les.steps[pronoun_key].predict, start)
    assert guess == pytest.approx(naive_softmax([3, -3, 3])[2]) and 0.49 < guess < 0.5
    assert 1 / (2 * math.exp(6) + 1) == pytest.approx(0.0012, abs=0.00005)
    assert naive_softmax([3, -3, 0])[1] == pytest.approx(0.0024, abs=0.00005)
    # its goal: more than 0.7 on itself, W_k only, two ways (its own key up, animal's down)
    for row, value, scores in ((2, 3.0, [3, -3, 4.5]), (0, -1.0, [-1.5, -3, 0])):
        session = edits.set_cells(start, "heads.0.W_k", [(row, 0, value)])
        weights = compute(session).heads[0].weights[2]
        np.testing.assert_allclose(weights, naive_softmax(scores))
        assert weights[2] > 0.7
        assert task_done(les.steps[pronoun_key].task, session, start=start)
    moved_q = edits.set_cells(start, "heads.0.W_q", [(2, 0, 0.0)])
    assert not task_done(les.steps[pronoun_key].task, moved_q, start=start)


def test_lesson_4_negative_score_and_shift_invariance():
    les = lesson("04-reading-scores")
    session = state_at(les, 1)
    result = compute(session)
    assert (
        quantity({"quantity": "scaled_score", "query": "it", "key": "street"}, session, result)
        == -3
    )
    assert predict_answer(les.steps[1].predict, session) == pytest.approx(0.0, abs=0.005)
    assert predict_answer(les.steps[1].predict, session) > 0  # small, never negative
    shifted = edits.set_cells(session, "heads.0.W_k", [(0, 0, 3.0), (1, 0, -1.0), (2, 0, 1.0)])
    np.testing.assert_allclose(
        compute(shifted).heads[0].weights[2], compute(session).heads[0].weights[2]
    )


def test_lesson_3_mask_too_late_loses_the_hidden_share():
    les = lesson("05-causal-masking")
    index = next(i for i, s in enumerate(les.steps) if s.predict and "mistake" in s.predict.answer)
    # sat's row without a mask is 0.77, 0.05, 0.19: zeroing mat after softmax leaves 0.81
    assert predict_answer(les.steps[index].predict, state_at(les, index)) == pytest.approx(
        0.77 + 0.05, abs=0.01
    )
    # and masking first rescales sat's two visible keys to 0.944 and 0.056
    session = apply_actions(state_at(les, index), [{"set": {"causal": True}}])
    assert quantity(
        {"quantity": "weight", "query": "sat", "key": "cat"}, session, compute(session)
    ) == pytest.approx(0.768 / (0.768 + 0.045), abs=0.002)


def test_lesson_8_counts_and_memory_are_the_n_squared_numbers():
    les = lesson("15-cost-n-squared")
    answers = [
        predict_answer(s.predict, state_at(les, i)) for i, s in enumerate(les.steps) if s.predict
    ]
    assert answers == [9, 16, 1000**2 * 4 / 1e6, 10000**2 * 4 / 1e6]


# -- quantities and conditions ------------------------------------------------------------------


@pytest.fixture
def cat_sat_mat():
    session = presets.load_preset("cat-sat-mat")
    return session, compute(session)


def with_no_w_o(session):
    """The session with W_o switched off: 2-wide outputs on 4-wide tokens, so no residual."""
    session = session.replace(W_o=None)
    return session, compute(session)


def test_quantities_on_cat_sat_mat_match_lesson_4_8(cat_sat_mat):
    session, result = cat_sat_mat

    def q(**fields):
        return quantity(fields, session, result)

    assert q(quantity="score", query="cat", key="sat") == -2
    assert q(quantity="projection", of="K", token="sat", column=1) == 2
    assert q(quantity="weight", query=1, key=1) == pytest.approx(0.05, abs=0.005)
    assert q(quantity="column_sum", key="cat") == pytest.approx(0.50 + 0.77 + 0.28, abs=0.01)
    assert q(quantity="column_sum", key="cat", mistake="wrong_axis") == pytest.approx(1.0)
    assert q(quantity="output", token="sat", column=0, head=0) == pytest.approx(-0.72, abs=0.005)
    # Without a head: the attention output, the head's [−0.72, 0.95] after W_o (2 × 4)
    assert q(quantity="output", token="sat", column=1) == pytest.approx(-0.72 + 0.95, abs=0.005)
    assert q(quantity="cell", matrix="heads.0.W_q", row=2, column=0) == -1
    assert q(quantity="token_order") == ("cat", "sat", "mat")
    assert q(quantity="scale_divisor") == pytest.approx(math.sqrt(2))
    assert q(quantity="score_count", n=100, heads=2) == 20000


def test_conditions_compare_combine_and_fail_softly(cat_sat_mat):
    session, result = cat_sat_mat
    w = {"quantity": "weight", "query": "sat", "key": "cat"}  # 0.768

    def holds(condition):
        return evaluate(condition, session, result)

    assert holds({**w, "op": ">", "value": 0.7})
    assert not holds({**w, "op": "<", "value": 0.7})
    assert holds({**w, "op": "≈", "value": 0.77})  # default tolerance 0.01
    assert not holds({**w, "op": "≈", "value": 0.77, "tolerance": 0.001})
    assert holds(
        {
            "all": [
                {**w, "op": ">", "value": 0.7},
                {"quantity": "causal", "op": "==", "value": False},
            ]
        }
    )
    assert not holds(
        {"all": [{**w, "op": ">", "value": 0.7}, {"quantity": "causal", "op": "==", "value": True}]}
    )
    assert holds(
        {"any": [{**w, "op": ">", "value": 0.9}, {"quantity": "n_tokens", "op": "==", "value": 3}]}
    )
    assert holds({"not": {**w, "op": ">", "value": 0.9}})
    assert holds({"quantity": "token_order", "op": "==", "value": ["cat", "sat", "mat"]})
    assert holds({"quantity": "scale", "op": "!=", "value": "none"})
    # a token that is not there, a residual that cannot exist: false, not an exception
    assert not holds({"quantity": "weight", "query": "dog", "key": "cat", "op": ">", "value": 0})
    assert not evaluate(
        {"quantity": "residual", "token": "cat", "column": 0, "op": ">", "value": -9},
        *with_no_w_o(session),
    )


def test_parse_prediction_reads_what_learners_type():
    assert parse_prediction("0.95") == 0.95
    assert parse_prediction(" 0,95 ") == 0.95
    assert parse_prediction("95%") == pytest.approx(0.95)
    assert parse_prediction("1/3") == pytest.approx(1 / 3)
    assert parse_prediction("\u22121.41") == -1.41
    assert parse_prediction("4e8") == 4e8
    for bad in ("", "abc", "1/0", "nan", "inf"):
        with pytest.raises(ValueError):
            parse_prediction(bad)


def test_setup_starts_from_the_last_preset_and_skips_earlier_selections():
    les = lesson("03-it-finds-animal")
    actions = setup_actions(les, 5)
    assert actions[0] == {"load_preset": "it-animal"}
    kinds = [next(iter(a)) for a in actions]
    # earlier steps contribute only state changes; step 5 contributes everything
    assert kinds[:-3].count("highlight") == 0
    assert kinds[-3:] == ["set", "select_query", "highlight"]


# -- bad lesson files --------------------------------------------------------------------------


def write(tmp_path: Path, data, name: str = "09-mine.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def test_a_good_lesson_file_loads(tmp_path):
    les = load_lesson(write(tmp_path, good_lesson()))
    assert les.id == "09-mine" and les.task_steps == [0]


def _set(path: list, value):
    def change(data):
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        return data

    return change


BAD = [
    (lambda d: "{ not json", "not valid JSON"),
    (lambda d: '{"id": 1, "id": 2}', 'key "id" appears twice'),
    (lambda d: '{"steps": [NaN]}', "NaN is not allowed"),
    (_set(["format"], "selfattn-session"), 'format: expected "selfattn-lesson"'),
    (_set(["version"], 7), "version: 7 is newer"),
    (_set(["id"], "09-other"), 'id: "09-other" must match the file name'),
    (_set(["steps"], []), "steps: expected a non-empty list"),
    (_set(["steps", 0, "colour"], "red"), 'steps[0]: unknown field "colour"'),
    (
        _set(["steps", 0, "text"], "<a href='x'>click</a>"),
        "steps[0].text: the tag <a> is not allowed",
    ),
    (
        _set(["steps", 0, "text"], "<b onclick='x'>hi</b>"),
        "steps[0].text: <b> may not have attributes",
    ),
    (_set(["steps", 0, "text"], "<img src=x>"), "steps[0].text: the tag <img>"),
    (
        _set(["steps", 0, "actions"], [{"load_preset": "nope"}]),
        "steps[0].actions[0].load_preset: no preset",
    ),
    (
        _set(["steps", 0, "actions"], [{"run": "rm -rf /"}]),
        'steps[0].actions[0]: unknown action "run"',
    ),
    (
        _set(
            ["steps", 0, "actions"],
            [{"set": {"cells": [{"matrix": "heads.0.W_x", "row": 0, "column": 0, "value": 1}]}}],
        ),
        "steps[0].actions[0].set.cells[0].matrix",
    ),
    (
        _set(["steps", 0, "predict", "answer_expr"], "__import__('os').system('x')"),
        "steps[0].predict.answer_expr: expected an object",
    ),
    (
        _set(["steps", 0, "predict", "answer_expr", "quantity"], "eval"),
        "steps[0].predict.answer_expr.quantity: expected one of",
    ),
    (_set(["steps", 0, "predict", "answer_expr", "head"], -1), "steps[0].predict.answer_expr.head"),
    (
        _set(["steps", 0, "predict", "answer_expr"], {"quantity": "token_order"}),
        "steps[0].predict.answer_expr: a prediction needs a number",
    ),
    (
        _set(["steps", 0, "task", "condition", "op"], "=>"),
        "steps[0].task.condition.op: expected one of",
    ),
    (
        _set(["steps", 0, "task", "condition"], {"all": []}),
        "steps[0].task.condition.all: expected a non-empty list",
    ),
    (
        _set(
            ["steps", 0, "task", "condition"],
            {"quantity": "weight", "query": "a", "op": ">", "value": 1},
        ),
        'steps[0].task.condition: the quantity "weight" needs "key"',
    ),
    (
        _set(["steps", 0, "task", "condition", "value"], "yes"),
        "steps[0].task.condition.value: expected a number",
    ),
    (
        _set(["steps", 0, "task", "solution"], [{"load_preset": "cat-sat-mat"}]),
        'steps[0].task.solution[0]: unknown action "load_preset"',
    ),
    (_set(["steps", 0, "widget"], "browser"), "steps[0].widget: expected one of cost_meter"),
    # Spellings Qt reads as an image although Python's HTMLParser does not.
    (_set(["steps", 0, "text"], "< img src=/dev/zero>"), "steps[0].text: the tag <img>"),
    (_set(["steps", 0, "text"], "<\nimg src=/dev/zero>"), "steps[0].text: the tag <img>"),
    (_set(["steps", 0, "text"], "<p>see <img src=/dev/zero"), "steps[0].text: the tag <img>"),
    (_set(["summary"], "< img src=/dev/zero>"), "lesson.summary: the tag <img>"),
    (
        _set(["steps", 0, "task", "hint"], "< a href=file:///etc/passwd>x</a>"),
        "steps[0].task.hint: the tag <a>",
    ),
    # HTMLParser raised AssertionError on these.
    (_set(["steps", 0, "text"], "<![foo[ x ]]>"), "steps[0].text: declarations"),
    (_set(["steps", 0, "predict", "question"], "<![ x"), "steps[0].predict.question: declarations"),
    # Numbers too large for a float (OverflowError before) and non-finite ones.
    (
        lambda d: json.dumps(d).replace('"value": true', '"value": 1' + "7" * 400),
        "steps[0].task.condition.value: expected a number",
    ),
    (
        lambda d: json.dumps(d).replace('"What?",', '"What?", "tolerance": 1' + "0" * 400 + ","),
        "steps[0].predict.tolerance: expected a finite number",
    ),
    (
        lambda d: json.dumps(d).replace('"What?",', '"What?", "tolerance": 1e400,'),
        "steps[0].predict.tolerance: expected a finite number",
    ),
    (
        _set(
            ["steps", 0, "predict", "answer_expr"],
            {"quantity": "attention_memory", "bytes_per_number": 10**400},
        ),
        "steps[0].predict.answer_expr.bytes_per_number: expected a positive number",
    ),
    (
        _set(
            ["steps", 0, "task", "condition"],
            {"quantity": "causal", "op": "==", "value": True, "tolerance": 10**400},
        ),
        "steps[0].task.condition.tolerance: expected a number ≥ 0",
    ),
]


@pytest.mark.parametrize(("mutate", "expected"), BAD)
def test_a_bad_lesson_file_gives_one_line_naming_the_file_and_the_field(tmp_path, mutate, expected):
    path = write(tmp_path, mutate(good_lesson()))
    with pytest.raises(LessonError) as caught:
        load_lesson(path)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith("09-mine.json: ")
    assert expected in message


def test_listing_skips_bad_files_and_reports_them(tmp_path):
    write(tmp_path, good_lesson())
    write(tmp_path, "{", name="10-broken.json")
    write(tmp_path, good_lesson("09-mine"), name="11-copy.json")  # id does not match its name
    (tmp_path / "notes.txt").write_text("not a lesson")
    lessons, problems = list_lessons([tmp_path, tmp_path / "missing"])
    assert [les.id for les in lessons] == ["09-mine"]
    assert len(problems) == 2
    assert problems[0].startswith("10-broken.json: ") and problems[1].startswith("11-copy.json: ")


def test_any_failure_reading_one_lesson_lists_that_file_and_goes_on(tmp_path, monkeypatch):
    """A bug a lesson file trips (here: a checker raising) must not stop the listing."""
    from selfattn_gui.core.lessons import lesson as lessons_module

    write(tmp_path, good_lesson("09-mine"), name="09-mine.json")
    write(tmp_path, good_lesson("10-trips"), name="10-trips.json")
    real = lessons_module.lesson_from_dict

    def tripping(data, expected_id=None, path=None):
        if expected_id == "10-trips":
            raise AssertionError("unexpected state\nsecond line")
        return real(data, expected_id, path)

    monkeypatch.setattr(lessons_module, "lesson_from_dict", tripping)
    found, problems = list_lessons([tmp_path])
    assert [les.id for les in found] == ["09-mine"]
    assert len(problems) == 1
    assert problems[0].startswith("10-trips.json: could not be read (AssertionError")
    assert "\n" not in problems[0]


def test_an_action_that_does_not_fit_the_session_is_a_lesson_error():
    session = presets.load_preset("cat-sat-mat")
    with pytest.raises(LessonError, match="token_order"):
        apply_actions(session, [{"set": {"token_order": ["cat", "dog", "mat"]}}])
    with pytest.raises(LessonError, match="cells"):
        cell = {"matrix": "heads.0.W_q", "row": 9, "column": 0, "value": 1}
        apply_actions(session, [{"set": {"cells": [cell]}}])


# -- progress ----------------------------------------------------------------------------------------


def test_progress_lives_in_the_user_data_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("SELFATTN_GUI_DATA_DIR", str(tmp_path / "explicit"))
    assert user_data_dir() == tmp_path / "explicit"
    monkeypatch.delenv("SELFATTN_GUI_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert user_data_dir() == tmp_path / "xdg" / "selfattn-gui"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert user_data_dir() == tmp_path / "home" / ".local" / "share" / "selfattn-gui"


def test_progress_round_trips_and_resets():
    progress = LessonProgress.load()
    assert not progress.path.exists()
    progress.mark_step_seen("03-it-finds-animal", 0)
    progress.mark_step_seen("03-it-finds-animal", 4)
    progress.mark_task_done("03-it-finds-animal", 4)
    progress.mark_step_seen("05-causal-masking", 1)
    assert progress.path.exists() and progress.path.parent == user_data_dir()
    assert [p.name for p in progress.path.parent.iterdir()] == [progress.path.name]  # no temp files

    again = LessonProgress.load()
    assert again.steps_seen("03-it-finds-animal") == {0, 4}
    assert again.tasks_done("03-it-finds-animal") == {4}
    assert again.current_step("03-it-finds-animal") == 4
    assert again.is_lesson_done("05-causal-masking", 2, []) is False
    again.mark_step_seen("05-causal-masking", 0)
    assert again.is_lesson_done("05-causal-masking", 2, []) is True
    assert again.is_lesson_done("05-causal-masking", 2, [1]) is False

    again.reset("03-it-finds-animal")
    third = LessonProgress.load()
    assert third.steps_seen("03-it-finds-animal") == set()
    assert third.steps_seen("05-causal-masking") == {0, 1}
    third.reset()
    assert LessonProgress.load().to_dict()["lessons"] == {}


def test_a_damaged_progress_file_starts_afresh_with_a_warning():
    path = user_data_dir() / "lesson-progress.json"
    path.parent.mkdir(parents=True)
    path.write_text("{ not json", encoding="utf-8")
    progress = LessonProgress.load()
    assert progress.warning is not None and "lesson-progress.json" in progress.warning
    assert progress.steps_seen("02-what-self-attention-does") == set()


@pytest.mark.parametrize(
    "damaged",
    ["{ not json", '{"format": "something-else"}', "[1, 2]", "\xff\xfe not text"],
)
def test_a_damaged_progress_file_is_kept_aside_not_overwritten(damaged):
    path = user_data_dir() / "lesson-progress.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(damaged.encode("latin-1"))
    progress = LessonProgress.load()
    kept = sorted(path.parent.glob("lesson-progress.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged.encode("latin-1")
    assert progress.warning is not None and kept[0].name in progress.warning
    progress.mark_step_seen("03-it-finds-animal", 1)  # the new file does not touch the old one
    assert kept[0].read_bytes() == damaged.encode("latin-1")
    assert LessonProgress.load().steps_seen("03-it-finds-animal") == {1}


def test_a_newer_progress_file_keeps_its_version_and_unknown_fields():
    path = user_data_dir() / "lesson-progress.json"
    path.parent.mkdir(parents=True)
    newer = {
        "format": "selfattn-lesson-progress",
        "version": 3,
        "learner": {"name": "Ada"},
        "lessons": {
            "03-it-finds-animal": {
                "steps_seen": [0],
                "tasks_done": [],
                "current_step": 0,
                "time_spent": 120,
            },
            "99-future": {"steps_seen": [5], "badges": ["gold"]},
        },
    }
    path.write_text(json.dumps(newer), encoding="utf-8")
    progress = LessonProgress.load()
    progress.mark_step_seen("03-it-finds-animal", 2)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["version"] == 3
    assert written["learner"] == {"name": "Ada"}
    assert written["lessons"]["03-it-finds-animal"]["time_spent"] == 120
    assert written["lessons"]["03-it-finds-animal"]["steps_seen"] == [0, 2]
    assert written["lessons"]["99-future"]["badges"] == ["gold"]
    assert progress.warning is None


def test_two_open_instances_add_up_their_progress():
    first = LessonProgress.load()
    second = LessonProgress.load()  # another window, started before the first saved anything
    first.mark_step_seen("03-it-finds-animal", 3)
    first.mark_task_done("03-it-finds-animal", 3)
    second.mark_step_seen("05-causal-masking", 1)
    second.mark_step_seen("03-it-finds-animal", 0)
    on_disk = LessonProgress.load()
    assert on_disk.steps_seen("03-it-finds-animal") == {0, 3}
    assert on_disk.tasks_done("03-it-finds-animal") == {3}
    assert on_disk.steps_seen("05-causal-masking") == {1}
    assert on_disk.current_step("03-it-finds-animal") == 0  # the last one to move wins
    # A reset in one window is not undone by the other's next save.
    first.reset("05-causal-masking")
    second.mark_step_seen("03-it-finds-animal", 4)
    again = LessonProgress.load()
    assert again.steps_seen("05-causal-masking") == set()
    assert again.steps_seen("03-it-finds-animal") == {0, 3, 4}


def test_a_progress_file_that_cannot_be_written_does_not_raise(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    progress = LessonProgress(blocker / "progress.json")  # its folder is a file
    progress.mark_task_done("02-what-self-attention-does", 6)
    assert progress.warning is not None and "not saved" in progress.warning
    assert progress.is_task_done("02-what-self-attention-does", 6)  # still known this run


def test_a_lesson_may_name_every_edited_matrix_of_the_catalogue_and_nothing_else():
    from selfattn_gui.core.lessons.lesson_checks import validate_quantity
    from selfattn_gui.core.maths.matrices import CATALOGUE

    for matrix in CATALOGUE:
        for head in (0, 15) if matrix.per_head else (0,):
            cell = {"quantity": "cell", "row": 0, "column": 0}
            if matrix.edited:
                validate_quantity({**cell, "matrix": matrix.document_key(head)}, "here")
            else:
                with pytest.raises(LessonError, match="here.matrix"):
                    validate_quantity({**cell, "matrix": matrix.key}, "here")
    for bad in ("heads.100.W_q", "heads.0.W_o", "W_q", "heads.0.Q"):
        with pytest.raises(LessonError, match="here.matrix"):
            validate_quantity({"quantity": "cell", "matrix": bad, "row": 0, "column": 0}, "here")


def test_a_guess_typed_with_arabic_digits_or_a_percent_sign_is_read():
    assert parse_prediction("٠٫٢٤") == pytest.approx(0.24)
    assert parse_prediction("٥٠٪") == pytest.approx(0.5)
