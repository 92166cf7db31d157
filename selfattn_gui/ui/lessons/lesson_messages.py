"""The lesson panel's sentences about the step on show: where it is, and why it cannot be
set up.  Each one is translated whole, its number or name filled in after."""

from __future__ import annotations

from selfattn_gui.core.text import translate


def step_counter(number: int, count: int) -> str:
    """ "Step 2 of 7" (``number`` counted from 1)."""
    return translate("lesson_messages", "Step {number} of {count}").format(
        number=number, count=count
    )


def does_not_fit(reason: object) -> str:
    """A step's actions cannot be applied to the example the learner has on show."""
    return translate(
        "lesson_messages",
        "This step does not fit the example on show ({reason}). "
        "Press “Set up this step” to start it afresh.",
    ).format(reason=reason)


def session_kept(name: str) -> str:
    """The learner chose to keep unsaved work rather than open the step's example."""
    return translate(
        "lesson_messages", "Your session was kept. Press “Set up this step” to open “{name}”."
    ).format(name=name)


def lesson_edit(title: str) -> str:
    """The undo text of the changes a lesson step makes."""
    return translate("lesson_messages", "Lesson: {title}").format(title=title)
