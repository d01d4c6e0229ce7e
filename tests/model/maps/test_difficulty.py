"""The difficulty measure: deterministic, in range, and ordered where it must be."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model.board.grid import Board
from llk.model.board.layouts import Layout
from llk.model.board.shifts import ShiftMode
from llk.model.maps.catalog import layout_map
from llk.model.maps.difficulty import deal_difficulty, map_difficulty
from llk.model.solver.deal import deal_on


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(list(ShiftMode)))
def test_deterministic_and_in_range(seed: int, gravity: ShiftMode) -> None:
    board = deal_on(Board(4, 6), [(r, c) for r in range(4) for c in range(6)], 6, seed)
    first = deal_difficulty(board, gravity, seed, 3)
    assert first == deal_difficulty(board, gravity, seed, 3)
    assert 0 <= first.score <= 100 and 1 <= first.stars <= 5


def test_one_pair_is_easiest_and_no_move_hardest() -> None:
    assert deal_difficulty(Board.from_rows([[1, 1]]), ShiftMode.NONE).score == 0
    stuck = Board.from_rows([[1, 2], [2, 1]])  # the pairs block each other: no move
    assert deal_difficulty(stuck, ShiftMode.NONE).score == 100
    assert deal_difficulty(stuck, ShiftMode.NONE).word == "expert"


def test_one_face_never_sticks_and_beats_a_crowded_deal() -> None:
    cells = [(r, c) for r in range(6) for c in range(8)]
    single = deal_difficulty(deal_on(Board(6, 8), cells, 1, 1), ShiftMode.NONE, 1, 4)
    crowded = deal_difficulty(deal_on(Board(6, 8), cells, 24, 1), ShiftMode.NONE, 1, 4)
    assert single.stuck == 0 and single.score < crowded.score


def test_map_difficulty_is_deterministic() -> None:
    game_map = layout_map(Layout.FULL, 6, 8)
    assert map_difficulty(game_map, ShiftMode.DOWN, 12) == map_difficulty(
        game_map, ShiftMode.DOWN, 12
    )
