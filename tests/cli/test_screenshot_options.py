"""``--screenshot`` with --theme, --lesson/--step and --presentation, without any display."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from PySide6.QtGui import QImage


def keep(path: Path) -> None:
    """Copy a screenshot to $SELFATTN_GUI_SHOTS, for a person to look at."""
    folder = os.environ.get("SELFATTN_GUI_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        shutil.copy(path, Path(folder) / path.name)


def mean_luminance(image: QImage) -> float:
    """Average brightness from 0 (black) to 1 (white), sampled every 8 pixels."""
    values = [
        image.pixelColor(x, y).lightnessF()
        for x in range(0, image.width(), 8)
        for y in range(0, image.height(), 8)
    ]
    return sum(values) / len(values)


@pytest.fixture
def screenshot(tmp_path: Path, run_app):
    """``screenshot(NAME, *args)`` renders the app headless and returns the picture."""

    def take(name: str, *args: str) -> QImage:
        out = tmp_path / name
        proc = run_app("--screenshot", str(out), *args)
        assert proc.returncode == 0, proc.stderr
        assert proc.stderr == ""
        keep(out)
        image = QImage(str(out))
        assert not image.isNull()
        return image

    return take


@pytest.mark.parametrize(
    ("theme", "dark"), [("light", False), ("dark", True), ("high-contrast", True)]
)
def test_each_theme(tmp_path, theme, dark, screenshot):
    image = screenshot(f"cli-theme-{theme}.png", "--preset", "cat-sat-mat", "--theme", theme)
    assert (image.width(), image.height()) == (1280, 800)
    assert (mean_luminance(image) < 0.35) == dark


def test_a_lesson_step(tmp_path, screenshot):
    plain = screenshot("cli-plain.png", "--preset", "it-animal")
    lesson = screenshot(
        "cli-lesson.png",
        "--lesson",
        "03-it-finds-animal",
        "--step",
        "3",
        "--size",
        "1280x800",
    )
    assert (lesson.width(), lesson.height()) == (1280, 800)
    assert lesson != plain  # the lessons dock is open beside the example


def test_a_lesson_step_that_changes_the_example_still_exits(tmp_path, screenshot):
    """The step regroups the K/V heads: the session is changed but nobody's work, so
    closing asks nothing (it used to wait for an answer to "Save changes?" for ever)."""
    image = screenshot("cli-lesson-changed.png", "--lesson", "12-grouped-query", "--step", "2")
    assert not image.isNull()


def test_presentation_mode_at_projector_size(tmp_path, screenshot):
    image = screenshot(
        "cli-presentation.png",
        "--preset",
        "cat-sat-mat",
        "--presentation",
        "--theme",
        "high-contrast",
        "--size",
        "1920x1080",
    )
    assert (image.width(), image.height()) == (1920, 1080)
    # No menu bar or toolbar: the top rows are the panels, black on a projector theme.
    assert mean_luminance(image) < 0.35


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--theme", "neon"), "no theme 'neon'"),
        (("--lesson", "99-nothing"), "no lesson '99-nothing'"),
        (("--lesson", "03-it-finds-animal", "--step", "0"), "has steps 1 to"),
        (("--lesson", "03-it-finds-animal", "--step", "two"), "found 'two'"),
        (("--step", "2"), "--step needs --lesson"),
    ],
)
def test_mistakes_are_one_line_and_exit_2(tmp_path, args, words, run_app):
    proc = run_app("--screenshot", str(tmp_path / "x.png"), *args)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], proc.stderr
    assert not (tmp_path / "x.png").exists()
