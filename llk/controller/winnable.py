"""Asks the solver, in its own process, whether the position in play can still be
cleared, without ever making the window wait.

Only the answer to the latest question is passed on; the GUI thread polls for it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from llk.controller import solver_process
from llk.model import Board

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
        self._pending: int | None = None
        """The number of the question in the solver process, if one is open."""
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
        """Stop asking; an answer still to come is dropped, never waited for."""
        self._position = None
        self._cancel()

    def _ask(self) -> None:
        self._cancel()
        if self._position is not None:
            board, gravity = self._position
            self._pending = solver_process.shared().ask(board, gravity, self.budget_s)
            self._poll.start()

    def _cancel(self) -> None:
        self._pending = None
        self._poll.stop()

    def _collect(self) -> None:
        if self._pending is None:
            return
        done, verdict = solver_process.shared().answer(self._pending)
        if not done:
            return
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
