"""Proposed file names are short and valid on Windows, macOS and Linux."""

from __future__ import annotations

from pathlib import PurePath

import pytest

from selfattn_gui.core.files.file_names import MAX_STEM, safe_stem, session_stem

FORBIDDEN = set('<>:"/\\|?*')


@pytest.mark.parametrize(
    ("text", "stem"),
    [
        (
            "cat sat mat: every step by hand (4-wide tokens, d_k = 2)",
            "cat-sat-mat-every-step-by-hand-4-wide",
        ),
        ('a/b\\c<d>e|f?g*h"i', "a-b-c-d-e-f-g-h-i"),
        ("ends with dots...", "ends-with-dots"),
        ("  spaces  ", "spaces"),
        ("CON", "CON-file"),
        ("lpt1", "lpt1-file"),
        ("nul.txt", "nul-txt"),
        ("Über Köpfe", "Über-Köpfe"),
        ("", "untitled"),
        ("?!…", "untitled"),
        ("tab\tand\nline", "tab-and-line"),
    ],
)
def test_safe_stem(text, stem):
    assert safe_stem(text) == stem


def test_a_long_title_is_cut_at_a_word_end_and_never_too_long():
    stem = safe_stem("word " * 50)
    assert len(stem) <= MAX_STEM and stem.endswith("word") and not FORBIDDEN & set(stem)
    assert len(safe_stem("x" * 500)) == MAX_STEM


def test_a_session_file_s_suffix_is_dropped_whole():
    assert session_stem(PurePath("/a/mysession.selfattn.json"), "title") == "mysession"
    assert session_stem(PurePath("/a/Old.JSON"), "title") == "Old"
    assert session_stem(PurePath("/a/.selfattn.json"), "cat sat") == "selfattn"
    assert session_stem(None, "Two heads: one looks back") == "Two-heads-one-looks-back"
