"""Session files: round trips, a corpus of bad files with the message each must give,
and the atomic save.

The expected keys and values are written here from the format description in
docs/session-format.md (issue 2, section 4), not read from ``session_io``; the round
trips also re-read every saved file with the plain ``json`` module and compare it to the
session, bit for bit, so a writer and a reader that agree on the same mistake still fail.
"""

from __future__ import annotations

import builtins
import errno
import json
import math
import os
import re
import stat
import tempfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from selfattn_gui.core.sessions.inputs import Source, Vocabulary
from selfattn_gui.core.sessions.layers import KeyValueHead, Layer, LayerNorm
from selfattn_gui.core.sessions.presets import load_preset, preset_names, preset_path
from selfattn_gui.core.sessions.session import Head, Session, SessionError
from selfattn_gui.core.sessions.session_io import (
    dumps_session,
    load_session,
    save_session,
    session_to_dict,
)

# The keys of format version 1, as the issue lists them.
REQUIRED = (
    "format",
    "version",
    "tokens",
    "embeddings",
    "positional_encoding",
    "heads",
    "W_o",
    "causal",
    "mask",
    "scale",
    "residual",
)
ALLOWED = (*REQUIRED, "title")
MB = 1024 * 1024
FILE_NAME = "case.selfattn.json"


def base() -> dict:
    """A fresh, valid session (cat-sat-mat: 3 tokens, d_model 4, one head, d_k = d_v = 2)."""
    return json.loads(preset_path("cat-sat-mat").read_text(encoding="utf-8"))


def changed(**changes) -> dict:
    data = base()
    data.update(changes)
    return data


def without(key: str) -> dict:
    data = base()
    del data[key]
    return data


def with_literal(path_in_data: tuple, literal: str) -> str:
    """The base file as text with one value replaced by a raw JSON literal (NaN, 1e400)."""
    data = base()
    target = data
    for step in path_in_data[:-1]:
        target = target[step]
    target[path_in_data[-1]] = "@@LITERAL@@"
    return json.dumps(data).replace('"@@LITERAL@@"', literal)


def head(rows: int, d_k: int, d_v: int, fill: float = 1.0) -> dict:
    return {
        "W_q": [[fill] * d_k for _ in range(rows)],
        "W_k": [[fill] * d_k for _ in range(rows)],
        "W_v": [[fill] * d_v for _ in range(rows)],
    }


def write(tmp_path: Path, content: bytes | str | dict | list) -> Path:
    if isinstance(content, (dict, list)):
        content = json.dumps(content, ensure_ascii=False)
    if isinstance(content, str):
        content = content.encode("utf-8", "surrogatepass")
    path = tmp_path / FILE_NAME
    path.write_bytes(content)
    return path


def load_error(path: Path) -> str:
    """Load a bad file and return its message, checking the rules every message follows."""
    with pytest.raises(SessionError) as caught:
        load_session(path)
    message = str(caught.value)
    assert len(message.splitlines()) == 1, f"not one line: {message!r}"
    assert message.startswith(f"{path.name}: "), f"does not name the file: {message!r}"
    assert "Traceback" not in message
    return message


# -- the corpus of bad files ----------------------------------------------------------

LATIN1 = json.dumps(changed(tokens=["café", "sat", "mat"]), ensure_ascii=False).encode("latin-1")
LATIN1_E_ACUTE = LATIN1.index(b"\xe9")  # where the decoder must stop
GARBAGE = bytes(range(256)) * 8
DEEP = "[" * 100_000
TOO_MANY_TOKENS = changed(
    tokens=[f"t{i}" for i in range(513)],
    embeddings=[[1.0]] * 513,
    heads=[head(1, 1, 1)],
)

# (id, file content, fragments the message must contain: the field and the problem)
CORPUS = [
    # not a session at all
    ("not-json", "this is not JSON", ["not valid JSON", "line 1, column 1"]),
    ("truncated", json.dumps(base(), indent=2)[:300], ["not valid JSON", "ends too early"]),
    ("latin-1", LATIN1, ["not UTF-8", f"offset {LATIN1_E_ACUTE}"]),
    ("binary-garbage", GARBAGE, ["not UTF-8", "offset 128"]),
    ("zip-header", b"PK\x03\x04\x14\x00\x00\x00", ["not valid JSON"]),
    ("empty", b"", ["empty"]),
    ("only-spaces", b"  \n\t\n", ["empty"]),
    ("list-at-top", [base()], ["not a session", "list"]),
    ("text-at-top", '"selfattn-session"', ["not a session", "text"]),
    ("deep-nesting", DEEP, ["nested", "deeply"]),
    ("deep-objects", '{"a": ' * 100_000, ["nested", "deeply"]),
    # format and version
    (
        "wrong-format",
        changed(format="selfattn-sesion"),
        ["format", '"selfattn-session"', '"selfattn-sesion"'],
    ),
    ("format-number", changed(format=1), ["format", "the number 1"]),
    ("newer-version", changed(version=3), ["version", "version 3", "newer", "1 and 2"]),
    ("version-as-text", changed(version="1"), ["version", 'the text "1"']),
    ("version-float", changed(version=1.5), ["version", "1.5"]),
    ("version-zero", changed(version=0), ["version", "0"]),
    ("version-bool", changed(version=True), ["version", "true"]),
    # keys
    ("unknown-key", changed(colour="red"), ['unknown key "colour"']),
    ("unknown-key-typo", changed(Wo=None), ['unknown key "Wo"', '"W_o"']),
    (
        "unknown-head-key",
        changed(heads=[{**base()["heads"][0], "W_x": [[1]]}]),
        ["heads[0]", 'unknown key "W_x"'],
    ),
    (
        "missing-head-key",
        changed(heads=[{k: v for k, v in base()["heads"][0].items() if k != "W_v"}]),
        ["heads[0]", 'missing key "W_v"'],
    ),
    (
        "duplicate-key",
        json.dumps(base()).replace('"causal": false', '"causal": false, "causal": true'),
        ['"causal"', "twice"],
    ),
    (
        "duplicate-head-key",
        json.dumps(base()).replace('"W_k": [', '"W_q": [[1, 1]], "W_k": ['),
        ['"W_q"', "twice"],
    ),
    # numbers JSON does not allow, with their place
    ("nan", with_literal(("embeddings", 1, 2), "NaN"), ["embeddings[1][2]", "NaN", "finite"]),
    (
        "infinity",
        with_literal(("heads", 0, "W_k", 3, 1), "Infinity"),
        ["heads[0].W_k[3][1]", "Infinity", "finite"],
    ),
    (
        "minus-infinity",
        with_literal(("heads", 0, "W_v", 0, 0), "-Infinity"),
        ["heads[0].W_v[0][0]", "-Infinity", "finite"],
    ),
    ("nan-as-switch", with_literal(("causal",), "NaN"), ["causal", "NaN"]),
    (
        "overflowing-float",
        with_literal(("embeddings", 0, 0), "1e400"),
        ["embeddings[0][0]", "1e400", "too large"],
    ),
    (
        "400-digit-number",
        with_literal(("embeddings", 0, 3), "9" * 400),
        ["embeddings[0][3]", "too large"],
    ),
    (
        "5000-digit-number",
        with_literal(("embeddings", 2, 0), "7" * 5000),
        ["embeddings[2][0]", "too large"],
    ),
    # wrong kinds of values
    (
        "text-for-number",
        with_literal(("embeddings", 2, 3), '"0.5"'),
        ["embeddings[2][3]", "number", '"0.5"'],
    ),
    (
        "bool-for-number",
        with_literal(("heads", 0, "W_v", 1, 0), "true"),
        ["heads[0].W_v[1][0]", "number", "true"],
    ),
    (
        "null-for-number",
        with_literal(("heads", 0, "W_q", 2, 1), "null"),
        ["heads[0].W_q[2][1]", "number", "null"],
    ),
    (
        "list-for-number",
        with_literal(("embeddings", 0, 1), "[1]"),
        ["embeddings[0][1]", "number", "list"],
    ),
    ("flat-embeddings", changed(embeddings=[1, 0, 1, 0]), ["embeddings[0]", "list of numbers"]),
    ("embeddings-text", changed(embeddings="1 0 1 0"), ["embeddings", "list of rows"]),
    ("empty-embeddings", changed(embeddings=[]), ["embeddings", "empty"]),
    ("empty-row", changed(embeddings=[[], [], []]), ["embeddings[0]", "at least one number"]),
    ("head-not-object", changed(heads=[[[1, 0]]]), ["heads[0]", "object"]),
    ("no-heads", changed(heads=[]), ["heads", "at least one"]),
    ("heads-object", changed(heads=base()["heads"][0]), ["heads", "list"]),
    ("causal-text", changed(causal="yes"), ["causal", "true or false", '"yes"']),
    ("residual-number", changed(residual=1), ["residual", "true or false", "1"]),
    (
        "pe-unknown",
        changed(positional_encoding="learned"),
        ["positional_encoding", '"sinusoidal"', '"learned"'],
    ),
    ("scale-unknown", changed(scale="sqrt"), ["scale", '"sqrt_dk"', '"sqrt"']),
    ("title-number", changed(title=5), ["title", "text"]),
    # JSON may spell a lone surrogate as an escape; it loads as text that cannot be saved.
    ("title-lone-surrogate", json.dumps(changed(title="a\ud800b")), ["title", "not valid text"]),
    (
        "label-lone-surrogate",
        json.dumps(changed(tokens=["\udc00", "sat", "mat"])),
        ["tokens[0]", "not valid text"],
    ),
    (
        "raw-surrogate-bytes",
        b'{"format": "selfattn-session", "title": "\xed\xa0\x80"}',
        ["not UTF-8", "offset 41"],
    ),
    ("line-break-in-value", changed(scale="sqrt\ndk"), ["scale", '"sqrt\\ndk"']),
    ("line-break-in-key", changed(**{"W\u2028o": None}), ["unknown key", "\\u2028"]),
    # ragged rows and wrong shapes
    (
        "ragged-row",
        changed(embeddings=[[1, 0, 1, 0], [0, 1, 0], [1, 1, 0, 0]]),
        ["embeddings[1]", "3 numbers", "row 0 has 4"],
    ),
    (
        "ragged-longer-row",
        changed(embeddings=[[1, 0, 1, 0], [0, 1, 0, 1], [1, 1, 0, 0, 5]]),
        ["embeddings[2]", "5 numbers", "row 0 has 4"],
    ),
    (
        "W_q-rows",
        changed(heads=[{**base()["heads"][0], "W_q": [[1, 0]] * 3}]),
        ["heads[0].W_q", "4 × 2", "3 × 2"],
    ),
    (
        "W_k-cols",
        changed(heads=[{**base()["heads"][0], "W_k": [[1, 0, 0]] * 4}]),
        ["heads[0].W_k", "4 × 2", "4 × 3"],
    ),
    (
        "heads-differ-in-d_k",
        changed(heads=[base()["heads"][0], head(4, 3, 2)]),
        ["heads[1].W_q", "4 × 2", "4 × 3", "heads[0]"],
    ),
    (
        "heads-differ-in-d_v",
        changed(heads=[base()["heads"][0], head(4, 2, 1)]),
        ["heads[1].W_v", "4 × 2", "4 × 1"],
    ),
    ("W_o-rows", changed(W_o=[[1, 0, 0, 0]] * 3), ["W_o", "2 rows", "3 × 4"]),
    (
        "W_o-rows-two-heads",
        changed(heads=[base()["heads"][0]] * 2, W_o=[[1, 0, 0, 0]] * 2),
        ["W_o", "4 rows", "2 × 4"],
    ),
    ("W_o-not-list", changed(W_o=True), ["W_o", "true"]),
    # tokens
    ("empty-label", changed(tokens=["cat", "", "mat"]), ["tokens[1]", "empty"]),
    ("blank-label", changed(tokens=["cat", "sat", "   "]), ["tokens[2]", "empty"]),
    ("number-label", changed(tokens=["cat", 7, "mat"]), ["tokens[1]", "text", "7"]),
    ("null-label", changed(tokens=[None, "sat", "mat"]), ["tokens[0]", "text", "null"]),
    ("no-tokens", changed(tokens=[]), ["tokens", "at least one"]),
    ("tokens-text", changed(tokens="cat sat mat"), ["tokens", "list"]),
    ("fewer-tokens-than-rows", changed(tokens=["cat", "sat"]), ["embeddings", "2 rows", "3 × 4"]),
    (
        "more-tokens-than-rows",
        changed(tokens=["a", "b", "c", "d"]),
        ["embeddings", "4 rows", "3 × 4"],
    ),
    # mask
    ("mask-two", changed(mask=[[1, 1, 1], [1, 2, 1], [1, 1, 1]]), ["mask[1][1]", "0 or 1", "2"]),
    (
        "mask-half",
        changed(mask=[[1, 1, 0.5], [1, 1, 1], [1, 1, 1]]),
        ["mask[0][2]", "0 or 1", "0.5"],
    ),
    ("mask-bool", changed(mask=[[True, True, True]] * 3), ["mask[0][0]", "0 or 1", "true"]),
    ("mask-shape", changed(mask=[[1, 1, 1], [1, 1, 1]]), ["mask", "3 × 3", "2 × 3"]),
    (
        "mask-ragged",
        changed(mask=[[1, 1, 1], [1, 1], [1, 1, 1]]),
        ["mask[1]", "2 numbers", "row 0 has 3"],
    ),
    # limits
    (
        "too-large-value",
        changed(embeddings=[[1, 0, 1000000.5, 0], [0, 1, 0, 1], [1, 1, 0, 0]]),
        ["embeddings[0][2]", "1000000.5", "too large"],
    ),
    ("too-negative-W_o", changed(W_o=[[1, 0, 0, 0], [0, 1, 0, -2e6]]), ["W_o[1][3]", "too large"]),
    ("513-tokens", TOO_MANY_TOKENS, ["tokens", "513", "512"]),
    ("17-heads", changed(heads=[base()["heads"][0]] * 17), ["heads", "17", "16"]),
    (
        "d_model-1025",
        changed(embeddings=[[0.0] * 1025] * 3, heads=[head(1025, 1, 1)]),
        ["d_model", "1025", "1024"],
    ),
    ("d_k-1025", changed(heads=[head(4, 1025, 2)]), ["d_k", "1025", "1024"]),
    ("d_v-1025", changed(heads=[head(4, 2, 1025)]), ["d_v", "1025", "1024"]),
]


@pytest.mark.parametrize(
    ("content", "fragments"),
    [pytest.param(content, fragments, id=name) for name, content, fragments in CORPUS],
)
def test_a_bad_file_gives_one_line_naming_the_field_and_the_problem(tmp_path, content, fragments):
    message = load_error(write(tmp_path, content))
    for fragment in fragments:
        assert fragment in message, f"{fragment!r} missing from {message!r}"


@pytest.mark.parametrize("key", REQUIRED)
def test_every_required_key_is_reported_when_missing(tmp_path, key):
    message = load_error(write(tmp_path, without(key)))
    assert f'missing key "{key}"' in message


def test_the_corpus_starts_from_a_file_that_loads(tmp_path):
    # Otherwise every case above could fail for the same unrelated reason.
    session = load_session(write(tmp_path, base()))
    assert session.tokens == ("cat", "sat", "mat")
    assert session.embeddings.shape == (3, 4)


def test_a_file_over_20_mb_is_refused_before_anything_is_read(tmp_path, monkeypatch):
    path = tmp_path / "huge.selfattn.json"
    with open(path, "wb") as handle:
        handle.truncate(21 * MB)  # sparse: no 21 MB is written
    refuse = pytest.fail  # any attempt to read the file fails the test

    def no_reading(*args, **kwargs):
        refuse("the file was opened before its size was checked")

    monkeypatch.setattr(Path, "open", no_reading)
    monkeypatch.setattr(Path, "read_bytes", no_reading)
    monkeypatch.setattr(Path, "read_text", no_reading)
    monkeypatch.setattr(builtins, "open", no_reading)
    message = load_error(path)
    assert "21.0 MB" in message and "20 MB" in message


def test_a_file_of_exactly_20_mb_still_loads(tmp_path):
    text = json.dumps(base()).encode("utf-8")
    path = tmp_path / "padded.selfattn.json"
    path.write_bytes(text + b" " * (20 * MB - len(text)))
    assert path.stat().st_size == 20 * MB
    assert load_session(path).tokens == ("cat", "sat", "mat")


def test_a_folder_is_not_a_file(tmp_path):
    folder = tmp_path / "lesson.selfattn.json"
    folder.mkdir()
    assert "folder" in load_error(folder)


def test_a_missing_file_is_named(tmp_path):
    assert "no such file" in load_error(tmp_path / "gone.selfattn.json")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    pipe = tmp_path / "pipe.selfattn.json"
    os.mkfifo(pipe)
    assert "not an ordinary file" in load_error(pipe)


PAYLOAD = "__import__('os').system('touch pwned')"


@pytest.fixture
def nothing_runs(tmp_path, monkeypatch):
    """Any eval, exec or compile fails the test; the folder a payload would touch is tmp_path."""
    monkeypatch.chdir(tmp_path)

    def forbidden(*args, **kwargs):
        pytest.fail("loading a session evaluated code")

    for name in ("eval", "exec", "compile"):
        monkeypatch.setattr(builtins, name, forbidden)


def test_loading_never_executes_anything(tmp_path, nothing_runs):
    payload = PAYLOAD
    data = changed(tokens=[payload, "sat", "mat"], title=payload)
    session = load_session(write(tmp_path, data))
    assert session.tokens[0] == payload
    assert session.title == payload
    # The same text where a number belongs is refused as text, never run.
    message = load_error(write(tmp_path, with_literal(("embeddings", 0, 0), json.dumps(payload))))
    assert "embeddings[0][0]" in message and "expected a number" in message
    assert not (tmp_path / "pwned").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE_NAME]


# -- round trips ----------------------------------------------------------------------


def assert_file_holds(path: Path, session: Session) -> None:
    """Read a saved file with the plain json module and compare it to the session."""
    data = json.loads(path.read_text(encoding="utf-8"))
    assert set(REQUIRED) <= set(data) <= set(ALLOWED)
    assert data["format"] == "selfattn-session" and data["version"] == 1
    assert data["tokens"] == list(session.tokens)
    assert data.get("title", "") == session.title

    def same_bits(rows: list, expected: np.ndarray) -> None:
        found = np.array(rows, dtype=np.float64)
        assert found.shape == expected.shape
        assert found.tobytes() == expected.tobytes()  # also tells -0.0 from 0.0

    same_bits(data["embeddings"], session.embeddings)
    assert len(data["heads"]) == session.n_heads
    for saved, original in zip(data["heads"], session.heads, strict=True):
        assert list(saved) == ["W_q", "W_k", "W_v"]  # the format's names, in its order
        for name in ("W_q", "W_k", "W_v"):
            same_bits(saved[name], original.matrix(name))
    if session.W_o is None:
        assert data["W_o"] is None
    else:
        same_bits(data["W_o"], session.W_o)
    if session.mask is None:
        assert data["mask"] is None
    else:
        assert data["mask"] == [[1 if v else 0 for v in row] for row in session.mask]
    assert data["positional_encoding"] == session.positional_encoding
    assert data["scale"] == session.scale
    assert data["causal"] is session.causal and data["residual"] is session.residual


def assert_same_session(loaded: Session, original: Session) -> None:
    assert loaded.equals(original)
    pairs = [(loaded.embeddings, original.embeddings), (loaded.W_o, original.W_o)]
    for a, b in zip(loaded.heads, original.heads, strict=True):
        pairs += [(a.matrix(n), b.matrix(n)) for n in ("W_q", "W_k", "W_v")]
    for a, b in pairs:
        if a is not None:
            assert a.tobytes() == b.tobytes()  # equals() cannot see the sign of zero


@pytest.mark.parametrize("name", preset_names())
def test_every_preset_survives_a_save_and_load(tmp_path, name):
    original = load_preset(name)
    path = tmp_path / f"{name}.selfattn.json"
    save_session(original, path)
    if original.version == 1:
        assert_file_holds(path, original)
        assert_same_session(load_session(path), original)
    else:
        assert_version_2_file_holds(path, original)
        assert load_session(path).equals(original)
    # The saved file says the same as the hand-made preset file, key for key.
    written = json.loads(path.read_text(encoding="utf-8"))
    shipped = json.loads(preset_path(name).read_text(encoding="utf-8"))
    assert written == shipped


SPECIAL_FLOATS = [
    0.0,
    -0.0,
    5e-324,
    -5e-324,
    2.2250738585072014e-308,
    1e-300,
    0.1,
    1 / 3,
    999999.9999999999,
    1e6,
    -1e6,
    123456.789,
]
VALUES = st.one_of(
    st.sampled_from(SPECIAL_FLOATS),
    st.floats(min_value=-1e6, max_value=1e6, allow_nan=False, allow_infinity=False),
    st.integers(-1_000_000, 1_000_000).map(float),
)
TRICKY_LABELS = [
    "[1,  2]",
    "[1,\n  2]",
    "猫",
    "😀 grin",
    "ünïcödé",
    'a "quoted" word',
    "back\\slash",
    "line\nbreak",
    "tab\there",
    "a\u2028b",
    "null",
    "NaN",
    "-0.0",
    "__import__('os').system('touch pwned')",
]
LABELS = st.one_of(
    st.sampled_from(TRICKY_LABELS),
    st.text(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=12).filter(str.strip),
)


@st.composite
def sessions(draw) -> Session:
    """A random legal session: masks, W_o, several heads, odd labels and odd floats."""
    n = draw(st.integers(1, 5))
    d_model = draw(st.integers(1, 4))
    d_k = draw(st.integers(1, 3))
    d_v = draw(st.integers(1, 3))
    n_heads = draw(st.integers(1, 3))

    def matrix(rows: int, cols: int) -> np.ndarray:
        cells = draw(st.lists(VALUES, min_size=rows * cols, max_size=rows * cols))
        return np.array(cells, dtype=np.float64).reshape(rows, cols)

    heads = [
        Head(matrix(d_model, d_k), matrix(d_model, d_k), matrix(d_model, d_v))
        for _ in range(n_heads)
    ]
    W_o = None
    if draw(st.booleans()):
        W_o = matrix(n_heads * d_v, draw(st.integers(1, 4)))
    mask = None
    if draw(st.booleans()):
        cells = draw(st.lists(st.booleans(), min_size=n * n, max_size=n * n))
        mask = np.array(cells, dtype=bool).reshape(n, n)
    return Session(
        tokens=tuple(draw(st.lists(LABELS, min_size=n, max_size=n))),
        embeddings=matrix(n, d_model),
        heads=tuple(heads),
        W_o=W_o,
        positional_encoding=draw(st.sampled_from(["none", "sinusoidal"])),
        causal=draw(st.booleans()),
        mask=mask,
        scale=draw(st.sampled_from(["sqrt_dk", "none"])),
        residual=draw(st.booleans()),
        title=draw(st.one_of(st.just(""), LABELS)),
    )


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(session=sessions())
def test_random_sessions_survive_a_save_and_load(tmp_path, session):
    path = tmp_path / "random.selfattn.json"
    save_session(session, path)  # also saves over the previous example's file
    assert_file_holds(path, session)
    assert_same_session(load_session(path), session)
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


def test_negative_zero_and_extreme_floats_keep_every_bit(tmp_path):
    values = np.array([[-0.0, 5e-324], [1e6, -999999.9999999999]])
    session = Session(tokens=("a", "b"), embeddings=values, heads=(Head(values, values, values),))
    path = tmp_path / "bits.selfattn.json"
    save_session(session, path)
    loaded = load_session(path)
    assert math.copysign(1.0, loaded.embeddings[0, 0]) == -1.0
    assert loaded.embeddings[0, 1] == 5e-324
    assert loaded.embeddings.tobytes() == values.tobytes()


def test_a_saved_file_is_utf8_text_a_person_can_read(tmp_path):
    session = load_preset("cat-sat-mat").replace(tokens=("猫", "sat", "[1,  2]"))
    path = tmp_path / "readable.selfattn.json"
    save_session(session, path)
    text = path.read_bytes().decode("utf-8")
    assert "猫" in text  # written as itself, not as \\u732b
    assert "[1, 0, 1, 0]" in text  # one matrix row per line
    assert '"[1,  2]"' in text  # a label that looks like a row is left alone
    assert text.endswith("}\n")


# -- the atomic save ------------------------------------------------------------------


@pytest.fixture
def existing(tmp_path) -> Path:
    """A folder holding one saved session, the file a failed save must not damage."""
    path = tmp_path / "work.selfattn.json"
    save_session(load_preset("cat-sat-mat"), path)
    return path


def other_session() -> Session:
    return load_preset("two-heads")


def assert_untouched(path: Path, before: bytes) -> None:
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name], "a temporary file was left"


def test_a_failing_replace_keeps_the_old_file(existing, monkeypatch):
    before = existing.read_bytes()

    def broken_replace(src, dst):
        raise OSError(errno.EXDEV, "simulated failure of the final rename")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="simulated"):
        save_session(other_session(), existing)
    assert_untouched(existing, before)


def test_a_failure_after_partial_output_keeps_the_old_file(existing, monkeypatch):
    before = existing.read_bytes()
    written: list[int] = []

    def broken_fsync(fd):
        written.append(os.fstat(fd).st_size)  # the new text is already in the temp file
        raise OSError(errno.EIO, "simulated disk error")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError, match="simulated"):
        save_session(other_session(), existing)
    assert written and written[0] > 0
    assert_untouched(existing, before)


def test_a_full_disk_half_way_through_keeps_the_old_file(existing, monkeypatch):
    before = existing.read_bytes()
    real_fdopen = os.fdopen

    class HalfWriter:
        """Writes half of the text, then fails the way a full disk does."""

        def __init__(self, handle):
            self.handle = handle

        def write(self, text):
            self.handle.write(text[: len(text) // 2])
            self.handle.flush()
            raise OSError(errno.ENOSPC, "No space left on device")

        def __enter__(self):
            return self

        def __exit__(self, *exc_info):
            self.handle.close()
            return False

        def __getattr__(self, name):
            return getattr(self.handle, name)

    monkeypatch.setattr(os, "fdopen", lambda fd, *a, **k: HalfWriter(real_fdopen(fd, *a, **k)))
    with pytest.raises(OSError) as caught:
        save_session(other_session(), existing)
    assert caught.value.errno == errno.ENOSPC
    assert_untouched(existing, before)


def test_an_interrupted_save_also_cleans_up(existing, monkeypatch):
    before = existing.read_bytes()

    def interrupted(fd):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        save_session(other_session(), existing)
    assert_untouched(existing, before)


def test_a_folder_without_write_permission_raises_and_leaves_nothing(existing, monkeypatch):
    # We run as root, where chmod 0o500 does not stop writing: simulate the refusal at the
    # point where a real read-only folder refuses, the creation of the temporary file.
    before = existing.read_bytes()

    def refused(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", refused)
    with pytest.raises(OSError) as caught:
        save_session(other_session(), existing)
    assert isinstance(caught.value, PermissionError)
    assert_untouched(existing, before)
    with pytest.raises(PermissionError):
        save_session(other_session(), existing.parent / "new.selfattn.json")
    assert_untouched(existing, before)


def test_saving_into_a_missing_folder_raises_and_creates_nothing(tmp_path):
    with pytest.raises(FileNotFoundError):
        save_session(other_session(), tmp_path / "no-such-folder" / "x.selfattn.json")
    assert list(tmp_path.iterdir()) == []


def test_a_successful_save_replaces_the_file_and_leaves_no_temporary(existing):
    save_session(other_session(), existing)
    assert_same_session(load_session(existing), other_session())
    assert sorted(p.name for p in existing.parent.iterdir()) == [existing.name]


@pytest.mark.parametrize("umask", [0o022, 0o077, 0o002])
def test_a_new_file_gets_the_permissions_the_umask_allows(tmp_path, umask):
    path = tmp_path / "fresh.selfattn.json"
    old = os.umask(umask)
    try:
        save_session(load_preset("cat-sat-mat"), path)
    finally:
        os.umask(old)
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~umask


@pytest.mark.parametrize("mode", [0o600, 0o640, 0o664])
def test_an_existing_file_keeps_its_permissions(existing, mode):
    existing.chmod(mode)
    old = os.umask(0o022)
    try:
        save_session(other_session(), existing)
    finally:
        os.umask(old)
    assert stat.S_IMODE(existing.stat().st_mode) == mode
    assert_same_session(load_session(existing), other_session())


# -- the format document ----------------------------------------------------------------


def test_the_examples_in_the_format_document_load(tmp_path):
    doc = Path(__file__).resolve().parents[3] / "docs" / "session-format.md"
    blocks = doc.read_text(encoding="utf-8").split("```json\n")[1:]
    examples = [block.split("```", 1)[0] for block in blocks]
    assert len(examples) == 3
    sessions = [load_session(write(tmp_path, text)) for text in examples]
    # The third is the version 2 example, the same session as the corpus starts from.
    assert sessions[2].equals(load_session(write(tmp_path, base_2())))
    assert json.loads(examples[2])["version"] == 2
    # The first is the cat-sat-mat preset, copied whole.
    assert sessions[0].equals(load_preset("cat-sat-mat"))
    # The second has two heads, a mask and a W_o with heads · d_v rows.
    tea = sessions[1]
    assert (tea.n_heads, tea.d_model, tea.d_k, tea.d_v) == (2, 2, 1, 1)
    assert tea.W_o is not None and tea.W_o.shape == (2, 2)
    assert tea.mask is not None and not tea.mask[1, 2] and tea.mask.sum() == 8


def _straightforward_text(session: Session) -> str:
    """The file text written the plain way: indented JSON, then each row put on one line."""
    text = json.dumps(session_to_dict(session), indent=2, ensure_ascii=False, allow_nan=False)
    number = r"-?[0-9][0-9eE.+-]*"
    row = re.compile(rf"\[\n *({number}(?:,\n *{number})*)\n *\]")
    one_line = row.sub(
        lambda m: "[" + ", ".join(m.group(1).replace(" ", "").split(",\n")) + "]", text
    )
    return one_line + "\n"


def test_the_fast_writer_writes_the_plain_text_exactly() -> None:
    base = load_preset("cat-sat-mat")
    embeddings = base.embeddings.copy()
    embeddings[0, :3] = (-0.0, 3.0, 999999.5)  # a negative zero, a whole number, a big one
    odd = base.replace(
        embeddings=embeddings,
        mask=np.ones((base.n_tokens, base.n_tokens), dtype=bool),
        title='a "title" ✓',
        tokens=("[1, 2]", "\\u0000x:1", "tab\there"),  # labels that look like the layout
    )
    for session in [load_preset(name) for name in preset_names()] + [odd]:
        assert dumps_session(session) == _straightforward_text(session)


# -- version 2 ---------------------------------------------------------------------------
#
# Written from issue 13, section 2 and docs/session-format.md: the keys a version 2 file
# holds, in the order the document says a saved file writes them.

VERSION_2_ORDER = (
    "format",
    "version",
    "title",
    "attention",
    "tokens",
    "vocabulary",
    "embeddings",
    "source",
    "positional_encoding",
    "W_pos",
    "layers",
    "W_U",
    "causal",
    "mask",
    "scale",
)
VERSION_2_REQUIRED = tuple(k for k in VERSION_2_ORDER if k not in ("title", "embeddings"))
LAYER_ORDER = ("heads", "kv_heads", "W_o", "residual", "layer_norm", "heads_off")
GONE = object()  # marks a key to take out


def base_2() -> dict:
    """A valid version 2 file: three tokens of a four-word vocabulary, learned positions,
    two layers (two query heads sharing one key/value group, then one head after a layer
    norm) and an unembedding W_U.  d_model = 4, d_k = d_v = 2."""
    identity = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
    return {
        "format": "selfattn-session",
        "version": 2,
        "title": "two layers, grouped-query heads, a vocabulary",
        "attention": "self",
        "tokens": ["the", "cat", "sat"],
        "vocabulary": {
            "labels": ["the", "cat", "sat", "mat"],
            "W_E": [[1, 0, 0, 0], [0, 1, 0, 1], [0, 0, 1, 0], [0, 1, 0, -1]],
        },
        "source": None,
        "positional_encoding": "learned",
        "W_pos": [[0.5, 0, 0, 0], [0, 0.5, 0, 0], [0, 0, 0.5, 0], [0, 0, 0, 0.5]],
        "layers": [
            {
                "heads": [
                    {"W_q": [[1, 0], [0, 1], [0, 0], [0, 0]]},
                    {"W_q": [[0, 0], [0, 0], [1, 0], [0, 1]]},
                ],
                "kv_heads": [
                    {
                        "W_k": [[1, 0], [0, 1], [1, 0], [0, 1]],
                        "W_v": [[0, 1], [1, 0], [0, 0], [1, 1]],
                    }
                ],
                "W_o": identity,
                "residual": True,
                "layer_norm": None,
                "heads_off": [],
            },
            {
                "heads": [
                    {
                        "W_q": [[1, 0], [0, 1], [0, 0], [0, 0]],
                        "W_k": [[0, 0], [0, 0], [1, 0], [0, 1]],
                        "W_v": [[1, 0], [0, 1], [1, 0], [0, 1]],
                    }
                ],
                "kv_heads": None,
                "W_o": [[1, 0, 0, 0], [0, 1, 0, 0]],
                "residual": True,
                "layer_norm": {"gain": [1, 1, 1, 1], "bias": [0, 0, 0, 0]},
                "heads_off": [],
            },
        ],
        "W_U": [[2, 0, 0, 0], [0, 2, 0, 0], [0, 0, 2, 0], [0, 0, 0, 2]],
        "causal": True,
        "mask": None,
        "scale": "sqrt_dk",
    }


def cross_2() -> dict:
    """A valid cross-attention file: two French queries, three English keys, a 2 × 3 mask."""
    return {
        "format": "selfattn-session",
        "version": 2,
        "attention": "cross",
        "tokens": ["le", "chat"],
        "vocabulary": None,
        "embeddings": [[1, 0], [0, 1]],
        "source": {"tokens": ["the", "cat", "sat"], "embeddings": [[1, 0], [0, 1], [1, 1]]},
        "positional_encoding": "none",
        "W_pos": None,
        "layers": [
            {
                "heads": [{"W_q": [[1], [0]], "W_k": [[1], [0]], "W_v": [[1, 0], [0, 1]]}],
                "kv_heads": None,
                "W_o": None,
                "residual": True,
                "layer_norm": None,
                "heads_off": [],
            }
        ],
        "W_U": None,
        "causal": False,
        "mask": [[1, 1, 0], [1, 1, 1]],
        "scale": "sqrt_dk",
    }


def v2(*edits: tuple, start=base_2) -> dict:
    """A version 2 file with some values changed: each edit is (path into it, new value),
    the value GONE taking the key out."""
    data = start()
    for path, value in edits:
        target = data
        for step in path[:-1]:
            target = target[step]
        if value is GONE:
            del target[path[-1]]
        else:
            target[path[-1]] = value
    return data


def cross(*edits: tuple) -> dict:
    return v2(*edits, start=cross_2)


def literal_2(path: tuple, literal: str) -> str:
    """The version 2 base as text with one value replaced by a raw JSON literal."""
    return json.dumps(v2((path, "@@LITERAL@@"))).replace('"@@LITERAL@@"', literal)


LAYER_0 = ("layers", 0)
LAYER_1 = ("layers", 1)
PLAIN_LAYER = cross_2()["layers"][0]
THREE_QUERY_HEADS = [{"W_q": [[1, 0], [0, 1], [0, 0], [0, 0]]}] * 3
TWO_GROUPS = base_2()["layers"][0]["kv_heads"] * 2
ONE_LAYER_PLAIN = {
    # A version 2 file with nothing version 1 could not say: one plain layer.
    **{k: v for k, v in cross_2().items() if k not in ("source", "mask")},
    "attention": "self",
    "source": None,
    "mask": None,
}

CORPUS_2 = [
    # version and keys
    ("v2-newer-version", v2((("version",), 3)), ["version 3", "newer", "1 and 2"]),
    ("v2-unknown-key", v2((("colour",), "red")), ['unknown key "colour"']),
    ("v2-typo", v2((("W_u",), None)), ['unknown key "W_u"', '"W_U"']),
    ("v2-version-1-heads", v2((("heads",), [])), ['unknown key "heads"', '"layers"']),
    ("v2-version-1-residual", v2((("residual",), True)), ['unknown key "residual"', '"layers"']),
    ("v1-with-layers", changed(layers=[]), ['unknown key "layers"', "version 2"]),
    ("v1-with-vocabulary", changed(vocabulary=None), ['unknown key "vocabulary"', "version 2"]),
    ("v1-learned", changed(positional_encoding="learned"), ["positional_encoding", '"learned"']),
    # where the token vectors come from
    (
        "v2-embeddings-and-vocabulary",
        v2((("embeddings",), [[1, 0, 0, 0]] * 3)),
        ["embeddings", "vocabulary.W_E", "left out"],
    ),
    (
        "v2-no-embeddings-no-vocabulary",
        v2((("vocabulary",), None), (("W_U",), None)),
        ['missing key "embeddings"', '"vocabulary" is null'],
    ),
    (
        "v2-token-not-in-vocabulary",
        v2((("tokens",), ["the", "dog", "sat"])),
        ["tokens[1]", '"dog"', "not in the vocabulary"],
    ),
    (
        "v2-vocabulary-repeats",
        v2((("vocabulary", "labels"), ["the", "cat", "sat", "cat"])),
        ["vocabulary.labels[3]", '"cat"', "entry 1"],
    ),
    (
        "v2-vocabulary-empty-label",
        v2((("vocabulary", "labels"), ["the", " ", "sat", "mat"])),
        ["vocabulary.labels[1]", "empty"],
    ),
    (
        "v2-W_E-rows",
        v2((("vocabulary", "W_E"), [[1, 0, 0, 0]] * 3)),
        ["vocabulary.W_E", "4 × 4", "3 × 4"],
    ),
    (
        "v2-W_E-text",
        literal_2(("vocabulary", "W_E", 1, 2), '"x"'),
        ["vocabulary.W_E[1][2]", "number", '"x"'],
    ),
    (
        "v2-W_E-1025-wide",
        v2((("vocabulary", "W_E"), [[0] * 1025] * 4)),
        ["vocabulary.W_E", "1025", "1024"],
    ),
    (
        "v2-4097-labels",
        v2((("vocabulary", "labels"), [f"w{i}" for i in range(4097)])),
        ["vocabulary.labels", "4097", "4096"],
    ),
    ("v2-vocabulary-list", v2((("vocabulary",), ["the"])), ["vocabulary", "object"]),
    (
        "v2-vocabulary-typo",
        v2((("vocabulary", "W_e"), [[1]])),
        ["vocabulary", 'unknown key "W_e"', '"W_E"'],
    ),
    (
        "v2-vocabulary-no-W_E",
        v2((("vocabulary", "W_E"), GONE)),
        ["vocabulary", 'missing key "W_E"'],
    ),
    # positions
    (
        "v2-W_pos-too-short",
        v2((("W_pos",), [[0, 0, 0, 0]] * 2)),
        ["W_pos", "3 tokens", "only 2 positions"],
    ),
    ("v2-W_pos-width", v2((("W_pos",), [[0, 0, 0]] * 4)), ["W_pos", "× 4", "4 × 3"]),
    ("v2-learned-without-W_pos", v2((("W_pos",), None)), ["W_pos", '"learned"', "need"]),
    (
        "v2-W_pos-without-learned",
        v2((("positional_encoding",), "sinusoidal")),
        ["W_pos", 'only "learned"'],
    ),
    (
        "v2-pe-unknown",
        v2((("positional_encoding",), "rotary")),
        ["positional_encoding", '"learned"', '"rotary"'],
    ),
    ("v2-W_pos-nan", literal_2(("W_pos", 3, 1), "NaN"), ["W_pos[3][1]", "NaN", "finite"]),
    # layers
    ("v2-no-layers", v2((("layers",), [])), ["layers", "at least one layer"]),
    ("v2-7-layers", v2((("layers",), [PLAIN_LAYER] * 7)), ["layers", "7 layers", "6"]),
    ("v2-layers-object", v2((("layers",), PLAIN_LAYER)), ["layers", "list"]),
    ("v2-layer-not-object", v2((("layers", 1), [])), ["layers[1]", "object"]),
    ("v2-layer-typo", v2(((*LAYER_0, "W_0"), None)), ["layers[0]", 'unknown key "W_0"', '"W_o"']),
    (
        "v2-layer-no-heads_off",
        v2(((*LAYER_1, "heads_off"), GONE)),
        ["layers[1]", 'missing key "heads_off"'],
    ),
    (
        "v2-layer-residual-text",
        v2(((*LAYER_1, "residual"), "yes")),
        ["layers[1].residual", "true or false", '"yes"'],
    ),
    (
        "v2-second-layer-W_q",
        v2(((*LAYER_1, "heads", 0, "W_q"), [[1, 0]] * 3)),
        ["layers[1].heads[0].W_q", "4 × 2", "3 × 2"],
    ),
    (
        "v2-head-without-W_q",
        v2(((*LAYER_0, "heads", 1), {})),
        ["layers[0].heads[1]", 'missing key "W_q"'],
    ),
    (
        "v2-head-typo",
        v2(((*LAYER_0, "heads", 1, "W_kk"), [[1]])),
        ["layers[0].heads[1]", 'unknown key "W_kk"', '"W_k"'],
    ),
    (
        "v2-head-without-W_v",
        v2(((*LAYER_1, "heads", 0, "W_v"), GONE)),
        ["layers[1].heads[0]", 'missing key "W_v"', "kv_heads"],
    ),
    (
        "v2-17-heads",
        v2(((*LAYER_0, "heads"), [{"W_q": [[1, 0]] * 4}] * 17)),
        ["layers[0].heads", "17 heads", "16"],
    ),
    (
        "v2-too-large-in-layer",
        v2(((*LAYER_1, "W_o"), [[2e6, 0, 0, 0], [0, 1, 0, 0]])),
        ["layers[1].W_o[0][0]", "too large"],
    ),
    (
        "v2-W_o-rows",
        v2(((*LAYER_1, "W_o"), [[1, 0, 0, 0]] * 3)),
        ["layers[1].W_o", "2 rows", "3 × 4"],
    ),
    # grouped-query attention
    (
        "v2-groups-do-not-divide",
        v2(((*LAYER_0, "heads"), THREE_QUERY_HEADS), ((*LAYER_0, "kv_heads"), TWO_GROUPS)),
        ["layers[0].kv_heads", "2 key/value groups", "3 query heads", "divide"],
    ),
    (
        "v2-more-groups-than-heads",
        v2(((*LAYER_0, "kv_heads"), TWO_GROUPS * 2)),
        ["layers[0].kv_heads", "4 key/value groups", "2 query heads"],
    ),
    ("v2-no-groups", v2(((*LAYER_0, "kv_heads"), [])), ["layers[0].kv_heads", "at least one"]),
    (
        "v2-shared-and-own-keys",
        v2(((*LAYER_0, "heads", 1, "W_k"), [[1, 0]] * 4)),
        ["layers[0].heads[1].W_k", "shares keys and values", "W_q only"],
    ),
    (
        "v2-group-W_k-rows",
        v2(((*LAYER_0, "kv_heads", 0, "W_k"), [[1, 0]] * 3)),
        ["layers[0].kv_heads[0].W_k", "4 × 2", "3 × 2"],
    ),
    (
        "v2-group-without-W_v",
        v2(((*LAYER_0, "kv_heads", 0, "W_v"), GONE)),
        ["layers[0].kv_heads[0]", 'missing key "W_v"'],
    ),
    (
        "v2-group-infinity",
        literal_2((*LAYER_0, "kv_heads", 0, "W_v", 2, 1), "Infinity"),
        ["layers[0].kv_heads[0].W_v[2][1]", "Infinity"],
    ),
    # switched-off heads
    (
        "v2-heads-off-out-of-range",
        v2(((*LAYER_0, "heads_off"), [0, 2])),
        ["layers[0].heads_off", "no head 2", "0 to 1"],
    ),
    ("v2-heads-off-negative", v2(((*LAYER_0, "heads_off"), [-1])), ["heads_off", "no head -1"]),
    (
        "v2-heads-off-text",
        v2(((*LAYER_0, "heads_off"), ["0"])),
        ["layers[0].heads_off[0]", "head number", '"0"'],
    ),
    (
        "v2-heads-off-float",
        v2(((*LAYER_0, "heads_off"), [1.5])),
        ["layers[0].heads_off[0]", "head number", "1.5"],
    ),
    (
        "v2-heads-off-twice",
        v2(((*LAYER_0, "heads_off"), [1, 1])),
        ["layers[0].heads_off[1]", "head 1", "twice"],
    ),
    ("v2-heads-off-null", v2(((*LAYER_0, "heads_off"), None)), ["layers[0].heads_off", "null"]),
    # layer norm
    (
        "v2-gain-length",
        v2(((*LAYER_1, "layer_norm", "gain"), [1, 1, 1])),
        ["layers[1].layer_norm.gain", "4 numbers", "3"],
    ),
    (
        "v2-gain-matrix",
        v2(((*LAYER_1, "layer_norm", "gain"), [[1, 1, 1, 1]])),
        ["layers[1].layer_norm.gain[0]", "number", "list"],
    ),
    (
        "v2-norm-without-bias",
        v2(((*LAYER_1, "layer_norm", "bias"), GONE)),
        ["layers[1].layer_norm", 'missing key "bias"'],
    ),
    (
        "v2-bias-text",
        literal_2((*LAYER_1, "layer_norm", "bias", 2), '"0"'),
        ["layers[1].layer_norm.bias[2]", "number", '"0"'],
    ),
    # the unembedding
    (
        "v2-W_U-without-vocabulary",
        v2((("vocabulary",), None), (("embeddings",), [[1, 0, 0, 0]] * 3)),
        ["W_U", "needs a vocabulary"],
    ),
    ("v2-W_U-shape", v2((("W_U",), [[1, 0, 0]] * 4)), ["W_U", "4 × 4", "4 × 3"]),
    # cross-attention
    ("cross-loads-as-base", cross((("title",), 5)), ["title", "text"]),
    ("cross-without-source", cross((("source",), None)), ["source", '"cross"', "needs"]),
    ("cross-with-causal", cross((("causal",), True)), ["causal", '"cross"', "causal mask"]),
    ("self-with-source", cross((("attention",), "self")), ["source", 'only a "cross"']),
    (
        "cross-two-layers",
        cross((("layers",), [PLAIN_LAYER] * 2)),
        ["layers", "one layer", "found 2"],
    ),
    (
        "cross-attention-unknown",
        cross((("attention",), "both")),
        ["attention", '"cross"', '"both"'],
    ),
    (
        "cross-source-width",
        cross((("source", "embeddings"), [[1, 0, 0]] * 3)),
        ["source.embeddings", "3 × 2", "3 × 3"],
    ),
    (
        "cross-source-rows",
        cross((("source", "embeddings"), [[1, 0]] * 2)),
        ["source.embeddings", "3 × 2", "2 × 2"],
    ),
    (
        "cross-source-typo",
        cross((("source", "token"), ["x"])),
        ["source", 'unknown key "token"', '"tokens"'],
    ),
    (
        "cross-513-source-tokens",
        cross((("source", "tokens"), ["x"] * 513)),
        ["source.tokens", "513", "512"],
    ),
    (
        "cross-source-empty-label",
        cross((("source", "tokens"), ["the", "", "sat"])),
        ["source.tokens[1]", "empty"],
    ),
    ("cross-mask-shape", cross((("mask",), [[1, 1], [1, 1]])), ["mask", "2 × 3", "2 × 2"]),
    # a version 2 file names its first layer's parts inside "layers", whatever it holds
    (
        "v2-one-plain-layer-W_q",
        {
            **ONE_LAYER_PLAIN,
            "layers": [
                {
                    **PLAIN_LAYER,
                    "heads": [{"W_q": [[1]], "W_k": [[1], [0]], "W_v": [[1, 0], [0, 1]]}],
                }
            ],
        },
        ["layers[0].heads[0].W_q", "2 × 1", "1 × 1"],
    ),
    (
        "v2-one-plain-layer-W_o",
        {**ONE_LAYER_PLAIN, "layers": [{**PLAIN_LAYER, "W_o": [[1, 0]] * 3}]},
        ["layers[0].W_o", "2 rows", "3 × 2"],
    ),
    (
        "v2-one-layer-vocabulary-W_q",
        v2((("layers",), [base_2()["layers"][1]]), ((*LAYER_0, "heads", 0, "W_q"), [[1, 0]] * 3)),
        ["layers[0].heads[0].W_q", "4 × 2", "3 × 2"],
    ),
]


@pytest.mark.parametrize(
    ("content", "fragments"),
    [pytest.param(content, fragments, id=name) for name, content, fragments in CORPUS_2],
)
def test_a_bad_version_2_file_gives_one_line_naming_the_field_and_the_problem(
    tmp_path, content, fragments
):
    message = load_error(write(tmp_path, content))
    for fragment in fragments:
        assert fragment in message, f"{fragment!r} missing from {message!r}"


@pytest.mark.parametrize("key", VERSION_2_REQUIRED)
def test_every_version_2_key_is_required(tmp_path, key):
    message = load_error(write(tmp_path, v2(((key,), GONE))))
    assert f'missing key "{key}"' in message


@pytest.mark.parametrize("key", LAYER_ORDER)
def test_every_layer_key_is_required(tmp_path, key):
    message = load_error(write(tmp_path, v2(((*LAYER_1, key), GONE))))
    assert f'layers[1]: missing key "{key}"' in message


def test_the_version_2_corpus_starts_from_files_that_load(tmp_path):
    session = load_session(write(tmp_path, base_2()))
    assert (session.version, session.n_layers, session.tokens) == (2, 2, ("the", "cat", "sat"))
    assert session.layers[0].n_kv_heads == 1 and session.layers[1].layer_norm is not None
    assert session.embeddings[1].tolist() == [0, 1, 0, 1]  # "cat" is row 1 of W_E
    crossed = load_session(write(tmp_path, cross_2()))
    assert (crossed.n_tokens, crossed.n_keys) == (2, 3)
    plain = load_session(write(tmp_path, ONE_LAYER_PLAIN))
    assert plain.version == 1  # nothing only version 2 can say: it saves as version 1


def test_a_bad_file_means_the_same_to_a_learner_in_both_versions():
    from selfattn_gui.core.sessions.session_fields import BROKEN_SESSION, MADE_BY_A_NEWER_APP
    from selfattn_gui.core.sessions.session_io import content_headline, loads_session

    def headline(data: dict) -> str:
        with pytest.raises(SessionError) as caught:
            loads_session(json.dumps(data))
        return content_headline(caught.value)

    assert headline(v2((("version",), 3))) == MADE_BY_A_NEWER_APP
    assert headline(v2(((*LAYER_0, "heads_off"), [5]))) == BROKEN_SESSION
    assert headline(cross((("source",), None))) == BROKEN_SESSION


def test_a_version_2_file_runs_nothing_it_holds(tmp_path, nothing_runs):
    payload = PAYLOAD
    data = cross((("source", "tokens"), [payload, "cat", "sat"]), (("title",), payload))
    assert load_session(write(tmp_path, data)).source.tokens[0] == payload
    labels = [payload, "cat", "sat", "mat"]
    data = v2((("vocabulary", "labels"), labels), (("tokens",), [payload, "cat", payload]))
    assert load_session(write(tmp_path, data)).tokens == (payload, "cat", payload)
    assert not (tmp_path / "pwned").exists()


# -- version 2 round trips ----------------------------------------------------------------

R2 = np.random.default_rng(13)


def rand(*shape: int) -> np.ndarray:
    return R2.normal(size=shape)


def own_heads(n: int, width: int = 4, d_k: int = 2, d_v: int = 2) -> tuple[Head, ...]:
    return tuple(Head(rand(width, d_k), rand(width, d_k), rand(width, d_v)) for _ in range(n))


def one_layer(**parts) -> tuple[Layer, ...]:
    return (Layer(own_heads(2), rand(4, 4), **parts),)


VOCABULARY = Vocabulary(("the", "cat", "sat", "on", "mat"), rand(5, 4))
FEATURES = {
    "vocabulary": dict(layers=one_layer(), vocabulary=VOCABULARY),
    "vocabulary-and-W_U": dict(layers=one_layer(), vocabulary=VOCABULARY, W_U=rand(4, 5)),
    "learned-positions": dict(
        layers=one_layer(), embeddings=rand(3, 4), positional_encoding="learned", W_pos=rand(7, 4)
    ),
    "grouped-query": dict(
        embeddings=rand(3, 4),
        layers=(
            Layer(
                tuple(Head(rand(4, 2)) for _ in range(4)),
                rand(8, 4),
                kv_heads=(KeyValueHead(rand(4, 2), rand(4, 2)),) * 2,
            ),
        ),
    ),
    "multi-query": dict(
        embeddings=rand(3, 4),
        layers=(Layer((Head(rand(4, 3)),) * 3, kv_heads=(KeyValueHead(rand(4, 3), rand(4, 1)),)),),
    ),
    "layer-norm": dict(
        embeddings=rand(3, 4), layers=one_layer(layer_norm=LayerNorm(rand(4), rand(4)))
    ),
    "heads-off": dict(embeddings=rand(3, 4), layers=one_layer(heads_off={0, 1})),
    "cross": dict(
        embeddings=rand(3, 4),
        layers=one_layer(),
        attention="cross",
        source=Source(("le", "chat"), rand(2, 4)),
        mask=np.array([[1, 0], [1, 1], [0, 1]], dtype=bool),
    ),
    "two-layers": dict(embeddings=rand(3, 4), layers=one_layer() * 2, causal=True),
    "narrowing-layers": dict(
        embeddings=rand(3, 4),
        layers=(
            Layer(own_heads(2), rand(4, 3), residual=False),  # 4 wide in, 3 wide out
            Layer(own_heads(1, width=3, d_k=1, d_v=3), layer_norm=LayerNorm.plain(3)),
            Layer(own_heads(3, width=3, d_k=2, d_v=1), residual=False, heads_off={2}),
        ),
        scale="none",
    ),
    "everything": dict(
        layers=(
            Layer(
                tuple(Head(rand(4, 2)) for _ in range(2)),
                rand(4, 4),
                kv_heads=(KeyValueHead(rand(4, 2), rand(4, 2)),),
                heads_off={1},
            ),
            Layer(own_heads(1), rand(2, 4), layer_norm=LayerNorm(rand(4), rand(4))),
        ),
        vocabulary=VOCABULARY,
        positional_encoding="learned",
        W_pos=rand(4, 4),
        W_U=rand(4, 5),
        causal=True,
        title='all of it: 猫 "quoted"',
    ),
}


def feature_session(name: str) -> Session:
    parts = dict(FEATURES[name])
    embeddings = parts.pop("embeddings", None)
    tokens = ("the", "cat", "the") if "vocabulary" in parts else ("a", "b", "c")
    return Session(tokens, embeddings, **parts)


def same_bits(rows: list, expected: np.ndarray) -> None:
    found = np.array(rows, dtype=np.float64)
    assert found.shape == expected.shape
    assert found.tobytes() == expected.tobytes()


def assert_version_2_file_holds(path: Path, session: Session) -> None:
    """Read a saved version 2 file with the plain json module: keys in the documented
    order, and every number and switch as the session holds it."""
    data = json.loads(path.read_text(encoding="utf-8"))
    written = [k for k in VERSION_2_ORDER if k in data]
    assert list(data) == written, "keys out of the documented order"
    expected = [
        k
        for k in VERSION_2_ORDER
        if not (k == "title" and not session.title)
        and not (k == "embeddings" and session.vocabulary is not None)
    ]
    assert written == expected
    assert data["version"] == 2 and data["attention"] == session.attention
    assert data["tokens"] == list(session.tokens)
    if session.vocabulary is None:
        assert data["vocabulary"] is None
        same_bits(data["embeddings"], session.embeddings)
    else:
        assert list(data["vocabulary"]) == ["labels", "W_E"]
        assert data["vocabulary"]["labels"] == list(session.vocabulary.labels)
        same_bits(data["vocabulary"]["W_E"], session.vocabulary.W_E)
    if session.source is None:
        assert data["source"] is None
    else:
        assert list(data["source"]) == ["tokens", "embeddings"]
        assert data["source"]["tokens"] == list(session.source.tokens)
        same_bits(data["source"]["embeddings"], session.source.embeddings)
    for key in ("W_pos", "W_U"):
        if getattr(session, key) is None:
            assert data[key] is None
        else:
            same_bits(data[key], getattr(session, key))
    assert len(data["layers"]) == session.n_layers
    for saved, layer in zip(data["layers"], session.layers, strict=True):
        assert_layer_holds(saved, layer)
    assert data["positional_encoding"] == session.positional_encoding
    assert (data["causal"], data["scale"]) == (session.causal, session.scale)
    mask = None if session.mask is None else [[int(v) for v in row] for row in session.mask]
    assert data["mask"] == mask


def assert_layer_holds(saved: dict, layer: Layer) -> None:
    assert tuple(saved) == LAYER_ORDER
    shared = layer.kv_heads is not None
    for head_data, head_value in zip(saved["heads"], layer.heads, strict=True):
        assert list(head_data) == (["W_q"] if shared else ["W_q", "W_k", "W_v"])
        for key in head_data:
            same_bits(head_data[key], head_value.matrix(key))
    if not shared:
        assert saved["kv_heads"] is None
    else:
        for group_data, group in zip(saved["kv_heads"], layer.kv_heads, strict=True):
            assert list(group_data) == ["W_k", "W_v"]
            same_bits(group_data["W_k"], group.W_k)
            same_bits(group_data["W_v"], group.W_v)
    if layer.W_o is None:
        assert saved["W_o"] is None
    else:
        same_bits(saved["W_o"], layer.W_o)
    assert saved["residual"] is layer.residual
    if layer.layer_norm is None:
        assert saved["layer_norm"] is None
    else:
        assert list(saved["layer_norm"]) == ["gain", "bias"]
        same_bits(saved["layer_norm"]["gain"], layer.layer_norm.gain)
        same_bits(saved["layer_norm"]["bias"], layer.layer_norm.bias)
    assert saved["heads_off"] == sorted(layer.heads_off)


@pytest.mark.parametrize("name", list(FEATURES))
def test_every_version_2_feature_survives_a_save_and_load(tmp_path, name):
    session = feature_session(name)
    assert session.version == 2
    path = tmp_path / f"{name}.selfattn.json"
    save_session(session, path)
    assert_version_2_file_holds(path, session)
    assert load_session(path).equals(session)


def test_a_session_version_1_can_hold_is_saved_as_version_1(tmp_path):
    plain = load_session(write(tmp_path, ONE_LAYER_PLAIN))  # written as version 2
    path = tmp_path / "plain.selfattn.json"
    save_session(plain, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 1 and "layers" not in data
    assert_file_holds(path, plain)
    assert load_session(path).equals(plain)
    # Each version 2 feature alone makes a version 2 file.
    for name in FEATURES:
        assert session_to_dict(feature_session(name))["version"] == 2, name


@pytest.mark.parametrize("name", preset_names())
def test_a_preset_saves_byte_for_byte_as_it_ships(name):
    assert dumps_session(load_preset(name)) == preset_path(name).read_text(encoding="utf-8")


@st.composite
def version_2_sessions(draw) -> Session:
    """A random legal version 2 session: 1 to 3 layers of varied widths, shared keys,
    layer norms, switched-off heads, a vocabulary, learned positions, W_U or a source."""
    n = draw(st.integers(1, 4))

    def matrix(rows: int, cols: int) -> np.ndarray:
        cells = draw(st.lists(VALUES, min_size=rows * cols, max_size=rows * cols))
        return np.array(cells, dtype=np.float64).reshape(rows, cols)

    d_model = draw(st.integers(1, 3))
    cross = draw(st.booleans())
    width, layers = d_model, []
    for _ in range(1 if cross else draw(st.integers(1, 3))):
        n_heads = draw(st.sampled_from([1, 2, 4]))
        d_k, d_v = draw(st.integers(1, 2)), draw(st.integers(1, 2))
        groups = draw(st.sampled_from([None] + [g for g in (1, 2) if n_heads % g == 0]))
        if groups is None:
            heads = [
                Head(matrix(width, d_k), matrix(width, d_k), matrix(width, d_v))
                for _ in range(n_heads)
            ]
            kv = None
        else:
            heads = [Head(matrix(width, d_k)) for _ in range(n_heads)]
            kv = [KeyValueHead(matrix(width, d_k), matrix(width, d_v)) for _ in range(groups)]
        W_o = matrix(n_heads * d_v, draw(st.integers(1, 3))) if draw(st.booleans()) else None
        norm = LayerNorm(matrix(1, width)[0], matrix(1, width)[0]) if draw(st.booleans()) else None
        off = draw(st.sets(st.integers(0, n_heads - 1)))
        residual = draw(st.booleans())
        layers.append(Layer(tuple(heads), W_o, residual, kv, norm, off))
        out = n_heads * d_v if W_o is None else W_o.shape[1]
        width = width if residual and out == width else out
    labels = draw(st.lists(LABELS, min_size=1, max_size=4, unique=True))
    vocabulary = (
        None
        if cross or not draw(st.booleans())
        else Vocabulary(tuple(labels), matrix(len(labels), d_model))
    )
    tokens = tuple(
        draw(st.lists(st.sampled_from(labels) if vocabulary else LABELS, min_size=n, max_size=n))
    )
    learned = draw(st.booleans())
    m = draw(st.integers(1, 3)) if cross else n
    source = (
        Source(tuple(draw(st.lists(LABELS, min_size=m, max_size=m))), matrix(m, d_model))
        if cross
        else None
    )
    mask = None
    if draw(st.booleans()):
        mask = np.array(draw(st.lists(st.booleans(), min_size=n * m, max_size=n * m))).reshape(n, m)
    return Session(
        tokens,
        None if vocabulary else matrix(n, d_model),
        layers=tuple(layers),
        positional_encoding="learned" if learned else draw(st.sampled_from(["none", "sinusoidal"])),
        W_pos=matrix(n + draw(st.integers(0, 2)), d_model) if learned else None,
        causal=False if cross else draw(st.booleans()),
        mask=mask,
        scale=draw(st.sampled_from(["sqrt_dk", "none"])),
        title=draw(st.one_of(st.just(""), LABELS)),
        attention="cross" if cross else "self",
        source=source,
        vocabulary=vocabulary,
        W_U=matrix(width, len(labels)) if vocabulary and draw(st.booleans()) else None,
    )


@settings(
    max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(session=version_2_sessions())
def test_random_version_2_sessions_survive_a_save_and_load(tmp_path, session):
    path = tmp_path / "random.selfattn.json"
    save_session(session, path)
    if session.version == 1:
        assert_file_holds(path, session)
    else:
        assert_version_2_file_holds(path, session)
    loaded = load_session(path)
    assert loaded.equals(session)
    assert dumps_session(loaded) == path.read_text(encoding="utf-8")  # saving again changes nothing


def test_the_fast_writer_writes_version_2_as_plain_text_too() -> None:
    for name in FEATURES:
        session = feature_session(name)
        assert dumps_session(session) == _straightforward_text(session), name
