"""Lessons 10, 11, 12 and 14: every number their texts quote, recomputed here, and a
second way to reach each of their goals.

Lessons 10 to 12 run on hand-made examples: their numbers come from plain loops over
the examples' input matrices (no code from the package's maths).  Lesson 14 runs on
the shipped trained models, whose numbers depend on the trained weights: those are
read through the app's own engine (``compute``), as docs/models.md measures them.
"""

from __future__ import annotations

import math

import pytest
from shipped_lessons import lesson, state_at, step_index

from selfattn_gui.core.lessons.lesson import (
    apply_actions,
    predict_answer,
    task_done,
)
from selfattn_gui.core.lessons.lesson_checks import validate_quantity
from selfattn_gui.core.lessons.lesson_conditions import evaluate, quantity
from selfattn_gui.core.maths import kv_cache
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions import edits, presets
from selfattn_gui.core.training.it_refers_task import ItRefersTask


def rows(matrix) -> list[list[float]]:
    return [[float(v) for v in row] for row in matrix]


def times(vectors: list[list[float]], W: list[list[float]]) -> list[list[float]]:
    return [[sum(v[k] * W[k][j] for k in range(len(v))) for j in range(len(W[0]))] for v in vectors]


def softmax(scores: list[float]) -> list[float]:
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    return [e / sum(exps) for e in exps]


def dot(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


# -- lesson 10: two-layers, by hand ------------------------------------------------------------


def two_layers_by_hand(session) -> list[dict[str, list[list[float]]]]:
    """Each layer's Q, K, weights and input of a one-head causal stack with learned
    positions and a residual, in plain loops: [{"X", "Q", "K", "weights"}, ...]."""
    vocab = session.vocabulary
    W_E, W_pos = rows(vocab.W_E), rows(session.W_pos)
    X = [
        [a + b for a, b in zip(W_E[vocab.labels.index(t)], W_pos[i], strict=True)]
        for i, t in enumerate(session.tokens)
    ]
    found = []
    for layer in session.layers:
        (head,) = layer.heads
        Q, K, V = times(X, rows(head.W_q)), times(X, rows(head.W_k)), times(X, rows(head.W_v))
        d_k = len(Q[0])
        weights = []
        for i in range(len(X)):
            row = softmax([dot(Q[i], K[j]) / math.sqrt(d_k) for j in range(i + 1)])
            weights.append(row + [0.0] * (len(X) - i - 1))
        found.append({"X": X, "Q": Q, "K": K, "weights": weights})
        mixed = [
            [sum(weights[i][j] * V[j][c] for j in range(len(X))) for c in range(len(V[0]))]
            for i in range(len(X))
        ]
        out = times(mixed, rows(layer.W_o))
        X = [[x + o for x, o in zip(X[i], out[i], strict=True)] for i in range(len(X))]
    return found


def test_lesson_10_quotes_the_two_layers_numbers():
    les = lesson("10-qkv-are-not-embeddings")
    session = state_at(les, 0)
    assert session.tokens == ("<s>", "Harry", "Potter", "Harry")
    first, second = two_layers_by_hand(session)
    assert session.d_model == 13 and len(first["Q"][0]) == 4 and len(second["Q"][0]) == 3
    # Same word, same embedding, and yet no match in layer 1:
    W_E = rows(session.vocabulary.W_E)
    harry = W_E[session.vocabulary.labels.index("Harry")]
    assert dot(harry, harry) == 1  # the embeddings would match (the "1" mistake)
    assert dot(first["Q"][3], first["K"][1]) / math.sqrt(4) == 0
    assert dot(first["Q"][3], first["K"][2]) / math.sqrt(4) == 4.5  # with Potter
    # Potter's layer-2 key reads what layer 1 wrote: 3 × its weight on Harry
    on_harry = first["weights"][2][1]
    assert on_harry == pytest.approx(0.978, abs=0.0005)
    assert first["weights"][2][0] == pytest.approx(0.011, abs=0.0005)
    assert first["weights"][2][2] == pytest.approx(0.011, abs=0.0005)
    W_k = rows(session.layers[1].heads[0].W_k)  # layer 2 reads x8–x10 (rows 7 to 9), × 3
    assert [r for r in range(13) if any(W_k[r])] == [7, 8, 9]
    assert [W_k[7 + c][c] for c in range(3)] == [3, 3, 3]
    assert second["K"][2][1] == pytest.approx(3 * on_harry, abs=1e-12)
    assert 3 * on_harry == pytest.approx(2.93, abs=0.01)
    assert second["X"][2][8] == pytest.approx(on_harry, abs=1e-12)  # feature 8 of Potter
    assert W_E[session.vocabulary.labels.index("Potter")][7:10] == [0, 0, 0]
    answers = [
        predict_answer(s.predict, state_at(les, i)) for i, s in enumerate(les.steps) if s.predict
    ]
    assert answers == pytest.approx([0.0, second["K"][2][1]], abs=1e-9)


def test_lesson_10_goal_is_reached_from_layer_1_three_ways_but_not_from_layer_2():
    les = lesson("10-qkv-are-not-embeddings")
    index = step_index(les, "Change layer 2 from layer 1")
    task = les.steps[index].task
    start = state_at(les, index)
    assert two_layers_by_hand(start)[1]["weights"][3][2] > 0.9  # the last Harry finds Potter
    ways = {
        "heads.0.W_v": [(1, 1, 0.0)],  # Harry's value no longer carries "Harry"
        "W_o": [(1, 8, 0.0)],  # or it is not written into feature 8
        "heads.0.W_q": [(5, 2, 0.0), (5, 1, 3.0)],  # or Potter looks two back, at <s>
    }
    for key, cells in ways.items():
        after = edits.set_cells(start, key, cells)
        assert two_layers_by_hand(after)[1]["weights"][3][2] < 0.5, key
        assert task_done(task, after, start=start), key
    # The same weight through layer 2's own W_q does not count: "without touching layer 2".
    inside = edits.set_cells(start, "layers.1.heads.0.W_q", [(1, 1, 0.0)])
    assert two_layers_by_hand(inside)[1]["weights"][3][2] < 0.5
    assert not task_done(task, inside, start=start)


# -- lesson 11: cross-translation, by hand -------------------------------------------------------


def cross_weights(session) -> list[list[float]]:
    """Weights of each French query on each English key, in plain loops (no mask)."""
    head = session.layers[0].heads[0]
    Q = times(rows(session.embeddings), rows(head.W_q))
    K = times(rows(session.source.embeddings), rows(head.W_k))
    d_k = len(Q[0])
    return [softmax([dot(q, k) / math.sqrt(d_k) for k in K]) for q in Q]


def test_lesson_11_quotes_the_cross_translation_numbers():
    les = lesson("11-cross-attention")
    session = state_at(les, 0)
    french, english = list(session.tokens), list(session.source.tokens)
    assert (french, english) == (["le", "chat", "noir"], ["the", "black", "cat"])
    chat, cat, black = 1, 2, 1
    assert rows(session.layers[0].heads[0].W_k) == [[2, 0, 0], [0, 2, 0], [0, 0, 2]]  # 2 × features
    weights = cross_weights(session)
    head = session.layers[0].heads[0]
    assert times(rows(session.embeddings), rows(head.W_q))[chat] == [0, 2, 0]
    assert times(rows(session.source.embeddings), rows(head.W_k))[cat] == [0, 2, 0]
    assert 4 / math.sqrt(3) == pytest.approx(2.31, abs=0.005)
    assert math.exp(4 / math.sqrt(3)) == pytest.approx(10.1, abs=0.05)
    assert weights[chat][cat] == pytest.approx(0.83, abs=0.005)
    assert weights[chat][black] < 0.1
    bigger = edits.set_cells(session, "source", [(cat, 1, 2.0)])  # cat's animal feature: 2
    assert 8 / math.sqrt(3) == pytest.approx(4.62, abs=0.005)
    assert math.exp(8 / math.sqrt(3)) == pytest.approx(101, abs=0.5)
    assert cross_weights(bigger)[chat][cat] == pytest.approx(0.98, abs=0.005)
    answers = [
        predict_answer(s.predict, state_at(les, i)) for i, s in enumerate(les.steps) if s.predict
    ]
    assert answers == pytest.approx([weights[chat][cat], cross_weights(bigger)[chat][cat]])


def test_lesson_11_goal_through_the_english_vector_but_not_through_w_q():
    les = lesson("11-cross-attention")
    index = step_index(les, "Point noir at the article")
    task = les.steps[index].task
    start = state_at(les, index)
    noir, the = 2, 0
    assert cross_weights(start)[noir][the] < 0.1
    # A colour feature for the English "the": its key answers noir's question best.
    by_source = edits.set_cells(start, "source", [(0, 2, 2.0)])
    assert cross_weights(by_source)[noir][the] == pytest.approx(0.90, abs=0.005)
    assert task_done(task, by_source, start=start)
    # W_k the other way: black no longer says colour, the says a little of it.
    by_w_k = edits.set_cells(start, "heads.0.W_k", [(0, 2, 1.0), (2, 2, 0.0)])
    assert cross_weights(by_w_k)[noir][the] > 0.5
    assert task_done(task, by_w_k, start=start)
    # Changing noir's own question (W_q, the French side) is not what was asked.
    by_w_q = edits.set_cells(start, "heads.0.W_q", [(1, 2, 0.0), (1, 0, 2.0)])
    assert cross_weights(by_w_q)[noir][the] > 0.5
    assert not task_done(task, by_w_q, start=start)


# -- lesson 12: gqa-four-heads, by hand ----------------------------------------------------------


def gqa_weights(session, head: int) -> list[list[float]]:
    """One head's weights, its W_q its own and its W_k its group's, in plain loops."""
    X = rows(session.embeddings)
    Q = times(X, rows(edits.get_matrix(session, f"heads.{head}.W_q")))
    K = times(X, rows(edits.get_matrix(session, f"heads.{head}.W_k")))
    d_k = len(Q[0])
    return [softmax([dot(q, k) / math.sqrt(d_k) for k in K]) for q in Q]


def test_lesson_12_memory_by_hand():
    les = lesson("12-grouped-query")
    session = state_at(les, 0)
    heads, d_k, d_v = 4, 2, 2
    assert (session.n_heads, session.d_k, session.d_v) == (heads, d_k, d_v)
    assert session.layers[0].kv_heads is None  # every head its own keys in step 1
    own = heads * (d_k + d_v) * 8
    llama_shared = 8 * (128 + 128) * 2
    llama_own = 64 * (128 + 128) * 2
    assert (own, llama_shared, llama_own) == (128, 4096, 32768)
    assert (llama_shared / 1024, llama_own / 1024) == (4, 32)
    shape = kv_cache.LLAMA_2_70B  # the sizes the lesson quotes
    assert (shape.layers, shape.query_heads, shape.kv_heads, shape.head_width) == (80, 64, 8, 128)
    assert shape.bytes_per_number == 2
    answers = [
        predict_answer(s.predict, state_at(les, i)) for i, s in enumerate(les.steps) if s.predict
    ]
    assert answers[:2] == [own, llama_shared / 1024]
    grouped = state_at(les, step_index(les, "Shared keys, different weights"))
    assert quantity({"quantity": "kv_cache_memory"}, grouped, compute(grouped)) == 64


def test_lesson_12_shared_keys_different_weights():
    les = lesson("12-grouped-query")
    index = step_index(les, "Shared keys, different weights")
    session = state_at(les, index)
    tokens = list(session.tokens)
    cat, sat = tokens.index("cat"), tokens.index("sat")
    head_1, head_2 = gqa_weights(session, 0), gqa_weights(session, 1)
    cat_query = times(rows(session.embeddings), rows(edits.get_matrix(session, "heads.1.W_q")))
    assert cat_query[cat] == [2, 0]
    # the same keys in both heads of the group ...
    assert rows(edits.get_matrix(session, "heads.0.W_k")) == rows(
        edits.get_matrix(session, "heads.1.W_k")
    )
    # ... the numbers of the explanation ...
    assert 4 / math.sqrt(2) == pytest.approx(2.83, abs=0.005)
    assert math.exp(4 / math.sqrt(2)) == pytest.approx(16.9, abs=0.05)
    assert head_2[cat][sat] == pytest.approx(1 / (2 * math.exp(4 / math.sqrt(2)) + 4))
    assert head_2[cat][sat] == pytest.approx(0.026, abs=0.0005)
    # ... and head 1, with the same keys, puts most of cat's attention on sat
    assert head_1[cat][sat] > 0.5
    assert predict_answer(les.steps[index].predict, session) == pytest.approx(head_2[cat][sat])


def test_lesson_12_goal_a_second_way_and_what_it_costs():
    les = lesson("12-grouped-query")
    index = step_index(les, "One group for all")
    task = les.steps[index].task
    start = state_at(les, index)
    assert start.layers[0].n_kv_heads == 1
    tokens = list(start.tokens)
    cat, on = tokens.index("cat"), tokens.index("on")
    assert gqa_weights(start, 3)[cat][on] < 0.1
    # "on" answers "noun?" strongly, and head 4's cat asks that instead.
    after = edits.set_cells(start, "heads.3.W_k", [(3, 0, 4.0)])
    after = edits.set_cells(after, "heads.3.W_q", [(0, 0, 2.0), (0, 1, 0.0)])
    assert gqa_weights(after, 3)[cat][on] == pytest.approx(0.886, abs=0.001)
    assert task_done(task, after, start=start)
    # The shared key is heard by every head: head 1's weights moved too (the last step).
    solved = apply_actions(start, task.solution)
    sat = tokens.index("sat")
    assert gqa_weights(start, 0)[cat][sat] > 0.5  # head 1: cat asks for its verb ...
    assert gqa_weights(solved, 0)[cat][on] > gqa_weights(solved, 0)[cat][sat]  # ... now "on"
    assert gqa_weights(solved, 1) == gqa_weights(start, 1)  # head 2 asks only for nouns
    # Regrouping instead does not count: the goal keeps the single group.
    regrouped = apply_actions(start, [{"set": {"kv_heads": {"layer": 0, "groups": 4}}}])
    assert not task_done(task, regrouped, start=start)


def test_the_kv_cache_memory_quantity():
    session = presets.load_preset("gqa-four-heads")
    result = compute(session)
    q = {"quantity": "kv_cache_memory"}
    validate_quantity(q, "q")
    assert quantity(q, session, result) == 2 * (2 + 2) * 8
    llama = {"quantity": "kv_cache_memory", "groups": 64, "d_k": 128, "bytes_per_number": 2}
    validate_quantity({**llama, "unit": "KiB"}, "q")
    assert quantity({**llama, "unit": "KiB"}, session, result) == 32
    assert quantity({**llama, "unit": "MiB"}, session, result) == 32 / 1024
    assert quantity(llama, session, result) == 32768
    assert evaluate({**q, "op": "==", "value": 64}, session, result)


# -- lesson 14: the trained models, through the app's engine -------------------------------------


def test_lesson_14_induction_numbers():
    les = lesson("14-trained-heads")
    session = state_at(les, 0)
    result = compute(session)

    def read(**q) -> float:
        return quantity(q, session, result)

    tokens = session.tokens
    assert (session.n_layers, session.n_heads, session.d_model, session.d_k) == (2, 4, 32, 8)
    assert tokens[1:11] == tokens[11:21] and tokens[1] == "H" and tokens[10] == "B"
    assert (tokens[4], tokens[5], tokens[14]) == ("Z", "Q", "Z")
    # the previous-token head: position 11 on 10, and the positions around it too
    for position in range(6, 17):
        assert read(quantity="weight", query=position, key=position - 1, layer=0) > 0.95
    assert read(quantity="weight", query=11, key=1, layer=0) < 0.01
    for head in (1, 2, 3):  # the other heads of layer 1 do not look one step back cleanly
        back = [
            read(quantity="weight", query=t, key=t - 1, layer=0, head=head) for t in range(1, 21)
        ]
        assert sum(back) / len(back) < 0.5, head
    # every head of layer 2: the second Z looks at Q, after the first Z
    for head in range(4):
        assert read(quantity="weight", query=14, key=5, layer=1, head=head) > 0.95
        assert read(quantity="weight", query=14, key=4, layer=1, head=head) < 0.01
    # nine copyable predictions from position 11, all right; none with head 1 off
    assert len(range(11, len(tokens) - 1)) == 9
    assert read(quantity="next_token_accuracy", **{"from": 11}) == 1
    off = apply_actions(session, [{"set": {"heads_off": [[0, 0]]}}])
    assert quantity({"quantity": "next_token_accuracy", "from": 11}, off, compute(off)) == 0
    assert len(session.vocabulary.labels) - 1 == 31  # chance: 1 in 31 (<s> never comes)
    answers = [
        predict_answer(s.predict, state_at(les, i))
        for i, s in enumerate(les.steps[:6])
        if s.predict
    ]
    assert answers == pytest.approx([0, 0, 0], abs=0.01)


def test_lesson_14_copying_breaks_through_layer_2_as_well():
    les = lesson("14-trained-heads")
    index = step_index(les, "Break the copying")
    task = les.steps[index].task
    start = state_at(les, index)
    all_four = apply_actions(start, [{"set": {"heads_off": [[1, h] for h in range(4)]}}])
    assert task_done(task, all_four, start=start)
    three = apply_actions(start, [{"set": {"heads_off": [[1, h] for h in range(3)]}}])
    assert not task_done(task, three, start=start)  # they back each other up
    other = apply_actions(start, [{"set": {"heads_off": [[0, 1], [0, 2], [0, 3]]}}])
    assert not task_done(task, other, start=start)


def test_lesson_14_it_refers_numbers_and_a_second_adjective():
    les = lesson("14-trained-heads")
    index = step_index(les, "“it”, in a trained model")
    session = state_at(les, index)
    result = compute(session)
    assert session.tokens[10] == "tired" and session.tokens[12] == "="
    assert ItRefersTask().is_held_out("animal", "tired")
    assert ItRefersTask().is_held_out("street", "wide")

    def on(s, key: str, layer: int = 1, head: int = 1) -> float:
        q = {"quantity": "weight", "query": 12, "key": key, "layer": layer, "head": head}
        return quantity(q, s, compute(s))

    assert on(session, "animal") > 0.95
    assert quantity({"quantity": "top_prediction", "position": 12}, session, result) == "animal"
    # layer 1's second head: "=" looks at the adjective more than at any other word
    row = [on(session, i, layer=0) for i in range(13)]
    assert max(range(13), key=row.__getitem__) == 10
    task = les.steps[step_index(les, "Make it mean the street")].task
    start = state_at(les, step_index(les, "Make it mean the street"))
    for adjective in ("wide", "busy", "wet", "long", "icy", "muddy", "steep", "crowded"):
        words = list(session.tokens)
        words[10] = adjective
        after = apply_actions(start, [{"set": {"tokens": words}}])
        assert on(after, "street") > 0.9, adjective
        assert task_done(task, after, start=start), adjective
    answer = predict_answer(les.steps[step_index(les, "Make it mean the street")].predict, start)
    assert answer > 0.95
    words = list(session.tokens)
    words[10] = "wide"
    assert answer == on(apply_actions(session, [{"set": {"tokens": words}}]), "street")
