"""The words of "predict, then reveal": how the revealed answer compares with the guess.

Each sentence is translated whole; the mark between the parts ("✓ exactly", "not
quite") is coloured by the predict box, so a verdict comes in three parts.  A lesson's
mistake message is lesson rich text (through the allow-list renderer); a slip's message
is plain text made by the app around token labels from the session, so it is escaped.
"""

from __future__ import annotations

from selfattn_gui.core.lessons.lesson import Verdict
from selfattn_gui.core.lessons.lesson_markup import render
from selfattn_gui.core.sessions.numbers_text import rounded, rounded_significant, significant, whole
from selfattn_gui.core.text import translate
from selfattn_gui.ui.foundation.plain_text import escaped

#: a verdict as rich text around one coloured mark: (before, (kind, mark) or None, after)
Words = tuple[str, "tuple[str, str] | None", str]


def format_answer(value: float) -> str:
    """A number as a learner reads it: 4 significant digits, a real minus sign."""
    text = significant(value)
    if "e" in text:
        text = whole(int(rounded(value, 0))) if abs(value) >= 1 else significant(value, 3)
    return text


def cannot_compute(error: Exception) -> str:
    """Why the answer of a prediction cannot be worked out on this session (rich text)."""
    text = translate("lesson_verdicts", "The answer cannot be computed here: {reason}")
    return text.format(reason=escaped(error))


def you_said(guess: float) -> str:
    return translate("lesson_verdicts", "You said {guess}:").format(guess=format_answer(guess))


def not_quite() -> tuple[str, str]:
    return ("caution", translate("lesson_verdicts", "not quite"))


def revealed(answer: float, unit: str | None, verdict: Verdict | str | None) -> Words:
    """The answer, then how the guess (``verdict``) compares, or why there is none."""
    shown_unit = f" {escaped(unit)}" if unit else ""
    text = translate("lesson_verdicts", "The answer is <b>{answer}</b>{unit}.").format(
        answer=format_answer(answer), unit=shown_unit
    )
    if isinstance(verdict, str):
        return f"{text} ({verdict})", None, ""
    if verdict is None:
        advice = translate(
            "lesson_verdicts",
            "(Next time, type a guess first: predicting is where the learning happens.)",
        )
        return f"{text} {advice}", None, ""
    text += f" {you_said(verdict.guess)} "
    off = format_answer(rounded_significant(verdict.off, 2))
    if verdict.kind == "exact":
        return text, ("good", translate("lesson_verdicts", "✓ exactly")), ""
    if verdict.kind == "close":
        after = translate("lesson_verdicts", "(off by {off}).").format(off=off)
        return text, ("good", translate("lesson_verdicts", "✓ close enough")), f" {after}"
    if verdict.kind in ("mistake", "slip"):
        return text, not_quite(), f" — {tip_html(verdict)}"
    return text, not_quite(), translate("lesson_verdicts", ", off by {off}.").format(off=off)


def tip_html(verdict: Verdict) -> str:
    """What went wrong, as rich text: a lesson's mistake message (its own markup), a slip
    the app recognised (plain text, escaped), or "too high" / "too low"."""
    if verdict.kind == "mistake":
        return render(verdict.message)
    if verdict.kind == "slip":
        return escaped(verdict.message)
    return f"{escaped(verdict.message)}."


def try_again(verdict: Verdict) -> Words:
    """A wrong guess on Check: what was said, "not quite", and what to do next."""
    tip = tip_html(verdict)
    again = translate("lesson_verdicts", "— {tip} Try again, or Reveal.").format(tip=tip)
    return f"{you_said(verdict.guess)} ", not_quite(), f" {again}"
