"""Soak: thousands of random edits, toggles, undos and redos on the real window.

Prints one JSON object: steps run, time taken, resident memory before and after, and
how many invariant checks passed.  ``make soak`` runs 10,000 steps.

    python benchmarks/soak.py [--steps N] [--seed S]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
os.environ.setdefault("SELFATTN_GUI_DATA_DIR", tempfile.mkdtemp(prefix="selfattn-soak-"))

import numpy as np
import psutil
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from selfattn_gui.app import quiet_offscreen_warnings
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions import edits, presets
from selfattn_gui.model.document import Document
from selfattn_gui.ui.shell.compose import build_app


def random_step(document: Document, rng: random.Random) -> None:
    """One thing a restless learner might do."""
    session = document.session
    kind = rng.choice(
        ["cell"] * 6
        + [
            "paste",
            "resize",
            "heads",
            "add",
            "remove",
            "move",
            "rename",
            "mask",
            "toggle",
            "select",
            "undo",
            "undo",
            "redo",
        ]
    )
    keys = ["embeddings"] + [
        edits.head_key(h, m) for h in range(session.n_heads) for m in ("W_q", "W_k", "W_v")
    ]
    if session.W_o is not None:
        keys.append("W_o")
    if kind in ("cell", "paste"):
        key = rng.choice(keys)
        rows, columns = document.matrix(key).shape
        size = 1 if kind == "cell" else rng.randint(2, 4)
        r0, c0 = rng.randrange(rows), rng.randrange(columns)
        cells = [
            (r, c, round(rng.uniform(-3, 3), 2))
            for r in range(r0, min(rows, r0 + size))
            for c in range(c0, min(columns, c0 + size))
        ]
        document.set_cells(key, cells)
    elif kind == "resize":
        document.try_apply(
            edits.resize,
            "resize",
            d_model=rng.randint(2, 10),
            d_k=rng.randint(1, 5),
            d_v=rng.randint(1, 5),
        )
    elif kind == "heads":
        document.try_apply(edits.resize, "heads", n_heads=rng.randint(1, 4))
    elif kind == "add" and session.n_tokens < 12:
        document.try_apply(
            edits.add_token, "add", f"t{rng.randint(0, 99)}", index=rng.randint(0, session.n_tokens)
        )
    elif kind == "remove":
        document.try_apply(edits.remove_token, "remove", rng.randrange(session.n_tokens))
    elif kind == "move":
        n = session.n_tokens
        document.try_apply(edits.move_token, "move", rng.randrange(n), rng.randrange(n))
    elif kind == "rename":
        document.try_apply(
            edits.rename_token,
            "rename",
            rng.randrange(session.n_tokens),
            rng.choice(["cat", "it", "animal", "straße", "猫"]),
        )
    elif kind == "mask":
        n = session.n_tokens
        document.try_apply(edits.toggle_mask_cell, "mask", rng.randrange(n), rng.randrange(n))
    elif kind == "toggle":
        field = rng.choice(["causal", "positional", "scale", "residual", "W_o"])
        if field == "causal":
            document.apply(session.replace(causal=not session.causal), field)
        elif field == "positional":
            kind_pe = "none" if session.positional_encoding == "sinusoidal" else "sinusoidal"
            document.apply(session.replace(positional_encoding=kind_pe), field)
        elif field == "scale":
            scale = "none" if session.scale == "sqrt_dk" else "sqrt_dk"
            document.apply(session.replace(scale=scale), field)
        elif field == "residual":
            document.apply(session.replace(residual=not session.residual), field)
        else:
            document.try_apply(
                edits.remove_W_o if session.W_o is not None else edits.add_W_o, field
            )
    elif kind == "select":
        document.select_head(rng.randrange(session.n_heads))
        document.select_query(rng.randrange(session.n_tokens))
    elif kind == "undo":
        document.undo_stack.undo()
    elif kind == "redo":
        document.undo_stack.redo()


def check(document: Document) -> None:
    result = document.result
    fresh = compute(document.session, allow_blocked=True)
    visible = [i for i in range(document.session.n_tokens) if i not in result.blocked_queries]
    for mine, theirs in zip(result.heads, fresh.heads, strict=True):
        assert np.isfinite(mine.weights).all()
        np.testing.assert_allclose(mine.weights[visible].sum(axis=1), 1.0, atol=1e-9)
        assert np.all(mine.weights[~result.mask] == 0.0)
        np.testing.assert_array_equal(mine.weights, theirs.weights)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    settings_dir = tempfile.mkdtemp(prefix="selfattn-soak-settings-")
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, settings_dir)
    quiet_offscreen_warnings()
    app = QApplication(sys.argv[:1])
    process = psutil.Process()
    document = Document(presets.load_preset("two-heads"))
    window = build_app(document).window
    window.files.ask_discard = lambda: "discard"
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    start_session = document.session
    rss_start = process.memory_info().rss
    rng = random.Random(args.seed)
    started = time.perf_counter()
    checks = 0
    for step in range(args.steps):
        random_step(document, rng)
        app.processEvents()
        if step % 100 == 0:
            check(document)
            checks += 1
    elapsed = time.perf_counter() - started
    rss_end = process.memory_info().rss
    while document.undo_stack.canUndo():
        document.undo_stack.undo()
    restored = document.session.equals(start_session)
    window.close()
    app.processEvents()
    print(
        json.dumps(
            {
                "steps": args.steps,
                "seed": args.seed,
                "seconds": round(elapsed, 2),
                "ms_per_step": round(1000 * elapsed / max(1, args.steps), 3),
                "invariant_checks_passed": checks,
                "undo_all_restores_start": restored,
                "undo_steps": document.undo_stack.count(),
                "rss_start_mb": round(rss_start / 2**20, 1),
                "rss_end_mb": round(rss_end / 2**20, 1),
                "rss_growth_mb": round((rss_end - rss_start) / 2**20, 1),
            },
            indent=2,
        )
    )
    return 0 if restored else 1


if __name__ == "__main__":
    sys.exit(main())
