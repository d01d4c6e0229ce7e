"""A racer's own board built again late in a long race with props on 16 x 30 (a
refusal, a prop on the racer, `llk.model.versus.my_board`): ours, the host's copy kept
between rebuilds and copied, against the baseline, every touch played again from the
deal (the way it was built before, `tests.model.versus.test_my_board.from_the_deal`,
which the property there holds equal).

The race: one person and three expert computer players with props, played by the tests'
table (`tests.model.versus.test_racer_desk.Table`) until it ends, some 150 s of race.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from llk.model import GameSettings
from llk.model.game.game import Game
from tests.model.versus.test_my_board import from_the_deal
from tests.model.versus.test_racer_desk import Table

BIG = GameSettings(rows=16, cols=30, kinds=36, levels=False)


@pytest.fixture(scope="module")
def late() -> Table:
    """A long race with props on 16 x 30, run to its end."""
    table = Table(1, 3, seed=4, game=BIG)
    while not table.race.over and table.now < 400.0:
        table.tick()
    return table


def test_my_board_built_again_late_in_a_long_race(race: Callable[..., Any], late: Table) -> None:
    mine = late.clients[0].desk.mine
    assert mine is not None
    game: Game = race("racer board rebuilt", "ours", mine._built)
    assert game.board == from_the_deal(late.clients[0].desk).board


def test_my_board_played_again_from_the_deal(race: Callable[..., Any], late: Table) -> None:
    mine = late.clients[0].desk.mine
    assert mine is not None
    print(f"\n{len(mine._touches)} touches of my seat, at race time {late.now:.0f} s")
    race("racer board rebuilt", "baseline", from_the_deal, late.clients[0].desk)
