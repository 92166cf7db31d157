"""`selfattn-gui compute` as text for sessions beyond one self-attention layer.

The text is read back the way a person reads it (a heading, then a table of labelled
rows) and its numbers are compared, to the decimals printed, with the loops of
``tests/core/maths/test_layers_naive.py``.
"""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.sessions.session_io import save_session
from tests.cli.test_compute_layers import two_layer_example
from tests.core.maths.test_layers_naive import Example, LayerSpec, grid, naive_compute, session_of

DECIMALS = 4


def run_text(example: Example, run_cli, tmp_path) -> list[str]:
    path = tmp_path / "example.selfattn.json"
    save_session(session_of(example), path)
    proc = run_cli("compute", path, "--decimals", str(DECIMALS))
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    return proc.stdout.splitlines()


Table = list[tuple[str, list[float]]]


def tables_after(lines: list[str], heading: str) -> list[Table]:
    """Every table whose heading starts with ``heading``: its (label, numbers) rows.

    A table is the column line after the heading, then one line per row (label, then
    numbers) until a blank line.
    """
    tables = []
    for i, line in enumerate(lines):
        if not line.startswith(heading):
            continue
        rows = []
        for row in lines[i + 2 :]:
            if not row.strip():
                break
            label, *numbers = row.split()
            rows.append((label, [float(x) for x in numbers]))
        tables.append(rows)
    return tables


def assert_table(table: Table, labels: list[str], expected) -> None:
    assert [label for label, _ in table] == labels
    for (_, row), want in zip(table, expected, strict=True):
        np.testing.assert_allclose(row, want, atol=0.6 * 10**-DECIMALS)


def test_two_layers_as_text(run_cli, tmp_path):
    example = two_layer_example()
    expected = naive_compute(example)
    lines = run_text(example, run_cli, tmp_path)

    assert "4 tokens, d_model = 4, 2 layers, each read by the next" in lines
    assert any(line.startswith("Vocabulary of 5 entries, and W_U") for line in lines)
    assert [line for line in lines if line.startswith("=== Layer")] == [
        "=== Layer 1 of 2: reads Z ===",
        "=== Layer 2 of 2: reads H = layer 1's output  (4 × 4) ===",
    ]
    layer_2 = lines.index("=== Layer 2 of 2: reads H = layer 1's output  (4 × 4) ===")
    first, second = lines[:layer_2], lines[layer_2:]
    assert any("2 K/V groups for 4 query heads" in line for line in first)
    assert any("heads 3 and 4 share K/V group 2" in line for line in first)
    assert any(line.startswith("Switched off: head 2,") for line in second)
    assert not any(line.startswith("Switched off") for line in first)
    assert any(line.startswith("--- Head 2 of 2 (switched off") for line in second)
    # Layer 1's heads read the normalised Z; layer 2 has no layer norm and reads H.
    assert any(line.startswith("Project: Q = LN(Z) · W_q") for line in first)
    assert any(line.startswith("Project: Q = H · W_q") for line in second)
    # Heads of one group show their shared K and V once, with the group's first head.
    keys = [line for line in first if line.startswith(("--- Head", "Project: K", "K and V"))]
    assert keys == [
        "--- Head 1 of 4 ---",
        "Project: K = LN(Z) · W_k (what each token offers to be found by)",
        "--- Head 2 of 4 ---",
        "K and V: head 1's (they read K/V group 1)",
        "--- Head 3 of 4 ---",
        "Project: K = LN(Z) · W_k (what each token offers to be found by)",
        "--- Head 4 of 4 ---",
        "K and V: head 3's (they read K/V group 2)",
    ]

    tokens = example.tokens
    (normalised,) = tables_after(lines, "Layer norm: LN(Z)")
    assert_table(normalised, tokens, expected["layers"][0]["normalised"])
    residuals = tables_after(lines, "Residual: ")
    assert len(residuals) == 2
    for table, layer in zip(residuals, expected["layers"], strict=True):
        assert_table(table, tokens, layer["residual"])
    (concat,) = tables_after(second, "Concat: the 2 head outputs side by side, head 2 as zeros")
    assert_table(concat, tokens, expected["layers"][1]["concat"])
    (probabilities,) = tables_after(lines, "Softmax: probabilities")
    assert_table(probabilities, tokens, expected["probabilities"])

    start = lines.index("Likeliest next tokens after each position:")
    for position, line in enumerate(lines[start + 1 : start + 1 + len(tokens)]):
        row = expected["probabilities"][position]
        best = sorted(range(len(row)), key=lambda i: -row[i])[:3]
        label, *shown = line.replace(",", "").split()
        assert label == tokens[position]
        assert shown[0::2] == [example.labels[i] for i in best]
        np.testing.assert_allclose([float(x) for x in shown[1::2]], [row[i] for i in best],
                                   atol=0.6 * 10**-DECIMALS)  # fmt: skip


def test_a_cross_session_as_text_shows_its_source(run_cli, tmp_path):
    rng = np.random.default_rng(8)
    d = 3
    example = Example(
        ["le", "chat"],
        grid(rng, 2, d),
        [LayerSpec(heads=[tuple(grid(rng, d, 2) for _ in range(3))], W_o=grid(rng, 2, d))],
        source=grid(rng, 3, d),
    )
    expected = naive_compute(example)["layers"][0]
    lines = run_text(example, run_cli, tmp_path)
    assert any(
        line.startswith("Cross-attention: the queries come from the 2 tokens") for line in lines
    )
    assert "Mask: none, so every token may look at every source token" in lines
    (source,) = tables_after(lines, "S = the source sequence")
    assert_table(source, ["s0", "s1", "s2"], example.source)
    (keys,) = tables_after(lines, "Project: K = S · W_k")
    assert_table(keys, ["s0", "s1", "s2"], expected["heads"][0]["K"])
    (weights,) = tables_after(lines, "Softmax: weights")
    heading = next(i for i, line in enumerate(lines) if line.startswith("Softmax: weights"))
    assert lines[heading + 1].split() == ["s0", "s1", "s2"]  # one column per source token
    assert_table(weights, ["le", "chat"], expected["heads"][0]["weights"])
    assert not any(line.startswith("=== ") for line in lines)
