"""The five sessions the benchmark measures, built with a seeded random generator.

S is the ``cat-sat-mat`` preset; M, L, XL and XXL are random but always the same numbers
(seed 7), sized like a classroom example, a longer sentence and two stress cases.
``d_k = d_v = d_model / heads`` and ``W_o`` is square, so the residual applies.
"""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.sessions import presets
from selfattn_gui.core.sessions.session import Head, Session

#: name -> (tokens, d_model, heads); None for S, which is a preset.
SIZES: dict[str, tuple[int, int, int] | None] = {
    "S": None,
    "M": (16, 32, 4),
    "L": (64, 64, 8),
    "XL": (256, 128, 8),
    "XXL": (512, 128, 8),
}
SMALL_PRESET = "cat-sat-mat"
SEED = 7


def build_session(size: str, seed: int = SEED) -> Session:
    """The session for one benchmark size ("S", "M", "L", "XL" or "XXL")."""
    if size not in SIZES:
        raise ValueError(f"unknown size {size!r}; expected one of {', '.join(SIZES)}")
    shape = SIZES[size]
    if shape is None:
        return presets.load_preset(SMALL_PRESET)
    n_tokens, d_model, n_heads = shape
    d_k = d_model // n_heads
    rng = np.random.default_rng(seed)
    # Projections scaled by 1/sqrt(d_model) keep the scores near 1, so the weights
    # are neither uniform nor one-hot: every cell of the heatmap has a real number.
    spread = 1.0 / np.sqrt(d_model)
    heads = tuple(
        Head(
            W_q=rng.normal(0.0, spread, (d_model, d_k)),
            W_k=rng.normal(0.0, spread, (d_model, d_k)),
            W_v=rng.normal(0.0, spread, (d_model, d_k)),
        )
        for _ in range(n_heads)
    )
    return Session(
        tokens=tuple(f"t{i + 1}" for i in range(n_tokens)),
        embeddings=rng.normal(0.0, 1.0, (n_tokens, d_model)),
        heads=heads,
        W_o=rng.normal(0.0, spread, (n_heads * d_k, d_model)),
        title=f"benchmark {size}: {n_tokens} tokens, d_model {d_model}, {n_heads} heads",
    )
