"""The geometry of one dot product, for the picture of a query and its keys when d_k = 2.

A score q·k is the length of q's shadow on the direction of k, times the length of k:
``q·k = |q| |k| cos(angle)``.  A query pointing the same way as a key scores high; one
at a right angle scores 0; one pointing away scores below 0.  This module works out
that shadow and angle, and the edit of a weight matrix that moves one token's query
(or key) to a point the learner drops it on.
"""

from __future__ import annotations

import math

import numpy as np

from selfattn_gui.core.text import translate

#: A vector whose squared length is below this counts as zero: it has no direction.
ZERO_LENGTH = 1e-12


def shadow(query: np.ndarray, key: np.ndarray) -> np.ndarray:
    """Where the query's shadow on the line through ``key`` ends.

    Parameters
    ----------
    query, key : (d_k,) vectors

    Returns
    -------
    (d_k,) the point ``(q·k / |k|²) k`` on the key's line; behind the origin when the
    score is below 0, and the origin itself when ``key`` is zero (it has no line).
    """
    query, key = np.asarray(query, dtype=np.float64), np.asarray(key, dtype=np.float64)
    length = float(key @ key)
    if length < ZERO_LENGTH:
        return np.zeros_like(key)
    return (float(query @ key) / length) * key


def angle_between(query: np.ndarray, key: np.ndarray) -> float | None:
    """The angle from ``query`` to ``key`` in degrees, 0 to 180 (None if either is zero).

    Both are (d_k,) vectors; at 0° the score is |q| |k|, at 90° it is 0, at 180° it is
    −|q| |k|, the lowest any key of that length can give.
    """
    query, key = np.asarray(query, dtype=np.float64), np.asarray(key, dtype=np.float64)
    lengths = math.sqrt(float(query @ query) * float(key @ key))
    if lengths < ZERO_LENGTH:
        return None
    cosine = max(-1.0, min(1.0, float(query @ key) / lengths))
    return math.degrees(math.acos(cosine))


def direction_degrees(vector: np.ndarray) -> float:
    """The direction of a 2-D ``vector`` (2,), in degrees counter-clockwise from the x axis."""
    return math.degrees(math.atan2(float(vector[1]), float(vector[0])))


def moved_weights(weights: np.ndarray, row: np.ndarray, target: np.ndarray) -> np.ndarray:
    """The smallest change to ``weights`` that makes ``row @ weights`` equal ``target``.

    Dragging one token's query (or key) asks for a new ``q = x W``.  Of all the W that
    give it, this is the one closest to the old W (fewest and smallest changes): the
    change is the outer product ``xᵀ (target − x W) / |x|²``, so only the rows of W
    that the token's features use change, in proportion to those features.

    Parameters
    ----------
    weights : (w, d_k) the W_q or W_k the learner edits
    row : (w,) the vector the token feeds to it (its row of X, or of the layer's input)
    target : (d_k,) where the query or key should end

    Raises
    ------
    ValueError
        When ``row`` is all zeros: x W is then 0 for every W, so no edit moves it.
    """
    weights = np.asarray(weights, dtype=np.float64)
    row = np.asarray(row, dtype=np.float64)
    target = np.asarray(target, dtype=np.float64)
    length = float(row @ row)
    if length < ZERO_LENGTH:
        raise ValueError(
            translate(
                "dot_product_picture",
                "the token's vector is all zeros, so no weight matrix can move it",
            )
        )
    missing = target - row @ weights
    return weights + np.outer(row, missing) / length
