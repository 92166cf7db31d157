"""Where the window opens, worked out from the screen and the place saved last time."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize

from selfattn_gui.ui.shell.window_place import first_place, restored_place

DEFAULT = QSize(1280, 800)
SMALL = QRect(0, 0, 1024, 768)
BIG = QRect(0, 0, 1920, 1080)
PANEL_ON_TOP = QRect(0, 27, 1920, 1053)  # a desktop's panel along the top
SECOND_MONITOR = QRect(1920, 0, 1600, 1200)  # to the right of the first


@pytest.mark.parametrize("screen", [SMALL, QRect(0, 0, 1280, 800), QRect(0, 0, 1366, 768)])
def test_a_first_start_on_a_screen_smaller_than_the_default_is_maximised_on_it(screen):
    place = first_place(screen, DEFAULT)
    assert place.maximised and place.geometry == screen


@pytest.mark.parametrize("screen", [BIG, PANEL_ON_TOP, SECOND_MONITOR])
def test_a_first_start_on_a_big_screen_opens_at_the_default_size_inside_it(screen):
    place = first_place(screen, DEFAULT)
    assert not place.maximised
    assert place.geometry.size() == DEFAULT and screen.contains(place.geometry)


def test_a_place_that_fits_is_kept_as_it_was():
    saved = QRect(100, 80, 900, 600)
    assert restored_place(saved, False, BIG).geometry == saved
    assert restored_place(saved, True, BIG).maximised  # (and maximised again)


@pytest.mark.parametrize(
    "saved",
    [
        QRect(1500, 900, 800, 600),  # past the right and bottom edges
        QRect(-700, -300, 800, 600),  # past the left and top
        QRect(2500, 100, 800, 600),  # on a second monitor that is gone
    ],
)
def test_a_place_off_the_screen_comes_onto_it_at_its_size(saved):
    place = restored_place(saved, False, SMALL)
    assert SMALL.contains(place.geometry) and place.geometry.size() == saved.size()


@pytest.mark.parametrize("saved", [QRect(0, 0, 1920, 1080), QRect(0, 0, 1280, 800)])
def test_a_place_larger_than_the_screen_is_maximised_on_it(saved):
    place = restored_place(saved, False, SMALL)
    assert place.maximised and place.geometry == SMALL
