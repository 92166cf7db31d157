"""One attention layer of the plain-text ``compute``: its heads step by step, then the
concat, W_o and the residual.

Layer 1 reads Z, a later layer reads H (the output of the layer before); with a layer
norm the heads read LN(Z) or LN(H); in a cross session the keys and values come from
the source sequence S.  Heads of one K/V group show their shared K and V once, and a
switched-off head says that its output counts as zeros.  A one-layer session without
any of these reads exactly as it always did.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.maths.attention import AttentionResult, LayerResult, scale_factor
from selfattn_gui.core.sessions.layers import Layer
from selfattn_gui.core.sessions.numbers_text import fixed_ascii
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.teaching.report_tables import dims, format_matrix, section


@dataclass(frozen=True)
class TextLabels:
    """The labels of the tables.

    Attributes
    ----------
    rows : one per token (the queries), as rows
    keys : one per key, as columns (the source's tokens in a cross session)
    key_rows : one per key, as rows of K and V
    """

    rows: list[str]
    keys: list[str]
    key_rows: list[str]


@dataclass(frozen=True)
class LayerText:
    """What the text of one layer is written from."""

    session: Session
    result: AttentionResult
    index: int  # 0-based
    labels: TextLabels
    hidden: int  # how many query→key pairs the mask hides
    decimals: int

    @property
    def layer(self) -> Layer:
        return self.session.layers[self.index]

    @property
    def computed(self) -> LayerResult:
        return self.result.layers[self.index]

    @property
    def reads(self) -> str:
        """The name of what the layer reads: Z for layer 1, H after."""
        return "Z" if self.index == 0 else "H"

    @property
    def heads_read(self) -> str:
        return self.reads if self.layer.layer_norm is None else f"LN({self.reads})"

    @property
    def cross(self) -> bool:
        return self.session.source is not None


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' if count != 1 else ''}"


def _listed(numbers: list[int]) -> str:
    """``[1, 2, 3]`` as "1, 2 and 3"."""
    shown = [str(n) for n in numbers]
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]


def _shared_by(layer: Layer, group: int) -> list[int]:
    """The 0-based query heads that read K/V group ``group``."""
    return [h for h in range(layer.n_heads) if layer.group_of(h) == group]


def _banner(text: LayerText) -> list[str]:
    """ "=== Layer 2 of 3 ... ===" and its sizes (only when there are several layers)."""
    layer, number, n = text.layer, text.index + 1, text.session.n_tokens
    if text.index == 0:
        reads = "reads Z"
    else:
        reads = f"reads H = layer {text.index}'s output  ({n} × {text.computed.input.shape[1]})"
    return [
        "",
        f"=== Layer {number} of {text.session.n_layers}: {reads} ===",
        f"{_plural(layer.n_heads, 'head')}, d_k = {layer.d_k}, d_v = {layer.d_v}",
    ]


def _facts(text: LayerText) -> list[str]:
    """The K/V groups and the switched-off heads, in words."""
    layer = text.layer
    out: list[str] = []
    if layer.kv_heads is not None:
        groups = [
            f"heads {_listed([h + 1 for h in _shared_by(layer, g)])} share K/V group {g + 1}"
            if len(_shared_by(layer, g)) > 1
            else f"head {_shared_by(layer, g)[0] + 1} has K/V group {g + 1} to itself"
            for g in range(layer.n_kv_heads)
        ]
        section(
            out,
            f"Grouped-query attention: {_plural(layer.n_kv_heads, 'K/V group')} for "
            f"{_plural(layer.n_heads, 'query head')}; " + "; ".join(groups),
        )
    if layer.heads_off:
        off = sorted(layer.heads_off)
        which = "head" if len(off) == 1 else "heads"
        section(
            out,
            f"Switched off: {which} {_listed([h + 1 for h in off])}, computed as usual "
            "but counted as zeros in the concat",
        )
    return out


def _norm_section(text: LayerText) -> list[str]:
    out: list[str] = []
    normalised = text.computed.normalised
    if normalised is not None:
        section(
            out,
            f"Layer norm: {text.heads_read} = each row of {text.reads} to mean 0 and "
            "variance 1, times gain plus bias (what the heads read)",
            format_matrix(normalised, text.labels.rows, dims(normalised.shape[1]), text.decimals),
        )
    return out


#: One step of a head: its heading, its table (None for a line of text), the table's
#: row labels and column labels.
Step = tuple[str, np.ndarray | None, list[str], list[str]]


def _projection_steps(text: LayerText, h: int) -> list[Step]:
    """Q, then K and V (or one line saying they are an earlier head's of the same group)."""
    head, layer, labels = text.computed.heads[h], text.layer, text.labels
    x = text.heads_read
    keys_from, who = ("S", "source token") if text.cross else (x, "token")
    steps: list[Step] = [
        (
            f"Project: Q = {x} · W_q (what each token is looking for)",
            head.Q,
            labels.rows,
            dims(layer.d_k),
        )
    ]
    group = layer.group_of(h)
    first_of_group = _shared_by(layer, group)[0]
    if layer.kv_heads is not None and first_of_group != h:
        steps.append(
            (
                f"K and V: head {first_of_group + 1}'s (they read K/V group {group + 1})",
                None,
                [],
                [],
            )
        )
        return steps
    steps.append(
        (
            f"Project: K = {keys_from} · W_k (what each {who} offers to be found by)",
            head.K,
            labels.key_rows,
            dims(layer.d_k),
        )
    )
    steps.append(
        (
            f"Project: V = {keys_from} · W_v (what each {who} passes on)",
            head.V,
            labels.key_rows,
            dims(layer.d_v),
        )
    )
    return steps


def _head_sections(text: LayerText, h: int) -> list[str]:
    """Head ``h`` step by step: Q, K (m, d_k), V (m, d_v), scores to weights (n, m), output."""
    head, layer = text.computed.heads[h], text.layer
    rows, keys = text.labels.rows, text.labels.keys
    off = " (switched off: its output counts as zeros in the concat)" if head.off else ""
    out = ["", f"--- Head {h + 1} of {layer.n_heads}{off} ---"]
    steps = _projection_steps(text, h)
    steps.append(
        (
            "Score: scores = Q · Kᵀ (row = query, column = key; bigger = better match)",
            head.scores,
            rows,
            keys,
        )
    )
    if text.session.scale == "sqrt_dk":
        divisor = scale_factor(layer.d_k, text.session.scale)
        shown = fixed_ascii(divisor, max(text.decimals, 2))
        scale_line = f"Scale: scaled = scores / √d_k = scores / {shown}"
    else:
        scale_line = "Scale: switched off, so scaled = scores"
    steps.append((scale_line, head.scaled, rows, keys))
    if text.hidden:
        steps.append(
            (
                "Mask: hidden keys get -inf before the softmax, so they end up with weight 0",
                np.where(text.result.mask, head.scaled, -np.inf),
                rows,
                keys,
            )
        )
    steps.append(
        (
            "Softmax: weights, one row per query; each row sums to 1"
            + (" and hidden keys get exactly 0" if text.hidden else ""),
            head.weights,
            rows,
            keys,
        )
    )
    steps.append(
        (
            "Mix: output = weights · V (each token's weighted average of the values)",
            head.output,
            rows,
            dims(layer.d_v),
        )
    )
    for heading, matrix, row_labels, columns in steps:
        if matrix is None:
            section(out, heading)
        else:
            section(out, heading, format_matrix(matrix, row_labels, columns, text.decimals))
    return out


def _after_heads_sections(text: LayerText) -> list[str]:
    """The concat (n, n_heads * d_v), the attention output (n, d_out) and the residual."""
    layer, computed, rows, decimals = text.layer, text.computed, text.labels.rows, text.decimals
    n, n_heads = text.session.n_tokens, layer.n_heads
    out = ["", "--- After the heads ---"]
    width = computed.concat.shape[1]
    if n_heads > 1:
        off = sorted(layer.heads_off)
        zeros = f", head {_listed([h + 1 for h in off])} as zeros" if off else ""
        section(
            out,
            f"Concat: the {n_heads} head outputs side by side{zeros}  ({n} × {width})",
            format_matrix(computed.concat, rows, dims(width), decimals),
        )
    d_out = computed.attention_output.shape[1]
    if layer.W_o is not None:
        heading = f"Output projection: attention output = concat · W_o  ({n} × {d_out})"
    elif n_heads > 1:
        heading = f"No W_o: the attention output is the concat itself  ({n} × {d_out})"
    else:
        heading = f"No W_o: the attention output is the head's output  ({n} × {d_out})"
    section(out, heading, format_matrix(computed.attention_output, rows, dims(d_out), decimals))
    if computed.residual is not None:
        section(
            out,
            f"Residual: {text.reads} + attention output (each token keeps what it had and "
            "adds what it gathered)",
            format_matrix(computed.residual, rows, dims(computed.residual.shape[1]), decimals),
        )
    else:
        section(out, f"No residual: {computed.residual_note}.")
    return out


def layer_sections(text: LayerText) -> list[str]:
    """Every step of one layer: its banner (with several layers), its K/V groups and
    switched-off heads, its layer norm, each head, then what follows the heads."""
    out = _banner(text) if text.session.n_layers > 1 else []
    out += _facts(text) + _norm_section(text)
    for h in range(text.layer.n_heads):
        out += _head_sections(text, h)
    return out + _after_heads_sections(text)
