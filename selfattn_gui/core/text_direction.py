"""Numbers, lists, formulas and key sequences keep reading left to right in Arabic text.

In a right-to-left sentence the bidirectional algorithm gives every sign and bracket the
sentence's direction: "−0.71" shows as "0.71−", "[−1، −5، −3]" as "[3− ،5− ،1−]",
"(*.selfattn.json)" as "(selfattn.json.*)" and "<s> H K P Z" loses its brackets.
A left-to-right mark at each end does not help: the signs and commas *inside* still
take the sentence's direction.  What holds them is an isolate: U+2066 LEFT-TO-RIGHT
ISOLATE … U+2069 POP DIRECTIONAL ISOLATE around the whole run, which lays it out as a
left-to-right line of its own, placed in the sentence as one unit.

- :func:`isolate` wraps one piece of left-to-right text (a number drawn on its own, a
  formula on a button);
- :func:`isolate_runs` finds the left-to-right runs of a sentence (everything between
  its right-to-left words that holds a number, a sign, a bracket…) and isolates each:
  every translated sentence goes through it (:mod:`selfattn_gui.ui.foundation.language`), and
  so does lesson text (:mod:`selfattn_gui.core.lessons.lesson_markup`), so translators
  write plain text (a right-to-left mark is the one control they may want: it parts
  two runs).

Both change nothing unless the learner's language reads right to left.
"""

from __future__ import annotations

import re
import unicodedata

from selfattn_gui.core import text
from selfattn_gui.core.languages import CODES, language

LEFT_TO_RIGHT_ISOLATE = "\u2066"
FIRST_STRONG_ISOLATE = "\u2068"
POP_DIRECTIONAL_ISOLATE = "\u2069"
RIGHT_TO_LEFT_MARK = "\u200f"
LEFT_TO_RIGHT_MARK = "\u200e"

_OPENING = {"(": ")", "[": "]", "{": "}", "<": ">"}
_CLOSING = {closing: opening for opening, closing in _OPENING.items()}
#: A run may start with one of these only when a digit, letter or bracket follows at
#: once: "−1", "√d_k", "*.json", "+Z" (an "=" or "×" at a run's edge stays in the sentence).
_SIGNS = frozenset("−-+±√∛∜*÷∑∏∂∇#")
#: Besides letters, digits and closing brackets a run may end with these.
_ENDINGS = frozenset("…%°′″*")
#: Where a run stops outside brackets: a sentence's list of runs stays in the
#: sentence's order ("1.56، 0.87، 0.57"), a bracketed list does not.
_BREAKS = re.compile(r"[،؛؟\n]|[,;](?=\s)|;;")
#: A run that is a single ``{placeholder}``: its direction follows what fills it.
_PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?::[^{}]*)?\}")
_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9]*\s*/?>")


def right_to_left() -> bool:
    """Whether the learner's language (:func:`selfattn_gui.core.text.language`) reads
    right to left."""
    code = text.language()
    return code in CODES and language(code).right_to_left


def isolate(piece: str) -> str:
    """``piece`` laid out left to right wherever it is put, in a right-to-left language.

    ``"−0.71"`` -> ``"\\u2066−0.71\\u2069"`` in Arabic; unchanged in any other language
    (and when empty).
    """
    if not piece or not right_to_left():
        return piece
    return f"{LEFT_TO_RIGHT_ISOLATE}{piece}{POP_DIRECTIONAL_ISOLATE}"


def isolate_runs(sentence: str) -> str:
    """``sentence`` with each of its left-to-right runs isolated, in a right-to-left language.

    ``"القيم [−1، −5، −3] هنا"`` -> ``"القيم \\u2066[−1، −5، −3]\\u2069 هنا"``.  A run is
    what lies between right-to-left letters, trimmed to start with a letter, digit, sign
    or opening bracket and end with a letter, digit, closing bracket or "…" / "%"; it is
    cut at a comma, semicolon or line break outside brackets.  Runs that need nothing
    (plain Latin words, which read left to right anyway, or bare tags) are left alone, and
    a run that is only a ``{placeholder}`` gets a first-strong isolate, so what fills it
    keeps its own direction (a number left to right, an Arabic word right to left).
    Unchanged in any other language.
    """
    if not sentence or not right_to_left():
        return sentence
    return "\n".join(
        right_to_left_start(insert_isolates(line, left_to_right_runs(line)))
        for line in without_marks(sentence).split("\n")
    )


def without_marks(sentence: str) -> str:
    """``sentence`` without the left-to-right marks (U+200E) a translator may have
    written: the isolates replace them.  A right-to-left mark stays: it is where the
    translator parts two runs the sentence reads one after the other ("cat ‏[−1, 1]",
    the token, then its vector), and a left-to-right run ends there."""
    return sentence.replace(LEFT_TO_RIGHT_MARK, "")


def right_to_left_start(line: str) -> str:
    """``line`` with a right-to-left mark (U+200F) in front when it holds right-to-left
    words but its first letter is left to right ("bank وحدها…").

    Qt takes a paragraph's direction from its first letter, isolates or not, so such a
    line would be laid out left to right: the words in the wrong order, aligned left.
    """
    for ch in line:
        kind = unicodedata.bidirectional(ch)
        if kind in ("R", "AL"):
            return line
        if kind == "L":
            break
    else:
        return line
    if not any(_right_to_left_char(ch) for ch in line):
        return line
    return RIGHT_TO_LEFT_MARK + line


def insert_isolates(sentence: str, runs: list[tuple[int, int, str]]) -> str:
    """``sentence`` with ``opening`` before and U+2069 after each ``(start, stop, opening)``."""
    parts = []
    position = 0
    for start, stop, opening in runs:
        parts += [sentence[position:start], opening, sentence[start:stop], POP_DIRECTIONAL_ISOLATE]
        position = stop
    parts.append(sentence[position:])
    return "".join(parts)


def left_to_right_runs(sentence: str) -> list[tuple[int, int, str]]:
    """The runs :func:`isolate_runs` wraps: ``(start, stop, opening isolate)``, in order.

    Works in any language (the caller decides whether the sentence reads right to left).
    """
    runs = []
    for start, stop in _stretches(sentence):
        for piece_start, piece_stop in _split_at_breaks(sentence, start, stop):
            trimmed = _trimmed(sentence, piece_start, piece_stop)
            if trimmed is None:
                continue
            first, last = trimmed
            run = sentence[first:last]
            if not _needs_isolating(run):
                continue
            bare = _TAG.sub("", run)
            opening = (
                FIRST_STRONG_ISOLATE if _PLACEHOLDER.fullmatch(bare) else LEFT_TO_RIGHT_ISOLATE
            )
            runs.append((first, last, opening))
    return runs


def _right_to_left_char(ch: str) -> bool:
    # R and AL: Hebrew and Arabic letters, and the marks RLM / ALM a translator may write.
    return unicodedata.bidirectional(ch) in ("R", "AL")


def _stretches(sentence: str) -> list[tuple[int, int]]:
    """Maximal ``(start, stop)`` stretches holding no right-to-left character."""
    stretches = []
    start = None
    for index, ch in enumerate(sentence):
        if _right_to_left_char(ch):
            if start is not None:
                stretches.append((start, index))
                start = None
        elif start is None:
            start = index
    if start is not None:
        stretches.append((start, len(sentence)))
    return stretches


def _split_at_breaks(sentence: str, start: int, stop: int) -> list[tuple[int, int]]:
    """``[start, stop)`` cut at each comma, semicolon or line break outside brackets."""
    pieces = []
    depth = 0
    piece_start = start
    index = start
    while index < stop:
        ch = sentence[index]
        if ch in "([{":
            depth += 1
        elif ch in ")]}" and depth > 0:
            depth -= 1
        elif depth == 0:
            found = _BREAKS.match(sentence, index, stop)
            if found is not None:
                pieces.append((piece_start, index))
                index = piece_start = found.end()
                continue
        index += 1
    pieces.append((piece_start, stop))
    return pieces


def _can_start(sentence: str, index: int, stop: int) -> bool:
    ch = sentence[index]
    if ch in _OPENING:
        return _closed_before(sentence, index, stop)
    if ch in _SIGNS:
        following = sentence[index + 1] if index + 1 < stop else " "
        return not following.isspace() and following not in _CLOSING
    return _strong_or_number(ch)


def _can_end(sentence: str, first: int, index: int) -> bool:
    ch = sentence[index]
    if ch in _CLOSING:
        return _opened_after(sentence, first, index)
    return ch in _ENDINGS or _strong_or_number(ch)


def _strong_or_number(ch: str) -> bool:
    kind = unicodedata.bidirectional(ch)
    return (kind == "L" and unicodedata.category(ch) != "Cf") or kind in ("EN", "AN")


def _closed_before(sentence: str, index: int, stop: int) -> bool:
    """Whether the bracket opened at ``index`` is closed before ``stop``."""
    opening, closing = sentence[index], _OPENING[sentence[index]]
    depth = 0
    for ch in sentence[index:stop]:
        depth += (ch == opening) - (ch == closing)
        if depth == 0:
            return True
    return False


def _opened_after(sentence: str, first: int, index: int) -> bool:
    """Whether the bracket closed at ``index`` was opened at or after ``first``."""
    closing, opening = sentence[index], _CLOSING[sentence[index]]
    depth = 0
    for ch in reversed(sentence[first : index + 1]):
        depth += (ch == closing) - (ch == opening)
        if depth == 0:
            return True
    return False


def _trimmed(sentence: str, start: int, stop: int) -> tuple[int, int] | None:
    """The part of ``[start, stop)`` from its first possible start to its last possible end."""
    first = start
    while first < stop and not _can_start(sentence, first, stop):
        first += 1
    last = stop - 1
    while last >= first and not _can_end(sentence, first, last):
        last -= 1
    return (first, last + 1) if last >= first else None


def _needs_isolating(run: str) -> bool:
    """False for plain Latin words ("river bank", "V", "d_model"): they read left to
    right in any sentence; and for bare tags (``<b>``), which show no text."""
    bare = _TAG.sub("", run)
    if not bare.strip():
        return False
    return any(
        unicodedata.bidirectional(ch) != "L" and not ch.isspace() and ch != "_" for ch in bare
    )
