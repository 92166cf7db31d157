"""Which starts show the welcome page: an ordinary one does, any that says what to open skips it.

Each test runs the app's real start (``app.main``) in this process; a timer looks at the
screen once the app is running and then quits it, as a learner closing the window would.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from selfattn_gui import app as start
from selfattn_gui.core.sessions import presets, session_io

LESSON_1 = "01-why-attention"


@pytest.fixture
def run(qapp, monkeypatch) -> Callable[..., list[bool]]:
    """``run(*argv)`` starts the app and returns, for each check, whether the page was on show."""
    names = (QCoreApplication.applicationName(), QCoreApplication.organizationName())
    # The app's own names from the start, so that a setting a test writes is the app's.
    QCoreApplication.setApplicationName("selfattn-gui")
    QCoreApplication.setOrganizationName("selfattn-gui")
    seen: list[bool] = []

    def page_on_show() -> bool:
        return any(
            w.objectName() == "page.welcome" and w.isVisible()
            for w in QApplication.topLevelWidgets()
        )

    def look_and_quit() -> None:
        seen.append(page_on_show())
        QApplication.quit()

    real_screenshot = start.save_screenshot

    def screenshot(window, path: Path) -> int:  # what is on screen when the picture is taken
        seen.append(page_on_show())
        return real_screenshot(window, path)

    monkeypatch.setattr(start, "save_screenshot", screenshot)

    def go(*argv: str) -> list[bool]:
        QTimer.singleShot(0, look_and_quit)  # runs once the app's event loop is running
        assert start.main(list(argv)) == 0
        QApplication.processEvents()  # let a screenshot run's timer fire harmlessly
        return seen

    yield go
    QCoreApplication.setApplicationName(names[0])
    QCoreApplication.setOrganizationName(names[1])


def test_an_ordinary_first_start_shows_it(run):
    assert run() == [True]


def test_a_preset_skips_it(run):
    assert run("--preset", "it-animal") == [False]


def test_a_file_skips_it(run, tmp_path):
    path = tmp_path / "mine.selfattn.json"
    session_io.save_session(presets.load_preset("it-animal"), path)
    assert run(str(path)) == [False]


def test_a_lesson_skips_it(run):
    assert run("--lesson", LESSON_1) == [False]


def test_presentation_mode_skips_it(run):
    assert run("--presentation") == [False]


def test_a_screenshot_skips_it(run, tmp_path):
    out = tmp_path / "shot.png"
    assert run("--screenshot", str(out), "--size", "1024x768") == [False, False]
    assert out.is_file()


def test_switched_off_it_stays_away(run):
    from selfattn_gui.ui.shell.welcome import set_show_at_start

    set_show_at_start(False)
    assert run() == [False]
