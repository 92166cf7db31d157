"""A lesson that opens a trained model, shows its second layer and asks for a head off.

The lesson is a file in the learner's lesson folder, as a teacher would write one; the
window is driven as a learner drives it (Next, the head switch).
"""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QToolButton

from selfattn_gui.core.files.user_data import user_data_dir
from selfattn_gui.core.sessions import presets

LESSON = {
    "format": "selfattn-lesson",
    "version": 1,
    "id": "40-a-model",
    "title": "A model",
    "summary": "Opens a trained model.",
    "steps": [
        {
            "title": "Start",
            "text": "<p>An example first.</p>",
            "actions": [{"load_preset": "cat-sat-mat"}],
        },
        {
            "title": "The copying heads",
            "text": "<p>Layer 2 of a trained model.</p>",
            "actions": [
                {"load_model": "induction"},
                {"set": {"tokens": ["a", "b", "c", "d", "a", "b", "c", "d"]}},
                {"select_layer": 1},
                {"select_head": 1},
                {"highlight": ["heatmap.weights"]},
            ],
            "task": {
                "instruction": "Switch head 2 of layer 2 off.",
                "condition": {
                    "quantity": "head_on",
                    "layer": 1,
                    "head": 1,
                    "op": "==",
                    "value": False,
                },
                "solution": [{"set": {"heads_off": [[1, 1]]}}],
            },
        },
    ],
}


def test_a_lesson_opens_a_trained_model_on_the_layer_and_head_it_names(open_app, qtbot):
    labels = presets.load_model("induction").vocabulary.labels
    sequence = [labels[i] for i in (1, 2, 3, 4, 1, 2, 3, 4)]
    LESSON["steps"][1]["actions"][1] = {"set": {"tokens": sequence}}
    folder = user_data_dir() / "lessons"
    folder.mkdir(parents=True)
    (folder / "40-a-model.json").write_text(json.dumps(LESSON), encoding="utf-8")
    app = open_app(qtbot)
    app.lessons.open_lessons("40-a-model", 0)
    panel = app.lessons.lessons.panel
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    doc = app.document
    assert doc.session.tokens == tuple(sequence)
    assert doc.session.n_layers == 2 and doc.session.vocabulary is not None
    assert doc.shown_layer == 1
    assert app.window.findChild(QComboBox, "combo.layer").currentIndex() == 1
    assert doc.selected_head == 1
    assert not panel.task_box.done
    switch = app.window.findChild(QToolButton, "toggle.head_off")
    qtbot.mouseClick(switch, Qt.MouseButton.LeftButton)  # the learner's own click
    assert not doc.session.layers[1].is_on(1) and doc.session.layers[0].is_on(1)
    qtbot.waitUntil(lambda: panel.task_box.done)
