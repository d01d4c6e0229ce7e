"""A campaign level's deal and its clock: the time a Master computer player takes to
clear the level, times a factor that tightens chapter by chapter.

The Master (`llk.model.versus.rivals`) plans and never blunders, so its decisions are
the fair deal's plan, pair by pair (`llk.model.versus.computer_player`). The measure
plays that plan on a copy of the dealt board at the Master's pace (`pause_s`, thinking
stops included, from a `random.Random` of a fixed seed, so the same on every machine),
one pause a link: an iced pair takes two. It does not drive the computer player through
a `Game`: after an iced pair only cracks, the race tells the player of no removal and it
goes on to the plan's next pair, where a player links the cracked pair again. A timer
tile the Master links after the level's timer has run out costs its seconds, as it
would cost the player; the seconds won by the others are not counted.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from llk.model.board import Board
from llk.model.campaign import dealt_level, level_mode
from llk.model.gravity import ShiftMode
from llk.model.map_file import GameMap
from llk.model.path import Move
from llk.model.specials import ICE, TIMER, TimerRule
from llk.model.trial_moves import play_move
from llk.model.versus.rivals import TEMPOS, Strength, pause_s

PACE_SEED = 0
"""The seed of the Master's pauses."""
FACTORS = {1: 2.2, 2: 2.0, 3: 1.8, 4: 1.65, 5: 1.5}
"""By chapter: the level's clock over the Master's time."""
BOSS_FACTOR = 0.9
"""A chapter's last level (its boss) gets this share of its chapter's factor."""
BOSS_LEVEL = 12
ROUND_S = 5


def master_clear_s(
    board: Board, plan: Sequence[Move], gravity: ShiftMode, timer: TimerRule
) -> float:
    """Seconds the Master takes to clear ``board`` by ``plan`` under ``gravity``, timer
    tiles missed included. O(len(plan) * (rows + cols)), O(rows * cols) for the key pair."""
    rng, pace = random.Random(PACE_SEED), TEMPOS[Strength.MASTER]
    board, elapsed, missed = board.copy(), 0.0, 0
    for move in plan:
        marks = [board.mark(cell) for cell in move]
        links = 2 if any(mark & ICE for mark in marks) else 1
        elapsed += sum(pause_s(pace, rng) for _ in range(links))
        if elapsed > timer.seconds:
            missed += sum(1 for mark in marks if mark & TIMER)
        play_move(board, move, gravity)
    return elapsed + missed * timer.bonus_s


def level_time_s(master_s: float, chapter: int, level: int) -> int:
    """The clock of level ``level`` of ``chapter``: the Master's seconds times the
    chapter's factor (a boss's tightened), rounded up to `ROUND_S`."""
    factor = FACTORS[chapter] * (BOSS_FACTOR if level == BOSS_LEVEL else 1.0)
    return ROUND_S * math.ceil(master_s * factor / ROUND_S)


def measured_time_s(game_map: GameMap, chapter: int, level: int) -> tuple[float, int]:
    """The Master's seconds on the level's deal, and the clock they give it. Cost: one
    fair deal (`dealt_level`) and `master_clear_s`."""
    board, plan = dealt_level(game_map)
    master_s = master_clear_s(board, plan, level_mode(game_map), game_map.timer)
    return master_s, level_time_s(master_s, chapter, level)
