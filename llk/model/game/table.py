"""The board in play: its tiles, the tile selected and the phase, and the moves every
change to it is made of (a pair taken, the tiles rearranged, the end).

Two callers change the board: the player's commands (`Game`: each one checked and noted
in the journal) and a race's props (`llk.model.game.race_effects`: never noted). Both
go through the table, so a pair a bomb takes scores, shifts and ends the game exactly
as one the player linked. The parts that read the board in play, its timer tiles
(`llk.model.game.timer_tiles`) and its blocks (`llk.model.game.blocks`), are made here
and read it here. A move costs O(rows * cols) (a copy of the board for the history),
but a fair game's shuffle (`Shuffles.shuffled`).
"""

from __future__ import annotations

from functools import partial
from typing import Final

from llk.model.board.grid import Board, Point
from llk.model.board.path import Path, has_move
from llk.model.board.shifts import ShiftMode
from llk.model.board.specials import TimerRule, fog_lifted
from llk.model.game.blocks import Blocks
from llk.model.game.game_clock import OVER, PAUSED, GameClock
from llk.model.game.helps import Helps
from llk.model.game.history import History, Step
from llk.model.game.results import ClickResult, Hint, Outcome, Phase, Removal, Reshuffle
from llk.model.game.rewards import Rewards
from llk.model.game.scoring import Score
from llk.model.game.shuffles import Shuffles
from llk.model.game.timer_tiles import TimerTiles
from llk.model.solver.refresh import tile_moves
from llk.model.solver.trial_moves import play_move


class Table:
    """The board in play of one game and how it changes. The parts a move is settled
    across (the clock, the score, the helps, the history, the shuffles) are the game's,
    shared; the timer tiles and the blocks, which read the board in play, are made here."""

    def __init__(
        self,
        board: Board,
        gravity: ShiftMode,
        clock: GameClock,
        scoring: Score,
        helps: Helps,
        history: History,
        shuffles: Shuffles,
        *,
        time_bonus_s: float,
        timer: TimerRule | None,
    ) -> None:
        """``board`` is the table's own (a deal, or a saved board, with no move: shuffled
        first); the parts are the game's; ``time_bonus_s``: what a pair adds to a limit
        (`Rewards`); ``timer``: the rule of the map's timer tiles."""
        self.clock: Final = clock
        self.scoring: Final = scoring
        self.helps: Final = helps
        self.history: Final = history
        self._shuffles = shuffles
        self.rewards: Final = Rewards(scoring, clock, helps, time_bonus_s)
        self.board = board
        """The tiles in play; a move changes them, an undo or a redo replaces them."""
        self.selected: Point | None = None
        self.phase = Phase.PLAYING
        """Where the game is; only a command (or `tick`) changes it."""
        self._gravity = gravity
        board_now = partial(getattr, self, "board")  # not a lambda: a deep copy (a
        # racer's board, `llk.model.versus.my_board`) then reads the copy's board
        self.timers: Final = TimerTiles(timer, self.clock, board_now)
        self.blocks: Final = Blocks(self.clock, board_now)
        if not board.is_clear() and not has_move(board):
            self.board = self._shuffles.shuffled(board) or board

    def best_pair(self) -> Hint | None:
        """The pair a hint would show, where the stones let lines run (`Helps.best`)."""
        return self.helps.best(self.blocks.linking())

    def tick(self) -> Phase:
        """Let the timer tiles' time and the countdown run out if they must; the phase
        afterwards."""
        if self.phase is Phase.PLAYING and self.timers.run_out():
            self.helps.board_changed()
        if self.phase is Phase.PLAYING and self.clock.ran_out:
            self.lose()
        return self.phase

    def act(self, possible: bool = True) -> bool:
        """Whether a command can run: the game in play (its clock checked first) and the
        command ``possible``. If so, the player acts: the clock starts."""
        if self.tick() is not Phase.PLAYING or not possible:
            return False
        self.clock.start()
        return True

    def take(self, a: Point, b: Point, path: Path) -> ClickResult:
        """Take the pair on ``a`` and ``b``, linked by ``path``: it pays (`Rewards.pair`,
        the timer tiles' seconds), the tiles shift, the game may be won or, at a dead end,
        shuffled for free. It can be undone."""
        before = self.board.copy()
        timer_s = self.timers.won_s((a, b))
        revealed = tuple(fog_lifted(self.board, (a, b)))
        played = play_move(self.board, (a, b), self._gravity)
        shifts = tuple(played.shifted)
        self.blocks.slid(shifts)
        points, bonus_s, earned = self.rewards.pair()
        self.clock.add(timer_s)
        self.changed()
        unlocked = tuple(cell for cell, _ in played.unlocked)
        removal = Removal(
            a,
            b,
            played.face,
            path,
            points,
            self.scoring.combo,
            bonus_s + timer_s,
            shifts,
            unlocked,
            revealed,
            timer_s,
        )
        win_bonus = self.finish_if_won(earned)
        reshuffle = None
        if self.phase is Phase.PLAYING and not has_move(self.board):
            reshuffle = self.reshuffle(free=True)
        self.history.played(before, self.board.copy(), removal)
        return ClickResult(
            Outcome.REMOVED, b, None, self.phase, removal, reshuffle=reshuffle, win_bonus=win_bonus
        )

    def finish_if_won(self, earned: bool = True) -> int:
        """End the game when the board is clear; return the bonus for the time left
        (`Rewards.won`: none unless the last pair ``earned``)."""
        if not self.board.is_clear():
            return 0
        win_bonus = self.rewards.won(earned)
        self.end(Phase.WON)
        return win_bonus

    def reshuffle(self, free: bool) -> Reshuffle | None:
        """Shuffle the tiles left (``free``: not one of the player's refreshes, which one
        that is spends); None, the board as it was and nothing spent, when no arrangement
        of them has a move (`Shuffles.shuffled`): the position is lost, and the player may
        still undo."""
        shuffled = self._shuffles.shuffled(self.board)
        if shuffled is None:
            return None
        if not free:
            self.helps.spend_refresh()
        return self.rearrange(shuffled, free)

    def rearrange(self, board: Board, free: bool) -> Reshuffle:
        """Put the tiles as on ``board`` (a shuffle, a mirror: the same tiles moved), which
        no undo takes back: the history ends here."""
        before, self.board = self.board, board
        self.changed()
        self.history.clear()
        return Reshuffle(tile_moves(before, board), free, self.helps.refreshes_left)

    def changed(self) -> None:
        """The board changed: the hint and the selection are gone, the player not stuck,
        a stone a tile came onto broken."""
        self.helps.board_changed()
        self.selected = None
        self.clock.board_changed()
        self.blocks.settle()

    def lose(self) -> None:
        """The time ran out, or a race put the player out: lost, nothing selected."""
        self.end(Phase.LOST)
        self.selected = None

    def end(self, phase: Phase) -> None:
        """Freeze the elapsed time for good and leave ``PLAYING`` for ``phase``."""
        self.clock.hold(OVER)
        self.phase = phase

    def pause(self) -> None:
        """Stop the clock until `resume`."""
        self.phase = Phase.PAUSED
        self.clock.hold(PAUSED)

    def resume(self) -> None:
        """Play on after a pause: this counts as acting, so the clock starts."""
        self.phase = Phase.PLAYING
        self.clock.release(PAUSED)
        self.clock.start()

    def put_back(self, step: Step) -> int:
        """The board as before ``step``'s pair (an undo), its timer tiles' time and its
        points taken back; the score's change (`Score.undo`). O(rows * cols)."""
        self.board = step.before.copy()
        self.timers.put_back()
        change = self.scoring.undo(step.removal.points)
        self.changed()
        return change

    def take_again(self, step: Step) -> int:
        """The board as after ``step``'s pair (a redo), for the points it first earned;
        the bonus for the time left if that clears the board. O(rows * cols)."""
        self.board = step.after.copy()
        self.rewards.redo(step)
        self.changed()
        return self.finish_if_won()
