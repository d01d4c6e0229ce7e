"""The plain facts achievements are judged on: what just ended (a game, a level, a race)
and what the player holds (campaign progress, the shift modes cleared so far).

Whoever checks achievements gathers them once at each end (`game_facts`, `race_facts`);
every condition is then a pure function of them.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass, field

from llk.model.board.shifts import ShiftMode
from llk.model.campaign.levels import Level
from llk.model.campaign.progress import CampaignProgress
from llk.model.game.results import GameRecord
from llk.model.records.daily import daily_day
from llk.model.records.statistics import Statistics
from llk.model.versus.rivals import Strength


@dataclass(frozen=True)
class RaceFacts:
    """A race just ended: whether the player won it, and the rivals' strengths."""

    won: bool
    rivals: tuple[Strength, ...]


@dataclass(frozen=True)
class Facts:
    """Everything a condition may look at."""

    progress: CampaignProgress = field(default_factory=CampaignProgress)
    levels: Sequence[Level] = ()
    """The campaign's levels, in order."""
    record: GameRecord | None = None
    """The game or level just finished, if one did."""
    daily: bool = False
    """Whether ``record`` was a daily game."""
    race: RaceFacts | None = None
    """The race just ended, if one did."""
    modes_cleared: frozenset[ShiftMode] = frozenset()
    """The shift modes some single game has been won under, ``record``'s included."""


def modes_cleared(statistics: Statistics) -> frozenset[ShiftMode]:
    """The shift modes of the boards the statistics count a single game won on (their
    tallies' keys, "8x12 full down normal", name the mode before the pace). Cost:
    O(boards)."""
    found: set[ShiftMode] = set()
    words = {mode.value: mode for mode in ShiftMode}
    for key, tally in statistics.boards.items():
        parts = key.rsplit(" ", 2)
        if tally.won and len(parts) == 3 and parts[1] in words:
            found.add(words[parts[1]])
    return frozenset(found)


def game_facts(
    record: GameRecord,
    progress: CampaignProgress,
    levels: Sequence[Level],
    statistics: Statistics,
    today: datetime.date,
) -> Facts:
    """The facts once ``record`` ends (the progress already counting it, if it was a
    level). Cost: O(boards + rows * cols)."""
    modes = modes_cleared(statistics)
    if record.won and not record.settings.levels:
        modes |= {record.settings.gravity}
    daily = daily_day(record.settings, record.seed, today) is not None
    return Facts(progress, levels, record, daily, None, modes)


def race_facts(
    won: bool, rivals: Sequence[Strength], progress: CampaignProgress, levels: Sequence[Level]
) -> Facts:
    """The facts once a race ends."""
    return Facts(progress, levels, race=RaceFacts(won, tuple(rivals)))
