"""Copy or save any matrix table as CSV, a LaTeX ``bmatrix`` or a NumPy literal.

:func:`add_matrix_exports` puts six entries in a table's context menu (right click):
Copy as CSV / LaTeX / NumPy, and Save as CSV / LaTeX / NumPy….  CSV and NumPy keep
every digit; LaTeX is for handouts and rounds to the decimals shown (the view state's).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QWidget

from selfattn_gui.core.export.matrix_export import to_csv, to_latex, to_numpy_literal
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.model.view_state import ViewState
from selfattn_gui.ui.editors.matrix_panel import MatrixPanel
from selfattn_gui.ui.export.image_files import atomic_write_text, with_suffix

#: format key -> (menu name, file suffix, file dialog filter); the filter is marked for
#: translation and shown with translate("matrix_exports", filter)
FORMATS = {
    "csv": ("CSV", ".csv", QT_TRANSLATE_NOOP("matrix_exports", "CSV files (*.csv)")),
    "latex": ("LaTeX", ".tex", QT_TRANSLATE_NOOP("matrix_exports", "LaTeX files (*.tex)")),
    "numpy": ("NumPy", ".py", QT_TRANSLATE_NOOP("matrix_exports", "Python files (*.py)")),
}

AskPath = Callable[[str, str, str], str]  # (dialog title, suggested name, filter) -> path or ""


def python_name(title: str) -> str:
    """A variable name for a matrix: ``"W_q"`` stays, ``"Head output"`` -> ``"head_output"``."""
    if title.isidentifier():
        return title
    name = "".join(ch if ch.isalnum() else "_" for ch in title.lower()).strip("_")
    return name if name.isidentifier() else "matrix"


def matrix_text(panel: MatrixPanel, kind: str, decimals: int) -> str:
    """The panel's whole matrix as ``kind`` ("csv", "latex" or "numpy") text; LaTeX
    rounds to ``decimals`` digits, the others keep every digit."""
    model = panel.model
    values = model.values()
    rows, columns = values.shape
    if kind == "csv":
        return to_csv(
            values,
            row_labels=[model.row_label(r) for r in range(rows)],
            column_labels=[model.column_label(c) for c in range(columns)],
        )
    if kind == "latex":
        return to_latex(values, decimals=decimals, name=panel.title) + "\n"
    if kind == "numpy":
        return (
            "import numpy as np\n\n"
            + to_numpy_literal(values, name=python_name(panel.title))
            + "\n"
        )
    raise ValueError(f"unknown format {kind!r}; expected one of {', '.join(FORMATS)}")


#: The table File → Export saves before the learner has clicked in any: the weights,
#: the matrix the whole computation is about and the one most often handed out.
DEFAULT_TABLE = "view.weights"


class MatrixExports(QObject):
    """The copy/save entries of every matrix panel's table, and which table is current.

    ``ask_save_path``, ``show_error`` and ``say`` are replaceable (tests answer the
    dialogs without a person); ``say`` reports success (the status bar).  LaTeX uses
    the decimals of ``view_state``.  :meth:`current_panel` is the table the learner
    last clicked or typed in (File → Export saves that one).
    """

    def __init__(
        self,
        panels: dict[str, MatrixPanel],
        view_state: ViewState,
        ask_save_path: AskPath,
        show_error: Callable[[str, str], None],
        say: Callable[[str], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.ask_save_path = ask_save_path
        self.show_error = show_error
        self.say = say
        self._view_state = view_state
        self._panels = panels
        self._current = panels.get(DEFAULT_TABLE) or next(iter(panels.values()))
        for panel in panels.values():
            self._add_actions(panel)
        application = QApplication.instance()
        if isinstance(application, QApplication):  # a bound slot: gone with its parent
            application.focusChanged.connect(self._on_application_focus_changed)

    def current_panel(self) -> MatrixPanel:
        """The table last clicked or typed in (the weights until then)."""
        return self._current

    def _on_application_focus_changed(self, _old: QWidget | None, now: QWidget | None) -> None:
        if now is None:
            return  # a menu or another window took the focus: the table stays current
        for panel in self._panels.values():
            if panel.table is now or panel.table.isAncestorOf(now):  # a cell editor too
                self._current = panel
                return

    def _add_actions(self, panel: MatrixPanel) -> None:
        view = panel.table
        separator = QAction(view)
        separator.setSeparator(True)
        view.addAction(separator)
        copy_as = translate("matrix_exports", "Copy as {format}")
        save_as = translate("matrix_exports", "Save as {format}…")
        for kind, (label, _suffix, _filter) in FORMATS.items():
            action = QAction(copy_as.format(format=label), view)
            action.setObjectName(f"action.copy_{kind}")
            action.triggered.connect(lambda _=False, p=panel, k=kind: self.copy(p, k))
            view.addAction(action)
        for kind, (label, _suffix, _filter) in FORMATS.items():
            action = QAction(save_as.format(format=label), view)
            action.setObjectName(f"action.save_{kind}")
            action.triggered.connect(lambda _=False, p=panel, k=kind: self.save(p, k))
            view.addAction(action)

    def _hidden(self, panel: MatrixPanel) -> bool:
        """Whether a lesson's open question hides ``panel``'s numbers (and say so): a copy
        or a file would show what the table writes as "?"."""
        if not self._view_state.is_veiled(panel.matrix_key):
            return False
        self.say(
            translate(
                "matrix_exports",
                "{table} is hidden until you answer the lesson's question: answer it "
                "(or press Reveal) to copy or save it.",
            ).format(table=panel.title)
        )
        return True

    def copy(self, panel: MatrixPanel, kind: str) -> str:
        """Put ``panel``'s matrix on the clipboard as ``kind``; the text ("" if hidden)."""
        if self._hidden(panel):
            return ""
        text = matrix_text(panel, kind, self._view_state.decimals)
        QApplication.clipboard().setText(text)
        self.say(
            translate("matrix_exports", "Copied {table} as {format}.").format(
                table=panel.title, format=FORMATS[kind][0]
            )
        )
        return text

    def save(self, panel: MatrixPanel, kind: str, path: str | None = None) -> bool:
        if self._hidden(panel):
            return False
        label, suffix, file_filter = FORMATS[kind]
        suggested = python_name(panel.title) + suffix
        title = translate("matrix_exports", "Save {table} as {format}").format(
            table=panel.title, format=label
        )
        path = path or self.ask_save_path(
            title, suggested, translate("matrix_exports", file_filter)
        )
        if not path:
            return False
        target = with_suffix(path, suffix)
        try:
            atomic_write_text(target, matrix_text(panel, kind, self._view_state.decimals))
        except OSError as error:
            reason = error.strerror or str(error)
            self.show_error(
                translate("matrix_exports", "Cannot save"),
                translate("matrix_exports", "{file}: could not save here ({reason}).").format(
                    file=Path(target).name, reason=reason
                ),
            )
            return False
        self.say(
            translate("matrix_exports", "Saved {table} to {file}.").format(
                table=panel.title, file=target
            )
        )
        return True
