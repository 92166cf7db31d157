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

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

#: the condition form that reads the mistakes lab's choice
VIEW_FORM = "mistakes_lab_shows"


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
