"""Helpers for the command-line tests: run the CLI or a script in a fresh interpreter."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]


def _env(**extra: str) -> dict[str, str]:
    env = dict(os.environ)
    # The package must import from this checkout even when the test runs elsewhere.
    env["PYTHONPATH"] = os.pathsep.join(
        [str(REPO_ROOT)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else [])
    )
    env.setdefault("PYTHONIOENCODING", "utf-8")
    env.update(extra)
    return env


@pytest.fixture
def run_cli(tmp_path: Path) -> Callable[..., subprocess.CompletedProcess[str]]:
    """``run_cli("compute", FILE, "--json")`` runs ``python -m selfattn_gui.cli`` in a subprocess."""

    def run(*args: str, cwd: Path | None = None, **env: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "selfattn_gui.cli", *map(str, args)],
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="strict",
            cwd=cwd or tmp_path,
            env=_env(**env),
            timeout=60,
        )

    return run


@pytest.fixture
def run_script() -> Callable[..., subprocess.CompletedProcess[str]]:
    """``run_script(path, "--json", cwd=folder)`` runs an exported script in a subprocess."""

    def run(script: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            # -I: isolated mode, so nothing from this checkout or the environment helps
            # the script along (it must stand alone with NumPy); -X utf8 for the labels.
            [sys.executable, "-I", "-X", "utf8", str(script), *args],
            capture_output=True,
            text=True,
            encoding="utf-8",
            cwd=cwd,
            env=_env(),
            timeout=60,
        )

    return run


@pytest.fixture
def run_app(tmp_path: Path) -> Callable[..., subprocess.CompletedProcess[str]]:
    """``run_app("--screenshot", OUT, ...)`` starts the app itself with no display at all.

    ``env={"DISPLAY": ":99"}`` adds variables after the display ones are removed, and
    ``timeout`` (seconds) bounds a start that would hang.
    """

    def run(
        *args: str, env: dict[str, str] | None = None, timeout: float = 120
    ) -> subprocess.CompletedProcess[str]:
        full_env = _env(
            XDG_CONFIG_HOME=str(tmp_path / "config"),
            SELFATTN_GUI_DATA_DIR=str(tmp_path / "data"),
        )
        for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE"):
            full_env.pop(name, None)  # the app must manage on its own
        full_env.update(env or {})
        return subprocess.run(
            [sys.executable, "-m", "selfattn_gui", *map(str, args)],
            env=full_env,
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=tmp_path,
        )

    return run


@pytest.fixture
def run_redirected(tmp_path: Path) -> Callable[..., subprocess.CompletedProcess[str]]:
    """``run_redirected(">&-", "presets")`` runs ``selfattn-gui presets >&-`` in a shell.

    The shell applies the redirection exactly as a user's would (``>&-`` closes
    standard output, ``> /dev/full`` makes every write fail); stdout and stderr that
    are left open are captured.
    """

    def run(redirection: str, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["sh", "-c", f'exec "$@" {redirection}', "sh"]
            + [sys.executable, "-m", "selfattn_gui", *map(str, args)],
            capture_output=True,
            text=True,
            encoding="utf-8",
            cwd=tmp_path,
            env=_env(),
            timeout=60,
        )

    return run
