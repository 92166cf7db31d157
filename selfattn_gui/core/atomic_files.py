"""Saving without ever leaving a damaged file behind.

Everything the app writes (sessions, progress, recovery copies, exports) goes to a
temporary file in the target's folder first and then replaces the target in one
step, so a failure part-way (full disk, no permission, a crash) leaves whatever was
there before untouched.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path


def file_mode_for(path: Path) -> int:
    """Keep an existing file's permissions; a new file gets 0666 minus the umask.

    (``mkstemp`` makes its file private, 0600, which a plain ``open`` would not.)
    """
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def atomic_write_text(path: Path, text: str) -> None:
    """Write UTF-8 ``text`` to ``path`` through a flushed temporary file and :func:`os.replace`."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            os.chmod(temporary, file_mode_for(path))
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def write_atomically(path: str | Path, write: Callable[[Path], None]) -> None:
    """Call ``write(temporary_path)`` and move the result to ``path`` in one step.

    For writers that want a file name rather than text (images, PDFs).  The temporary
    file has the same suffix as ``path``, since image writers pick the format from it.
    Raises OSError when nothing usable was written.
    """
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    fd, name = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=path.suffix, dir=folder)
    os.close(fd)
    temporary = Path(name)
    try:
        write(temporary)
        if temporary.stat().st_size == 0:
            raise OSError(f"nothing was written to {path.name}")
        os.chmod(temporary, file_mode_for(path))
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
