"""Adds the Train panel to the main window: its dock, View → Train a model, and opening
the weights it shows as the window's session.

The panel sits in a scroll area: docked in a narrow column (1024 pixels wide, beside
the pipeline) it keeps its curves and maps at a size that can be read, and scrolls.
Hidden until asked for; the first time it opens as a floating window over the middle
of the main window (it needs more room than a side column has), and the learner may
dock it anywhere.  Its content (the trainer, the panel, its charts) is made the first
time the dock is shown or the panel is asked for (``ui/foundation/built_when_shown.py``):
most sessions never open it.  The training's thread starts with the first training;
it stops, and its thread ends, when the window closes or the application quits, so
closing in the middle of a training exits cleanly.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QFrame, QScrollArea

from selfattn_gui.core.sessions.numbers_text import whole
from selfattn_gui.core.text import translate
from selfattn_gui.core.training.make_models import INDUCTION, Recipe
from selfattn_gui.ui.foundation.built_when_shown import BuiltWhenShown, placeholder
from selfattn_gui.ui.host.window_host import WindowHost
from selfattn_gui.ui.training.background_training import (
    CURVE_EVERY,
    PICTURE_EVERY,
    BackgroundTraining,
)
from selfattn_gui.ui.training.train_panel import TrainPanel
from selfattn_gui.ui.training.training_picture import TrainingPicture

#: The panel's size the first time it opens (pixels), shrunk to fit a smaller window.
FIRST_SIZE = (820, 660)


@dataclass(frozen=True)
class PanelRecipe:
    """What the panel trains, and how often it reports.

    Attributes
    ----------
    recipe : the model, its data and its steps (the shipped induction model's)
    curve_every, picture_every : steps between two points of the loss curve, and
        between two pictures of the heads
    """

    recipe: Recipe = INDUCTION
    curve_every: int = CURVE_EVERY
    picture_every: int = PICTURE_EVERY


#: What a new window's panel trains (the tests put a cut-down recipe here first).
PANEL_RECIPE = PanelRecipe()


class TrainDock(QObject):
    """The Train panel of one window (built by ``ui.shell.compose``).

    Parameters
    ----------
    window : the main window (its document, files, menus and docks)
    recipe : what to train and how often to report (by default :data:`PANEL_RECIPE`)

    Attributes
    ----------
    training : the trainer in its worker thread (made when first asked for)
    panel : the panel (in ``scroll.train``, ``dock.train``'s widget), made the first
        time the dock is shown or this is read
    built : whether the panel is made yet
    dock : the dock; its toggle is View → Train a model (``action.train``)
    """

    def __init__(self, window: WindowHost, recipe: PanelRecipe | None = None) -> None:
        super().__init__(window)
        self._window = window
        self._placed = False
        self._closed = False
        self._recipe = recipe or PANEL_RECIPE  # (as it is now: the tests set it first)
        self._training: BackgroundTraining | None = None
        self._panel: TrainPanel | None = None
        # Not listed in the window's docks: "Reset layout" must not open it.
        self.dock = window.add_dock(
            "train",
            translate("train_dock", "Train a model"),
            placeholder("placeholder.train"),
            Qt.DockWidgetArea.RightDockWidgetArea,
            listed=False,
            orientation=Qt.Orientation.Horizontal,
        )
        self.dock.hide()
        self._content = BuiltWhenShown(self.dock, self._make_content)
        action = self.dock.toggleViewAction()
        action.setObjectName("action.train")
        action.setText(translate("train_dock", "&Train a model"))
        action.triggered.connect(lambda checked: self.show_panel() if checked else None)
        window.list_in_view_menu([action])
        window.sig_closed.connect(self._shutdown)
        application = QCoreApplication.instance()
        if application is not None:  # also when the app quits without closing the window
            application.aboutToQuit.connect(self._shutdown)

    @property
    def built(self) -> bool:
        return self._panel is not None

    @property
    def training(self) -> BackgroundTraining:
        if self._training is None:
            wanted = self._recipe
            self._training = BackgroundTraining(
                wanted.recipe, wanted.curve_every, wanted.picture_every, parent=self
            )
            if self._closed:  # asked for after the window closed: it never trains
                self._training.shutdown()
        return self._training

    @property
    def panel(self) -> TrainPanel:
        self._content.build()
        assert self._panel is not None
        return self._panel

    def _make_content(self) -> QScrollArea:
        """The panel in its scroll area: the dock's widget from now on."""
        self._panel = TrainPanel(self.training, self._window.look)
        self._panel.sig_open_wanted.connect(self.open_weights)
        scroll = QScrollArea()
        scroll.setObjectName("scroll.train")
        scroll.setWidgetResizable(True)  # as large as the dock, but never below its least
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self._panel)
        return scroll

    def _shutdown(self) -> None:
        """The window closed or the app quits: end the training's thread, if any."""
        self._closed = True
        if self._training is not None:
            self._training.shutdown()

    def show_panel(self) -> None:
        """Show the panel (the first time floating over the window's middle) with the
        seed's random weights drawn."""
        panel = self.panel  # made before the dock is sized and placed round it
        dock = self.dock
        if not self._placed:
            self._placed = True
            window = self._window
            width = min(FIRST_SIZE[0], max(400, window.width() - 40))
            height = min(FIRST_SIZE[1], max(400, window.height() - 40))
            dock.setFloating(True)
            dock.resize(width, height)
            centre = window.frameGeometry().center()
            dock.move(centre.x() - width // 2, centre.y() - height // 2)
        dock.show()
        dock.raise_()
        panel.show_random_weights()

    def open_weights(self, picture: TrainingPicture) -> None:
        """Open the weights of ``picture`` in the window like an example: asking first
        about unsaved work, with a fresh undo history; the training goes on untouched."""
        window = self._window
        if not window.files.may_discard_changes():
            return
        window.document.load(picture.session)
        window.document.sig_message.emit(
            translate(
                "train_dock",
                "Opened the weights of step {step}: a copy, so the training in "
                "the Train panel goes on without changing it.",
            ).format(step=whole(picture.step))
        )
