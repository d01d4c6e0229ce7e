"""Benchmarks: solvable deals, their time and hardness (the solver: test_bench_decide.py).

Every case runs once per seed. pytest-benchmark times the seeds as the rounds of a
pedantic run (its table shows the spread over seeds); each round is also timed with
``time.perf_counter`` for the closing tables, which therefore still cover every seed
when benchmarking is disabled. The run ends with two tables: solvable deal times
against their targets, and the moves a player sees at the start of solvable and of
plain random deals.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

import pytest

from benchmarks.boards import SIZES
from benchmarks.conftest import closing_table
from llk.model import Board, Move, deal, find_moves, find_path
from llk.model.board.layouts import Layout
from llk.model.board.shifts import ShiftMode
from llk.model.solver.search import play
from llk.model.solver.solvable import solvable_deal

T = TypeVar("T")

DEAL_SEEDS = range(50)
GRAVITY_CASES = ("none", "down")

DEAL_TARGETS_MS: dict[str, tuple[float, float | None]] = {
    "8x18": (20.0, 100.0),
    "16x30": (200.0, None),
}
"""Per size: the most the median and the worst solvable deal may take (None: no target)."""


def ms(seconds: float) -> str:
    return f"{seconds * 1e3:.1f}"


def over_seeds(
    benchmark: Any, group: str, seeds: Sequence[int], function: Callable[[int], T]
) -> list[tuple[T, float]]:
    """``function(seed)`` and its perf_counter time for every seed, in seed order.

    Under pytest-benchmark the seeds are the rounds of one pedantic run; when
    benchmarking is disabled that run makes one call, and the other seeds are run here.
    """
    done: dict[int, tuple[T, float]] = {}
    pending = iter(seeds)

    def one(seed: int) -> None:
        start = time.perf_counter()
        result = function(seed)
        done[seed] = result, time.perf_counter() - start

    benchmark.group = group
    benchmark.pedantic(one, setup=lambda: ((next(pending),), {}), rounds=len(seeds))
    for seed in seeds:
        if seed not in done:
            one(seed)
    return [done[seed] for seed in seeds]


def replay(board: Board, moves: list[Move], gravity: ShiftMode, seed: int) -> None:
    """Check that ``moves`` clear ``board`` under ``gravity``, each legal when played."""
    board = board.copy()
    for number, move in enumerate(moves):
        link = find_path(board, *move)
        assert link is not None, f"seed {seed} {gravity}: move {number} {move} does not link"
        play(board, move, gravity)
    left = board.tile_count()
    assert left == 0, f"seed {seed} {gravity}: {left} tiles left after {len(moves)} moves"


@dataclass
class DealRow:
    case: str
    times: list[float]
    solvable_moves: list[int]
    random_moves: list[int]
    targets: tuple[float, float | None]


_deal_rows: list[DealRow] = []


@closing_table
def _print_tables(terminalreporter: pytest.TerminalReporter) -> None:
    """The solvable deals: time per deal against the targets, and moves at the start."""
    write = terminalreporter.write_line
    if _deal_rows:
        terminalreporter.section(f"solvable deals: time per deal over {len(DEAL_SEEDS)} seeds")
        write(f"{'case':<28}{'median ms':>11}{'worst ms':>10}   target (median / worst)")
        for row in _deal_rows:
            median, worst = statistics.median(row.times), max(row.times)
            goal_median, goal_worst = row.targets
            met = median * 1e3 < goal_median and (goal_worst is None or worst * 1e3 < goal_worst)
            goal = f"< {goal_median:.0f} / " + (
                "-" if goal_worst is None else f"< {goal_worst:.0f}"
            )
            write(
                f"{row.case:<28}{ms(median):>11}{ms(worst):>10}   {goal:<14}"
                f"{'met' if met else 'MISSED'}"
            )
        terminalreporter.section(f"moves available at the start, {len(DEAL_SEEDS)} seeds")
        write(f"{'case':<28}{'solvable mean':>14}{'median':>8}{'random mean':>14}{'median':>8}")
        for row in _deal_rows:
            write(
                f"{row.case:<28}{statistics.mean(row.solvable_moves):>14.1f}"
                f"{statistics.median(row.solvable_moves):>8.1f}"
                f"{statistics.mean(row.random_moves):>14.1f}"
                f"{statistics.median(row.random_moves):>8.1f}"
            )


@pytest.mark.parametrize("gravity", GRAVITY_CASES)
@pytest.mark.parametrize("size", list(SIZES))
def test_solvable_deal(benchmark: Any, size: str, gravity: ShiftMode) -> None:
    """deal(solvable=True), one per seed; then its moves at the start against random deals."""
    rows, cols, kinds = SIZES[size]
    dealt = over_seeds(
        benchmark,
        f"solvable deal {size}",
        DEAL_SEEDS,
        lambda seed: deal(rows, cols, kinds, gravity=gravity, solvable=True, seed=seed),
    )
    for seed, (board, _) in zip(DEAL_SEEDS, dealt, strict=True):
        again, moves = solvable_deal(rows, cols, kinds, Layout.FULL, gravity, seed)
        assert again == board, f"seed {seed}: solvable_deal and deal disagree"
        replay(board, moves, gravity, seed)
    randoms = [deal(rows, cols, kinds, seed=seed) for seed in DEAL_SEEDS]
    _deal_rows.append(
        DealRow(
            case=f"{size} {kinds} kinds, {gravity}",
            times=[seconds for _, seconds in dealt],
            solvable_moves=[len(find_moves(board)) for board, _ in dealt],
            random_moves=[len(find_moves(board)) for board in randoms],
            targets=DEAL_TARGETS_MS[size],
        )
    )
