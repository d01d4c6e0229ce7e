"""The one check every solver test needs (do these moves clear that board?), and playing
a way out through a `Game`."""

from __future__ import annotations

from collections.abc import Sequence

from llk.model import Board, Game, Move, find_path
from llk.model.board.shifts import ShiftMode
from llk.model.game.results import Outcome
from llk.model.solver.search import play
from tests.model.clock import FakeClock


def clears(board: Board, moves: Sequence[Move], gravity: ShiftMode) -> bool:
    """Whether ``moves`` link one after the other (shifts applied) and leave ``board`` clear."""
    board = board.copy()
    for a, b in moves:
        if find_path(board, a, b) is None:
            return False
        play(board, (a, b), gravity)
    return board.is_clear()


def play_plan(game: Game, clock: FakeClock, plan: Sequence[Move]) -> None:
    """Click ``plan``'s pairs in ``game``, a second apart, an iced pair again once it has
    cracked; asserts that each pair goes."""
    for a, b in plan:
        for _ in range(2):  # an iced pair takes two links
            game.click(a)
            clock.advance(1)
            result = game.click(b)
            if result.outcome is not Outcome.CRACKED:
                break
        assert result.outcome is Outcome.REMOVED, (a, b, result)
