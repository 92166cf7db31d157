"""The worksheet PDF in Chinese and Arabic: the faces a reader of each expects.

The PDF is read as another program would: the names of the fonts it embeds
(``/BaseFont``) and its text matrices (a sheared one, ``1 0 .3 -1 0 0 Tm``, is how Qt
fakes italics for a face that has none).  The title is checked on a real PDF page
through a painter that notes what it draws.
"""

from __future__ import annotations

import re
import zlib
from pathlib import Path

import pytest
from PySide6.QtGui import QFontDatabase, QFontMetricsF, QPageSize, QPainter, QPdfWriter

from selfattn_gui.core.sessions import presets
from selfattn_gui.core.teaching.worksheet import build_worksheet
from selfattn_gui.ui.export.worksheet_pdf import (
    RESOLUTION,
    SMALLEST_TITLE_POINTS,
    paint_worksheet,
    write_worksheet_pdf,
)
from selfattn_gui.ui.foundation import language as app_language

#: a face the test machine needs for the language (Debian's fonts-noto-cjk, -core)
NEEDS = {"zh_CN": "Noto Sans CJK SC", "ar": "Noto Sans Arabic"}
#: the face each language's own script must come out in, as PDF names it
WANTED = {"zh_CN": ("NotoSansCJKsc",), "ar": ("NotoSansArabic", "NotoNaskhArabic")}
#: faces with the wrong forms (Japanese, Traditional, Korean) or for display, not text
UNWANTED = {
    "zh_CN": ("CJKjp", "CJKtc", "CJKhk", "CJKkr"),
    "ar": ("Kufi",),
}


def embedded_fonts(pdf: bytes) -> set[str]:
    return {name.decode() for name in re.findall(rb"/BaseFont\s*/([^\s/\[\]<>]+)", pdf)}


def sheared_text(pdf: bytes) -> int:
    """How many runs of text the PDF draws slanted by a shear (fake italics)."""
    count = 0
    for stream in re.findall(rb"stream\r?\n(.*?)endstream", pdf, re.S):
        try:
            content = zlib.decompress(stream)
        except zlib.error:
            continue
        for shear in re.findall(rb"1 0 (\S+) -1 0 0 Tm", content):
            count += float(shear) != 0.0
    return count


@pytest.fixture
def speaking(qapp):
    """Install a language for one test, and English back after it."""
    installed = []

    def use(code: str) -> None:
        face = NEEDS.get(code)
        if face and not QFontDatabase.hasFamily(face):
            pytest.skip(f"{face} is not installed (.ci/run installs fonts-noto-core, -cjk)")
        installed.append(app_language.install(qapp, code))

    yield use
    for done in installed:
        app_language.uninstall(qapp, done)


@pytest.mark.parametrize("code", ["zh_CN", "ar"])
def test_the_worksheet_embeds_the_language_s_own_face(speaking, tmp_path: Path, code):
    speaking(code)
    write_worksheet_pdf(build_worksheet(presets.load_preset("cat-sat-mat")), tmp_path / "s.pdf")
    pdf = (tmp_path / "s.pdf").read_bytes()
    fonts = embedded_fonts(pdf)
    assert any(w in f for f in fonts for w in WANTED[code]), fonts
    assert not [f for f in fonts for bad in UNWANTED[code] if bad in f], fonts
    # The formulas are italic in English; these faces have no italics to use.
    assert sheared_text(pdf) == 0


def test_english_formulas_keep_their_real_italics(qapp, tmp_path: Path):
    write_worksheet_pdf(build_worksheet(presets.load_preset("cat-sat-mat")), tmp_path / "s.pdf")
    pdf = (tmp_path / "s.pdf").read_bytes()
    assert any("Oblique" in f or "Italic" in f for f in embedded_fonts(pdf))
    assert sheared_text(pdf) == 0


class NotingPainter(QPainter):
    """A painter that notes every text it draws in a box, with the box and the font."""

    def __init__(self) -> None:
        super().__init__()
        self.drawn: list[tuple[str, float, float, float]] = []  # text, box, line, points

    def drawText(self, *args):  # noqa: N802 (Qt's name)
        if len(args) == 3 and isinstance(args[2], str):
            line = QFontMetricsF(self.font(), self.device()).lineSpacing()
            self.drawn.append((args[2], args[0].height(), line, self.font().pointSizeF()))
        return super().drawText(*args)


@pytest.mark.parametrize("code", ["en", "es", "fr", "pt_BR", "zh_CN", "ar"])
def test_the_worksheet_title_stays_on_one_line(speaking, tmp_path: Path, code):
    """The example's title ends in "(…, d_k = 2)": wrapped, a line began with "2)"."""
    if code != "en":
        speaking(code)
    sheet = build_worksheet(presets.load_preset("cat-sat-mat"))
    writer = QPdfWriter(str(tmp_path / "s.pdf"))
    writer.setResolution(RESOLUTION)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    painter = NotingPainter()
    assert painter.begin(writer)
    try:
        paint_worksheet(sheet, writer, painter, writer.newPage)
    finally:
        painter.end()
    # The running heads name it too, in small print; the two page titles are the big ones.
    titles = [
        (text, h, line)
        for text, h, line, pt in painter.drawn
        if sheet.title in text and pt >= SMALLEST_TITLE_POINTS
    ]
    assert len(titles) == 2
    for text, height, line in titles:
        lines = text.count("\n") + 1  # the words before the example's title may have their own
        assert lines <= 2 and height < (lines + 0.5) * line, f"{code}: {height / line:.1f} lines"
