"""File → Open trained model…: the models trained here, opened as the learner's own session.

The chooser lists every model in ``resources/models/`` (``presets.list_models``: its
name and what its title says it does).  A model opens like an example: a new session
that is not saved anywhere yet, every weight editable and every edit undoable; Save
asks where to keep it, and the shipped file is never written (``FileController``).
The welcome page offers the same chooser.  A model opens where its lesson is: its last
layer, its last query, the head its scores point at (``model.model_opening``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCommandLinkButton,
    QDialog,
    QDialogButtonBox,
    QVBoxLayout,
    QWidget,
)

from selfattn_gui.core.sessions import presets
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.model.model_opening import ModelOpening
from selfattn_gui.ui.foundation import plain_text

if TYPE_CHECKING:
    from selfattn_gui.ui.shell.main_window import MainWindow

CHOOSER_NOTE = QT_TRANSLATE_NOOP(
    "trained_models",
    "Each was trained here, in plain NumPy, on a small task. It opens as your own copy: "
    "every weight can be changed and every change undone, and Save keeps it in a file "
    "of yours. How they were trained and what each head does: docs/models.md.",
)


class ModelChooser(QDialog):
    """``dialog.open_model``: one button per trained model, with what it does.

    Signals
    -------
    sig_model_chosen(str) : the name of the model whose button was clicked
    """

    sig_model_chosen = Signal(str)

    def __init__(self, models: list[presets.PresetInfo], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialog.open_model")
        self.setWindowTitle(translate("trained_models", "Open a trained model"))
        self.setAccessibleName(translate("trained_models", "Open a trained model"))
        self.setMinimumWidth(560)  # a title on one line, the note in three
        layout = QVBoxLayout(self)
        note = plain_text.plain_label(translate("trained_models", CHOOSER_NOTE))
        note.setWordWrap(True)
        layout.addWidget(note)
        self.model_buttons: list[QCommandLinkButton] = []
        for info in models:
            button = QCommandLinkButton(
                plain_text.shown(info.name, limit=120).replace("&", "&&"),
                plain_text.shown(info.description),
                self,
            )
            button.setObjectName(f"button.model.{info.name}")
            button.setAccessibleName(
                translate("trained_models", "Open the trained model {name}").format(
                    name=plain_text.shown(info.name)
                )
            )
            button.setAccessibleDescription(plain_text.shown(info.description))
            button.clicked.connect(lambda _=False, n=info.name: self.sig_model_chosen.emit(n))
            layout.addWidget(button)
            self.model_buttons.append(button)
        if not models:
            layout.addWidget(
                plain_text.plain_label(
                    translate("trained_models", "No trained models are installed.")
                )
            )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        if self.model_buttons:
            self.model_buttons[0].setDefault(True)
            self.model_buttons[0].setFocus()


class TrainedModels(QObject):
    """File → Open trained model… (``action.open_model``) for one window.

    Signals
    -------
    sig_model_opened(str) : a trained model was opened in the window (its name)

    Attributes
    ----------
    action : ``action.open_model``, put in the File menu under Open…
    chooser : the chooser on show (None while there is none)
    opening : moves the views to an opened model's last layer, query and best head
    """

    sig_model_opened = Signal(str)

    def __init__(self, window: MainWindow, opening: ModelOpening) -> None:
        super().__init__(window)
        self._window = window
        self.opening = opening
        self.chooser: ModelChooser | None = None
        self.action = QAction(translate("trained_models", "Open &trained model…"), window)
        self.action.setObjectName("action.open_model")
        self.action.setStatusTip(
            translate(
                "trained_models",
                "A model trained here, with real previous-token and induction heads to find",
            )
        )
        self.action.triggered.connect(lambda: self.open_chooser())
        window.menu_file.insertAction(window.recent_menu.menuAction(), self.action)

    def open_chooser(self, parent: QWidget | None = None) -> ModelChooser:
        """Show the chooser over ``parent`` (the window by default), listing the models
        there are now; it closes once one has opened."""
        if self.chooser is not None:
            self.chooser.close()
        chooser = ModelChooser(presets.list_models(), parent or self._window)
        chooser.sig_model_chosen.connect(self.open_model)
        chooser.finished.connect(lambda _result, c=chooser: self._forget(c))
        self.chooser = chooser
        chooser.open()  # modal to its window, and no event loop of its own
        return chooser

    def open_model(self, name: str) -> bool:
        """Open the model ``name`` (asking first about unsaved work); True if it opened."""
        if not self._window.files.open_model(name):
            return False
        self.opening.opened()
        if self.chooser is not None:
            self.chooser.accept()
        self.sig_model_opened.emit(name)
        return True

    def _forget(self, chooser: ModelChooser) -> None:
        if self.chooser is chooser:
            self.chooser = None
        chooser.deleteLater()
