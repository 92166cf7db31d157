"""``--screenshot`` of a session with the largest numbers a file may hold finishes.

A v1 file with d_k = 2 (the dot-product picture on show) and every value ±1e6 used to
hang the screenshot for good: the picture's grid drew a line per unit of its view.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtGui import QImage

PRESET = Path(__file__).resolve().parents[2] / "resources" / "presets" / "cat-sat-mat.selfattn.json"


def _scaled(values: list[list[float]]) -> list[list[float]]:
    """Every non-zero number pushed to ±1e6, the most a file may hold."""
    return [[(1e6 if v > 0 else -1e6) if v else 0 for v in row] for row in values]


def test_a_screenshot_of_a_file_of_numbers_at_the_limit_finishes(tmp_path, run_app):
    data = json.loads(PRESET.read_text(encoding="utf-8"))
    assert data["version"] == 1 and len(data["heads"][0]["W_q"][0]) == 2  # d_k = 2
    data["embeddings"] = _scaled(data["embeddings"])
    for head in data["heads"]:
        for name in ("W_q", "W_k", "W_v"):
            head[name] = _scaled(head[name])
    session = tmp_path / "huge.selfattn.json"
    session.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "huge.png"
    # (the timeout only stops a hang: the run takes a few seconds)
    proc = run_app("--screenshot", str(out), "--size", "1280x800", str(session), timeout=90)
    assert proc.returncode == 0, proc.stderr
    assert (QImage(str(out)).width(), QImage(str(out)).height()) == (1280, 800)
