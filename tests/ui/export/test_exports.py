"""Exports a learner or a teacher takes away: pictures, matrices, a script and a worksheet.

Every file is opened the way another program would open it (QImage, an XML parser,
the CSV reader, Python itself) and compared with numbers worked out here.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtGui import QAction, QGuiApplication, QImage
from PySide6.QtWidgets import QTableView

from selfattn_gui.core.export.matrix_export import from_csv
from selfattn_gui.core.sessions import presets
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.shell.compose import App
from selfattn_gui.ui.shell.main_window import MainWindow


class Dialogs:
    """Stands in for the file dialogs and the error box: answers with a path, records errors."""

    def __init__(self, app: App, answer: Path | str) -> None:
        self.answer = str(answer)
        self.asked: list[tuple[str, str, str]] = []
        self.errors: list[str] = []
        app.exports.ask_save_path = self._ask
        app.exports.show_error = lambda title, message: self.errors.append(message)

    def _ask(self, title: str, suggested: str, file_filter: str) -> str:
        self.asked.append((title, suggested, file_filter))
        return self.answer


def trigger(widget, name: str) -> None:
    found = widget.findChild(QAction, name)
    assert found is not None, f"no action {name}"
    found.trigger()


def lesson_numbers(window: MainWindow) -> dict[str, np.ndarray]:
    """Q and the weights of "cat sat mat" worked out here, loop by loop."""
    session = window.document.session
    X, head = session.embeddings, session.heads[0]
    Q, K = X @ head.W_q, X @ head.W_k
    weights = np.zeros((3, 3))
    for i in range(3):
        scaled = np.array([Q[i] @ K[j] for j in range(3)]) / np.sqrt(2)
        exps = np.exp(scaled - scaled.max())
        weights[i] = exps / exps.sum()
    return {"Q": Q, "weights": weights}


def no_leftovers(folder: Path) -> None:
    """Atomic writes leave no temporary files behind."""
    assert not [p.name for p in folder.iterdir() if p.name.startswith(".")]


# -- pictures -------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["heatmap.weights", "heatmap.scores", "chart.query"])
def test_heatmaps_and_the_chart_export_as_png_and_svg(app, window, tmp_path, name):
    dialogs = Dialogs(app, tmp_path / "picture")  # no suffix typed: the right one is added
    trigger(window, f"action.export.{name}.png")
    image = QImage(str(tmp_path / "picture.png"))
    assert not image.isNull() and image.width() > 100 and image.height() > 100
    trigger(window, f"action.export.{name}.svg")
    root = ET.parse(tmp_path / "picture.svg").getroot()
    assert root.tag.endswith("svg")
    assert [file_filter for *_, file_filter in dialogs.asked] == [
        "PNG images (*.png)",
        "SVG drawings (*.svg)",
    ]
    assert not dialogs.errors
    no_leftovers(tmp_path)


def test_the_heatmap_context_menu_offers_the_exports(app, window, tmp_path):
    heatmap = window.findChild(MatrixHeatmap, "heatmap.weights")
    menu = app.exports.context_menu(heatmap, "heatmap.weights")
    texts = [a.text() for a in menu.actions()]
    assert "Save weights heatmap as PNG…" in texts and "Save weights heatmap as SVG…" in texts
    Dialogs(app, tmp_path / "handout.png")
    next(a for a in menu.actions() if "(3×)" in a.text()).trigger()
    image = QImage(str(tmp_path / "handout.png"))
    assert (image.width(), image.height()) == (3 * heatmap.width(), 3 * heatmap.height())


def test_the_whole_window_as_a_png_at_twice_its_size(app, window, tmp_path):
    Dialogs(app, tmp_path / "window.png")
    trigger(window, "action.export.window.png2")
    image = QImage(str(tmp_path / "window.png"))
    assert (image.width(), image.height()) == (2 * window.width(), 2 * window.height())
    # Not blank: the render has the light window colour and dark text in it.
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)
    }
    assert len(colours) > 50


def test_a_panel_as_a_png_for_a_handout(app, window, tmp_path):
    Dialogs(app, tmp_path / "qkv.png")
    panel = window.pipeline.stages["qkv"]
    assert app.exports.export_widget(panel, "Queries, keys, values", 3)
    image = QImage(str(tmp_path / "qkv.png"))
    assert (image.width(), image.height()) == (3 * panel.width(), 3 * panel.height())
    app.exports.panel_menu.aboutToShow.emit()  # File → Export → Panel as PNG lists them
    titles = [a.text() for a in app.exports.panel_menu.actions()]
    assert "The whole pipeline…" in titles and "Q, K, V = X·W…" in titles
    assert "Explain this number…" in titles  # and the docks on show


def test_a_failed_export_says_why_and_leaves_nothing(app, window, tmp_path):
    dialogs = Dialogs(app, tmp_path / "no-such-folder" / "weights.png")
    assert not app.exports.export_view("heatmap.weights", ".png")
    assert len(dialogs.errors) == 1 and "weights.png" in dialogs.errors[0]
    assert not (tmp_path / "no-such-folder").exists()
    Dialogs(app, "")  # the learner pressed Cancel: nothing happens, nothing is said
    assert not app.exports.export_view("heatmap.weights", ".png")


# -- matrices -------------------------------------------------------------------------------


def test_copy_a_matrix_as_csv_round_trips_to_the_same_numbers(window):
    view = window.findChild(QTableView, "view.Q")
    assert {"action.copy_csv", "action.save_latex"} <= {a.objectName() for a in view.actions()}
    trigger(view, "action.copy_csv")
    text = QGuiApplication.clipboard().text()
    assert text.splitlines()[0] == ",q1,q2"
    assert text.splitlines()[1].startswith("cat,")
    np.testing.assert_array_equal(from_csv(text, labelled=True), lesson_numbers(window)["Q"])


def test_save_the_weights_as_csv_latex_and_numpy(app, window, tmp_path):
    view = window.findChild(QTableView, "view.weights")
    expected = lesson_numbers(window)["weights"]
    Dialogs(app, tmp_path / "weights.csv")
    trigger(view, "action.save_csv")
    csv_text = (tmp_path / "weights.csv").read_text(encoding="utf-8")
    np.testing.assert_allclose(from_csv(csv_text, labelled=True), expected, rtol=1e-15)

    Dialogs(app, tmp_path / "weights")
    trigger(view, "action.save_latex")
    latex = (tmp_path / "weights.tex").read_text(encoding="utf-8")
    assert "\\begin{bmatrix}" in latex and "\\end{bmatrix}" in latex
    rows = re.findall(r"^\s*(.+?)\s*\\\\$", latex, flags=re.MULTILINE)
    assert [[float(x) for x in row.split("&")] for row in rows] == np.round(expected, 2).tolist()

    Dialogs(app, tmp_path / "weights.py")
    trigger(view, "action.save_numpy")
    namespace: dict = {}
    exec((tmp_path / "weights.py").read_text(encoding="utf-8"), namespace)
    np.testing.assert_allclose(namespace["Weights"], expected, rtol=1e-15)
    no_leftovers(tmp_path)


def test_latex_follows_the_decimals_shown(window):
    window.toolbar.decimals_spin.setValue(4)
    trigger(window.findChild(QTableView, "view.weights"), "action.copy_latex")
    latex = QGuiApplication.clipboard().text()
    first_row = re.findall(r"^\s*(.+?)\s*\\\\$", latex, flags=re.MULTILINE)[0]
    expected = lesson_numbers(window)["weights"][0]
    assert first_row == " & ".join(f"{v:.4f}" for v in expected)


# -- the session as code, and as a worksheet --------------------------------------------------


def test_export_as_python_script_runs_and_prints_the_weights(app, window, tmp_path):
    Dialogs(app, tmp_path / "attention")
    trigger(window, "action.export_python")
    script = tmp_path / "attention.py"
    proc = subprocess.run(
        [sys.executable, "-I", str(script), "--json"],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )
    assert proc.returncode == 0, proc.stderr
    import json

    weights = json.loads(proc.stdout)["heads"][0]["weights"]
    np.testing.assert_allclose(weights, lesson_numbers(window)["weights"], rtol=1e-12)


def count_pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?!s)", pdf))


def test_export_worksheet_writes_a_pdf_with_questions_and_answers(app, window, tmp_path):
    dialogs = Dialogs(app, tmp_path / "cat-sheet")
    trigger(window, "action.export_worksheet")
    pdf = (tmp_path / "cat-sheet.pdf").read_bytes()
    assert pdf.startswith(b"%PDF")
    # Questions take two pages for this example, the answer key one of its own.
    assert count_pages(pdf) >= 2
    assert dialogs.asked[0][2] == "PDF documents (*.pdf)"
    assert not dialogs.errors
    no_leftovers(tmp_path)


def test_the_worksheet_pages_split_questions_from_answers(qapp, tmp_path):
    from selfattn_gui.core.teaching.worksheet import build_worksheet
    from selfattn_gui.ui.export.worksheet_pdf import write_worksheet_pdf

    sheet = build_worksheet(presets.load_preset("cat-sat-mat"))
    pages = write_worksheet_pdf(sheet, tmp_path / "sheet.pdf")
    assert count_pages((tmp_path / "sheet.pdf").read_bytes()) == pages >= 2
    # A bigger example needs more pages, not smaller boxes.
    big = build_worksheet(presets.load_preset("two-heads"))
    assert write_worksheet_pdf(big, tmp_path / "big.pdf") > pages
