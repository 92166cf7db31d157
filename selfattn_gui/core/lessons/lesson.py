"""Guided lessons: declarative JSON files in ``resources/lessons/``, checked before use.

A lesson is a list of steps.  A step has a title and a short rich text, and may
set the stage (load a preset, flip a switch, set some cells, select a query,
highlight panels), ask the learner to predict a number before revealing it, and
give a task whose condition is checked live while the learner edits.  Everything
is data: conditions and answers are looked up by :mod:`lesson_conditions`, never
evaluated as code.  The format is documented in ``docs/lesson-format.md``.

Loading follows the session files: strict JSON, and every problem becomes one
:class:`LessonError` line naming the file and the field, so a bad lesson file is
listed with its error instead of stopping the app.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from selfattn_gui.core import text
from selfattn_gui.core.languages import SOURCE_LANGUAGE
from selfattn_gui.core.lessons.lesson_actions import (
    STATE_ACTIONS,
    apply_actions,
    only_fields,
    resolve_query,
    validate_action,
)
from selfattn_gui.core.lessons.lesson_checks import QUANTITIES, validate_condition
from selfattn_gui.core.lessons.lesson_conditions import (
    LessonError,
    QuantityError,
    evaluate,
    quantity,
)
from selfattn_gui.core.lessons.lesson_markup import RICH_TAGS
from selfattn_gui.core.lessons.lesson_predict import (
    Mistake,
    Predict,
    Verdict,
    judge,
    lesson_text,
    parse_prediction,
    predict_answer,
    read_predict,
    read_set_actions,
)
from selfattn_gui.core.lessons.lesson_progress import LessonProgress, user_data_dir
from selfattn_gui.core.lessons.lesson_view import LessonView
from selfattn_gui.core.maths.attention import AttentionResult, compute
from selfattn_gui.core.sessions.session import Session, SessionError
from selfattn_gui.core.sessions.session_io import parse_json_text, read_limited_text
from selfattn_gui.core.text import translate
from selfattn_gui.core.translations.content import (
    LESSON_TEXTS,
    TranslationError,
    translate_document,
)

__all__ = [
    "QUANTITIES",
    "RICH_TAGS",
    "Lesson",
    "LessonError",
    "LessonProgress",
    "Mistake",
    "Predict",
    "QuantityError",
    "Step",
    "Task",
    "Verdict",
    "apply_actions",
    "evaluate",
    "judge",
    "list_lessons",
    "load_lesson",
    "parse_prediction",
    "predict_answer",
    "quantity",
    "resolve_query",
    "setup_actions",
    "task_done",
    "user_data_dir",
]

FORMAT_TAG = "selfattn-lesson"
FORMAT_VERSION = 1
SUFFIX = ".json"
LESSON_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")
WIDGETS = ("cost_meter",)  # extra tools a step may show inside the lesson panel
MAX_STEPS = 40
MAX_HINTS = 5


@dataclass(frozen=True)
class Task:
    """Something to do, checked live; ``solution`` holds "set" actions that solve it.

    ``hints`` come one at a time (a nudge, then where to look); "Show me" then makes
    the ``solution``'s edits.  ``hint`` is the first of them (older files give one).
    """

    instruction: str
    condition: dict[str, Any]
    solution: tuple[dict[str, Any], ...] = ()
    hint: str = ""
    hints: tuple[str, ...] = ()

    @property
    def all_hints(self) -> tuple[str, ...]:
        return self.hints or ((self.hint,) if self.hint else ())


@dataclass(frozen=True)
class Step:
    title: str
    text: str
    actions: tuple[dict[str, Any], ...] = ()
    predict: Predict | None = None
    task: Task | None = None
    widget: str | None = None


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str
    summary: str
    steps: tuple[Step, ...]
    path: Path | None = None

    @property
    def task_steps(self) -> list[int]:
        """Indices of the steps that have a task."""
        return [i for i, step in enumerate(self.steps) if step.task is not None]


# -- text ----------------------------------------------------------------------------------


def setup_actions(lesson: Lesson, index: int) -> list[dict[str, Any]]:
    """The actions that bring a session to the state step ``index`` expects.

    They start at the last ``load_preset`` at or before the step and include every
    later state action, then all actions of the step itself (selection, highlight).
    """
    start = 0
    for i in range(index, -1, -1):
        if any("load_preset" in a for a in lesson.steps[i].actions):
            start = i
            break
    actions: list[dict[str, Any]] = []
    for i in range(start, index):
        actions.extend(a for a in lesson.steps[i].actions if next(iter(a)) in STATE_ACTIONS)
    actions.extend(lesson.steps[index].actions)
    return actions


def task_done(
    task: Task,
    session: Session,
    result: AttentionResult | None = None,
    start: Session | None = None,
    view: LessonView | None = None,
) -> bool:
    """Whether the task's condition holds for the session (``start``: the session when
    the step began, for goals about what changed; ``view``: the window's choices outside
    the session, such as the mistakes lab's mistake)."""
    if result is None:
        result = compute(session, allow_blocked=True)
    return evaluate(task.condition, session, result, start, view)


# -- reading lesson files ------------------------------------------------------------------


def _task(data: Any, where: str) -> Task:
    data = only_fields(data, ("instruction", "condition", "solution", "hint", "hints"), where)
    instruction = lesson_text(data, "instruction", where, rich=True)
    if "condition" not in data:
        raise LessonError(translate("lesson", '{where}: missing "condition"').format(where=where))
    validate_condition(data["condition"], f"{where}.condition")
    # "highlight" too: Show me may point at a panel, and choose the lab's mistake
    solution = read_set_actions(data, "solution", where, also=("highlight",))
    hint = lesson_text(data, "hint", where, rich=True, required=False)
    hints = data.get("hints", [])
    if not isinstance(hints, list) or len(hints) > MAX_HINTS or (hints and hint):
        raise LessonError(
            translate(
                "lesson",
                '{where}.hints: expected a list of at most {max_hints} hints (and no "hint" beside it)',
            ).format(where=where, max_hints=MAX_HINTS)
        )
    texts = tuple(
        lesson_text({"hint": h}, "hint", f"{where}.hints[{i}]", rich=True)
        for i, h in enumerate(hints)
    )
    return Task(instruction, data["condition"], tuple(solution), hint, texts)


def _step(data: Any, where: str) -> Step:
    data = only_fields(data, ("title", "text", "actions", "predict", "task", "widget"), where)
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise LessonError(
            translate("lesson", "{where}.actions: expected a list of actions").format(where=where)
        )
    for i, action in enumerate(actions):
        validate_action(action, f"{where}.actions[{i}]")
    widget = data.get("widget")
    if widget is not None and widget not in WIDGETS:
        raise LessonError(
            translate("lesson", "{where}.widget: expected one of {choices}").format(
                where=where, choices=", ".join(WIDGETS)
            )
        )
    return Step(
        title=lesson_text(data, "title", where),
        text=lesson_text(data, "text", where, rich=True),
        actions=tuple(actions),
        predict=read_predict(data["predict"], f"{where}.predict") if "predict" in data else None,
        task=_task(data["task"], f"{where}.task") if "task" in data else None,
        widget=widget,
    )


def lesson_from_dict(data: Any, expected_id: str | None = None, path: Path | None = None) -> Lesson:
    """Check parsed JSON and build a :class:`Lesson`; errors name the field."""
    data = only_fields(data, ("format", "version", "id", "title", "summary", "steps"), "lesson")
    if data.get("format") != FORMAT_TAG:
        raise LessonError(translate("lesson", 'format: expected "{tag}"').format(tag=FORMAT_TAG))
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise LessonError(translate("lesson", "version: expected a whole number"))
    if version > FORMAT_VERSION:
        raise LessonError(
            translate(
                "lesson", "version: {version} is newer than this app reads ({format_version})"
            ).format(version=version, format_version=FORMAT_VERSION)
        )
    lesson_id = data.get("id")
    if not isinstance(lesson_id, str) or not LESSON_ID.match(lesson_id):
        raise LessonError(translate("lesson", "id: expected lower-case letters, digits and dashes"))
    if expected_id is not None and lesson_id != expected_id:
        raise LessonError(
            translate(
                "lesson", 'id: "{lesson_id}" must match the file name "{expected_id}{suffix}"'
            ).format(lesson_id=lesson_id, expected_id=expected_id, suffix=SUFFIX)
        )
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps:
        raise LessonError(translate("lesson", "steps: expected a non-empty list of steps"))
    if len(steps) > MAX_STEPS:
        raise LessonError(
            translate("lesson", "steps: {count} steps, the limit is {max_steps}").format(
                count=len(steps), max_steps=MAX_STEPS
            )
        )
    return Lesson(
        id=lesson_id,
        title=lesson_text(data, "title", "lesson"),
        summary=lesson_text(data, "summary", "lesson", rich=True),
        steps=tuple(_step(step, f"steps[{i}]") for i, step in enumerate(steps)),
        path=path,
    )


def load_lesson(path: str | Path, language: str | None = None) -> Lesson:
    """Read one lesson file; any problem is one :class:`LessonError` naming the file.

    Its texts are in ``language`` (default: the learner's) where a translation has them.
    """
    return read_lesson(path, language)[0]


def read_lesson(path: str | Path, language: str | None = None) -> tuple[Lesson, str | None]:
    """The lesson (as :func:`load_lesson`) and, when its translation could not be used
    and it is shown in English, a line saying why (a translation never breaks a task)."""
    path = Path(path)
    expected_id = path.name.removesuffix(SUFFIX)
    try:
        data = parse_json_text(read_limited_text(path, what=translate("lesson", "lesson file")))
        lesson = lesson_from_dict(data, expected_id=expected_id, path=path)
    except (SessionError, LessonError) as error:
        message = str(error)
        prefix = f"{path.name}: "
        raise LessonError(message if message.startswith(prefix) else prefix + message) from None
    code = text.language() if language is None else language
    if code == SOURCE_LANGUAGE:
        return lesson, None
    try:
        translated = translate_document(data, path, code, LESSON_TEXTS)
        if translated.translated:
            lesson = lesson_from_dict(translated.document, expected_id=expected_id, path=path)
    except (TranslationError, LessonError) as error:
        return lesson, _one_line(
            translate(
                "lesson", "{name}: shown in English, its translation has a problem: {error}"
            ).format(name=path.name, error=error)
        )
    return lesson, None


def lesson_folders() -> list[Path]:
    """The built-in lessons, then the learner's or teacher's own (``<data dir>/lessons``)."""
    from selfattn_gui.core.files.resources import resource_path

    return [resource_path("lessons"), user_data_dir() / "lessons"]


def _one_line(text: str, limit: int = 400) -> str:
    """An error message fit for one line of the lesson browser."""
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _unexpected(path: Path, error: Exception) -> str:
    """The line for a lesson file that broke the reader in a way no rule foresaw."""
    detail = _one_line(str(error), 160)
    reason = f"{type(error).__name__}: {detail}" if detail else type(error).__name__
    return translate(
        "lesson",
        "{name}: could not be read ({reason}); check the file against docs/lesson-format.md",
    ).format(name=path.name, reason=reason)


def list_lessons(folders: Sequence[Path] | None = None) -> tuple[list[Lesson], list[str]]:
    """Every readable lesson in file-name order, and one error line per bad file.

    Nothing a lesson file holds can stop the listing: besides the rule breaks that
    :func:`load_lesson` names, any other failure of reading one file (a bug the file
    trips, a folder that vanishes) becomes that file's line, so the app always starts.
    """
    lessons: list[Lesson] = []
    problems: list[str] = []
    seen: set[str] = set()
    for folder in lesson_folders() if folders is None else folders:
        try:
            paths = sorted(folder.glob(f"*{SUFFIX}")) if folder.is_dir() else []
        except OSError as error:
            problems.append(
                _one_line(
                    translate("lesson", "{name}: cannot list the lessons ({error})").format(
                        name=folder.name, error=error
                    )
                )
            )
            continue
        for path in paths:
            try:
                lesson, problem = read_lesson(path)
            except LessonError as error:
                problems.append(_one_line(str(error)))
                continue
            except Exception as error:  # one bad file must not stop the start
                problems.append(_unexpected(path, error))
                continue
            if lesson.id in seen:
                problems.append(
                    _one_line(
                        translate(
                            "lesson", '{name}: a lesson with the id "{id}" is already loaded'
                        ).format(name=path.name, id=lesson.id)
                    )
                )
                continue
            seen.add(lesson.id)
            lessons.append(lesson)
            if problem is not None:
                problems.append(problem)
    return lessons, problems
