"""A racer's table on the network: the racer's `RacerDesk` (its own board and its mirror
of the host's race, `llk.model.versus.racer_desk`) carried over a `TableLink`, with the
race's time as this racer estimates it.

The desk decides everything; this runner carries texts and keeps time. Every text the
link brings goes to the desk with the account the server vouches for (the desk counts
only the host's, named by the table code); what the desk asks to send (a join, a ready,
a command, a resume) goes to the room. After a drop or a server restart, once the link
sits at the table again, the desk's `resume` is sent, and the host answers it with the
start and the stream so far; a racer whose process ended starts a new desk and resumes
the same way (`open` asks for a seat, then resumes).

The host seen gone: its `Result` ends the race at once (the desk has its places); its
account leaving the room ends it when it is not back within `HOST_GONE_S`
(`RacerDesk.host_gone`: the places from the stream so far, the same on every client);
this racer's own link away longer than `AWAY_MOST_S` ends it the same way (the host is
not seen from outside the room, and a room gone is tried for forever).

Time: race time 0 is the `Start`'s count-in after it was heard; after a catch-up, the
host's ``now_s`` when it was heard (the host's time less the trip's, a few ms behind). A
tick every `table_runner.TICK_S` runs the desk to that estimate (`RacerDesk.advance`,
which holds its mirror at the host's last word), and plays a catch-up on at most
`racer_desk.CATCH_UP_MOST` units a tick, so that a long race's catch-up never holds the
loop (a window's frames) for long. Everything on the racer's own clock
(`time.monotonic`).

Not a QObject (a `TableRunner`): plain callbacks on whatever asyncio loop runs. Costs: a
text handed on is O(the desk's `hear`); a tick is O(the desk's `advance`).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

from llk.model.board.grid import Point
from llk.model.game.game import Game
from llk.model.game.journal import Command
from llk.model.versus.messages import MAX_RACERS, Seat, Seats
from llk.model.versus.props import Prop
from llk.model.versus.race import OUT_AFTER_S
from llk.model.versus.racer_desk import (
    CATCH_UP_MOST,
    RESUME_AGAIN_S,
    CaughtUp,
    Heard,
    RacerDesk,
    ResumeNeeded,
    SeatsChanged,
    Started,
    TableClosed,
)
from llk.online.table_link import LinkError, LinkState, Occupant, RoomMessage
from llk.online.table_runner import TableRunner

_T = TypeVar("_T")

HOST_GONE_S = 10.0
"""How long the host's account may be away from the room before the race ends without
it: long enough for the host's own reconnect (`table_link.RETRY_CAP_S` between tries)
after a drop or a server's restart, short beside QQ's 30 s idle rule."""
AWAY_MOST_S = HOST_GONE_S + OUT_AFTER_S
"""How long this racer's own link may be away from the table (lost, trying again)
before the race ends for it as if the host were gone: a host gone meanwhile is not seen
(nobody is, from outside the room), and a room gone with it is tried for forever. The
host's own bound, plus the idle rule's 30 s (`race.OUT_AFTER_S`), after which the host's
race has put this racer out anyway."""


class RacerTable(TableRunner):
    """The racer ``me`` (its account that of ``account``, logged in with ``password``)
    at the table of the host whose account is ``host``; ``server``, ``ca_file`` and
    ``clock`` as `TableRunner`'s; ``on_heard`` is called with what the desk made of each
    text and tick (`Heard`), for a window to draw; ``host_gone_s`` bounds the host's
    absence (`HOST_GONE_S`), ``away_most_s`` this racer's own (`AWAY_MOST_S`)."""

    def __init__(
        self,
        account: str,
        password: str,
        me: Seat,
        host: str,
        *,
        server: tuple[str, int] | None = None,
        ca_file: Path | None = None,
        clock: Callable[[], float] = time.monotonic,
        on_state: Callable[[LinkState], None] = lambda state: None,
        on_heard: Callable[[Sequence[Heard]], None] = lambda heard: None,
        host_gone_s: float = HOST_GONE_S,
        away_most_s: float = AWAY_MOST_S,
    ) -> None:
        self.desk = RacerDesk(me, host, clock, CATCH_UP_MOST)
        self.host_gone_s = host_gone_s
        self.away_most_s = away_most_s
        self.host = host
        super().__init__(account, password, server, ca_file, clock, on_state)
        self.on_heard = on_heard
        self.places: tuple[int, ...] | None = None
        """The race's places once it ended: the host's, or from the stream (host gone)."""
        self._host_gone: asyncio.TimerHandle | None = None
        self._hostless = False
        self._asking: asyncio.TimerHandle | None = None
        """Asking the host again for the seat and the race, between races (`_ask_back`)."""
        """The host was gone too long: the race ends from its stream (`tick`)."""

    # --- the table ----------------------------------------------------------------------

    async def open(self, room: str, nick: str, password: str, register: bool = False) -> None:
        """Log in (registering the account first when ``register``), sit at the host's
        room ``room`` as ``nick`` with the table's ``password``, and ask for a seat and
        then for the race so far: before the start the host seats the racer and answers
        the resume with the seats; once the race is on it drops the join and answers
        the resume with the start and the stream (a racer's program started again races
        on in its seat). `LinkError` when the server or the room says no."""
        await self.link.open(register=register)
        await self.link.join_table(room, nick, password)
        self._send(self.desk.join())
        self._send(self.desk.resume())
        self.keep_time()

    async def close(self) -> None:
        """Stop the race's time and leave the table for good."""
        for waiting in (self._host_gone, self._asking):
            if waiting is not None:
                waiting.cancel()
        await super().close()

    @property
    def away(self) -> bool:
        """Whether this racer is away from the race: its link not at the table (a drop,
        the server restarting), or back and waiting for the host's answer to its resume
        (no command is taken meanwhile)."""
        return self.state is not LinkState.AT_TABLE or self.desk.resuming

    # --- the racer's own play -----------------------------------------------------------

    def ready(self, on: bool = True) -> None:
        """Say the racer is ready to start (or no longer)."""
        self._send(self.desk.ready(on))

    def command(self, command: Command, cell: Point | None = None) -> bool:
        """The racer's command, played on its own board at once and sent to the host:
        whether its board took it. Nothing is sent while the link is away (the racer
        does not race on then: the host never hears what it did not send)."""
        if self.state is not LinkState.AT_TABLE or self.places is not None:
            return False
        self.tick()
        return self._send(self.desk.command(command, cell))

    def take(self, play: Callable[[Game], _T]) -> _T | None:
        """The racer's command played on its own board by ``play`` (a window's command,
        which says what it changed) and sent to the host (`RacerDesk.take`): what
        ``play`` returned, None when it was not played (the link away, the race over,
        the desk not taking commands now). The caller runs `tick` first: the desk at the
        race time now, and what it built meanwhile (a board hit by a prop) taken in
        before the command is played on it."""
        if self.state is not LinkState.AT_TABLE or self.places is not None:
            return None
        done, texts = self.desk.take(play)
        for text in texts:
            self._send(text)
        return done

    def use_prop(self, prop: Prop, target: int | None = None) -> bool:
        """The racer uses ``prop`` (on ``target``): whether it could, sent if so."""
        if self.state is not LinkState.AT_TABLE or self.places is not None:
            return False
        self.tick()
        return self._send(self.desk.use_prop(prop, target))

    # --- what the link brings -----------------------------------------------------------

    def heard(self, message: RoomMessage) -> None:
        """A text from ``message.sender``, handed to the desk (which counts only the
        host's); a direct text only from the host's account (`HostTable` says a
        refusal or a catch-up to one racer alone)."""
        if message.direct and message.sender != self.host:
            return
        if message.sender != self.link.account:
            self._told(self.desk.hear(message.sender, message.text))

    def occupant(self, occupant: Occupant) -> None:
        """The host's account came to the room or left it."""
        if occupant.account == self.host:
            self._watch_host()

    def _watch_host(self) -> None:
        """While this racer sits at the table and the host's account is not there, the
        race ends without the host after ``host_gone_s``; while this racer's own link is
        away (it sees nobody then), after ``away_most_s``. The host back, or the link
        back, the wait starts again from what is seen then."""
        if self._host_gone is not None:
            self._host_gone.cancel()
            self._host_gone = None
        if self._hostless:
            return
        wait = None
        if self.state is LinkState.AT_TABLE and not self.link.present(self.host):
            wait = self.host_gone_s  # after a race too: the table is closed then
        elif self.state is LinkState.RECONNECTING and self.places is None:
            wait = self.away_most_s
        if wait is not None:
            loop = asyncio.get_running_loop()
            self._host_gone = loop.call_later(wait, self._end_without_host)

    def _end_without_host(self) -> None:
        """The host gone: its race ends with the places from the stream, and the table
        is closed (`TableClosed`), at once between races (or before the first), after
        the race's end in a race (`tick`)."""
        self._host_gone = None
        if not self.desk.between_races:
            self._hostless = True  # the race ends from its stream, in slices (`tick`)
            self.tick()
            return
        if self.places is None:
            self._end(())
        self.on_heard([TableClosed()])

    def entered(self, before: LinkState) -> None:
        """At the table again after a drop, the desk resumes; between races it asks for
        its seat first (`RacerDesk.between_races`: the host may have freed it, or
        marked it gone, meanwhile; a seat held is kept by a join). The host watched
        for (`_watch_host`)."""
        back = self.state is LinkState.AT_TABLE and before is LinkState.RECONNECTING
        if back:
            self._ask_back()
        self._watch_host()

    def _ask_back(self, again: bool = False) -> None:
        """Back at the table: the desk's resume sent, between races its join first. Once
        this racer's race is over no tick runs to ask again for an answer lost (a text
        said as the link sits again may be), so until the host answers (``again``: no
        longer resuming, nothing more) it is asked again each `RESUME_AGAIN_S`."""
        self._asking = None
        if (again and not self.desk.resuming) or self.state is not LinkState.AT_TABLE:
            return
        if self.desk.between_races:
            self._send(self.desk.join())
        self._send(self.desk.resume())
        if self.places is not None:
            loop = asyncio.get_running_loop()
            self._asking = loop.call_later(RESUME_AGAIN_S, self._ask_back, True)

    # --- time ---------------------------------------------------------------------------

    def tick(self) -> None:
        """The desk run to the race time now (below 0 in the count-in; not known before
        the start, nor by a desk made anew until the host answers its resume, which the
        desk asks for again meanwhile), each `table_runner.TICK_S` until the race ends
        for this racer. The host gone, each tick plays a slice of what the desk queued
        instead, and the race ends once it is all played (`RacerDesk.host_gone`)."""
        if self.places is not None:
            return
        if not self._hostless:
            self._told(self.desk.advance(None if self.zero is None else self.clock() - self.zero))
            return
        places = self.desk.host_gone()
        if places is not None:
            self._end(places)
            self.on_heard([TableClosed()])  # with its host gone, the table is too

    def _told(self, heard: Sequence[Heard]) -> None:
        """What the desk made of a text or a tick: the race's time set by a start (its
        count-in from now) or a catch-up (the host's race time now); a gap in the stream
        asked to be filled (`RacerDesk.resume`); the host's result ends the race. Then
        passed on (``on_heard``)."""
        for news in heard:
            if isinstance(news, SeatsChanged):
                self._seats(news.seats)
            elif isinstance(news, Started) and not news.resumed:
                self.zero = self.clock() + news.start.count_in
            elif isinstance(news, CaughtUp):
                self.zero = self.clock() - news.now_s
            elif isinstance(news, ResumeNeeded):
                self._send(self.desk.resume())
        if heard:
            self.on_heard(heard)
        if self.places is None and self.desk.places is not None:
            self._end(self.desk.places)

    def _end(self, places: tuple[int, ...]) -> None:
        self.places = places
        self.ends.set()

    def _seats(self, seats: Seats) -> None:
        """The host's seats heard: after a race, the table's next opened (the race's end
        forgotten, its time kept again, the host watched for); without this racer at a
        table with room, its join asked again (one the host dropped, sent as a race
        ran: a racer never stands up on its own)."""
        if self.places is not None:
            self.places, self.zero = None, None
            self.ends.clear()
            if self._ticking is None or self._ticking.done():
                self.keep_time()
            self._watch_host()
        people = sum(seat.account is not None for seat in seats.seats)
        if self.desk.seat is None and people < MAX_RACERS:
            self._send(self.desk.join())

    def _send(self, text: str | None) -> bool:
        """``text`` said in the room, if there is one and the link sits at a table
        (said while the connection is away, it may be lost: the resume once back makes
        up for it): whether it was said."""
        if text is None:
            return False
        try:
            self.link.send(text)
        except LinkError:
            return False
        return True
