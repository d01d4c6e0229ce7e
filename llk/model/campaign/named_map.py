"""The map a command line names (``llk --map``, ``llk-solve --map``): a file, a shipped
map's key or ``mine/NAME``; a file that is a copy of a shipped map or a campaign level
is known by that one's key.

It stands with the campaign because it must know the levels, which are read by the
maps' own format (`llk.model.maps`).
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

from llk.model.campaign.levels import campaign_levels
from llk.model.maps.catalog import MINE, find_map, shipped_maps, usable_stem
from llk.model.maps.map_file import MAP_SUFFIX, GameMap, read_map


def map_named(wanted: str, folder: Path | None) -> GameMap:
    """The map a command line names: a file's path (a copy of a shipped map or level by
    its key, `shipped_copy`), else a shipped map's key or name as the chooser shows it
    (``heart``, ``Little Heart``, ``小心形``: case and spaces aside) or ``mine/NAME`` for one
    in ``folder``; `MapError` (saying the file is not there when it is neither)
    otherwise. A name the system refuses to look up (too long, a NUL) is no file either:
    it reads as a name, then as a missing file. Cost: one file read, or O(shipped maps)."""
    path = Path(wanted)
    if not os.path.exists(path):  # unlike Path.exists, False for any name it cannot look up
        found = find_map(wanted, folder) or _shipped_by_name(wanted)
        if found is not None:
            return found
    game_map = read_map(path)
    stem = path.name.removesuffix(MAP_SUFFIX)
    if folder is not None and path.parent.resolve() == folder.resolve() and usable_stem(stem):
        return replace(game_map, key=MINE + stem)  # one of the player's, by its path
    return shipped_copy(game_map)


def _shipped_by_name(wanted: str) -> GameMap | None:
    """The shipped map whose name (in either language) is ``wanted``, case and runs of
    spaces aside; None if none. Cost: O(shipped maps)."""
    words = " ".join(wanted.split()).casefold()
    named = (m for m in shipped_maps() if words in (m.name.casefold(), m.name_zh.casefold()))
    return next(named, None) if words else None


def shipped_copy(game_map: GameMap) -> GameMap:
    """``game_map`` (read from a file, with no key) under the key of the shipped map or
    campaign level it is a copy of, so that its games go to that map's tables and are
    named by it; else as it is. Cost: O(shipped maps + levels) comparisons."""
    shipped = (*shipped_maps(), *(level.game_map for level in campaign_levels()))
    return next((m for m in shipped if replace(m, key=game_map.key) == game_map), game_map)
