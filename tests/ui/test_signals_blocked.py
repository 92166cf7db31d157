"""Widgets are quieted with one ``with`` block, and speak again whatever happens inside."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QSpinBox

from selfattn_gui.ui.foundation.bind import signals_blocked


def test_blocked_inside_and_as_before_afterwards_even_after_an_error(qtbot):
    box, spin = QCheckBox(), QSpinBox()
    qtbot.addWidget(box)
    qtbot.addWidget(spin)
    heard: list[object] = []
    box.toggled.connect(heard.append)
    spin.valueChanged.connect(heard.append)
    with pytest.raises(RuntimeError), signals_blocked(box, spin):
        box.setChecked(True)
        spin.setValue(3)
        raise RuntimeError("setting a widget failed")
    assert heard == []
    assert not box.signalsBlocked() and not spin.signalsBlocked()
    box.setChecked(False)
    assert heard == [False]
    spin.blockSignals(True)  # already quiet: stays so
    with signals_blocked(spin):
        pass
    assert spin.signalsBlocked()
