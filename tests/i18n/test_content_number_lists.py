"""Lists of numbers in lessons, presets and the glossary read as the window writes them.

Where the decimal sign is a comma, "[0,77, 0, 0,05]" could be four numbers or five,
so the window parts such a list with "; " (``numbers_text.list_separator``): a
translation writes "[0,77; 0; 0,05]" too.  Checked in every shipped translation of a
language whose numbers (its ``numbers`` locale) have a decimal comma.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from selfattn_gui.core.languages import TRANSLATED, language
from selfattn_gui.core.translations.content import read_translation, translation_path
from selfattn_gui.core.translations.shipped import shipped_documents

NUMBER = r"[−-]?\d+(?:,\d+)?"
DECIMAL = r"[−-]?\d+,\d+"
#: a bracketed list of numbers ("…" may stand for the rest)
BRACKETED = re.compile(rf"\[\s*{NUMBER}(?:\s*[,;]\s*(?:{NUMBER}|…))+\s*\]")
#: a decimal-comma number and another number parted by a comma, outside brackets too:
#: "−1,41, −0,71 y −2,12", "= 3, 1,5 × (−2)"
AMBIGUOUS = re.compile(rf"(?<![\d,])(?:{DECIMAL}, {NUMBER}|{NUMBER}, {DECIMAL})(?![\d,])")


def decimal_comma_languages() -> list[str]:
    return [code for code in TRANSLATED if QLocale(language(code).numbers).decimalPoint() == ","]


def comma_lists(text: str) -> list[str]:
    """The pieces of ``text`` that part decimal-comma numbers with a bare comma."""
    found = []
    for listed in BRACKETED.finditer(text):
        if re.search(DECIMAL, listed.group(0)) and re.search(r"\d\s*,\s+", listed.group(0)):
            found.append(listed.group(0))
    found += [m.group(0) for m in AMBIGUOUS.finditer(BRACKETED.sub(" ", text))]
    return found


def test_the_checks_find_what_they_are_for():
    assert comma_lists("es aproximadamente [0,77, 0, 0,05]: sobre todo agua") == ["[0,77, 0, 0,05]"]
    assert comma_lists("las escaladas −1,41, −0,71 y −2,12") == ["−1,41, −0,71"]
    assert comma_lists("son 1,5 × 2 = 3, 1,5 × (−2) = −3") == ["3, 1,5"]
    assert not comma_lists("[0,77; 0; 0,05], [1, 0, 0], 0,5 y 2, (e^(−0,71) / 2), 1,5")
    assert decimal_comma_languages() == ["es", "fr", "pt_BR"]


CASES = [(code, path) for code in decimal_comma_languages() for path in shipped_documents()]


@pytest.mark.parametrize(
    ("code", "original"),
    CASES,
    ids=[f"{c}-{p.parent.name}-{p.stem}" for c, p in CASES],
)
def test_a_list_of_decimal_comma_numbers_is_parted_with_semicolons(code: str, original: Path):
    target = translation_path(original, code)
    problems = [
        f"{at}: {listed}"
        for at, (_source, text) in read_translation(target, code).items()
        for listed in comma_lists(text)
    ]
    assert not problems, f"{target.name} ({code}) writes lists with ', ':\n" + "\n".join(problems)
