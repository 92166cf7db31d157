"""The teaching docks: step through the computation, explain a number, sanity checks.

:func:`install_teaching_docks` adds them to the main window (one call in its
``__init__``) and :func:`size_teaching_docks` gives them their share of the default
1280 × 800 layout.  The walkthrough dock appears at the bottom only while a
walkthrough runs: showing it (F6, the toolbar or the View menu) starts it, closing it
(Stop, Esc or its ✕) ends it and takes the dimming away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget, QMenu, QWidget

from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.teaching.checks_panel import ChecksPanel
from selfattn_gui.ui.teaching.explain_panel import ExplainPanel
from selfattn_gui.ui.teaching.spotlight import Spotlight
from selfattn_gui.ui.teaching.walkthrough_panel import StepKeys, WalkthroughPanel

if TYPE_CHECKING:
    from selfattn_gui.ui.shell.main_window import MainWindow

#: widgets (besides the matrix panels) that a walkthrough step can point at
# Pixels: the step's text at the larger font with its buttons, and the outputs above it
# (long outputs scroll), so that the weights in the centre stay tall enough for the
# heatmap and the query chart to sit one above the other.
WALKTHROUGH_HEIGHT = 175
OUTPUTS_HEIGHT = 150
SPOTLIGHT_WIDGETS = ("heatmap.weights", "heatmap.scores", "chart.query", "panel.all_heads")


class TeachingDocks(QObject):
    """Owns the three teaching panels and keeps the walkthrough's spotlight in step."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        doc = window.document
        heatmaps = {
            name: window.findChild(MatrixHeatmap, name)
            for name in ("heatmap.scores", "heatmap.weights")
        }
        self.walkthrough = WalkthroughPanel(doc)
        self.explain = ExplainPanel(doc, window.panels, heatmaps)
        self.checks = ChecksPanel(doc)
        self.spotlight = Spotlight(window, self._spotlight_targets)

        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        self.checks_dock = window._dock("checks", "Sanity checks", self.checks, left)
        self.explain_dock = window._dock("explain", "Explain this number", self.explain, right)

        # Not in window.docks: "Reset layout" must not start a walkthrough.
        self.walkthrough_dock = QDockWidget("Step through", window)
        self.walkthrough_dock.setObjectName("dock.walkthrough")
        self.walkthrough_dock.setWidget(self.walkthrough)
        # Under the outputs, so the centre keeps its width (the bottom area is only as
        # wide as the weights between the two side columns).
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.walkthrough_dock)
        window.splitDockWidget(
            window.docks["outputs"], self.walkthrough_dock, Qt.Orientation.Vertical
        )
        self.walkthrough_dock.hide()
        self.step_action = self.walkthrough_dock.toggleViewAction()
        self.step_action.setObjectName("action.step_through")
        self.step_action.setShortcut(QKeySequence("F6"))
        self.step_action.setToolTip("Step through the computation, one step at a time (F6)")
        self.step_action.setStatusTip(self.step_action.toolTip())
        window.toolbar.addSeparator()
        window.toolbar.addAction(self.step_action)
        button = window.toolbar.widgetForAction(self.step_action)
        if button is not None:
            button.setObjectName("button.step_through")

        view_menu = window.findChild(QMenu, "menu.view")
        if view_menu is not None:  # beside the other docks, and "Step through" on top
            view_menu.insertActions(
                window.toolbar.toggleViewAction(),
                [self.explain_dock.toggleViewAction(), self.checks_dock.toggleViewAction()],
            )
            first = view_menu.actions()[0]
            view_menu.insertAction(first, self.step_action)
            view_menu.insertSeparator(first)

        self.keys = StepKeys(window, self.walkthrough)
        # A walkthrough only runs when asked for, never because a saved layout had it open.
        self._requested = False
        self.step_action.triggered.connect(self._on_step_action_triggered)
        window.installEventFilter(self)
        self.step_action.toggled.connect(self._on_walkthrough_toggled)
        self.walkthrough.sig_step_changed.connect(self._on_step_changed)
        self.walkthrough.sig_stop_requested.connect(self.stop_walkthrough)
        doc.sig_result_changed.connect(self._on_step_changed)
        doc.sig_head_selected.connect(self._on_step_changed)

    # -- the walkthrough -------------------------------------------------------------------
    @property
    def walkthrough_active(self) -> bool:
        return self.step_action.isChecked()

    def start_walkthrough(self, step: int | None = None) -> None:
        """Open the walkthrough (at ``step`` when given) and point at its panels."""
        if step is not None:
            self.walkthrough.set_step(step)
        self._requested = True
        self.walkthrough_dock.show()
        self.walkthrough_dock.raise_()
        self.walkthrough.next_button.setFocus()

    def _make_room(self) -> None:
        """Give the step text room to be read, taking it from the weights in the centre."""
        outputs = self._window.docks.get("outputs")
        if self.walkthrough_dock.isFloating() or outputs is None or not outputs.isVisible():
            return
        self._window.resizeDocks(
            [outputs, self.walkthrough_dock],
            [min(outputs.sizeHint().height(), OUTPUTS_HEIGHT), WALKTHROUGH_HEIGHT],
            Qt.Orientation.Vertical,
        )

    def stop_walkthrough(self) -> None:
        self._requested = False
        self.walkthrough_dock.hide()

    def _on_step_action_triggered(self, checked: bool) -> None:
        self._requested = checked
        if checked:
            self.walkthrough.next_button.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self._window and event.type() == QEvent.Type.Show:
            self._window.removeEventFilter(self)  # only the first show matters
            if self.walkthrough_active and not self._requested:
                self.stop_walkthrough()  # restored from the last session's layout
        return False

    def _on_walkthrough_toggled(self, on: bool) -> None:
        self.keys.set_enabled(on)
        if on:
            self._on_step_changed()
            self._make_room()
        else:
            self.spotlight.clear()

    def _on_step_changed(self, *_args: object) -> None:
        if self.walkthrough_active:
            self.spotlight.show(self.walkthrough.step().panels)

    def _spotlight_targets(self) -> list[QWidget]:
        targets: list[QWidget] = list(self._window.panels.values())
        for name in SPOTLIGHT_WIDGETS:
            widget = self._window.findChild(QWidget, name)
            if widget is not None:
                targets.append(widget)
        return targets


def install_teaching_docks(window: MainWindow) -> TeachingDocks:
    """Add the walkthrough, explain and checks docks to the window (``window.teaching``)."""
    window.teaching = TeachingDocks(window)  # type: ignore[attr-defined]
    return window.teaching  # type: ignore[attr-defined]


def size_teaching_docks(window: MainWindow) -> None:
    """Their share of the default layout: small checks on the left, explanations on the right."""
    teaching: TeachingDocks | None = getattr(window, "teaching", None)
    if teaching is None:
        return
    vertical = Qt.Orientation.Vertical
    window.resizeDocks(
        [window.docks["tokens"], window.docks["projections"], teaching.checks_dock],
        [200, 300, 140],
        vertical,
    )
    window.resizeDocks(
        [window.docks["qkv"], window.docks["scores"], teaching.explain_dock],
        [170, 300, 170],
        vertical,
    )
