"""The ✓ / ✗ marks and the explain placeholder stay readable in every theme.

Contrast is measured on rendered pixels with the WCAG formula, written out here
independently of the app's own helper; the marks must also stay coloured (not the
text colour) and ✓ must not look like ✗.
"""

from __future__ import annotations

import re

import pytest
from pixel_contrast import background, contrast, grab, ink, save_shot
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QScrollArea, QTextBrowser, QWidget

from selfattn_gui.core.sessions import presets
from selfattn_gui.model.document import Document
from selfattn_gui.ui.classroom.appearance import Appearance
from selfattn_gui.ui.foundation.themes import THEMES
from selfattn_gui.ui.shell.compose import App, build_app

THEME_NAMES = ("light", "dark", "high-contrast")


@pytest.fixture(autouse=True)
def _plain_appearance_afterwards(qapp):
    """The theme belongs to the whole application: leave it as the next test expects."""
    yield
    Appearance.of(qapp).set_theme("light")


@pytest.fixture
def app(qtbot) -> App:
    """The app, shown at 1280 × 800 (not made the active window)."""
    app = build_app(Document(presets.load_preset("cat-sat-mat")))
    app.files.ask_discard = lambda: "discard"
    qtbot.addWidget(app.window)
    app.window.resize(1280, 800)
    app.window.show()
    qtbot.waitExposed(app.window)
    return app


def mark_rect(label: QLabel, within: QWidget) -> QRect:
    """Where a check row's leading ✓ / ✗ is drawn, in ``within``'s coordinates."""
    bold = QFont(label.font())
    bold.setBold(True)
    width = QFontMetrics(bold).horizontalAdvance("✓")
    top_left = label.mapTo(within, label.contentsRect().topLeft())
    return QRect(top_left.x(), top_left.y(), width, QFontMetrics(bold).height())


def check_marks(app: App, name: str) -> tuple[QColor, list[tuple[bool, QColor]]]:
    """The checks panel's background and, per row, (passed, the colour of its mark)."""
    panel = app.teaching.checks
    assert panel.isVisible(), "the sanity checks are on show by default"
    save_shot(grab(panel), name)
    scroll = panel.findChild(QScrollArea)
    marks = []
    for result in panel.results():
        label = panel.rows[result.key]
        scroll.ensureWidgetVisible(label)  # a small dock scrolls: bring the row into view
        image = grab(panel)
        behind = background(image)
        marks.append((result.passed, ink(image, mark_rect(label, panel), behind)))
    return behind, marks


def assert_readable_marks(behind: QColor, marks: list[tuple[bool, QColor]], theme: str) -> None:
    text = QApplication.palette().color(QApplication.palette().ColorRole.WindowText)
    for passed, colour in marks:
        assert contrast(colour, behind) >= 4.5, (theme, passed, colour.name(), behind.name())
        # The mark is drawn in a colour of its own, not in the text colour.
        assert colour.hsvSaturation() > 60, (theme, passed, colour.name())
        assert contrast(colour, text) > 1.05, (theme, passed, colour.name())
    ticks = {c.name() for passed, c in marks if passed}
    crosses = {c.name() for passed, c in marks if not passed}
    assert ticks and crosses, "the wrong-axis mistake passes some checks and fails others"
    assert ticks.isdisjoint(crosses)


# -- the tests ----------------------------------------------------------------------------------


@pytest.mark.parametrize("theme", THEME_NAMES)
def test_check_marks_and_the_explain_hint_are_readable(app, window, qtbot, theme):
    app.classroom.set_theme(theme)
    app.teaching.checks.set_mistake("wrong_axis")  # some ✓ and some ✗
    behind, marks = check_marks(app, f"checks-{theme}.png")
    assert_readable_marks(behind, marks, theme)

    # The explain panel's hint before anything is clicked, on the text area's background.
    browser = window.findChild(QTextBrowser, "text.explain")
    assert app.teaching.explain.explanation is None
    assert "Click a number" in browser.toPlainText()
    image = grab(browser.viewport())
    save_shot(image, f"explain-{theme}.png")
    paper = background(image)
    assert contrast(ink(image, image.rect(), paper), paper) >= 4.5, theme


def test_marks_are_recoloured_when_the_theme_changes(app, window, qtbot):
    app.teaching.checks.set_mistake("wrong_axis")
    seen = {}
    for theme in (*THEME_NAMES, "light"):
        app.classroom.set_theme(theme)  # the panel was built once, in the first theme
        behind, marks = check_marks(app, f"checks-switched-{theme}.png")
        assert_readable_marks(behind, marks, theme)
        seen.setdefault(theme, {c.name() for _passed, c in marks})
        assert {c.name() for _passed, c in marks} == seen[theme]  # back to light: as before
    assert seen["light"] != seen["dark"] != seen["high-contrast"]


def span_colours(label: QLabel) -> list[QColor]:
    """The colours the label's rich text asks for."""
    return [QColor(c) for c in re.findall(r"color:\s*(#[0-9a-fA-F]{6})", label.text())]


def test_mistakes_lab_and_task_marks_follow_the_theme(app, window, qtbot):
    app.lessons.show_lab("mistakes")
    lab = app.lessons.mistakes
    lab.set_mistake("wrong_axis")
    checks = lab.findChild(QLabel, "label.mistake_checks")
    qtbot.waitUntil(checks.isVisible)
    app.lessons.open_lessons("03-it-finds-animal", 5)  # a task that is not done yet
    status = window.findChild(QLabel, "label.task_status")
    qtbot.waitUntil(status.isVisible)
    # The step's question hides the lab's checks, and its task waits, until it is answered.
    assert "First answer the question" in status.text()
    qtbot.mouseClick(window.findChild(QPushButton, "button.reveal"), Qt.MouseButton.LeftButton)
    assert "Not yet" in status.text()
    qtbot.waitUntil(lambda: "✓" in checks.text() or "✗" in checks.text())
    seen = []
    for theme in THEME_NAMES:
        app.classroom.set_theme(theme)
        for label in (checks, status):
            colours = span_colours(label)
            assert colours, (theme, label.objectName())
            # What is really behind the label: the commonest colour of its own area.
            image = grab(label.parentWidget())
            behind = background(image.copy(label.geometry()))
            for colour in colours:
                assert contrast(colour, behind) >= 4.5, (theme, label.objectName(), colour.name())
            seen.append({c.name() for c in colours})
    assert len({frozenset(s) for s in seen}) == len(seen)  # every theme, its own colours


@pytest.mark.parametrize("theme", THEME_NAMES)
def test_every_status_colour_suits_its_theme(theme):
    """The theme's own numbers: every mark colour on every surface it can sit on."""
    colours = THEMES[theme]
    marks = {kind: QColor(getattr(colours, kind)) for kind in ("good", "bad", "caution")}
    for surface in (colours.window, colours.base, colours.alternate, colours.button):
        for kind, colour in marks.items():
            assert contrast(colour, QColor(surface)) >= 4.5, (theme, kind, surface)
    assert len({c.name() for c in marks.values()}) == 3
