"""Render the app icon's PNG sizes, ``.ico`` and ``.icns`` from its SVG source.

Run once after editing ``resources/icons/selfattn-gui.svg`` and commit the results::

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/make_icons.py

Qt's own SVG renderer draws every size, so no image library is needed.  Both icon
containers can hold PNG-compressed frames (Windows Vista and later, macOS 10.7 and
later), which keeps the two writers below a few lines each.
"""

from __future__ import annotations

import argparse
import struct
import sys
from pathlib import Path

ICON_DIR = Path(__file__).resolve().parent.parent / "resources" / "icons"
SVG_NAME = "selfattn-gui.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# An ICO entry stores its width in one byte (0 means 256), so 256 is the largest frame.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Apple's PNG-capable element types and the pixel size each one holds.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512 pt at 2x
    (b"ic11", 32),  # 16 pt at 2x
    (b"ic12", 64),  # 32 pt at 2x
    (b"ic13", 256),  # 128 pt at 2x
    (b"ic14", 512),  # 256 pt at 2x
)


def png_name(size: int) -> str:
    """File name of one PNG size, e.g. ``selfattn-gui-48.png``."""
    return f"selfattn-gui-{size}.png"


def render_png(svg_path: Path, size: int) -> bytes:
    """The SVG drawn on a transparent ``size`` x ``size`` square, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg_path))
    if not renderer.isValid():
        raise ValueError(f"{svg_path}: not a valid SVG file")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(frames: dict[int, bytes]) -> bytes:
    """A Windows ``.ico`` holding one PNG frame per size (sizes up to 256)."""
    sizes = sorted(frames)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f"an ICO frame must be 1..256 pixels wide, not {size}")
        png = frames[size]
        side = 0 if size == 256 else size
        # width, height, palette size, reserved, colour planes, bits per pixel, bytes, offset
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        images += png
        offset += len(png)
    return header + entries + images


def icns_bytes(elements: list[tuple[bytes, bytes]]) -> bytes:
    """An Apple ``.icns``: (four-letter type, PNG bytes) elements after an 8-byte header."""
    body = b"".join(kind + struct.pack(">I", 8 + len(png)) + png for kind, png in elements)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ICON_DIR, help="folder to write into")
    args = parser.parse_args(argv)

    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (fonts, plugins)
    svg_path = ICON_DIR / SVG_NAME
    needed = sorted(set(PNG_SIZES) | {size for _, size in ICNS_TYPES})
    rendered = {size: render_png(svg_path, size) for size in needed}

    args.out.mkdir(parents=True, exist_ok=True)
    for size in PNG_SIZES:
        (args.out / png_name(size)).write_bytes(rendered[size])
    (args.out / "selfattn-gui.ico").write_bytes(ico_bytes({s: rendered[s] for s in ICO_SIZES}))
    (args.out / "selfattn-gui.icns").write_bytes(
        icns_bytes([(kind, rendered[size]) for kind, size in ICNS_TYPES])
    )
    print(f"wrote {len(PNG_SIZES)} PNGs, selfattn-gui.ico and selfattn-gui.icns to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
