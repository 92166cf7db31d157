"""Which runs of a right-to-left sentence are isolated, and that nothing else changes."""

from __future__ import annotations

import pytest

from selfattn_gui.core import text
from selfattn_gui.core.text_direction import isolate, isolate_runs

LRI, FSI, PDI, RLM = "\u2066", "\u2068", "\u2069", "\u200f"


@pytest.fixture
def arabic():
    text.set_language("ar")
    yield
    text.set_language("en")


def test_nothing_changes_in_a_left_to_right_language():
    assert text.language() == "en"
    assert isolate_runs("the sums [−1, −5] (*.json)") == "the sums [−1, −5] (*.json)"
    assert isolate("−0.71") == "−0.71"


def test_numbers_lists_formulas_and_patterns_are_isolated(arabic):
    assert isolate("−0.71") == f"{LRI}−0.71{PDI}"
    assert isolate_runs("القيم [−1، −5، −3] هنا") == f"القيم {LRI}[−1، −5، −3]{PDI} هنا"
    assert isolate_runs("تتكرر: <s> H K P Z …. لا") == f"تتكرر: {LRI}<s> H K P Z …{PDI}. لا"
    assert isolate_runs("جلسات (*.selfattn.json);;كل الملفات (*)") == (
        f"جلسات {LRI}(*.selfattn.json){PDI};;كل الملفات {LRI}(*){PDI}"
    )
    assert (
        isolate_runs("بـ Ctrl + Plus وCtrl + 0.")
        == f"بـ {LRI}Ctrl + Plus{PDI} و{LRI}Ctrl + 0{PDI}."
    )


def test_what_reads_right_anyway_or_belongs_to_the_sentence_is_left_alone(arabic):
    # plain Latin words, a bracket of Arabic words, an "=" at a run's edge
    assert isolate_runs("ضفة river bank (ضفة النهر)") == "ضفة river bank (ضفة النهر)"
    assert isolate_runs("(قرض) = [0, 1, 0]، و") == f"(قرض) = {LRI}[0, 1, 0]{PDI}، و"
    # a sentence's own list of numbers: each on its own, in the sentence's order
    assert isolate_runs("المجاميع: 1.56، −0.87") == f"المجاميع: {LRI}1.56{PDI}، {LRI}−0.87{PDI}"


def test_a_placeholder_takes_the_direction_of_what_fills_it(arabic):
    assert isolate_runs("الوزن {value} هنا") == f"الوزن {FSI}{{value}}{PDI} هنا"
    assert isolate_runs("هنا W_q[{row}]") == f"هنا {LRI}W_q[{{row}}]{PDI}"


def test_a_line_that_starts_left_to_right_is_marked_right_to_left(arabic):
    assert isolate_runs("bank وحدها") == f"{RLM}bank وحدها"
    assert isolate_runs("[1, 1] هو\nd_k = 2 هنا") == (
        f"{LRI}[1, 1]{PDI} هو\n{RLM}{LRI}d_k = 2{PDI} هنا"  # (digits decide nothing)
    )
    assert isolate_runs("d_model") == "d_model"  # no Arabic: nothing to mark


def test_a_translator_s_own_marks_give_way_to_the_isolates(arabic):
    # a mark beside an isolate would pull the sign next to it the wrong way
    assert isolate_runs("عند \u200e({x}, {y})\u200e") == f"عند {LRI}({{x}}, {{y}}){PDI}"


def test_a_right_to_left_mark_parts_two_runs(arabic):
    # the token, then its vector: two things the sentence reads right to left
    assert isolate_runs("مفتاح cat \u200f[−1, 1] هنا") == f"مفتاح cat {RLM}{LRI}[−1, 1]{PDI} هنا"
    assert isolate_runs("مفتاح cat [−1, 1] هنا") == f"مفتاح {LRI}cat [−1, 1]{PDI} هنا"
