"""While a question is open its answer is on no panel: every shipped question, in the window.

Each shipped question is opened the way a learner reaches it (the lesson opened at that
step, its setup done) in one window kept for the module, with every other view a learner
may have left open: explain, the checks, Step through, the scale explorer and the
mistakes lab floating as lessons open them, and the glossary.  Then every rendered panel of every top-level
window is read: the computed tables' cells and tooltips, the heatmaps' cell texts, hover
texts and spoken descriptions, the charts' bar labels, explain-this-number (after clicking
the asked cell), the checks, every step of the walkthrough, the explorer's tables, and every label and
box title on show (stage titles, the step's title and text, the question).  The answer,
written as the panels write numbers, must appear in none of them: neither as opened, nor
after the learner closes the Lessons dock (its ×) and opens it again (F7) to find the
question still open, nor with the lessons tabbed behind explain, nor on "all heads".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from answer_places import (
    answer_spellings,
    counts,
    found,
    own_matrices,
    rendered_texts,
    written_sums,
)
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLineEdit,
    QPushButton,
    QTabBar,
    QTableView,
)
from window_waits import settle

from selfattn_gui.core.lessons.lesson import list_lessons, predict_answer
from selfattn_gui.core.lessons.lesson_conditions import key_index, token_index
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap

LESSONS, _PROBLEMS = list_lessons()
QUESTIONS = [
    pytest.param(
        lesson,
        index,
        id=f"{lesson.id}-step{index + 1}",
    )
    for lesson in LESSONS
    if lesson.path is not None and "resources" in lesson.path.parts
    for index, step in enumerate(lesson.steps)
    if step.predict is not None
]


@pytest.fixture
def app(module_app):
    """The module's window with every view a learner may have left open on show."""
    teaching, lessons = module_app.teaching, module_app.lessons
    teaching.explain_dock.show()
    teaching.checks_dock.show()
    for lab in ("mistakes", "scale_explorer"):  # floating, as a lesson step opens them
        lessons.show_lab(lab)
    module_app.glossary.show()
    teaching.start_walkthrough()
    module_app.window.activateWindow()
    return module_app


def click_the_asked_cell(app, predict) -> None:
    """Ask explain-this-number about the cell the question is about (a learner would)."""
    answer = predict.answer
    if "query" not in answer or "key" not in answer:
        return
    session = app.document.shown_session
    query, key = token_index(session, answer["query"]), key_index(session, answer["key"])
    if query is None or key is None:
        return
    heatmap = app.window.findChild(MatrixHeatmap, "heatmap.weights")
    heatmap.sig_cell_clicked.emit(query, key)  # what a click on the cell sends


def answer_shown(app, answer: float, own: frozenset[str], keep=None) -> list[tuple[str, str]]:
    """(where, spelling) of every place on show, in any window (or only in the widgets
    ``keep`` accepts), that gives ``answer`` away."""
    decimals = app.view_state.decimals
    spellings = answer_spellings(answer, decimals)
    read = rendered_texts(app) if keep is None else rendered_texts(app, keep)
    places = [place for place in read if counts(place, answer, own)]
    shown = [(p[0], s) for p in places for s in spellings if found(s, p[1])]
    return shown + [
        (place[0], sum_text)
        for place in places
        if place[2] is None
        for sum_text in written_sums(place[1], answer, decimals)
    ]


def arranged(qtbot, app) -> None:
    """Wait until the window has arranged itself (a trained model can take a while)."""
    qtbot.waitUntil(lambda: not app.window.pipeline.fit_pending, timeout=30_000)
    settle(qtbot, app.window)


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def click_dock_tab(qtbot, window, dock) -> None:
    """Click the tab of ``dock`` among the docks tabbed together with it."""
    title = dock.windowTitle()
    for bar in window.findChildren(QTabBar):
        tab = next((i for i in range(bar.count()) if bar.tabText(i) == title), None)
        if tab is not None and bar.isVisible():
            qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(tab).center())
            qtbot.waitUntil(lambda bar=bar, tab=tab: bar.currentIndex() == tab)
            return
    raise AssertionError(f"no tab for {title!r}")


def close_and_reopen_the_lessons(qtbot, app) -> Iterator[str]:
    """The dock's ×, F7, the explain tab and "all heads": each moment, to read the window."""
    dock = app.lessons.docks["lessons"]
    click(qtbot, dock.findChild(QAbstractButton, "qt_dockwidget_closebutton"))
    qtbot.waitUntil(lambda: not dock.isVisible())
    arranged(qtbot, app)
    yield "with the Lessons dock closed"
    app.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is app.window)
    qtbot.keyClick(app.window, Qt.Key.Key_F7)
    qtbot.waitUntil(dock.isVisible)
    arranged(qtbot, app)
    yield "after F7 opened the Lessons again"
    click_dock_tab(qtbot, app.window, app.teaching.explain_dock)  # the tab beside the lessons
    yield "with the lessons tabbed behind explain"
    tabs = app.window.findChild(QTabBar, "tabs.head")
    if tabs.isVisible():
        head = tabs.currentIndex()
        qtbot.mouseClick(
            tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(tabs.count() - 1).center()
        )
        arranged(qtbot, app)
        yield "on all heads"
        qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(head).center())
    click_dock_tab(qtbot, app.window, dock)
    arranged(qtbot, app)


@pytest.mark.parametrize(("lesson", "index"), QUESTIONS)
def test_no_open_question_shows_its_answer(qtbot, app, lesson, index):
    app.lessons.open_lessons(lesson.id, index)
    panel = app.lessons.lessons.panel
    assert panel.step_index == index
    predict = lesson.steps[index].predict
    box = app.window.findChild(QGroupBox, "box.predict")
    qtbot.waitUntil(box.isVisible)
    arranged(qtbot, app)
    click_the_asked_cell(app, predict)
    answer = predict_answer(predict, app.document.session)
    own = own_matrices(predict.answer)
    shown = {"as the step opened": answer_shown(app, answer, own)}
    walkthrough = app.teaching.walkthrough  # each of its steps writes out other numbers
    for step in range(walkthrough.count):
        walkthrough.set_step(step)
        inside = walkthrough.isAncestorOf
        shown[f"on step {step + 1} of Step through"] = answer_shown(app, answer, own, inside)
    for moment in close_and_reopen_the_lessons(qtbot, app):
        shown[moment] = answer_shown(app, answer, own)
    leaks = {moment: places for moment, places in shown.items() if places}
    assert not leaks, f"the answer {answer:.4g} is on show while the question is open: {leaks}"
    assert panel.step_index == index and panel.predict_box.question_open == predict


def test_the_veil_lifts_on_reveal_on_leaving_the_step_and_on_closing(qtbot, app):
    """Lesson 2's question on "street": "?" while open, the numbers after each way out."""
    lesson = next(lesson for lesson in LESSONS if lesson.id == "03-it-finds-animal")
    index = next(
        i
        for i, step in enumerate(lesson.steps)
        if step.predict is not None and step.predict.answer["quantity"] == "weight"
    )
    window = app.window
    heatmap = window.findChild(MatrixHeatmap, "heatmap.weights")
    table = window.panels["view.weights"].model

    def veiled() -> bool:
        return heatmap.cell_text(0, 0) == "?" and table.data(table.index(0, 0)) == "?"

    app.lessons.open_lessons(lesson.id, index)
    qtbot.waitUntil(veiled)
    qtbot.mouseClick(window.findChild(QPushButton, "button.reveal"), Qt.MouseButton.LeftButton)
    assert not veiled() and heatmap.cell_text(0, 0) not in ("?", None)
    app.lessons.open_lessons(lesson.id, index)  # the question again, veiled again
    qtbot.waitUntil(veiled)
    qtbot.mouseClick(window.findChild(QPushButton, "button.lesson_next"), Qt.MouseButton.LeftButton)
    if lesson.steps[panel_step(app)].predict is None:
        assert not veiled()
    app.lessons.open_lessons(lesson.id, index)
    qtbot.waitUntil(veiled)
    qtbot.mouseClick(window.findChild(QPushButton, "button.lesson_list"), Qt.MouseButton.LeftButton)
    assert not veiled()
    assert app.view_state.veiled == frozenset()


def panel_step(app) -> int:
    return app.lessons.lessons.panel.step_index


def test_a_veil_on_the_probabilities_hides_the_next_token_table(qtbot, open_app):
    """No shipped lesson asks about the next token yet; the table is ready for one that does."""
    app = open_app(qtbot, "two-layers")
    view = app.window.findChild(QTableView, "view.predictions")
    model = view.model()
    first = model.index(0, 0)
    assert model.data(first) != "?"
    app.view_state.set_veiled({"probabilities"})
    assert model.data(first) == "?"
    assert model.data(first, Qt.ItemDataRole.AccessibleTextRole) == "?"
    app.view_state.set_veiled(set())
    assert model.data(first) != "?"


def test_an_open_question_lets_no_copy_or_file_carry_its_answer(qtbot, app, tmp_path):
    """Ctrl+C on a veiled table, its "Copy as CSV", File → Export → Table as CSV and the
    worksheet (with its answer key) give nothing while the question is open; after
    Reveal the same copy carries the numbers."""
    app.lessons.open_lessons("01-why-attention", 1)  # bank's weight on river: output veiled
    arranged(qtbot, app)
    panel = app.window.panels["view.output"]
    view = panel.table
    assert panel.model.data(panel.model.index(2, 0)) == "?"
    clipboard = QApplication.clipboard()
    clipboard.setText("before")
    view.setFocus()
    view.selectionModel().setCurrentIndex(
        view.model().index(2, 0), QItemSelectionModel.SelectionFlag.ClearAndSelect
    )
    qtbot.keyClick(view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert "hidden until you answer" in app.window.statusBar().currentMessage()
    view.findChild(QAction, "action.copy_csv").trigger()  # the table's context menu
    assert clipboard.text() == "before"
    assert not app.exports.matrices.save(panel, "csv", str(tmp_path / "output.csv"))
    assert not app.exports.export_worksheet(tmp_path / "sheet.pdf")
    assert list(tmp_path.iterdir()) == []
    click(qtbot, app.window.findChild(QPushButton, "button.reveal"))
    qtbot.keyClick(view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    bank_on_river = app.document.shown_result.heads[0].weights[2, 1]
    assert float(clipboard.text()) == pytest.approx(bank_on_river)  # W_v is the identity


def test_closing_the_lessons_keeps_the_question_and_its_veil_until_it_is_answered(qtbot, app):
    """Lesson 1 step 2 (bank's weight on river): the dock's × leaves every "?" in place
    and says why; F7 brings back the same question, and the right answer lifts the veil."""
    app.lessons.open_lessons("01-why-attention", 1)
    arranged(qtbot, app)
    heatmap = app.window.findChild(MatrixHeatmap, "heatmap.weights")
    assert heatmap.cell_text(2, 1) == "?"
    for moment in close_and_reopen_the_lessons(qtbot, app):  # ×, F7, the tabs
        assert heatmap.cell_text(2, 1) == "?", moment
    edit = app.window.findChild(QLineEdit, "edit.prediction")
    edit.setFocus()
    weight = app.document.shown_result.heads[0].weights[2, 1]
    qtbot.keyClicks(edit, f"{weight:.2f}")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert app.lessons.lessons.panel.predict_box.question_open is None  # answered: revealed
    assert heatmap.cell_text(2, 1) == f"{weight:.2f}"


def test_closing_the_lessons_on_an_open_question_says_why_the_numbers_stay_hidden(qtbot, app):
    app.lessons.open_lessons("01-why-attention", 1)
    arranged(qtbot, app)
    dock = app.lessons.docks["lessons"]
    click(qtbot, dock.findChild(QAbstractButton, "qt_dockwidget_closebutton"))
    message = app.window.statusBar().currentMessage()
    assert "still open" in message and "F7" in message
    app.lessons.open_lessons()
