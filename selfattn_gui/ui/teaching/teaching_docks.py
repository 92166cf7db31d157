"""The teaching docks: step through the computation, explain a number, sanity checks.

:class:`TeachingDocks` adds them to the main window (``ui.shell.compose`` builds it)
and gives them their share of the default 1280 × 800 layout whenever the window
sizes its docks.  The walkthrough dock appears at the bottom only while a
walkthrough runs: showing it (F6, the toolbar or the View menu) starts it, closing it
(Stop, Esc or its ✕) ends it and takes the dimming away.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget, QWidget

from selfattn_gui.core.text import translate
from selfattn_gui.ui.host.window_host import WindowHost
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.teaching.checks_panel import ChecksPanel
from selfattn_gui.ui.teaching.explain_panel import ExplainPanel
from selfattn_gui.ui.teaching.spotlight import Spotlight
from selfattn_gui.ui.teaching.walkthrough_panel import StepKeys, WalkthroughPanel

# Pixels: the step's text at the larger font with its buttons; the pipeline above it
# sizes itself to what is left.
WALKTHROUGH_HEIGHT = 175
#: the share of the window's width the explanations and checks take on the right
SIDE_SHARE = 0.22


class TeachingDocks(QObject):
    """Owns the three teaching panels and keeps the walkthrough's spotlight in step."""

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window)
        self._window = window
        doc = window.document
        # The heatmaps among the window's plots: explain says which matrix each one shows.
        heatmaps = {
            name: plot for name, plot in window.plots.items() if isinstance(plot, MatrixHeatmap)
        }
        self.walkthrough = WalkthroughPanel()
        self.explain = ExplainPanel(doc, window.panels, heatmaps)
        self.checks = ChecksPanel()
        window.frames.add(self.checks)
        window.frames.add(self.walkthrough)
        window.frames.add(self.explain, every_frame=True)  # (its tints are in the pipeline)
        #: every widget a walkthrough step (or a lesson) may point at: the matrix panels
        #: and the plots (heatmaps, the query chart, all heads)
        self.targets: list[QWidget] = [*window.panels.values(), *window.plots.values()]
        self.spotlight = Spotlight(window, lambda: self.targets)
        self._asked_about: list[QWidget] = []  # the panels an open question is about

        right = Qt.DockWidgetArea.RightDockWidgetArea
        self.explain_dock = window.add_dock(
            "explain", translate("teaching_docks", "Explain this number"), self.explain, right
        )
        self.checks_dock = window.add_dock(
            "checks", translate("teaching_docks", "Sanity checks"), self.checks, right
        )

        self.walkthrough_dock = self._add_walkthrough_dock()
        self.step_action = self.walkthrough_dock.toggleViewAction()
        self._add_step_action()
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
        window.sig_default_sizes_applied.connect(self._size_docks)
        window.view_state.sig_veil_changed.connect(self._on_view_state_veil_changed)

    def _on_view_state_veil_changed(self, veiled: frozenset[str]) -> None:
        """A lesson's question opened (or was answered): these panels hide (or show) numbers.

        Explain and the walkthrough hide only the numbers made from the veiled matrices;
        the checks read the weights, sizes and sums at once, so any veil hides them.
        """
        self.explain.set_veiled(veiled)
        self.walkthrough.set_veiled(veiled)
        self.checks.set_veiled(bool(veiled))
        self._asked_about = self._showing(veiled)
        if self._asked_about:  # a question opened: its matrix comes into view
            self._window.pipeline.first_view.bring_into_view(self._asked_about)

    def _showing(self, keys: frozenset[str]) -> list[QWidget]:
        """The panels of the first stage (in pipeline order) showing any of the matrices
        ``keys``, or that stage when they are tucked behind another view (the weights'
        table behind the heatmap).  A question veils its answer and everything computed
        from it; the first of them is what it is about."""
        pipeline = self._window.pipeline
        panels = [p for p in self._window.panels.values() if p.matrix_key in keys]
        first = pipeline.stages_holding(panels)[:1]
        if not first:
            return []
        stage = pipeline.stages[first[0]]
        shown: list[QWidget] = [
            p for p in panels if stage.isAncestorOf(p) and p.isVisibleTo(pipeline)
        ]
        return shown or [stage]

    # -- building ---------------------------------------------------------------------------
    def _add_walkthrough_dock(self) -> QDockWidget:
        """The walkthrough's dock, hidden, under the pipeline.

        Not listed in the window's docks: "Reset layout" must not start a walkthrough.
        The bottom area is only as wide as the pipeline, so the side docks keep their height.
        """
        window = self._window
        dock = window.add_dock(
            "walkthrough",
            translate("teaching_docks", "Step through"),
            self.walkthrough,
            Qt.DockWidgetArea.BottomDockWidgetArea,
            listed=False,
        )
        dock.hide()
        return dock

    def _add_step_action(self) -> None:
        """ "Step through" (F6) on the toolbar and at the top of the View menu."""
        window, action = self._window, self.step_action
        action.setObjectName("action.step_through")
        action.setShortcut(QKeySequence("F6"))
        action.setToolTip(
            translate("teaching_docks", "Step through the computation, one step at a time (F6)")
        )
        action.setStatusTip(action.toolTip())
        window.add_toolbar_button(action, "button.step_through")
        # Beside the other docks in the View menu, and "Step through" on top.
        window.list_in_view_menu(
            [self.explain_dock.toggleViewAction(), self.checks_dock.toggleViewAction()]
        )
        first = window.menu_view.actions()[0]
        window.menu_view.insertAction(first, action)
        window.menu_view.insertSeparator(first)

    # -- the walkthrough -------------------------------------------------------------------
    @property
    def walkthrough_active(self) -> bool:
        return self.step_action.isChecked()

    def start_walkthrough(self, step: int | None = None) -> None:
        """Open the walkthrough (at ``step`` when given) and point at its panels.

        Without ``step`` a running walkthrough stays at its step, and a stopped one
        begins again at step 1 (see :meth:`_on_walkthrough_toggled`).
        """
        self._requested = True
        self.walkthrough_dock.show()
        if step is not None:
            self.walkthrough.set_step(step)
        self.walkthrough_dock.raise_()
        self.walkthrough.next_button.setFocus()

    def _make_room(self) -> None:
        """Give the step text room to be read; the pipeline shrinks to what is left."""
        if self.walkthrough_dock.isFloating():
            return
        self._window.resizeDocks(
            [self.walkthrough_dock], [WALKTHROUGH_HEIGHT], Qt.Orientation.Vertical
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
            # Stop, Esc, F6 and the dock's ✕ all end the walkthrough, so whatever starts
            # it again (F6, the View menu, presentation mode) starts it from the top: the
            # texts build on the steps before, and a class expects "Step 1".
            self.walkthrough.set_step(0)
            self._on_step_changed()
            self._make_room()
        else:
            self.spotlight.clear()

    def _on_step_changed(self, *_args: object) -> None:
        if self.walkthrough_active:
            self.spotlight.show(self.walkthrough.step().panels)

    def point_at(self, names: list[str]) -> None:
        """Frame the targets called ``names`` and dim the others; ``[]`` takes it all away."""
        if names:
            self.spotlight.show(names)
            # In a big session the panel may be far down the pipeline: scroll to it (and
            # then to what the step's question is about, when that is elsewhere).
            framed = [t for t in self.targets if self.spotlight.is_framed(t)]
            asked = [a for a in self._asked_about if not any(_nested(a, f) for f in framed)]
            self._window.pipeline.first_view.bring_into_view([*framed, *asked])
        else:
            self.spotlight.clear()

    def _size_docks(self) -> None:
        """Their share of the default layout: a column on the right, explanations on top."""
        window = self._window
        width = int(window.width() * SIDE_SHARE)
        window.resizeDocks([self.explain_dock], [width], Qt.Orientation.Horizontal)
        height = window.height()
        window.resizeDocks(
            [self.explain_dock, self.checks_dock],
            [int(height * 0.5), int(height * 0.5)],
            Qt.Orientation.Vertical,
        )


def _nested(one: QWidget, other: QWidget) -> bool:
    """Whether one of the two holds the other (or they are the same)."""
    return one is other or one.isAncestorOf(other) or other.isAncestorOf(one)
