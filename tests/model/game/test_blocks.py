"""What a rival's props put in a game's way, on their own (`Blocks`): stones stand only on
empty cells and block as tiles do, a tile that slides over one breaks it, a mirror flips
them, and a freeze lasts its seconds of play (a shorter one never cuts it short)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from llk.model.board.grid import Board, Point
from llk.model.board.path import find_moves, find_path
from llk.model.game.blocks import Blocks
from llk.model.game.play_clock import PlayClock
from llk.model.game.stones import STONE_FACE
from tests.model.clock import FakeClock
from tests.model.strategies import grids

cells = st.tuples(st.integers(-2, 21), st.integers(-2, 31))


def _blocks(board: Board) -> tuple[Blocks, FakeClock]:
    clock = FakeClock()
    play = PlayClock(clock)
    play.start()
    return Blocks(play, lambda: board), clock


def _placed(grid: list[list[int]], asked: frozenset[Point]) -> tuple[Board, Blocks, set[Point]]:
    """A board of ``grid``, its blocks, and the stones placed there when ``asked``."""
    board = Board.from_rows(grid)
    blocks, _ = _blocks(board)
    return board, blocks, set(blocks.place(asked))


@given(grid=grids(), asked=st.frozensets(cells, max_size=12))
def test_stones_stand_only_on_empty_board_cells_and_block_as_tiles(
    grid: list[list[int]], asked: frozenset[Point]
) -> None:
    board, blocks, placed = _placed(grid, asked)
    expected = {cell for cell in asked if board.on_board(cell) and board.is_empty(cell)}
    assert placed == blocks.stones == expected
    linking = blocks.linking()
    assert {linking[cell] for cell in placed} == {
        STONE_FACE + n for n in range(len(placed))
    }  # each stone its own face: no two stones ever make a pair
    assert all(linking[cell] == board[cell] for cell in board_cells(board) if cell not in placed)
    assert all(not set(move) & placed for move in find_moves(linking))
    assert board.to_rows() == grid  # the tiles in play never change


def board_cells(board: Board) -> list[Point]:
    return [(r, c) for r in range(board.rows) for c in range(board.cols)]


def test_linking_is_the_board_in_play_when_no_stone_stands() -> None:
    board = Board.from_rows([[1, 0, 1]])
    blocks, _ = _blocks(board)
    assert blocks.linking() is board
    blocks.place({(0, 1)})
    assert find_path(blocks.linking(), (0, 0), (0, 2)) == [(0, 0), (-1, 0), (-1, 2), (0, 2)]
    assert board[0, 1] == 0  # the stone's stand-in is on a copy
    blocks.lift()
    assert blocks.stones == frozenset() and blocks.linking() is board


def test_a_slide_across_a_stone_breaks_it_and_a_tile_on_one_settles_it() -> None:
    board = Board.from_rows([[1, 0, 0, 0], [0, 0, 0, 2]])
    blocks, _ = _blocks(board)
    blocks.place({(0, 2), (1, 1), (1, 0)})
    blocks.slid([((0, 0), (0, 3))])  # the 1 slid right along row 0, across (0, 2)
    assert blocks.stones == {(1, 1), (1, 0)}
    board[1, 1] = 3  # a tile came back onto (1, 1) (an undo)
    blocks.settle()
    assert blocks.stones == {(1, 0)}


@given(grid=grids(), asked=st.frozensets(cells, max_size=12))
def test_a_mirror_flips_the_stones_and_twice_puts_them_back(
    grid: list[list[int]], asked: frozenset[Point]
) -> None:
    board, blocks, placed = _placed(grid, asked)
    blocks.mirror()
    assert blocks.stones == {(r, board.cols - 1 - c) for r, c in placed}
    blocks.mirror()
    assert blocks.stones == placed


@given(freezes=st.lists(st.tuples(st.integers(0, 30), st.integers(0, 30)), min_size=1, max_size=5))
def test_a_freeze_lasts_its_seconds_and_a_shorter_one_never_cuts_it_short(
    freezes: list[tuple[int, int]],
) -> None:
    blocks, clock = _blocks(Board(2, 2))
    until = played = 0
    for wait_s, seconds in freezes:
        clock.advance(wait_s)
        played += wait_s
        blocks.freeze(seconds)
        until = max(until, played + seconds)
        assert blocks.frozen == (played < until)
    clock.advance(until - played)
    assert not blocks.frozen
