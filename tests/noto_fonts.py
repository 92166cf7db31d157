"""The fonts of a desktop whose sans is Noto Sans (``fonts-noto.conf``), for the cases
that check the window also fits and reads with it."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

NOTO_FONTS = Path(__file__).with_name("fonts-noto.conf")


def noto_is_the_sans() -> bool:
    """Whether ``fonts-noto.conf`` really makes Noto Sans the sans (it is installed)."""
    env = {**os.environ, "FONTCONFIG_FILE": str(NOTO_FONTS)}
    found = subprocess.run(
        ["fc-match", "-f", "%{family}", "sans-serif"], capture_output=True, text=True, env=env
    )
    return found.returncode == 0 and "Noto Sans" in found.stdout
