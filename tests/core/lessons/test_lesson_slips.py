"""Common slips recognised from the numbers on show, on every shipped question.

For each question the test works out every slip that applies on its own, from the
computed matrices (another key's weight, the score before the softmax, the softmax by
hand without the scaling, with the mask after it, down the column, e^(score), another
head or layer, 1 − the answer, the number before the question's change), types it as the
guess and checks that the verdict names that slip (its words and its tokens); where
several slips give the same number, the one named is the first in :data:`ORDER`.  The
lessons' own mistakes come first, and a right answer is never called a slip.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from typing import Any

import numpy as np
import pytest
from shipped_lessons import lesson, state_at

from selfattn_gui.core.files.resources import resource_path
from selfattn_gui.core.lessons.lesson import apply_actions, judge, list_lessons, predict_answer
from selfattn_gui.core.lessons.lesson_predict import (
    Mistake,
    Predict,
    accepted_distance,
    mistake_values,
    predict_scale,
)
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions import presets

LESSONS = list_lessons([resource_path("lessons")])[0]
PREDICTS = [(les.id, i) for les in LESSONS for i, s in enumerate(les.steps) if s.predict]

#: which slip is named when several give the guess: the question's own change, then the
#: steps of the computation on the right cell, then the wrong cell, head or layer, then 1 − x
ORDER = (
    "before_change",
    "correct_instead",
    "before_softmax",
    "raw_score",
    "no_scale",
    "no_mask",
    "wrong_axis",
    "unnormalised",
    "before_scaling",
    "times_root",
    "over_d_k",
    "after_scaling",
    "swapped",
    "other_key",
    "other_query",
    "other_row",
    "other_column",
    "other_token",
    "other_entry",
    "other_label",
    "other_head",
    "other_layer",
    "complement",
)
#: words each slip's message must say (besides the tokens it names)
WORDS = {
    "before_change": ("before the change",),
    "correct_instead": ("correct computation",),
    "before_softmax": ("scaled score", "before the softmax"),
    "raw_score": ("raw score",),
    "no_scale": ("without dividing", "√d_k"),
    "no_mask": ("without the mask", "after the softmax"),
    "wrong_axis": ("down the column",),
    "unnormalised": ("e^(", "total of the row"),
    "before_scaling": ("raw score", "before dividing"),
    "times_root": ("multiplies",),
    "over_d_k": ("d_k itself",),
    "after_scaling": ("already divided",),
    "swapped": ("wrong way round",),
    "complement": ("1 minus",),
}


@dataclasses.dataclass(frozen=True)
class Expected:
    kind: str
    value: float
    names: tuple[str, ...] = ()  # token labels, "head 2", "layer 1", "q2": what it must name


def softmax(values: list[float]) -> list[float]:
    top = max(values)
    exps = [math.exp(v - top) for v in values]
    return [e / sum(exps) for e in exps]


def _index(labels: tuple[str, ...], ref: str | int) -> int:
    return ref if isinstance(ref, int) else labels.index(ref)


def expected_slips(predict: Predict, session) -> list[Expected]:
    """Every slip of the question, worked out here from the stack's matrices."""
    q: Mapping[str, Any] = predict.answer
    assumed = apply_actions(session, predict.assuming)
    full = compute(assumed, allow_blocked=True)
    name, layer, head = q["quantity"], int(q.get("layer", 0)), int(q.get("head", 0))
    out: list[Expected] = []
    if predict.assuming:
        plain = dataclasses.replace(predict, assuming=())
        out.append(Expected("before_change", predict_answer(plain, session)))
    if name in ("weight", "score", "scaled_score", "row_sum", "max_weight", "column_sum"):
        out += _pair_slips(q, assumed, full, layer, head)
    elif name in ("projection", "output", "residual"):
        out += _entry_slips(q, assumed, full.layers[layer], head)
    elif name == "probability":
        labels = assumed.vocabulary.labels
        row = full.probabilities[q["position"]]
        out += [
            Expected("other_label", row[v], (labels[v], q["label"]))
            for v in range(len(labels))
            if labels[v] != q["label"]
        ]
    if name in ("weight", "max_weight", "probability", "next_token_accuracy"):
        out.append(Expected("complement", 1 - predict_answer(predict, session)))
    return out


def _pair_slips(q, session, full, layer: int, head: int) -> list[Expected]:
    name = q["quantity"]
    queries, keys = session.tokens, session.key_tokens
    shown = full.layers[layer]
    visible = shown.mask
    mistaken = shown
    if q.get("mistake"):
        assert layer == 0  # the shipped questions about a slip ask about layer 1
        mistaken = compute(session, mistake=q["mistake"], allow_blocked=True).layers[0]
    weights = mistaken.heads[head].weights
    out: list[Expected] = []
    if name in ("row_sum", "max_weight", "column_sum"):
        reduce = {"row_sum": np.sum, "max_weight": np.max, "column_sum": np.sum}[name]
        axis = 0 if name == "column_sum" else 1
        correct = reduce(shown.heads[head].weights, axis=axis)
        wrong = reduce(weights, axis=axis)
        labels = keys if name == "column_sum" else queries
        at = _index(labels, q["key"] if name == "column_sum" else q["query"])
        if q.get("mistake"):
            out.append(Expected("correct_instead", correct[at]))
        kind = "other_column" if name == "column_sum" else "other_row"
        out += [Expected(kind, wrong[o], (labels[o],)) for o in range(len(labels)) if o != at]
        return out
    i, j = _index(queries, q["query"]), _index(keys, q["key"])
    scores, scaled = shown.heads[head].scores, shown.heads[head].scaled
    d_k = shown.heads[head].Q.shape[1]
    scaling = session.scale == "sqrt_dk" and d_k != 1
    seen = [k for k in range(len(keys)) if visible[i, k]]
    if name == "weight":
        matrix = weights
        if q.get("mistake"):
            out.append(Expected("correct_instead", shown.heads[head].weights[i, j]))
        else:
            out.append(Expected("before_softmax", scaled[i, j]))
            out.append(Expected("raw_score", scores[i, j]))
            if scaling:
                unscaled = softmax([scores[i, k] for k in seen])
                out.append(Expected("no_scale", unscaled[seen.index(j)]))
            if session.causal or session.mask is not None:
                open_ = compute(session.replace(causal=False, mask=None), allow_blocked=True)
                out.append(Expected("no_mask", open_.layers[layer].heads[head].weights[i, j]))
                everything = softmax(list(scaled[i]))  # masked after: the same for key j
                out.append(Expected("no_mask", everything[j]))
            column = [r for r in range(len(queries)) if visible[r, j]]
            down = softmax([scaled[r, j] for r in column])
            out.append(Expected("wrong_axis", down[column.index(i)]))
            out.append(Expected("unnormalised", math.exp(scaled[i, j])))
    else:
        matrix = scores if name == "score" else scaled
        if name == "scaled_score" and scaling:
            out.append(Expected("before_scaling", scores[i, j]))
            out.append(Expected("times_root", scores[i, j] * math.sqrt(d_k)))
            out.append(Expected("over_d_k", scores[i, j] / d_k))
        if name == "score" and scaling:
            out.append(Expected("after_scaling", scaled[i, j]))
    weight = name == "weight"
    self_attention = session.source is None
    if self_attention and i != j and (not weight or visible[j, i]):
        out.append(Expected("swapped", matrix[j, i], (queries[i], keys[j])))
    out += [
        Expected("other_key", matrix[i, k], (keys[k], keys[j]))
        for k in range(len(keys))
        if k != j and (not weight or visible[i, k])
    ]
    out += [
        Expected("other_query", matrix[r, j], (queries[r], queries[i]))
        for r in range(len(queries))
        if r != i and not (self_attention and r == j) and (not weight or visible[r, j])
    ]
    field = {"weight": "weights", "score": "scores", "scaled_score": "scaled"}[name]
    if not q.get("mistake"):
        out += [
            Expected("other_head", getattr(h, field)[i, j], (f"head {o + 1}", f"head {head + 1}"))
            for o, h in enumerate(full.layers[layer].heads)
            if o != head
        ]
        out += [
            Expected(
                "other_layer",
                getattr(other.heads[head], field)[i, j],
                (f"layer {o + 1}", f"layer {layer + 1}"),
            )
            for o, other in enumerate(full.layers)
            if o != layer and head < len(other.heads)
        ]
    return out


def _entry_slips(q, session, shown, head: int) -> list[Expected]:
    name, tokens = q["quantity"], session.tokens
    if name == "projection":
        matrix = getattr(shown.heads[head], q["of"])
        prefix = q["of"].lower()
    elif name == "output":
        matrix = shown.heads[head].output if "head" in q else shown.attention_output
        prefix = "o" if "head" in q else "a"
    else:
        matrix, prefix = shown.residual, "r"
    t, c = _index(tokens, q["token"]), q["column"]
    out = [
        Expected("other_token", matrix[o, c], (tokens[o], tokens[t]))
        for o in range(matrix.shape[0])
        if o != t
    ]
    out += [
        Expected("other_entry", matrix[t, o], (f"{prefix}{o + 1}", f"{prefix}{c + 1}"))
        for o in range(matrix.shape[1])
        if o != c
    ]
    return out


BOUNDED = ("weight", "max_weight", "probability", "next_token_accuracy")


def reach(value: float, truth: float) -> float:
    """A slip is the guess when the guess is that number as read (to 0.01, or a quarter of
    a small one), and nearer it than the truth."""
    return min(0.01, max(0.25 * abs(value), 1e-9), abs(value - truth) / 2) + 1e-12


def family(kind: str) -> str:
    """swapped_weight and swapped_score are one slip ("swapped") in ORDER."""
    for name in ORDER:
        if kind == name or kind.startswith(f"{name}_"):
            return name
    raise AssertionError(kind)


def question(lesson_id: str, index: int):
    les = lesson(lesson_id)
    predict = les.steps[index].predict
    assert predict is not None
    return predict, state_at(les, index)


@pytest.mark.parametrize(("lesson_id", "index"), PREDICTS)
def test_every_slip_of_every_question_is_named(lesson_id, index):
    predict, session = question(lesson_id, index)
    truth = predict_answer(predict, session)
    scale = predict_scale(predict, session, truth)
    distance = accepted_distance(predict, truth, scale)
    slips = [s for s in expected_slips(predict, session) if math.isfinite(s.value)]
    listed = mistake_values(predict, session)
    for slip in slips:
        if abs(slip.value - truth) <= distance:
            continue  # as good as the answer: never a slip (checked below)
        verdict = judge(predict, session, slip.value)
        assert not verdict.right, (lesson_id, index, slip)
        if any(
            abs(v - truth) > distance and abs(slip.value - v) <= accepted_distance(predict, v)
            for v, _ in listed
        ):
            assert verdict.kind == "mistake", (lesson_id, index, slip, verdict)  # listed first
            continue
        assert verdict.kind == "slip", (lesson_id, index, slip, verdict)
        # the slips this guess could be, not as good as the answer: the first of them is named
        could_be = [
            s
            for s in slips
            if abs(s.value - slip.value) <= reach(s.value, truth)
            and abs(s.value - truth) > distance
        ]
        first = min(ORDER.index(s.kind) for s in could_be)
        assert family(verdict.slip) == ORDER[first], (lesson_id, index, slip, verdict)
        candidates = [s for s in could_be if s.kind == ORDER[first]]
        for word in WORDS.get(ORDER[first], ()):
            assert word in verdict.message, (verdict.message, word)
        assert any(all(n in verdict.message for n in s.names) for s in candidates), (
            lesson_id,
            index,
            verdict.message,
            candidates,
        )


def test_the_shipped_questions_name_every_kind_of_slip():
    """Across the shipped questions, each slip the issue lists is named at least once."""
    named: set[str] = set()
    for lesson_id, index in PREDICTS:
        predict, session = question(lesson_id, index)
        truth = predict_answer(predict, session)
        distance = accepted_distance(predict, truth, predict_scale(predict, session, truth))
        for slip in expected_slips(predict, session):
            if math.isfinite(slip.value) and abs(slip.value - truth) > distance:
                verdict = judge(predict, session, slip.value)
                if verdict.kind == "slip":
                    named.add(family(verdict.slip))
    wanted = {
        *("other_key", "other_query", "swapped", "raw_score", "before_softmax", "no_scale"),
        *("no_mask", "wrong_axis", "unnormalised", "complement", "other_head", "other_layer"),
        *("before_change", "other_row", "other_token", "other_entry", "other_label"),
    }
    assert wanted <= named, wanted - named


@pytest.mark.parametrize(("lesson_id", "index"), PREDICTS)
def test_a_right_answer_is_never_called_a_slip(lesson_id, index):
    predict, session = question(lesson_id, index)
    truth = predict_answer(predict, session)
    distance = accepted_distance(predict, truth, predict_scale(predict, session, truth))
    for guess in (truth, truth + 0.9 * distance, truth - 0.9 * distance, round(truth, 2)):
        if abs(guess - truth) <= distance:
            verdict = judge(predict, session, guess)
            if 0 <= guess <= 1 or predict.answer["quantity"] not in BOUNDED:
                assert verdict.right, (lesson_id, index, guess, verdict)


def test_the_issues_example_sats_weight_not_cats():
    """cat-sat-mat: mat's weight on sat, typed for its weight on cat, is named so."""
    session = presets.load_preset("cat-sat-mat")
    predict = Predict("?", {"quantity": "weight", "query": "mat", "key": "cat"})
    weights = compute(session).heads[0].weights
    tokens = session.tokens
    mat, cat, sat = tokens.index("mat"), tokens.index("cat"), tokens.index("sat")
    verdict = judge(predict, session, float(weights[mat, sat]))
    assert verdict.kind == "slip" and verdict.slip == "other_key_weight"
    assert verdict.message == "That is the weight of mat on sat, not on cat."
    sat_on_cat = Predict("?", {"quantity": "weight", "query": "sat", "key": "cat"})
    swapped = judge(sat_on_cat, session, float(weights[cat, sat]))
    assert swapped.slip == "swapped_weight"
    assert "weight of cat on sat" in swapped.message and "wrong way round" in swapped.message
    nothing = judge(predict, session, 0.9)  # no number of the example
    assert (nothing.kind, nothing.message) == ("wrong", "too high")


def test_a_listed_mistake_comes_before_a_slip_of_the_same_number():
    session = presets.load_preset("cat-sat-mat")
    q = {"quantity": "weight", "query": "mat", "key": "cat"}
    raw = float(compute(session).heads[0].scores[2, 0])  # mat · cat
    plain = Predict("?", q)
    assert judge(plain, session, raw).slip == "raw_score"
    listed = Predict("?", q, mistakes=(Mistake("the lesson's words", answer=raw),))
    verdict = judge(listed, session, raw)
    assert (verdict.kind, verdict.message) == ("mistake", "the lesson's words")


def test_the_raw_score_for_a_scaled_one_and_the_right_sum_for_a_slips_sum():
    """Two slips the shipped lessons list themselves (so those never reach the slips)."""
    session = presets.load_preset("cat-sat-mat")  # d_k = 2
    scaled = Predict("?", {"quantity": "scaled_score", "query": "mat", "key": "cat"})
    raw = float(compute(session).heads[0].scores[2, 0])
    assert judge(scaled, session, raw).slip == "before_scaling"
    assert judge(scaled, session, raw / 2).slip == "over_d_k"
    causal = session.replace(causal=True)
    late = Predict("?", {"quantity": "row_sum", "query": "sat", "mistake": "mask_after_softmax"})
    verdict = judge(late, causal, 1.0)  # the correct weights' row sum
    assert verdict.slip == "correct_instead" and "correct computation" in verdict.message
