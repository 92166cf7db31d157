"""Fast checks of the installers' data files: icons, .desktop entry, MIME type, control.

The icon containers are read back with a reader written here from the formats'
published layouts, and once more with Qt's own ICO/ICNS image plugins, so a mistake
in ``packaging/make_icons.py`` cannot hide behind itself.
"""

from __future__ import annotations

import configparser
import fnmatch
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "resources" / "icons"
PACKAGING = ROOT / "packaging"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MIME_TYPE = "application/x-selfattn-session"


def png_size(data: bytes) -> tuple[int, int]:
    """(width, height) from a PNG's IHDR chunk, which always comes first."""
    assert data[:8] == PNG_SIGNATURE, "not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def png_pixel_rgb(path: Path, x: int, y: int) -> tuple[int, int, int]:
    """One pixel of a PNG file, decoded by Qt (an independent decoder)."""
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    assert not image.isNull(), path
    color = image.pixelColor(x, y)
    return color.red(), color.green(), color.blue()


@pytest.mark.parametrize("size", [16, 24, 32, 48, 64, 128, 256, 512])
def test_png_icon_has_its_size(size):
    data = (ICONS / f"selfattn-gui-{size}.png").read_bytes()
    assert png_size(data) == (size, size)


def test_icon_has_one_bright_cell(qapp):
    # The design: a 3x3 weights grid where exactly one cell (bottom left) glows.
    path = ICONS / "selfattn-gui-512.png"
    centres = [52 + 60 + 144 * i for i in range(3)]  # cell origin + half a cell, step 144
    brightness = {
        (row, col): sum(png_pixel_rgb(path, x, y))
        for row, y in enumerate(centres)
        for col, x in enumerate(centres)
    }
    brightest = max(brightness, key=brightness.get)
    assert brightest == (2, 0)
    runner_up = sorted(brightness.values())[-2]
    assert brightness[brightest] > 1.5 * runner_up


def test_ico_container_holds_png_frames_up_to_256():
    data = (ICONS / "selfattn-gui.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        width, height, _colors, _res, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        frame = data[offset : offset + length]
        expected = width or 256  # a stored 0 means 256
        assert png_size(frame) == (expected, height or 256)
        assert (planes, bits) == (1, 32)
        sizes.append(expected)
    assert sorted(sizes) == [16, 24, 32, 48, 64, 128, 256]
    last = max(offset + length for offset, length in _ico_spans(data, count))
    assert last == len(data), "no stray bytes after the last frame"


def _ico_spans(data: bytes, count: int) -> list[tuple[int, int]]:
    spans = []
    for index in range(count):
        length, offset = struct.unpack_from("<II", data, 6 + 16 * index + 8)
        spans.append((offset, length))
    return spans


def test_icns_container_holds_apple_png_elements():
    data = (ICONS / "selfattn-gui.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    # Pixel sizes Apple documents for the PNG-capable element types.
    documented = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256,
                  b"ic09": 512, b"ic10": 1024, b"ic11": 32, b"ic12": 64, b"ic13": 256,
                  b"ic14": 512}  # fmt: skip
    found = {}
    position = 8
    while position < len(data):
        kind = data[position : position + 4]
        length = struct.unpack(">I", data[position + 4 : position + 8])[0]
        assert length > 8
        found[kind] = png_size(data[position + 8 : position + length])
        position += length
    assert position == len(data)
    assert {b"ic07", b"ic08", b"ic09", b"ic10"} <= set(found)
    for kind, size in found.items():
        assert size == (documented[kind], documented[kind]), kind


def test_qt_reads_both_icon_containers(qapp):
    from PySide6.QtGui import QImageReader

    ico = QImageReader(str(ICONS / "selfattn-gui.ico"))
    assert ico.imageCount() == 7
    assert ico.read().width() in (16, 256)
    icns = QImageReader(str(ICONS / "selfattn-gui.icns"))
    if not icns.canRead():  # the ICNS plugin is optional in Qt builds
        pytest.skip("this Qt has no ICNS image plugin")
    assert icns.imageCount() >= 4


def read_desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(PACKAGING / "selfattn-gui.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_is_in_education_and_opens_sessions():
    entry = read_desktop_entry()
    assert "Education" in entry["Categories"].split(";")
    assert entry["Exec"].split()[0] == "selfattn-gui"
    assert {"%f", "%F", "%u", "%U"} & set(entry["Exec"].split()), "files must be passed on"
    assert MIME_TYPE in entry["MimeType"].split(";")
    assert (ICONS / f"{entry['Icon']}.svg").is_file()
    assert entry["Terminal"] == "false"


def test_desktop_entry_passes_desktop_file_validate():
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate is not installed (package desktop-file-utils)")
    done = subprocess.run(
        [tool, str(PACKAGING / "selfattn-gui.desktop")], capture_output=True, text=True
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def test_mime_type_claims_session_files_only():
    namespace = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    tree = ET.parse(PACKAGING / "selfattn-gui-mime.xml")
    mime = tree.getroot().find("m:mime-type", namespace)
    assert mime.get("type") == MIME_TYPE
    patterns = [glob.get("pattern") for glob in mime.findall("m:glob", namespace)]
    assert patterns
    matches = lambda name: any(fnmatch.fnmatch(name, p) for p in patterns)  # noqa: E731
    assert matches("my first lesson.selfattn.json")
    assert not matches("data.json")
    assert not matches("notes.selfattn.txt")


def test_control_depends_on_the_libraries_qt_needs():
    # The list from DESIGN.md's pitfalls (found by running Qt on bare Debian).
    text = (PACKAGING / "debian" / "control.in").read_text(encoding="utf-8")
    depends_block = text.split("Depends:", 1)[1].split("\nRecommends:", 1)[0]
    packages = {
        alternative.strip().split(" ")[0]
        for item in depends_block.replace("\n", " ").split(",")
        for alternative in item.split("|")
    }
    for needed in ["libegl1", "libgl1", "libopengl0", "libfontconfig1", "fonts-dejavu-core",
                   "libxkbcommon0", "libdbus-1-3", "libxcb-cursor0", "libxcb-icccm4",
                   "libxcb-keysyms1", "libxkbcommon-x11-0"]:  # fmt: skip
        assert needed in packages, needed


@pytest.mark.parametrize("script", ["postinst", "postrm"])
def test_maintainer_scripts_are_valid_sh_and_guard_every_tool(script):
    path = PACKAGING / "debian" / script
    text = path.read_text(encoding="utf-8")
    assert text.startswith("#!/bin/sh\n")
    subprocess.run(["sh", "-n", str(path)], check=True)
    for tool in ("update-desktop-database", "update-mime-database", "gtk-update-icon-cache"):
        assert f"command -v {tool}" in text, f"{tool} must be optional"
