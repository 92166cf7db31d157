"""Which language the app speaks, and the numbers' locale that goes with it."""

from __future__ import annotations

import subprocess
import sys

import pytest
from PySide6.QtCore import QLocale

from selfattn_gui.core import text
from selfattn_gui.core.languages import match_locale
from selfattn_gui.core.maths.checks_words import sums_text
from selfattn_gui.core.sessions.numbers_text import fmt
from selfattn_gui.core.text import translate
from selfattn_gui.ui.foundation import language


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("es_MX", "es"),
        ("es", "es"),
        ("pt_BR", "pt_BR"),
        ("pt-PT", "pt_BR"),
        ("zh_CN.UTF-8", "zh_CN"),
        ("zh_Hans_CN", "zh_CN"),
        ("ar_EG", "ar"),
        ("fr_CA@euro", "fr"),
        ("de_DE", "en"),
        ("C", "en"),
    ],
)
def test_a_system_locale_asks_for_the_nearest_language_or_english(name, code):
    assert match_locale(name) == code


@pytest.mark.parametrize(
    ("code", "system", "point"),
    [
        ("en", "de_DE", ","),  # no German: English words, the desktop's decimal comma
        ("es", "es_MX", "."),  # Mexican Spanish writes a decimal point
        ("es", "en_US", ","),  # Spanish chosen on an English desktop
        ("fr", "en_US", ","),
        ("zh_CN", "de_DE", "."),
        ("ar", "ar_EG", "."),  # ar_EG writes ٫ and ٠١٢: the app keeps 0-9 and a point
    ],
)
def test_numbers_follow_the_language_or_the_system_that_speaks_it(code, system, point):
    locale = language.number_locale(code, QLocale(system))
    assert language.decimal_point_of(locale) == point
    assert locale.zeroDigit() == "0"


def test_content_in_a_language_writes_numbers_its_way(qapp):
    try:
        language.use_for_content("es", QLocale("en_US"))
        assert text.language() == "es"
        assert fmt(-1.41421) == "−1,41"
        assert QLocale().decimalPoint() == ","
    finally:
        language.use_for_content("en")
    assert fmt(-1.41421) == "−1.41"


@pytest.mark.parametrize(
    ("code", "sums"),
    [
        ("en", "column sums: 1.56, 0.87, 0.57"),
        ("fr", "1,56; 0,87; 0,57"),  # the comma is the decimal point
        ("zh_CN", "、"),
        ("ar", "1.56، 0.87، 0.57"),
    ],
)
def test_a_list_of_numbers_is_parted_the_language_s_way(qapp, code, sums):
    installed = language.install(qapp, code)
    try:
        assert sums in sums_text([1.56, 0.87, 0.57])
    finally:
        language.uninstall(qapp, installed)


def test_the_saved_language_wins_over_the_system_and_lang_over_both(qapp, tmp_path, monkeypatch):
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fr_FR")))
    language.save_language("")
    assert language.chosen_language() == "fr"
    language.save_language("zh_CN")
    try:
        assert language.chosen_language() == "zh_CN"
        assert language.chosen_language("ar") == "ar"
        language.save_language("xx")  # an unknown code in the settings is not used
        assert language.chosen_language() == "fr"
    finally:
        language.save_language("")


def test_an_unknown_lang_is_one_line_naming_the_languages():
    done = subprocess.run(
        [sys.executable, "-m", "selfattn_gui", "--lang", "klingon", "--self-test"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "selfattn-gui: error: --lang: no language 'klingon'; "
        "choose one of en, es, fr, pt_BR, zh_CN, ar"
    ]


def test_in_arabic_every_translated_sentence_has_its_formulas_isolated(qapp):
    installed = language.install(qapp, "ar")
    try:
        rooted = translate("x", "نسيان القسمة على √d_k")  # (no translation: as written)
        assert rooted == "نسيان القسمة على \u2066√d_k\u2069"
    finally:
        language.uninstall(qapp, installed)
    assert translate("x", "divide by √d_k") == "divide by √d_k"  # English: as written
