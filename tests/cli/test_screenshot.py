"""``selfattn-gui --screenshot``: the window rendered without a display."""

from __future__ import annotations

from PySide6.QtGui import QImage


def test_screenshot_of_a_preset_at_a_chosen_size(tmp_path, run_app):
    out = tmp_path / "shot.png"
    proc = run_app("--screenshot", str(out), "--preset", "it-animal", "--size", "1024x700")
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 700)


def test_screenshot_of_a_session_file(tmp_path, run_app):
    from selfattn_gui.core.sessions import presets, session_io

    session_file = tmp_path / "mine.selfattn.json"
    session_io.save_session(presets.load_preset("two-heads"), session_file)
    out = tmp_path / "file.png"
    proc = run_app("--screenshot", str(out), str(session_file))
    assert proc.returncode == 0, proc.stderr
    assert QImage(str(out)).width() == 1280


def test_a_bad_size_or_folder_is_one_line_and_exit_2(tmp_path, run_app):
    proc = run_app("--screenshot", str(tmp_path / "x.png"), "--size", "huge")
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1
    proc = run_app("--screenshot", str(tmp_path / "missing" / "x.png"))
    assert proc.returncode == 2 and "could not write" in proc.stderr
