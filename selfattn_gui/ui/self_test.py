"""``--self-test``: is the window whole, and do the shipped resources load?"""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow, QWidget

from selfattn_gui.core import presets


def run_self_test(window: QMainWindow) -> int:
    """Check that the window is whole and the resources load; 0 when all is well."""
    from PySide6.QtWidgets import QApplication, QTableView

    QApplication.processEvents()
    problems = []
    for name in (
        "editor.embeddings",
        "editor.W_q",
        "editor.W_k",
        "editor.W_v",
        "editor.W_o",
        "view.Q",
        "view.K",
        "view.V",
        "view.weights",
        "view.output",
        "view.residual",
    ):
        if window.findChild(QTableView, name) is None:
            problems.append(f"missing table {name}")
    for name in (
        "heatmap.weights",
        "heatmap.scores",
        "chart.query",
        "combo.head",
        "spin.heads",
        "panel.checks",
        "panel.explain",
        "panel.walkthrough",
    ):
        if window.findChild(QWidget, name) is None:
            problems.append(f"missing widget {name}")
    for info in presets.list_presets():
        try:
            presets.load_preset(info.name)
        except Exception as error:  # noqa: BLE001 (report every broken resource)
            problems.append(f"preset {info.name}: {error}")
    from selfattn_gui.core.lessons import list_lessons

    lessons, lesson_problems = list_lessons()
    problems.extend(f"lesson: {problem}" for problem in lesson_problems)
    if not lessons:
        problems.append("no lessons found in resources/lessons")
    for problem in problems:
        print(f"self-test: {problem}")
    return 1 if problems else 0
