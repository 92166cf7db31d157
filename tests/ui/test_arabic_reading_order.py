"""In Arabic every number, list, formula, token sequence, key sequence and file pattern
reads on screen as it is written: "−0.71" minus first, "[−1, −2]" with its brackets,
commas and signs in place, "<s> H K P Z …" with its brackets, "(*.selfattn.json)" as a
pattern.  Each check lays out the text the window (or the worksheet) really hands to Qt
and reads its characters back in the order they land on the screen."""

from __future__ import annotations

import json
import re
import time
import unicodedata

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QImage, QPainter, QTextDocument, QTextOption
from PySide6.QtWidgets import QApplication, QComboBox, QFileDialog, QFileSystemModel, QLabel
from visual_order import (
    RTL,
    button_text,
    document_lines,
    label_lines,
    paragraph_directions,
    visual_order,
)

from selfattn_gui.core.files.resources import resource_path
from selfattn_gui.core.lessons.lesson_markup import plain, render
from selfattn_gui.core.sessions import presets
from selfattn_gui.core.teaching.worksheet import build_worksheet
from selfattn_gui.core.text_direction import isolate_runs
from selfattn_gui.model.document import Document
from selfattn_gui.ui.export.worksheet_pdf import paint_worksheet
from selfattn_gui.ui.foundation import file_dialogs, language
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.shell.compose import build_app


@pytest.fixture
def drawn(monkeypatch) -> list[tuple[str, Qt.LayoutDirection]]:
    """Each text a painter is asked to draw from Python (the heatmap's cells, the
    worksheet's lines), with the direction Qt lays it out in: the text option's if it
    sets one, else the painter's own."""
    texts: list[tuple[str, Qt.LayoutDirection]] = []
    draw = QPainter.drawText

    def recording(painter, *args):
        words = next(arg for arg in args if isinstance(arg, str))
        option = next((arg for arg in args if isinstance(arg, QTextOption)), None)
        direction = painter.layoutDirection()
        if option is not None and option.textDirection() != Qt.LayoutDirection.LayoutDirectionAuto:
            direction = option.textDirection()
        texts.append((words, direction))
        return draw(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", recording)
    return texts


def _wait(until, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, "the window did not settle"
        QApplication.processEvents()
        time.sleep(0.01)


@pytest.fixture(scope="module")
def arabic(qapp):
    installed = language.install(qapp, "ar")
    yield
    language.uninstall(qapp, installed)


@pytest.fixture(scope="module")
def app(qapp, arabic):
    """The window in Arabic on cat-sat-mat (whose scores are negative), built once."""
    built = build_app(Document(presets.load_preset("cat-sat-mat")))
    built.files.ask_discard = lambda: "discard"
    window = built.window
    window.resize(1280, 800)
    window.show()
    _wait(lambda: window.isVisible() and not window.pipeline.fit_pending)
    yield built
    window.close()
    window.deleteLater()
    qapp.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qapp.processEvents()


def _settle(app) -> None:
    _wait(lambda: not app.window.pipeline.fit_pending)
    QApplication.processEvents()


def _arabic_letter(ch: str) -> bool:
    return "\u0600" <= ch <= "\u06ff"


# -- the rule itself -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "written",
    [
        "−0.71",
        "[−1، −5، −3]",
        "[−0.71, −1.41, −1.41]",
        "0·1 + (−1)·2 = −2",
        "<s> H K P Z … H K P Z …",
        "(*.selfattn.json)",
        "√d_k = √2 ≈ 1.414",
    ],
)
def test_an_arabic_sentence_keeps_what_it_holds_in_its_written_order(arabic, written):
    sentence = f"القيمة {written} هنا"
    # Laid out as it is, the sentence's direction takes the signs and brackets along.
    assert written not in visual_order(sentence, RTL)
    shown = visual_order(isolate_runs(sentence), RTL)
    assert written in shown
    # ... and it stays where the sentence puts it: between its two words.
    assert shown.startswith("انه ") and shown.endswith(" ةميقلا")


def test_a_list_of_numbers_in_a_sentence_keeps_the_sentence_order(arabic):
    # Outside brackets the numbers are the sentence's own list: read right to left.
    shown = visual_order(isolate_runs("مجاميع الأعمدة: 1.56، −0.87، 0.57"), RTL)
    assert shown.startswith("0.57 ،−0.87 ،1.56")


# -- the window ------------------------------------------------------------------------------


def test_a_heatmap_cell_and_its_pinned_number_write_a_negative_minus_first(app, drawn):
    window = app.window
    window.resize(1920, 1200)  # a projector's room: the small heatmaps get numbers too
    _settle(app)
    maps = [
        heatmap
        for heatmap in window.findChildren(MatrixHeatmap)
        if heatmap.isVisible() and (heatmap.cell_text(0, 0) or "").startswith("−")
    ]
    assert maps, "no heatmap shows a negative number"
    # Pin, then change a query: under each changed cell the pin writes its old number.
    app.pin.action.trigger()
    app.document.set_cells("heads.0.W_q", [(0, 0, 2.0)])
    _settle(app)
    try:
        del drawn[:]
        maps[0].grab()  # paints it as the screen does
    finally:
        app.document.undo_stack.undo()
        app.pin.action.trigger()
        window.resize(1280, 800)
    cells = [(words, direction) for words, direction in drawn if words.startswith("−")]
    pinned = [(words, direction) for words, direction in drawn if words[:2] in ("▲−", "▼−")]
    assert cells and pinned, drawn
    for words, direction in cells + pinned:
        assert visual_order(words, direction) == words, (words, direction)


def test_a_formula_on_a_toolbar_button_reads_as_written(app):
    assert button_text(app.window.toolbar.scale) == "÷√d_k"


def test_the_train_panel_keeps_the_brackets_of_its_sequence(app):
    app.training.show_panel()
    _settle(app)
    labels = [label for label in app.window.findChildren(QLabel) if "H K P Z" in label.text()]
    assert labels
    lines = label_lines(labels[0])
    assert any("<s> H K P Z … H K P Z …" in line for line in lines), lines


def test_preferences_keep_each_key_sequence_whole(app):
    dialog = app.classroom.show_preferences()
    try:
        _wait(dialog.isVisible)
        hints = [label for label in dialog.findChildren(QLabel) if "Ctrl" in label.text()]
        assert hints
        shown = " ".join(label_lines(hints[0]))
        # Right to left: Plus first (on the right), then Minus, then 0.
        plus, minus, zero = (shown.find(f"Ctrl + {key}") for key in ("Plus", "Minus", "0"))
        assert 0 <= zero < minus < plus, shown
    finally:
        dialog.close()


def test_the_open_dialog_shows_its_pattern_and_still_filters_by_it(app, monkeypatch, tmp_path):
    asked = {}

    def pick(parent, title, folder, file_filter):
        asked["filter"] = file_filter
        return "", ""

    monkeypatch.setattr(file_dialogs.QFileDialog, "getOpenFileName", staticmethod(pick))
    app.window.findChild(QAction, "action.open").trigger()
    dialog = QFileDialog(app.window, "", str(tmp_path), asked["filter"])
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    try:
        combo = dialog.findChild(QComboBox, "fileTypeCombo")
        first = visual_order(combo.itemText(0), RTL, combo.font())
        assert first.startswith("(*.selfattn.json) "), first
        # Qt still reads the pattern out of the filter, so the list shows sessions only.
        assert dialog.findChild(QFileSystemModel).nameFilters() == ["*.selfattn.json"]
    finally:
        dialog.deleteLater()


def test_a_lesson_paragraph_keeps_its_lists_and_sums_in_order(app):
    app.lessons.open_lessons("02-what-self-attention-does", 6)
    _settle(app)
    label = app.window.findChild(QLabel, "label.lesson_text")
    lines = label_lines(label)
    shown = " ".join(lines)
    for written in ("[−1, −2]", "[−1, 1]", "1 − 2 = −1", "1 − 4 = −3", "−1 − 4 = −5"):
        assert written in shown, (written, lines)
    # ... and every paragraph still runs right to left, as its first word does.
    document = QTextDocument()
    document.setHtml(label.text())
    assert set(paragraph_directions(document)) == {RTL}


def test_a_lesson_paragraph_that_opens_with_a_token_still_runs_right_to_left(arabic):
    # Qt takes a paragraph's direction from its first letter, here "bank": the renderer
    # marks the paragraph right to left, so a translator need not.
    document = QTextDocument()
    document.setHtml(render("<p><b>bank</b> وحدها تسأل: ‎[1, 1]‎</p>"))
    (line,) = document_lines(document)
    assert line.startswith("[1, 1] :"), line
    assert line.endswith(" bank"), line


_WRITTEN = re.compile(r"\[[^\[\]<>]*\]|−\d+(?:\.\d+)?")  # a list, a negative number


def _arabic_lesson_texts() -> list[tuple[str, str]]:
    texts = []
    for path in sorted(resource_path("lessons", "i18n", "ar").glob("*.json")):
        for entry in json.loads(path.read_text(encoding="utf-8"))["texts"]:
            if entry["text"]:
                texts.append((f"{path.stem} {entry['at']}", entry["text"]))
    return texts


@pytest.mark.parametrize("marks", ["as translated", "without the translator's marks"])
def test_every_arabic_lesson_text_reads_its_lists_and_numbers_as_written(arabic, marks):
    # The translators put left-to-right marks around many lists; the renderer must hold
    # them without (a mark at each end does not hold the signs and commas inside).
    wrong = []
    checked = 0
    for where, written in _arabic_lesson_texts():
        if marks != "as translated":
            written = written.replace("\u200e", "").replace("\u200f", "")
        document = QTextDocument()
        document.setHtml(render(written))
        lines = document_lines(document)
        shown = " ".join(lines)
        for found in _WRITTEN.finditer(plain(written)):
            checked += 1
            as_written = "".join(ch for ch in found.group(0) if unicodedata.category(ch) != "Cf")
            if as_written not in shown:
                wrong.append((where, as_written))
        wrong += [
            (where, line)
            for line, direction in zip(lines, paragraph_directions(document), strict=True)
            if any(_arabic_letter(ch) for ch in line) and direction != RTL
        ]
    assert checked > 100
    assert not wrong, wrong[:10]


# -- the worksheet ---------------------------------------------------------------------------


def test_the_worksheet_writes_its_formulas_lists_and_numbers_in_order(arabic, drawn):
    for preset in ("two-layers", "cat-sat-mat"):  # ("<s>" and its tokens; negative scores)
        sheet = build_worksheet(presets.load_preset(preset))
        image = QImage(2480, 3508, QImage.Format.Format_ARGB32)  # A4 at 300 dpi
        painter = QPainter(image)
        try:
            paint_worksheet(sheet, image, painter, lambda image=image: image.fill(0))
        finally:
            painter.end()
    shown = [visual_order(words, direction) for words, direction in drawn]
    assert any("<s>, Harry, Potter, Harry" in line for line in shown), shown
    assert any("√d_k = √4 ≈ 2.000" in line for line in shown), shown
    # The sizes are the sentence's own list: d_model first, so on the right.
    (sizes,) = [line for line in shown if "d_model = 13" in line]  # (two-layers)
    assert sizes.index("d_v = 3") < sizes.index("d_k = 4") < sizes.index("d_model = 13"), sizes
    negatives = [
        (words, line)
        for (words, _), line in zip(drawn, shown, strict=True)
        if words.startswith("−")
    ]
    assert negatives and all(line == words for words, line in negatives), negatives
