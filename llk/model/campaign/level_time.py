"""A campaign level's clock: the time the Master computer player takes to clear the
level's deal, times a factor that tightens chapter by chapter.

The measure plays the level in a `Game` with the Master's own mind
(`llk.model.versus.computer_player`) and pace (`llk.model.versus.rivals`), as a race
does: it waits a pause, decides, and clicks, on a clock it moves itself, with the pauses
drawn from a `random.Random` of a fixed seed, so the same on every machine. The Master
plans and never blunders, so it plays the deal's plan (after an iced pair only cracks it
goes on by the shortest links, and a dead end is reshuffled, as in a race). Its time is
every pause up to its last pair, plus the seconds its missed timer tiles cost; the
seconds the timer tiles it links win are not counted. Cost: one fair deal and one game
played, O(links * moves * (rows + cols)), well under a second on the biggest level.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace

from llk.model.game.game import Game
from llk.model.game.results import Phase
from llk.model.game.settings import GameSettings
from llk.model.maps.map_file import MAX_LEVEL_TIME_S, GameMap
from llk.model.versus.computer_player import ComputerPlayer, Pair, Refresh, Wait
from llk.model.versus.rivals import Rival, Strength

PACE_SEED = 0
"""The seed of the Master's pauses."""
FACTORS = {1: 2.2, 2: 2.0, 3: 1.8, 4: 1.65, 5: 1.5}
"""By chapter: the level's clock over the Master's time."""
BOSS_FACTOR = 0.9
"""A chapter's last level (its boss) gets this share of its chapter's factor."""
BOSS_LEVEL = 12
ROUND_S = 5
MAX_ACTIONS = 10_000
"""More actions than any level needs: a game that takes them is a bug, not a level."""


class _Clock:
    """The measure's own time, moved by the Master's pauses."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def master_clear_s(game_map: GameMap) -> float:
    """Seconds the Master takes to clear the level (a campaign level: its seed, its one
    shift mode), missed timer tiles included; ValueError if it cannot. Cost: the module's."""
    clock = _Clock()
    untimed = replace(game_map, time_s=MAX_LEVEL_TIME_S)  # never runs out while measured
    game = Game(GameSettings(levels=False).on_map(untimed), seed=0, clock=clock)
    master = ComputerPlayer(Rival("Master", 1, Strength.MASTER), random.Random(PACE_SEED), 1.0)
    clock.now = master.pause()
    for _ in range(MAX_ACTIONS):
        action = master.decide(game, [], may_use=False)
        pause = master.pause()
        if isinstance(action, Pair):
            game.clear_selection()
            game.click(action.move[0])
            if game.click(action.move[1]).removal is not None:
                master.played(game)
        elif isinstance(action, Refresh):
            game.refresh()
        elif isinstance(action, Wait):
            pause = action.seconds
        if game.phase is Phase.WON:
            return clock.now + game.timers.missed * game_map.timer.bonus_s
        clock.now += pause
        game.tick()
    raise ValueError(f"{game_map.name}: the Master does not clear it")


def level_time_s(master_s: float, chapter: int, level: int) -> int:
    """The clock of level ``level`` of ``chapter``: the Master's seconds times the
    chapter's factor (a boss's tightened), rounded up to `ROUND_S`. O(1)."""
    factor = FACTORS[chapter] * (BOSS_FACTOR if level == BOSS_LEVEL else 1.0)
    return ROUND_S * math.ceil(master_s * factor / ROUND_S)


def measured_time_s(game_map: GameMap, chapter: int, level: int) -> tuple[float, int]:
    """The Master's seconds on the level, and the clock they give it. Cost: the module's."""
    master_s = master_clear_s(game_map)
    return master_s, level_time_s(master_s, chapter, level)
