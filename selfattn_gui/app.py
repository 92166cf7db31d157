"""The composition root: arguments, QApplication, document, then the window and its
features (built in one explicit order by :func:`selfattn_gui.ui.shell.compose.build_app`).

``selfattn-gui compute|export-code|presets ...`` never touches Qt (see :mod:`cli`);
anything else opens the window, or builds it and checks it with ``--self-test``.
"""

from __future__ import annotations

import os

# One BLAS thread, set before anything imports NumPy (``cli`` imports ``core``, which
# imports it): OpenBLAS reads these once, at import. The matrices are small, and on a
# busy two-core machine the GUI thread otherwise spins waiting for BLAS worker threads
# (an XL edit took up to 700 ms of CPU for 10 ms of arithmetic). setdefault: a value
# the learner set on purpose wins.
for _variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_variable, "1")

import argparse  # noqa: E402 (after the BLAS settings above)
import sys  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import TYPE_CHECKING, cast  # noqa: E402

from selfattn_gui import __version__, cli  # noqa: E402
from selfattn_gui.core.languages import CODES as LANGUAGE_CODES  # noqa: E402
from selfattn_gui.core.sessions.session import Session  # noqa: E402
from selfattn_gui.start_options import (  # noqa: E402
    check_lesson,
    check_screenshot,
    check_theme,
    parse_size,
    start_language,
)

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication, QWidget

    from selfattn_gui.ui.shell.compose import App
    from selfattn_gui.ui.shell.files import FileController


def build_parser() -> argparse.ArgumentParser:
    parser = cli.OneLineArgumentParser(
        prog="selfattn-gui",
        description="Learn self-attention by touching every number. "
        f"Commands that need no window: {', '.join(cli.COMMANDS)} (try 'selfattn-gui presets').",
    )
    parser.add_argument("file", nargs="?", help="a session file (*.selfattn.json) to open")
    parser.add_argument("--preset", help="open a built-in example (see 'selfattn-gui presets')")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="build the window, check that resources load, and exit (works offscreen)",
    )
    parser.add_argument(
        "--screenshot",
        metavar="OUT.png",
        help="render the window without a display, save it as a PNG and exit",
    )
    parser.add_argument(
        "--size", metavar="WxH", default="1280x800", help="window size for --screenshot"
    )
    parser.add_argument(
        "--theme",
        metavar="NAME",
        help="colours for this run: system, light, dark or high-contrast (projectors)",
    )
    parser.add_argument(
        "--lesson", metavar="ID", help="open a guided lesson, e.g. 02-what-self-attention-does"
    )
    parser.add_argument(
        "--step", metavar="K", help="with --lesson: open the lesson at step K (counted from 1)"
    )
    parser.add_argument(
        "--presentation",
        action="store_true",
        help="start in presentation mode: full screen, large, step by step (Esc leaves)",
    )
    parser.add_argument(
        "--lang",
        metavar="CODE",
        help=f"the language of the window and lessons for this run: {', '.join(LANGUAGE_CODES)}",
    )
    parser.add_argument("--version", action="version", version=f"selfattn-gui {__version__}")
    return parser


def load_start_session(file: str | None, preset: str | None) -> Session:
    """The session to open: a file, a preset, or the default preset."""
    from selfattn_gui.core.sessions.presets import DEFAULT_PRESET

    return cli.load_source(file, preset, default=DEFAULT_PRESET)


def main(argv: list[str] | None = None) -> int:
    """``selfattn-gui [ARGS]``: a command-line command, or the window; the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in cli.COMMANDS:
        return cli.run(argv)
    return cli.guarded(lambda: _start(argv))


def _start(argv: list[str]) -> int:
    """Check every argument and the platform, then open the window (or render it)."""
    from selfattn_gui import platform_check

    args = build_parser().parse_args(argv)
    try:
        language = start_language(args.lang)  # before reading anything a learner reads
    except ValueError as error:
        raise cli.CommandLineError(str(error)) from None
    session = load_start_session(args.file, args.preset)
    try:
        theme = check_theme(args.theme)
        lesson = check_lesson(args.lesson, args.step)
        screenshot = check_screenshot(args.screenshot)
    except ValueError as error:
        raise cli.CommandLineError(str(error)) from None
    size = parse_size(args.size)
    if size is None:
        raise cli.CommandLineError(
            f"--size: expected WIDTHxHEIGHT from 200x200 to 8000x8000 such as 1280x800, "
            f"found {cli.quoted(args.size)}"
        )
    if (args.self_test or screenshot is not None) and platform_check.display_problem():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # neither needs a screen
    problem = platform_check.startup_problem()
    if problem is not None:
        raise cli.CommandLineError(problem)
    return run_gui(
        session,
        Path(args.file) if args.file else None,
        self_test=args.self_test,
        screenshot=screenshot,
        size=size,
        theme=theme,
        lesson=lesson,
        presentation=args.presentation,
        welcome=welcome_wanted(args),
        language=language,
    )


def welcome_wanted(args: argparse.Namespace) -> bool:
    """Whether this start may show the welcome page: only when nothing else was asked for.

    A file, a preset, a lesson or presentation mode already say where to begin, and a
    screenshot or the self-test has no one to greet.  (The learner may still have
    switched the page off: see ``Welcome.open_at_start``.)
    """
    return not (
        args.file
        or args.preset
        or args.lesson
        or args.presentation
        or args.screenshot is not None
        or args.self_test
    )


def run_gui(
    session: Session,
    path: Path | None,
    *,
    self_test: bool = False,
    screenshot: Path | None = None,
    size: tuple[int, int] = (1280, 800),
    theme: str | None = None,
    lesson: tuple[str, int] | None = None,
    presentation: bool = False,
    welcome: bool = False,
    language: str = "en",
) -> int:
    """Open the window on ``session``.

    With ``self_test`` build it, check it and return; with ``screenshot`` render it at
    ``size`` into a PNG and return.  ``theme`` overrides the saved one for this run,
    ``lesson`` opens a lesson at a step (index from 0), ``presentation`` starts in
    presentation mode and ``welcome`` shows the welcome page (unless switched off);
    the window is built in ``language``.
    """
    os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
    from PySide6.QtCore import QEvent

    from selfattn_gui.model.document import Document
    from selfattn_gui.ui.foundation.language import install
    from selfattn_gui.ui.shell.compose import build_app

    app = make_application()
    installed = install(app, language)
    document = Document(session)
    if path is not None:
        document.mark_saved(path.resolve())
    gui = build_app(document)
    window = gui.window
    if theme is not None:
        gui.classroom.set_theme(theme, remember=False)
    if screenshot is not None:
        window.resize(*size)
    else:  # inside the screen, whatever the size saved on another one
        window.place_on_screen()
    window.show()
    for problem in installed.problems:  # e.g. a translation not built: said, not fatal
        window.statusBar().showMessage(problem)
    if lesson is not None:
        gui.lessons.open_lessons(*lesson)
    if presentation:
        gui.presentation.enter()
    try:
        if screenshot is not None:
            code = save_screenshot(window, screenshot)
        elif self_test:
            code = window.self_test()
            for problem in installed.problems:  # a language that cannot be shown fails it
                print(f"self-test: {problem}")
                code = 1
            print("self-test: ok" if code == 0 else "self-test: FAILED")
        else:
            code = run_until_quit(gui, welcome=welcome)
    finally:
        # Tear down in order (window, then document) before Python's own cleanup, also
        # when printing failed (a full disk): plots destroyed at interpreter exit call
        # back into a half-finalised pyqtgraph and crash.  Outside an event loop
        # processEvents() leaves deferred deletes alone, hence sendPostedEvents.
        if screenshot is not None or self_test:  # no one is there to answer "Save?", and
            window.files.ask_discard = lambda: "discard"  # nothing of theirs is open
        window.close()
        window.deleteLater()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        app.processEvents()
    del window, gui, document
    return code


def make_application() -> QApplication:
    """The running QApplication (a new one if there is none), named and given the app's icon.

    The names place the settings and the user data folders; the desktop file name lets
    Wayland docks show the right icon.
    """
    from PySide6.QtWidgets import QApplication

    if os.environ.get("QT_QPA_PLATFORM", "").startswith("offscreen"):
        quiet_offscreen_warnings()
    running = QApplication.instance()
    from selfattn_gui.ui.foundation.language import name_application

    app = running if isinstance(running, QApplication) else QApplication(sys.argv[:1])
    name_application()
    app.setDesktopFileName("selfattn-gui")
    app.setWindowIcon(app_icon())
    return app


def run_until_quit(gui: App, *, welcome: bool = False) -> int:
    """The learner's session: backups, recovery, the welcome page and desktop file hand-overs.

    Returns the exit code.  The welcome page comes after the offer to recover unsaved
    work, and not at all when that work was restored: then the learner knows where to go.
    """
    from PySide6.QtWidgets import QApplication

    from selfattn_gui.model.autosave import Autosaver
    from selfattn_gui.ui.shell.recovery import install_backup_warning, offer_recovery

    app = QApplication.instance()
    assert app is not None, "run_gui made the application"
    window, document = gui.window, gui.document
    autosaver = Autosaver(document)
    install_backup_warning(window, autosaver)  # failed backups are said, never silent
    file_opener = file_open_filter(window, gui.files)  # macOS Finder sends files as events
    app.installEventFilter(file_opener)
    restored = offer_recovery(window, document, autosaver)
    if welcome and not restored:
        gui.welcome.open_at_start()
    code = app.exec()
    app.removeEventFilter(file_opener)
    problem = autosaver.stop()  # a normal exit leaves no recovery copy behind
    if problem is not None:  # the work was closed normally: say it, but exit as usual
        print(f"selfattn-gui: warning: {problem}", file=sys.stderr)
    return code


def save_screenshot(window: QWidget, path: Path) -> int:
    """Let the window settle, grab it and save it; 0 on success, 2 with a message otherwise."""
    from selfattn_gui.ui.shell.screenshot import settle_and_save

    return settle_and_save(window, path)


def quiet_offscreen_warnings() -> None:
    """Drop the offscreen platform's "This plugin does not support ..." notes; keep the rest."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    previous = None

    def handler(kind: QtMsgType, context: object, message: str) -> None:
        if message.startswith("This plugin does not support"):
            return
        if previous is not None:
            previous(kind, context, message)
        else:
            print(message, file=sys.stderr)

    previous = qInstallMessageHandler(handler)


def app_icon() -> QIcon:
    """The app's icon at every size shipped in resources/icons."""
    from PySide6.QtGui import QIcon

    from selfattn_gui.core.files.resources import resource_path

    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        icon.addFile(str(resource_path("icons", f"selfattn-gui-{size}.png")))
    return icon


def file_open_filter(window: QWidget, files: FileController) -> QObject:
    """An event filter that opens a session file the desktop hands over as an event.

    macOS delivers "Open With" and double-clicked files as ``QEvent.FileOpen`` rather
    than on the command line; they go through the usual File → Open path (with its
    unsaved-work question and one-line errors).
    """
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QFileOpenEvent

    class _Filter(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.FileOpen:
                path = cast(QFileOpenEvent, event).file()
                if path:
                    files.open(path)
                    return True
            return False

    return _Filter(window)
