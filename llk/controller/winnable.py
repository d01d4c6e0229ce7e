"""Asks the solver (a client of the solver service, whose processes never make the
window wait) whether the position in play can still be cleared.

Only the answer to the latest question is passed on; the GUI thread polls for it.
What the solver finds is kept in the game's `Verdicts`, so a position met again
(after an undo or a redo) is answered from there at once, and so is a position
the last answer carries over to (`Verdicts.carry_forward`): after a lost one, or
when the known way to clear the board still works after the player's move.
When the position in play is lost, the watcher goes on asking about the earlier
positions Undo can reach, back to one that can be cleared, so that the player
hears how many moves ago the game was lost.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QObject, QTimer, Signal

from llk.controller.solver_service import Solver
from llk.controller.solver_worker import UNDECIDED
from llk.model import Board, Game, Move
from llk.model.solver.search import SearchBudget
from llk.model.solver.verdicts import Verdicts

BUDGET_S = 1.5
"""How long one question may take before the answer is "undecided"."""
PATIENCE_S = (6.0, 24.0)
"""The budgets of the questions asked again, quietly and one after the other, about a
position in play left undecided: a player thinks for seconds between moves, and the
positions met playing fair deals that the solver leaves open after 1.5 s it often
decides with more time (16x30 "left": 46 % decided, 83 % with these; 8x18 "right":
92 %, 97 %). Any newer question (a move, an undo, Still Winnable?) cancels them."""
FIRST = SearchBudget(BUDGET_S)
LONGER = tuple(SearchBudget(seconds) for seconds in PATIENCE_S)
"""The watcher's budgets in the game, in seconds: a player waits the same whatever the
machine (tests count positions instead, see `WinnableWatcher`)."""
POLL_MS = 40
"""How often the GUI thread looks for an answer."""


class Verdict(Enum):
    """Whether a position can still be cleared, as far as the solver could tell."""

    CLEARABLE = True
    LOST = False
    UNDECIDED = None


@dataclass(frozen=True)
class Lost:
    """The position in play cannot be cleared: the game was last in a position proven
    clearable ``moves_ago`` moves ago (None when no such position is known)."""

    moves_ago: int | None


class WinnableWatcher(QObject):
    """Watches the position in play and says when it can no longer be cleared.

    Each new position is asked of ``solver`` quietly (`watch`) within `budget`, and asked again
    with the longer budgets of `patience` while it stays in play undecided; the player
    may also ask about the current one (`ask_now`) and always gets an answer within
    `budget`. Both are seconds in the game; tests set counts of positions, so that what
    the watcher decides does not hang on how fast the machine is.

    Signals:
        judged(Verdict): the verdict on the watched position, undecided when the first
            budget ran out first (then said again once a longer question decides it).
        position_lost(Lost): the watched position cannot be cleared. Said once until a
            position is found clearable again (after a refresh or an undo).
        answered(Verdict, bool): the answer to `ask_now`, and whether the watcher goes on
            thinking about it. An answer "undecided, thinking on" comes within `budget` and
            is followed by another once the longer questions decide it or give up, unless
            the position changes first.
    """

    judged = Signal(Verdict)
    position_lost = Signal(Lost)
    answered = Signal(Verdict, bool)

    def __init__(
        self,
        solver: Solver,
        budget: SearchBudget = FIRST,
        patience: tuple[SearchBudget, ...] = LONGER,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._solver = solver
        self.budget = budget
        self.patience = patience
        self._round = 0
        """How many times the position in play was asked about again (see `PATIENCE_S`)."""
        self._pending = False
        """A question is open: to the solver, or about a position the verdicts know."""
        self._known = False
        """The open question is answered from the verdicts, at the next poll."""
        self._line: list[Board] = []
        """The positions Undo can reach, then the one in play (see `Game.positions`)."""
        self._moves: list[Move] = []
        """The moves between them (see `History.moves`)."""
        self._verdicts: Verdicts | None = None
        self._asking = 0
        """The index in the line of the position asked about."""
        self._owed = False
        """The player asked about the position in play and is still owed the last word."""
        self._lost_said = False
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._collect)

    def watch(self, game: Game | None, new_game: bool = False) -> None:
        """A new position to judge: the one ``game`` is in (None: nothing to judge).

        After ``new_game`` a lost position is said again even if the last game's was.
        """
        if new_game:
            self._lost_said = False
        self._line = [] if game is None else game.positions()
        self._moves = [] if game is None else game.history.moves()
        self._verdicts = None if game is None else game.verdicts
        self._asking = len(self._line) - 1
        self._owed = False
        self._round = 0
        self._ask()

    def ask_now(self) -> None:
        """The player asks about the current position; `answered` follows. While a longer
        question about it is already out, that one goes on (it has searched longest):
        the player hears at once that the answer follows."""
        if not self._line:
            return
        self._owed = True
        if self._thinking_on():
            self.answered.emit(Verdict.UNDECIDED, True)
            return
        self._asking = len(self._line) - 1
        self._round = 0
        self._ask()

    def _thinking_on(self) -> bool:
        """Whether a longer question about the position in play is out."""
        return self._pending and self._round > 0 and self._asking == len(self._line) - 1

    def shutdown(self) -> None:
        """Stop asking; an answer still to come is dropped, never waited for."""
        self._line = []
        self._cancel()

    def _ask(self) -> None:
        """Ask about the position at `_asking`, in place of the question open (a question
        to the solver cancels the watcher's one before, and keeps its place in line)."""
        if not self._line or self._verdicts is None:
            self._cancel()
            return
        board = self._line[self._asking]
        self._verdicts.carry_forward(self._line[: self._asking + 1], self._moves[: self._asking])
        self._known = self._verdicts.verdict(board) is not None
        if self._known:
            self._solver.cancel()
        else:
            self._solver.ask(
                board, self._verdicts.gravity, self._budget(), self._verdicts.guide(board)
            )
        self._pending = True
        self._poll.start()

    def _budget(self) -> SearchBudget:
        """The budget of the question about to be asked: longer each time the position in
        play is asked about again."""
        if self._round and self._asking == len(self._line) - 1:
            return self.patience[self._round - 1]
        return self.budget

    def _cancel(self) -> None:
        self._solver.cancel()
        self._pending = False
        self._poll.stop()

    def _collect(self) -> None:
        if not self._pending or self._verdicts is None:
            return
        answer = UNDECIDED if self._known else self._solver.answer()
        if answer is None:
            return
        self._pending = False
        self._poll.stop()
        board = self._line[self._asking]
        if answer.verdict is not None:
            self._verdicts.learn(board, answer.moves if answer.verdict else None)
        verdict = Verdict(self._verdicts.verdict(board))
        if self._asking == len(self._line) - 1:
            self._judge(verdict)
        else:
            self._look_back(decided=verdict is not Verdict.UNDECIDED)

    def _judge(self, verdict: Verdict) -> None:
        """Pass on the verdict on the position in play; when undecided, ask again.

        The watcher's own state is settled before any signal goes out: a slot may move
        it on to a new position (a move made from a slot), and then nothing more is done
        here about the old one."""
        asks_again = verdict is Verdict.UNDECIDED and self._round < len(self.patience)
        say_judged = verdict is not Verdict.UNDECIDED or not self._round
        say_answer = self._owed and (not self._round or not asks_again)
        if say_answer:
            self._owed = asks_again
        if asks_again:
            self._round += 1
            self._ask()
        elif verdict is Verdict.CLEARABLE:
            self._lost_said = False  # saved (by a refresh or an undo): say it again if lost
        line = self._line
        if say_judged:
            self.judged.emit(verdict)
        if say_answer:
            self.answered.emit(verdict, asks_again)
        if verdict is Verdict.LOST and not self._lost_said and self._line is line:
            self._look_back(decided=True)

    def _look_back(self, decided: bool) -> None:
        """Ask about the position before the last one asked, unless an earlier one is
        known to be clearable, or the last answer was undecided; then say it is lost."""
        assert self._verdicts is not None
        known = self._verdicts.moves_since_clearable(self._line)
        oldest = -1 if known is None else len(self._line) - 1 - known
        if decided and self._asking - 1 > oldest:
            self._asking -= 1
            self._ask()
            return
        self._lost_said = True
        self.position_lost.emit(Lost(known))
