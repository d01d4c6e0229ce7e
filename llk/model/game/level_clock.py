"""The clock of each level of a run: shorter every level, down to a floor.

The rule, in the player's words: each level's clock starts 4 % shorter than the
one before, down to half of the first level's, and the seconds left when a level
is cleared earn points (`Game`'s win bonus) instead of carrying over. So a run
gets harder as it goes, whatever the player did before. Under the rule before,
the bonus seconds a level left unused were carried on and outgrew its 15 % cut
every nine levels (8x12 at the normal pace: 192 s at level 1, 240 at level 2,
640 at level 11, 833 at level 15), and after level 3 time never mattered.
"""

from __future__ import annotations

CUT_PERCENT = 4
"""Each level's clock is this much shorter than the one before's..."""
FLOOR_PERCENT = 50
"""...but never shorter than this much of the first level's (reached at level 18)."""
MIN_LEVEL_TIME_S = 20
"""Levels never get less time than this (nor more than the first level gets)."""
FORMER_CYCLE = 9
"""The rule before cut the clock every this many levels (once through the modes)."""


def level_time(limit_s: int, level: int) -> int:
    """The time limit of level ``level`` (from 1) when the first level has ``limit_s``
    (0: untimed). Never more than the level before's. Cost: O(1)."""
    if not limit_s:
        return 0
    factor = max(FLOOR_PERCENT / 100, (1 - CUT_PERCENT / 100) ** (level - 1))
    return max(min(MIN_LEVEL_TIME_S, limit_s), round(limit_s * factor))


def former_level_time(limit_s: int, level: int) -> int:
    """The time limit the level had under the rule before this one (15 % less every nine
    levels, the leftover seconds carried on): what a game saved then was dealt with,
    so that it resumes with the clock it had. Cost: O(1)."""
    if not limit_s:
        return 0
    cycle = (level - 1) // FORMER_CYCLE
    return max(min(MIN_LEVEL_TIME_S, limit_s), round(limit_s * 0.85**cycle))
