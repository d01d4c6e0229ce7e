"""The host's table on the network: the host's `HostDesk` (the referee and the race's
stream, `llk.model.versus.host_desk`) carried over a `TableLink`, and, for a race run
without a window (a headless host, the tests), the race's time.

The desk decides everything; this runner only carries texts and keeps time. Each text
the room brings is handed to the desk with the account the server vouches for; what the
desk answers goes out: to the room, to one racer alone (a refusal, a catch-up:
`TableLink.send_to`, so that no one else reads a copy of the stream meant for one), or
as a ban of an account from the room (XEP-0045, the room's owner's; banned again from a
room made anew). XMPP does not order a direct message against the room's: a racer's desk
keeps a checked command that came early and plays each number once, so a catch-up and
the room's stream may cross. An account that leaves the room is told to the desk
(`HostDesk.left`). While the link is away from the
table (a drop, the server restarting) the desk's texts to the room are not sent: every
racer lost the room too, and each sends a `Resume` once back, answered with the stream
so far.

Time: the host's `Race` is the race, and its time the host's. Race time 0 is
``count_in`` seconds after the `Start` went out (`time.monotonic`, never the wall
clock); before a racer's text is handed to the desk the race is advanced fully to the
present (`Race.advance(now)`, every timed event due handled), and the desk's own steps
are flushed after every advance and every command of the host's own, so the stream's
order is the order the race took things in. Between texts, a tick every
`table_runner.TICK_S` does the same, so that the computer players move, the clock
messages go out and the end is seen without anyone sending anything.

In the game the host's race is run by the game's `RaceDriver` (its clock, its frames, the
host's board), not by this runner: made with ``catch_up`` (the driver's), the runner
keeps no time and never advances the race itself. It calls ``catch_up`` before handing
the desk a racer's text, and the race's owner calls `flush` after each of its frames and
each of the host's own commands and props; so one owner moves the race, and sees every
event it draws.

Not a QObject (a `TableRunner`): plain callbacks on whatever asyncio loop runs. Costs: a
text handed on is O(the desk's `hear`) plus O(its answers' sizes) to send; a tick is
O(the timed events due) (`Race.advance`) plus the desk's flush.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from llk.model.board.grid import Point
from llk.model.game.journal import Command, Entry
from llk.model.game.settings import GameSettings
from llk.model.versus.host_desk import Ban, HostDesk, Out, ToRacer, ToRoom
from llk.model.versus.messages import MAX_RACERS, Seat
from llk.model.versus.props import Prop
from llk.model.versus.race import Race, play_entry
from llk.model.versus.race_setup import RaceRules
from llk.model.versus.rivals import Strength
from llk.online.table_link import LinkError, LinkState, Occupant, RoomMessage
from llk.online.table_runner import TableRunner

log = logging.getLogger(__name__)


class HostTable(TableRunner):
    """The host ``host`` (its account that of ``account``, logged in with ``password``)
    at a table of at most ``most_seats``; ``server``, ``ca_file``, ``clock`` and ``on_state``
    as `TableRunner`'s; ``on_change`` is called after anything the desk heard or did, for a
    window to redraw from the desk. ``catch_up``, when given, runs the race's time from
    outside (see the module docstring): the runner's own clock and ticks are not used."""

    def __init__(
        self,
        account: str,
        password: str,
        host: Seat,
        *,
        most_seats: int = MAX_RACERS,
        server: tuple[str, int] | None = None,
        ca_file: Path | None = None,
        clock: Callable[[], float] = time.monotonic,
        on_state: Callable[[LinkState], None] = lambda state: None,
        on_change: Callable[[], None] = lambda: None,
        catch_up: Callable[[], None] | None = None,
    ) -> None:
        self.desk = HostDesk(host, most_seats, clock)
        self._catch_up = catch_up
        super().__init__(account, password, server, ca_file, clock, on_state, contacts=True)
        self.on_change = on_change
        self._bans: set[asyncio.Task[None]] = set()
        self.banned: set[str] = set()
        """The accounts the desk had banned: banned again from a room made anew (a
        server's restart forgets its rooms)."""

    # --- the table ----------------------------------------------------------------------

    async def open(self, room: str, nick: str, password: str, register: bool = False) -> None:
        """Log in (registering the account first when ``register``) and make the table's
        room ``room`` behind ``password``, sitting at it as ``nick``. `LinkError` when the
        server or the room says no."""
        await self.link.open(register=register)
        await self.link.make_table(room, nick, password)

    def start(
        self,
        settings: GameSettings,
        seed: int,
        rules: RaceRules,
        computers: Sequence[Strength] = (),
        count_in: int = 3,
    ) -> None:
        """Start the race (`HostDesk.start`: every person seated ready, else
        `ParameterError`) and its time: race time 0 is ``count_in`` s from now (on the
        runner's clock, unless its time is run from outside)."""
        outs = self.desk.start(settings, seed, rules, computers, count_in)
        self.ends.clear()  # a table's next race
        self._send(outs)
        if self._catch_up is None:
            self.zero = self.clock() + count_in
            self.keep_time()

    def next_race(self) -> None:
        """The race over, the table opens the next (`HostDesk.next_race`): the seats sent
        to the room, the people who left gone. `ParameterError` while a race runs."""
        self._send(self.desk.next_race())

    def seat_computers(self, strengths: Sequence[Strength]) -> None:
        """Computer players of ``strengths`` picked for the next race, shown in the seats
        (`HostDesk.seat_computers`)."""
        self._send(self.desk.seat_computers(strengths))

    # --- the host's own play ------------------------------------------------------------

    def command(self, command: Command, cell: Point | None = None) -> bool:
        """The host's own command on its own seat (seat 0), at the race time now:
        whether its game took it. Its step reaches the room with the next flush, here at
        once. O(the command) + O(racers)."""
        race = self._run_race()
        if race is None or race.over or not race.you.racing:
            return False
        journal = race.journal
        noted = len(journal.entries)
        play_entry(Entry(race.now, command, cell), race.you.game)
        race.observe()
        self.flush()
        return len(journal.entries) > noted

    def use_prop(self, prop: Prop, target: int | None = None) -> bool:
        """The host uses ``prop`` (on ``target``, else the race's default): whether it
        could."""
        race = self._run_race()
        if race is None or race.over:
            return False
        used = bool(race.use_prop(prop, target))
        self.flush()
        return used

    # --- what the link brings -----------------------------------------------------------

    def heard(self, message: RoomMessage) -> None:
        """A text from ``message.sender``: the race run to now first, then the desk
        hears it, then its own steps since are flushed. Only the room's texts from an
        account sitting in it are heard: a racer talks to the host through the room, and
        a direct text may come from any account at all, one that never gave the table's
        password."""
        if message.sender == self.link.account:
            return  # the host's own texts, as the room echoes them
        if message.direct or not self.link.present(message.sender):
            return
        self._run_race()
        self._send(self.desk.hear(message.sender, message.text))
        self.flush()

    def occupant(self, occupant: Occupant) -> None:
        """An account left the room: the desk is told (before the start its seat is
        freed; in the race the racer keeps it, to come back, marked away until it is
        back in the room). A leaving is told only while this link sits at the table:
        its own drop makes it lose sight of everyone, who stays seated (`entered`
        tells who is not there once back)."""
        at_table = self.state is LinkState.AT_TABLE
        if occupant.present:
            self._back(occupant.account)
        elif at_table and occupant.account != self.link.account:
            self._run_race()
            self._send(self.desk.left(occupant.account))
            self.flush()

    def entered(self, before: LinkState) -> None:
        """At the table again (the room made anew), every account banned is banned from
        it again; the accounts seated but not in the room now are told the desk (before
        the start their seats are freed: a racer made to leave a room made anew sits
        again with a `Join`; in the race they are away), those there are back.
        O(seats × occupants)."""
        if self.state is LinkState.AT_TABLE and before is not LinkState.CONNECTING:
            for account in sorted(self.banned):
                self._ban_later(account)
            seated = [seat.account for seat in self.desk.table.people[1:] if seat.account]
            for account in seated:  # its own drop hid who came and went meanwhile
                if not self.link.present(account):
                    self._send(self.desk.left(account))  # in a race: marked away
                else:
                    self._back(account)
        self.on_change()

    def _back(self, account: str) -> None:
        """``account`` is in the room again: no longer marked away, and kept in its seat
        for the next race (`TableSeats.back`: a drop between races costs no seat)."""
        self.desk.away.back(account)
        self.desk.table.back(account)

    # --- time ---------------------------------------------------------------------------

    def _run_race(self) -> Race | None:
        """The desk's race run to the race time now, every timed event due handled (by
        its owner outside, when there is one); the race (None before the start).
        O(the events due)."""
        race = self.desk.race
        if race is None or race.over:
            return race
        if self._catch_up is not None:
            self._catch_up()
        elif self.zero is not None:
            race.advance(self.now())
        return race

    def tick(self) -> None:
        """The race run and flushed (each `table_runner.TICK_S` until it is over)."""
        self._run_race()
        self.flush()

    def flush(self) -> None:
        """What is new in the race sent (`HostDesk.flush`): after each advance, here and
        by the race's owner outside (after each of its frames and the host's own
        commands and props). O(new steps)."""
        self._send(self.desk.flush())
        if self.desk.over:
            self.ends.set()

    # --- what goes out ------------------------------------------------------------------

    def _send(self, outs: Sequence[Out]) -> None:
        """The desk's answers sent: texts to the room (held back while the link is away
        from the table: the racers lost the room too and will resume), a text to one
        racer, a ban through the room."""
        for out in outs:
            if isinstance(out, Ban):
                self.banned.add(out.account)
                self._ban_later(out.account)
            elif self.state is LinkState.AT_TABLE:
                self._say(out)
        if outs:
            self.on_change()

    def _say(self, out: ToRacer | ToRoom) -> None:
        """``out`` said (to one racer, or to the room); lost when the link has just
        lost the table (the racers resume once it is back)."""
        try:
            if isinstance(out, ToRacer):
                self.link.send_to(out.account, out.text)
            else:
                self.link.send(out.text)
        except LinkError as lost:
            log.info("%s", lost)

    def _ban_later(self, account: str) -> None:
        """`_ban` ``account`` as a task of its own (a request the race does not wait
        for), kept until it is done."""
        task = asyncio.get_running_loop().create_task(self._ban(account))
        self._bans.add(task)
        task.add_done_callback(self._bans.discard)

    async def _ban(self, account: str) -> None:
        """Ban ``account`` from the room; a room that does not take the ban (the link
        away) is logged: the desk has put the racer out already."""
        try:
            await self.link.ban(account)
        except LinkError as refused:
            log.warning("%s", refused)
