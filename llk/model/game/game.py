"""The rules engine a GUI drives: the player's commands on one board, and what they read.

`Game` checks each command (the phase, the clock), notes it in the journal when someone
keeps one, and leaves each job to a part: the board in play and the moves every change
to it is made of (`llk.model.game.table`), what a pair pays (`llk.model.game.rewards`),
the score and combo (`llk.model.game.scoring`), hints, refreshes and Show Me
(`llk.model.game.helps`), undo and redo (`llk.model.game.history`), the timer tiles
(`llk.model.game.timer_tiles`), the stones and the freeze (`llk.model.game.blocks`), what a
race does to it (`llk.model.game.race_effects`), the run of levels (`llk.model.game.run`),
the clock (`llk.model.game.game_clock`), the shuffles (`llk.model.game.shuffles`), saving
(`llk.model.game.saved_game`) and what the commands return (`llk.model.game.results`). Time
comes from an injected clock (seconds, monotonic), so tests control it exactly.

The parts are `Final` attributes that callers read directly (`game.helps.hints_left`,
`game.clock.time_left()`, `game.timers.left_s`, `game.blocks.stones`); their counts are
read-only, and only the game's commands (and a race's, `game.race_effects`) change them,
but for the clock's holds, which whoever shows the game places.

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
from llk.model.board.path import Move, Path, find_moves, find_path
from llk.model.board.specials import crack, is_locked
from llk.model.game.game_clock import GameClock
from llk.model.game.helps import Helps
from llk.model.game.history import History
from llk.model.game.journal import Command, Journal
from llk.model.game.play_clock import Clock
from llk.model.game.race_effects import RaceEffects
from llk.model.game.results import (
    ClickResult,
    GameRecord,
    Hint,
    HistoryStep,
    Mismatch,
    Outcome,
    Phase,
    Reshuffle,
)
from llk.model.game.run import Run
from llk.model.game.saved_game import SavedGame, Standing, read_saved
from llk.model.game.scoring import MAX_COMBO, Score
from llk.model.game.settings import GameSettings
from llk.model.game.shuffles import Shuffles
from llk.model.game.table import Table
from llk.model.limits import MAX_SEED
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
        journal: Journal | None = None,
    ) -> None:
        """``seed`` is the game number (random when None); ``board`` replaces the deal;
        ``level`` picks the shift mode and time limit (`Run`).

        ``run`` stands for those three and brings what the levels before brought (the
        next level, a game resumed); ``resumed``: where a saved game stood (`from_dict`);
        ``journal``: where the player's commands are noted, when someone keeps them (a
        race).
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
        s = self.settings
        self._dealt_tiles = board.tile_count() if resumed is None else len(s.cells)
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
        timer = s.board_map.timer if s.board_map is not None else None
        self._table = Table(
            board.copy(),
            self.gravity,
            self.clock,
            self.scoring,
            self.helps,
            self.history,
            self._shuffles,
            time_bonus_s=s.time_bonus_s,
            timer=timer,
        )
        self.timers: Final = self._table.timers
        """The map's timer tiles: the seconds left to link them in, how many were missed."""
        self.blocks: Final = self._table.blocks
        """What a rival's props put in the way: stones, a freeze."""
        self.race_effects: Final = RaceEffects(self._table)
        """What a race does to this game: its props, putting the player out; never noted."""
        self.journal: Final = journal
        """Where the player's commands are noted, when someone keeps them (a race)."""
        self.tick()  # a game saved with no time left is lost as it loads

    # --- state -------------------------------------------------------------

    @property
    def board(self) -> Board:
        """A copy of the board, safe to keep."""
        return self._table.board.copy()

    @property
    def phase(self) -> Phase:
        """Where the game is; only a command changes it (`tick` too)."""
        return self._table.phase

    @property
    def selected(self) -> Point | None:
        return self._table.selected

    @property
    def tiles_left(self) -> int:
        return self._table.board.tile_count()

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
        if self.phase is Phase.WON:
            return self.settings.levels
        return self.phase in (Phase.PLAYING, Phase.PAUSED) and not self.untouched

    @property
    def can_undo(self) -> bool:
        return self.phase is Phase.PLAYING and self.history.can_undo

    @property
    def can_redo(self) -> bool:
        return self.phase is Phase.PLAYING and self.history.can_redo

    @property
    def back_to_clearable(self) -> int:
        """How many moves Undo to Winnable takes back: 0 unless the position in
        play is proven lost and one Undo can reach is proven clearable."""
        if not self.can_undo or self.verdicts.verdict(self._table.board) is not False:
            return 0
        return self.verdicts.moves_since_clearable(self.positions()) or 0

    def positions(self) -> list[Board]:
        """The positions Undo can go back to, oldest first, then the one in play (copies)."""
        return [*self.history.positions(), self.board]

    def moves(self) -> list[Move]:
        """Every move available now (no hint is used); stones block as tiles do."""
        return find_moves(self.blocks.linking())

    def link(self, a: Point, b: Point) -> Path | None:
        """The line that would join the tiles on ``a`` and ``b`` now (stones block), or
        None: what a click on both would find. O(rows + cols)."""
        return find_path(self.blocks.linking(), a, b)

    def best_pair(self) -> Hint | None:
        """The pair a hint would show, without spending one (`Helps.best`)."""
        return self._table.best_pair()

    # --- commands ------------------------------------------------------------

    def tick(self) -> Phase:
        """Let the timer tiles' time and the countdown run out if they must (the countdown
        calls this from its timer, and every command first); the phase afterwards."""
        return self._table.tick()

    def click(self, point: Point) -> ClickResult:
        """Select a tile, or try to remove the selected tile and this one together."""
        table = self._table
        table.board.check_on_board(point)
        if not table.act(not table.board.is_empty(point)):
            return self._click_result(Outcome.IGNORED, point)
        self._note(Command.CLICK, point)
        first = table.selected
        if first is None:
            table.selected = point
            return self._click_result(Outcome.SELECTED, point)
        if first == point:
            table.selected = None
            return self._click_result(Outcome.DESELECTED, point)
        path = self.link(first, point)
        if path is None or self.blocks.frozen:
            table.selected = point
            why = _mismatch(table.board, first, point, path)
            return self._click_result(Outcome.MISMATCH, point, why)
        table.selected = None
        if crack(table.board, (first, point)):
            self.helps.board_changed()
            return ClickResult(Outcome.CRACKED, point, None, table.phase, cracked=(first, point))
        return table.take(first, point, path)

    def clear_selection(self) -> None:
        self._note(Command.CLEAR)
        self._table.selected = None

    def hint(self) -> Hint | None:
        """Spend a hint on the move with the shortest link; None when none is left or
        possible. Asked again before the board changes, the same hint comes back free."""
        if not self._table.act():
            return None
        shown = self.helps.hint(self.blocks.linking())
        if shown is not None:
            self._note(Command.HINT)
        return shown

    def show_me(self) -> list[Move] | None:
        """The moves that clear the board from here, for Show Me; None when no solution is
        known or no hint is left. Show Me then has the board (`Helps.showing`) until the player
        takes over (`take_over`) or the hints run out (see `llk.model.game.helps`); its pairs
        earn nothing (`llk.model.game.rewards`)."""
        solution = self.verdicts.solution(self._table.board)
        if not self._table.act(solution is not None and self.helps.hints_left > 0):
            return None
        self.helps.start_show_me()
        return solution

    def take_over(self) -> None:
        """Show Me stopped: the player's own pairs score and build combos again."""
        self.helps.take_over()

    def refresh(self) -> Reshuffle | None:
        """Spend a refresh to shuffle the tiles left; None when none is left, or when no
        shuffle gives the tiles a move (stones wall them off; nothing is spent then)."""
        if not self._table.act(self.helps.refreshes_left > 0):
            return None
        self._note(Command.REFRESH)
        return self._table.reshuffle(free=False)

    def pause(self) -> None:
        if self.tick() is Phase.PLAYING:
            self._note(Command.PAUSE)
            self._table.pause()

    def resume(self) -> None:
        """Play on after a pause; this counts as acting, so the clock starts."""
        if self.phase is Phase.PAUSED:
            self._note(Command.RESUME)
            self._table.resume()

    def undo(self) -> HistoryStep | None:
        """Put the last removed pair back (`Score.undo`: it costs); its time bonus goes
        back too (`GameClock.take_back`: never the last second)."""
        self.tick()
        if not self.can_undo:
            return None
        self._note(Command.UNDO)
        step = self.history.undo(self.clock.take_back)
        change = self._table.put_back(step)
        return HistoryStep(step.removal, undone=True, score_change=change, phase=self.phase)

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
        win_bonus = self._table.take_again(step)
        points = step.removal.points + win_bonus
        return HistoryStep(step.removal, False, points, self.phase, win_bonus)

    # --- what the game leaves ------------------------------------------------

    def next_level(self) -> Game:
        """The next level, once this one is cleared: it brings the score along. Its
        clock is `level_time`'s, whatever this level left: the seconds left here were
        paid as points at the win.

        Dealt once, at the first ask (the save after the win, see `to_keep`), and the
        same `Game` every time after: Next Level plays the board the save kept. A fair
        16x30 deal takes some 0.3 s, so dealing it twice made the window wait twice.
        """
        if self.phase is not Phase.WON:
            raise ValueError("only a cleared level leads to the next one")
        return self._next_level

    @cached_property
    def _next_level(self) -> Game:
        score, played = self.scoring, self.clock.elapsed()
        run = self.run.next(score.points, score.best_combo, played, self.helps.hints_used)
        return Game(clock=self._now, run=run)

    def record(self, given_up: bool = False) -> GameRecord:
        """The game's result as it stands now; ``given_up``: it is being given up."""
        won = self.phase is Phase.WON
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
        if self.phase is Phase.WON and self.settings.levels:
            return self.next_level()
        if self.phase in (Phase.PLAYING, Phase.PAUSED) and self.tiles_left:
            return self
        return None

    def to_dict(self) -> dict[str, Any]:
        """The game as JSON-ready data, to resume it later (`SavedGame.to_dict`)."""
        standing = Standing.now(self.scoring, self.clock, self.helps, self._shuffles.state())
        run = replace(self.run, best_combo=self.scoring.best_combo)
        return SavedGame(run, self._table.board, standing).to_dict()

    @classmethod
    def from_dict(cls, data: Any, clock: Clock = time.monotonic) -> Game:
        """Resume a game saved by `to_dict`, paused or playing as saved; ValueError (or its
        `ParameterError`) when any field is damaged (see `llk.model.game.saved_game`)."""
        saved = read_saved(data, MAX_COMBO)
        return cls(clock=clock, board=saved.board, run=saved.run, resumed=saved.standing)

    # --- internals -----------------------------------------------------------

    def _note(self, command: Command, cell: Point | None = None) -> None:
        if self.journal is not None:
            self.journal.note(command, cell)

    def _click_result(
        self, outcome: Outcome, point: Point, mismatch: Mismatch | None = None
    ) -> ClickResult:
        table = self._table
        return ClickResult(outcome, point, table.selected, table.phase, mismatch=mismatch)


def _mismatch(board: Board, first: Point, second: Point, path: Path | None) -> Mismatch:
    """Why a second click on ``board`` removed nothing (``path``: the link found, if the
    board is frozen)."""
    if path is not None:
        return Mismatch.FROZEN
    if is_locked(board[first]) or is_locked(board[second]):
        return Mismatch.LOCKED
    return Mismatch.NO_LINK if board[first] == board[second] else Mismatch.DIFFERENT_FACES
