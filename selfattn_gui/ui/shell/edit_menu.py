"""The Edit menu: undo and redo, the token edits and the layer on show's add and remove."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from selfattn_gui.core.text import translate
from selfattn_gui.ui.shell.layer_actions import LayerActions

if TYPE_CHECKING:
    from selfattn_gui.model.document import Document
    from selfattn_gui.ui.pipeline.pipeline_view import PipelineView


class EditingWindow(Protocol):
    """What the Edit menu asks of the main window (named here, so that the window can
    import this module and not the other way round)."""

    @property
    def document(self) -> Document: ...
    @property
    def pipeline(self) -> PipelineView: ...
    def add_token(self, label: str | None = None) -> None: ...
    def remove_selected_token(self) -> None: ...
    def move_selected_token(self, step: int) -> None: ...
    def shuffle_tokens(self, seed: int | None = None) -> None: ...


def window_action(
    window: QWidget,
    text: str,
    slot: Callable[[], object],
    shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    name: str = "",
) -> QAction:
    """An action of the whole window (its shortcut works wherever the focus is)."""
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if name:
        action.setObjectName(name)
    action.triggered.connect(slot)
    window.addAction(action)
    return action


def build_edit_menu(window: QMainWindow, editing: EditingWindow) -> tuple[QMenu, LayerActions]:
    """Edit: undo, redo, the token edits and the layer actions; returns (menu, layer actions)."""

    edit_menu = window.menuBar().addMenu(translate("edit_menu", "&Edit"))
    edit_menu.setObjectName("menu.edit")
    undo = editing.document.undo_stack.createUndoAction(window, translate("edit_menu", "&Undo"))
    undo.setShortcuts(QKeySequence.StandardKey.Undo)
    undo.setObjectName("action.undo")
    redo = editing.document.undo_stack.createRedoAction(window, translate("edit_menu", "&Redo"))
    redo.setShortcuts(QKeySequence.StandardKey.Redo)  # Ctrl+Y and Ctrl+Shift+Z
    redo.setObjectName("action.redo")
    edit_menu.addActions([undo, redo])
    edit_menu.addSeparator()
    edit_menu.addAction(
        window_action(
            window,
            translate("edit_menu", "Add &token…"),
            editing.add_token,
            "Ctrl+T",
            "action.add_token",
        )
    )
    edit_menu.addAction(
        window_action(
            window,
            translate("edit_menu", "Remove selected token"),
            editing.remove_selected_token,
            None,
            "action.remove_token",
        )
    )
    edit_menu.addAction(
        window_action(
            window,
            translate("edit_menu", "Move token &up"),
            lambda: editing.move_selected_token(-1),
            "Alt+Up",
            "action.move_up",
        )
    )
    edit_menu.addAction(
        window_action(
            window,
            translate("edit_menu", "Move token &down"),
            lambda: editing.move_selected_token(1),
            "Alt+Down",
            "action.move_down",
        )
    )
    edit_menu.addAction(
        window_action(
            window,
            translate("edit_menu", "&Shuffle tokens"),
            editing.shuffle_tokens,
            "Ctrl+R",
            "action.shuffle",
        )
    )
    edit_menu.addAction(editing.pipeline.typed_sequence.type_action)  # = button.type_tokens
    edit_menu.addSeparator()
    layer_actions = LayerActions(editing.document, window)  # the layer on show's
    edit_menu.addActions([layer_actions.add, layer_actions.remove])
    edit_menu.setToolTipsVisible(True)  # why an entry is disabled
    editing.pipeline.switches.add_layer_buttons(*layer_actions.buttons())
    return edit_menu, layer_actions
