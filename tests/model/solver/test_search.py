"""The solver against an exhaustive search, and solvable deals under every mode."""

from __future__ import annotations

import math
import random
import sys
import time
import traceback
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import Board, ParameterError, deal
from llk.model.board import path
from llk.model.board.grid import Point
from llk.model.board.layouts import Layout
from llk.model.board.shifts import ShiftMode
from llk.model.solver.search import LostPositions, play, solve
from llk.model.solver.solvable import solvable_deal, solvable_refresh
from tests.model.exhaustive import board_from, exhaustive
from tests.model.replay import clears

SMALL_BOARDS = {
    "rows": st.integers(1, 4),
    "cols": st.integers(2, 4),
    "seed": st.integers(0, 10**6),
    "faces": st.integers(1, 4),
    "gravity": st.sampled_from(ShiftMode),
}
"""Boards small enough for the exhaustive search, under every mode (see `board_from`)."""


@given(**SMALL_BOARDS)
@settings(max_examples=300)
def test_solve_agrees_with_exhaustive_search_on_small_boards(
    rows: int, cols: int, seed: int, faces: int, gravity: ShiftMode
) -> None:
    board = board_from((rows, cols), seed, faces)
    moves = solve(board, gravity, budget_s=None)
    assert (moves is not None) == exhaustive(board, gravity)
    if moves is not None:
        assert clears(board, moves, gravity)


@given(
    seed=st.integers(0, 10**6),
    layout=st.sampled_from(Layout),
    gravity=st.sampled_from(ShiftMode),
    shape=st.sampled_from([(4, 6, 6), (6, 8, 12), (8, 12, 24)]),
)
@settings(max_examples=60)
def test_solvable_deals_are_solved_under_every_layout_and_mode(
    seed: int, layout: Layout, gravity: ShiftMode, shape: tuple[int, int, int]
) -> None:
    rows, cols, kinds = shape
    try:
        board, moves = solvable_deal(rows, cols, kinds, layout, gravity, seed)
    except ParameterError:
        return  # this layout has an odd number of cells on this board
    assert clears(board, moves, gravity)
    assert board == deal(rows, cols, kinds, layout, gravity, solvable=True, seed=seed)
    counts = board.face_counts()
    assert all(count % 2 == 0 for count in counts.values())
    assert max(counts.values()) - min(counts.values()) <= 2


@given(seed=st.integers(0, 10**6), gravity=st.sampled_from(ShiftMode))
@settings(max_examples=40)
def test_the_solver_clears_solvable_deals(seed: int, gravity: ShiftMode) -> None:
    board = deal(6, 8, 12, gravity=gravity, solvable=True, seed=seed)
    moves = solve(board, gravity, budget_s=None, max_nodes=20_000)
    assert moves is not None
    assert clears(board, moves, gravity)


@given(seed=st.integers(0, 10**6), gravity=st.sampled_from(ShiftMode), pairs=st.integers(0, 10))
@settings(max_examples=40)
def test_solvable_refresh_keeps_cells_and_faces_and_stays_clearable(
    seed: int, gravity: ShiftMode, pairs: int
) -> None:
    board, moves = solvable_deal(6, 8, 12, Layout.FULL, gravity, seed)
    for move in moves[:pairs]:
        play(board, move, gravity)
    shuffled, plan = solvable_refresh(board, gravity, random.Random(seed))
    assert shuffled.face_counts() == board.face_counts()
    assert [cell for cell, _ in shuffled.tiles()] == [cell for cell, _ in board.tiles()]
    assert clears(shuffled, plan, gravity)


def test_a_crossed_square_is_proven_impossible_at_once() -> None:
    board = Board.from_rows([[1, 2], [2, 1]])
    assert solve(board, budget_s=None, max_nodes=5) is None


@pytest.mark.parametrize(
    ("rows", "clearable_still", "clearable_falling"),
    [
        ([[3, 1, 2], [1, 3, 1], [2, 0, 1]], False, True),
        ([[0, 2, 1], [3, 1, 1], [1, 3, 2]], True, False),
    ],
)
def test_the_mode_decides(
    rows: list[list[int]], clearable_still: bool, clearable_falling: bool
) -> None:
    board = Board.from_rows(rows)
    for gravity, clearable in (
        (ShiftMode.NONE, clearable_still),
        (ShiftMode.DOWN, clearable_falling),
    ):
        moves = solve(board, gravity, budget_s=None)
        assert (moves is not None) == clearable
        if moves is not None:
            assert clears(board, moves, gravity)


def test_budgets_raise_timeout() -> None:
    board = deal(16, 30, 120, solvable=True, seed=3)
    with pytest.raises(TimeoutError):
        solve(board, budget_s=None, max_nodes=3)
    with pytest.raises(TimeoutError, match="cancelled"):
        solve(board, budget_s=None, cancel=lambda: True)


def test_unknown_gravity_is_refused() -> None:
    with pytest.raises(ParameterError):
        solve(Board.from_rows([[1, 1]]), "sideways")


def test_a_face_with_an_odd_count_is_proven_impossible_at_once() -> None:
    board = Board.from_rows([[1, 1, 2, 0], [3, 3, 0, 0]])  # a lone 2: never cleared
    assert solve(board, "down", budget_s=None, max_nodes=1) is None


@pytest.mark.parametrize(("seed", "gravity"), [(17199, "up"), (76153, "split-y")])
def test_fair_deals_that_the_rare_first_order_alone_got_lost_in(
    seed: int, gravity: ShiftMode
) -> None:
    """Found by Hypothesis: rare faces first needed over 100,000 positions here; with the
    plain order every other round, 20,000 are plenty."""
    board = deal(6, 8, 12, gravity=gravity, solvable=True, seed=seed)
    moves = solve(board, gravity, budget_s=None, max_nodes=20_000)
    assert moves is not None and clears(board, moves, gravity)


@pytest.mark.parametrize("budget", [math.nan, -1.0, math.inf])
def test_a_budget_that_is_no_time_span_is_refused(budget: float) -> None:
    with pytest.raises(ParameterError, match="budget_s"):
        solve(Board.from_rows([[1, 1]]), budget_s=budget)


def test_the_search_is_iterative_however_deep_the_board() -> None:
    """400 pairs side by side, solved under a recursion limit only a little above the
    test's own depth: a search that recursed once per move would fail."""
    board = Board(20, 40)
    for r in range(20):
        for c in range(40):
            board[r, c] = 1 + (r * 40 + c) // 2 % 30
    depth = len(traceback.extract_stack())
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(depth + 60)
    try:
        moves = solve(board, "down", budget_s=None, max_nodes=10_000)
    finally:
        sys.setrecursionlimit(limit)
    assert moves is not None and len(moves) == 400
    assert clears(board, moves, ShiftMode.DOWN)


def checkerboard(kinds: int) -> Board:
    """100 x 100 with every other cell a tile: every tile is open, so one move search
    tests millions of pairs."""
    board = Board(100, 100)
    cells = [(r, c) for r in range(100) for c in range(100) if (r + c) % 2 == 0]
    for number, cell in enumerate(cells):
        board[cell] = 1 + number // 2 % kinds
    return board


@pytest.mark.parametrize("gravity", [ShiftMode.NONE, ShiftMode.DOWN])
def test_the_budget_holds_on_the_biggest_boards(
    monkeypatch: pytest.MonkeyPatch, gravity: ShiftMode
) -> None:
    """Time here is work: each link test costs a virtual microsecond, and the clock the
    solver reads shows the work done so far. Past the deadline the search may do at most
    50 ms of work (one move search of this board alone is over 10 s of it, so a budget of
    50 ms runs out inside the first one, as any budget under 10 s would)."""
    link_tests = 0
    real_links = path._links

    def counted(*args: Any) -> Any:
        nonlocal link_tests
        link_tests += 1
        return real_links(*args)

    def virtual_clock() -> float:
        return link_tests * 1e-6

    monkeypatch.setattr(path, "_links", counted)
    monkeypatch.setattr(time, "perf_counter", virtual_clock)
    with pytest.raises(TimeoutError, match="undecided"):
        solve(checkerboard(1), gravity, budget_s=0.05)
    assert 0.05 < virtual_clock() <= 0.05 + 0.05


def test_a_long_guide_keeps_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """Time here is work again, and checking that a guide's move links costs a virtual
    millisecond: a guide of 1,000 moves is read only as far as the budget allows."""
    board = Board.from_rows([[1 + c // 2 + r for c in range(20)] for r in range(100)])
    guide = [((r, c), (r, c + 1)) for r in range(100) for c in range(0, 20, 2)]  # side by side
    work = 0.0
    real_links, real_find_path = path._links, path.find_path

    def counted(*args: Any) -> Any:
        nonlocal work
        work += 1e-6
        return real_links(*args)

    def slow_find_path(*args: Any) -> Any:
        nonlocal work
        work += 1e-3
        return real_find_path(*args)

    monkeypatch.setattr(path, "_links", counted)
    monkeypatch.setattr("llk.model.solver.search.find_path", slow_find_path)
    monkeypatch.setattr(time, "perf_counter", lambda: work)
    try:
        moves = solve(board, "down", budget_s=0.2, guide=guide)
    except TimeoutError:
        moves = None
    assert work <= 0.2 + 0.05
    assert moves is None or clears(board, moves, ShiftMode.DOWN)


def calls_to_decide(
    board: Board, gravity: ShiftMode, share: bool, nodes: int, calls: int
) -> tuple[int, list[Any] | None] | None:
    """Call `solve` with ``nodes`` positions at a time until it decides, at most ``calls``
    times, sharing the lost positions between calls or not: the call that decided and its
    answer, or None."""
    lost = LostPositions()
    for call in range(1, calls + 1):
        try:
            return call, solve(board, gravity, None, max_nodes=nodes, lost=lost if share else None)
        except TimeoutError:
            continue
    return None


def test_calls_that_share_the_lost_positions_go_on_from_each_other() -> None:
    """Random 8x18 deal 23 under "down" takes some 5,000 positions to prove lost: calls of
    1,500 each get there when each goes on from what the ones before proved, and never
    when each starts afresh."""
    board = deal(8, 18, 36, seed=23)
    shared = calls_to_decide(board, ShiftMode.DOWN, share=True, nodes=1500, calls=10)
    assert shared is not None and shared[1] is None  # lost, as a single long search says
    assert calls_to_decide(board, ShiftMode.DOWN, share=False, nodes=1500, calls=3) is None


def test_a_search_after_a_move_goes_on_from_the_search_before() -> None:
    """A position proven lost is lost whatever led to it, so the table of one game serves
    the positions after the next moves: once deal 23 under "down" is proven lost, each
    position one move on is answered without a single position searched."""
    board = deal(8, 18, 36, seed=23)
    lost = LostPositions()
    assert solve(board, "down", None, lost=lost) is None
    for move in path.find_moves(board):
        after = board.copy()
        play(after, move, ShiftMode.DOWN)
        assert solve(after, "down", None, max_nodes=0, lost=lost) is None
    with pytest.raises(TimeoutError):
        solve(after, "down", None, max_nodes=0)


@given(capacity=st.integers(2, 40), keys=st.lists(st.integers(), max_size=200, unique=True))
def test_the_table_of_lost_positions_keeps_the_latest_within_its_capacity(
    capacity: int, keys: list[int]
) -> None:
    lost = LostPositions(capacity)
    for key in keys:
        lost.add(key)
        assert len(lost) <= capacity
    assert all(key in lost for key in keys[-(capacity // 2) :])
    assert not any(key in lost for key in keys[:-capacity])


@given(
    **SMALL_BOARDS,
    picks=st.lists(st.integers(0, 10**6), max_size=8),
    stray=st.tuples(st.integers(-1, 4), st.integers(-1, 4)),
)
@settings(max_examples=200)
def test_any_guide_leaves_the_answer_true(
    rows: int, cols: int, seed: int, faces: int, gravity: ShiftMode, picks: list[int], stray: Point
) -> None:
    """A guide only says where to look first: random moves that lead nowhere, then one
    that is no move at all, never change the verdict, which still agrees with the
    exhaustive search."""
    board = board_from((rows, cols), seed, faces)
    played, guide = board.copy(), []
    for pick in picks:
        available = path.find_moves(played)
        if not available:
            break
        guide.append(available[pick % len(available)])
        play(played, guide[-1], gravity)
    guide.append((stray, (0, 0)))
    moves = solve(board, gravity, None, max_nodes=10**6, guide=guide)
    assert (moves is not None) == exhaustive(board, gravity)
    if moves is not None:
        assert clears(board, moves, gravity)


@pytest.mark.parametrize("gravity", [ShiftMode.RIGHT, ShiftMode.CENTER_X])
def test_a_guide_all_the_way_out_is_the_answer_at_once(gravity: ShiftMode) -> None:
    """A fair 16x30 deal under row shifts is far beyond one position's search, but with
    its own way out as the guide it is solved without searching a single position."""
    board, solution = solvable_deal(16, 30, 120, Layout.FULL, gravity, 1)
    assert solve(board, gravity, None, max_nodes=1, guide=solution) == solution
    with pytest.raises(TimeoutError):
        solve(board, gravity, None, max_nodes=1)


def test_a_guide_is_followed_up_to_its_first_move_that_does_not_link() -> None:
    """The guide's moves after one that is no move are not played: the search starts
    where the moves before it lead, and finds a way out from there."""
    board, solution = solvable_deal(8, 12, 24, Layout.FULL, ShiftMode.DOWN, 3)
    wrong = [*solution[:10], ((0, 0), (0, 0)), *solution[10:]]
    moves = solve(board, "down", None, max_nodes=20_000, guide=wrong)
    assert moves is not None and moves[:10] == solution[:10] and moves[10:] != solution[10:]
    assert clears(board, moves, ShiftMode.DOWN)


@pytest.mark.parametrize("seed", [0, 3])  # deals whose search outlasts 3,000 checks
def test_a_cancel_said_once_stops_a_guided_search(seed: int) -> None:
    """A cancel is said once (the solver's process reads it off its pipe), and the guided
    part of a search, which catches the end of each share, must still stop on it, not
    run on to the end of its whole budget."""
    board = deal(16, 30, 36, Layout.FULL, ShiftMode.LEFT, solvable=False, seed=seed)
    guide, position = [], board.copy()
    for _ in range(10):
        moves = path.find_moves(position)
        if not moves:
            break
        guide.append(moves[0])
        play(position, moves[0], ShiftMode.LEFT)
    checks = 0

    def cancel_once() -> bool:
        nonlocal checks
        checks += 1
        return checks == 3_000

    with pytest.raises(TimeoutError, match="cancelled"):
        solve(board, ShiftMode.LEFT, None, 60_000, cancel_once, guide=guide)
