"""The shared window of a module, once reset, reads like a freshly built one.

Modules marked ``shared_window`` build one window and reset it before each test
(``tests/shared_window.py``): here a window is dirtied in every way the tests use one
(edits, selection, layers, pin, view choices, veil, lessons, labs, the walkthrough,
presentation, docks, size, dialogs, focus) and, reset, is compared with a fresh one in
what tests read; then both are driven the same way again and compared once more (a
reset that left a "first time" flag behind would show only then).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from shared_window import differences, reset_app, snapshot
from user_folders import isolate_user_folders
from window_waits import settle


def _drive_after_start(app, qtbot) -> None:
    """What a test typically does first: open a lesson, show the labs, start the walkthrough."""
    app.lessons.open_lessons("02-what-self-attention-does", 1)
    app.lessons.show_lab("mistakes")
    app.lessons.show_lab("scale_explorer")
    settle(qtbot, app.window)


def _dirty(app, qtbot, folder) -> None:
    """Change everything a test may change and leave it so."""
    window, document, view = app.window, app.document, app.view_state
    document.set_cells("heads.0.W_q", [(0, 0, 3.5)])
    saved = folder / "mine.selfattn.json"
    app.files.ask_save_path = lambda: str(saved)
    assert app.files.save_as() and app.files.open(str(saved))  # on the recent files now
    document.add_layer()
    document.select_layer(1)
    document.select_query(2)
    document.select_head(1)
    document.pin.pin()
    view.set_decimals(5)
    view.set_weights_colormap("cividis")
    view.set_scores_colormap("CET-CBD1")
    app.classroom.set_theme("dark")
    app.classroom.set_zoom(1.75)
    view.set_veiled({"probabilities", "scores"})
    app.lessons.open_lessons("06-why-scale", 2)
    app.lessons.show_lab("mistakes")
    app.lessons.mistakes.set_mistake("wrong_axis")
    app.lessons.show_lab("scale_explorer")
    app.teaching.start_walkthrough(3)
    app.presentation.enter()
    app.pin.action.trigger()
    settle(qtbot, window)
    window.docks["explain"].hide()
    window.docks["checks"].setFloating(True)
    window.resize(900, 640)
    app.classroom.show_preferences()
    app.welcome.open()
    app.glossary.show()
    window.pipeline.numbers_button.click()  # the weights as numbers
    window.statusBar().showMessage("left behind")
    app.files.ask_discard = lambda: "keep"
    app.lessons.ask_reset = lambda: True
    window.panels["editor.W_k"].setFocus(Qt.FocusReason.OtherFocusReason)
    settle(qtbot, window)


@pytest.fixture
def fresh(open_app, module_app, qtbot):
    """A freshly built window's reading, and the same after :func:`_drive_after_start`
    (read alone: the module's window is hidden meanwhile)."""
    module_app.window.hide()
    app = open_app(qtbot)
    started = snapshot(app)
    _drive_after_start(app, qtbot)
    driven = snapshot(app)
    app.window.close()
    return started, driven


def _dirtied_reset_and_driven(fresh, app, start, qtbot, folder, monkeypatch) -> list[str]:
    """Dirty ``app``, reset it, check it reads like ``fresh``; then drive it as ``fresh``
    was driven: what then reads otherwise than there."""
    started, _driven = fresh
    reset_app(app, qtbot, start)  # shown again, and active
    _dirty(app, qtbot, folder)
    assert differences(snapshot(app), started), "the dirtying changed nothing"
    # Each test has folders of its own: the reset reads the next test's, as a fresh build.
    isolate_user_folders(folder / "next test", monkeypatch)
    reset_app(app, qtbot, start)
    found = differences(snapshot(app), started)
    assert found == [], "after the reset:\n" + "\n".join(found)
    _drive_after_start(app, qtbot)
    return differences(snapshot(app), fresh[1])


#: Where the lessons column lands when first placed after a reset, and so the room and
#: the text size of the pipeline (see the xfail below).
LAYOUT = ("geometry[", "fonts[")


def test_a_dirtied_window_once_reset_reads_like_a_fresh_one(
    fresh, module_app, module_app_start, qtbot, tmp_path, monkeypatch
):
    found = _dirtied_reset_and_driven(
        fresh, module_app, module_app_start, qtbot, tmp_path, monkeypatch
    )
    found = [entry for entry in found if not entry.startswith(LAYOUT)]
    assert found == [], "driven after the reset:\n" + "\n".join(found)


@pytest.mark.xfail(
    strict=True,
    reason="a closed lesson leaves its step's texts in the lesson panel, and the lessons "
    "column, when next placed beside Explain, is widened to their least width (355 px "
    "where a fresh window has 281)",
)
def test_the_lessons_column_is_placed_after_a_reset_as_in_a_fresh_window(
    fresh, module_app, module_app_start, qtbot, tmp_path, monkeypatch
):
    found = _dirtied_reset_and_driven(
        fresh, module_app, module_app_start, qtbot, tmp_path, monkeypatch
    )
    found = [entry for entry in found if entry.startswith(LAYOUT)]
    assert found == [], "driven after the reset:\n" + "\n".join(found)
