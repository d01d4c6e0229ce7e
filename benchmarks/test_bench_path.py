"""Benchmarks: the link rule and the deal, ours against the ported cocos2d-x seed, and
the sealed-board test built on the link rule.

Run with ``python -m pytest benchmarks/ --benchmark-only``; the normal test run never
collects this folder. Each "moves" group holds ours and the baseline on the same board,
and the run ends with a table of their ratio.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from benchmarks.boards import BOARD_IDS, FILLS, SIZES, make_board
from benchmarks.cocos_baseline import baseline_moves
from llk.model import Board, deal, find_moves, find_path
from llk.model.solver.never_removable import never_removable


def same_face_pairs(board: Board) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Every pair of tiles a player could try: linkable or not, near or far."""
    tiles = [(r, c) for r in range(board.rows) for c in range(board.cols) if board[r, c]]
    return [(a, b) for i, a in enumerate(tiles) for b in tiles[i + 1 :] if board[a] == board[b]]


def find_all_paths(board: Board, pairs: list[tuple[tuple[int, int], tuple[int, int]]]) -> int:
    """How many of the pairs link: a result to check, so the work cannot be skipped."""
    return sum(find_path(board, a, b) is not None for a, b in pairs)


@pytest.mark.parametrize("fill", list(FILLS))
def test_find_path(benchmark: Any, fill: str) -> None:
    """find_path over every same-face pair of a 16x30 board (hundreds of queries)."""
    board = make_board(f"16x30 {fill}")
    pairs = same_face_pairs(board)
    benchmark.group = f"find_path 16x30 {fill}, {len(pairs)} pairs"
    linked = benchmark(find_all_paths, board, pairs)
    assert linked == len(find_moves(board))


CONTENDERS = {"ours": find_moves, "baseline": baseline_moves}


@pytest.mark.parametrize("contender", list(CONTENDERS))
@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_moves(race: Callable[..., Any], board_id: str, contender: str) -> None:
    """All moves of a board; the two contenders must also agree on the answer."""
    board = make_board(board_id)
    moves = race(f"moves {board_id}", contender, CONTENDERS[contender], board)
    assert set(moves) == set(find_moves(board)) == set(baseline_moves(board))


@pytest.mark.parametrize("size", list(SIZES))
def test_deal(benchmark: Any, size: str) -> None:
    """A new game must appear instantly, even on the biggest board."""
    rows, cols, kinds = SIZES[size]
    benchmark.group = "deal"
    board = benchmark(deal, rows, cols, kinds, seed=1)
    assert board.rows == rows


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_never_removable(benchmark: Any, board_id: str) -> None:
    """The tiles no order of play can remove: the solver asks it first on every board
    without shifts, so it must cost about as little as a few move searches."""
    board = make_board(board_id)
    benchmark.group = f"never_removable {board_id}"
    stuck = benchmark(never_removable, board)
    assert set(stuck) <= {cell for cell, _ in board.tiles()}
