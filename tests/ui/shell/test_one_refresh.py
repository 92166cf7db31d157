"""One refresh rule: every view redraws itself once per change; an edit computes once.

Counted, not timed: every ``compute`` the package runs while a learner types one
number into the open window, and the repaints each table announces for it.
"""

from __future__ import annotations

import sys
from collections import Counter

import pytest
from PySide6.QtCore import QEvent, QItemSelectionModel, QObject, Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDockWidget,
    QSpinBox,
    QTableView,
    QWidget,
)
from window_waits import drain

from selfattn_gui.core.maths import attention
from selfattn_gui.ui.shell.main_window import MainWindow

EDITOR = "editor.embeddings"


@pytest.fixture
def computes(window, monkeypatch) -> Counter:
    """Every ``compute`` call from now on, counted by the mistake asked for (None: correct).

    Modules import ``compute`` by name, so each one's own name is replaced.
    """
    real, calls = attention.compute, Counter()

    def counting(session, **options):
        calls[options.get("mistake")] += 1
        return real(session, **options)

    for name, module in list(sys.modules.items()):
        if name.startswith("selfattn_gui") and getattr(module, "compute", None) is real:
            monkeypatch.setattr(module, "compute", counting)
    return calls


def find(window: MainWindow, kind: type, name: str):
    found = window.findChild(kind, name)
    assert found is not None, f"no {kind.__name__} named {name}"
    return found


def type_number(qtbot, window: MainWindow, row: int, column: int, text: str) -> None:
    """Select a cell of the token vectors, type the number and press Enter."""
    view = find(window, QTableView, EDITOR)
    view.setFocus()
    index = view.model().index(row, column)
    view.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
    qtbot.keyClicks(view, text[0])  # the first key opens the cell editor, which takes the rest
    qtbot.keyClicks(QApplication.focusWidget(), text[1:])
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert window.document.session.embeddings[row, column] == float(text)
    drain()  # the turn ends: the views are shown its frame


def count_number_repaints(window: MainWindow) -> Counter:
    """Per table, how often it announces new numbers (a tint moving along is not counted).

    One refresh may announce a few rectangles (a changed row and a changed column): they
    are painted in one frame, so they count once.
    """
    repaints: Counter = Counter()

    def counter(view: QTableView):
        model, name = view.model(), view.objectName()
        refreshes = {"count": 0, "inside": False, "counted": None}
        real_refresh = getattr(model, "refresh", None)

        def refresh() -> None:
            refreshes["count"] += 1
            refreshes["inside"] = True
            try:
                real_refresh()
            finally:
                refreshes["inside"] = False

        def note(_top_left, _bottom_right, roles) -> None:
            if roles and Qt.ItemDataRole.DisplayRole not in roles:
                return
            during = refreshes["count"] if refreshes["inside"] else None
            if during is None or during != refreshes["counted"]:
                repaints[name] += 1
            refreshes["counted"] = during

        if real_refresh is not None:
            model.refresh = refresh
        return note

    for view in window.findChildren(QTableView):
        view.model().dataChanged.connect(counter(view))
    return repaints


def test_a_typed_number_computes_once_and_each_table_repaints_once(qtbot, window, computes):
    repaints = count_number_repaints(window)
    type_number(qtbot, window, 0, 0, "0.75")
    assert computes == {None: 1}  # the document's; the checks reuse it
    assert repaints[EDITOR] == 1
    assert repaints["view.Q"] == 1  # a computed table follows the document by itself
    assert max(repaints.values()) == 1


class _Paints(QObject):
    """Counts the paint events every widget of the application gets."""

    def __init__(self) -> None:
        super().__init__()
        self.count: Counter = Counter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            self.count[watched] += 1
        return False


def test_a_typed_number_repaints_what_it_changed_and_nothing_else(qtbot, window):
    W_q = find(window, QTableView, "editor.W_q")
    Q = find(window, QTableView, "view.Q")
    heads = find(window, QSpinBox, "spin.heads")
    qtbot.waitUntil(lambda: W_q.isVisible() and Q.isVisible())
    paints = _Paints()
    QApplication.instance().installEventFilter(paints)
    try:
        type_number(qtbot, window, 0, 0, "0.75")
        qtbot.waitUntil(lambda: paints.count[Q.viewport()] > 0)  # Q's first row is new
        QApplication.processEvents()
    finally:
        QApplication.instance().removeEventFilter(paints)
    # X does not go into W_q, and the number of heads stays: neither is drawn again.
    assert paints.count[W_q.viewport()] == 0
    assert paints.count[heads] == 0


def test_a_head_chosen_computes_nothing_and_redraws_its_tables_once(qtbot, open_app, computes):
    window = open_app(qtbot, "two-heads").window
    computes.clear()  # the second window's own start
    repaints = count_number_repaints(window)
    find(window, QComboBox, "combo.head").setCurrentIndex(1)
    drain()
    assert window.document.selected_head == 1
    assert computes == {}
    assert repaints["editor.W_q"] == 1 and repaints["view.weights"] == 1
    assert max(repaints.values()) == 1


def test_the_mistakes_lab_computes_its_slip_once_per_change_and_only_in_view(
    qtbot, app, window, computes
):
    lab_dock = find(window, QDockWidget, "dock.mistakes")
    lab = app.lessons.mistakes  # made when first shown or asked for: now, still hidden
    slip = lab.mistake
    assert not lab.isVisible()
    type_number(qtbot, window, 0, 1, "0.5")
    assert computes == {None: 1}  # the lab is not on screen: nothing for it

    computes.clear()
    lab_dock.show()
    qtbot.waitUntil(lab.isVisible)
    assert computes == {slip: 1}  # it catches up once when shown
    computes.clear()
    type_number(qtbot, window, 0, 2, "0.25")
    assert computes == {None: 1, slip: 1}

    # The checks panel looking at the same slip shares the lab's result.
    checks = find(window, QWidget, "panel.checks")
    computes.clear()
    checks.set_mistake(slip)
    assert computes == {}
    type_number(qtbot, window, 1, 0, "1.5")
    assert computes == {None: 1, slip: 1}

    checks.set_mistake(None)
    lab_dock.hide()
    qtbot.waitUntil(lambda: not lab.isVisible())
    computes.clear()
    type_number(qtbot, window, 1, 1, "2.5")
    assert computes == {None: 1}


def test_the_lab_behind_the_explorers_tab_waits_and_catches_up_when_its_tab_is_chosen(
    qtbot, app, window, computes
):
    """A dock tabbed behind another is moved off-screen, not hidden: no compute for it."""
    lab_dock = find(window, QDockWidget, "dock.mistakes")
    explorer_dock = find(window, QDockWidget, "dock.scale_explorer")
    lab = app.lessons.mistakes  # (made when first shown or asked for)
    slip = lab.mistake
    lab_dock.show()
    explorer_dock.show()
    window.tabifyDockWidget(lab_dock, explorer_dock)
    explorer_dock.raise_()
    qtbot.waitUntil(lambda: lab.isVisible() and explorer_dock.isVisible())
    QApplication.processEvents()
    computes.clear()
    type_number(qtbot, window, 0, 1, "0.5")
    assert computes == {None: 1}  # the lab is behind the explorer's tab: nothing for it

    computes.clear()
    lab_dock.raise_()  # what a click on its tab does
    qtbot.waitUntil(lambda: computes == {slip: 1})


@pytest.fixture
def unchanged_checks(monkeypatch) -> list[int]:
    """How many cells each run of the unchanged-cell rule looks at, from now on.

    Modules may import the rule by name, so each one's own name is replaced too.
    """
    from selfattn_gui.core.sessions import edits

    real, runs = edits.changed_cells, []

    def counting(matrix, cells):
        cells = list(cells)
        runs.append(len(cells))
        return real(matrix, cells)

    for name, module in list(sys.modules.items()):
        if name.startswith("selfattn_gui") and getattr(module, "changed_cells", None) is real:
            monkeypatch.setattr(module, "changed_cells", counting)
    return runs


def test_an_edit_in_a_table_is_checked_for_unchanged_cells_once(qtbot, window, unchanged_checks):
    stack = window.document.undo_stack
    type_number(qtbot, window, 1, 2, "7")
    assert unchanged_checks == [1] and stack.count() == 1
    # The same number again: no undo step, and still one check of the one cell.
    type_number(qtbot, window, 1, 2, "7")
    assert unchanged_checks == [1, 1] and stack.count() == 1
    # A pasted block that changes nothing makes no undo step either.
    view = find(window, QTableView, EDITOR)
    rows = window.document.session.embeddings[:2, :2]
    QApplication.clipboard().setText("\n".join("\t".join(f"{v:g}" for v in row) for row in rows))
    view.selectionModel().setCurrentIndex(
        view.model().index(0, 0), QItemSelectionModel.SelectionFlag.ClearAndSelect
    )
    qtbot.keyClick(view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert unchanged_checks == [1, 1, 4] and stack.count() == 1
