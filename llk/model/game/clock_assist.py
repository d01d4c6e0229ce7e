"""The campaign's clock assist: a level's clock as designed, longer, or none at all.

A level's clock is a designed challenge (`llk.model.campaign.level_time`: 40 s for level 1-1's
32 tiles), too short for a player who reads the board by a screen reader or picks by a
switch, and a single game's Pace does not reach it (WCAG 2.2.1 asks for a way to extend
or turn off a time limit). So the campaign has an assist of its own, chosen in the
Preferences beside the Pace: half as long again (the relaxed pace) or no clock (untimed).
The campaign is a ladder of designed levels, and a choice of its own keeps a player who
plays single games untimed from playing the campaign untimed without knowing it, and
the other way round.

How an assisted clear counts (`llk.model.campaign.progress.LevelBest.assisted`):

- its stars are judged against the level's designed clock (`llk.model.campaign.stars`),
  so more time never makes a star cheaper: the seconds a pair and the share of the
  designed clock are the same bars for everyone. A player on the assist who clears
  within those bars earns the same stars; the assist only takes away the loss;
- a clear is kept as assisted, and the level map and the result screen say so
  ("with more time", "without a clock"), unless the same stars were also earned
  without the assist;
- assisted stars open chapters like any others: a player who needs the assist
  would otherwise never reach chapter 2.
"""

from __future__ import annotations

import enum
import math
from dataclasses import replace

from llk.model.game.settings import PACES, GameSettings, Pace
from llk.model.maps.map_file import MAX_LEVEL_TIME_S


class ClockAssist(enum.StrEnum):
    """The campaign clock's assist; the value is the word the settings file keeps. Each
    plays the level at a single game's pace: the designed clock at the campaign's own,
    more time at the relaxed one, none untimed; so a level's high scores stay apart by
    pace, as a single game's do, and a score won with more time never stands in the
    designed clock's table."""

    DESIGNED = "designed"
    RELAXED = "relaxed"
    UNTIMED = "untimed"


RELAXED_FACTOR = PACES[Pace.RELAXED] / PACES[Pace.NORMAL]
"""How much longer the relaxed assist makes a level's clock (1.5: the relaxed pace's
seconds a tile over the normal pace's, the campaign's)."""


def assisted(settings: GameSettings, assist: ClockAssist) -> GameSettings:
    """``settings`` (a campaign level's, on its map) under ``assist``: at the relaxed pace
    with its map's clock `RELAXED_FACTOR` as long (rounded up to a whole second,
    `MAX_LEVEL_TIME_S` at most), or untimed. The bonus seconds a pair earns stay. Cost:
    O(rows * cols) (the clock of a map without one of its own is its tiles')."""
    if assist is ClockAssist.UNTIMED:
        return replace(settings, pace=Pace.UNTIMED)
    if assist is ClockAssist.DESIGNED or not settings.timed or settings.board_map is None:
        return settings
    seconds = min(MAX_LEVEL_TIME_S, math.ceil(settings.time_limit_s * RELAXED_FACTOR))
    longer = replace(settings.board_map, time_s=seconds)
    return replace(settings, pace=Pace.RELAXED, board_map=longer)
