"""What each stage of the pipeline holds and how its views sit: a declarative table."""

from __future__ import annotations

from selfattn_gui.core.maths.matrices import MATRICES
from selfattn_gui.ui.pipeline.stage_texts import STAGES

#: which matrices of the catalogue each stage shows as tables
MATRICES_OF_STAGE = {
    "source": ("source",),
    "tokens": ("embeddings", "Z"),
    "layer_norm": ("layer_norm", "normalised"),
    "projections": ("W_q", "W_k", "W_v"),
    "qkv": ("Q", "K", "V"),
    "scores": ("scores",),
    "output": ("output",),
    "mix": ("W_o", "attention_output"),
    "residual": ("residual",),
}
#: stage key -> the object names of its tables (``"editor.W_q"``, ``"view.scores_raw"``)
TABLES = {
    stage: tuple(MATRICES[key].table_name for key in keys)
    for stage, keys in MATRICES_OF_STAGE.items()
}
#: stages whose views sit side by side (the scores beside their picture when d_k = 2)
ACROSS = ("projections", "qkv", "scores", "mix")
#: stages that, in presentation, show only the views a step points at when it points at
#: any of them (a step about V shows V large, not Q and K beside it)
NARROWABLE = ("projections", "qkv", "scores", "mix", "weights")
#: The stages whose shape speaks of all their tables at once ("3 × 2 each").
SHAPE_OF_ALL = ("projections", "qkv")
#: What the learner types on the first layer's tokens stage.
TYPED_INPUT = next(text.edits for text in STAGES if text.key == "tokens")
