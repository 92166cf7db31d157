"""The command line: ``compute``, ``export-code`` and ``presets``, with no window.

``selfattn-gui compute FILE`` (or ``--preset NAME``) prints every step of the
calculation; ``--json`` prints it as one JSON object for other programs.
``selfattn-gui export-code`` prints a standalone NumPy script of the session, and
``selfattn-gui presets`` lists the built-in examples.

Every failure a user can cause (a bad file, an unknown preset, a wrong option, a
token whose every key is masked) ends with exit code 2 and exactly one line on
stderr, never a traceback.  Nothing here imports Qt: :mod:`selfattn_gui.app` hands
``argv`` to :func:`run` when its first word is one of :data:`COMMANDS`.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, NoReturn, TextIO, cast

from selfattn_gui.core.export.export_code import export_python
from selfattn_gui.core.maths.attention import MaskError, compute
from selfattn_gui.core.sessions.session import Session, SessionError
from selfattn_gui.core.sessions.session_io import load_session
from selfattn_gui.core.teaching.report import dumps_json, result_to_json
from selfattn_gui.core.teaching.report_text import format_text

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

PROG = "selfattn-gui"
COMMANDS = ("compute", "export-code", "presets")
EXIT_OK = 0
EXIT_USAGE = 2


class CommandLineError(Exception):
    """A problem the user can fix; :func:`run` prints it as one line and returns 2."""


class OutputError(CommandLineError):
    """Standard output is closed or refuses what is written (a full disk, ``/dev/full``)."""


class _Exit(Exception):
    """argparse wants to stop (after --help); carries the exit status."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class OneLineArgumentParser(argparse.ArgumentParser):
    """An ArgumentParser that reports mistakes as one line instead of usage + exit.

    argparse normally prints the whole usage block and calls ``sys.exit(2)``; here
    the message is raised as :class:`CommandLineError` so :func:`run` decides how
    to print it, and ``--help`` returns from :func:`run` instead of exiting.
    """

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix(PROG).strip()  # "compute" for a subcommand
        where = f"{command}: " if command else ""
        raise CommandLineError(f"{where}{message} (see {self.prog} --help)")

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            raise CommandLineError(message.strip())
        raise _Exit(status)

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        # --help and --version: argparse would drop a failed write silently.
        if message:
            _write(cast(TextIO, file), message)  # argparse passes a text stream


def _one_line(text: str) -> str:
    """Escape newlines and other control characters (they may come from token labels)."""
    return "".join(
        c if c.isprintable() else c.encode("unicode_escape", "backslashreplace").decode("ascii")
        for c in str(text).strip()
    )


def quoted(value: str, limit: int = 60) -> str:
    """``value`` quoted for an error line, cut to about ``limit`` characters."""
    if len(value) > limit:
        return repr(value[:limit]) + f"… ({len(value)} characters)"
    return repr(value)


def _output_failed(error: OSError) -> OutputError:
    reason = error.strerror or str(error)
    return OutputError(f"cannot write the output: {reason} (check where it is redirected to)")


class _CheckedOutput:
    """Stands in for ``sys.stdout`` while :func:`guarded` runs.

    A write or flush that fails (``> /dev/full``, a disk that filled up) raises
    :class:`OutputError` instead of a bare :class:`OSError`, wherever the write
    happens: a command's report or the window's ``self-test: ok``.  A reader that
    went away (``| head``) stays a :class:`BrokenPipeError`.
    """

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except (BrokenPipeError, UnicodeEncodeError):
            raise
        except OSError as error:
            raise _output_failed(error) from None

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            raise
        except OSError as error:
            raise _output_failed(error) from None

    def __getattr__(self, name: str) -> object:  # encoding, fileno, isatty, buffer, ...
        return getattr(self._stream, name)


def _write(stream: TextIO | None, text: str) -> None:
    """Write, showing characters the terminal's encoding lacks as escapes, not crashing.

    Raises :class:`OutputError` when standard output is closed (``>&-`` leaves
    ``sys.stdout`` as None).
    """
    if stream is None:
        raise OutputError(
            "standard output is closed, so there is nowhere to print the result; "
            "send it to the terminal, a file or a pipe"
        )
    try:
        stream.write(text)
    except UnicodeEncodeError:
        encoding = getattr(stream, "encoding", None) or "ascii"
        stream.write(text.encode(encoding, "backslashreplace").decode(encoding))


def _drop_stdout() -> None:
    """Point stdout at the null device, so Python's own flush at exit can't fail again."""
    if sys.stdout is None:
        return
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass


def report_error(message: str) -> None:
    """Print ``selfattn-gui: error: MESSAGE`` as one line on stderr, if there is a stderr."""
    if sys.stderr is None:  # started with 2>&-: the exit code is all that is left
        return
    try:
        sys.stderr.write(f"{PROG}: error: {_one_line(message)}\n")
        sys.stderr.flush()
    except (OSError, ValueError):  # stderr itself is full or gone: nothing more to say
        pass


def guarded(action: Callable[[], int]) -> int:
    """Run ``action`` and return its exit code; every mistake a user can make becomes 2.

    The one place that turns :class:`CommandLineError` (bad arguments, closed or full
    output), :class:`SessionError` and :class:`MaskError` into one ``selfattn-gui:
    error: ...`` line, ends ``--help`` with 0, and stops quietly when the reader of a
    pipe went away.  Output is flushed before returning so that a write that fails is
    reported here, not as a traceback when Python exits.
    """
    real_stdout = sys.stdout
    if real_stdout is not None:
        sys.stdout = _CheckedOutput(real_stdout)  # type: ignore[assignment]
    try:
        status = action()
        if sys.stdout is not None:
            sys.stdout.flush()
        return status
    except _Exit as stop:
        return stop.status
    except (CommandLineError, SessionError, MaskError) as error:
        if isinstance(error, OutputError):
            _drop_stdout()
        headline = error.headline if isinstance(error, SessionError) else None
        # A learner's sentence first, the detail after it: still one line.
        report_error(f"{headline} {error}" if headline else str(error))
        return EXIT_USAGE
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): stop quietly, and keep Python from
        # complaining when it flushes stdout at exit.
        _drop_stdout()
        return EXIT_OK
    finally:
        sys.stdout = real_stdout


def build_parser() -> OneLineArgumentParser:
    """The parser for all command-line subcommands."""
    parser = OneLineArgumentParser(
        prog=PROG,
        description="Self-attention from the command line (run without a command to open the app).",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    def add_source(sub: argparse.ArgumentParser) -> None:
        sub.add_argument("file", nargs="?", metavar="FILE", help="a .selfattn.json session file")
        sub.add_argument("--preset", metavar="NAME", help="a built-in example instead of a file")

    compute_cmd = commands.add_parser(
        "compute", help="print every step of the calculation", description="Compute a session."
    )
    add_source(compute_cmd)
    compute_cmd.add_argument(
        "--json", action="store_true", help="print one JSON object instead of text"
    )
    compute_cmd.add_argument(
        "--decimals",
        type=int,
        default=2,
        metavar="N",
        help="digits after the point in the text tables (0 to 12, default 2)",
    )
    export_cmd = commands.add_parser(
        "export-code",
        help="print a standalone NumPy script of the session",
        description="Print a Python script (NumPy only) that rebuilds and computes the session.",
    )
    add_source(export_cmd)
    commands.add_parser(
        "presets", help="list the built-in examples", description="List the built-in examples."
    )
    return parser


def _load_preset(name: str) -> Session:
    try:
        from selfattn_gui.core.sessions.presets import load_preset
    except ImportError:  # pragma: no cover - only while the presets module is missing
        raise CommandLineError("the built-in presets are not available in this build") from None
    try:
        return load_preset(name)
    except OSError as error:
        raise CommandLineError(f"preset {name!r}: cannot read it ({error})") from None


def load_source(
    file: str | None, preset: str | None, *, default: str | None = None, command: str = ""
) -> Session:
    """The session named by FILE or ``--preset NAME``, never both.

    With neither, the preset ``default`` (the app opens one) or an error (the commands
    need to be told).  An empty FILE or NAME is a mistake to report, never a reason to
    fall back on the default.
    """
    where = f"{command}: " if command else ""
    if file is not None and preset is not None:
        raise CommandLineError(f"{where}give a session FILE or --preset NAME, not both")
    if file is not None:
        if not file:
            raise CommandLineError(
                f"{where}the session FILE name is empty; give the path of a .selfattn.json file"
            )
        return load_session(file)
    if preset is None and default is None:
        raise CommandLineError(f"{where}give a session FILE or --preset NAME")
    name = default if preset is None else preset
    assert name is not None  # both None was refused above
    return _load_preset(name)


def _cmd_compute(args: argparse.Namespace, out: TextIO | None) -> int:
    if not 0 <= args.decimals <= 12:
        raise CommandLineError(f"compute: --decimals must be 0 to 12, found {args.decimals}")
    session = load_source(args.file, args.preset, command=args.command)
    result = compute(session)
    if args.json:
        _write(out, dumps_json(result_to_json(session, result)))
    else:
        _write(out, format_text(session, result, decimals=args.decimals))
    return EXIT_OK


def _cmd_export_code(args: argparse.Namespace, out: TextIO | None) -> int:
    session = load_source(args.file, args.preset, command=args.command)
    # The script promises to reproduce `compute`; refuse a session `compute` refuses.
    compute(session)
    _write(out, export_python(session))
    return EXIT_OK


def _cmd_presets(args: argparse.Namespace, out: TextIO | None) -> int:
    try:
        from selfattn_gui.core.sessions.presets import DEFAULT_PRESET, list_presets
    except ImportError:  # pragma: no cover - only while the presets module is missing
        raise CommandLineError("the built-in presets are not available in this build") from None
    try:
        presets = list_presets()
    except OSError as error:
        raise CommandLineError(f"cannot read the preset list ({error})") from None
    width = max((len(p.name) for p in presets), default=0)
    for preset in presets:
        suffix = "  (default)" if preset.name == DEFAULT_PRESET else ""
        _write(out, f"{preset.name:<{width}}  {_one_line(preset.description)}{suffix}\n")
    return EXIT_OK


_HANDLERS = {"compute": _cmd_compute, "export-code": _cmd_export_code, "presets": _cmd_presets}


def run(argv: list[str]) -> int:
    """Run one command-line command and return its exit code.

    Parameters
    ----------
    argv : the arguments after the program name, e.g. ``["compute", "--preset", "cat-sat-mat"]``

    Returns
    -------
    0 on success; 2 after printing one ``selfattn-gui: error: ...`` line on stderr.
    """

    def command() -> int:
        args = build_parser().parse_args(argv)
        if args.command is None:
            raise CommandLineError(f"no command given; use one of: {', '.join(COMMANDS)}")
        return _HANDLERS[args.command](args, sys.stdout)

    return guarded(command)


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
