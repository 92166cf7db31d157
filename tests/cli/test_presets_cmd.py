"""`selfattn-gui presets`, `compute --preset` and `export-code --preset`."""

from __future__ import annotations

import json

import numpy as np
import pytest

presets = pytest.importorskip("selfattn_gui.core.sessions.presets")

TOLERANCE = 1e-12


def test_presets_lists_every_preset_with_its_description(run_cli):
    proc = run_cli("presets")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    known = presets.list_presets()
    assert len(lines) == len(known)
    assert any(line.split()[0] == "cat-sat-mat" for line in lines)
    for line, info in zip(lines, known, strict=True):
        assert line.split()[0] == info.name
        assert info.description in line
    # The descriptions start in one column.
    starts = {line.index(info.description) for line, info in zip(lines, known, strict=True)}
    assert len(starts) == 1


def test_compute_cat_sat_mat_gives_the_lessons_numbers(run_cli):
    proc = run_cli("compute", "--preset", "cat-sat-mat", "--json")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["tokens"] == ["cat", "sat", "mat"]
    (head,) = data["heads"]
    # Lesson 4.8 prints these, rounded to two places.
    np.testing.assert_allclose(
        head["weights"], [[0.50, 0.25, 0.25], [0.77, 0.05, 0.19], [0.28, 0.58, 0.14]], atol=0.005
    )
    np.testing.assert_allclose(
        head["output"], [[-0.26, 0.75], [-0.72, 0.95], [0.29, 0.42]], atol=0.005
    )


def test_compute_default_preset_as_text(run_cli):
    proc = run_cli("compute", "--preset", presets.DEFAULT_PRESET)
    assert proc.returncode == 0, proc.stderr
    assert "cat" in proc.stdout and "Head 1 of 1" in proc.stdout


@pytest.mark.parametrize("name", [info.name for info in presets.list_presets()])
def test_export_code_of_every_preset_reproduces_compute(name, run_cli, run_script, tmp_path):
    exported = run_cli("export-code", "--preset", name)
    assert exported.returncode == 0, exported.stderr
    expected = json.loads(run_cli("compute", "--preset", name, "--json").stdout)

    script = tmp_path / f"{name}.py"
    script.write_text(exported.stdout, encoding="utf-8")
    proc = run_script(script, "--json", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    actual = json.loads(proc.stdout)

    assert set(actual) == set(expected)
    for key in ("tokens", "mask", "residual_note"):
        assert actual[key] == expected[key]
    for key in ("Z", "concat", "attention_output", "residual"):
        if expected[key] is None:
            assert actual[key] is None
        else:
            np.testing.assert_allclose(actual[key], expected[key], rtol=TOLERANCE, atol=TOLERANCE)
    for got, want in zip(actual["heads"], expected["heads"], strict=True):
        assert set(got) == set(want)
        for key in want:
            np.testing.assert_allclose(got[key], want[key], rtol=TOLERANCE, atol=TOLERANCE)
