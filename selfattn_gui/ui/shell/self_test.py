"""``--self-test``: is the window whole, and do the shipped resources load?"""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow, QWidget

from selfattn_gui.core.maths.matrices import CATALOGUE, shown_in_tables
from selfattn_gui.core.sessions import presets


def run_self_test(window: QMainWindow) -> int:
    """Check that the window is whole and the resources load; 0 when all is well."""
    from PySide6.QtWidgets import QApplication, QTableView

    QApplication.processEvents()
    problems = []
    for name in (matrix.table_name for matrix in shown_in_tables()):
        if window.findChild(QTableView, name) is None:
            problems.append(f"missing table {name}")
    for name in (
        *(matrix.heatmap for matrix in CATALOGUE if matrix.heatmap is not None),
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
        except Exception as error:  # report every broken resource
            problems.append(f"preset {info.name}: {error}")
    problems.extend(_lesson_problems())
    for problem in problems:
        print(f"self-test: {problem}")
    return 1 if problems else 0


def _lesson_problems() -> list[str]:
    """Problems of the shipped lessons; the learner's own lessons are reported, not failed.

    ``--self-test`` checks the installation: a teacher's broken lesson in the user
    folder is worth a line, but the app is installed correctly all the same.
    """
    from selfattn_gui.core.files.resources import resource_path
    from selfattn_gui.core.lessons.lesson import list_lessons

    shipped, shipped_problems = list_lessons([resource_path("lessons")])
    problems = [f"lesson: {problem}" for problem in shipped_problems]
    if not shipped:
        problems.append("no lessons found in resources/lessons")
    _all, every_problem = list_lessons()
    for problem in every_problem:
        if problem not in shipped_problems:
            print(f"self-test: note: your lesson {problem} (not part of the installation)")
    return problems
