"""The end of a lesson: the learner's guesses beside the true answers, and well done.

The summary is app-made rich text: step titles (plain text from the lesson file) are
escaped, and numbers are written as the question box writes them.
"""

from __future__ import annotations

from selfattn_gui.core.lessons.lesson import Lesson
from selfattn_gui.core.lessons.lesson_predict import accepted_distance
from selfattn_gui.core.lessons.lesson_tolerance import in_range
from selfattn_gui.core.sessions.numbers_text import rounded_significant
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.ui.foundation.plain_text import escaped
from selfattn_gui.ui.lessons.lesson_verdicts import format_answer

CONGRATULATION = QT_TRANSLATE_NOOP(
    "lesson_summary", "Well done: you reached the end of this lesson."
)


def how_close(lesson: Lesson, step: int, guess: float, truth: float) -> str:
    """ "exactly", "close enough" or "off by 0.3", by the rule of that step's question."""
    if abs(guess - truth) <= 1e-9 * max(1.0, abs(truth)):
        return translate("lesson_summary", "exactly")
    predict = lesson.steps[step].predict if step < len(lesson.steps) else None
    off = abs(guess - truth)
    # the question box's rule: near enough, and a number the quantity can take
    close = predict is not None and off <= accepted_distance(predict, truth) + 1e-12
    if close and predict is not None and in_range(predict.answer, guess):
        return translate("lesson_summary", "close enough")
    return translate("lesson_summary", "off by {off}").format(
        off=format_answer(rounded_significant(off, 2))
    )


def summary_html(lesson: Lesson, guesses: dict[int, tuple[list[float], float]]) -> str:
    """A short list: per question, the first guess, the truth, how close (and the tries).

    ``guesses`` maps a step index to (the guesses in the order typed, the true answer).
    """
    lines = [f"<p><b>{translate('lesson_summary', CONGRATULATION)}</b></p>"]
    rows = []
    for step, (tries, truth) in sorted(guesses.items()):
        if not tries or step >= len(lesson.steps):
            continue
        first = tries[0]
        title = escaped(lesson.steps[step].title)
        row = translate(
            "lesson_summary",
            "<b>{title}</b>: you guessed {guess}, the answer was {answer} ({close})",
        ).format(
            title=title,
            guess=format_answer(first),
            answer=format_answer(truth),
            close=how_close(lesson, step, first, truth),
        )
        if len(tries) > 1:
            more = translate("lesson_summary", "; {tries} tries, the last {guess}")
            row += more.format(tries=len(tries), guess=format_answer(tries[-1]))
        rows.append(f"<li>{row}</li>")
    if rows:
        heading = translate("lesson_summary", "<p>Your predictions:</p>")
        lines.append(heading + "<ul>" + "".join(rows) + "</ul>")
    else:
        lines.append(
            translate("lesson_summary", "<p>No predictions recorded in this lesson yet.</p>")
        )
    return "".join(lines)
