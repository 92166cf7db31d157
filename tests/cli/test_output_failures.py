"""Output that can't be written: a closed stdout (``>&-``), a full disk (``> /dev/full``).

Each ends with exit code 2 and one ``selfattn-gui: error: ...`` line saying so, never a
traceback; with stderr closed as well only the exit code is left to tell.
"""

from __future__ import annotations

import pytest

COMMANDS = [
    ("presets",),
    ("compute", "--preset", "cat-sat-mat"),
    ("compute", "--preset", "cat-sat-mat", "--json"),
    ("export-code", "--preset", "cat-sat-mat"),
    ("compute", "--help"),
]


def one_error_line(stderr: str) -> str:
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("selfattn-gui: error: "), stderr
    assert "Traceback" not in stderr
    return lines[0]


@pytest.mark.parametrize("args", COMMANDS, ids=" ".join)
def test_a_closed_stdout_is_said_in_one_line(run_redirected, args):
    proc = run_redirected(">&-", *args)
    assert proc.returncode == 2
    assert "standard output is closed" in one_error_line(proc.stderr)


@pytest.mark.parametrize("args", COMMANDS, ids=" ".join)
def test_a_full_disk_is_said_in_one_line(run_redirected, args):
    proc = run_redirected("> /dev/full", *args)
    assert proc.returncode == 2
    line = one_error_line(proc.stderr)
    assert "cannot write the output" in line and "No space left on device" in line


@pytest.mark.parametrize(
    "redirection", [">&- 2>&-", "> /dev/full 2>&-", "> /dev/full 2> /dev/full"]
)
def test_with_nowhere_to_say_it_the_exit_code_still_tells(run_redirected, redirection):
    proc = run_redirected(redirection, "compute", "--preset", "cat-sat-mat")
    assert proc.returncode == 2
    assert proc.stdout == "" and proc.stderr == ""


def test_an_error_with_stderr_closed_is_still_exit_2(run_redirected, tmp_path):
    proc = run_redirected("2>&-", "compute", str(tmp_path / "nowhere.selfattn.json"))
    assert proc.returncode == 2
    assert proc.stdout == ""


def test_the_window_path_reports_a_full_disk_too(run_redirected):
    """``--self-test > /dev/full`` (offscreen): its one line can't be written either."""
    proc = run_redirected("> /dev/full", "--self-test")
    assert proc.returncode == 2
    assert "cannot write the output" in one_error_line(proc.stderr)


def test_help_on_a_closed_stdout_is_said_too(run_redirected):
    proc = run_redirected(">&-", "--help")
    assert proc.returncode == 2
    assert "standard output is closed" in one_error_line(proc.stderr)
