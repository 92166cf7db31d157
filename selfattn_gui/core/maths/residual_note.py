"""Why a layer has no residual connection, in words a learner can act on.

The residual adds the attention output to what the layer read, so both must be as wide;
when they are not, the note says which is which and how to fix it.
"""

from __future__ import annotations

from selfattn_gui.core.text import translate


def width_note(no_w_o: bool, first: bool) -> str:
    """Why an attention output of the wrong width has no residual, and the fix (one
    whole sentence per case, so a translator sees each)."""
    if first and no_w_o:
        return translate(
            "residual_note",
            "the attention output is {width} wide but the token vectors are {d_in} wide: "
            "add W_o to project it back to {d_in}",
        )
    if first:
        return translate(
            "residual_note",
            "the attention output is {width} wide but the token vectors are {d_in} wide: "
            "give W_o {d_in} columns",
        )
    if no_w_o:
        return translate(
            "residual_note",
            "the attention output is {width} wide but the layer's input is {d_in} wide: "
            "add W_o to project it back to {d_in}",
        )
    return translate(
        "residual_note",
        "the attention output is {width} wide but the layer's input is {d_in} wide: "
        "give W_o {d_in} columns",
    )
