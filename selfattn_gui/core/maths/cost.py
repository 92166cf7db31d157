"""What full attention costs as the sequence grows: n² scores, n² memory, and a timing.

Every query scores every key, so one head holds an (n, n) matrix of scores and one
of weights.  Ten times more tokens means a hundred times more numbers.
:func:`measure_attention` times the real computation on this computer at a few
sizes, for the lesson on cost; tests never assert on its times.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.maths.attention import softmax_rows
from selfattn_gui.core.sessions.numbers_text import fixed, significant

TABLE_SIZES = (10, 100, 1000, 10000)
MEASURE_SIZES = (250, 500, 1000, 2000)
FLOAT32_BYTES = 4


def score_count(n_tokens: int, n_heads: int = 1) -> int:
    """How many scores (and weights) attention computes: n_heads · n²."""
    return n_heads * n_tokens * n_tokens


def weights_bytes(n_tokens: int, n_heads: int = 1, bytes_per_number: int = FLOAT32_BYTES) -> int:
    """Memory of the (n, n) weights of every head, at ``bytes_per_number`` each."""
    return score_count(n_tokens, n_heads) * bytes_per_number


def readable_bytes(count: float) -> str:
    """Bytes in decimal units a learner reads at a glance: "400 B", "4 MB", "400 MB"."""
    for unit, size in (("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if count >= size:
            return f"{significant(count / size, 3)} {unit}"
    return f"{fixed(count, 0)} B"


@dataclass(frozen=True)
class CostRow:
    """The cost of one sequence length for one head.

    Attributes
    ----------
    n : tokens in the sequence
    scores : n² scores
    bytes : memory of the weights at float32
    """

    n: int
    scores: int
    bytes: int


def cost_table(sizes: Sequence[int] = TABLE_SIZES, n_heads: int = 1) -> list[CostRow]:
    """Scores and float32 memory for each sequence length in ``sizes``."""
    return [CostRow(n, score_count(n, n_heads), weights_bytes(n, n_heads)) for n in sizes]


@dataclass(frozen=True)
class Timing:
    """How long one attention computation took.

    Attributes
    ----------
    n : tokens
    seconds : the fastest of the repeats
    growth : seconds divided by the previous size's seconds (None for the first)
    """

    n: int
    seconds: float
    growth: float | None


def attention_once(Q: np.ndarray, K: np.ndarray, V: np.ndarray) -> np.ndarray:
    """softmax(Q Kᵀ / √d_k) V for (n, d_k) queries and keys and (n, d_v) values."""
    scaled = (Q @ K.T) / np.sqrt(Q.shape[1])
    return softmax_rows(scaled) @ V


def measure_attention(
    sizes: Sequence[int] = MEASURE_SIZES, d_k: int = 64, repeats: int = 3, seed: int = 0
) -> list[Timing]:
    """Time one head of attention on random float32 inputs at each size.

    Parameters
    ----------
    sizes : sequence lengths n to try (keep them ≤ a few thousand: memory grows as n²)
    d_k : width of queries, keys and values
    repeats : runs per size; the fastest counts (the others include warm-up noise)
    """
    rng = np.random.default_rng(seed)
    # One untimed run first: the first call pays for starting the maths library's threads.
    warm_up = rng.standard_normal((8, d_k)).astype(np.float32)
    attention_once(warm_up, warm_up, warm_up)
    timings: list[Timing] = []
    previous: float | None = None
    for n in sizes:
        Q, K, V = (rng.standard_normal((n, d_k)).astype(np.float32) for _ in range(3))
        best = float("inf")
        for _ in range(max(1, repeats)):
            start = time.perf_counter()
            attention_once(Q, K, V)
            best = min(best, time.perf_counter() - start)
        growth = best / previous if previous else None
        timings.append(Timing(n=int(n), seconds=best, growth=growth))
        previous = best
    return timings
