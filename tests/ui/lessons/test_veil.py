"""While a question is open its answer is on no panel: every shipped question, in the window.

Each shipped question is opened the way a learner reaches it (the lesson opened at that
step, its setup done), then every rendered panel is read: the computed tables' cells and
tooltips, the heatmaps' cell texts, hover texts and spoken descriptions, the chart's bar
labels, explain-this-number (after clicking the asked cell), the checks, the walkthrough,
and every label and box title on show (stage titles, the step's title and text, the
question).  The answer, written as the panels write numbers, must appear in none of them.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import (
    QGroupBox,
    QLabel,
    QPushButton,
    QTableView,
    QTableWidget,
    QTextBrowser,
)

from selfattn_gui.core.lessons.lesson import list_lessons, predict_answer
from selfattn_gui.core.lessons.lesson_conditions import key_index, token_index
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.plots.query_chart import QueryChart

LESSONS, _PROBLEMS = list_lessons()
QUESTIONS = [
    pytest.param(lesson, index, id=f"{lesson.id}-step{index + 1}")
    for lesson in LESSONS
    if lesson.path is not None and "resources" in lesson.path.parts
    for index, step in enumerate(lesson.steps)
    if step.predict is not None
]
MINUS = "\u2212"


def _fixed(value: float, decimals: int) -> str:
    """``value`` rounded half away from zero, written with ``decimals`` digits (no −0)."""
    rounded = Decimal(repr(value)).quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP)
    return f"{abs(rounded) if rounded.is_zero() else rounded:f}"


def answer_spellings(answer: float, decimals: int) -> list[str]:
    """The ways a panel could write ``answer``: the tables' and plots' fixed decimals (with a
    hyphen or a real minus), four significant digits, and a weight as a whole percentage.

    A number that rounds to 0 at the panels' decimals is left to its longer forms: a "0.00"
    among the inputs tells nothing about a weight of 0.0024.
    """
    spellings: set[str] = set()
    fixed = _fixed(answer, decimals)
    if float(fixed) != 0.0:
        spellings |= {fixed, fixed.replace("-", MINUS)}
    significant = f"{answer:.4g}"
    if "e" not in significant and float(significant) != 0.0 and significant != fixed:
        spellings |= {significant, significant.replace("-", MINUS)}
    if 0 < abs(answer) < 1 and round(abs(answer) * 100) >= 1:
        percent = f"{round(answer * 100)}"
        spellings |= {f"{percent} %", f"{percent}%", f"{percent}\u202f%"}
    return sorted(spellings)


def _found(spelling: str, text: str) -> bool:
    """``spelling`` as a whole number in ``text`` (not the tail of −0.42 or of 10.42)."""
    before = r"(?<![\d.,/\u2212-])" if spelling[0].isdigit() else r"(?<![\d.,/])"
    return re.search(before + re.escape(spelling) + r"(?![\d/]|[.,]\d)", text) is not None


def _plain(text: str) -> str:
    if "<" in text:
        return QTextDocumentFragment.fromHtml(text).toPlainText()
    return text


#: what each kind of place shows, for whole-number answers (see `counts`); None: anything
HEATMAP_SHOWS = {"heatmap.weights": {"weights"}, "heatmap.scores": {"scaled"}}
HOVER_SHOWS = frozenset({"scores", "scaled", "weights"})
SIZES = frozenset({"sizes"})
COST = frozenset({"cost"})  # the n² cost table
Place = tuple[str, str, frozenset[str] | None]  # (where, text, the matrices it shows)


STATIC = frozenset({"the app's own words"})


def _label_shows(name: str) -> frozenset[str] | None:
    """A stage's shape label shows sizes; a stage's title, a check's name and the step
    counter are the app's own words ("rows sum to 1", "Step 4 of 8"), and the whole number
    in a lesson's title is its place in the list ("3 · ..."); the rest: anything."""
    if name.startswith("shape.") or name == "check.shapes":
        return SIZES
    if name.startswith(("title.", "check.")) or name in ("label.lesson_step", "label.lesson_title"):
        return STATIC
    return None


def _tables(window) -> list[Place]:
    places: list[Place] = []
    for name, panel in window.panels.items():
        model = panel.model
        if not panel.isVisible() or model.is_editable:
            continue  # an input table holds what the learner owns, not an answer
        shows = frozenset({panel.matrix_key})
        for row in range(model.rowCount()):
            for column in range(model.columnCount()):
                index = model.index(row, column)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    places.append((f"{name}[{row},{column}]", str(model.data(index, role)), shows))
    return places


def _plots(window) -> list[Place]:
    places: list[Place] = []
    for heatmap in window.findChildren(MatrixHeatmap):
        if not heatmap.isVisible():
            continue
        name = heatmap.objectName()
        shows = frozenset(HEATMAP_SHOWS.get(name, {"weights"}))
        rows, columns = heatmap.matrix_shape()
        for row in range(rows):
            for column in range(columns):
                where = f"{name}[{row},{column}]"
                places.append((where, str(heatmap.cell_text(row, column)), shows))
                if heatmap.tooltip_provider is not None:
                    hover = heatmap.tooltip_provider(row, column)
                    places.append((where + " hover", hover, HOVER_SHOWS))
        places.append((name + " spoken", heatmap.accessibleDescription(), shows))
    for chart in window.findChildren(QueryChart):
        if chart.isVisible():
            weights = frozenset({"weights"})
            for key in range(chart.key_count()):
                places.append((f"chart bar {key}", str(chart.bar_text(key)), weights))
            places.append(("chart spoken", chart.accessibleDescription(), weights))
    picture = window.dot_product.plot  # q·k and the weight at every key's tip, and spoken
    if picture.isVisible():
        shows = frozenset({"Q", "K", "scores", "weights"})
        keys = window.document.shown_session.n_keys
        for key in range(keys):
            places.append((f"dot product key {key}", picture.words_at("key", key), shows))
        places.append(("dot product spoken", picture.accessibleDescription(), shows))
    return places


def _words(window) -> list[Place]:
    places: list[Place] = []
    for label in window.findChildren(QLabel):
        if label.isVisible():
            name = label.objectName() or "a label"
            places.append((name, _plain(label.text()), _label_shows(name)))
            places.append((name + " tooltip", _plain(label.toolTip()), _label_shows(name)))
    for box in window.findChildren(QGroupBox):
        if box.isVisible():
            places.append((box.objectName() + " title", box.title(), None))
    for browser in window.findChildren(QTextBrowser):
        if browser.isVisible():
            places.append((browser.objectName(), browser.toPlainText(), None))
    for table in window.findChildren(QTableWidget):
        if table.isVisible():
            for row in range(table.rowCount()):
                for column in range(table.columnCount()):
                    item = table.item(row, column)
                    if item is not None:
                        where = f"{table.objectName()}[{row},{column}]"
                        places.append((where, item.text(), COST))
    return places


def rendered_texts(app) -> list[Place]:
    """(where, text, what it shows) for every number and word the window shows right now."""
    return _tables(app.window) + _plots(app.window) + _words(app.window)


def own_matrices(answer: dict) -> frozenset[str]:
    """The matrices a quantity's number lives in (sizes: the shape labels and the cost table)."""
    name = answer["quantity"]
    if name in ("weight", "row_sum", "column_sum", "max_weight"):
        return frozenset({"weights"})
    if name == "projection":
        return frozenset({answer["of"]})
    return {
        "score": frozenset({"scores"}),
        "scaled_score": frozenset({"scaled"}),
        "output": frozenset({"output", "attention_output"}),
        "residual": frozenset({"residual", "attention_output"}),
        "scale_divisor": frozenset({"scaled"}),
        "score_count": COST,
        "attention_memory": COST,
        "kv_cache_memory": frozenset({"kv_cache"}),  # shown only in note.kv_cache's words
    }.get(name, SIZES)


def counts(place: Place, answer: float, own: frozenset[str]) -> bool:
    """Whether a match at ``place`` gives the answer away.

    A number such as 0.0473 found anywhere does.  A whole number such as 1, 3 or 8 is in
    many places by chance (a −1 in V says nothing of a score of −1, "Step 4 of 8" nothing
    of a width of 8): it counts only where the answer's own matrix is shown, and in the
    texts that say anything (the lesson's, explain, the checks' details, the walkthrough).
    """
    shows = place[2]
    if shows is None or not float(answer).is_integer():
        return True
    return bool(shows & own)


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


@pytest.mark.parametrize(("lesson", "index"), QUESTIONS)
def test_no_open_question_shows_its_answer(qtbot, app, lesson, index):
    app.teaching.explain_dock.show()
    app.teaching.checks_dock.show()
    app.lessons.open_lessons(lesson.id, index)
    panel = app.lessons.lessons.panel
    assert panel.step_index == index
    predict = lesson.steps[index].predict
    qtbot.waitUntil(lambda: app.window.findChild(QGroupBox, "box.predict").isVisible())
    click_the_asked_cell(app, predict)
    answer = predict_answer(predict, app.document.session)
    spellings = answer_spellings(answer, app.view_state.decimals)
    own = own_matrices(predict.answer)
    shown = [
        (place[0], spelling)
        for place in rendered_texts(app)
        for spelling in spellings
        if _found(spelling, place[1]) and counts(place, answer, own)
    ]
    assert not shown, f"the answer {answer:.4g} is on show while the question is open: {shown}"


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
