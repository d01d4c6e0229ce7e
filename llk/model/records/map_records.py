"""What the player has done on each map: the best score and whether they cleared it, read
from the statistics' tallies (every game finished is counted there), and the picks the
map chooser offers (by size, Random, Next not cleared).

A map's games, whatever their shifts and pace, share one record: its shape, the word in
the middle of a board key (`llk.model.records.scores.board_key`): ``map:heart`` for a map, and for
a layout its size and word, ``8x12 full``, since a layout's size is part of what it is.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from llk.model.maps.map_file import GameMap
from llk.model.records.scores import MAP_PREFIX, board_parts
from llk.model.records.statistics import PlayedGame, Tally

SMALL_TILES, BIG_TILES = 100, 250
"""Where a small map ends and a big one begins, in tiles."""


@dataclass(frozen=True)
class MapRecord:
    best: int | None = None
    """The best score that counted on it, None before one did."""
    cleared: bool = False


def shape_of(board: str) -> str:
    """The shape of a board key: "9x13 map:heart down normal" is ``map:heart``, "8x12 full
    down normal" is ``8x12 full`` (a key of another shape is its own). O(len(board))."""
    parts = board_parts(board)
    if parts is None:
        return board
    size, shape, _shifts, _pace = parts
    return shape if shape.startswith(MAP_PREFIX) else f"{size} {shape}"


def map_shape(game_map: GameMap, is_layout: bool) -> str:
    """The shape `shape_of` finds in the keys of ``game_map``'s games."""
    if is_layout:
        return f"{game_map.rows}x{game_map.cols} {game_map.key}"
    return MAP_PREFIX + game_map.key


def map_records(boards: Mapping[str, Tally], recent: Sequence[PlayedGame]) -> dict[str, MapRecord]:
    """Each shape's record from the statistics' tallies by board key, and its recent games:
    cleared once a game on it was won, or a run of levels on it got past level 1 (a run
    is counted when it ends, so its cleared levels show in its level). O(boards + recent)."""
    records: dict[str, MapRecord] = {}
    for board, tally in boards.items():
        shape = shape_of(board)
        known = records.get(shape, MapRecord())
        scores = [s for s in (known.best, tally.best_score) if s is not None]
        records[shape] = MapRecord(max(scores, default=None), known.cleared or tally.won > 0)
    for game in recent:
        shape = shape_of(game.board)
        if game.level > 1:
            records[shape] = replace(records.get(shape, MapRecord()), cleared=True)
    return records


class SizeFilter(enum.StrEnum):
    ALL = "all"
    SMALL = "small"
    MEDIUM = "medium"
    BIG = "big"
    NOT_CLEARED = "not-cleared"


class SortOrder(enum.StrEnum):
    LISTED = "listed"
    NAME = "name"
    TILES = "tiles"
    AREA = "area"


def shown(
    maps: Sequence[GameMap],
    shapes: Sequence[str],
    records: Mapping[str, MapRecord],
    size: SizeFilter,
    order: SortOrder,
    title: Mapping[str, str],
) -> list[int]:
    """The indexes of ``maps`` (each with its shape in ``shapes``) that pass ``size``, in
    ``order`` (by ``title``, the names shown, for NAME). Cost: O(n log n)."""

    def passes(i: int) -> bool:
        tiles = maps[i].tiles
        return {
            SizeFilter.ALL: True,
            SizeFilter.SMALL: tiles <= SMALL_TILES,
            SizeFilter.MEDIUM: SMALL_TILES < tiles < BIG_TILES,
            SizeFilter.BIG: tiles >= BIG_TILES,
            SizeFilter.NOT_CLEARED: not records.get(shapes[i], MapRecord()).cleared,
        }[size]

    keys = {
        SortOrder.LISTED: lambda i: (i,),
        SortOrder.NAME: lambda i: (title.get(maps[i].key, maps[i].name).casefold(), i),
        SortOrder.TILES: lambda i: (maps[i].tiles, i),
        SortOrder.AREA: lambda i: (maps[i].rows * maps[i].cols, maps[i].tiles, i),
    }
    return sorted((i for i in range(len(maps)) if passes(i)), key=keys[order])


def next_not_cleared(
    shapes: Sequence[str], records: Mapping[str, MapRecord], current: int
) -> int | None:
    """The first shape after ``current`` (going round) not cleared yet; None when every one
    is. Cost: O(n)."""
    count = len(shapes)
    for step in range(1, count + 1):
        i = (current + step) % count
        if not records.get(shapes[i], MapRecord()).cleared:
            return i
    return None


def random_pick(count: int, current: int, rng: random.Random) -> int:
    """Any index but ``current`` (when there is another). Cost: O(1)."""
    if count < 2:
        return 0
    pick = rng.randrange(count - 1)
    return pick + 1 if pick >= current else pick
