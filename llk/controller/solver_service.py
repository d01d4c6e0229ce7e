"""The solver service: the solver's processes (`solver_worker`), shared by every part
that asks whether a board can still be cleared (the winnable watcher; computer players
next), each through a client of its own.

A client has at most one question open: its newer question cancels its older one,
waiting or running, and never another client's. The service runs one process per
core but the window's, at least one; each starts with the first question it gets,
and again after it died, unless it died `MAX_STARTS` times in a row without an
answer (then it is left off; with none left, questions are answered undecided).
With more clients asking than processes, the questions wait in line, the clients
each in their turn: a client whose question was searched goes to the back of the
line with its next one, a client still waiting keeps its place with its newer one.
A question goes to the process its client's last question went to whenever that one
is free, or about to be (it is stopping the client's cancelled search): the
positions that process proved lost are the ones the client's boards meet again.

The service runs no thread and no timer: it reads the answers and sends the waiting
questions whenever a client asks, or looks for its answer (`SolverClient.answer`),
as each client with a question open does until it is answered. A process never has
more than a question and its cancel on its pipe, so neither end ever waits on a full
pipe, however fast the questions come.
"""

from __future__ import annotations

import contextlib
import itertools
import os
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from llk.controller import solver_worker
from llk.controller.solver_worker import UNDECIDED, Answer, Cancel, Question
from llk.model import Board, Move
from llk.model.board.shifts import ShiftMode
from llk.model.solver.search import SearchBudget

if TYPE_CHECKING:  # multiprocessing is imported when a process starts, not at the game's
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

MAX_STARTS = 3
"""Starts of a process in a row without an answer: one that keeps dying is left off."""
_numbers = itertools.count(1)


def cores_to_use() -> int:
    """The processes a service runs at most: a core each, but the window's, at least one.
    The cores this process may run on, where the system says (a container or `taskset`
    may allow fewer than the machine has)."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return max(1, (cores or 1) - 1)


class Solver(Protocol):
    """What a part asks of the solver: a line of its own (a `SolverClient`; a fake in tests)."""

    def ask(
        self, board: Board, gravity: ShiftMode, budget: SearchBudget, guide: Sequence[Move] = ()
    ) -> None: ...

    def answer(self) -> Answer | None: ...

    def cancel(self) -> None: ...


class SolverClient:
    """One part's line to a `SolverService`, with at most one question open. Its three
    fields are the service's to keep."""

    def __init__(self, service: SolverService) -> None:
        self._service = service
        self.question: Question | None = None
        """The question asked last, until it is answered or cancelled."""
        self.answered: Answer | None = None
        """Its answer, until it is taken (`answer`)."""
        self.last_process: _Process | None = None
        """Where the client's last question was searched."""

    def ask(
        self, board: Board, gravity: ShiftMode, budget: SearchBudget, guide: Sequence[Move] = ()
    ) -> None:
        """Ask whether ``board`` can be cleared under ``gravity``, within ``budget``, with
        moves thought to lead part of the way out if known (`solve`'s ``guide``); this
        client's question still open is cancelled. Never waits, never raises: without a
        working process the answer is undecided."""
        question = Question(
            next(_numbers), board.to_rows(), gravity, budget, list(guide), sorted(board.stones)
        )
        self._service.ask(self, question)

    def answer(self) -> Answer | None:
        """The answer to the question asked last, once it came (None until then, and
        once it was taken)."""
        self._service.pump()
        answer, self.answered = self.answered, None
        return answer

    def cancel(self) -> None:
        """Drop the question open: it is never answered."""
        self._service.withdraw(self)
        self.answered = None


class SolverService:
    """The solver's processes, and the questions of its clients waiting for them."""

    def __init__(self, processes: int | None = None) -> None:
        """At most ``processes`` processes (by default `cores_to_use`), none started yet."""
        self._processes = [_Process() for _ in range(processes or cores_to_use())]
        self._line: list[SolverClient] = []
        """The clients whose question waits for a process, the longest waiting first."""

    def client(self) -> SolverClient:
        return SolverClient(self)

    def stop(self) -> None:
        """End every process at once (no search is waited for); every question open is
        answered undecided. A later question starts them again."""
        for process in self._processes:
            process.stop()
        for client in self._line:
            _give(client, UNDECIDED)
        self._line.clear()
        self._collect()

    def ask(self, client: SolverClient, question: Question) -> None:
        """``client`` asks ``question`` (see `SolverClient.ask`): it takes the place of the
        one waiting, or the one running is cancelled and it joins the line. O(processes +
        clients waiting)."""
        if client not in self._line:
            self._cancel_running(client)
            self._line.append(client)
        client.question, client.answered = question, None
        self.pump()

    def withdraw(self, client: SolverClient) -> None:
        """``client`` no longer wants an answer to its question. O(processes + line)."""
        self._cancel_running(client)
        if client in self._line:
            self._line.remove(client)
        client.question = None

    def pump(self) -> None:
        """Take the answers that came, then send the waiting questions to the processes
        free for them (starting processes as needed). O(processes x clients waiting)."""
        self._collect()
        if not any(process.usable() for process in self._processes):
            for client in self._line:
                _give(client, UNDECIDED)
            self._line.clear()
        for client in list(self._line):
            process = self._process_for(client)
            assert client.question is not None  # the line holds the clients with one waiting
            if process is not None and process.send(client.question, client):
                self._line.remove(client)
                client.last_process = process

    def _collect(self) -> None:
        for process in self._processes:
            finished = process.finished()
            if finished is not None:
                client, question, answer = finished
                if client.question is question:  # not cancelled meanwhile
                    _give(client, answer)

    def _cancel_running(self, client: SolverClient) -> None:
        for process in self._processes:
            if process.client is client:
                process.cancel()

    def _process_for(self, client: SolverClient) -> _Process | None:
        """The process for ``client``'s question, None while it must wait: the client's
        last process if free or stopping the client's cancelled search, else a free process
        already running, else one to start."""
        last = client.last_process
        if last is not None and last.usable():
            if last.idle:
                return last
            if last.client is client:
                return None
        free = [process for process in self._processes if process.idle and process.usable()]
        return next((process for process in free if process.alive()), next(iter(free), None))


def _give(client: SolverClient, answer: Answer) -> None:
    client.question, client.answered = None, answer


class _Process:
    """One solver process, and the question it is searching, if any."""

    def __init__(self) -> None:
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        self.question: Question | None = None
        self.client: SolverClient | None = None
        """Who asked `question`; it may have asked anew since (then `question` is cancelled)."""
        self._cancelled = False
        self._starts_unanswered = 0
        """Starts since the last answer: a process that keeps dying is not started again."""

    @property
    def idle(self) -> bool:
        return self.question is None

    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def usable(self) -> bool:
        return self.alive() or self._starts_unanswered < MAX_STARTS

    def send(self, question: Question, client: SolverClient) -> bool:
        """Send ``question`` (asked by ``client``), starting the process if need be; whether
        it went (not when the process died just now: it is started again next time)."""
        if not self.alive():
            self._start()
        try:
            assert self._conn is not None
            self._conn.send(question)
        except (OSError, ValueError):
            self.stop()
            return False
        self.question, self.client, self._cancelled = question, client, False
        return True

    def cancel(self) -> None:
        """Stop the search of `question` (once; a process that died is found out later)."""
        if self.question is not None and not self._cancelled and self._conn is not None:
            self._cancelled = True
            with contextlib.suppress(OSError, ValueError):
                self._conn.send(Cancel(self.question.number))

    def finished(self) -> tuple[SolverClient, Question, Answer] | None:
        """The question searched, its client and its answer, once answered (undecided if
        the process died on it); the process is then free."""
        if self.question is None or self.client is None:
            return None
        dead = not self.alive()  # before reading: what it sent before it died is there
        answer = self._received()
        if answer is None and not dead:
            return None
        finished = (self.client, self.question, UNDECIDED if answer is None else answer)
        self.question = self.client = None
        return finished

    def _received(self) -> Answer | None:
        try:
            if self._conn is not None and self._conn.poll():
                reply: solver_worker.Reply = self._conn.recv()
                assert self.question is not None and reply.number == self.question.number
                self._starts_unanswered = 0
                return reply.answer
        except (EOFError, OSError):
            self.stop()
        return None

    def stop(self) -> None:
        """End the process at once (the search is never waited for)."""
        if self._process is not None and self._process.pid is not None:
            self._process.kill()
            self._process.join(timeout=1.0)
        if self._conn is not None:
            self._conn.close()
        self._process = self._conn = None

    def _start(self) -> None:
        self.stop()
        self._starts_unanswered += 1
        import multiprocessing

        context = multiprocessing.get_context("spawn")  # no copy of Qt's threads
        self._conn, theirs = context.Pipe()
        self._process = context.Process(
            target=solver_worker.serve, args=(theirs,), name="llk-solver", daemon=True
        )
        self._process.start()
        theirs.close()
