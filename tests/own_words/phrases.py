"""Six-word phrases, normalised and hashed, so texts can be compared without shipping them.

A phrase is six consecutive words, lower-cased, with tags and punctuation dropped.  Only
phrases with at least three real words (three or more letters) count: "w q w k w v" or
"0 0 1 0 1 0" are formulas and numbers, which the project may share with its sources.
"""

from __future__ import annotations

import hashlib
import html
import re
from collections.abc import Iterable

LENGTH = 6
_TAG = re.compile(r"<[^>]+>")
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


def words(text: str) -> list[str]:
    """The words of ``text``: lower case, tags and punctuation dropped, curly quotes straight."""
    plain = html.unescape(_TAG.sub(" ", text)).lower().replace("\u2019", "'")
    return _WORD.findall(plain)


def _counts(phrase: list[str]) -> bool:
    return sum(1 for w in phrase if len(w) >= 3 and w.isalpha()) >= 3


def _cut(ws: list[str], quoted: Iterable[str]) -> list[str]:
    """``ws`` with every quoted sentence replaced by a break no phrase runs across."""
    for sentence in quoted:
        q = words(sentence)
        i = 0
        while i <= len(ws) - len(q):
            if ws[i : i + len(q)] == q:
                ws = [*ws[:i], "|", *ws[i + len(q) :]]
            i += 1
    return ws


def phrases(text: str, quoted: Iterable[str] = ()) -> set[str]:
    """Every six-word phrase of ``text`` with at least three real words, none of them in
    or across one of the ``quoted`` sentences."""
    ws = _cut(words(text), quoted)
    return {
        " ".join(ws[i : i + LENGTH])
        for i in range(len(ws) - LENGTH + 1)
        if "|" not in ws[i : i + LENGTH] and _counts(ws[i : i + LENGTH])
    }


def fingerprint(phrase: str) -> str:
    """A short hash of one phrase (12 hex digits: collisions among a few thousand are nil)."""
    return hashlib.sha1(phrase.encode()).hexdigest()[:12]


def fingerprints(texts: Iterable[str]) -> set[str]:
    return {fingerprint(p) for text in texts for p in phrases(text)}
