"""The window on grouped-query heads: who shares keys and values, spin.kv_heads, editing a
shared W_k, and the K/V cache note.

The example is the preset ``gqa-four-heads``: four query heads, two K/V groups.  Every
number is compared with a plain-loop forward pass written here (lists and ``math.exp``,
nothing from the package), in which query head h reads group h · G // 4.
"""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QSpinBox, QTabBar, QWidget
from table_keys import shown, table, type_into
from window_waits import drain, settle

from selfattn_gui.core.files.resources import resource_path

PRESET = "gqa-four-heads"


def matmul(a, b):
    return [
        [sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))]
        for i in range(len(a))
    ]


def naive(data, groups=None):
    """Each head's K and weights; ``groups`` (W_k, W_v per group) stands in for the file's."""
    layer = data["layers"][0]
    groups = groups or [(g["W_k"], g["W_v"]) for g in layer["kv_heads"]]
    X, heads = data["embeddings"], []
    for h, head in enumerate(layer["heads"]):
        W_k, _W_v = groups[h * len(groups) // len(layer["heads"])]
        Q, K = matmul(X, head["W_q"]), matmul(X, W_k)
        d_k = len(Q[0])
        weights = []
        for q in Q:
            scaled = [sum(q[c] * k[c] for c in range(d_k)) / math.sqrt(d_k) for k in K]
            exps = [math.exp(s - max(scaled)) for s in scaled]
            weights.append([e / sum(exps) for e in exps])
        heads.append({"K": K, "weights": weights})
    return heads


@pytest.fixture
def data():
    path = resource_path("presets", f"{PRESET}.selfattn.json")
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture
def app(qtbot, open_app):
    return open_app(qtbot, PRESET)


@pytest.fixture
def window(app):
    return app.window


def close(a, b):
    np.testing.assert_allclose(np.asarray(a, dtype=float), np.asarray(b, dtype=float), atol=1e-9)


def choose_head(qtbot, window, number):
    """Click the tab "head <number>" over the pipeline."""
    tabs = window.findChild(QTabBar, "tabs.head")
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(number - 1).center())
    assert window.document.selected_head == number - 1
    settle(qtbot, window)


def projections_title(window):
    drain()
    return window.findChild(QLabel, "title.projections").text()


def spin(window) -> QSpinBox:
    return window.findChild(QSpinBox, "spin.kv_heads")


def type_count(qtbot, box: QSpinBox, text: str) -> None:
    """Select the count in the box, type ``text`` and press Enter."""
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key.Key_Return)


# -- the tests ----------------------------------------------------------------------------------


def test_the_projections_say_which_heads_share_keys_and_values(qtbot, window, data):
    title = "W_q, W_k, W_v of head 1; K, V shared by heads 1–2 (group 1 of 2)"
    assert projections_title(window) == title
    groups = data["layers"][0]["kv_heads"]
    close(shown(window, "editor.W_k"), groups[0]["W_k"])
    choose_head(qtbot, window, 3)
    assert projections_title(window).endswith("; K, V shared by heads 3–4 (group 2 of 2)")
    close(shown(window, "editor.W_k"), groups[1]["W_k"])
    close(shown(window, "editor.W_v"), groups[1]["W_v"])
    assert "changes heads 3–4" in window.findChild(QLabel, "note.W_v").text()
    close(shown(window, "view.K"), naive(data)[2]["K"])
    close(shown(window, "view.weights"), naive(data)[2]["weights"])


def test_an_edit_of_a_shared_w_k_changes_every_head_of_its_group(qtbot, window, data):
    document = window.document
    choose_head(qtbot, window, 2)
    type_into(qtbot, table(window, "editor.W_k"), 2, 0, "1")
    assert document.session.layers[0].kv_heads[0].W_k[2, 0] == 1.0
    assert document.undo_stack.count() == 1
    assert document.undo_stack.text(0) == "Edit W_k (K/V group 1)"
    message = window.statusBar().currentMessage()
    assert message == "W_k of K/V group 1 is shared: this edit changes heads 1–2 at once."
    groups = [(g["W_k"], g["W_v"]) for g in data["layers"][0]["kv_heads"]]
    groups[0][0][2][0] = 1.0
    edited = naive(data, groups)
    close(shown(window, "view.weights"), edited[1]["weights"])
    choose_head(qtbot, window, 1)  # head 1 reads the same W_k: it changed too
    close(shown(window, "view.K"), edited[0]["K"])
    close(shown(window, "view.weights"), edited[0]["weights"])
    choose_head(qtbot, window, 3)  # the other group's heads did not
    close(shown(window, "view.weights"), naive(data)[2]["weights"])
    document.undo_stack.undo()
    assert document.session.layers[0].kv_heads[0].W_k[2, 0] == 0.0


def test_spin_kv_heads_takes_only_counts_that_split_the_heads(qtbot, window, data):
    document = window.document
    box = spin(window)
    assert box.isVisible() and (box.value(), box.minimum(), box.maximum()) == (2, 1, 4)
    start = document.session
    with qtbot.waitSignal(document.sig_message) as said:
        type_count(qtbot, box, "3")
    assert said.args[0] == "K/V groups: 3 does not split the 4 heads evenly; choose 1, 2, 4"
    assert document.session is start and document.undo_stack.count() == 0

    qtbot.keyClick(box, Qt.Key.Key_Up)  # 2 → 4: every head its own W_k and W_v
    layer = document.session.layers[0]
    assert box.value() == 4 and layer.kv_heads is None
    assert document.undo_stack.count() == 1
    assert document.undo_stack.text(0) == "K/V groups 2 → 4"
    groups = data["layers"][0]["kv_heads"]
    for head in range(4):  # each keeps what it read: its old group's
        close(layer.heads[head].W_k, groups[head // 2]["W_k"])
        close(layer.heads[head].W_v, groups[head // 2]["W_v"])
    assert "K, V shared" not in projections_title(window)

    document.undo_stack.undo()
    assert document.session.equals(start) and box.value() == 2
    qtbot.keyClick(box, Qt.Key.Key_Down)  # 2 → 1: one W_k and W_v for all, group 1's
    assert box.value() == 1 and document.session.layers[0].n_kv_heads == 1
    assert document.undo_stack.count() == 1
    assert projections_title(window).endswith("; K, V shared by heads 1–4 (group 1 of 1)")
    first = (groups[0]["W_k"], groups[0]["W_v"])
    choose_head(qtbot, window, 4)
    close(shown(window, "view.weights"), naive(data, [first])[3]["weights"])


def test_the_memory_note_compares_the_cache_with_one_group_per_head(qtbot, window):
    note = window.findChild(QLabel, "note.kv_cache")
    assert note.isVisible()
    text = note.text()
    # 2 groups · (a key and a value of 2 numbers) · 8 bytes = 64; 4 heads: 128.
    assert "K/V cache per token: 2 · 2 · 2 · 8 = 64 bytes (2 K/V groups, float64)" in text
    assert "against 128 bytes" in text
    # Llama 2 70B, float16: 2 · 8 · 128 · 2 = 4,096 bytes per token per layer, 32,768 with
    # 64 K/V heads; 80 layers · 4,096 tokens · 4,096 bytes = 1.25 GiB, against 10 GiB.
    assert "Llama 2 70B (80 layers, 64 heads in 8 K/V groups, d_k 128, float16)" in text
    assert "4 KiB against 32 KiB per token per layer" in text
    assert "1.25 GiB against 10 GiB for a 4,096-token context" in text
    assert "320 KiB against 2,560 KiB" in note.toolTip()  # per token, all 80 layers
    qtbot.keyClick(spin(window), Qt.Key.Key_Down)  # one group
    assert "2 · 1 · 2 · 8 = 32 bytes" in note.text()
    qtbot.keyClick(spin(window), Qt.Key.Key_Up)
    qtbot.keyClick(spin(window), Qt.Key.Key_Up)  # 1 → 2 → 4: nothing shared, no note
    assert window.document.session.layers[0].kv_heads is None
    assert not note.isVisible()


@pytest.mark.parametrize(("preset", "spin_shown"), [("two-heads", True), ("cat-sat-mat", False)])
def test_heads_of_their_own_show_no_note_and_one_head_no_spin(qtbot, open_app, preset, spin_shown):
    window = open_app(qtbot, preset).window
    assert not window.findChild(QLabel, "note.kv_cache").isVisible()
    assert spin(window).isVisible() == spin_shown
    kv_box = window.findChild(QWidget, "kv_groups")
    assert kv_box.isVisible() == spin_shown
    if spin_shown:
        assert spin(window).value() == 2  # two heads, each its own: G = 2
        assert QApplication.focusWidget() is not spin(window)
