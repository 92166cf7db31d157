"""A pseudo-language: every string of the interface and the lessons made about 40 %
longer, with accented letters and brackets, so that a window drawn in it shows at a
glance what is not translated (no brackets) and what does not fit (cut brackets).

``build_pseudo_catalogue(folder)`` runs ``pyside6-lupdate`` over the package into a
``.ts`` file, writes a pseudo translation for every message and builds it with
``pyside6-lrelease``; :func:`use_pseudo_content` makes the lessons, presets and the
glossary read in the pseudo-language too.
"""

from __future__ import annotations

import math
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from selfattn_gui.core.translations.interface_catalogues import make_plural

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
OPEN, CLOSE = "［", "］"
_ACCENTS = str.maketrans("aeiouycnsAEIOUYCNS", "àéîõüýçñšÀÉÎÕÜÝÇÑŠ")
#: what must stay as it is: placeholders, %n, tags, entities, mnemonics
_KEEP = re.compile(r"(\{[A-Za-z_0-9]*\}|%n|%\d|<[^>]*>|&[a-zA-Z]+;|&&|&(?=\w))")


def pseudo(text: str) -> str:
    """``"Open a file"`` -> ``"［Õpéñ à fîlé ẋẋẋẋ］"``: 40 % longer, every letter still read."""
    if not text.strip():
        return text
    parts = _KEEP.split(text)
    body = "".join(part if _KEEP.fullmatch(part) else part.translate(_ACCENTS) for part in parts)
    visible = len(re.sub(r"<[^>]*>", "", text))
    padding = "ẋ" * max(1, math.ceil(0.4 * visible) - 2)
    return f"{OPEN}{body} {padding}{CLOSE}"


def build_pseudo_catalogue(folder: Path) -> Path:
    """A ``.qm`` file with a pseudo translation of every message of the package."""
    source = folder / "selfattn_gui_pseudo.ts"
    subprocess.run(
        [
            str(BIN / "pyside6-lupdate"),
            "-extensions",
            "py",
            "-locations",
            "none",
            "-target-language",
            "en",
            str(ROOT / "selfattn_gui"),
            "-ts",
            str(source),
        ],
        check=True,
        capture_output=True,
    )
    make_plural(source, {}, count=2)  # as the real catalogues: "%n" messages are plural
    tree = ET.parse(source)
    for message in tree.iter("message"):
        text = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        forms = translation.findall("numerusform")
        if forms:
            for form in forms:
                form.text = pseudo(text)
        else:
            translation.text = pseudo(text)
    tree.write(source, encoding="utf-8", xml_declaration=True)
    target = folder / "selfattn_gui_pseudo.qm"
    subprocess.run(
        [str(BIN / "pyside6-lrelease"), "-silent", str(source), "-qm", str(target)],
        check=True,
        capture_output=True,
    )
    return target


def use_pseudo_content() -> None:
    """Read every lesson, preset and glossary text in the pseudo-language."""
    from selfattn_gui.core import text
    from selfattn_gui.core.lessons import lesson
    from selfattn_gui.core.translations import content

    def translate_document(document: Any, original: Path, language: str, places: Any):
        entries = {
            item.at: (item.source, pseudo(item.source))
            for item in content.texts_of(document, places)
        }
        return content.apply_translation(document, entries, places, original.name)

    content.translate_document = translate_document  # type: ignore[assignment]
    lesson.translate_document = translate_document  # type: ignore[attr-defined]
    text.set_language("pseudo")
