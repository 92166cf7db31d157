"""The face that draws a language's own script, and whether its text may slant.

Left to itself, Qt asks fontconfig for a face for each script it meets, and fontconfig
answers for the desktop's language, not the window's: Chinese text in a window run with
``--lang zh_CN`` on an English desktop came out in Noto Sans CJK **JP** (Japanese forms
of the same characters), Arabic in Noto Kufi (a display face).  So the app's font
names the language's own face (:attr:`~selfattn_gui.core.languages.Language.faces`)
after its first one: Latin letters and digits keep the window's face, the language's
script gets its own, on screen and in every picture and PDF, which all start from
the app's font.

Chinese and Arabic faces have no italics; Qt fakes them by shearing the glyphs.
:func:`slanted` leaves text upright in those languages.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo

from selfattn_gui.core import languages, text
from selfattn_gui.core.languages import LANGUAGES, language

#: every face some language asks for (taken off again when the language changes)
_SCRIPT_FACES = frozenset(face for lang in LANGUAGES for face in lang.faces)


def script_face(code: str) -> str | None:
    """The first installed face of language ``code``'s script; None when it needs none
    (Latin scripts: the window's face draws them) or none is installed."""
    for face in language(code).faces:
        if QFontDatabase.hasFamily(face):
            return face
    return None


def with_script_face(font: QFont, code: str, *, script_first: bool = False) -> QFont:
    """A copy of ``font`` whose families are its own (without another language's
    script face) and language ``code``'s script face.

    Qt draws each script with the first family in the list that has it.  The window's
    face comes first, so Latin letters, digits and the line height stay the window's
    (the CJK faces carry Latin letters of their own, Arabic faces tall lines); a window
    face with no glyphs of the script leaves it to the script face.  ``script_first``
    (for sentences on paper, where the lines are measured anyway) puts a script face
    that has no Latin letters before it: DejaVu Sans has a few Arabic letters of its
    own and would otherwise draw the Arabic.  The window's face is named as the face
    its families resolve to: a list that starts with an alias such as "Sans Serif"
    matches no family of the database, and Qt would then use the next one for all.
    """
    chosen = QFont(font)
    chosen.setFamilies([f for f in font.families() if f not in _SCRIPT_FACES] or [font.family()])
    face = script_face(code)
    if face is None:
        return chosen
    resolved = QFontInfo(chosen).family()
    own = [resolved, *(family for family in chosen.families() if family != resolved)]
    has_latin = QFontDatabase.WritingSystem.Latin in QFontDatabase.writingSystems(face)
    if script_first and not has_latin:
        chosen.setFamilies([face, *own])
    else:
        chosen.setFamilies([*own, face])
    return chosen


def slants(code: str | None = None) -> bool:
    """Whether text in language ``code`` (the one in use by default) may be italic."""
    return languages.slants(text.language() if code is None else code)


def slanted(font: QFont) -> QFont:
    """An italic copy of ``font``, or an upright one in a language without italics."""
    chosen = QFont(font)
    chosen.setItalic(slants())
    return chosen
