"""A screen reader in every panel: each control says what it is and what it does.

For each place a learner goes (the welcome page, the toolbar, the lesson list, a lesson
step with a question, a task or the cost meter, the walkthrough, explain, the checks,
the mistakes lab, every page of the scale explorer, the preferences, presentation mode),
every control Tab stops at has an accessible name and a description in words (no
markup), read through ``QAccessible`` as a screen reader reads them.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QListWidget, QTabWidget, QWidget
from screen_reader import spoken, tab_stops_on_show, without
from window_waits import settle

from selfattn_gui.ui.shell.compose import App


def _named(app: App, name: str) -> QWidget:
    widget = app.window.findChild(QWidget, name)
    assert widget is not None, f"no widget {name}"
    return widget


def _welcome(app: App) -> QWidget:
    app.welcome.open()
    assert app.welcome.page is not None
    return app.welcome.page


def _lesson_list(app: App) -> QWidget:
    app.lessons.open_lessons()
    return _named(app, "panel.lesson_browser")


def _lesson_step(lesson: str, step: int) -> Callable[[App], QWidget]:
    def open_step(app: App) -> QWidget:
        app.lessons.open_lessons(lesson, step)
        return _named(app, "panel.lesson")

    return open_step


def _lesson_task(lesson: str, step: int) -> Callable[[App], QWidget]:
    """A step's task, once its question is answered (until then its buttons wait)."""

    def open_task(app: App) -> QWidget:
        panel = _lesson_step(lesson, step)(app)
        app.lessons.lessons.panel.predict_box.reveal()
        return panel

    return open_task


def _walkthrough(app: App) -> QWidget:
    app.teaching.start_walkthrough()
    return _named(app, "dock.walkthrough")


def _explain(app: App) -> QWidget:
    weights = app.window.plots["heatmap.weights"]
    weights.sig_cell_clicked.emit(1, 2)  # the learner asked about a weight
    return _named(app, "dock.explain")


def _mistakes_lab(app: App) -> QWidget:
    app.lessons.show_lab("mistakes")
    lab = _named(app, "panel.mistakes")
    lab.set_mistake("mask_after_softmax")  # shows the button that switches the mask on
    return lab


def _scale_explorer_page(page: int) -> Callable[[App], QWidget]:
    def open_page(app: App) -> QWidget:
        app.lessons.show_lab("scale_explorer")
        explorer = _named(app, "panel.scale_explorer")
        assert isinstance(explorer, QTabWidget)
        explorer.setCurrentIndex(page)
        return explorer

    return open_page


def _preferences(app: App) -> QWidget:
    return app.classroom.show_preferences()


def _presenting(app: App) -> QWidget:
    app.presentation.enter()
    return app.window


#: where the learner goes -> how to get there, and controls that must be among the stops
PLACES: dict[str, tuple[Callable[[App], QWidget], list[str]]] = {
    "welcome page": (_welcome, ["button.welcome_lesson", "check.welcome_at_start"]),
    "toolbar, attention": (lambda app: _named(app, "toolbar.attention"), ["button.causal"]),
    "toolbar, sizes": (lambda app: _named(app, "toolbar.sizes"), ["combo.head"]),
    "toolbar, teaching": (lambda app: _named(app, "toolbar.teaching"), ["button.pin"]),
    "lesson list": (_lesson_list, ["list.lessons", "button.lesson_start", "button.lesson_reset"]),
    "lesson question": (
        _lesson_step("02-what-self-attention-does", 1),
        [
            "button.lesson_list",
            "edit.prediction",
            "button.check_guess",
            "button.reveal",
            "button.lesson_next",
        ],
    ),
    "lesson task": (
        _lesson_task("02-what-self-attention-does", 6),
        ["button.task_hint", "button.task_solution", "button.lesson_back"],
    ),
    "lesson cost meter": (
        _lesson_step("15-cost-n-squared", 4),  # after the questions it would answer
        ["table.cost", "button.measure"],
    ),
    "walkthrough": (_walkthrough, ["button.step_next", "button.step_stop"]),
    "explain": (_explain, ["text.explain"]),
    "mistakes lab": (_mistakes_lab, ["combo.mistake", "button.mistake_causal"]),
    "scale explorer, sharpness": (_scale_explorer_page(0), ["slider.scale", "chart.scale"]),
    "scale explorer, d_k": (_scale_explorer_page(1), ["table.dk_demo"]),
    "scale explorer, shift": (_scale_explorer_page(2), ["spin.shift", "table.shift"]),
    "preferences": (_preferences, ["combo.theme", "spin.zoom", "spin.preferences_decimals"]),
    "presentation mode": (_presenting, ["button.leave_presentation", "button.step_next"]),
}


@pytest.mark.parametrize("place", PLACES)
def test_every_control_says_what_it_is_and_what_it_does(app, qtbot, place):
    go_there, expected = PLACES[place]
    root = go_there(app)
    settle(qtbot, app.window)
    stops = tab_stops_on_show(root)
    assert set(expected) <= {widget.objectName() for widget in stops}, place
    assert without(QAccessible.Text.Name, stops) == []
    assert without(QAccessible.Text.Description, stops) == []
    if app.presentation.active:
        app.presentation.leave()


def test_the_checks_are_read_in_words_not_marks_or_markup(app):
    rows = app.teaching.checks.rows
    assert rows
    for key, row in rows.items():
        [name] = spoken(row, QAccessible.Text.Name)
        [description] = spoken(row, QAccessible.Text.Description)
        assert name.endswith((": passes", ": fails")) and "✓" not in name, key
        assert description and "<" not in description, (key, description)
    app.window.toolbar.causal.trigger()  # the rows follow the numbers
    assert spoken(rows["rows"], QAccessible.Text.Name) == ["Rows sum to 1: passes"]


def test_the_lessons_are_read_by_title_and_progress(app):
    app.lessons.open_lessons()
    lessons = app.window.findChild(QListWidget, "list.lessons")
    interface = QAccessible.queryAccessibleInterface(lessons)
    first = lessons.item(0)
    assert first.text().startswith("○ ")  # the mark a sighted learner sees
    cell = interface.child(0)
    assert cell.text(QAccessible.Text.Name) == first.text()[2:]
    steps = len(app.lessons.lessons.lessons["01-why-attention"].steps)
    assert cell.text(QAccessible.Text.Description) == f"0 of {steps} steps seen"


def test_the_step_buttons_of_a_lesson_say_where_they_go(app):
    app.lessons.open_lessons("02-what-self-attention-does", 0)
    panel = app.lessons.lessons.panel
    next_button = QAccessible.queryAccessibleInterface(panel.next_button)
    assert next_button.text(QAccessible.Text.Description) == "Go on to the next step"
    panel.open_lesson(panel.lesson, len(panel.lesson.steps) - 1)
    assert next_button.text(QAccessible.Text.Name) == "Finish"
    assert "Finish the lesson" in next_button.text(QAccessible.Text.Description)
    back_to_list = QAccessible.queryAccessibleInterface(panel.list_button)
    assert back_to_list.text(QAccessible.Text.Name) == "All lessons"  # no arrow read out
