"""The sizes the catalogue's shapes are written in (``"n_tokens × d_model"``), for one session."""

from __future__ import annotations

from selfattn_gui.core.sessions.session import Session


def sizes(session: Session) -> dict[str, int]:
    """Every size the shapes of the catalogue are written in, for one session.

    ``d_out`` is the width of the attention output: W_o's columns, or the heads side
    by side (``n_heads · d_v``) without W_o.  ``n_keys`` is how many keys each query
    sees (the tokens, or a cross session's source tokens); ``vocabulary_size`` is 0
    without a vocabulary.
    """
    d_out = session.W_o.shape[1] if session.W_o is not None else session.n_heads * session.d_v
    vocabulary = session.vocabulary
    return {
        "n_tokens": session.n_tokens,
        "n_keys": session.n_keys,
        "vocabulary_size": 0 if vocabulary is None else vocabulary.size,
        "d_model": session.d_model,
        "d_k": session.d_k,
        "d_v": session.d_v,
        "n_heads": session.n_heads,
        "d_out": int(d_out),
    }
