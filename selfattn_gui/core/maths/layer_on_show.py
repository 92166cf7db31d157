"""One layer of a stacked session, shown as if it were a one-layer session.

The window's views were made for one layer: they read ``session.heads``, ``result.Q``
of a head, ``result.residual`` and so on.  To show layer ℓ of a stack they are handed
that layer as a one-layer session and result, made here:

- the session's only layer is ``session.layers[ℓ]``, and its token vectors are what
  that layer reads: Z (X plus positions) for layer 1, H^(ℓ) (the output of layer
  ℓ − 1) for a later one, with no positions added again;
- the result's top-level fields are ``result.layers[ℓ]``'s.

Nothing is computed again (the numbers are the engine's own), and a one-layer session
is shown as it is.  Edits never go to this view: the document turns them into edits of
layer ℓ of the real session.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from selfattn_gui.core.maths.attention import AttentionResult, shown_layer_fields
from selfattn_gui.core.sessions.session import Session

_SUPERSCRIPTS = dict(zip("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹", strict=True))


class ShownLayer(Session):
    """A one-layer session standing for layer ``layer_index`` (0-based) of a stack.

    Attributes (beyond the session's)
    ----------
    layer_index : which layer of the stack it shows, counted from 0
    n_stacked : how many layers the stack has
    reads_a_residual : whether what it reads is the layer before's residual output (not
        its attention output alone, as a layer without a residual hands on)
    """

    layer_index: int
    n_stacked: int
    reads_a_residual: bool

    @classmethod
    def of(
        cls, session: Session, index: int, reads: np.ndarray, residual: bool = False
    ) -> ShownLayer:
        """Layer ``index`` of ``session``, reading the (n, w) ``reads``.

        Not validated again: every number comes from a valid session or from the
        engine (a layer's output may well be larger than a typed number may be).
        """
        shown = cls.__new__(cls)
        values = {f.name: getattr(session, f.name) for f in dataclasses.fields(Session)}
        values.update(layers=(session.layers[index],), W_U=None)
        if index > 0:  # H already holds the positions, and no vocabulary makes it
            values.update(embeddings=reads, positional_encoding="none", W_pos=None)
            values.update(vocabulary=None)
        for name, value in values.items():
            object.__setattr__(shown, name, value)
        object.__setattr__(shown, "layer_index", index)
        object.__setattr__(shown, "n_stacked", session.n_layers)
        object.__setattr__(shown, "reads_a_residual", residual)
        return shown


def layer_on_show(
    session: Session, result: AttentionResult, index: int
) -> tuple[Session, AttentionResult]:
    """Layer ``index`` (0-based) of ``session`` as a one-layer session and its result.

    A one-layer session comes back as it is (``index`` is then 0).
    """
    if session.n_layers == 1:
        return session, result
    layer = result.layers[index]
    before = result.layers[index - 1].residual is not None if index > 0 else False
    shown = ShownLayer.of(session, index, layer.input, before)
    if index > 0:
        zeros = np.zeros_like(layer.input)
        zeros.setflags(write=False)
        positional, Z = zeros, layer.input
    else:
        positional, Z = result.positional, result.Z
    return shown, dataclasses.replace(
        result,
        positional=positional,
        Z=Z,
        **shown_layer_fields(layer),
        layers=(layer,),
        logits=None,
        probabilities=None,
    )


def layer_index(session: Session) -> int:
    """Which layer of its stack ``session`` shows (0 for a session of its own)."""
    return session.layer_index if isinstance(session, ShownLayer) else 0


def hidden_symbol(layer_number: int) -> str:
    """H with the layer's number raised: ``hidden_symbol(2) == "H²"``, layer 2's input."""
    # Digit by digit rather than str.translate, which reads like a text to translate.
    return "H" + "".join(_SUPERSCRIPTS[digit] for digit in str(layer_number))


def input_symbol(session: Session) -> str:
    """What the heads of ``session`` read, as formulas write it: X without positions,
    Z with them, and H² (H³, …) for the input of a later layer of a stack."""
    index = layer_index(session)
    if index > 0:
        return hidden_symbol(index + 1)
    return "Z" if session.positional_encoding != "none" else "X"


def heads_read_symbol(session: Session) -> str:
    """What the heads multiply by their W's: the input (:func:`input_symbol`), or
    ``LN(H²)`` when the layer normalises it first."""
    symbol = input_symbol(session)
    return f"LN({symbol})" if session.layers[0].layer_norm is not None else symbol


def reads_a_residual(session: Session) -> bool:
    """Whether a later layer on show reads the layer before's residual output."""
    return isinstance(session, ShownLayer) and session.reads_a_residual


def is_last_layer(session: Session) -> bool:
    """Whether ``session`` shows the last layer of its stack (a lone layer is)."""
    return not isinstance(session, ShownLayer) or session.layer_index == session.n_stacked - 1


def sizes_on_show(session: Session, shown_layer: int) -> tuple[object, ...]:
    """What the tables' shapes depend on in the layer on show (a change resizes them)."""
    layer = session.layers[min(shown_layer, session.n_layers - 1)]
    return (
        session.n_tokens,
        session.d_model,
        session.n_layers,
        layer.heads[0].W_q.shape[0],
        layer.d_k,
        layer.d_v,
        layer.n_heads,
        layer.W_o is None,
        layer.kv_heads is None,
        session.tokens,
    )
