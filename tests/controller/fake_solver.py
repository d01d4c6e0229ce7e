"""A solver client that answers from a script, at once, in the test's own process: the
watcher and the game controller are tested with it without a solver process."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from llk.controller.solver_worker import UNDECIDED, Answer
from llk.model import Board, Move, solve
from llk.model.board.shifts import ShiftMode
from llk.model.solver.search import SearchBudget


class Asked(NamedTuple):
    board: Board
    gravity: ShiftMode
    budget: SearchBudget
    guide: list[Move]


Script = Callable[[Asked], Answer | None]
"""The answer to a question, or None for one that stays open (a search still running)
until the next question or a cancel."""


def in_turn(*answers: Answer | None) -> Script:
    """The answers to the questions, in the order asked; asking more fails the test."""
    left = list(answers)

    def script(asked: Asked) -> Answer | None:
        assert left, f"a question the script does not answer: {asked}"
        return left.pop(0)

    return script


def searched(asked: Asked) -> Answer:
    """The model's own search, here and now, within the question's count of positions
    (a test never gives it seconds: the answer would hang on the machine's speed)."""
    assert asked.budget.seconds is None, "a budget in seconds"
    try:
        moves = solve(asked.board, asked.gravity, None, asked.budget.nodes, guide=asked.guide)
    except TimeoutError:
        return UNDECIDED
    return Answer(False) if moves is None else Answer(True, tuple(moves))


class FakeSolver:
    """Stands in for a `SolverClient`: each question is answered as ``script`` says, the
    moment it is asked; what was asked (`asked`) and how often a question still open was
    dropped (`cancelled`) are kept."""

    def __init__(self, script: Script = searched) -> None:
        self._script = script
        self._answer: Answer | None = None
        self._open = False
        self.asked: list[Asked] = []
        self.cancelled = 0

    def ask(
        self, board: Board, gravity: ShiftMode, budget: SearchBudget, guide: Sequence[Move] = ()
    ) -> None:
        self.cancel()
        self.asked.append(Asked(board.copy(), gravity, budget, list(guide)))
        self._answer = self._script(self.asked[-1])
        self._open = True

    def answer(self) -> Answer | None:
        answer, self._answer = self._answer, None
        if answer is not None:
            self._open = False
        return answer

    def cancel(self) -> None:
        if self._open:
            self.cancelled += 1
        self._answer, self._open = None, False
