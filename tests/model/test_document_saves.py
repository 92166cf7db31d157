"""Whatever the document accepts can be saved and opened again, down to the last bit.

Sizes are drawn from the whole range the spin boxes offer (1 to 16 heads, widths 1 to
1024, up to 512 tokens), so many are refused: a refused edit must say why, change
nothing and push nothing.  Every session the document does hold is filled with the
longest numbers and labels the file can get, saved, and opened again.
"""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from selfattn_gui.core.sessions import edits, presets
from selfattn_gui.core.sessions.session import (
    MAX_FILE_BYTES,
    MAX_HEADS,
    MAX_TOKENS,
    MAX_WIDTH,
    Session,
)
from selfattn_gui.core.sessions.session_io import load_session, save_session
from selfattn_gui.model.autosave import Autosaver
from selfattn_gui.model.document import Document

# The longest numbers a session file holds (24 characters) and a few odd ones.
LONG_FLOATS = [-1.2345678901234567e-300, -2.2250738585072014e-308, -0.0, 5e-324, 999999.9999999999]
LABELS = st.one_of(
    st.sampled_from(["cat", "\x01" * 40, "=cmd|' /C calc'!A0", "😀" * 30, "line\nbreak"]),
    st.text(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=40).filter(str.strip),
)
# Small widths often, the spin boxes' maxima sometimes.
WIDTHS = st.one_of(st.integers(1, 8), st.integers(1, MAX_WIDTH), st.just(MAX_WIDTH))
HEADS = st.one_of(st.integers(1, 3), st.integers(1, MAX_HEADS))
TOKENS = st.one_of(st.integers(1, 6), st.integers(1, MAX_TOKENS))


def _grow_tokens(session: Session, n_tokens: int, label: str) -> Session:
    """The session with ``n_tokens`` tokens (an edit function, as ``try_apply`` wants)."""
    while session.n_tokens < n_tokens:
        session = edits.add_token(session, label)
    return session


def _fill(session: Session, seed: int) -> Session:
    """Every matrix filled with the longest numbers the file format writes."""
    rng = np.random.default_rng(seed)

    def filled(matrix: np.ndarray) -> np.ndarray:
        return rng.choice(LONG_FLOATS, size=matrix.shape)

    heads = tuple(
        type(head)(filled(head.W_q), filled(head.W_k), filled(head.W_v)) for head in session.heads
    )
    return session.replace(
        embeddings=filled(session.embeddings),
        heads=heads,
        W_o=None if session.W_o is None else filled(session.W_o),
    )


def _assert_same_bits(loaded: Session, original: Session) -> None:
    assert loaded.equals(original)
    for a, b in [(loaded.embeddings, original.embeddings), (loaded.W_o, original.W_o)] + [
        (x.matrix(n), y.matrix(n))
        for x, y in zip(loaded.heads, original.heads, strict=True)
        for n in ("W_q", "W_k", "W_v")
    ]:
        assert (a is None and b is None) or a.tobytes() == b.tobytes()


@settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    n_tokens=TOKENS,
    d_model=WIDTHS,
    d_k=WIDTHS,
    d_v=WIDTHS,
    n_heads=HEADS,
    w_o=st.booleans(),
    mask=st.booleans(),
    label=LABELS,
    title=st.one_of(st.just(""), LABELS),
    seed=st.integers(0, 2**32 - 1),
)
def test_any_session_the_document_accepts_saves_and_opens_again(
    qapp, tmp_path, n_tokens, d_model, d_k, d_v, n_heads, w_o, mask, label, title, seed
):
    document = Document(presets.load_preset("two-heads"))
    messages: list[str] = []
    document.sig_message.connect(messages.append)
    edits_asked = [
        (edits.resize, {"n_heads": n_heads}),
        (edits.resize, {"d_model": d_model}),
        (edits.resize, {"d_k": d_k}),
        (edits.resize, {"d_v": d_v}),
        (_grow_tokens, {"n_tokens": n_tokens, "label": label}),
        (edits.rename_token, {"index": 0, "label": label}),
    ]
    if w_o:
        edits_asked.append((edits.add_W_o, {}))
    if mask:
        edits_asked.append((edits.toggle_mask_cell, {"query": 0, "key": 0}))
    edits_asked.append((lambda s: s.replace(title=title), {}))
    edits_asked.append((_fill, {"seed": seed}))
    for make, arguments in edits_asked:
        before, steps, said = document.session, document.undo_stack.count(), len(messages)
        if document.try_apply(make, "edit", **arguments):
            continue
        # Refused: said why (what a session can hold), nothing changed, no undo step.
        assert len(messages) == said + 1
        assert "can hold" in messages[-1] and "saved and opened again" in messages[-1]
        assert document.session is before and document.undo_stack.count() == steps

    path = tmp_path / "accepted.selfattn.json"
    save_session(document.session, path)
    assert path.stat().st_size <= MAX_FILE_BYTES
    _assert_same_bits(load_session(path), document.session)


def test_the_recovery_copy_of_the_biggest_allowed_session_opens_again(qapp, tmp_path):
    """The issue's 3 heads of 1024: each step that would break the limit is refused,
    and the recovery copy of whatever the document holds opens again."""
    document = Document(presets.load_preset("cat-sat-mat"))
    for field in ("n_heads", "d_model", "d_k", "d_v"):
        document.try_apply(edits.resize, field, **{field: 3 if field == "n_heads" else 1024})
    document.try_apply(_fill, "fill", seed=1)
    assert document.is_modified
    autosaver = Autosaver(document, folder=tmp_path, delay_ms=3_600_000)
    try:
        autosaver.write_now()
        autosaver.flush()
        assert autosaver.last_error is None
        _assert_same_bits(load_session(autosaver.session_file), document.session)
    finally:
        autosaver.stop()
