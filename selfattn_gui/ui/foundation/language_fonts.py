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
_SCRIPT_FACES = frozenset(face for lang in LANGUAGES for face in (*lang.faces, *lang.paper_faces))


def script_face(code: str, *, on_paper: bool = False) -> str | None:
    """The first installed face of language ``code``'s script (for a PDF ``on_paper``);
    None when it needs none (Latin scripts: the window's face draws them) or none is
    installed."""
    chosen = language(code)
    for face in (chosen.paper_faces or chosen.faces) if on_paper else chosen.faces:
        if QFontDatabase.hasFamily(face):
            return face
    return None


def with_script_face(font: QFont, code: str, *, on_paper: bool = False) -> QFont:
    """A copy of ``font`` whose families are its own (without another language's
    script face) and language ``code``'s script face.

    Qt draws each script with the first family in the list that has it.  The window's
    face comes first, so Latin letters, digits and the line height stay the window's
    (the CJK faces carry Latin letters of their own); a window face with no glyphs of
    the script leaves it to the script face.  ``on_paper`` (sentences in a PDF, whose
    lines are measured anyway) takes the language's paper face and puts it first when
    it has no Latin letters: DejaVu Sans has Arabic letters of its own and would
    otherwise draw the Arabic.  The window's face is named as the face its families
    resolve to: a list that starts with an alias such as "Sans Serif" matches no family
    of the database, and Qt would then use the next one for all.
    """
    chosen = QFont(font)
    families = font.families() or [font.family()]
    # the first family is the window's own, even when it is one a language names
    chosen.setFamilies([families[0], *(f for f in families[1:] if f not in _SCRIPT_FACES)])
    face = script_face(code, on_paper=on_paper)
    if face is None:
        return chosen
    resolved = QFontInfo(chosen).family()
    own = [resolved, *(family for family in chosen.families() if family != resolved)]
    has_latin = QFontDatabase.WritingSystem.Latin in QFontDatabase.writingSystems(face)
    if face in own:
        chosen.setFamilies(own)
    elif on_paper and not has_latin:
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
