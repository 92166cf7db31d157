"""The glossary window: Help → Glossary and the lesson panel's button open it, every term
shows with its text, the search filters the list, and a broken file gives its message."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QListWidget, QMenu, QPushButton

from selfattn_gui.core.glossary import load_glossary
from selfattn_gui.ui.lessons.glossary import Glossary


def parts(dialog) -> tuple[QLineEdit, QListWidget, QLabel, QLabel]:
    search = dialog.findChild(QLineEdit, "edit.glossary_search")
    terms = dialog.findChild(QListWidget, "list.glossary")
    text = dialog.findChild(QLabel, "label.glossary_text")
    where = dialog.findChild(QLabel, "label.glossary_where")
    return search, terms, text, where


def opened(qtbot, window) -> QDialog:
    dialog = window.findChild(QDialog, "dialog.glossary")
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def test_help_glossary_shows_every_term_and_its_text(qtbot, app):
    window = app.window
    assert window.findChild(QDialog, "dialog.glossary") is None  # built on first use
    action = window.findChild(QAction, "action.glossary")
    assert action in window.findChild(QMenu, "menu.help").actions()
    action.trigger()
    dialog = opened(qtbot, window)
    _search, terms, text, where = parts(dialog)
    expected, _problem = load_glossary()
    assert [terms.item(row).text() for row in range(terms.count())] == [t.term for t in expected]
    for row, term in enumerate(expected):
        terms.scrollToItem(terms.item(row))
        rect = terms.visualItemRect(terms.item(row))
        qtbot.mouseClick(terms.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        assert text.text() == term.text
        assert where.text() == f"Where to see it: {term.where}"
        assert text.textFormat() == Qt.TextFormat.PlainText


def test_typing_in_the_search_filters_the_terms(qtbot, app):
    app.window.findChild(QAction, "action.glossary").trigger()
    dialog = opened(qtbot, app.window)
    search, _terms, text, _where = parts(dialog)
    every = dialog.shown_terms()
    qtbot.keyClicks(search, "mask")
    shown = dialog.shown_terms()
    assert "mask" in shown and "causal mask" in shown and "query" not in shown
    assert len(shown) < len(every)
    for term in dialog.terms:  # exactly the terms whose words hold "mask"
        words = f"{term.term} {term.text} {term.where}".casefold()
        assert (term.term in shown) == ("mask" in words)
    assert "mask" in text.text().casefold() or "mask" in dialog.heading.text().casefold()
    search.clear()
    qtbot.keyClicks(search, "zzzz nothing")
    assert dialog.shown_terms() == []
    assert dialog.heading.text() == "No term matches" and text.text() == ""
    search.clear()
    assert dialog.shown_terms() == every


def test_the_lesson_panels_button_opens_the_glossary(qtbot, app):
    app.lessons.open_lessons("13-find-explain-fix", 0)
    button = app.window.findChild(QPushButton, "button.glossary")
    qtbot.waitUntil(button.isVisible)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = opened(qtbot, app.window)
    assert dialog.isVisible() and dialog.shown_terms()


def test_a_hostile_glossary_gives_a_message_and_shows_text_plainly(qtbot, app, tmp_path):
    broken = tmp_path / "glossary.json"
    broken.write_text('{"format": "selfattn-glossary", "version": 1, "terms": [3]}', "utf-8")
    dialog = Glossary(app.window, broken).show()
    qtbot.waitExposed(dialog)
    problem = dialog.findChild(QLabel, "label.glossary_problem")
    assert problem.isVisible()
    assert problem.text() == "glossary.json: terms[0]: expected an object, found the number 3"
    assert dialog.shown_terms() == []

    tags = tmp_path / "tags" / "glossary.json"
    tags.parent.mkdir()
    text = '<img src="/dev/zero"><b>bold</b>'
    entry = {"term": "<i>mask</i>", "text": text, "where": "<a href='x'>here</a>"}
    data = {"format": "selfattn-glossary", "version": 1, "terms": [entry]}
    tags.write_text(json.dumps(data), "utf-8")
    dialog = Glossary(app.window, tags).show()
    qtbot.waitExposed(dialog)
    _search, _terms, shown_text, where = parts(dialog)
    assert shown_text.text() == text and shown_text.textFormat() == Qt.TextFormat.PlainText
    assert where.textFormat() == Qt.TextFormat.PlainText
    assert dialog.shown_terms() == ["<i>mask</i>"]
    assert not dialog.findChild(QLabel, "label.glossary_problem").isVisible()


def test_a_translated_term_shows_its_english_in_brackets(qtbot, app):
    from selfattn_gui.core.glossary import Term
    from selfattn_gui.ui.lessons.glossary import GlossaryDialog

    terms = [
        Term(term="consulta", text="lo que busca una fila", where="Q", english="query"),
        Term(term="softmax", text="pesos que suman 1", where="A", english="softmax"),
        Term(term="注意力（attention）", text="…", where="…", english="attention"),
    ]
    dialog = GlossaryDialog(terms, None, app.window)
    qtbot.addWidget(dialog)
    # a translation that already names the English term does not get it twice
    assert dialog.shown_terms() == ["consulta (query)", "softmax", "注意力（attention）"]
    dialog.choose("query")  # a lesson asks for the English term: it is still found
    assert dialog.findChild(QLabel, "label.glossary_term").text() == "consulta (query)"
    dialog.search.setText("query")
    assert dialog.shown_terms() == ["consulta (query)"]
