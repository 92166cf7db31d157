"""The view state: one owner of the display choices, each setter checks its value and
signals once per real change."""

from __future__ import annotations

import pytest

from selfattn_gui.model.view_state import (
    DEFAULT_DECIMALS,
    MAX_DECIMALS,
    ZOOM_MAX,
    ZOOM_MIN,
    ViewState,
)


@pytest.fixture
def state(qapp) -> ViewState:
    return ViewState()


def recorded(signal) -> list:
    sent: list = []
    signal.connect(sent.append)
    return sent


def test_it_starts_with_the_defaults(state):
    assert state.decimals == DEFAULT_DECIMALS
    assert (state.weights_colormap, state.scores_colormap) == ("viridis", "diverging")
    assert (state.theme_name, state.zoom) == ("system", 1.0)


def test_decimals_are_kept_within_range_and_signalled_once_per_change(state):
    sent = recorded(state.sig_decimals_changed)
    assert state.set_decimals(4) == 4
    assert state.set_decimals(4) == 4  # the same again: nothing to tell
    assert state.set_decimals(99) == MAX_DECIMALS
    assert state.set_decimals(-3) == 0
    assert sent == [4, MAX_DECIMALS, 0]


def test_zoom_is_rounded_to_steps_and_clamped(state):
    sent = recorded(state.sig_zoom_changed)
    assert state.set_zoom(1.3) == 1.25
    assert state.set_zoom(1.2) == 1.25  # rounds to what it already is: no signal
    assert state.set_zoom(10) == ZOOM_MAX
    assert state.set_zoom(0.1) == ZOOM_MIN
    assert sent == [1.25, ZOOM_MAX, ZOOM_MIN]


def test_colour_maps_that_are_not_offered_are_ignored(state):
    weights = recorded(state.sig_weights_colormap_changed)
    scores = recorded(state.sig_scores_colormap_changed)
    assert state.set_weights_colormap("jet") == "viridis"
    assert state.set_weights_colormap("cividis") == "cividis"
    assert state.set_weights_colormap("cividis") == "cividis"
    assert state.set_scores_colormap("viridis") == "diverging"  # not a diverging map
    assert state.set_scores_colormap("CET-CBD1") == "CET-CBD1"
    assert weights == ["cividis"] and scores == ["CET-CBD1"]


def test_an_unknown_theme_counts_as_the_system_one(state):
    sent = recorded(state.sig_theme_changed)
    assert state.set_theme_name("dark") == "dark"
    assert state.set_theme_name("neon") == "system"
    assert state.set_theme_name("system") == "system"
    assert sent == ["dark", "system"]
