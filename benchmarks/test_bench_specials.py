"""Benchmarks: fair deals and exact solves with special tiles.

Two maps: an 8 x 18 board with stones, ice and a lock with its keys (`SPECIAL_8X18`),
under three shift modes, and the biggest campaign level (by tiles) under its own mode.
Each case runs once per seed (the seeds are the rounds of a pedantic run, see
`over_seeds`); a seed whose forward game gets stuck (no fair deal, which stones and locks
can cause) is counted, not timed as a deal. The solver gets each fair deal with the
campaign's node budget (`PROOF_NODES`), no clock; a deal it leaves undecided is counted
(its time is in the table). The run ends with a table of the median and the worst per
case.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from benchmarks.conftest import closing_table, write_medians
from benchmarks.test_bench_solver import over_seeds
from llk.model.board.shifts import ShiftMode
from llk.model.campaign.levels import campaign_levels
from llk.model.campaign.proof import PROOF_NODES, level_mode
from llk.model.errors import ParameterError
from llk.model.maps.map_deal import deal_map
from llk.model.maps.map_file import GameMap, parse_map
from llk.model.solver.search import solve

SEEDS = range(20)
SPECIAL_8X18 = parse_map(
    """LLK map 2
name: specials 8x18
faces: 30
---
XXXXIXXXXXXXXIXXXK
XXLXXXX#XXXXXXXXXX
XIXXXXXXXXXXLXXXIX
XXXXX#XXXXIXXXXXXX
XXXXXXXIXXXXX#XXXX
XIXXXXXXXXXLXXXXXX
XXXXLXXXXX#XXXXIXX
KXXXXXXXIXXXXXXXXL
"""
)
_times: dict[tuple[str, str], list[float]] = {}
_stuck: dict[str, int] = {}
_undecided: dict[str, int] = {}


def _biggest_level() -> GameMap:
    return max((level.game_map for level in campaign_levels()), key=lambda m: m.tiles)


def _deal_and_solve(game_map: GameMap, mode: ShiftMode, seed: int) -> None:
    """One seed: the fair deal, then the exact solve of the board dealt, each timed."""
    case = f"{game_map.name} {mode}"
    kinds = game_map.faces or 24
    start = time.perf_counter()
    try:
        board, _ = deal_map(game_map, kinds, mode, seed, solvable=True)
    except ParameterError:
        _stuck[case] = _stuck.get(case, 0) + 1
        return
    dealt = time.perf_counter()
    try:
        assert solve(board, mode, budget_s=None, max_nodes=PROOF_NODES) is not None, seed
    except TimeoutError:
        _undecided[case] = _undecided.get(case, 0) + 1
    _times.setdefault((case, "deal"), []).append(dealt - start)
    _times.setdefault((case, "solve"), []).append(time.perf_counter() - dealt)


@pytest.mark.parametrize("mode", [ShiftMode.NONE, ShiftMode.DOWN, ShiftMode.SPLIT_X], ids=str)
def test_a_fair_deal_and_its_solve_on_8x18_with_stones_ice_and_locks(
    benchmark: Any, mode: ShiftMode
) -> None:
    over_seeds(
        benchmark,
        f"specials 8x18 {mode}",
        SEEDS,
        lambda seed: _deal_and_solve(SPECIAL_8X18, mode, seed),
    )


def test_a_fair_deal_and_its_solve_on_the_biggest_campaign_level(benchmark: Any) -> None:
    game_map = _biggest_level()
    mode = level_mode(game_map)
    over_seeds(
        benchmark,
        f"campaign {game_map.rows}x{game_map.cols}",
        SEEDS,
        lambda seed: _deal_and_solve(game_map, mode, seed),
    )


@closing_table
def _table(reporter: pytest.TerminalReporter) -> None:
    title = "special tiles: fair deals and exact solves (ms)"
    if not write_medians(reporter, title, _times, (32, 5), "seeds"):
        return
    for case, stuck in sorted(_stuck.items()):
        reporter.write_line(f"{case:>32}: {stuck} of {len(SEEDS)} seeds deal no fair board")
    for case, undecided in sorted(_undecided.items()):
        reporter.write_line(
            f"{case:>32}: {undecided} fair deals undecided within {PROOF_NODES} positions"
        )
