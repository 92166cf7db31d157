"""``label.head_scores``: what the selected head does, by its scores, beside its switch.

"previous-token 0.94" over "induction 0.00" for the head on show (two short lines, so
that the head tabs keep their room at 1024 pixels), so a learner can find a trained
model's heads by their numbers and then look at their patterns; the tooltip lists
every head of the layer.  Scored on the sequence on show alone, each line says
"here".  Switching a head off (``toggle.head_off``) or any edit
scores the model again in the background (``model.head_scores_watch``): switch layer
1's previous-token head off and the induction scores of layer 2 fall.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from selfattn_gui.core.teaching.head_finding import (
    HELD_OUT,
    ON_ANSWER,
    layer_scores_text,
    score_lines,
)
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.model.document import Document
from selfattn_gui.model.head_scores_watch import HeadScoresWatch
from selfattn_gui.ui.foundation.plain_text import set_tooltip
from selfattn_gui.ui.plots.plot_style import format_value

# Translated where shown ({count} and {score} filled in then): these are made at import.
HELD_OUT_NOTE = QT_TRANSLATE_NOOP(
    "head_scores_label",
    "Measured on {count} held-out copy sequences (a random sequence, then the same "
    "again), whatever the sequence on show: previous-token is the head's mean weight "
    "from each token on the one before it; induction its mean weight, from a repeated "
    "token, on the token that followed it last time.",
)
SHOWN_NOTE = QT_TRANSLATE_NOOP(
    "head_scores_label",
    "Measured here, on the sequence on show (the app knows nothing else of this model's "
    "task): previous-token is the head's mean weight from each token on the one before "
    "it; induction, when a token repeats, its mean weight on the token that followed "
    "the earlier one.",
)
REFERENT_NOTE = QT_TRANSLATE_NOOP(
    "head_scores_label",
    "“{score}”: measured on {count} held-out sentences of the task this model "
    "learned (“… because it was too tired it =”): the head's mean weight, from “=”, on "
    "the noun “it” refers to. The head with the most is the one that decides.",
)


class HeadScoresLabel(QLabel):
    """The selected head's scores in the layer on show; hidden for a session that gets
    none (see ``core.teaching.head_finding``)."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("label.head_scores")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAccessibleName(
            translate("head_scores_label", "What the selected head does, by its scores")
        )
        self._document = document
        self.watch = HeadScoresWatch(document, self)
        self.watch.sig_scores_changed.connect(self.refresh)
        document.sig_head_selected.connect(self.refresh)
        document.sig_layer_selected.connect(self.refresh)
        self.refresh()

    def refresh(self, *_args: object) -> None:
        plan, scores = self.watch.plan, self.watch.scores
        self.setVisible(plan is not None)
        if plan is None:
            return
        layer, head = self._document.shown_layer, self._document.selected_head
        rows, columns = (0, 0) if scores is None else scores.previous_token.shape
        if scores is None or layer >= rows or head >= columns:  # (another session's, yet)
            text, tip = translate("head_scores_label", "measuring the heads…"), ""
        else:
            lines = score_lines(scores, layer, head)
            here = translate("head_scores_label", "{score} here")
            lines = lines if plan.held_out else [here.format(score=line) for line in lines]
            on_answer = None if self.watch.referents is None else self.watch.referents.on_answer
            if on_answer is not None:  # two lines: what the head does here, and for the task
                lines = [
                    lines[0],
                    f"{translate('head_finding', ON_ANSWER)} {format_value(on_answer[layer, head], 2)}",
                ]
            text = "\n".join(lines)
            heads_off = sorted(self._document.session.layers[layer].heads_off)
            tip = layer_scores_text(scores, layer, heads_off, on_answer)
        if plan.held_out:
            note = translate("head_scores_label", HELD_OUT_NOTE)
        else:
            note = translate("head_scores_label", SHOWN_NOTE)
        note = note.format(count=HELD_OUT)
        if plan.referrals:
            referent = translate("head_scores_label", REFERENT_NOTE)
            note = f"{note}\n\n{referent.format(score=translate('head_finding', ON_ANSWER), count=HELD_OUT)}"
        if self.text() != text:
            self.setText(text)
        layer_tip = translate("head_scores_label", "{note}\n\nLayer {layer}:\n{scores}")
        set_tooltip(self, layer_tip.format(note=note, layer=layer + 1, scores=tip) if tip else note)
