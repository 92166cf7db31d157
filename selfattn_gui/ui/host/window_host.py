"""The main window as the features see it: a QMainWindow with the app's own handles.

Features (teaching, lessons, exports, the classroom, training) are built around the
window by ``ui.shell.compose`` and are handed it typed as :class:`WindowHost`, so none
of them imports ``ui.shell``: the shell's ``MainWindow`` is the one window that fills
this in. What a feature may use of the window is exactly what is listed here, plus
Qt's own ``QMainWindow`` (docks, menu bar, status bar, geometry).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QToolBar, QWidget

from selfattn_gui.model.document import Document
from selfattn_gui.model.view_state import ViewState
from selfattn_gui.ui.editors.matrix_panel import MatrixPanel
from selfattn_gui.ui.foundation.frames import FrameScheduler
from selfattn_gui.ui.foundation.look import Look
from selfattn_gui.ui.pipeline.pipeline_view import PipelineView


class AsksBeforeDiscarding(Protocol):
    """The window's files, as a feature that replaces the session sees them."""

    def may_discard_changes(self) -> bool:
        """True when it is fine to replace the session (saving first if the learner asks)."""
        ...


class WindowHost(QMainWindow):
    """The window every feature is built around.

    Attributes
    ----------
    document : the document every view observes
    view_state : the display choices (decimals, colour maps, veil) the views follow
    look : what the plots and tables take their colours and text size from (None: their own)
    files : asks whether the session may be replaced (File → New, Open, Save live there)
    panels : panel key (``"editor.W_q"``, ``"view.Q"``, ...) -> matrix panel
    plots : object name -> the heatmaps, the query chart and the all-heads panel
    docks : key -> the docks that "Reset layout" shows again (see :meth:`add_dock`)
    pipeline : the stages of the computation, in the centre
    menu_file, menu_edit, menu_view : menus of the menu bar
    action_quit : File → Quit (the last entry of the File menu)

    Signals
    -------
    sig_default_sizes_applied : the docks were just given their default share of the
        window (at the first show without a saved layout, and by "Reset layout")
    sig_closed : the window accepted a close: a feature stops what it runs in the background
    """

    sig_default_sizes_applied = Signal()
    sig_closed = Signal()

    document: Document
    view_state: ViewState
    frames: FrameScheduler  # hands every view one frame per turn (``show_frame``)
    look: Look | None
    files: AsksBeforeDiscarding
    panels: dict[str, MatrixPanel]
    plots: dict[str, QWidget]
    docks: dict[str, QDockWidget]
    pipeline: PipelineView
    menu_file: QMenu
    menu_edit: QMenu
    menu_view: QMenu
    action_quit: QAction

    @property
    def toolbars(self) -> list[QToolBar]:
        """Every toolbar of the window in the order of their rows."""
        raise NotImplementedError

    def add_dock(
        self,
        key: str,
        title: str,
        widget: QWidget,
        area: Qt.DockWidgetArea,
        *,
        listed: bool = True,
        orientation: Qt.Orientation | None = None,
    ) -> QDockWidget:
        """Put ``widget`` in a dock called ``dock.<key>`` in ``area`` and return the dock."""
        raise NotImplementedError

    def add_toolbar_button(
        self, action: QAction, name: str, spoken: str = "", separated: bool = False
    ) -> None:
        """Put ``action`` on the teaching toolbar as the button called ``name``."""
        raise NotImplementedError

    def list_in_view_menu(self, actions: list[QAction]) -> None:
        """Add dock toggles to the View menu, after the other docks'."""
        raise NotImplementedError
