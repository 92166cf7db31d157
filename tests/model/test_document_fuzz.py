"""Hypothesis state machines over the document: any sequence of edits, undo and redo,
on one layer (``two-heads``) and on stacks, cross sessions and grouped-query heads.

After every step the result is finite, every visible row of weights sums to 1, masked
weights are exactly 0, the result equals a fresh computation of the session, and
undoing everything gives back the starting numbers exactly.
"""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.maths.layer_on_show import layer_on_show
from selfattn_gui.core.maths.matrices import MATRICES
from selfattn_gui.core.sessions import edits, layer_edits, presets, size_edits
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
        # (the selected head is one of the layer on show's, which may have more than layer 1)
        document = self.document
        assert 0 <= document.selected_head < document.session.layers[document.shown_layer].n_heads
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


LAYERED_PRESETS = ["two-layers", "cross-translation", "gqa-four-heads"]


class LayeredDocumentMachine(DocumentMachine):
    """The same edits, undo and redo on stacked layers, a cross session and grouped-query
    heads, with what only they have: the layer on show, K/V groups, switched-off heads,
    the source sentence's vectors, its labels and an n × m mask."""

    @initialize(preset=st.sampled_from(LAYERED_PRESETS))
    def open_preset(self, preset):
        self.document.load(presets.load_preset(preset))
        self.start = self.document.session

    def _one_undo_step(self, change) -> None:
        """Make ``change``; a change of the session is exactly one undo step, which
        undo takes back and redo makes again."""
        stack, before = self.document.undo_stack, self.document.session
        index = stack.index()
        change()
        after = self.document.session
        if after is before:
            assert stack.index() == index
            return
        assert stack.index() == index + 1
        stack.undo()
        assert self.document.session.equals(before)
        stack.redo()
        assert self.document.session.equals(after)

    def _keys(self) -> list[str]:
        session = self.document.session
        keys = ["embeddings"] + (["source"] if session.source is not None else [])
        for index, layer in enumerate(session.layers):
            for name in ("W_q", "W_k", "W_v"):  # a grouped W_k, W_v: the head's group's
                keys += [MATRICES[name].document_key(h, index) for h in range(layer.n_heads)]
            for name in ("W_o", "layer_norm"):
                if MATRICES[name].in_session(session, layer=index) is not None:
                    keys.append(MATRICES[name].document_key(0, index))
        return keys

    @rule(field=st.sampled_from(["causal", "positional_encoding", "scale", "residual", "W_o"]))
    def toggle(self, field):
        """Every switch through try_apply: a cross session refuses the causal mask."""
        flips = {
            "causal": lambda s: s.replace(causal=not s.causal),
            "positional_encoding": lambda s: s.replace(
                positional_encoding="none" if s.positional_encoding != "none" else "sinusoidal",
                W_pos=None,
            ),
            "scale": lambda s: s.replace(scale="none" if s.scale == "sqrt_dk" else "sqrt_dk"),
            "residual": lambda s: s.replace(residual=not s.residual),
            "W_o": lambda s: (edits.remove_W_o if s.W_o is not None else edits.add_W_o)(s),
        }
        self._one_undo_step(lambda: self.document.try_apply(flips[field], field))

    @rule(query=small, key=small)
    def toggle_mask_cell(self, query, key):
        session = self.document.session
        self.document.try_apply(
            edits.toggle_mask_cell, "mask", query % session.n_tokens, key % session.n_keys
        )

    @rule(layer=small)
    def select_layer(self, layer):
        self.document.select_layer(layer % self.document.session.n_layers)

    @rule(head=small, off=st.booleans())
    def switch_head(self, head, off):
        heads = self.document.session.layers[self.document.shown_layer].n_heads
        self._one_undo_step(lambda: self.document.set_head_off(head % heads, off))

    @rule(groups=st.integers(0, 5))
    def set_kv_heads(self, groups):
        # A count that does not split the heads is refused, and makes no undo step.
        self._one_undo_step(lambda: self.document.set_kv_heads(groups))

    @rule(add=st.booleans())
    def add_or_remove_layer(self, add):
        # Refused (no undo step) at six layers, for the only layer and in a cross session.
        document = self.document
        self._one_undo_step(document.add_layer if add else document.remove_layer)

    @rule(on=st.booleans())
    def switch_layer_norm(self, on):
        shown = self.document.shown_layer
        self._one_undo_step(
            lambda: self.document.try_apply(layer_edits.set_layer_norm, "norm", shown, on)
        )

    @rule(n_heads=st.integers(1, 4), d_k=st.integers(1, 4), d_v=st.integers(1, 4))
    def resize_the_layer_on_show(self, n_heads, d_k, d_v):
        shown = self.document.shown_layer
        self._one_undo_step(
            lambda: self.document.try_apply(
                size_edits.resize, "sizes", shown, n_heads=n_heads, d_k=d_k, d_v=d_v
            )
        )

    @precondition(lambda self: self.document.session.source is not None)
    @rule(which=small, label=st.text(min_size=0, max_size=5))
    def rename_source_token(self, which, label):
        index = which % self.document.session.n_keys
        self._one_undo_step(
            lambda: self.document.try_apply(edits.rename_source_token, "rename", index, label)
        )

    @invariant()
    def every_layer_matches_the_session(self):
        document = self.document
        fresh = compute(document.session, allow_blocked=True)
        for mine, theirs in zip(document.result.layers, fresh.layers, strict=True):
            np.testing.assert_array_equal(mine.output, theirs.output)
            assert mine.heads_off == theirs.heads_off
            for head in mine.heads:
                assert np.isfinite(head.weights).all()
        shown = layer_on_show(document.session, fresh, document.shown_layer)
        np.testing.assert_array_equal(document.shown_result.concat, shown[1].concat)
        assert document.shown_result.heads[0].weights.shape == (
            document.session.n_tokens,
            document.session.n_keys,
        )
        assert 0 <= document.shown_layer < document.session.n_layers
        assert document.selected_head < document.session.layers[document.shown_layer].n_heads


LayeredDocumentMachine.TestCase.settings = settings(
    DocumentMachine.TestCase.settings, max_examples=120
)
test_layered_document_state_machine = LayeredDocumentMachine.TestCase
