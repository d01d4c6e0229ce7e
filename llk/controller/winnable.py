"""Asks the solver, off the GUI thread, whether a position can still be cleared.

The solver is plain Python, so it runs in one worker thread with a time budget;
a newer question cancels the older one, and only answers to the latest question
are passed on. The window stays responsive because the thread gives up the
interpreter lock many times a second. The worker never touches Qt: the GUI
thread polls for the answer, so no Qt lock is ever taken from two threads.
"""

from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, QTimer, Signal

from llk.model import Board
from llk.model.solver import solve

BUDGET_S = 1.5
"""How long one question may take before the answer is "undecided"."""
POLL_MS = 40
"""How often the GUI thread looks for an answer."""


class WinnableWatcher(QObject):
    """Answers "can this board still be cleared?" in the background.

    Signals:
        decided(int, object): the question's number and True, False, or None when
            the budget ran out.
    """

    decided = Signal(int, object)

    def __init__(self, budget_s: float = BUDGET_S, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.budget_s = budget_s
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="llk-solver")
        self._stop = threading.Event()
        self._pending: Future[bool | None] | None = None
        self.question = 0
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._collect)

    def ask(self, board: Board, gravity: str) -> int:
        """Start a question about ``board`` (a copy the caller no longer touches)."""
        self._stop.set()
        self._stop = stop = threading.Event()
        self.question += 1
        self._pending = self._pool.submit(self._answer, board, gravity, stop, self.budget_s)
        self._poll.start()
        return self.question

    def cancel(self) -> None:
        self._stop.set()
        self._pending = None
        self._poll.stop()

    def shutdown(self) -> None:
        self.cancel()
        self._pool.shutdown(wait=True, cancel_futures=True)

    def _collect(self) -> None:
        if self._pending is not None and self._pending.done():
            verdict = self._pending.result()
            self.cancel()
            self.decided.emit(self.question, verdict)

    @staticmethod
    def _answer(board: Board, gravity: str, stop: threading.Event, budget_s: float) -> bool | None:
        """Runs in the worker thread: the solver and nothing else."""
        try:
            return solve(board, gravity, budget_s, cancel=stop.is_set) is not None
        except TimeoutError:
            return None
