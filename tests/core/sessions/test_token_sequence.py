"""Setting a vocabulary session's whole sequence from typed text, and what is refused."""

from __future__ import annotations

import numpy as np
import pytest

from selfattn_gui.core.sessions import presets
from selfattn_gui.core.sessions.inputs import Vocabulary
from selfattn_gui.core.sessions.session import Head, Session, SessionError
from selfattn_gui.core.sessions.session_limits import MAX_TOKENS
from selfattn_gui.core.sessions.token_sequence import (
    max_positions,
    split_tokens,
    with_token_sequence,
)


def vocabulary_session(**changes: object) -> Session:
    rng = np.random.default_rng(2)
    labels = ("<s>", "cat", "sat", "mat")
    session = Session(
        ("<s>", "cat", "sat"),
        None,
        (Head(rng.normal(size=(3, 2)), rng.normal(size=(3, 2)), rng.normal(size=(3, 2))),),
        vocabulary=Vocabulary(labels, rng.normal(size=(4, 3))),
        causal=True,
    )
    return session.replace(**changes) if changes else session


def test_the_typed_labels_take_their_rows_of_W_E():
    session = vocabulary_session()
    typed = with_token_sequence(session, split_tokens("  <s> mat\tcat  mat \n"))
    assert typed.tokens == ("<s>", "mat", "cat", "mat")
    W_E = session.vocabulary.W_E
    for row, index in enumerate((0, 3, 1, 3)):
        assert list(typed.embeddings[row]) == list(W_E[index])


def test_every_unknown_label_is_named_once_and_nothing_changes():
    session = vocabulary_session()
    with pytest.raises(SessionError) as refused:
        with_token_sequence(session, ["<s>", "dog", "cat", "dog", "hat"])
    message = str(refused.value)
    assert "“dog”, “hat” are not in the vocabulary" in message and message.count("dog") == 1
    assert "<s>, cat, sat, mat" in message  # the labels there are
    with pytest.raises(SessionError, match="“dog” is not in"):
        with_token_sequence(session, ["dog"])
    with pytest.raises(SessionError, match="at least one token"):
        with_token_sequence(session, split_tokens("   "))


def test_learned_positions_limit_the_length_and_the_message_says_so():
    model = presets.load_model("induction")
    assert max_positions(model) == model.W_pos.shape[0] == 33
    assert with_token_sequence(model, ["A"] * 33).n_tokens == 33
    with pytest.raises(SessionError, match=r"34 tokens is too many: this model learned 33"):
        with_token_sequence(model, ["A"] * 34)
    assert max_positions(vocabulary_session()) == MAX_TOKENS


def test_a_custom_mask_keeps_its_cells_and_new_positions_see_everything():
    mask = np.array([[True, False, False], [True, True, False], [False, True, True]])
    session = vocabulary_session(causal=False, mask=mask)
    longer = with_token_sequence(session, ["<s>", "cat", "sat", "mat"])
    assert longer.mask.shape == (4, 4)
    assert (longer.mask[:3, :3] == mask).all()
    assert longer.mask[3].all() and longer.mask[:, 3].all()
    shorter = with_token_sequence(session, ["<s>", "mat"])
    assert (shorter.mask == mask[:2, :2]).all()


def test_a_session_without_a_vocabulary_cannot_take_a_typed_sequence():
    with pytest.raises(SessionError, match="only a session with a vocabulary"):
        with_token_sequence(presets.load_preset("cat-sat-mat"), ["cat"])
