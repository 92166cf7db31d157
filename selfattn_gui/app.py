"""The one place where things are wired: arguments, QApplication, document, window.

``selfattn-gui compute|export-code|presets ...`` never touches Qt (see :mod:`cli`);
anything else opens the window, or builds it and checks it with ``--self-test``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from selfattn_gui import __version__, cli
from selfattn_gui.core.session import Session, SessionError

NO_DISPLAY_MESSAGE = (
    "selfattn-gui: error: no display found (DISPLAY and WAYLAND_DISPLAY are unset). "
    "Run it from a desktop session, or without a screen use QT_QPA_PLATFORM=offscreen "
    "(for --self-test and --screenshot) or a virtual display: xvfb-run selfattn-gui"
)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2, like the commands
        print(f"selfattn-gui: error: {message}", file=sys.stderr)
        raise SystemExit(2)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
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
    parser.add_argument("--version", action="version", version=f"selfattn-gui {__version__}")
    return parser


def display_available() -> bool:
    """False when Qt would abort because there is no screen to open a window on."""
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform.split(":")[0] in ("offscreen", "minimal", "vnc", "eglfs", "linuxfb"):
        return True
    if not sys.platform.startswith("linux"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def load_start_session(file: str | None, preset: str | None) -> Session:
    """The session to open: a file, a preset, or the default preset."""
    from selfattn_gui.core import presets, session_io

    if file and preset:
        raise SessionError("give a session file or --preset, not both")
    if file:
        return session_io.load_session(file)
    return presets.load_preset(preset or presets.DEFAULT_PRESET)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in cli.COMMANDS:
        return cli.run(argv)
    args = build_parser().parse_args(argv)
    try:
        session = load_start_session(args.file, args.preset)
    except SessionError as error:
        print(f"selfattn-gui: error: {error}", file=sys.stderr)
        return 2
    if args.self_test and not display_available():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # a self-test needs no screen
    if not display_available():
        print(NO_DISPLAY_MESSAGE, file=sys.stderr)
        return 2
    return run_gui(session, Path(args.file) if args.file else None, self_test=args.self_test)


def run_gui(session: Session, path: Path | None, *, self_test: bool = False) -> int:
    """Open the window on ``session``; with ``self_test`` build it, check it and return."""
    os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
    from PySide6.QtWidgets import QApplication

    from selfattn_gui.model.autosave import Autosaver
    from selfattn_gui.model.document import Document
    from selfattn_gui.ui.main_window import MainWindow
    from selfattn_gui.ui.recovery import offer_recovery

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("selfattn-gui")
    app.setOrganizationName("selfattn-gui")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("selfattn-gui")

    document = Document(session)
    if path is not None:
        document.mark_saved(path.resolve())
    window = MainWindow(document)
    window.show()
    if self_test:
        code = window.self_test()
        print("self-test: ok" if code == 0 else "self-test: FAILED")
    else:
        autosaver = Autosaver(document)
        offer_recovery(window, document)
        code = app.exec()
        autosaver.stop()  # a normal exit leaves no recovery copy behind
    # Tear down in order (window, then document) before Python's own cleanup.
    window.close()
    window.deleteLater()
    app.processEvents()
    del window, document
    return code
