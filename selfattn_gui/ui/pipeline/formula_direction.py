"""Formulas in a right-to-left title read left to right, as the pipeline's matrices do.

In Arabic the title "head output = weights·V" becomes "مخرج الرأس = الأوزان·V".  Left to
the bidirectional algorithm, the "·" between an Arabic word and a Latin letter takes the
sentence's direction, so the product shows as "V·الأوزان": read as a formula, the
factors are swapped (and V times the weights does not even fit).  The pipeline lays its
matrices out left to right, weights before V, so the formula after "=" is isolated as a
left-to-right run: its factors stay in the order of the cards, while the name before
"=" and a remark in brackets after the formula keep the sentence's direction.
"""

from __future__ import annotations

import re

from selfattn_gui.core.text_direction import LEFT_TO_RIGHT_ISOLATE, POP_DIRECTIONAL_ISOLATE

#: What makes the right-hand side a formula rather than words ("softmax per row").
_OPERATORS = re.compile("[·÷×+−]")
#: A letter of a right-to-left script (Arabic, Hebrew and their presentation forms).
_RIGHT_TO_LEFT_LETTER = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")


def formula_left_to_right(title: str) -> str:
    """``title`` with the formula after its first " = " wrapped in a left-to-right isolate.

    The formula ends at a bracket whose words are right-to-left ("(الرأس 2 مطفأ)"), which
    stays part of the sentence; a bracket of numbers ("(√2 = 1.41)") belongs to the
    formula.  A title without "=", or whose right-hand side has no operator, or that has
    no right-to-left letter at all (it reads left to right anyway), comes back as it was.
    """
    name, equals, rest = title.partition(" = ")
    if not equals or not _RIGHT_TO_LEFT_LETTER.search(title):
        return title
    formula, remark = rest, ""
    for match in re.finditer(r" \(", rest):
        bracket = rest[match.start() :]
        if _RIGHT_TO_LEFT_LETTER.search(bracket.split(")", 1)[0]):
            formula, remark = rest[: match.start()], bracket
            break
    if not _OPERATORS.search(formula):
        return title
    return f"{name}{equals}{LEFT_TO_RIGHT_ISOLATE}{formula}{POP_DIRECTIONAL_ISOLATE}{remark}"
