"""What a learner types as a guess, read as a number: "0.95", "0,95", "95%", "1/3"."""

from __future__ import annotations

import re

import numpy as np

from selfattn_gui.core.sessions.cell_input import western_digits
from selfattn_gui.core.text import translate

_FRACTION = re.compile(r"^\s*([+-]?\d+(?:\.\d+)?)\s*/\s*(\d+(?:\.\d+)?)\s*$")


def parse_prediction(text: str) -> float:
    """A learner's guess: "0.95", "0,95", "95%", "1/3", "−1.41" or "4e8"."""
    cleaned = western_digits(text.strip()).replace("\u2212", "-").replace(" ", "")
    cleaned = cleaned.replace("\u202f", "")
    if not cleaned:
        raise ValueError(translate("prediction_text", "type a number first"))
    percent = cleaned.endswith("%")
    cleaned = cleaned.rstrip("%")
    if cleaned.count(",") == 1 and "." not in cleaned:
        cleaned = cleaned.replace(",", ".")
    fraction = _FRACTION.match(cleaned)
    try:
        if fraction:
            value = float(fraction.group(1)) / float(fraction.group(2))
        else:
            value = float(cleaned)
    except (ValueError, ZeroDivisionError):
        raise ValueError(
            translate(
                "prediction_text", "“{text}” is not a number I can read (try 0.95, 95% or 1/3)"
            ).format(text=text.strip())
        ) from None
    if not np.isfinite(value):
        raise ValueError(translate("prediction_text", "that is not a finite number"))
    return value / 100 if percent else value
