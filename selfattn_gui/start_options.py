"""The command line's window options, checked before any window opens.

Each check returns the value to use or raises a ValueError whose message is the one
line the command line prints (these stay in English, like every command-line error).
"""

from __future__ import annotations

from pathlib import Path

from selfattn_gui import cli
from selfattn_gui.core.languages import CODES as LANGUAGE_CODES


def check_screenshot(path: str | None) -> Path | None:
    """The --screenshot path, or a ValueError when no PNG could ever be written there."""
    if path is None:
        return None
    if not path:
        raise ValueError("--screenshot: the file name is empty; give a path such as out.png")
    target = Path(path)
    if target.is_dir():
        raise ValueError(f"--screenshot: {path} is a folder; give a file name such as out.png")
    if target.exists() and not target.is_file():
        # A FIFO would block the save forever, a device takes any bytes and keeps none.
        raise ValueError(
            f"--screenshot: {path} is not an ordinary file; give a path such as out.png"
        )
    return target


def check_theme(name: str | None) -> str | None:
    """The theme asked for, or a ValueError naming the ones there are."""
    from selfattn_gui.model.view_state import THEME_NAMES

    if name is not None and name not in THEME_NAMES:
        raise ValueError(
            f"--theme: no theme {cli.quoted(name)}; choose one of {', '.join(THEME_NAMES)}"
        )
    return name


def check_lesson(lesson_id: str | None, step: str | None) -> tuple[str, int] | None:
    """``(lesson id, step index from 0)`` for --lesson/--step, or a ValueError saying what is wrong."""
    if lesson_id is None:
        if step is not None:
            raise ValueError("--step needs --lesson: which lesson is the step in?")
        return None
    from selfattn_gui.core.lessons.lesson import list_lessons

    lessons = {lesson.id: lesson for lesson in list_lessons()[0]}
    if lesson_id not in lessons:
        raise ValueError(
            f"--lesson: no lesson {cli.quoted(lesson_id)}; there are {', '.join(sorted(lessons))}"
        )
    count = len(lessons[lesson_id].steps)
    if step is None:
        return lesson_id, 0
    number = _whole_number(step)
    if number is None or not 1 <= number <= count:
        raise ValueError(
            f"--step: lesson {lesson_id} has steps 1 to {count}, found {cli.quoted(step)}"
        )
    return lesson_id, number - 1


def _whole_number(text: str, digits: int = 6) -> int | None:
    """``" 12 "`` -> 12; None unless it is 1 to ``digits`` ASCII digits.

    ``str.isdigit`` also accepts superscripts such as ``²`` that ``int`` refuses, and
    ``int`` accepts ``1_000`` and other scripts' digits; neither belongs in an option.
    """
    text = text.strip()
    if not (0 < len(text) <= digits and text.isascii() and text.isdecimal()):
        return None
    return int(text)


def parse_size(text: str) -> tuple[int, int] | None:
    """``"1280x800"`` -> ``(1280, 800)``; None when it is not a sensible size."""
    parts = text.lower().replace("×", "x").split("x")
    if len(parts) != 2:
        return None
    width, height = (_whole_number(part) for part in parts)
    if width is None or height is None:
        return None
    if not (200 <= width <= 8000 and 200 <= height <= 8000):
        return None
    return width, height


def start_language(code: str | None) -> str:
    """The language of this run (``--lang``, else Preferences, else the system's), put
    in place for the teaching content; a ValueError for a code the app does not have."""
    if code is not None and code not in LANGUAGE_CODES:
        raise ValueError(
            f"--lang: no language {cli.quoted(code)}; choose one of {', '.join(LANGUAGE_CODES)}"
        )
    from selfattn_gui.ui.foundation.language import (
        chosen_language,
        name_application,
        use_for_content,
    )

    name_application()  # the saved choice lives in the app's settings
    language = chosen_language(code)
    use_for_content(language)
    return language
