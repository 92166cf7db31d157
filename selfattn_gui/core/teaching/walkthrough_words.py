"""How the walkthrough names tokens, panels and numbers in its sentences.

Shared by the steps of :mod:`selfattn_gui.core.teaching.walkthrough`: a token in
quotes, the panels a step lights up, a row of scores key by key, a weight as a
percentage, a vector with "=" or "≈", the keys the mask hides, and whether the
attention output is as wide as the token vectors.
"""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.maths.attention import AttentionResult
from selfattn_gui.core.maths.matrices import MATRICES, heads_input
from selfattn_gui.core.sessions.numbers_text import fmt, is_exact, list_separator, shorten, vector
from selfattn_gui.core.sessions.numbers_text import percent as percent_of
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.text import translate

#: the query chart is no matrix, so the catalogue does not name it
QUERY_CHART = "chart.query"


def panels_of(*keys: str) -> list[str]:
    """The object names of the panels that show these matrices (a heatmap if one draws it)."""
    return [MATRICES[key].heatmap or MATRICES[key].panel_name for key in keys]


def token_name(result: AttentionResult, index: int) -> str:
    """Query ``index``'s token in quotes: '"cat"'."""
    return f'"{result.tokens[index]}"'


def key_name(result: AttentionResult, index: int) -> str:
    """Key ``index``'s token in quotes (a cross session's keys are the source's tokens)."""
    return f'"{(result.key_tokens or result.tokens)[index]}"'


def input_key(session: Session) -> str:
    """The key of the matrix the heads read (Z, or the token vectors without positions)."""
    return heads_input(session).key


def combines_heads(session: Session) -> bool:
    """Whether the attention output differs from the one head's output (more heads or W_o)."""
    return session.n_heads > 1 or session.W_o is not None


def per_key(result: AttentionResult, query: int, values: np.ndarray, best_first: bool) -> str:
    """'"cat" −1, "sat" −2, ...' for the visible keys (the largest first when shortened)."""
    keys = [j for j in range(result.mask.shape[1]) if result.mask[query, j]]
    if best_first and len(keys) > 8:
        keys.sort(key=lambda j: -values[j])
    return list_separator().join(
        shorten([f"{key_name(result, j)} {fmt(values[j])}" for j in keys], "keys")
    )


def percent(weight: float) -> str:
    """A weight as a whole percentage, as people say it: "5 %", "less than 1 %"."""
    if 0.0 < weight < 0.005:
        return translate("walkthrough_words", "less than 1 %")
    return translate("walkthrough_words", "{percent} %").format(percent=percent_of(weight))


def approx(values: np.ndarray) -> str:
    """``= [..]`` when every number is shown exactly, else ``≈ [..]``."""
    exact = all(is_exact(v) for v in values)
    return f"{'=' if exact else '≈'} {vector(values)}"


def hidden_keys(result: AttentionResult, query: int) -> str:
    hidden = [key_name(result, j) for j in range(result.mask.shape[1]) if not result.mask[query, j]]
    if not hidden:
        return ""
    return " " + translate("walkthrough_words", "The mask hides {keys} from {query}.").format(
        keys=", ".join(shorten(hidden, "")), query=token_name(result, query)
    )


def fits_the_tokens(session: Session, result: AttentionResult) -> str:
    """A sentence on whether the attention output is as wide as the token vectors."""
    width = result.attention_output.shape[1]
    if width == session.d_model:
        return " " + translate(
            "walkthrough_words",
            "That is as wide as the token vectors ({width} numbers), so the next "
            "step can add the two.",
        ).format(width=session.d_model)
    sentence = (
        translate(
            "walkthrough_words",
            "The token vectors have {width} numbers and this has {own}, so the two "
            "cannot be added: switch W_o on (toolbar) to bring it back to the token width.",
        )
        if session.W_o is None
        else translate(
            "walkthrough_words",
            "The token vectors have {width} numbers and this has {own}, so the two "
            "cannot be added: give W_o {width} columns to bring it back to the token width.",
        )
    )
    return " " + sentence.format(width=session.d_model, own=width)
