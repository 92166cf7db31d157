"""What both kinds of exported script share: the imports, the position signal, the
softmax, the table printer, and the literals that write a session's numbers exactly.

The text pieces are the scripts' own code (NumPy only), kept here once so that the
one-layer script and the layers script read the same wherever they do the same.
"""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.sessions.session import Session

#: The script's imports, then the banner of its first part (the session's numbers).
IMPORTS = """\
from __future__ import annotations

import json
import sys

import numpy as np

# ----------------------------------------------------------------------------
# Part 1: the session
# ----------------------------------------------------------------------------
"""

#: The sine/cosine position signal and the masked row softmax.
POSITIONS_AND_SOFTMAX = '''\
def sinusoidal_encoding(n_tokens, d_model):
    """Position signal of shape (n_tokens, d_model).

    Column 2i holds sin(position / 10000^(2i / d_model)) and column 2i + 1 the cos
    of the same angle: fast waves on the left, slow ones on the right, so every
    position gets its own pattern.
    """
    positions = np.arange(n_tokens, dtype=np.float64)[:, None]
    even_columns = np.arange(0, d_model, 2, dtype=np.float64)
    angles = positions / np.power(10000.0, even_columns / d_model)
    encoding = np.zeros((n_tokens, d_model))
    encoding[:, 0::2] = np.sin(angles)
    encoding[:, 1::2] = np.cos(angles[:, : d_model // 2])
    return encoding


def softmax_rows(scaled, visible):
    """Turn each row of scores into weights that are >= 0 and add up to 1.

    Hidden keys are set to minus infinity first, and exp(-inf) is exactly 0, so
    they get no weight and the visible ones share the whole 1 between them.
    """
    masked = np.where(visible, scaled, -np.inf)
    # Taking the row's largest score away before exp() keeps the numbers small
    # (no overflow) and changes nothing: softmax ignores a constant added to a row.
    row_max = masked.max(axis=1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0.0)
    exps = np.where(visible, np.exp(masked - row_max), 0.0)
    return exps / exps.sum(axis=1, keepdims=True)


'''

#: Prints one labelled row per token (the script's text output).
PRINT_TABLE = '''\
def print_table(heading, matrix, column_labels):
    """One row per token: its label, then the numbers."""
    print(heading)
    labels = [str(token) for token in TOKENS]
    label_width = max(len(label) for label in labels)
    print(" " * (label_width + 2) + "".join(f"{str(c)[:8]:>9}" for c in column_labels))
    for label, row in zip(labels, matrix):
        print(f"{label:<{label_width}}  " + "".join(f"{value:9.4f}" for value in row))
    print()


'''


def main_opening(compute: str) -> str:
    """The script's ``main`` up to its own printing: ``compute`` names the function that
    runs the steps; ``--json`` prints what it returns, else the title comes first."""
    return f"""\
def main(argv):
    # Print unusual characters as escapes instead of crashing on a limited terminal.
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="backslashreplace")
    steps = {compute}()
    if "--json" in argv:
        print(json.dumps(as_json(steps), indent=2))
        return 0
    if TITLE:
        print(TITLE)
        print()
"""


def title_and_tokens_lines(session: Session) -> list[str]:
    """TITLE, then TOKENS with one ``repr`` label per line."""
    return [
        "",
        "# Free text; repr() wrote it, so it is only ever a string.",
        f"TITLE = {session.title!r}",
        "",
        f"# The {session.n_tokens} token labels, in sentence order.",
        *labels_literal("TOKENS", session.tokens),
    ]


def labels_literal(name: str, labels: tuple[str, ...]) -> list[str]:
    """``NAME = [...]`` with one ``repr`` label per line."""
    return [f"{name} = [", *(f"    {label!r}," for label in labels), "]"]


def float_literal(value: float) -> str:
    # repr() of a Python float is the shortest text that reads back to the same bits.
    return repr(float(value))


def matrix_literal(matrix: np.ndarray, indent: str, comment: str) -> str:
    """``np.array([...])`` with one row per line; ``comment`` is our own text only."""
    rows = [
        f"{indent}    [" + ", ".join(float_literal(v) for v in row) + "],"
        for row in np.asarray(matrix, dtype=np.float64)
    ]
    return f"np.array([  # {comment}\n" + "\n".join(rows) + f"\n{indent}], dtype=np.float64)"


def vector_literal(vector: np.ndarray) -> str:
    """``np.array([...])`` of a (w,) vector, on one line."""
    values = ", ".join(float_literal(v) for v in np.asarray(vector, dtype=np.float64))
    return f"np.array([{values}], dtype=np.float64)"


def mask_literal(mask: np.ndarray) -> str:
    """One row of 1s and 0s per query (1 = may look at this key)."""
    rows = ["    [" + ", ".join("1" if v else "0" for v in row) + "]," for row in mask]
    return "[\n" + "\n".join(rows) + "\n]"


def mask_lines(session: Session) -> list[str]:
    """CAUSAL, CUSTOM_MASK (n_tokens, n_keys) and SCALE."""
    lines = [
        "",
        "# True: each token may only look at itself and the tokens before it.",
        f"CAUSAL = {bool(session.causal)!r}",
        "",
        "# None, or one row per query with 1 = may look at this key, 0 = hidden.",
        "CUSTOM_MASK = " + ("None" if session.mask is None else mask_literal(session.mask)),
        "",
        '# "sqrt_dk": divide the scores by sqrt(d_k); "none": leave them as they are.',
        f"SCALE = {session.scale!r}",
    ]
    return lines
