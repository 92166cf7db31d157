"""The pin keeps a session and its result; undo leaves it, opening another session unpins."""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.maths.matrices import MATRICES
from selfattn_gui.core.sessions import edits, presets
from selfattn_gui.model.document import Document


def test_pinning_keeps_the_numbers_and_compares_them_with_the_new_ones(qtbot):
    document = Document(presets.load_preset("cat-sat-mat"))
    pin = document.pin
    assert not pin.is_pinned and pin.compare(MATRICES["Q"]).old is None
    before = document.result.heads[0].Q
    with qtbot.waitSignal(pin.sig_pin_changed) as pinned:
        pin.pin()
    assert pinned.args == [True]
    document.set_cells("embeddings", [(0, 0, 3.0)])
    comparison = pin.compare(MATRICES["Q"])
    np.testing.assert_array_equal(comparison.old, before)
    assert not np.array_equal(document.result.heads[0].Q, before)
    with qtbot.waitSignal(pin.sig_pin_changed) as unpinned:
        pin.set_pinned(False)
    assert unpinned.args == [False]
    assert pin.compare(MATRICES["Q"]).old is None


def test_undo_and_redo_keep_the_pin_and_a_new_session_unpins(qtbot):
    document = Document(presets.load_preset("cat-sat-mat"))
    document.pin.pin()
    document.set_cells("embeddings", [(0, 0, 3.0)])
    document.undo_stack.undo()
    assert document.pin.is_pinned
    comparison = document.pin.compare(MATRICES["embeddings"])
    np.testing.assert_array_equal(comparison.old, document.session.embeddings)  # back as pinned
    document.undo_stack.redo()
    assert document.pin.is_pinned
    with qtbot.waitSignal(document.pin.sig_pin_changed):
        document.load(presets.load_preset("two-heads"))
    assert not document.pin.is_pinned


def test_a_new_size_after_the_pin_is_named_not_compared(qtbot):
    document = Document(presets.load_preset("cat-sat-mat"))
    document.pin.pin()
    document.apply(edits.resize(document.session, d_k=3), "d_k = 3")
    assert document.pin.compare(MATRICES["W_q"]).old is None
    assert "sizes differ" in (document.pin.compare(MATRICES["W_q"]).note or "")
    assert document.pin.compare(MATRICES["weights"]).old is not None
    document.apply(edits.add_token(document.session, "dog"), "Add token")
    assert document.pin.compare(MATRICES["weights"]).old is None  # now 4 × 4
    assert document.pin.compare(MATRICES["W_v"]).old is not None  # d_model × d_v as pinned
