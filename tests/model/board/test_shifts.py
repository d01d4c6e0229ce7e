"""Shifts after a removal: the nine modes of the public API."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model import Board, ParameterError, Point
from llk.model.board.shifts import ShiftMode, cell_tables, shift, shift_mode


def removed_then_shifted(
    rows: list[list[int]], gravity: ShiftMode, a: tuple[int, int], b: tuple[int, int]
) -> list[list[int]]:
    board = Board.from_rows(rows)
    board[a] = board[b] = 0
    shift(board, gravity, (a, b))
    return board.to_rows()


GRID = [
    [1, 2, 3, 4],
    [5, 6, 7, 8],
    [9, 10, 11, 12],
    [13, 14, 15, 16],
]


@pytest.mark.parametrize(
    ("gravity", "expected"),
    [
        (ShiftMode.NONE, [[1, 2, 3, 4], [5, 0, 7, 8], [9, 10, 11, 0], [13, 14, 15, 16]]),
        (ShiftMode.DOWN, [[1, 0, 3, 0], [5, 2, 7, 4], [9, 10, 11, 8], [13, 14, 15, 16]]),
        (ShiftMode.UP, [[1, 2, 3, 4], [5, 10, 7, 8], [9, 14, 11, 16], [13, 0, 15, 0]]),
        (ShiftMode.LEFT, [[1, 2, 3, 4], [5, 7, 8, 0], [9, 10, 11, 0], [13, 14, 15, 16]]),
        (ShiftMode.RIGHT, [[1, 2, 3, 4], [0, 5, 7, 8], [0, 9, 10, 11], [13, 14, 15, 16]]),
        (ShiftMode.SPLIT_X, [[1, 2, 3, 4], [5, 0, 7, 8], [9, 10, 0, 11], [13, 14, 15, 16]]),
        (ShiftMode.SPLIT_Y, [[1, 2, 3, 4], [5, 0, 7, 8], [9, 10, 11, 0], [13, 14, 15, 16]]),
        (ShiftMode.CENTER_X, [[1, 2, 3, 4], [0, 5, 7, 8], [9, 10, 11, 0], [13, 14, 15, 16]]),
        (ShiftMode.CENTER_Y, [[1, 0, 3, 4], [5, 2, 7, 8], [9, 10, 11, 16], [13, 14, 15, 0]]),
    ],
)
def test_each_mode_on_a_known_board(gravity: ShiftMode, expected: list[list[int]]) -> None:
    assert removed_then_shifted(GRID, gravity, (1, 1), (2, 3)) == expected


def test_center_y_packs_halves_toward_the_middle() -> None:
    rows = [[1], [0], [0], [2], [0], [3]]
    board = Board.from_rows(rows)
    moves = shift(board, ShiftMode.CENTER_Y, ((1, 0), (4, 0)))
    assert board.to_rows() == [[0], [0], [1], [2], [3], [0]]
    assert sorted(moves) == [((0, 0), (2, 0)), ((5, 0), (4, 0))]


boards = st.integers(1, 7).flatmap(
    lambda rows: st.integers(1, 7).flatmap(
        lambda cols: st.lists(
            st.lists(st.integers(0, 4), min_size=cols, max_size=cols), min_size=rows, max_size=rows
        )
    )
)


@given(grid=boards, gravity=st.sampled_from(ShiftMode), data=st.data())
def test_shifts_keep_tiles_and_order_and_never_cross_the_split(
    grid: list[list[int]], gravity: ShiftMode, data: st.DataObject
) -> None:
    board = Board.from_rows(grid)
    rows, cols = board.rows, board.cols
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    a = data.draw(st.sampled_from(cells))
    b = data.draw(st.sampled_from(cells))
    board[a] = board[b] = 0
    before = board.copy()
    moves = shift(board, gravity, (a, b))
    assert board.face_counts() == before.face_counts()
    vertical = gravity in ("down", "up", "split-y", "center-y")
    touched = {a[1], b[1]} if vertical else {a[0], b[0]}
    for source, target in moves:
        assert before[source] == board[target] != 0
        axis = 1 if vertical else 0
        assert source[axis] == target[axis] in touched  # stays on its own line
        along, half = (0, rows // 2) if vertical else (1, cols // 2)
        if gravity.startswith(("split", "center")):
            assert (source[along] < half) == (target[along] < half)  # never crosses the middle
    for line_index in touched if gravity != "none" else ():
        line = [
            board[i, line_index] if vertical else board[line_index, i]
            for i in range(rows if vertical else cols)
        ]
        old = [
            before[i, line_index] if vertical else before[line_index, i]
            for i in range(rows if vertical else cols)
        ]
        assert [f for f in line if f] == [f for f in old if f]  # order kept
    if gravity == "none":
        assert board == before


def test_a_word_names_its_mode_and_an_unknown_word_is_refused_with_the_choices() -> None:
    assert shift_mode("split-x") is ShiftMode.SPLIT_X
    assert shift_mode(ShiftMode.UP) is ShiftMode.UP
    with pytest.raises(
        ParameterError, match="unknown gravity 'sideways'; choose one of none, down"
    ):
        shift_mode("sideways")


@st.composite
def a_cell_in_a_mode(draw: st.DrawFn, max_side: int) -> tuple[int, int, ShiftMode, Point]:
    """A board shape up to ``max_side`` a side, a shift mode and a cell of that board."""
    rows, cols = draw(st.integers(1, max_side)), draw(st.integers(1, max_side))
    gravity = draw(st.sampled_from(ShiftMode))
    return rows, cols, gravity, draw(st.tuples(st.integers(0, rows - 1), st.integers(0, cols - 1)))


@given(case=a_cell_in_a_mode(9))
def test_a_lone_tile_travels_its_packing_depth(case: tuple[int, int, ShiftMode, Point]) -> None:
    """The depth is how far the shift carries a tile with nothing in front of it."""
    rows, cols, gravity, cell = case
    board = Board(rows, cols)
    board[cell] = 1
    moved = shift(board, gravity, (cell, cell))
    travelled = sum(abs(a[0] - b[0]) + abs(a[1] - b[1]) for a, b in moved)
    assert travelled == cell_tables(board, gravity).depth[cell[0] * cols + cell[1]]


@given(case=a_cell_in_a_mode(7))
def test_emptying_a_cell_moves_exactly_the_tiles_behind_it(
    case: tuple[int, int, ShiftMode, Point],
) -> None:
    """On a full board the shift after emptying one cell moves every tile behind it (in
    `CellTables.behind`) and no other."""
    rows, cols, gravity, cell = case
    board = Board.from_rows([[1] * cols for _ in range(rows)])
    board[cell] = 0
    moved = shift(board, gravity, (cell, cell))
    behind = cell_tables(board, gravity).behind[cell[0] * cols + cell[1]]
    assert sorted(source for source, _ in moved) == sorted(divmod(index, cols) for index in behind)
