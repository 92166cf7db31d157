"""Edits of the stack of layers: add one, remove one, and switch a layer's residual and
layer norm.  Each takes a session and returns a new one (the document makes each one
undo step); layers are counted from 0, as ``Session.layers`` is.

A new layer is a copy of the one it follows.  A copy teaches more than fresh random
weights: the same W's now read that layer's output H instead of its input, so what
changes between the two layers is only what they read; it is valid at once (same
widths); and the learner starts from numbers they know, changing one to see what it
does in the second place.
"""

from __future__ import annotations

from selfattn_gui.core.sessions.layers import MAX_LAYERS, LayerNorm
from selfattn_gui.core.sessions.session import Session, SessionError
from selfattn_gui.core.sessions.size_edits import input_width, output_width
from selfattn_gui.core.text import translate


def add_layer(session: Session, after: int) -> Session:
    """A copy of layer ``after`` inserted just after it, reading its output.

    Refused (:class:`SessionError`) at :data:`MAX_LAYERS` layers, in a cross session
    (one layer), and when layer ``after`` hands on rows of another width than it reads
    (its copy could not read them).
    """
    if session.n_layers >= MAX_LAYERS:
        raise SessionError(
            translate("layer_edits", "layers: a session has at most {limit} layers").format(
                limit=MAX_LAYERS
            )
        )
    if session.attention == "cross":
        raise SessionError(
            translate(
                "layer_edits",
                'layers: a "cross" session has one layer (its keys and values come from the '
                "source sentence, not from a layer before)",
            )
        )
    layer = session.layers[after]
    reads, hands_on = input_width(layer), output_width(layer)
    if reads != hands_on:
        raise SessionError(
            translate(
                "layer_edits",
                "layers[{index}]: layer {layer} reads {reads} numbers per token but hands "
                "on {hands_on}, so a copy of it could not read its output; switch its "
                "residual on, or give its W_o {reads} columns, first",
            ).format(index=after, layer=after + 1, reads=reads, hands_on=hands_on)
        )
    layers = list(session.layers)
    layers.insert(after + 1, layer.replace())
    return session.replace(layers=tuple(layers))


def remove_layer(session: Session, index: int) -> Session:
    """The session without layer ``index``; the layer after it reads what it read.

    Refused for the only layer, and when what comes after could not read the rows the
    removed layer read (it handed on another width).
    """
    if session.n_layers <= 1:
        raise SessionError(
            translate(
                "layer_edits", "layers: the last layer cannot be removed: a session needs one"
            )
        )
    layer = session.layers[index]
    reads, hands_on = input_width(layer), output_width(layer)
    reader = index + 1 < session.n_layers or session.W_U is not None
    if reads != hands_on and reader:
        if index + 1 < session.n_layers:
            message = translate(
                "layer_edits",
                "layers[{index}]: layer {next} reads layer {layer}'s output, {hands_on} numbers "
                "per token; without layer {layer} it would be handed {reads}, which it "
                "cannot read",
            )
        else:
            message = translate(
                "layer_edits",
                "layers[{index}]: the unembedding W_U reads layer {layer}'s output, {hands_on} "
                "numbers per token; without layer {layer} it would be handed {reads}, which it "
                "cannot read",
            )
        raise SessionError(
            message.format(
                index=index, next=index + 2, layer=index + 1, hands_on=hands_on, reads=reads
            )
        )
    layers = session.layers[:index] + session.layers[index + 1 :]
    return session.replace(layers=layers)


def set_residual(session: Session, index: int, on: bool) -> Session:
    """Layer ``index`` with its residual connection on or off (its output's width does
    not change: without the residual a layer whose widths agree hands on its attention
    output, which is as wide)."""
    return session.with_layer(index, session.layers[index].replace(residual=on))


def set_layer_norm(session: Session, index: int, on: bool) -> Session:
    """Layer ``index`` with layer normalisation before its heads (gain 1, bias 0, the
    way a model starts), or without it."""
    layer = session.layers[index]
    norm = LayerNorm.plain(input_width(layer)) if on else None
    return session.with_layer(index, layer.replace(layer_norm=norm))
