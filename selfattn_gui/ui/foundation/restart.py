"""Starting the app again, for a choice that takes effect at start (the language).

The window's texts are made as it is built, so a new language shows from the next
start; rather than telling the learner to quit and come back, the app offers to do it:
it closes the window the usual way (with its "Save changes?" question, which may
cancel) and starts itself again with the same command line, minus any ``--lang``.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtCore import QProcess
from PySide6.QtWidgets import QMessageBox, QWidget

from selfattn_gui.core.text import translate


def restart_command(
    argv: Sequence[str] | None = None, *, frozen: bool | None = None
) -> tuple[str, list[str]]:
    """``(program, arguments)`` that start the app as it was started, without ``--lang``.

    ``argv`` is the interpreter's whole command line (``sys.orig_argv``: ``python -m
    selfattn_gui FILE``) or, frozen, the executable's (``sys.argv``).
    """
    frozen = getattr(sys, "frozen", False) if frozen is None else frozen
    if argv is None:
        argv = sys.argv if frozen else sys.orig_argv
    arguments: list[str] = []
    skip = False
    for argument in list(argv)[1:]:
        if skip:
            skip = False
        elif argument == "--lang":
            skip = True
        elif not argument.startswith("--lang="):
            arguments.append(argument)
    return sys.executable, arguments


def restart(window: QWidget) -> bool:
    """Close ``window`` as the learner would and start the app again; False when the
    closing was cancelled (the work stays open)."""
    if not window.close():
        return False
    program, arguments = restart_command()
    return QProcess.startDetached(program, arguments)[0]


def offer_restart(window: QWidget) -> QMessageBox:
    """Say that the language changes at the next start and offer to start again now."""
    box = QMessageBox(window)
    box.setObjectName("dialog.restart")
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(translate("restart", "Language"))
    box.setText(translate("restart", "The new language shows when selfattn-gui starts again."))
    box.setInformativeText(
        translate("restart", "Start again now? You will be asked to save unsaved work first.")
    )
    now = box.addButton(translate("restart", "Start again now"), QMessageBox.ButtonRole.AcceptRole)
    now.setObjectName("button.restart_now")
    later = box.addButton(translate("restart", "Later"), QMessageBox.ButtonRole.RejectRole)
    later.setObjectName("button.restart_later")
    box.setDefaultButton(later)
    box.buttonClicked.connect(lambda button: button is now and restart(window))
    box.open()
    return box
