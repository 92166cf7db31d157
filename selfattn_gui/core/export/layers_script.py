"""The code of an exported script for a session beyond one self-attention layer.

The script's first part (the session's numbers) is written by
:mod:`selfattn_gui.core.export.export_layers_code`; the text here is its fixed second
and third parts: attention layer after layer (layer norm, grouped keys and values,
switched-off heads, cross-attention), the next-token predictions, and the printing.
It is the scripts' own code (NumPy only): plain, one function per idea, for a learner
to read and change.
"""

from __future__ import annotations

from selfattn_gui.core.export.script_pieces import (
    POSITIONS_AND_SOFTMAX,
    PRINT_TABLE,
    main_opening,
)
from selfattn_gui.core.sessions.layers import LAYER_NORM_EPSILON

#: The script's docstring: what it is and how to run it.
HEADER = '''\
#!/usr/bin/env python3
"""Attention worked through layer after layer, with NumPy only.

Exported by selfattn-gui.  The first part rebuilds one session exactly (every
number is written out in full); the second part runs its attention layers one
after the other, one small step per line, so you can change a number and rerun.

    python THIS_FILE          print each layer's weights and outputs
    python THIS_FILE --json   print every intermediate as JSON: the same object
                              that `selfattn-gui compute --json` prints
"""

'''

_LAYERS = '''\
def learned_or_sinusoidal_positions(n_tokens, d_model):
    """What is added to each token vector to say where it sits, (n_tokens, d_model)."""
    if POSITIONAL_ENCODING == "sinusoidal":
        return sinusoidal_encoding(n_tokens, d_model)
    if POSITIONAL_ENCODING == "learned":
        # A trained model keeps one vector per position it has room for: the token at
        # position p gets row p of W_POS added to it.
        if len(W_POS) < n_tokens:
            sys.exit(f"W_POS has {len(W_POS)} positions, fewer than the {n_tokens} tokens")
        return W_POS[:n_tokens]
    return np.zeros((n_tokens, d_model))


def layer_norm(rows, gain, bias):
    """Give each row (one token) mean 0 and variance 1, then scale by gain, add bias.

    The variance is the mean squared distance from the row's mean.  EPSILON keeps
    a row whose numbers are all equal (variance 0) from dividing by zero.
    """
    mean = rows.mean(axis=1, keepdims=True)
    centred = rows - mean
    variance = np.mean(centred * centred, axis=1, keepdims=True)
    return centred / np.sqrt(variance + EPSILON) * gain + bias


def visible_keys(n_tokens, n_keys):
    """Which keys each query may look at: (n_tokens, n_keys), True = visible."""
    visible = np.ones((n_tokens, n_keys), dtype=bool)
    if CAUSAL:
        # Hide the future: token i only sees tokens 0..i.
        visible &= np.tri(n_tokens, n_keys, dtype=bool)
    if CUSTOM_MASK is not None:
        visible &= np.array(CUSTOM_MASK, dtype=bool)
    for query in range(n_tokens):
        if not visible[query].any():
            # Its softmax would be 0 / 0: there is nothing to average over.
            sys.exit(f"token {query + 1} {TOKENS[query]!r} has no key left to look at")
    return visible


def keys_and_values(layer, keys_from):
    """The K (n_keys, d_k) and V (n_keys, d_v) of every query head, in head order.

    Without K/V groups each head projects its own.  With G groups (grouped-query
    attention) head h uses group h * G // n_heads: neighbouring heads share one
    K and one V, computed once per group, which saves memory in a real model.
    """
    if layer["kv_heads"] is None:
        return [(keys_from @ head["W_k"], keys_from @ head["W_v"]) for head in layer["heads"]]
    groups = [(keys_from @ group["W_k"], keys_from @ group["W_v"])
              for group in layer["kv_heads"]]
    n_heads, n_groups = len(layer["heads"]), len(groups)
    return [groups[h * n_groups // n_heads] for h in range(n_heads)]


def attention_head(queries_from, W_q, K, V, visible, divisor):
    """One head: how much each token listens to each key, and what it hears."""
    Q = queries_from @ W_q  # (n_tokens, d_k): what each token is looking for
    scores = Q @ K.T  # (n_tokens, n_keys): one dot product per query and key
    # Dot products grow with d_k; dividing by sqrt(d_k) keeps the softmax from
    # becoming almost one-hot as the vectors get wider.
    scaled = scores / divisor
    weights = softmax_rows(scaled, visible)  # each row >= 0 and adds up to 1
    output = weights @ V  # (n_tokens, d_v): a weighted average of the values
    return {"Q": Q, "K": K, "V": V, "scores": scores, "scaled": scaled,
            "weights": weights, "output": output}


def add_residual(layer, H, attention_output, first):
    """H + attention output (each token keeps what it had and adds what it
    gathered), or None and the reason there is none."""
    if not layer["residual"]:
        return None, "the residual connection is switched off"
    width, d_in = attention_output.shape[1], H.shape[1]
    if width != d_in:
        fix = (f"add W_o to project it back to {d_in}" if layer["W_o"] is None
               else f"give W_o {d_in} columns")
        what = "the token vectors are" if first else "the layer's input is"
        return None, f"the attention output is {width} wide but {what} {d_in} wide: {fix}"
    return H + attention_output, None


def attention_layer(layer, H, visible, first):
    """One layer on H (n_tokens, width): its heads, the concat, W_o, the residual."""
    # Pre-LN: the heads read a normalised copy of H; the residual adds H itself.
    norm = layer["layer_norm"]
    heads_read = H if norm is None else layer_norm(H, norm["gain"], norm["bias"])
    # Self-attention: the keys and values come from the same tokens as the queries;
    # cross-attention: from the source sequence, as it is.
    keys_from = heads_read if SOURCE_EMBEDDINGS is None else SOURCE_EMBEDDINGS
    d_k = layer["heads"][0]["W_q"].shape[1]
    divisor = np.sqrt(d_k) if SCALE == "sqrt_dk" else 1.0
    heads = []
    for h, (K, V) in enumerate(keys_and_values(layer, keys_from)):
        head = attention_head(heads_read, layer["heads"][h]["W_q"], K, V, visible, divisor)
        head["off"] = h in layer["heads_off"]
        heads.append(head)
    # Concat: the heads' outputs side by side; a switched-off head adds zeros.
    concat = np.concatenate([np.zeros_like(head["output"]) if head["off"] else head["output"]
                             for head in heads], axis=1)
    # W_o: one more matrix mixes what the heads found and sets the output width.
    attention_output = concat if layer["W_o"] is None else concat @ layer["W_o"]
    residual, residual_note = add_residual(layer, H, attention_output, first)
    return {"input": H, "normalised": None if norm is None else heads_read,
            "heads": heads, "concat": concat, "attention_output": attention_output,
            "residual": residual, "residual_note": residual_note}


def every_layer():
    """Z, the mask, every layer in order and, with W_U, the next-token odds."""
    n_tokens, d_model = EMBEDDINGS.shape
    Z = EMBEDDINGS + learned_or_sinusoidal_positions(n_tokens, d_model)
    n_keys = n_tokens if SOURCE_EMBEDDINGS is None else len(SOURCE_EMBEDDINGS)
    visible = visible_keys(n_tokens, n_keys)
    layers, H = [], Z
    for layer in LAYERS:
        layers.append(attention_layer(layer, H, visible, first=not layers))
        # The next layer reads this one's output: the residual, or the attention
        # output itself when there is none.
        H = layers[-1]["residual"]
        if H is None:
            H = layers[-1]["attention_output"]
    steps = {"Z": Z, "mask": visible, "layers": layers}
    if W_U is not None:
        # Unembed: one score (logit) per vocabulary entry for what comes next after
        # each position, then softmax over the whole vocabulary.
        steps["logits"] = H @ W_U
        steps["probabilities"] = softmax_rows(steps["logits"], np.ones(W_U.shape[1], bool))
    return steps


# ----------------------------------------------------------------------------
# Part 3: show the results
# ----------------------------------------------------------------------------

HEAD_KEYS = ("Q", "K", "V", "scores", "scaled", "weights", "output")


def layer_as_json(layer, visible):
    """One layer's object of `selfattn-gui compute --json`."""
    data = {"input": layer["input"].tolist()}
    if layer["normalised"] is not None:
        data["normalised"] = layer["normalised"].tolist()
    data["heads"] = [dict({key: head[key].tolist() for key in HEAD_KEYS}, off=head["off"])
                     for head in layer["heads"]]
    residual = layer["residual"]
    data.update(mask=visible.tolist(), concat=layer["concat"].tolist(),
                attention_output=layer["attention_output"].tolist(),
                residual=None if residual is None else residual.tolist())
    return data


def as_json(steps):
    """The same object as `selfattn-gui compute --json` (lists instead of arrays).

    Its first keys describe layer 1, as for a one-layer session; "layers" has them all.
    """
    layers = [layer_as_json(layer, steps["mask"]) for layer in steps["layers"]]
    first = layers[0]
    data = {"tokens": list(TOKENS), "Z": steps["Z"].tolist(),
            "heads": [{key: head[key] for key in HEAD_KEYS} for head in first["heads"]],
            "mask": first["mask"], "concat": first["concat"],
            "attention_output": first["attention_output"], "residual": first["residual"],
            "residual_note": steps["layers"][0]["residual_note"], "layers": layers}
    if W_U is not None:
        data["logits"] = steps["logits"].tolist()
        data["probabilities"] = steps["probabilities"].tolist()
    if SOURCE_TOKENS is not None:
        data["source_tokens"] = list(SOURCE_TOKENS)
    return data


'''

_PRINTING = '''\
def print_layer(number, layer):
    """Each head's weights and output, then the layer's output."""
    keys = TOKENS if SOURCE_TOKENS is None else SOURCE_TOKENS
    n_heads = len(layer["heads"])
    for h, head in enumerate(layer["heads"], start=1):
        off = " (switched off: zeros in the concat)" if head["off"] else ""
        print_table(f"Layer {number}, head {h} of {n_heads}{off}: attention weights "
                    "(row = query, column = key)", head["weights"], keys)
        print_table(f"Layer {number}, head {h}: output = weights @ V", head["output"],
                    range(head["output"].shape[1]))
    print_table(f"Layer {number}: attention output", layer["attention_output"],
                range(layer["attention_output"].shape[1]))
    if layer["residual"] is not None:
        print_table(f"Layer {number}: residual = its input + attention output",
                    layer["residual"], range(layer["residual"].shape[1]))
    else:
        print(f"Layer {number}: no residual: " + layer["residual_note"])
        print()


def print_predictions(probabilities):
    """The three likeliest next tokens after each position."""
    print("Next-token predictions: the likeliest entries of the vocabulary")
    label_width = max(len(str(token)) for token in TOKENS)
    for token, row in zip(TOKENS, probabilities):
        best = np.argsort(-row, kind="stable")[:3]
        print(f"{str(token):<{label_width}}  "
              + ", ".join(f"{VOCABULARY[i]} {row[i]:.4f}" for i in best))
    print()


'''

_MAIN_END = """\
    for number, layer in enumerate(steps["layers"], start=1):
        print_layer(number, layer)
    if W_U is not None:
        print_predictions(steps["probabilities"])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
"""

#: Parts 2 and 3 of the script, after its session.
CODE = (
    f"""

# ----------------------------------------------------------------------------
# Part 2: attention, layer after layer
# ----------------------------------------------------------------------------

# Layer normalisation's small number that keeps it from dividing by zero.
EPSILON = {LAYER_NORM_EPSILON!r}


"""
    + POSITIONS_AND_SOFTMAX
    + _LAYERS
    + PRINT_TABLE
    + _PRINTING
    + main_opening("every_layer")
    + _MAIN_END
)
