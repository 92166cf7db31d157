"""The seven walkthrough steps, written with the numbers lesson 4.8 prints."""

from __future__ import annotations

import numpy as np
import pytest

from selfattn_gui.core import Head, Session
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions import presets
from selfattn_gui.core.teaching.walkthrough import STEPS, describe_step

CAT, SAT, MAT = 0, 1, 2


def cat_sat_mat(**changes: object) -> Session:
    X = np.array([[1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0], [1.0, 1.0, 0.0, 0.0]])
    rng = np.random.default_rng(0)
    W_q, W_k, W_v = (rng.integers(-1, 2, size=(4, 2)).astype(float) for _ in range(3))
    session = Session(("cat", "sat", "mat"), X, (Head(W_q, W_k, W_v),))
    return session.replace(**changes) if changes else session


def it_animal() -> Session:
    return Session(
        ("animal", "street", "it"),
        np.eye(3),
        (Head(np.array([[0.0], [0.0], [1.5]]), np.array([[2.0], [-2.0], [0.0]]), np.eye(3)),),
    )


def step(key: str, session: Session, query: int, head: int = 0):
    index = [info.key for info in STEPS].index(key)
    return describe_step(index, session, compute(session), query, head)


def test_the_five_steps_of_the_lesson_then_w_o_and_the_residual():
    assert [info.key for info in STEPS] == [
        "project",
        "score",
        "scale",
        "softmax",
        "mix",
        "project_back",
        "residual",
    ]
    assert all(info.title and info.formula for info in STEPS)
    session = cat_sat_mat()
    for index, info in enumerate(STEPS):
        written = describe_step(index, session, compute(session), CAT)
        assert (written.key, written.title) == (info.key, info.title)
        # Without positions the heads read X itself, and the formula says so.
        assert written.formula == info.formula.replace("Z·", "X·").replace("Z +", "X +")
        assert written.text and written.panels


def test_project_quotes_the_query_key_and_value_of_the_selected_token():
    text = step("project", cat_sat_mat(), SAT).text
    # Lesson: Q[sat] = [−1, −2], K[sat] = [1, 2], V[sat] = [1, 0]
    assert "query [−1, −2]" in text and "key [1, 2]" in text and "value [1, 0]" in text


def test_score_lists_the_dot_products_of_sat():
    text = step("score", cat_sat_mat(), SAT).text
    # Lesson: scores row of "sat" is [−1, −5, −3]; "cat" matches best.
    assert '"cat" −1, "sat" −5, "mat" −3' in text
    assert 'best match is "cat"' in text


def test_scale_divides_by_root_two():
    text = step("scale", cat_sat_mat(), CAT).text
    # Lesson: scaled −0.71, −1.41, −1.41 for "cat"
    assert "√2" in text and '"cat" −0.71, "sat" −1.41, "mat" −1.41' in text
    assert "switched off" in step("scale", cat_sat_mat(scale="none"), CAT).text


def test_softmax_explains_why_sat_gives_itself_only_five_percent():
    text = step("softmax", cat_sat_mat(), SAT).text
    assert '"cat" 0.77, "sat" 0.05, "mat" 0.19' in text
    assert "5 %" in text and '"cat" (77 %)' in text


def test_mix_gives_the_lesson_output_of_cat():
    text = step("mix", cat_sat_mat(), CAT).text
    # Lesson: output[cat] = [−0.26, 0.75]
    assert "0.50·[−1, 1] + 0.25·[1, 0] + 0.25·[0, 1] ≈ [−0.26, 0.75]" in text


def test_residual_of_it_keeps_the_pronoun_feature():
    written = step("residual", it_animal(), 2)
    # Lesson: the output of "it" is [0.95, 0, 0.05]; adding [0, 0, 1] keeps the pronoun.
    assert "[0, 0, 1] + [0.95, 0.0024, 0.05] ≈ [0.95, 0.0024, 1.05]" in written.text
    assert written.panels == ["panel.embeddings", "panel.output", "panel.residual"]


def test_no_residual_says_why():
    text = step("residual", cat_sat_mat(), CAT).text  # no W_o: 2-wide outputs, 4-wide tokens
    assert "cannot be formed" in text and "W_o" in text
    assert "nothing the token was" not in text  # the old sentence that did not parse
    assert "switch W_o on" in step("project_back", cat_sat_mat(), CAT).text


def test_w_o_projects_the_output_of_cat_back_to_four_and_the_residual_adds_cat():
    W_o = np.array([[0.0, 1.0, 0.0, -1.0], [1.0, 1.0, 1.0, -1.0]])  # the preset's W_o
    session = cat_sat_mat(W_o=W_o)
    back = step("project_back", session, CAT)
    # By hand: [o1, o2]·W_o = [o2, o1 + o2, o2, −(o1 + o2)], o = [−0.2552, 0.7517]
    assert "W_o (2 × 4)" in back.text
    assert "[−0.26, 0.75]·W_o ≈ [0.75, 0.50, 0.75, −0.50]" in back.text
    assert back.panels == ["panel.output", "panel.W_o", "panel.attention_output"]
    residual = step("residual", session, CAT)
    assert "[1, 0, 1, 0] + [0.75, 0.50, 0.75, −0.50] ≈ [1.75, 0.50, 1.75, −0.50]" in residual.text
    assert residual.panels == ["panel.embeddings", "panel.attention_output", "panel.residual"]


def test_one_head_without_w_o_has_nothing_to_combine():
    back = step("project_back", it_animal(), 2)
    assert "nothing to combine" in back.text and "as wide as the token vectors" in back.text
    assert back.panels == ["panel.output"]


def test_masked_keys_are_named_and_get_zero():
    session = cat_sat_mat(causal=True)
    assert '"sat", "mat"' in step("score", session, CAT).text
    assert "exactly 0" in step("softmax", session, CAT).text
    mix = step("mix", session, CAT).text
    assert mix.count("·[") == 1  # only "cat" itself is mixed in


def test_panels_follow_the_session():
    plain = step("project", cat_sat_mat(), CAT).panels
    assert plain[0] == "panel.embeddings" and "panel.Q" in plain
    with_positions = step("project", cat_sat_mat(positional_encoding="sinusoidal"), CAT).panels
    assert with_positions[0] == "panel.Z"
    assert step("softmax", cat_sat_mat(), CAT).panels == [
        "heatmap.scores",
        "heatmap.weights",
        "chart.query",
    ]
    # Mixing reads the query's row of weights, not a second picture of it.
    assert step("mix", cat_sat_mat(), CAT).panels == ["heatmap.weights", "panel.V", "panel.output"]


def test_several_heads_mention_the_head_and_the_combination():
    rng = np.random.default_rng(2)
    heads = tuple(Head(*(rng.normal(size=(3, 2)) for _ in range(3))) for _ in range(2))
    session = Session(("a", "b", "c"), rng.normal(size=(3, 3)), heads, W_o=rng.normal(size=(4, 3)))
    assert "head 2 of 2" in step("project", session, 0, head=1).text
    back = step("project_back", session, 0)
    assert "both heads" in back.text and "W_o (4 × 3)" in back.text
    assert "panel.attention_output" in back.panels and "panel.W_o" in back.panels
    assert step("residual", session, 0).panels[1] == "panel.attention_output"


def test_out_of_range_step_and_no_selected_query():
    session = cat_sat_mat()
    with pytest.raises(IndexError, match="step 8"):
        describe_step(7, session, compute(session), CAT)
    assert '"cat"' in describe_step(1, session, compute(session), -1).text


def test_the_step_formulas_name_x_when_no_positions_are_added():
    session = presets.load_preset("cat-sat-mat")
    result = compute(session)
    assert describe_step(0, session, result, 0, 0).formula == "Q = X·W_q,   K = X·W_k,   V = X·W_v"
    positions = session.replace(positional_encoding="sinusoidal")
    step = describe_step(0, positions, compute(positions), 0, 0)
    assert step.formula == "Q = Z·W_q,   K = Z·W_k,   V = Z·W_v"


def test_a_cross_session_names_its_keys_by_the_source_tokens():
    """Queries come from the target, keys from the source, also when their counts differ
    (the monkey removed a target token and step 2 raised an IndexError)."""
    session = presets.load_preset("cross-translation")
    session = session.replace(tokens=session.tokens[1:], embeddings=session.embeddings[1:])
    assert session.tokens == ("chat", "noir") and session.source.tokens == ("the", "black", "cat")
    result = compute(session)
    for index in range(len(STEPS)):
        for query in (0, 1):
            describe_step(index, session, result, query)  # every step, every query
    scores = step("score", session, 1).text
    assert all(f'"{key}"' in scores for key in ("the", "black", "cat"))
    best = ("the", "black", "cat")[int(np.argmax(result.heads[0].scores[1]))]
    assert f'best match is "{best}"' in scores
    weights = step("softmax", session, 0).text
    assert "gives itself" not in weights  # a target token is none of the source's keys
