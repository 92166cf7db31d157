"""The notebook baseline: the same edit as a notebook user makes it, timed the same way.

Change one cell, recompute with NumPy (:func:`selfattn_gui.core.maths.attention.compute`
on a new session), then let matplotlib on the Agg canvas draw what the app shows in
its centre: the weights heatmap (values written in the cells up to 16 tokens, as the
app does) and the selected query's bar chart.  The clock stops after
``fig.canvas.draw()``, which rasterises the figure; a real notebook would still
encode a PNG and send it to the browser, so this baseline flatters the notebook.
"""

from __future__ import annotations

import time
from typing import Any

import numpy as np
from _sessions import build_session

from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions.session import Session

FIGURE_INCHES = (6.4, 4.8)  # matplotlib's default: 640 × 480 px, about the app's weights panel


def summary(samples_ms: list[float]) -> dict[str, float]:
    data = np.asarray(samples_ms, dtype=float)
    return {
        "p50_ms": round(float(np.percentile(data, 50)), 3),
        "p95_ms": round(float(np.percentile(data, 95)), 3),
        "max_ms": round(float(data.max()), 3),
        "mean_ms": round(float(data.mean()), 3),
    }


def notebook_edit(
    session: Session,
    cell: tuple[int, int, float],
    plt: Any,
    reuse: tuple[Any, Any, Any] | None = None,
) -> Session:
    """Set one token-vector cell, recompute, and draw the figure a notebook would show.

    Parameters
    ----------
    session : the session before the edit
    cell : (row, column, value) of the token vector to change, in the (n_tokens, d_model)
        embeddings
    plt : ``matplotlib.pyplot`` on the Agg backend
    reuse : (figure, heatmap axes, bar axes) to clear and draw again; None makes a new
        figure with a colour bar, as re-running a notebook cell does

    Returns
    -------
    The edited session (the next edit starts from it).
    """
    row, column, value = cell
    embeddings = session.embeddings.copy()
    embeddings[row, column] = value
    session = session.replace(embeddings=embeddings)
    weights = compute(session).heads[0].weights  # (n_tokens, n_tokens)
    n, tokens, query = session.n_tokens, session.tokens, 0
    if reuse is None:
        fig, (heat, bars) = plt.subplots(1, 2, figsize=FIGURE_INCHES, dpi=100)
    else:
        fig, heat, bars = reuse
        heat.clear()
        bars.clear()
    image = heat.imshow(weights, cmap="viridis", vmin=0.0, vmax=1.0)
    if reuse is None:
        fig.colorbar(image, ax=heat)
    if n <= 64:  # beyond that the labels overlap, so a notebook user keeps numeric ticks
        heat.set_xticks(range(n), tokens, rotation=90)
        heat.set_yticks(range(n), tokens)
        bars.set_xticks(range(n), tokens, rotation=90)
    if n <= 16:  # the values in the cells, as the app writes them
        for q in range(n):
            for k in range(n):
                colour = "black" if weights[q, k] > 0.6 else "white"
                heat.text(k, q, f"{weights[q, k]:.2f}", ha="center", va="center", color=colour)
    heat.set_xlabel("key")
    heat.set_ylabel("query")
    bars.bar(range(n), weights[query], color="#4477aa")
    bars.set_ylim(0.0, 1.12)
    bars.set_title(f'query "{tokens[query]}": weights over the keys')
    fig.canvas.draw()
    if reuse is None:
        plt.close(fig)
    return session


def measure_notebook(size: str, edits: int, warmup: int) -> dict:
    """p50/p95/max of the notebook edit at one size: new figure each time, and reused."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    def run(reuse: tuple[Any, Any, Any] | None) -> list[float]:
        session = build_session(size)
        rows, columns = session.embeddings.shape
        times = []
        for i in range(warmup + edits):
            value = (1.25 + 0.001 * i) * (-1) ** i
            start = time.perf_counter_ns()
            # The same cells and values as the app's edits (see latency.WindowDriver.edit).
            session = notebook_edit(session, (i % rows, (i * 7) % columns, value), plt, reuse)
            if i >= warmup:
                times.append((time.perf_counter_ns() - start) / 1e6)
        return times

    rerun = run(None)
    fig, (heat, bars) = plt.subplots(1, 2, figsize=FIGURE_INCHES, dpi=100)
    reused = run((fig, heat, bars))
    plt.close(fig)
    return {"edits": edits, **summary(rerun), "reused_figure": summary(reused)}
