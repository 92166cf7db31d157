"""The shipped lessons as the core tests read them: one lesson, a step by title, and the
session a learner has on arriving at a step."""

from __future__ import annotations

from selfattn_gui.core.files.resources import resource_path
from selfattn_gui.core.lessons.lesson import Lesson, apply_actions, load_lesson, setup_actions
from selfattn_gui.core.sessions import presets
from selfattn_gui.core.sessions.session import Session


def lesson(lesson_id: str) -> Lesson:
    """The built-in lesson ``lesson_id``, read from its file."""
    return load_lesson(resource_path("lessons", f"{lesson_id}.json"))


def step_index(les: Lesson, title: str) -> int:
    """The index of the step called ``title``."""
    return next(i for i, step in enumerate(les.steps) if step.title == title)


def state_at(les: Lesson, index: int) -> Session:
    """The session a learner has on arriving at step ``index`` without solving anything."""
    start = presets.load_preset("numpy-intro")  # deliberately not what any lesson uses
    return apply_actions(start, setup_actions(les, index))
