"""A game's shuffles: drawn from a generator whose state is saved, and in a fair game
known to be clearable."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from llk.model import Board
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
    assert shuffled.face_counts() == BOARD.face_counts()
    assert verdicts.verdict(shuffled) is True and verdicts.solution(shuffled)
    unfair = Verdicts(ShiftMode.DOWN)
    assert Shuffles(random.Random(3).getstate(), False, unfair).shuffled(BOARD) is not None
    assert unfair.verdict(shuffled) is None  # a plain shuffle proves nothing
