"""A small map with one special tile of each kind, for the tests of the model and of the
window: keys on (0, 0) and (0, 1), a stone on (0, 2), ice on (1, 1), fog on (1, 3), a
timer on (1, 5), locks on (2, 0) and (2, 3); no shifts. And a game whose last tiles its
stones wall off from each other (`walled_off_game`)."""

from __future__ import annotations

from pathlib import Path
from random import Random

from llk.model import Game, GameSettings, Phase, has_move
from llk.model.maps.map_file import read_map
from tests.model.clock import FakeClock

SPECIALS_TEXT = """LLK map 2
name: specials
faces: 4
time: 300
seed: 5
timer: 20 5
---
KK#.XX
XIXFXT
LXXLXX
"""


def walled_off_game(refreshes_left: int | None = None) -> Game:
    """Campaign level 1-12 played at random (seed 1) until it is in play with no move:
    its last two tiles, equal, walled off from each other by the level's stones (the
    free shuffle after that click once raised). With ``refreshes_left``: saved and read
    back with that many refreshes, as a game saved there with refreshes to spend would be
    (and no history). Cost: under 300 random steps."""
    level = Path(__file__).parents[2] / "llk" / "resources" / "campaign" / "c1-12.llkmap"
    clock = FakeClock()
    game = Game(GameSettings().on_map(read_map(level)), seed=1, clock=clock)
    rng = Random(1)
    for _ in range(300):
        clock.advance(0.5)
        moves, roll = game.moves(), rng.random()
        if roll < 0.8 and moves:
            first, second = rng.choice(moves)
            game.click(first)
            game.click(second)
        elif roll < 0.9:
            game.refresh()
        else:
            game.undo()
        if game.phase is not Phase.PLAYING or not has_move(game.board):
            break
    assert game.phase is Phase.PLAYING and not has_move(game.board), "no longer walled off"
    if refreshes_left is None:
        return game
    return Game.from_dict({**game.to_dict(), "refreshes_left": refreshes_left}, clock=clock)
