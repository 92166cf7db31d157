"""The languages the app speaks, and which one a locale name asks for.

Each language has a complete interface translation (``resources/i18n/selfattn_gui_<code>.ts``,
built into a ``.qm``) and translations of the lessons, the presets and the glossary
(``i18n/<code>/`` beside each of them: see :mod:`selfattn_gui.core.translations`).
A test fails any language here whose translations are unfinished.
"""

from __future__ import annotations

from dataclasses import dataclass

SOURCE_LANGUAGE = "en"


@dataclass(frozen=True)
class Language:
    """``code`` as Qt names locales (``pt_BR``); ``name`` in the language itself.

    ``numbers`` is the locale whose numbers the app writes when the system's own are
    not those of this language: Arabic uses ``ar_001``, whose digits are 0-9 like the
    matrices' (``ar_EG`` would write ٠١٢).

    ``faces`` are the text faces that draw the language's own script, in order of
    preference (the first one installed is used, after the window's own face, which
    still draws Latin letters and digits): Simplified Chinese must not fall back to a
    Japanese face, whose forms of the same characters differ, and Arabic body text
    wants a text face, not a display one (on screen one made for interfaces, whose lines
    are no taller than the window's: ``paper_faces`` may differ).  ``italics`` says whether the script is
    slanted for emphasis: Chinese and Arabic faces have no italics (Qt would fake them
    by shearing), so their emphasis is bold and their formulas upright.
    """

    code: str
    name: str
    english_name: str
    numbers: str
    plural_forms: int = 2  # how many forms a "%n thing(s)" message has (Qt's rules)
    right_to_left: bool = False
    faces: tuple[str, ...] = ()
    paper_faces: tuple[str, ...] = ()  # for the PDF, when they differ from ``faces``
    italics: bool = True


#: faces with the Simplified Chinese forms (Linux, Windows, macOS), never a "JP" or "TC" one
CHINESE_SIMPLIFIED_FACES = (
    "Noto Sans CJK SC",
    "Noto Sans SC",
    "Source Han Sans SC",
    "Source Han Sans CN",
    "Microsoft YaHei",
    "PingFang SC",
    "Hiragino Sans GB",
    "WenQuanYi Micro Hei",
)
#: Arabic text faces for the window: those made for interfaces first (compact lines, as
#: the window's layouts expect), never Noto Kufi, a display face
ARABIC_SCREEN_FACES = (
    "Noto Sans Arabic UI",
    "Noto Naskh Arabic UI",
    "Segoe UI",
    "Geeza Pro",
    "DejaVu Sans",
    "Noto Sans Arabic",
    "Noto Naskh Arabic",
)
#: Arabic text faces for paper, where every line is measured: a sans like the Latin, a Naskh
ARABIC_PAPER_FACES = (
    "Noto Sans Arabic",
    "Noto Naskh Arabic",
    "Noto Sans Arabic UI",
    "Noto Naskh Arabic UI",
    "Segoe UI",
    "Geeza Pro",
)

LANGUAGES: tuple[Language, ...] = (
    Language("en", "English", "English", "en_US"),
    Language("es", "Español", "Spanish", "es_ES"),
    Language("fr", "Français", "French", "fr_FR"),
    Language("pt_BR", "Português (Brasil)", "Portuguese (Brazil)", "pt_BR"),
    Language(
        "zh_CN",
        "简体中文",
        "Chinese (Simplified)",
        "zh_CN",
        plural_forms=1,
        faces=CHINESE_SIMPLIFIED_FACES,
        italics=False,
    ),
    Language(
        "ar",
        "العربية",
        "Arabic",
        "ar_001",
        plural_forms=6,
        right_to_left=True,
        faces=ARABIC_SCREEN_FACES,
        paper_faces=ARABIC_PAPER_FACES,
        italics=False,
    ),
)
CODES = tuple(language.code for language in LANGUAGES)
TRANSLATED = tuple(code for code in CODES if code != SOURCE_LANGUAGE)


def language(code: str) -> Language:
    """The language with this exact code (a KeyError names the ones there are)."""
    for candidate in LANGUAGES:
        if candidate.code == code:
            return candidate
    raise KeyError(f"no language {code!r}; there are {', '.join(CODES)}")


def slants(code: str) -> bool:
    """Whether text in language ``code`` may be set in italics (an unknown code, such
    as a test's pseudo language, slants as English does)."""
    return all(candidate.italics for candidate in LANGUAGES if candidate.code == code)


def match_locale(name: str) -> str:
    """The code of the language to use for a locale name such as ``es_MX``, ``pt-PT``,
    ``zh_Hans_CN`` or ``ar_EG.UTF-8``: the exact one, else the same language, else English.
    """
    name = name.split(".")[0].split("@")[0].replace("-", "_")
    if name in CODES:
        return name
    base = name.split("_")[0].lower()
    for code in CODES:
        if code.split("_")[0] == base:
            return code
    return SOURCE_LANGUAGE
