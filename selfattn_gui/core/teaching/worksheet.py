"""A printable worksheet of one example: the inputs, blanks to fill in, and an answer key.

Pure content, no drawing: :func:`build_worksheet` says what goes on the pages (titled
sections holding matrices, some of them blanks of the right shape) and
``ui.worksheet_pdf`` paints it.  The question pages give everything a learner needs
to work the example by hand (tokens, X, the projections, the switches and the
formula of every step); the answer key repeats each step with every number filled in.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.maths.attention import AttentionResult, compute, scale_factor
from selfattn_gui.core.sessions.numbers_text import MINUS
from selfattn_gui.core.sessions.session import Session

DEFAULT_DECIMALS = 2


@dataclass(frozen=True, eq=False)
class Grid:
    """One matrix on the page.

    Attributes
    ----------
    name : what it is called, e.g. ``"Q"`` or ``"W_q (head 2)"``
    row_labels : one label per row, e.g. the tokens
    column_labels : one label per column, e.g. ``q1, q2``
    values : (rows, columns) numbers, or None for a blank to fill in
    decimals : digits after the point when written (None: the worksheet's)
    """

    name: str
    row_labels: tuple[str, ...]
    column_labels: tuple[str, ...]
    values: np.ndarray | None = None
    decimals: int | None = None

    @property
    def shape(self) -> tuple[int, int]:
        return (len(self.row_labels), len(self.column_labels))

    @property
    def is_blank(self) -> bool:
        return self.values is None

    def blank(self) -> Grid:
        """The same grid with the numbers left out."""
        return Grid(self.name, self.row_labels, self.column_labels, None, self.decimals)


@dataclass(frozen=True, eq=False)
class Section:
    """A titled part of a page: the formula of a step and its matrices."""

    title: str
    formula: str
    grids: tuple[Grid, ...]
    notes: tuple[str, ...] = ()


@dataclass(frozen=True, eq=False)
class Worksheet:
    """Everything printed: the question pages and the answer key.

    Attributes
    ----------
    title : the example's title
    settings : the switches in words, one line each
    given : sections of inputs (numbers shown)
    questions : one section per step with blanks to fill in
    answers : the same sections with every number
    decimals : digits after the point in the numbers written
    """

    title: str
    settings: tuple[str, ...]
    given: tuple[Section, ...]
    questions: tuple[Section, ...]
    answers: tuple[Section, ...]
    decimals: int


def format_cell(value: float, decimals: int) -> str:
    """A number as written on the sheet: fixed decimals, a real minus sign, never "−0.00"."""
    value = float(value)
    if math.isnan(value):
        return "–"
    text = f"{value:.{decimals}f}"
    if float(text) == 0:
        text = text.lstrip("-")
    return text.replace("-", MINUS)


def _numbered(prefix: str, count: int) -> tuple[str, ...]:
    return tuple(f"{prefix}{i + 1}" for i in range(count))


def _settings(session: Session, result: AttentionResult) -> tuple[str, ...]:
    tokens = ", ".join(session.tokens)
    lines = [
        f"Tokens ({session.n_tokens}): {tokens}",
        f"d_model = {session.d_model}, d_k = {session.d_k}, d_v = {session.d_v}, "
        f"heads = {session.n_heads}",
    ]
    if session.scale == "sqrt_dk":
        root = scale_factor(session.d_k, session.scale)
        lines.append(f"Scaling: divide the scores by √d_k = √{session.d_k} ≈ {root:.3f}")
    else:
        lines.append("Scaling: off (the scaled scores are the scores)")
    if session.positional_encoding == "sinusoidal":
        lines.append("Positions: sinusoidal encoding added, Z = X + PE (PE is given)")
    else:
        lines.append("Positions: none, so Z = X")
    if session.causal:
        lines.append("Causal mask: on, each token sees only itself and the tokens before it")
    else:
        lines.append("Causal mask: off")
    if session.mask is not None:
        lines.append("Custom mask: the keys marked 0 in the mask below are hidden")
    lines.append(f"Output projection W_o: {'yes' if session.W_o is not None else 'no'}")
    if result.residual is not None:
        lines.append("Residual: on, residual = Z + attention output")
    else:
        lines.append(f"Residual: none ({result.residual_note})")
    return tuple(lines)


def _given(session: Session, result: AttentionResult) -> tuple[Section, ...]:
    tokens = tuple(session.tokens)
    x_columns = _numbered("x", session.d_model)
    sections = [
        Section(
            "Given: the token vectors",
            "X: one row per token",
            (Grid("X", tokens, x_columns, np.asarray(session.embeddings)),),
        )
    ]
    if session.positional_encoding != "none":
        sections.append(
            Section(
                "Given: the positional encoding",
                "PE: added to X",
                (Grid("PE", tokens, x_columns, result.positional),),
            )
        )
    if session.causal or session.mask is not None:
        sections.append(
            Section(
                "Given: which keys each query may see",
                "1 = visible, 0 = hidden (its weight is 0)",
                (Grid("mask", tokens, tokens, result.mask.astype(float), decimals=0),),
            )
        )
    for h, head in enumerate(session.heads):
        suffix = f" (head {h + 1})" if session.n_heads > 1 else ""
        grids = tuple(
            Grid(
                f"{name}{suffix}",
                x_columns,
                _numbered(prefix, head.matrix(name).shape[1]),
                np.asarray(head.matrix(name)),
            )
            for name, prefix in (("W_q", "q"), ("W_k", "k"), ("W_v", "v"))
        )
        sections.append(Section(f"Given: the projections{suffix}", "W_q, W_k, W_v", grids))
    if session.W_o is not None:
        rows = _numbered("c", session.W_o.shape[0])
        grid = Grid("W_o", rows, _numbered("o", session.W_o.shape[1]), np.asarray(session.W_o))
        sections.append(Section("Given: the output projection", "W_o: mixes the heads", (grid,)))
    return tuple(sections)


def _steps(session: Session, result: AttentionResult) -> tuple[Section, ...]:
    """Every step with its numbers (the answer key); the questions are these, blanked."""
    tokens = tuple(session.tokens)
    many = session.n_heads > 1
    sections: list[Section] = []
    if session.positional_encoding != "none":
        sections.append(
            Section(
                "Step 0: add the positions",
                "Z = X + PE",
                (Grid("Z", tokens, _numbered("z", session.d_model), result.Z),),
            )
        )
    z_name = "Z" if session.positional_encoding != "none" else "X"
    for h, head in enumerate(result.heads):
        suffix = f" (head {h + 1})" if many else ""
        sections.append(
            Section(
                f"Step 1: project{suffix}",
                f"Q = {z_name}·W_q,   K = {z_name}·W_k,   V = {z_name}·W_v",
                (
                    Grid(f"Q{suffix}", tokens, _numbered("q", session.d_k), head.Q),
                    Grid(f"K{suffix}", tokens, _numbered("k", session.d_k), head.K),
                    Grid(f"V{suffix}", tokens, _numbered("v", session.d_v), head.V),
                ),
            )
        )
        score_grids = [Grid(f"scores{suffix}", tokens, tokens, head.scores)]
        if session.scale == "sqrt_dk":
            score_grids.append(Grid(f"scaled{suffix}", tokens, tokens, head.scaled))
            formula = f"scores = Q·Kᵀ (row: query, column: key),   scaled = scores / √{session.d_k}"
        else:
            formula = "scores = Q·Kᵀ (row: query, column: key); no scaling"
        sections.append(Section(f"Steps 2–3: score and scale{suffix}", formula, tuple(score_grids)))
        notes = (
            ("Hidden keys get weight 0; the others share 1.",)
            if (session.causal or session.mask is not None)
            else ()
        )
        sections.append(
            Section(
                f"Step 4: softmax{suffix}",
                "weights = softmax of each row of the scaled scores (every row adds up to 1)",
                (Grid(f"weights{suffix}", tokens, tokens, head.weights),),
                notes,
            )
        )
        sections.append(
            Section(
                f"Step 5: mix the values{suffix}",
                "output = weights·V",
                (Grid(f"output{suffix}", tokens, _numbered("o", session.d_v), head.output),),
            )
        )
    if many or session.W_o is not None:
        formula = "concat(head outputs)·W_o" if session.W_o is not None else "concat(head outputs)"
        width = result.attention_output.shape[1]
        sections.append(
            Section(
                "Step 6: combine the heads",
                f"attention output = {formula}",
                (Grid("attention output", tokens, _numbered("a", width), result.attention_output),),
            )
        )
    if result.residual is not None:
        sections.append(
            Section(
                "Step 7: add the residual",
                f"residual = {z_name} + attention output",
                (Grid("residual", tokens, _numbered("r", session.d_model), result.residual),),
            )
        )
    return tuple(sections)


def build_worksheet(session: Session, decimals: int = DEFAULT_DECIMALS) -> Worksheet:
    """The worksheet of ``session``: inputs given, each step blank, then the answer key.

    Raises :class:`~selfattn_gui.core.maths.attention.MaskError` when a query can see no key
    (its weights would be 0 ÷ 0, so there is no answer to print).
    """
    result = compute(session)
    answers = _steps(session, result)
    questions = tuple(
        Section(s.title, s.formula, tuple(g.blank() for g in s.grids), s.notes) for s in answers
    )
    return Worksheet(
        title=session.title or "Self-attention",
        settings=_settings(session, result),
        given=_given(session, result),
        questions=questions,
        answers=answers,
        decimals=max(0, min(6, int(decimals))),
    )
