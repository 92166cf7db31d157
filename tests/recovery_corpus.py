"""Bad things a recovery folder can hold after a crash, a damaged disk or a prank.

Each case writes one bad copy named ``bad`` into a folder; :func:`write_good_copy`
writes a good one beside it.  The tests check that the app still starts, offers the
good copy, and reports and keeps the bad one.  (Loaded by path: the tests are not a
package.)
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

from selfattn_gui.core.sessions import presets, session_io

BAD = "bad"
GOOD = "good"


def write_good_copy(
    folder: Path, copy_id: str = GOOD, title: str = "good work", preset: str = "cat-sat-mat"
):
    """A whole copy (session and details) as a crashed app leaves it; returns its session."""
    folder.mkdir(parents=True, exist_ok=True)
    session = presets.load_preset(preset)
    session_io.save_session(session, folder / f"{copy_id}.selfattn.json")
    (folder / f"{copy_id}.info.json").write_text(
        json.dumps({"pid": 4242, "path": None, "title": title}), encoding="utf-8"
    )
    return session


def _session(folder: Path) -> Path:
    session_io.save_session(presets.load_preset("cat-sat-mat"), folder / f"{BAD}.selfattn.json")
    return folder / f"{BAD}.selfattn.json"


def _info(folder: Path, text: str | bytes) -> None:
    path = folder / f"{BAD}.info.json"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")


def _with_info(text: str | bytes) -> Callable[[Path], None]:
    def make(folder: Path) -> None:
        _session(folder)
        _info(folder, text)

    return make


def _session_folder(folder: Path) -> None:
    (folder / f"{BAD}.selfattn.json").mkdir()
    _info(folder, '{"pid": 4243, "path": null, "title": "a folder"}')


def _info_folder(folder: Path) -> None:
    _session(folder)
    (folder / f"{BAD}.info.json").mkdir()


def _lock_folder(folder: Path) -> None:
    _session(folder)
    _info(folder, '{"pid": 4243, "path": null, "title": "x"}')
    (folder / f"{BAD}.lock").mkdir()


def _damaged_session(folder: Path) -> None:
    text = _session(folder).read_text(encoding="utf-8")
    (folder / f"{BAD}.selfattn.json").write_text(text[: len(text) // 2], encoding="utf-8")
    _info(folder, '{"pid": 4243, "path": null, "title": "cut short"}')


def _huge_session(folder: Path) -> None:
    with open(folder / f"{BAD}.selfattn.json", "wb") as handle:
        handle.truncate(21 * 1024 * 1024)  # sparse: costs no disk
    _info(folder, '{"pid": 4243, "path": null, "title": "huge"}')


def _binary_session(folder: Path) -> None:
    (folder / f"{BAD}.selfattn.json").write_bytes(b"\xff\xfe\x00garbage")


def _session_link(folder: Path) -> None:
    outside = folder.parent / "someone-elses-file.selfattn.json"
    session_io.save_session(presets.load_preset("it-animal"), outside)
    os.symlink(outside, folder / f"{BAD}.selfattn.json")


def _session_fifo(folder: Path) -> None:
    os.mkfifo(folder / f"{BAD}.selfattn.json")
    _info(folder, '{"pid": 4243, "path": null, "title": "a pipe"}')


def _details_only(folder: Path) -> None:
    _info(folder, '{"pid": 4243, "path": null, "title": "no work left"}')


#: name -> how to make it; every case leaves files named ``bad.*``.
CASES: dict[str, Callable[[Path], None]] = {
    "pid 1e400": _with_info('{"pid": 1e400, "path": null, "title": "x"}'),
    "pid of 20 digits": _with_info('{"pid": 12345678901234567890, "path": null, "title": "x"}'),
    "pid as text": _with_info('{"pid": "4243", "path": null, "title": "x"}'),
    "pid NaN": _with_info('{"pid": NaN, "path": null, "title": "x"}'),
    "path 5": _with_info('{"pid": 4243, "path": 5, "title": "x"}'),
    "path with NUL": _with_info('{"pid": 4243, "path": "/tmp/a\\u0000b", "title": "x"}'),
    "relative path": _with_info('{"pid": 4243, "path": "../../etc/passwd", "title": "x"}'),
    "title a list": _with_info('{"pid": 4243, "path": null, "title": ["<img src=/dev/zero>"]}'),
    "details not an object": _with_info("[1, 2, 3]"),
    "details not JSON": _with_info("{pid: 4243, this is not json"),
    "details empty": _with_info(""),
    "details not UTF-8": _with_info(b"\xff\xfe\x00\x81 not text"),
    "details nested deeply": _with_info("[" * 50_000),
    "details huge": _with_info('{"title": "' + "a" * 2_000_000 + '"}'),
    "details are a folder": _info_folder,
    "copy is a folder": _session_folder,
    "lock is a folder": _lock_folder,
    "copy cut short": _damaged_session,
    "copy of 21 MB": _huge_session,
    "copy not UTF-8": _binary_session,
    "copy is a link": _session_link,
    "copy is a pipe": _session_fifo,
    "details without a copy": _details_only,
}


def listing(folder: Path) -> set[str]:
    """The names in ``folder`` that hold work or details (lock files come and go)."""
    return {name for name in os.listdir(folder) if not name.endswith(".lock")}
