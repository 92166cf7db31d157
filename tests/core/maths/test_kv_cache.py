"""The K/V cache note: every number worked out by hand here, from the configuration."""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.maths import kv_cache
from selfattn_gui.core.sessions.layers import Head, KeyValueHead, Layer


def grouped(heads: int, groups: int, d_k: int, d_v: int) -> Layer:
    kv = tuple(KeyValueHead(np.zeros((3, d_k)), np.zeros((3, d_v))) for _ in range(groups))
    return Layer(tuple(Head(np.zeros((3, d_k))) for _ in range(heads)), kv_heads=kv)


def test_one_token_of_a_small_layer_in_float64():
    # 4 heads in 2 groups, d_k = d_v = 2: a key and a value of 2 numbers per group, 8 bytes each.
    note = kv_cache.layer_note(grouped(4, 2, 2, 2))
    assert "2 · 2 · 2 · 8 = 64 bytes" in note  # 2 · 2 · 2 · 8 = 64
    assert "against 128 bytes" in note  # 2 · 4 · 2 · 8 = 128
    # A value wider than the key: each group keeps 3 + 5 numbers.
    note = kv_cache.layer_note(grouped(6, 3, 3, 5))
    assert "3 · (3 + 5) · 8 = 192 bytes" in note  # 3 · 8 · 8
    assert "against 384 bytes" in note  # 6 · 8 · 8


def test_llama_2_70b_in_float16():
    model = kv_cache.LLAMA_2_70B
    assert (model.layers, model.query_heads, model.kv_heads, model.head_width) == (80, 64, 8, 128)
    assert model.bytes_per_number == 2  # float16
    # Per token per layer: 2 · 8 · 128 · 2 = 4,096 bytes = 4 KiB; with 64 K/V heads 8 times that.
    assert kv_cache.cache_bytes(8, 128, 128, 2) == 4096
    note = kv_cache.model_note()
    assert "4 KiB against 32 KiB per token per layer" in note
    # A 4,096-token context through 80 layers: 4,096 · 80 · 4,096 = 1,342,177,280 bytes =
    # 1.25 GiB; with 64 K/V heads 10,737,418,240 bytes = 10 GiB.
    assert "1.25 GiB against 10 GiB for a 4,096-token context" in note
    details = kv_cache.model_details()
    assert "2 · 8 · 128 · 2 = 4 KiB against 32 KiB" in details
    # Per token through all 80 layers: 80 · 4,096 = 327,680 bytes = 320 KiB (2,560 KiB with 64).
    assert "all 80 layers 320 KiB against 2,560 KiB" in details
    assert "float16 (2 bytes a number)" in details


def test_counts_compare_in_the_unit_of_the_smaller():
    assert kv_cache.in_one_unit(64, 128) == ("64 bytes", "128 bytes")
    assert kv_cache.in_one_unit(1536, 4096) == ("1.5 KiB", "4 KiB")
    assert kv_cache.in_one_unit(3 * 1024**2, 1024**3) == ("3 MiB", "1,024 MiB")
