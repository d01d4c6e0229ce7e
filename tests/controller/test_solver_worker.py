"""The solver process's side of the pipe, run in a thread of the test: it answers, a cancel
stops only the question it names, and it ends quietly when the game is gone."""

from __future__ import annotations

import multiprocessing
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from multiprocessing.connection import Connection
from unittest import mock

import pytest

from llk.controller.solver_worker import (
    UNDECIDED,
    Answer,
    Cancel,
    Question,
    Reply,
    answer_questions,
    serve,
)
from llk.model import Board, deal
from llk.model.board.shifts import ShiftMode
from llk.model.solver.search import SearchBudget
from tests.conftest import WAIT_S

EASY = Board.from_rows([[1, 1, 2, 2]])
HARD = deal(20, 30, 48, gravity=ShiftMode.DOWN, seed=14)
"""Undecided under ShiftMode.DOWN after minutes of search."""
LOST_23 = deal(8, 18, 36, seed=23)
"""Proven lost under ShiftMode.DOWN after some 5,000 positions."""
AMPLE = SearchBudget(nodes=100_000)
ENDLESS = SearchBudget()


def question(
    number: int, board: Board, budget: SearchBudget, gravity: ShiftMode = ShiftMode.DOWN
) -> Question:
    return Question(number, board.to_rows(), gravity, budget, [], sorted(board.stones))


@pytest.fixture
def worker() -> Iterator[Connection]:
    """The game's end of a pipe whose other end `answer_questions` serves in a thread."""
    game, theirs = multiprocessing.Pipe()
    serving = threading.Thread(target=serve_until_closed, args=(theirs,), daemon=True)
    serving.start()
    yield game
    game.close()
    serving.join(WAIT_S)
    assert not serving.is_alive()


def serve_until_closed(conn: Connection) -> None:
    with pytest.raises((EOFError, OSError)):
        answer_questions(conn)


def reply(game: Connection) -> Reply:
    assert game.poll(WAIT_S), "no answer"
    received = game.recv()
    assert isinstance(received, Reply)
    return received


def test_it_answers_each_question_by_its_number(worker: Connection) -> None:
    """One question at a time, as the service sends them."""
    worker.send(question(1, EASY, AMPLE))
    assert reply(worker) == Reply(1, Answer(True, (((0, 0), (0, 1)), ((0, 2), (0, 3)))))
    worker.send(question(2, LOST_23, AMPLE))
    assert reply(worker) == Reply(2, Answer(False))


def test_a_cancel_stops_the_question_it_names_only(worker: Connection) -> None:
    """The cancel of another question, there before the search begins, is read at its
    first position and dropped: the search goes on to its verdict. Then a search without
    a bound ends only by its own cancel."""
    worker.send(question(1, LOST_23, AMPLE))
    worker.send(Cancel(7))
    assert reply(worker) == Reply(1, Answer(False))  # decided, not cut short
    worker.send(question(2, HARD, ENDLESS))
    worker.send(Cancel(2))
    assert reply(worker) == Reply(2, UNDECIDED)


def test_a_cancel_that_crossed_its_answer_is_dropped(worker: Connection) -> None:
    worker.send(question(1, EASY, AMPLE))
    assert reply(worker).answer.verdict is True
    worker.send(Cancel(1))  # too late: the process is idle
    worker.send(question(2, LOST_23, AMPLE))
    assert reply(worker) == Reply(2, Answer(False))


@pytest.fixture
def sigint_kept() -> Iterator[None]:
    """`serve` ignores Ctrl+C, as the solver process must: the test run must not."""
    before = signal.getsignal(signal.SIGINT)
    yield
    signal.signal(signal.SIGINT, before)


@pytest.mark.usefixtures("sigint_kept")
def test_the_process_ends_quietly_when_the_game_dies_during_a_search() -> None:
    """The game killed while a search runs: the answer meets a broken pipe, and the process
    ends as quietly as when the pipe closes between questions (no traceback)."""
    game, solver = multiprocessing.Pipe()

    def search_cut_short(*_args: object, **_kwargs: object) -> None:
        game.close()  # killed meanwhile; the search sees it and stops
        raise TimeoutError("cancelled")

    game.send(question(1, EASY, AMPLE, ShiftMode.NONE))
    with mock.patch("llk.controller.solver_worker.solve", search_cut_short):
        serve(solver)  # returns, where the answer's BrokenPipeError escaped


def test_a_process_loads_the_model_and_never_qt() -> None:
    """What a solver process imports to run `serve` ("spawn" imports it by its name)."""
    loaded = "import sys, llk.controller.solver_worker; print(*sorted(sys.modules))"
    result = subprocess.run(
        [sys.executable, "-c", loaded], capture_output=True, text=True, timeout=120, check=True
    )
    modules = result.stdout.split()
    assert "llk.model.solver.search" in modules
    assert not [name for name in modules if name.startswith(("PySide6", "shiboken6"))]


def test_a_board_is_judged_with_its_stones(worker: Connection) -> None:
    """The stones travel beside the rows: a tile they wall in makes the board lost."""
    open_board = Board.from_rows([[1, 0, 0], [0, 1, 0], [0, 0, 0]])
    walled = open_board.with_stones([(0, 1), (1, 0), (1, 2), (2, 1)])
    worker.send(question(1, open_board, AMPLE, ShiftMode.NONE))
    assert reply(worker).answer.verdict is True
    worker.send(question(2, walled, AMPLE, ShiftMode.NONE))
    assert reply(worker) == Reply(2, Answer(False))
