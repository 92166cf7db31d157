"""The names of the document's own undo steps, as Edit → Undo "…" shows them.

Each is one whole sentence per case (a head switched off or on, in a one-layer session
or naming its layer), so a translator never glues pieces; layers and heads are counted
from 1, as the window says them.
"""

from __future__ import annotations

from selfattn_gui.core.text import translate


def switch_head(head: int, layer: int, n_layers: int, off: bool) -> str:
    """ "Switch head 2 off", or "Switch head 2 of layer 3 on" when there are layers."""
    if n_layers > 1 and off:
        text = translate("undo_texts", "Switch head {head} of layer {layer} off")
    elif n_layers > 1:
        text = translate("undo_texts", "Switch head {head} of layer {layer} on")
    elif off:
        text = translate("undo_texts", "Switch head {head} off")
    else:
        text = translate("undo_texts", "Switch head {head} on")
    return text.format(head=head + 1, layer=layer + 1)


def kv_groups(before: int, after: int, layer: int, n_layers: int) -> str:
    """ "K/V groups 4 → 2", or "K/V groups 4 → 2 in layer 2" when there are layers."""
    if n_layers > 1:
        text = translate("undo_texts", "K/V groups {before} → {after} in layer {layer}")
    else:
        text = translate("undo_texts", "K/V groups {before} → {after}")
    return text.format(before=before, after=after, layer=layer + 1)


def add_layer(layer: int) -> str:
    """ "Add layer 3" (``layer`` counted from 0)."""
    return translate("undo_texts", "Add layer {layer}").format(layer=layer + 1)


def remove_layer(layer: int) -> str:
    """ "Remove layer 2" (``layer`` counted from 0)."""
    return translate("undo_texts", "Remove layer {layer}").format(layer=layer + 1)


def cell_edit(count: int, matrix: str) -> str:
    """ "Edit W_q" for one cell, "Change 3 cells of W_q" for more."""
    if count == 1:
        return translate("undo_texts", "Edit {matrix}").format(matrix=matrix)
    return translate("undo_texts", "Change %n cells of {matrix}", None, count).format(matrix=matrix)


def several_changes() -> str:
    """The one undo step of a batch of commands."""
    return translate("undo_texts", "Several changes")
