"""Saving without ever leaving a damaged file behind, or replacing one it shouldn't.

Everything the app writes (sessions, progress, recovery copies, exports) goes to a
temporary file in the target's folder first and then replaces the target in one
step, so a failure part-way (full disk, no permission, a crash) leaves whatever was
there before untouched.  On the way, three rules protect the learner's own files:

- a file without write permission is refused (:class:`ReadOnlyFileError`), never
  replaced: ``os.replace`` would ignore its mode, and as root ``os.access`` says yes,
  so the mode bits are checked too;
- a symbolic link is written through: its target gets the new text, the link stays;
- the temporary name is short (``.selfattn-XXXXXXXX.tmp``), so any name the file
  system allows for the target also works while saving.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path

from selfattn_gui.core.text import translate

TEMPORARY_PREFIX = ".selfattn-"
TEMPORARY_SUFFIX = ".tmp"
#: Longest suffix kept on a temporary file (image and PDF writers pick the format from it).
_MAX_KEPT_SUFFIX = 16


class ReadOnlyFileError(PermissionError):
    """The target exists and is read-only, so it was left as it was."""


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


def write_target(path: str | Path) -> Path:
    """The file a save to ``path`` really writes, after checking it may be replaced.

    A symbolic link (or a chain of them) is followed to its target, which need not
    exist yet.  Raises :class:`ReadOnlyFileError` when that file exists without write
    permission, and OSError for a loop of links.
    """
    path = Path(path)
    try:
        target = Path(os.path.realpath(path, strict=True))
    except FileNotFoundError:
        target = Path(os.path.realpath(path))  # a new file, or a link to one not made yet
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise OSError(
                errno.ELOOP,
                translate("atomic_files", "the name is a loop of symbolic links"),
                str(path),
            ) from None
        raise
    try:
        info = target.stat()
    except OSError:
        return target  # nothing there yet (or unreadable): writing will say what is wrong
    if stat.S_ISREG(info.st_mode) and (
        not info.st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)
        or not os.access(target, os.W_OK)
    ):
        raise ReadOnlyFileError(
            errno.EACCES,
            translate("atomic_files", "the file is read-only, so it was left as it was"),
            str(path),
        )
    return target


def _temporary_in(folder: Path, suffix: str = TEMPORARY_SUFFIX) -> tuple[int, str]:
    if len(suffix) > _MAX_KEPT_SUFFIX or os.sep in suffix:
        suffix = TEMPORARY_SUFFIX
    return tempfile.mkstemp(prefix=TEMPORARY_PREFIX, suffix=suffix, dir=folder)


def atomic_write_text(path: str | Path, text: str) -> None:
    """Write UTF-8 ``text`` to ``path`` through a flushed temporary file and :func:`os.replace`.

    Raises OSError (:class:`ReadOnlyFileError` for a read-only target) on failure.
    """
    target = write_target(path)
    fd, temporary = _temporary_in(target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            os.chmod(temporary, file_mode_for(target))
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def write_atomically(path: str | Path, write: Callable[[Path], object]) -> None:
    """Call ``write(temporary_path)`` and move the result to ``path`` in one step.

    For writers that want a file name rather than text (images, PDFs).  The temporary
    file has the same suffix as ``path``, since image writers pick the format from it.
    Raises OSError when nothing usable was written.
    """
    target = write_target(path)
    fd, name = _temporary_in(target.parent, target.suffix or TEMPORARY_SUFFIX)
    os.close(fd)
    temporary = Path(name)
    try:
        write(temporary)
        if temporary.stat().st_size == 0:
            raise OSError(
                translate("atomic_files", "nothing was written to {name}").format(
                    name=Path(path).name
                )
            )
        os.chmod(temporary, file_mode_for(target))
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
