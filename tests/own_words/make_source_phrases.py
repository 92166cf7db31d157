"""Write ``source_phrases.txt``: the hashed six-word phrases of the two source lessons.

Run from the repository root with the folder holding the source lessons' text files::

    python -m tests.own_words.make_source_phrases PATH/TO/seeds

Only hashes are stored, so the sources' sentences are not copied into the project.
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.own_words.phrases import fingerprints

OUT = Path(__file__).with_name("source_phrases.txt")


def main(folder: str) -> None:
    texts = [p.read_text(encoding="utf-8") for p in sorted(Path(folder).glob("0*.txt"))]
    OUT.write_text("\n".join(sorted(fingerprints(texts))) + "\n", encoding="ascii")
    print(f"{OUT.name}: {len(texts)} texts")


if __name__ == "__main__":
    main(sys.argv[1])
