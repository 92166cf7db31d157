"""The fields of a session file, checked one by one into a :class:`Session`.

:func:`session_from_dict` takes what the JSON parser gave and checks it in a fixed
order (format and version, the keys, then each field in the order a saved file writes
them), so the first problem found is always the same one and its :class:`SessionError`
names the field and position, e.g. ``heads[0].W_k[2][1]: expected a number, found the
text "x"``.  The reader checks kinds and keys; shapes and how the parts fit together
are the session's own rules, which every edit keeps too.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from selfattn_gui.core.maths.matrices import edited_per_head
from selfattn_gui.core.sessions import file_values
from selfattn_gui.core.sessions.file_messages import describe_value, number_text
from selfattn_gui.core.sessions.inputs import MAX_VOCABULARY, Source, Vocabulary
from selfattn_gui.core.sessions.layer_fields import read_layers
from selfattn_gui.core.sessions.session import (
    ATTENTIONS,
    MAX_HEADS,
    MAX_TOKENS,
    POSITIONAL_ENCODINGS,
    SCALES,
    VERSION_1_POSITIONS,
    Head,
    Session,
    SessionError,
)
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate

FORMAT_TAG = "selfattn-session"
#: What a problem means for the file, in a learner's words (the first line of a message);
#: an error's headline holds it translated (``translate("session_fields", NOT_A_SESSION)``).
NOT_A_SESSION = QT_TRANSLATE_NOOP("session_fields", "This is not a selfattn-gui session file.")
MADE_BY_A_NEWER_APP = QT_TRANSLATE_NOOP(
    "session_fields", "This session file was made by a newer selfattn-gui."
)
BROKEN_SESSION = QT_TRANSLATE_NOOP(
    "session_fields", "This session file has a mistake in it, so it cannot be opened."
)
CANNOT_READ = QT_TRANSLATE_NOOP("session_fields", "This file cannot be read.")
#: The newest version this app reads and writes (it writes 1 when a session needs no more).
FORMAT_VERSION = 2

#: The keys of a version 1 file, in the order a saved file writes them.
REQUIRED_KEYS = (
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
OPTIONAL_KEYS = ("title",)
#: The keys of a version 2 file, in the order a saved file writes them (``title``, when
#: there is one, goes after ``version``).  ``embeddings`` is there only without a
#: vocabulary; every other key is always there, ``null`` where it is not used.
VERSION_2_KEYS = (
    "format",
    "version",
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
VERSION_2_REQUIRED_KEYS = tuple(k for k in VERSION_2_KEYS if k != "embeddings")
SOURCE_KEYS = ("tokens", "embeddings")
VOCABULARY_KEYS = ("labels", "W_E")
#: The keys of one head's object: its matrices, named as the catalogue names them
#: (``tests/core/sessions/test_session_io.py`` pins them, so the format cannot drift).
HEAD_KEYS = tuple(matrix.key for matrix in edited_per_head())


def _check_format_and_version(data: Any) -> int:
    """The file is a session object of a version this app reads; return the version."""
    not_a_session = translate("session_fields", NOT_A_SESSION)
    if not isinstance(data, dict):
        raise SessionError(
            translate(
                "session_fields", "not a session: the file holds {found}, not an object"
            ).format(found=describe_value(data)),
            headline=not_a_session,
        )
    if "format" not in data:
        raise SessionError(
            translate("session_fields", 'missing key "format" (it should be "{tag}")').format(
                tag=FORMAT_TAG
            ),
            headline=not_a_session,
        )
    if data["format"] != FORMAT_TAG:
        raise SessionError(
            translate("session_fields", 'format: expected "{tag}", found {found}').format(
                tag=FORMAT_TAG, found=describe_value(data["format"])
            ),
            headline=not_a_session,
        )
    if "version" not in data:
        raise SessionError(
            translate("session_fields", 'missing key "version" (it should be 1 or 2)')
        )
    version = data["version"]
    if isinstance(version, bool) or not isinstance(version, int):
        raise SessionError(
            translate("session_fields", "version: expected a whole number, found {found}").format(
                found=describe_value(version)
            )
        )
    if version > FORMAT_VERSION:
        raise SessionError(
            translate(
                "session_fields",
                "version: this file is version {version}, made by a newer selfattn-gui; "
                "this one reads versions 1 and {newest}: please update the app",
            ).format(version=version, newest=FORMAT_VERSION),
            headline=translate("session_fields", MADE_BY_A_NEWER_APP),
        )
    if version < 1:
        raise SessionError(
            translate("session_fields", "version: expected 1 or {newest}, found {version}").format(
                newest=FORMAT_VERSION, version=version
            )
        )
    return version


def _check_keys(data: dict[str, Any], version: int) -> None:
    """Every key the version needs is there, and no key it does not know."""
    required = REQUIRED_KEYS if version == 1 else VERSION_2_REQUIRED_KEYS
    known = (REQUIRED_KEYS if version == 1 else VERSION_2_KEYS) + OPTIONAL_KEYS
    missing = [k for k in required if k not in data]
    if missing:
        raise SessionError(
            translate("session_fields", 'missing key "{key}"').format(key=missing[0])
        )
    unknown = sorted(k for k in data if k not in known)
    if not unknown:
        return
    key, hint = unknown[0], ""
    if version == 1 and key in VERSION_2_KEYS:
        hint = translate(
            "session_fields",
            'only a version 2 file has it: write "version": 2 and the version 2 keys',
        )
    elif version == 2 and key in ("heads", "W_o", "residual"):
        hint = translate(
            "session_fields", 'a version 2 file keeps the heads, W_o and residual in "layers"'
        )
    raise file_values.unknown_key(key, known, hint=hint)


def _title(data: dict[str, Any]) -> str:
    title = data.get("title", "")
    if title is None:
        title = ""
    if not isinstance(title, str):
        raise SessionError(
            translate("session_fields", "title: expected text, found {found}").format(
                found=describe_value(title)
            )
        )
    return title


def _heads(data: dict[str, Any]) -> list[Head]:
    """Each head's W_q (d_model, d_k), W_k (d_model, d_k) and W_v (d_model, d_v)."""
    heads = []
    for h, head in enumerate(file_values.listed(data["heads"], "heads", "head", MAX_HEADS)):
        file_values.object_with_keys(head, f"heads[{h}]", HEAD_KEYS)
        heads.append(Head(**{k: file_values.matrix(head[k], f"heads[{h}].{k}") for k in HEAD_KEYS}))
    return heads


def _mask(data: dict[str, Any]) -> np.ndarray | None:
    """The custom mask, (n_tokens, n_keys) booleans (True = visible), or None."""
    if data["mask"] is None:
        return None
    mask_values = file_values.matrix(data["mask"], "mask", entry=file_values.ZERO_OR_ONE)
    bad = np.argwhere((mask_values != 0) & (mask_values != 1))
    if bad.size:
        r, c = bad[0]
        found = number_text(data["mask"][r][c])
        raise SessionError(
            translate(
                "session_fields", "mask[{row}][{column}]: expected 0 or 1, found {found}"
            ).format(row=r, column=c, found=found)
        )
    return mask_values.astype(bool)


def session_from_dict(data: Any) -> Session:
    """Build a :class:`Session` from parsed JSON, checking every key and shape."""
    version = _check_format_and_version(data)
    _check_keys(data, version)
    return _version_1(data) if version == 1 else _version_2(data)


def _version_1(data: dict[str, Any]) -> Session:
    title = _title(data)
    tokens = file_values.labels(data["tokens"], "tokens", MAX_TOKENS)
    embeddings = file_values.matrix(data["embeddings"], "embeddings")
    heads = tuple(_heads(data))
    W_o = file_values.optional_matrix(data["W_o"], "W_o")
    pe = file_values.choice(data["positional_encoding"], "positional_encoding", VERSION_1_POSITIONS)
    scale = file_values.choice(data["scale"], "scale", SCALES)
    causal = file_values.flag(data["causal"], "causal")
    residual = file_values.flag(data["residual"], "residual")
    mask = _mask(data)
    # In the order of Session's arguments: a version 1 session is built from its one layer.
    return Session(tokens, embeddings, heads, W_o, pe, causal, mask, scale, residual, title)


def _version_2(data: dict[str, Any]) -> Session:
    title = _title(data)
    attention = file_values.choice(data["attention"], "attention", ATTENTIONS)
    tokens = file_values.labels(data["tokens"], "tokens", MAX_TOKENS)
    vocabulary = _vocabulary(data["vocabulary"])
    embeddings = _token_vectors(data, vocabulary)
    source = _source(data["source"])
    pe = file_values.choice(
        data["positional_encoding"], "positional_encoding", POSITIONAL_ENCODINGS
    )
    W_pos = file_values.optional_matrix(data["W_pos"], "W_pos")
    layers = read_layers(data["layers"])
    W_U = file_values.optional_matrix(data["W_U"], "W_U")
    causal = file_values.flag(data["causal"], "causal")
    mask = _mask(data)
    scale = file_values.choice(data["scale"], "scale", SCALES)
    try:
        return Session(
            tokens,
            embeddings,
            layers=layers,
            positional_encoding=pe,
            W_pos=W_pos,
            causal=causal,
            mask=mask,
            scale=scale,
            title=title,
            attention=attention,
            source=source,
            vocabulary=vocabulary,
            W_U=W_U,
        )
    except SessionError as error:
        raise _as_the_file_spells_it(error, len(layers)) from None


def _vocabulary(value: Any) -> Vocabulary | None:
    """``null``, or V labels and their (V, d_model) embedding matrix W_E."""
    if value is None:
        return None
    data = file_values.object_with_keys(value, "vocabulary", VOCABULARY_KEYS)
    labels = file_values.labels(data["labels"], "vocabulary.labels", MAX_VOCABULARY, "label")
    return Vocabulary(labels, file_values.matrix(data["W_E"], "vocabulary.W_E"))


def _token_vectors(data: dict[str, Any], vocabulary: Vocabulary | None) -> np.ndarray | None:
    """The (n, d_model) embeddings, given only when there is no vocabulary to take them from."""
    if vocabulary is not None:
        if "embeddings" in data:
            raise SessionError(
                translate(
                    "session_fields",
                    "embeddings: a session with a vocabulary takes its token vectors from "
                    'vocabulary.W_E, so "embeddings" must be left out',
                )
            )
        return None
    if "embeddings" not in data:
        raise SessionError(
            translate(
                "session_fields", 'missing key "embeddings" (needed when "vocabulary" is null)'
            )
        )
    return file_values.matrix(data["embeddings"], "embeddings")


def _source(value: Any) -> Source | None:
    """``null``, or the m tokens and (m, d_model) vectors cross-attention takes keys from."""
    if value is None:
        return None
    data = file_values.object_with_keys(value, "source", SOURCE_KEYS)
    tokens = file_values.labels(data["tokens"], "source.tokens", MAX_TOKENS)
    return Source(tokens, file_values.matrix(data["embeddings"], "source.embeddings"))


# A one-layer session that version 1 could hold has its layer's parts named the version 1
# way by the rules ("heads[0].W_q"); a version 2 file spells them inside "layers".
_FIRST_LAYER_PART = re.compile(r"(heads|W_o)\b")


def _as_the_file_spells_it(error: SessionError, n_layers: int) -> SessionError:
    message = str(error)
    if n_layers == 1 and _FIRST_LAYER_PART.match(message):
        return SessionError(f"layers[0].{message}", headline=error.headline)
    return error
