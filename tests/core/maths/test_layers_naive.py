"""Stacked layers, layer norm, positions, a vocabulary, cross-attention, grouped-query
attention and switched-off heads, against a slow pure-Python implementation written here.

The reference below uses lists, for-loops, math.exp, math.sqrt and math.sin/cos only;
it shares no code with the app, so agreement to 1e-12 means both follow the formulas.
The random examples are described as plain lists first (:class:`Example`); the
session handed to the app is built from those lists.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import pytest

from selfattn_gui.core.maths.attention import MaskError, compute
from selfattn_gui.core.sessions.inputs import Source, Vocabulary
from selfattn_gui.core.sessions.layers import Head, KeyValueHead, Layer, LayerNorm
from selfattn_gui.core.sessions.session import Session

Matrix = list[list[float]]
TOLERANCE = 1e-12


# -- the slow reference -----------------------------------------------------------------


def matmul(a: Matrix, b: Matrix) -> Matrix:
    out = []
    for i in range(len(a)):
        row = []
        for j in range(len(b[0])):
            total = 0.0
            for k in range(len(b)):
                total += a[i][k] * b[k][j]
            row.append(total)
        out.append(row)
    return out


def add(a: Matrix, b: Matrix) -> Matrix:
    return [[a[i][j] + b[i][j] for j in range(len(a[0]))] for i in range(len(a))]


def softmax(values: list[float], visible: list[bool]) -> list[float]:
    seen = [v for v, ok in zip(values, visible, strict=True) if ok]
    if not seen:
        return [0.0] * len(values)
    top = max(seen)
    exps = [math.exp(v - top) if ok else 0.0 for v, ok in zip(values, visible, strict=True)]
    total = sum(exps)
    return [e / total for e in exps]


def sinusoidal_by_formula(n: int, d: int) -> Matrix:
    return [
        [
            math.sin(p / 10000.0 ** ((c - c % 2) / d))
            if c % 2 == 0
            else math.cos(p / 10000.0 ** ((c - c % 2) / d))
            for c in range(d)
        ]
        for p in range(n)
    ]


def normalise_rows(rows: Matrix, gain: list[float], bias: list[float]) -> Matrix:
    out = []
    for row in rows:
        width = len(row)
        mean = sum(row) / width
        variance = sum((x - mean) ** 2 for x in row) / width
        out.append(
            [
                (x - mean) / math.sqrt(variance + 1e-5) * g + b
                for x, g, b in zip(row, gain, bias, strict=True)
            ]
        )
    return out


@dataclass
class LayerSpec:
    """One layer as plain lists: heads' (W_q, W_k, W_v) (W_k/W_v None when shared),
    the shared (W_k, W_v) groups, W_o, residual, layer norm (gain, bias), heads off."""

    heads: list[tuple[Matrix, Matrix | None, Matrix | None]]
    groups: list[tuple[Matrix, Matrix]] | None = None
    W_o: Matrix | None = None
    residual: bool = True
    norm: tuple[list[float], list[float]] | None = None
    off: set[int] = field(default_factory=set)


@dataclass
class Example:
    """A whole session as plain lists (see :func:`naive_compute`)."""

    tokens: list[str]
    X: Matrix
    layers: list[LayerSpec]
    positions: str = "none"
    W_pos: Matrix | None = None
    causal: bool = False
    mask: list[list[bool]] | None = None
    scale: bool = True
    source: Matrix | None = None
    labels: list[str] | None = None  # the vocabulary (X is then its rows for the tokens)
    W_E: Matrix | None = None
    W_U: Matrix | None = None


def naive_layer(H: Matrix, spec: LayerSpec, ex: Example, visible: list[list[bool]]) -> dict:
    read = H if spec.norm is None else normalise_rows(H, *spec.norm)
    keys_from = ex.source if ex.source is not None else read
    heads, concat = [], [[] for _ in H]
    for h, (W_q, W_k, W_v) in enumerate(spec.heads):
        if spec.groups is not None:
            W_k, W_v = spec.groups[h * len(spec.groups) // len(spec.heads)]
        Q, K, V = matmul(read, W_q), matmul(keys_from, W_k), matmul(keys_from, W_v)
        d_k = len(W_q[0])
        scores = [[sum(q * k for q, k in zip(qr, kr, strict=True)) for kr in K] for qr in Q]
        divisor = math.sqrt(d_k) if ex.scale else 1.0
        scaled = [[s / divisor for s in row] for row in scores]
        weights = [softmax(row, ok) for row, ok in zip(scaled, visible, strict=True)]
        output = matmul(weights, V)
        heads.append({"Q": Q, "K": K, "V": V, "scores": scores, "scaled": scaled,
                      "weights": weights, "output": output, "off": h in spec.off})  # fmt: skip
        for i, row in enumerate(output):
            concat[i].extend([0.0] * len(row) if h in spec.off else row)
    attention_output = concat if spec.W_o is None else matmul(concat, spec.W_o)
    residual = None
    if spec.residual and len(attention_output[0]) == len(H[0]):
        residual = add(H, attention_output)
    return {"input": H, "normalised": None if spec.norm is None else read, "heads": heads,
            "concat": concat, "attention_output": attention_output, "residual": residual}  # fmt: skip


def naive_compute(ex: Example) -> dict:
    """Every layer, then the logits and probabilities, by loops."""
    n, d = len(ex.X), len(ex.X[0])
    m = n if ex.source is None else len(ex.source)
    if ex.positions == "sinusoidal":
        Z = add(ex.X, sinusoidal_by_formula(n, d))
    elif ex.positions == "learned":
        Z = add(ex.X, [ex.W_pos[p] for p in range(n)])
    else:
        Z = [row[:] for row in ex.X]
    visible = [
        [(not ex.causal or j <= i) and (ex.mask is None or ex.mask[i][j]) for j in range(m)]
        for i in range(n)
    ]
    layers, H = [], Z
    for spec in ex.layers:
        layer = naive_layer(H, spec, ex, visible)
        layers.append(layer)
        H = layer["residual"] if layer["residual"] is not None else layer["attention_output"]
    result = {"Z": Z, "mask": visible, "layers": layers, "logits": None, "probabilities": None}
    if ex.W_U is not None:
        logits = matmul(H, ex.W_U)
        result["logits"] = logits
        result["probabilities"] = [softmax(row, [True] * len(row)) for row in logits]
    return result


# -- random examples, and the session the app is given ----------------------------------


def grid(rng: np.random.Generator, rows: int, cols: int, spread: float = 1.0) -> Matrix:
    return [[float(v) for v in row] for row in rng.normal(scale=spread, size=(rows, cols))]


def random_layer(rng: np.random.Generator, width: int) -> tuple[LayerSpec, int]:
    """A layer reading ``width``-wide rows; returns it and the width of what it outputs."""
    n_heads = int(rng.choice([1, 2, 4]))
    d_k, d_v = int(rng.integers(1, 4)), int(rng.integers(1, 4))
    spread = 1 / math.sqrt(width)
    shared = bool(rng.random() < 0.5) and n_heads > 1
    n_groups = int(rng.choice([g for g in (1, 2, n_heads) if n_heads % g == 0]))
    heads = [
        (
            grid(rng, width, d_k, spread),
            None if shared else grid(rng, width, d_k, spread),
            None if shared else grid(rng, width, d_v, spread),
        )
        for _ in range(n_heads)
    ]
    groups = None
    if shared:
        groups = [
            (grid(rng, width, d_k, spread), grid(rng, width, d_v, spread)) for _ in range(n_groups)
        ]
    # Mostly square W_o (the residual stays on); sometimes none, or a narrower one (then
    # the next layer reads the attention output itself).
    kind = rng.choice(["square", "none", "narrow"], p=[0.6, 0.2, 0.2])
    out_width = {"square": width, "none": n_heads * d_v, "narrow": max(1, width - 1)}[kind]
    W_o = None if kind == "none" else grid(rng, n_heads * d_v, out_width, 1 / math.sqrt(d_v))
    norm = None
    if rng.random() < 0.6:
        norm = (
            [float(v) for v in rng.normal(1, 0.3, width)],
            [float(v) for v in rng.normal(0, 0.3, width)],
        )
    off = {int(h) for h in range(n_heads) if rng.random() < 0.3 and n_heads > 1}
    residual = bool(rng.random() < 0.85)
    spec = LayerSpec(heads, groups, W_o, residual, norm, off)
    return spec, (width if residual and out_width == width else out_width)


def random_example(seed: int, *, cross: bool = False) -> Example:
    rng = np.random.default_rng(seed)
    n = 1 if seed % 5 == 0 else int(rng.integers(2, 7))
    d = 1 if seed % 7 == 3 else int(rng.integers(2, 6))
    tokens = [f"t{i}" for i in range(n)]
    n_layers = 1 if cross else int(rng.integers(1, 4))
    layers, width = [], d
    for _ in range(n_layers):
        spec, width = random_layer(rng, width)
        layers.append(spec)
    ex = Example(tokens, grid(rng, n, d), layers, scale=bool(rng.random() < 0.8))
    ex.positions = ["none", "sinusoidal", "learned"][seed % 3]
    if ex.positions == "learned":
        ex.W_pos = grid(rng, n + int(rng.integers(0, 3)), d)
    m = n
    if cross:
        m = int(rng.integers(1, 6))
        ex.source = grid(rng, m, d)
    else:
        ex.causal = bool(rng.random() < 0.5)
    if rng.random() < 0.4:
        ex.mask = [[bool(v) for v in row] for row in rng.random((n, m)) < 0.7]
        for i in range(n):  # every query keeps one key, as a session must to compute
            ex.mask[i][0] = True
    if not cross and rng.random() < 0.6:
        ex.labels = [f"w{i}" for i in range(int(rng.integers(1, 5)))] + tokens
        ex.W_E = grid(rng, len(ex.labels), d)
        ex.X = [ex.W_E[ex.labels.index(t)] for t in tokens]
        ex.W_U = grid(rng, width, len(ex.labels))
    return ex


def session_of(ex: Example) -> Session:
    layers = []
    for spec in ex.layers:
        heads = tuple(Head(*matrices) for matrices in spec.heads)
        kv = None if spec.groups is None else tuple(KeyValueHead(k, v) for k, v in spec.groups)
        norm = (
            None if spec.norm is None else LayerNorm(np.array(spec.norm[0]), np.array(spec.norm[1]))
        )
        layers.append(Layer(heads, spec.W_o, spec.residual, kv, norm, frozenset(spec.off)))
    vocabulary = None if ex.labels is None else Vocabulary(tuple(ex.labels), ex.W_E)
    source = None
    if ex.source is not None:
        source = Source(tuple(f"s{j}" for j in range(len(ex.source))), ex.source)
    return Session(
        tuple(ex.tokens),
        None if vocabulary is not None else ex.X,
        layers=layers,
        positional_encoding=ex.positions,
        W_pos=ex.W_pos,
        causal=ex.causal,
        mask=ex.mask,
        scale="sqrt_dk" if ex.scale else "none",
        attention="cross" if ex.source is not None else "self",
        source=source,
        vocabulary=vocabulary,
        W_U=ex.W_U,
    )


def close(actual: np.ndarray | None, expected: Matrix | None, what: str) -> None:
    if expected is None:
        assert actual is None, what
        return
    assert actual is not None, what
    np.testing.assert_allclose(actual, expected, rtol=TOLERANCE, atol=TOLERANCE, err_msg=what)


def assert_agrees(session: Session, expected: dict) -> None:
    result = compute(session)
    close(result.Z, expected["Z"], "Z")
    assert result.mask.tolist() == expected["mask"]
    assert len(result.layers) == len(expected["layers"])
    for number, (got, want) in enumerate(zip(result.layers, expected["layers"], strict=True)):
        for key in ("input", "normalised", "concat", "attention_output", "residual"):
            close(getattr(got, key), want[key], f"layer {number} {key}")
        assert got.heads_off == tuple(h for h, head in enumerate(want["heads"]) if head["off"])
        for h, (head, ref) in enumerate(zip(got.heads, want["heads"], strict=True)):
            assert head.off == ref["off"]
            for key in ("Q", "K", "V", "scores", "scaled", "weights", "output"):
                close(getattr(head, key), ref[key], f"layer {number} head {h} {key}")
    close(result.logits, expected["logits"], "logits")
    close(result.probabilities, expected["probabilities"], "probabilities")
    # The top-level fields stay layer 1's, for the views that know one layer.
    first = result.layers[0]
    assert result.heads is first.heads and result.concat is first.concat
    assert result.residual is first.residual


# -- the tests --------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(16))
def test_random_stacks_agree_with_the_loops(seed):
    example = random_example(seed)
    assert_agrees(session_of(example), naive_compute(example))


@pytest.mark.parametrize("seed", range(8))
def test_cross_attention_agrees_with_the_loops(seed):
    example = random_example(seed, cross=True)
    session = session_of(example)
    result = compute(session)
    assert result.heads[0].weights.shape == (session.n_tokens, session.n_keys)
    assert result.key_tokens == session.source.tokens
    assert_agrees(session, naive_compute(example))


def test_the_seeds_cover_every_feature():
    """So a test above cannot pass by never meeting what it is meant to check."""
    examples = [random_example(seed) for seed in range(16)]
    specs = [spec for ex in examples for spec in ex.layers]
    assert any(len(ex.tokens) == 1 for ex in examples)
    assert any(len(ex.layers) >= 2 for ex in examples)
    assert {ex.positions for ex in examples} == {"none", "sinusoidal", "learned"}
    assert any(ex.W_U is not None for ex in examples)
    assert any(ex.mask is not None for ex in examples) and any(ex.causal for ex in examples)
    assert any(s.norm is not None for s in specs) and any(s.off for s in specs)
    assert any(s.groups is not None and len(s.groups) == 1 for s in specs)
    assert any(s.groups is not None and 1 < len(s.groups) < len(s.heads) for s in specs)
    assert any(not s.residual or s.W_o is None for s in specs)


def test_one_group_per_head_is_ordinary_multi_head_and_one_group_is_multi_query():
    rng = np.random.default_rng(11)
    d, n_heads = 4, 4
    own = [Head(*(rng.normal(size=(d, 2)) for _ in range(3))) for _ in range(n_heads)]
    X = rng.normal(size=(5, d))
    ordinary = compute(Session(tuple("abcde"), X, own, np.eye(8, d)))
    groups = tuple(KeyValueHead(h.W_k, h.W_v) for h in own)
    queries_only = tuple(Head(h.W_q) for h in own)
    grouped = compute(
        Session(tuple("abcde"), X, layers=(Layer(queries_only, np.eye(8, d), kv_heads=groups),))
    )
    for a, b in zip(ordinary.heads, grouped.heads, strict=True):
        for key in ("Q", "K", "V", "weights", "output"):
            np.testing.assert_array_equal(getattr(a, key), getattr(b, key))
    np.testing.assert_array_equal(ordinary.residual, grouped.residual)

    one = (KeyValueHead(own[0].W_k, own[0].W_v),)
    single = compute(Session(tuple("abcde"), X, layers=(Layer(queries_only, kv_heads=one),)))
    assert all(h.K is single.heads[0].K and h.V is single.heads[0].V for h in single.heads)
    np.testing.assert_allclose(single.heads[3].K, X @ own[0].W_k, rtol=TOLERANCE)


def test_a_switched_off_head_still_computes_but_adds_zeros():
    rng = np.random.default_rng(5)
    heads = [Head(*(rng.normal(size=(3, 2)) for _ in range(3))) for _ in range(2)]
    X = rng.normal(size=(4, 3))
    on = compute(Session(tuple("abcd"), X, heads))
    off = compute(Session(tuple("abcd"), X, layers=(Layer(tuple(heads), heads_off={1}),)))
    assert off.heads_off == (1,) and [h.off for h in off.heads] == [False, True]
    np.testing.assert_array_equal(off.heads[1].weights, on.heads[1].weights)
    np.testing.assert_array_equal(off.heads[1].output, on.heads[1].output)
    np.testing.assert_array_equal(off.concat[:, :2], on.concat[:, :2])
    np.testing.assert_array_equal(off.concat[:, 2:], np.zeros((4, 2)))


def test_learned_positions_are_the_first_rows_of_w_pos():
    rng = np.random.default_rng(2)
    W_pos = rng.normal(size=(6, 3))
    X = rng.normal(size=(4, 3))
    session = Session(tuple("abcd"), X, [Head(*(np.eye(3, 2) for _ in range(3)))],
                      positional_encoding="learned", W_pos=W_pos)  # fmt: skip
    result = compute(session)
    np.testing.assert_array_equal(result.positional, W_pos[:4])
    np.testing.assert_array_equal(result.Z, X + W_pos[:4])


def stacked_example() -> Example:
    """The first random example with two layers or more and two tokens or more."""
    return next(
        ex for ex in map(random_example, range(100)) if len(ex.layers) >= 2 and len(ex.tokens) >= 2
    )


def test_a_mistake_is_made_in_every_layer():
    example = stacked_example()
    example.scale = True
    session = session_of(example)
    unscaled = compute(session, mistake="no_scale")
    example.scale = False
    expected = naive_compute(example)
    for got, want in zip(unscaled.layers, expected["layers"], strict=True):
        for head, ref in zip(got.heads, want["heads"], strict=True):
            close(head.weights, ref["weights"], "weights without scaling")
    by_columns = compute(session, mistake="wrong_axis")
    for layer in by_columns.layers:
        np.testing.assert_allclose(layer.heads[0].weights.sum(axis=0), 1.0, rtol=1e-12)


def test_a_query_with_no_key_stops_a_stack_as_it_stops_one_layer():
    example = stacked_example()
    n = len(example.tokens)
    example.causal = False
    example.mask = [[False] * n] + [[True] * n for _ in range(n - 1)]
    session = session_of(example)
    with pytest.raises(MaskError):
        compute(session)
    result = compute(session, allow_blocked=True)
    assert result.blocked_queries == (0,)
    assert all(not layer.heads[0].weights[0].any() for layer in result.layers)
