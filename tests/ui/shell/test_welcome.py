"""The welcome page, used the way a learner (or a teacher at a projector) uses it."""

from __future__ import annotations

from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtGui import QAccessible, QAction
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget

from selfattn_gui.core.sessions import presets, session_io
from selfattn_gui.ui.shell.welcome import SHOW_AT_START_KEY, WelcomePage

LESSON_1 = "01-why-attention"
ON_WELCOME = [info for info in presets.list_presets() if info.welcome]  # (not lesson-only ones)
assert len(ON_WELCOME) < len(presets.list_presets())  # some are for one lesson only


def open_page(app, qtbot) -> WelcomePage:
    """Help → Welcome, as a learner opens it later; the page is active, lesson 1 focused."""
    help_menu = app.window.findChild(QMenu, "menu.help")
    action = app.window.findChild(QAction, "action.welcome")
    assert action in help_menu.actions()
    action.trigger()
    page = app.window.findChild(QDialog, "page.welcome")
    assert page is not None and page.isVisible()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is page)
    return page


def accessible(widget: QWidget, what: QAccessible.Text) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return interface.text(what)


def test_the_test_window_does_not_show_the_page_unless_asked(app, qtbot):
    qtbot.wait(10)
    shown = [w for w in QApplication.topLevelWidgets() if w.objectName() == "page.welcome"]
    assert not any(w.isVisible() for w in shown)
    assert app.welcome.page is None  # not even built


def test_enter_starts_lesson_1_at_its_first_step(app, qtbot):
    page = open_page(app, qtbot)
    assert QApplication.focusWidget() is page.lesson_button
    qtbot.keyClick(page.lesson_button, Qt.Key.Key_Return)
    assert not page.isVisible()
    lessons = app.lessons
    assert lessons.lesson_on_show()
    assert lessons.lessons.panel.lesson.id == LESSON_1
    assert lessons.lessons.panel.step_index == 0


def test_enter_on_the_page_itself_starts_lesson_1_too(app, qtbot):
    page = open_page(app, qtbot)
    page.show_at_start_box.setFocus()  # not a button: Enter goes to the default one
    qtbot.keyClick(page.show_at_start_box, Qt.Key.Key_Return)
    assert not page.isVisible() and app.lessons.lesson_on_show()


def test_esc_closes_it_and_nothing_else_changes(app, qtbot):
    page = open_page(app, qtbot)
    session = app.document.session
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not page.isVisible()
    assert not app.lessons.lesson_on_show() and app.document.session is session


def test_tab_goes_from_top_to_bottom(app, qtbot, tmp_path):
    saved = tmp_path / "mine.selfattn.json"
    session_io.save_session(presets.load_preset("it-animal"), saved)
    app.files.add_recent(saved)
    page = open_page(app, qtbot)
    order = [QApplication.focusWidget()]
    for _ in range(5 + len(ON_WELCOME)):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        order.append(QApplication.focusWidget())
    names = [widget.objectName() for widget in order]
    assert names == [
        "button.welcome_lesson",
        "button.welcome_example",
        "button.welcome_open",
        "button.welcome_recent",
        *(f"button.welcome_preset.{info.name}" for info in ON_WELCOME),
        "button.welcome_models",
        "check.welcome_at_start",
    ]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is page.close_button
    tops = [widget.mapToGlobal(widget.rect().topLeft()).y() for widget in order[:4]]
    assert tops == sorted(tops)  # the left column really runs downwards


def test_every_preset_is_offered_with_its_one_line_description(app, qtbot):
    page = open_page(app, qtbot)
    infos = ON_WELCOME
    assert [b.objectName() for b in page.preset_buttons] == [
        f"button.welcome_preset.{info.name}" for info in infos
    ]
    for button, info in zip(page.preset_buttons, infos, strict=True):
        assert button.isVisible()
        assert accessible(button, QAccessible.Text.Name) == info.name
        assert accessible(button, QAccessible.Text.Description) == info.description
    qtbot.mouseClick(page.preset_buttons[2], Qt.MouseButton.LeftButton)
    assert not page.isVisible()
    assert app.document.session.tokens == presets.load_preset(infos[2].name).tokens


def test_every_control_has_an_accessible_name(app, qtbot):
    page = open_page(app, qtbot)
    assert accessible(page, QAccessible.Text.Name) == "Welcome"
    controls = [
        page.lesson_button,
        page.example_button,
        page.open_button,
        *page.preset_buttons,
        page.show_at_start_box,
        page.close_button,
    ]
    for control in controls:
        assert accessible(control, QAccessible.Text.Name).strip(), control.objectName()
    assert accessible(page.lesson_button, QAccessible.Text.Name) == "Start lesson 1"
    assert "Why attention" in accessible(page.lesson_button, QAccessible.Text.Description)


def test_it_fits_a_1024_by_768_projector_without_scrolling(app, qtbot):
    page = open_page(app, qtbot)
    page.fit_to(QSize(1024, 768))
    qtbot.waitUntil(lambda: page.scroll_area.widget().height() > 0)
    QApplication.processEvents()
    assert page.width() <= 1024 and page.height() <= 768
    assert page.minimumSizeHint().width() <= page.width()
    assert page.scroll_area.verticalScrollBar().maximum() == 0
    assert page.scroll_area.horizontalScrollBar().maximum() == 0
    # Large enough for the back row: the text is larger than the window's own.
    assert page.lesson_button.font().pointSizeF() > app.window.font().pointSizeF()


def test_explore_opens_the_example_again_and_open_a_file_opens_one(app, qtbot, tmp_path):
    app.files.new_from_preset("two-heads")
    page = open_page(app, qtbot)
    qtbot.mouseClick(page.example_button, Qt.MouseButton.LeftButton)
    assert not page.isVisible()
    assert app.document.session.tokens == ("cat", "sat", "mat")

    saved = tmp_path / "mine.selfattn.json"
    session_io.save_session(presets.load_preset("it-animal"), saved)
    page = open_page(app, qtbot)
    app.files.ask_open_path = lambda: ""  # the learner cancels the file dialog ...
    qtbot.mouseClick(page.open_button, Qt.MouseButton.LeftButton)
    assert page.isVisible()  # ... and the page is still there to choose again
    app.files.ask_open_path = lambda: str(saved)
    qtbot.mouseClick(page.open_button, Qt.MouseButton.LeftButton)
    assert not page.isVisible() and app.document.path == saved.resolve()


def test_recent_files_are_offered_by_name_shown_literally(app, qtbot, tmp_path):
    page = open_page(app, qtbot)
    assert page.no_recent_label.isVisible() and not page.recent_buttons
    page.reject()
    hostile = tmp_path / "<img src=x>cat & dog.selfattn.json"
    session_io.save_session(presets.load_preset("it-animal"), hostile)
    app.files.add_recent(hostile)
    page = open_page(app, qtbot)
    assert not page.no_recent_label.isVisible()
    (button,) = page.recent_buttons
    assert button.text() == "<img src=x>cat && dog.selfattn.json"  # "&" shown, not a shortcut
    assert accessible(button, QAccessible.Text.Name) == (
        "Open recent file <img src=x>cat & dog.selfattn.json"
    )
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not page.isVisible() and app.document.path == hostile.resolve()


def test_show_at_start_is_remembered(app, qtbot, open_app):
    assert app.welcome.open_at_start()  # a first start: yes
    page = app.welcome.page
    assert page.isVisible() and page.show_at_start_box.isChecked()
    page.show_at_start_box.click()
    assert QSettings().value(SHOW_AT_START_KEY) in (False, "false")
    page.reject()
    later = open_app(qtbot)  # the next start
    assert not later.welcome.open_at_start() and later.welcome.page is None
    later.window.findChild(QAction, "action.welcome").trigger()  # Help still has it
    assert later.welcome.page.isVisible() and not later.welcome.page.show_at_start_box.isChecked()
    later.welcome.page.show_at_start_box.click()
    assert later.welcome.page.isVisible()
    assert open_app(qtbot).welcome.open_at_start()
