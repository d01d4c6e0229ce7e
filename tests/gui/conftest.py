"""A wired game window with zero-length animations and a hand-moved clock."""

import pytest
from pytestqt.qtbot import QtBot

from llk.app import Parts, build
from llk.controller.game_controller import Timing
from llk.model import GameSettings
from tests.model.clock import FakeClock

INSTANT = Timing(link_ms=0, fade_ms=0, shuffle_ms=0, flash_ms=0)
SMALL = GameSettings(rows=4, cols=6, kinds=6, time_limit_s=100)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def parts(qtbot: QtBot, clock: FakeClock) -> Parts:
    """A shown window playing game 7 on a small board."""
    built = build(INSTANT, clock)
    qtbot.addWidget(built.window)
    built.window.resize(900, 600)
    built.window.show()
    qtbot.waitExposed(built.window)
    built.controller.new_game(7, SMALL)
    return built
