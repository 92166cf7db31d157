"""The glossary file: the shipped one has every key term, a broken one gives one line."""

from __future__ import annotations

import json

import pytest

from selfattn_gui.core.glossary import MAX_BYTES, Term, load_glossary, read_glossary

#: the terms a learner meets in the lessons, each of which must have an entry
KEY_TERMS = [
    "token", "embedding", "query", "key", "value", "score", "softmax", "weight", "head",
    "W_o", "concat", "mask", "causal mask", "residual connection", "layer norm",
    "positional encoding", "d_model", "d_k", "cross-attention", "grouped-query attention",
    "K/V cache", "induction head",
]  # fmt: skip


def test_the_shipped_glossary_has_every_key_term_with_a_place_to_see_it():
    terms, problem = load_glossary()
    assert problem is None
    names = {term.term.casefold() for term in terms}
    missing = [t for t in KEY_TERMS if t.casefold() not in names]
    assert not missing
    for term in terms:
        assert term.text.endswith(".") and term.where, term.term
        assert "<" not in term.text + term.where  # plain text: nothing that looks like a tag


def test_search_matches_every_word_in_the_term_its_text_or_its_place():
    term = Term("causal mask", "Each token may look back, never ahead.", "the toolbar")
    assert term.matches("") and term.matches("  CAUSAL ") and term.matches("look toolbar")
    assert not term.matches("causal cross")


def _good() -> dict:
    return {"format": "selfattn-glossary", "version": 1,
            "terms": [{"term": "query", "text": "What a token looks for.", "where": "Q"}]}  # fmt: skip


def _with(**changes) -> dict:
    data = _good()
    data["terms"][0].update(changes)
    return data


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"{not json", "not valid JSON (line 1)"),
        (b"\xff\xfe", "cannot be read"),
        (b"[" * 100_000 + b"]" * 100_000, "not valid JSON"),
        (json.dumps([1]).encode(), "expected an object, found a list"),
        (json.dumps({**_good(), "format": "selfattn-lesson"}).encode(), "format: expected"),
        (json.dumps({**_good(), "version": 2}).encode(), "version: expected 1"),
        (json.dumps({**_good(), "extra": 1}).encode(), "extra: not a field of a glossary"),
        (json.dumps({**_good(), "terms": []}).encode(), "terms: expected a list"),
        (json.dumps(_with(text=3)).encode(), "terms[0].text: expected text, found the number 3"),
        (json.dumps(_with(text="   ")).encode(), "terms[0].text: expected text, found an empty"),
        (json.dumps(_with(where="x" * 301)).encode(), "terms[0].where: at most 300 characters"),
        (json.dumps(_with(text="a\u0000b")).encode(), "terms[0].text: control characters"),
        (json.dumps(_with(colour="red")).encode(), "terms[0].colour: not a field of a term"),
        (json.dumps({**_good(), "terms": [_good()["terms"][0]] * 2}).encode(), "listed twice"),
        (b" " * (MAX_BYTES + 1), "larger than"),
    ],
)
def test_a_broken_glossary_gives_one_line_naming_the_file_and_the_field(
    tmp_path, content, expected
):
    path = tmp_path / "glossary.json"
    path.write_bytes(content)
    terms, problem = load_glossary(path)
    assert terms == []
    assert problem is not None and problem.startswith("glossary.json: ")
    assert expected in problem and "\n" not in problem


def test_a_missing_file_and_a_device_are_messages_too(tmp_path):
    terms, problem = load_glossary(tmp_path / "glossary.json")
    assert terms == [] and problem is not None and "cannot be read" in problem
    from pathlib import Path

    if Path("/dev/zero").exists():  # endless: read no further than the limit
        terms, problem = load_glossary(Path("/dev/zero"))
        assert terms == [] and problem is not None and "larger than" in problem


def test_text_is_kept_as_written_on_one_line():
    data = _with(text="Rows of\n weights  add to 1. <b>bold</b>")
    assert read_glossary(data)[0].text == "Rows of weights add to 1. <b>bold</b>"
