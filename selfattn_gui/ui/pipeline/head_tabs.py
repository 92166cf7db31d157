"""The head switcher on the pipeline: one tab per head, and "all heads" side by side."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QTabBar, QWidget

from selfattn_gui.core.text import translate
from selfattn_gui.model.document import Document
from selfattn_gui.ui.foundation.bind import signals_blocked


class HeadTabs(QTabBar):
    """Tabs ``head 1 … head n`` and ``all heads``; hidden while there is one head.

    Choosing a head's tab selects that head in the document (every stage shows it);
    choosing "all heads" asks for the heads' weights side by side.

    Signals
    -------
    sig_all_heads(bool) : the "all heads" tab was chosen (True) or left (False)
    """

    sig_all_heads = Signal(bool)

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tabs.head")
        self.setAccessibleName(translate("head_tabs", "Which head the pipeline shows"))
        # (Qt reads a tab bar's current tab as its name: the purpose goes in the description.)
        self.setAccessibleDescription(
            translate(
                "head_tabs",
                "Which head the pipeline shows; the arrow keys choose a head or all heads",
            )
        )
        self.setDrawBase(False)
        # Many heads in a narrow window (a trained model's, at 1024 pixels): scroll arrows,
        # never "he…" (every style decides these otherwise; in Arabic the arrows move to
        # the left with the tabs).
        self.setUsesScrollButtons(True)
        self.setElideMode(Qt.TextElideMode.ElideNone)
        self._document = document
        self._all_heads = False
        self._rebuild()
        self.currentChanged.connect(self._on_current_changed)
        document.sig_structure_changed.connect(self._rebuild)
        document.sig_result_changed.connect(self._name_heads)  # a head switched off or on
        document.sig_head_selected.connect(self._on_document_head_selected)

    @property
    def all_heads(self) -> bool:
        """True while the "all heads" tab is chosen."""
        return self._all_heads

    def _rebuild(self) -> None:
        heads = self._document.shown_session.n_heads
        with signals_blocked(self):
            while self.count() > heads + 1:
                self.removeTab(self.count() - 1)
            while self.count() < heads:
                self.addTab(translate("head_tabs", "head {number}").format(number=self.count() + 1))
            if self.count() == heads:
                self.addTab(translate("head_tabs", "all heads"))
            self.setTabText(heads, translate("head_tabs", "all heads"))
            self.setTabToolTip(
                heads, translate("head_tabs", "The weights of every head side by side")
            )
            self._name_heads()
            self.setCurrentIndex(heads if self._all_heads else self._document.selected_head)
        self.setVisible(heads > 1)
        if heads == 1 and self._all_heads:
            self._all_heads = False
            self.sig_all_heads.emit(False)

    def _name_heads(self) -> None:
        """``head 2`` on each tab, ``head 2 (off)`` for a switched-off head."""
        layer = self._document.shown_session.layers[0]
        for index in range(min(layer.n_heads, self.count())):
            on = layer.is_on(index)
            text = (
                translate("head_tabs", "head {number}")
                if on
                else translate("head_tabs", "head {number} (off)")
            ).format(number=index + 1)
            if self.tabText(index) != text:
                self.setTabText(index, text)
            tip = (
                translate("head_tabs", "Every stage shows head {number}")
                if on
                else translate("head_tabs", "Every stage shows head {number}, switched off")
            ).format(number=index + 1)
            self.setTabToolTip(index, tip)  # also what a screen reader says of the tab on show

    def _on_current_changed(self, index: int) -> None:
        all_heads = index == self._document.shown_session.n_heads
        if not all_heads:
            self._document.select_head(index)
        if all_heads != self._all_heads:
            self._all_heads = all_heads
            self.sig_all_heads.emit(all_heads)

    def _on_document_head_selected(self, head: int) -> None:
        if not self._all_heads and self.currentIndex() != head:
            self.setCurrentIndex(head)
