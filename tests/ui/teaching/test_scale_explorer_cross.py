"""The √d_k explorer in a cross session: its bars are the source's keys, however many.

Found by the random monkey: with the explorer open on ``cross-translation``, removing a
target token raised "2 key labels for 3 weights", the explorer having labelled its bars
with the target's tokens.
"""

from __future__ import annotations

from selfattn_gui.core.sessions import edits, presets
from selfattn_gui.model.document import Document
from selfattn_gui.model.view_state import ViewState
from selfattn_gui.ui.foundation.frames import frames_for
from selfattn_gui.ui.plots.token_axis import TokenAxis
from selfattn_gui.ui.teaching.scale_explorer import ScaleExplorer


def test_a_shorter_target_keeps_a_bar_for_every_source_key(qtbot):
    session = presets.load_preset("cross-translation")
    assert session.source is not None and session.n_tokens == len(session.source.tokens)
    document = Document(edits.remove_token(session, 0))
    explorer = ScaleExplorer()
    frames = frames_for(document, ViewState())
    frames.add(explorer)
    qtbot.addWidget(explorer)
    explorer.show()
    qtbot.waitExposed(explorer)
    document.select_query(1)
    explorer.refresh()  # (catches up on the frame of the new query)
    axis = explorer.chart.getPlotItem().getAxis("bottom")
    assert isinstance(axis, TokenAxis)
    assert axis.tokens == session.source.tokens
