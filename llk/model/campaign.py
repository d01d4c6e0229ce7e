"""The campaign: five chapters of twelve levels, each a map file of its own
(``llk/resources/campaign/c{chapter}-{level:02d}.llkmap``, made by
``tools/make_campaign.py``) with one shift mode, its deal's seed and its clock.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from importlib.resources import files

from llk.model.board import Board
from llk.model.gravity import ShiftMode
from llk.model.map_catalog import MAP_SUFFIX
from llk.model.map_deal import deal_map
from llk.model.map_file import GameMap, parse_map
from llk.model.path import Move
from llk.model.settings import GameSettings

CHAPTERS, LEVELS = 5, 12
PROOF_NODES = 200_000
"""The solver's node budget within which each level's deal is proven clearable."""


@dataclass(frozen=True)
class Level:
    chapter: int
    level: int
    game_map: GameMap


def level_stem(chapter: int, level: int) -> str:
    return f"c{chapter}-{level:02d}"


@functools.cache
def campaign_levels() -> tuple[Level, ...]:
    """Every level, chapter by chapter; a missing or damaged file is a `MapError`.
    Cost: O(total size), once."""
    folder = files("llk.resources") / "campaign"
    found = []
    for chapter in range(1, CHAPTERS + 1):
        for level in range(1, LEVELS + 1):
            stem = level_stem(chapter, level)
            text = (folder / (stem + MAP_SUFFIX)).read_text("utf-8")
            found.append(Level(chapter, level, replace(parse_map(text, stem), key=stem)))
    return tuple(found)


def level_mode(game_map: GameMap) -> ShiftMode:
    """The shift mode a campaign level is played in: the one its map allows."""
    if len(game_map.shifts) != 1:
        raise ValueError(f"{game_map.name}: a campaign level names one shift mode")
    return game_map.shifts[0]


def dealt_level(game_map: GameMap) -> tuple[Board, list[Move]]:
    """The level's fair deal (its seed, its faces, its shift mode) and the plan that
    clears it; `ParameterError` when the seed gives none. Cost: `deal_map`'s."""
    kinds = GameSettings(levels=False).on_map(game_map).kinds
    board, plan = deal_map(game_map, kinds, level_mode(game_map), game_map.seed, solvable=True)
    assert plan is not None
    return board, plan
