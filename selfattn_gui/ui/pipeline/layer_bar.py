"""The switches over the pipeline: which layer it shows, which head, and that head's switch.

``combo.layer`` chooses the layer of a stack (hidden while there is one); the head tabs
follow it (each layer has its own heads); ``toggle.head_off`` switches the selected
head of the layer on show off and on, one undo step each; ``label.head_scores`` beside
it says what a trained model's head does by its scores.  ``button.next_layer`` sits
on the residual stage: the residual output is the next layer's input, and a click
follows it there.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from selfattn_gui.core.maths.layer_on_show import hidden_symbol
from selfattn_gui.core.text import translate
from selfattn_gui.model.document import Document
from selfattn_gui.ui.foundation.bind import signals_blocked
from selfattn_gui.ui.pipeline.head_scores_label import HeadScoresLabel
from selfattn_gui.ui.pipeline.head_tabs import HeadTabs

#: Go to the next and the previous layer from anywhere in the window.
NEXT_LAYER_KEYS, PREVIOUS_LAYER_KEYS = "Ctrl+]", "Ctrl+["


class PipelineSwitches(QWidget):
    """``combo.layer``, the head tabs and ``toggle.head_off`` on one line over the stages.

    The line takes no room at all for one layer of one head (nothing to switch).  Where
    it is too narrow for all of them (a trained model's scores beside the tabs, beside
    the lesson panel in presentation mode), the scores go onto a second line instead of
    pushing the window past the screen or hiding head tabs behind the tabs' scroll arrows.
    """

    def __init__(self, document: Document, head_tabs: HeadTabs, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pipeline.switches")
        self._document = document
        self.head_tabs = head_tabs
        self.layer_label = QLabel(translate("layer_bar", "Layer"))
        self.layer_combo = QComboBox()
        self.layer_combo.setObjectName("combo.layer")
        self.layer_combo.setAccessibleName(translate("layer_bar", "Which layer the pipeline shows"))
        self.layer_combo.setAccessibleDescription(
            translate(
                "layer_bar",
                "Layer 1 reads the token vectors; each later layer reads the output of the one "
                "before. {next_keys} and {previous_keys} go to the next and previous layer",
            ).format(next_keys=NEXT_LAYER_KEYS, previous_keys=PREVIOUS_LAYER_KEYS)
        )
        self.layer_label.setBuddy(self.layer_combo)
        self.head_off = QToolButton()
        self.head_off.setObjectName("toggle.head_off")
        self.head_off.setCheckable(True)
        self.head_off.setAccessibleName(translate("layer_bar", "Switch the selected head off"))
        self.head_scores = HeadScoresLabel(document)
        self._build_layout()
        for keys, step in ((NEXT_LAYER_KEYS, 1), (PREVIOUS_LAYER_KEYS, -1)):
            shortcut = QShortcut(
                QKeySequence(keys), self, context=Qt.ShortcutContext.WindowShortcut
            )
            shortcut.activated.connect(lambda step=step: self.step_layer(step))
        self.layer_combo.activated.connect(document.select_layer)
        self.head_off.toggled.connect(self._on_head_off_toggled)
        document.sig_structure_changed.connect(self.refresh)
        document.sig_result_changed.connect(self.refresh)  # a head switched off or on
        document.sig_head_selected.connect(self.refresh)
        self.refresh()

    def _build_layout(self) -> None:
        lines = QVBoxLayout(self)
        lines.setContentsMargins(0, 0, 0, 0)
        lines.setSpacing(2)
        # The widget says its own least width (the scores may wrap), not the first line's.
        lines.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self._line, self._second = QHBoxLayout(), QHBoxLayout()
        for line in (self._line, self._second):
            line.setSpacing(6)
            lines.addLayout(line)
        self._line.addWidget(self.layer_label)
        self._line.addWidget(self.layer_combo)
        self._line.addWidget(self.head_tabs, 1)  # the tabs take the line, as on their own
        self._line.addWidget(self.head_off)
        self._line.addWidget(self.head_scores)
        self._line.addStretch(0)  # (the room left when there are no tabs)
        self._second.addStretch(1)  # when wrapped, the head's switch and scores at the end

    def add_layer_buttons(self, *buttons: QWidget) -> None:
        """Put the buttons that add and remove a layer just after ``combo.layer``."""
        at = self._line.indexOf(self.layer_combo) + 1
        for offset, button in enumerate(buttons):
            self._line.insertWidget(at + offset, button)

    @property
    def wrapped(self) -> bool:
        """True while the head's switch and scores sit on a second line."""
        return self._second.indexOf(self.head_scores) >= 0

    def _one_line_width(self) -> int:
        """The least width at which everything fits on one line, every head tab whole."""
        line = self._line
        tabs = self.head_tabs
        width = line.minimumSize().width()
        if not tabs.isHidden():  # (past this the tabs scroll: wrap first)
            width += tabs.sizeHint().width() - tabs.minimumSizeHint().width()
        if self.wrapped:
            for moved in self._moved():
                width += line.spacing() + moved.minimumSizeHint().width()
        return width

    def _moved(self) -> list[QWidget]:
        """What goes to the second line when the first is too narrow (those on show)."""
        return [w for w in (self.head_off, self.head_scores) if not w.isHidden()]

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """As narrow as the first line without the head's switch and scores, or them."""
        line = self._line
        first = self._line.minimumSize().width()
        second = sum(w.minimumSizeHint().width() + line.spacing() for w in self._moved())
        if not self.wrapped:
            first -= second
        return QSize(max(first, second), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._wrap_if_narrow()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:  # (the scores came: a longer text)
            self._wrap_if_narrow()
        return handled

    def _wrap_if_narrow(self) -> None:
        wrap = self.width() < self._one_line_width()
        if wrap != self.wrapped:
            for moved in (self.head_off, self.head_scores):
                (self._second if wrap else self._line).insertWidget(
                    self._second.count() if wrap else self._line.count() - 1, moved
                )
            self.updateGeometry()

    def step_layer(self, step: int) -> None:
        """Show the next (``step`` 1) or previous (-1) layer, if there is one."""
        self._document.select_layer(self._document.shown_layer + step)

    def refresh(self, *_args: object) -> None:
        document = self._document
        layers = document.session.n_layers
        if self.layer_combo.count() != layers:
            self.layer_combo.clear()
            item = translate("layer_bar", "layer {number} of {count} (reads {reads})")
            for index in range(layers):
                reads = "Z" if index == 0 else hidden_symbol(index + 1)
                self.layer_combo.addItem(item.format(number=index + 1, count=layers, reads=reads))
        if self.layer_combo.currentIndex() != document.shown_layer:
            self.layer_combo.setCurrentIndex(document.shown_layer)
        for widget in (self.layer_label, self.layer_combo):
            widget.setVisible(layers > 1)
        layer = document.session.layers[document.shown_layer]
        head = document.selected_head
        off = not layer.is_on(head)
        with signals_blocked(self.head_off):
            self.head_off.setChecked(off)
        words = (
            translate("layer_bar", "head {number}: off")
            if off
            else translate("layer_bar", "head {number}: on")
        )
        self.head_off.setText(words.format(number=head + 1))
        tip = (
            translate(
                "layer_bar",
                "Head {number} is switched off: its output is left out. Click to switch it on",
            )
            if off
            else translate(
                "layer_bar", "Switch head {number} off: its output is left out of the concat"
            )
        ).format(number=head + 1)
        if self.head_off.toolTip() != tip:  # (an edit that changes nothing here costs nothing)
            self.head_off.setToolTip(tip)
        switchable = layer.n_heads > 1 or layers > 1 or bool(layer.heads_off)
        self.head_off.setVisible(switchable)
        self.setVisible(switchable)
        self._wrap_if_narrow()  # (more heads, longer scores: one line may not hold them)

    def _on_head_off_toggled(self, off: bool) -> None:
        self._document.set_head_off(self._document.selected_head, off)


def next_layer_button(document: Document) -> QToolButton:
    """``button.next_layer`` for the residual stage: "→ layer 2" while there is a next layer."""
    button = QToolButton()
    button.setObjectName("button.next_layer")

    def refresh(*_args: object) -> None:
        following = document.shown_layer + 2
        there = following <= document.session.n_layers
        if there:
            button.setText(translate("layer_bar", "→ layer {number}").format(number=following))
            button.setToolTip(
                translate(
                    "layer_bar",
                    "This residual output is {symbol}, the input of layer "
                    "{number}: show layer {number} ({keys})",
                ).format(symbol=hidden_symbol(following), number=following, keys=NEXT_LAYER_KEYS)
            )
            button.setAccessibleName(
                translate("layer_bar", "Show layer {number}, which reads this output").format(
                    number=following
                )
            )
        button.setVisible(there)

    button.clicked.connect(lambda: document.select_layer(document.shown_layer + 1))
    document.sig_structure_changed.connect(refresh)
    document.sig_layer_selected.connect(refresh)
    refresh()
    return button
