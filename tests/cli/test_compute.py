"""`selfattn-gui compute`: the JSON object, the text report and the exit codes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from selfattn_gui import cli
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions.session import Head, Session
from selfattn_gui.core.sessions.session_io import load_session, save_session

REPO = Path(__file__).resolve().parents[2]
TOP_KEYS = {
    "tokens",
    "Z",
    "heads",
    "mask",
    "concat",
    "attention_output",
    "residual",
    "residual_note",
}
HEAD_KEYS = {"Q", "K", "V", "scores", "scaled", "weights", "output"}
#: What every session's object adds after the version 1 keys (they describe layer 1).
ADDED_KEYS = {"layers"}

# Printed in lesson 4.8's "cat sat mat" walk-through.
LESSON_Q = [[0.0, -1.0], [-1.0, -2.0], [1.0, -1.0]]
LESSON_K = [[-1.0, 1.0], [1.0, 2.0], [-1.0, 2.0]]
LESSON_V = [[-1.0, 1.0], [1.0, 0.0], [0.0, 1.0]]
LESSON_SCORES = [[-1.0, -2.0, -2.0], [-1.0, -5.0, -3.0], [-2.0, -1.0, -3.0]]
LESSON_WEIGHTS = [[0.50, 0.25, 0.25], [0.77, 0.05, 0.19], [0.28, 0.58, 0.14]]
LESSON_OUTPUTS = [[-0.26, 0.75], [-0.72, 0.95], [0.29, 0.42]]


def lesson_session() -> Session:
    """The lesson's setup, rebuilt here from its recipe (not from a preset file)."""
    rng = np.random.default_rng(0)
    W_q, W_k, W_v = (rng.integers(-1, 2, size=(4, 2)).astype(float) for _ in range(3))
    X = [[1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0], [1.0, 1.0, 0.0, 0.0]]
    return Session(tokens=("cat", "sat", "mat"), embeddings=X, heads=(Head(W_q, W_k, W_v),))


def two_head_session() -> Session:
    rng = np.random.default_rng(7)
    heads = tuple(
        Head(rng.normal(size=(4, 3)), rng.normal(size=(4, 3)), rng.normal(size=(4, 2)))
        for _ in range(2)
    )
    mask = np.ones((4, 4), dtype=bool)
    mask[3, 0] = False
    return Session(
        tokens=("the", "cat", "sat", "down"),
        embeddings=rng.normal(size=(4, 4)),
        heads=heads,
        W_o=rng.normal(size=(4, 4)),
        causal=True,
        mask=mask,
        positional_encoding="sinusoidal",
        title="two heads",
    )


def saved(session: Session, folder: Path, name: str = "example.selfattn.json") -> Path:
    path = folder / name
    save_session(session, path)
    return path


def assert_one_line_error(proc: subprocess.CompletedProcess[str], *fragments: str) -> str:
    assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr
    assert proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("selfattn-gui: error: ")
    for fragment in fragments:
        assert fragment in lines[0]
    return lines[0]


# -- JSON ----------------------------------------------------------------------------


def test_json_has_exactly_the_documented_keys_and_the_lesson_numbers(run_cli, tmp_path):
    proc = run_cli("compute", saved(lesson_session(), tmp_path), "--json")
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    data = json.loads(proc.stdout)
    assert set(data) == TOP_KEYS | ADDED_KEYS
    assert len(data["heads"]) == 1 and set(data["heads"][0]) == HEAD_KEYS
    head = data["heads"][0]
    assert data["tokens"] == ["cat", "sat", "mat"]
    assert head["Q"] == LESSON_Q and head["K"] == LESSON_K and head["V"] == LESSON_V
    assert head["scores"] == LESSON_SCORES
    np.testing.assert_allclose(head["scaled"], np.array(LESSON_SCORES) / np.sqrt(2), rtol=1e-15)
    np.testing.assert_allclose(head["weights"], LESSON_WEIGHTS, atol=0.005)
    np.testing.assert_allclose(head["output"], LESSON_OUTPUTS, atol=0.005)
    assert data["mask"] == [[True] * 3] * 3
    # The output is 2 wide and the tokens 4 wide: no residual, and a note saying why.
    assert data["residual"] is None
    assert "2 wide" in data["residual_note"] and "W_o" in data["residual_note"]


def test_json_numbers_equal_compute(run_cli, tmp_path):
    session = two_head_session()
    path = saved(session, tmp_path)
    proc = run_cli("compute", path, "--json")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    expected = compute(load_session(path))

    def same(listed, array):
        assert isinstance(listed, list)
        assert np.array_equal(np.array(listed, dtype=np.float64), array)

    assert set(data) == TOP_KEYS | ADDED_KEYS
    assert data["tokens"] == list(session.tokens)
    same(data["Z"], expected.Z)
    assert len(data["heads"]) == 2
    for listed, head in zip(data["heads"], expected.heads, strict=True):
        assert set(listed) == HEAD_KEYS
        for key in HEAD_KEYS:
            same(listed[key], getattr(head, key))
    same(data["concat"], expected.concat)
    same(data["attention_output"], expected.attention_output)
    same(data["residual"], expected.residual)
    assert data["residual_note"] is None


def test_json_mask_is_booleans_and_hidden_weights_are_exactly_zero(run_cli, tmp_path):
    proc = run_cli("compute", saved(two_head_session(), tmp_path), "--json")
    data = json.loads(proc.stdout)
    visible = np.tri(4, dtype=bool)
    visible[3, 0] = False  # the custom mask hides "the" from "down"
    assert data["mask"] == visible.tolist()
    assert all(isinstance(v, bool) for row in data["mask"] for v in row)
    for head in data["heads"]:
        weights = np.array(head["weights"])
        assert np.all(weights[~visible] == 0.0)
        np.testing.assert_allclose(weights.sum(axis=1), 1.0, rtol=1e-12)
        # scores and scaled are given before masking: the hidden cells keep their values.
        scores = np.array(head["scores"])
        np.testing.assert_allclose(
            scores, np.array(head["Q"]) @ np.array(head["K"]).T, rtol=1e-12, atol=1e-12
        )
        assert np.all(np.isfinite(head["scaled"]))


def test_json_residual_off_gives_null_and_a_note(run_cli, tmp_path):
    session = two_head_session().replace(residual=False)
    data = json.loads(run_cli("compute", saved(session, tmp_path), "--json").stdout)
    assert data["residual"] is None
    assert "switched off" in data["residual_note"]


# -- text ----------------------------------------------------------------------------


def test_text_shows_every_step_with_token_names(run_cli, tmp_path):
    proc = run_cli("compute", saved(lesson_session(), tmp_path))
    assert proc.returncode == 0, proc.stderr
    text = proc.stdout
    for token in ("cat", "sat", "mat"):
        assert token in text
    for step in ("Q = ", "K = ", "V = ", "scores", "scaled", "weights", "output"):
        assert step in text
    # The lesson's weight rows, rounded to 2 places as the lesson prints them.
    assert "cat  0.50  0.25  0.25" in text
    assert "sat  0.77  0.05  0.19" in text
    assert "mat  0.28  0.58  0.14" in text
    # It ends with the reason there is no residual.
    assert text.rstrip().splitlines()[-1].startswith("No residual:")


def test_text_lists_each_head_and_the_residual(run_cli, tmp_path):
    proc = run_cli("compute", saved(two_head_session(), tmp_path), "--decimals", "4")
    assert proc.returncode == 0, proc.stderr
    assert "Head 1 of 2" in proc.stdout and "Head 2 of 2" in proc.stdout
    assert "two heads" in proc.stdout
    assert "-inf" in proc.stdout  # the masked scores, just before the softmax
    assert "Residual" in proc.stdout
    expected = compute(two_head_session())
    assert f"{expected.heads[1].weights[2, 1]:.4f}" in proc.stdout


def test_text_survives_a_terminal_without_unicode(run_cli, tmp_path):
    session = lesson_session().replace(tokens=("猫", "sat", "e\u0301"))
    path = saved(session, tmp_path)
    proc = run_cli("compute", path, PYTHONIOENCODING="ascii")
    assert proc.returncode == 0, proc.stderr
    assert "\\u732b" in proc.stdout
    proc = run_cli("compute", path, "--json", PYTHONIOENCODING="ascii")
    assert json.loads(proc.stdout)["tokens"] == ["猫", "sat", "e\u0301"]


def test_control_characters_in_labels_do_not_break_table_rows(run_cli, tmp_path):
    session = lesson_session().replace(tokens=("a\nb", "\x1b[31mred", "ok"))
    proc = run_cli("compute", saved(session, tmp_path))
    assert proc.returncode == 0, proc.stderr
    assert "\x1b" not in proc.stdout
    assert "a\\nb" in proc.stdout and "\\x1b[31mred" in proc.stdout


# -- errors: exit 2 and one line -----------------------------------------------------


def test_missing_file(run_cli, tmp_path):
    assert_one_line_error(run_cli("compute", tmp_path / "nowhere.selfattn.json"), "nowhere")


def test_bad_json(run_cli, tmp_path):
    path = tmp_path / "broken.selfattn.json"
    path.write_text('{"format": "selfattn-session", "version": 1,,}', encoding="utf-8")
    assert_one_line_error(run_cli("compute", path, "--json"), "broken.selfattn.json", "JSON")


def test_wrong_shape(run_cli, tmp_path):
    path = saved(lesson_session(), tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["heads"][0]["W_q"] = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]  # 3 rows, d_model is 4
    path.write_text(json.dumps(data), encoding="utf-8")
    assert_one_line_error(run_cli("compute", path), "heads[0].W_q", "4")


def test_unknown_preset(run_cli):
    assert_one_line_error(run_cli("compute", "--preset", "no-such-example"), "no-such-example")


@pytest.mark.parametrize("argv", [[], ["compute"], ["compute", "--json"], ["export-code"]])
def test_nothing_to_compute(run_cli, argv):
    assert_one_line_error(run_cli(*argv))


def test_both_a_file_and_a_preset(run_cli, tmp_path):
    path = saved(lesson_session(), tmp_path)
    assert_one_line_error(run_cli("compute", path, "--preset", "cat-sat-mat"), "not both")


@pytest.mark.parametrize(
    "argv",
    [
        ["compute", "--bogus"],
        ["compute", "--decimals", "many"],
        ["compute", "--decimals", "40", "x.json"],
        ["frobnicate"],
        ["presets", "extra"],
    ],
)
def test_bad_options(run_cli, argv):
    assert_one_line_error(run_cli(*argv))


def test_fully_masked_row_names_the_token(run_cli, tmp_path):
    mask = np.ones((3, 3), dtype=bool)
    mask[1, :] = False
    # A label with a newline must not turn the one error line into two.
    session = lesson_session().replace(tokens=("cat", "sat\nnow", "mat"), mask=mask)
    path = saved(session, tmp_path)
    for command in ("compute", "export-code"):
        line = assert_one_line_error(run_cli(command, path))
        assert "sat\\nnow" in line and "masked" in line


def test_help_exits_zero(run_cli):
    proc = run_cli("compute", "--help")
    assert proc.returncode == 0
    assert "--preset" in proc.stdout and proc.stderr == ""


# -- in-process use (app.main calls cli.run) -----------------------------------------


def test_run_in_process_returns_codes(tmp_path, capsys):
    path = saved(lesson_session(), tmp_path)
    assert cli.run(["compute", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["tokens"] == ["cat", "sat", "mat"]
    assert cli.run(["compute", str(tmp_path / "missing.json")]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and captured.err.startswith("selfattn-gui: error: ")
    assert cli.run(["--help"]) == 0
    assert set(cli.COMMANDS) == {"compute", "export-code", "presets"}


def test_cli_module_loads_no_qt(tmp_path):
    code = (
        "import sys, selfattn_gui.cli\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'pyqtgraph')]\n"
        "print(bad)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, timeout=60
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"
