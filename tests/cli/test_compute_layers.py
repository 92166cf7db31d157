"""`selfattn-gui compute --json` for sessions beyond one self-attention layer.

A two-layer session with grouped-query heads, a layer norm, a switched-off head,
learned positions and an unembedding is built here (version 2 files are read by the
session-file code, tested on its own), handed to the command as its session, and
every number of the printed JSON is compared with the loops of
``tests/core/maths/test_layers_naive.py`` to 1e-12.
"""

from __future__ import annotations

import json

import numpy as np
import pytest

from selfattn_gui import cli
from selfattn_gui.core.sessions.session import Session
from tests.core.maths.test_layers_naive import Example, LayerSpec, grid, naive_compute, session_of

TOLERANCE = 1e-12
LAYER_KEYS = {"input", "heads", "mask", "concat", "attention_output", "residual"}
HEAD_KEYS = {"Q", "K", "V", "scores", "scaled", "weights", "output", "off"}


def two_layer_example() -> Example:
    rng = np.random.default_rng(21)
    n, d, labels = 4, 4, ["the", "cat", "sat", "on", "mat"]
    W_E = grid(rng, len(labels), d)
    tokens = ["the", "cat", "sat", "the"]  # "the" twice: one row of W_E, two positions
    first = LayerSpec(
        heads=[(grid(rng, d, 2, 0.5), None, None) for _ in range(4)],
        groups=[(grid(rng, d, 2, 0.5), grid(rng, d, 1, 0.5)) for _ in range(2)],
        W_o=grid(rng, 4, d, 0.5),
        norm=([1.0, 0.5, 2.0, 1.5], [0.0, 0.1, -0.2, 0.3]),
    )
    second = LayerSpec(
        heads=[(grid(rng, d, 3, 0.5), None, None) for _ in range(2)],
        groups=[(grid(rng, d, 3, 0.5), grid(rng, d, 2, 0.5))],  # multi-query: one group
        W_o=grid(rng, 4, d, 0.5),
        off={1},
    )
    return Example(
        tokens,
        [W_E[labels.index(t)] for t in tokens],
        [first, second],
        positions="learned",
        W_pos=grid(rng, n + 2, d, 0.3),
        causal=True,
        labels=labels,
        W_E=W_E,
        W_U=grid(rng, d, len(labels)),
    )


def computed_json(session: Session, monkeypatch, capsys) -> dict:
    """What `compute --json` prints for ``session`` (given as the command's session)."""
    monkeypatch.setattr(cli, "load_source", lambda *args, **kwargs: session)
    assert cli.run(["compute", "--preset", "built-in-the-test", "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return json.loads(out)


def close(listed, expected, what: str) -> None:
    assert isinstance(listed, list), what
    np.testing.assert_allclose(
        np.array(listed, dtype=np.float64), expected, rtol=TOLERANCE, atol=TOLERANCE, err_msg=what
    )


def test_two_layers_with_key_value_groups_learned_positions_and_predictions(monkeypatch, capsys):
    example = two_layer_example()
    session = session_of(example)
    assert session.version == 2 and session.layers[0].n_kv_heads == 2
    data = computed_json(session, monkeypatch, capsys)
    expected = naive_compute(example)

    assert list(data)[-3:] == ["layers", "logits", "probabilities"]
    assert "source_tokens" not in data
    close(data["Z"], expected["Z"], "Z")
    assert len(data["layers"]) == 2
    for number, (layer, want) in enumerate(zip(data["layers"], expected["layers"], strict=True)):
        normalised = {"normalised"} if want["normalised"] is not None else set()
        assert set(layer) == LAYER_KEYS | normalised
        assert layer["mask"] == expected["mask"]
        for key in ("input", "concat", "attention_output", "residual", *normalised):
            close(layer[key], want[key], f"layer {number} {key}")
        for h, (head, ref) in enumerate(zip(layer["heads"], want["heads"], strict=True)):
            assert set(head) == HEAD_KEYS
            assert head["off"] is ref["off"]
            for key in HEAD_KEYS - {"off"}:
                close(head[key], ref[key], f"layer {number} head {h} {key}")
    assert [h["off"] for h in data["layers"][1]["heads"]] == [False, True]
    close(data["logits"], expected["logits"], "logits")
    close(data["probabilities"], expected["probabilities"], "probabilities")
    np.testing.assert_allclose(np.sum(data["probabilities"], axis=1), 1.0, rtol=1e-12)
    # The version 1 keys describe layer 1, without the off switch.
    assert data["heads"] == [
        {k: v for k, v in head.items() if k != "off"} for head in data["layers"][0]["heads"]
    ]
    assert data["residual"] == data["layers"][0]["residual"]


@pytest.mark.parametrize("seed", [0, 3])
def test_a_cross_session_lists_its_source_tokens_and_n_by_m_weights(seed, monkeypatch, capsys):
    rng = np.random.default_rng(seed)
    d = 3
    example = Example(
        ["le", "chat"],
        grid(rng, 2, d),
        [LayerSpec(heads=[tuple(grid(rng, d, 2) for _ in range(3))], W_o=grid(rng, 2, d))],
        positions="sinusoidal",
        source=grid(rng, 3, d),
    )
    session = session_of(example)
    data = computed_json(session, monkeypatch, capsys)
    expected = naive_compute(example)
    assert data["source_tokens"] == ["s0", "s1", "s2"]
    assert "logits" not in data
    weights = data["layers"][0]["heads"][0]["weights"]
    assert np.shape(weights) == (2, 3)
    close(weights, expected["layers"][0]["heads"][0]["weights"], "weights")
    close(data["layers"][0]["residual"], expected["layers"][0]["residual"], "residual")
