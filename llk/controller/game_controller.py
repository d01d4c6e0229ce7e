"""Game control: owns the `Game` in play and its timer, turns clicks into model calls
and the model's results into signals the view draws from."""

from __future__ import annotations

import datetime
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from llk.controller import messages
from llk.controller.countdown import Countdown
from llk.controller.demo import Demo
from llk.controller.winnable import WinnableWatcher
from llk.model import (
    Board,
    Game,
    GameSettings,
    Hint,
    Outcome,
    Phase,
    Point,
    Removal,
    Reshuffle,
)
from llk.model.play_clock import Clock
from llk.model.preferences import Preferences
from llk.model.results import GameRecord
from llk.model.status import ActionStates, GameStats, action_states, game_stats


class GameController(QObject):
    """Drives one `Game` at a time for the view. There is no game until the first deal.

    The settings of the next deal come from the preferences (`apply_preferences`);
    a game in play keeps the settings it was dealt with.

    Signals:
        game_started(Board): a new deal (or a resumed game) is on the table.
        board_changed(Board): the board changed in place (undo, redo): redraw the cells
            that differ.
        selection_changed(object): the selected cell, or None.
        pair_removed(Removal): a pair left the board; its ``path`` is the line.
        mismatch(Point, Point, object): two tiles that do not go; the `Mismatch`.
        hint_shown(Hint): a move to highlight.
        reshuffled(Reshuffle, Board): tiles moved (``free`` after a dead end).
        message(str): a short line for the status bar: what just happened.
        stats_changed(GameStats): score, tiles left, combo...
        actions_changed(ActionStates): enable or disable the player's actions.
        paused_changed(bool): the board must be hidden (True) or shown.
        game_won(GameRecord): the board is clear and the game over.
        level_cleared(GameRecord): the board of a level is clear; the run goes on.
        game_lost(GameRecord): the time ran out.
        game_abandoned(GameRecord): a game in progress (a run of levels between two
            levels too) was given up for another one (New Game, Restart, a numbered or
            the daily game, a saved game not resumed).
        position_changed(Game): the game in play changed (a move, a pause, its end):
            time to save it.
    """

    game_started = Signal(Board)
    board_changed = Signal(Board)
    selection_changed = Signal(object)
    pair_removed = Signal(Removal)
    mismatch = Signal(object, object, object)
    hint_shown = Signal(Hint)
    reshuffled = Signal(Reshuffle, Board)
    message = Signal(str)
    stats_changed = Signal(GameStats)
    actions_changed = Signal(ActionStates)
    paused_changed = Signal(bool)
    game_won = Signal(GameRecord)
    level_cleared = Signal(GameRecord)
    game_lost = Signal(GameRecord)
    game_abandoned = Signal(GameRecord)
    position_changed = Signal(object)

    def __init__(self, clock: Clock = time.monotonic, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = GameSettings()
        self._clock = clock
        self.today: Callable[[], datetime.date] = datetime.date.today
        """The date, to name the daily game (the wiring shares the statistics' calendar)."""
        self.name_of: Callable[[str], str] = str
        """The name the player reads of an action, by its object name, for the messages
        that send the player to one (the wiring gives the actions' own names)."""
        self._game: Game | None = None
        self.countdown = Countdown(self)
        self.countdown.ran_out.connect(self._time_up)
        self.countdown.time_changed.connect(self._publish_actions)  # the player may get stuck
        self.watcher = WinnableWatcher(parent=self)
        self.watcher.judged.connect(self._publish_actions)
        self.watcher.position_lost.connect(self._lost)
        self.demo = Demo(self._click, self._board_in_play, parent=self)
        self.demo.running_changed.connect(self._demo_changed)
        self._actions = ActionStates()
        """The action states last published."""
        self._hints_before_show = 0
        """The hints left when Show Me last started (each pair it plays costs one)."""

    @property
    def game(self) -> Game:
        """The game in play; only asked for after the first deal."""
        if self._game is None:
            raise RuntimeError("no game has been dealt yet")
        return self._game

    @property
    def has_game(self) -> bool:
        return self._game is not None

    @property
    def in_progress(self) -> bool:
        """Whether a new deal now would throw away something the player did."""
        return self._game is not None and self._game.in_progress

    def apply_preferences(self, preferences: Preferences) -> None:
        """The next deal uses these settings; the game in play keeps its own."""
        self._settings = preferences.game

    # --- commands from the view --------------------------------------------

    def new_game(self, seed: int | None = None, settings: GameSettings | None = None) -> None:
        """Deal a new game (``seed`` replays a deal) with the preferences' settings, or
        with ``settings`` for this one deal (a hand-picked board)."""
        self.give_up(self._game)
        self.start(Game(settings or self._settings, seed=seed, clock=self._clock))

    def restart(self) -> None:
        """Deal the same game again, with the settings it was dealt with."""
        if self._game is not None:
            self.give_up(self._game)
            self.start(Game(self._game.settings, seed=self._game.seed, clock=self._clock))

    def next_level(self) -> None:
        """Go on to the next level once this one is cleared."""
        game = self._game
        if game is not None and game.phase is Phase.WON and game.levels:
            self.start(game.next_level())

    def start(self, game: Game) -> None:
        """Play ``game`` (a fresh deal, a resumed or a hand-made one); its clock must be ours."""
        self.demo.stop()
        self._game = game
        self.game_started.emit(game.board)
        self.selection_changed.emit(None)
        self.paused_changed.emit(game.phase is Phase.PAUSED)
        self.message.emit(messages.started(game, self.today()))
        self._watch(new_game=True)
        self.countdown.follow(game)
        self._publish()

    def shutdown(self) -> None:
        """Stop the timer and the background solver (the window is closing)."""
        self.demo.stop()
        self.countdown.stop()
        self.watcher.shutdown()

    def click(self, point: Point) -> None:
        """The player picks a cell. While Show Me plays, the click only stops it: the
        player takes over a board with nothing selected, not the show's half pair."""
        if self.demo.running:
            self.demo.stop()
        else:
            self._click(point)

    def _click(self, point: Point) -> None:
        if self._game is None:
            return
        previous = self._game.selected
        result = self._game.click(point)
        if result.removal is not None:
            self.pair_removed.emit(result.removal)
            if result.reshuffle is not None:
                self.reshuffled.emit(result.reshuffle, self._game.board)
                self.message.emit(messages.free_shuffle())
            elif result.removal.combo > 1:
                self.message.emit(messages.combo(result.removal.combo))
            self._watch()
        elif result.outcome is Outcome.MISMATCH:
            assert result.mismatch is not None
            self.mismatch.emit(previous, point, result.mismatch)
            self.message.emit(messages.mismatch(result.mismatch))
        if result.outcome is not Outcome.IGNORED:
            self.selection_changed.emit(result.selected)
        if self.demo.running and not self._game.showing and self._game.phase is Phase.PLAYING:
            self.demo.stop()  # Show Me spent the last hint on this pair
        self._publish()
        if result.removal is not None:
            self._announce_end()

    def clear_selection(self) -> None:
        """Drop the selection (Esc, a click where no tile stands); also stops Show Me."""
        self.demo.stop()
        if self._game is not None:
            self._game.clear_selection()
            self.selection_changed.emit(None)

    def hint(self) -> None:
        self.demo.stop()
        hint = self._game.hint() if self._game is not None else None
        if hint is not None:
            self.hint_shown.emit(hint)
            self._publish()

    def refresh(self) -> None:
        self.demo.stop()
        reshuffle = self._game.refresh() if self._game is not None else None
        if reshuffle is not None:
            self.reshuffled.emit(reshuffle, self.game.board)
            self.selection_changed.emit(None)
            self.message.emit(messages.shuffled())
            self._watch()
            self._publish()

    def undo(self) -> None:
        self.demo.stop()
        step = self._game.undo() if self._game is not None else None
        if step is not None:
            self._redraw()
            self.message.emit(messages.undone(step.score_change))
            self._publish()

    def undo_to_winnable(self) -> None:
        """Undo back to the last position proven clearable, in one go."""
        self.demo.stop()
        steps = self._game.undo_to_clearable() if self._game is not None else []
        if steps:
            self._redraw()
            points = sum(step.score_change for step in steps)
            self.message.emit(messages.undone_to_winnable(len(steps), points))
            self._publish()

    def show_me(self) -> None:
        """Start Show Me (each pair it plays costs a hint, see `Game.show_me`), or stop it."""
        if self.demo.running:
            self.demo.stop()
            return
        moves = self._game.show_me() if self._game is not None else None
        if moves is not None:
            self.clear_selection()
            self._hints_before_show = self.game.hints_left
            self.message.emit(messages.showing(self.game.hints_left))
            self.demo.start(self.game.board, moves, self.game.gravity)
            self._publish()

    def redo(self) -> None:
        self.demo.stop()
        step = self._game.redo() if self._game is not None else None
        if step is not None:
            self._redraw()
            self.message.emit(messages.redone(step.score_change))
            self._publish()
            self._announce_end()

    def toggle_pause(self) -> None:
        self.demo.stop()
        game = self._game
        if game is None:
            return
        if game.phase is Phase.PAUSED:
            game.resume()
        else:
            game.pause()
        self.paused_changed.emit(game.phase is Phase.PAUSED)
        self.message.emit(messages.paused(game.phase is Phase.PAUSED))
        self._publish()

    # --- model results to signals -----------------------------------------------

    def _redraw(self) -> None:
        """The board changed in place (undo, redo): the view redraws what differs."""
        self.board_changed.emit(self.game.board)
        self.selection_changed.emit(None)
        self._watch()

    def _watch(self, new_game: bool = False) -> None:
        """A new position: have it judged quietly while it is in play."""
        game = self.game
        live = game.phase in (Phase.PLAYING, Phase.PAUSED) and game.tiles_left > 0
        self.watcher.watch(game if live else None, new_game)

    def _board_in_play(self) -> Board | None:
        """The board while the game is in play (what Show Me checks before each pair)."""
        game = self._game
        return game.board if game is not None and game.phase is Phase.PLAYING else None

    def _demo_changed(self, running: bool) -> None:
        """Show Me started or stopped. However it stopped (its button, S, the menu, Esc,
        a click, another action, the hints running out), the player takes over a clean
        board: no half-played pair stays selected, and is told what the show cost."""
        game = self._game
        if not running and game is not None:
            game.take_over()
            game.clear_selection()
            self.selection_changed.emit(None)
            if game.phase is Phase.PLAYING:
                played = self._hints_before_show - game.hints_left
                self.message.emit(messages.show_me_stopped(played, game.hints_left))
        self._publish_actions()

    def _lost(self, moves_ago: int | None) -> None:
        self.message.emit(messages.position_lost(moves_ago, self.name_of("undo_to_winnable")))
        self._publish_actions()

    def _time_up(self) -> None:
        self._publish()
        self._announce_end()

    def _announce_end(self) -> None:
        """Say once that the game just ended (called after its last numbers were published)."""
        game = self.game
        phase = game.phase
        if phase in (Phase.WON, Phase.LOST) and self.countdown.running:
            self.countdown.stop()
            self.watcher.watch(None)
            record = game.record()
            if phase is Phase.LOST:
                self.game_lost.emit(record)
            elif game.levels:
                self.level_cleared.emit(record)
            else:
                self.game_won.emit(record)

    def _publish(self) -> None:
        """Tell the view the numbers it shows."""
        self.countdown.publish()
        self.stats_changed.emit(game_stats(self.game))
        self._actions = action_states(self.game, self.demo.running)
        self.actions_changed.emit(self._actions)
        self.position_changed.emit(self.game)

    def _publish_actions(self) -> None:
        """Tell the view the action states if they changed (a verdict came, Show Me
        started or stopped, the player seems stuck)."""
        states = action_states(self._game, self.demo.running)
        if states != self._actions:
            self._actions = states
            self.actions_changed.emit(states)

    def give_up(self, game: Game | None) -> None:
        """``game`` (the one in play, or a saved one not resumed) is being replaced: said
        once if it was in progress (a game the clock ended was said then)."""
        if game is None:
            return
        game.tick()  # a game whose time ran out unnoticed (no tick yet) is over
        if game.in_progress:
            self.game_abandoned.emit(game.record(given_up=True))
