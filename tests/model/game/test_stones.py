"""Stones block lines as tiles do, are never linked, and break under a sliding tile."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import Board, GameSettings, ShiftMode
from llk.model.board.path import find_moves
from llk.model.game.game import Game
from llk.model.game.results import Mismatch, Outcome
from llk.model.game.stones import STONE_FACE, standing, stone_cells, with_stones
from tests.model.clock import FakeClock
from tests.model.reference import reference_moves
from tests.model.strategies import grids

STONE = 99
"""What a stone is to the reference: a tile of a face no other cell has."""


@settings(max_examples=120)
@given(grids(), st.integers(0, 2**32))
def test_moves_with_stones_match_the_reference_with_stones_as_lone_tiles(
    grid: list[list[int]], seed: int
) -> None:
    board = Board.from_rows(grid)
    empty = [(r, c) for r in range(board.rows) for c in range(board.cols) if not grid[r][c]]
    rng = random.Random(seed)
    stones = rng.sample(empty, min(len(empty), rng.randint(0, 6)))
    reference = [row[:] for row in grid]
    for number, (r, c) in enumerate(stones):
        reference[r][c] = STONE + number
    expected = [m for m in reference_moves(reference) if reference[m[0][0]][m[0][1]] < STONE]
    assert sorted(find_moves(with_stones(board, stones))) == expected


def test_stone_faces_are_above_every_face_and_each_its_own() -> None:
    linking = with_stones(Board(2, 3), [(0, 0), (1, 2)])
    assert linking[0, 0] != linking[1, 2]
    assert min(linking[0, 0], linking[1, 2]) >= STONE_FACE
    assert find_moves(linking) == []


def test_stone_cells_are_empty_and_next_to_tiles_when_there_are_enough() -> None:
    board = Board.from_rows([[1, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 1]])
    cells = stone_cells(board, 3, random.Random(1))
    assert len(cells) == 3
    near = {(0, 1), (1, 0), (2, 3), (1, 4)}
    assert set(cells) <= near
    assert stone_cells(Board.from_rows([[1, 1]]), 4, random.Random(1)) == []


def _game(grid: list[list[int]], gravity: ShiftMode = ShiftMode.NONE) -> Game:
    """A game on ``grid`` as it stands (no fair shuffle: the tests place every tile)."""
    rows, cols = len(grid), len(grid[0])
    settings = GameSettings(
        rows=rows, cols=cols, kinds=4, levels=False, gravity=gravity, solvable=False
    )
    return Game(settings, seed=1, clock=FakeClock(), board=Board.from_rows(grid))


def test_a_stone_between_a_pair_blocks_it_until_it_is_lifted() -> None:
    game = _game([[2, 0, 0, 0, 2, 3], [2, 1, 0, 1, 2, 3], [4, 0, 0, 0, 4, 0]])
    walls = {(0, 1), (0, 2), (0, 3), (1, 2), (2, 1), (2, 2), (2, 3)}
    placed = game.race_effects.place_stones(frozenset(walls))
    assert placed == frozenset(walls) and game.blocks.stones == placed
    game.click((1, 1))
    result = game.click((1, 3))
    assert result.outcome is Outcome.MISMATCH and result.mismatch is Mismatch.NO_LINK
    game.race_effects.lift_stones()
    game.clear_selection()
    game.click((1, 1))
    assert game.click((1, 3)).outcome is Outcome.REMOVED


def test_clicking_a_stone_does_nothing_and_stones_never_count_as_tiles() -> None:
    game = _game([[1, 0, 0, 1], [2, 0, 0, 2]])
    game.race_effects.place_stones(frozenset({(0, 1)}))
    assert game.click((0, 1)).outcome is Outcome.IGNORED
    assert game.tiles_left == 4


def test_a_tile_that_slides_across_a_stone_breaks_it_under_a_shift() -> None:
    game = _game([[2, 1, 1, 0, 2], [3, 0, 0, 0, 3]], ShiftMode.LEFT)
    game.race_effects.place_stones(frozenset({(0, 3)}))
    game.click((0, 1))
    game.click((0, 2))  # the 2 on the right slides left, across the stone's cell
    assert game.board.to_rows()[0] == [2, 2, 0, 0, 0]
    assert game.blocks.stones == frozenset()


def test_a_stone_no_tile_reaches_stays_put_under_every_mode() -> None:
    for mode in ShiftMode:
        game = _game([[1, 1, 0, 0], [0, 0, 0, 0], [2, 0, 0, 2]], mode)
        game.race_effects.place_stones(frozenset({(1, 3)}))
        game.click((2, 0))
        game.click((2, 3))
        assert (1, 3) in game.blocks.stones or not game.board.is_empty((1, 3)), mode
        assert game.blocks.stones == standing(game.board, game.blocks.stones), mode


def test_placing_stones_ends_the_history_so_undo_never_passes_them() -> None:
    game = _game([[1, 1, 2, 2], [3, 0, 0, 3]])
    game.click((0, 0))
    game.click((0, 1))
    assert game.can_undo
    game.race_effects.place_stones(frozenset({(0, 0)}))
    assert not game.can_undo


def test_stones_only_stand_on_empty_board_cells() -> None:
    game = _game([[1, 1, 2, 2], [3, 0, 0, 3]])
    assert game.race_effects.place_stones(frozenset({(0, 0), (-1, 0), (1, 1)})) == frozenset(
        {(1, 1)}
    )
