"""Lesson rich text: the allow-list renderer writes only its own HTML; the checker says why.

The renderer's output is read back with a strict parser of our own making here
(Python's HTMLParser, which sees every tag Qt could see and more): it may hold only
the allowed tags, without attributes, and text.
"""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from selfattn_gui.core.lessons.lesson_markup import RICH_TAGS, markup_problem, plain, render

ALLOWED = {"p", "b", "i", "em", "strong", "br", "sub", "sup", "code", "ul", "ol", "li"}

# Everything a curious student or a careless teacher might type into lesson text.
HOSTILE = [
    "<img src=/dev/zero>",
    "< img src=/dev/zero>",
    "<\nimg src=/dev/zero>",
    "<\timg\nsrc='/etc/passwd'>",
    "<p>text <img src=/dev/zero",
    "<IMG SRC=/dev/zero/>",
    "<img/src=/dev/zero>",
    "<a href='file:///etc/passwd'>open</a>",
    "<a href=qrc:/icons/x.png>x</a>",
    "<b style='background-image:url(/dev/zero)'>x</b>",
    "<style>p { background: url(/dev/zero) }</style>",
    "<link rel=stylesheet href=/dev/zero>",
    "<![foo[ x ]]>",
    "<![ x",
    "<!DOCTYPE html>",
    "<!-- a comment -->",
    "<?xml version='1.0'?>",
    "<p/>",
    "</b/>",
    "<svg><image href=/dev/zero /></svg>",
    "&lt;img src=/dev/zero&gt;",
    "&amp;lt;img src=/dev/zero&amp;gt;",
    "&#60;img src=/dev/zero&#62;",
    "<b>bold</b>\u202eevil\u202c",
    "x" * 100_000,
    "<b>" * 5000,
]


class _StrictReader(HTMLParser):
    """Collects every tag, attribute and declaration Python's parser finds."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list]] = []
        self.other: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, attrs))

    def handle_startendtag(self, tag, attrs):
        self.tags.append((tag, attrs))

    def handle_endtag(self, tag):
        self.tags.append((tag, []))

    def handle_data(self, data):
        self.text.append(data)

    def handle_comment(self, data):
        self.other.append("comment")

    def handle_decl(self, decl):
        self.other.append("declaration")

    def handle_pi(self, data):
        self.other.append("processing instruction")

    def unknown_decl(self, data):
        self.other.append("declaration")


def read_back(html_text: str) -> _StrictReader:
    reader = _StrictReader()
    reader.feed(html_text)
    reader.close()
    return reader


def test_the_allowed_tags_are_the_documented_ones():
    assert RICH_TAGS == ALLOWED


@pytest.mark.parametrize("text", HOSTILE, ids=lambda t: repr(t[:30]))
def test_rendered_text_holds_only_allowed_tags_without_attributes(text):
    rendered = render(text)
    reader = read_back(rendered)
    assert reader.other == []
    for tag, attrs in reader.tags:
        assert tag in ALLOWED and attrs == []
    # A "<" that is not one of our own tags never reaches Qt as a "<".
    without_own_tags = rendered
    for tag in ALLOWED:
        without_own_tags = without_own_tags.replace(f"<{tag}>", "").replace(f"</{tag}>", "")
    assert "<" not in without_own_tags
    assert "\u202e" not in rendered


def test_rendering_keeps_formatting_and_shows_the_rest_as_written():
    assert render("<p>The <b>cat</b> &nbsp;sat</p>") == "<p>The <b>cat</b> \xa0sat</p>"
    assert render("<B >Big</B><br/>") == "<b>Big</b><br>"
    assert render("x < 2 & y > 1") == "x &lt; 2 &amp; y &gt; 1"
    # An entity is read once: "&lt;img&gt;" is the visible text "<img>", not a tag.
    assert render("&lt;img src=x&gt;") == "&lt;img src=x&gt;"
    assert read_back(render("&lt;img src=x&gt;")).text == ["<img src=x>"]
    assert render("< img src=/dev/zero>") == "&lt; img src=/dev/zero&gt;"
    assert plain("<p>The <b>cat</b> &amp; dog</p>") == "The cat & dog"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("<img src=x>", "the tag <img> is not allowed"),
        ("< img src=x>", "the tag <img> is not allowed"),
        ("<\nimg src=x>", "the tag <img> is not allowed"),
        ("<p>an unclosed <img src=x", "the tag <img> is not allowed"),
        ("<a href='x'>click</a>", "the tag <a> is not allowed"),
        ("<b onclick='x'>hi</b>", "<b> may not have attributes (onclick=…)"),
        ("<b", "the tag <b> is not closed"),
        ("<![foo[ x ]]>", "declarations"),
        ("<![ x", "declarations"),
        ("<!-- note -->", "comments are not allowed"),
        ("<?php echo 1 ?>", "processing instructions"),
        ("< b>x</b>", "as <b>"),
        ("</>", "looks like a tag"),
    ],
)
def test_the_checker_names_what_is_wrong_in_one_line(text, expected):
    problem = markup_problem(text)
    assert problem is not None and expected in problem
    assert "\n" not in problem


@pytest.mark.parametrize(
    "text",
    ["<p>Hello <b>there</b>.</p>", "x < 2, y <= 3", "a &amp; b &nbsp;c", "<ul><li>one</li></ul>"],
)
def test_the_checker_accepts_good_text(text):
    assert markup_problem(text) is None
