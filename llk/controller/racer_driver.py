"""Runs a racer's screen in a race online: the racer's own board in the game controller,
the opponents drawn from the copy of the host's race, all from the racer's table.

The table (`llk.online.racer_table.RacerTable`, named here only by what the driver asks
of it, `RacerTable`: the controller does not import the network side) carries the texts
and keeps the race's time on its own clock; its desk (`llk.model.versus.racer_desk`)
decides. The driver draws what the desk tells (`hear`) and looks at the table each
frame: the count-in (race time 0 is the table's ``zero`` on the table's clock), the
cards (a host's move is no event in the copy), the link away ("Reconnecting…", the
race's time stopping for no one), the race's end (the host's places, or, the host gone,
the places from its stream).

The racer's board is the desk's (`RacerDesk.game`), played through the controller so that
the view draws it as any game: each command of the player's goes through the desk
(`command`), which plays it on that board, as the controller's own command, and sends
it to the host; nothing is played twice. A board the desk built again (a prop, a refusal,
a catch-up) is put on the table again whole. A race of people has no pause, and no hold
stops its time: the host's race runs on.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from llk.controller import commands, status_lines
from llk.controller.commands import Command
from llk.controller.game_controller import GameController
from llk.controller.race_driver import TICK_MS
from llk.model.changes import Changes
from llk.model.game.game import Game
from llk.model.game.results import Phase
from llk.model.versus.messages import Reason
from llk.model.versus.props import Prop
from llk.model.versus.race import Happening, Race, RaceEvent
from llk.model.versus.racer_desk import (
    BoardChanged,
    CaughtUp,
    CommandRefused,
    Heard,
    Placed,
    RaceMoved,
    RacerDesk,
    Started,
)
from llk.model.versus.standings import Finish

_T = TypeVar("_T")


class RacerTable(Protocol):
    """What the driver asks of a racer's table (`llk.online.racer_table.RacerTable`)."""

    desk: RacerDesk
    zero: float | None
    """The table's clock's reading at race time 0, once the start is heard."""
    places: tuple[int, ...] | None
    """The race's places once it ended for this racer."""

    def clock(self) -> float:
        """The table's own clock, in seconds."""
        ...

    @property
    def away(self) -> bool:
        """Whether the racer is away from the race: its link reconnecting, or back and
        waiting for the host's answer to its resume."""
        ...

    def tick(self) -> None:
        """Run the desk to the race time now."""
        ...

    def take(self, play: Callable[[Game], _T]) -> _T | None:
        """Play the player's command on the desk's board and send it."""
        ...

    def use_prop(self, prop: Prop, target: int | None = None) -> bool:
        """Use a prop, sent to the host."""
        ...


class RacerDriver(QObject):
    """Drives a racer's screen at one table at a time (see the module docstring).
    ``prop_name`` gives a prop's name in the player's language.

    Signals:
        racing(Race, int, int): the race is on: the copy of the host's race, the
            player's seat in it, and the host's picture (the host's card).
        moved(list): the copy moved (its `RaceEvent`s): redraw the opponents.
        counting(int): seconds left of the count-in (0: the race is on).
        said(str): a line about the race online, for the status bar and a screen reader.
        standing(str): the line that holds while its state lasts ("" for none): the
            link away ("Reconnecting…", until the race flows again), the host gone.
        over(Race, tuple, int, bool): the race ended: the copy, the places (seats, first
            place first: the host's, or from its stream when the host left), the
            player's seat, and whether the host left (the copy ended where its stream
            stops, `RacerDesk.host_gone`).
        left(): the race left the table.
    """

    racing = Signal(Race, int, int)
    moved = Signal(list)
    counting = Signal(int)
    said = Signal(str)
    standing = Signal(str)
    over = Signal(Race, tuple, int, bool)
    left = Signal()

    def __init__(
        self,
        controller: GameController,
        parent: QObject | None = None,
        prop_name: Callable[[Prop], str] = str,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._prop_name = prop_name
        self.table: RacerTable | None = None
        self._game: Game | None = None
        """The desk's board the controller plays (the desk builds it anew at times)."""
        self._count_left: int | None = None
        self._held = 0
        """The host's checked commands the copy held when the cards were drawn last."""
        self._away = False
        self._ended = False
        self._placed_by_host = False
        self._commanding = False
        self._out: tuple[str, str] | None = None
        """Put out by the host: what is said of it, and the line standing meanwhile."""
        self._watching = ""
        """The line standing while the player, out or out of time, watches the others."""
        self._frame = QTimer(self)
        self._frame.setInterval(TICK_MS)
        self._frame.timeout.connect(self.frame)

    @property
    def active(self) -> bool:
        """Whether a race online is on the table (over or not): the board is its."""
        return self._game is not None

    # --- the table --------------------------------------------------------------------

    def race(self, table: RacerTable) -> None:
        """Race at ``table`` (its desk's news come through `hear`): at once if its race
        started already, else when it starts."""
        self.table = table
        if table.desk.start is not None:
            self._started()

    def hear(self, heard: Sequence[Heard]) -> None:
        """What the table's desk made of a text or a tick, drawn."""
        if self.table is None or self._ended:
            return  # the race over, this racer's board stays as it ended (nothing built anew)
        for news in heard:
            if isinstance(news, Started):
                self._started()
            elif isinstance(news, RaceMoved) and self.active:
                self._show(news.events)
                self._put_out(news.events)
                self.moved.emit(list(news.events))
            elif isinstance(news, BoardChanged):
                self._rebuilt()
            elif isinstance(news, CommandRefused):
                self.said.emit(self._refused(news.reason))
            elif isinstance(news, Placed):
                self._placed_by_host = True
            elif isinstance(news, CaughtUp):  # back, though put out meanwhile: said so
                said = self.tr("Back at the table: race on.")
                self.said.emit(said if self._out is None else self._out[0])

    def stop(self) -> None:
        """Leave the race (another game came on, the window closing)."""
        self._frame.stop()
        self.table = None
        self.standing.emit("")
        if self._game is not None:
            self._game = None
            self.left.emit()

    def left_if_another_game(self) -> None:
        """Another game came on the table: the race online is left."""
        if self._game is not None and self._controller.game is not self._game:
            self.stop()

    # --- the player's commands --------------------------------------------------------

    def command(self, act: Command) -> None:
        """The player's command: in a race online, played through the desk (said instead
        for a pause, which a race of people has none of); else the controller's own."""
        table = self.table
        if table is None or not self.active or self._ended:
            self._controller.command(act)
            return
        if act is commands.toggle_pause:
            self.said.emit(status_lines.no_pause_online())
            return
        table.tick()  # news first (a board built again), then the command, at the time now
        self._commanding = True
        try:
            self._controller.command(
                lambda game: table.take(act) if game is table.desk.game else None
            )
        finally:
            self._commanding = False
        if self._game is not table.desk.game:
            self._rebuilt()

    def click(self, point: tuple[int, int]) -> None:
        """The player picks a cell (`command`; the controller's click outside a race online)."""
        if self.active:
            self.command(commands.click(point))
        else:
            self._controller.click(point)

    def use_prop(self, prop: Prop, target: int | None = None) -> None:
        """The player uses ``prop`` (on ``target``), sent to the host; it plays when the
        host checks it."""
        if self.table is not None and not self._ended:
            self.table.tick()
            self.table.use_prop(prop, target)

    # --- each frame -------------------------------------------------------------------

    def frame(self) -> None:
        """The count-in, the link away or back, the race's end (the timer calls this)."""
        table = self.table
        if table is None:
            return
        if table.zero is not None and self._count_left != 0:
            left = max(0, math.ceil(table.zero - table.clock()))
            if left != self._count_left:
                self._count_left = left
                self.counting.emit(left)
        stream = table.desk.stream
        held = 0 if stream is None else stream.held
        if held != self._held:  # a host's move shows in no event: the cards drawn again
            self._held = held
            self.moved.emit([])
        if table.away != self._away:  # said once, and standing until the race flows again
            self._away = table.away
            line = self.tr("Reconnecting…") if self._away else ""
            if line:
                self.said.emit(line)
            self.standing.emit(line or self._watching)
        if table.places is not None and not self._ended:
            self._end(table, table.places)
        elif not self._watching and not self._ended:
            self._watch_if_out_of_time()

    # --- what the desk told -----------------------------------------------------------

    def _started(self) -> None:
        table = self.table
        assert table is not None
        desk, race = table.desk, table.desk.mirror
        if race is None or desk.seat is None or desk.game is None or desk.start is None:
            self.said.emit(self.tr("You have no seat in this race."))
            return
        if desk.game is self._game:
            return  # told twice (the table handed over as its start is heard)
        self._ended = self._placed_by_host = self._away = False
        self._out = None
        self._watching = ""
        self._count_left = None
        self.standing.emit("")
        self._game = desk.game
        self._controller.start(desk.game, online=True)
        self.racing.emit(race, desk.seat, desk.start.seats[0].picture)
        self._frame.start()
        self.frame()

    def _rebuilt(self) -> None:
        """The desk built the racer's board again: on the table whole, nothing said
        (a command under way: right after it)."""
        table = self.table
        if table is None or self._commanding or table.desk.game is None:
            return
        self._game = table.desk.game
        self._controller.start(table.desk.game, online=True, said=False)

    def _show(self, events: Sequence[RaceEvent]) -> None:
        """Said: a prop another racer used on the player, one the player used, one
        earned."""
        table = self.table
        race = None if table is None else table.desk.mirror
        seat = None if table is None else table.desk.seat
        if race is None or seat is None:
            return
        for event in events:
            if event.prop is None:
                continue
            prop = self._prop_name(event.prop)
            if event.happening is Happening.EARNED and event.player == seat:
                self.said.emit(status_lines.prop_earned(prop))
            elif event.happening is Happening.USED and event.player == seat:
                aimed = None if event.target in (None, seat) else race.racers[event.target or 0]
                self.said.emit(status_lines.prop_used(prop, None if aimed is None else aimed.name))
            elif event.happening is Happening.USED and event.target == seat:
                self.said.emit(status_lines.prop_hit(race.racers[event.player].name, prop))

    def _put_out(self, events: Sequence[RaceEvent]) -> None:
        """The host put the player out (QQ's rule: 30 s without a pair, away that long
        too; or banned): said, also to a player just back, the board stopped, and the
        race watched on to its end and its results."""
        table = self.table
        seat = None if table is None else table.desk.seat
        game = None if table is None else table.desk.game
        out = [e for e in events if e.happening is Happening.OUT and e.player == seat]
        if not out or game is None or self._ended:
            return
        if game.phase in (Phase.PLAYING, Phase.PAUSED):
            game.race_effects.stop()
        self._out = (
            self.tr(
                "You are out of this race: 30 s without a pair (or away that long). "
                "You watch it to its end."
            ),
            self.tr("Out of this race: watching it to its end."),
        )
        said, self._watching = self._out
        self._controller.command(lambda _game: Changes(message=said), take_over=False)
        self.standing.emit(self._watching)

    def _watch_if_out_of_time(self) -> None:
        """The player's own clock ran out while the others race on: a line stands until
        the race's end, as the host's does (`RaceDriver.standing`). O(1)."""
        game = self._game
        if game is not None and game.phase is Phase.LOST and not self._away:
            self._watching = status_lines.time_up_racing()
            self.standing.emit(self._watching)

    def _refused(self, reason: Reason) -> str:
        why = {
            Reason.MALFORMED: self.tr("it was not a move"),
            Reason.OFF_BOARD: self.tr("a cell off the board"),
            Reason.ANOTHERS_SEAT: self.tr("another's seat"),
            Reason.TOO_FAST: self.tr("faster than a person plays"),
            Reason.OUT_OF_ORDER: self.tr("out of order"),
            Reason.OUT: self.tr("you race no more"),
            Reason.NO_PAUSE: self.tr("a race online has no pause"),
            Reason.UNPLAYABLE: self.tr("its copy of your board would not take it"),
        }[reason]
        return self.tr("The host refused your move ({0}): your board is the host's again.").format(
            why
        )

    def _end(self, table: RacerTable, places: tuple[int, ...]) -> None:
        """The race ended for this racer: the player's game stopped with it, the host's
        leaving said, the results shown (`over`)."""
        self._ended = True
        self._frame.stop()
        desk, race = table.desk, table.desk.mirror
        game, seat = desk.game, desk.seat
        if race is None or seat is None or game is None:
            return
        if self._game is not game:
            self._rebuilt()
        if game.phase in (Phase.PLAYING, Phase.PAUSED):
            game.race_effects.stop()
        why: str | None = self.tr("The host left: the race ends.")
        if self._placed_by_host:
            winner = race.racers[places[0]]
            cleared = winner.finish is Finish.CLEARED and winner.index != seat
            why = status_lines.rival_cleared(winner.name) if cleared else None
        self._controller.command(lambda _game: Changes(message=why), take_over=False)
        self.standing.emit("" if self._placed_by_host else why or "")  # the host's leaving holds
        self.moved.emit([])  # the cards as the race ended
        self.over.emit(race, tuple(places), seat, not self._placed_by_host)
