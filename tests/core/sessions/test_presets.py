"""The built-in presets: every file is listed and loads, and each reproduces its lesson.

Expected numbers are the ones the lessons print, or matrices regenerated here from the
lessons' recipes (default_rng(0), np.random.seed(0)); the hand-set presets are checked
against the behaviour they were designed for, never against numbers read from the app.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from selfattn_gui.core import SessionError, compute
from selfattn_gui.core.files.resources import resource_path
from selfattn_gui.core.sessions.presets import (
    DEFAULT_PRESET,
    PresetInfo,
    _index_entries,
    list_presets,
    load_preset,
    preset_path,
)

REPO = Path(__file__).resolve().parents[3]
PRESETS_DIR = REPO / "resources" / "presets"
EXPECTED_NAMES = {
    "cat-sat-mat",
    "it-animal",
    "numpy-intro",
    "animal-tired",
    "animal-wide",
    "two-heads",
    "two-layers",
    "cross-translation",
    "gqa-four-heads",
    "river-bank",
    "bank-loan",
    "weights-vs-values",
}


def row_of(session, token: str) -> int:
    return session.tokens.index(token)


# -- the index -----------------------------------------------------------------------


def test_index_lists_every_preset_file_and_nothing_else():
    index = json.loads((PRESETS_DIR / "index.json").read_text(encoding="utf-8"))
    listed = [entry["name"] for entry in index["presets"]]
    on_disk = sorted(
        p.name.removesuffix(".selfattn.json") for p in PRESETS_DIR.glob("*.selfattn.json")
    )
    assert sorted(listed) == on_disk
    assert len(set(listed)) == len(listed)
    assert set(listed) == EXPECTED_NAMES


def test_list_presets_reads_the_index_in_order_with_the_default_first():
    presets = list_presets()
    assert all(isinstance(p, PresetInfo) for p in presets)
    assert presets[0].name == DEFAULT_PRESET == "cat-sat-mat"
    assert {p.name for p in presets} == EXPECTED_NAMES
    for preset in presets:
        assert preset.description.strip() and "\n" not in preset.description


@pytest.mark.parametrize("name", sorted(EXPECTED_NAMES))
def test_every_preset_loads_with_a_title_and_computes(name):
    path = preset_path(name)
    assert path.is_file() and path.parent == resource_path("presets")
    session = load_preset(name)
    assert session.title.strip()
    result = compute(session)
    for head in result.heads:
        np.testing.assert_allclose(head.weights.sum(axis=1), 1.0)


def test_unknown_preset_names_the_known_ones():
    with pytest.raises(SessionError) as caught:
        load_preset("cat-on-mat")
    message = str(caught.value)
    assert "cat-on-mat" in message
    for name in EXPECTED_NAMES:
        assert name in message
    with pytest.raises(SessionError):
        preset_path("../index")


# -- lesson 4.8: cat sat mat ---------------------------------------------------------


def test_lesson_only_presets_stay_off_the_welcome_page_and_the_flag_is_checked():
    offered = {info.name: info.welcome for info in list_presets()}
    assert offered["river-bank"] is offered["bank-loan"] is False  # lesson 1's own
    assert offered["cat-sat-mat"] is True
    for bad in ("no", 0, None):
        with pytest.raises(SessionError, match=r"presets\[0\]\.welcome must be true or false"):
            _index_entries({"presets": [{"name": "x", "welcome": bad}]})


def test_cat_sat_mat_matrices_come_from_default_rng_0():
    session = load_preset("cat-sat-mat")
    rng = np.random.default_rng(0)
    for name in ("W_q", "W_k", "W_v"):  # the generator hands them out in this order
        np.testing.assert_array_equal(
            session.heads[0].matrix(name), rng.integers(-1, 2, size=(4, 2)).astype(float)
        )
    # W_o (2 × 4), the next draw of the same generator, projects the output back to 4.
    np.testing.assert_array_equal(session.W_o, rng.integers(-1, 2, size=(2, 4)).astype(float))
    np.testing.assert_array_equal(session.W_o, [[0, 1, 0, -1], [1, 1, 1, -1]])
    np.testing.assert_array_equal(session.embeddings, [[1, 0, 1, 0], [0, 1, 0, 1], [1, 1, 0, 0]])
    assert session.tokens == ("cat", "sat", "mat")
    assert session.positional_encoding == "none" and session.residual
    assert session.scale == "sqrt_dk" and not session.causal


def test_cat_sat_mat_reproduces_every_printed_number():
    result = compute(load_preset("cat-sat-mat"))
    head = result.heads[0]
    assert head.Q.tolist() == [[0.0, -1.0], [-1.0, -2.0], [1.0, -1.0]]
    assert head.K.tolist() == [[-1.0, 1.0], [1.0, 2.0], [-1.0, 2.0]]
    assert head.V.tolist() == [[-1.0, 1.0], [1.0, 0.0], [0.0, 1.0]]
    assert head.scores.tolist() == [[-1.0, -2.0, -2.0], [-1.0, -5.0, -3.0], [-2.0, -1.0, -3.0]]
    printed_weights = [[0.5, 0.25, 0.25], [0.77, 0.05, 0.19], [0.28, 0.58, 0.14]]
    np.testing.assert_allclose(head.weights, printed_weights, atol=0.005)
    printed_outputs = [[-0.26, 0.75], [-0.72, 0.95], [0.29, 0.42]]
    np.testing.assert_allclose(head.output, printed_outputs, atol=0.005)


def naive_cat_sat_mat_layer(X, W_q, W_k, W_v, W_o):
    """The whole layer written out with plain Python loops, independent of the app's code.

    Returns the head output (n, d_v), the attention output (n, d_model) and the
    residual X + attention output (n, d_model), as nested lists.
    """

    def times(A, B):
        columns = list(zip(*B, strict=True))
        return [[sum(a * b for a, b in zip(row, col, strict=True)) for col in columns] for row in A]

    Q, K, V = times(X, W_q), times(X, W_k), times(X, W_v)
    d_k = len(Q[0])
    output = []
    for q in Q:
        scaled = [sum(qi * ki for qi, ki in zip(q, k, strict=True)) / d_k**0.5 for k in K]
        exps = [2.718281828459045 ** (s - max(scaled)) for s in scaled]
        weights = [e / sum(exps) for e in exps]
        output.append([sum(w * v[c] for w, v in zip(weights, V, strict=True)) for c in range(2)])
    attention_output = times(output, W_o)
    residual = [
        [x + a for x, a in zip(xs, As, strict=True)]
        for xs, As in zip(X, attention_output, strict=True)
    ]
    return output, attention_output, residual


def test_cat_sat_mat_projects_back_with_W_o_and_has_a_residual():
    session = load_preset("cat-sat-mat")
    result = compute(session)
    head = session.heads[0]
    output, attention_output, residual = naive_cat_sat_mat_layer(
        session.embeddings.tolist(),
        head.W_q.tolist(),
        head.W_k.tolist(),
        head.W_v.tolist(),
        [[0, 1, 0, -1], [1, 1, 1, -1]],
    )
    np.testing.assert_allclose(result.heads[0].output, output, rtol=1e-12)
    np.testing.assert_allclose(result.attention_output, attention_output, rtol=1e-12)
    np.testing.assert_allclose(result.residual, residual, rtol=1e-12)
    assert result.residual_note is None
    # By hand: output·W_o = [o2, o1 + o2, o2, −(o1 + o2)]; for cat [0.75, 0.50, 0.75, −0.50],
    # and cat = [1, 0, 1, 0] adds itself back.
    np.testing.assert_allclose(
        result.attention_output,
        [[0.75, 0.50, 0.75, -0.50], [0.95, 0.23, 0.95, -0.23], [0.42, 0.72, 0.42, -0.72]],
        atol=0.005,
    )
    np.testing.assert_allclose(
        result.residual,
        [[1.75, 0.50, 1.75, -0.50], [0.95, 1.23, 0.95, 0.77], [1.42, 1.72, 0.42, -0.72]],
        atol=0.005,
    )


# -- lesson 4.8 practice: it finds animal -------------------------------------------------


def test_it_animal_reproduces_the_practice_numbers():
    session = load_preset("it-animal")
    assert session.tokens == ("animal", "street", "it")
    result = compute(session)
    it = row_of(session, "it")
    head = result.heads[0]
    np.testing.assert_allclose(head.scaled[it], [3.0, -3.0, 0.0])
    np.testing.assert_allclose(head.weights[it], [0.95, 0.00, 0.05], atol=0.005)
    np.testing.assert_allclose(head.output[it], [0.95, 0.00, 0.05], atol=0.005)
    # residual: "it" keeps its pronoun feature and gains the animate one
    np.testing.assert_allclose(result.residual[it], [0.95, 0.0, 1.05], atol=0.005)


# -- lesson 4: build it yourself ---------------------------------------------------


def test_numpy_intro_matrices_are_seed_0_randn_times_half():
    session = load_preset("numpy-intro")
    np.random.seed(0)
    for name in ("W_q", "W_k", "W_v"):
        np.testing.assert_array_equal(session.heads[0].matrix(name), np.random.randn(4, 4) * 0.5)
    np.testing.assert_array_equal(session.embeddings, [[1, 0, 1, 0], [0, 1, 0, 1], [1, 1, 0, 0]])


def test_numpy_intro_matches_a_naive_computation():
    session = load_preset("numpy-intro")
    head = session.heads[0]
    X = session.embeddings
    Q, K, V = X @ head.W_q, X @ head.W_k, X @ head.W_v
    weights = []
    for i in range(3):
        row = [float(Q[i] @ K[j]) / 2.0 for j in range(3)]  # √d_k = √4
        exps = [np.exp(s - max(row)) for s in row]
        weights.append([e / sum(exps) for e in exps])
    result = compute(session)
    np.testing.assert_allclose(result.heads[0].weights, weights, rtol=1e-12)
    np.testing.assert_allclose(result.residual, X + np.array(weights) @ V, rtol=1e-12)


# -- the animal didn't cross the street ----------------------------------------------


LESSON_WORDS = ["The", "animal", "didn't", "cross", "the", "street", "because", "it", "was", "too"]


@pytest.mark.parametrize(
    ("name", "adjective", "referent"),
    [
        ("animal-tired", "tired", "animal"),
        ("animal-wide", "wide", "street"),
    ],
)
def test_it_attends_mostly_to_its_referent(name, adjective, referent):
    session = load_preset(name)
    assert list(session.tokens) == [*LESSON_WORDS, adjective]
    result = compute(session)
    weights = result.heads[0].weights[row_of(session, "it")]
    best = int(np.argmax(weights))
    assert session.tokens[best] == referent
    assert weights[best] > 0.7
    assert result.residual is not None  # W_v is square, so Z + output exists


def test_the_two_sentences_share_one_layer_and_differ_only_in_it_and_the_last_word():
    tired, wide = load_preset("animal-tired"), load_preset("animal-wide")
    assert all(a.equals(b) for a, b in zip(tired.heads, wide.heads, strict=True))
    assert (tired.W_o is None) == (wide.W_o is None)
    differing_rows = np.flatnonzero(np.any(tired.embeddings != wide.embeddings, axis=1))
    assert [tired.tokens[i] for i in differing_rows] == ["it", "tired"]
    # a decoder's causal mask would hide "tired" from "it" in every layer
    assert not tired.causal and not wide.causal


# -- two heads ---------------------------------------------------------------------


def test_two_heads_previous_token_and_pronoun_to_noun():
    session = load_preset("two-heads")
    assert session.n_heads == 2
    assert session.W_o is not None and session.W_o.shape == (2 * session.d_v, session.d_model)
    result = compute(session)
    previous, coreference = result.heads[0].weights, result.heads[1].weights
    for i in range(1, session.n_tokens):
        assert int(np.argmax(previous[i])) == i - 1
        assert previous[i, i - 1] > 0.5
    pronoun = row_of(session, "it")
    assert session.tokens[int(np.argmax(coreference[pronoun]))] == "cat"
    assert coreference[pronoun, row_of(session, "cat")] > 0.5
    assert result.residual is not None and result.residual.shape == session.embeddings.shape


# -- packaging -----------------------------------------------------------------------


def test_an_installed_wheel_finds_its_presets(tmp_path):
    wheels, target = tmp_path / "wheels", tmp_path / "site"
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    subprocess.run(
        [*pip, "wheel", "--no-deps", "--no-build-isolation", "-w", str(wheels), str(REPO)],
        check=True,
        timeout=300,
    )
    (wheel,) = wheels.glob("selfattn_gui-*.whl")
    subprocess.run(
        [*pip, "install", "--no-deps", "--target", str(target), str(wheel)], check=True, timeout=300
    )
    probe = textwrap.dedent(
        """
        import selfattn_gui
        from selfattn_gui.core.sessions import presets
        from selfattn_gui.core.files import resources
        print(selfattn_gui.__file__)
        print(resources.resources_root())
        print(",".join(p.name for p in presets.list_presets()))
        print(presets.load_preset(presets.DEFAULT_PRESET).tokens)
        """
    )
    env = {**os.environ, "PYTHONPATH": str(target)}
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=outside,
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    package_file, root, names, tokens = done.stdout.splitlines()
    assert Path(package_file).resolve().is_relative_to(target.resolve())
    assert Path(root) == (target / "selfattn_gui" / "_resources").resolve()
    assert names.split(",") == [p.name for p in list_presets()]
    assert tokens == "('cat', 'sat', 'mat')"
