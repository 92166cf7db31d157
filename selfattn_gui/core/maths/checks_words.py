"""How the sanity check writes shapes, sums and switched-off heads in its sentences.

Shared by the four checks of :mod:`selfattn_gui.core.maths.checks`; numbers take the
learner's decimal point.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from selfattn_gui.core.maths.attention import AttentionResult
from selfattn_gui.core.sessions.numbers_text import fixed, list_separator, rounded, significant
from selfattn_gui.core.text import translate

TOLERANCE = 1e-9  # how far a row sum may be from 1 and still count as 1
MAX_LISTED = 8  # how many sums a one-line detail shows before "…"


def shape_text(shape: Sequence[int]) -> str:
    return " × ".join(str(s) for s in shape)


def shape_of(matrix: np.ndarray | None) -> tuple[int, ...]:
    return () if matrix is None else tuple(matrix.shape)


def sum_text(value: float) -> str:
    """Two decimals, unless that would print a sum that is not 1 as "1.00": then the
    fewest more decimals that show it is not ("1.0001", "0.9999998")."""
    decimals = 2
    while rounded(value, decimals) == 1.0 and abs(value - 1.0) > TOLERANCE and decimals < 12:
        decimals += 1
    return fixed(value, decimals)


def small(value: float) -> str:
    """Three significant digits, for a weight or a gap that should have been 0."""
    return significant(value, 3)


def sums_text(values: Sequence[float]) -> str:
    """``"column sums: 1.56, 0.87, 0.57"`` for a few sums, ``"column sums from 0.08 to
    3.96"`` for many: a trained model's 21 columns, each printed, would fill the panel."""
    if len(values) > MAX_LISTED:
        return translate("checks_words", "column sums from {lowest} to {highest}").format(
            lowest=sum_text(min(values)), highest=sum_text(max(values))
        )
    return translate("checks_words", "column sums: {sums}").format(
        sums=list_separator().join(sum_text(v) for v in values)
    )


def heads_off_text(result: AttentionResult) -> str:
    """Which heads are switched off, counted from 1 as the head tabs count them
    ("" when none is): "head 2 is off (its output is zeros in the concat)"."""
    several_layers = len(result.layers) > 1
    parts = []
    for number, layer in enumerate(result.layers, start=1):
        if not layer.heads_off:
            continue
        names = [str(h + 1) for h in layer.heads_off]
        if len(names) == 1:
            words = translate("checks_words", "head {number}").format(number=names[0])
        else:
            listed = translate("checks_words", "{first} and {last}").format(
                first=", ".join(names[:-1]), last=names[-1]
            )
            words = translate("checks_words", "heads {numbers}").format(numbers=listed)
        if several_layers:
            words = translate("checks_words", "{heads} of layer {layer}").format(
                heads=words, layer=number
            )
        parts.append(words)
    if not parts:
        return ""
    count = sum(len(layer.heads_off) for layer in result.layers)
    sentence = (
        translate("checks_words", "{heads} is switched off (its output is zeros in the concat)")
        if count == 1
        else translate(
            "checks_words", "{heads} are switched off (their outputs are zeros in the concat)"
        )
    )
    return sentence.format(heads=", ".join(parts))
