"""The names the app proposes for the files it saves: short, and valid on every system.

A session's title ("cat sat mat: every step by hand (4-wide tokens, d_k = 2)") holds
characters Windows refuses in a name (``:``), and a name built from the file's own
name must not keep its suffix in the middle ("mysession-selfattn-json-worksheet.pdf").
:func:`safe_stem` makes a name every system takes (Windows, macOS, Linux): letters,
digits and ``_`` joined by ``-``, no reserved device name such as ``CON``, no dot or
space at the end, at most :data:`MAX_STEM` characters.  :func:`session_stem` is the
stem every export of a session starts from.
"""

from __future__ import annotations

import re
from pathlib import PurePath

MAX_STEM = 40
#: Names Windows keeps for devices, with or without a suffix ("con.txt" too).
WINDOWS_RESERVED = frozenset(
    ["con", "prn", "aux", "nul"]
    + [f"com{n}" for n in range(1, 10)]
    + [f"lpt{n}" for n in range(1, 10)]
)
#: The suffixes of a session file, longest first.
SESSION_SUFFIXES = (".selfattn.json", ".json")

_NOT_A_WORD = re.compile(r"[^\w]+")  # \w: letters and digits of any script, and "_"


def safe_stem(text: str, fallback: str = "untitled") -> str:
    """A short file name without suffix, made from ``text``, that every system accepts.

    ``"cat sat mat: every step by hand (4-wide tokens, d_k = 2)"`` ->
    ``"cat-sat-mat-every-step-by-hand-4-wide"``; ``fallback`` when nothing is left.
    """
    stem = _NOT_A_WORD.sub("-", text).strip("-_")
    if len(stem) > MAX_STEM:
        cut = stem[:MAX_STEM]
        # End at a word's end where one is near, rather than mid-word.
        stem = cut[: cut.rindex("-")] if "-" in cut[MAX_STEM // 2 :] else cut
        stem = stem.strip("-_")
    if not stem:
        stem = safe_stem(fallback) if fallback else "file"
    if stem.lower() in WINDOWS_RESERVED:
        stem += "-file"
    return stem


def session_stem(path: PurePath | None, title: str) -> str:
    """The stem every file saved from a session starts with.

    From the session's own file (``mysession.selfattn.json`` -> ``mysession``), or,
    for a session never saved, from its title (see :func:`safe_stem`).
    """
    if path is not None:
        name = path.name
        for suffix in SESSION_SUFFIXES:
            if name.lower().endswith(suffix) and len(name) > len(suffix):
                return safe_stem(name[: -len(suffix)])
        return safe_stem(path.stem or name)
    return safe_stem(title)
