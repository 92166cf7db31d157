"""Real X screens for the tests that need one: an Xvfb of a chosen size on a free display."""

from __future__ import annotations

import contextlib
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path


def free_display() -> int:
    """A display number no X server uses (no socket, no lock file)."""
    for number in range(87, 400):
        if (
            not Path(f"/tmp/.X11-unix/X{number}").exists()
            and not Path(f"/tmp/.X{number}-lock").exists()
        ):
            return number
    raise AssertionError("no free X display number between 87 and 400")


@contextlib.contextmanager
def x_screen(size: str = "1280x800") -> Iterator[str]:
    """Run an Xvfb screen of ``size`` (``"WxH"``) while in the block; gives its ``":N"``."""
    number = free_display()
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    socket = Path(f"/tmp/.X11-unix/X{number}")
    deadline = time.monotonic() + 20
    while not socket.exists() and server.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert socket.exists(), "Xvfb did not start"
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)
