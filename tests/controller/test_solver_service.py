"""The solver service, with real processes: each client gets the answer to its own
question, its newer question cancels only its own older one, the clients wait their
turns for a bounded count of processes, and a process that dies is started again."""

from __future__ import annotations

import multiprocessing
import runpy
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from unittest import mock

import pytest
from pytestqt.qtbot import QtBot

from llk.controller.solver_service import SolverClient, SolverService
from llk.controller.solver_worker import UNDECIDED, Answer
from llk.model import Board, deal, find_moves, play
from llk.model.board.layouts import Layout
from llk.model.board.shifts import ShiftMode
from llk.model.solver.search import SearchBudget
from llk.model.solver.solvable import solvable_deal
from tests.conftest import WAIT_S

CROSSED = Board.from_rows([[1, 2], [2, 1]])
"""Two faces blocking each other: proven impossible at once."""
EASY = Board.from_rows([[1, 1, 2, 2]])
HARD = deal(20, 30, 48, gravity=ShiftMode.DOWN, seed=14)
"""Undecided under ShiftMode.DOWN after minutes of search."""
LOST_23 = deal(8, 18, 36, seed=23)
"""Proven lost under ShiftMode.DOWN after some 5,000 positions."""
NO_TIME = SearchBudget(nodes=0)
AMPLE = SearchBudget(nodes=100_000)
"""Far more positions than the small boards here take (deal 23 below takes some 5,000)."""
ENDLESS = SearchBudget()
"""No bound: only a newer question of its client, or the end of the process, ends it."""


@pytest.fixture
def service() -> Iterator[SolverService]:
    """A service of one process."""
    one = SolverService(processes=1)
    yield one
    one.stop()


@pytest.fixture
def two() -> Iterator[SolverService]:
    """A service of two processes."""
    service = SolverService(processes=2)
    yield service
    service.stop()


def answer_of(qtbot: QtBot, client: SolverClient) -> Answer:
    """The answer to ``client``'s question; every budget here counts positions, so the
    machine's speed decides how soon it comes, never what it is."""
    came: list[Answer] = []

    def answered() -> bool:
        answer = client.answer()
        if answer is not None:
            came.append(answer)
        return bool(came)

    qtbot.waitUntil(answered)
    return came[0]


def verdict_of(qtbot: QtBot, client: SolverClient) -> bool | None:
    return answer_of(qtbot, client).verdict


def solver_processes() -> set[multiprocessing.process.BaseProcess]:
    return {p for p in multiprocessing.active_children() if p.name == "llk-solver"}


def test_it_answers_yes_no_and_undecided(qtbot: QtBot, service: SolverService) -> None:
    client = service.client()
    for board, gravity, budget, verdict in [
        (EASY, ShiftMode.NONE, AMPLE, True),
        (CROSSED, ShiftMode.NONE, AMPLE, False),
        (HARD, ShiftMode.DOWN, NO_TIME, None),
        (HARD, ShiftMode.DOWN, SearchBudget(seconds=0.0), None),
    ]:
        client.ask(board, gravity, budget)
        assert verdict_of(qtbot, client) is verdict


def test_an_answer_is_given_once(qtbot: QtBot, service: SolverService) -> None:
    client = service.client()
    assert client.answer() is None  # nothing asked
    client.ask(EASY, ShiftMode.NONE, AMPLE)
    assert verdict_of(qtbot, client) is True
    assert client.answer() is None


def test_a_clearable_board_comes_with_moves_that_clear_it(
    qtbot: QtBot, service: SolverService
) -> None:
    board = deal(4, 6, 6, gravity=ShiftMode.DOWN, solvable=True, seed=3)
    client = service.client()
    client.ask(board, ShiftMode.DOWN, AMPLE)
    verdict, moves = answer_of(qtbot, client)
    assert verdict is True and len(moves) == board.tile_count() // 2
    for move in moves:
        play(board, move, ShiftMode.DOWN)
    assert board.is_clear()


def test_the_same_position_asked_again_goes_on_from_the_last_search(
    qtbot: QtBot, service: SolverService
) -> None:
    """Random 8x18 deal 23 under ShiftMode.DOWN takes some 5,000 positions to prove lost: asked
    again and again with 1,500, it is proven, as the watcher's longer questions rely on
    (each question on its own never gets there: `tests/model/solver/test_search.py`)."""
    client = service.client()
    verdicts: list[bool | None] = []
    for _ in range(10):
        client.ask(LOST_23, ShiftMode.DOWN, SearchBudget(nodes=1500))
        verdicts.append(verdict_of(qtbot, client))
        if verdicts[-1] is not None:
            break
    assert verdicts[0] is None and verdicts[-1] is False


def test_the_positions_after_the_next_moves_go_on_from_the_searches_before(
    qtbot: QtBot, service: SolverService
) -> None:
    """Once deal 23 under ShiftMode.DOWN is proven lost, the position after a move is answered
    lost with no time at all (it is in the table the process kept), and the table goes
    when the shape changes."""
    after = LOST_23.copy()
    play(after, find_moves(LOST_23)[0], ShiftMode.DOWN)
    client = service.client()
    for board, budget, verdict in [
        (LOST_23, AMPLE, False),
        (after, NO_TIME, False),
        (EASY, AMPLE, True),  # another shape
        (after, NO_TIME, None),
    ]:
        client.ask(board, ShiftMode.DOWN, budget)
        assert verdict_of(qtbot, client) is verdict


def test_a_guide_goes_with_the_question(qtbot: QtBot, service: SolverService) -> None:
    """A fair 16x30 ShiftMode.RIGHT deal with its own way out as the guide: the process answers
    with that very way out, without searching a single position."""
    board, solution = solvable_deal(16, 30, 120, Layout.FULL, ShiftMode.RIGHT, 1)
    client = service.client()
    client.ask(board, ShiftMode.RIGHT, SearchBudget(nodes=1), solution)
    verdict, moves = answer_of(qtbot, client)
    assert verdict is True and list(moves) == solution


def test_a_newer_question_cancels_the_one_running(qtbot: QtBot, service: SolverService) -> None:
    """A search with no bound ends only when its client asks anew: the newer question is
    answered at all only if it does."""
    client = service.client()
    client.ask(HARD, ShiftMode.DOWN, ENDLESS)
    client.ask(EASY, ShiftMode.NONE, AMPLE)
    assert verdict_of(qtbot, client) is True


def test_two_clients_asking_at_once_each_get_their_own_answer(
    qtbot: QtBot, two: SolverService
) -> None:
    """Two processes, a question each, searched side by side."""
    player, computer = two.client(), two.client()
    fair = deal(4, 6, 6, gravity=ShiftMode.DOWN, solvable=True, seed=3)
    player.ask(LOST_23, ShiftMode.DOWN, AMPLE)
    computer.ask(fair, ShiftMode.DOWN, AMPLE)
    assert len(solver_processes()) == 2
    verdict, moves = answer_of(qtbot, computer)
    assert verdict is True and len(moves) == fair.tile_count() // 2
    assert answer_of(qtbot, player) == Answer(False)


def test_a_question_waiting_for_the_one_process_cancels_nothing(
    qtbot: QtBot, service: SolverService
) -> None:
    """One process, two clients: the second one's question waits for the first one's
    search to end, which goes on to its verdict."""
    player, computer = service.client(), service.client()
    player.ask(LOST_23, ShiftMode.DOWN, AMPLE)
    computer.ask(EASY, ShiftMode.NONE, AMPLE)
    assert verdict_of(qtbot, computer) is True
    assert player.answer() == Answer(False)  # searched to the end before the other


def test_a_client_asking_anew_cancels_only_its_own_question(
    qtbot: QtBot, two: SolverService
) -> None:
    """The player's endless search is cancelled by the player's newer question; the
    computer's search, running beside it, goes on to its verdict."""
    player, computer = two.client(), two.client()
    player.ask(HARD, ShiftMode.DOWN, ENDLESS)
    computer.ask(LOST_23, ShiftMode.DOWN, AMPLE)
    player.ask(EASY, ShiftMode.NONE, AMPLE)
    assert verdict_of(qtbot, player) is True
    assert verdict_of(qtbot, computer) is False


def test_a_client_asking_anew_drops_its_question_still_waiting(
    qtbot: QtBot, service: SolverService
) -> None:
    """The computer's first question waits behind the player's endless one: its second
    takes its place in the line, and the player's newer question cancels the endless one;
    the computer's is searched first (it waited longest)."""
    player, computer = service.client(), service.client()
    player.ask(HARD, ShiftMode.DOWN, ENDLESS)
    computer.ask(HARD, ShiftMode.DOWN, ENDLESS)  # would hold the process for good
    computer.ask(CROSSED, ShiftMode.NONE, AMPLE)
    player.ask(EASY, ShiftMode.NONE, AMPLE)
    assert verdict_of(qtbot, computer) is False
    assert verdict_of(qtbot, player) is True


def test_a_client_keeps_to_the_process_of_its_last_question(
    qtbot: QtBot, two: SolverService
) -> None:
    """Asking anew while its search stops, a client waits for that process (where the
    positions its searches proved lost are) rather than start another."""
    client = two.client()
    for _ in range(5):
        client.ask(HARD, ShiftMode.DOWN, ENDLESS)
    client.ask(EASY, ShiftMode.NONE, AMPLE)
    assert verdict_of(qtbot, client) is True
    assert len(solver_processes()) == 1


def test_it_never_runs_more_processes_than_its_bound(qtbot: QtBot, two: SolverService) -> None:
    """Three clients with endless questions and two processes: the third waits, and the
    others' newer questions are answered all the same, on the same two processes."""
    first, second, third = two.client(), two.client(), two.client()
    for client in (first, second, third):
        client.ask(HARD, ShiftMode.DOWN, ENDLESS)
    started = solver_processes()
    assert len(started) == 2
    first.ask(EASY, ShiftMode.NONE, AMPLE)
    second.ask(CROSSED, ShiftMode.NONE, AMPLE)
    assert verdict_of(qtbot, first) is True
    assert verdict_of(qtbot, second) is False
    third.ask(EASY, ShiftMode.NONE, AMPLE)
    assert verdict_of(qtbot, third) is True
    assert solver_processes() == started


def test_the_clients_waiting_are_served_in_turn(qtbot: QtBot, service: SolverService) -> None:
    """One process, searching the player's endless question; two computers' questions
    wait. The player asks anew: its new question goes to the back of the line, so by the
    time it is answered, both computers' were (one process searches one at a time)."""
    player, first, second = service.client(), service.client(), service.client()
    player.ask(HARD, ShiftMode.DOWN, ENDLESS)
    first.ask(LOST_23, ShiftMode.DOWN, AMPLE)
    second.ask(deal(4, 6, 6, gravity=ShiftMode.DOWN, solvable=True, seed=3), ShiftMode.DOWN, AMPLE)
    player.ask(EASY, ShiftMode.NONE, AMPLE)
    assert verdict_of(qtbot, player) is True
    assert first.answer() == Answer(False)
    second_answer = second.answer()
    assert second_answer is not None and second_answer.verdict is True


def test_a_dead_process_answers_undecided_and_is_started_again(
    qtbot: QtBot, service: SolverService
) -> None:
    client = service.client()
    client.ask(HARD, ShiftMode.DOWN, ENDLESS)
    [process] = solver_processes()
    process.kill()
    assert answer_of(qtbot, client) == UNDECIDED
    client.ask(EASY, ShiftMode.NONE, AMPLE)
    assert verdict_of(qtbot, client) is True


def test_stopping_answers_every_open_question_undecided(
    qtbot: QtBot, service: SolverService
) -> None:
    """Both the question searched and the one waiting; a later question starts it again."""
    running, waiting = service.client(), service.client()
    running.ask(HARD, ShiftMode.DOWN, ENDLESS)
    waiting.ask(EASY, ShiftMode.NONE, AMPLE)
    service.stop()
    assert not solver_processes()
    assert (running.answer(), waiting.answer()) == (UNDECIDED, UNDECIDED)
    waiting.ask(EASY, ShiftMode.NONE, AMPLE)
    assert verdict_of(qtbot, waiting) is True


def test_a_cancelled_question_is_never_answered(qtbot: QtBot, service: SolverService) -> None:
    client, other = service.client(), service.client()
    client.ask(HARD, ShiftMode.DOWN, ENDLESS)
    client.cancel()
    other.ask(EASY, ShiftMode.NONE, AMPLE)  # searched once the cancelled search stopped
    assert verdict_of(qtbot, other) is True
    assert client.answer() is None


def test_running_the_package_again_as_the_solver_does_starts_no_game() -> None:
    """ "spawn" imports the main module under another name: it must not open a window."""
    with mock.patch("llk.app.main") as main:
        runpy.run_module("llk.__main__", run_name="__mp_main__")
    main.assert_not_called()


def test_a_process_that_cannot_start_gives_undecided_answers_and_no_error(
    qtbot: QtBot, service: SolverService
) -> None:
    """If the process dies at once every time (say, a script without a main guard), the
    game goes on without the solver instead of failing."""
    client = service.client()
    with mock.patch("llk.controller.solver_worker.serve", sys.exit):  # dies at once
        for _ in range(6):
            client.ask(EASY, ShiftMode.NONE, AMPLE)
            assert answer_of(qtbot, client) == UNDECIDED


def test_a_burst_of_questions_never_blocks_and_only_the_last_is_answered(
    qtbot: QtBot, service: SolverService
) -> None:
    """Thousands of questions with nobody reading the answers in between, each of them
    searched without end if searched at all: the asking side never waits on a full pipe
    (the burst is asked from a thread, so that a wait fails the test instead of hanging
    it), and the last question still gets its verdict."""
    client = service.client()

    def burst() -> None:
        for _ in range(3000):
            client.ask(HARD, ShiftMode.DOWN, ENDLESS)
        client.ask(EASY, ShiftMode.NONE, AMPLE)

    asking = threading.Thread(target=burst, daemon=True)
    asking.start()
    asking.join(WAIT_S)
    assert not asking.is_alive(), "asking waited on the pipe"
    assert verdict_of(qtbot, client) is True


KILLED_GAME = """
import multiprocessing, os, signal, time
from llk.controller.solver_service import SolverService
from llk.model import Board
from llk.model.board.shifts import ShiftMode
from llk.model.solver.search import SearchBudget

client = SolverService(processes=1).client()
client.ask(Board.from_rows([[1, 1]]), ShiftMode.NONE, SearchBudget(nodes=100))
while client.answer() is None:  # the process is serving: Ctrl+C is ignored from now on
    time.sleep(0.01)
[solver] = multiprocessing.active_children()
os.kill(solver.pid, signal.SIGINT)  # Ctrl+C in the terminal reaches both
client.ask(Board.from_rows([[1, 1]]), ShiftMode.NONE, SearchBudget(nodes=100))
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
