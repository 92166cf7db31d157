"""Every quantity a lesson may ask about: what it needs, what it may take, what it gives.

:func:`~selfattn_gui.core.lessons.lesson_checks.validate_quantity` checks a lesson's
quantity objects against :data:`QUANTITIES`; reading one is
:func:`~selfattn_gui.core.lessons.lesson_conditions.quantity`.
"""

from __future__ import annotations

from dataclasses import dataclass

from selfattn_gui.core.sessions.session import SCALES, VERSION_1_POSITIONS


@dataclass(frozen=True)
class QuantitySpec:
    """What a quantity needs, what it may take, and what kind of value it gives."""

    required: tuple[str, ...]
    optional: tuple[str, ...]
    kind: str  # "number", "text", "label" (any vocabulary label) or "tokens"
    description: str


IN_A_LAYER = ("head", "layer")  # a head of a layer, both counted from 0 (default 0)
OR_MISTAKEN = ("head", "layer", "mistake")

QUANTITIES: dict[str, QuantitySpec] = {
    "weight": QuantitySpec(
        ("query", "key"), ("head", "layer", "mistake"), "number", "attention weight of query on key"
    ),
    "score": QuantitySpec(("query", "key"), IN_A_LAYER, "number", "raw score q·k"),
    "scaled_score": QuantitySpec(("query", "key"), IN_A_LAYER, "number", "score ÷ √d_k"),
    "row_sum": QuantitySpec(("query",), OR_MISTAKEN, "number", "sum of a weights row"),
    "column_sum": QuantitySpec(("key",), OR_MISTAKEN, "number", "sum of a weights column"),
    "max_weight": QuantitySpec(("query",), OR_MISTAKEN, "number", "largest weight in a row"),
    "projection": QuantitySpec(
        ("of", "token", "column"), IN_A_LAYER, "number", "an entry of Q, K or V"
    ),
    "output": QuantitySpec(
        ("token", "column"), IN_A_LAYER, "number", "attention output (or one head's output)"
    ),
    "residual": QuantitySpec(("token", "column"), ("layer",), "number", "input + attention output"),
    "cell": QuantitySpec(("matrix", "row", "column"), (), "number", "a cell of an input matrix"),
    "causal": QuantitySpec((), (), "number", "1 when the causal mask is on, else 0"),
    "residual_on": QuantitySpec((), (), "number", "1 when the residual connection is on"),
    "positional_encoding": QuantitySpec((), (), "text", '"none" or "sinusoidal"'),
    "scale": QuantitySpec((), (), "text", '"sqrt_dk" or "none"'),
    "n_heads": QuantitySpec((), (), "number", "number of heads"),
    "n_tokens": QuantitySpec((), (), "number", "number of tokens"),
    "d_k": QuantitySpec((), (), "number", "width of queries and keys"),
    "d_model": QuantitySpec((), (), "number", "width of the token vectors"),
    "d_v": QuantitySpec((), (), "number", "width of each head's values and output"),
    "concat_width": QuantitySpec((), (), "number", "n_heads · d_v, the heads side by side"),
    "scale_divisor": QuantitySpec((), (), "number", "√d_k when scaling is on, else 1"),
    "token_order": QuantitySpec((), (), "tokens", "the token labels in order"),
    "head_on": QuantitySpec((), IN_A_LAYER, "number", "1 while the head is on, 0 once off"),
    "n_layers": QuantitySpec((), (), "number", "number of layers"),
    "n_keys": QuantitySpec((), (), "number", "keys each query sees (the source's tokens)"),
    "kv_heads": QuantitySpec((), ("layer",), "number", "K/V groups (the heads when none share)"),
    "top_prediction": QuantitySpec(
        ("position",), (), "label", "the vocabulary label predicted most likely after a position"
    ),
    "probability": QuantitySpec(
        ("position", "label"), (), "number", "the predicted probability of a label"
    ),
    "next_token_accuracy": QuantitySpec(
        (), ("from",), "number", "share of positions whose top prediction is the next token"
    ),
    "score_count": QuantitySpec((), ("n", "heads"), "number", "heads · n² scores"),
    "recurrent_steps": QuantitySpec(
        (), ("n",), "number", "n − 1: a recurrent net's steps from the first token to the last"
    ),
    "kv_cache_memory": QuantitySpec(
        (),
        ("layer", "groups", "d_k", "bytes_per_number", "unit"),
        "number",
        "one token's K/V cache in one layer",
    ),
    "attention_memory": QuantitySpec(
        (), ("n", "heads", "bytes_per_number", "unit"), "number", "memory of the weights"
    ),
}
TEXT_CHOICES = {"positional_encoding": VERSION_1_POSITIONS, "scale": SCALES}
FLAGS = ("causal", "residual_on", "head_on")  # numbers that may be compared with true / false
