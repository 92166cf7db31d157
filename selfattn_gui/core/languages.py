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
    """``code`` as Qt names locales (``pt_BR``); ``name`` in the language itself."""

    code: str
    name: str
    english_name: str
    right_to_left: bool = False


LANGUAGES: tuple[Language, ...] = (
    Language("en", "English", "English"),
    Language("es", "Español", "Spanish"),
    Language("fr", "Français", "French"),
    Language("pt_BR", "Português (Brasil)", "Portuguese (Brazil)"),
    Language("zh_CN", "简体中文", "Chinese (Simplified)"),
    Language("ar", "العربية", "Arabic", right_to_left=True),
)
CODES = tuple(language.code for language in LANGUAGES)
TRANSLATED = tuple(code for code in CODES if code != SOURCE_LANGUAGE)


def language(code: str) -> Language:
    """The language with this exact code (a KeyError names the ones there are)."""
    for candidate in LANGUAGES:
        if candidate.code == code:
            return candidate
    raise KeyError(f"no language {code!r}; there are {', '.join(CODES)}")


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
