"""The document: one-way data flow through the undo stack."""

from __future__ import annotations

import numpy as np
import pytest

from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions import edits
from selfattn_gui.core.sessions.session import Head, Session
from selfattn_gui.model.document import Document


@pytest.fixture
def document(qapp):
    rng = np.random.default_rng(3)
    session = Session(
        ("a", "b", "c"),
        rng.normal(size=(3, 4)),
        (Head(rng.normal(size=(4, 2)), rng.normal(size=(4, 2)), rng.normal(size=(4, 4))),),
    )
    return Document(session)


def test_a_cell_edit_is_one_undo_step_and_one_recompute(document, qtbot):
    start = document.session
    count = document.recompute_count
    with qtbot.waitSignal(document.sig_result_changed):
        document.set_cells("embeddings", [(1, 2, 7.25)])
    assert document.recompute_count == count + 1
    assert document.undo_stack.count() == 1
    expected = compute(edits.set_cells(start, "embeddings", [(1, 2, 7.25)]))
    np.testing.assert_array_equal(document.result.heads[0].weights, expected.heads[0].weights)
    document.undo_stack.undo()
    assert document.session.equals(start)
    np.testing.assert_array_equal(document.result.heads[0].weights, compute(start).heads[0].weights)
    document.undo_stack.redo()
    assert document.session.embeddings[1, 2] == 7.25


def test_a_hundred_cell_paste_recomputes_once(document):
    document.apply(edits.resize(document.session, d_model=25), "wider")
    count = document.recompute_count
    cells = [(r % 3, c, float(r * 100 + c)) for r in range(4) for c in range(25)]
    document.set_cells("embeddings", cells)
    assert document.recompute_count == count + 1
    assert document.undo_stack.count() == 2


def test_a_batch_of_commands_recomputes_once_and_undoes_as_one(document):
    start = document.session
    count = document.recompute_count
    with document.batch():
        document.set_cells("embeddings", [(0, 0, 1.0)])
        document.apply(document.session.replace(causal=True), "causal")
        document.set_cells(edits.head_key(0, "W_q"), [(0, 0, 2.0)])
    assert document.recompute_count == count + 1
    assert document.session.causal
    document.undo_stack.undo()
    assert document.session.equals(start)


def test_an_edit_that_changes_nothing_is_not_an_undo_step(document):
    value = float(document.session.embeddings[0, 0])
    document.set_cells("embeddings", [(0, 0, value)])
    assert document.undo_stack.count() == 0


def test_a_mistakes_result_is_computed_once_per_change_and_shared(document, monkeypatch):
    import selfattn_gui.model.document as document_module

    computed = []  # the mistake of each computation (None: the correct one)

    def counting(session, **options):
        computed.append(options.get("mistake"))
        return compute(session, **options)

    monkeypatch.setattr(document_module, "compute", counting)
    assert document.result_with_mistake(None) is document.result
    wrong = document.result_with_mistake("wrong_axis")
    assert document.result_with_mistake("wrong_axis") is wrong  # asked twice, computed once
    expected = compute(document.session, mistake="wrong_axis", allow_blocked=True)
    np.testing.assert_array_equal(wrong.heads[0].weights, expected.heads[0].weights)
    assert computed == ["wrong_axis"]

    computed.clear()
    document.set_cells("embeddings", [(0, 0, 9.0)])
    assert computed == [None]  # an edit computes the correct result only: slips when asked
    fresh = document.result_with_mistake("wrong_axis")
    assert fresh is not wrong and computed == [None, "wrong_axis"]
    expected = compute(document.session, mistake="wrong_axis", allow_blocked=True)
    np.testing.assert_array_equal(fresh.heads[0].weights, expected.heads[0].weights)


def test_structure_signal_only_when_shapes_change(document, qtbot):
    with qtbot.assertNotEmitted(document.sig_structure_changed):
        document.set_cells("embeddings", [(0, 0, 3.0)])
    with qtbot.waitSignal(document.sig_structure_changed):
        document.try_apply(edits.add_token, "add", "d")
    assert document.session.n_tokens == 4


def test_a_refused_edit_is_reported_and_changes_nothing(document, qtbot):
    document.apply(edits.remove_token(edits.remove_token(document.session, 0), 0), "to one")
    start = document.session
    with qtbot.waitSignal(document.sig_message) as message:
        assert not document.try_apply(edits.remove_token, "remove", 0)
    assert "last token" in message.args[0]
    assert document.session is start


def test_load_starts_a_fresh_clean_history(document):
    document.set_cells("embeddings", [(0, 0, 4.0)])
    assert document.is_modified
    other = edits.add_token(document.session, "z")
    document.load(other)
    assert not document.is_modified and document.undo_stack.count() == 0
    assert document.session is other


def test_selection_is_clamped_when_tokens_or_heads_go_away(document, qtbot):
    document.select_query(2)
    document.apply(edits.resize(document.session, n_heads=3), "3 heads")
    document.select_head(2)
    with qtbot.waitSignal(document.sig_query_selected):
        document.try_apply(edits.remove_token, "remove", 2)
    assert document.selected_query == 1
    document.apply(edits.resize(document.session, n_heads=1), "1 head")
    assert document.selected_head == 0


def test_the_edits_of_one_drag_merge_into_one_undo_step(document):
    start = document.session.heads[0].W_q.copy()
    for step, value in enumerate((1.0, 2.0, 3.0)):  # the mouse moving: cell (0, 0), then (1, 1) too
        cells = [(0, 0, value)] + ([(1, 1, -value)] if step else [])
        document.set_cells("heads.0.W_q", cells, drag=7)
    assert document.undo_stack.count() == 1
    assert document.session.heads[0].W_q[0, 0] == 3.0
    assert document.session.heads[0].W_q[1, 1] == -3.0
    document.set_cells("heads.0.W_q", [(2, 0, 5.0)], drag=8)  # the next drag: its own step
    assert document.undo_stack.count() == 2
    document.undo_stack.undo()
    document.undo_stack.undo()
    np.testing.assert_array_equal(document.session.heads[0].W_q, start)
    document.undo_stack.redo()
    assert (
        document.session.heads[0].W_q[1, 1] == -3.0
        and document.session.heads[0].W_q[2, 0] == start[2, 0]
    )
