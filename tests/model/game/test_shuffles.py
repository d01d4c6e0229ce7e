"""A game's shuffles: drawn from a generator whose state is saved, and in a fair game
known to be clearable."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from llk.model import Board, find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.game.shuffles import Shuffles
from llk.model.solver.verdicts import Verdicts

BOARD = Board.from_rows([[1, 2, 3, 0], [3, 2, 1, 0], [4, 4, 5, 5]])


@given(seed=st.integers(0, 2**32 - 1))
def test_a_saved_state_shuffles_again_as_the_game_would_have(seed: int) -> None:
    shuffles = Shuffles(random.Random(seed).getstate(), False, Verdicts(ShiftMode.NONE))
    shuffles.shuffled(BOARD)
    resumed = Shuffles(shuffles.state(), False, Verdicts(ShiftMode.NONE))
    assert resumed.shuffled(BOARD) == shuffles.shuffled(BOARD)


def test_a_fair_game_s_shuffle_is_known_to_clear() -> None:
    verdicts = Verdicts(ShiftMode.DOWN)
    shuffled = Shuffles(random.Random(3).getstate(), True, verdicts).shuffled(BOARD)
    assert shuffled is not None
    assert shuffled.face_counts() == BOARD.face_counts()
    assert verdicts.verdict(shuffled) is True and verdicts.solution(shuffled)
    unfair = Verdicts(ShiftMode.DOWN)
    assert Shuffles(random.Random(3).getstate(), False, unfair).shuffled(BOARD) is not None
    assert unfair.verdict(shuffled) is None  # a plain shuffle proves nothing


WALLED = Board.from_rows(
    [[1, 0, 0, 0, 2], [0, 0, 0, 0, 0], [0, 0, 1, 0, 0], [0] * 5, [0, 0, 0, 0, 2]]
)
"""The tile at (2, 2) is walled off by the stones `WALL_STONES` put round it: no
arrangement of the tiles can ever link it, though the other cells can link."""
WALL_STONES = ((1, 2), (3, 2), (2, 1), (2, 3))


@given(seed=st.integers(0, 2**32 - 1), fair=st.booleans())
def test_tiles_the_stones_wall_off_from_each_other_get_no_shuffle(seed: int, fair: bool) -> None:
    """No arrangement of two tiles, one walled off, has a move: None, never an error (a
    fair game's shuffle raised once it found no clearable order)."""
    walled = Board.from_rows([[0] * 5, [0] * 5, [0, 0, 1, 0, 0], [0] * 5, [1, 0, 0, 0, 0]])
    walled = walled.with_stones(WALL_STONES)
    shuffles = Shuffles(random.Random(seed).getstate(), fair, Verdicts(ShiftMode.NONE))
    assert shuffles.shuffled(walled) is None


@given(seed=st.integers(0, 2**32 - 1))
def test_a_fair_game_no_order_can_clear_any_more_gets_a_plain_shuffle_with_a_move(
    seed: int,
) -> None:
    """Two of the four cells can link, the walled one never: no order clears them all, so
    the fair shuffle has none to give; a plain one gives a move."""
    verdicts = Verdicts(ShiftMode.NONE)
    board = WALLED.with_stones(WALL_STONES)
    shuffled = Shuffles(random.Random(seed).getstate(), True, verdicts).shuffled(board)
    assert shuffled is not None and find_moves(shuffled)
    assert shuffled.face_counts() == board.face_counts()
    assert verdicts.verdict(shuffled) is None  # nothing learnt: no plan clears it
