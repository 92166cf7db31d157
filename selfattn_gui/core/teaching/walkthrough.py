"""The computation as seven steps a learner can walk through, with the current numbers.

The five steps of lesson 4.8 (project, score, scale, softmax, mix), then W_o bringing
the heads' outputs back to the token width, and the residual connection.  :func:`describe_step` writes one step for the selected query
of the session on show, and names the panels the step concerns so a window can
highlight them.  Panel names are the object names of the main window's widgets, taken from the
catalogue of matrices: ``panel.<key>`` for a matrix panel (``panel.Q``,
``panel.embeddings``, ...), the heatmaps of the scaled scores and the weights
(``heatmap.scores``, ``heatmap.weights``), and ``chart.query``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.maths.attention import AttentionResult
from selfattn_gui.core.maths.layer_on_show import input_symbol
from selfattn_gui.core.maths.matrices import MATRICES, heads_input, read_by_the_heads
from selfattn_gui.core.sessions.numbers_text import equals, fmt, is_exact, shorten, sum_text, vector
from selfattn_gui.core.sessions.session import Session


@dataclass(frozen=True)
class StepInfo:
    """What a step is called, the formula it computes, and the matrices (catalogue keys)
    whose numbers its text writes out: a lesson's question that veils one of them hides
    the step's numbers."""

    key: str
    title: str
    formula: str
    prints: tuple[str, ...]


@dataclass(frozen=True)
class Step:
    """One step written out for the selected query.

    Attributes
    ----------
    key : stable identifier ("project", "score", "scale", "softmax", "mix", "project_back",
        "residual")
    title : short name, e.g. "Score"
    formula : what the step computes, e.g. "scores = Q·Kᵀ"
    text : a few sentences with the current numbers of the selected query
    panels : object names of the widgets to highlight
    """

    key: str
    title: str
    formula: str
    text: str
    panels: list[str]


STEPS: tuple[StepInfo, ...] = (
    StepInfo("project", "Project", "Q = Z·W_q,   K = Z·W_k,   V = Z·W_v", ("Q", "K", "V")),
    StepInfo("score", "Score", "scores = Q·Kᵀ", ("scores",)),
    StepInfo("scale", "Scale", "scaled = scores / √d_k", ("scaled",)),
    StepInfo("softmax", "Softmax", "weights = softmax(scaled), one row at a time", ("weights",)),
    StepInfo("mix", "Mix", "output = weights·V", ("weights", "V", "output")),
    StepInfo(
        "project_back",
        "Project back",
        "attention output = concat(heads)·W_o",
        ("output", "concat", "attention_output"),
    ),
    StepInfo(
        "residual",
        "Residual",
        "residual = Z + attention output",
        ("attention_output", "residual"),
    ),
)


def describe_step(
    index: int, session: Session, result: AttentionResult, query: int, head: int = 0
) -> Step:
    """Write step ``index`` (0..6) for token ``query`` of one head.

    Parameters
    ----------
    index : position in :data:`STEPS`
    session, result : the session on show and its computation
    query : the selected token (its row of scores, weights and outputs); a negative
        value means none is selected and the first token is used
    head : which head's numbers to quote
    """
    if not 0 <= index < len(STEPS):
        raise IndexError(f"step {index + 1} does not exist: there are {len(STEPS)} steps")
    query = min(max(query, 0), len(result.tokens) - 1)
    info = STEPS[index]
    text, panels = _WRITERS[info.key](session, result, query, head)
    return Step(info.key, info.title, read_by_the_heads(info.formula, session), text, panels)


# -- helpers --------------------------------------------------------------------------------

#: the query chart is no matrix, so the catalogue does not name it
QUERY_CHART = "chart.query"


def _panels(*keys: str) -> list[str]:
    """The object names of the panels that show these matrices (a heatmap if one draws it)."""
    return [MATRICES[key].heatmap or MATRICES[key].panel_name for key in keys]


def _name(result: AttentionResult, index: int) -> str:
    return f'"{result.tokens[index]}"'


def _input(session: Session) -> str:
    """The key of the matrix the heads read (Z, or the token vectors without positions)."""
    return heads_input(session).key


def _combined(session: Session) -> bool:
    """Whether the attention output differs from the one head's output (more heads or W_o)."""
    return session.n_heads > 1 or session.W_o is not None


def _per_key(result: AttentionResult, query: int, values: np.ndarray, best_first: bool) -> str:
    """'"cat" −1, "sat" −2, ...' for the visible keys (the largest first when shortened)."""
    keys = [j for j in range(len(result.tokens)) if result.mask[query, j]]
    if best_first and len(keys) > 8:
        keys.sort(key=lambda j: -values[j])
    return ", ".join(shorten([f"{_name(result, j)} {fmt(values[j])}" for j in keys], "more keys"))


def _percent(weight: float) -> str:
    """A weight as a whole percentage, as people say it: "5 %", "less than 1 %"."""
    if 0.0 < weight < 0.005:
        return "less than 1 %"
    return f"{100 * weight:.0f} %"


def _approx(values: np.ndarray) -> str:
    """``= [..]`` when every number is shown exactly, else ``≈ [..]``."""
    exact = all(is_exact(v) for v in values)
    return f"{'=' if exact else '≈'} {vector(values)}"


def _hidden_keys(result: AttentionResult, query: int) -> str:
    hidden = [_name(result, j) for j in range(len(result.tokens)) if not result.mask[query, j]]
    if not hidden:
        return ""
    return f" The mask hides {', '.join(shorten(hidden, 'more'))} from {_name(result, query)}."


# -- the seven steps -------------------------------------------------------------------------


def _project(session: Session, result: AttentionResult, query: int, head: int):
    h = result.heads[head]
    source = {
        "Z": "Z (the token vectors plus their positions)",
        "X": "X",
    }.get(input_symbol(session), f"{input_symbol(session)} (the previous layer's output)")
    text = (
        f"Every row of {source} is multiplied by three matrices: W_q gives the token a query "
        "(what it is looking for), W_k a key (how others can find it) and W_v a value (what it "
        f"hands on). For {_name(result, query)}: query {vector(h.Q[query])}, "
        f"key {vector(h.K[query])}, value {vector(h.V[query])}. "
        f"Queries and keys both have d_k = {session.d_k} "
        f"{'number' if session.d_k == 1 else 'numbers'}, so they can be compared."
    )
    if session.n_heads > 1:
        text += (
            f" This is head {head + 1} of {session.n_heads}; each head has its own three matrices."
        )
    return text, _panels(_input(session), "W_q", "W_k", "W_v", "Q", "K", "V")


def _score(session: Session, result: AttentionResult, query: int, head: int):
    h = result.heads[head]
    scores = h.scores[query]
    visible = result.mask[query]
    text = (
        f"The query of {_name(result, query)} meets the key of every token in a dot product "
        "(multiply place by place, add up): "
        f"{_per_key(result, query, scores, best_first=True)}."
    )
    if visible.any():
        best = int(np.flatnonzero(visible)[np.argmax(scores[visible])])
        text += (
            f" The best match is {_name(result, best)} with {fmt(scores[best])}. "
            "What counts is how far each score lies below the best one; a score under 0 will "
            "still get a positive weight."
        )
    text += _hidden_keys(result, query)
    return text, _panels("Q", "K", "scores")  # the raw scores its text quotes


def _scale(session: Session, result: AttentionResult, query: int, head: int):
    h = result.heads[head]
    if session.scale == "sqrt_dk":
        text = (
            f"d_k = {session.d_k}, so every score is divided by √{session.d_k} "
            f"{equals(np.sqrt(session.d_k))}: {_per_key(result, query, h.scaled[query], True)}. "
            "Long vectors give large dot products; dividing by √d_k keeps them in a range where "
            "the softmax still spreads its weight instead of giving nearly all of it to one key."
        )
    else:
        text = (
            "Scaling is switched off (÷√d_k in the toolbar), so the scores go into the softmax "
            f"as they are: {_per_key(result, query, h.scaled[query], True)}. With long vectors "
            "that makes the softmax pick one key and ignore the rest."
        )
    return text, _panels("scores", "scaled")  # before and after: what dividing changed


def _softmax(session: Session, result: AttentionResult, query: int, head: int):
    h = result.heads[head]
    weights, visible = h.weights[query], result.mask[query]
    panels = [*_panels("scaled", "weights"), QUERY_CHART]
    if not visible.any():
        text = (
            f"Every key is hidden from {_name(result, query)}, so there is nothing to share out: "
            "its weights cannot be computed (0 ÷ 0). Show at least one key again."
        )
        return text, panels
    text = (
        f"The softmax turns row {_name(result, query)} into weights that are positive and add up "
        "to 1: subtract the row's largest score, raise e to each result, divide by their total. "
        f"{_name(result, query)} gives {_per_key(result, query, weights, best_first=True)}."
    )
    best = int(np.flatnonzero(visible)[np.argmax(weights[visible])])
    if best != query and visible[query]:
        text += (
            f" It listens most to {_name(result, best)} ({_percent(weights[best])}) and "
            f"gives itself only {_percent(weights[query])}: attention follows how well query "
            "and key match, not where a token sits."
        )
    if not visible.all():
        text += " Masked keys are set to −∞ before the softmax, so they get exactly 0."
    return text, panels


def _mix(session: Session, result: AttentionResult, query: int, head: int):
    h = result.heads[head]
    weights = h.weights[query]
    keys = [j for j in range(len(result.tokens)) if weights[j] != 0.0 or result.mask[query, j]]
    terms = [f"{fmt(weights[j])}·{vector(h.V[j])}" for j in keys]
    text = (
        f"The output of {_name(result, query)} blends the value rows, each in the share its "
        f"weight gives: {sum_text(terms)} {_approx(h.output[query])}."
    )
    # The terms as printed use rounded weights: say so when adding them misses the result.
    as_printed = sum(float(fmt(weights[j]).replace("−", "-")) * h.V[j] for j in keys)
    if vector(as_printed) != vector(h.output[query]):
        text += (
            f" (Adding the printed terms gives {vector(as_printed)}: the weights are shown "
            "rounded, the output is worked out from the exact ones.)"
        )
    # The query's weights are its row of the heatmap: the bars beside would repeat them.
    return text, _panels("weights", "V", "output")


def _project_back(session: Session, result: AttentionResult, query: int, head: int):
    name, combined = _name(result, query), result.attention_output[query]
    if session.W_o is None and session.n_heads == 1:
        text = (
            f"With one head and no W_o there is nothing to combine: the attention output of "
            f"{name} is the head's output, {vector(combined)}."
        )
        return text + _fits_the_tokens(session, result), _panels("output")
    heads = "both heads" if session.n_heads == 2 else f"all {session.n_heads} heads"
    if session.W_o is None:
        text = (
            f"The outputs of {heads} are placed side by side: the attention output of {name} "
            f"is {vector(combined)}."
        )
        return text + _fits_the_tokens(session, result), _panels("output", "attention_output")
    rows, columns = session.W_o.shape
    if session.n_heads == 1:
        start = f"W_o ({rows} × {columns}) turns the {rows} numbers of the head's output"
    else:
        start = (
            f"The outputs of {heads} are placed side by side, and W_o ({rows} × {columns}) "
            f"turns those {rows} numbers"
        )
    text = (
        f"{start} into {columns}: each column of W_o says how much of each output number goes "
        f"into one place of the result. For {name}: "
        f"{vector(result.concat[query])}·W_o {_approx(combined)}."
    )
    return text + _fits_the_tokens(session, result), _panels("output", "W_o", "attention_output")


def _fits_the_tokens(session: Session, result: AttentionResult) -> str:
    """A sentence on whether the attention output is as wide as the token vectors."""
    width = result.attention_output.shape[1]
    if width == session.d_model:
        return (
            f" That is as wide as the token vectors ({session.d_model} numbers), so the next "
            "step can add the two."
        )
    fix = (
        "switch W_o on (toolbar)" if session.W_o is None else f"give W_o {session.d_model} columns"
    )
    return (
        f" The token vectors have {session.d_model} numbers and this has {width}, so the two "
        f"cannot be added: {fix} to bring it back to the token width."
    )


def _residual(session: Session, result: AttentionResult, query: int, head: int):
    output = "attention_output" if _combined(session) else "output"
    panels = _panels(_input(session), output, "residual")
    if result.residual is None:
        text = (
            f"The residual cannot be formed here: {result.residual_note}. In a Transformer "
            "layer the attention output is added to each token's own vector, so the token "
            "keeps what it was and gains the context on top."
        )
        return text, panels
    source = input_symbol(session)
    text = (
        f"{_name(result, query)} adds its own vector back to what attention brought in "
        f"({source} + attention output): {vector(result.Z[query])} + "
        f"{vector(result.attention_output[query])} {_approx(result.residual[query])}. "
        "So the token loses nothing of what it was: its own features stay, and the context "
        "gathered from the other tokens is added to them."
    )
    return text, panels


_WRITERS = {
    "project": _project,
    "score": _score,
    "scale": _scale,
    "softmax": _softmax,
    "mix": _mix,
    "project_back": _project_back,
    "residual": _residual,
}
