"""How many K/V groups the query heads of the layer on show share, and what that saves.

``spin.kv_heads`` sits on the projections stage: G from 1 (multi-query: one W_k and W_v
for every head) to the head count (ordinary multi-head attention), only counts that
split the heads evenly.  Each change is one undo step (``Document.set_kv_heads``).
``note.kv_cache`` under the W's says what the sharing saves in the K/V cache, for this
example and for a real model (``core.maths.kv_cache``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox, QWidget

from selfattn_gui.core.maths import kv_cache
from selfattn_gui.core.sessions.kv_groups import divisors
from selfattn_gui.core.text import translate
from selfattn_gui.model.document import Document
from selfattn_gui.ui.foundation.bind import signals_blocked
from selfattn_gui.ui.foundation.label_roles import show_as
from selfattn_gui.ui.foundation.plain_text import plain_label


class KeyValueGroupsSpin(QSpinBox):
    """``spin.kv_heads``: accepts only the divisors of the head count; the arrows step
    from one to the next (4 heads: 1, 2, 4)."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self.setObjectName("spin.kv_heads")
        self.setAccessibleName(
            translate(
                "kv_groups_control", "K/V groups: how many sets of W_k and W_v the heads share"
            )
        )
        self.setKeyboardTracking(False)  # typing "16" is one change, not "1" then "16"
        self.valueChanged.connect(self._on_value_changed)

    def _choices(self) -> tuple[int, ...]:
        return divisors(self._document.shown_session.n_heads)

    def validate(  # (Qt override)
        self, text: str, position: int
    ) -> tuple[QValidator.State, str, int]:
        state, text, position = super().validate(text, position)
        if state == QValidator.State.Acceptable and self.valueFromText(text) not in self._choices():
            state = QValidator.State.Intermediate  # in range, but it does not split the heads
        return state, text, position

    def fixup(self, text: str) -> str:  # (Qt override): a refused count says why
        value = text.strip()
        if value.isdigit() and int(value) not in self._choices():
            heads = self._document.shown_session.n_heads
            self._document.sig_message.emit(
                translate(
                    "kv_groups_control",
                    "K/V groups: {count} does not split the {heads} heads evenly; choose {choices}",
                ).format(
                    count=value, heads=heads, choices=", ".join(str(g) for g in self._choices())
                )
            )
        return text

    def stepBy(self, steps: int) -> None:  # noqa: N802 (Qt override)
        choices = self._choices()
        current = self.value()
        index = max((i for i, g in enumerate(choices) if g <= current), default=0)
        index = max(0, min(len(choices) - 1, index + steps))
        self.setValue(choices[index])

    def refresh(self) -> None:
        layer = self._document.session.layers[self._document.shown_layer]
        with signals_blocked(self):
            if self.maximum() != layer.n_heads:
                self.setRange(1, layer.n_heads)
            if self.value() != layer.n_kv_heads:
                self.setValue(layer.n_kv_heads)
        choices = ", ".join(str(g) for g in divisors(layer.n_heads))
        tip = translate(
            "kv_groups_control",
            "How many sets of W_k and W_v the {heads} query heads share: "
            "{heads} gives each head its own (multi-head), 1 one for all "
            "(multi-query). Counts that split the heads evenly: {choices}",
        ).format(heads=layer.n_heads, choices=choices)
        if self.toolTip() != tip:
            self.setToolTip(tip)

    def _on_value_changed(self, value: int) -> None:
        if value in self._choices() and not self._document.set_kv_heads(value):
            self.refresh()  # refused or unchanged: show the session's count again


def kv_groups_control(document: Document) -> QWidget:
    """The "K/V groups" label and ``spin.kv_heads``, on show while the layer has heads
    to group (more than one)."""
    box = QWidget()
    box.setObjectName("kv_groups")
    spin = KeyValueGroupsSpin(document, box)
    label = QLabel(translate("kv_groups_control", "K/V groups"))
    label.setBuddy(spin)
    layout = QHBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(4)
    layout.addWidget(label)
    layout.addWidget(spin)

    def refresh(*_args: object) -> None:
        spin.refresh()
        box.setVisible(document.shown_session.n_heads > 1)

    for signal in (document.sig_result_changed, document.sig_structure_changed):
        signal.connect(refresh)
    refresh()
    return box


def kv_cache_note(document: Document) -> QLabel:
    """``note.kv_cache``: the K/V cache per token with the groups against one per head,
    and the same for a real model; on show while the layer on show groups its heads."""
    note = plain_label()
    note.setObjectName("note.kv_cache")
    note.setWordWrap(True)
    note.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    show_as(note, "note")
    note.setToolTip(kv_cache.model_details())

    def refresh(*_args: object) -> None:
        layer = document.shown_session.layers[0]
        grouped = layer.kv_heads is not None
        if grouped:
            text = f"{kv_cache.layer_note(layer)} {kv_cache.model_note()}"
            if note.text() != text:
                note.setText(text)
        note.setVisible(grouped)

    for signal in (document.sig_result_changed, document.sig_structure_changed):
        signal.connect(refresh)
    refresh()
    return note
