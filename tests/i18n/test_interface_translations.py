"""Every shipped language has the whole interface translated, from today's source.

The ``.ts`` files are brought up to date here exactly as ``make translations`` does
(``pyside6-lupdate`` over the package, into a copy), so a string added or changed in
the code since the last translation shows as unfinished and fails.
"""

from __future__ import annotations

import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from selfattn_gui.core.languages import TRANSLATED, language
from selfattn_gui.core.translations.interface_catalogues import update

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
PLACEHOLDER = re.compile(r"\{[A-Za-z_0-9]*\}|%n|%\d")
TAG = re.compile(r"</?([a-zA-Z]+)[^>]*>")
#: plural forms Qt uses for each language (one in Chinese, six in Arabic)
PLURAL_FORMS = {"es": 2, "fr": 2, "pt_BR": 2, "zh_CN": 1, "ar": 6}


def ts_file(code: str) -> Path:
    return ROOT / "resources" / "i18n" / f"selfattn_gui_{code}.ts"


def updated(code: str, folder: Path) -> ET.ElementTree:
    """The language's .ts file after lupdate has read today's source (as ``make translations``)."""
    copy = folder / ts_file(code).name
    shutil.copy(ts_file(code), copy)
    update([copy], ROOT / "selfattn_gui", BIN / "pyside6-lupdate")
    return ET.parse(copy)


def test_plural_forms_survive_an_update(tmp_path: Path) -> None:
    """lupdate forgets that a message is plural; the update keeps its translated forms."""
    copy = tmp_path / "selfattn_gui_ar.ts"
    shutil.copy(ts_file("ar"), copy)
    tree = ET.parse(copy)
    message = next(m for m in tree.iter("message") if "%n" in (m.findtext("source") or ""))
    source = message.findtext("source")
    forms = message.find("translation").findall("numerusform")  # type: ignore[union-attr]
    assert len(forms) == 6
    for index, form in enumerate(forms):
        form.text = f"form {index} %n"
    message.find("translation").attrib.pop("type", None)  # type: ignore[union-attr]
    tree.write(copy, encoding="utf-8")
    update([copy], ROOT / "selfattn_gui", BIN / "pyside6-lupdate")
    again = next(m for m in ET.parse(copy).iter("message") if m.findtext("source") == source)
    assert again.get("numerus") == "yes"
    assert [f.text for f in again.iter("numerusform")] == [f"form {i} %n" for i in range(6)]


def test_every_language_has_its_plural_rule_here() -> None:
    assert {code: language(code).plural_forms for code in TRANSLATED} == PLURAL_FORMS


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_string_of_the_interface_is_translated(code: str, tmp_path: Path) -> None:
    assert ts_file(code).is_file(), f"no {ts_file(code).name}"
    tree = updated(code, tmp_path)
    problems = []
    count = 0
    for context in tree.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            count += 1
            source = message.findtext("source") or ""
            where = f"{name}: {source[:70]!r}"
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") in ("unfinished", "vanished", "obsolete"):
                problems.append(f"{where}: {translation.get('type')}")
                continue
            forms = [f.text or "" for f in translation.findall("numerusform")]
            if message.get("numerus") == "yes":
                if len(forms) != PLURAL_FORMS[code] or not all(f.strip() for f in forms):
                    problems.append(f"{where}: needs {PLURAL_FORMS[code]} plural forms")
                    continue
            else:
                forms = [translation.text or ""]
                if not forms[0].strip():
                    problems.append(f"{where}: empty")
                    continue
            wanted = sorted(PLACEHOLDER.findall(source))
            for form in forms:
                if sorted(PLACEHOLDER.findall(form)) != wanted and not (
                    # a plural form may leave the number out ("un seul" for 1)
                    message.get("numerus") == "yes"
                    and sorted(p for p in PLACEHOLDER.findall(form) if p != "%n")
                    == [p for p in wanted if p != "%n"]
                ):
                    problems.append(f"{where}: placeholders {wanted} not kept in {form[:60]!r}")
                if set(TAG.findall(form)) != set(TAG.findall(source)):
                    problems.append(f"{where}: tags not kept in {form[:60]!r}")
    assert count > 100, "lupdate found almost nothing: is the package wrapped?"
    assert not problems, f"{code}: {len(problems)} of {count}:\n" + "\n".join(problems[:60])
