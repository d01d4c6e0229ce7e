"""The rules engine a GUI drives: selection, removal and the end of a game.

`Game` plays one board and leaves each other job to its own module: what a pair pays
(`llk.model.game.rewards`), the score and combo (`llk.model.game.scoring`), hints, refreshes and
Show Me (`llk.model.game.helps`), undo and redo (`llk.model.game.history`), the run of levels
(`llk.model.game.run`), the clock (`llk.model.game.game_clock`), the shuffles
(`llk.model.game.shuffles`), saving (`llk.model.game.saved_game`) and what the commands return
(`llk.model.game.results`). Time comes from an injected clock (seconds, monotonic), so tests
control it exactly.

The parts are `Final` attributes that callers read directly (`game.helps.hints_left`,
`game.clock.time_left()`); their counts are read-only, and only the game's commands
change them, but for the clock's holds, which whoever shows the game places.

The clock runs out only when the game looks at it: at `tick` (the countdown calls it)
and at the start of every command. Every read (`phase` included) changes nothing.
"""

from __future__ import annotations

import random
import time
from dataclasses import replace
from functools import cached_property
from typing import Any, Final

from llk.model.board.grid import Board, Point
from llk.model.board.path import Move, Path, find_moves, find_path, has_move
from llk.model.board.specials import TIMER, cells_marked, crack, fog_lifted, is_locked
from llk.model.game.game_clock import OVER, PAUSED, GameClock
from llk.model.game.helps import Helps
from llk.model.game.history import History
from llk.model.game.journal import Command, Journal
from llk.model.game.play_clock import Clock
from llk.model.game.results import (
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
from llk.model.game.rewards import Rewards
from llk.model.game.run import Run
from llk.model.game.saved_game import SavedGame, Standing, read_saved
from llk.model.game.scoring import MAX_COMBO, Score
from llk.model.game.settings import GameSettings
from llk.model.game.shuffles import Shuffles
from llk.model.game.stones import standing, unbroken, with_stones
from llk.model.limits import MAX_SEED
from llk.model.solver.refresh import tile_moves
from llk.model.solver.trial_moves import play_move
from llk.model.solver.verdicts import Verdicts


class Game:
    """One game on one deal.

    The clock starts at the player's first action (a click on a tile, a hint, a
    refresh, resuming from a pause), never before. Actions other than `resume` do nothing
    (and say so in their result) unless the phase is ``PLAYING``. A command costs
    O(rows * cols), but a hint (`Helps.hint`) and the shuffle of a fair game
    (`Shuffles.shuffled`).
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

        ``run`` stands for those three and brings what the levels before brought (the
        next level, a game resumed); ``resumed``: where a saved game stood (`from_dict`).
        """
        if run is None:
            number = random.randrange(MAX_SEED + 1) if seed is None else seed
            run = Run(settings or GameSettings(), number, level)
        self.run: Final = run
        """The game's place in its run of levels."""
        self.settings: Final = self.run.settings
        self.seed: Final = self.run.seed
        self.level: Final = self.run.level
        self.gravity: Final = self.run.gravity
        self.verdicts: Final = Verdicts(self.gravity)
        """What is known about this game's positions: a fair deal's own way out, and what
        the solver found (filled from outside)."""
        if board is None:
            board, plan = self.run.deal()
            if plan is not None:
                self.verdicts.learn(board, plan)
        self._board = board.copy()
        s = self.settings
        cells = len(s.cells)
        self._dealt_tiles = self._board.tile_count() if resumed is None else cells
        start = resumed or Standing.fresh(self.run)
        self._now = clock
        """The source of time, for the next level."""
        self.clock: Final = GameClock(
            clock, start.time_limit_s, start.elapsed_s, start.time_bonus_s
        )
        """The time played and left: whoever shows the game may hold and release it."""
        self._shuffles = Shuffles(start.rng_state, s.solvable, self.verdicts)
        self.scoring: Final = Score(start.score, start.combo, self.run.best_combo, s.combo_window_s)
        self.helps: Final = Helps(start.hints_left, start.hints_used, start.refreshes_left)
        self.history: Final = History()
        self._rewards = Rewards(self.scoring, self.clock, self.helps, s.time_bonus_s)
        self._phase = Phase.PLAYING
        self._selected: Point | None = None
        self._stones: frozenset[Point] = frozenset()
        self._frozen_until_s = 0.0
        """Play time until which no pair can go (`freeze`)."""
        self.journal: Journal | None = None
        """Where the player's commands are noted, when someone keeps them (a race)."""
        self.timer = s.board_map.timer if s.board_map is not None else None
        """The rule of the map's timer tiles (`llk.model.board.specials`), if it has a map."""
        self.timers_missed = 0
        """How many timer tiles were still on the board when the timer ran out."""
        if not self._board.is_clear() and not has_move(self._board):
            self._board = self._shuffles.shuffled(self._board)
        self.tick()  # a game saved with no time left is lost as it loads

    # --- state -------------------------------------------------------------

    @property
    def board(self) -> Board:
        """A copy of the board, safe to keep."""
        return self._board.copy()

    @property
    def phase(self) -> Phase:
        """Where the game is; only a command changes it (`tick` too)."""
        return self._phase

    @property
    def selected(self) -> Point | None:
        return self._selected

    @property
    def tiles_left(self) -> int:
        return self._board.tile_count()

    @property
    def stones(self) -> frozenset[Point]:
        """The cells stones stand on (`llk.model.game.stones`): empty, yet they block lines."""
        return self._stones

    @property
    def frozen(self) -> bool:
        """Whether no pair can go now (`freeze`)."""
        return self.clock.elapsed() < self._frozen_until_s

    @property
    def untouched(self) -> bool:
        """Nothing done yet: the first level, every tile dealt still there, no points
        won or lost, no hint or refresh spent. Throwing it away loses the player nothing."""
        return (
            self.level == 1
            and self.tiles_left == self._dealt_tiles
            and self.scoring.points == 0
            and self.helps.all_left(self.settings)
        )

    @property
    def in_progress(self) -> bool:
        """Started and not over: dealing anew would throw away what the player did. A
        run of levels is in progress between its levels too (a level cleared)."""
        if self._phase is Phase.WON:
            return self.settings.levels
        return self._phase in (Phase.PLAYING, Phase.PAUSED) and not self.untouched

    @property
    def can_undo(self) -> bool:
        return self._phase is Phase.PLAYING and self.history.can_undo

    @property
    def can_redo(self) -> bool:
        return self._phase is Phase.PLAYING and self.history.can_redo

    @property
    def back_to_clearable(self) -> int:
        """How many moves Undo to Winnable takes back: 0 unless the position in
        play is proven lost and one Undo can reach is proven clearable."""
        if not self.can_undo or self.verdicts.verdict(self._board) is not False:
            return 0
        return self.verdicts.moves_since_clearable(self.positions()) or 0

    def positions(self) -> list[Board]:
        """The positions Undo can go back to, oldest first, then the one in play (copies)."""
        return [*self.history.positions(), self.board]

    def moves(self) -> list[Move]:
        """Every move available now (no hint is used); stones block as tiles do."""
        return find_moves(self._linking())

    # --- commands ------------------------------------------------------------

    @property
    def timer_left_s(self) -> float | None:
        """The seconds left to link the timer tiles in; None once none is left to link."""
        if self.timer is None or not cells_marked(self._board, TIMER):
            return None
        return max(0.0, self.timer.seconds - self.clock.elapsed())

    def tick(self) -> Phase:
        """Let the timer tiles' time and the countdown run out if they must (the countdown
        calls this from its timer, and every command first); the phase afterwards."""
        if self._phase is Phase.PLAYING and self.timer_left_s == 0.0:
            self._miss_timers()
        if self._phase is Phase.PLAYING and self.clock.ran_out:
            self._lose()
        return self._phase

    def click(self, point: Point) -> ClickResult:
        """Select a tile, or try to remove the selected tile and this one together."""
        self._board.check_on_board(point)
        if not self._act(not self._board.is_empty(point)):
            return self._click_result(Outcome.IGNORED, point)
        self._note(Command.CLICK, point)
        first = self._selected
        if first is None:
            self._selected = point
            return self._click_result(Outcome.SELECTED, point)
        if first == point:
            self._selected = None
            return self._click_result(Outcome.DESELECTED, point)
        path = self.link(first, point)
        if path is None or self.frozen:
            self._selected = point
            return self._click_result(
                Outcome.MISMATCH, point, mismatch=self._mismatch(first, point, path)
            )
        self._selected = None
        if crack(self._board, (first, point)):
            self.helps.board_changed()
            return ClickResult(Outcome.CRACKED, point, None, self._phase, cracked=(first, point))
        return self._remove(first, point, path)

    def clear_selection(self) -> None:
        self._note(Command.CLEAR)
        self._selected = None

    def hint(self) -> Hint | None:
        """Spend a hint on the move with the shortest link; None when none is left or
        possible. Asked again before the board changes, the same hint comes back free."""
        if not self._act():
            return None
        shown = self.helps.hint(self._linking())
        if shown is not None:
            self._note(Command.HINT)
        return shown

    def show_me(self) -> list[Move] | None:
        """The moves that clear the board from here, for Show Me; None when no solution is
        known or no hint is left. Show Me then has the board (`Helps.showing`) until the player
        takes over (`take_over`) or the hints run out (see `llk.model.game.helps`); its pairs
        earn nothing (`llk.model.game.rewards`)."""
        solution = self.verdicts.solution(self._board)
        if not self._act(solution is not None and self.helps.hints_left > 0):
            return None
        self.helps.start_show_me()
        return solution

    def take_over(self) -> None:
        """Show Me stopped: the player's own pairs score and build combos again."""
        self.helps.take_over()

    def refresh(self) -> Reshuffle | None:
        """Spend a refresh to shuffle the tiles left; None when none is left."""
        if not self._act(self.helps.refreshes_left > 0):
            return None
        self._note(Command.REFRESH)
        self.helps.spend_refresh()
        return self._reshuffle(free=False)

    def pause(self) -> None:
        if self.tick() is Phase.PLAYING:
            self._note(Command.PAUSE)
            self._phase = Phase.PAUSED
            self.clock.hold(PAUSED)

    def resume(self) -> None:
        """Play on after a pause; this counts as acting, so the clock starts."""
        if self._phase is Phase.PAUSED:
            self._note(Command.RESUME)
            self._phase = Phase.PLAYING
            self.clock.release(PAUSED)
            self.clock.start()

    def undo(self) -> HistoryStep | None:
        """Put the last removed pair back (`Score.undo`: it costs); its time bonus goes
        back too (`GameClock.take_back`: never the last second)."""
        self.tick()
        if not self.can_undo:
            return None
        self._note(Command.UNDO)
        step = self.history.undo(self.clock.take_back)
        self._board = step.before.copy()
        if self.timer is not None and self.clock.elapsed() >= self.timer.seconds:
            self._strip_timers()  # their time is up: the tiles put back are plain
        change = self.scoring.undo(step.removal.points)
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
        self._note(Command.REDO)
        step = self.history.redo()
        self._board = step.after.copy()
        self._rewards.redo(step)
        self._changed()
        win_bonus = self._finish_if_won()
        points = step.removal.points + win_bonus
        return HistoryStep(step.removal, False, points, self._phase, win_bonus)

    # --- what a race's props do (`llk.model.versus.props`); never noted -------------

    def rearrange(self) -> Reshuffle | None:
        """Shuffle the tiles left for free (a prop, not one of the game's refreshes)."""
        return self._reshuffle(free=True) if self._act() else None

    def link(self, a: Point, b: Point) -> Path | None:
        """The line that would join the tiles on ``a`` and ``b`` now (stones block), or
        None: what a click on both would find. O(rows + cols)."""
        return find_path(self._linking(), a, b)

    def best_pair(self) -> Hint | None:
        """The pair a hint would show, without spending one (`Helps.best`)."""
        return self.helps.best(self._linking())

    def bomb(self) -> ClickResult | None:
        """Take the pair with the shortest link, as if the player had linked it (it scores,
        it builds the combo); None when no pair links or the board is frozen."""
        hint = self.best_pair()
        if not self._act(hint is not None and not self.frozen):
            return None
        assert hint is not None
        self._selected = None
        return self._remove(*hint.move, hint.path)

    def add_time(self, seconds: float) -> None:
        """Put ``seconds`` on the clock (no effect in untimed play)."""
        if self.tick() is Phase.PLAYING:
            self.clock.add(seconds)

    def mirror(self) -> Reshuffle | None:
        """Flip the board left to right, stones too (`Board.mirrored`: every pair that
        linked still links). It cannot be undone: the history ends here."""
        if self.tick() is not Phase.PLAYING:
            return None
        cols = self._board.cols
        self._stones = frozenset((r, cols - 1 - c) for r, c in self._stones)
        return self._rearranged(self._board.mirrored(), free=True)

    def place_stones(self, cells: frozenset[Point]) -> frozenset[Point]:
        """Stand stones on those of ``cells`` that are empty board cells; return them.
        Undo never takes a pair back past them: the history ends here."""
        placed = standing(self._board, (c for c in cells if self._board.on_board(c)))
        if self.tick() is not Phase.PLAYING or not placed:
            return frozenset()
        self._stones |= placed
        self.helps.board_changed()
        self.history.clear()
        return placed

    def lift_stones(self, cells: frozenset[Point]) -> None:
        """The stones on ``cells`` go (their time is up)."""
        self._stones -= cells
        self.helps.board_changed()

    def stop(self) -> None:
        """End the game lost now: a race put the player out."""
        if self.tick() in (Phase.PLAYING, Phase.PAUSED):
            self._lose()

    def freeze(self, seconds: float) -> None:
        """No pair can go for the next ``seconds`` of play (a click says why)."""
        self._frozen_until_s = max(self._frozen_until_s, self.clock.elapsed() + seconds)

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
        score, played = self.scoring, self.clock.elapsed()
        run = self.run.next(score.points, score.best_combo, played, self.helps.hints_used)
        return Game(clock=self._now, run=run)

    def record(self, given_up: bool = False) -> GameRecord:
        """The game's result as it stands now; ``given_up``: it is being given up."""
        won = self._phase is Phase.WON
        score = self.scoring
        return GameRecord(
            self.settings,
            self.seed,
            self.level,
            score.points,
            self.clock.elapsed(),
            self.helps.hints_used,
            won,
            score.best_combo,
            self.run.kept(score.points, won),
            given_up,
            score.win_bonus,
            self.history.undos,
            self.run.seconds_before,
            self.run.hints_before,
        )

    def to_keep(self) -> Game | None:
        """What to keep for the next run: this game while it is unfinished, the next
        level once a level of a run is clear (`next_level`: dealt once), and nothing
        once it is over. Cheap to ask after every move."""
        if self._phase is Phase.WON and self.settings.levels:
            return self.next_level()
        if self._phase in (Phase.PLAYING, Phase.PAUSED) and self.tiles_left:
            return self
        return None

    def to_dict(self) -> dict[str, Any]:
        """The game as JSON-ready data, to resume it later (`SavedGame.to_dict`)."""
        standing = Standing.now(self.scoring, self.clock, self.helps, self._shuffles.state())
        run = replace(self.run, best_combo=self.scoring.best_combo)
        return SavedGame(run, self._board, standing).to_dict()

    @classmethod
    def from_dict(cls, data: Any, clock: Clock = time.monotonic) -> Game:
        """Resume a game saved by `to_dict`, paused or playing as saved; ValueError (or its
        `ParameterError`) when any field is damaged (see `llk.model.game.saved_game`)."""
        saved = read_saved(data, MAX_COMBO)
        return cls(clock=clock, board=saved.board, run=saved.run, resumed=saved.standing)

    # --- internals -----------------------------------------------------------

    def _act(self, possible: bool = True) -> bool:
        """Whether a command can run: the game in play (its clock checked first) and the
        command ``possible``. If so, the player acts: the clock starts."""
        if self.tick() is not Phase.PLAYING or not possible:
            return False
        self.clock.start()
        return True

    def _note(self, command: Command, cell: Point | None = None) -> None:
        if self.journal is not None:
            self.journal.note(command, cell)

    def _linking(self) -> Board:
        """The board the link rule reads: stones block as tiles do."""
        return with_stones(self._board, self._stones) if self._stones else self._board

    def _lose(self) -> None:
        """The time ran out, or a race put the player out: lost, nothing selected."""
        self._end(Phase.LOST)
        self._selected = None

    def _end(self, phase: Phase) -> None:
        """Freeze the elapsed time for good and leave ``PLAYING`` for ``phase``."""
        self.clock.hold(OVER)
        self._phase = phase

    def _changed(self) -> None:
        """The board changed: the hint and the selection are gone, the player not stuck."""
        self.helps.board_changed()
        self._selected = None
        self.clock.board_changed()
        self._stones = standing(self._board, self._stones)

    def _mismatch(self, first: Point, second: Point, path: Path | None) -> Mismatch:
        """Why a second click removed nothing."""
        if path is not None:
            return Mismatch.FROZEN
        if is_locked(self._board[first]) or is_locked(self._board[second]):
            return Mismatch.LOCKED
        same = self._board[first] == self._board[second]
        return Mismatch.NO_LINK if same else Mismatch.DIFFERENT_FACES

    def _miss_timers(self) -> None:
        """The timer ran out: each timer tile left costs its seconds and turns plain."""
        assert self.timer is not None
        missed = self._strip_timers()
        self.timers_missed += missed
        self.clock.add(-missed * self.timer.bonus_s)
        self.helps.board_changed()

    def _strip_timers(self) -> int:
        """Take the timer mark off every tile; how many had it."""
        cells = cells_marked(self._board, TIMER)
        for cell in cells:
            self._board.set_mark(cell, self._board.mark(cell) & ~TIMER)
        return len(cells)

    def _click_result(
        self, outcome: Outcome, point: Point, mismatch: Mismatch | None = None
    ) -> ClickResult:
        return ClickResult(outcome, point, self._selected, self._phase, mismatch=mismatch)

    def _remove(self, a: Point, b: Point, path: Path) -> ClickResult:
        before = self._board.copy()
        timer_s = self._timer_seconds((a, b))
        revealed = tuple(fog_lifted(self._board, (a, b)))
        played = play_move(self._board, (a, b), self.gravity)
        shifts = tuple(played.shifted)
        self._stones = unbroken(self._stones, shifts)
        points, bonus_s, earned = self._rewards.pair()
        self.clock.add(timer_s)
        self._changed()
        removal = Removal(
            a,
            b,
            played.face,
            path,
            points,
            self.scoring.combo,
            bonus_s + timer_s,
            shifts,
            tuple(cell for cell, _ in played.unlocked),
            revealed,
            timer_s,
        )
        win_bonus = self._finish_if_won(earned)
        reshuffle = None
        if self._phase is Phase.PLAYING and not has_move(self._board):
            reshuffle = self._reshuffle(free=True)
        self.history.played(before, self._board.copy(), removal)
        return ClickResult(
            Outcome.REMOVED, b, None, self._phase, removal, reshuffle=reshuffle, win_bonus=win_bonus
        )

    def _timer_seconds(self, pair: tuple[Point, Point]) -> float:
        """What the timer tiles of ``pair`` win, linked while the timer runs."""
        if self.timer is None or not self.timer_left_s:
            return 0.0
        timers = sum(1 for cell in pair if self._board.mark(cell) & TIMER)
        return float(timers * self.timer.bonus_s)

    def _finish_if_won(self, earned: bool = True) -> int:
        """End the game when the board is clear; return the bonus for the time left
        (`Rewards.won`: none unless the last pair ``earned``)."""
        if not self._board.is_clear():
            return 0
        win_bonus = self._rewards.won(earned)
        self._end(Phase.WON)
        return win_bonus

    def _reshuffle(self, free: bool) -> Reshuffle:
        """Shuffle the tiles left; a shuffle cannot be undone, so the history ends here."""
        return self._rearranged(self._shuffles.shuffled(self._board), free)

    def _rearranged(self, board: Board, free: bool) -> Reshuffle:
        """Put the tiles as on ``board`` (a shuffle, a mirror: the same tiles moved), which
        no undo takes back: the history ends here."""
        before, self._board = self._board, board
        self._changed()
        self.history.clear()
        return Reshuffle(tile_moves(before, board), free, self.helps.refreshes_left)
