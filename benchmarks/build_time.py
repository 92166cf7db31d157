"""Building the window: ``build_app`` on the S preset, each build in a fresh process.

Prints one JSON object: the median (and each run) of the time one
``build_app(Document(presets.load_preset("cat-sat-mat")))`` takes, offscreen and not
shown, and the share of it spent in the content of the docks that start hidden (the
Train panel, the mistakes lab, the scale explorer, the All heads panel): each of their
constructors is wrapped with a clock, so content that is not built counts 0.

    QT_QPA_PLATFORM=offscreen python benchmarks/build_time.py [--runs 7]

The children start in a folder of their own, so they import the ``selfattn_gui`` that
``PYTHONPATH`` names (or the installed one), never whatever the current folder holds.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

_CHILD = """
import json, os, sys, time
from PySide6.QtWidgets import QApplication
from selfattn_gui.app import make_application, quiet_offscreen_warnings
from selfattn_gui.core.sessions import presets
from selfattn_gui.model.document import Document
from selfattn_gui.ui.shell import compose
from selfattn_gui.ui.lessons import lesson_docks
from selfattn_gui.ui.plots import attention_panels
from selfattn_gui.ui.teaching import mistakes_lab, scale_explorer
from selfattn_gui.ui.training import background_training, train_panel

spent = {}
def clocked(owner, name, key):
    real = getattr(owner, name)
    def timed(*args, **kwargs):
        start = time.perf_counter()
        try:
            return real(*args, **kwargs)
        finally:
            spent[key] = spent.get(key, 0.0) + time.perf_counter() - start
    setattr(owner, name, timed)
clocked(train_panel.TrainPanel, "__init__", "train_panel")
clocked(background_training.BackgroundTraining, "__init__", "background_training")
clocked(mistakes_lab.MistakesLab, "__init__", "mistakes_lab")
clocked(scale_explorer.ScaleExplorer, "__init__", "scale_explorer")
clocked(attention_panels.AllHeadsPanel, "__init__", "all_heads_panel")
clocked(attention_panels.AllHeadsPanel, "refresh", "all_heads_refresh")

quiet_offscreen_warnings()
application = make_application()
document = Document(presets.load_preset("cat-sat-mat"))
start = time.perf_counter()
app = compose.build_app(document)
built = time.perf_counter() - start
print("BUILD " + json.dumps({"build_s": built, "spent_s": spent}), flush=True)
app.window.close()
app.window.deleteLater()
QApplication.processEvents()
"""

KEYS = (
    "train_panel",
    "background_training",
    "mistakes_lab",
    "scale_explorer",
    "all_heads_panel",
    "all_heads_refresh",
)


def measure_build(runs: int) -> dict:
    """The median build of the S window, and the hidden docks' share, over ``runs`` processes."""
    builds: list[float] = []
    shares: dict[str, list[float]] = {key: [] for key in KEYS}
    with tempfile.TemporaryDirectory(prefix="selfattn-build-") as folder:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            PYQTGRAPH_QT_LIB="PySide6",
            XDG_CONFIG_HOME=os.path.join(folder, "config"),
            XDG_DATA_HOME=os.path.join(folder, "data"),
            SELFATTN_GUI_DATA_DIR=os.path.join(folder, "selfattn-data"),
        )
        for run in range(runs):
            done = subprocess.run(
                [sys.executable, "-c", _CHILD],
                capture_output=True,
                text=True,
                env=env,
                cwd=folder,
                check=True,
            )
            report = json.loads(done.stdout.split("BUILD ", 1)[1].splitlines()[0])
            builds.append(report["build_s"])
            for key in KEYS:
                shares[key].append(report["spent_s"].get(key, 0.0))
            print(f"run {run + 1}/{runs}: {report['build_s']:.3f} s", file=sys.stderr)
    return {
        "runs": runs,
        "build_app_median_s": round(statistics.median(builds), 3),
        "build_app_runs_s": [round(b, 3) for b in builds],
        "hidden_docks_median_s": {key: round(statistics.median(v), 3) for key, v in shares.items()},
        "load_average_at_end": [round(x, 2) for x in os.getloadavg()],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="fresh processes (default 7)")
    args = parser.parse_args(argv)
    print(json.dumps(measure_build(args.runs), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
