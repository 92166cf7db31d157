"""What each stage of the pipeline is called, in the example's own sizes.

One entry per stage, in the order of the computation: its key, the operator on the
arrow into it, whether the learner edits it, and a function of the session (and the
selected head) giving its title (name and formula) and its shape (``"3 × 3"``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from selfattn_gui.core.sessions.session import Session

#: ``(session, head) -> (title, shape)``
Texts = Callable[[Session, int], tuple[str, str]]


@dataclass(frozen=True)
class StageText:
    """One stage: ``key``, the ``operator`` on the arrow into it, ``edits`` (what the
    learner types there, "" for a computed stage) and its ``texts``."""

    key: str
    operator: str
    edits: str
    texts: Texts


def _by(rows: int, columns: int) -> str:
    return f"{rows} × {columns}"


def _tokens(s: Session, _h: int) -> tuple[str, str]:
    if s.positional_encoding != "none":
        return "Z = X + positions", _by(s.n_tokens, s.d_model)
    return "X: the token vectors", _by(s.n_tokens, s.d_model)


def _projections(s: Session, h: int) -> tuple[str, str]:
    which = f" of head {h + 1}" if s.n_heads > 1 else ""
    if s.d_k == s.d_v:
        return f"W_q, W_k, W_v{which}", f"{_by(s.d_model, s.d_k)} each"
    return f"W_q, W_k, W_v{which}", f"{_by(s.d_model, s.d_k)}; W_v {_by(s.d_model, s.d_v)}"


def _qkv(s: Session, _h: int) -> tuple[str, str]:
    source = "Z" if s.positional_encoding != "none" else "X"
    name = f"Q, K, V = {source}·W"
    if s.d_k == s.d_v:
        return name, f"{_by(s.n_tokens, s.d_k)} each"
    return name, f"{_by(s.n_tokens, s.d_k)}; V {_by(s.n_tokens, s.d_v)}"


def _scores(s: Session, _h: int) -> tuple[str, str]:
    return "scores = Q·Kᵀ", _by(s.n_tokens, s.n_tokens)


def _scaled(s: Session, _h: int) -> tuple[str, str]:
    if s.scale == "sqrt_dk":
        root = f"{math.sqrt(s.d_k):.2f}".rstrip("0").rstrip(".")
        return f"scaled = scores ÷ √d_k (√{s.d_k} = {root})", _by(s.n_tokens, s.n_tokens)
    return "scaled = scores (÷ √d_k is off)", _by(s.n_tokens, s.n_tokens)


def _weights(s: Session, _h: int) -> tuple[str, str]:
    if s.causal:
        mask = "causal mask, "
    elif s.mask is not None:
        mask = "your mask, "
    else:
        mask = ""
    return f"weights = softmax per row ({mask}rows sum to 1)", _by(s.n_tokens, s.n_tokens)


def _output(s: Session, _h: int) -> tuple[str, str]:
    return "head output = weights·V", _by(s.n_tokens, s.d_v)


def _mix(s: Session, _h: int) -> tuple[str, str]:
    if s.W_o is not None:
        heads = "concat(heads)" if s.n_heads > 1 else "head output"
        return f"attention output = {heads}·W_o", _by(s.n_tokens, s.W_o.shape[1])
    return "attention output = concat(heads)", _by(s.n_tokens, s.n_heads * s.d_v)


def _residual(s: Session, _h: int) -> tuple[str, str]:
    source = "Z" if s.positional_encoding != "none" else "X"
    return f"residual output = {source} + attention output", _by(s.n_tokens, s.d_model)


STAGES: tuple[StageText, ...] = (
    StageText("tokens", "", "X", _tokens),
    StageText("projections", "", "the W's", _projections),
    StageText("qkv", "× W", "", _qkv),
    StageText("scores", "Q·Kᵀ", "", _scores),
    StageText("scaled", "÷ √d_k", "", _scaled),
    StageText("weights", "softmax", "", _weights),
    StageText("output", "· V", "", _output),
    StageText("mix", "· W_o", "W_o", _mix),
    StageText("residual", "+ Z", "", _residual),
)
