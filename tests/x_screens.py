"""Real X screens for the tests that need one: an Xvfb of a chosen size on a free display."""

from __future__ import annotations

import contextlib
import itertools
import os
import random
import select
import socket
import subprocess
from collections.abc import Iterator
from pathlib import Path

from selfattn_gui.platform_check import x_display_problem

# Where the tests' own servers go: away from :0 (a desktop or another job's server on
# a shared machine) and :99 (xvfb-run's first choice, with an auth cookie we lack).
_SERVER_NUMBERS = range(100, 900)


def _abstract_socket_free(number: int) -> bool:
    """Whether nobody holds the abstract socket libxcb tries first for ``:number``.

    It is shared by everything in the machine's network namespace, also by servers
    whose ``/tmp`` we cannot see; a client asking there would reach them, not ours.
    """
    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        probe.bind(f"\0/tmp/.X11-unix/X{number}")
    except OSError:
        return False
    finally:
        probe.close()
    return True


def _looks_free(number: int) -> bool:
    return (
        not Path(f"/tmp/.X11-unix/X{number}").exists()
        and not Path(f"/tmp/.X{number}-lock").exists()
        and _abstract_socket_free(number)
    )


def free_display() -> int:
    """A display number no X server uses (no socket, no lock file), for a test of a
    display nobody answers on; above the numbers ``x_screen``'s servers take."""
    for number in range(900, 1000):
        if _looks_free(number):
            return number
    raise AssertionError("no free X display number between 900 and 1000")


def _start(number: int, size: str) -> subprocess.Popen[str] | None:
    """Xvfb on ``:number``, once it listens and answers a client; None if it didn't."""
    # -displayfd writes the number once the server listens; -noreset keeps it from
    # restarting itself between the probe's connection and the app's.
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-displayfd", "1", "-screen", "0", f"{size}x24"]
        + ["-nolisten", "tcp", "-noreset"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert server.stdout is not None
    ready, _, _ = select.select([server.stdout], [], [], 20)
    if ready and server.stdout.readline().strip() == str(number):
        if x_display_problem(f":{number}") is None:
            return server
    _stop(server)
    return None


def _stop(server: subprocess.Popen[str]) -> None:
    server.terminate()
    server.wait(timeout=10)
    if server.stdout is not None:
        server.stdout.close()


@contextlib.contextmanager
def x_screen(size: str = "1280x800") -> Iterator[str]:
    """Run an Xvfb screen of ``size`` (``"WxH"``) while in the block; gives its ``":N"``."""
    # Test processes running at once start from different numbers; if two still pick
    # the same one, Xvfb's lock file lets one win and the other moves on.
    start = random.Random(os.getpid()).randrange(len(_SERVER_NUMBERS))
    numbers = itertools.islice(itertools.cycle(_SERVER_NUMBERS), start, start + 40)
    for number in numbers:
        if not _looks_free(number):
            continue
        server = _start(number, size)
        if server is not None:
            break
    else:
        raise AssertionError("Xvfb did not start on any of 40 free-looking displays")
    try:
        yield f":{number}"
    finally:
        _stop(server)
