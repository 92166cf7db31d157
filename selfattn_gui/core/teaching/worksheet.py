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
from selfattn_gui.core.maths.matrices import MATRICES, heads_input
from selfattn_gui.core.sessions.numbers_text import fixed
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.text import translate

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
    """A number as written on the sheet: fixed decimals, a real minus sign, never "−0.00",
    and the learner's decimal point."""
    value = float(value)
    if math.isnan(value):
        return "–"
    return fixed(value, decimals)


def _of_head(name: str, session: Session, head: int) -> str:
    """``name`` as it reads for one of several heads, "Q (head 2)"; itself for one head."""
    if session.n_heads == 1:
        return name
    return translate("worksheet", "{name} (head {head})").format(name=name, head=head + 1)


def _grid(
    key: str,
    session: Session,
    result: AttentionResult,
    head: int = 0,
    decimals: int | None = None,
) -> Grid:
    """One matrix of the catalogue as a grid: named as formulas write it (with its head
    when there are several and it is a head's), labelled as it is."""
    matrix = MATRICES[key]
    values = matrix.values(session, result, head)
    assert values is not None, f"the worksheet prints {key} only when there is one"
    rows, columns = values.shape
    name = _of_head(matrix.symbol, session, head) if matrix.per_head else matrix.symbol
    return Grid(
        name,
        matrix.row_labels(session.tokens, rows),
        matrix.column_labels(session.tokens, columns),
        np.asarray(values, dtype=float),
        decimals,
    )


def _settings(session: Session, result: AttentionResult) -> tuple[str, ...]:
    lines = [
        translate("worksheet", "Tokens ({count}): {tokens}").format(
            count=session.n_tokens, tokens=", ".join(session.tokens)
        ),
        translate(
            "worksheet", "d_model = {d_model}, d_k = {d_k}, d_v = {d_v}, heads = {heads}"
        ).format(d_model=session.d_model, d_k=session.d_k, d_v=session.d_v, heads=session.n_heads),
    ]
    if session.scale == "sqrt_dk":
        root = scale_factor(session.d_k, session.scale)
        lines.append(
            translate("worksheet", "Scaling: divide the scores by √d_k = √{d_k} ≈ {root}").format(
                d_k=session.d_k, root=fixed(root, 3)
            )
        )
    else:
        lines.append(translate("worksheet", "Scaling: off (the scaled scores are the scores)"))
    if session.positional_encoding == "sinusoidal":
        lines.append(
            translate("worksheet", "Positions: sinusoidal encoding added, Z = X + PE (PE is given)")
        )
    else:
        lines.append(translate("worksheet", "Positions: none, so Z = X"))
    if session.causal:
        lines.append(
            translate(
                "worksheet",
                "Causal mask: on, each token sees only itself and the tokens before it",
            )
        )
    else:
        lines.append(translate("worksheet", "Causal mask: off"))
    if session.mask is not None:
        lines.append(
            translate("worksheet", "Custom mask: the keys marked 0 in the mask below are hidden")
        )
    if session.W_o is not None:
        lines.append(translate("worksheet", "Output projection W_o: yes"))
    else:
        lines.append(translate("worksheet", "Output projection W_o: no"))
    if result.residual is not None:
        lines.append(translate("worksheet", "Residual: on, residual = Z + attention output"))
    else:
        lines.append(
            translate("worksheet", "Residual: none ({reason})").format(reason=result.residual_note)
        )
    return tuple(lines)


def _given(session: Session, result: AttentionResult) -> tuple[Section, ...]:
    sections = [
        Section(
            translate("worksheet", "Given: the token vectors"),
            translate("worksheet", "X: one row per token"),
            (_grid("embeddings", session, result),),
        )
    ]
    if session.positional_encoding != "none":
        sections.append(
            Section(
                translate("worksheet", "Given: the positional encoding"),
                translate("worksheet", "PE: added to X"),
                (_grid("positional", session, result),),
            )
        )
    if session.causal or session.mask is not None:
        sections.append(
            Section(
                translate("worksheet", "Given: which keys each query may see"),
                MATRICES["mask"].formula,
                (_grid("mask", session, result, decimals=0),),
            )
        )
    for h in range(session.n_heads):
        grids = tuple(_grid(key, session, result, h) for key in ("W_q", "W_k", "W_v"))
        title = _of_head(translate("worksheet", "Given: the projections"), session, h)
        sections.append(Section(title, "W_q, W_k, W_v", grids))
    if session.W_o is not None:
        sections.append(
            Section(
                translate("worksheet", "Given: the output projection"),
                translate("worksheet", "W_o: mixes the heads"),
                (_grid("W_o", session, result),),
            )
        )
    return tuple(sections)


def _head_steps(session: Session, result: AttentionResult, head: int) -> list[Section]:
    """Steps 1 to 5 for one head: project, score and scale, softmax, mix."""
    z_name = heads_input(session).symbol

    def grids(*keys: str) -> tuple[Grid, ...]:
        return tuple(_grid(key, session, result, head) for key in keys)

    def titled(title: str) -> str:
        return _of_head(title, session, head)

    if session.scale == "sqrt_dk":
        score_grids = grids("scores", "scaled")
        formula = translate(
            "worksheet",
            "scores = Q·Kᵀ (row: query, column: key),   scaled = scores / √{d_k}",
        ).format(d_k=session.d_k)
    else:
        score_grids = grids("scores")
        formula = translate("worksheet", "scores = Q·Kᵀ (row: query, column: key); no scaling")
    notes = (
        (translate("worksheet", "Hidden keys get weight 0; the others share 1."),)
        if (session.causal or session.mask is not None)
        else ()
    )
    return [
        Section(
            titled(translate("worksheet", "Step 1: project")),
            f"Q = {z_name}·W_q,   K = {z_name}·W_k,   V = {z_name}·W_v",
            grids("Q", "K", "V"),
        ),
        Section(titled(translate("worksheet", "Steps 2–3: score and scale")), formula, score_grids),
        Section(
            titled(translate("worksheet", "Step 4: softmax")),
            translate(
                "worksheet",
                "weights = softmax of each row of the scaled scores (every row adds up to 1)",
            ),
            grids("weights"),
            notes,
        ),
        Section(
            titled(translate("worksheet", "Step 5: mix the values")),
            translate("worksheet", "output = weights·V"),
            grids("output"),
        ),
    ]


def _steps(session: Session, result: AttentionResult) -> tuple[Section, ...]:
    """Every step with its numbers (the answer key); the questions are these, blanked."""
    sections: list[Section] = []
    if session.positional_encoding != "none":
        sections.append(
            Section(
                translate("worksheet", "Step 0: add the positions"),
                "Z = X + PE",
                (_grid("Z", session, result),),
            )
        )
    for head in range(session.n_heads):
        sections += _head_steps(session, result, head)
    if session.n_heads > 1 or session.W_o is not None:
        formula = (
            translate("worksheet", "attention output = concat(head outputs)·W_o")
            if session.W_o is not None
            else translate("worksheet", "attention output = concat(head outputs)")
        )
        sections.append(
            Section(
                translate("worksheet", "Step 6: combine the heads"),
                formula,
                (_grid("attention_output", session, result),),
            )
        )
    if result.residual is not None:
        sections.append(
            Section(
                translate("worksheet", "Step 7: add the residual"),
                translate("worksheet", "residual = {matrix} + attention output").format(
                    matrix=heads_input(session).symbol
                ),
                (_grid("residual", session, result),),
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
        title=session.title or translate("worksheet", "Self-attention"),
        settings=_settings(session, result),
        given=_given(session, result),
        questions=questions,
        answers=answers,
        decimals=max(0, min(6, int(decimals))),
    )
