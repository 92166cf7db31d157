"""Builds one session's window and every feature around it, in one explicit order.

This is where features are wired: each is handed what it needs (the window's public
API, which holds the document, and the other features it works with) and none finds
another by name or sets attributes on the window.  ``app.run_gui``, ``--self-test``,
the tests' window fixture and the benchmarks all build the window here.

The order, and why:

0. the view state (decimals, colour maps, theme, zoom: its one owner) and the
   application's appearance, which the plots follow for their colours and text size;
   Python's garbage collector is made to run in this (the GUI) thread only
   (``ui/foundation/garbage_collection.py``: a collection in a worker thread destroyed Qt objects
   there);
1. the window: its panels, toolbar, menus and docks (:class:`MainWindow`), each
   view bound to the view state;
2. the teaching docks: step through, explain this number, sanity checks, spotlight;
3. the lessons, the mistakes lab and the scale explorer: a lesson step points at
   the window's panels through the teaching docks' spotlight;
4. the exports: File → Export and the pictures' context menus;
5. the classroom: zoom, themes and preferences; it puts the saved preferences into the
   view state (every view follows) and remembers its changes;
6. presentation mode: it runs the walkthrough (2) or walks the open lesson (3);
   then Pin (F8), on the toolbar and, while presenting (6), beside "Leave";
6b. the Train panel (View → Train a model): trains a model in a worker thread and
   opens its weights through the window's files;
7. File → Open trained model…, then the welcome page (Help → Welcome): it starts
   lesson 1 (3), opens a file or a trained model; the Help menu comes last so that it
   sits at the right end of the menu bar; Help → Glossary, also opened by the lesson
   panel's "Glossary" button (3);
8. ``window.finish_building()``: the default layout is taken and the saved one
   restored, which can only place docks that exist, so it comes last.
"""

from __future__ import annotations

from dataclasses import dataclass

from selfattn_gui.core.text import translate
from selfattn_gui.model.document import Document
from selfattn_gui.model.model_opening import ModelOpening
from selfattn_gui.model.view_state import ViewState
from selfattn_gui.ui.classroom.appearance import Appearance
from selfattn_gui.ui.classroom.classroom_actions import Classroom
from selfattn_gui.ui.classroom.presentation import Presentation
from selfattn_gui.ui.export.export_actions import Exports
from selfattn_gui.ui.foundation.frames import frames_for
from selfattn_gui.ui.foundation.garbage_collection import GuiThreadCollector
from selfattn_gui.ui.lessons.glossary import Glossary
from selfattn_gui.ui.lessons.lesson_docks import LessonDocks
from selfattn_gui.ui.shell.files import FileController
from selfattn_gui.ui.shell.main_window import MainWindow
from selfattn_gui.ui.shell.pin_controls import PinControls
from selfattn_gui.ui.shell.trained_models import TrainedModels
from selfattn_gui.ui.shell.welcome import Welcome
from selfattn_gui.ui.teaching.teaching_docks import TeachingDocks
from selfattn_gui.ui.training.train_dock import TrainDock


@dataclass(frozen=True)
class App:
    """One session's window and every feature built around it (see :func:`build_app`)."""

    document: Document
    view_state: ViewState  # decimals, colour maps, theme, zoom
    window: MainWindow
    teaching: TeachingDocks  # walkthrough, explain, checks, spotlight
    lessons: LessonDocks  # lessons, mistakes lab, scale explorer
    exports: Exports  # File → Export, context menus of the pictures
    classroom: Classroom  # zoom, themes, colour maps, preferences
    presentation: Presentation  # F5: full screen, large, step by step
    pin: PinControls  # F8: keep the numbers and show what changes
    welcome: Welcome  # the welcome page; Help → Welcome
    training: TrainDock  # View → Train a model: train the induction model live
    models: TrainedModels  # File → Open trained model…
    glossary: Glossary  # Help → Glossary and the lesson panel's "Glossary" button

    @property
    def files(self) -> FileController:
        """File → New, Open, Save of the window (its dialogs are replaceable)."""
        return self.window.files


def build_app(document: Document) -> App:
    """The window on ``document`` with every feature, built in the order above (not shown)."""
    GuiThreadCollector.of()
    view_state = ViewState()
    appearance = Appearance.of()
    frames = frames_for(document, view_state)  # one frame per turn, to every view
    window = MainWindow(document, view_state, frames, look=appearance)
    teaching = TeachingDocks(window)
    lessons = LessonDocks(window, highlight=teaching.point_at)
    exports = Exports(window, view_state)
    classroom = Classroom(window, view_state, appearance)
    presentation = Presentation(window, teaching, lessons)
    pin = PinControls(window, presentation)
    training = TrainDock(window)
    # A trained model opens at the head its scores point at: the label's own scores.
    opening = ModelOpening(document, window.pipeline.switches.head_scores.watch)
    models = TrainedModels(window, opening)
    welcome = Welcome(window, lessons, models)
    menu_help = window.menuBar().addMenu(translate("compose", "&Help"))
    menu_help.setObjectName("menu.help")
    menu_help.addAction(welcome.action)
    glossary = Glossary(window)
    menu_help.addAction(glossary.action)
    lessons.lessons.panel.sig_glossary_requested.connect(lambda: glossary.show())
    window.finish_building()
    return App(
        document,
        view_state,
        window,
        teaching,
        lessons,
        exports,
        classroom,
        presentation,
        pin,
        welcome,
        training,
        models,
        glossary,
    )
