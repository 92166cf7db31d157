"""Classroom features driven like a teacher drives them: themes, zoom, presentation, preferences.

Readability is measured on rendered pixels with the WCAG contrast formula, written
out here independently of the app's own helper.
"""

from __future__ import annotations

from collections import Counter

import pytest
from pixel_contrast import contrast, luminance, pixels, save_shot
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QAction, QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLabel, QTableView
from window_waits import drain

from selfattn_gui.core.sessions import edits
from selfattn_gui.ui.classroom.appearance import Appearance
from selfattn_gui.ui.foundation.themes import THEMES as THEME_COLOURS
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.plots.query_chart import QueryChart
from selfattn_gui.ui.shell.main_window import MainWindow

THEMES = ("light", "dark", "high-contrast")


@pytest.fixture(autouse=True)
def _plain_appearance_afterwards(qapp):
    """Themes and zoom belong to the whole application: leave it as the next test expects."""
    yield
    appearance = Appearance.of(qapp)
    appearance.set_extra_scale(1.0)
    appearance.set_zoom(1.0)
    appearance.set_theme("light")


def action(window: MainWindow, name: str) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, f"no action {name}"
    return found


def press(qtbot, window: MainWindow, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key press where the keyboard focus is, as a keyboard (or a clicker) sends it."""
    qtbot.keyClick(QApplication.focusWidget() or window, key, modifier)


# -- contrast, measured on pixels (``pixel_contrast``) ---------------------------------------


def text_contrast(image: QImage, rect: QRect) -> float:
    """Contrast between the area's background (its commonest colour) and its text (the
    pixel that differs most from that background)."""
    colours = pixels(image, rect)
    background = QColor(Counter(c.rgb() for c in colours).most_common(1)[0][0])
    return max(contrast(background, c) for c in colours)


def table_row_contrast(view: QTableView, row: int) -> float:
    image = view.viewport().grab().toImage()
    model = view.model()
    rect = view.visualRect(model.index(row, 0)).united(
        view.visualRect(model.index(row, model.columnCount() - 1))
    )
    return text_contrast(image, rect.adjusted(1, 1, -1, -1))


# -- themes ----------------------------------------------------------------------------------


@pytest.mark.parametrize("theme", THEMES)
def test_every_theme_renders_with_readable_text(app, window, qtbot, theme):
    action(window, f"action.theme.{theme}").trigger()
    assert app.classroom.appearance.theme_name == theme
    assert action(window, f"action.theme.{theme}").isChecked()
    palette = QApplication.palette()
    text = palette.color(QPalette.ColorRole.Text)
    assert contrast(text, palette.color(QPalette.ColorRole.Base)) >= 4.5
    assert (
        contrast(
            palette.color(QPalette.ColorRole.WindowText), palette.color(QPalette.ColorRole.Window)
        )
        >= 4.5
    )

    qtbot.wait(10)  # let the repaint happen before grabbing
    shot = window.grab().toImage()
    save_shot(shot, f"theme-{theme}.png")
    # A dark theme is dark and a light one light: the palette reached the widgets.
    sample = [
        shot.pixelColor(x, y)
        for x in range(0, shot.width(), 16)
        for y in range(0, shot.height(), 16)
    ]
    mean = sum(luminance(c) for c in sample) / len(sample)
    assert mean > 0.5 if theme == "light" else mean < 0.2

    view = window.findChild(QTableView, "view.Q")
    assert window.document.selected_query == 0
    assert table_row_contrast(view, 0) >= 4.5  # the selected token's tinted row
    assert table_row_contrast(view, 1) >= 4.5  # a plain row
    # The heatmap's token labels on its own background.
    heatmap = window.findChild(MatrixHeatmap, "heatmap.weights")
    axis = heatmap.ci.getItem(0, 0).getAxis("left")
    area = heatmap.mapFromScene(axis.sceneBoundingRect()).boundingRect()
    assert text_contrast(heatmap.grab().toImage(), area) >= 4.5
    # The chart's title and tick labels.
    chart = window.findChild(QueryChart, "chart.query")
    bottom = chart.getPlotItem().getAxis("bottom")
    area = chart.mapFromScene(bottom.sceneBoundingRect()).boundingRect()
    assert text_contrast(chart.grab().toImage(), area) >= 4.5


def test_notes_and_warnings_are_readable_on_every_theme(app, window, qtbot):
    action(window, "toggle.W_o").trigger()  # the example's W_o off: a note says what that means
    window.document.try_apply(edits.resize, "2 heads", n_heads=2)  # (one head: no W_o stage)
    drain()
    note = window.findChild(QLabel, "note.W_o")  # "No W_o: ..." under the W_o editor
    assert note.isVisible()
    for theme in THEMES:
        app.classroom.set_theme(theme)
        qtbot.wait(10)
        image = note.parentWidget().grab().toImage()  # the note on what is really behind it
        assert text_contrast(image, note.geometry()) >= 4.5, theme


def role_labels(root) -> list[QLabel]:
    return [label for label in root.findChildren(QLabel) if label.property("role")]


def test_every_note_and_warning_takes_the_theme_even_when_made_later_or_hidden(app, window):
    labels = role_labels(window)
    assert {str(label.property("role")) for label in labels} == {"note", "warning"}
    assert any(label.isHidden() for label in labels)  # out of sight, coloured all the same
    for theme in ("dark", "high-contrast", "light"):
        app.classroom.set_theme(theme)
        colours = {"note": THEME_COLOURS[theme].note, "warning": THEME_COLOURS[theme].warning}
        for label in role_labels(window):
            found = label.palette().color(QPalette.ColorRole.WindowText)
            assert found == QColor(colours[label.property("role")]), (theme, label.objectName())
    # A dialog opened after the theme was chosen shows its hint as a note at once.
    app.classroom.set_theme("dark")
    action(window, "action.preferences").trigger()
    dialog = window.findChild(QDialog, "dialog.preferences")
    [hint] = role_labels(dialog)
    assert hint.palette().color(QPalette.ColorRole.WindowText) == QColor(THEME_COLOURS["dark"].note)
    dialog.reject()


def test_every_matrix_table_tints_its_selected_row_as_the_theme_and_presentation_say(app, window):
    appearance = app.classroom.appearance
    tables = [window.findChild(QTableView, name) for name in window.panels]

    def row_look(table: QTableView) -> tuple[QColor, bool]:
        model = table.model()
        font = model.data(model.index(0, 0), Qt.ItemDataRole.FontRole)
        return model.data(model.index(0, 0), Qt.ItemDataRole.BackgroundRole).color(), bool(
            font is not None and font.bold()
        )

    rows_of_tokens = [
        t for t in tables if t.model().headerData(0, Qt.Orientation.Vertical) == "cat"
    ]
    assert rows_of_tokens
    for theme in ("dark", "high-contrast"):
        app.classroom.set_theme(theme)
        for table in rows_of_tokens:
            assert row_look(table) == (appearance.row_highlight(), False), (
                theme,
                table.objectName(),
            )
    action(window, "action.presentation").trigger()
    for table in rows_of_tokens:
        assert row_look(table) == (appearance.row_highlight(), True), table.objectName()
    app.presentation.leave()
    for table in rows_of_tokens:
        assert row_look(table) == (appearance.row_highlight(), False), table.objectName()


def test_the_theme_follows_the_system_by_default_and_is_remembered(window, qtbot, open_app):
    assert action(window, "action.theme.system").isChecked()
    action(window, "action.theme.dark").trigger()
    assert QSettings().value("appearance/theme") == "dark"
    again = open_app(qtbot)  # as at the next start
    assert again.classroom.appearance.theme_name == "dark"
    assert action(again.window, "action.theme.dark").isChecked()


# -- zoom -------------------------------------------------------------------------------------


def font_sizes(window: MainWindow) -> dict[str, float]:
    """Text sizes across the window; those in the pipeline as at its fit of 1 (its text is
    sized to its room on top of the zoom, and a change of room fits it again at once)."""
    heatmap = window.findChild(MatrixHeatmap, "heatmap.weights")
    chart = window.findChild(QueryChart, "chart.query")
    fit = window.pipeline.fit
    return {
        "table": window.findChild(QTableView, "view.Q").font().pointSizeF() / fit,
        "header": window.findChild(QTableView, "view.Q").horizontalHeader().font().pointSizeF()
        / fit,
        "heatmap ticks": heatmap.ci.getItem(0, 0).getAxis("left").style["tickFont"].pointSizeF()
        / fit,
        "chart ticks": chart.getPlotItem().getAxis("bottom").style["tickFont"].pointSizeF() / fit,
        "step text": window.findChild(QLabel, "label.step_text").font().pointSizeF(),
    }


def test_ctrl_plus_minus_and_zero_zoom_everything(app, window, qtbot):
    before = font_sizes(window)
    press(qtbot, window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    zoomed = font_sizes(window)
    for name, size in before.items():
        assert zoomed[name] == pytest.approx(size * 1.25), name
    assert window.findChild(QLabel, "label.zoom").text() == "Zoom 125 %"
    # Rows grow with the font, so the bigger numbers are not clipped.
    view = window.findChild(QTableView, "view.Q")
    assert view.rowHeight(0) >= view.fontMetrics().height()

    press(qtbot, window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    press(qtbot, window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert font_sizes(window)["table"] == pytest.approx(before["table"] * 0.75)
    press(qtbot, window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)  # 75 % is the least
    assert app.classroom.appearance.zoom == 0.75
    assert not action(window, "action.zoom_out").isEnabled()
    press(qtbot, window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert font_sizes(window) == pytest.approx(before)


def test_zoom_stops_at_300_percent_and_is_remembered(app, window, qtbot):
    for _ in range(12):
        action(window, "action.zoom_in").trigger()
    assert app.classroom.appearance.zoom == 3.0
    assert window.findChild(QLabel, "label.zoom").text() == "Zoom 300 %"
    assert float(QSettings().value("appearance/zoom")) == 3.0


# -- presentation mode --------------------------------------------------------------------------


def layout(window: MainWindow) -> dict[str, object]:
    """Where everything on show sits (hidden docks and background tabs have no place)."""
    places: dict[str, object] = {
        name: dock.geometry()
        for name, dock in window.docks.items()
        if dock.isVisible() and window.rect().intersects(dock.geometry())
    }
    places["centre"] = window.centralWidget().geometry()
    places["window"] = window.size()
    places["toolbar"] = window.toolbar.geometry()
    return places


def test_presentation_mode_enters_steps_with_a_clicker_and_leaves_as_it_was(app, window, qtbot):
    layout_before = layout(window)
    sizes_before = font_sizes(window)
    walkthrough = app.teaching.walkthrough
    assert not app.teaching.walkthrough_active

    press(qtbot, window, Qt.Key.Key_F5)
    presentation = app.presentation
    assert presentation.active and action(window, "action.presentation").isChecked()
    assert (
        window.toolbar.isHidden() and window.statusBar().isHidden() and window.menuBar().isHidden()
    )
    assert app.teaching.walkthrough_active and walkthrough.index == 0
    for name, size in font_sizes(window).items():
        assert size == pytest.approx(sizes_before[name] * 1.5), name
    qtbot.wait(20)  # let the docks settle before taking the picture
    save_shot(window.grab().toImage(), "presentation-step1.png")

    for key, expected in (
        (Qt.Key.Key_PageDown, 1),
        (Qt.Key.Key_Right, 2),
        (Qt.Key.Key_Space, 3),
        (Qt.Key.Key_PageUp, 2),
        (Qt.Key.Key_Left, 1),
        (Qt.Key.Key_PageDown, 2),
    ):
        press(qtbot, window, key)
        assert walkthrough.index == expected, key
    qtbot.wait(20)
    save_shot(window.grab().toImage(), "presentation-step3.png")

    press(qtbot, window, Qt.Key.Key_Escape)
    assert not presentation.active
    assert not window.toolbar.isHidden() and not window.statusBar().isHidden()
    assert not window.menuBar().isHidden()
    assert not app.teaching.walkthrough_active  # it was not running before
    # As on screen: once the window has redone its layout and the pipeline has sized
    # its text to the room again (posted events).
    qtbot.waitUntil(lambda: layout(window) == layout_before, timeout=2000)
    # The pipeline's text is fitted to its room again: the same room, the same size.
    qtbot.waitUntil(lambda: not window.pipeline.fit_pending, timeout=2000)
    assert font_sizes(window) == pytest.approx(sizes_before)


def test_presentation_shows_what_the_step_needs_and_emphasises_the_query(app, window, qtbot):
    action(window, "action.presentation").trigger()
    walkthrough = app.teaching.walkthrough
    walkthrough.set_step(1)  # score: Q, K and the raw scores their text quotes
    docks, stages = window.docks, window.pipeline.stages

    def on_show() -> set[str]:
        return {key for key, stage in stages.items() if not stage.isHidden()}

    assert {"qkv", "scores"} <= on_show() and not {"tokens", "scaled", "output"} & on_show()
    walkthrough.set_step(2)  # scale: the raw scores beside the scaled ones
    assert {"scores", "scaled"} <= on_show() and "qkv" not in on_show()
    walkthrough.set_step(4)  # mix: V, not Q and K, beside the weights, so V can be large
    panels = window.panels
    assert not panels["view.V"].isHidden() and panels["view.Q"].isHidden()
    assert panels["view.K"].isHidden()
    assert docks["checks"].isHidden() and docks["explain"].isHidden()
    walkthrough.set_step(6)  # residual: the inputs and the outputs
    assert {"tokens", "residual"} <= on_show() and "scaled" not in on_show()
    # The selected query (row 0) is written in bold in the tables, only while presenting.
    model = window.findChild(QTableView, "view.output").model()
    bold = model.data(model.index(0, 0), Qt.ItemDataRole.FontRole)
    assert bold is not None and bold.bold()
    assert model.data(model.index(1, 0), Qt.ItemDataRole.FontRole) is None
    app.presentation.leave()
    assert model.data(model.index(0, 0), Qt.ItemDataRole.FontRole) is None
    assert not docks["checks"].isHidden()
    assert not panels["view.Q"].isHidden() and not panels["view.K"].isHidden()


def test_presentation_keeps_a_running_walkthrough_and_f5_toggles(app, window, qtbot):
    app.teaching.start_walkthrough(2)
    press(qtbot, window, Qt.Key.Key_F5)
    assert app.presentation.active and app.teaching.walkthrough.index == 2
    press(qtbot, window, Qt.Key.Key_F5)
    assert not app.presentation.active
    assert app.teaching.walkthrough_active  # it was running before: it keeps running
    press(qtbot, window, Qt.Key.Key_Escape)  # and Esc stops it again, as usual
    assert not app.teaching.walkthrough_active


def test_a_clicker_drives_an_open_lesson_in_presentation_mode(app, window, qtbot):
    app.lessons.open_lessons("02-what-self-attention-does", 0)
    panel = app.lessons.lessons.panel
    press(qtbot, window, Qt.Key.Key_F5)
    assert not app.teaching.walkthrough_active  # the lesson is what is presented
    press(qtbot, window, Qt.Key.Key_PageDown)
    assert panel.step_index == 1
    press(qtbot, window, Qt.Key.Key_PageUp)
    assert panel.step_index == 0
    press(qtbot, window, Qt.Key.Key_Escape)
    assert not app.presentation.active


# -- preferences ----------------------------------------------------------------------------------


def test_preferences_dialog_applies_remembers_and_restores_defaults(app, window, qtbot, open_app):
    action(window, "action.preferences").trigger()
    dialog = window.findChild(QDialog, "dialog.preferences")
    assert dialog is not None and dialog.isVisible()
    dialog.theme_combo.setCurrentIndex(dialog.theme_combo.findData("high-contrast"))
    dialog.zoom_spin.setValue(150)
    dialog.weights_combo.setCurrentIndex(dialog.weights_combo.findData("cividis"))
    dialog.decimals_spin.setValue(4)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )

    appearance = app.classroom.appearance
    assert (appearance.theme_name, appearance.zoom) == ("high-contrast", 1.5)
    assert window.weights_panel.colormap == "cividis"
    assert window.toolbar.decimals_spin.value() == 4
    heatmap = window.findChild(MatrixHeatmap, "heatmap.weights")
    assert heatmap.cell_text(0, 0) == f"{window.document.result.heads[0].weights[0, 0]:.4f}"

    again_app = open_app(qtbot)  # the next run starts with them
    again = again_app.window
    assert again_app.classroom.appearance.theme_name == "high-contrast"
    assert again.toolbar.decimals_spin.value() == 4
    assert again.weights_panel.colormap == "cividis"

    action(again, "action.preferences").trigger()
    dialog = again.findChild(QDialog, "dialog.preferences")
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults),
        Qt.MouseButton.LeftButton,
    )
    assert dialog.theme_combo.currentData() == "system" and dialog.zoom_spin.value() == 100
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert again.toolbar.decimals_spin.value() == 2
    assert again_app.classroom.appearance.zoom == 1.0
    assert QSettings().value("appearance/theme") == "system"


def test_the_toolbar_decimals_and_the_preferences_stay_in_sync(app, window):
    window.toolbar.decimals_spin.setValue(5)
    assert app.classroom.preferences.decimals == 5
    assert int(QSettings().value("view/decimals")) == 5
    dialog = app.classroom.show_preferences()
    assert dialog.decimals_spin.value() == 5
    window.toolbar.decimals_spin.setValue(1)
    assert dialog.decimals_spin.value() == 1
    dialog.reject()


def test_scores_colour_map_can_be_switched(app, window):
    app.classroom.apply(app.classroom.preferences.replace(scores_colormap="CET-CBD1"))
    assert window.scores_panel.colormap == "CET-CBD1"
    bad = app.classroom.preferences.replace(scores_colormap="jet")  # not offered: ignored
    assert bad.scores_colormap == "diverging"  # an unknown map falls back to the default


def test_closing_while_presenting_saves_the_everyday_layout(qtbot, open_app):
    app = open_app(qtbot)
    window = app.window
    app.presentation.enter()
    window.close()
    again = open_app(qtbot)
    assert not again.window.toolbar.isHidden() and not again.presentation.active
    assert not again.window.docks["checks"].isHidden()


def test_a_head_added_later_gets_the_zoom_of_the_others(app, window, qtbot):
    from selfattn_gui.core.sessions import edits
    from selfattn_gui.ui.plots.heatmap import MatrixHeatmap

    app.classroom.set_zoom(2.0)
    window.document.try_apply(edits.resize, "3 heads", n_heads=3)
    tabs = window.pipeline.head_tabs
    tabs.setCurrentIndex(tabs.count() - 1)  # "all heads": where the new head's map shows
    window.all_heads_panel.read_latest()  # (drawn, also if zoomed out of the window's view)
    new_map = window.findChild(MatrixHeatmap, "heatmap.head2")
    assert new_map._font_scale == window.findChild(MatrixHeatmap, "heatmap.weights")._font_scale
    # Twice the zoom, times what the pipeline's fit to its room makes of it.
    fit = window.pipeline.fit
    assert new_map._font_scale == pytest.approx(2.0 * fit)
