"""The campaign's five chapters, what each brings in, and how many stars open each.

Chapter 1 is open from the start. Chapter ``n`` opens when chapter ``n - 1`` is open and
holds at least `OPEN_SHARE` (two thirds) of the stars its levels can give: 24 of 36 with
12 levels. So a player who clears every level at two stars moves on, and one who only
scrapes through each (one star) must go back and play some better; nothing is bought,
and nothing waits on the clock. Every function here costs O(1).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

CHAPTERS_COUNT = 5
LEVELS_PER_CHAPTER = 12
BOSS_LEVEL = LEVELS_PER_CHAPTER
"""Level 12 of each chapter is its boss."""
MAX_STARS = 3
OPEN_SHARE = Fraction(2, 3)
"""The share of the stars of the chapter before that opens a chapter."""


@dataclass(frozen=True)
class Chapter:
    """One chapter: its number (1..5), the word files keep, and its names."""

    number: int
    key: str
    name: str
    name_zh: str
    props_free_boss: bool = False
    """Whether its boss is played without hints or refreshes."""


CHAPTERS = (
    Chapter(1, "first-steps", "First Steps", "初出茅庐"),
    Chapter(2, "slides", "Slides", "滑动之道"),
    Chapter(3, "ice-and-locks", "Ice and Locks", "冰封锁链"),
    Chapter(4, "fog-and-timers", "Fog and Timers", "迷雾时限"),
    Chapter(5, "masters", "Masters", "宗师之路", props_free_boss=True),
)
"""What each brings in: 1 plain boards without shifts, with stones; 2 the shift modes;
3 ice and locks with keys; 4 fog and timer tiles; 5 all of it, its boss without props."""


def chapter(number: int) -> Chapter:
    """Chapter ``number`` (1..`CHAPTERS_COUNT`); ValueError for any other number."""
    if not 1 <= number <= CHAPTERS_COUNT:
        raise ValueError(f"there is no chapter {number}")
    return CHAPTERS[number - 1]


def stars_to_open(levels_before: int) -> int:
    """The stars the chapter before must hold to open the next, when it has
    ``levels_before`` levels: `OPEN_SHARE` of their stars, rounded up (0 for none)."""
    return math.ceil(OPEN_SHARE * MAX_STARS * levels_before)
