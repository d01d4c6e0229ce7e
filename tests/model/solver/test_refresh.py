"""`refresh`: a shuffle of the same tiles on the same cells that always leaves a move."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import Board, find_moves, refresh
from tests.model.strategies import Rows, grids, paired_grids


def faces(grid: Rows) -> Counter[int]:
    return Counter(face for row in grid for face in row if face)


def occupied(grid: Rows) -> set[tuple[int, int]]:
    return {(r, c) for r, row in enumerate(grid) for c, face in enumerate(row) if face}


def check_refresh(grid: Rows, seed: int) -> Board:
    """The invariants every refresh keeps; returns the new board for further checks."""
    board = Board.from_rows(grid)
    result = refresh(board, random.Random(seed))
    assert result is not board
    assert board.to_rows() == grid, "refresh changed its input"
    assert (result.rows, result.cols) == (board.rows, board.cols)
    new = result.to_rows()
    assert occupied(new) == occupied(grid)
    assert faces(new) == faces(grid)
    assert refresh(board, random.Random(seed)) == result, "same rng seed, different board"
    return result


@settings(max_examples=200, deadline=None)
@given(paired_grids(), st.integers(0, 2**32))
def test_refresh_of_game_boards_has_a_move(grid: Rows, seed: int) -> None:
    """Faces in pairs, one pair per face: the case where a bare shuffle often has no move."""
    result = check_refresh(grid, seed)
    if len(occupied(grid)) >= 2:
        assert find_moves(result), f"no move after refresh: {result.to_rows()}"


@settings(max_examples=150, deadline=None)
@given(grids(), st.integers(0, 2**32))
def test_refresh_of_any_board(grid: Rows, seed: int) -> None:
    """A move is only possible when some face repeats; then there must be one."""
    result = check_refresh(grid, seed)
    if any(count >= 2 for count in faces(grid).values()):
        assert find_moves(result), f"no move after refresh: {result.to_rows()}"


def test_refresh_small_cases() -> None:
    """Empty, single-tile and all-different boards come back unchanged in content."""
    for grid in ([[0, 0]], [[0, 5]], [[1, 2]], [[1, 0], [0, 2]]):
        check_refresh(grid, 0)
    result = check_refresh([[1, 9, 9, 9, 1], [9, 9, 9, 9, 9]], 3)
    assert find_moves(result)


def test_refresh_usually_shuffles() -> None:
    """Different rng seeds give different arrangements of a big board."""
    grid = [[(r * 30 + c) // 4 + 1 for c in range(30)] for r in range(16)]
    board = Board.from_rows(grid)
    arrangements = {str(refresh(board, random.Random(seed)).to_rows()) for seed in range(5)}
    assert len(arrangements) == 5
