"""The layers stay apart: core knows no Qt, model knows no widgets.

Each check imports a package and every module under it (found with pkgutil, so new
modules are covered without editing this file) in a fresh interpreter, then looks
at what ended up in ``sys.modules``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

PROBE = """
import importlib, json, pkgutil, sys
package = importlib.import_module({package!r})
names = [package.__name__]
for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
    importlib.import_module(info.name)
    names.append(info.name)
forbidden = {forbidden!r}
loaded = sorted(
    name for name in sys.modules
    if any(name == f or name.startswith(f + ".") for f in forbidden)
)
print(json.dumps({{"imported": names, "forbidden_loaded": loaded}}))
"""


def probe(package: str, forbidden: list[str]) -> dict[str, list[str]]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    completed = subprocess.run(
        [sys.executable, "-c", PROBE.format(package=package, forbidden=forbidden)],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
        timeout=120,
    )
    assert completed.returncode == 0, completed.stderr
    return json.loads(completed.stdout.strip().splitlines()[-1])


def test_core_loads_no_qt_and_no_pyqtgraph():
    report = probe("selfattn_gui.core", ["PySide6", "shiboken6", "pyqtgraph"])
    # The probe must really have walked the package, or the check proves nothing.
    assert "selfattn_gui.core.maths.attention" in report["imported"]
    assert "selfattn_gui.core.sessions.session" in report["imported"]
    assert report["forbidden_loaded"] == [], (
        f"importing {report['imported']} loaded {report['forbidden_loaded']}"
    )


def test_model_loads_no_widgets_and_no_pyqtgraph():
    if not (REPO / "selfattn_gui" / "model" / "__init__.py").exists():
        pytest.skip("selfattn_gui.model is not a package yet")
    report = probe("selfattn_gui.model", ["PySide6.QtWidgets", "pyqtgraph"])
    assert report["forbidden_loaded"] == [], (
        f"importing {report['imported']} loaded {report['forbidden_loaded']}"
    )


def test_the_probe_notices_a_forbidden_import():
    """The probe must report a forbidden module that does get loaded (here: our own)."""
    report = probe("selfattn_gui.core", ["selfattn_gui.core.maths.attention"])
    assert "selfattn_gui.core.maths.attention" in report["forbidden_loaded"]


# -- the import graph, read from the source ---------------------------------------------------
# Every ``import`` and ``from ... import`` statement of every module counts, wherever it
# stands: at the top, inside a function, or under ``if TYPE_CHECKING:``.  A deferred or
# type-only import still says "this module needs that one", and a circle of needs is
# what makes a change in one file ripple through the others.

PACKAGE = REPO / "selfattn_gui"
LAYERS = ("core", "model", "ui")  # each may use the ones before it, never the ones after


def module_name(path: Path) -> str:
    parts = path.relative_to(REPO).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_names(path: Path, modules: set[str]) -> set[str]:
    """The package's modules that ``path`` imports (``from a import b``: ``a.b`` if a module)."""
    import ast

    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: climb from this module's package
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        else:
            continue
        for target in targets:
            while target and target not in modules:  # a name inside a module: the module
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def import_graph() -> dict[str, set[str]]:
    """Module name -> the package's modules it imports, for every module of the package."""
    paths = sorted(PACKAGE.rglob("*.py"))
    modules = {module_name(path) for path in paths}
    return {module_name(path): imported_names(path, modules) for path in paths}


def import_circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every group of modules that import each other in a circle (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    lowest: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = lowest[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for needed in sorted(graph.get(module, ())):
            if needed not in index:
                visit(needed)
                lowest[module] = min(lowest[module], lowest[needed])
            elif needed in on_stack:
                lowest[module] = min(lowest[module], index[needed])
        if lowest[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                circles.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return circles


def layer_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in LAYERS else None


def test_no_module_of_the_package_imports_itself_in_a_circle():
    graph = import_graph()
    # The reading must really see the imports, or the check proves nothing.
    assert "selfattn_gui.core.maths.attention" in graph["selfattn_gui.model.document"]
    assert "selfattn_gui.ui.shell.compose" in graph["selfattn_gui.app"]  # inside a function
    assert import_circles(graph) == []


def test_imports_point_from_ui_to_model_to_core():
    wrong = []
    for module, needed in import_graph().items():
        layer = layer_of(module)
        if layer is None:
            continue
        for target in needed:
            target_layer = layer_of(target)
            if target_layer is not None and LAYERS.index(target_layer) > LAYERS.index(layer):
                wrong.append(f"{module} imports {target}")
    assert wrong == []


def test_the_circle_finder_finds_a_circle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert import_circles(graph) == [["a", "b", "c"]]


def test_the_main_window_imports_no_feature():
    """Features are built around the window (``ui.shell.compose``), never by it."""
    features = tuple(
        f"selfattn_gui.ui.{job}." for job in ("teaching", "lessons", "export", "classroom")
    )
    needed = import_graph()["selfattn_gui.ui.shell.main_window"]
    assert "selfattn_gui.ui.shell.files" in needed  # the reading sees its imports
    assert sorted(name for name in needed if name.startswith(features)) == []


# -- the floors inside ui/ ---------------------------------------------------------------------
#: From the bottom up: a folder of ui/ imports only folders on floors below its own (and
#: itself). Features meet the window as ``host.WindowHost``; the shell, on top, builds it.
UI_FLOORS: tuple[tuple[str, ...], ...] = (
    ("foundation",),
    ("editors", "plots"),
    ("pipeline",),
    ("host",),
    ("teaching",),
    ("lessons",),
    ("classroom", "export", "training"),
    ("shell",),
)


def ui_floor(module: str) -> int | None:
    """The floor of a module of ``selfattn_gui.ui`` (None: not in one of its folders)."""
    parts = module.split(".")
    if len(parts) < 4 or parts[:2] != ["selfattn_gui", "ui"]:
        return None
    return next((i for i, folders in enumerate(UI_FLOORS) if parts[2] in folders), None)


def upward_ui_imports(graph: dict[str, set[str]]) -> list[str]:
    """Every import from a folder of ui/ to another on its own floor or above."""
    wrong = []
    for module, needed in graph.items():
        floor = ui_floor(module)
        if floor is None:
            continue
        for target in needed:
            target_floor = ui_floor(target)
            if target_floor is None or target.split(".")[2] == module.split(".")[2]:
                continue  # outside ui/'s folders, or in the module's own folder
            if target_floor >= floor:
                wrong.append(f"{module} imports {target}")
    return sorted(wrong)


def test_every_folder_of_ui_has_a_floor():
    folders = {path.parent.name for path in (PACKAGE / "ui").glob("*/__init__.py")}
    assert folders == {folder for floor in UI_FLOORS for folder in floor}
    assert [path.name for path in (PACKAGE / "ui").glob("*.py")] == ["__init__.py"]


def test_imports_inside_ui_point_down_its_floors():
    graph = import_graph()
    # The reading sees the imports under ``if TYPE_CHECKING:`` too.
    assert "selfattn_gui.ui.host.window_host" in graph["selfattn_gui.ui.teaching.teaching_docks"]
    assert upward_ui_imports(graph) == []


def test_the_floor_check_notices_an_import_back_up():
    graph = {
        "selfattn_gui.ui.plots.heatmap": {"selfattn_gui.ui.shell.main_window"},
        "selfattn_gui.ui.plots.bars": {"selfattn_gui.ui.editors.table"},  # same floor
        "selfattn_gui.ui.shell.compose": {"selfattn_gui.ui.plots.heatmap"},
    }
    assert upward_ui_imports(graph) == [
        "selfattn_gui.ui.plots.bars imports selfattn_gui.ui.editors.table",
        "selfattn_gui.ui.plots.heatmap imports selfattn_gui.ui.shell.main_window",
    ]
