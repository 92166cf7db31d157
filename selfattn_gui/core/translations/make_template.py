"""Make or bring up to date the translation files of one language.

``python -m selfattn_gui.core.translations.make_template es`` writes, beside every
shipped lesson, preset and the glossary, ``i18n/es/<name>``: each text with its
English and the translation kept from before when that English has not changed (a
new or changed text gets an empty ``text`` to fill in).  Pass file names to do only
those (a teacher's own lesson, for instance).  ``make translations`` runs it for
every language.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from selfattn_gui.core.files.atomic_files import atomic_write_text
from selfattn_gui.core.sessions.strict_json import parse_json_text, read_limited_text
from selfattn_gui.core.translations.content import (
    TranslationError,
    read_translation,
    template,
    translation_path,
)
from selfattn_gui.core.translations.shipped import places_for, shipped_documents


def update(original: Path, language: str) -> tuple[int, int]:
    """Write the translation file of ``original``; (texts, of which still to translate)."""
    document = parse_json_text(read_limited_text(original, what="document"))
    target = translation_path(original, language)
    previous = read_translation(target, language) if target.is_file() else {}
    data = template(document, places_for(original), language, previous)
    target.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(target, json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    texts = data["texts"]
    return len(texts), sum(1 for text in texts if not text["text"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("language", help="a language code such as es or zh_CN")
    parser.add_argument("files", nargs="*", type=Path, help="documents (default: all shipped)")
    args = parser.parse_args(argv)
    for original in args.files or shipped_documents():
        try:
            total, missing = update(original, args.language)
        except (OSError, TranslationError, ValueError) as error:
            print(f"{original.name}: {error}", file=sys.stderr)
            return 1
        print(f"{translation_path(original, args.language)}: {total} texts, {missing} to translate")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
