"""Maps as files: plain UTF-8 text a person writes in any editor and reads in a diff.

```
LLK map 1
name: Heart
name zh_CN: 心
author: LLK
faces: 18
shifts: none down up
---
.XX...XX.
XXXXXXXXX
.XXXXXXX.
..XXXXX..
...XXX...
```

The first line names the format and its version (`FORMAT_VERSION`; a later LLK reads
every earlier one). Header lines ``key: value`` follow, up to the line ``---``; then the
grid, one line a row: `TILE` marks a cell that holds a tile, `EMPTY` one that does not.
Version 2 adds the special tiles of `llk.model.board.specials`: `OBSTACLE` a stone, and
`SPECIAL_MARKS` a tile that is iced, locked, a key, fogged or a timer. Keys:
``name`` (required) and ``name zh_CN``, ``author``, ``faces`` (how many kinds of tile it
recommends), ``shifts`` (the shift modes it allows, all of them when left out), and, for
a campaign level, ``time`` (its clock in seconds), ``seed`` (its deal) and ``timer``
(``SECONDS BONUS``: the timer tiles' countdown and what each is worth, `DEFAULT_TIMER`
when left out). Blank lines and lines starting with ``#`` in the header are comments.
Rows may differ in length only by trailing empty cells, which are filled in. A map with
locked tiles has exactly two key tiles.

Every way a file can be wrong is a `MapError` naming the file, the line and what is
wrong, in one line: the loader never raises anything else.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from llk.model.board.grid import Point
from llk.model.board.shifts import ShiftMode, shift_mode
from llk.model.board.specials import TimerRule
from llk.model.errors import ParameterError
from llk.model.files import read_capped
from llk.model.limits import MAX_COLS, MAX_KINDS, MAX_ROWS, MAX_SEED

FORMAT_VERSION = 2
PLAIN_VERSION = 1
"""The version written for a map with nothing version 2 added (older LLKs read it)."""
MAGIC = "LLK map"
MAP_SUFFIX = ".llkmap"
"""A map file's name ends so."""
TILE, EMPTY, OBSTACLE = "X", ".", "#"
SPECIAL_MARKS = {"I": "ice", "L": "locked", "K": "keys", "F": "fog", "T": "timers"}
"""The grid's letter for each kind of special tile, by the `GameMap` field it fills."""
SPECIAL_CELLS = {OBSTACLE: "stones", **SPECIAL_MARKS}
"""The same for every special cell, stones first."""
DEFAULT_TIMER = TimerRule(seconds=30, bonus_s=5)
MAX_LEVEL_TIME_S = 3600
NUMBERS = {
    "time": (10, MAX_LEVEL_TIME_S),
    "seed": (0, MAX_SEED),
    "timer": (5, MAX_LEVEL_TIME_S),
    "timer bonus": (1, 60),
}
"""The range of each number of the header (the timer's two by their own names): the one
table the reader holds a file to and the writer a map (`map_text`)."""
SEPARATOR = "---"
MAX_MAP_BYTES = 64 * 1024
"""A 20 x 30 map with a long header is under 2 KiB; a larger file is not a map."""
MAX_TEXT = 80
"""The longest name or author, in characters."""
MIN_SIDE = 2
"""The smallest board the game deals, as for the board-size setting."""
UNFILED = "cells/"
"""The start of the key `keyed` gives a map with none."""
KEYS = ("name", "name zh_CN", "author", "faces", "shifts", "time", "seed", "timer")


def one_line(text: str) -> str:
    """``text`` as one line the player can read: a line break or any other character a
    line cannot show (a map's name may hold one) as "?". O(len(text))."""
    return "".join(char if char.isprintable() else "?" for char in text)


class MapError(ValueError):
    """A map file that cannot be used; the message is the one line the player reads,
    whatever the file's or the map's name holds."""

    def __init__(self, source: str, line: int | None, what: str) -> None:
        where = f"{source}, line {line}" if line is not None else source
        super().__init__(one_line(f"{where}: {what}"))
        self.line = line
        self.what = one_line(what)
        """What is wrong, without where."""


@dataclass(frozen=True)
class GameMap:
    """A map: its names, the cells that hold tiles, and what it recommends."""

    name: str
    rows: int
    cols: int
    cells: tuple[Point, ...]
    """The cells that hold a tile, in row-major order."""
    name_zh: str = ""
    author: str = ""
    faces: int | None = None
    shifts: tuple[ShiftMode, ...] = tuple(ShiftMode)
    """The shift modes the map allows, in `ShiftMode`'s order."""
    key: str = ""
    """Which map it is in tables and saved games (`llk.model.maps.catalog`): a shipped
    map's file stem, ``mine/STEM`` for one of the player's; not written in the file."""
    stones: tuple[Point, ...] = ()
    """The cells stones stand on (no tile), in row-major order."""
    ice: tuple[Point, ...] = ()
    locked: tuple[Point, ...] = ()
    keys: tuple[Point, ...] = ()
    """The two key tiles' cells, or none."""
    fog: tuple[Point, ...] = ()
    timers: tuple[Point, ...] = ()
    """Each kind of special tile's cells (all among ``cells``), in row-major order."""
    time_s: int | None = None
    """The level's clock in seconds (None: the pace's)."""
    seed: int | None = None
    """The level's deal (None: the game number's)."""
    timer: TimerRule = DEFAULT_TIMER

    @property
    def tiles(self) -> int:
        return len(self.cells)

    @property
    def most_faces(self) -> int:
        """The most kinds of face a deal on the map can use: one a pair, the key pair's
        excepted (its face is the keys'), at least one, at most `MAX_KINDS`."""
        return max(1, min(MAX_KINDS, self.tiles // 2 - (1 if self.keys else 0)))

    def kinds_for(self, wanted: int) -> int:
        """The kinds of face a deal on the map uses for a player who asks for ``wanted``:
        the map's own ``faces``, else ``wanted`` held to `most_faces`."""
        return self.faces or max(1, min(wanted, self.most_faces))

    @property
    def special(self) -> bool:
        """Whether the map holds a stone or a special tile."""
        return any(getattr(self, name) for name in SPECIAL_CELLS.values())

    def with_specials(self, specials: Mapping[str, Iterable[Point]]) -> GameMap:
        """This map with the cells of each kind of special ``specials`` names (by its
        field in `SPECIAL_CELLS`), in row-major order. O(cells log cells)."""

        def cells(field: str) -> tuple[Point, ...]:
            return tuple(sorted(specials[field])) if field in specials else getattr(self, field)

        return replace(
            self,
            stones=cells("stones"),
            ice=cells("ice"),
            locked=cells("locked"),
            keys=cells("keys"),
            fog=cells("fog"),
            timers=cells("timers"),
        )


def keyed(game_map: GameMap) -> GameMap:
    """``game_map`` with a key: its own, else one made of its cells (`UNFILED` and a
    digest), so that a map from no folder (a file given to ``llk --map``, one drawn and
    played unsaved) still has a table of its own, the same one each time. O(rows * cols)."""
    if game_map.key:
        return game_map
    grid = format_map(replace(game_map, name="-", name_zh="", author="", faces=None))
    return replace(game_map, key=UNFILED + hashlib.sha256(grid.encode()).hexdigest()[:16])


def read_map(path: Path) -> GameMap:
    """The map in the file at ``path``; `MapError` for any file that is not one (missing,
    a directory or FIFO, too large, not UTF-8, or wrong inside). Cost: O(file size)."""
    source = path.name or str(path)
    try:
        raw = read_capped(path, MAX_MAP_BYTES)
    except OSError as error:
        raise MapError(source, None, _os_reason(error)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise MapError(source, line, "not UTF-8 text") from None
    return parse_map(text, source)


def parse_map(text: str, source: str = "map") -> GameMap:
    """The map written in ``text`` (see the module's notes); `MapError` naming ``source``
    and the line when it is not one. Cost: O(len(text))."""
    lines = text.removeprefix("\ufeff").splitlines()
    if "\x00" in text:
        raise MapError(source, None, "a binary file, not a map")
    if not lines or not lines[0].strip().startswith(MAGIC):
        raise MapError(source, 1, f"a map starts with the line '{MAGIC} {FORMAT_VERSION}'")
    _check_version(lines[0].strip()[len(MAGIC) :].strip(), source)
    try:
        end = next(i for i, line in enumerate(lines) if line.strip() == SEPARATOR)
    except StopIteration:
        raise MapError(source, len(lines), f"no '{SEPARATOR}' line before the grid") from None
    header = _header(lines[1:end], source)
    rows, cols, cells, specials = _grid(lines[end + 1 :], end + 2, source)
    game_map = GameMap(
        name=header["name"][0],
        rows=rows,
        cols=cols,
        cells=cells,
        name_zh=header.get("name zh_CN", ("", 0))[0],
        author=header.get("author", ("", 0))[0],
        shifts=_shifts(header.get("shifts"), source),
        time_s=_number(header.get("time"), "time", source),
        seed=_number(header.get("seed"), "seed", source),
        timer=_timer(header.get("timer"), source),
    ).with_specials(specials)
    _check_regions(game_map, end + 2, source)
    return replace(game_map, faces=_faces(header.get("faces"), game_map.most_faces, source))


def format_map(game_map: GameMap) -> str:
    """``game_map`` as the text `parse_map` reads back into the same map. O(rows * cols)."""
    extended = game_map.special or game_map.time_s is not None or game_map.seed is not None
    version = FORMAT_VERSION if extended else PLAIN_VERSION
    header = [f"{MAGIC} {version}", f"name: {game_map.name}"]
    if game_map.name_zh:
        header.append(f"name zh_CN: {game_map.name_zh}")
    if game_map.author:
        header.append(f"author: {game_map.author}")
    if game_map.faces is not None:
        header.append(f"faces: {game_map.faces}")
    if game_map.shifts != tuple(ShiftMode):
        header.append("shifts: " + " ".join(game_map.shifts))
    if game_map.time_s is not None:
        header.append(f"time: {game_map.time_s}")
    if game_map.seed is not None:
        header.append(f"seed: {game_map.seed}")
    if game_map.timers and game_map.timer != DEFAULT_TIMER:
        header.append(f"timer: {game_map.timer.seconds} {game_map.timer.bonus_s}")
    letter = dict.fromkeys(game_map.cells, TILE)
    for mark, field in SPECIAL_CELLS.items():
        letter |= dict.fromkeys(getattr(game_map, field), mark)
    grid = [
        "".join(letter.get((r, c), EMPTY) for c in range(game_map.cols))
        for r in range(game_map.rows)
    ]
    return "\n".join([*header, SEPARATOR, *grid]) + "\n"


def map_text(game_map: GameMap) -> str:
    """``game_map`` as the text of its file, once it is sure the reader takes it back: the
    writer holds a map to every limit the reader holds a file to (`MapError` naming the
    map, else), so no map written is ever refused when read. O(rows * cols)."""
    text = format_map(game_map)
    if parse_map(text, game_map.name[:40] or "map") != replace(game_map, key=""):
        raise MapError(game_map.name[:40], None, "the map would not read back as it is")
    return text


def region_problem(game_map: GameMap) -> tuple[int, str] | None:
    """Why ``game_map`` can never be cleared, whatever its deal, with the row at fault: a
    pocket of cells its stones wall in (one that does not reach the board's edge, so no
    line leaves it by the ring around the board, and no shift takes a tile out of it)
    holding an odd number of tiles, or the two keys in two such places. None when there
    is neither. Cost: O(rows * cols)."""
    stones, tiles = set(game_map.stones), set(game_map.cells)
    place: dict[Point, int] = {}
    for start in ((r, c) for r in range(game_map.rows) for c in range(game_map.cols)):
        if start in stones or start in place:
            continue
        pocket, todo, sealed = [start], [start], True
        place[start] = len(place) + 1
        while todo:
            r, c = todo.pop()
            sealed &= 0 < r < game_map.rows - 1 and 0 < c < game_map.cols - 1
            for near in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                inside = 0 <= near[0] < game_map.rows and 0 <= near[1] < game_map.cols
                if inside and near not in stones and near not in place:
                    place[near] = place[start]
                    pocket.append(near)
                    todo.append(near)
        held = sorted(cell for cell in pocket if cell in tiles)
        if not sealed:
            place.update(dict.fromkeys(pocket, 0))  # every open place is one: the ring's
        elif len(held) % 2:
            return held[0][0], (
                f"{len(held)} tile(s) walled in by stones (the first at row {held[0][0] + 1}, "
                f"column {held[0][1] + 1}): tiles go in pairs, so they can never all be cleared"
            )
    keys = game_map.keys
    if keys and place[keys[0]] != place[keys[1]]:
        return keys[1][0], "the two keys are walled apart by stones: they can never link"
    return None


def _check_regions(game_map: GameMap, first: int, source: str) -> None:
    """`region_problem` as the reader's `MapError`; ``first``: the grid's first line."""
    problem = region_problem(game_map)
    if problem is not None:
        raise MapError(source, first + problem[0], problem[1])


def _os_reason(error: OSError) -> str:
    if isinstance(error, FileNotFoundError):
        return "no such file"
    if isinstance(error, IsADirectoryError):
        return "a folder, not a map file"
    return error.strerror or str(error) or type(error).__name__


def _check_version(word: str, source: str) -> None:
    if not (word.isascii() and word.isdigit()) or len(word) > 6:
        raise MapError(source, 1, f"the first line names no format version: {word!r:.40}")
    if int(word) > FORMAT_VERSION:
        raise MapError(
            source,
            1,
            f"written for a newer LLK (map format {word}; this one reads {FORMAT_VERSION})",
        )


Entry = tuple[str, int]
"""A header value and the number of its line."""


def _header(lines: list[str], source: str) -> dict[str, Entry]:
    """The header's keys, each with its value and line (counted from the file's second)."""
    found: dict[str, Entry] = {}
    for number, line in enumerate(lines, 2):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        key, colon, value = stripped.partition(":")
        key, value = key.strip(), value.strip()
        if not colon or key not in KEYS:
            raise MapError(source, number, f"{stripped!r:.40} is not one of {', '.join(KEYS)}")
        if key in found:
            raise MapError(source, number, f"'{key}' is given twice")
        if len(value) > MAX_TEXT or not value.isprintable():
            raise MapError(source, number, f"'{key}' must be printable, at most {MAX_TEXT} long")
        found[key] = (value, number)
    if not found.get("name", ("", 0))[0]:
        raise MapError(source, None, "the map has no name (a 'name:' line)")
    return found


def grid_rows(lines: Sequence[str]) -> Sequence[str]:
    """The grid's ``lines`` less the blank ones at its end, which are no rows: each line
    read once, so a file of blank lines costs O(lines), not O(lines²) (one copy of the
    list a blank line dropped made the chooser freeze on a few such files)."""
    end = len(lines)
    while end and not lines[end - 1].strip():
        end -= 1
    return lines[:end]


def _grid(
    lines: Sequence[str], first: int, source: str
) -> tuple[int, int, tuple[Point, ...], dict[str, tuple[Point, ...]]]:
    """The grid's size, tile cells and special cells (by `GameMap` field); ``first`` is the
    file's line number of its first row."""
    lines = grid_rows(lines)
    if not lines:
        raise MapError(source, first, "the grid is empty")
    if len(lines) > MAX_ROWS:
        raise MapError(source, first + MAX_ROWS, f"a map has at most {MAX_ROWS} rows")
    cols = max(len(line.rstrip()) for line in lines)
    cells, specials = _cells(lines, first, source)
    if not cells:
        raise MapError(source, first, "the map has no tile cell")
    if len(lines) < MIN_SIDE or cols < MIN_SIDE:
        raise MapError(source, first, f"a map has at least {MIN_SIDE} rows and {MIN_SIDE} columns")
    if len(cells) % 2:
        raise MapError(
            source, first, f"{len(cells)} tile cells: tiles go in pairs, so the count must be even"
        )
    keys, locked = specials["keys"], specials["locked"]
    if (keys and len(keys) != 2) or (locked and not keys):
        raise MapError(source, first, "a map with locks has exactly two key tiles ('K')")
    return len(lines), cols, cells, specials


def _cells(
    lines: Sequence[str], first: int, source: str
) -> tuple[tuple[Point, ...], dict[str, tuple[Point, ...]]]:
    """The tile cells of the grid's ``lines``, and the cells of each kind of special."""
    cells: list[Point] = []
    specials: dict[str, list[Point]] = {field: [] for field in SPECIAL_CELLS.values()}
    for r, line in enumerate(lines):
        row = line.rstrip()
        if len(row) > MAX_COLS:
            raise MapError(source, first + r, f"a map has at most {MAX_COLS} columns")
        for c, mark in enumerate(row):
            if mark in SPECIAL_CELLS:
                specials[SPECIAL_CELLS[mark]].append((r, c))
            if mark == TILE or mark in SPECIAL_MARKS:
                cells.append((r, c))
            elif mark not in (EMPTY, OBSTACLE):
                raise MapError(source, first + r, f"{mark!r} is not a cell: {_LETTERS}")
    return tuple(cells), {field: tuple(found) for field, found in specials.items()}


_LETTERS = f"'{TILE}' a tile, '{EMPTY}' none, '{OBSTACLE}' a stone, " + ", ".join(
    f"'{mark}' {field}" for mark, field in SPECIAL_MARKS.items()
)


def _number(entry: Entry | None, key: str, source: str) -> int | None:
    if entry is None:
        return None
    word, line = entry
    low, high = NUMBERS[key]
    if not (word.isascii() and word.isdigit() and len(word) <= 10 and low <= int(word) <= high):
        raise MapError(source, line, f"'{key}' must be a whole number from {low} to {high}")
    return int(word)


def _timer(entry: Entry | None, source: str) -> TimerRule:
    if entry is None:
        return DEFAULT_TIMER
    words = entry[0].split()
    if len(words) != 2:
        raise MapError(source, entry[1], "'timer' is two numbers: its seconds and each tile's")
    seconds = _number((words[0], entry[1]), "timer", source)
    bonus = _number((words[1], entry[1]), "timer bonus", source)
    assert seconds is not None and bonus is not None
    return TimerRule(seconds, bonus)


def _faces(entry: Entry | None, most: int, source: str) -> int | None:
    """The ``faces`` line's number: from 1 to ``most`` (`GameMap.most_faces`)."""
    if entry is None:
        return None
    word, line = entry
    if not (word.isascii() and word.isdigit() and len(word) <= 4 and 1 <= int(word) <= most):
        raise MapError(source, line, f"'faces' must be a whole number from 1 to {most}")
    return int(word)


def _shifts(entry: Entry | None, source: str) -> tuple[ShiftMode, ...]:
    if entry is None:
        return tuple(ShiftMode)
    words, line = entry
    try:
        chosen = {shift_mode(word) for word in words.split()}
    except ParameterError as error:
        raise MapError(source, line, f"'shifts': {error}") from None
    if not chosen:
        raise MapError(source, line, "'shifts' names no shift mode")
    return tuple(mode for mode in ShiftMode if mode in chosen)
