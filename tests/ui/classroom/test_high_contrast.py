"""What a projector shows: selected cells, checked toggles, menu check boxes and stage cards.

Every colour is measured on the pixels a widget really draws (``pixel_contrast``: the
WCAG formula written out, independently of the app's own helper): at least 7 : 1 for
text in the high-contrast theme and 4.5 : 1 in the others; 3 : 1 for the lines and
boxes that are not text (WCAG 1.4.11).
"""

from __future__ import annotations

import pytest
from pixel_contrast import commonest, contrast, grab, ink, pixels, save_shot
from PySide6.QtCore import QItemSelectionModel, QPoint, QRect, Qt
from PySide6.QtGui import QAction, QColor, QImage
from PySide6.QtWidgets import QMenu, QTableView, QToolButton, QWidget

from selfattn_gui.ui.classroom.appearance import Appearance
from selfattn_gui.ui.shell.main_window import MainWindow

THEMES = ("system", "light", "dark", "high-contrast")


@pytest.fixture(autouse=True)
def _plain_appearance_afterwards(qapp):
    """Themes and scale belong to the whole application: leave it as the next test expects."""
    yield
    appearance = Appearance.of(qapp)
    appearance.set_extra_scale(1.0)
    appearance.set_theme("light")


def text_minimum(theme: str) -> float:
    return 7.0 if theme == "high-contrast" else 4.5


def action(window: MainWindow, name: str) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, f"no action {name}"
    return found


def text_contrast(image: QImage, rect: QRect) -> tuple[float, QColor, QColor]:
    """(ratio, text, background) of the text in ``rect`` of ``image``."""
    inner = rect.adjusted(2, 2, -2, -2)
    behind = commonest(image, inner)
    text = ink(image, inner, behind)
    return contrast(text, behind), text, behind


# -- (a) the cells of a table -----------------------------------------------------------------


def cell_contrasts(table: QTableView, cells: dict[str, tuple[int, int]]) -> dict[str, tuple]:
    image = grab(table.viewport())
    return {
        what: text_contrast(image, table.visualRect(table.model().index(row, column)))
        for what, (row, column) in cells.items()
    }


def assert_cells_readable(table: QTableView, theme: str, moment: str) -> None:
    """The selected query's row (row 0), a selected range in row 1 and a plain cell."""
    found = cell_contrasts(
        table,
        {"query row": (0, 3), "selected": (1, 1), "selected too": (1, 2), "plain": (2, 0)},
    )
    save_shot(grab(table.viewport()), f"cells-{theme}-{moment}.png")
    for what, (ratio, text, behind) in found.items():
        assert ratio >= text_minimum(theme), (theme, moment, what, text.name(), behind.name())


def select_range(table: QTableView) -> None:
    """Cells (1, 1) and (1, 2) selected as a learner drags over them, row 0 the query."""
    model = table.model()
    table.setCurrentIndex(model.index(1, 1))
    table.selectionModel().select(model.index(1, 2), QItemSelectionModel.SelectionFlag.Select)


@pytest.mark.parametrize("theme", THEMES)
def test_selected_cells_and_the_query_row_stay_readable(app, window, qtbot, theme):
    app.classroom.set_theme(theme)
    table = window.findChild(QTableView, "editor.embeddings")
    assert app.document.selected_query == 0  # "cat": its row is tinted in every table
    table.setFocus()
    select_range(table)
    qtbot.waitUntil(table.hasFocus)
    assert_cells_readable(table, theme, "focused")
    window.findChild(QTableView, "view.residual").setFocus()
    assert not table.hasFocus()
    assert_cells_readable(table, theme, "unfocused")

    qtbot.keyClick(window, Qt.Key.Key_F8)  # pin, then an edit: cells show two numbers
    assert action(window, "action.pin").isChecked()
    app.document.set_cells("embeddings", [(1, 1, 2.0), (0, 3, 1.0)])
    table.setFocus()
    select_range(table)
    # Two numbers a cell make the rows taller: measured as on screen, once the pipeline
    # has fitted its text to the room again and the rows measured (0 to 2) show.
    lowest = table.model().index(2, 0)
    qtbot.waitUntil(
        lambda: (
            not window.pipeline.fit_pending
            and table.visualRect(lowest).bottom() < table.viewport().height()
        )
    )
    assert_cells_readable(table, theme, "pinned")


@pytest.mark.parametrize("theme", ("light", "dark", "high-contrast"))
def test_the_query_row_stays_readable_while_presenting(app, window, qtbot, theme):
    """Presenting makes the query's row stronger (and bold): never too strong to read."""
    app.classroom.set_theme(theme)
    action(window, "action.presentation").trigger()
    assert app.classroom.appearance.emphasis
    table = window.findChild(QTableView, "editor.embeddings")
    qtbot.waitUntil(table.isVisible)
    select_range(table)
    assert_cells_readable(table, theme, "presenting")
    # The row still stands out from the rows around it.
    found = cell_contrasts(table, {"query row": (0, 3), "plain": (2, 3)})
    assert contrast(found["query row"][2], found["plain"][2]) >= 1.5, theme
    app.presentation.leave()


# -- (b) checked toggles ----------------------------------------------------------------------


def toolbar_button(window: MainWindow, toggle: QAction) -> QWidget | None:
    """The button of ``toggle`` on whichever toolbar of the window it sits."""
    buttons = (toolbar.widgetForAction(toggle) for toolbar in window.toolbars)
    return next((button for button in buttons if button is not None), None)


def button_look(button: QToolButton) -> tuple[QColor, float]:
    """(background, contrast of the text on it) of a tool button as drawn."""
    image = grab(button)
    ratio, _text, behind = text_contrast(image, image.rect())
    return behind, ratio


@pytest.mark.parametrize("theme", THEMES)
def test_checked_toggles_are_filled_and_readable(app, window, qtbot, theme):
    app.classroom.set_theme(theme)
    toggles = {
        name: action(window, name)
        for name in ("toggle.causal", "toggle.scale", "toggle.residual", "toggle.W_o")
    }
    toggles["action.pin"] = action(window, "action.pin")
    action(window, "toggle.scale").setChecked(True)
    action(window, "toggle.causal").setChecked(False)
    looks = {}
    for name, toggle in toggles.items():
        button = toolbar_button(window, toggle)
        assert isinstance(button, QToolButton), name
        looks[name] = (toggle.isChecked(), *button_look(button))
        save_shot(grab(button), f"toggle-{theme}-{name}-{toggle.isChecked()}.png")
    unchecked = [look for look in looks.values() if not look[0]]
    checked = [look for look in looks.values() if look[0]]
    assert unchecked and checked
    for _on, fill, ratio in checked:
        assert ratio >= text_minimum(theme), (theme, fill.name())
        for _off, plain, _ratio in unchecked:
            # Filled: the checked background differs from the unchecked one at a glance.
            assert contrast(fill, plain) >= 3.0, (theme, fill.name(), plain.name())
    for _off, _plain, ratio in unchecked:
        assert ratio >= text_minimum(theme), theme

    # Checking one by its key changes its own look the same way.
    pin_button = toolbar_button(window, toggles["action.pin"])
    before, _ = button_look(pin_button)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert toggles["action.pin"].isChecked()
    after, ratio = button_look(pin_button)
    assert contrast(before, after) >= 3.0 and ratio >= text_minimum(theme), theme


def ring_contrast(focused: QImage, plain: QImage) -> float:
    """How much the edge of a button (its outer 6 pixels) changed when it took the focus."""
    middle = range(focused.width() // 3, 2 * focused.width() // 3)
    return max(
        contrast(focused.pixelColor(x, y), plain.pixelColor(x, y))
        for x in middle
        for y in (*range(6), *range(focused.height() - 6, focused.height()))
    )


@pytest.mark.parametrize("theme", THEMES)
def test_a_toolbar_button_reached_with_tab_is_ringed(app, window, qtbot, theme):
    """Checked or not, the switch with the keyboard focus shows it at 3 : 1 (WCAG 2.4.7)."""
    app.classroom.set_theme(theme)
    toolbar = window.toolbar
    toolbar.positional.setChecked(False)
    toolbar.residual.setChecked(True)
    for before, toggle in ((toolbar.causal, toolbar.positional), (toolbar.scale, toolbar.residual)):
        button = toolbar.widgetForAction(toggle)
        plain = grab(button)
        toolbar.widgetForAction(before).setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.keyClick(toolbar.widgetForAction(before), Qt.Key.Key_Tab)
        qtbot.waitUntil(button.hasFocus)
        focused = grab(button)
        save_shot(focused, f"focus-{theme}-{toggle.objectName()}-{toggle.isChecked()}.png")
        assert ring_contrast(focused, plain) >= 3.0, (theme, toggle.objectName())


def test_the_presenting_pin_button_shows_when_it_is_on(app, window, qtbot):
    app.classroom.set_theme("high-contrast")
    action(window, "action.presentation").trigger()
    button = window.findChild(QToolButton, "button.pin_presenting")
    qtbot.waitUntil(button.isVisible)
    before, _ = button_look(button)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    after, ratio = button_look(button)
    assert contrast(before, after) >= 3.0 and ratio >= 7.0
    app.presentation.leave()


# -- (c) check boxes in menus -----------------------------------------------------------------


def check_column(menu: QMenu, item: QAction) -> QRect:
    """The part of the item's row in front of its text, where a check box goes."""
    row = menu.actionGeometry(item)
    indent = menu.fontMetrics().height() + 12
    return QRect(row.left(), row.top(), min(indent, row.width() // 4), row.height())


def marked_pixels(menu: QMenu, item: QAction, image: QImage) -> int:
    """How many pixels of the check column stand out (3 : 1) from the menu's background."""
    behind = commonest(image, image.rect())
    return sum(1 for c in pixels(image, check_column(menu, item)) if contrast(c, behind) >= 3.0)


def shown_menu(qtbot, window: MainWindow, menu: QMenu) -> QImage:
    """What ``menu`` draws, opened over the window as a click on its title opens it."""
    menu.popup(window.mapToGlobal(QPoint(40, 40)))
    qtbot.waitExposed(menu)
    return grab(menu)


@pytest.mark.parametrize("theme", THEMES)
def test_unchecked_menu_items_show_an_empty_box(app, window, qtbot, theme):
    app.classroom.set_theme(theme)
    action(window, "toggle.causal").setChecked(False)
    action(window, "toggle.scale").setChecked(True)
    for menu in (window.menu_attention, window.menu_view):
        unchecked = next(a for a in menu.actions() if a.isCheckable() and not a.isChecked())
        checked = next(a for a in menu.actions() if a.isCheckable() and a.isChecked())
        image = shown_menu(qtbot, window, menu)
        save_shot(image, f"menu-{theme}-{menu.title().strip('&')}.png")
        empty, ticked = marked_pixels(menu, unchecked, image), marked_pixels(menu, checked, image)
        menu.hide()
        # An empty box: four sides of at least 8 pixels each; the ticked one has a mark too.
        assert empty >= 32, (theme, menu.title(), unchecked.text(), empty)
        assert ticked > empty, (theme, menu.title(), checked.text(), ticked, empty)
    # Plain items (no check) draw nothing in front of their text.
    plain = next(a for a in window.menu_view.actions() if a.text() and not a.isCheckable())
    image = shown_menu(qtbot, window, window.menu_view)
    assert marked_pixels(window.menu_view, plain, image) == 0, (theme, plain.text())
    window.menu_view.hide()


def test_the_theme_choices_show_empty_circles(app, window, qtbot):
    app.classroom.set_theme("high-contrast")
    themes = next(a.menu() for a in window.menu_view.actions() if a.menu())
    assert isinstance(themes, QMenu)
    image = shown_menu(qtbot, window, themes)
    save_shot(image, "menu-themes.png")
    chosen = action(window, "action.theme.high-contrast")
    other = action(window, "action.theme.light")
    empty, dotted = marked_pixels(themes, other, image), marked_pixels(themes, chosen, image)
    themes.hide()
    assert empty >= 20 and dotted > empty, (empty, dotted)


# -- the pipeline's cards -----------------------------------------------------------------------


@pytest.mark.parametrize("theme", THEMES)
def test_every_stage_card_has_a_visible_border(app, window, qtbot, theme):
    app.classroom.set_theme(theme)
    for key in ("tokens", "scores", "weights", "residual"):
        stage = window.pipeline.stages[key]
        image = grab(stage)
        behind = commonest(image, image.rect())
        # The card's top edge, along the middle of its width (away from the arrow in front).
        top = QRect(image.width() // 3, 0, image.width() // 3, 4)
        edge = ink(image, top, behind)
        assert contrast(edge, behind) >= 3.0, (theme, key, edge.name(), behind.name())
