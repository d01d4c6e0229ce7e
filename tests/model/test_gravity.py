"""Shifts after a removal: the nine modes of the public API."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model import GRAVITIES, Board, ParameterError, Point
from llk.model.gravity import cell_tables, check_gravity, shift


def removed_then_shifted(
    rows: list[list[int]], gravity: str, a: tuple[int, int], b: tuple[int, int]
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
        ("none", [[1, 2, 3, 4], [5, 0, 7, 8], [9, 10, 11, 0], [13, 14, 15, 16]]),
        ("down", [[1, 0, 3, 0], [5, 2, 7, 4], [9, 10, 11, 8], [13, 14, 15, 16]]),
        ("up", [[1, 2, 3, 4], [5, 10, 7, 8], [9, 14, 11, 16], [13, 0, 15, 0]]),
        ("left", [[1, 2, 3, 4], [5, 7, 8, 0], [9, 10, 11, 0], [13, 14, 15, 16]]),
        ("right", [[1, 2, 3, 4], [0, 5, 7, 8], [0, 9, 10, 11], [13, 14, 15, 16]]),
        ("split-x", [[1, 2, 3, 4], [5, 0, 7, 8], [9, 10, 0, 11], [13, 14, 15, 16]]),
        ("split-y", [[1, 2, 3, 4], [5, 0, 7, 8], [9, 10, 11, 0], [13, 14, 15, 16]]),
        ("center-x", [[1, 2, 3, 4], [0, 5, 7, 8], [9, 10, 11, 0], [13, 14, 15, 16]]),
        ("center-y", [[1, 0, 3, 4], [5, 2, 7, 8], [9, 10, 11, 16], [13, 14, 15, 0]]),
    ],
)
def test_each_mode_on_a_known_board(gravity: str, expected: list[list[int]]) -> None:
    assert removed_then_shifted(GRID, gravity, (1, 1), (2, 3)) == expected


def test_center_y_packs_halves_toward_the_middle() -> None:
    rows = [[1], [0], [0], [2], [0], [3]]
    board = Board.from_rows(rows)
    moves = shift(board, "center-y", ((1, 0), (4, 0)))
    assert board.to_rows() == [[0], [0], [1], [2], [3], [0]]
    assert sorted(moves) == [((0, 0), (2, 0)), ((5, 0), (4, 0))]


boards = st.integers(1, 7).flatmap(
    lambda rows: st.integers(1, 7).flatmap(
        lambda cols: st.lists(
            st.lists(st.integers(0, 4), min_size=cols, max_size=cols), min_size=rows, max_size=rows
        )
    )
)


@given(grid=boards, gravity=st.sampled_from(GRAVITIES), data=st.data())
def test_shifts_keep_tiles_and_order_and_never_cross_the_split(
    grid: list[list[int]], gravity: str, data: st.DataObject
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


def test_unknown_gravity() -> None:
    with pytest.raises(ParameterError, match="unknown gravity 'sideways'"):
        check_gravity("sideways")


@st.composite
def a_cell_in_a_mode(draw: st.DrawFn, max_side: int) -> tuple[int, int, str, Point]:
    """A board shape up to ``max_side`` a side, a shift mode and a cell of that board."""
    rows, cols = draw(st.integers(1, max_side)), draw(st.integers(1, max_side))
    gravity = draw(st.sampled_from(GRAVITIES))
    return rows, cols, gravity, draw(st.tuples(st.integers(0, rows - 1), st.integers(0, cols - 1)))


@given(case=a_cell_in_a_mode(9))
def test_a_lone_tile_travels_its_packing_depth(case: tuple[int, int, str, Point]) -> None:
    """The depth is how far the shift carries a tile with nothing in front of it."""
    rows, cols, gravity, cell = case
    board = Board(rows, cols)
    board[cell] = 1
    moved = shift(board, gravity, (cell, cell))
    travelled = sum(abs(a[0] - b[0]) + abs(a[1] - b[1]) for a, b in moved)
    assert travelled == cell_tables(board, gravity).depth[cell[0] * cols + cell[1]]


@given(case=a_cell_in_a_mode(7))
def test_emptying_a_cell_moves_exactly_the_tiles_behind_it(
    case: tuple[int, int, str, Point],
) -> None:
    """On a full board the shift after emptying one cell moves every tile behind it (in
    `CellTables.behind`) and no other."""
    rows, cols, gravity, cell = case
    board = Board.from_rows([[1] * cols for _ in range(rows)])
    board[cell] = 0
    moved = shift(board, gravity, (cell, cell))
    behind = cell_tables(board, gravity).behind[cell[0] * cols + cell[1]]
    assert sorted(source for source, _ in moved) == sorted(divmod(index, cols) for index in behind)
