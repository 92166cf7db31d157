"""Hostile strings and a watch on files Qt must never open, for the plain-text tests.

Qt's rich text loads ``<img src=…>``, ``background-image`` and style sheets from any
path.  The corpus below names *marker* files (a real PNG and a real style sheet, so a
leak would load them) in a folder watched with Linux inotify: any open of a marker
while the strings are on screen fails the test.  inotify sees the open itself, so it
does not depend on access-time mount options.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import struct
import zlib
from pathlib import Path

_IN_OPEN = 0x00000020
_IN_ACCESS = 0x00000001
_IN_NONBLOCK = os.O_NONBLOCK


def _png_1x1() -> bytes:
    """A valid 1 × 1 red PNG: a marker Qt could really draw if it were allowed to load it."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)  # 8-bit RGB
    pixels = zlib.compress(b"\x00\xff\x00\x00")  # filter byte, then one red pixel
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")
    )


def hostile_strings(marker: Path, style_sheet: Path) -> list[str]:
    """Every spelling of "load this file" we know of, plus text that is merely awkward."""
    p, css = str(marker), str(style_sheet)
    return [
        f"<img src={p}>",
        f"<IMG SRC='{p}'>",
        f"< img src={p}>",
        f"<\nimg src={p}>",
        f"<img src={p}",  # never closed
        f'<img src="file://{p}">',
        f"x<img src={p}>",  # not at the start
        f"cat\n<img src={p}>",  # on the second line
        f"<p style='background-image:url({p})'>bg</p>",
        f"<table background='{p}'><tr><td>t</td></tr></table>",
        f"<body background={p}>b</body>",
        f"<link rel=stylesheet href='{css}'>css",
        f"<a href='file://{p}'>link</a>",
        "<img src='qrc:/qt-project.org/styles/commonstyle/images/file-16.png'>",
        f"&lt;img src={p}&gt;",
        "&amp;" * 5000,  # an "entity bomb" (HTML has no recursive entities: just long)
        "\u202egnp.exe",  # right-to-left override
        "\u2067isolate",
        "<b>bold?</b> <h1>huge?</h1>",
        "x" * 100_000,
    ]


def make_markers(folder: Path) -> tuple[Path, Path]:
    """Create the marker PNG and style sheet in ``folder``; return their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    marker = folder / "marker.png"
    marker.write_bytes(_png_1x1())
    style_sheet = folder / "marker.css"
    style_sheet.write_text(f"p {{ background-image: url({marker}); }}\n", encoding="utf-8")
    return marker, style_sheet


class OpenWatch:
    """Records every open or read of a file inside one folder (Linux inotify)."""

    def __init__(self, folder: Path) -> None:
        libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
        self._fd = libc.inotify_init1(_IN_NONBLOCK)
        if self._fd < 0:
            raise OSError(ctypes.get_errno(), "inotify_init1 failed")
        watch = libc.inotify_add_watch(self._fd, os.fsencode(folder), _IN_OPEN | _IN_ACCESS)
        if watch < 0:
            raise OSError(ctypes.get_errno(), f"inotify_add_watch failed for {folder}")
        self.opened: list[str] = []

    def poll(self) -> list[str]:
        """The names opened or read since the last call (and all so far in ``opened``)."""
        new: list[str] = []
        while True:
            try:
                data = os.read(self._fd, 65536)
            except BlockingIOError:
                break
            offset = 0
            while offset < len(data):
                _wd, _mask, _cookie, length = struct.unpack_from("iIII", data, offset)
                name = data[offset + 16 : offset + 16 + length].rstrip(b"\0").decode()
                new.append(name or "<the folder itself>")
                offset += 16 + length
        self.opened += new
        return new

    def close(self) -> None:
        os.close(self._fd)
