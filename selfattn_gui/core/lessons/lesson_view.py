"""What a goal may read of the window beside the session: the learner's choices in views.

Some choices are not part of the session: which mistake the mistakes lab shows is a
view's state, and Ctrl+Z or a saved file never holds it.  A lesson step may still ask
about it ("find which slip made this result: choose it in the lab"), with::

    {"mistakes_lab_shows": "mask_after_softmax"}

The window hands the condition a :class:`LessonView`, a read-only snapshot of those
choices made when the condition is checked; ``core`` never reaches into the widgets.
Without a view (a condition checked outside the window) the form is false.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

#: the condition form that reads the mistakes lab's choice
VIEW_FORM = "mistakes_lab_shows"
#: a highlight of ``panel.mistakes.<mistake>`` shows the lab with that mistake chosen
LAB_PANEL = "panel.mistakes."


@dataclass(frozen=True)
class LessonView:
    """The choices of the window's views that a condition may read.

    ``lab_mistake`` is the key of the mistake the mistakes lab shows (``"wrong_axis"``,
    ``"mask_after_softmax"``, ``"no_scale"``), or None when there is no lab.
    """

    lab_mistake: str | None = None


def view_holds(condition: Mapping[str, Any], view: LessonView | None) -> bool:
    """Whether a validated ``{"mistakes_lab_shows": ...}`` condition holds for ``view``."""
    return view is not None and view.lab_mistake == condition[VIEW_FORM]


def view_after(actions: Sequence[Mapping[str, Any]], view: LessonView | None = None) -> LessonView:
    """The view once ``actions`` ran (a step's, or a solution's): each ``highlight`` of
    ``panel.mistakes.<mistake>`` chooses that mistake in the lab, the last one winning,
    as the window does; every other action leaves the view as it was."""
    lab_mistake = None if view is None else view.lab_mistake
    for action in actions:
        for name in action.get("highlight", ()):
            if name.startswith(LAB_PANEL):
                lab_mistake = name.removeprefix(LAB_PANEL)
    return LessonView(lab_mistake=lab_mistake)
