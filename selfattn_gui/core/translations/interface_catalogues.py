"""Bring the interface's ``.ts`` files up to date with the source (``make translations``).

``pyside6-lupdate`` finds every ``translate(...)`` call, but its Python reader takes a
message for a plural one only when the count is a number written in the call, never a
variable, and on every run it turns a plural message back into a single one.  So after
it runs, every message with ``%n`` is made plural again here, with one form per plural
form of the language, keeping the forms translated before.  Its reader also takes a
``#:`` comment for a note to translators and hangs it on the next message it finds,
often one far below; here ``#:`` documents an attribute, so those notes are dropped.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from selfattn_gui.core.languages import language

Key = tuple[str, str]  # (context, source)
HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


def language_of(path: Path) -> str:
    """``selfattn_gui_pt_BR.ts`` -> ``pt_BR``."""
    return path.stem.removeprefix("selfattn_gui_")


def _messages(root: ET.Element) -> list[tuple[Key, ET.Element]]:
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found.append(((name, message.findtext("source") or ""), message))
    return found


def plural_translations(path: Path) -> dict[Key, list[str]]:
    """The plural forms already translated in a ``.ts`` file."""
    if not path.is_file():
        return {}
    kept = {}
    for key, message in _messages(ET.parse(path).getroot()):
        translation = message.find("translation")
        forms = [] if translation is None else translation.findall("numerusform")
        if forms:
            kept[key] = [form.text or "" for form in forms]
    return kept


def make_plural(path: Path, kept: dict[Key, list[str]], count: int | None = None) -> int:
    """Turn every ``%n`` message of ``path`` into a plural one with ``count`` forms (by
    default the language's); the number of them."""
    count = language(language_of(path)).plural_forms if count is None else count
    tree = ET.parse(path)
    plurals = 0
    for key, message in _messages(tree.getroot()):
        for note in message.findall("extracomment"):
            message.remove(note)  # an attribute's ``#:`` documentation, not for translators
        if "%n" not in key[1]:
            continue
        plurals += 1
        message.set("numerus", "yes")
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        forms = kept.get(key, [])
        done = len(forms) == count and all(form.strip() for form in forms)
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        translation.attrib.pop("type", None)
        if not done:
            translation.set("type", "unfinished")
            forms = (forms + [""] * count)[:count]
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
    ET.indent(tree, space="    ")
    path.write_text(HEADER + ET.tostring(tree.getroot(), encoding="unicode") + "\n", "utf-8")
    return plurals


def update(ts_files: list[Path], package: Path, lupdate: Path) -> None:
    """Run lupdate over ``package`` into ``ts_files``, then make the plurals plural."""
    kept = {path: plural_translations(path) for path in ts_files}
    command = [str(lupdate), "-extensions", "py", "-no-obsolete", "-locations", "none"]
    subprocess.run(
        [*command, str(package), "-ts", *map(str, ts_files)], check=True, capture_output=True
    )
    for path in ts_files:
        make_plural(path, kept[path])


def main(argv: list[str] | None = None) -> int:
    """``python -m ...interface_catalogues PACKAGE TS...`` (lupdate beside the interpreter)."""
    args = sys.argv[1:] if argv is None else argv
    package, ts_files = Path(args[0]), [Path(a) for a in args[1:]]
    update(ts_files, package, Path(sys.executable).parent / "pyside6-lupdate")
    for path in ts_files:
        print(f"{path}: up to date")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
