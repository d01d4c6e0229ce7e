"""The rules engine a GUI drives: selection, removal, score, countdown, hints, undo.

Every action returns a small frozen result that says what happened, so the GUI
draws from it instead of re-deriving anything from the board. Time comes from
an injected clock (seconds, monotonic), so tests control it exactly.
"""

from __future__ import annotations

import enum
import random
import time
from dataclasses import asdict, dataclass, replace
from typing import Any

from llk.model.board import Board, Point, TileMove
from llk.model.deal import deal
from llk.model.gravity import LEVELS, level_gravity, shift
from llk.model.layouts import layout_cells
from llk.model.level_clock import level_time
from llk.model.limits import MAX_LEVEL, MAX_SCORE, MAX_SECONDS, MAX_SEED, held, whole
from llk.model.path import Move, Path, find_moves, find_path, has_move, path_length
from llk.model.play_clock import Clock, PlayClock, seconds_shown
from llk.model.refresh import refresh, tile_moves
from llk.model.saved_game import read_saved
from llk.model.settings import GameSettings
from llk.model.solvable import solvable_deal, solvable_refresh
from llk.model.verdicts import Verdicts

BASE_POINTS = 10
"""Points for a pair, multiplied by the combo count."""
MAX_COMBO = 8
"""The combo multiplier stops growing here."""
UNDO_PENALTY = 5
"""Points an undo costs on top of taking back the pair's points."""
POINTS_PER_SECOND_LEFT = 5
"""Win bonus for each second the clock shows left (`seconds_shown`)."""
LEVEL_SEED_STEP = 7919
"""Level n of game number s is dealt from s + (n - 1) * this."""
SHOW_ME_COST = 1
"""Hints each pair Show Me removes costs."""
STUCK_S = 30.0
"""Seconds of play without a pair removed (or put back) after which the player seems stuck."""


class Phase(enum.Enum):
    PLAYING = "playing"
    PAUSED = "paused"
    WON = "won"
    LOST = "lost"


class Outcome(enum.Enum):
    """What a click did."""

    SELECTED = "selected"
    DESELECTED = "deselected"
    REMOVED = "removed"
    MISMATCH = "mismatch"
    IGNORED = "ignored"


class Mismatch(enum.Enum):
    """Why a second click did not remove the pair."""

    DIFFERENT_FACES = "the tiles differ"
    NO_LINK = "no line with at most two turns joins them"


@dataclass(frozen=True)
class Removal:
    """A pair taken off the board and what it earned."""

    a: Point
    b: Point
    face: int
    path: Path
    points: int
    combo: int
    time_bonus_s: float
    shifts: tuple[TileMove, ...] = ()
    """Tiles that slid after the removal, from where to where."""


@dataclass(frozen=True)
class Reshuffle:
    """A refresh: where each tile went; ``free`` when the game did it after a dead end."""

    moves: list[TileMove]
    free: bool
    refreshes_left: int


@dataclass(frozen=True)
class ClickResult:
    """What a click on a cell did. ``selected`` is the selection afterwards."""

    outcome: Outcome
    point: Point
    selected: Point | None
    phase: Phase
    removal: Removal | None = None
    mismatch: Mismatch | None = None
    reshuffle: Reshuffle | None = None
    win_bonus: int = 0


@dataclass(frozen=True)
class Hint:
    """A move the player can make, with its link."""

    move: Move
    path: Path
    hints_left: int


@dataclass(frozen=True)
class HistoryStep:
    """An undo or redo: the pair put back (undo) or taken again (redo)."""

    removal: Removal
    undone: bool
    score_change: int
    phase: Phase
    win_bonus: int = 0


@dataclass(frozen=True)
class GameRecord:
    """What a finished game (or a cleared level) reports, once and for all.

    It travels in the end-of-game signals, so the end box, the high scores and
    anything else that cares never read it back from a live `Game`.
    """

    settings: GameSettings
    seed: int
    level: int
    score: int
    elapsed_s: float
    hints_used: int
    won: bool
    best_combo: int = 0
    """The longest combo of the game (of the run, for levels)."""
    banked: int = 0
    """In a run of levels, the points of the levels cleared: the score when the last one
    was cleared (this one, once clear), less what was lost since. What a run given up
    keeps (see `llk.model.endings`)."""
    given_up: bool = False
    """The game was given up for another one, unfinished."""
    time_bonus: int = 0
    """The points the time left earned when the board was cleared (in ``score`` already)."""

    @property
    def levels(self) -> bool:
        """Whether the game was a run of levels."""
        return self.settings.gravity == LEVELS


@dataclass(frozen=True)
class _Step:
    before: Board
    after: Board
    removal: Removal
    bonus_taken_s: float = 0.0
    """The time bonus the last undo took back (redo returns just that)."""


class Game:
    """One game on one deal.

    The clock starts at the player's first action (a click on a tile, a hint, a
    refresh, resuming from a pause), never before. Actions other than `resume` do nothing
    (and say so in their result) unless the phase is ``PLAYING``.
    """

    def __init__(
        self,
        settings: GameSettings | None = None,
        seed: int | None = None,
        clock: Clock = time.monotonic,
        board: Board | None = None,
        level: int = 1,
        score: int = 0,
    ) -> None:
        """``seed`` is the game number (random when None); ``board`` replaces the deal.

        ``level`` picks the shift mode and time limit (`level_time`); ``score`` is the
        score brought from the level before.
        """
        self.settings = settings or GameSettings()
        self.seed = random.randrange(MAX_SEED + 1) if seed is None else seed
        whole("seed", self.seed, 0, MAX_SEED)
        self.level = whole("level", level, 1, MAX_LEVEL)
        self.gravity = level_gravity(self.settings.gravity, level)
        self.time_limit_s = level_time(self.settings.time_limit_s, level)
        level_seed = self.seed + LEVEL_SEED_STEP * (level - 1)
        self._rng = random.Random(level_seed)
        s = self.settings
        plan: list[Move] | None = None
        if board is not None:
            self._board = board.copy()
        elif s.solvable:
            self._board, plan = solvable_deal(
                s.rows, s.cols, s.kinds, s.layout, self.gravity, level_seed
            )
        else:
            self._board = deal(s.rows, s.cols, s.kinds, s.layout, self.gravity, seed=level_seed)
        self._clock = clock
        self._phase = Phase.PLAYING
        self._timer = PlayClock(clock)
        self._score = score
        self._time_bonus_s = 0.0
        """The seconds the pairs removed added to this level's clock."""
        self._banked = self._score
        """The score the levels before this one brought (see `GameRecord.banked`)."""
        self._win_bonus = 0
        """What the time left earned when the board was cleared."""
        self._selected: Point | None = None
        self._combo = 0
        self._best_combo = 0
        self._last_removal_at: float | None = None
        self._hints_left = s.hints
        self._refreshes_left = s.refreshes
        self._hints_used = 0
        self._undo: list[_Step] = []
        self._redo: list[_Step] = []
        self._dealt_tiles = self._board.tile_count()
        self._hint: Hint | None = None
        """The hint on show: asked again, it is shown again for free until the board changes."""
        self._next: Game | None = None
        """The next level, once this one is cleared and it was asked for (`next_level`)."""
        self._last_change_s = 0.0
        """Play time when the board last changed (a pair removed, put back or shuffled)."""
        self.verdicts = Verdicts(self.gravity)
        """What is known about this game's positions: a fair deal's own way out, and what
        the solver found (filled from outside)."""
        if plan is not None:
            self.verdicts.learn(self._board, plan)
        self._shown = False
        """Show Me is playing: its pairs earn nothing (the solver found them, not the player)."""
        if not self._board.is_clear() and not has_move(self._board):
            self._board = self._shuffled(self._board)

    # --- state -------------------------------------------------------------

    @property
    def board(self) -> Board:
        """A copy of the board, safe to keep."""
        return self._board.copy()

    @property
    def phase(self) -> Phase:
        self._check_clock()
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
        return self.settings.gravity == LEVELS

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
        phase = self.phase
        if phase is Phase.WON:
            return self.levels
        return phase in (Phase.PLAYING, Phase.PAUSED) and not self.untouched

    @property
    def can_undo(self) -> bool:
        return self.phase is Phase.PLAYING and bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return self.phase is Phase.PLAYING and bool(self._redo)

    def elapsed(self) -> float:
        """Seconds played: not before the first action, nor while paused or held."""
        return self._timer.elapsed()

    @property
    def clock_started(self) -> bool:
        """Whether the player has acted yet; the clock waits for the first action."""
        return self._timer.started

    def hold_clock(self, reason: str) -> None:
        """Stop the clock for ``reason`` (a dialog over the board, the window in the
        background) until `release_clock` with the same reason. The game stays in play."""
        self._timer.hold(reason)

    def release_clock(self, reason: str) -> None:
        self._timer.release(reason)

    def time_left(self) -> float | None:
        """Seconds left (never below 0), or None in untimed play."""
        if not self.time_limit_s:
            return None
        return max(0.0, self.time_limit_s + self._time_bonus_s - self.elapsed())

    def moves(self) -> list[Move]:
        """Every move available now (no hint is used)."""
        return find_moves(self._board)

    def positions(self) -> list[Board]:
        """The positions Undo can go back to, oldest first, then the one in play (copies)."""
        return [step.before.copy() for step in self._undo] + [self.board]

    def moves_played(self) -> list[Move]:
        """The pairs removed between those positions: the i-th led from ``positions()[i]``
        to ``positions()[i + 1]``, as cells of the position it was played on."""
        return [(step.removal.a, step.removal.b) for step in self._undo]

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

    # --- actions ------------------------------------------------------------

    def tick(self) -> Phase:
        """Let the countdown run out if it must; the GUI calls this from its timer."""
        return self.phase

    def click(self, point: Point) -> ClickResult:
        """Select a tile, or try to remove the selected tile and this one together."""
        self._board.check_on_board(point)
        if self.phase is not Phase.PLAYING or self._board.is_empty(point):
            return self._click_result(Outcome.IGNORED, point)
        self._timer.start()
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
        if self.phase is not Phase.PLAYING:
            return None
        self._timer.start()
        if self._hint is not None:
            return self._hint
        if not self._hints_left:
            return None
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
        solution = self.verdicts.solution(self._board)
        if self.phase is not Phase.PLAYING or not self._hints_left or solution is None:
            return None
        self._timer.start()
        self._shown = True
        return solution

    @property
    def showing(self) -> bool:
        """Whether Show Me has the board: started, not taken over, and a hint left to pay
        for its next pair (once the hints are gone, the show is over)."""
        return self._shown and self._hints_left >= SHOW_ME_COST

    def take_over(self) -> None:
        """Show Me stopped: the player's own pairs score and build combos again."""
        self._shown = False

    def refresh(self) -> Reshuffle | None:
        """Spend a refresh to shuffle the tiles left; None when none is left."""
        if self.phase is not Phase.PLAYING or not self._refreshes_left:
            return None
        self._timer.start()
        self._refreshes_left -= 1
        return self._reshuffle(free=False)

    def pause(self) -> None:
        if self.phase is Phase.PLAYING:
            self._phase = Phase.PAUSED
            self._timer.hold(_PAUSED)

    def resume(self) -> None:
        """Play on after a pause; this counts as acting, so the clock starts."""
        if self._phase is Phase.PAUSED:
            self._phase = Phase.PLAYING
            self._timer.release(_PAUSED)
            self._timer.start()

    def undo(self) -> HistoryStep | None:
        """Put the last removed pair back; it costs its points plus `UNDO_PENALTY`.

        The pair's time bonus goes back too, but never the last second on the
        clock: an undo does not end the game.
        """
        if not self.can_undo:
            return None
        step = self._undo.pop()
        left = self.time_left()
        taken = step.removal.time_bonus_s
        if left is not None:
            taken = max(0.0, min(taken, left - 1.0))
        self._redo.append(replace(step, bonus_taken_s=taken))
        self._board = step.before.copy()
        self._hint = None
        change = -(step.removal.points + UNDO_PENALTY)
        self._score += change
        self._time_bonus_s -= taken
        self._selected = None
        self._combo = 0
        self._last_removal_at = None
        self._last_change_s = self.elapsed()
        return HistoryStep(step.removal, undone=True, score_change=change, phase=self._phase)

    @property
    def back_to_clearable(self) -> int:
        """How many moves Undo to Winnable takes back: 0 unless the position in
        play is proven lost and one Undo can reach is proven clearable."""
        if not self.can_undo or self.verdicts.verdict(self._board) is not False:
            return 0
        return self.moves_since_clearable or 0

    def undo_to_clearable(self) -> list[HistoryStep]:
        """Undo `back_to_clearable` moves; each costs what a single undo costs."""
        steps = (self.undo() for _ in range(self.back_to_clearable))
        return [step for step in steps if step is not None]

    def redo(self) -> HistoryStep | None:
        """Take the last undone pair again, for the points it first earned."""
        if not self.can_redo:
            return None
        step = self._redo.pop()
        self._undo.append(step)
        self._board = step.after.copy()
        self._hint = None
        self._score += step.removal.points
        self._time_bonus_s += step.bonus_taken_s
        self._selected = None
        self._last_change_s = self.elapsed()
        win_bonus = self._finish_if_won()
        return HistoryStep(
            step.removal,
            undone=False,
            score_change=step.removal.points + win_bonus,
            phase=self._phase,
            win_bonus=win_bonus,
        )

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
        if self._next is None:
            self._next = Game(
                self.settings, self.seed, self._clock, level=self.level + 1, score=self._score
            )
            self._next._best_combo = self._best_combo
        return self._next

    def record(self, given_up: bool = False) -> GameRecord:
        """The game's result as it stands now; ``given_up``: it is being given up."""
        won = self.phase is Phase.WON
        return GameRecord(
            self.settings,
            self.seed,
            self.level,
            self._score,
            self.elapsed(),
            self._hints_used,
            won,
            self._best_combo,
            self._score if won else min(self._banked, self._score),
            given_up,
            self._win_bonus if won else 0,
        )

    def to_keep(self) -> Game | None:
        """What to keep for the next run: this game while it is unfinished, the next
        level once a level of a run is clear (`next_level`: dealt once), and nothing
        once it is over. Cheap to ask after every move."""
        phase = self.phase
        if phase is Phase.WON and self.levels:
            return self.next_level()
        if phase in (Phase.PLAYING, Phase.PAUSED) and self.tiles_left:
            return self
        return None

    # --- saving --------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The game as JSON-ready data, to resume it later (the undo history is not kept).
        Everything in it `from_dict` reads back: the score and clocks are held to their
        limits (`llk.model.limits`), which a game reaches only after months of play."""
        version, state, gauss = self._rng.getstate()
        return {
            "settings": asdict(self.settings),
            "seed": self.seed,
            "level": self.level,
            "board": self._board.to_rows(),
            "score": held(self._score, -MAX_SCORE, MAX_SCORE),
            "combo": self._combo,
            "best_combo": self._best_combo,
            "banked": held(self._banked, -MAX_SCORE, MAX_SCORE),
            "elapsed_s": held(self.elapsed(), 0.0, float(MAX_SECONDS)),
            "time_limit_s": self.time_limit_s,
            "time_bonus_s": held(self._time_bonus_s, 0.0, float(MAX_SECONDS)),
            "hints_left": self._hints_left,
            "hints_used": self._hints_used,
            "refreshes_left": self._refreshes_left,
            "rng": [version, list(state), gauss],
        }

    @classmethod
    def from_dict(cls, data: Any, clock: Clock = time.monotonic) -> Game:
        """Resume a game saved by `to_dict`, paused or playing as saved; ValueError (or its
        `ParameterError`) when any field is damaged (see `llk.model.saved_game`)."""
        saved = read_saved(data, MAX_COMBO)
        s = saved.settings
        game = cls(s, saved.seed, clock, saved.board, saved.level)
        game._dealt_tiles = len(layout_cells(s.layout, s.rows, s.cols))
        game._score = saved.score
        game._banked = saved.banked
        game._combo = saved.combo
        game._best_combo = saved.best_combo
        game._timer = PlayClock(clock, saved.elapsed_s)
        game._last_change_s = saved.elapsed_s
        game.time_limit_s = saved.time_limit_s
        game._time_bonus_s = saved.time_bonus_s
        game._hints_left = saved.hints_left
        game._hints_used = saved.hints_used
        game._refreshes_left = saved.refreshes_left
        game._rng.setstate(saved.rng_state)
        return game

    # --- internals -----------------------------------------------------------

    def _check_clock(self) -> None:
        if self._phase is Phase.PLAYING:
            left = self.time_left()
            if left is not None and left <= 0:
                self._stop_clock(Phase.LOST)
                self._selected = None

    def _stop_clock(self, phase: Phase) -> None:
        """Freeze the elapsed time for good and leave ``PLAYING`` for ``phase``."""
        self._timer.hold(_OVER)
        self._phase = phase

    def _click_result(
        self, outcome: Outcome, point: Point, mismatch: Mismatch | None = None
    ) -> ClickResult:
        return ClickResult(outcome, point, self._selected, self._phase, mismatch=mismatch)

    def _remove(self, a: Point, b: Point, path: Path) -> ClickResult:
        before = self._board.copy()
        self._hint = None
        face = self._board[a]
        self._board[a] = self._board[b] = 0
        shifts = tuple(shift(self._board, self.gravity, (a, b)))
        now = self.elapsed()
        shown = self.showing  # Show Me's pairs are the solver's: they earn nothing
        quick = (
            not shown
            and self._last_removal_at is not None
            and now - self._last_removal_at <= self.settings.combo_window_s
        )
        self._combo = min(self._combo + 1, MAX_COMBO) if quick else 1
        self._best_combo = max(self._best_combo, self._combo)
        self._last_removal_at = self._last_change_s = now
        earned = not shown
        bonus_s = self.settings.time_bonus_s if self.time_limit_s and earned else 0.0
        points = BASE_POINTS * self._combo if earned else 0
        removal = Removal(a, b, face, path, points, self._combo, bonus_s, shifts)
        self._score += removal.points
        self._time_bonus_s += removal.time_bonus_s
        if shown:
            self._hints_left -= SHOW_ME_COST  # `showing` promised a hint to pay with
            self._hints_used += SHOW_ME_COST
        win_bonus = self._finish_if_won(bonus=earned)
        reshuffle = None
        if self._phase is Phase.PLAYING and not has_move(self._board):
            reshuffle = self._reshuffle(free=True)
        self._undo.append(_Step(before, self._board.copy(), removal))
        self._redo.clear()
        return ClickResult(
            Outcome.REMOVED,
            b,
            None,
            self._phase,
            removal=removal,
            reshuffle=reshuffle,
            win_bonus=win_bonus,
        )

    def _finish_if_won(self, bonus: bool = True) -> int:
        """End the game when the board is clear; return the bonus for the time left (none
        when ``bonus`` is False: Show Me's quick finish)."""
        if not self._board.is_clear():
            return 0
        left = self.time_left()
        points = seconds_shown(left) * POINTS_PER_SECOND_LEFT if left is not None and bonus else 0
        self._score += points
        self._win_bonus = points
        self._stop_clock(Phase.WON)
        return points

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
        self._hint = None
        self._selected = None
        self._undo.clear()
        self._redo.clear()
        self._last_change_s = self.elapsed()
        return Reshuffle(tile_moves(before, self._board), free, self._refreshes_left)


_PAUSED = "paused"
_OVER = "over"
"""The clock holds the game itself places (see `PlayClock`)."""


def _path_order(path: Path) -> tuple[int, int, Path]:
    """Fewest turns, then shortest, then the fixed point order."""
    return len(path), path_length(path), path
