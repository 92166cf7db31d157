"""The glossary window: a search field, the list of terms, and the chosen term's text.

Opened from Help → Glossary (``action.glossary``) and from the lesson panel's
"Glossary" button.  The terms come from :mod:`selfattn_gui.core.glossary`; everything
is shown as plain text, and a broken glossary file shows its one-line message instead
of terms.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from selfattn_gui.core.glossary import Term, load_glossary
from selfattn_gui.core.text import translate
from selfattn_gui.ui.foundation.plain_text import plain_label, set_plain

TERM_ROLE = Qt.ItemDataRole.UserRole  # an item's index into the terms


def named(term: Term) -> str:
    """The term as the list and the heading show it: in another language with its
    English in brackets, "consulta (query)", since the panels and papers use both."""
    if not term.english or term.english.casefold() in term.term.casefold():  # given already
        return term.term
    return translate("glossary", "{term} ({english})").format(term=term.term, english=term.english)


class GlossaryDialog(QDialog):
    """The terms, filtered by the search field, and the text of the one selected."""

    def __init__(
        self, terms: list[Term], problem: str | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("dialog.glossary")
        self.setWindowTitle(translate("glossary", "Glossary"))
        self.terms = terms
        self.search = QLineEdit()
        self.search.setObjectName("edit.glossary_search")
        self.search.setPlaceholderText(translate("glossary", "Search, e.g. mask or W_o"))
        self.search.setAccessibleName(translate("glossary", "Search the glossary"))
        self.search.setClearButtonEnabled(True)
        self.list = QListWidget()
        self.list.setObjectName("list.glossary")
        self.list.setAccessibleName(translate("glossary", "Terms"))
        for index, term in enumerate(terms):
            item = QListWidgetItem(named(term))
            item.setData(TERM_ROLE, index)
            self.list.addItem(item)
        self.heading = self._label("label.glossary_term")
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.heading.setFont(font)
        self.text = self._label("label.glossary_text")
        self.where = self._label("label.glossary_where")
        self.problem = self._label("label.glossary_problem")
        set_plain(self.problem, problem or "")
        self.problem.setVisible(bool(problem))
        self._build_layout()
        self.search.textChanged.connect(self._on_search_text_changed)
        self.list.currentItemChanged.connect(lambda _new, _old: self._show_current())
        self._on_search_text_changed("")
        self.resize(640, 420)

    @staticmethod
    def _label(name: str) -> QLabel:
        label = plain_label()  # a glossary file's words are never read as rich text
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        return label

    def _build_layout(self) -> None:
        """The search on top; the list on the left, the chosen term on the right."""
        right = QVBoxLayout()
        right.addWidget(self.heading)
        right.addWidget(self.text)
        right.addSpacing(6)
        right.addWidget(self.where)
        right.addStretch(1)
        body = QHBoxLayout()
        body.addWidget(self.list, 2)
        body.addLayout(right, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.problem)
        layout.addLayout(body, 1)

    # -- reading ----------------------------------------------------------------------------
    def shown_terms(self) -> list[str]:
        """The terms the list shows right now, in order."""
        items = (self.list.item(row) for row in range(self.list.count()))
        return [item.text() for item in items if not item.isHidden()]

    def choose(self, term: str) -> None:
        """Select ``term`` (case ignored), clearing a search that hides it."""
        for row in range(self.list.count()):
            item = self.list.item(row)
            entry = self.terms[int(item.data(TERM_ROLE))]
            if term.casefold() in (entry.term.casefold(), entry.english.casefold()):
                if item.isHidden():
                    self.search.clear()
                self.list.setCurrentItem(item)
                return

    # -- internals --------------------------------------------------------------------------
    def _on_search_text_changed(self, text: str) -> None:
        first = None
        for row in range(self.list.count()):
            item = self.list.item(row)
            hidden = not self.terms[int(item.data(TERM_ROLE))].matches(text)
            item.setHidden(hidden)
            if not hidden and first is None:
                first = item
        current = self.list.currentItem()
        if current is None or current.isHidden():
            if first is None:  # nothing matches: no term is chosen
                self.list.setCurrentRow(-1)
            else:
                self.list.setCurrentItem(first)
        self._show_current()

    def _show_current(self) -> None:
        item = self.list.currentItem()
        if item is None or item.isHidden():
            set_plain(self.heading, translate("glossary", "No term matches") if self.terms else "")
            set_plain(self.text, "")
            set_plain(self.where, "")
            return
        term = self.terms[int(item.data(TERM_ROLE))]
        set_plain(self.heading, named(term))
        set_plain(self.text, term.text)
        set_plain(
            self.where, translate("glossary", "Where to see it: {where}").format(where=term.where)
        )


class Glossary(QObject):
    """Help → Glossary and the window it opens (built on first use).

    Attributes
    ----------
    action : Help → Glossary (``action.glossary``); the composition root puts it in a menu
    dialog : the glossary window once opened, else None
    """

    def __init__(self, parent: QWidget, path: Path | None = None) -> None:
        super().__init__(parent)
        self._parent = parent
        self._path = path
        self.dialog: GlossaryDialog | None = None
        self.action = QAction(translate("glossary", "&Glossary…"), parent)
        self.action.setObjectName("action.glossary")
        self.action.setStatusTip(
            translate("glossary", "The key terms of attention, and where to see each one")
        )
        self.action.triggered.connect(lambda _checked=False: self.show())

    def show(self, term: str | None = None) -> GlossaryDialog:
        """Open the glossary (at ``term`` if given) and bring it to the front."""
        if self.dialog is None:
            terms, problem = load_glossary(self._path)
            self.dialog = GlossaryDialog(terms, problem, self._parent)
        if term:
            self.dialog.choose(term)
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog
