"""Achievements: about twenty feats of skill, never of grinding, each a pure condition
over `Facts`, and the record of those earned with the day each was.

Nothing here counts games played: each asks for something done well once (a clear
without help, a long combo, a fast pace, a strong rival beaten) or a goal of the
campaign reached. Judging them all costs O(achievements * levels).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from llk.model.board.shifts import ShiftMode
from llk.model.campaign.chapters import CHAPTERS, MAX_STARS
from llk.model.campaign.facts import Facts
from llk.model.game.game_clock import POINTS_PER_SECOND_LEFT
from llk.model.game.results import GameRecord
from llk.model.game.settings import Pace
from llk.model.maps.catalog import MINE
from llk.model.records.statistics import iso_day
from llk.model.versus.rivals import Strength

Condition = Callable[[Facts], bool]
BIG_BOARD = 144
"""The tiles of a board big enough for Lightning (a full 12 x 12)."""
SPEED_PAIR_S = 1.5
CLOSE_CALL_S = 3
ENDLESS_LEVEL = 5
MAX_ID = 40
MAX_KEPT = 200


def _clear(facts: Facts) -> GameRecord | None:
    """The game just won, if one was."""
    record = facts.record
    return record if record is not None and record.won else None


def _won_with(test: Callable[[GameRecord], bool]) -> Condition:
    return lambda facts: (record := _clear(facts)) is not None and test(record)


def _combo(length: int) -> Condition:
    return lambda facts: facts.record is not None and facts.record.best_combo >= length


def _lightning(record: GameRecord) -> bool:
    tiles = len(record.settings.cells)
    return tiles >= BIG_BOARD and record.elapsed_s <= SPEED_PAIR_S * (tiles // 2)


def _close_call(record: GameRecord) -> bool:
    """Cleared with the clock showing under `CLOSE_CALL_S` seconds (its bonus is
    `POINTS_PER_SECOND_LEFT` a second shown)."""
    return record.settings.timed and record.time_bonus < CLOSE_CALL_S * POINTS_PER_SECOND_LEFT


def _boss(number: int) -> Condition:
    def beaten(facts: Facts) -> bool:
        return any(
            lv.boss and lv.chapter == number and facts.progress.stars(lv.key) for lv in facts.levels
        )

    return beaten


def _perfect_chapter(facts: Facts) -> bool:
    for chapter in CHAPTERS:
        own = [lv for lv in facts.levels if lv.chapter == chapter.number]
        if own and all(facts.progress.stars(lv.key) == MAX_STARS for lv in own):
            return True
    return False


def _race(test: Callable[[tuple[Strength, ...]], bool]) -> Condition:
    return lambda facts: facts.race is not None and facts.race.won and test(facts.race.rivals)


def _endless(facts: Facts) -> bool:
    record = facts.record
    return record is not None and record.levels and record.level >= ENDLESS_LEVEL


@dataclass(frozen=True)
class Achievement:
    """One achievement: the word files keep, and when it is earned."""

    id: str
    earned: Condition


ACHIEVEMENTS = (
    Achievement("unaided", _won_with(lambda r: r.hints_used == 0)),
    Achievement("no-regrets", _won_with(lambda r: r.undos == 0)),
    Achievement("combo-10", _combo(10)),
    Achievement("combo-20", _combo(20)),
    Achievement("fast-pace", _won_with(lambda r: r.settings.pace is Pace.FAST)),
    Achievement("close-call", _won_with(_close_call)),
    Achievement("lightning", _won_with(_lightning)),
    Achievement("every-shift", lambda f: f.modes_cleared >= frozenset(ShiftMode)),
    Achievement("daily", lambda f: _clear(f) is not None and f.daily),
    Achievement("own-map", _won_with(lambda r: _map_key(r).startswith(MINE))),
    Achievement("endless-5", _endless),
    Achievement("three-stars", lambda f: MAX_STARS in f.progress.stars_held()),
    Achievement("perfect-chapter", _perfect_chapter),
    *(Achievement(f"boss-{c.number}", _boss(c.number)) for c in CHAPTERS),
    Achievement("campaign", lambda f: f.progress.cleared_all(f.levels)),
    Achievement("race-won", _race(lambda rivals: True)),
    Achievement("beat-master", _race(lambda rivals: Strength.MASTER in rivals)),
    Achievement("beat-five", _race(lambda rivals: len(rivals) >= 5)),
)
IDS = tuple(achievement.id for achievement in ACHIEVEMENTS)


def _map_key(record: GameRecord) -> str:
    board_map = record.settings.board_map
    return "" if board_map is None else board_map.key


def earned_now(facts: Facts) -> list[str]:
    """The ids of every achievement ``facts`` earn, in `ACHIEVEMENTS`' order."""
    return [achievement.id for achievement in ACHIEVEMENTS if achievement.earned(facts)]


@dataclass(frozen=True)
class Achievements:
    """The achievements earned, each with the day it was (``2026-12-01``).

    Ids this LLK does not know are kept (a later LLK may have earned them, and going
    back a version must not lose them), if they look like ids; at most `MAX_KEPT`.
    """

    earned: dict[str, str] = field(default_factory=dict)

    def with_earned(self, ids: list[str], day: datetime.date) -> tuple[Achievements, list[str]]:
        """The record with ``ids`` earned on ``day``, and which of them are new."""
        new = [i for i in dict.fromkeys(ids) if i not in self.earned]
        added = {i: day.isoformat() for i in new}
        return replace(self, earned={**self.earned, **added}), new

    def to_dict(self) -> dict[str, Any]:
        return {"earned": dict(sorted(self.earned.items()))}

    @classmethod
    def from_dict(cls, data: Any) -> Achievements:
        """A record `to_dict` wrote; ValueError, in one line, for anything else."""
        if not isinstance(data, dict) or set(data) != {"earned"}:
            raise ValueError("achievements must be an object with those earned")
        earned = data["earned"]
        if not isinstance(earned, dict) or len(earned) > MAX_KEPT:
            raise ValueError(f"at most {MAX_KEPT} achievements are kept")
        for key in earned:
            if not isinstance(key, str) or not (
                0 < len(key) <= MAX_ID and key.isascii() and key.replace("-", "").isalnum()
            ):
                raise ValueError(f"{key!r:.40} is not an achievement's id")
        return cls({key: iso_day(key, day) for key, day in earned.items()})
