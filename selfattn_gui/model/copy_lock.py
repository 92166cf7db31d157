"""The lock a running app holds on its recovery copy, released by the OS however it ends.

``flock`` on POSIX, ``msvcrt.locking`` on Windows: both belong to an open file, so the
system drops them when the process exits, crashes or is killed, and even the process
itself cannot take its own lock again through another descriptor.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
import time
from pathlib import Path

from selfattn_gui.core.text import translate

if sys.platform == "win32":
    import msvcrt

    _HELD = {errno.EACCES, errno.EDEADLK}

    def _lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

else:
    import fcntl

    _HELD = {errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES}

    def _lock(fd: int) -> None:
        # flock, not lockf: lockf locks belong to the process, which could then take
        # the lock of its own autosaver a second time.
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


class CopyLock:
    """An exclusive lock on one lock file, held until :meth:`release`."""

    def __init__(self, fd: int, path: Path) -> None:
        self._fd: int | None = fd
        self.path = path

    @classmethod
    def try_acquire(cls, path: Path, *, create: bool) -> CopyLock | None:
        """Take the lock, or None when another open file holds it (or it vanished).

        Raises OSError when it cannot even be tried (a folder in its place, no locks on
        this file system, a read-only folder when the file must be created).
        """
        flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
        for _attempt in range(20):
            fd = os.open(path, flags | (os.O_CREAT if create else 0), 0o644)
            try:
                if not stat.S_ISREG(os.fstat(fd).st_mode):
                    raise OSError(
                        errno.EINVAL, translate("copy_lock", "not an ordinary file"), str(path)
                    )
                try:
                    _lock(fd)
                except OSError as error:
                    if error.errno in _HELD:
                        os.close(fd)
                        return None
                    raise
                # Someone may have removed the file (and made it anew) between our
                # open and our lock: then we hold a lock on a file nobody else sees.
                try:
                    same = os.path.samestat(os.fstat(fd), os.stat(path))
                except FileNotFoundError:
                    same = False
            except BaseException:
                os.close(fd)
                raise
            if same:
                return cls(fd, path)
            os.close(fd)
            if not create:
                return None
        raise OSError(
            errno.EAGAIN, translate("copy_lock", "the lock file keeps changing"), str(path)
        )

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self, *, remove_file: bool = False) -> None:
        """Let go of the lock; with ``remove_file`` delete the lock file first (best effort)."""
        if self._fd is None:
            return
        # POSIX: remove the name while still holding the lock, so nobody can take the
        # lock in between.  Windows cannot remove an open file: close it first.
        if remove_file and sys.platform != "win32":
            _remove_quietly(self.path)
        os.close(self._fd)  # closing the file is what releases the lock
        self._fd = None
        if remove_file and sys.platform == "win32":
            _remove_quietly(self.path)


def _remove_quietly(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass  # a lock file left behind is empty, and the next scan tidies it away


def acquire_own_lock(path: Path) -> CopyLock:
    """The lock a running app holds on its own copy (waits out a scan's brief probe)."""
    for _attempt in range(100):
        lock = CopyLock.try_acquire(path, create=True)
        if lock is not None:
            return lock
        time.sleep(0.01)
    raise OSError(errno.EAGAIN, translate("copy_lock", "another process holds the lock"), str(path))
