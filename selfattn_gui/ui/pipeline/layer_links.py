"""``button.previous_layer``: the input stage of a later layer leads back to where its
numbers were made.

Layer ℓ reads H^(ℓ), the output of layer ℓ − 1; the input stage says so in its title,
and this button (on that stage's corner) shows layer ℓ − 1, whose residual stage leads
on again with ``button.next_layer``.  So the residual stream can be followed both ways.
"""

from __future__ import annotations

from PySide6.QtWidgets import QToolButton

from selfattn_gui.core.maths.layer_on_show import hidden_symbol
from selfattn_gui.core.text import translate
from selfattn_gui.model.document import Document
from selfattn_gui.ui.pipeline.layer_bar import PREVIOUS_LAYER_KEYS


def previous_layer_button(document: Document) -> QToolButton:
    """ "← layer 1" on the input of layer 2 (hidden on layer 1, which reads the tokens)."""
    button = QToolButton()
    button.setObjectName("button.previous_layer")

    def follow(*_args: object) -> None:
        layer = document.shown_layer  # (0-based: the number of the layer it reads from)
        if layer > 0:
            reads = hidden_symbol(layer + 1)
            button.setText(translate("layer_links", "← layer {number}").format(number=layer))
            button.setToolTip(
                translate(
                    "layer_links",
                    "{symbol} is the output of layer {number}: show layer {number}, where it is "
                    "made ({keys})",
                ).format(symbol=reads, number=layer, keys=PREVIOUS_LAYER_KEYS)
            )
            button.setAccessibleName(
                translate("layer_links", "Show layer {number}, whose output this is").format(
                    number=layer
                )
            )
        button.setVisible(layer > 0)

    button.clicked.connect(lambda: document.select_layer(document.shown_layer - 1))
    document.sig_layer_selected.connect(follow)
    document.sig_structure_changed.connect(follow)
    follow()
    return button
