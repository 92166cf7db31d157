"""File → Export, and the export entries of the heatmaps', chart's and tables' context menus.

:class:`Exports` (built by ``ui.shell.compose``) adds them.  Pictures: a
heatmap or the query chart as PNG or SVG; the whole window or one panel as a PNG two
or three times larger than on screen (for handouts).  Text: any matrix as CSV, LaTeX
or NumPy (see :mod:`matrix_exports`), the session as a Python script.  Paper: a
worksheet PDF with an answer key.  Every file is written atomically; a failure says
why in a message and leaves any file already there untouched.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMenu, QMessageBox, QWidget

from selfattn_gui.core.export.export_code import export_python
from selfattn_gui.core.files.file_names import safe_stem, session_stem
from selfattn_gui.core.maths.attention import MaskError
from selfattn_gui.core.maths.matrices import MATRICES
from selfattn_gui.core.teaching.worksheet import build_worksheet
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.model.view_state import ViewState
from selfattn_gui.ui.export.image_files import (
    atomic_write_text,
    render_widget,
    save_image,
    with_suffix,
    write_atomically,
)
from selfattn_gui.ui.export.matrix_exports import FORMATS, MatrixExports
from selfattn_gui.ui.foundation import file_dialogs
from selfattn_gui.ui.foundation.plain_text import message as message_box
from selfattn_gui.ui.foundation.plain_text import shown
from selfattn_gui.ui.host.window_host import WindowHost

HANDOUT_SCALES = (2, 3)
PNG_SCALE = 2  # a heatmap or chart saved as PNG: twice its size on screen, sharp in print
#: object name of a view -> what the learner calls it


def _heatmap_of(key: str) -> str:
    """The object name of the heatmap the catalogue gives matrix ``key``."""
    name = MATRICES[key].heatmap
    assert name is not None, f"the catalogue gives {key} no heatmap"
    return name


#: (marked for translation, shown with translate("export_actions", ...); the English
#: also names the files, so a saved file's name does not depend on the language)
PICTURES = {
    _heatmap_of("weights"): QT_TRANSLATE_NOOP("export_actions", "Weights heatmap"),
    _heatmap_of("scaled"): QT_TRANSLATE_NOOP("export_actions", "Scores heatmap"),
    "chart.query": QT_TRANSLATE_NOOP("export_actions", "Query chart"),
}
#: the same pictures as named inside a sentence ("Save the weights heatmap as PNG…")
IN_A_SENTENCE = {
    _heatmap_of("weights"): QT_TRANSLATE_NOOP("export_actions", "weights heatmap"),
    _heatmap_of("scaled"): QT_TRANSLATE_NOOP("export_actions", "scores heatmap"),
    "chart.query": QT_TRANSLATE_NOOP("export_actions", "query chart"),
}


def _in_a_sentence(name: str) -> str:
    """The picture ``name`` as a sentence names it, in the learner's language."""
    if name in IN_A_SENTENCE:
        return translate("export_actions", IN_A_SENTENCE[name])
    return translate("export_actions", "picture")


@runtime_checkable
class _DrawsSvg(Protocol):
    """A view that can draw itself as an SVG file (the heatmaps and the query chart)."""

    def export_svg(self, path: str | Path) -> None: ...


_FILTERS = {
    ".png": QT_TRANSLATE_NOOP("export_actions", "PNG images (*.png)"),
    ".svg": QT_TRANSLATE_NOOP("export_actions", "SVG drawings (*.svg)"),
    ".py": QT_TRANSLATE_NOOP("export_actions", "Python files (*.py)"),
    ".pdf": QT_TRANSLATE_NOOP("export_actions", "PDF documents (*.pdf)"),
}


class Exports(QObject):
    """Owns every export action of one window.

    ``ask_save_path(title, suggested_name, file_filter) -> path or ""`` and
    ``show_error(title, message)`` are replaceable, like those of ``ui.files``.
    Numbers are rounded to the decimals of ``view_state`` (LaTeX, the worksheet).
    """

    def __init__(self, window: WindowHost, view_state: ViewState) -> None:
        super().__init__(window)
        self._window = window
        self._view_state = view_state
        self.ask_save_path: Callable[[str, str, str], str] = self._ask_save_path
        self.show_error: Callable[[str, str], None] = self._show_error
        self.matrices = MatrixExports(
            window.panels,
            view_state,
            ask_save_path=lambda *a: self.ask_save_path(*a),
            show_error=lambda *a: self.show_error(*a),
            say=self._say,
            parent=self,
        )
        self._build_file_menu()
        for name in PICTURES:
            self._add_view_menu(window.plots[name], name)

    # -- dialogs (replaceable) ---------------------------------------------------------------
    def _ask_save_path(self, title: str, suggested: str, file_filter: str) -> str:
        return file_dialogs.ask_save_path(self._window, title, suggested, file_filter)

    def _session_stem(self) -> str:
        """What the files of this session are called: ``mysession`` for mysession.selfattn.json."""
        document = self._window.document
        return session_stem(document.path, document.session.title)

    def _show_error(self, title: str, message: str) -> None:
        message_box(self._window, QMessageBox.Icon.Warning, title, shown(message, 2000))

    def _say(self, message: str) -> None:
        self._window.statusBar().showMessage(message, 8000)

    # -- menus -------------------------------------------------------------------------------
    def _action(self, text: str, name: str, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self._window)
        action.setObjectName(name)
        action.triggered.connect(lambda _=False: slot())
        self._window.addAction(action)
        return action

    def _build_file_menu(self) -> None:
        window = self._window
        file_menu, quit_action = window.menu_file, window.action_quit
        menu = QMenu(translate("export_actions", "&Export"), window)
        menu.setObjectName("menu.export")
        for name, label in PICTURES.items():
            for suffix in (".png", ".svg"):
                kind = suffix[1:]
                menu.addAction(
                    self._action(
                        translate("export_actions", "{picture} as {format}…").format(
                            picture=translate("export_actions", label), format=kind.upper()
                        ),
                        f"action.export.{name}.{kind}",
                        partial(self.export_view, name, suffix),
                    )
                )
        menu.addSeparator()
        self._add_table_entries(menu)
        menu.addSeparator()
        for scale in HANDOUT_SCALES:
            menu.addAction(
                self._action(
                    translate("export_actions", "Whole window as PNG ({scale}×)…").format(
                        scale=scale
                    ),
                    f"action.export.window.png{scale}",
                    partial(
                        self.export_widget,
                        self._window,
                        translate("export_actions", "window"),
                        scale,
                    ),
                )
            )
        self.panel_menu = menu.addMenu(
            translate("export_actions", "Panel as PNG ({scale}×)").format(scale=HANDOUT_SCALES[0])
        )
        self.panel_menu.setObjectName("menu.export_panel")
        self.panel_menu.aboutToShow.connect(self._fill_panel_menu)
        file_menu.insertMenu(quit_action, menu)
        file_menu.insertAction(
            quit_action,
            self._action(
                translate("export_actions", "Export as &Python script…"),
                "action.export_python",
                self.export_python,
            ),
        )
        file_menu.insertAction(
            quit_action,
            self._action(
                translate("export_actions", "Export &worksheet (PDF)…"),
                "action.export_worksheet",
                self.export_worksheet,
            ),
        )
        file_menu.insertSeparator(quit_action)
        self.menu = menu

    def _add_table_entries(self, menu: QMenu) -> None:
        """Table as CSV / LaTeX: the table last clicked in, named in the entry itself.

        A learner who has just worked in W_q expects "Export → … as CSV" to give W_q,
        as the tables' own context menus do; before any table was used it is the
        weights.  The entries say which table it is, so nothing is saved by surprise.
        """
        self.table_actions = {
            kind: self._action("", f"action.export_{kind}", partial(self.export_table, kind))
            for kind in ("csv", "latex")
        }
        for action in self.table_actions.values():
            menu.addAction(action)
        self._name_table_entries()
        menu.aboutToShow.connect(self._name_table_entries)

    def _name_table_entries(self) -> None:
        title = self.matrices.current_panel().title
        for kind, action in self.table_actions.items():
            form = FORMATS[kind][0]
            action.setText(
                translate("export_actions", "Table {table} as {format}…").format(
                    table=title, format=form
                )
            )
            action.setStatusTip(
                translate(
                    "export_actions",
                    "Save the table {table} as {format}: the table you last "
                    "clicked in (the weights until you click in another)",
                ).format(table=title, format=form)
            )

    def export_table(self, kind: str, path: str | None = None) -> bool:
        """File → Export → Table as CSV or LaTeX: the table last clicked in."""
        return self.matrices.save(self.matrices.current_panel(), kind, path)

    def _fill_panel_menu(self) -> None:
        """Every panel on show: the whole pipeline, each of its stages, each visible dock."""
        self.panel_menu.clear()
        window = self._window
        entries: list[tuple[str, QWidget | None]] = [
            (translate("export_actions", "The whole pipeline"), window.pipeline)
        ]
        for stage in window.pipeline.stages.values():
            if stage.isVisible():
                entries.append((stage.title.text(), stage))
        for dock in window.findChildren(QDockWidget):  # in the order they were added
            if dock.isVisible():
                entries.append((dock.windowTitle(), dock.widget()))
        for title, widget in entries:
            if widget is None:
                continue
            action = self.panel_menu.addAction(f"{title}…")
            action.triggered.connect(partial(self._export_panel, widget, title))

    def _export_panel(self, widget: QWidget, title: str, _checked: bool = False) -> None:
        self.export_widget(widget, title, HANDOUT_SCALES[0])

    def _export_handout(
        self, view: QWidget, label: str, scale: int, _checked: bool = False
    ) -> None:
        self.export_widget(view, label, scale)

    def _add_view_menu(self, view: QWidget, name: str) -> None:
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        view.customContextMenuRequested.connect(
            lambda point, v=view, n=name: self.context_menu(v, n).popup(v.mapToGlobal(point))
        )

    def context_menu(self, view: QWidget, name: str) -> QMenu:
        """The right-click menu of a heatmap or the chart: save it as PNG or SVG, or as a handout."""
        menu = QMenu(view)
        menu.setObjectName(f"menu.context.{name}")
        picture = _in_a_sentence(name)
        label = PICTURES.get(name, "picture")  # (the English: the handout's file name)
        menu.addAction(
            translate("export_actions", "Save {picture} as PNG…").format(picture=picture),
            lambda: self.export_view(name, ".png"),
        )
        menu.addAction(
            translate("export_actions", "Save {picture} as SVG…").format(picture=picture),
            lambda: self.export_view(name, ".svg"),
        )
        for scale in HANDOUT_SCALES:
            menu.addAction(
                translate("export_actions", "Save as PNG for a handout ({scale}×)…").format(
                    scale=scale
                ),
                partial(self._export_handout, view, label, scale),
            )
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        return menu

    # -- exporting ---------------------------------------------------------------------------
    def _target(
        self, title: str, suggested: str, suffix: str, path: str | Path | None
    ) -> Path | None:
        chosen = str(path) if path else self.ask_save_path(title, suggested, _filter_for(suffix))
        return with_suffix(chosen, suffix) if chosen else None

    def _write(self, target: Path, what: str, write: Callable[[Path], None]) -> bool:
        try:
            write(target)
        except (OSError, MaskError) as error:
            reason = getattr(error, "strerror", None) or str(error)
            self.show_error(
                translate("export_actions", "Cannot export"),
                translate("export_actions", "{file}: could not save {what} ({reason}).").format(
                    file=target.name, what=what, reason=reason
                ),
            )
            return False
        self._say(
            translate("export_actions", "Saved {what} to {file}.").format(what=what, file=target)
        )
        return True

    def export_view(self, name: str, suffix: str, path: str | Path | None = None) -> bool:
        """Save the heatmap or chart called ``name`` as ".png" or ".svg"."""
        view = self._window.plots.get(name)
        label = PICTURES.get(name, name)  # the English names the file
        picture = _in_a_sentence(name)
        target = self._target(
            translate("export_actions", "Save {picture}").format(picture=picture),
            f"{safe_stem(label.lower())}{suffix}",
            suffix,
            path,
        )
        if view is None or target is None:
            return False
        if suffix == ".svg":
            if not isinstance(view, _DrawsSvg):
                return False
            return self._write(target, picture, lambda t: write_atomically(t, view.export_svg))
        # Drawn again at twice the size rather than exported by pyqtgraph, whose enlarged
        # export keeps the numbers over the bars and in the cells at their screen size.
        return self._write(target, picture, lambda t: save_image(render_widget(view, PNG_SCALE), t))

    def export_widget(
        self, widget: QWidget, title: str, scale: int, path: str | Path | None = None
    ) -> bool:
        """Save ``widget`` as a PNG ``scale`` times its size on screen."""
        target = self._target(
            translate("export_actions", "Save {panel} as PNG ({scale}×)").format(
                panel=title.lower(), scale=scale
            ),
            f"{safe_stem(title.lower())}-{scale}x.png",
            ".png",
            path,
        )
        if target is None:
            return False
        return self._write(
            target, title.lower(), lambda t: save_image(render_widget(widget, scale), t)
        )

    def export_python(self, path: str | Path | None = None) -> bool:
        """File → Export as Python script: the session and plain NumPy attention, runnable."""
        suggested = self._session_stem() + ".py"
        target = self._target(
            translate("export_actions", "Export as Python script"), suggested, ".py", path
        )
        if target is None:
            return False
        text = export_python(self._window.document.session)
        return self._write(
            target,
            translate("export_actions", "the Python script"),
            lambda t: atomic_write_text(t, text),
        )

    def export_worksheet(self, path: str | Path | None = None) -> bool:
        """File → Export worksheet: the inputs, blanks for every step, and an answer key (PDF)."""
        from selfattn_gui.ui.export.worksheet_pdf import write_worksheet_pdf

        if self._view_state.veiled:  # its answer key holds every number of the example
            self._say(
                translate(
                    "export_actions",
                    "The worksheet's answer key would give away the lesson's open question: "
                    "answer it (or press Reveal) first.",
                )
            )
            return False
        suggested = self._session_stem() + "-worksheet.pdf"
        target = self._target(
            translate("export_actions", "Export worksheet"), suggested, ".pdf", path
        )
        if target is None:
            return False
        decimals = self._view_state.decimals

        def write(t: Path) -> None:
            sheet = build_worksheet(self._window.document.session, decimals=decimals)
            write_atomically(t, lambda p: write_worksheet_pdf(sheet, p))

        return self._write(target, translate("export_actions", "the worksheet"), write)


def _filter_for(suffix: str) -> str:
    if suffix in _FILTERS:
        return translate("export_actions", _FILTERS[suffix])
    return translate("export_actions", "All files (*)")
