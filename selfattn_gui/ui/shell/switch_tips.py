"""What the causal and positions switches say, and when they are offered.

The tips change with the session: a cross-attention session cannot have the causal
mask, and a model that learned its positions keeps them, so the switch says why it
is off or fixed.
"""

from __future__ import annotations

from PySide6.QtGui import QAction

from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate

#: What the causal switch does, and why a cross session cannot have it.
CAUSAL_TIP = QT_TRANSLATE_NOOP(
    "switch_tips", "Each token may only look at itself and earlier tokens (as in GPT). Shortcut: M"
)
CAUSAL_CROSS_TIP = QT_TRANSLATE_NOOP(
    "switch_tips",
    "No causal mask in cross-attention: the keys are another sentence (the source), "
    "so no key comes before or after a query. A mask of your own still works.",
)


def offer_causal(causal: QAction, cross: bool) -> None:
    """The causal switch is off, and says why, while the keys are another sentence."""
    tip = (
        translate("switch_tips", CAUSAL_CROSS_TIP)
        if cross
        else translate("switch_tips", CAUSAL_TIP)
    )
    if causal.toolTip() != tip:
        causal.setEnabled(not cross)
        causal.setToolTip(tip)
        causal.setStatusTip(tip)


#: What the positions switch does, and why a model with learned positions keeps them.
POSITIONS_TIP = QT_TRANSLATE_NOOP(
    "switch_tips",
    "Add sinusoidal positional encodings to the token vectors (Z = X + PE). Shortcut: P",
)
LEARNED_POSITIONS_TIP = QT_TRANSLATE_NOOP(
    "switch_tips",
    "This model learned its positions: W_pos ({rows} × {width}) is part of its weights, "
    "and its heads only work with them (the previous-token head finds t − 1 through "
    "them). Edit W_pos to change them; switching to sinusoidal or none would throw "
    "them away.",
)


def offer_positions(positional: QAction, kind: str, W_pos_shape: tuple[int, ...]) -> None:
    """The positions switch says "learned", on and fixed, while the model has W_pos."""
    learned = kind == "learned"
    text = (
        translate("switch_tips", "Positions: learned")
        if learned
        else translate("switch_tips", "Positions")
    )
    tip = (
        translate("switch_tips", LEARNED_POSITIONS_TIP).format(
            rows=W_pos_shape[0], width=W_pos_shape[1]
        )
        if learned
        else translate("switch_tips", POSITIONS_TIP)
    )
    positional.setChecked(kind != "none")
    if positional.text() != text or positional.toolTip() != tip:
        positional.setText(text)
        positional.setEnabled(not learned)
        positional.setToolTip(tip)
        positional.setStatusTip(tip)
