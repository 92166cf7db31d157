"""The window on the screens classrooms have: 1024 × 768, 1280 × 800 and 1920 × 1080,
in every language.

Each case runs the app on a real Xvfb screen of that size (``screen_probe.py``: the
window gets the geometry a maximised window would get), opens the lesson panel,
zooms in three times and walks presentation mode's steps, and measures what a person
would see.  The screenshots go to ``$SELFATTN_GUI_SHOTS`` (or the test's folder): open
them and look.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from noto_fonts import NOTO_FONTS, noto_is_the_sans
from x_screens import x_screen

from selfattn_gui.core.languages import TRANSLATED

PROBE = Path(__file__).with_name("screen_probe.py")
ROOT = Path(__file__).resolve().parents[2]
SCREENS = ["1024x768", "1280x800", "1920x1080"]


@cache
def probe(
    size: str, preset: str, shots: Path, language: str = "en", fonts: Path | None = None
) -> dict:
    """What ``screen_probe.py`` measured (each screen, example, language and set of
    fonts is run once); ``fonts`` is a fontconfig file to use instead of the tests'."""
    with x_screen(size) as display:
        env = {**os.environ, "DISPLAY": display, "PYTHONPATH": str(ROOT)}
        if fonts is not None:
            env["FONTCONFIG_FILE"] = str(fonts)
        env.pop("QT_QPA_PLATFORM", None)  # the real screen, not offscreen
        done = subprocess.run(
            [sys.executable, str(PROBE), preset, str(shots), language],
            capture_output=True,
            text=True,
            env=env,
            timeout=240,
        )
    assert done.returncode == 0, done.stderr[-3000:]
    line = next(li for li in done.stdout.splitlines() if li.startswith("PROBE "))
    return json.loads(line.removeprefix("PROBE "))


@pytest.fixture(scope="module")
def shots(tmp_path_factory) -> Path:
    folder = os.environ.get("SELFATTN_GUI_SHOTS")
    return Path(folder) if folder else tmp_path_factory.mktemp("shots")


@pytest.mark.parametrize("size", SCREENS)
def test_the_default_example_fits_every_classroom_screen(size, shots):
    report = probe(size, "cat-sat-mat", shots)
    width, height = report["screen"]
    start = report["start"]
    assert start["window_inside"] and start["outside"] == []
    assert start["toolbar_hidden"] == [], start["toolbar_hidden"]  # no "»" menu hides any
    assert start["scrolled_tables"] == [] and not start["pipeline_scrolls"]
    # The lesson panel takes its share; the window stays on the screen, and the weights
    # keep their size beside it.
    lesson = report["lesson"]
    assert lesson["window_inside"] and lesson["scrolled_tables"] == []
    weights_width, weights_height = lesson["heatmap"]
    assert weights_width >= 220 and weights_height >= 160, lesson
    # Three Ctrl+Plus never make the window larger than the screen.
    assert report["zoomed"]["window_inside"] and report["zoomed"]["size"] == [width, height]
    for step in report["presentation"]:
        assert step["outside"] == [], step
        assert step["leave_on_screen"], step


@pytest.mark.parametrize("size", SCREENS)
def test_the_pipeline_needs_no_scrolling_beside_the_lesson_panel(size, shots):
    lesson = probe(size, "cat-sat-mat", shots)["lesson"]
    assert lesson["outside"] == [] and not lesson["pipeline_scrolls"], lesson


@pytest.mark.parametrize("size", SCREENS)
def test_presentation_reads_from_the_back_of_the_room(size, shots):
    """Numbers at least 3 % of the screen's height, titles at least 2.5 %, every step."""
    report = probe(size, "cat-sat-mat", shots)
    height = report["screen"][1]
    for step in report["presentation"]:
        if step["number_px"]:
            assert step["number_px"] >= 0.03 * height, step
        assert step["title_px"] >= 0.025 * height, step


@pytest.mark.parametrize("preset", ["it-animal", "two-heads", "two-layers"])
def test_the_lesson_examples_need_no_scrolling_table_at_1280_by_800(preset, shots):
    report = probe("1280x800", preset, shots)
    assert report["start"]["window_inside"]
    assert report["start"]["scrolled_tables"] == []


@pytest.mark.parametrize("size", ["1024x768", "1280x800"])
def test_an_example_too_big_for_the_screen_scrolls_down_never_sideways(size, shots):
    """two-heads (6 tokens, d_model 10, two heads) is taller than a small screen even at the
    least text size; below that size nobody could read it, so the pipeline scrolls down
    instead, and no table needs a scroll bar of its own."""
    start = probe(size, "two-heads", shots)["start"]
    assert not start["pipeline_scrolls_sideways"], start
    assert start["scrolled_tables"] == [], start


def _every_view(report: dict) -> list[tuple[str, dict]]:
    views = [("start", report["start"]), ("lesson", report["lesson"])]
    return views + [(f"presentation {step['step']}", step) for step in report["presentation"]]


@pytest.mark.parametrize("size", ["1280x800", "1024x768"])
def test_strings_40_percent_longer_are_all_translated_and_fit(size, shots):
    """The pseudo-language makes every string longer and brackets it: a text outside
    brackets is not translated, a widget off the screen or a text cut without a tooltip
    does not fit (start, lesson panel and every step of presentation mode)."""
    report = probe(size, "cat-sat-mat", shots, "pseudo")
    assert report["start"]["window_inside"]
    for view, seen in _every_view(report):
        assert seen["outside"] == [], (view, seen["outside"])
        assert seen["untranslated"] == [], (view, seen["untranslated"])
        if size == "1280x800":
            assert seen["cut_off"] == [], (view, seen["cut_off"])
            assert seen.get("toolbar_hidden", []) == [], (view, seen.get("toolbar_hidden"))


@pytest.mark.parametrize("language", ["en", "pseudo"])
@pytest.mark.parametrize("size", ["1024x768", "1280x800"])
def test_presenting_a_lesson_pin_and_leave_cover_none_of_its_buttons(size, language, shots):
    seen = probe(size, "cat-sat-mat", shots, language)["presenting_lesson"]
    assert seen["covered"] == [], seen
    assert seen["outside"] == [], seen
    assert seen["width"] <= int(size.split("x")[0]), seen  # (full screen less its frame)


def test_arabic_mirrors_the_window_but_not_its_matrices(shots):
    report = probe("1280x800", "cat-sat-mat", shots, "ar")
    for view in ("start", "lesson"):
        assert report[view]["right_to_left"], view
        assert report[view]["not_left_to_right"] == [], report[view]["not_left_to_right"]
        assert report[view]["outside"] == [], report[view]["outside"]


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_language_fits_the_classroom_screen(language, shots):
    """Screenshots of the start, a lesson step and presentation mode in each language
    (in ``$SELFATTN_GUI_SHOTS``: look at them)."""
    report = probe("1280x800", "cat-sat-mat", shots, language)
    assert report["start"]["window_inside"]
    for view, seen in _every_view(report):
        assert seen["outside"] == [], (view, language, seen["outside"])
        assert seen["cut_off"] == [], (view, language, seen["cut_off"])


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_toolbar_control_shows_at_1024_by_768_in_every_language(language, shots):
    """A teacher on a 1024 projector reaches every control of the toolbars without a
    "»" menu: when one row is too narrow they take two."""
    start = probe("1024x768", "cat-sat-mat", shots, language)["start"]
    assert start["toolbar_hidden"] == [], (language, start["toolbar_hidden"])
    assert start["outside"] == [], (language, start["outside"])


@pytest.mark.skipif(not noto_is_the_sans(), reason="Noto Sans is not installed")
@pytest.mark.parametrize("size", ["1024x768", "1280x800"])
def test_the_window_fits_with_noto_sans_as_the_desktop_font(size, shots):
    """Noto Sans (recommended by the .deb, the default sans of many desktops) has taller
    lines than the DejaVu Sans the other cases use: the window still fits, every
    toolbar control shows and the pipeline needs no scrolling."""
    report = probe(size, "cat-sat-mat", shots, "en", NOTO_FONTS)
    for view in ("start", "lesson"):
        seen = report[view]
        assert seen["window_inside"] and seen["outside"] == [], (view, seen)
        assert seen["toolbar_hidden"] == [], (view, seen["toolbar_hidden"])
        assert not seen["pipeline_scrolls"], view
