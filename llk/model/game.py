"""The rules engine a GUI drives: selection, removal, score, combos, hints, Show Me.

`Game` plays one board and leaves each other job to its own module: the history
(`llk.model.history`: undo and redo), the run of levels (`llk.model.run`), the clock
(`llk.model.game_clock`), saving (`llk.model.saved_game`) and what the commands return
(`llk.model.results`). Time comes from an injected clock (seconds, monotonic), so tests
control it exactly.

The clock runs out only when the game looks at it: at `tick` (the countdown calls it)
and at the start of every command. Every read (`phase` included) changes nothing.
"""

from __future__ import annotations

import random
import time
from functools import cached_property
from typing import Any

from llk.model.board import Board, Point
from llk.model.game_clock import OVER, PAUSED, GameClock
from llk.model.gravity import shift
from llk.model.history import UNDO_PENALTY, History
from llk.model.layouts import layout_cells
from llk.model.limits import MAX_SEED
from llk.model.path import Move, Path, find_moves, find_path, has_move, path_length
from llk.model.play_clock import Clock
from llk.model.refresh import refresh, tile_moves
from llk.model.results import (
    ClickResult,
    GameRecord,
    Hint,
    HistoryStep,
    Mismatch,
    Outcome,
    Phase,
    Removal,
    Reshuffle,
)
from llk.model.run import Run
from llk.model.saved_game import SavedGame, Standing, read_saved
from llk.model.settings import GameSettings
from llk.model.solvable import solvable_refresh
from llk.model.verdicts import Verdicts

BASE_POINTS = 10
"""Points for a pair, multiplied by the combo count."""
MAX_COMBO = 8
"""The combo multiplier stops growing here."""
SHOW_ME_COST = 1
"""Hints each pair Show Me removes costs."""
STUCK_S = 30.0
"""Seconds of play without a pair removed (or put back) after which the player seems stuck."""


class Game:
    """One game on one deal.

    The clock starts at the player's first action (a click on a tile, a hint, a
    refresh, resuming from a pause), never before. Actions other than `resume` do nothing
    (and say so in their result) unless the phase is ``PLAYING``. Every command costs
    O(rows * cols) but a hint, O(moves * rows * cols), and a shuffle of a fair game
    (`solvable_refresh`).
    """

    def __init__(
        self,
        settings: GameSettings | None = None,
        seed: int | None = None,
        clock: Clock = time.monotonic,
        board: Board | None = None,
        level: int = 1,
        *,
        run: Run | None = None,
        resumed: Standing | None = None,
    ) -> None:
        """``seed`` is the game number (random when None); ``board`` replaces the deal;
        ``level`` picks the shift mode and time limit (`Run`).

        ``run`` stands for all three and brings what the levels before brought (the next
        level, a game resumed); ``resumed`` is where a saved game stood (`from_dict`).
        """
        number = random.randrange(MAX_SEED + 1) if seed is None else seed
        self.run = run or Run(settings or GameSettings(), number, level)
        self.settings, self.seed, self.level = self.run.settings, self.run.seed, self.run.level
        self.gravity = self.run.gravity
        self.verdicts = Verdicts(self.gravity)
        """What is known about this game's positions: a fair deal's own way out, and what
        the solver found (filled from outside)."""
        if board is None:
            board, plan = self.run.deal()
            if plan is not None:
                self.verdicts.learn(board, plan)
        self._board = board.copy()
        self._dealt_tiles = self._board.tile_count()
        if resumed is not None:
            s = self.settings
            self._dealt_tiles = len(layout_cells(s.layout, s.rows, s.cols))
        start = resumed or Standing.fresh(self.run)
        self._clock = clock
        self._time = GameClock(clock, start.time_limit_s, start.elapsed_s, start.time_bonus_s)
        self._rng = random.Random()
        self._rng.setstate(start.rng_state)
        self._phase = Phase.PLAYING
        self._score, self._combo, self._best_combo = start.score, start.combo, self.run.best_combo
        self._win_bonus = 0
        """What the time left earned when the board was cleared."""
        self._hints_left, self._hints_used = start.hints_left, start.hints_used
        self._refreshes_left = start.refreshes_left
        self._selected: Point | None = None
        self._last_removal_at: float | None = None
        self._history = History()
        self._hint: Hint | None = None
        """The hint on show: asked again, it is shown again for free until the board changes."""
        self._last_change_s = start.elapsed_s
        """Play time when the board last changed (a pair removed, put back or shuffled)."""
        self._shown = False
        """Show Me is playing: its pairs earn nothing (the solver found them, not the player)."""
        if not self._board.is_clear() and not has_move(self._board):
            self._board = self._shuffled(self._board)
        self.tick()  # a game saved with no time left is lost as it loads

    # --- state -------------------------------------------------------------

    @property
    def board(self) -> Board:
        """A copy of the board, safe to keep."""
        return self._board.copy()

    @property
    def phase(self) -> Phase:
        """Where the game is; it changes only by a command (`tick` too)."""
        return self._phase

    @property
    def selected(self) -> Point | None:
        return self._selected

    @property
    def score(self) -> int:
        return self._score

    @property
    def combo(self) -> int:
        return self._combo

    @property
    def best_combo(self) -> int:
        """The longest combo so far (of the whole run, for levels); undo keeps it."""
        return self._best_combo

    @property
    def hints_left(self) -> int:
        return self._hints_left

    @property
    def shown_hint(self) -> Hint | None:
        """The hint on show until the board changes; asking again shows it for free."""
        return self._hint

    @property
    def hints_used(self) -> int:
        return self._hints_used

    @property
    def refreshes_left(self) -> int:
        return self._refreshes_left

    @property
    def tiles_left(self) -> int:
        return self._board.tile_count()

    @property
    def levels(self) -> bool:
        """Whether clearing the board leads on to another level."""
        return self.run.levels

    @property
    def time_limit_s(self) -> int:
        """The level's time limit, without the bonus seconds (0: untimed)."""
        return self._time.limit_s

    @property
    def untouched(self) -> bool:
        """Nothing done yet: the first level, every tile dealt still there, no points
        won or lost, no hint or refresh spent. Throwing it away loses the player nothing."""
        s = self.settings
        return (
            self.level == 1
            and self.tiles_left == self._dealt_tiles
            and self._score == 0
            and self._hints_left == s.hints
            and self._refreshes_left == s.refreshes
        )

    @property
    def in_progress(self) -> bool:
        """Started and not over: dealing anew would throw away what the player did. A
        run of levels is in progress between its levels too (a level cleared)."""
        if self._phase is Phase.WON:
            return self.levels
        return self._phase in (Phase.PLAYING, Phase.PAUSED) and not self.untouched

    @property
    def can_undo(self) -> bool:
        return self._phase is Phase.PLAYING and self._history.can_undo

    @property
    def can_redo(self) -> bool:
        return self._phase is Phase.PLAYING and self._history.can_redo

    def elapsed(self) -> float:
        """Seconds played: not before the first action, nor while paused or held."""
        return self._time.elapsed()

    @property
    def clock_started(self) -> bool:
        """Whether the player has acted yet; the clock waits for the first action."""
        return self._time.started

    def hold_clock(self, reason: str) -> None:
        """Stop the clock for ``reason`` (a dialog over the board, the window in the
        background) until `release_clock` with the same reason. The game stays in play."""
        self._time.hold(reason)

    def release_clock(self, reason: str) -> None:
        self._time.release(reason)

    def time_left(self) -> float | None:
        """Seconds left (never below 0), or None in untimed play."""
        return self._time.time_left()

    def moves(self) -> list[Move]:
        """Every move available now (no hint is used)."""
        return find_moves(self._board)

    def positions(self) -> list[Board]:
        """The positions Undo can go back to, oldest first, then the one in play (copies)."""
        return [*self._history.positions(), self.board]

    def moves_played(self) -> list[Move]:
        """The pairs removed between those positions: the i-th led from ``positions()[i]``
        to ``positions()[i + 1]``, as cells of the position it was played on."""
        return self._history.moves()

    @property
    def moves_since_clearable(self) -> int | None:
        """How many moves ago the game was last in a position proven clearable (0: now);
        None when no position Undo can reach is known to be."""
        return self.verdicts.moves_since_clearable(self.positions())

    @property
    def stuck(self) -> bool:
        """Whether the player seems stuck: no pair removed or put back for `STUCK_S`
        seconds of play."""
        return self.elapsed() - self._last_change_s >= STUCK_S

    @property
    def showing(self) -> bool:
        """Whether Show Me has the board: started, not taken over, and a hint left to pay
        for its next pair (once the hints are gone, the show is over)."""
        return self._shown and self._hints_left >= SHOW_ME_COST

    @property
    def back_to_clearable(self) -> int:
        """How many moves Undo to Winnable takes back: 0 unless the position in
        play is proven lost and one Undo can reach is proven clearable."""
        if not self.can_undo or self.verdicts.verdict(self._board) is not False:
            return 0
        return self.moves_since_clearable or 0

    # --- commands ------------------------------------------------------------

    def tick(self) -> Phase:
        """Let the countdown run out if it must (the countdown calls this from its timer,
        and every command first); the phase afterwards."""
        if self._phase is Phase.PLAYING and self._time.ran_out:
            self._end(Phase.LOST)
            self._selected = None
        return self._phase

    def click(self, point: Point) -> ClickResult:
        """Select a tile, or try to remove the selected tile and this one together."""
        self._board.check_on_board(point)
        if self.tick() is not Phase.PLAYING or self._board.is_empty(point):
            return self._click_result(Outcome.IGNORED, point)
        self._time.start()
        first = self._selected
        if first is None:
            self._selected = point
            return self._click_result(Outcome.SELECTED, point)
        if first == point:
            self._selected = None
            return self._click_result(Outcome.DESELECTED, point)
        path = find_path(self._board, first, point)
        if path is None:
            self._selected = point
            same = self._board[first] == self._board[point]
            reason = Mismatch.NO_LINK if same else Mismatch.DIFFERENT_FACES
            return self._click_result(Outcome.MISMATCH, point, mismatch=reason)
        self._selected = None
        return self._remove(first, point, path)

    def clear_selection(self) -> None:
        self._selected = None

    def hint(self) -> Hint | None:
        """Spend a hint on the move with the shortest link; None when none is left or possible.

        Asked again before the board changes, the same hint comes back at no cost.
        """
        if self.tick() is not Phase.PLAYING:
            return None
        self._time.start()
        if self._hint is not None or not self._hints_left:
            return self._hint
        paths = [find_path(self._board, a, b) for a, b in find_moves(self._board)]
        best = min((p for p in paths if p is not None), key=_path_order, default=None)
        if best is None:
            return None
        self._hints_left -= 1
        self._hints_used += 1
        self._hint = Hint((best[0], best[-1]), best, self._hints_left)
        return self._hint

    def show_me(self) -> list[Move] | None:
        """The moves that clear the board from here, for Show Me; None when no solution is
        known or no hint is left. Show Me then has the board (`showing`) until the player
        takes over (`take_over`) or the hints run out: each pair it removes costs
        `SHOW_ME_COST` hint, so stopping it early costs only what it played. Its pairs
        earn nothing: no points, no combo, no time bonus, and a board Show Me clears no
        bonus for the time left, so Show Me never buys a high score."""
        if self.tick() is not Phase.PLAYING or not self._hints_left:
            return None
        solution = self.verdicts.solution(self._board)
        if solution is not None:
            self._time.start()
            self._shown = True
        return solution

    def take_over(self) -> None:
        """Show Me stopped: the player's own pairs score and build combos again."""
        self._shown = False

    def refresh(self) -> Reshuffle | None:
        """Spend a refresh to shuffle the tiles left; None when none is left."""
        if self.tick() is not Phase.PLAYING or not self._refreshes_left:
            return None
        self._time.start()
        self._refreshes_left -= 1
        return self._reshuffle(free=False)

    def pause(self) -> None:
        if self.tick() is Phase.PLAYING:
            self._phase = Phase.PAUSED
            self._time.hold(PAUSED)

    def resume(self) -> None:
        """Play on after a pause; this counts as acting, so the clock starts."""
        if self._phase is Phase.PAUSED:
            self._phase = Phase.PLAYING
            self._time.release(PAUSED)
            self._time.start()

    def undo(self) -> HistoryStep | None:
        """Put the last removed pair back; it costs its points plus `UNDO_PENALTY`, and
        its time bonus goes back too (`GameClock.take_back`: never the last second)."""
        self.tick()
        if not self.can_undo:
            return None
        step = self._history.undo(self._time.take_back)
        self._board = step.before.copy()
        change = -(step.removal.points + UNDO_PENALTY)
        self._score += change
        self._combo = 0
        self._last_removal_at = None
        self._changed()
        return HistoryStep(step.removal, undone=True, score_change=change, phase=self._phase)

    def undo_to_clearable(self) -> list[HistoryStep]:
        """Undo `back_to_clearable` moves; each costs what a single undo costs."""
        self.tick()
        steps = (self.undo() for _ in range(self.back_to_clearable))
        return [step for step in steps if step is not None]

    def redo(self) -> HistoryStep | None:
        """Take the last undone pair again, for the points it first earned."""
        self.tick()
        if not self.can_redo:
            return None
        step = self._history.redo()
        self._board = step.after.copy()
        self._score += step.removal.points
        self._time.add(step.bonus_taken_s)
        self._changed()
        win_bonus = self._finish_if_won()
        points = step.removal.points + win_bonus
        return HistoryStep(step.removal, False, points, self._phase, win_bonus)

    def next_level(self) -> Game:
        """The next level, once this one is cleared: it brings the score along. Its
        clock is `level_time`'s, whatever this level left: the seconds left here were
        paid as points at the win.

        Dealt once, at the first ask (the save after the win, see `to_keep`), and the
        same `Game` every time after: Next Level plays the board the save kept. A fair
        16x30 deal takes some 0.3 s, so dealing it twice made the window wait twice.
        """
        if self._phase is not Phase.WON:
            raise ValueError("only a cleared level leads to the next one")
        return self._next_level

    @cached_property
    def _next_level(self) -> Game:
        return Game(clock=self._clock, run=self.run.next(self._score, self._best_combo))

    def record(self, given_up: bool = False) -> GameRecord:
        """The game's result as it stands now; ``given_up``: it is being given up."""
        won = self._phase is Phase.WON
        return GameRecord(
            self.settings,
            self.seed,
            self.level,
            self._score,
            self.elapsed(),
            self._hints_used,
            won,
            self._best_combo,
            self.run.kept(self._score, won),
            given_up,
            self._win_bonus,
        )

    def to_keep(self) -> Game | None:
        """What to keep for the next run: this game while it is unfinished, the next
        level once a level of a run is clear (`next_level`: dealt once), and nothing
        once it is over. Cheap to ask after every move."""
        if self._phase is Phase.WON and self.levels:
            return self.next_level()
        if self._phase in (Phase.PLAYING, Phase.PAUSED) and self.tiles_left:
            return self
        return None

    # --- saving --------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The game as JSON-ready data, to resume it later (`SavedGame.to_dict`)."""
        t = self._time
        standing = Standing(
            self._score,
            self._combo,
            t.elapsed(),
            t.limit_s,
            t.bonus_s,
            self._hints_left,
            self._hints_used,
            self._refreshes_left,
            self._rng.getstate(),
        )
        run = Run(self.settings, self.seed, self.level, self.run.banked, self._best_combo)
        return SavedGame(run, self._board, standing).to_dict()

    @classmethod
    def from_dict(cls, data: Any, clock: Clock = time.monotonic) -> Game:
        """Resume a game saved by `to_dict`, paused or playing as saved; ValueError (or its
        `ParameterError`) when any field is damaged (see `llk.model.saved_game`)."""
        saved = read_saved(data, MAX_COMBO)
        return cls(clock=clock, board=saved.board, run=saved.run, resumed=saved.standing)

    # --- internals -----------------------------------------------------------

    def _end(self, phase: Phase) -> None:
        """Freeze the elapsed time for good and leave ``PLAYING`` for ``phase``."""
        self._time.hold(OVER)
        self._phase = phase

    def _changed(self) -> None:
        """The board changed: the hint and the selection are gone, the player not stuck."""
        self._hint = None
        self._selected = None
        self._last_change_s = self.elapsed()

    def _click_result(
        self, outcome: Outcome, point: Point, mismatch: Mismatch | None = None
    ) -> ClickResult:
        return ClickResult(outcome, point, self._selected, self._phase, mismatch=mismatch)

    def _remove(self, a: Point, b: Point, path: Path) -> ClickResult:
        before = self._board.copy()
        face = self._board[a]
        self._board[a] = self._board[b] = 0
        shifts = tuple(shift(self._board, self.gravity, (a, b)))
        earned = not self.showing  # Show Me's pairs are the solver's: they earn nothing
        self._count_combo(earned)
        bonus_s = self.settings.time_bonus_s if self._time.limit_s and earned else 0.0
        points = BASE_POINTS * self._combo if earned else 0
        removal = Removal(a, b, face, path, points, self._combo, bonus_s, shifts)
        self._score += points
        self._time.add(bonus_s)
        if not earned:
            self._hints_left -= SHOW_ME_COST  # `showing` promised a hint to pay with
            self._hints_used += SHOW_ME_COST
        self._changed()
        win_bonus = self._finish_if_won(bonus=earned)
        reshuffle = None
        if self._phase is Phase.PLAYING and not has_move(self._board):
            reshuffle = self._reshuffle(free=True)
        self._history.played(before, self._board.copy(), removal)
        return ClickResult(
            Outcome.REMOVED, b, None, self._phase, removal, reshuffle=reshuffle, win_bonus=win_bonus
        )

    def _count_combo(self, earned: bool) -> None:
        """A pair removed: a quick one (within the combo window) builds the combo, any
        other starts it again (Show Me's never build one)."""
        now = self.elapsed()
        last = self._last_removal_at
        quick = earned and last is not None and now - last <= self.settings.combo_window_s
        self._combo = min(self._combo + 1, MAX_COMBO) if quick else 1
        self._best_combo = max(self._best_combo, self._combo)
        self._last_removal_at = now

    def _finish_if_won(self, bonus: bool = True) -> int:
        """End the game when the board is clear; return the bonus for the time left (none
        when ``bonus`` is False: Show Me's quick finish)."""
        if not self._board.is_clear():
            return 0
        self._win_bonus = self._time.win_points() if bonus else 0
        self._score += self._win_bonus
        self._end(Phase.WON)
        return self._win_bonus

    def _shuffled(self, board: Board) -> Board:
        """The tiles of ``board`` shuffled so that a move exists (and, in solvable
        games, so that the board can still be cleared)."""
        if self.settings.solvable:
            shuffled, plan = solvable_refresh(board, self.gravity, self._rng)
            self.verdicts.learn(shuffled, plan)
            return shuffled
        return refresh(board, self._rng)

    def _reshuffle(self, free: bool) -> Reshuffle:
        """Shuffle the tiles left; a shuffle cannot be undone, so the history ends here."""
        before = self._board
        self._board = self._shuffled(before)
        self._changed()
        self._history.clear()
        return Reshuffle(tile_moves(before, self._board), free, self._refreshes_left)


def _path_order(path: Path) -> tuple[int, int, Path]:
    """Fewest turns, then shortest, then the fixed point order."""
    return len(path), path_length(path), path
