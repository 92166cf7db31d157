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
