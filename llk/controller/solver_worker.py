"""A solver process: answers "can this board still be cleared, and how?", one question
at a time, for the solver service (`solver_service`).

The search is plain Python and keeps a core busy. In a thread of the game's own
process it would hold the interpreter lock the window needs for every redraw
and click: on a 20x30 board the window froze for up to 1.3 s, and quitting
waited for the search. In a process of its own it runs on another core, the
window never waits for it, and quitting just ends it.

The service sends a process a `Question` only while it is idle, so what comes
while a search runs is a `Cancel`, sent only for the question running there and
only because the client that asked it asked anew: a client never cancels another's
question. A cancel that crossed its question's answer on the pipe comes before the
next question (the service sends that one only once it has the answer), so the
process reads it while idle and drops it.

Each search goes on from the positions the searches before it in the same process
proved lost, while the boards keep their shape and shift mode: the same position
asked again (with more time, while the player thinks), and the positions after the
player's next moves, which the search of the position before has often been through
in part.

This module imports only the model, never Qt: it is all a process loads. Processes
are started with "spawn", which imports the program's main module again, so every
entry point keeps its ``if __name__ == "__main__":`` guard.
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from llk.model import Board, Move, Point
from llk.model.board.shifts import ShiftMode
from llk.model.solver.search import LostPositions, SearchBudget, solve

if TYPE_CHECKING:  # multiprocessing is imported when the process starts, not at the game's
    from multiprocessing.connection import Connection

KEPT_LOST = 1_000_000
"""Positions proven lost a process keeps at most (about 70 MB, some 3 minutes of
search): it keeps them from game to game while the shape and mode stay."""


class Answer(NamedTuple):
    """The solver's answer: ``verdict`` True (with ``moves`` that clear the board), False
    (proven lost) or None (undecided: the budget ran out, or the question was cancelled)."""

    verdict: bool | None
    moves: tuple[Move, ...] = ()


UNDECIDED = Answer(None)


class Question(NamedTuple):
    """A board to search within ``budget``, with moves thought to lead part of the way
    out if known (`solve`'s ``guide``); ``number`` names it in its `Cancel` and answer."""

    number: int
    rows: list[list[int]]
    gravity: ShiftMode
    budget: SearchBudget
    guide: list[Move]
    stones: list[Point]
    """The board's stones (`Board.stones`), which its rows do not show."""


class Cancel(NamedTuple):
    """Stop the search of question ``number`` (it is answered undecided)."""

    number: int


class Reply(NamedTuple):
    number: int
    answer: Answer


def serve(conn: Connection) -> None:
    """The process: answer questions until the game is gone.

    The game's end of the pipe closing (an end of file, a broken pipe) means the
    game quit or was killed: the process then ends without a word, in the middle of
    a search too. It ignores Ctrl+C, which a terminal sends to the game and to it
    alike: the game quits on it and ends the process (`SolverService.stop`).
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    with contextlib.suppress(EOFError, OSError):
        answer_questions(conn)


def answer_questions(conn: Connection) -> None:
    """Answer the questions in turn; raises EOFError or OSError once the pipe is closed.

    The positions proven lost are kept while the boards asked about keep their shape
    and shift mode (`LostPositions` bounds them).
    """
    kept_for: tuple[int, int, ShiftMode, frozenset[Point]] | None = None
    lost = LostPositions(KEPT_LOST)
    while True:
        question = conn.recv()
        if isinstance(question, Cancel):
            continue  # it crossed the answer of its question: nothing runs to stop
        board = Board.from_rows(question.rows).with_stones(question.stones)
        if (board.rows, board.cols, question.gravity, board.stones) != kept_for:
            kept_for = (board.rows, board.cols, question.gravity, board.stones)
            lost = LostPositions(KEPT_LOST)
        answer = _solve(board, question, lost, _cancelled(conn, question.number))
        conn.send(Reply(question.number, answer))


def _cancelled(conn: Connection, number: int) -> Callable[[], bool]:
    """Whether question ``number`` is cancelled: read at every position searched, a
    look at the pipe (a system call) unless a message waits there."""

    def cancelled() -> bool:
        while conn.poll():
            if conn.recv() == Cancel(number):
                return True
        return False

    return cancelled


def _solve(
    board: Board, question: Question, lost: LostPositions, cancelled: Callable[[], bool]
) -> Answer:
    """The search, stopped by the budget or by its cancel."""
    budget = question.budget
    try:
        moves = solve(
            board,
            question.gravity,
            budget.seconds,
            budget.nodes,
            cancelled,
            lost=lost,
            guide=question.guide,
        )
    except TimeoutError:
        return UNDECIDED
    return Answer(False) if moves is None else Answer(True, tuple(moves))
