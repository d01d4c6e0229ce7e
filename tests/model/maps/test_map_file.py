"""Map files: what they say reads back the same, every shipped map has a fair deal under
each mode it allows (under one of them, the maps taking the modes in turn; under every one
with ``--every-map-mode``, as .ci/run asks), and any file that is not a map gets one
line naming the file, the line and what is wrong, never a traceback."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import replace
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import overload

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from llk.model.board.grid import Board
from llk.model.board.shifts import ShiftMode
from llk.model.board.specials import TimerRule
from llk.model.limits import MAX_COLS, MAX_ROWS
from llk.model.maps.map_file import (
    DEFAULT_TIMER,
    MAX_MAP_BYTES,
    GameMap,
    MapError,
    format_map,
    grid_rows,
    map_text,
    parse_map,
    read_map,
    region_problem,
)
from llk.model.solver.solvable import solvable_deal_on
from tests.model.replay import clears

HEART = """LLK map 1
name: Heart
name zh_CN: 心
author: LLK
faces: 12
shifts: none down
---
.XX...XX.
XXXXXXXXX
XXXXXXXXX
.XXXXXXX.
..XXXXX..
...XXX...
....X....
"""


def test_a_map_reads_as_written() -> None:
    heart = parse_map(HEART)
    assert (heart.name, heart.name_zh, heart.author) == ("Heart", "心", "LLK")
    assert (heart.rows, heart.cols, heart.tiles, heart.faces) == (7, 9, 38, 12)
    assert heart.shifts == (ShiftMode.NONE, ShiftMode.DOWN)
    assert heart.cells[:2] == ((0, 1), (0, 2))
    assert parse_map(format_map(heart)) == heart


def test_comments_blank_lines_and_short_rows_are_fine() -> None:
    text = "\ufeffLLK map 1\n# mine\n\nname: Bar\n---\nXX..\nXX\n\n"
    bar = parse_map(text)
    assert (bar.rows, bar.cols, bar.cells) == (2, 4, ((0, 0), (0, 1), (1, 0), (1, 1)))
    assert bar.shifts == tuple(ShiftMode) and bar.faces is None


class CountedLines(Sequence[str]):
    """Lines that count how many of them are read, a slice's copy included."""

    def __init__(self, lines: list[str]) -> None:
        self.lines, self.reads = lines, 0

    def __len__(self) -> int:
        return len(self.lines)

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> CountedLines: ...
    def __getitem__(self, index: int | slice) -> str | CountedLines:
        if isinstance(index, int):
            self.reads += 1
            return self.lines[index]
        part = CountedLines(self.lines[index])
        self.reads += len(part)
        part.reads = self.reads  # a copy goes on counting for the whole
        self.reads = 0
        return part


@pytest.mark.parametrize("blank", [1_000, 100_000])
def test_blank_lines_after_the_grid_cost_one_read_each(blank: int) -> None:
    lines = CountedLines(["XX", "XX", *[""] * blank])
    rows = grid_rows(lines)
    assert list(rows) == ["XX", "XX"]
    assert isinstance(rows, CountedLines) and rows.reads <= 2 * len(lines.lines)


def test_a_file_of_blank_lines_reads_as_its_grid() -> None:
    text = "LLK map 1\nname: x\n" + "\n" * 20_000 + "---\nXX\nXX\n" + "\n" * 40_000
    assert parse_map(text).cells == ((0, 0), (0, 1), (1, 0), (1, 1))


@st.composite
def maps(draw: st.DrawFn) -> GameMap:
    rows = draw(st.integers(2, MAX_ROWS))
    cols = draw(st.integers(2, MAX_COLS))
    grid = [(r, c) for r in range(rows) for c in range(cols)]
    cells = sorted(draw(st.sets(st.sampled_from(grid), min_size=2, max_size=len(grid))))
    cells = cells[: len(cells) // 2 * 2]
    used_rows = max(2, max(r for r, _ in cells) + 1)  # a map is at least 2 x 2
    used_cols = max(2, max(c for _, c in cells) + 1)
    shifts = draw(st.sets(st.sampled_from(list(ShiftMode)), min_size=1))
    name = draw(st.text(st.characters(categories=("L", "N")), min_size=1, max_size=40))
    box = [(r, c) for r, c in grid if r < used_rows and c < used_cols and (r, c) not in cells]
    stones = draw(st.sets(st.sampled_from(box), max_size=5)) if box else set()
    order = draw(st.permutations(cells))
    keys = sorted(order[:2]) if draw(st.booleans()) else []
    rest = order[len(keys) :]
    part = len(rest) // 4
    timers = sorted(rest[3 * part : 4 * part])
    return GameMap(
        name=name,
        rows=used_rows,
        cols=used_cols,
        cells=tuple(cells),
        name_zh=draw(st.sampled_from(["", "心形", "福"])),
        faces=draw(st.none() | st.integers(1, max(1, min(48, len(cells) // 2 - len(keys) // 2)))),
        shifts=tuple(mode for mode in ShiftMode if mode in shifts),
        stones=tuple(sorted(stones)),
        keys=tuple(keys),
        locked=tuple(sorted(rest[:part])) if keys else (),
        ice=tuple(sorted(rest[part : 2 * part])),
        fog=tuple(sorted(rest[2 * part : 3 * part])),
        timers=tuple(timers),
        time_s=draw(st.none() | st.integers(10, 3600)),
        seed=draw(st.none() | st.integers(0, 2**31 - 1)),
        timer=TimerRule(draw(st.integers(5, 3600)), draw(st.integers(1, 60)))
        if timers
        else DEFAULT_TIMER,
    )


@given(maps())
def test_every_map_round_trips(game_map: GameMap) -> None:
    assume(region_problem(game_map) is None)  # stones walling in an odd number of tiles
    assert parse_map(format_map(game_map)) == game_map


@given(
    maps(),
    st.text(max_size=120),
    st.text(max_size=90),
    st.integers(-2, 60),
    st.integers(-10, 5000),
    st.integers(-1, 2**32),
)
def test_whatever_the_writer_writes_the_reader_reads_back(
    game_map: GameMap, name: str, author: str, faces: int, time_s: int, seed: int
) -> None:
    """Any field out of the reader's limits is refused by the writer, in one line."""
    wild = replace(game_map, name=name, author=author, faces=faces, time_s=time_s, seed=seed)
    try:
        text = map_text(wild)
    except MapError as error:
        refusal = str(error)
    else:
        refusal = ""
        assert parse_map(text) == wild
    assert "\n" not in refusal


def test_a_map_error_is_one_line_whatever_the_name_holds() -> None:
    error = MapError("two\nlines\x1b", 3, "a name:\r\n'x'")
    assert str(error) == "two?lines?, line 3: a name:??'x'" and error.what == "a name:??'x'"


GRID = "---\nXX\nXX\n"
HOSTILE_TEXTS = {
    "empty file": ("", 1, "starts with"),
    "no magic line": ("name: x\n" + GRID, 1, "starts with"),
    "no version": ("LLK map\nname: x\n" + GRID, 1, "no format version"),
    "a word for a version": ("LLK map one\nname: x\n" + GRID, 1, "no format version"),
    "a huge version": ("LLK map " + "9" * 400 + "\nname: x\n" + GRID, 1, "no format version"),
    "a newer version": ("LLK map 3\nname: x\n" + GRID, 1, "newer LLK"),
    "no separator": ("LLK map 1\nname: x\nXX\n", 3, "no '---'"),
    "no name": ("LLK map 1\nauthor: me\n" + GRID, None, "no name"),
    "an empty name": ("LLK map 1\nname:\n" + GRID, None, "no name"),
    "a name of 10,000 characters": ("LLK map 1\nname: " + "x" * 10_000 + "\n" + GRID, 2, "at most"),
    "a control character in the name": ("LLK map 1\nname: a\x07b\n" + GRID, 2, "printable"),
    "an unknown key": ("LLK map 1\nname: x\ncolour: red\n" + GRID, 3, "is not one of"),
    "a line without a colon": ("LLK map 1\nname: x\nhello\n" + GRID, 3, "is not one of"),
    "a key given twice": ("LLK map 1\nname: x\nname: y\n" + GRID, 3, "twice"),
    "faces not a number": ("LLK map 1\nname: x\nfaces: many\n" + GRID, 3, "whole number"),
    "faces zero": ("LLK map 1\nname: x\nfaces: 0\n" + GRID, 3, "whole number"),
    "faces negative": ("LLK map 1\nname: x\nfaces: -2\n" + GRID, 3, "whole number"),
    "faces 10^400": ("LLK map 1\nname: x\nfaces: 1" + "0" * 400 + "\n" + GRID, 3, "at most"),
    "more faces than pairs": ("LLK map 1\nname: x\nfaces: 3\n" + GRID, 3, "from 1 to 2"),
    "faces in other digits": ("LLK map 1\nname: x\nfaces: ٢\n" + GRID, 3, "whole number"),
    "an unknown shift mode": ("LLK map 1\nname: x\nshifts: sideways\n" + GRID, 3, "sideways"),
    "levels as a shift mode": ("LLK map 1\nname: x\nshifts: levels\n" + GRID, 3, "levels"),
    "no shift mode": ("LLK map 1\nname: x\nshifts:   \n" + GRID, 3, "names no shift"),
    "an empty grid": ("LLK map 1\nname: x\n---\n\n\n", 4, "grid is empty"),
    "a grid with no tile": ("LLK map 1\nname: x\n---\n...\n...\n", 4, "no tile cell"),
    "an odd number of tiles": ("LLK map 1\nname: x\n---\nXX\nX.\n", 4, "even"),
    "a wrong character": ("LLK map 1\nname: x\n---\nXX\nXO\n", 5, "'O' is not a cell"),
    "a tab in the grid": ("LLK map 1\nname: x\n---\nX\tX\n", 4, "not a cell"),
    "an unknown cell": ("LLK map 2\nname: x\n---\nX?X\n", 4, "not a cell"),
    "one key": ("LLK map 2\nname: x\n---\nKX\nXX\n", 4, "two key tiles"),
    "a lock without keys": ("LLK map 2\nname: x\n---\nLX\nXX\n", 4, "two key tiles"),
    "a bad time": ("LLK map 2\nname: x\ntime: 1e9\n" + GRID, 3, "'time'"),
    "a huge seed": ("LLK map 2\nname: x\nseed: " + "9" * 400 + "\n" + GRID, 3, "'seed'"),
    "a timer of one number": ("LLK map 2\nname: x\ntimer: 30\n" + GRID, 3, "'timer'"),
    "a negative timer": ("LLK map 2\nname: x\ntimer: -5 5\n" + GRID, 3, "'timer'"),
    "too many rows": ("LLK map 1\nname: x\n---\n" + "XX\n" * 21, 24, "at most 20 rows"),
    "too many columns": ("LLK map 1\nname: x\n---\n" + "X" * 32 + "\n", 4, "at most 30 columns"),
    "a NUL byte": ("LLK map 1\nname: x\n---\nXX\x00\n", None, "binary"),
    "a single row": ("LLK map 1\nname: x\n---\nXXXX\n", 4, "at least 2 rows"),
    "a single column": ("LLK map 1\nname: x\n---\nX\nX\n", 4, "at least 2 rows"),
    "a tile walled in": ("LLK map 2\nname: x\n---\nXXX\n.#.\n#X#\n.#.\n", 6, "walled in"),
    "keys walled apart": (
        "LLK map 2\nname: x\n---\n.......\n.##.##.\n#KX#KX#\n.##.##.\n",
        6,
        "walled apart",
    ),
    "keys and no faces left": ("LLK map 2\nname: x\nfaces: 2\n---\nKK\nXX\n", 3, "1 to 1"),
}


@pytest.mark.parametrize(("text", "line", "what"), HOSTILE_TEXTS.values(), ids=HOSTILE_TEXTS)
def test_a_hostile_map_gets_one_line_naming_the_file_and_the_line(
    tmp_path: Path, text: str, line: int | None, what: str
) -> None:
    path = tmp_path / "bad.llkmap"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(MapError) as caught:
        read_map(path)
    message = str(caught.value)
    assert "\n" not in message and len(message) < 200
    assert message.startswith("bad.llkmap" + (f", line {line}:" if line else ":"))
    assert what in message
    assert caught.value.line == line


def test_files_that_are_no_text_get_one_line(tmp_path: Path) -> None:
    cases = {
        "missing": (tmp_path / "missing.llkmap", "no such file"),
        "folder": (tmp_path, "folder"),
    }
    binary = tmp_path / "binary.llkmap"
    binary.write_bytes(b"LLK map 1\nname: \xff\xfe\n---\nXX\n")
    cases["invalid UTF-8"] = (binary, "line 2: not UTF-8")
    large = tmp_path / "large.llkmap"
    large.write_bytes(b"LLK map 1\n" + b"#" * MAX_MAP_BYTES)
    cases["too large"] = (large, "more than")
    fifo = tmp_path / "fifo.llkmap"
    os.mkfifo(fifo)
    cases["a FIFO"] = (fifo, "not a regular file")
    for name, (path, what) in cases.items():
        with pytest.raises(MapError) as caught:
            read_map(path)
        assert what in str(caught.value), name
        assert str(caught.value).startswith(path.name), name


SHIPPED = sorted(
    (entry for entry in files("llk.resources").joinpath("maps").iterdir()),
    key=lambda entry: entry.name,
)


def test_maps_are_shipped() -> None:
    assert len(SHIPPED) >= 60
    assert all(entry.name.endswith(".llkmap") for entry in SHIPPED)


def modes_dealt(index: int, game_map: GameMap, every_mode: bool) -> tuple[ShiftMode, ...]:
    """The modes the shipped map at ``index`` is dealt under: every mode it allows with
    ``--every-map-mode`` (as .ci/run asks), else one of them, the maps taking the modes in
    turn so that each mode is dealt on several maps in every run."""
    return game_map.shifts if every_mode else (game_map.shifts[index % len(game_map.shifts)],)


def test_the_maps_dealt_one_mode_each_cover_every_mode() -> None:
    dealt = {
        mode
        for index, entry in enumerate(SHIPPED)
        for mode in modes_dealt(index, parse_map(entry.read_text(encoding="utf-8")), False)
    }
    assert dealt == set(ShiftMode)


@pytest.mark.parametrize(
    ("index", "entry"), list(enumerate(SHIPPED)), ids=[entry.name for entry in SHIPPED]
)
def test_a_shipped_map_has_both_names_and_a_fair_deal_under_each_mode_it_allows(
    request: pytest.FixtureRequest, index: int, entry: Traversable
) -> None:
    game_map = parse_map(entry.read_text(encoding="utf-8"), entry.name)
    assert game_map.name and game_map.name_zh and game_map.faces
    empty = Board(game_map.rows, game_map.cols)
    for mode in modes_dealt(index, game_map, request.config.getoption("--every-map-mode")):
        board, plan = solvable_deal_on(empty, game_map.cells, game_map.faces, mode, seed=1)
        assert sorted(point for point, _face in board.tiles()) == list(game_map.cells), mode
        assert clears(board, plan, mode), mode


PIECES = st.sampled_from(
    [
        *("LLK map 2\n", "LLK map 1\n", "name: x\n", "faces: 3\n", "---\n", "shifts: down\n"),
        *("timer: 5 5\n", "seed: 9\n", "XX\n", "X#X\n", "#X#\n", "KK\n", "L.\n", "\n" * 50),
        *("\x00", "é", "\r\n", "\u2028", "\ufeff", "#", " ", "I", "T", "F", "K", "."),
    ]
)


@given(st.lists(PIECES | st.text(max_size=4), max_size=40).map("".join))
def test_any_text_is_a_map_the_writer_writes_back_or_one_line(text: str) -> None:
    """The hostile-map campaign in small: whatever the file says, the reader answers with
    a map it can write and read again, never walled in, or with one line."""
    try:
        game_map = parse_map(text)
    except MapError as error:
        refusal = str(error)
    else:
        refusal = ""
        assert region_problem(game_map) is None
        assert parse_map(map_text(game_map)) == game_map
    assert "\n" not in refusal
