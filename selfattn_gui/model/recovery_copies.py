"""Recovery copies on disk: which ones belong to nobody, and which can be restored.

A running app writes its copy as ``<id>.selfattn.json`` with ``<id>.info.json`` (title,
original path) beside it, and holds an operating-system lock on ``<id>.lock`` for as
long as it runs.  The system drops that lock however the process ends (a crash, a kill,
a power cut), so a copy whose lock can be taken belongs to no running app: it is an
orphan to offer.  Process ids decide nothing: after a reboot they are handed out again.

Whoever offers an orphan holds its lock meanwhile, so two apps starting together never
offer the same copy.  Everything in the folder is untrusted: a copy that cannot be read
is reported with a one-line reason and kept; nothing is deleted unless the learner asks.
"""

from __future__ import annotations

import json
import os
import secrets
import stat
from dataclasses import dataclass, field
from pathlib import Path

from selfattn_gui.core.files.user_data import user_data_dir
from selfattn_gui.core.sessions import session_io
from selfattn_gui.core.sessions.numbers_text import whole
from selfattn_gui.core.sessions.session import Session, SessionError
from selfattn_gui.core.text import translate
from selfattn_gui.model.copy_lock import CopyLock

SESSION_SUFFIX = session_io.SUFFIX
INFO_SUFFIX = ".info.json"
LOCK_SUFFIX = ".lock"
#: An info file holds a title and a path: anything bigger is not one of ours.
MAX_INFO_BYTES = 64 * 1024
_MAX_PATH_CHARS = 4096


def recovery_dir() -> Path:
    return user_data_dir() / "recovery"


def new_copy_id() -> str:
    """A name no other run uses, even one that gets the same process id after a reboot."""
    return f"{os.getpid()}-{secrets.token_hex(4)}"


def one_line_reason(error: BaseException) -> str:
    """``Permission denied``, ``No space left on device`` …: the part a learner can act on."""
    if isinstance(error, OSError) and error.strerror:
        text = error.strerror
    else:
        text = str(error) or type(error).__name__
    return " ".join(text.split())


@dataclass(eq=False)
class RecoveryCopy:
    """One copy of unsaved work left behind by an app that did not close normally.

    ``session`` is the work (None when the copy cannot be restored, and then
    ``problem`` says why in one line).  ``saved_at`` is seconds since the epoch.
    """

    copy_id: str
    folder: Path
    title: str = ""
    original_path: Path | None = None
    saved_at: float | None = None
    size: int | None = None
    session: Session | None = None
    problem: str | None = None
    _claim: CopyLock | None = field(default=None, repr=False)

    @property
    def session_file(self) -> Path:
        return self.folder / f"{self.copy_id}{SESSION_SUFFIX}"

    @property
    def info_file(self) -> Path:
        return self.folder / f"{self.copy_id}{INFO_SUFFIX}"

    @property
    def lock_file(self) -> Path:
        return self.folder / f"{self.copy_id}{LOCK_SUFFIX}"

    @property
    def restorable(self) -> bool:
        return self.session is not None

    def load(self) -> Session:
        """The unsaved work; SessionError with the reason when the copy is damaged."""
        if self.session is None:
            raise SessionError(
                self.problem
                or translate("recovery_copies", "{name}: cannot be restored").format(
                    name=self.copy_id
                )
            )
        return self.session

    def discard(self) -> None:
        """Delete the copy for good (the learner restored it or chose to).

        Raises OSError (with the file's name) when a part of it cannot be removed.
        """
        for path in (self.session_file, self.info_file):
            try:
                if stat.S_ISDIR(path.lstat().st_mode):
                    path.rmdir()  # only an empty folder: a full one is not ours to delete
                else:
                    path.unlink()
            except FileNotFoundError:
                pass
        if self._claim is not None:
            self._claim.release(remove_file=True)
            self._claim = None

    def release(self) -> None:
        """Stop holding the copy: another app may offer it again."""
        if self._claim is not None:
            self._claim.release()
            self._claim = None


@dataclass
class RecoveryScan:
    """What a look into the recovery folder found.

    ``copies``: restorable ones first (newest first), then damaged ones.  ``problem``:
    why the folder itself could not be read (None when it could, or does not exist).
    """

    folder: Path
    copies: list[RecoveryCopy] = field(default_factory=list)
    problem: str | None = None

    @property
    def restorable(self) -> list[RecoveryCopy]:
        return [copy for copy in self.copies if copy.restorable]

    @property
    def damaged(self) -> list[RecoveryCopy]:
        return [copy for copy in self.copies if not copy.restorable]

    def release(self) -> None:
        for copy in self.copies:
            copy.release()


def scan_recovery_folder(folder: Path | None = None) -> RecoveryScan:
    """Every copy in ``folder`` that no running app holds; never raises for what it finds."""
    folder = recovery_dir() if folder is None else Path(folder)
    scan = RecoveryScan(folder)
    try:
        names = os.listdir(folder)
    except FileNotFoundError:
        return scan
    except NotADirectoryError:
        scan.problem = translate("recovery_copies", "{folder} is a file, not a folder").format(
            folder=folder
        )
        return scan
    except OSError as error:
        scan.problem = translate("recovery_copies", "cannot read {folder} ({reason})").format(
            folder=folder, reason=one_line_reason(error)
        )
        return scan
    parts: dict[str, set[str]] = {}
    for name in names:
        if name.startswith("."):
            continue  # the temporary file of a write under way
        for suffix in (SESSION_SUFFIX, INFO_SUFFIX, LOCK_SUFFIX):
            if name.endswith(suffix) and len(name) > len(suffix):
                parts.setdefault(name[: -len(suffix)], set()).add(suffix)
                break
    for copy_id in sorted(parts):
        if parts[copy_id] == {LOCK_SUFFIX}:
            _remove_stale_lock(folder / f"{copy_id}{LOCK_SUFFIX}")
            continue
        copy = _inspect(folder, copy_id, parts[copy_id])
        if copy is not None:
            scan.copies.append(copy)
    scan.copies.sort(key=lambda c: (not c.restorable, -(c.saved_at or 0.0), c.copy_id))
    return scan


def find_recoveries(folder: Path | None = None) -> list[RecoveryCopy]:
    """The copies :func:`scan_recovery_folder` finds, without holding any of them."""
    scan = scan_recovery_folder(folder)
    scan.release()
    return scan.copies


def _remove_stale_lock(path: Path) -> None:
    """A lock file alone holds no work; one nobody holds is left over from a crash."""
    try:
        lock = CopyLock.try_acquire(path, create=False)
    except OSError:
        return
    if lock is not None:
        lock.release(remove_file=True)


def _inspect(folder: Path, copy_id: str, found: set[str]) -> RecoveryCopy | None:
    """The copy ``copy_id``; None when a running app holds it (or it just went away)."""
    copy = RecoveryCopy(copy_id, folder)
    lock_problem = None
    try:
        # An app holds its lock before it writes anything, so a copy without a lock file
        # was left by an older version: taking the lock here also claims it.
        copy._claim = CopyLock.try_acquire(copy.lock_file, create=True)
        if copy._claim is None:
            return None  # a running app's own copy, or another app is offering it now
    except OSError as error:
        if LOCK_SUFFIX in found:
            # It cannot be tried, so it may be in use: never take it, but say so.
            lock_problem = translate(
                "recovery_copies",
                "{name}: cannot tell whether a running selfattn-gui still uses this copy "
                "({reason})",
            ).format(name=copy.lock_file.name, reason=one_line_reason(error))
        # No lock file and none can be made (a read-only folder): nobody holds it.
    # The copy may have been removed by its app closing while we looked.
    if not (_exists(copy.session_file) or _exists(copy.info_file)):
        copy.release()
        return None
    info, info_problem = _read_info(copy.info_file)
    session, session_problem = _read_session(copy)
    copy.problem = lock_problem or info_problem or session_problem
    title = info.get("title")
    copy.title = title if isinstance(title, str) else ""
    if copy.problem is None and session is not None:
        copy.session = session
        copy.title = copy.title or session.title
        path = info.get("path")
        copy.original_path = Path(path) if isinstance(path, str) else None
    return copy


def _exists(path: Path) -> bool:
    try:
        path.lstat()
    except OSError:
        return False
    return True


def _read_session(copy: RecoveryCopy) -> tuple[Session | None, str | None]:
    path = copy.session_file
    try:
        info = path.lstat()
    except FileNotFoundError:
        return None, translate(
            "recovery_copies",
            "{name} is missing: only the details of this copy are left, not the work",
        ).format(name=path.name)
    except OSError as error:
        return None, _cannot_read(path.name, error)
    if stat.S_ISLNK(info.st_mode):
        return None, translate("recovery_copies", "{name} is a link, not a recovery copy").format(
            name=path.name
        )
    copy.saved_at = info.st_mtime
    if stat.S_ISREG(info.st_mode):
        copy.size = info.st_size
    try:
        return session_io.load_session(path), None
    except SessionError as error:
        return None, str(error)


def _cannot_read(name: str, error: OSError) -> str:
    return translate("recovery_copies", "{name}: cannot read it ({reason})").format(
        name=name, reason=one_line_reason(error)
    )


def _read_info(path: Path) -> tuple[dict[str, object], str | None]:
    """The details beside a copy (``{}`` when there are none), and what is wrong with them."""
    name = path.name
    try:
        status = path.lstat()
    except FileNotFoundError:
        return {}, None  # a crash between writing the copy and its details: the copy is whole
    except OSError as error:
        return {}, _cannot_read(name, error)
    if stat.S_ISDIR(status.st_mode):
        return {}, translate(
            "recovery_copies", "{name} is a folder, not the details of a recovery copy"
        ).format(name=name)
    if not stat.S_ISREG(status.st_mode):
        return {}, translate("recovery_copies", "{name} is not an ordinary file").format(name=name)
    if status.st_size > MAX_INFO_BYTES:
        return {}, translate(
            "recovery_copies",
            "{name}: {size} bytes is far too big for the details of a copy (at most {limit})",
        ).format(name=name, size=whole(status.st_size), limit=whole(MAX_INFO_BYTES))
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_INFO_BYTES + 1)
    except OSError as error:
        return {}, _cannot_read(name, error)
    try:
        text = data.decode("utf-8")
        info = session_io.parse_json_text(text)
    except UnicodeDecodeError as error:
        return {}, translate(
            "recovery_copies", "{name}: not UTF-8 text (bad byte at offset {offset})"
        ).format(name=name, offset=error.start)
    except SessionError as error:
        return {}, _named(name, str(error))
    if not isinstance(info, dict):
        return {}, translate(
            "recovery_copies", "{name}: expected a JSON object, found {found}"
        ).format(name=name, found=session_io.describe_value(info))
    problem = _check_info(info)
    return info, (_named(name, problem) if problem else None)


def _named(name: str, problem: str) -> str:
    """A problem of the file ``name``: "name: problem"."""
    return translate("recovery_copies", "{name}: {problem}").format(name=name, problem=problem)


def _check_info(info: dict[str, object]) -> str | None:
    pid = info.get("pid")
    if pid is not None and (
        isinstance(pid, bool) or not isinstance(pid, int) or not 0 < pid < 2**32
    ):
        return translate("recovery_copies", "pid: expected a process number, found {found}").format(
            found=session_io.describe_value(pid)
        )
    path = info.get("path")
    if path is not None:
        if not isinstance(path, str):
            return translate(
                "recovery_copies", "path: expected the file's path as text or null, found {found}"
            ).format(found=session_io.describe_value(path))
        if (
            not path
            or "\x00" in path
            or len(path) > _MAX_PATH_CHARS
            or not Path(path).is_absolute()
        ):
            return translate("recovery_copies", "path: expected the full path of a session file")
    title = info.get("title")
    if title is not None and not isinstance(title, str):
        return translate("recovery_copies", "title: expected text, found {found}").format(
            found=session_io.describe_value(title)
        )
    return None


def info_text(pid: int, path: Path | None, title: str) -> str:
    """The details file written beside a copy."""
    return json.dumps({"pid": pid, "path": str(path) if path else None, "title": title})
