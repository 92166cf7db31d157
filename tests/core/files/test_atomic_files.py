"""Every writer (sessions, recovery copies, progress, exports) respects the learner's files.

A read-only file is refused, never replaced; a symbolic link is written through to its
target and stays a link; any file name the file system allows can be saved.  We run as
root here, where a read-only mode does not stop a write: the product checks the mode
bits itself, and so these tests really exercise it.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from selfattn_gui.core.files import atomic_files
from selfattn_gui.core.files.atomic_files import (
    ReadOnlyFileError,
    atomic_write_text,
    write_atomically,
)
from selfattn_gui.core.sessions import session_io
from selfattn_gui.core.sessions.presets import load_preset


def _text_writer(path: Path, text: str) -> None:
    atomic_write_text(path, text)


def _file_writer(path: Path, text: str) -> None:
    """As the image and PDF exports use it: the writer gets a temporary file name."""
    write_atomically(path, lambda temporary: temporary.write_text(text, encoding="utf-8"))


def _session_writer(path: Path, text: str) -> None:
    session = load_preset("cat-sat-mat").replace(title=text)
    session_io.save_session(session, path)


def _written(path: Path, text: str, writer: Callable[[Path, str], None]) -> bool:
    content = path.read_text(encoding="utf-8")
    if writer is _session_writer:
        return session_io.load_session(path).title == text
    return content == text


WRITERS = [
    pytest.param(_text_writer, id="text"),
    pytest.param(_file_writer, id="file"),
    pytest.param(_session_writer, id="session"),
]


def _listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# -- read-only files -------------------------------------------------------------------------


@pytest.mark.parametrize("writer", WRITERS)
@pytest.mark.parametrize("mode", [0o444, 0o400, 0o555])
def test_a_read_only_file_is_refused_and_left_as_it_was(tmp_path, writer, mode):
    target = tmp_path / "teacher.selfattn.json"
    target.write_text("the teacher's copy", encoding="utf-8")
    target.chmod(mode)
    with pytest.raises(ReadOnlyFileError) as refused:
        writer(target, "new")
    assert isinstance(refused.value, PermissionError)  # callers that catch OSError still do
    assert refused.value.errno == errno.EACCES
    assert "read-only" in refused.value.strerror
    assert refused.value.filename == str(target)
    assert target.read_text(encoding="utf-8") == "the teacher's copy"
    assert stat.S_IMODE(target.stat().st_mode) == mode
    assert _listing(tmp_path) == [target.name]  # no temporary file left behind
    target.chmod(0o640)  # made writable again: saved, and the mode is kept
    writer(target, "new")
    assert _written(target, "new", writer)
    assert stat.S_IMODE(target.stat().st_mode) == 0o640


@pytest.mark.parametrize("writer", WRITERS)
def test_a_file_the_user_may_not_write_is_refused_even_with_write_bits(
    tmp_path, writer, monkeypatch
):
    # Someone else's 0644 file, as a normal user sees it: os.access says no.
    target = tmp_path / "theirs.txt"
    target.write_text("theirs", encoding="utf-8")
    real_access = os.access
    monkeypatch.setattr(
        atomic_files.os,
        "access",
        lambda p, m, **k: False if Path(p) == target and m == os.W_OK else real_access(p, m),
    )
    with pytest.raises(ReadOnlyFileError):
        writer(target, "mine")
    assert target.read_text(encoding="utf-8") == "theirs"


# -- symbolic links ---------------------------------------------------------------------------


@pytest.mark.parametrize("writer", WRITERS)
def test_a_symbolic_link_is_written_through_and_stays_a_link(tmp_path, writer):
    (tmp_path / "lessons").mkdir()
    real = tmp_path / "lessons" / "week1.json"
    real.write_text("old", encoding="utf-8")
    real.chmod(0o604)
    link = tmp_path / "current.json"
    link.symlink_to(os.path.join("lessons", "week1.json"))  # relative, as `ln -s` makes them
    writer(link, "new")
    assert link.is_symlink()
    assert os.readlink(link) == os.path.join("lessons", "week1.json")
    assert _written(real, "new", writer)
    assert stat.S_IMODE(real.stat().st_mode) == 0o604  # the target's mode, not the link's
    assert _listing(tmp_path) == ["current.json", "lessons"]
    assert _listing(real.parent) == ["week1.json"]  # the temporary file sat next to the target


@pytest.mark.parametrize("writer", WRITERS)
def test_a_chain_of_links_and_a_link_to_a_file_not_made_yet(tmp_path, writer):
    real = tmp_path / "real.json"
    middle = tmp_path / "middle.json"
    first = tmp_path / "first.json"
    middle.symlink_to(real)  # real.json does not exist yet
    first.symlink_to(middle)
    writer(first, "made")
    assert first.is_symlink() and middle.is_symlink()
    assert _written(real, "made", writer)


@pytest.mark.parametrize("writer", WRITERS)
def test_a_link_to_a_read_only_file_is_refused(tmp_path, writer):
    real = tmp_path / "real.json"
    real.write_text("keep", encoding="utf-8")
    real.chmod(0o444)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    with pytest.raises(ReadOnlyFileError):
        writer(link, "new")
    assert real.read_text(encoding="utf-8") == "keep" and link.is_symlink()


@pytest.mark.parametrize("writer", WRITERS)
def test_a_loop_of_links_is_named_and_nothing_is_replaced(tmp_path, writer):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.symlink_to(b)
    b.symlink_to(a)
    with pytest.raises(OSError) as refused:
        writer(a, "x")
    assert refused.value.errno == errno.ELOOP and "loop" in refused.value.strerror
    assert a.is_symlink() and b.is_symlink()
    assert _listing(tmp_path) == ["a.json", "b.json"]


# -- long names ---------------------------------------------------------------------------------


@pytest.mark.parametrize("writer", WRITERS)
@pytest.mark.parametrize("length", [242, 250, 255])
def test_any_name_the_file_system_allows_can_be_saved(tmp_path, writer, length):
    name_max = os.pathconf(tmp_path, "PC_NAME_MAX")
    assert name_max >= 255
    name = "a" * (length - len(".selfattn.json")) + ".selfattn.json"
    assert len(name.encode("utf-8")) == length
    target = tmp_path / name
    writer(target, "long")
    assert _written(target, "long", writer)
    writer(target, "again")  # and over an existing file of that name
    assert _written(target, "again", writer)
    assert _listing(tmp_path) == [name]


def test_a_long_name_in_multibyte_letters_with_a_long_suffix(tmp_path):
    name = "ü" * 120 + "." + "x" * 14  # 255 bytes, and a suffix longer than any image type
    assert len(name.encode("utf-8")) == 255
    target = tmp_path / name
    _file_writer(target, "ok")
    assert target.read_text(encoding="utf-8") == "ok"
    assert _listing(tmp_path) == [name]


def test_image_writers_still_get_the_suffix_they_choose_the_format_by(tmp_path):
    seen: list[str] = []

    def write(temporary: Path) -> None:
        seen.append(temporary.name)
        temporary.write_bytes(b"\x89PNG")

    write_atomically(tmp_path / ("b" * 251 + ".png"), write)
    assert seen[0].endswith(".png") and len(seen[0]) < 40
