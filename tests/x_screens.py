"""Real X screens for the tests that need one: an Xvfb of a chosen size on a free display."""

from __future__ import annotations

import contextlib
import select
import subprocess
from collections.abc import Iterator
from pathlib import Path


def free_display() -> int:
    """A display number no X server uses (no socket, no lock file), for a test of a
    display nobody answers on; far above the low numbers ``x_screen``'s servers take."""
    for number in range(900, 1000):
        if (
            not Path(f"/tmp/.X11-unix/X{number}").exists()
            and not Path(f"/tmp/.X{number}-lock").exists()
        ):
            return number
    raise AssertionError("no free X display number between 900 and 1000")


@contextlib.contextmanager
def x_screen(size: str = "1280x800") -> Iterator[str]:
    """Run an Xvfb screen of ``size`` (``"WxH"``) while in the block; gives its ``":N"``."""
    # Xvfb picks a free display itself and writes its number to the pipe: two test
    # processes asking at once could otherwise both choose the same free-looking one.
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", "1", "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert server.stdout is not None
    ready, _, _ = select.select([server.stdout], [], [], 20)
    number = server.stdout.readline().strip() if ready else ""
    assert number.isdigit(), "Xvfb did not start"
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)
        server.stdout.close()
