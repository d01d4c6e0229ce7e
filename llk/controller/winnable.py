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
from llk.model.solver import can_clear

BUDGET_S = 1.5
"""How long one question may take before the answer is "undecided"."""
POLL_MS = 40
"""How often the GUI thread looks for an answer."""


class WinnableWatcher(QObject):
    """Watches the position in play and says when it can no longer be cleared.

    Each new position is asked about quietly (`watch`); the player may also ask
    about the current one (`ask_now`) and always gets an answer.

    Signals:
        judged(object): the verdict on the watched position: True, False, or None
            when the budget ran out first.
        position_lost(): the watched position cannot be cleared; said once until a
            position is found clearable again (after a refresh or an undo).
        answered(object): the answer to `ask_now`: True, False, or None when the
            budget ran out first.
    """

    judged = Signal(object)
    position_lost = Signal()
    answered = Signal(object)

    def __init__(self, budget_s: float = BUDGET_S, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.budget_s = budget_s
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="llk-solver")
        self._stop = threading.Event()
        self._pending: Future[bool | None] | None = None
        self._position: tuple[Board, str] | None = None
        self._asked_now = False
        self._lost_said = False
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._collect)

    def watch(self, board: Board | None, gravity: str = "none", new_game: bool = False) -> None:
        """A new position to judge (None: nothing in play to judge).

        ``board`` is a copy the caller no longer touches. After ``new_game`` a lost
        position is said again even if the last game's was.
        """
        if new_game:
            self._lost_said = False
        self._position = None if board is None else (board, gravity)
        self._asked_now = False
        self._ask()

    def ask_now(self) -> None:
        """The player asks about the current position; `answered` follows."""
        if self._position is not None:
            self._asked_now = True
            self._ask()

    def shutdown(self) -> None:
        self._cancel()
        self._pool.shutdown(wait=True, cancel_futures=True)

    def _ask(self) -> None:
        self._cancel()
        if self._position is None:
            return
        self._stop = stop = threading.Event()
        board, gravity = self._position
        self._pending = self._pool.submit(can_clear, board, gravity, self.budget_s, stop.is_set)
        self._poll.start()

    def _cancel(self) -> None:
        self._stop.set()
        self._pending = None
        self._poll.stop()

    def _collect(self) -> None:
        if self._pending is None or not self._pending.done():
            return
        verdict = self._pending.result()
        self._cancel()
        self.judged.emit(verdict)
        if self._asked_now:
            self._asked_now = False
            self.answered.emit(verdict)
        if verdict is True:
            self._lost_said = False  # saved (by a refresh or an undo): say it again if lost
        elif verdict is False and not self._lost_said:
            self._lost_said = True
            self.position_lost.emit()
