"""Characters that must not reach the screen from text someone else wrote.

Control characters (NUL, escape, …) draw nothing useful, and the bidirectional
embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) would reorder the
app's own words around a learner's label.  Tabs and line breaks stay.
"""

from __future__ import annotations

import re

_INVISIBLE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u202a-\u202e\u2066-\u2069]")


def without_invisible(text: str) -> str:
    """``text`` without control characters and bidi controls (tabs and line breaks kept)."""
    return _INVISIBLE.sub("", text)
