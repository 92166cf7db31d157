"""The one door every sentence a person reads goes through: :func:`translate`.

``core`` never imports Qt, yet its walkthrough, explanations, checks and messages are
read by people in their own language.  So they call :func:`translate` (and mark
sentences kept in constants with :func:`QT_TRANSLATE_NOOP`), which ``pyside6-lupdate``
finds like Qt's own functions; the composition root hands it
``QCoreApplication.translate`` once the translators are installed (see
:mod:`selfattn_gui.ui.foundation.language`).  Until then, and in ``core``'s own tests, a
sentence stays as written.

Sentences take named ``{placeholders}`` filled by ``str.format`` after translating,
never pieces glued together, so a translator can move a number to where their
language puts it.  ``%n`` counts plurals: ``translate(ctx, "%n token(s)", None, 3)``
(positional: lupdate ignores a call with keyword arguments)
(English drops or keeps the ``(s)``; other languages have a form per plural form).

The decimal point of the numbers written into sentences lives here too, set once at
start from the learner's language (``.`` or ``,``; digits are always 0-9).
"""

from __future__ import annotations

from collections.abc import Callable

Translator = Callable[[str, str, "str | None", int], str]


def _as_written(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """English: the text itself, ``%n`` filled in and ``(s)`` made right for ``n``
    (``"%n column(s)"`` -> ``"1 column"``, ``"3 columns"``)."""
    if n < 0:
        return text
    return text.replace("%n", str(n)).replace("(s)", "" if n == 1 else "s")


_translator: Translator = _as_written
_decimal_point = "."
_language = "en"


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the learner's language (``context`` groups it for translators)."""
    return _translator(context, text, disambiguation, n)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate knows)
    """Mark ``text`` for translation without translating it yet (for constants made at
    import, before any translator exists); translate it where it is shown."""
    return text


def set_translator(translator: Translator | None) -> None:
    """Send every :func:`translate` to ``translator`` (None: back to the text as written)."""
    global _translator
    _translator = translator if translator is not None else _as_written


def decimal_point() -> str:
    """The decimal separator of numbers written into sentences: ``"."`` or ``","``."""
    return _decimal_point


def set_decimal_point(point: str) -> None:
    """Choose ``"."`` or ``","`` (anything else falls back to ``"."``)."""
    global _decimal_point
    _decimal_point = point if point in (".", ",") else "."


def language() -> str:
    """The code of the learner's language (``"en"``, ``"es"``, ``"zh_CN"``…): the
    teaching content (lessons, presets, glossary) is read in it."""
    return _language


def set_language(code: str) -> None:
    """Read the teaching content in ``code`` from now on (the root sets it at start)."""
    global _language
    _language = code
