"""Benchmarks: reading every shipped map, and fair deals on maps under each shift mode.

Targets (issue 24): a fair deal under 100 ms median on maps that fit 8 x 18, and under
1 s worst on the biggest shipped map. Each case runs once per seed; every round is also
timed with ``time.perf_counter`` for the closing table (median and worst per mode).
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from benchmarks.conftest import closing_table, write_medians
from llk.model import Board
from llk.model.board.shifts import ShiftMode
from llk.model.maps.catalog import shipped_maps
from llk.model.maps.map_file import MAP_SUFFIX, MAX_MAP_BYTES, GameMap, parse_map, read_map
from llk.model.solver.solvable import solvable_deal_on
from llk.view.assets import resources

SEEDS = range(10)
_times: dict[tuple[str, str], list[float]] = {}


def _biggest() -> GameMap:
    return max(shipped_maps(), key=lambda m: m.tiles)


def _small() -> list[GameMap]:
    return [m for m in shipped_maps() if m.rows <= 8 and m.cols <= 18]


def test_reading_every_shipped_map(benchmark: Any) -> None:
    folder = resources().joinpath("maps")
    paths = [
        folder / name
        for name in sorted(e.name for e in folder.iterdir())
        if name.endswith(MAP_SUFFIX)
    ]
    maps = benchmark(lambda: [read_map(path) for path in paths])  # type: ignore[arg-type]
    assert len(maps) >= 60


def _deal(game_map: GameMap, mode: ShiftMode, seed: int) -> None:
    kinds = game_map.faces or min(24, game_map.tiles // 2)
    start = time.perf_counter()
    solvable_deal_on(Board(game_map.rows, game_map.cols), game_map.cells, kinds, mode, seed)
    _times.setdefault((game_map.key, mode.value), []).append(time.perf_counter() - start)


@pytest.mark.parametrize("mode", list(ShiftMode), ids=str)
def test_a_fair_deal_on_the_biggest_map(benchmark: Any, mode: ShiftMode) -> None:
    seeds = iter(SEEDS)
    benchmark.pedantic(lambda: _deal(_biggest(), mode, next(seeds)), rounds=len(SEEDS))


@pytest.mark.parametrize("mode", [ShiftMode.NONE, ShiftMode.DOWN, ShiftMode.SPLIT_X], ids=str)
def test_a_fair_deal_on_each_map_up_to_8x18(benchmark: Any, mode: ShiftMode) -> None:
    maps = _small()
    assert maps
    rounds = iter([(m, s) for m in maps for s in SEEDS[:3]])

    def one() -> None:
        game_map, seed = next(rounds)
        _deal(game_map, mode, seed)

    benchmark.pedantic(one, rounds=len(maps) * 3)


@closing_table
def _table(reporter: pytest.TerminalReporter) -> None:
    write_medians(reporter, "fair deals on maps (ms)", _times, (14, 9), "deals")


def test_reading_a_map_of_blank_lines(benchmark: Any) -> None:
    """The largest map file LLK reads, nearly all blank lines after its grid (issue 35:
    quadratic, 2.2 s a file before; 4.5 ms now, as for any map)."""
    head = "LLK map 1\nname: Blank\n---\nXX\nXX\n"
    text = head + "\n" * (MAX_MAP_BYTES - len(head))
    game_map = benchmark(parse_map, text)
    assert game_map.tiles == 4
