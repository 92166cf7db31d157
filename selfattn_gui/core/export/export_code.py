"""Turn a session into a standalone NumPy script a learner can read, run and change.

The script holds the session's numbers as literals (``repr`` of each float, so they
come back bit for bit) followed by plain self-attention, one commented step at a time.
Run with ``--json`` it prints the same object as ``selfattn-gui compute --json``.

Safety: token labels and the title are user text.  They only ever enter the script
through :func:`repr`, which always yields one complete string literal on one line
(quotes, backslashes, newlines and invisible control characters are escaped), so a
label such as ``"); import os #`` stays a harmless string.  No user text is ever put
in a comment or a docstring.
"""

from __future__ import annotations

from selfattn_gui.core.export.export_layers_code import export_layers_python
from selfattn_gui.core.export.script_pieces import (
    IMPORTS,
    POSITIONS_AND_SOFTMAX,
    PRINT_TABLE,
    main_opening,
    mask_lines,
    matrix_literal,
    title_and_tokens_lines,
)
from selfattn_gui.core.maths.matrices import edited_per_head
from selfattn_gui.core.sessions.session import Session

_HEADER = '''\
#!/usr/bin/env python3
"""Self-attention worked through one step at a time, with NumPy only.

Exported by selfattn-gui.  The first part rebuilds one session exactly (every
number is written out in full); the second part is ordinary scaled dot-product
self-attention, one small step per line, so you can change a number and rerun.

    python THIS_FILE          print the attention weights and the outputs
    python THIS_FILE --json   print every intermediate as JSON: the same object
                              that `selfattn-gui compute --json` prints
"""

'''

_CODE = (
    """

# ----------------------------------------------------------------------------
# Part 2: self-attention, step by step
# ----------------------------------------------------------------------------


"""
    + POSITIONS_AND_SOFTMAX
    + '''\
def self_attention():
    """Run every step and return all the intermediates in a dict."""
    n_tokens, d_model = EMBEDDINGS.shape

    # Z: the vectors attention works on.  Attention itself cannot tell word order,
    # so a positional encoding may be added to say where each token sits.
    if POSITIONAL_ENCODING == "sinusoidal":
        positional = sinusoidal_encoding(n_tokens, d_model)
    else:
        positional = np.zeros((n_tokens, d_model))
    Z = EMBEDDINGS + positional

    # Which keys each query may look at (row = query, column = key, True = visible).
    # A causal mask hides the future: token i only sees tokens 0..i.
    visible = np.ones((n_tokens, n_tokens), dtype=bool)
    if CAUSAL:
        visible &= np.tri(n_tokens, dtype=bool)
    if CUSTOM_MASK is not None:
        visible &= np.array(CUSTOM_MASK, dtype=bool)
    for query in range(n_tokens):
        if not visible[query].any():
            # Its softmax would be 0 / 0: there is nothing to average over.
            sys.exit(f"token {query + 1} {TOKENS[query]!r} has no key left to look at")

    d_k = HEADS[0]["W_q"].shape[1]
    divisor = np.sqrt(d_k) if SCALE == "sqrt_dk" else 1.0

    heads = []
    for head in HEADS:
        # Project: every token asks (query), advertises (key) and carries (value).
        Q = Z @ head["W_q"]  # (n_tokens, d_k)
        K = Z @ head["W_k"]  # (n_tokens, d_k)
        V = Z @ head["W_v"]  # (n_tokens, d_v)
        # Score: how well each query matches each key, one dot product per pair.
        scores = Q @ K.T  # (n_tokens, n_tokens)
        # Scale: dot products grow with d_k; dividing by sqrt(d_k) keeps the softmax
        # from becoming almost one-hot as vectors get wider.
        scaled = scores / divisor
        # Mask + softmax: hidden keys become -inf, then each row becomes weights.
        weights = softmax_rows(scaled, visible)
        # Mix: every output row blends the value rows, in the shares its weights give.
        output = weights @ V  # (n_tokens, d_v)
        heads.append({"Q": Q, "K": K, "V": V, "scores": scores, "scaled": scaled,
                      "weights": weights, "output": output})

    # Concat: the heads' outputs side by side, (n_tokens, n_heads * d_v).
    concat = np.concatenate([head["output"] for head in heads], axis=1)
    # W_o: one more matrix mixes what the heads found and sets the output width.
    attention_output = concat @ W_O if W_O is not None else concat

    # Residual: add Z back, so each token keeps what it had and adds what it
    # gathered.  That only works when both are equally wide.
    residual, residual_note = None, None
    width = attention_output.shape[1]
    if not RESIDUAL:
        residual_note = "the residual connection is switched off"
    elif width != d_model:
        if W_O is None:
            fix = f"add W_o to project it back to {d_model}"
        else:
            fix = f"give W_o {d_model} columns"
        residual_note = (f"the attention output is {width} wide but the token vectors "
                         f"are {d_model} wide: {fix}")
    else:
        residual = Z + attention_output

    return {"Z": Z, "mask": visible, "heads": heads, "concat": concat,
            "attention_output": attention_output, "residual": residual,
            "residual_note": residual_note}


# ----------------------------------------------------------------------------
# Part 3: show the results
# ----------------------------------------------------------------------------


def as_json(steps):
    """The same object as `selfattn-gui compute --json` (lists instead of arrays)."""
    heads = [{name: head[name].tolist() for name in
              ("Q", "K", "V", "scores", "scaled", "weights", "output")}
             for head in steps["heads"]]
    residual = None if steps["residual"] is None else steps["residual"].tolist()
    after_heads = {"mask": steps["mask"].tolist(), "concat": steps["concat"].tolist(),
                   "attention_output": steps["attention_output"].tolist()}
    # "layers" lists every layer; this session has one, which reads Z.
    layer = {"input": steps["Z"].tolist(),
             "heads": [dict(head, off=False) for head in heads],
             **after_heads, "residual": residual}
    return {"tokens": list(TOKENS), "Z": steps["Z"].tolist(), "heads": heads,
            **after_heads, "residual": residual,
            "residual_note": steps["residual_note"], "layers": [layer]}


'''
    + PRINT_TABLE
    + main_opening("self_attention")
    + """\
    for number, head in enumerate(steps["heads"], start=1):
        print_table(f"Head {number} of {len(steps['heads'])}: attention weights "
                    "(row = query, column = key)", head["weights"], TOKENS)
        print_table(f"Head {number}: output = weights @ V", head["output"],
                    range(head["output"].shape[1]))
    print_table("Attention output", steps["attention_output"],
                range(steps["attention_output"].shape[1]))
    if steps["residual"] is not None:
        print_table("Residual: Z + attention output", steps["residual"],
                    range(steps["residual"].shape[1]))
    else:
        print("No residual: " + steps["residual_note"])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
"""
)


def _token_lines(session: Session) -> list[str]:
    """TITLE, TOKENS, EMBEDDINGS (n_tokens, d_model) and POSITIONAL_ENCODING."""
    n, d_model = session.n_tokens, session.d_model
    lines = title_and_tokens_lines(session)
    lines += [
        "",
        "# One vector per token, row i belongs to TOKENS[i].",
        "EMBEDDINGS = "
        + matrix_literal(session.embeddings, "", f"(n_tokens, d_model) = ({n}, {d_model})"),
        "",
        '# "none", or "sinusoidal" to add a position signal to every token vector.',
        f"POSITIONAL_ENCODING = {session.positional_encoding!r}",
    ]
    return lines


def _head_lines(session: Session) -> list[str]:
    """HEADS: per head W_q, W_k (d_model, d_k) and W_v (d_model, d_v), as the catalogue has them."""
    lines = [
        "",
        f"# {session.n_heads} head(s), each with its own three projection matrices.",
        "HEADS = [",
    ]
    for h, head in enumerate(session.heads):
        lines.append(f"    {{  # head {h + 1}")
        for matrix in edited_per_head():
            shape = f"({', '.join(matrix.shape)}) = {matrix.expected_shape(session)}"
            literal = matrix_literal(head.matrix(matrix.key), "        ", shape)
            lines.append(f'        "{matrix.key}": {literal},')
        lines.append("    },")
    lines.append("]")
    return lines


def _switch_lines(session: Session) -> list[str]:
    """W_O (n_heads * d_v, d_out) or None, then CAUSAL, CUSTOM_MASK, SCALE and RESIDUAL."""
    lines = [""]
    if session.W_o is None:
        lines.append("# No output projection: the attention output is the heads' concat.")
        lines.append("W_O = None")
    else:
        rows, cols = session.W_o.shape
        lines.append("# Output projection applied to the heads' concat.")
        lines.append(
            "W_O = " + matrix_literal(session.W_o, "", f"(n_heads * d_v, d_out) = ({rows}, {cols})")
        )
    lines += mask_lines(session)
    lines += [
        "",
        "# True: add Z back to the attention output (when their widths agree).",
        f"RESIDUAL = {bool(session.residual)!r}",
    ]
    return lines


def _data_section(session: Session) -> str:
    """The session as Python literals, one commented assignment per field."""
    return "\n".join(_token_lines(session) + _head_lines(session) + _switch_lines(session))


def export_python(session: Session) -> str:
    """A standalone Python script (NumPy only) that rebuilds and computes ``session``.

    Parameters
    ----------
    session : the session to export

    Returns
    -------
    The script's source text.  Running it prints the weights and outputs of every
    head; ``--json`` prints the object of
    :func:`selfattn_gui.core.teaching.report.result_to_json`, equal to ``compute`` to 1e-12.
    A session only a version 2 file can hold (layers, layer norm, a vocabulary,
    cross-attention, ...) gets the layers script of
    :func:`~selfattn_gui.core.export.export_layers_code.export_layers_python`.
    """
    if session.version != 1:
        return export_layers_python(session)
    return _HEADER + IMPORTS + _data_section(session) + _CODE
