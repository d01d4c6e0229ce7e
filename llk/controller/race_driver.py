"""Runs a race beside the game controller: the race's clock and timer, the rivals'
moves, and what the race does to the player's board.

The player's board stays the game controller's: clicks and actions go to it as in a
single game, and the game notes them in its journal for the race (`llk.model.versus`).
The driver moves the race's time with the wall clock (less every hold: a pause, a dialog
over the board, the window in the background), catches the race up before each of the
player's commands, and turns what the race did to the player into one `Changes`
through the controller, as any command does.

A race online, the host's (`start` with its count-in), is everyone's time: nothing holds it (no
pause, no dialog, no window in the background), its count-in is the one the racers
were sent and is not cut short, and after each frame and each of the player's commands
and props the driver says so (`stepped`), for the host's table to send what is new.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from llk.controller import status_lines
from llk.controller.game_controller import GameController
from llk.model.changes import NOTHING_SELECTED, Changes
from llk.model.game.game_clock import PAUSED
from llk.model.game.play_clock import Clock, PlayClock
from llk.model.game.results import Phase
from llk.model.versus.props import Prop
from llk.model.versus.race import YOU, Happening, Race, RaceEvent
from llk.model.versus.standings import Finish

TICK_MS = 16
"""How often the race's time moves: every frame at 60 frames a second."""
COUNT_IN_MS = 3000
"""The count before a race starts by itself, unless the player acts first."""
EVENTS_A_FRAME = 1
"""A frame handles one timed event of the race (a rival's move...): several due at once
are spread over the next frames, a few milliseconds of race time late, never all in one
frame. A command of the player first catches the race up in full."""
KEEP_EVERY_S = 5.0
FINISH_STEP_S = 2.0
"""Race seconds each frame plays once the player is done: the rest of the race runs
120 times as fast, drawn on the rivals' cards, to its end and its results."""
"""How often a race is saved while only the rivals move."""


class RaceDriver(QObject):
    """Drives one race at a time. ``prop_name`` gives a prop's name in the player's
    language, for the status line. The wiring has it follow the controller: `catch_up`
    before each command, `after_command` after, `left_if_another_game` at each start.

    Signals:
        racing(Race): a race is on the table, new or resumed: draw the rivals.
        left(): the race left the table (another game came on).
        moved(list): the race moved (its `RaceEvent`s): redraw what they touched.
        counting(int): seconds left of the count-in (0: the race is on).
        over(Race): the race is over: show the results.
        keep(Race): time to save the race (not a race online: it cannot go on alone).
        stepped(): the race moved on (a frame, a command, a prop): what is new in a
            race online is to be sent.
        said(str): a line for the status bar (Pause refused in a race online).
        standing(str): in a race online, the line that holds while its state lasts:
            the player out, or out of time, while the others race on ("" for none).
    """

    racing = Signal(Race)
    left = Signal()
    moved = Signal(list)
    counting = Signal(int)
    over = Signal(Race)
    keep = Signal(Race)
    stepped = Signal()
    said = Signal(str)
    standing = Signal(str)

    def __init__(
        self,
        controller: GameController,
        clock: Clock = time.monotonic,
        parent: QObject | None = None,
        prop_name: Callable[[Prop], str] = str,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._wall = clock
        self._prop_name = prop_name
        self.race: Race | None = None
        self._clock = PlayClock(clock)
        self._kept_at = 0.0
        self._telling = False
        self._finishing = False
        self._frozen_shown = False
        self._most: int | None = EVENTS_A_FRAME
        self.shared = False
        """Whether the race on the table is a race online (`start`)."""
        self.count_in_ms = COUNT_IN_MS
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.tick)
        self._count = QTimer(self)
        self._count.setInterval(1000)
        self._count.timeout.connect(self._count_down)
        self._count_left = 0

    @property
    def active(self) -> bool:
        """Whether a race is on the table (over or not): the game on the board is its."""
        return self.race is not None

    def start(self, race: Race, online_count_in: int | None = None) -> None:
        """Put ``race`` on the table: the player's board in the controller, the rivals
        drawn; a new race counts in (`count_in_ms`), a resumed one waits for the player.
        With ``online_count_in``, ``race`` is a race online whose host this player is:
        counted in for that many seconds (the racers' count-in, not cut short), then
        run with no hold and no pause."""
        shared = online_count_in is not None
        count_in_ms = self.count_in_ms if online_count_in is None else online_count_in * 1000
        self.stop()
        self.race = race
        self.shared = shared
        self._finishing = False
        self._frozen_shown = False
        self._clock = PlayClock(self._wall, race.now)
        if not shared:
            for reason in self._controller.countdown.holds:  # the same holds as the board's
                self._clock.hold(reason)
        self._kept_at = race.now
        self._telling = True  # the board laid out is no command of the player's to catch up
        try:
            self._controller.start(race.you.game, online=shared)  # online: no hold stops it
        finally:
            self._telling = False
        if race.you.game.phase is Phase.PAUSED:  # a race resumed waits for the player
            self._clock.hold(PAUSED)
        self.racing.emit(race)
        if race.now == 0.0 and count_in_ms > 0:
            self._count_left = max(1, round(count_in_ms / 1000))
            self.counting.emit(self._count_left)
            self._count.start(min(1000, count_in_ms))
        else:
            self._go()

    def stop(self) -> None:
        """Take the race off the table (another game, the window closing)."""
        self._timer.stop()
        self._count.stop()
        if self.race is not None:
            if self.shared:
                self.standing.emit("")
            self.race = None
            self.shared = False
            self.left.emit()

    def left_if_another_game(self) -> None:
        """Another game came on the table (New Game, a saved game): the race is left."""
        if self.race is not None and self._controller.game is not self.race.you.game:
            self.stop()

    def hold(self, reason: str, on: bool) -> None:
        """Hold the race's time for ``reason`` (as `Countdown.hold`): a hold holds everyone
        (in a race online, nothing holds)."""
        if self.shared:
            return
        if on:
            self._clock.hold(reason)
        else:
            self._clock.release(reason)

    def use_prop(self, prop: Prop, target: int | None = None) -> None:
        """The player uses ``prop`` (on ``target``, else the race's `Race.default_target`,
        for one on an opponent)."""
        race = self.race
        if race is None or race.over:
            return
        self.catch_up()
        self._tell(race.use_prop(prop, target))
        self.save(race)  # a prop used is saved at once, as a command is
        self.stepped.emit()

    def refuses_pause(self) -> bool:
        """Whether Pause is refused (in a race online, said in the status line)."""
        if self.shared:
            self.said.emit(status_lines.no_pause_online())
        return self.shared

    # --- time ---------------------------------------------------------------------

    def _go(self) -> None:
        self._count.stop()
        self.counting.emit(0)
        self._clock.start()
        self._timer.start()

    def _count_down(self) -> None:
        self._count_left -= 1
        if self._count_left <= 0:
            self._go()
        else:
            self.counting.emit(self._count_left)

    def catch_up(self) -> None:
        """Before a command: the race starts if it was counting in (the player acted
        first; not in a race online, counted in for everyone), and reaches the present,
        every event due handled."""
        if self.race is None or self._telling:
            return
        if self._count.isActive() and not self.shared:
            self._go()
        self._most = None
        try:
            self.tick()
        finally:
            self._most = EVENTS_A_FRAME

    def follow_outside(self, events: list[RaceEvent]) -> None:
        """Someone else's steps were played on a race online from outside the driver (a
        person's, checked by the host's referee, `HostDesk.hear`), with these
        ``events``: what they did to the player's board drawn and said (a prop thrown at
        the host), the rivals drawn as they stand, and the race's end seen (the results,
        and `stepped` for the last news to go out)."""
        race = self.race
        if race is None or not self.shared:
            return
        self._tell(events)  # the end too, when an event brought it
        if race.over:
            self._end(race)  # the end brought by no event told (once: `_end`)
        if not events:
            self.moved.emit([])

    def tick(self) -> None:
        """Move the race to the present (the timer calls this every frame)."""
        race = self.race
        if race is None or race.over:
            return
        if self._finishing and not self.shared:  # a race online runs on everyone's time
            events = race.advance(race.now + FINISH_STEP_S)
        else:
            events = race.advance(self._clock.elapsed(), self._most)
        self._tell(events)
        frozen = race.you.game.blocks.frozen and race.you.racing
        if frozen != self._frozen_shown:  # a freeze lasts race seconds: looked at each frame
            self._frozen_shown = frozen
            self._command(Changes(frozen=frozen))
        if race.now - self._kept_at >= KEEP_EVERY_S:
            self._kept_at = race.now
            self.save(race)
        self.stepped.emit()

    def after_command(self, changes: Changes) -> None:
        """A command changed the player's game: the race sees it, and a pause holds it."""
        race = self.race
        if race is None or self._telling:
            return
        if changes.paused is not None:
            self.hold(PAUSED, changes.paused)
        self._tell(race.observe())
        self.save(race)
        self.stepped.emit()

    def save(self, race: Race | None = None) -> None:
        """Time to save ``race`` (the race on, by default: the window closing), unless it
        is a race online (it cannot go on alone): told through `keep`."""
        if race is None:
            race = self.race
        if race is not None and not self.shared:
            self.keep.emit(race)

    # --- what the race did --------------------------------------------------------

    def _tell(self, events: list[RaceEvent]) -> None:
        race = self.race
        if race is None or not events:
            return
        for event in events:
            self._show_on_board(race, event)
        if race.over:
            self._end(race)
        elif not race.you.racing and not self._finishing:
            self._finishing = True  # the others race on, fast (`tick`)
            out = race.you.finish is Finish.OUT
            why = status_lines.out_of_race() if out else status_lines.time_up_racing()
            self._end_you(race, why)
            if self.shared:  # it lasts: the board stays frozen while the others race on
                self.standing.emit(why)
        self.moved.emit(events)

    def _show_on_board(self, race: Race, event: RaceEvent) -> None:
        """An event that changed the player's board, said and drawn through the controller;
        a prop the player threw at a rival is said and shown, its board left alone."""
        thrown = event.player == YOU and event.target not in (None, YOU)
        if thrown and event.happening is Happening.USED and event.prop is not None:
            rival = race.racers[event.target or 0].name
            self._command(
                Changes(message=status_lines.prop_used(self._prop_name(event.prop), rival))
            )
            return
        mine = event.target == YOU or (event.player == YOU and event.target is None)
        if not mine:
            return
        game = race.you.game
        name = race.racers[event.player].name
        if event.happening is Happening.STONES_GONE:
            self._command(Changes(stones=frozenset(), message=status_lines.stones_gone()))
        elif event.happening is Happening.EARNED and event.prop is not None:
            self._command(Changes(message=status_lines.prop_earned(self._prop_name(event.prop))))
        elif event.happening is Happening.USED and event.prop is not None:
            prop = self._prop_name(event.prop)
            mine_alone = event.player == YOU  # a prop that helps the player
            said = (
                status_lines.prop_used(prop, None)
                if mine_alone
                else status_lines.prop_hit(name, prop)
            )
            hint = game.best_pair() if event.prop is Prop.COMPASS else None
            self._command(
                Changes(
                    removal=event.removal,
                    reshuffle=event.reshuffle,
                    selection=NOTHING_SELECTED if event.reshuffle else None,
                    hint=hint,
                    stones=game.blocks.stones if event.prop is Prop.BLOCKS else None,
                    message=said,
                    news=event.player != YOU,  # who threw what, where the player looks
                )
            )

    def _command(self, changes: Changes) -> None:
        """Tell the view through the controller what the race did: news of the race's own,
        so neither `catch_up` nor `after_command` takes it for the player's command."""
        telling, self._telling = self._telling, True
        try:
            self._controller.command(lambda _game: changes, take_over=False)
        finally:
            self._telling = telling

    def _end_you(self, race: Race, why: str) -> None:
        """The player's game ends with their race (out, out of time, or someone cleared
        first), said with ``why``; the command says the game's end once, as any does."""
        if race.you.game.phase in (Phase.PLAYING, Phase.PAUSED):
            race.you.game.race_effects.stop()
        self._command(Changes(message=why))

    def _end(self, race: Race, queued: bool = False) -> None:
        """``race`` is over: its time stopped, once; the player's game ended with it,
        the results told (`over`) and, in a race online, the last news sent
        (`stepped`). A race online's end runs after the step that brought it returned
        (``queued``): never inside a racer's text being heard, a frame or a command,
        whose own work (the host's table sending the result) would run within it."""
        if not queued:
            if not self._timer.isActive():
                return  # ended already
            self._timer.stop()
            if self.shared:
                QTimer.singleShot(0, self, lambda: self._end(race, queued=True))
                return
        if self.race is not race:
            return  # left meanwhile
        winner = race.results()[0]
        if winner.player != YOU and winner.finish is Finish.CLEARED:
            self._end_you(race, status_lines.rival_cleared(winner.name))
        self.save(race)
        if self.shared:
            self.standing.emit("")  # the results say the rest
        self.over.emit(race)
        if self.shared:
            self.stepped.emit()
