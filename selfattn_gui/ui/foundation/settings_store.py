"""The app's settings (window layout, preferences, recent files), read as untrusted data.

Anyone can edit the settings file, and another program or an old version may have
written it, so nothing read from it is used as it comes:

- :func:`open_settings` is the one way to get a ``QSettings``.  QSettings reads its
  files as soon as it is made, and a FIFO (or a device) in place of one would hang
  the start forever; so each file QSettings would read is first checked to be an
  ordinary file (or absent).  Anything else is moved aside, or, where that is not
  possible, left unread for this run, with a warning (:func:`take_warnings`).
- :func:`read_setting` is the one way to read a value: it checks the type and gives
  the default for anything missing, mistyped (``@Point(1 2)`` where a list belongs)
  or unreadable.
"""

from __future__ import annotations

import math
import stat
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, QStandardPaths

from selfattn_gui.core.text import translate

T = TypeVar("T")

_warnings: list[str] = []
_spare_folders: dict[QSettings.Scope, str] = {}  # empty folders used instead of bad ones


def _settings_files() -> list[tuple[QSettings.Scope, Path]]:
    """The files ``QSettings()`` reads on Linux/BSD, user scope first (Qt's own rules)."""
    organization = QCoreApplication.organizationName() or "Unknown Organization"
    application = QCoreApplication.applicationName()
    names = [f"{organization}/{application}.conf"] if application else []
    names.append(f"{organization}.conf")
    config = QStandardPaths.StandardLocation.GenericConfigLocation
    user = QStandardPaths.writableLocation(config)
    system = [d for d in QStandardPaths.standardLocations(config) if d != user]
    files = [(QSettings.Scope.UserScope, Path(user, name)) for name in names if user]
    files += [(QSettings.Scope.SystemScope, Path(d, name)) for d in system for name in names]
    return files


def _is_safe_to_read(path: Path) -> bool:
    try:
        info = path.stat()  # follows a symbolic link: a link to /dev/zero is not safe
    except FileNotFoundError:
        return True  # absent (or a dangling link): nothing to read
    except OSError:
        return True  # unreadable: QSettings cannot open it either, so it cannot hang
    return stat.S_ISREG(info.st_mode)


def check_settings_files() -> None:
    """Make sure every file QSettings will read is an ordinary file or absent.

    A bad user file is renamed ``<name>.not-a-file-<time>``; when that fails (or for a
    system file, which is not ours to move) QSettings is pointed at an empty folder
    for that scope instead, so this run starts with default settings.
    """
    if sys.platform in ("win32", "darwin"):
        return  # the registry / CFPreferences: not files QSettings opens itself
    for scope, path in _settings_files():
        if scope in _spare_folders or _is_safe_to_read(path):
            continue
        if scope == QSettings.Scope.UserScope:
            aside = path.with_name(f"{path.name}.not-a-file-{time.strftime('%Y%m%d-%H%M%S')}")
            try:
                path.rename(aside)
            except OSError:
                pass
            else:
                _warn(
                    translate(
                        "settings_store",
                        "The settings file {path} was not an ordinary file; it was moved to "
                        "{aside} and the default settings are used.",
                    ).format(path=path, aside=aside.name)
                )
                continue
        spare = tempfile.mkdtemp(prefix="selfattn-gui-settings-")
        _spare_folders[scope] = spare
        for settings_format in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
            QSettings.setPath(settings_format, scope, spare)
        _warn(
            translate(
                "settings_store",
                "The settings file {path} is not an ordinary file and could not be moved "
                "aside; default settings are used and changes are not kept after this run. "
                "Remove or rename it to keep your settings.",
            ).format(path=path)
        )


def _warn(text: str) -> None:
    if text not in _warnings:
        _warnings.append(text)


def take_warnings() -> list[str]:
    """The warnings about the settings files since the last call (for the status bar)."""
    taken = list(_warnings)
    _warnings.clear()
    return taken


def open_settings() -> QSettings:
    """The app's ``QSettings``, after :func:`check_settings_files`."""
    check_settings_files()
    return QSettings()


# -- typed reading -----------------------------------------------------------------------


def _as_int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and len(value.strip()) <= 18:  # INI files hold text
        try:
            return int(value.strip())
        except ValueError:
            return None
    return None


def _as_float(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)) or (isinstance(value, str) and len(value) <= 40):
        try:
            number = float(value)
        except (ValueError, OverflowError):
            return None
        return number if math.isfinite(number) else None
    return None


def _as_bool(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false"):
        return value.lower() == "true"
    return None


def _as_str_list(value: Any) -> list[str] | None:
    if value is None:  # QSettings gives None for an empty list
        return []
    if isinstance(value, str):  # ... and a bare string for a list of one
        return [value]
    if isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
        return list(value)
    return None


_CONVERTERS: dict[Any, Callable[[Any], Any]] = {
    int: _as_int,
    float: _as_float,
    bool: _as_bool,
    str: lambda v: v if isinstance(v, str) else None,
    list: _as_str_list,
    QByteArray: lambda v: v if isinstance(v, QByteArray) else None,
}


def read_setting(settings: QSettings, key: str, default: T, kind: type) -> T:
    """The value stored under ``key`` if it is of ``kind``, else ``default``.

    ``kind`` is ``int``, ``float`` (finite only), ``bool``, ``str``, ``list`` (of
    strings) or ``QByteArray``.  Numbers and flags written as text (INI files) are
    read; anything else of the wrong type, or a value Qt cannot hand over, gives the
    default.
    """
    if kind not in _CONVERTERS:
        raise TypeError(f"read_setting cannot read {kind!r}")
    try:
        if not settings.contains(key):
            return default
        value = _CONVERTERS[kind](settings.value(key))
    except Exception:  # a value PySide cannot convert is a broken value
        return default
    return default if value is None else value


# -- the folder file dialogs open in -------------------------------------------------------

LAST_FOLDER_KEY = "files/last_folder"
_MAX_FOLDER_CHARS = 4096


def _usable_folder(text: str) -> bool:
    if not text or "\x00" in text or len(text) > _MAX_FOLDER_CHARS:
        return False
    folder = Path(text)
    try:
        return folder.is_absolute() and folder.is_dir()
    except OSError:
        return False


def start_folder() -> Path:
    """Where a file dialog opens: the folder last used, else the documents folder.

    Never the working folder (which is wherever the app happened to be started);
    a remembered folder that is gone, or a setting that is no folder, is passed over.
    """
    remembered = read_setting(open_settings(), LAST_FOLDER_KEY, "", str)
    if _usable_folder(remembered):
        return Path(remembered)
    for location in (
        QStandardPaths.StandardLocation.DocumentsLocation,
        QStandardPaths.StandardLocation.HomeLocation,
    ):
        folder = QStandardPaths.writableLocation(location)
        if _usable_folder(folder):
            return Path(folder)
    return Path.home()


def remember_folder(path: str | Path) -> None:
    """Remember the folder of ``path`` (a file chosen in a dialog) for the next dialog."""
    folder = str(Path(path).parent)
    if _usable_folder(folder):
        open_settings().setValue(LAST_FOLDER_KEY, folder)
