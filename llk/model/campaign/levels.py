"""The campaign's levels: the ``c{chapter}-{level:02d}.llkmap`` files of
``llk/resources/campaign/``, and the game each is played as.

A level's key is its file stem (``c1-01``); it names the level in the progress file and
is the key of its map (`GameMap.key`), so a finished game tells which level it was
(`level_played`). Whatever level files the folder holds are read, so a campaign with a
chapter still being made plays the levels there are.
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any

from llk.model.board.shifts import ShiftMode
from llk.model.campaign.chapters import BOSS_LEVEL, CHAPTERS_COUNT, LEVELS_PER_CHAPTER, chapter
from llk.model.game.clock_assist import ClockAssist, assisted
from llk.model.game.results import GameRecord
from llk.model.game.settings import GameSettings, Pace
from llk.model.limits import MAX_SEED
from llk.model.maps.map_file import MAP_SUFFIX, GameMap, MapError, parse_map

LEVEL_KEY = re.compile(r"c(?P<chapter>[1-9])-(?P<level>\d\d)")
CAMPAIGN_PACE = Pace.NORMAL
"""The pace of a level whose map sets no time limit of its own."""
MOST_FACES = 24
"""The faces of a level whose map recommends none (no more than its pairs)."""
PROPS = 3
"""The hints and the refreshes of a level (none for a props-free boss)."""


@dataclass(frozen=True)
class Level:
    """One level: its chapter and number, and its map (keyed by the level's key)."""

    chapter: int
    number: int
    game_map: GameMap

    @property
    def key(self) -> str:
        return self.game_map.key

    @property
    def boss(self) -> bool:
        return self.number == BOSS_LEVEL


def level_place(key: Any) -> tuple[int, int] | None:
    """The chapter and number ``key`` names (``c2-07``: 2, 7), or None when it names no
    level the campaign can have. Cost: O(len(key)) for a short string, else O(1)."""
    if not isinstance(key, str) or len(key) != 5:
        return None
    found = LEVEL_KEY.fullmatch(key)
    if found is None:
        return None
    number, level = int(found["chapter"]), int(found["level"])
    if number > CHAPTERS_COUNT or not 1 <= level <= LEVELS_PER_CHAPTER:
        return None
    return number, level


def read_levels(entries: Iterable[Traversable]) -> tuple[list[Level], list[str]]:
    """The levels among ``entries`` (files named by a level key and `MAP_SUFFIX`), in
    chapter and level order, and one line for each that is not a map. Cost: O(total
    size)."""
    levels: list[Level] = []
    problems: list[str] = []
    for entry in entries:
        place = level_place(entry.name.removesuffix(MAP_SUFFIX))
        if place is None or not entry.name.endswith(MAP_SUFFIX):
            continue
        try:
            game_map = parse_map(entry.read_text("utf-8"), entry.name)
        except (MapError, UnicodeDecodeError, OSError) as error:
            problems.append(f"{entry.name}: {error}"[:200])
            continue
        key = entry.name.removesuffix(MAP_SUFFIX)
        levels.append(Level(*place, replace(game_map, key=key)))
    levels.sort(key=lambda level: (level.chapter, level.number))
    return levels, problems


@functools.cache
def campaign_levels() -> tuple[Level, ...]:
    """The levels LLK ships (a test reads each, so a damaged one never reaches a
    player; one that is damaged all the same is left out). Cost: O(total size), once."""
    folder = files("llk.resources") / "campaign"
    if not folder.is_dir():
        return ()
    return tuple(read_levels(folder.iterdir())[0])


def level_seed(level: Level) -> int:
    """The deal of ``level``: its map's own ``seed``, else one hashed from its key, the
    same on every machine. Cost: O(1)."""
    if level.game_map.seed is not None:
        return level.game_map.seed
    digest = hashlib.sha256(f"llk-campaign-{level.key}".encode()).digest()
    return int.from_bytes(digest[:4], "big") & MAX_SEED


def level_settings(level: Level, assist: ClockAssist = ClockAssist.DESIGNED) -> GameSettings:
    """The game ``level`` is played as: one game on its map under the one shift mode its
    map names (the first it allows), its faces, fair deals, the campaign's pace (the
    map's own time limit wins over it) under the clock's ``assist``, and a props-free
    boss without hints or refreshes. Cost: O(rows * cols)."""
    game_map = level.game_map
    props = 0 if level.boss and chapter(level.chapter).props_free_boss else PROPS
    designed = GameSettings(
        levels=False,
        gravity=game_map.shifts[0] if game_map.shifts else ShiftMode.NONE,
        pace=CAMPAIGN_PACE,
        kinds=game_map.faces or min(MOST_FACES, game_map.tiles // 2),
        hints=props,
        refreshes=props,
        solvable=True,
        board_map=game_map,
    )
    return assisted(designed, assist)


def level_played(record: GameRecord, levels: Sequence[Level]) -> tuple[Level, ClockAssist] | None:
    """The level ``record`` played, if it was one, and the clock's assist it was played
    under: its map's key and deal are the level's, and its settings the level's under
    one assist. Cost: O(levels) and one `level_settings` for each assist."""
    board_map = record.settings.board_map
    if board_map is None or record.settings.levels:
        return None
    level = next((lv for lv in levels if lv.key == board_map.key), None)
    if level is None or record.seed != level_seed(level):
        return None
    assist = next((a for a in ClockAssist if level_settings(level, a) == record.settings), None)
    return None if assist is None else (level, assist)


def next_level(level: Level, levels: Sequence[Level]) -> Level | None:
    """The level after ``level`` in the campaign (the next chapter's first after a boss),
    or None after the last. Cost: O(levels)."""
    later = [lv for lv in levels if (lv.chapter, lv.number) > (level.chapter, level.number)]
    return later[0] if later else None
