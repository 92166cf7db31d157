"""Every number lessons 5–9 and 15 write, recomputed here with plain loops.

The presets are read straight from their JSON files and run through a forward pass
written below (lists and loops, no code from the package): the lessons' answers, the
numbers their expected mistakes stand for, and the numbers in their texts and
explanations are compared with it.  Goal tasks are also reached by a second solution
(different edits from the lesson's "Show me").
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from shipped_lessons import lesson, state_at, step_index

from selfattn_gui.core.lessons.lesson import (
    apply_actions,
    predict_answer,
    task_done,
)
from selfattn_gui.core.sessions import edits, layer_edits

ROOT = Path(__file__).resolve().parents[3] / "resources"


def p_tokens(name: str) -> list[str]:
    return preset(name)["tokens"]


def preset(name: str) -> dict:
    return json.loads((ROOT / "presets" / f"{name}.selfattn.json").read_text())


def answer(lesson_id: str, title: str) -> float:
    les = lesson(lesson_id)
    index = step_index(les, title)
    return predict_answer(les.steps[index].predict, state_at(les, index))


def mistakes(lesson_id: str, title: str) -> list[float]:
    les = lesson(lesson_id)
    return [m.answer for m in les.steps[step_index(les, title)].predict.mistakes if m.answer]


# -- a forward pass in plain loops --------------------------------------------------------


def matmul(a: list[list[float]], b: list[list[float]]) -> list[list[float]]:
    return [[sum(row[k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))] for row in a]


def softmax(row: list[float]) -> list[float]:
    top = max(v for v in row if v != -math.inf)
    exps = [0.0 if v == -math.inf else math.exp(v - top) for v in row]
    return [e / sum(exps) for e in exps]


def sinusoidal(n: int, d: int) -> list[list[float]]:
    return [
        [
            math.sin(p / 10000 ** (i / d)) if i % 2 == 0 else math.cos(p / 10000 ** ((i - 1) / d))
            for i in range(d)
        ]
        for p in range(n)
    ]


def forward(p: dict, order: list[str] | None = None, **switches) -> dict:
    """The weights, head outputs, attention outputs, residuals and next-token probabilities
    of a preset file, layer by layer, with ``switches`` (``causal``, ``scale``, ``residual``,
    ``positional_encoding``) overriding the file's; ``residual`` may list one per layer."""
    tokens = p["tokens"] if order is None else order
    if "vocabulary" in p and p["vocabulary"]:
        vocab = p["vocabulary"]
        x = [list(vocab["W_E"][vocab["labels"].index(t)]) for t in tokens]
    else:
        x = [list(p["embeddings"][p["tokens"].index(t)]) for t in tokens]
    encoding = switches.get("positional_encoding", p["positional_encoding"])
    if encoding == "sinusoidal":
        pe = sinusoidal(len(x), len(x[0]))
        x = [
            [a + b for a, b in zip(row, pe_row, strict=True)]
            for row, pe_row in zip(x, pe, strict=True)
        ]
    elif encoding == "learned":
        x = [
            [a + b for a, b in zip(row, pos, strict=True)]
            for row, pos in zip(x, p["W_pos"], strict=True)
        ]
    layers = p.get("layers") or [{"heads": p["heads"], "W_o": p["W_o"]}]
    causal = switches.get("causal", p["causal"])
    scaled = switches.get("scale", p["scale"]) == "sqrt_dk"
    residual = switches.get("residual", p.get("residual", True))
    found: dict = {"layers": []}
    for number, layer in enumerate(layers):
        weights, head_outputs = [], []
        for head in layer["heads"]:
            q, k, v = (matmul(x, head[name]) for name in ("W_q", "W_k", "W_v"))
            divisor = math.sqrt(len(q[0])) if scaled else 1.0
            rows = []
            for i in range(len(x)):
                scores = [
                    -math.inf
                    if causal and j > i
                    else sum(a * b for a, b in zip(q[i], k[j], strict=True)) / divisor
                    for j in range(len(x))
                ]
                rows.append(softmax(scores))
            weights.append(rows)
            head_outputs.append(matmul(rows, v))
        concat = [sum((out[i] for out in head_outputs), []) for i in range(len(x))]
        attention = concat if layer["W_o"] is None else matmul(concat, layer["W_o"])
        summed = [
            [a + b for a, b in zip(r, o, strict=True)] for r, o in zip(x, attention, strict=True)
        ]
        found["layers"].append(
            {"weights": weights, "heads": head_outputs, "output": attention, "residual": summed}
        )
        # ``residual``: one switch for every layer, or a list with one per layer
        on = residual[number] if isinstance(residual, list) else residual
        x = summed if on else attention
    if p.get("W_U"):
        found["probabilities"] = [softmax(row) for row in matmul(x, p["W_U"])]
    return found


CAT_SAT_MAT = ["cat", "sat", "mat"]


def weights(p: dict, query: str, order=None, **switches) -> dict[str, float]:
    order = order or p["tokens"]
    row = forward(p, order, **switches)["layers"][0]["weights"][0][order.index(query)]
    return dict(zip(order, row, strict=True))


# -- lesson 5: causal masking ---------------------------------------------------------------------


def test_lesson_5_the_numbers_of_the_mask():
    p = preset("cat-sat-mat")
    cat, sat, mat = (weights(p, t) for t in CAT_SAT_MAT)
    masked_sat, masked_mat = weights(p, "sat", causal=True), weights(p, "mat", causal=True)
    assert [round(cat[t], 2) for t in CAT_SAT_MAT] == [0.50, 0.25, 0.25]
    assert [round(sat[t], 3) for t in CAT_SAT_MAT] == [0.768, 0.045, 0.187]
    assert round(sat["cat"] / sat["sat"]) == 17
    assert round(masked_sat["cat"], 2) == 0.94 and round(masked_sat["sat"], 2) == 0.06
    assert masked_sat["mat"] == 0 and masked_mat == pytest.approx(mat)
    assert answer("05-causal-masking", "The first token under the mask") == 1
    assert answer("05-causal-masking", "The visible keys share everything") == pytest.approx(
        masked_sat["cat"]
    )
    too_late = sat["cat"] + sat["sat"]  # masked after the softmax: mat's share is lost
    assert round(too_late, 2) == 0.81 and round(cat["cat"], 2) == 0.50
    step = "The mistake: masking after the softmax"
    assert answer("05-causal-masking", step) == pytest.approx(too_late)
    assert 0.187 in mistakes("05-causal-masking", step) and round(sat["mat"], 3) == 0.187
    # The made-up row of the text: [0.5, 0.3, 0.2], its third key hidden
    assert 0.5 + 0.3 == pytest.approx(0.8)
    assert [0.5 / 0.8, 0.3 / 0.8] == pytest.approx([0.625, 0.375])
    # the last step switches the mask off again and states cat's row: recomputed above
    les = lesson("05-causal-masking")
    both_ways = state_at(les, step_index(les, "Reading both ways"))
    assert not both_ways.causal and les.steps[-1].predict is None
    assert "[0.50, 0.25, 0.25]" in les.steps[-1].text


def test_lesson_5_blind_to_mat_by_a_custom_mask_but_not_by_a_low_score():
    les = lesson("05-causal-masking")
    index = step_index(les, "The visible keys share everything")
    task, start = les.steps[index].task, state_at(les, index)
    hidden = edits.toggle_mask_cell(start, 1, 2)  # sat may not see mat; the mask stays off
    assert not hidden.causal and task_done(task, hidden, start=start)
    low = edits.set_cells(start, "heads.0.W_k", [(1, 1, 20.0)])  # mat scores far below
    assert not task_done(task, low, start=start)


# -- lesson 6: why divide by √d_k ------------------------------------------------------------------


def sat_scores(p: dict) -> list[float]:
    head = p["heads"][0]
    q, k = matmul(p["embeddings"], head["W_q"]), matmul(p["embeddings"], head["W_k"])
    return [sum(a * b for a, b in zip(q[1], k[j], strict=True)) for j in range(3)]


def test_lesson_6_the_numbers_of_the_scale():
    p = preset("cat-sat-mat")
    assert sat_scores(p) == [-1, -5, -3]
    assert [round(s / math.sqrt(2), 2) for s in sat_scores(p)] == [-0.71, -3.54, -2.12]
    assert round(math.sqrt(2), 2) == 1.41 and math.sqrt(64) == 8
    assert round(math.sqrt(512)) == 23
    assert answer("06-why-scale", "Dot products grow with the width") == pytest.approx(math.sqrt(2))
    assert {2, 4, 1} <= set(mistakes("06-why-scale", "Dot products grow with the width"))
    assert any(
        v == pytest.approx(1 / math.sqrt(2))
        for v in mistakes("06-why-scale", "Dot products grow with the width")
    )
    unscaled = weights(p, "sat", scale="none")["cat"]
    assert round(unscaled, 2) == 0.87
    assert unscaled == pytest.approx(1 / (1 + math.exp(-4) + math.exp(-2)))
    assert answer("06-why-scale", "Without the division") == pytest.approx(unscaled)
    by_d_k = softmax([s / 2 for s in sat_scores(p)])[0]  # divided by d_k, not its root
    assert round(by_d_k, 3) == 0.665 and 0.665 in mistakes("06-why-scale", "Without the division")
    assert round(weights(p, "sat")["cat"], 3) in mistakes("06-why-scale", "Without the division")


def test_lesson_6_the_goals_reached_another_way():
    les = lesson("06-why-scale")
    p = preset("cat-sat-mat")
    sharper = les.steps[step_index(les, "Without the division")]
    start = state_at(les, step_index(les, "Without the division"))
    assert not task_done(
        sharper.task, apply_actions(start, [{"set": {"scale": "none"}}]), start=start
    )
    off = apply_actions(start, [{"set": {"scale": "none"}}])
    longer = edits.set_cells(off, "heads.0.W_q", [(1, 1, -2.0)])  # off, and a shorter stretch
    p["heads"][0]["W_q"][1][1] = -2
    assert weights(p, "sat", scale="none")["cat"] > 0.9
    assert task_done(sharper.task, longer, start=start)
    p["heads"][0]["W_q"][1][1] = -3  # the lesson's own solution, the scaling kept on
    assert weights(p, "sat")["cat"] > 0.9

    one_hot_index = step_index(les, "From flat to one-hot")
    start = state_at(les, one_hot_index)
    itself = edits.set_cells(start, "heads.0.W_q", [(1, 0, 5.0)])  # sat's query [4, −2]
    p = preset("cat-sat-mat")
    p["heads"][0]["W_q"][1][0] = 5
    assert weights(p, "sat", scale="none")["sat"] > 0.99
    assert task_done(les.steps[one_hot_index].task, itself, start=start)

    soft_index = step_index(les, "A saturated softmax stops learning")
    start = state_at(les, soft_index)
    p = preset("cat-sat-mat")
    p["heads"][0]["W_q"][1][1] = -5
    assert max(weights(p, "sat", scale="none").values()) > 0.99
    assert round(max(weights(p, "sat").values()), 3) == 0.982  # the lesson's own solution
    alike = edits.set_cells(start, "heads.0.W_k", [(1, 1, 0.0)])
    p["heads"][0]["W_k"][1][1] = 0
    assert max(weights(p, "sat", scale="none").values()) < 0.99
    assert task_done(les.steps[soft_index].task, alike, start=start)


# -- lesson 7: order and positions -----------------------------------------------------------------


def test_lesson_7_the_numbers_of_order_and_positions():
    p = preset("cat-sat-mat")
    pe = sinusoidal(3, 4)
    assert pe[0] == [0, 1, 0, 1]
    assert [round(v, 2) for v in pe[1][:2]] == [0.84, 0.54]
    shuffled = ["mat", "cat", "sat"]
    assert round(weights(p, "cat", shuffled)["sat"], 2) == 0.25
    assert answer("07-order-and-position", "Shuffle the tokens") == pytest.approx(
        weights(p, "cat", shuffled)["sat"]
    )
    with_pe = weights(p, "cat", positional_encoding="sinusoidal")
    assert round(with_pe["sat"], 2) == 0.01 and round(with_pe["cat"], 2) == 0.59
    assert answer("07-order-and-position", "Give every position a signature") == pytest.approx(
        with_pe["sat"]
    )
    moved = weights(p, "cat", shuffled, positional_encoding="sinusoidal")["sat"]
    assert round(moved, 2) == 0.33
    assert answer("07-order-and-position", "Now the order counts") == pytest.approx(moved)
    assert 0.334 in mistakes("07-order-and-position", "Shuffle the tokens")
    assert round(moved, 3) == 0.334
    assert round(with_pe["sat"], 4) in mistakes("07-order-and-position", "Now the order counts")
    # Cat keeps more than 0.75 for itself in some orders (two of them keep the goal honest)
    keeps = {
        order: weights(p, "cat", list(order), positional_encoding="sinusoidal")["cat"]
        for order in (("cat", "mat", "sat"), ("sat", "mat", "cat"), ("cat", "sat", "mat"))
    }
    assert keeps[("cat", "mat", "sat")] > 0.75 and keeps[("sat", "mat", "cat")] > 0.75
    assert keeps[("cat", "sat", "mat")] < 0.75


def test_lesson_7_without_positions_every_output_travels_with_its_token():
    p = preset("cat-sat-mat")
    before = forward(p)["layers"][0]["output"]
    shuffled = ["sat", "mat", "cat"]
    after = forward(p, shuffled)["layers"][0]["output"]
    for token in CAT_SAT_MAT:
        assert after[shuffled.index(token)] == pytest.approx(before[CAT_SAT_MAT.index(token)])
    with_pe = forward(p, shuffled, positional_encoding="sinusoidal")["layers"][0]["output"]
    plain_pe = forward(p, positional_encoding="sinusoidal")["layers"][0]["output"]
    assert with_pe[shuffled.index("cat")] != pytest.approx(plain_pe[0])
    les = lesson("07-order-and-position")
    index = step_index(les, "Shuffle the tokens")
    start = state_at(les, index)
    other = apply_actions(start, [{"set": {"token_order": shuffled}}])
    assert task_done(les.steps[index].task, other, start=start)


# -- lesson 8: the residual ------------------------------------------------------------------------


def test_lesson_8_one_layer_of_it_animal():
    p = preset("it-animal")
    layer = forward(p)["layers"][0]
    assert round(layer["output"][2][2], 2) == 0.05 and round(layer["weights"][0][2][0], 2) == 0.95
    assert round(layer["residual"][2][2], 2) == 1.05 and round(layer["residual"][2][0], 2) == 0.95
    assert answer("08-residual", 'Has "it" forgotten what it is?') == pytest.approx(
        layer["output"][2][2]
    )
    assert answer("08-residual", "Add the token back") == pytest.approx(layer["residual"][2][2])


def test_lesson_8_two_layers_without_and_with_the_residual():
    p = preset("two-layers")
    off, on = forward(p, residual=False), forward(p, residual=True)
    last = 3  # the second "Harry"
    assert off["layers"][1]["output"][last][1] == 0  # its own "Harry" feature, gone
    assert answer("08-residual", "Two layers without the residual") == 0
    assert round(off["layers"][0]["output"][last][9], 3) == 0.968  # "Potter came before me"
    assert off["layers"][1]["weights"][0][last] == pytest.approx([0.25] * 4)
    assert all(v == 0 for v in off["layers"][1]["output"][last])
    assert off["probabilities"][last] == pytest.approx([1 / 3] * 3)
    potter = on["probabilities"][last][2]
    assert round(potter, 2) == 0.96
    assert answer("08-residual", "Two layers with the residual") == pytest.approx(potter)
    assert on["layers"][1]["residual"][last][1] == 1  # with the residual, Harry stays Harry


def test_lesson_8_potter_by_both_residuals_or_by_the_first_layers_alone():
    p = preset("two-layers")
    last, potter = 3, p["vocabulary"]["labels"].index("Potter")
    chances = {
        (a, b): forward(p, residual=[a, b])["probabilities"][last][potter]
        for a in (False, True)
        for b in (False, True)
    }
    # only layer 1's sum matters: layer 2 reads it, and W_U reads what layer 2 wrote
    assert chances[(True, True)] > 0.9 and chances[(True, False)] > 0.9
    assert chances[(False, True)] == pytest.approx(1 / 3)
    assert chances[(False, False)] == pytest.approx(1 / 3)
    les = lesson("08-residual")
    index = step_index(les, "Two layers with the residual")
    task, start = les.steps[index].task, state_at(les, index)
    assert not start.layers[0].residual and not start.layers[1].residual
    assert not task_done(task, start, start=start)
    assert task_done(task, apply_actions(start, task.solution), start=start)  # both on
    first_only = layer_edits.set_residual(start, 0, True)
    assert task_done(task, first_only, start=start)  # the second, different way
    assert not task_done(task, layer_edits.set_residual(start, 1, True), start=start)


# -- lesson 9: two heads ---------------------------------------------------------------------------


def test_lesson_9_every_term_of_the_two_heads():
    p = preset("two-heads")
    layer = forward(p)["layers"][0]
    tokens = p["tokens"]
    so, it, cat = tokens.index("so"), tokens.index("it"), tokens.index("cat")
    match = math.exp(8 / math.sqrt(5)) / (math.exp(8 / math.sqrt(5)) + 5)
    assert round(8 / math.sqrt(5), 2) == 3.58 and round(match, 2) == 0.88
    quiet = math.exp(6 / math.sqrt(5)) / (math.exp(6 / math.sqrt(5)) + 5)  # head 2's 6
    assert round(6 / math.sqrt(5), 2) == 2.68 and round(quiet, 2) == 0.75
    assert layer["weights"][0][so][tokens.index("ate")] == pytest.approx(match)
    assert layer["weights"][1][it][cat] == pytest.approx(quiet)
    assert answer("09-multi-head", "Head 1 looks one word back") == pytest.approx(match)
    assert answer("09-multi-head", "Head 2 links the pronoun to the noun") == pytest.approx(quiet)
    assert round(match, 4) in mistakes("09-multi-head", "Head 2 links the pronoun to the noun")
    assert answer("09-multi-head", "Smaller heads, side by side") == 2 * 4
    # is_noun of "it" after W_o and the residual: both terms come from cat, the only noun
    nouns = [t for t, x in zip(tokens, p["embeddings"], strict=True) if x[0] == 1]
    assert nouns == ["cat"] and p["embeddings"][so][0] == 0 and p["embeddings"][it][0] == 0
    head_1_on_cat, head_2_on_cat = layer["weights"][0][it][cat], layer["weights"][1][it][cat]
    assert round(head_1_on_cat, 3) == 0.025 and round(head_2_on_cat, 3) == 0.745
    total = 0.5 * head_1_on_cat + 0.5 * head_2_on_cat
    assert layer["residual"][it][0] == pytest.approx(total) and round(total, 2) == 0.38
    assert answer("09-multi-head", "W_o mixes the heads") == pytest.approx(total)
    step = "W_o mixes the heads"
    assert round(0.5 * head_2_on_cat, 4) in mistakes("09-multi-head", step)
    assert round(head_1_on_cat + head_2_on_cat, 4) in mistakes("09-multi-head", step)
    assert round(layer["heads"][0][it][3], 4) == 0.9019  # head 1 brought "small word", from so


def test_lesson_9_the_goals_and_the_silenced_head():
    p = preset("two-heads")
    p["W_o"][4][0] = 1.5
    assert forward(p)["layers"][0]["residual"][4][0] > 0.85
    p = preset("two-heads")
    p["heads"][1]["W_q"][1][0] = 0
    assert forward(p)["layers"][0]["weights"][1][4][1] == pytest.approx(1 / 6)
    assert answer("09-multi-head", "Silence a head") == pytest.approx(1 / 6)
    p["heads"][1]["W_q"][1][0] = -6
    assert forward(p)["layers"][0]["weights"][1][4][1] < 0.2
    les = lesson("09-multi-head")
    index = step_index(les, "Give head 2 more say")
    task, start = les.steps[index].task, state_at(les, index)
    it, ate = p_tokens("two-heads").index("it"), p_tokens("two-heads").index("ate")
    assert task_done(task, apply_actions(start, task.solution), start=start)
    # any louder head 2 will do, far louder too: "ate" hears cat from head 2 only evenly
    far = preset("two-heads")
    far["W_o"][4][0] = 4
    noun = [row[0] for row in forward(far)["layers"][0]["residual"]]
    assert noun[it] > 0.85 and noun[it] > noun[ate]
    assert task_done(task, edits.set_cells(start, "W_o", [(4, 0, 4.0)]), start=start)
    # one row too high (c4, head 1's small word): "it" passes both numbers, through head 1
    off_by_one = preset("two-heads")
    off_by_one["W_o"][3][0] = 1
    noun = [row[0] for row in forward(off_by_one)["layers"][0]["residual"]]
    assert noun[it] > 0.85 and noun[it] > noun[ate]
    assert not task_done(task, edits.set_cells(start, "W_o", [(3, 0, 1.0)]), start=start)
    # head 2's pronoun row (c6) turned up far enough: every word gets more noun than "it"
    louder_pronoun = preset("two-heads")
    louder_pronoun["W_o"][5][0] = 20
    noun = [row[0] for row in forward(louder_pronoun)["layers"][0]["residual"]]
    assert noun[it] > 0.85 and noun[ate] > noun[it]
    pronoun = edits.set_cells(start, "W_o", [(5, 0, 20.0)])
    assert not task_done(task, pronoun, start=start)
    index = step_index(les, "Silence a head")
    start = state_at(les, index)
    opposite = edits.set_cells(start, "heads.1.W_q", [(1, 0, -6.0)])
    assert task_done(les.steps[index].task, opposite, start=start)


# -- lesson 15: the cost ---------------------------------------------------------------------------


def test_lesson_15_counts_bytes_and_the_second_way_to_25_scores():
    assert [n * n * 4 for n in (10, 100)] == [400, 40_000]
    assert 1000 * 1000 * 4 / 1e6 == 4 and 10_000**2 * 4 / 1e6 == 400
    assert 1000**2 * 4 / 1e3 in mistakes("15-cost-n-squared", "Ten times longer")  # kB
    assert 1000**2 * 4 / 1e9 in mistakes("15-cost-n-squared", "Ten times longer")  # GB
    assert 10_000**2 / 1e6 in mistakes("15-cost-n-squared", "And ten times longer again")
    les = lesson("15-cost-n-squared")
    index = step_index(les, "One more token")
    start = state_at(les, index)
    assert start.n_heads * start.n_tokens**2 == 9
    three_heads = start.replace(heads=start.heads * 3, W_o=None)
    assert task_done(les.steps[index].task, three_heads, start=start)  # 3 × 3² = 27
