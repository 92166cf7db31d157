"""Edit → Add layer and Remove layer, and their buttons on the layer bar.

Both act on the layer on show: a new layer is a copy of it, placed just after it (it
reads its output), and "Remove" takes it out of the stack.  Each is one undo step
(``Document.add_layer`` / ``remove_layer``).  Where one cannot be done the action is
disabled and its tooltip says why, so nobody has to click to find out.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolButton, QWidget

from selfattn_gui.core.sessions.layers import MAX_LAYERS
from selfattn_gui.core.text import translate
from selfattn_gui.model.document import Document


def _action(parent: QWidget, name: str, slot: Callable[[], object]) -> QAction:
    """An action named ``name`` running ``slot`` (its words come with each refresh)."""
    action = QAction(parent)
    action.setObjectName(name)
    action.triggered.connect(slot)
    return action


class LayerActions(QObject):
    """``action.add_layer`` and ``action.remove_layer``, kept enabled and worded for the
    layer on show; :meth:`buttons` makes ``button.add_layer`` and ``button.remove_layer``."""

    def __init__(self, document: Document, parent: QWidget) -> None:
        super().__init__(parent)
        self._document = document
        self.add = _action(parent, "action.add_layer", document.add_layer)
        self.remove = _action(parent, "action.remove_layer", document.remove_layer)
        document.sig_session_changed.connect(self.refresh)
        document.sig_layer_selected.connect(self.refresh)
        self.refresh()

    def refresh(self, *_args: object) -> None:
        session = self._document.session
        shown, layers = self._document.shown_layer + 1, session.n_layers
        self.add.setText(
            translate("layer_actions", "Add layer {next} (a copy of layer {shown})").format(
                next=shown + 1, shown=shown
            )
        )
        if layers >= MAX_LAYERS:
            why = translate(
                "layer_actions", "A session has at most {most} layers: remove one to add another"
            ).format(most=MAX_LAYERS)
        elif session.attention == "cross":
            why = translate(
                "layer_actions",
                "A cross-attention session has one layer: its keys come from the source",
            )
        else:
            why = ""
        self._say(
            self.add,
            not why,
            why
            or translate(
                "layer_actions",
                "Add a copy of layer {shown} after it: the same W's, reading layer {shown}'s "
                "output instead of its input",
            ).format(shown=shown),
        )
        self.remove.setText(translate("layer_actions", "Remove layer {shown}").format(shown=shown))
        self._say(
            self.remove,
            layers > 1,
            translate(
                "layer_actions", "Remove layer {shown}: the layer after it reads what it read"
            ).format(shown=shown)
            if layers > 1
            else translate(
                "layer_actions",
                "The only layer cannot be removed: attention needs at least one layer",
            ),
        )

    @staticmethod
    def _say(action: QAction, enabled: bool, tip: str) -> None:
        action.setEnabled(enabled)
        action.setToolTip(tip)
        action.setStatusTip(tip)

    def buttons(self) -> tuple[QToolButton, QToolButton]:
        """The layer bar's "+ layer" and "− layer" buttons, following the two actions."""
        made = []
        for action, name, text in (
            (self.add, "button.add_layer", translate("layer_actions", "+ layer")),
            (self.remove, "button.remove_layer", translate("layer_actions", "− layer")),
        ):
            button = QToolButton()
            button.setObjectName(name)
            button.setDefaultAction(action)
            button.setText(text)  # short on the bar; the menu says it in full
            button.setAccessibleName(action.text())
            action.changed.connect(
                lambda b=button, a=action, t=text: (b.setText(t), b.setAccessibleName(a.text()))
            )
            made.append(button)
        return made[0], made[1]
