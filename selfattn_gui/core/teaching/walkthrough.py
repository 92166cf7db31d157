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
from selfattn_gui.core.maths.matrices import read_by_the_heads
from selfattn_gui.core.sessions.numbers_text import (
    as_written,
    equals,
    fmt,
    sum_text,
    vector,
)
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.teaching.walkthrough_words import (
    QUERY_CHART,
    approx,
    combines_heads,
    fits_the_tokens,
    hidden_keys,
    input_key,
    key_name,
    panels_of,
    per_key,
    percent,
    token_name,
)
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate


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
    StepInfo(
        "project",
        QT_TRANSLATE_NOOP("walkthrough", "Project"),
        "Q = Z·W_q,   K = Z·W_k,   V = Z·W_v",
        ("Q", "K", "V"),
    ),
    StepInfo(
        "score",
        QT_TRANSLATE_NOOP("walkthrough", "Score"),
        QT_TRANSLATE_NOOP("walkthrough", "scores = Q·Kᵀ"),
        ("scores",),
    ),
    StepInfo(
        "scale",
        QT_TRANSLATE_NOOP("walkthrough", "Scale"),
        QT_TRANSLATE_NOOP("walkthrough", "scaled = scores / √d_k"),
        ("scaled",),
    ),
    StepInfo(
        "softmax",
        QT_TRANSLATE_NOOP("walkthrough", "Softmax"),
        QT_TRANSLATE_NOOP("walkthrough", "weights = softmax(scaled), one row at a time"),
        ("weights",),
    ),
    StepInfo(
        "mix",
        QT_TRANSLATE_NOOP("walkthrough", "Mix"),
        QT_TRANSLATE_NOOP("walkthrough", "output = weights·V"),
        ("weights", "V", "output"),
    ),
    StepInfo(
        "project_back",
        QT_TRANSLATE_NOOP("walkthrough", "Project back"),
        QT_TRANSLATE_NOOP("walkthrough", "attention output = concat(heads)·W_o"),
        ("output", "concat", "attention_output"),
    ),
    StepInfo(
        "residual",
        QT_TRANSLATE_NOOP("walkthrough", "Residual"),
        QT_TRANSLATE_NOOP("walkthrough", "residual = Z + attention output"),
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
    formula = read_by_the_heads(translate("walkthrough", info.formula), session)
    return Step(info.key, translate("walkthrough", info.title), formula, text, panels)


# -- the seven steps -------------------------------------------------------------------------


def _project(session: Session, result: AttentionResult, query: int, head: int):
    h = result.heads[head]
    d_k = session.d_k  # a plain name: lupdate reads no other count
    symbol = input_symbol(session)
    source = {
        "Z": translate("walkthrough", "Z (the token vectors plus their positions)"),
        "X": "X",
    }.get(symbol) or translate("walkthrough", "{matrix} (the previous layer's output)").format(
        matrix=symbol
    )
    text = (
        translate(
            "walkthrough",
            "Every row of {source} is multiplied by three matrices: W_q gives the token a query "
            "(what it is looking for), W_k a key (how others can find it) and W_v a value (what it "
            "hands on). For {token}: query {query}, key {key}, value {value}.",
        ).format(
            source=source,
            token=token_name(result, query),
            query=vector(h.Q[query]),
            key=vector(h.K[query]),
            value=vector(h.V[query]),
        )
        + " "
        + translate(
            "walkthrough",
            "Queries and keys both have d_k = %n number(s), so they can be compared.",
            None,
            d_k,
        )
    )
    if session.n_heads > 1:
        text += " " + translate(
            "walkthrough", "This is head {head} of {heads}; each head has its own three matrices."
        ).format(head=head + 1, heads=session.n_heads)
    return text, panels_of(input_key(session), "W_q", "W_k", "W_v", "Q", "K", "V")


def _score(session: Session, result: AttentionResult, query: int, head: int):
    h = result.heads[head]
    scores = h.scores[query]
    visible = result.mask[query]
    text = translate(
        "walkthrough",
        "The query of {token} meets the key of every token in a dot product "
        "(multiply place by place, add up): {scores}.",
    ).format(
        token=token_name(result, query), scores=per_key(result, query, scores, best_first=True)
    )
    if visible.any():
        best = int(np.flatnonzero(visible)[np.argmax(scores[visible])])
        text += " " + translate(
            "walkthrough",
            "The best match is {token} with {score}. "
            "What counts is how far each score lies below the best one; a score under 0 will "
            "still get a positive weight.",
        ).format(token=key_name(result, best), score=fmt(scores[best]))
    text += hidden_keys(result, query)
    return text, panels_of("Q", "K", "scores")  # the raw scores its text quotes


def _scale(session: Session, result: AttentionResult, query: int, head: int):
    h = result.heads[head]
    if session.scale == "sqrt_dk":
        text = translate(
            "walkthrough",
            "d_k = {d_k}, so every score is divided by √{d_k} {root}: {scaled}. "
            "Long vectors give large dot products; dividing by √d_k keeps them in a range where "
            "the softmax still spreads its weight instead of giving nearly all of it to one key.",
        ).format(
            d_k=session.d_k,
            root=equals(np.sqrt(session.d_k)),
            scaled=per_key(result, query, h.scaled[query], True),
        )
    else:
        text = translate(
            "walkthrough",
            "Scaling is switched off (÷√d_k in the toolbar), so the scores go into the softmax "
            "as they are: {scaled}. With long vectors "
            "that makes the softmax pick one key and ignore the rest.",
        ).format(scaled=per_key(result, query, h.scaled[query], True))
    return text, panels_of("scores", "scaled")  # before and after: what dividing changed


def _softmax(session: Session, result: AttentionResult, query: int, head: int):
    h = result.heads[head]
    weights, visible = h.weights[query], result.mask[query]
    panels = [*panels_of("scaled", "weights"), QUERY_CHART]
    if not visible.any():
        text = translate(
            "walkthrough",
            "Every key is hidden from {token}, so there is nothing to share out: "
            "its weights cannot be computed (0 ÷ 0). Show at least one key again.",
        ).format(token=token_name(result, query))
        return text, panels
    text = translate(
        "walkthrough",
        "The softmax turns row {token} into weights that are positive and add up "
        "to 1: subtract the row's largest score, raise e to each result, divide by their total. "
        "{token} gives {weights}.",
    ).format(
        token=token_name(result, query), weights=per_key(result, query, weights, best_first=True)
    )
    best = int(np.flatnonzero(visible)[np.argmax(weights[visible])])
    if session.source is None and best != query and visible[query]:  # a key of its own
        text += " " + translate(
            "walkthrough",
            "It listens most to {token} ({best}) and "
            "gives itself only {own}: attention follows how well query "
            "and key match, not where a token sits.",
        ).format(
            token=key_name(result, best), best=percent(weights[best]), own=percent(weights[query])
        )
    if not visible.all():
        text += " " + translate(
            "walkthrough", "Masked keys are set to −∞ before the softmax, so they get exactly 0."
        )
    return text, panels


def _mix(session: Session, result: AttentionResult, query: int, head: int):
    h = result.heads[head]
    weights = h.weights[query]
    keys = [j for j in range(len(weights)) if weights[j] != 0.0 or result.mask[query, j]]
    terms = [f"{fmt(weights[j])}·{vector(h.V[j])}" for j in keys]
    text = translate(
        "walkthrough",
        "The output of {token} blends the value rows, each in the share its weight gives: {sum}.",
    ).format(token=token_name(result, query), sum=f"{sum_text(terms)} {approx(h.output[query])}")
    # The terms as printed use rounded weights: say so when adding them misses the result.
    as_printed = sum(as_written(weights[j]) * h.V[j] for j in keys)
    if vector(as_printed) != vector(h.output[query]):
        text += " " + translate(
            "walkthrough",
            "(Adding the printed terms gives {sum}: the weights are shown "
            "rounded, the output is worked out from the exact ones.)",
        ).format(sum=vector(as_printed))
    # The query's weights are its row of the heatmap: the bars beside would repeat them.
    return text, panels_of("weights", "V", "output")


def _project_back(session: Session, result: AttentionResult, query: int, head: int):
    name, combined = token_name(result, query), result.attention_output[query]
    if session.W_o is None and session.n_heads == 1:
        text = translate(
            "walkthrough",
            "With one head and no W_o there is nothing to combine: the attention output of "
            "{token} is the head's output, {output}.",
        ).format(token=name, output=vector(combined))
        return text + fits_the_tokens(session, result), panels_of("output")
    if session.W_o is None:
        text = (
            translate(
                "walkthrough",
                "The outputs of both heads are placed side by side: the attention output of "
                "{token} is {output}.",
            )
            if session.n_heads == 2
            else translate(
                "walkthrough",
                "The outputs of all {heads} heads are placed side by side: the attention "
                "output of {token} is {output}.",
            )
        ).format(heads=session.n_heads, token=name, output=vector(combined))
        return text + fits_the_tokens(session, result), panels_of("output", "attention_output")
    rows, columns = session.W_o.shape
    if session.n_heads == 1:
        start = translate(
            "walkthrough",
            "W_o ({rows} × {columns}) turns the {rows} numbers of the head's output into "
            "{columns}: each column of W_o says how much of each output number goes into one "
            "place of the result. For {token}: {product}.",
        )
    elif session.n_heads == 2:
        start = translate(
            "walkthrough",
            "The outputs of both heads are placed side by side, and W_o ({rows} × {columns}) "
            "turns those {rows} numbers into {columns}: each column of W_o says how much of "
            "each output number goes into one place of the result. For {token}: {product}.",
        )
    else:
        start = translate(
            "walkthrough",
            "The outputs of all {heads} heads are placed side by side, and W_o ({rows} × "
            "{columns}) turns those {rows} numbers into {columns}: each column of W_o says how "
            "much of each output number goes into one place of the result. For {token}: "
            "{product}.",
        )
    text = start.format(
        heads=session.n_heads,
        rows=rows,
        columns=columns,
        token=name,
        product=f"{vector(result.concat[query])}·W_o {approx(combined)}",
    )
    return text + fits_the_tokens(session, result), panels_of("output", "W_o", "attention_output")


def _residual(session: Session, result: AttentionResult, query: int, head: int):
    output = "attention_output" if combines_heads(session) else "output"
    panels = panels_of(input_key(session), output, "residual")
    if result.residual is None:
        text = translate(
            "walkthrough",
            "The residual cannot be formed here: {reason}. In a Transformer "
            "layer the attention output is added to each token's own vector, so the token "
            "keeps what it was and gains the context on top.",
        ).format(reason=result.residual_note)
        return text, panels
    text = translate(
        "walkthrough",
        "{token} adds its own vector back to what attention brought in "
        "({source} + attention output): {sum}. "
        "So the token loses nothing of what it was: its own features stay, and the context "
        "gathered from the other tokens is added to them.",
    ).format(
        token=token_name(result, query),
        source=input_symbol(session),
        sum=f"{vector(result.Z[query])} + {vector(result.attention_output[query])} "
        f"{approx(result.residual[query])}",
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
