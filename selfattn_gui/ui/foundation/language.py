"""The learner's language: which one, and putting it in place before the window is built.

The choice, in order: ``--lang CODE`` for this run, the one chosen in Preferences, the
system's (``es_MX`` -> Spanish; a language the app does not have -> English).  It is
used in two steps: :func:`use_for_content` before anything is read (a preset's title,
the lessons), then :func:`install` once the QApplication exists: the app's and Qt's
own translations (so standard buttons follow), the numbers' locale, the face that draws
the language's script (Simplified Chinese forms, an Arabic text face: see
:mod:`~selfattn_gui.ui.foundation.language_fonts`) and the layout direction (Arabic mirrors the
window; matrices keep left to right where they are made, and the numbers, lists and
formulas of every translated sentence are isolated).
Changing the language in Preferences takes effect at the next start.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtGui import QGuiApplication

from selfattn_gui import __version__
from selfattn_gui.core import text
from selfattn_gui.core.files.resources import resource_path
from selfattn_gui.core.languages import CODES, SOURCE_LANGUAGE, language, match_locale
from selfattn_gui.core.text_direction import isolate_runs
from selfattn_gui.ui.foundation.language_fonts import with_script_face
from selfattn_gui.ui.foundation.settings_store import open_settings, read_setting

#: the settings key of the language chosen in Preferences ("" follows the system)
LANGUAGE_KEY = "appearance/language"
APP_CATALOGUE = "selfattn_gui"
#: Qt's own words that qtbase_<code>.qm lacks for this Qt ("&Look in:" of its file dialog)
QT_MISSING_CATALOGUE = "qt_dialogs"


def name_application() -> None:
    """The names that place the settings and user data (they can be set before the app exists)."""
    QCoreApplication.setApplicationName("selfattn-gui")
    QCoreApplication.setOrganizationName("selfattn-gui")
    QCoreApplication.setApplicationVersion(__version__)


def saved_language() -> str:
    """The language chosen in Preferences, or "" (follow the system) for none or an unknown one."""
    code = read_setting(open_settings(), LANGUAGE_KEY, "", str)
    return code if code in CODES else ""


def save_language(code: str) -> None:
    """Remember ``code`` ("" follows the system) for the next start."""
    open_settings().setValue(LANGUAGE_KEY, code if code in CODES else "")


def chosen_language(asked: str | None = None) -> str:
    """The code to use: ``asked`` (already checked), else the saved one, else the system's."""
    if asked:
        return asked
    return saved_language() or match_locale(QLocale.system().name())


def number_locale(code: str, system: QLocale | None = None) -> QLocale:
    """The locale whose decimal separator the numbers use with language ``code``.

    The system's own when it speaks that language (or one the app lacks, shown in
    English: a German desktop keeps its decimal comma) and writes digits 0-9; else
    the language's usual one.
    """
    system = QLocale.system() if system is None else system
    if match_locale(system.name()) == code and system.zeroDigit() == "0":
        return system
    return QLocale(language(code).numbers)


def decimal_point_of(locale: QLocale) -> str:
    """``","`` or ``"."``: what the locale puts between whole and decimal digits."""
    point = locale.decimalPoint()
    return point if point in (".", ",") else "."


def use_for_content(code: str, system: QLocale | None = None) -> None:
    """Read the lessons, presets and glossary in ``code`` and write numbers its way."""
    numbers = number_locale(code, system)
    QLocale.setDefault(numbers)
    text.set_language(code)
    text.set_decimal_point(decimal_point_of(numbers))


@dataclass
class Installed:
    """What :func:`install` put in place (translators must stay alive while in use)."""

    code: str
    translators: list[QTranslator]
    problems: list[str]


def install(app: QCoreApplication, code: str) -> Installed:
    """Put language ``code`` in place for the whole app (before the window is built).

    A missing translation is said in ``problems`` and the app stays in English for it;
    nothing here stops the start.
    """
    use_for_content(code)
    installed = Installed(code, [], [])
    if code == SOURCE_LANGUAGE:
        text.set_translator(None)
    else:
        ours = resource_path("i18n", f"{APP_CATALOGUE}_{code}.qm")
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        catalogues = (
            (APP_CATALOGUE, str(ours.parent)),
            ("qtbase", qt_folder),
            (QT_MISSING_CATALOGUE, str(ours.parent)),  # installed last, so asked first
        )
        for name, folder in catalogues:
            translator = QTranslator(app)
            if translator.load(f"{name}_{code}", folder):
                app.installTranslator(translator)
                installed.translators.append(translator)
            else:
                installed.problems.append(
                    f"The {language(code).english_name} translation {name}_{code}.qm is "
                    f"missing from {folder}: run 'make' to build it."
                )
        translate: text.Translator = QCoreApplication.translate
        if language(code).right_to_left:
            translate = _runs_left_to_right(translate)
        text.set_translator(translate)
    direction = Qt.LayoutDirection.RightToLeft
    if not language(code).right_to_left:
        direction = Qt.LayoutDirection.LeftToRight
    if isinstance(app, QGuiApplication):
        _use_script_face(app, code)
        app.setLayoutDirection(direction)
    return installed


def _use_script_face(app: QGuiApplication, code: str) -> None:
    """Give the app's font language ``code``'s script face (touching it only when that
    changes it, so an English window keeps following the desktop's font)."""
    chosen = with_script_face(app.font(), code)
    if chosen.families() != app.font().families():
        app.setFont(chosen)


def _runs_left_to_right(translator: text.Translator) -> text.Translator:
    """Every translated sentence with its numbers, lists, formulas, key sequences and file
    patterns isolated (:func:`~selfattn_gui.core.text_direction.isolate_runs`), so that
    in a right-to-left sentence "√d_k", "[−1، −5]" and "(*.selfattn.json)" keep their
    order; a ``{placeholder}`` is isolated too, so the number filled in later does."""

    # The same few hundred sentences are asked for again at every refresh: find their
    # runs once (a translated sentence is a template; what fills it comes later).
    isolated = functools.lru_cache(maxsize=4096)(isolate_runs)

    def translated(
        context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return isolated(translator(context, source, disambiguation, n))

    return translated


def uninstall(app: QCoreApplication, installed: Installed) -> None:
    """Undo :func:`install` (tests that switch languages put English back)."""
    for translator in installed.translators:
        app.removeTranslator(translator)
    text.set_translator(None)
    use_for_content(SOURCE_LANGUAGE)
    if isinstance(app, QGuiApplication):
        _use_script_face(app, SOURCE_LANGUAGE)
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
