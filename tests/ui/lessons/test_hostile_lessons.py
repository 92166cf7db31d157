"""Hostile lesson files in the learner's lesson folder: the app always starts, loads nothing.

A corpus of broken lesson files, each with the kind of one-line message it must get,
is put in the user lesson folder; the real window starts, lists each file with its
line (as plain text), and ``--self-test`` still passes.  Lessons whose plain fields
hold markup, and lesson text that only the renderer stands between and Qt, are shown
while a marker image (1000 px tall) is watched: if any label loaded it, it would be
1000 px tall.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from lesson_samples import good_lesson
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLabel, QListWidget, QPushButton

from selfattn_gui.core.files.resources import resource_path
from selfattn_gui.core.files.user_data import user_data_dir
from selfattn_gui.core.lessons.lesson import Lesson, Predict, Step, Task, list_lessons
from selfattn_gui.ui.lessons.lessons_widget import LessonsWidget

MARKER_HEIGHT = 1000


def lesson_data(lesson_id: str) -> dict:
    return good_lesson(lesson_id, tolerance=0.05)


def with_field(lesson_id: str, path: list, value) -> str:
    data = copy.deepcopy(lesson_data(lesson_id))
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return json.dumps(data)


def replaced(lesson_id: str, old: str, new: str) -> str:
    text = json.dumps(lesson_data(lesson_id))
    assert old in text
    return text.replace(old, new)


BIG = "1" + "7" * 400  # a 401-digit number: too large for a float

#: (file name, what to write, a piece of the one-line message it must get)
HOSTILE_LESSONS: list[tuple[str, object, str]] = [
    (
        "20-cdata.json",
        with_field("20-cdata", ["steps", 0, "text"], "<![foo[ x ]]>"),
        "declarations",
    ),
    (
        "21-open-decl.json",
        with_field("21-open-decl", ["steps", 0, "text"], "<![ x"),
        "declarations",
    ),
    (
        "22-spaced-img.json",
        with_field("22-spaced-img", ["steps", 0, "text"], "< img src=/dev/zero>"),
        "the tag <img> is not allowed",
    ),
    (
        "23-newline-img.json",
        with_field("23-newline-img", ["steps", 0, "predict", "question"], "<\nimg src=/dev/zero>"),
        "steps[0].predict.question: the tag <img>",
    ),
    (
        "24-unclosed-img.json",
        with_field("24-unclosed-img", ["steps", 0, "task", "hint"], "see <img src=/dev/zero"),
        "steps[0].task.hint: the tag <img>",
    ),
    (
        "25-huge-value.json",
        replaced("25-huge-value", '"value": true', f'"value": {BIG}'),
        "steps[0].task.condition.value: expected a number",
    ),
    (
        "26-huge-tolerance.json",
        replaced("26-huge-tolerance", '"tolerance": 0.05', f'"tolerance": {BIG}'),
        "steps[0].predict.tolerance: expected a finite number",
    ),
    (
        "27-infinite-tolerance.json",
        replaced("27-infinite-tolerance", '"tolerance": 0.05', '"tolerance": 1e400'),
        "steps[0].predict.tolerance: expected a finite number",
    ),
    (
        "28-huge-quantity.json",
        replaced(
            "28-huge-quantity",
            '{"quantity": "weight", "query": "cat", "key": "cat"}',
            f'{{"quantity": "attention_memory", "bytes_per_number": {BIG}}}',
        ),
        "steps[0].predict.answer_expr.bytes_per_number",
    ),
    (
        "29-huge-cell.json",
        with_field(
            "29-huge-cell",
            ["steps", 0, "actions"],
            [{"set": {"cells": [{"matrix": "W_o", "row": 0, "column": 0, "value": 10**400}]}}],
        ),
        "steps[0].actions[0].set.cells[0].value",
    ),
    (
        "30-5000-digits.json",
        replaced("30-5000-digits", '"version": 1', '"version": ' + "9" * 5000),
        "not valid JSON",
    ),
    ("31-deep.json", "[" * 100_000 + "]" * 100_000, "nested"),
    ("32-empty.json", "", "empty"),
    ("33-not-utf8.json", b"\xff\xfe\x00{", "not UTF-8"),
    ("34-folder.json", None, "is a folder"),
    (
        "35-deep-condition.json",
        with_field(
            "35-deep-condition",
            ["steps", 0, "task", "condition"],
            json.loads(
                '{"not": ' * 40 + '{"quantity": "causal", "op": "==", "value": true}' + "}" * 40
            ),
        ),
        "nested too deeply",
    ),
    (
        "36-comment.json",
        with_field("36-comment", ["summary"], "<!-- <img src=/dev/zero> -->"),
        "lesson.summary: comments",
    ),
]
if hasattr(os, "mkfifo"):
    HOSTILE_LESSONS.append(("37-fifo.json", "fifo", "not an ordinary file"))


def write_hostile_lessons(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, content, _expected in HOSTILE_LESSONS:
        path = folder / name
        if content is None:
            path.mkdir()
        elif content == "fifo":
            os.mkfifo(path)
        elif isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(str(content), encoding="utf-8")


SHIPPED = len(list(resource_path("lessons").glob("*.json")))  # lessons are added in turn


@pytest.fixture
def hostile_user_lessons() -> Path:
    folder = user_data_dir() / "lessons"
    write_hostile_lessons(folder)
    return folder


def test_each_hostile_lesson_file_gets_its_one_line(hostile_user_lessons):
    lessons, problems = list_lessons()
    assert len(lessons) == SHIPPED  # the shipped lessons are all there
    assert len(problems) == len(HOSTILE_LESSONS)
    for (name, _content, expected), problem in zip(sorted(HOSTILE_LESSONS), problems, strict=True):
        assert problem.startswith(f"{name}: "), problem
        assert expected in problem, problem
        assert "\n" not in problem and "Traceback" not in problem


def test_the_window_starts_and_lists_each_hostile_lesson_as_plain_text(
    hostile_user_lessons, open_app, qtbot
):
    app = open_app(qtbot)
    window = app.window
    app.lessons.open_lessons()
    errors = window.findChild(QLabel, "label.lesson_errors")
    qtbot.waitUntil(errors.isVisible)
    assert errors.textFormat() == Qt.TextFormat.PlainText
    for name, _content, _expected in HOSTILE_LESSONS:
        assert f"⚠ {name}: " in errors.text()
    assert window.findChild(QListWidget, "list.lessons").count() == SHIPPED


def test_self_test_passes_with_hostile_user_lessons_and_names_them(hostile_user_lessons, tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-m", "selfattn_gui", "--self-test"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "self-test: ok" in proc.stdout
    assert "Traceback" not in proc.stderr
    for name, _content, _expected in HOSTILE_LESSONS:
        assert f"your lesson {name}: " in proc.stdout


# -- nothing a lesson shows can load a file ------------------------------------------------------


@pytest.fixture
def marker(tmp_path) -> str:
    """A tall image: any label that loads it becomes taller than any text label here."""
    image = QImage(20, MARKER_HEIGHT, QImage.Format.Format_RGB32)
    image.fill(QColor("red"))
    path = tmp_path / "marker.png"
    assert image.save(str(path))
    return str(path)


def spellings(path: str) -> list[str]:
    """The image tag in the spellings Qt reads (and today's checker did not all catch)."""
    return [
        f"<img src={path}>",
        f"< img src={path}>",
        f"<\nimg src={path}>",
        f"<p>see <img src={path}",
        f"<IMG SRC='file://{path}'/>",
        f"&lt;b&gt;<img src={path}>",
    ]


def loaded_labels(widget) -> list[str]:
    return [
        label.objectName() or label.text()[:40]
        for label in widget.findChildren(QLabel)
        if label.sizeHint().height() >= MARKER_HEIGHT
    ]


def assert_marker_detects_loading(qtbot, texts: list[str]) -> None:
    """The detector works: each text, given to a label as it is, does load the marker."""
    for text in texts:
        label = QLabel(text)
        qtbot.addWidget(label)
        assert label.sizeHint().height() >= MARKER_HEIGHT, repr(text)


def test_hostile_text_in_every_lesson_field_loads_nothing(qtbot, app, window, marker):
    """Lesson objects built directly: only the renderer is between this text and Qt."""
    hostile = spellings(marker)
    assert_marker_detects_loading(qtbot, hostile)
    steps = tuple(
        Step(
            title=text,
            text=text,
            predict=Predict(
                question=text,
                answer={"quantity": "weight", "query": "cat", "key": "cat"},
                tolerance=0.05,
                explanation=text,
                unit="<img>",
            ),
            task=Task(
                instruction=text,
                condition={"quantity": "causal", "op": "==", "value": True},
                hint=text,
            ),
        )
        for text in hostile
    )
    lesson = Lesson(id="99-hostile", title=hostile[0], summary=hostile[1], steps=steps)
    widget = LessonsWidget(window.document, [lesson], [hostile[2]], app.lessons.progress)
    qtbot.addWidget(widget)
    widget.resize(500, 700)
    widget.show()
    qtbot.waitExposed(widget)
    assert loaded_labels(widget) == []  # the browser: title, summary, error list
    widget.open_lesson("99-hostile", 0)
    panel = widget.panel
    for index in range(len(steps)):
        assert panel.step_index == index
        qtbot.keyClicks(panel.predict_box.edit, "0.5")
        qtbot.mouseClick(panel.predict_box.reveal_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(panel.task_box.hint_button, Qt.MouseButton.LeftButton)
        assert panel.predict_box.explanation.isVisible() and panel.task_box.hint.isVisible()
        assert loaded_labels(widget) == [], hostile[index]
        if index + 1 < len(steps):
            qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)


def test_a_lesson_whose_plain_fields_hold_markup_shows_them_as_written(open_app, qtbot, marker):
    """Titles are plain text in the lesson format: shown as typed, loading nothing."""
    folder = user_data_dir() / "lessons"
    folder.mkdir(parents=True)
    data = lesson_data("40-plain-titles")
    data["title"] = f"Tags <img src={marker}> in a title"
    data["steps"][0]["title"] = f"< img src={marker}>"
    data["steps"][0]["predict"]["unit"] = "<img>"
    (folder / "40-plain-titles.json").write_text(json.dumps(data), encoding="utf-8")
    assert_marker_detects_loading(qtbot, [f"<b>{data['title']}</b>", data["steps"][0]["title"]])
    app = open_app(qtbot)
    window = app.window
    app.lessons.open_lessons()
    lessons = window.findChild(QListWidget, "list.lessons")
    qtbot.waitUntil(lessons.isVisible)
    titles = [lessons.item(row).text() for row in range(lessons.count())]
    assert any(f"Tags <img src={marker}> in a title" in title for title in titles)
    lessons.setCurrentRow(titles.index(next(t for t in titles if "Tags" in t)))
    qtbot.mouseClick(
        window.findChild(QPushButton, "button.lesson_start"), Qt.MouseButton.LeftButton
    )
    dock = app.lessons.docks["lessons"]
    assert loaded_labels(dock) == []
    step_title = window.findChild(QLabel, "label.step_title")
    assert step_title.textFormat() == Qt.TextFormat.RichText
    assert f"&lt; img src={marker}&gt;" in step_title.text()
