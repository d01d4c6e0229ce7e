"""A process of its own that answers "can this board still be cleared, and how?".

The search is plain Python and keeps a core busy. In a thread of the game's own
process it would hold the interpreter lock the window needs for every redraw
and click: on a 20x30 board the window froze for up to 1.3 s, and quitting
waited for the search. In a separate process it runs on another core, the
window never waits for it, and quitting just ends it.

One process serves every question in turn, each within its own budget
(`SearchBudget`: seconds in the game, a count of positions in tests, whose answers
then do not hang on the machine's speed). A newer question cancels the one
running (the search keeps an eye on its pipe), so a stale question never holds
up a fresh one. Each search goes on from the positions the searches before it
proved lost, while the boards keep their shape and shift mode: the same position
asked again (with more time, while the player thinks), and the positions after
the player's next moves, which the search of the position before has often been
through in part. This module imports no Qt: the process loads only the model.
It is started with "spawn", which imports the program's main module again, so
every entry point keeps its ``if __name__ == "__main__":`` guard.
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import signal
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from llk.model import Board, Move
from llk.model.gravity import ShiftMode
from llk.model.solver import LostPositions, SearchBudget, solve

if TYPE_CHECKING:  # multiprocessing is imported when the process starts, not at the game's
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

_numbers = itertools.count(1)
_KEPT_ANSWERS = 64
_MAX_STARTS = 3
_KEPT_LOST = 1_000_000
"""Positions proven lost the process keeps at most (about 70 MB, some 3 minutes of
search): it keeps them from game to game while the shape and mode stay."""


class Answer(NamedTuple):
    """The solver's answer: ``verdict`` True (with ``moves`` that clear the board), False
    (proven lost) or None (undecided: the budget ran out, or the question was cancelled)."""

    verdict: bool | None
    moves: tuple[Move, ...] = ()


UNDECIDED = Answer(None)


def _serve(conn: Connection) -> None:
    """The worker process: answer questions until the game is gone.

    The game's end of the pipe closing (an end of file, a broken pipe) means the
    game quit or was killed: the process then ends without a word, in the middle of
    a search too. It ignores Ctrl+C, which a terminal sends to the game and to it
    alike: the game quits on it and ends the process (`SolverProcess.stop`).
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    with contextlib.suppress(EOFError, OSError):
        _answer(conn)


def _answer(conn: Connection) -> None:
    """Answer questions in turn; raises EOFError or OSError once the pipe is closed.

    Only the latest of the questions waiting is searched; the others are
    answered None at once, so a burst of moves never builds a backlog. The
    positions proven lost are kept while the boards asked about keep their shape and
    shift mode (`LostPositions` bounds them).
    """
    kept_for: tuple[int, int, str] | None = None
    lost = LostPositions(_KEPT_LOST)
    while True:
        number, rows, gravity, budget, guide = conn.recv()
        while conn.poll():  # a newer question is waiting: this one is stale
            conn.send((number, UNDECIDED))
            number, rows, gravity, budget, guide = conn.recv()
        board = Board.from_rows(rows)
        if (board.rows, board.cols, gravity) != kept_for:
            kept_for, lost = (board.rows, board.cols, gravity), LostPositions(_KEPT_LOST)
        conn.send((number, _solve(board, gravity, budget, lost, guide, conn)))


def _solve(
    board: Board,
    gravity: ShiftMode,
    budget: SearchBudget,
    lost: LostPositions,
    guide: list[Move],
    conn: Connection,
) -> Answer:
    """The search, stopped by the budget or by a newer question on the pipe."""
    try:
        moves = solve(
            board, gravity, budget.seconds, budget.nodes, conn.poll, lost=lost, guide=guide
        )
    except TimeoutError:
        return UNDECIDED
    return Answer(False) if moves is None else Answer(True, tuple(moves))


class SolverProcess:
    """Sends questions to the worker process and keeps its answers by question number.

    The process starts with the first question, and again after it died.
    """

    def __init__(self) -> None:
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        self._answers: dict[int, Answer] = {}
        self._latest_answered = 0
        self._starts_unanswered = 0
        """Starts since the last answer: a process that keeps dying is not started again."""

    def ask(
        self, board: Board, gravity: ShiftMode, budget: SearchBudget, guide: Sequence[Move] = ()
    ) -> int:
        """Send a question, to be searched within ``budget``, with moves thought to lead part
        of the way out if known (`solve`'s ``guide``); returns its number (see `answer`).
        Never raises: without a working process the question is answered None (undecided)."""
        number = next(_numbers)
        self._collect()  # read the answers first, or both ends could wait on a full pipe
        for _attempt in range(2):
            if not self.alive():
                if self._starts_unanswered >= _MAX_STARTS:
                    break
                self._start()
            try:
                assert self._conn is not None
                self._conn.send((number, board.to_rows(), gravity, budget, list(guide)))
                return number
            except (OSError, ValueError, AssertionError):  # it died just now
                self.stop()
        self._answers[number] = UNDECIDED
        return number

    def answer(self, number: int) -> tuple[bool, Answer]:
        """Whether question ``number`` is answered, and the answer. A question the process
        died on is answered undecided."""
        self._collect()
        if number in self._answers:
            return True, self._answers.pop(number)
        if number <= self._latest_answered or not self.alive():  # answered long ago, or lost
            return True, UNDECIDED
        return False, UNDECIDED

    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def stop(self) -> None:
        """End the process at once (the search is never waited for)."""
        if self._process is not None and self._process.pid is not None:
            self._process.kill()
            self._process.join(timeout=1.0)
        self._process = self._conn = None

    def _start(self) -> None:
        self.stop()
        self._starts_unanswered += 1
        import multiprocessing

        context = multiprocessing.get_context("spawn")  # no copy of Qt's threads
        self._conn, theirs = context.Pipe()
        self._process = context.Process(
            target=_serve, args=(theirs,), name="llk-solver", daemon=True
        )
        self._process.start()
        theirs.close()

    def _collect(self) -> None:
        try:
            while self._conn is not None and self._conn.poll():
                number, answer = self._conn.recv()
                self._answers[number] = answer
                self._latest_answered = max(self._latest_answered, number)
                self._starts_unanswered = 0
                if len(self._answers) > _KEPT_ANSWERS:  # answers nobody came for
                    del self._answers[next(iter(self._answers))]
        except (EOFError, OSError):
            self.stop()


_shared: SolverProcess | None = None


def shared() -> SolverProcess:
    """The one solver process of this program, started on first use, ended at exit."""
    global _shared
    if _shared is None:
        _shared = SolverProcess()
        atexit.register(_shared.stop)
    return _shared
