"""The end of a lesson: the learner's guesses beside the true answers, and well done.

The summary is app-made rich text: step titles (plain text from the lesson file) are
escaped, and numbers are written as the question box writes them.
"""

from __future__ import annotations

from selfattn_gui.core.lessons.lesson import Lesson
from selfattn_gui.core.lessons.lesson_predict import accepted_distance
from selfattn_gui.ui.lessons.lesson_boxes import format_answer
from selfattn_gui.ui.plain_text import escaped

CONGRATULATION = "Well done: you reached the end of this lesson."


def how_close(lesson: Lesson, step: int, guess: float, truth: float) -> str:
    """ "exactly", "close enough" or "off by 0.3", by the rule of that step's question."""
    if abs(guess - truth) <= 1e-9 * max(1.0, abs(truth)):
        return "exactly"
    predict = lesson.steps[step].predict if step < len(lesson.steps) else None
    off = abs(guess - truth)
    if predict is not None and off <= accepted_distance(predict, truth) + 1e-12:
        return "close enough"
    return f"off by {format_answer(float(f'{off:.2g}'))}"


def summary_html(lesson: Lesson, guesses: dict[int, tuple[list[float], float]]) -> str:
    """A short list: per question, the first guess, the truth, how close (and the tries).

    ``guesses`` maps a step index to (the guesses in the order typed, the true answer).
    """
    lines = [f"<p><b>{CONGRATULATION}</b></p>"]
    rows = []
    for step, (tries, truth) in sorted(guesses.items()):
        if not tries or step >= len(lesson.steps):
            continue
        first = tries[0]
        title = escaped(lesson.steps[step].title)
        row = (
            f"<li><b>{title}</b>: you guessed {format_answer(first)}, the answer was "
            f"{format_answer(truth)} ({how_close(lesson, step, first, truth)})"
        )
        if len(tries) > 1:
            row += f"; {len(tries)} tries, the last {format_answer(tries[-1])}"
        rows.append(row + "</li>")
    if rows:
        lines.append("<p>Your predictions:</p><ul>" + "".join(rows) + "</ul>")
    else:
        lines.append("<p>No predictions recorded in this lesson yet.</p>")
    return "".join(lines)
