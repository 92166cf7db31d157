"""Goal conditions: changed / unchanged since the step began, only these matrices edited,
a head switched off; and the one-line errors of a malformed goal."""

from __future__ import annotations

import json

import pytest
from lesson_samples import good_lesson

from selfattn_gui.core.lessons.lesson import LessonError, load_lesson
from selfattn_gui.core.lessons.lesson_conditions import evaluate
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions import edits, presets
from selfattn_gui.core.sessions.session import Session

SCORE = {"quantity": "score", "query": "it", "key": "animal"}
WEIGHT = {"quantity": "weight", "query": "it", "key": "animal"}


def holds(condition: dict, session: Session, start: Session | None) -> bool:
    return evaluate(condition, session, compute(session, allow_blocked=True), start)


def test_changed_and_unchanged_compare_with_the_steps_start():
    start = presets.load_preset("it-animal")
    shifted = edits.set_cells(start, "heads.0.W_k", [(0, 0, 3.0), (1, 0, -1.0), (2, 0, 1.0)])
    assert holds({"changed": SCORE}, shifted, start)  # 1.5 × 2 = 3 became 1.5 × 3 = 4.5
    assert holds({"unchanged": WEIGHT}, shifted, start)  # every key + 1: no weight moves
    assert not holds({"changed": SCORE}, start, start)
    assert not holds({"unchanged": WEIGHT}, shifted, None)  # no start: not there yet
    one = edits.set_cells(start, "heads.0.W_k", [(0, 0, 3.0)])
    assert not holds({"unchanged": WEIGHT}, one, start)
    assert holds({"unchanged": WEIGHT, "tolerance": 0.1}, one, start)  # 0.950 → 0.989


def test_only_these_matrices_were_edited():
    start = presets.load_preset("it-animal")
    by_w_k = edits.set_cells(start, "heads.0.W_k", [(2, 0, 5.0)])
    by_w_q = edits.set_cells(start, "heads.0.W_q", [(2, 0, 3.0)])
    only = {"edited_only": ["heads.0.W_k"]}
    assert holds(only, by_w_k, start)
    assert not holds(only, by_w_q, start)
    assert not holds(only, by_w_k.replace(causal=True), start)  # a switch counts too
    assert holds(only, start, start)  # nothing edited: combine it with what must change


def test_only_these_rows_of_a_matrix_were_edited():
    start = presets.load_preset("two-heads")  # W_o: rows c1-c4 carry head 1, c5-c8 head 2
    head_2_rows = {"edited_only": [{"matrix": "W_o", "rows": [4, 7]}]}
    assert holds(head_2_rows, edits.set_cells(start, "W_o", [(4, 0, 1.5)]), start)
    assert holds(head_2_rows, edits.set_cells(start, "W_o", [(7, 9, -1.0)]), start)
    assert not holds(head_2_rows, edits.set_cells(start, "W_o", [(3, 0, 1.0)]), start)  # c4
    both = edits.set_cells(start, "W_o", [(4, 0, 1.5), (0, 0, 0.0)])
    assert not holds(head_2_rows, both, start)
    assert holds({"edited_only": ["W_o"]}, both, start)
    two_parts = {
        "edited_only": [{"matrix": "W_o", "rows": [0, 0]}, {"matrix": "W_o", "rows": [4, 4]}]
    }
    assert holds(two_parts, both, start)
    assert not holds(head_2_rows, edits.set_cells(start, "heads.1.W_q", [(1, 0, 8.0)]), start)


def test_a_head_switched_off():
    session = presets.load_preset("two-heads")
    off = session.with_layer(0, session.layers[0].replace(heads_off=frozenset({1})))
    condition = {"quantity": "head_on", "head": 1, "op": "==", "value": False}
    assert holds(condition, off, None)
    assert not holds(condition, session, None)


@pytest.mark.parametrize(
    ("condition", "error"),
    [
        (
            {"changed": {"quantity": "wieght"}},
            "steps[0].task.condition.changed.quantity: expected one of",
        ),
        (
            {"unchanged": WEIGHT, "op": ">"},
            'steps[0].task.condition.op: not a field of "unchanged"',
        ),
        (
            {"edited_only": []},
            "steps[0].task.condition.edited_only: expected a list of matrix keys",
        ),
        (
            {"edited_only": ["W_x"]},
            'steps[0].task.condition.edited_only[0]: expected a matrix key such as "heads.0.W_q"',
        ),
        (
            {"edited_only": [{"matrix": "W_o", "rows": [4]}]},
            "steps[0].task.condition.edited_only[0].rows: expected [first, last]",
        ),
        (
            {"edited_only": [{"matrix": "W_o", "rows": [7, 4]}]},
            "steps[0].task.condition.edited_only[0].rows: expected [first, last]",
        ),
        (
            {"edited_only": [{"matrix": "W_x", "rows": [4, 7]}]},
            'steps[0].task.condition.edited_only[0]: expected a matrix key such as "heads.0.W_q"',
        ),
        (
            {"changed": WEIGHT, "edited_only": ["W_o"]},
            "steps[0].task.condition: give one of changed, unchanged, edited_only, not 2",
        ),
    ],
)
def test_a_malformed_goal_is_one_line_naming_the_field(tmp_path, condition, error):
    data = good_lesson()
    data["steps"][0]["task"]["condition"] = condition
    path = tmp_path / "09-mine.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LessonError) as caught:
        load_lesson(path)
    assert str(caught.value).startswith(f"09-mine.json: {error}")


def test_hints_and_a_single_hint_do_not_mix(tmp_path):
    data = good_lesson()
    data["steps"][0]["task"].update(hint="<p>a</p>", hints=["<p>b</p>"])
    path = tmp_path / "09-mine.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LessonError, match=r"steps\[0\]\.task\.hints: expected a list"):
        load_lesson(path)
