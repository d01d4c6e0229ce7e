"""Game control: owns the `Game` and its timers, turns clicks into model calls and
the model's results into signals the view draws from."""

from __future__ import annotations

import time
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from llk.controller.winnable import WinnableWatcher
from llk.model import (
    Board,
    ClickResult,
    Game,
    GameSettings,
    Hint,
    Mismatch,
    Outcome,
    Phase,
    Point,
    Removal,
    Reshuffle,
)
from llk.model.game import Clock
from llk.model.gravity import LEVELS

TICK_MS = 100
"""How often the countdown display updates."""


@dataclass(frozen=True)
class Timing:
    """Animation durations in milliseconds; tests set them to zero."""

    link_ms: int = 450
    fade_ms: int = 300
    shuffle_ms: int = 450
    flash_ms: int = 250


@dataclass(frozen=True)
class ActionStates:
    """Which player actions are possible now, and the counts the buttons show."""

    hint: bool
    refresh: bool
    undo: bool
    redo: bool
    pause: bool
    paused: bool
    hints_left: int
    refreshes_left: int


@dataclass(frozen=True)
class GameStats:
    """What the side panel shows besides the clock."""

    score: int
    tiles_left: int
    combo: int
    seed: int
    level: int
    gravity: str
    levels: bool
    """Whether clearing the board leads on to another level."""


class GameController(QObject):
    """Drives one `Game` at a time for the view.

    Signals:
        game_started(Board): a new deal is on the table.
        board_changed(Board): the board was replaced (undo, redo); redraw all.
        selection_changed(object): the selected cell, or None.
        pair_removed(Removal): a pair left the board; its ``path`` is the line.
        mismatch(Point, Point, str): two tiles that do not go; the reason.
        hint_shown(Hint): a move to highlight.
        reshuffled(Reshuffle, Board): tiles moved (``free`` after a dead end).
        no_moves(): no move was left, so the game shuffled for free.
        time_changed(object, float): seconds left (None when untimed), the limit.
        stats_changed(GameStats): score, tiles left, combo...
        actions_changed(ActionStates): enable or disable the player's actions.
        paused_changed(bool): the board must be hidden (True) or shown.
        game_won(int): the board is clear and the game over; the final score.
        level_cleared(int, int): the board of a level is clear: the level and the score.
        game_lost(int): the time ran out; the final score.
        message(str): a short line for the status bar.
        position_lost(): the position can no longer be cleared (said once per position).
        winnable_answer(object): the answer to `check_winnable`: True, False or None.
    """

    game_started = Signal(Board)
    board_changed = Signal(Board)
    selection_changed = Signal(object)
    pair_removed = Signal(Removal)
    mismatch = Signal(object, object, str)
    hint_shown = Signal(Hint)
    reshuffled = Signal(Reshuffle, Board)
    no_moves = Signal()
    time_changed = Signal(object, float)
    stats_changed = Signal(GameStats)
    actions_changed = Signal(ActionStates)
    paused_changed = Signal(bool)
    game_won = Signal(int)
    level_cleared = Signal(int, int)
    game_lost = Signal(int)
    message = Signal(str)
    position_lost = Signal()
    winnable_answer = Signal(object)

    def __init__(
        self,
        settings: GameSettings | None = None,
        timing: Timing | None = None,
        clock: Clock = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings or GameSettings()
        self.timing = timing or Timing()
        self._clock = clock
        self._game = Game(self.settings, clock=clock)
        self._ticker = QTimer(self)
        self._ticker.setInterval(TICK_MS)
        self._ticker.timeout.connect(self.tick)
        self.watcher = WinnableWatcher(parent=self)
        self.watcher.decided.connect(self._on_decided)
        self._question_asked = -1  # the on-demand question, if one is open
        self._lost_said = False

    @property
    def game(self) -> Game:
        return self._game

    # --- commands from the view --------------------------------------------

    def new_game(self, seed: int | None = None, settings: GameSettings | None = None) -> None:
        """Deal a new game (``seed`` replays a deal) and start its clock.

        ``settings`` become the settings of this and later new games.
        """
        if settings is not None:
            self.settings = settings
        self.start(Game(self.settings, seed=seed, clock=self._clock))

    def start(self, game: Game) -> None:
        """Play ``game`` (a fresh deal, a resumed or a hand-made one); its clock must be ours."""
        self._game = game
        self._ticker.start()
        self.game_started.emit(game.board)
        self.selection_changed.emit(None)
        paused = game.phase is Phase.PAUSED
        self.paused_changed.emit(paused)
        text = (
            self.tr("Game {0} resumed: press P to play on.")
            if paused
            else self.tr("Game {0}: link pairs of equal tiles.")
        )
        self.message.emit(text.format(game.seed))
        self._lost_said = False
        self._board_changed()
        self._publish()

    def next_level(self) -> None:
        """Go on to the next level once this one is cleared."""
        if self._game.phase is Phase.WON and self.settings_are_levels():
            self.start(self._game.next_level())

    def settings_are_levels(self) -> bool:
        return self._game.settings.gravity == LEVELS

    def check_winnable(self) -> None:
        """Ask, in the background, whether the board can still be cleared (`winnable_answer`)."""
        self._question_asked = self.watcher.ask(self._game.board, self._game.gravity)

    def shutdown(self) -> None:
        """Stop the timers and the background solver (the window is closing)."""
        self._ticker.stop()
        self.watcher.shutdown()

    def restart(self) -> None:
        """Deal the same game again, with the settings it was dealt with."""
        self.start(Game(self._game.settings, seed=self._game.seed, clock=self._clock))

    def click(self, point: Point) -> None:
        previous = self._game.selected
        result = self._game.click(point)
        if result.outcome is Outcome.REMOVED:
            self._on_removed(result)
            self._board_changed()
        elif result.outcome is Outcome.MISMATCH:
            assert result.mismatch is not None
            self.mismatch.emit(previous, point, self._reason_text(result.mismatch))
        if result.outcome is not Outcome.IGNORED:
            self.selection_changed.emit(result.selected)
        self._publish()

    def clear_selection(self) -> None:
        self._game.clear_selection()
        self.selection_changed.emit(None)

    def hint(self) -> None:
        hint = self._game.hint()
        if hint is not None:
            self.hint_shown.emit(hint)
        self._publish()

    def refresh(self) -> None:
        reshuffle = self._game.refresh()
        if reshuffle is not None:
            self.reshuffled.emit(reshuffle, self._game.board)
            self.selection_changed.emit(None)
            self.message.emit(self.tr("Shuffled."))
            self._board_changed()
        self._publish()

    def undo(self) -> None:
        step = self._game.undo()
        if step is not None:
            self._redraw()
            self.message.emit(self.tr("Undone: {0} points.").format(step.score_change))
        self._publish()

    def redo(self) -> None:
        if self._game.redo() is not None:
            self._redraw()
        self._publish()
        self._announce_end()

    def toggle_pause(self) -> None:
        if self._game.phase is Phase.PAUSED:
            self._game.resume()
        else:
            self._game.pause()
        paused = self._game.phase is Phase.PAUSED
        self.paused_changed.emit(paused)
        self.message.emit(self.tr("Paused.") if paused else "")
        self._publish()

    def tick(self) -> None:
        """Advance the countdown display; end the game when the time is up."""
        self._game.tick()
        self._publish_time()
        self._announce_end()

    # --- model results to signals -----------------------------------------------

    def _on_removed(self, result: ClickResult) -> None:
        assert result.removal is not None
        self.pair_removed.emit(result.removal)
        if result.reshuffle is not None:
            self.reshuffled.emit(result.reshuffle, self._game.board)
            self.no_moves.emit()
            self.message.emit(self.tr("No moves left: the tiles were shuffled for free."))
        elif result.removal.combo > 1:
            self.message.emit(self.tr("Combo ×{0}!").format(result.removal.combo))
        self._announce_end()

    def _redraw(self) -> None:
        """The board was replaced (undo, redo): the view draws it afresh."""
        self.board_changed.emit(self._game.board)
        self.selection_changed.emit(None)
        self._board_changed()

    def _board_changed(self) -> None:
        """A new position: ask quietly whether it can still be cleared."""
        game = self._game
        if game.phase in (Phase.PLAYING, Phase.PAUSED) and game.tiles_left:
            self.watcher.ask(game.board, game.gravity)
        else:
            self.watcher.cancel()

    def _on_decided(self, question: int, verdict: object) -> None:
        if question != self.watcher.question:
            return  # about a position that is gone
        if question == self._question_asked:
            self.winnable_answer.emit(verdict)
        if verdict is True:
            self._lost_said = False  # saved (by a refresh or an undo): say it again if lost
        elif verdict is False and not self._lost_said:
            self._lost_said = True
            self.position_lost.emit()
            self.message.emit(
                self.tr("This position can no longer be cleared: a refresh may save it.")
            )

    def _reason_text(self, reason: Mismatch) -> str:
        if reason is Mismatch.DIFFERENT_FACES:
            return self.tr("Those two tiles are different.")
        return self.tr("No line with at most two turns joins those tiles.")

    def _announce_end(self) -> None:
        phase = self._game.phase
        if phase in (Phase.WON, Phase.LOST) and self._ticker.isActive():
            self._ticker.stop()
            self._publish()
            if phase is Phase.WON and self.settings_are_levels():
                self.level_cleared.emit(self._game.level, self._game.score)
            elif phase is Phase.WON:
                self.game_won.emit(self._game.score)
            else:
                self.game_lost.emit(self._game.score)

    def action_states(self) -> ActionStates:
        """The one place that decides which actions are enabled."""
        game = self._game
        playing = game.phase is Phase.PLAYING
        return ActionStates(
            hint=playing and game.hints_left > 0,
            refresh=playing and game.refreshes_left > 0,
            undo=game.can_undo,
            redo=game.can_redo,
            pause=game.phase in (Phase.PLAYING, Phase.PAUSED),
            paused=game.phase is Phase.PAUSED,
            hints_left=game.hints_left,
            refreshes_left=game.refreshes_left,
        )

    def _publish(self) -> None:
        game = self._game
        stats = GameStats(
            game.score,
            game.tiles_left,
            game.combo,
            game.seed,
            game.level,
            game.gravity,
            self.settings_are_levels(),
        )
        self.stats_changed.emit(stats)
        self.actions_changed.emit(self.action_states())
        self._publish_time()

    def _publish_time(self) -> None:
        self.time_changed.emit(self._game.time_left(), float(self._game.time_limit_s))
