"""The campaign's count of a finished game: whether it was a level, its stars, the
player's progress once it is counted, and the level to go on to.

The rule lives here, plain, so the flows only keep what it returns and show it; the
achievements, judged after it, see the level counted.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass

from llk.model.campaign.levels import Level, level_played, level_settings, next_level
from llk.model.campaign.progress import CampaignProgress
from llk.model.campaign.stars import stars
from llk.model.game.clock_assist import ClockAssist
from llk.model.game.results import GameRecord


@dataclass(frozen=True)
class LevelEnd:
    """A campaign level just ended: its stars (0: lost), and the level to go on to (the
    next one once won and open, else this one again), and the clock's assist it was
    played under."""

    level: Level
    stars: int
    go_on: Level | None
    assist: ClockAssist = ClockAssist.DESIGNED


@dataclass(frozen=True)
class LevelCount:
    """A level's end (`LevelEnd`) and the progress to keep after it: None when it changed
    nothing (a level lost)."""

    end: LevelEnd
    progress: CampaignProgress | None


def count_level(
    record: GameRecord,
    levels: Sequence[Level],
    progress: CampaignProgress,
    today: datetime.date,
) -> LevelCount | None:
    """Count ``record`` if it was one of ``levels`` (None if not): its stars, judged
    against the level's designed clock whatever the assist (more time never makes a star
    cheaper); once won, ``progress`` with its bests (dated ``today``, assisted or not),
    and the next level when that progress opens it. Cost: O(chapters * levels)."""
    played = level_played(record, levels)
    if played is None:
        return None
    level, assist = played
    if not record.won:
        return LevelCount(LevelEnd(level, 0, level, assist), None)
    pairs = len(record.settings.cells) // 2
    limit = level_settings(level).time_limit_s
    earned = stars(record.won, record.elapsed_s, pairs, record.hints_used, limit)
    helped = assist is not ClockAssist.DESIGNED
    after = progress.after(level.key, earned, record.score, record.elapsed_s, today, helped)
    following = next_level(level, levels)
    opened = following is not None and after.level_open(following, levels)
    return LevelCount(LevelEnd(level, earned, following if opened else None, assist), after)
