"""The player's way through the campaign: each level's best, and what is open.

A level opens when the level before it in its chapter is cleared; the first level of
an open chapter is open; a chapter opens by stars (`llk.model.campaign.chapters`). It
is plain JSON read back from the player's disk, so `CampaignProgress.from_dict` checks
every field (types, ranges, finite numbers, real dates) and raises ValueError with one
line on any damage. A record of a level key the campaign may have (``c1-01`` ..
``c5-12``) whose file is not there is kept: a later LLK may ship it, and the progress
must not lose it meanwhile. A key of any other shape is damage (LLK never writes one),
so a file holds at most 60 levels. A level's ``assisted`` is written only when true, so
the files of players who never use the clock's assist are as older LLKs wrote and read
them, and their files read here as unassisted.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from llk.model.campaign.chapters import CHAPTERS_COUNT, LEVELS_PER_CHAPTER, MAX_STARS, stars_to_open
from llk.model.campaign.levels import Level, level_place
from llk.model.limits import MAX_SCORE, MAX_SECONDS, finite, whole
from llk.model.records.statistics import iso_day

MAX_LEVELS = CHAPTERS_COUNT * LEVELS_PER_CHAPTER
FIELDS = {"stars", "score", "seconds", "cleared_on"}
ASSISTED = "assisted"
"""The field a level's best has beside `FIELDS` when its stars were earned only with the
campaign clock's assist (`llk.model.game.clock_assist`)."""


@dataclass(frozen=True)
class LevelBest:
    """A cleared level's bests, each on its own (the best score may be another game's
    than the best time), and the day it was first cleared."""

    stars: int
    score: int
    seconds: float
    cleared_on: str
    """The day, as ``2026-12-01``."""
    assisted: bool = False
    """Whether its ``stars`` were earned only with more time or none on the clock: no
    clear without the assist earned as many."""

    def better(self, other: LevelBest) -> LevelBest:
        """The best of both, and the earlier day; assisted only if every clear that
        earned the best stars was."""
        stars = max(self.stars, other.stars)
        return LevelBest(
            stars,
            max(self.score, other.score),
            min(self.seconds, other.seconds),
            min(self.cleared_on, other.cleared_on),
            all(best.assisted for best in (self, other) if best.stars == stars),
        )

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "stars": self.stars,
            "score": self.score,
            "seconds": self.seconds,
            "cleared_on": self.cleared_on,
        }
        return {**data, ASSISTED: True} if self.assisted else data

    @classmethod
    def from_dict(cls, key: str, data: Any) -> LevelBest:
        if not isinstance(data, dict) or set(data) - {ASSISTED} != FIELDS:
            raise ValueError(f"level {key} must have {', '.join(sorted(FIELDS))}")
        assisted = data.get(ASSISTED, False)
        if not isinstance(assisted, bool):
            raise ValueError(f"level {key} {ASSISTED} must be true or false")
        return cls(
            whole(f"{key} stars", data["stars"], 1, MAX_STARS),
            whole(f"{key} score", data["score"], -MAX_SCORE, MAX_SCORE),
            finite(f"{key} seconds", data["seconds"], 0, MAX_SECONDS),
            iso_day(f"{key} cleared_on", data["cleared_on"]),
            assisted,
        )


@dataclass(frozen=True)
class CampaignProgress:
    """Every cleared level's `LevelBest`, by level key. The questions about what is open
    take the campaign's levels (`campaign_levels`), in order."""

    levels: dict[str, LevelBest] = field(default_factory=dict)

    def after(
        self,
        key: str,
        stars: int,
        score: int,
        seconds: float,
        day: datetime.date,
        assisted: bool = False,
    ) -> CampaignProgress:
        """The progress once level ``key`` is cleared with ``stars`` (at least 1) in
        ``seconds`` for ``score`` on ``day``, ``assisted`` or not: each best kept.
        Cost: O(levels)."""
        stars = max(1, min(MAX_STARS, stars))
        best = LevelBest(stars, score, seconds, day.isoformat(), assisted)
        if key in self.levels:
            best = self.levels[key].better(best)
        return replace(self, levels={**self.levels, key: best})

    def stars(self, key: str) -> int:
        """The best stars of level ``key`` (0: not cleared)."""
        best = self.levels.get(key)
        return 0 if best is None else best.stars

    def stars_held(self) -> set[int]:
        """The star counts some cleared level holds. Cost: O(levels)."""
        return {best.stars for best in self.levels.values()}

    def total_stars(self, levels: Sequence[Level] | None = None) -> int:
        """The stars of ``levels`` (None: every level kept). Cost: O(levels)."""
        if levels is None:
            return sum(best.stars for best in self.levels.values())
        return sum(self.stars(level.key) for level in levels)

    def stars_missing(self, number: int, levels: Sequence[Level]) -> int:
        """How many more stars chapter ``number - 1`` needs to open chapter ``number``
        (0 once it has them). Cost: O(levels)."""
        if number <= 1:
            return 0
        before = [level for level in levels if level.chapter == number - 1]
        return max(0, stars_to_open(len(before)) - self.total_stars(before))

    def chapter_open(self, number: int, levels: Sequence[Level]) -> bool:
        """Whether chapter ``number`` is open: the first always, any other when the one
        before is open and holds its share of stars. Cost: O(chapters * levels)."""
        return all(self.stars_missing(n, levels) == 0 for n in range(2, number + 1))

    def level_open(self, level: Level, levels: Sequence[Level]) -> bool:
        """Whether ``level`` is open: its chapter open, and it the chapter's first level
        or the level before it cleared. Cost: O(chapters * levels)."""
        if not self.chapter_open(level.chapter, levels):
            return False
        before = [lv for lv in levels if lv.chapter == level.chapter and lv.number < level.number]
        return not before or self.stars(before[-1].key) > 0

    def cleared_all(self, levels: Sequence[Level]) -> bool:
        """Whether every one of ``levels`` (at least one) is cleared. Cost: O(levels)."""
        return bool(levels) and all(self.stars(level.key) for level in levels)

    def to_dict(self) -> dict[str, Any]:
        return {"levels": {key: best.to_dict() for key, best in sorted(self.levels.items())}}

    @classmethod
    def from_dict(cls, data: Any) -> CampaignProgress:
        """Progress `to_dict` wrote; ValueError, in one line, for anything else."""
        if not isinstance(data, dict) or set(data) != {"levels"}:
            raise ValueError("campaign progress must be an object with its levels")
        levels = data["levels"]
        if not isinstance(levels, dict) or len(levels) > MAX_LEVELS:
            raise ValueError(f"campaign progress holds at most {MAX_LEVELS} levels")
        for key in levels:
            if level_place(key) is None:
                raise ValueError(f"{key!r:.40} is not a campaign level")
        return cls({key: LevelBest.from_dict(key, best) for key, best in levels.items()})
