"""A hypothesis state machine over the document: any sequence of edits, undo and redo.

After every step the result is finite, every visible row of weights sums to 1, masked
weights are exactly 0, the result equals a fresh computation of the session, and
undoing everything gives back the starting numbers exactly.
"""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions import edits, presets
from selfattn_gui.model.document import Document

values = st.floats(min_value=-1e3, max_value=1e3, allow_nan=False, allow_infinity=False)
small = st.integers(min_value=0, max_value=1000)


class DocumentMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.document = Document(presets.load_preset("two-heads"))
        self.start = self.document.session

    # -- helpers ------------------------------------------------------------------------
    def _keys(self) -> list[str]:
        session = self.document.session
        keys = ["embeddings"] + [
            edits.head_key(h, name)
            for h in range(session.n_heads)
            for name in ("W_q", "W_k", "W_v")
        ]
        if session.W_o is not None:
            keys.append("W_o")
        return keys

    # -- edits ---------------------------------------------------------------------------
    @rule(pick=small, row=small, column=small, value=values)
    def edit_one_cell(self, pick, row, column, value):
        key = self._keys()[pick % len(self._keys())]
        rows, columns = self.document.matrix(key).shape
        self.document.set_cells(key, [(row % rows, column % columns, value)])

    @rule(
        pick=small,
        row=small,
        column=small,
        block=st.lists(st.lists(values, min_size=1, max_size=4), min_size=1, max_size=4),
    )
    def paste_block(self, pick, row, column, block):
        key = self._keys()[pick % len(self._keys())]
        rows, columns = self.document.matrix(key).shape
        cells = [
            (row % rows + r, column % columns + c, v)
            for r, line in enumerate(block)
            for c, v in enumerate(line)
            if row % rows + r < rows and column % columns + c < columns
        ]
        self.document.set_cells(key, cells)

    @rule(d_model=st.integers(1, 12), d_k=st.integers(1, 6), d_v=st.integers(1, 6))
    def resize(self, d_model, d_k, d_v):
        self.document.try_apply(edits.resize, "resize", d_model=d_model, d_k=d_k, d_v=d_v)

    @rule(n_heads=st.integers(1, 4))
    def set_heads(self, n_heads):
        self.document.try_apply(edits.resize, "heads", n_heads=n_heads)

    @precondition(lambda self: self.document.session.n_tokens < 10)
    @rule(label=st.text(min_size=1, max_size=5).filter(lambda s: s.strip()), where=small)
    def add_token(self, label, where):
        index = where % (self.document.session.n_tokens + 1)
        self.document.try_apply(edits.add_token, "add", label, index=index)

    @rule(which=small)
    def remove_token(self, which):
        self.document.try_apply(
            edits.remove_token, "remove", which % self.document.session.n_tokens
        )

    @rule(which=small, to=small)
    def move_token(self, which, to):
        n = self.document.session.n_tokens
        self.document.try_apply(edits.move_token, "move", which % n, to % n)

    @rule(which=small, label=st.text(min_size=0, max_size=5))
    def rename_token(self, which, label):
        self.document.try_apply(
            edits.rename_token, "rename", which % self.document.session.n_tokens, label
        )

    @rule(query=small, key=small)
    def toggle_mask_cell(self, query, key):
        n = self.document.session.n_tokens
        self.document.try_apply(edits.toggle_mask_cell, "mask", query % n, key % n)

    @rule(field=st.sampled_from(["causal", "positional_encoding", "scale", "residual", "W_o"]))
    def toggle(self, field):
        session = self.document.session
        if field == "causal":
            self.document.apply(session.replace(causal=not session.causal), field)
        elif field == "positional_encoding":
            kind = "none" if session.positional_encoding == "sinusoidal" else "sinusoidal"
            self.document.apply(session.replace(positional_encoding=kind), field)
        elif field == "scale":
            self.document.apply(
                session.replace(scale="none" if session.scale == "sqrt_dk" else "sqrt_dk"), field
            )
        elif field == "residual":
            self.document.apply(session.replace(residual=not session.residual), field)
        else:
            make = edits.remove_W_o if session.W_o is not None else edits.add_W_o
            self.document.try_apply(make, field)

    @rule(head=small, query=small)
    def select(self, head, query):
        self.document.select_head(head % self.document.session.n_heads)
        self.document.select_query(query % self.document.session.n_tokens)

    @rule()
    def undo(self):
        self.document.undo_stack.undo()

    @rule()
    def redo(self):
        self.document.undo_stack.redo()

    # -- invariants ---------------------------------------------------------------------
    @invariant()
    def result_is_sound(self):
        session, result = self.document.session, self.document.result
        blocked = set(result.blocked_queries)
        visible_rows = [i for i in range(session.n_tokens) if i not in blocked]
        for head in result.heads:
            for name in ("Q", "K", "V", "scores", "scaled", "weights", "output"):
                assert np.isfinite(getattr(head, name)).all(), name
            np.testing.assert_allclose(head.weights[visible_rows].sum(axis=1), 1.0, atol=1e-9)
            assert np.all(head.weights[~result.mask] == 0.0)
            assert np.all(head.weights >= 0.0)
        assert np.isfinite(result.attention_output).all()
        if result.residual is not None:
            assert np.isfinite(result.residual).all()

    @invariant()
    def result_matches_the_session(self):
        fresh = compute(self.document.session, allow_blocked=True)
        for mine, theirs in zip(self.document.result.heads, fresh.heads, strict=True):
            np.testing.assert_array_equal(mine.weights, theirs.weights)
        assert 0 <= self.document.selected_head < self.document.session.n_heads
        assert -1 <= self.document.selected_query < self.document.session.n_tokens

    def teardown(self):
        while self.document.undo_stack.canUndo():
            self.document.undo_stack.undo()
        assert self.document.session.equals(self.start)


DocumentMachine.TestCase.settings = settings(
    max_examples=200,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_document_state_machine = DocumentMachine.TestCase
