"""One set of size limits for editing, saving and opening: whatever is allowed saves and reopens.

The spin boxes used to allow 3 heads of d_model = d_k = d_v = 1024: Save wrote 27 MB and
Open then refused the file (the limit is 20 MB).  Here the biggest sessions the limits
allow are built for real, filled with the longest numbers and text the file can hold,
saved, and opened again.
"""

from __future__ import annotations

import json
import tracemalloc

import numpy as np
import pytest

from selfattn_gui.core.sessions import edits
from selfattn_gui.core.sessions.inputs import Vocabulary
from selfattn_gui.core.sessions.layers import Layer
from selfattn_gui.core.sessions.presets import load_preset
from selfattn_gui.core.sessions.session import (
    MAX_FILE_BYTES,
    MAX_HEADS,
    MAX_NUMBERS,
    MAX_ROWS,
    MAX_TEXT_BYTES,
    MAX_TOKENS,
    MAX_WIDTH,
    Head,
    Session,
    SessionError,
)
from selfattn_gui.core.sessions.session_io import dumps_session, load_session, save_session

# A float within ±1e6 whose shortest exact form is as long as any: sign, 17 digits, a
# point and a three-digit exponent.  The first test checks nothing is longer.
LONGEST = -1.2345678901234567e-300
# A character JSON writes as six bytes (\u0001) and that is not white space.
ESCAPED = "\x01"


def _session(
    n: int,
    d_model: int,
    d_k: int,
    d_v: int,
    n_heads: int,
    fill: float,
    w_o_width: int | None = None,
    mask: bool = False,
    label_length: int = 1,
    title_length: int = 0,
) -> Session:
    def full(rows: int, columns: int) -> np.ndarray:
        return np.full((rows, columns), fill)

    heads = tuple(
        Head(full(d_model, d_k), full(d_model, d_k), full(d_model, d_v)) for _ in range(n_heads)
    )
    return Session(
        tokens=tuple(ESCAPED * label_length for _ in range(n)),
        embeddings=full(n, d_model),
        heads=heads,
        W_o=None if w_o_width is None else full(n_heads * d_v, w_o_width),
        mask=np.eye(n, dtype=bool) if mask else None,
        title=ESCAPED * title_length,
    )


def _numbers(session: Session) -> int:
    arrays = [session.embeddings, session.W_o] + [
        head.matrix(name) for head in session.heads for name in ("W_q", "W_k", "W_v")
    ]
    return sum(a.size for a in arrays if a is not None)


# The most text the budget allows, all of it escaped: 512 labels of 682 characters
# (6 · 682 + 2 quotes = 4,094 bytes each) and a title of 170 (1,022 bytes).
MOST_TEXT = {"label_length": 682, "title_length": 170}


@pytest.mark.parametrize(
    ("sizes", "w_o_width", "one_step_more"),
    [
        # As many matrix rows as the limits allow next to ~600,000 numbers: 16 heads of
        # 1024 rows each in W_q, W_k and W_v, one number per row.
        pytest.param((MAX_TOKENS, MAX_WIDTH, 1, 1, MAX_HEADS), 1, {"d_k": 2}, id="most-rows"),
        # As many numbers as allowed, in long rows.
        pytest.param((MAX_TOKENS, 1000, 29, 29, 1), None, {"d_model": 1030}, id="most-numbers"),
    ],
)
def test_the_biggest_sessions_the_limits_allow_save_and_open_again(
    tmp_path, sizes, w_o_width, one_step_more
):
    # LONGEST really is as long as a number within the limits gets.
    rng = np.random.default_rng(10)
    values = rng.uniform(-10, 10, 50_000) * 10.0 ** rng.integers(-330, 6, 50_000).astype(float)
    longest = max(len(json.dumps(float(v))) for v in values[np.abs(values) <= 1e6])
    assert longest <= len(json.dumps(LONGEST)) == 24

    session = _session(*sizes, LONGEST, w_o_width=w_o_width, mask=True, **MOST_TEXT)
    assert MAX_NUMBERS - 30_000 < _numbers(session) <= MAX_NUMBERS
    with pytest.raises(SessionError, match="numbers"):
        edits.resize(session, **one_step_more)  # these are the biggest: no more fits
    path = tmp_path / "biggest.selfattn.json"
    save_session(session, path)
    assert path.stat().st_size <= MAX_FILE_BYTES
    loaded = load_session(path)
    assert loaded.equals(session)


def test_the_text_budget_is_what_the_file_holds():
    session = _session(MAX_TOKENS, 1, 1, 1, 1, 0.0, **MOST_TEXT)
    text = dumps_session(session).encode("utf-8")
    assert text.count(b"\\u0001") == MAX_TOKENS * 682 + 170
    assert MAX_TEXT_BYTES - 10 < MAX_TOKENS * (6 * 682 + 2) + (6 * 170 + 2) <= MAX_TEXT_BYTES
    # 30 more escaped characters in the title are 180 bytes too many.
    with pytest.raises(SessionError, match=r"tokens and title: 2\.1 MB of text.*the 2 MB"):
        session.replace(title=ESCAPED * 200)
    # Plain letters cost one byte each: the same number of characters is far inside.
    plain = session.replace(tokens=tuple("a" * 682 for _ in range(MAX_TOKENS)))
    assert plain.replace(title="b" * 30_000).title == "b" * 30_000


def test_the_size_from_the_issue_is_refused_with_the_count_and_the_limit():
    session = load_preset("cat-sat-mat").replace(W_o=None)  # 3 tokens, as in the issue
    with pytest.raises(SessionError) as refused:
        edits.resize(session, n_heads=3, d_model=1024, d_k=1024, d_v=1024)
    message = str(refused.value)
    # 3 · 1024 token-vector numbers and 3 heads of 1024 × (1024 + 1024 + 1024)
    assert "9,440,256 numbers" in message
    assert "600,000" in message and "saved and opened again" in message
    assert "3 heads" in message and "d_model 1024" in message


def test_a_session_at_the_limit_is_allowed_and_one_token_more_is_not():
    # 5 tokens of 1000 numbers, and one head of 1000 rows of 95 + 95 + 405 numbers.
    exactly = Session(
        ("a", "b", "c", "d", "e"),
        np.zeros((5, 1000)),
        (Head(np.zeros((1000, 95)), np.zeros((1000, 95)), np.zeros((1000, 405))),),
    )
    assert _numbers(exactly) == 600_000 == MAX_NUMBERS
    with pytest.raises(SessionError, match="601,000 numbers"):
        edits.add_token(exactly, "f")
    with pytest.raises(SessionError, match="1,005,000 numbers"):
        edits.add_W_o(exactly)  # 405 rows of 1000 more
    with pytest.raises(SessionError, match="601,000 numbers"):
        edits.resize(exactly, d_v=406)


def test_asking_for_the_largest_sizes_is_refused_before_building_them():
    session = load_preset("two-heads")
    tracemalloc.start()
    try:
        with pytest.raises(SessionError, match="numbers"):
            edits.resize(session, n_heads=MAX_HEADS, d_model=MAX_WIDTH, d_k=MAX_WIDTH)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 10 * 1024 * 1024  # not the 400 MB of zeros 16 heads of 1024 × 1024 take


def test_a_file_with_too_many_numbers_is_refused_with_the_limit(tmp_path):
    # 604,160 zeros fit in 2 MB, so the file limit alone would let this one in:
    # 500 tokens of 1024 numbers, and W_q, W_k, W_v of 1024 rows of 30.
    def zeros(rows: int, columns: int) -> str:
        row = "[" + ", ".join(["0"] * columns) + "]"
        return "[" + ", ".join([row] * rows) + "]"

    data = {
        "format": "selfattn-session",
        "version": 1,
        "tokens": [f"t{i}" for i in range(500)],
        "embeddings": "EMBEDDINGS",
        "positional_encoding": "none",
        "heads": [{"W_q": "HEAD", "W_k": "HEAD", "W_v": "HEAD"}],
        "W_o": None,
        "causal": False,
        "mask": None,
        "scale": "sqrt_dk",
        "residual": True,
    }
    text = json.dumps(data)
    text = text.replace('"EMBEDDINGS"', zeros(500, 1024)).replace('"HEAD"', zeros(1024, 30))
    path = tmp_path / "huge.selfattn.json"
    path.write_text(text, encoding="utf-8")
    assert path.stat().st_size < 2 * 1024 * 1024
    with pytest.raises(SessionError) as refused:
        load_session(path)
    message = str(refused.value)
    assert message.startswith("huge.selfattn.json: ")
    assert "604,160 numbers" in message and "600,000" in message


# -- version 2: more layers mean more rows ---------------------------------------------


def _rows(session: Session) -> int:
    """Every matrix row of the file, and one per vector (a layer norm's gain or bias)."""
    arrays = [session.vocabulary.W_E if session.vocabulary else session.embeddings]
    if session.source is not None:
        arrays.append(session.source.embeddings)
    for layer in session.layers:
        arrays += [m for head in layer.heads for m in (head.W_q, head.W_k, head.W_v)]
        arrays += [m for kv in layer.kv_heads or () for m in (kv.W_k, kv.W_v)]
        arrays.append(layer.W_o)
        if layer.layer_norm is not None:
            arrays += [layer.layer_norm.gain[None, :], layer.layer_norm.bias[None, :]]
    arrays += [session.W_pos, session.W_U]
    return sum(a.shape[0] for a in arrays if a is not None)


def _all_numbers(session: Session) -> int:
    arrays = [session.vocabulary.W_E if session.vocabulary else session.embeddings]
    for layer in session.layers:
        arrays += [m for head in layer.heads for m in (head.W_q, head.W_k, head.W_v)]
        arrays += [m for kv in layer.kv_heads or () for m in (kv.W_k, kv.W_v)]
        arrays.append(layer.W_o)
    arrays += [session.W_pos, session.W_U]
    return sum(a.size for a in arrays if a is not None)


def _wide_thin_layer(fill: float) -> Layer:
    """16 heads reading 1024-wide rows with d_k = d_v = 1: 49,152 rows of one number,
    and a W_o of 16 × 1024 that keeps the width, so the next layer reads as wide."""
    column = np.full((MAX_WIDTH, 1), fill)
    heads = tuple(Head(column, column, column) for _ in range(MAX_HEADS))
    return Layer(heads, np.full((MAX_HEADS, MAX_WIDTH), fill))


def test_the_most_rows_and_numbers_version_2_allows_save_and_open_again(tmp_path):
    # Two such layers, 450 tokens of 1024 numbers, the longest numbers, a full mask
    # and as much escaped text as the budget holds: the deepest rows of all, the most.
    n = 450
    label, title = 682, (MAX_TEXT_BYTES - n * (6 * 682 + 2) - 2) // 6
    session = Session(
        tuple(ESCAPED * label for _ in range(n)),
        np.full((n, MAX_WIDTH), LONGEST),
        layers=(_wide_thin_layer(LONGEST), _wide_thin_layer(LONGEST)),
        mask=np.ones((n, n), dtype=bool),
        title=ESCAPED * title,
    )
    assert session.version == 2
    assert MAX_ROWS - 2_000 < _rows(session) <= MAX_ROWS
    assert MAX_NUMBERS - 10_000 < _all_numbers(session) <= MAX_NUMBERS
    path = tmp_path / "deep.selfattn.json"
    save_session(session, path)
    assert path.stat().st_size <= MAX_FILE_BYTES
    assert load_session(path).equals(session)
    # A third such layer is too much (the numbers say so first).
    with pytest.raises(SessionError, match="numbers"):
        session.replace(layers=(*session.layers, _wide_thin_layer(0.0)))


def _long_positions(positions: int) -> Session:
    """One token and one head of 1 × 1 (4 rows) and W_pos of ``positions`` rows of one number."""
    one = np.ones((1, 1))
    return Session(
        ("a",),
        one,
        (Head(one, one, one),),
        positional_encoding="learned",
        W_pos=np.zeros((positions, 1)),
    )


def test_a_session_at_the_row_limit_is_allowed_and_one_row_more_is_not(tmp_path):
    # Nothing else bounds W_pos: 600,000 positions of one number each would be 19 MB of
    # rows alone, past the file limit with the text and the mask.
    at_limit = _long_positions(MAX_ROWS - 4)
    assert _rows(at_limit) == MAX_ROWS == 100_000
    with pytest.raises(SessionError) as refused:
        _long_positions(MAX_ROWS - 3)
    message = str(refused.value)
    assert "100,001 rows" in message and "100,000" in message and "W_pos" in message
    # A file with one row too many is refused the same way when it is opened.
    text = dumps_session(at_limit).replace('"W_pos": [\n', '"W_pos": [\n    [0],\n', 1)
    path = tmp_path / "long.selfattn.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SessionError, match="100,001 rows"):
        load_session(path)


def test_a_version_2_file_with_too_many_numbers_is_refused_with_the_count(tmp_path):
    # A vocabulary of 4096 entries 147 wide, zeros: small on disk, too many numbers.
    data = {
        "format": "selfattn-session",
        "version": 2,
        "attention": "self",
        "tokens": ["w0"],
        "vocabulary": {"labels": [f"w{i}" for i in range(4096)], "W_E": [[0] * 147] * 4096},
        "source": None,
        "positional_encoding": "none",
        "W_pos": None,
        "layers": [
            {
                "heads": [{"W_q": [[0]] * 147, "W_k": [[0]] * 147, "W_v": [[0]] * 147}],
                "kv_heads": None,
                "W_o": None,
                "residual": False,
                "layer_norm": None,
                "heads_off": [],
            }
        ],
        "W_U": None,
        "causal": False,
        "mask": None,
        "scale": "sqrt_dk",
    }
    path = tmp_path / "wide.selfattn.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SessionError) as refused:
        load_session(path)
    count = 4096 * 147 + 3 * 147
    assert f"{count:,} numbers" in str(refused.value) and "600,000" in str(refused.value)


def test_vocabulary_labels_count_against_the_text_budget():
    labels = tuple(ESCAPED * 100 + str(i) for i in range(4096))  # 4096 · 608 bytes: 2.4 MB
    with pytest.raises(SessionError, match="MB of text"):
        Session(
            (labels[0],),
            None,
            (Head(np.ones((1, 1)), np.ones((1, 1)), np.ones((1, 1))),),
            vocabulary=Vocabulary(labels, np.zeros((4096, 1))),
        )
