"""Where maps come from: the ones LLK ships, the player's folder, and the six layouts.

Each map has a key (`GameMap.key`) that the high scores, the statistics, the settings
and saved games name it by: a shipped map's file stem (``heart``), ``mine/STEM`` for a
file in the player's folder, a layout's word for a layout. A key whose file has gone
finds nothing (`find_map`), and whoever asked says the map is missing.
"""

from __future__ import annotations

import functools
from dataclasses import replace
from importlib.resources import files
from pathlib import Path

from llk.model.board.layouts import Layout, layout_cells
from llk.model.maps.map_file import MAP_SUFFIX, GameMap, MapError, parse_map, read_map

MINE = "mine/"
"""The start of the key of a map in the player's folder."""
MAX_STEM = 80
"""The longest file name (less `MAP_SUFFIX`) of a player's map: its key must fit a score
table's key (`llk.model.limits.MAX_TABLE_KEY`) with the board's size, shifts and pace."""
MAX_PLAYER_MAPS = 1000
"""How many files of the player's folder are read; a folder of more is not all maps."""


@functools.cache
def shipped_maps() -> tuple[GameMap, ...]:
    """The maps in ``llk/resources/maps/``, by file name. A test reads every one, so a
    damaged shipped map cannot reach a player. Cost: O(total size), once."""
    folder = files("llk.resources") / "maps"
    entries = sorted((e for e in folder.iterdir() if e.name.endswith(MAP_SUFFIX)), key=str)
    return tuple(
        replace(parse_map(e.read_text("utf-8"), e.name), key=e.name.removesuffix(MAP_SUFFIX))
        for e in entries
    )


def folder_maps(folder: Path) -> tuple[list[GameMap], list[str]]:
    """The player's maps in ``folder`` by file name, and one line for each file that is not
    a map (which never stops the others). A missing folder holds none. Cost: O(total
    size) of at most `MAX_PLAYER_MAPS` files."""
    try:
        paths = sorted(path for path in folder.iterdir() if path.name.endswith(MAP_SUFFIX))
    except FileNotFoundError:
        return [], []
    except OSError as error:
        return [], [f"{folder}: {error.strerror or error}"]
    found: list[GameMap] = []
    problems: list[str] = []
    for path in paths[:MAX_PLAYER_MAPS]:
        stem = path.name.removesuffix(MAP_SUFFIX)
        try:
            if not usable_stem(stem):
                raise MapError(
                    path.name, None, f"a map's file name must be printable, at most {MAX_STEM} long"
                )
            found.append(replace(read_map(path), key=MINE + stem))
        except MapError as error:
            problems.append(str(error))
    if len(paths) > MAX_PLAYER_MAPS:
        problems.append(f"{folder}: only the first {MAX_PLAYER_MAPS} map files are read")
    return found, problems


def usable_stem(stem: str) -> bool:
    """Whether a file of the player's folder may be called ``stem`` + `MAP_SUFFIX`: a
    name that names no other folder, short enough for a table's key, printable."""
    return 0 < len(stem) <= MAX_STEM and stem.isprintable() and "/" not in stem and stem != ".."


def find_map(key: str, folder: Path | None) -> GameMap | None:
    """The map ``key`` names, shipped or (with ``folder``) the player's; None when it is
    not there any more, or is damaged. Cost: O(shipped maps), or one file read."""
    if key.startswith(MINE):
        if folder is None or not usable_stem(key[len(MINE) :]):
            return None
        try:
            return replace(read_map(folder / (key[len(MINE) :] + MAP_SUFFIX)), key=key)
        except MapError:
            return None
    return next((m for m in shipped_maps() if m.key == key), None)


def layout_map(layout: Layout, rows: int, cols: int) -> GameMap:
    """``layout`` on a ``rows`` x ``cols`` board, as a map for the chooser to list beside
    the files (its key is the layout's word). Cost: O(rows * cols)."""
    cells = tuple(layout_cells(layout, rows, cols))
    return GameMap(layout.value.capitalize(), rows, cols, cells, key=layout.value)
