"""The solver's own process: answers, cancels stale questions, survives being killed."""

from __future__ import annotations

import multiprocessing
import runpy
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from unittest import mock

import pytest

from llk.controller.solver_process import UNDECIDED, Answer, SolverProcess, _serve
from llk.model import Board, deal, find_moves, play
from llk.model.gravity import ShiftMode
from llk.model.layouts import Layout
from llk.model.solvable import solvable_deal
from llk.model.solver import SearchBudget
from tests.conftest import WAIT_S

CROSSED = Board.from_rows([[1, 2], [2, 1]])
"""Two faces blocking each other: proven impossible at once."""
EASY = Board.from_rows([[1, 1, 2, 2]])
HARD = deal(20, 30, 48, gravity="down", seed=14)
"""Undecided under "down" after minutes of search."""
NO_TIME = SearchBudget(nodes=0)
AMPLE = SearchBudget(nodes=100_000)
"""Far more positions than the small boards here take (deal 23 below takes some 5,000)."""
ENDLESS = SearchBudget()
"""No bound: only a newer question, or the end of the process, ends such a search."""


def answer_of(worker: SolverProcess, number: int) -> Answer:
    """The answer to question ``number``; every budget here counts positions, so the
    machine's speed decides how soon it comes, never what it is."""
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline:
        done, answer = worker.answer(number)
        if done:
            return answer
        time.sleep(0.01)
    raise AssertionError(f"question {number} unanswered after {WAIT_S} s")


def wait_for(worker: SolverProcess, number: int) -> bool | None:
    return answer_of(worker, number).verdict


def test_it_answers_yes_no_and_undecided() -> None:
    worker = SolverProcess()
    try:
        assert wait_for(worker, worker.ask(EASY, ShiftMode.NONE, AMPLE)) is True
        assert wait_for(worker, worker.ask(CROSSED, ShiftMode.NONE, AMPLE)) is False
        assert wait_for(worker, worker.ask(HARD, ShiftMode.DOWN, NO_TIME)) is None
        assert wait_for(worker, worker.ask(HARD, ShiftMode.DOWN, SearchBudget(seconds=0.0))) is None
    finally:
        worker.stop()


def test_a_clearable_board_comes_with_moves_that_clear_it() -> None:
    worker = SolverProcess()
    board = deal(4, 6, 6, gravity="down", solvable=True, seed=3)
    try:
        verdict, moves = answer_of(worker, worker.ask(board, ShiftMode.DOWN, AMPLE))
    finally:
        worker.stop()
    assert verdict is True and len(moves) == board.tile_count() // 2
    for move in moves:
        play(board, move, ShiftMode.DOWN)
    assert board.is_clear()


def test_the_same_position_asked_again_goes_on_from_the_last_search() -> None:
    """Random 8x18 deal 23 under "down" takes some 5,000 positions to prove lost: asked
    again and again with 1,500, it is proven, as the watcher's longer questions rely on
    (each question on its own never gets there: `tests/model/test_solver.py`)."""
    worker = SolverProcess()
    board = deal(8, 18, 36, seed=23)
    try:
        verdicts: list[bool | None] = []
        for _ in range(10):
            verdicts.append(
                wait_for(worker, worker.ask(board, ShiftMode.DOWN, SearchBudget(nodes=1500)))
            )
            if verdicts[-1] is not None:
                break
    finally:
        worker.stop()
    assert verdicts[0] is None and verdicts[-1] is False


def test_the_positions_after_the_next_moves_go_on_from_the_searches_before() -> None:
    """Once deal 23 under "down" is proven lost, the position after a move is answered
    lost with no time at all (it is in the table the process kept), and the table goes
    when the shape changes."""
    worker = SolverProcess()
    board = deal(8, 18, 36, seed=23)
    after = board.copy()
    play(after, find_moves(board)[0], ShiftMode.DOWN)
    try:
        assert wait_for(worker, worker.ask(board, ShiftMode.DOWN, AMPLE)) is False
        assert wait_for(worker, worker.ask(after, ShiftMode.DOWN, NO_TIME)) is False
        assert wait_for(worker, worker.ask(EASY, ShiftMode.DOWN, AMPLE)) is True  # another shape
        assert wait_for(worker, worker.ask(after, ShiftMode.DOWN, NO_TIME)) is None
    finally:
        worker.stop()


def test_a_guide_goes_with_the_question() -> None:
    """A fair 16x30 "right" deal with its own way out as the guide: the process answers
    with that very way out, without searching a single position."""
    board, solution = solvable_deal(16, 30, 120, Layout.FULL, ShiftMode.RIGHT, 1)
    worker = SolverProcess()
    try:
        number = worker.ask(board, ShiftMode.RIGHT, SearchBudget(nodes=1), solution)
        verdict, moves = answer_of(worker, number)
    finally:
        worker.stop()
    assert verdict is True and list(moves) == solution


def test_a_newer_question_cancels_the_one_running() -> None:
    """A search with no bound ends only when a newer question comes: the newer one is
    answered at all only if it does."""
    worker = SolverProcess()
    try:
        slow = worker.ask(HARD, ShiftMode.DOWN, ENDLESS)
        quick = worker.ask(EASY, ShiftMode.NONE, AMPLE)
        assert wait_for(worker, quick) is True
        assert wait_for(worker, slow) is None  # cancelled: undecided
    finally:
        worker.stop()


def test_a_dead_process_answers_undecided_and_is_started_again() -> None:
    worker = SolverProcess()
    try:
        open_question = worker.ask(HARD, ShiftMode.DOWN, ENDLESS)
        worker.stop()
        assert worker.answer(open_question) == (True, UNDECIDED)
        assert wait_for(worker, worker.ask(EASY, ShiftMode.NONE, AMPLE)) is True
    finally:
        worker.stop()


def test_running_the_package_again_as_the_solver_does_starts_no_game() -> None:
    """ "spawn" imports the main module under another name: it must not open a window."""
    with mock.patch("llk.app.main") as main:
        runpy.run_module("llk.__main__", run_name="__mp_main__")
    main.assert_not_called()


def test_a_process_that_cannot_start_gives_undecided_answers_and_no_error() -> None:
    """If the process dies at once every time (say, a script without a main guard), the
    game goes on without the solver instead of failing."""
    worker = SolverProcess()
    with mock.patch("llk.controller.solver_process._serve", sys.exit):  # dies at once
        numbers = [worker.ask(EASY, ShiftMode.NONE, AMPLE) for _ in range(6)]
        assert [wait_for(worker, n) for n in numbers] == [None] * 6
    worker.stop()


def test_a_burst_of_questions_never_blocks_and_only_the_last_is_searched() -> None:
    """Thousands of questions with nobody reading the answers in between, each of them
    searched without end if searched at all: the asking side never waits on a full pipe
    (the burst is asked from a thread, so that a wait fails the test instead of hanging
    it), and the last question still gets its verdict."""
    worker = SolverProcess()
    numbers: list[int] = []

    def burst() -> None:
        numbers.extend(worker.ask(HARD, ShiftMode.DOWN, ENDLESS) for _ in range(3000))
        numbers.append(worker.ask(EASY, ShiftMode.NONE, AMPLE))

    asking = threading.Thread(target=burst, daemon=True)
    try:
        asking.start()
        asking.join(WAIT_S)
        assert not asking.is_alive(), "asking waited on the pipe"
        assert wait_for(worker, numbers[-1]) is True
        assert wait_for(worker, numbers[0]) is None
    finally:
        worker.stop()


@pytest.fixture
def sigint_kept() -> Iterator[None]:
    """`_serve` ignores Ctrl+C, as the solver process must: the test run must not."""
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

    game.send((1, EASY.to_rows(), "none", AMPLE, []))
    with mock.patch("llk.controller.solver_process.solve", search_cut_short):
        _serve(solver)  # returns, where the answer's BrokenPipeError escaped


KILLED_GAME = """
import os, signal
from llk.controller.solver_process import SolverProcess
from llk.model import Board
from llk.model.solver import SearchBudget
from llk.model.layouts import Layout
from llk.model.gravity import ShiftMode

worker = SolverProcess()
question = worker.ask(Board.from_rows([[1, 1]]), "none", SearchBudget(nodes=100))
while not worker.answer(question)[0]:
    worker._conn.poll(1.0)
assert worker._process is not None and worker._process.pid is not None
os.kill(worker._process.pid, signal.SIGINT)  # Ctrl+C in the terminal reaches both
worker.ask(Board.from_rows([[1, 1]]), "none", SearchBudget(nodes=100))
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_the_process_of_a_killed_game_says_nothing() -> None:
    """A game that started the solver process, then had Ctrl+C and was killed: the process
    writes nothing (it shares the game's standard error) and ends (the pipe closes only
    when it has)."""
    result = subprocess.run(
        [sys.executable, "-c", KILLED_GAME], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == -signal.SIGKILL
    assert result.stderr == ""
