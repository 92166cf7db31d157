"""The pipeline as a learner reads it: the stages in the order of the computation."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QTableView, QWidget
from table_keys import table, type_into
from window_waits import drain, settle

READING_ORDER = [
    "tokens",
    "projections",
    "qkv",
    "scores",
    "scaled",
    "weights",
    "output",
    "mix",
    "residual",
]


def toggle(window, name: str) -> None:
    """What a click on the toolbar's switch does (and the window drawn after it)."""
    window.findChild(QAction, name).trigger()
    drain()


def place(window, widget: QWidget) -> QPoint:
    return widget.mapTo(window, QPoint(0, 0))


def test_the_stages_read_left_to_right_then_down_in_the_order_of_the_computation(window):
    stages = window.pipeline.stages
    # The source sentence comes first, on show only in a cross session; the layer norm
    # before the W's, on show only when the layer has one; the predictions last, on show
    # only with an unembedding (this example has none of them).
    assert list(stages) == [
        "source",
        READING_ORDER[0],
        "layer_norm",
        *READING_ORDER[1:],
        "predictions",
    ]
    hidden = ("predictions", "source", "layer_norm")
    assert not any(stages[key].isVisible() for key in hidden)
    places = [place(window, stages[key]) for key in READING_ORDER]
    for before, after in zip(places, places[1:], strict=False):
        # Either further right on the same row, or on a row further down.
        assert (after.y() == before.y() and after.x() > before.x()) or after.y() > before.y()
    # Every stage is on show and inside the window.
    for key in READING_ORDER:
        stage = stages[key]
        assert stage.isVisible(), key
        assert window.rect().contains(stage.rect().translated(place(window, stage))), key


def test_each_stage_says_its_formula_and_its_shape_in_the_examples_sizes(window):
    titles = {
        key: (
            window.findChild(QLabel, f"title.{key}").text(),
            window.findChild(QLabel, f"shape.{key}").text(),
        )
        for key in READING_ORDER
    }
    assert titles["scores"] == ("scores = Q·Kᵀ", "3 × 3")
    assert titles["scaled"] == ("scaled = scores ÷ √d_k (√2 = 1.41)", "3 × 3")
    assert titles["output"] == ("head output = weights·V", "3 × 2")
    assert titles["residual"] == ("residual output = X + attention output", "3 × 4")
    assert titles["projections"] == ("W_q, W_k, W_v", "4 × 2 each")
    # The stages say what changed: the causal mask, positions, no scaling.
    for name in ("toggle.causal", "toggle.positional_encoding", "toggle.scale"):
        toggle(window, name)
    assert "causal mask" in window.findChild(QLabel, "title.weights").text()
    assert window.findChild(QLabel, "title.tokens").text() == "Z = X + positions"
    assert window.findChild(QLabel, "title.scaled").text() == "scaled = scores (÷ √d_k is off)"


def test_what_the_learner_types_is_marked_and_what_is_computed_is_not(window):
    stages = window.pipeline.stages
    edited = {key for key, stage in stages.items() if stage.edited and stage.isVisible()}
    assert edited == {"tokens", "projections", "mix"}
    # (in a cross session the source sentence is typed too, with a layer norm its gain and bias)
    assert stages["source"].edited and stages["layer_norm"].edited
    assert stages["tokens"].tag.isVisible() and "you edit" in stages["tokens"].tag.text()
    assert not stages["scores"].tag.isVisible()


def test_the_raw_scores_have_their_own_table_and_follow_an_edit(window, qtbot):
    scores = table(window, "view.scores_raw")
    assert window.pipeline.stages["scores"].isAncestorOf(scores)
    model = scores.model()
    assert model.data(model.index(0, 1)) == "\u22122.00"  # cat · sat, as the lesson prints it
    type_into(qtbot, table(window, "editor.embeddings"), 0, 0, "2")
    q, k = window.document.result.heads[0].Q, window.document.result.heads[0].K
    assert model.data(model.index(0, 1)) == f"{q[0] @ k[1]:.2f}".replace("-", "\u2212")


def test_the_head_tabs_switch_every_stage_and_show_all_heads(open_app, qtbot):
    window = open_app(qtbot, "two-heads").window
    tabs = window.pipeline.head_tabs
    assert tabs.isVisible() and [tabs.tabText(i) for i in range(tabs.count())] == [
        "head 1",
        "head 2",
        "all heads",
    ]
    tabs.setCurrentIndex(1)
    drain()
    assert window.document.selected_head == 1
    assert window.findChild(QLabel, "title.projections").text() == "W_q, W_k, W_v of head 2"
    tabs.setCurrentIndex(2)
    qtbot.waitUntil(window.all_heads_panel.isVisible)
    assert not window.weights_panel.isVisible()
    window.findChild(QWidget, "combo.head").setCurrentIndex(0)  # the toolbar's head box
    assert window.document.selected_head == 0


def test_one_head_without_w_o_has_no_mixing_stage_and_the_residual_goes_with_its_switch(window):
    stages = window.pipeline.stages
    toggle(window, "toggle.W_o")
    assert stages["mix"].isHidden()  # the attention output is the head output again
    toggle(window, "toggle.residual")
    assert stages["residual"].isHidden()


def test_the_weights_show_as_numbers_with_one_button(window, qtbot):
    numbers = table(window, "view.weights")
    assert not numbers.isVisible()
    window.pipeline.numbers_button.click()
    qtbot.waitUntil(numbers.isVisible)
    assert not window.weights_panel.isVisible()


def test_the_projections_sit_side_by_side_at_one_height(window, qtbot):
    window.resize(800, 600)  # narrow: "W_q makes queries" would wrap, "W_k makes keys" not
    settle(qtbot, window)
    tops = {place(window, table(window, f"editor.{w}")).y() for w in ("W_q", "W_k", "W_v")}
    assert len(tops) == 1


def test_a_larger_window_gets_larger_numbers(window, qtbot):
    q_table: QTableView = table(window, "view.Q")
    small = q_table.font().pointSizeF()
    window.resize(1920, 1080)
    settle(qtbot, window)
    assert q_table.font().pointSizeF() > small
    window.resize(1024, 700)
    settle(qtbot, window)
    assert q_table.font().pointSizeF() < small


def test_a_title_longer_than_its_views_takes_two_lines_not_a_wider_card(window, qtbot):
    stage = window.pipeline.stages["scores"]
    views = stage.body.sizeHint().width()
    stage.set_title("scores = Q·Kᵀ: every query against every key, one number each", "3 × 3")
    settle(qtbot, window)
    metrics = stage.title.fontMetrics()
    assert metrics.horizontalAdvance(stage.title.text()) > views  # longer than the table
    assert stage.width() < metrics.horizontalAdvance(stage.title.text())
    assert stage.title.height() >= 2 * metrics.height()  # every word still on show


def test_presenting_a_step_leaves_out_the_views_it_is_not_about(app, window, qtbot):
    window.findChild(QAction, "action.presentation").trigger()
    walkthrough = app.teaching.walkthrough
    weights, scores, panels = window.weights_panel, window.scores_panel, window.panels
    walkthrough.set_step(4)  # mix: the query's row of weights times V; no bars beside
    assert weights.heatmap.isVisible() and not weights.chart.isVisible()
    # The cells print their numbers: the colour keys give their room to them.
    assert not weights.heatmap.colorbar_shown and not scores.heatmap.colorbar_shown
    walkthrough.set_step(3)  # softmax: the bars are what it is about
    settle(qtbot, window)
    assert weights.chart.isVisible()
    walkthrough.set_step(6)  # residual: the attention output, not the W_o that made it
    settle(qtbot, window)
    assert panels["view.attention_output"].isVisible() and not panels["editor.W_o"].isVisible()
    app.presentation.leave()
    settle(qtbot, window)
    assert panels["editor.W_o"].isVisible() and weights.chart.isVisible()
    assert weights.heatmap.colorbar_shown and scores.heatmap.colorbar_shown
