"""The frame: everything a view may read, as one value built after each change.

After an edit, an undo, a new selection or another display choice, the views do not
each ask the document and the view state what changed.  One :class:`Frame` is built
(``ui/foundation/frames.py`` builds it once per event-loop turn, however many signals
fired) and handed to every view's ``show_frame(frame)``; a view reads nothing else.
A view that keeps the last frame it showed can ask :meth:`Frame.changed` what is new
and skip the work that is not.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from selfattn_gui.core.maths.attention import AttentionResult, HeadResult
from selfattn_gui.core.maths.matrices import Matrix
from selfattn_gui.core.maths.pin_compare import Comparison
from selfattn_gui.core.sessions.session import Session

if TYPE_CHECKING:
    from selfattn_gui.model.document import Document
    from selfattn_gui.model.view_state import ViewState

#: The parts of a frame :meth:`Frame.changed` names.
ASPECTS = (
    "numbers",  # the session or its result (an edit, an undo, another layer on show)
    "shape",  # the token count, the widths or the head count
    "layer",
    "head",
    "query",
    "pin",
    "decimals",
    "colours",  # either colour map
    "veil",
    "look",  # theme or zoom
)


@dataclass(frozen=True, eq=False)
class Frame:
    """One moment of the window's state, as the views show it.

    Attributes
    ----------
    number : counts the frames of one window from 1 (a view can tell a new one)
    session : the layer on show as a one-layer session (``Document.shown_session``)
    whole_session : the session with every layer (what the predictions read)
    result : its result (``Document.shown_result``); ``result.heads[head]`` is on show
    layer, n_layers : the layer on show (from 0) and how many the session has
    head : the head the per-head views show (from 0)
    query : the selected query token, -1 for none
    decimals : digits after the point, 0 to 6
    weights_colormap, scores_colormap : the colour maps' names
    veiled : the catalogue keys whose numbers every view shows as "?"
    theme_name, zoom : the look the learner chose
    pinned : whether numbers are pinned (:meth:`compare` gives them)
    """

    number: int
    session: Session
    whole_session: Session
    result: AttentionResult
    layer: int
    n_layers: int
    head: int
    query: int
    decimals: int
    weights_colormap: str
    scores_colormap: str
    veiled: frozenset[str]
    theme_name: str
    zoom: float
    pinned: bool
    _pin_state: object = field(repr=False)  # what is pinned (compared by identity)
    _document: Document = field(repr=False)

    @property
    def head_result(self) -> HeadResult:
        """The numbers of the head on show."""
        return self.result.heads[self.head]

    @property
    def shape(self) -> tuple[int, ...]:
        """Token count, key count, widths and head count: what sizes the tables."""
        s = self.session
        return (s.n_tokens, s.n_keys, s.d_model, s.d_k, s.d_v, s.n_heads)

    def is_veiled(self, key: str) -> bool:
        """Whether the numbers of the catalogue matrix ``key`` show as "?"."""
        return key in self.veiled

    def compare(self, matrix: Matrix, head: int | None = None) -> Comparison:
        """``matrix`` at the pin beside the one shown (of the head on show by default).

        Frames are only shown while they are the newest, so the pin's comparison of the
        document's numbers now is this frame's.
        """
        return self._document.pin.compare(matrix, head=self.head if head is None else head)

    def result_with_mistake(self, mistake: str | None) -> AttentionResult:
        """:attr:`result` as one of ``MISTAKES`` computes it (None: :attr:`result`); made
        when first asked for, once per frame for every view that shows that slip."""
        return self._document.shown_result_with_mistake(mistake)

    def changed(self, since: Frame | None) -> frozenset[str]:
        """The :data:`ASPECTS` in which this frame differs from ``since`` (all if None)."""
        if since is None:
            return frozenset(ASPECTS)
        differs = {
            "numbers": self.whole_session is not since.whole_session
            or self.session is not since.session
            or self.result is not since.result,
            "shape": self.shape != since.shape,
            "layer": self.layer != since.layer,
            "head": self.head != since.head,
            "query": self.query != since.query,
            "pin": self._pin_state is not since._pin_state,
            "decimals": self.decimals != since.decimals,
            "colours": (self.weights_colormap, self.scores_colormap)
            != (since.weights_colormap, since.scores_colormap),
            "veil": self.veiled != since.veiled,
            "look": (self.theme_name, self.zoom) != (since.theme_name, since.zoom),
        }
        return frozenset(aspect for aspect, yes in differs.items() if yes)


def frame_of(document: Document, view_state: ViewState, number: int) -> Frame:
    """The frame of ``document`` and ``view_state`` as they are now."""
    pin = document.pin
    return Frame(
        number=number,
        session=document.shown_session,
        whole_session=document.session,
        result=document.shown_result,
        layer=document.shown_layer,
        n_layers=document.session.n_layers,
        head=document.selected_head,
        query=document.selected_query,
        decimals=view_state.decimals,
        weights_colormap=view_state.weights_colormap,
        scores_colormap=view_state.scores_colormap,
        veiled=view_state.veiled,
        theme_name=view_state.theme_name,
        zoom=view_state.zoom,
        pinned=pin.is_pinned,
        _pin_state=pin.pinned_numbers,
        _document=document,
    )
