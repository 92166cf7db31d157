"""`selfattn-gui export-code`: the script stands alone, matches compute, and is safe."""

from __future__ import annotations

import ast
import io
import json
import tokenize
from pathlib import Path

import numpy as np
import pytest

from selfattn_gui.core.export.export_code import export_python
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions.session import Head, Session, SessionError
from selfattn_gui.core.sessions.session_io import load_session, save_session
from selfattn_gui.core.teaching.report import result_to_json

TOLERANCE = 1e-12


def _heads(rng: np.random.Generator, count: int, d_model: int, d_k: int, d_v: int):
    return tuple(
        Head(
            rng.normal(size=(d_model, d_k)),
            rng.normal(size=(d_model, d_k)),
            rng.normal(size=(d_model, d_v)),
        )
        for _ in range(count)
    )


def lesson_session() -> Session:
    rng = np.random.default_rng(0)
    W_q, W_k, W_v = (rng.integers(-1, 2, size=(4, 2)).astype(float) for _ in range(3))
    X = [[1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0], [1.0, 1.0, 0.0, 0.0]]
    return Session(tokens=("cat", "sat", "mat"), embeddings=X, heads=(Head(W_q, W_k, W_v),))


def everything_session() -> Session:
    """Three heads, W_o, causal + custom mask, sinusoidal positions, awkward floats."""
    rng = np.random.default_rng(11)
    embeddings = rng.normal(size=(5, 6))
    embeddings[0, 0] = 1 / 3
    embeddings[1, 1] = -0.0
    embeddings[2, 2] = 1e-7
    embeddings[3, 3] = 12345.678901234567
    embeddings[4, 4] = 0.1 + 0.2
    mask = np.ones((5, 5), dtype=bool)
    mask[4, 1] = mask[4, 2] = mask[2, 0] = False
    return Session(
        tokens=("the", "animal", "didn't", "cross", "it"),
        embeddings=embeddings,
        heads=_heads(rng, 3, 6, 4, 2),
        W_o=rng.normal(size=(6, 6)),
        positional_encoding="sinusoidal",
        causal=True,
        mask=mask,
        title="multi-head, W_o, causal, mask, sinusoidal",
    )


def odd_session() -> Session:
    """No scaling, W_o of the wrong width (so no residual), odd d_model for the encoding."""
    rng = np.random.default_rng(5)
    return Session(
        tokens=("a", "b", "c", "d"),
        embeddings=rng.normal(size=(4, 5)) * 3,
        heads=_heads(rng, 2, 5, 3, 3),
        W_o=rng.normal(size=(6, 2)),
        positional_encoding="sinusoidal",
        scale="none",
    )


def residual_off_session() -> Session:
    return everything_session().replace(residual=False, causal=False, mask=None, W_o=None)


SESSIONS = {
    "lesson": lesson_session,
    "everything": everything_session,
    "odd": odd_session,
    "residual-off": residual_off_session,
}


def assert_same_result(actual: dict, expected: dict) -> None:
    """Equal keys, labels, masks and notes; every number within 1e-12."""
    assert set(actual) == set(expected)
    assert actual["tokens"] == expected["tokens"]
    assert actual["mask"] == expected["mask"]
    assert actual["residual_note"] == expected["residual_note"]
    for key in ("Z", "concat", "attention_output"):
        np.testing.assert_allclose(actual[key], expected[key], rtol=TOLERANCE, atol=TOLERANCE)
    if expected["residual"] is None:
        assert actual["residual"] is None
    else:
        np.testing.assert_allclose(
            actual["residual"], expected["residual"], rtol=TOLERANCE, atol=TOLERANCE
        )
    assert len(actual["heads"]) == len(expected["heads"])
    for got, want in zip(actual["heads"], expected["heads"], strict=True):
        assert set(got) == set(want)
        for key in want:
            np.testing.assert_allclose(got[key], want[key], rtol=TOLERANCE, atol=TOLERANCE)


def run_exported(source: str, folder: Path, run_script, *args: str):
    script = folder / "attention_script.py"
    script.write_text(source, encoding="utf-8")
    workdir = folder / "work"
    workdir.mkdir()
    proc = run_script(script, *args, cwd=workdir)
    assert proc.returncode == 0, proc.stderr
    return proc


@pytest.mark.parametrize("name", sorted(SESSIONS))
def test_script_reproduces_compute(name, tmp_path, run_script):
    session = SESSIONS[name]()
    expected = result_to_json(session, compute(session))
    proc = run_exported(export_python(session), tmp_path, run_script, "--json")
    assert_same_result(json.loads(proc.stdout), expected)


def test_cli_export_code_prints_the_script(run_cli, run_script, tmp_path):
    session = everything_session()
    path = tmp_path / "everything.selfattn.json"
    save_session(session, path)
    proc = run_cli("export-code", path)
    assert proc.returncode == 0, proc.stderr
    # The file keeps every number except the sign of -0.0, so export what was saved.
    assert proc.stdout == export_python(load_session(path))
    expected = json.loads(run_cli("compute", path, "--json").stdout)
    result = run_exported(proc.stdout, tmp_path, run_script, "--json")
    assert_same_result(json.loads(result.stdout), expected)


def test_script_numbers_are_written_exactly():
    session = everything_session()
    tree = ast.parse(export_python(session))
    floats = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and type(node.value) is float:
            floats.add(node.value)
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            if isinstance(node.operand, ast.Constant) and type(node.operand.value) is float:
                floats.add(-node.operand.value)
    for value in (1 / 3, 1e-7, 12345.678901234567, 0.1 + 0.2, float(session.W_o[2, 3])):
        assert value in floats
    for value in session.heads[2].W_v.ravel():
        assert value in floats


def test_script_without_json_prints_weights_and_outputs(tmp_path, run_script):
    proc = run_exported(export_python(lesson_session()), tmp_path, run_script)
    rows = {"cat": [], "sat": [], "mat": []}
    for line in proc.stdout.splitlines():
        label, *numbers = line.split() or [""]
        if label in rows and numbers and numbers[0] not in rows:  # skip column headers
            rows[label].append([float(x) for x in numbers])
    # Each token's first row is in the weights table, its second in the head's output.
    weights = [rows[t][0] for t in ("cat", "sat", "mat")]
    outputs = [rows[t][1] for t in ("cat", "sat", "mat")]
    np.testing.assert_allclose(
        weights, [[0.50, 0.25, 0.25], [0.77, 0.05, 0.19], [0.28, 0.58, 0.14]], atol=0.005
    )
    np.testing.assert_allclose(outputs, [[-0.26, 0.75], [-0.72, 0.95], [0.29, 0.42]], atol=0.005)
    assert "No residual" in proc.stdout


#: All that an exported script imports: the standard library's json and sys, and NumPy.
STANDALONE_IMPORTS = {"__future__", "json", "sys", "numpy"}


def imported_modules(source: str) -> set[str]:
    """The top-level modules a script imports."""
    imported = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            imported |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            imported.add((node.module or "").split(".")[0])
    return imported


def test_script_needs_nothing_but_numpy():
    assert imported_modules(export_python(everything_session())) == STANDALONE_IMPORTS


# -- hostile labels --------------------------------------------------------------------

HOSTILE_TOKENS = (
    '"); import os #',
    "'); open('pwned-single', 'w'); ('",
    '"); open("pwned-double", "w"); ("',
    "'''",
    '"""',
    "\n#",
    "a\nimport os\nos.system('touch pwned-newline')",
    "back\\slash\\",
    "{TOKENS}",
    "\u202eevil\u202c",  # a right-to-left override (the "Trojan Source" trick)
    "猫🐈",
    "\x1b[31mred",
)
HOSTILE_TITLE = 'title """ with quotes\n"""; open("pwned-title", "w") #'


def hostile_session(tokens=HOSTILE_TOKENS, title=HOSTILE_TITLE) -> Session:
    rng = np.random.default_rng(3)
    n = len(tokens)
    return Session(
        tokens=tokens,
        embeddings=rng.normal(size=(n, 4)),
        heads=_heads(rng, 2, 4, 2, 2),
        W_o=rng.normal(size=(4, 4)),
        causal=True,
        title=title,
    )


def test_hostile_labels_stay_strings_and_run_harmlessly(tmp_path, run_script):
    session = hostile_session()
    source = export_python(session)
    script_folder = tmp_path / "script"
    script_folder.mkdir()

    proc = run_exported(source, script_folder, run_script, "--json")
    assert json.loads(proc.stdout)["tokens"] == list(HOSTILE_TOKENS)
    assert_same_result(json.loads(proc.stdout), result_to_json(session, compute(session)))
    proc = run_script(script_folder / "attention_script.py", cwd=script_folder / "work")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith(HOSTILE_TITLE + "\n")
    for label in HOSTILE_TOKENS:
        assert label in proc.stdout

    # Nothing was created: not in the working folder, not beside the script.
    assert list((script_folder / "work").iterdir()) == []
    assert [p.name for p in script_folder.iterdir()] == ["attention_script.py", "work"]


def assert_labels_only_in_strings(hostile_source: str, plain_source: str, labels) -> None:
    """The scripts of hostile and of plain labels are the same code token for token,
    strings aside, and every hostile label is one of those strings."""

    def code_tokens(source: str) -> list[tokenize.TokenInfo]:
        return list(tokenize.generate_tokens(io.StringIO(source).readline))

    hostile, plain = code_tokens(hostile_source), code_tokens(plain_source)
    assert len(hostile) == len(plain)
    strings = []
    for mine, theirs in zip(hostile, plain, strict=True):
        assert mine.type == theirs.type
        if mine.type == tokenize.STRING and mine.string != theirs.string:
            strings.append(ast.literal_eval(mine.string))
        else:
            # Comments, names, operators and line structure are all the same.
            assert mine.string == theirs.string
    for label in labels:
        assert label in strings
    # Nothing invisible or terminal-controlling made it into the file as is.
    for char in ("\u202e", "\x1b"):
        assert char not in hostile_source


def test_labels_only_ever_appear_inside_string_literals():
    """Hostile and plain labels give the same code token for token, strings aside."""
    plain = hostile_session(tokens=tuple(f"t{i}" for i in range(len(HOSTILE_TOKENS))), title="t")
    assert_labels_only_in_strings(
        export_python(hostile_session()), export_python(plain), HOSTILE_TOKENS + (HOSTILE_TITLE,)
    )


def test_a_lone_surrogate_label_is_refused_before_it_can_reach_a_script():
    # JSON allows "\ud800", but it is not text: the session refuses it with a message,
    # so neither a saved file nor an exported script can ever hold it.
    with pytest.raises(SessionError, match=r"tokens\[1\].*not valid text"):
        hostile_session(tokens=("ok", "\ud800"), title="")
