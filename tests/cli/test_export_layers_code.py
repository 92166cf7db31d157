"""`selfattn-gui export-code` for sessions beyond one self-attention layer.

Random version 2 sessions (stacked layers, layer norm, learned positions, a vocabulary
and W_U, cross-attention, K/V groups, switched-off heads) are exported; the script runs
alone in a fresh interpreter and what it prints with ``--json`` must be the object
``compute --json`` prints (same keys in the same order, numbers within 1e-12), and its
numbers must match the loops of ``tests/core/maths/test_layers_naive.py``.
"""

from __future__ import annotations

import json

import numpy as np
import pytest

from selfattn_gui.core.export.export_code import export_python
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions.inputs import Source, Vocabulary
from selfattn_gui.core.sessions.layers import Head, KeyValueHead, Layer, LayerNorm
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.sessions.session_io import load_session, save_session
from selfattn_gui.core.teaching.report import result_to_json
from tests.cli.test_compute_layers import two_layer_example
from tests.cli.test_export_code import (
    HOSTILE_TITLE,
    HOSTILE_TOKENS,
    STANDALONE_IMPORTS,
    assert_labels_only_in_strings,
    imported_modules,
    run_exported,
)
from tests.core.maths.test_layers_naive import naive_compute, random_example, session_of

TOLERANCE = 1e-12
SELF_SEEDS = range(16)
CROSS_SEEDS = range(4)
#: (seed, kind): random stacks, random cross sessions, and a vocabulary without W_U.
CASES = (
    [(s, "self") for s in SELF_SEEDS]
    + [(s, "cross") for s in CROSS_SEEDS]
    + [(s, "vocabulary only") for s in (2, 3)]
)


def example_of(seed: int, kind: str):
    """The random example of ``seed``; "vocabulary only" keeps its tokens a vocabulary's
    entries but drops the unembedding (the seeds of that kind have a vocabulary)."""
    example = random_example(seed, cross=kind == "cross")
    if kind == "vocabulary only":
        assert example.labels is not None
        example.W_U = None
    return example


def assert_same_object(actual, expected, where: str = "") -> None:
    """The same keys in the same order, the same labels, flags and notes, and every
    number within 1e-12."""
    if isinstance(expected, dict):
        assert isinstance(actual, dict) and list(actual) == list(expected), where
        for key, value in expected.items():
            assert_same_object(actual[key], value, f"{where}.{key}")
    elif isinstance(expected, list):
        assert isinstance(actual, list) and len(actual) == len(expected), where
        for i, (got, want) in enumerate(zip(actual, expected, strict=True)):
            assert_same_object(got, want, f"{where}[{i}]")
    elif isinstance(expected, float):
        assert type(actual) is float, where
        assert abs(actual - expected) <= TOLERANCE * (1 + abs(expected)), (where, actual, expected)
    else:
        assert type(actual) is type(expected) and actual == expected, (where, actual, expected)


def close(listed, expected, what: str) -> None:
    np.testing.assert_allclose(
        np.array(listed, dtype=np.float64), expected, rtol=TOLERANCE, atol=TOLERANCE, err_msg=what
    )


def assert_matches_the_loops(data: dict, example) -> None:
    """Every layer's numbers, the logits and the probabilities, against the naive loops."""
    expected = naive_compute(example)
    close(data["Z"], expected["Z"], "Z")
    assert data["mask"] == expected["mask"]
    assert len(data["layers"]) == len(expected["layers"])
    for number, (layer, want) in enumerate(zip(data["layers"], expected["layers"], strict=True)):
        for key in ("input", "normalised", "concat", "attention_output", "residual"):
            if want[key] is None:
                assert layer.get(key) is None, f"layer {number} {key}"
            else:
                close(layer[key], want[key], f"layer {number} {key}")
        for h, (head, ref) in enumerate(zip(layer["heads"], want["heads"], strict=True)):
            assert head["off"] is ref["off"]
            for key in ("Q", "K", "V", "scores", "scaled", "weights", "output"):
                close(head[key], ref[key], f"layer {number} head {h} {key}")
    for key in ("logits", "probabilities"):
        if expected[key] is None:
            assert key not in data
        else:
            close(data[key], expected[key], key)


def test_the_exported_examples_cover_every_feature():
    """So the tests below cannot pass by never meeting what they are meant to check."""
    examples = [example_of(seed, kind) for seed, kind in CASES]
    specs = [spec for ex in examples for spec in ex.layers]
    assert all(session_of(ex).version == 2 for ex in examples)
    assert any(len(ex.layers) >= 2 for ex in examples)
    assert {ex.positions for ex in examples} == {"none", "sinusoidal", "learned"}
    assert any(ex.W_U is not None for ex in examples)
    assert any(ex.labels is not None and ex.W_U is None for ex in examples)
    assert any(ex.source is not None for ex in examples)
    assert any(ex.mask is not None for ex in examples) and any(ex.causal for ex in examples)
    assert any(not ex.scale for ex in examples)
    assert any(s.norm is not None for s in specs) and any(s.off for s in specs)
    assert any(s.groups is not None and len(s.groups) == 1 for s in specs)
    assert any(s.groups is not None and 1 < len(s.groups) < len(s.heads) for s in specs)
    assert any(not s.residual for s in specs) and any(s.W_o is None for s in specs)


@pytest.mark.parametrize(("seed", "kind"), CASES)
def test_the_script_of_a_random_session_prints_what_compute_prints(
    seed, kind, tmp_path, run_script
):
    example = example_of(seed, kind)
    session = session_of(example)
    proc = run_exported(export_python(session), tmp_path, run_script, "--json")
    data = json.loads(proc.stdout)
    assert_same_object(data, result_to_json(session, compute(session)))
    assert_matches_the_loops(data, example)


def test_cli_export_code_of_a_two_layer_file(run_cli, run_script, tmp_path):
    example = two_layer_example()
    path = tmp_path / "two-layers.selfattn.json"
    save_session(session_of(example), path)
    proc = run_cli("export-code", path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == export_python(load_session(path))
    expected = json.loads(run_cli("compute", path, "--json").stdout)
    data = json.loads(run_exported(proc.stdout, tmp_path, run_script, "--json").stdout)
    assert_same_object(data, expected)
    assert_matches_the_loops(data, example)


def test_the_script_as_text_shows_every_layer_the_off_head_and_the_predictions(
    tmp_path, run_script
):
    example = two_layer_example()
    proc = run_exported(export_python(session_of(example)), tmp_path, run_script)
    lines = proc.stdout.splitlines()
    assert any(line.startswith("Layer 1, head 4 of 4: attention weights") for line in lines)
    assert any(line.startswith("Layer 2, head 2 of 2 (switched off") for line in lines)
    assert not any(line.startswith("Layer 3") for line in lines)
    # After the heading, one line per position: its token, then the likeliest entries.
    start = lines.index("Next-token predictions: the likeliest entries of the vocabulary")
    probabilities = naive_compute(example)["probabilities"]
    for position, line in enumerate(lines[start + 1 : start + 1 + len(example.tokens)]):
        token, best, odds = line.split()[:3]
        assert token == example.tokens[position]
        row = probabilities[position]
        assert best == example.labels[row.index(max(row))]
        assert float(odds.rstrip(",")) == pytest.approx(max(row), abs=5e-5)


def test_the_script_needs_nothing_but_numpy():
    source = export_python(session_of(two_layer_example()))
    assert imported_modules(source) == STANDALONE_IMPORTS


# -- hostile labels: tokens, vocabulary entries and source tokens ------------------------


def hostile_sessions(labels=HOSTILE_TOKENS, title=HOSTILE_TITLE) -> tuple[Session, Session]:
    """A vocabulary session with W_U (its entries are the labels) and a cross session
    (its source tokens are the labels), both with K/V groups and a layer norm."""
    rng = np.random.default_rng(4)
    V, d = len(labels), 4
    layer = Layer(
        (Head(rng.normal(size=(d, 2))), Head(rng.normal(size=(d, 2)))),
        rng.normal(size=(4, d)),
        kv_heads=(KeyValueHead(rng.normal(size=(d, 2)), rng.normal(size=(d, 2))),),
        layer_norm=LayerNorm.plain(d),
        heads_off={0},
    )
    tokens = (labels[0], labels[3], labels[0], labels[-1])
    vocabulary = Vocabulary(tuple(labels), rng.normal(size=(V, d)))
    predicting = Session(
        tokens, layers=(layer, layer), vocabulary=vocabulary, W_U=rng.normal(size=(d, V)),
        causal=True, title=title,
    )  # fmt: skip
    source = Source(tuple(labels), rng.normal(size=(V, d)))
    crossing = Session(
        ("q0", "q1"), rng.normal(size=(2, d)), layers=(layer,), attention="cross",
        source=source, title=title,
    )  # fmt: skip
    return predicting, crossing


@pytest.mark.parametrize("which", [0, 1])
def test_hostile_labels_stay_strings_and_run_harmlessly(which, tmp_path, run_script):
    session = hostile_sessions()[which]
    folder = tmp_path / "script"
    folder.mkdir()
    proc = run_exported(export_python(session), folder, run_script, "--json")
    assert_same_object(json.loads(proc.stdout), result_to_json(session, compute(session)))
    proc = run_script(folder / "attention_script.py", cwd=folder / "work")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith(HOSTILE_TITLE + "\n")
    # Nothing was created: not in the working folder, not beside the script.
    assert list((folder / "work").iterdir()) == []
    assert [p.name for p in folder.iterdir()] == ["attention_script.py", "work"]


@pytest.mark.parametrize("which", [0, 1])
def test_labels_only_ever_appear_inside_string_literals(which):
    """Hostile and plain labels give the same code token for token, strings aside."""
    plain = hostile_sessions(tuple(f"t{i}" for i in range(len(HOSTILE_TOKENS))), "t")[which]
    assert_labels_only_in_strings(
        export_python(hostile_sessions()[which]),
        export_python(plain),
        HOSTILE_TOKENS + (HOSTILE_TITLE,),
    )
