"""A stack of attention layers worked out by hand: plain lists and ``math``, nothing from
the package, for the tests to compare the window's numbers with.

It reads a session as its file spells it (version 2: ``layers``, a vocabulary or free
token vectors, learned positions or none, the causal mask, layer norm, W_o, residual).
"""

from __future__ import annotations

import math


def times(rows, matrix):
    """rows (n × a) times matrix (a × b), one sum per cell."""
    out = []
    for row in rows:
        out.append(
            [sum(row[k] * matrix[k][j] for k in range(len(matrix))) for j in range(len(matrix[0]))]
        )
    return out


def normalise(rows, gain, bias, epsilon=1e-5):
    """Each row to mean 0 and variance 1 (divided by the width), then × gain + bias."""
    out = []
    for row in rows:
        mean = sum(row) / len(row)
        spread = math.sqrt(sum((x - mean) ** 2 for x in row) / len(row) + epsilon)
        out.append([(x - mean) / spread * g + b for x, g, b in zip(row, gain, bias, strict=True)])
    return out


def token_vectors(data):
    """Z: the token vectors (a vocabulary's rows, or typed), plus learned positions."""
    if data.get("vocabulary"):
        labels, W_E = data["vocabulary"]["labels"], data["vocabulary"]["W_E"]
        rows = [list(W_E[labels.index(token)]) for token in data["tokens"]]
    else:
        rows = [list(r) for r in data["embeddings"]]
    if data.get("positional_encoding") == "learned":
        rows = [
            [x + p for x, p in zip(row, data["W_pos"][i], strict=True)]
            for i, row in enumerate(rows)
        ]
    return rows


def weights_of(Q, K, causal, scaled):
    weights = []
    for i, q in enumerate(Q):
        seen = range(i + 1) if causal else range(len(K))
        scores = [sum(a * b for a, b in zip(q, K[j], strict=True)) for j in seen]
        if scaled:
            scores = [s / math.sqrt(len(q)) for s in scores]
        top = max(scores)
        exps = [math.exp(s - top) for s in scores]
        row = [e / sum(exps) for e in exps]
        weights.append(row + [0.0] * (len(K) - len(row)))
    return weights


def stack(data):
    """Every layer's input, normalised input, heads' Q and weights, and output."""
    H = token_vectors(data)
    causal, scaled = data.get("causal", False), data.get("scale", "sqrt_dk") == "sqrt_dk"
    found = []
    for layer in data["layers"]:
        norm = layer.get("layer_norm")
        read = normalise(H, norm["gain"], norm["bias"]) if norm else H
        heads, outputs = [], []
        for h, head in enumerate(layer["heads"]):
            Q, K, V = times(read, head["W_q"]), times(read, head["W_k"]), times(read, head["W_v"])
            weights = weights_of(Q, K, causal, scaled)
            out = times(weights, V)
            if h in layer.get("heads_off", []):
                out = [[0.0] * len(r) for r in out]
            heads.append({"Q": Q, "weights": weights})
            outputs.append(out)
        concat = [sum((o[i] for o in outputs), []) for i in range(len(H))]
        attention = times(concat, layer["W_o"]) if layer.get("W_o") else concat
        if layer.get("residual", True) and len(attention[0]) == len(H[0]):
            out = [[a + b for a, b in zip(H[i], attention[i], strict=True)] for i in range(len(H))]
        else:
            out = attention
        found.append({"input": H, "normalised": read, "heads": heads, "output": out})
        H = out
    return found
