"""Which lesson steps a learner has seen and which tasks they solved, kept between runs.

The progress lives in one small JSON file in the user data folder::

    {"format": "selfattn-lesson-progress", "version": 1,
     "lessons": {"03-it-finds-animal": {"steps_seen": [0, 1], "tasks_done": [3],
                                        "current_step": 1,
                                        "guesses": {"2": {"tries": [0.5, 0.07],
                                                          "truth": 0.0689}}}}}

``guesses`` keeps, per question step, every guess the learner typed (in order) beside
the true answer, for the summary at the end of a lesson.

Every change is written at once, atomically, so a crash never leaves half a file.
Nothing in the file is lost on the way:

- a damaged file is kept aside (``lesson-progress.json.damaged-<time>``) and the
  learner starts afresh; :attr:`LessonProgress.warning` says so;
- fields this version does not know (written by a newer one) are kept as they are;
- saving re-reads the file and applies this run's changes to what is there, so two
  open windows (or two running copies of the app) add up their progress instead of
  overwriting each other's.
"""

from __future__ import annotations

import copy
import json
import math
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from selfattn_gui.core.files.user_data import user_data_dir
from selfattn_gui.core.sessions.session import SessionError
from selfattn_gui.core.sessions.session_io import (
    atomic_write_text,
    parse_json_text,
    read_limited_text,
)
from selfattn_gui.core.text import translate

FORMAT_TAG = "selfattn-lesson-progress"
FORMAT_VERSION = 1
FILE_NAME = "lesson-progress.json"
KNOWN_ENTRY_FIELDS = ("steps_seen", "tasks_done", "current_step", "guesses")
MAX_TRIES = 20  # guesses kept per question

# ("seen" | "done" | "reset" | "guess", lesson id, step, (guess, truth) or None)
Change = tuple[str, str | None, int, tuple[float, float] | None]


def _indices(value: Any) -> set[int]:
    if not isinstance(value, list):
        return set()
    return {v for v in value if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 1000}


def _finite(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _guesses(value: Any) -> dict[int, dict[str, Any]]:
    """The readable part of a "guesses" object: step -> {"tries": [...], "truth": x}."""
    guesses: dict[int, dict[str, Any]] = {}
    if not isinstance(value, dict):
        return guesses
    for step, entry in value.items():
        if not (isinstance(step, str) and step.isdigit() and len(step) <= 3):
            continue
        if not (isinstance(entry, dict) and _finite(entry.get("truth"))):
            continue
        tries = entry.get("tries")
        tries = [float(t) for t in tries if _finite(t)] if isinstance(tries, list) else []
        guesses[int(step)] = {"tries": tries[-MAX_TRIES:], "truth": float(entry["truth"])}
    return guesses


class LessonProgress:
    """Seen steps, solved tasks and the step to resume at, per lesson id.

    Parameters
    ----------
    path : the progress file (default: ``user_data_dir() / "lesson-progress.json"``)
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else user_data_dir() / FILE_NAME
        self._lessons: dict[str, dict[str, Any]] = {}
        self._version = FORMAT_VERSION
        self._extra: dict[str, Any] = {}  # top-level fields of a newer version, kept as read
        self._pending: list[Change] = []  # changes not yet written to the file
        self._keep_file = False  # a damaged file that could not be moved aside: never overwrite
        #: Why the file could not be read or written (None when all is well).
        self.warning: str | None = None

    # -- reading and writing ------------------------------------------------------------
    @classmethod
    def load(cls, path: Path | None = None) -> LessonProgress:
        """Read the progress file; a missing file is an empty progress, a bad one too."""
        progress = cls(path)
        data = progress._read()
        if data is not None:
            progress._take(data)
        return progress

    def _read(self) -> dict[str, Any] | None:
        """The file's JSON when it is a progress file; None when it is absent or damaged.

        A damaged file (or one that is not a progress file) is renamed so that nothing
        writes over it, and :attr:`warning` says where it went.
        """
        if not self.path.exists() and not self.path.is_symlink():
            return None
        try:
            data = parse_json_text(
                read_limited_text(self.path, what=translate("lesson_progress", "progress file"))
            )
        except SessionError as error:
            reason = str(error).removeprefix(f"{self.path.name}: ")
        else:
            if isinstance(data, dict) and data.get("format") == FORMAT_TAG:
                return data
            reason = translate("lesson_progress", "not a lesson progress file")
        self._keep_aside(reason)
        return None

    def _keep_aside(self, reason: str) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        number = 1
        while aside.exists() or aside.is_symlink():
            number += 1
            aside = self.path.with_name(f"{self.path.name}.damaged-{stamp}-{number}")
        try:
            self.path.rename(aside)
        except OSError as error:
            self._keep_file = True
            self.warning = translate(
                "lesson_progress",
                "{name}: could not be read ({reason}) nor moved aside ({error}); lesson progress is not saved this run, so that the file stays as it is",
            ).format(name=self.path.name, reason=reason, error=error.strerror or error)
            return
        self.warning = translate(
            "lesson_progress",
            "{name}: could not be read ({reason}); it was kept as {kept} and lessons start with no progress",
        ).format(name=self.path.name, reason=reason, kept=aside.name)

    def _take(self, data: dict[str, Any]) -> None:
        """Use a progress file's JSON, keeping every field this version does not know."""
        version = data.get("version")
        if isinstance(version, int) and not isinstance(version, bool) and version > 1:
            self._version = version  # a newer file stays that version
        self._extra = {
            k: copy.deepcopy(v)
            for k, v in data.items()
            if k not in ("format", "version", "lessons")
        }
        self._lessons = {}
        lessons = data.get("lessons")
        if not isinstance(lessons, dict):
            return
        for lesson_id, entry in lessons.items():
            if not isinstance(entry, dict):
                continue
            current = entry.get("current_step", 0)
            valid = isinstance(current, int) and not isinstance(current, bool) and current >= 0
            self._lessons[str(lesson_id)] = {
                **{k: copy.deepcopy(v) for k, v in entry.items() if k not in KNOWN_ENTRY_FIELDS},
                "steps_seen": _indices(entry.get("steps_seen")),
                "tasks_done": _indices(entry.get("tasks_done")),
                "current_step": current if valid else 0,
                "guesses": _guesses(entry.get("guesses")),
            }

    def to_dict(self) -> dict[str, Any]:
        """The JSON-ready form, indices sorted so the file is stable, unknown fields kept."""
        return {
            **self._extra,
            "format": FORMAT_TAG,
            "version": self._version,
            "lessons": {
                lesson_id: {
                    **{k: v for k, v in entry.items() if k not in KNOWN_ENTRY_FIELDS},
                    "steps_seen": sorted(entry["steps_seen"]),
                    "tasks_done": sorted(entry["tasks_done"]),
                    "current_step": entry["current_step"],
                    **(
                        {"guesses": {str(k): v for k, v in sorted(entry["guesses"].items())}}
                        if entry["guesses"]
                        else {}
                    ),
                }
                for lesson_id, entry in sorted(self._lessons.items())
            },
        }

    def save(self) -> bool:
        """Merge this run's changes into the file as it is now; False (and :attr:`warning`) on failure.

        The file is read again first, so progress another window saved meanwhile is
        kept, and what this object knows becomes the merged result.
        """
        if self._keep_file:
            return False
        on_disk = self._read()
        if on_disk is not None:
            merged = LessonProgress(self.path)
            merged._take(on_disk)
            for change in self._pending:
                merged._apply(change)
        else:  # no file (or a damaged one, now kept aside): what this run knows is all there is
            merged = self
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(self.path, json.dumps(merged.to_dict(), indent=1) + "\n")
        except OSError as error:
            self.warning = translate(
                "lesson_progress", "{name}: progress not saved ({error})"
            ).format(name=self.path.name, error=error.strerror or error)
            return False
        if merged is not self:
            self._lessons, self._version, self._extra = (
                merged._lessons,
                merged._version,
                merged._extra,
            )
        self._pending.clear()
        return True

    def _apply(self, change: Change) -> None:
        kind, lesson_id, step, guess = change
        if kind == "reset":
            if lesson_id is None:
                self._lessons.clear()
            else:
                self._lessons.pop(lesson_id, None)
            return
        assert lesson_id is not None
        entry = self._entry(lesson_id)
        if kind == "seen":
            entry["steps_seen"].add(step)
            entry["current_step"] = step
        elif kind == "done":
            entry["tasks_done"].add(step)
        elif kind == "guess" and guess is not None:
            tried = entry["guesses"].get(step, {"tries": []})["tries"]
            entry["guesses"][step] = {"tries": [*tried, guess[0]][-MAX_TRIES:], "truth": guess[1]}

    def _change(self, change: Change) -> None:
        """Make a change here at once, and in the file (merged with what is there)."""
        self._apply(change)
        self._pending.append(change)
        self.save()

    # -- queries ----------------------------------------------------------------------------
    def _entry(self, lesson_id: str) -> dict[str, Any]:
        return self._lessons.setdefault(
            lesson_id,
            {"steps_seen": set(), "tasks_done": set(), "current_step": 0, "guesses": {}},
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
        entry = self._lessons.get(lesson_id)
        if entry is not None and step in entry["steps_seen"] and entry["current_step"] == step:
            return
        self._change(("seen", lesson_id, step, None))

    def mark_task_done(self, lesson_id: str, step: int) -> None:
        if step in self.tasks_done(lesson_id):
            return
        self._change(("done", lesson_id, step, None))

    def reset(self, lesson_id: str | None = None) -> None:
        """Forget one lesson's progress, or everything when ``lesson_id`` is None."""
        self._change(("reset", lesson_id, 0, None))

    def record_guess(self, lesson_id: str, step: int, guess: float, truth: float) -> None:
        """Keep one guess at step ``step``'s question beside the true answer."""
        if _finite(guess) and _finite(truth):
            self._change(("guess", lesson_id, step, (float(guess), float(truth))))

    def guesses(self, lesson_id: str) -> dict[int, tuple[list[float], float]]:
        """Per question step: the guesses in the order typed, and the true answer."""
        entry = self._lessons.get(lesson_id, {}).get("guesses", {})
        return {step: (list(g["tries"]), g["truth"]) for step, g in sorted(entry.items())}
