"""Lesson rich text: a few formatting tags, checked on loading and re-written for display.

Lesson text may use ``<p> <b> <i> <em> <strong> <br> <sub> <sup> <code> <ul> <ol> <li>``
without attributes.  Qt's rich-text parser is far more lenient than any checker
(``< img src=…>``, ``<\\nimg …>`` and an unclosed ``<img src=…`` are images to Qt), so
checking the text and then handing Qt the original string is not safe.  Instead:

- :func:`markup_problem` says what is wrong with a text when a lesson is loaded
  (one line, for the lesson's error message);
- :func:`render` tokenises the text and writes *new* HTML holding only the allowed
  tags, in their plain form, with every other character escaped.  Whatever Qt
  receives was written here, so it can name no image, link or style.

Entities (``&nbsp;``, ``&#8730;``) are read once and the character they stand for is
escaped again, so ``&lt;img&gt;`` shows as the text "<img>".
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

from selfattn_gui.core.files.invisible_text import without_invisible
from selfattn_gui.core.languages import slants
from selfattn_gui.core.text import language as current_language
from selfattn_gui.core.text import translate
from selfattn_gui.core.text_direction import (
    POP_DIRECTIONAL_ISOLATE,
    RIGHT_TO_LEFT_MARK,
    left_to_right_runs,
    right_to_left,
    right_to_left_start,
    without_marks,
)

RICH_TAGS = frozenset({"p", "b", "i", "em", "strong", "br", "sub", "sup", "code", "ul", "ol", "li"})
#: The tags that start a new line: a left-to-right run never reaches past one.
_LINE_TAGS = frozenset({"p", "br", "ul", "ol", "li"})

# An allowed tag in its plain spelling: <b>, </b>, <b >, <br>, <br/>, <br />.
_PLAIN_TAG = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9]*)\s*(/\s*)?>")
# Something Qt (or a browser) could take for markup: "<" then, after optional
# white space, a letter, "/", "!" or "?".
_MARKUP_START = re.compile(r"<\s*[A-Za-z/!?]")
_ENTITY = re.compile(r"&(#[0-9]{1,7};|#[xX][0-9A-Fa-f]{1,6};|[A-Za-z][A-Za-z0-9]{0,31};)")
_NAME = re.compile(r"<\s*/?\s*([A-Za-z][A-Za-z0-9-]*)")
_ATTRIBUTE = re.compile(r"\s([^\s=/>]+)")
# An emphasis tag as _tokens hands it on: <i>, </i>, <em>, </em> (spaces allowed).
_EMPHASIS = re.compile(r"^<(/?)\s*(?:i|em)\s*>$", re.IGNORECASE)
_APP_EMPHASIS = re.compile(r"<(/?)(?:i|em)>")


def _allowed_list() -> str:
    return ", ".join(f"<{tag}>" for tag in sorted(RICH_TAGS))


def _tokens(text: str) -> Iterator[tuple[str, str]]:
    """``("tag", "<b>")`` for each allowed tag (normalised), ``("text", chars)`` for the rest.

    Text still holds its entities; anything that is not an allowed tag in its plain
    spelling, however tag-like, is text.
    """
    position = 0
    start = 0
    while True:
        position = text.find("<", position)
        if position < 0:
            break
        match = _PLAIN_TAG.match(text, position)
        if match is not None and match.group(2).lower() in RICH_TAGS:
            closing, name, self_closing = match.group(1), match.group(2).lower(), match.group(3)
            if self_closing and (closing or name != "br"):
                position += 1  # "</b/>" or "<p/>": not a plain tag, so text
                continue
            if start < position:
                yield "text", text[start:position]
            yield "tag", f"<{closing}{name}>"
            position = start = match.end()
            continue
        position += 1
    if start < len(text):
        yield "text", text[start:]


def _decoded(text: str) -> str:
    """Text with its entities read (once); unknown ``&...`` stays as written."""
    return _ENTITY.sub(lambda m: html.unescape(m.group(0)), text)


def render(text: str) -> str:
    """Rich text for a Qt label holding only the allowed tags, everything else escaped.

    Parameters
    ----------
    text : lesson text as written in the file (checked or not)

    Returns
    -------
    HTML made here: allowed tags without attributes, and escaped characters.  In a
    language whose script has no italics (Chinese, Arabic) ``<i>`` and ``<em>`` are
    written as ``<b>``: Qt would fake the italics by shearing the characters.
    """
    pieces = [
        (kind, piece if kind == "tag" else without_invisible(_decoded(piece)))
        for kind, piece in _tokens(str(text))
    ]
    if right_to_left():
        pieces = _runs_isolated(pieces)
    no_italics = not slants(current_language())
    return "".join(
        (_EMPHASIS.sub(r"<\1b>", piece) if no_italics else piece)
        if kind == "tag"
        else html.escape(piece, quote=True)
        for kind, piece in pieces
    )


def _runs_isolated(pieces: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The text pieces with their left-to-right runs isolated (numbers, lists, formulas:
    :func:`~selfattn_gui.core.text_direction.isolate_runs`), so a translator writes
    "[−1, −5, −3]" and it reads so in Arabic.

    A run may cross inline tags ("<b>bank</b> = [0, 0, 1]" is one formula) but not a
    paragraph, line break or list item: each is a line of its own.
    """
    result = [(kind, piece if kind == "tag" else without_marks(piece)) for kind, piece in pieces]
    line: list[int] = []  # indices of the text pieces of the current line
    for index, (kind, piece) in enumerate([*result, ("tag", "<p>")]):
        if kind == "text":
            line.append(index)
        elif piece.strip("</>") in _LINE_TAGS:
            _isolate_line(result, line)
            line = []
    return result


def _isolate_line(pieces: list[tuple[str, str]], line: list[int]) -> None:
    """Isolate the runs of the text pieces ``line`` (indices into ``pieces``) in place."""
    joined = "".join(pieces[index][1] for index in line)
    runs = left_to_right_runs(joined)
    if line and right_to_left_start(joined) != joined:  # "<b>bank</b> وحدها…": an RLM first
        first = line[0]
        pieces[first] = ("text", RIGHT_TO_LEFT_MARK + pieces[first][1])
        runs = [(start + 1, stop + 1, opening) for start, stop, opening in runs]
        joined = RIGHT_TO_LEFT_MARK + joined
    if not runs:
        return
    # Where each run opens and closes, in the coordinates of the joined text.
    opens = {start: opening for start, _, opening in runs}
    closes = {stop for _, stop, _ in runs}
    offset = 0
    for index in line:
        piece = pieces[index][1]
        end = offset + len(piece)
        out = []
        for position, ch in enumerate(piece, start=offset):
            if position in opens:
                out.append(opens[position])
            out.append(ch)
            if position + 1 in closes:
                out.append(POP_DIRECTIONAL_ISOLATE)
        pieces[index] = ("text", "".join(out))
        offset = end


def upright(html_text: str) -> str:
    """The app's own rich text with ``<i>`` and ``<em>`` written as ``<b>`` in a language
    whose script has no italics (:func:`render` does the same for lesson text)."""
    if slants(current_language()):
        return html_text
    return _APP_EMPHASIS.sub(r"<\1b>", html_text)


def plain(text: str) -> str:
    """The same text without any markup, for places that show plain text only."""
    pieces = [_decoded(piece) for kind, piece in _tokens(str(text)) if kind == "text"]
    return without_invisible("".join(pieces))


def markup_problem(text: str) -> str | None:
    """What is wrong with the markup of a lesson text, in one line; None when it is fine.

    Every "<" that starts something tag-like must be an allowed tag written plainly
    (``<b>``, ``</b>``, ``<br>``); a "<" before a space and a digit ("x < 2") is text.
    """
    for kind, piece in _tokens(str(text)):
        if kind != "text":
            continue
        found = _MARKUP_START.search(piece)
        if found is None:
            continue
        return _describe(piece[found.start() :])
    return None


def _describe(markup: str) -> str:
    """One line about the tag-like text at the start of ``markup``."""
    end = markup.find(">")
    shown = markup[: end + 1] if 0 <= end <= 40 else markup[:24] + "…"
    shown = " ".join(shown.split())  # line breaks inside a tag would break the message
    body = markup[1:].lstrip()
    if body.startswith("!--"):
        return translate("lesson_markup", "comments are not allowed in lesson text")
    if body.startswith("!"):
        return translate(
            "lesson_markup", "declarations such as {shown} are not allowed in lesson text"
        ).format(shown=shown)
    if body.startswith("?"):
        return translate(
            "lesson_markup",
            "processing instructions such as {shown} are not allowed in lesson text",
        ).format(shown=shown)
    name_match = _NAME.match(markup)
    if name_match is None:  # "</" or "< /" followed by no name
        return translate(
            "lesson_markup", "“{shown}” looks like a tag but is not one; write &lt; for a “<” sign"
        ).format(shown=shown)
    name = name_match.group(1).lower()
    if name not in RICH_TAGS:
        return translate(
            "lesson_markup", "the tag <{name}> is not allowed (only {allowed})"
        ).format(name=name, allowed=_allowed_list())
    if end < 0:
        return translate("lesson_markup", "the tag <{name}> is not closed with “>”").format(
            name=name
        )
    inside = markup[name_match.end() : end]
    attribute = _ATTRIBUTE.match(inside)
    if attribute is not None:
        return translate(
            "lesson_markup", "<{name}> may not have attributes ({attribute}=…)"
        ).format(name=name, attribute=attribute.group(1))
    return translate(
        "lesson_markup", "write the tag {shown} plainly, as <{name}> or </{name}>"
    ).format(shown=shown, name=name)
