"""`Board`: construction errors, indexing, and that no caller can alias its storage."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import Board
from tests.model.strategies import Rows, grids


@pytest.mark.parametrize(
    "grid",
    [
        pytest.param([], id="no-rows"),
        pytest.param([[]], id="empty-row"),
        pytest.param([[], []], id="empty-rows"),
        pytest.param([[1, 2], [1]], id="short-row"),
        pytest.param([[1], [1, 2]], id="long-row"),
        pytest.param([[1, -1]], id="negative-face"),
        pytest.param([[0], [-3]], id="negative-face-lower"),
    ],
)
def test_from_rows_rejects(grid: Rows) -> None:
    """Ragged or empty grids and negative faces are caller errors."""
    with pytest.raises(ValueError, match=r"\S"):
        Board.from_rows(grid)


@settings(max_examples=100, deadline=None)
@given(grids())
def test_round_trip_and_indexing(grid: Rows) -> None:
    """to_rows gives the grid back; board[r, c] reads grid[r][c]; sizes are not swapped."""
    board = Board.from_rows(grid)
    assert (board.rows, board.cols) == (len(grid), len(grid[0]))
    assert board.to_rows() == grid
    for r, row in enumerate(grid):
        for c, face in enumerate(row):
            assert board[r, c] == face


def test_non_square_indexing() -> None:
    """On a 2x3 board (1, 2) is the last cell and (2, 1) is not a cell."""
    board = Board.from_rows([[1, 2, 3], [4, 5, 6]])
    assert (board.rows, board.cols) == (2, 3)
    assert board[1, 2] == 6
    assert board[0, 2] == 3
    with pytest.raises(ValueError, match="board"):
        board[2, 1]


@pytest.mark.parametrize("point", [(-1, 0), (0, -1), (2, 0), (0, 3), (-1, -1), (2, 3)])
def test_indexing_off_board(point: tuple[int, int]) -> None:
    """Negative indices must not wrap around like a list's: the ring is not a cell."""
    board = Board.from_rows([[1, 2, 3], [4, 5, 6]])
    with pytest.raises(ValueError, match="board"):
        board[point]
    with pytest.raises(ValueError, match="board"):
        board[point] = 1


def test_to_rows_is_a_copy() -> None:
    """Mutating what to_rows returned, or the list given to from_rows, leaves the board be."""
    grid = [[1, 0], [0, 1]]
    board = Board.from_rows(grid)
    grid[0][0] = 7
    rows = board.to_rows()
    rows[1][1] = 9
    rows.append([3, 3])
    assert board.to_rows() == [[1, 0], [0, 1]]
    assert board[0, 0] == 1
    assert board[1, 1] == 1


def test_setitem_copy_and_equality() -> None:
    """Writes show through indexing; a copy is equal, then independent."""
    board = Board.from_rows([[1, 0], [0, 1]])
    twin = board.copy()
    assert twin == board
    assert twin is not board
    board[0, 1] = 5
    board[0, 0] = 0
    assert board[0, 1] == 5
    assert board.to_rows() == [[0, 5], [0, 1]]
    assert twin.to_rows() == [[1, 0], [0, 1]]
    assert twin != board
    with pytest.raises(ValueError, match="negative"):
        board[0, 0] = -1


def test_equality_needs_same_shape() -> None:
    """Equal faces in a different shape are a different board."""
    assert Board.from_rows([[1, 1]]) != Board.from_rows([[1], [1]])
    assert Board.from_rows([[0, 0, 0, 0]]) != Board.from_rows([[0, 0], [0, 0]])
    assert Board.from_rows([[2, 1]]) == Board.from_rows([[2, 1]])


@given(
    cells=st.lists(st.integers(0, 11), max_size=12),
    faces=st.lists(st.integers(1, 5), min_size=12, max_size=12),
)
def test_unpack_undoes_pack(cells: list[int], faces: list[int]) -> None:
    board = Board(3, 4)
    for index in set(cells):
        board[divmod(index, 4)] = faces[index]
    before = board.copy()
    line = [(1, c) for c in range(4)] if len(cells) % 2 else [(r, 2) for r in range(3)][::-1]
    moved = board.pack(line)
    board.unpack(moved)
    assert board == before
    assert [board.row_reach((r, c)) for r in range(3) for c in range(4)] == [
        before.row_reach((r, c)) for r in range(3) for c in range(4)
    ]


@given(grid=grids())
def test_rays_are_the_column_and_row_reaches(grid: list[list[int]]) -> None:
    board = Board.from_rows(grid)
    for r in range(board.rows):
        for c in range(board.cols):
            assert board.rays((r, c)) == (*board.col_reach((r, c)), *board.row_reach((r, c)))


@given(grid=grids())
def test_open_count_counts_the_tiles_with_an_empty_side(grid: list[list[int]]) -> None:
    """Checked cell by cell against the four neighbours (off the board is the empty ring)."""
    board = Board.from_rows(grid)

    def empty(r: int, c: int) -> bool:
        return not (0 <= r < board.rows and 0 <= c < board.cols) or board[r, c] == 0

    open_tiles = [
        (r, c)
        for r in range(board.rows)
        for c in range(board.cols)
        if board[r, c]
        and any(empty(r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)))
    ]
    assert board.open_count() == len(open_tiles)
