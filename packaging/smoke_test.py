"""Start a built selfattn-gui headless and fail on any sign of a broken bundle.

Usage::

    python packaging/smoke_test.py dist/selfattn-gui/selfattn-gui
    python packaging/smoke_test.py /usr/bin/selfattn-gui --session my.selfattn.json

It runs the window's ``--self-test`` (Qt's offscreen platform), the window-free
commands ``presets`` and ``compute --preset cat-sat-mat --json``, opens a session
file named on the command line, and checks that a broken one is refused in one line.  A check fails on a nonzero exit code or on any
output that shows a missing module, a missing Qt plugin or a traceback.  When
``unshare -n`` works (root, or user namespaces allowed) every check runs a second
time with the network cut off, to prove the app never needs it.

Only the standard library is used, so any Python can run it against any build.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

# Output that means the bundle is broken even when the exit code says otherwise.
FATAL_MARKERS = (
    "Traceback",
    "ModuleNotFoundError",
    "ImportError",
    "Could not load the Qt platform plugin",
    "Could not find the Qt platform plugin",
    "cannot open shared object file",
)
TIMEOUT_S = 120
REPO_RESOURCES = Path(__file__).resolve().parent.parent / "resources"


@dataclass
class Check:
    """One run of the app and what it must print."""

    name: str
    args: list[str]
    expect: str  # a piece of stdout that proves the command did its job
    platform: str = "offscreen"  # QT_QPA_PLATFORM for this run
    exit_code: int = 0
    expect_on: str = "stdout"  # or "stderr"


@dataclass
class Outcome:
    check: Check
    problems: list[str]
    seconds: float


def checks(executable: str, session_file: Path | None, broken_file: Path) -> list[Check]:
    """Every run the smoke test makes (without the network variants)."""
    found = [
        Check("self-test", [executable, "--self-test"], "self-test: ok"),
        # Arabic needs both translation catalogues (the app's, Qt's) and mirrors the window.
        Check("self-test in Arabic", [executable, "--lang", "ar", "--self-test"], "self-test: ok"),
        Check("presets", [executable, "presets"], "cat-sat-mat"),
        Check(
            "compute --json",
            [executable, "compute", "--preset", "cat-sat-mat", "--json"],
            '"weights"',
        ),
    ]
    if session_file is not None:
        found.append(
            Check(
                "open session file", [executable, "--self-test", str(session_file)], "self-test: ok"
            )
        )
    # Proves the file argument is really read: a broken file is refused in one line.
    found.append(
        Check(
            "refuse a broken session file",
            [executable, "--self-test", str(broken_file)],
            "selfattn-gui: error:",
            exit_code=2,
            expect_on="stderr",
        )
    )
    return found


def x11_check(executable: str) -> Check | None:
    """The self-test on a real X server (Xvfb), which loads the xcb platform plugin.

    This is the plugin most Linux desktops use, and the one that needs the most
    system libraries, so it proves the package's Depends are complete.
    """
    if shutil.which("xvfb-run") is None:
        return None
    command = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", executable, "--self-test"]
    return Check("self-test on X11 (Xvfb)", command, "self-test: ok", platform="xcb")


def network_cut_available() -> bool:
    """True when ``unshare -n`` can start a process without a network."""
    if shutil.which("unshare") is None:
        return False
    try:
        done = subprocess.run(["unshare", "-n", "true"], capture_output=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


def run_check(check: Check, *, offline: bool, env: dict[str, str]) -> Outcome:
    """Run one check and list what went wrong (an empty list when all is well)."""
    command = (["unshare", "-n"] if offline else []) + check.args
    env = dict(env, QT_QPA_PLATFORM=check.platform)
    started = time.perf_counter()
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, errors="replace", env=env, timeout=TIMEOUT_S
        )
    except subprocess.TimeoutExpired:
        return Outcome(check, [f"no answer within {TIMEOUT_S} s"], TIMEOUT_S)
    seconds = time.perf_counter() - started
    output = done.stdout + done.stderr
    problems = []
    if done.returncode != check.exit_code:
        problems.append(f"exit code {done.returncode}, expected {check.exit_code}")
    problems += [f"output contains {marker!r}" for marker in FATAL_MARKERS if marker in output]
    shown = done.stdout if check.expect_on == "stdout" else done.stderr
    if check.expect not in shown:
        problems.append(f"{check.expect_on} lacks {check.expect!r}")
    if check.name == "compute --json" and done.returncode == 0:
        try:
            json.loads(done.stdout)
        except ValueError as error:
            problems.append(f"stdout is not JSON: {error}")
    if problems:
        problems.append("output was:\n" + output.strip()[-1500:])
    return Outcome(check, problems, seconds)


def write_session(executable: str, folder: Path) -> Path:
    """A session file outside the bundle: a copy of the cat-sat-mat preset.

    The preset comes from this checkout's ``resources/`` (or else from the bundle
    beside ``executable``), so this script stays free of the file format.  The copy's
    name has a space in it, as users' file names often do.
    """
    target = folder / "smoke test.selfattn.json"
    exe_dir = Path(executable).resolve().parent
    roots = (REPO_RESOURCES, exe_dir / "_internal" / "resources", exe_dir / "resources")
    for root in roots:
        preset = root / "presets" / "cat-sat-mat.selfattn.json"
        if preset.is_file():
            shutil.copyfile(preset, target)
            return target
    raise FileNotFoundError(f"no cat-sat-mat preset in {', '.join(map(str, roots))}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("executable", help="the built app, e.g. dist/selfattn-gui/selfattn-gui")
    parser.add_argument(
        "--session", type=Path, help="a session file to open (default: a copy of a preset)"
    )
    parser.add_argument(
        "--no-offline", action="store_true", help="skip the runs with the network cut off"
    )
    args = parser.parse_args(argv)

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_DEBUG_PLUGINS="0")
    with tempfile.TemporaryDirectory(prefix="selfattn-smoke-") as tmp:
        folder = Path(tmp)
        # Keep the user's settings and caches out of it: a fresh profile, like a new user.
        for name in ("HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"):
            env[name] = str(folder / "home")
        session = args.session or write_session(args.executable, folder)
        broken = folder / "broken.selfattn.json"
        broken.write_text('{"format": "selfattn-gui session", "tokens": [', encoding="utf-8")
        runs = [(check, False) for check in checks(args.executable, session, broken)]
        if args.no_offline:
            print("smoke: offline runs skipped (--no-offline)")
        elif network_cut_available():
            runs += [(check, True) for check in checks(args.executable, session, broken)]
        else:
            print("smoke: note: 'unshare -n' does not work here; offline runs skipped")
        on_x11 = x11_check(args.executable)
        if on_x11 is None:
            print("smoke: note: no xvfb-run here; the X11 (xcb) run is skipped")
        else:
            runs.append((on_x11, False))

        failures = 0
        for check, offline in runs:
            outcome = run_check(check, offline=offline, env=env)
            label = check.name + (" (no network)" if offline else "")
            status = "ok" if not outcome.problems else "FAILED"
            print(f"smoke: {label}: {status} ({outcome.seconds:.2f} s)")
            for problem in outcome.problems:
                print(f"    {problem}")
            failures += bool(outcome.problems)
    print(f"smoke: {len(runs) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
