"""The tiles that can never be removed without shifts: never one that play removes."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import Board, deal, find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.solver.never_removable import never_removable
from llk.model.solver.search import play, solve
from tests.model.exhaustive import board_from, exhaustive


def named_then_removed(board: Board, seed: int) -> tuple[int, int]:
    """Play a random game from ``board``; at every position, name the tiles that can
    never go and check that the rest of the game removes none of them. Returns how
    many positions named some tile, and how many positions there were."""
    rng = random.Random(seed)
    named: list[set[tuple[int, int]]] = []
    while available := find_moves(board):
        named.append(set(never_removable(board)))
        move = rng.choice(available)
        for stuck in named:
            assert not stuck & set(move)  # without shifts a cell is a tile
        play(board, move, ShiftMode.NONE)
    return sum(bool(stuck) for stuck in named), len(named)


@given(seed=st.integers(0, 10**6), shape=st.sampled_from([(4, 6, 6), (6, 8, 12)]))
@settings(max_examples=60)
def test_play_never_removes_a_tile_it_names(seed: int, shape: tuple[int, int, int]) -> None:
    named_then_removed(deal(*shape, seed=seed), seed)


def test_random_games_on_the_classic_board_meet_tiles_it_names() -> None:
    """Not a vacuous check: about 7 % of the positions of random 8x18 games name some."""
    counts = [named_then_removed(deal(8, 18, 36, seed=seed), seed) for seed in range(8)]
    assert sum(named for named, _ in counts) > 0


@given(
    rows=st.integers(1, 4),
    cols=st.integers(2, 4),
    seed=st.integers(0, 10**6),
    faces=st.integers(1, 3),
)
@settings(max_examples=300)
def test_a_small_board_with_a_tile_named_can_never_be_cleared(
    rows: int, cols: int, seed: int, faces: int
) -> None:
    board = board_from((rows, cols), seed, faces)
    if never_removable(board):
        assert not exhaustive(board, ShiftMode.NONE)


def test_a_crossed_square_is_named_whole() -> None:
    board = Board.from_rows([[0, 3, 3, 0], [0, 1, 2, 0], [0, 2, 1, 0]])
    assert never_removable(board) == [(1, 1), (1, 2), (2, 1), (2, 2)]


def test_a_deal_sealed_from_the_start_is_refused_before_any_search() -> None:
    """Random 8x18 deal 84 without shifts: its border tiles match none they can reach
    (the search alone took 11 s and ~10^5 positions to prove it)."""
    board = deal(8, 18, 36, seed=84)
    assert never_removable(board)
    assert solve(board, "none", budget_s=None, max_nodes=1) is None


def test_a_clearable_board_names_no_tile() -> None:
    board = deal(8, 18, 36, solvable=True, seed=3)
    assert never_removable(board) == []
