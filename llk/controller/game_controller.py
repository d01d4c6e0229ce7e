"""Game control: owns the `Game` in play and its timer, turns the player's commands into
model calls and what they changed into one record for the view (`Changes`)."""

from __future__ import annotations

import time
from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from llk.controller import commands, status_lines
from llk.controller.commands import Command
from llk.controller.countdown import Countdown
from llk.controller.show_me import ShowMe
from llk.controller.solver_service import Solver
from llk.controller.winnable import Lost, WinnableWatcher
from llk.model import Board, Game, GameSettings, Phase, Point
from llk.model.changes import NOTHING_SELECTED, Changes, Selection
from llk.model.errors import ParameterError
from llk.model.game.play_clock import Clock
from llk.model.game.results import GameRecord
from llk.model.records.preferences import Preferences
from llk.model.status import ActionStates, action_states, game_stats, timer_seconds


class GameController(QObject):
    """Drives one `Game` at a time for the view. There is no game until the first deal.

    Its positions are judged by ``solver``, handed in: the game never judges without
    one, and a test hands a fake (`tests.controller.fake_solver`).

    The settings of the next deal come from the preferences (`apply_preferences`);
    a game in play keeps the settings it was dealt with. Every command goes through
    `command`; each tells the view what it changed in one `changed`.

    What its lines name that only the rest of the program knows comes in with it
    (``naming``, `status_lines.Naming`).

    Signals:
        commanding(): a command is about to act: whatever runs beside the game (a race)
            catches up with the time first, so the command acts at the moment the player
            gave it.
        started(Board): a new deal (or a resumed game) is on the table: draw it from
            scratch; a `changed` with the rest follows.
        changed(Changes): what a command (or a verdict, or the clock) changed.
        ended(GameRecord): the game just ended, or a level of a run was cleared (the
            record says which: won, and a run of levels); said once.
        abandoned(GameRecord): a game in progress (a run of levels between two levels
            too) was given up for another one (New Game, Restart, a numbered or the
            daily game, a saved game not resumed).
        position_changed(Game): the game in play changed (a move, a pause, its end):
            time to save it.
        undealt(str): the map of the settings had no deal: the line to say; the layout
            was dealt instead, and the map is to be given up as the player's choice.
    """

    commanding = Signal()
    started = Signal(Board)
    changed = Signal(Changes)
    ended = Signal(GameRecord)
    abandoned = Signal(GameRecord)
    position_changed = Signal(Game)
    undealt = Signal(str)

    def __init__(
        self,
        solver: Solver,
        clock: Clock = time.monotonic,
        parent: QObject | None = None,
        naming: status_lines.Naming | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = GameSettings()
        self._clock = clock
        self.naming = naming or status_lines.Naming()
        self._game: Game | None = None
        self.countdown = Countdown(self)
        self.countdown.ran_out.connect(lambda: self.command(commands.time_up, take_over=False))
        self.countdown.time_changed.connect(lambda _time: self._follow())  # may get stuck
        self.countdown.ticked.connect(self._timer_news)
        self._timer_seen: tuple[int | None, int] = (None, 0)
        """The timer tiles' seconds last shown and the count of them missed last said."""
        self.watcher = WinnableWatcher(solver, parent=self)
        self.watcher.judged.connect(lambda _verdict: self._follow())
        self.watcher.position_lost.connect(self._lost)
        self.show_me = ShowMe(lambda: self._game, lambda act: self.command(act, False), self)
        self._actions = ActionStates()
        """The action states last told."""

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

    # --- the game on the table ---------------------------------------------------

    def new_game(self, seed: int | None = None, settings: GameSettings | None = None) -> None:
        """Deal a new game (``seed`` replays a deal) with the preferences' settings, or
        with ``settings`` for this one deal (a hand-picked board)."""
        self.give_up(self._game)
        self.start(self._dealt(settings or self._settings, seed))

    def restart(self) -> None:
        """Deal the same game again, with the settings it was dealt with."""
        if self._game is not None:
            self.give_up(self._game)
            self.start(self._dealt(self._game.settings, self._game.seed))

    def _dealt(self, settings: GameSettings, seed: int | None) -> Game:
        """A new game on ``settings``; on a map the dealer finds no deal on (a map from
        before its reader refused such maps, a rare deal the dealer gives up on), the
        layout's instead, and `undealt` says why."""
        try:
            return Game(settings, seed=seed, clock=self._clock)
        except (ParameterError, TimeoutError) as error:
            if settings.board_map is None:
                raise
            self.undealt.emit(
                self.tr(
                    "No deal could be made on the map {0} ({1}): the layout is played instead."
                ).format(settings.board_map.name, error or type(error).__name__)
            )
            return Game(settings.off_map(), seed=seed, clock=self._clock)

    def next_level(self) -> None:
        """Go on to the next level once this one is cleared."""
        game = self._game
        if game is not None and game.phase is Phase.WON and game.settings.levels:
            self.start(game.next_level())

    def start(self, game: Game, online: bool = False, said: bool = True) -> None:
        """Play ``game`` (a fresh deal, a resumed or a hand-made one); its clock must be
        ours, but when ``online``: a racer's board in a race online, whose time is the
        host's race's, which no hold stops. Its start is said, nothing selected, unless not
        ``said``: the same board built again, its selection kept."""
        self.show_me.stop()
        self._game = game
        self.started.emit(game.board)
        self.watcher.watch(_in_play(game), new_game=True)
        self.countdown.follow(game, held=not online)
        self._timer_seen = (timer_seconds(game), game.timers.missed)
        paused = game.phase is Phase.PAUSED
        message = status_lines.started(game, self.naming) if said else None
        selected = NOTHING_SELECTED if said else Selection(game.selected)  # built again: as it was
        self.command(lambda _: Changes(selection=selected, paused=paused, message=message))

    def give_up(self, game: Game | None) -> None:
        """``game`` (the one in play, or a saved one not resumed) is being replaced: said
        once if it was in progress (a game the clock ended was said then)."""
        if game is None:
            return
        game.tick()  # a game whose time ran out unnoticed (no tick yet) is over
        if game.in_progress:
            self.abandoned.emit(game.record(given_up=True))

    def shutdown(self) -> None:
        """Stop the timer and the background solver (the window is closing)."""
        self.show_me.stop()
        self.countdown.stop()
        self.watcher.shutdown()

    # --- the player's commands ---------------------------------------------------

    def click(self, point: Point) -> None:
        """The player picks a cell. While Show Me plays, the click only stops it: the
        player takes over a board with nothing selected, not the show's half pair."""
        if self.show_me.running:
            self.show_me.stop()
        else:
            self.command(commands.click(point))

    def toggle_show_me(self) -> None:
        """Start Show Me (see `ShowMe.start`), or stop it."""
        if self.show_me.running:
            self.show_me.stop()
        else:
            self.command(self.show_me.start)

    def command(self, act: Command, take_over: bool = True) -> None:
        """The one path of every command (`llk.controller.commands`): Show Me stops
        first unless ``take_over`` is False (its own pairs, the clock), then the game
        acts, and if anything changed the record, completed with the board, the numbers
        and the action states, goes to the view; then the game is saved, and its end
        said once."""
        if take_over:
            self.show_me.stop()
        self.commanding.emit()
        game = self._game
        changes = act(game) if game is not None else None
        if game is None or changes is None:
            return
        if changes.moved:
            self.watcher.watch(_in_play(game))
        if changes.moved or changes.restyled:
            changes = replace(changes, board=game.board)
        self._actions = action_states(game, self.show_me.running)
        self.countdown.publish()
        self.changed.emit(replace(changes, stats=game_stats(game), actions=self._actions))
        self.position_changed.emit(game)
        if self.countdown.end():
            self.watcher.watch(None)
            self.ended.emit(game.record())

    # --- what comes between commands -----------------------------------------------

    def _timer_news(self) -> None:
        """The timer tiles' time, each second: their badges count down, and when it runs
        out, what the tiles left cost is said (a command: the board changed)."""
        game = self._game
        if game is None:
            return
        seconds, missed = self._timer_seen
        self._timer_seen = (timer_seconds(game), game.timers.missed)
        if game.timers.missed > missed:
            self.command(commands.timers_missed(game.timers.missed - missed), take_over=False)
        elif self._timer_seen[0] != seconds:
            self.changed.emit(Changes(stats=game_stats(game)))

    def _lost(self, lost: Lost) -> None:
        said = status_lines.position_lost(lost.moves_ago, self.naming.name_of("undo_to_winnable"))
        self._follow(message=said)

    def _follow(self, message: str | None = None) -> None:
        """Tell the action states if they changed (a verdict came, the player seems
        stuck), and ``message`` if there is one."""
        states = action_states(self._game, self.show_me.running)
        if states != self._actions or message is not None:
            self._actions = states
            self.changed.emit(Changes(actions=states, message=message))


def _in_play(game: Game) -> Game | None:
    """``game`` while its position is worth judging: in play, with tiles left."""
    live = game.phase in (Phase.PLAYING, Phase.PAUSED) and game.tiles_left > 0
    return game if live else None
