"""What a session may hold: the choices of its switches, its size limits, and the
error raised when it breaks a rule.

Kept apart from :mod:`~selfattn_gui.core.sessions.session` so the rules
(:mod:`~selfattn_gui.core.sessions.session_rules`) and the session can both use them.
"""

from __future__ import annotations

import json

from selfattn_gui.core.sessions.numbers_text import whole
from selfattn_gui.core.text import translate

POSITIONAL_ENCODINGS = ("none", "sinusoidal", "learned")
#: The positions a switch can choose (learned ones come with their matrix W_pos).
VERSION_1_POSITIONS = ("none", "sinusoidal")
ATTENTIONS = ("self", "cross")
SCALES = ("sqrt_dk", "none")
MAX_TOKENS = 512
MAX_WIDTH = 1024
MAX_HEADS = 16
MAX_ABS_VALUE = 1e6

# -- how big a session may grow: one set of numbers for editing, saving and opening ----
#
# Every session the app accepts must fit in a session file, and every session file must
# open again, so the editors (size spin boxes, new tokens, W_o), saving, recovery copies
# and loading all check the same two budgets below.  They are derived from the file
# limit at the serializer's worst case (``tests/core/test_session_limits.py`` measures
# it on real output):
#
# - a number takes at most 26 bytes: 24 characters (``-1.2345678901234567e-300``; the
#   ±1e6 limit keeps exponents short) plus the ", " before the next one;
# - each matrix row adds at most 12 (indentation, brackets, line break), and the other
#   limits allow at most 66,048 rows (512 + 16 heads · 3 · 1024 + 16 · 1024): < 0.8 MB;
# - a custom mask is at most 512 × 512 cells of "1, ": < 0.8 MB;
# - labels and title are budgeted as the file holds them (UTF-8 with JSON escapes);
# - keys, head objects and per-token line breaks: a few kilobytes.
#
# 600,000 numbers · 26 + 2 MB of text + 0.8 + 0.8 MB + a few kB is about 19.3 MB, so the
# biggest session the editors allow still fits the 20 MB file limit with room to spare.
#
# Version 2 (layers, a vocabulary, a source, W_pos, W_U) counts every number of every
# matrix and vector against the same 600,000, and the labels of the tokens, the source
# and the vocabulary against the same 2 MB.  Its rows sit deeper (12 spaces inside
# "layers"), so each adds at most 14 bytes beyond its numbers, and nothing else bounds
# how many there are (a W_pos of 600,000 positions × 1, six layers of 16 heads reading
# 1024-wide rows with d_k = 1): MAX_ROWS does.  600,000 · 26 + 100,000 · 14 + 2 MB +
# 0.8 MB + the labels' line breaks and the keys (under 0.1 MB) is about 19.0 MB.

#: A session file larger than this is refused before it is read.
MAX_FILE_BYTES = 20 * 1024 * 1024
#: Every number of every matrix: token vectors, W_q, W_k and W_v of each head, and W_o.
MAX_NUMBERS = 600_000
#: Every row of every matrix (and every vector, written on one line) of a session that
#: only version 2 can hold; a version 1 session has at most 66,048.
MAX_ROWS = 100_000
#: The token labels and the title as the file holds them (UTF-8, quotes and escapes).
MAX_TEXT_BYTES = 2 * 1024 * 1024
#: The longest a character can become in the file: a control character as ``\u001f``.
MAX_BYTES_PER_CHARACTER = 6


class SessionError(ValueError):
    """A session that breaks a rule; the message names the field and the problem.

    ``headline``, when known, says in a learner's words what the problem means for the
    file as a whole ("This is not a selfattn-gui session file."); the message stays the
    one-line technical detail under it.
    """

    def __init__(self, message: str = "", headline: str | None = None) -> None:
        super().__init__(message)
        self.headline = headline


def count_numbers(
    n_tokens: int, d_model: int, d_k: int, d_v: int, n_heads: int, w_o_width: int | None = None
) -> int:
    """How many numbers a session of these sizes holds in its matrices.

    The token vectors (n_tokens × d_model), W_q and W_k (d_model × d_k) and W_v
    (d_model × d_v) of every head, and W_o ((n_heads · d_v) × w_o_width) if there is one.
    """
    numbers = n_tokens * d_model + n_heads * d_model * (2 * d_k + d_v)
    if w_o_width is not None:
        numbers += n_heads * d_v * w_o_width
    return numbers


def check_numbers(
    n_tokens: int, d_model: int, d_k: int, d_v: int, n_heads: int, w_o_width: int | None = None
) -> None:
    """Refuse sizes whose session would hold more than :data:`MAX_NUMBERS` numbers.

    Edits call this before they build the matrices, so asking for 16 heads of
    1024 × 1024 is refused at once instead of first filling memory with zeros.
    """
    count = count_numbers(n_tokens, d_model, d_k, d_v, n_heads, w_o_width)
    if count <= MAX_NUMBERS:
        return
    if w_o_width is None:
        message = translate(
            "session_limits",
            "size: {tokens} and {heads} with d_model {d_model}, d_k {d_k}, d_v {d_v} "
            "would need {count} numbers; a session can hold at most {limit}, so "
            "that it can be saved and opened again (make a size, the heads or the tokens fewer)",
        )
    else:
        message = translate(
            "session_limits",
            "size: {tokens} and {heads} with d_model {d_model}, d_k {d_k}, d_v {d_v}, "
            "W_o {rows} × {columns} would need {count} numbers; a session can hold at most "
            "{limit}, so that it can be saved and opened again (make a size, the heads or "
            "the tokens fewer)",
        )
    raise SessionError(
        message.format(
            tokens=translate("session_limits", "%n token(s)", None, n_tokens),
            heads=translate("session_limits", "%n head(s)", None, n_heads),
            d_model=d_model,
            d_k=d_k,
            d_v=d_v,
            rows=n_heads * d_v,
            columns=w_o_width,
            count=whole(count),
            limit=whole(MAX_NUMBERS),
        )
    )


def text_bytes(tokens: tuple[str, ...], title: str) -> int:
    """The bytes the token labels and the title take in a session file, with their quotes."""
    return sum(len(json.dumps(t, ensure_ascii=False).encode("utf-8")) for t in (*tokens, title))
