"""Empty and odd option values: each is one ``selfattn-gui: error:`` line and exit 2.

Never a traceback, never the default example opened instead of what was asked for,
and never a start that hangs (a timeout of its own fails the test rather than the run).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

HANG = 60  # seconds; a refusal takes about one; the full app offscreen took forever


def one_error_line(stderr: str) -> str:
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("selfattn-gui: error: "), stderr
    return lines[0]


@pytest.fixture
def odd_paths(tmp_path: Path) -> dict[str, str]:
    folder = tmp_path / "odd-dir.selfattn.json"
    folder.mkdir()
    fifo = tmp_path / "odd-pipe.selfattn.json"
    os.mkfifo(fifo)  # opening it to read would block until someone writes
    return {"folder": str(folder), "fifo": str(fifo), "device": "/dev/zero"}


# (arguments, words the one line must hold); "SHOT" stands for a PNG path in tmp_path.
MISTAKES = [
    # str.isdigit() accepts superscripts that int() refuses: it was a traceback.
    (["--size", "²x800"], "--size: expected WIDTHxHEIGHT"),
    (["--size", "1280x²"], "--size: expected WIDTHxHEIGHT"),
    (["--size", "9" * 5000 + "x800"], "(5004 characters)"),  # more digits than int() takes
    (["--lesson", "03-it-finds-animal", "--step", "²"], "has steps 1 to"),
    (["--lesson", "03-it-finds-animal", "--step", "9" * 5000], "has steps 1 to"),
    (["--lesson", "03-it-finds-animal", "--step", "٣"], "has steps 1 to"),
    # Empty values were taken as "not given": the default example opened instead.
    (["--preset", ""], "no built-in preset"),
    ([""], "session FILE name is empty"),
]


# Odd values that were already refused well before; kept here so they stay so.
ALREADY_REFUSED = [
    (["--size", "1_280x800"], "--size: expected WIDTHxHEIGHT"),  # int() would take it
    (["--lesson", ""], "no lesson ''"),
    (["--theme", ""], "no theme ''"),
]


@pytest.mark.parametrize(("args", "words"), MISTAKES + ALREADY_REFUSED, ids=lambda v: repr(v)[:40])
def test_a_mistake_is_one_line_and_nothing_is_rendered(tmp_path, run_app, args, words):
    shot = tmp_path / "shot.png"
    proc = run_app("--screenshot", shot, *args, timeout=HANG)
    assert proc.returncode == 2
    line = one_error_line(proc.stderr)
    assert words in line, line
    assert len(line) < 400  # a 5,000-digit value is not echoed whole
    assert not shot.exists()


def test_an_empty_screenshot_path_is_refused_instead_of_opening_the_window(run_app):
    # '' is false, so it was taken as "no --screenshot": the full app started offscreen
    # with nobody to close it.
    proc = run_app("--screenshot", "", timeout=HANG)
    assert proc.returncode == 2
    assert "--screenshot: the file name is empty" in one_error_line(proc.stderr)


@pytest.mark.parametrize("kind", ["folder", "fifo", "device"])
def test_a_screenshot_path_that_is_not_a_file_is_refused(run_app, odd_paths, kind):
    # A FIFO would block the save forever; /dev/zero would take the PNG and keep nothing.
    proc = run_app("--screenshot", odd_paths[kind], timeout=HANG)
    assert proc.returncode == 2
    line = one_error_line(proc.stderr)
    assert odd_paths[kind] in line and ("folder" in line or "not an ordinary file" in line)


@pytest.mark.parametrize("kind", ["folder", "fifo", "device"])
@pytest.mark.parametrize("how", ["window", "compute", "export-code"])
def test_a_session_file_that_is_not_a_file_stays_refused(tmp_path, run_app, odd_paths, kind, how):
    shot = tmp_path / "shot.png"
    if how == "window":
        proc = run_app(odd_paths[kind], "--screenshot", shot, timeout=HANG)
    else:
        proc = run_app(how, odd_paths[kind], timeout=HANG)
    assert proc.returncode == 2
    line = one_error_line(proc.stderr)
    assert Path(odd_paths[kind]).name in line
    assert "folder" in line or "not an ordinary file" in line
    assert not shot.exists()


@pytest.mark.parametrize("command", ["compute", "export-code"])
def test_an_empty_file_name_for_a_command_says_so(run_app, command):
    # It was read as the current folder: "'.': is a folder, not a session file".
    proc = run_app(command, "", timeout=HANG)
    assert proc.returncode == 2
    assert f"{command}: the session FILE name is empty" in one_error_line(proc.stderr)


def test_an_empty_preset_for_a_command_still_names_the_presets(run_app):
    # Already so before; the window's --preset '' now says the same (see MISTAKES).
    proc = run_app("compute", "--preset", "", timeout=HANG)
    assert proc.returncode == 2
    assert "cat-sat-mat" in one_error_line(proc.stderr)
