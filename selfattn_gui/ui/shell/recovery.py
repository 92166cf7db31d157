"""After a crash: offer every copy of unsaved work; while working: say when backups fail.

The window holds one document, so one copy is restored into it; the others stay in the
recovery folder and are offered again at the next start (the dialog says so).  A copy
is deleted only when the learner restored it (once this window has its own backup of
the work) or pressed Delete; a damaged copy is listed with its reason and kept.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStatusBar,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.model.autosave import Autosaver
from selfattn_gui.model.document import Document
from selfattn_gui.model.recovery_copies import (
    RecoveryCopy,
    RecoveryScan,
    one_line_reason,
    scan_recovery_folder,
)
from selfattn_gui.ui.foundation import plain_text

_COLUMNS = (
    QT_TRANSLATE_NOOP("recovery", "Work"),
    QT_TRANSLATE_NOOP("recovery", "Saved"),
    QT_TRANSLATE_NOOP("recovery", "Size"),
    QT_TRANSLATE_NOOP("recovery", "State"),
)


def copy_name(copy: RecoveryCopy) -> str:
    """The copy's title as it may be shown (plain text, shortened)."""
    return plain_text.shown(copy.title or translate("recovery", "untitled"), limit=80)


class RecoveryDialog(QDialog):
    """Every copy found, with Restore (one, into this window), Delete and Keep all."""

    def __init__(
        self, copies: list[RecoveryCopy], folder: Path, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("dialog.recovery")
        self.setWindowTitle(translate("recovery", "Restore unsaved work?"))
        self.setModal(True)
        self.chosen: RecoveryCopy | None = None
        # Tests and automation replace this to answer without a person.
        self.confirm_delete: Callable[[RecoveryCopy], bool] = self._confirm_delete
        self._copies = list(copies)

        heading, note = self._build_list(folder)
        buttons = self._build_buttons()
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.details_label)
        layout.addWidget(note)
        layout.addWidget(self.error_label)
        layout.addLayout(buttons)
        self._fill()
        self.resize(760, 360)

    def _build_list(self, folder: Path) -> tuple[QLabel, QLabel]:
        """The list of copies with the texts around it; returns (heading, note on ``folder``)."""
        heading = plain_label_bold(
            translate(
                "recovery",
                "selfattn-gui did not close normally last time. "
                "It kept these copies of unsaved work:",
            )
        )
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("recovery.copies")
        self.tree.setHeaderLabels([translate("recovery", column) for column in _COLUMNS])
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.itemSelectionChanged.connect(self._on_tree_selection_changed)
        self.tree.itemDoubleClicked.connect(self._on_tree_item_double_clicked)
        note = plain_text.plain_label(
            translate(
                "recovery",
                "Restore opens one copy in this window. The others stay in the recovery "
                "folder and are offered again the next time selfattn-gui starts. Delete "
                "removes a copy for good. The folder: {folder}",
            ).format(folder=folder),
            self,
        )
        note.setWordWrap(True)
        # The whole reason of the copy selected (the State column may cut it short).
        self.details_label = plain_text.plain_label("", self)
        self.details_label.setObjectName("recovery.details")
        self.details_label.setWordWrap(True)
        self.error_label = plain_text.plain_label("", self)
        self.error_label.setObjectName("recovery.error")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        return heading, note

    def _build_buttons(self) -> QHBoxLayout:
        """Restore (the default), Delete and Keep all, in a row on the right."""
        self.restore_button = QPushButton(translate("recovery", "&Restore in this window"), self)
        self.restore_button.setObjectName("recovery.restore")
        self.restore_button.clicked.connect(self._on_restore_clicked)
        self.delete_button = QPushButton(translate("recovery", "&Delete copy…"), self)
        self.delete_button.setObjectName("recovery.delete")
        self.delete_button.clicked.connect(self._on_delete_clicked)
        self.keep_button = QPushButton(translate("recovery", "&Keep all for later"), self)
        self.keep_button.setObjectName("recovery.keep")
        self.keep_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.restore_button, self.delete_button, self.keep_button):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        self.restore_button.setDefault(True)
        return buttons

    def _fill(self) -> None:
        self.tree.clear()
        locale = QLocale()
        for index, copy in enumerate(self._copies):
            saved = (
                locale.toString(
                    QDateTime.fromSecsSinceEpoch(int(copy.saved_at)),
                    QLocale.FormatType.ShortFormat,
                )
                if copy.saved_at is not None
                else translate("recovery", "unknown")
            )
            size = locale.formattedDataSize(copy.size) if copy.size is not None else ""
            state = (
                translate("recovery", "can be restored")
                if copy.restorable
                else translate("recovery", "damaged, kept: {problem}").format(
                    problem=plain_text.shown(copy.problem or "")
                )
            )
            # Item views draw their text as plain text; their tooltips are rich text.
            item = QTreeWidgetItem([copy_name(copy), saved, size, state])
            item.setData(0, Qt.ItemDataRole.UserRole, index)
            full = "\n".join(
                [plain_text.shown(copy.title or translate("recovery", "untitled")), state]
            )
            for column in range(len(_COLUMNS)):
                item.setToolTip(column, plain_text.tooltip(full))
            self.tree.addTopLevelItem(item)
        for column in range(len(_COLUMNS) - 1):
            self.tree.resizeColumnToContents(column)
        first_good = next((i for i, c in enumerate(self._copies) if c.restorable), None)
        first_item = self.tree.topLevelItem(first_good) if first_good is not None else None
        if first_item is not None:
            self.tree.setCurrentItem(first_item)
        self._on_tree_selection_changed()

    def selected_copy(self) -> RecoveryCopy | None:
        items = self.tree.selectedItems()
        if not items:
            return None
        return self._copies[int(items[0].data(0, Qt.ItemDataRole.UserRole))]

    def _on_tree_selection_changed(self) -> None:
        copy = self.selected_copy()
        self.restore_button.setEnabled(copy is not None and copy.restorable)
        self.delete_button.setEnabled(copy is not None)
        if copy is None or copy.restorable:
            plain_text.set_plain(self.details_label, "")
        else:
            reason = plain_text.shown(copy.problem or "", limit=600)
            plain_text.set_plain(
                self.details_label,
                translate("recovery", "Why it cannot be restored: {reason}").format(reason=reason),
            )

    def _on_tree_item_double_clicked(self, _item: QTreeWidgetItem, _column: int) -> None:
        self._on_restore_clicked()

    def _on_restore_clicked(self) -> None:
        copy = self.selected_copy()
        if copy is not None and copy.restorable:
            self.chosen = copy
            self.accept()

    def _on_delete_clicked(self) -> None:
        copy = self.selected_copy()
        if copy is None or not self.confirm_delete(copy):
            return
        try:
            copy.discard()
        except OSError as error:
            plain_text.set_plain(
                self.error_label,
                translate(
                    "recovery", "Could not delete “{name}”: {reason} ({file}). It is kept."
                ).format(name=copy_name(copy), reason=one_line_reason(error), file=error.filename),
            )
            self.error_label.show()
            return
        self.error_label.hide()
        self._copies.remove(copy)
        if not self._copies:
            self.reject()
            return
        self._fill()

    def _confirm_delete(self, copy: RecoveryCopy) -> bool:
        answer = plain_text.message(
            self,
            QMessageBox.Icon.Question,
            translate("recovery", "Delete this copy?"),
            translate(
                "recovery", "Delete the unsaved work “{name}” for good? This cannot be undone."
            ).format(name=copy_name(copy)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes


def plain_label_bold(text: str) -> QLabel:
    label = plain_text.plain_label(text)
    label.setWordWrap(True)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


def choose_in_dialog(parent: QWidget, scan: RecoveryScan) -> RecoveryCopy | None:
    """Show :class:`RecoveryDialog`; the copy to restore, or None to keep them all."""
    dialog = RecoveryDialog(scan.copies, scan.folder, parent)
    try:
        dialog.exec()
        return dialog.chosen
    finally:
        dialog.deleteLater()


def offer_recovery(
    parent: QWidget,
    document: Document,
    autosaver: Autosaver,
    choose: Callable[[QWidget, RecoveryScan], RecoveryCopy | None] = choose_in_dialog,
) -> bool:
    """Offer every copy left by apps that are gone; True when one was restored.

    The restored copy is deleted only once this window's own backup of it is on disk;
    every other copy is kept unless the learner deleted it in the dialog.
    """
    scan = scan_recovery_folder(autosaver.folder)
    try:
        if scan.problem is not None:
            document.sig_message.emit(
                translate(
                    "recovery", "Could not look for unsaved work from last time: {problem}."
                ).format(problem=scan.problem)
            )
        if not scan.copies:
            return False
        chosen = choose(parent, scan)
        if chosen is None or not chosen.restorable:
            return False
        _restore(chosen, document, autosaver, scan)
        return True
    finally:
        scan.release()


def _restore(
    chosen: RecoveryCopy, document: Document, autosaver: Autosaver, scan: RecoveryScan
) -> None:
    document.load(chosen.load(), chosen.original_path)
    document.undo_stack.resetClean()  # restored work is unsaved work
    autosaver.write_now()
    autosaver.flush()
    name = copy_name(chosen)
    if autosaver.last_error is not None:
        document.sig_message.emit(
            translate(
                "recovery",
                "Restored “{name}”. Its recovery copy is kept, because this window cannot "
                "back the work up: {error}.",
            ).format(name=name, error=autosaver.last_error)
        )
        return
    try:
        chosen.discard()
    except OSError as error:
        document.sig_message.emit(
            translate(
                "recovery",
                "Restored “{name}”. Its old recovery copy could not be removed "
                "({reason}), so it will be offered again.",
            ).format(name=name, reason=one_line_reason(error))
        )
        return
    others = sum(1 for copy in scan.copies if copy is not chosen and copy.session_file.exists())
    if others > 1:
        restored = translate(
            "recovery",
            "Restored “{name}”. %n other copies are kept for the next start.",
            None,
            others,
        )
    elif others == 1:
        restored = translate(
            "recovery", "Restored “{name}”. 1 other copy is kept for the next start."
        )
    else:
        restored = translate("recovery", "Restored “{name}”.")
    document.sig_message.emit(restored.format(name=name))


class BackupWarning(QWidget):
    """A status-bar sign, shown while the learner's work is not being backed up."""

    def __init__(self, status_bar: QStatusBar) -> None:
        super().__init__(status_bar)
        self.setObjectName("statusbar.backup_warning")
        self._status_bar = status_bar
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        icon = QLabel(self)
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        warning_icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        icon.setPixmap(warning_icon.pixmap(size, size))
        layout.addWidget(icon)
        layout.addWidget(plain_text.plain_label(translate("recovery", "Not backed up"), self))
        self.hide()

    def _on_autosaver_backup_failed(self, reason: str) -> None:
        message = backup_failed_message(reason)
        plain_text.set_tooltip(self, plain_text.shown(message, limit=1000))
        self.show()
        self._status_bar.showMessage(message, 30_000)

    def _on_autosaver_backup_resumed(self) -> None:
        self.hide()
        self.setToolTip("")
        self._status_bar.showMessage(
            translate("recovery", "Backups work again: your unsaved work is being kept safe."),
            10_000,
        )


def backup_failed_message(reason: str) -> str:
    return translate(
        "recovery",
        "Your work is not being backed up: {reason}. Save it with File → Save to keep "
        "it safe; selfattn-gui keeps trying.",
    ).format(reason=reason)


def install_backup_warning(window: QMainWindow, autosaver: Autosaver) -> BackupWarning:
    """Tell the learner once when backups fail (status bar and a lasting sign), and clear it."""
    warning = BackupWarning(window.statusBar())
    window.statusBar().addPermanentWidget(warning)
    # Bound slots: Qt disconnects them if the window goes first.
    autosaver.sig_backup_failed.connect(warning._on_autosaver_backup_failed)
    autosaver.sig_backup_resumed.connect(warning._on_autosaver_backup_resumed)
    return warning
