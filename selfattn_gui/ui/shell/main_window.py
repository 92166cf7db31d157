"""The main window: the pipeline in the centre, docks around it, menus and the toolbar.

The window is passive: it builds views that observe the document and actions that
ask the document for changes, and imports no feature.  Features (teaching, lessons,
exports, classroom) are built around it by :mod:`selfattn_gui.ui.shell.compose`,
which hands each the window's public API: :meth:`MainWindow.add_dock`,
:meth:`MainWindow.list_in_view_menu`, the menus (``menu_file``, ``menu_edit``,
``menu_attention``, ``menu_view``), ``action_quit``, ``toolbar``,
:meth:`MainWindow.add_toolbar_button`, ``toolbars``, ``files``, the
panels (``panels``, ``plots``) and the docks (``docks``).  Layout, geometry and
recent files live in QSettings.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QToolBar,
    QWidget,
)

from selfattn_gui.core.sessions import presets
from selfattn_gui.core.text import translate
from selfattn_gui.model.document import Document
from selfattn_gui.model.view_state import ViewState
from selfattn_gui.ui.editors.panel_catalogue import build_matrix_panels
from selfattn_gui.ui.foundation.frames import FrameScheduler
from selfattn_gui.ui.foundation.look import Look
from selfattn_gui.ui.foundation.settings_store import open_settings, read_setting, take_warnings
from selfattn_gui.ui.host.window_host import WindowHost
from selfattn_gui.ui.pipeline.fit_look import FitLook
from selfattn_gui.ui.pipeline.pipeline_view import PipelineView
from selfattn_gui.ui.pipeline.predictions_view import PredictionsView
from selfattn_gui.ui.plots.attention_panels import AllHeadsPanel, ScoresPanel, WeightsPanel
from selfattn_gui.ui.plots.dot_product_view import DotProductView
from selfattn_gui.ui.shell import token_actions
from selfattn_gui.ui.shell.edit_menu import build_edit_menu, window_action
from selfattn_gui.ui.shell.files import FileController
from selfattn_gui.ui.shell.self_test import run_self_test
from selfattn_gui.ui.shell.toolbar import AttentionToolBar
from selfattn_gui.ui.shell.toolbar_rows import RowToolBar, ToolBarRows
from selfattn_gui.ui.shell.window_place import DEFAULT_SIZE, place_window, remember_place


class MainWindow(WindowHost):
    """Everything about one session, visible at once.

    Build it, let the features add their docks and menu entries, then call
    :meth:`finish_building` (``compose.build_app`` does all three).

    Attributes
    ----------
    document : the document every view observes
    view_state : the display choices (decimals, colour maps, theme, zoom) the views follow
    look : what the plots and tables take their colours and text size from (None: their own)
    files : File → New, Open, Save (its dialogs are replaceable)
    toolbar : the attention toolbar (its switches; its ``sizes``: heads, widths, decimals)
    toolbars : every toolbar of the window in the order of their rows (the attention
        switches, the heads and sizes, then the teaching buttons features add)
    panels : panel key (``"editor.W_q"``, ``"view.Q"``, ...) -> matrix panel
    plots : object name -> the heatmaps, the query chart and the all-heads panel
    docks : key -> the docks that "Reset layout" shows again (see :meth:`add_dock`)
    menu_file, menu_edit, menu_attention, menu_view : the menus of the menu bar
    action_quit : File → Quit (the last entry of the File menu)

    Signals
    -------
    sig_default_sizes_applied : the docks were just given their default share of the
        window (at the first show without a saved layout, and by "Reset layout")
    sig_closed : the window accepted a close: a feature stops what it runs in the background
    """

    files: FileController  # (the features see only WindowHost's part of it)

    def __init__(
        self,
        document: Document,
        view_state: ViewState,
        frames: FrameScheduler,
        look: Look | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("window.main")
        self.document = document
        self.view_state = view_state
        self.frames = frames
        frames.setParent(self)
        self.look = look
        self.files = FileController(document, self)
        self.toolbar = AttentionToolBar(document, view_state, self)
        self._teaching_bar = RowToolBar(translate("main_window", "Teaching"), "toolbar.teaching")
        self._rows = ToolBarRows(self, [self.toolbar, self.toolbar.sizes, self._teaching_bar])

        self.docks: dict[str, QDockWidget] = {}
        self._build_panels()
        self._build_docks()
        self._build_menus()
        self.statusBar().setObjectName("statusbar")
        document.sig_message.connect(self._on_document_message)
        document.undo_stack.indexChanged.connect(self.statusBar().clearMessage)  # stale now
        document.sig_file_changed.connect(self._refresh_title)
        self._default_state = QByteArray()
        self._sized = False

    def finish_building(self) -> None:
        """Take the default layout and restore the saved one; call once every dock exists.

        A saved layout can only place docks that already exist, and "Reset layout"
        goes back to the layout taken here, so every feature adds its docks first.
        """
        self.resize(DEFAULT_SIZE)
        self._default_state = self.saveState()
        self._sized = self._restore_settings()
        self._refresh_title()
        # Said once the window is there to say it (and after everything has connected).
        for warning in take_warnings():
            QTimer.singleShot(0, self, lambda text=warning: self._on_document_message(text))

    # -- building ---------------------------------------------------------------------------
    def _build_panels(self) -> None:
        doc, view_state, look = self.document, self.view_state, self.look
        self.panels = build_matrix_panels(doc, look)
        for panel in self.panels.values():
            # Every frame, seen or not, as the tables always were: their readers (exports,
            # explain, the pin's cells) read the model without asking for the newest.
            self.frames.add(panel, every_frame=True)
        # The plots of the pipeline draw their text at the pipeline's fitted size.
        self._fit_look = fit = FitLook(look, self) if look is not None else None
        self.weights_panel = WeightsPanel(doc, view_state, fit)
        self.scores_panel = ScoresPanel(doc, view_state, fit)
        self.all_heads_panel = AllHeadsPanel(doc, view_state, fit)
        self.predictions = PredictionsView(doc, view_state, look)
        self.dot_product = DotProductView(doc, fit)
        self.dot_product.sig_key_clicked.connect(self.scores_panel.heatmap.sig_cell_clicked)
        for view in (self.weights_panel, self.scores_panel, self.all_heads_panel):
            self.frames.add(view)
        self.frames.add(self.dot_product, every_frame=True)  # (it shows only when d_k = 2)
        self.frames.add(self.dot_product.picture, self.dot_product.plot)
        self.plots: dict[str, QWidget] = {
            "heatmap.weights": self.weights_panel.heatmap,
            "heatmap.scores": self.scores_panel.heatmap,
            "chart.query": self.weights_panel.chart,
            "panel.all_heads": self.all_heads_panel,
            "view.dot_product": self.dot_product.plot,
        }

    # -- the public API the features use --------------------------------------------------------
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
        """Put ``widget`` in a dock called ``dock.<key>`` in ``area`` and return the dock.

        ``listed`` docks go into ``docks``: "Reset layout" shows them again and the
        View menu lists them when built.  A feature that shows its dock only when asked
        (the walkthrough, the lessons) leaves it out.  ``orientation`` splits the area
        (Horizontal: a column of its own beside the docks already there).
        """
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock.{key}")
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        if orientation is None:
            self.addDockWidget(area, dock)
        else:
            self.addDockWidget(area, dock, orientation)
        if listed:
            self.docks[key] = dock
        return dock

    @property
    def toolbars(self) -> list[QToolBar]:
        return list(self._rows.toolbars)

    def add_toolbar_button(
        self, action: QAction, name: str, spoken: str = "", separated: bool = False
    ) -> None:
        """Put ``action`` on the teaching toolbar, after what is there, as the button called
        ``name`` (read as ``spoken`` by a screen reader when given); ``separated`` starts a
        new group."""
        bar = self._teaching_bar
        if separated and bar.actions():
            bar.addSeparator()
        bar.addAction(action)
        button = bar.widgetForAction(action)
        if button is not None:
            button.setObjectName(name)
            if spoken:
                button.setAccessibleName(spoken)

    def list_in_view_menu(self, actions: list[QAction]) -> None:
        """Add dock toggles to the View menu, after the other docks' (before the toolbar's)."""
        self.menu_view.insertActions(self.toolbar.toggleViewAction(), actions)

    def _build_docks(self) -> None:
        """The pipeline in the centre; the features put their docks around it."""
        self.pipeline = PipelineView(
            self.document,
            self.panels,
            self.weights_panel,
            self.scores_panel,
            self.all_heads_panel,
            self._fit_look,
            predictions=self.predictions,
            dot_product=self.dot_product,
            predictions_note=self.predictions.note,
        )
        self.frames.add(self.pipeline, every_frame=True)
        self.setCentralWidget(self.pipeline)
        # The bottom area (the walkthrough's text) runs under the pipeline only.
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)

    def _size_docks(self) -> None:
        """Let the features give their docks their share of the window."""
        self.sig_default_sizes_applied.emit()

    def _action(
        self,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        name: str = "",
    ) -> QAction:
        return window_action(self, text, slot, shortcut, name)

    def _build_menus(self) -> None:
        self._build_file_menu()
        self._build_edit_menu()
        bar = self.menuBar()
        attention_menu = self.menu_attention = bar.addMenu(translate("main_window", "&Attention"))
        for action in (
            self.toolbar.causal,
            self.toolbar.positional,
            self.toolbar.scale,
            self.toolbar.residual,
            self.toolbar.w_o,
            self.toolbar.layer_norm,
        ):
            attention_menu.addAction(action)

        view_menu = self.menu_view = bar.addMenu(translate("main_window", "&View"))
        view_menu.setObjectName("menu.view")
        for dock in self.docks.values():
            view_menu.addAction(dock.toggleViewAction())
        view_menu.addActions([toolbar.toggleViewAction() for toolbar in self.toolbars])
        view_menu.addSeparator()
        view_menu.addAction(
            self._action(
                translate("main_window", "&Reset layout"),
                self.reset_layout,
                None,
                "action.reset_layout",
            )
        )

    def _build_file_menu(self) -> None:
        file_menu = self.menu_file = self.menuBar().addMenu(translate("main_window", "&File"))
        file_menu.setObjectName("menu.file")
        new_menu = file_menu.addMenu(translate("main_window", "&New from example"))
        new_menu.setObjectName("menu.new_from_preset")
        for info in presets.list_presets():
            action = new_menu.addAction(f"{info.name}: {info.description}")
            action.setObjectName(f"action.preset.{info.name}")
            action.triggered.connect(lambda _=False, n=info.name: self.files.new_from_preset(n))
        file_menu.addAction(
            self._action(
                translate("main_window", "&Open…"),
                lambda: self.files.open(),
                QKeySequence.StandardKey.Open,
                "action.open",
            )
        )
        self.recent_menu = file_menu.addMenu(translate("main_window", "Open &recent"))
        self.recent_menu.setObjectName("menu.recent")
        self.files.sig_recent_changed.connect(self._refresh_recent_menu)
        self._refresh_recent_menu()
        file_menu.addAction(
            self._action(
                translate("main_window", "&Save"),
                self.files.save,
                QKeySequence.StandardKey.Save,
                "action.save",
            )
        )
        file_menu.addAction(
            self._action(
                translate("main_window", "Save &as…"),
                self.files.save_as,
                QKeySequence.StandardKey.SaveAs,
                "action.save_as",
            )
        )
        file_menu.addSeparator()
        self.action_quit = self._action(
            translate("main_window", "&Quit"), self.close, QKeySequence("Ctrl+Q"), "action.quit"
        )
        file_menu.addAction(self.action_quit)

    def _build_edit_menu(self) -> None:
        self.menu_edit, self.layer_actions = build_edit_menu(self, self)

    # -- token actions (Edit menu; see token_actions) ---------------------------------------
    def add_token(self, label: str | None = None) -> None:
        token_actions.add_token(self.document, self, label)

    def remove_selected_token(self) -> None:
        token_actions.remove_selected_token(self.document)

    def move_selected_token(self, step: int) -> None:
        token_actions.move_selected_token(self.document, step)

    def shuffle_tokens(self, seed: int | None = None) -> None:
        """Put the tokens in a new random order (their vectors move with them)."""
        token_actions.shuffle_tokens(self.document, seed)

    # -- refreshing ----------------------------------------------------------------------------
    def _on_document_message(self, message: str) -> None:
        self.statusBar().showMessage(message, 10000)

    def _refresh_title(self) -> None:
        self.setWindowTitle(f"{self.document.display_name()}[*] — selfattn-gui")
        self.setWindowModified(self.document.is_modified)

    def _refresh_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.files.recent_files()
        for path in files:
            action = self.recent_menu.addAction(path)
            action.triggered.connect(lambda _=False, p=path: self.files.open(p))
        self.recent_menu.setEnabled(bool(files))
        if files:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(
                translate("main_window", "Clear list"), self.files.clear_recent
            )

    # -- layout and settings ------------------------------------------------------------------
    def reset_layout(self) -> None:
        self.restoreState(self._default_state)
        for dock in self.docks.values():
            dock.setFloating(False)
            dock.show()
        self._size_docks()

    def _restore_settings(self) -> bool:
        """Restore the last dock layout; False when there was none."""
        state = read_setting(open_settings(), "window/state", None, QByteArray)
        return state is not None and self.restoreState(state)

    def place_on_screen(self) -> None:
        """Before the first show: open where the window was left, inside the screen it
        opens on now (a first start: the default size, or maximised on a screen smaller
        than that); see ``window_place``."""
        place_window(self)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if not self._sized:  # dock sizes only stick once the window has its real size
            self._sized = True
            self._size_docks()

    def _save_settings(self) -> None:
        remember_place(self)
        open_settings().setValue("window/state", self.saveState())

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        if not self.files.may_discard_changes():
            event.ignore()
            return
        self._save_settings()
        event.accept()
        self.sig_closed.emit()

    # -- self-test -----------------------------------------------------------------------------
    def self_test(self) -> int:
        """Check that the window is whole and the resources load; 0 when all is well."""
        return run_self_test(self)
