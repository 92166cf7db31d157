"""Which lesson steps a learner has seen and which tasks they solved, kept between runs.

The progress lives in one small JSON file in the user data folder::

    {"format": "selfattn-lesson-progress", "version": 1,
     "lessons": {"02-it-finds-animal": {"steps_seen": [0, 1], "tasks_done": [3],
                                        "current_step": 1}}}

Every change is written at once, atomically, so a crash never leaves half a file.
A damaged file is not fatal: the learner starts afresh and :attr:`LessonProgress.warning`
says why.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from selfattn_gui.core.session import SessionError
from selfattn_gui.core.session_io import atomic_write_text, parse_json_text, read_limited_text
from selfattn_gui.core.user_data import user_data_dir

FORMAT_TAG = "selfattn-lesson-progress"
FORMAT_VERSION = 1
FILE_NAME = "lesson-progress.json"


def _indices(value: Any) -> set[int]:
    if not isinstance(value, list):
        return set()
    return {v for v in value if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 1000}


class LessonProgress:
    """Seen steps, solved tasks and the step to resume at, per lesson id.

    Parameters
    ----------
    path : the progress file (default: ``user_data_dir() / "lesson-progress.json"``)
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else user_data_dir() / FILE_NAME
        self._lessons: dict[str, dict[str, Any]] = {}
        #: Why the file could not be read or written (None when all is well).
        self.warning: str | None = None

    # -- reading and writing ------------------------------------------------------------
    @classmethod
    def load(cls, path: Path | None = None) -> LessonProgress:
        """Read the progress file; a missing file is an empty progress, a bad one too."""
        progress = cls(path)
        if not progress.path.exists():
            return progress
        try:
            data = parse_json_text(read_limited_text(progress.path, what="progress file"))
        except SessionError as error:
            progress.warning = f"{progress.path.name}: {error}; starting with no progress"
            return progress
        if not isinstance(data, dict) or data.get("format") != FORMAT_TAG:
            progress.warning = f"{progress.path.name}: not a lesson progress file; starting afresh"
            return progress
        lessons = data.get("lessons")
        if isinstance(lessons, dict):
            for lesson_id, entry in lessons.items():
                if not isinstance(entry, dict):
                    continue
                current = entry.get("current_step", 0)
                progress._lessons[str(lesson_id)] = {
                    "steps_seen": _indices(entry.get("steps_seen")),
                    "tasks_done": _indices(entry.get("tasks_done")),
                    "current_step": current if isinstance(current, int) and current >= 0 else 0,
                }
        return progress

    def to_dict(self) -> dict[str, Any]:
        """The JSON-ready form, indices sorted so the file is stable."""
        return {
            "format": FORMAT_TAG,
            "version": FORMAT_VERSION,
            "lessons": {
                lesson_id: {
                    "steps_seen": sorted(entry["steps_seen"]),
                    "tasks_done": sorted(entry["tasks_done"]),
                    "current_step": entry["current_step"],
                }
                for lesson_id, entry in sorted(self._lessons.items())
            },
        }

    def save(self) -> bool:
        """Write the file atomically; False (and :attr:`warning` set) when that failed."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(self.path, json.dumps(self.to_dict(), indent=1) + "\n")
        except OSError as error:
            self.warning = f"{self.path.name}: progress not saved ({error.strerror or error})"
            return False
        return True

    # -- queries ----------------------------------------------------------------------------
    def _entry(self, lesson_id: str) -> dict[str, Any]:
        return self._lessons.setdefault(
            lesson_id, {"steps_seen": set(), "tasks_done": set(), "current_step": 0}
        )

    def steps_seen(self, lesson_id: str) -> set[int]:
        return set(self._lessons.get(lesson_id, {}).get("steps_seen", set()))

    def tasks_done(self, lesson_id: str) -> set[int]:
        return set(self._lessons.get(lesson_id, {}).get("tasks_done", set()))

    def is_task_done(self, lesson_id: str, step: int) -> bool:
        return step in self.tasks_done(lesson_id)

    def current_step(self, lesson_id: str) -> int:
        return int(self._lessons.get(lesson_id, {}).get("current_step", 0))

    def is_lesson_done(self, lesson_id: str, n_steps: int, task_steps: Iterable[int]) -> bool:
        """Done when every step was seen and every task solved."""
        seen, done = self.steps_seen(lesson_id), self.tasks_done(lesson_id)
        return set(range(n_steps)) <= seen and set(task_steps) <= done

    # -- changes (each one saved at once) --------------------------------------------------
    def mark_step_seen(self, lesson_id: str, step: int) -> None:
        entry = self._entry(lesson_id)
        if step in entry["steps_seen"] and entry["current_step"] == step:
            return
        entry["steps_seen"].add(step)
        entry["current_step"] = step
        self.save()

    def mark_task_done(self, lesson_id: str, step: int) -> None:
        entry = self._entry(lesson_id)
        if step in entry["tasks_done"]:
            return
        entry["tasks_done"].add(step)
        self.save()

    def reset(self, lesson_id: str | None = None) -> None:
        """Forget one lesson's progress, or everything when ``lesson_id`` is None."""
        if lesson_id is None:
            self._lessons.clear()
        else:
            self._lessons.pop(lesson_id, None)
        self.save()
