"""A person's side of a race over the network: the host's messages made into a copy of
the host's race (`llk.model.versus.stream_mirror`) and the racer's own board
(`llk.model.versus.my_board`), and the racer's commands made into messages.

The host is the referee (`llk.model.versus.messages`): it checks each racer's command
against its own copy of the deal and sends the room its stream of checked commands, each
numbered and stamped with its race time. A `RacerDesk` is what a racer's client keeps of
the table, as plain state: the network runner hands it every text heard with the account
the server names as its sender (`hear`), its own race time (`advance`), and the player's
commands (`command`, `use_prop`); it sends the texts the desk returns, and the window
draws what the desk tells (`Heard`).

Trust: only the host's account counts (the address in the table code, compared with the
sender the server vouches for; never a nick, never a field of a message). A text from any
other account is dropped, and every text is read as hostile input (`messages.read`,
within the race's bounds once its start is known): nothing heard raises.

A number missing from the stream (a later one heard, a clock counting more than held, a
command of mine refused as out of order) is a gap: the desk says so once
(`ResumeNeeded`), and the runner sends `resume()`. The host answers with the start and
the stream from number 0 (`CatchUp`), of which the mirror plays the numbers it lacks (so
nothing is played twice); its last page gives the number the host expects next from me,
from which my commands are numbered on, and my board is built again from the host's
copy. No command is taken meanwhile (the window shows "reconnecting"), and a resume not
answered within `RESUME_AGAIN_S` is asked for again. A catch-up of a long race is a few
thousand steps to play (some 1.1-1.5 s on 16 x 30 with computer players): a desk made
with ``catch_up_most`` queues what it hears from the first page on and plays it in
turn, at most that many units each `advance` (`CATCH_UP_MOST`, the runner calling it
each frame), ending exactly as a catch-up played whole; between races
(`RacerDesk.between_races`, when the runner no longer calls it) nothing is queued, and
what waits of the race before is dropped once played. A desk made anew (the process
restarted) resumes the same way from nothing. The host gone, the mirror ends where
the stream stops, its places by the race's rules (`host_gone`, which plays what is
queued in the same slices first), the same on every client holding the same stream.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from llk.model.board.grid import Point
from llk.model.game.game import Game
from llk.model.game.journal import Command, Entry
from llk.model.versus.messages import (
    LARGEST,
    MAX_COMMANDS,
    NO_PAUSE,
    Bounds,
    CatchUp,
    Checked,
    Clock,
    Join,
    Message,
    MessageError,
    Ready,
    Reason,
    Refusal,
    Result,
    Resume,
    Seat,
    Seats,
    Start,
    read,
    write,
)
from llk.model.versus.my_board import MyBoard
from llk.model.versus.props import Prop
from llk.model.versus.race import Race, play_entry
from llk.model.versus.race_events import RaceEvent
from llk.model.versus.stream_mirror import HOST_SEAT, StreamMirror

_T = TypeVar("_T")

CATCH_UP_MOST = 40
"""The most units of a catch-up's work one `RacerDesk.advance` does when the desk plays
catch-ups in slices (a unit: one checked command of the host's stream played, or one
timed event of the mirror's computer players, or one other message in turn): 0.23 ms
each (median) on 16 x 30 with six racers, 0.47 ms on a machine under load, so some 9 to
19 ms a call, about a frame of the window's 16 ms timer; a unit that is a rearrange
prop costs a solvable shuffle (50 to 200 ms), and the last call builds my board again
(`MyBoard.settle`, a copy of the game and the touches since the last rebuild: some 13
to 43 ms late in a long race with props). A long race's stream
(1,370 checked, some 2,700 units) is caught up in some 70 frames, the window drawing
meanwhile."""
RESUME_AGAIN_S = 2.0
"""Seconds of my own clock after which a resume the host has not answered is asked for
again: the request or its answer lost, or the host holding back resumes it was sent too
often (`host_desk.RESUMES_MOST` in `host_desk.RESUMES_WINDOW_S`: so a racer is answered
within 10 s, and asks at most 5 times meanwhile). My clock, not the race's: a desk made
anew knows no race time until the host answers."""


# --- what the desk tells the window -------------------------------------------------------


@dataclass(frozen=True)
class SeatsChanged:
    """Who sits where before the start, and who is ready (`RacerDesk.seat`: mine)."""

    seats: Seats


@dataclass(frozen=True)
class Started:
    """The race is dealt: ``seat`` is mine (None: I have none in it). ``resumed``: heard
    in answer to `RacerDesk.resume`, the race already running (`CaughtUp` gives its
    time); else race time 0 is ``start.count_in`` seconds from now."""

    start: Start
    seat: int | None
    resumed: bool


@dataclass(frozen=True)
class RaceMoved:
    """What happened in the mirror, in order: the opponents' moves (and mine, checked)."""

    events: tuple[RaceEvent, ...]


@dataclass(frozen=True)
class BoardChanged:
    """My board changed from outside (a prop, a refusal, a catch-up): draw it whole."""


@dataclass(frozen=True)
class CommandRefused:
    """The host refused my command ``seq``, for ``reason``."""

    seq: int
    reason: Reason


@dataclass(frozen=True)
class Placed:
    """The host's result: the places, first place first, as seats."""

    places: tuple[int, ...]


@dataclass(frozen=True)
class TableClosed:
    """The host left the table between races (or before the first): no race more. Told
    by the racer's runner, which sees who is in the room."""


@dataclass(frozen=True)
class ResumeNeeded:
    """A gap in the host's stream: send `RacerDesk.resume` to the host."""


@dataclass(frozen=True)
class CaughtUp:
    """The host answered my resume: the race runs on, at race time ``now_s``."""

    now_s: float


Heard = (
    SeatsChanged
    | Started
    | RaceMoved
    | BoardChanged
    | CommandRefused
    | Placed
    | TableClosed
    | ResumeNeeded
    | CaughtUp
)


@dataclass(frozen=True)
class _PageEnd:
    """The end of a catch-up page, its checked commands queued before it."""

    page: CatchUp


Backlogged = Message | _PageEnd
"""What waits in a desk's backlog to be played in turn."""


class _Backlog:
    """What a desk heard since a catch-up began to be queued, played in turn in slices
    (`RacerDesk.advance`): a checked command in its turn is approached one timed event
    of the mirror at a time (`StreamMirror.run_one`), each a unit, then played, a unit;
    anything else is one unit."""

    def __init__(
        self,
        stream: Callable[[], StreamMirror | None],
        play: Callable[[Backlogged], list[Heard]],
        late: Callable[[Backlogged], bool],
    ) -> None:
        """Played by ``play`` on the desk's mirror (``stream()``, which a start played
        makes anew); the mirror's computer players never run toward an item ``late``
        (of another race, which ``play`` drops)."""
        self.items: deque[Backlogged] = deque()
        self._stream, self._play, self._late = stream, play, late

    def add(self, message: Message) -> None:
        """``message`` queued after what waits: a catch-up page as its checked commands
        and then its end. O(the page)."""
        if isinstance(message, CatchUp):
            self.items.extend(message.checked)
            self.items.append(_PageEnd(message))
        else:
            self.items.append(message)

    def work(self, most: int | None) -> list[Heard]:
        """Play what waits, at most ``most`` units (None: all). O(``most``) units."""
        heard: list[Heard] = []
        spent, items = 0, self.items
        while items and (most is None or spent < most):
            item, spent = items[0], spent + 1
            moved = None if self._late(item) else _toward(self._stream(), item)
            if moved is not None:
                heard += [RaceMoved(tuple(moved))] if moved else []
                continue
            items.popleft()
            heard += self._play(item)
        return heard


def _toward(mirror: StreamMirror | None, item: Backlogged) -> list[RaceEvent] | None:
    """One timed event of ``mirror`` toward ``item``, a checked command in its turn
    (`StreamMirror.run_one`); None when there is none before it to run, or ``item`` is
    no such command. O(one event)."""
    if mirror is None or not isinstance(item, Checked) or item.number != mirror.held:
        return None
    return mirror.run_one(item.step.at_s)


def _seat_of(seats: tuple[Seat, ...], account: str | None) -> int | None:
    """The seat of ``account`` among ``seats``, if it has one. O(seats)."""
    found = [index for index, seat in enumerate(seats) if seat.account == account]
    return found[0] if found and account is not None else None


def _number(seats: Seats | None, start: Start | None) -> int:
    """The number of the race I am at the table for: the latest the host named, in its
    `Seats` (the next race) or its `Start`; 1 before either. O(1)."""
    numbers = [message.race for message in (seats, start) if message is not None]
    return max(numbers, default=1)


def _next_opened(seats: Seats | None, start: Start | None) -> bool:
    """Whether the host has opened the table's next race: the seats heard are of a race
    after the last started. O(1)."""
    return start is not None and seats is not None and seats.race > start.race


def _of_another_race(item: Backlogged, seats: Seats | None, start: Start | None) -> bool:
    """Whether the host's message ``item`` (or a catch-up page's end, queued) is of a race
    other than the one I know now: a race's message (its checked steps, clock, refusal,
    page, result) of another than the last started, or of that one once the seats of the
    next are known; a `Start` of a race before it; a `Seats` of a race not after it (the
    seats of the race running are its start's). O(1)."""
    message = item.page if isinstance(item, _PageEnd) else item
    started = 0 if start is None else start.race
    if isinstance(message, Seats):
        return message.race <= started or (seats is not None and message.race < seats.race)
    if isinstance(message, Start):
        return message.race < max(started, 0 if seats is None else seats.race)
    if isinstance(message, Checked | Clock | Refusal | CatchUp | Result):
        return start is not None and (message.race != started or _next_opened(seats, start))
    return False


def _claimed(seat: int | None) -> int:
    """The seat a message of mine names: mine, or seat 0 before the host told me mine
    (the host reads my seat from my account, never from the message)."""
    return HOST_SEAT if seat is None else seat


class RacerDesk:
    """A racer's side of a race over the network (see the module docstring).

    ``me``: my name and picture, and my account; ``host``: the host's account, the only
    one whose texts count. Each call says its cost; every text heard costs reading it,
    O(its length), and what it carries (see `StreamMirror`)."""

    def __init__(
        self,
        me: Seat,
        host: str,
        clock: Callable[[], float] = time.monotonic,
        catch_up_most: int | None = None,
    ) -> None:
        """``clock`` (seconds, monotonic) times a resume's wait for its answer;
        ``catch_up_most``: a catch-up is queued as heard and played at most this many
        units a call of `advance` (`CATCH_UP_MOST`; None: played whole as heard)."""
        self.me, self.host = me, host
        self._clock = clock
        self._most = catch_up_most
        self._backlog = _Backlog(
            lambda: self.stream,
            self._heard,
            lambda item: _of_another_race(item, self.seats, self.start),
        )
        self.seat: int | None = None
        """My seat: from the host's `Seats`, then its `Start` (None: none)."""
        self.seats: Seats | None = None
        self.start: Start | None = None
        self.places: tuple[int, ...] | None = None
        """The host's result (or, the host gone, the places the stream gave)."""
        self.stream: StreamMirror | None = None
        self.mirror: Race | None = None
        """The host's race as far as its stream goes (the stream's): the opponents are
        drawn from it."""
        self.mine: MyBoard | None = None
        self.resuming = False
        """Waiting for the host's answer to `resume`: no command is taken meanwhile."""
        self.ignored = 0
        """Texts dropped: from another account, not a message, or not for now."""
        self._now = 0.0
        """My own estimate of the race time (`advance`)."""
        self._asked_at = 0.0
        """My clock when I last asked for a resume."""
        self._gap_told = False
        self._rebuild_due = False

    @property
    def game(self) -> Game | None:
        """My board as I see it: the host's copy of my seat and my commands it has not
        answered yet (None: no seat in a race)."""
        return None if self.mine is None else self.mine.game

    @property
    def between_races(self) -> bool:
        """Whether no race runs for me now: none started yet, the last one's result
        known (`places`), or the seats of the table's next race heard. O(1)."""
        return self.start is None or self.places is not None or _next_opened(self.seats, self.start)

    # --- what I send --------------------------------------------------------------

    def join(self) -> str:
        """The text asking the host for a seat, for my name and picture. O(1)."""
        return write(Join(self.me.name, self.me.picture))

    def ready(self, on: bool) -> str:
        """The text saying I am ready to start (or no longer). O(1)."""
        return write(Ready(_claimed(self.seat), on, _number(self.seats, self.start)))

    def resume(self) -> str:
        """The text asking the host for the race again, after a drop or a restart (a new
        desk), with the last checked number held; no command is taken until the host's
        answer (`CaughtUp`). O(1)."""
        self.resuming, self._asked_at = True, self._clock()
        held = 0 if self.stream is None else self.stream.held
        return write(Resume(_claimed(self.seat), held - 1, _number(self.seats, self.start)))

    def command(self, command: Command, cell: Point | None = None) -> str | None:
        """Play ``command`` (a click on ``cell``) on my board at once: the text to send
        the host, or None if my board did not take it (no seat, not racing, resuming, a
        pause, a cell off the board, a click on no tile). O(the command)."""
        race = self.mirror
        if race is None or command in NO_PAUSE or (command is Command.CLICK) != (cell is not None):
            return None
        rows, cols = race.setup.settings.size
        if cell is not None and not (0 <= cell[0] < rows and 0 <= cell[1] < cols):
            return None
        _, texts = self.take(lambda game: play_entry(Entry(0.0, command, cell), game))
        return texts[0] if texts else None

    def take(self, play: Callable[[Game], _T]) -> tuple[_T | None, list[str]]:
        """The player's command played by ``play`` on my board (the window's own command,
        which also says what it changed), if my commands count now (`command`'s rules):
        what ``play`` returned (None when they do not count) and the texts to send the
        host, one for each entry my game's journal noted, in order. Never a pause: a
        race of people has none (one played here would stay unsent, and the host's
        copy of my board would part from mine). O(the command)."""
        mine = self.mine
        if mine is None or not _may_play(self):
            return None, []
        done, entries = mine.play(play)
        return done, [mine.send(entry) for entry in entries]

    def use_prop(self, prop: Prop, target: int | None = None) -> str | None:
        """The text using ``prop`` (on ``target``, or the race's choice for a prop on an
        opponent), or None if I cannot (`MyBoard.prop`). It plays on my board when the
        host checks it. O(racers)."""
        mine, race = self.mine, self.mirror
        if mine is None or race is None or not _may_play(self):
            return None
        step = mine.prop(race, prop, target)
        return None if step is None else mine.send(step)

    # --- what I hear --------------------------------------------------------------

    def hear(self, account: str, text: str) -> list[Heard]:
        """A text the server says ``account`` sent: what it changed, for the window.
        Anything at all may come in: only the host's messages count, and it never raises.
        O(len(text)) to read it, then what its message carries."""
        if account != self.host:
            self.ignored += 1
            return []
        try:
            message = read(text, LARGEST if self.start is None else Bounds.of(self.start))
        except MessageError:
            self.ignored += 1
            return []
        queue = self._backlog.items or isinstance(message, CatchUp)
        if self._most is not None and queue and not self.between_races:
            if isinstance(message, CatchUp):  # the host answering: not asked again meanwhile
                self._asked_at = self._clock()
            self._backlog.add(message)  # played in turn by `advance`
            return []
        return self._heard(message) + self._settle()

    def advance(self, now_s: float | None) -> list[Heard]:
        """My estimate of the race time is ``now_s`` (my own clock; below 0 in the
        count-in; None: not known yet, as for a desk made anew before the host's
        answer): my board reads it, and the mirror's computer players run to it, as far
        as the host's stream vouches for. A catch-up queued is played on first, at most
        ``catch_up_most`` units (the mirror running on once it is all played). A resume
        unanswered for `RESUME_AGAIN_S` (no page of the answer heard) is asked for
        again, race time known or not: call it each frame. O(their moves, as
        `Race.advance`); with a catch-up queued, O(``catch_up_most``) units, each one
        checked command's step (a click O(rows * cols); a prop its own cost, a
        rearrange a solvable shuffle) or one timed event, but for the commands that came
        early and follow in turn (`StreamMirror.take`), and, at its end, my board built
        again (`MyBoard.settle`)."""
        if now_s is not None:
            self._now = max(self._now, now_s)
        heard = self._backlog.work(self._most)
        stream = self.stream
        if stream is not None and not self._backlog.items:
            heard += self._told(stream.run(self._now))
        heard += self._settle()
        unanswered = self.resuming and not self._backlog.items
        if unanswered and self._clock() - self._asked_at >= RESUME_AGAIN_S:
            self._asked_at = self._clock()
            heard.append(ResumeNeeded())
        return heard

    def host_gone(self) -> tuple[int, ...] | None:
        """The race ends without the host: its result if it came, else the mirror
        ended where the stream stops (`StreamMirror.end`, after what was queued), with
        its places; none before the start. What was queued is played on first in
        slices as `advance` plays it, at most ``catch_up_most`` units a call: None
        while some waits (call again, each frame, to the same end as one call of a desk
        that plays catch-ups whole). O(``catch_up_most``) units as `advance`'s (None:
        all that waits), then O(racers) to place them."""
        self._backlog.work(self._most)
        if self._backlog.items:
            return None
        if self.places is None and self.stream is not None:
            self.places = self.stream.end()
        return self.places or ()

    # --- the host's messages ------------------------------------------------------

    def _heard(self, message: Backlogged) -> list[Heard]:
        if _of_another_race(message, self.seats, self.start):
            self.ignored += 1  # late from a race before: never taken for this one's
            return []
        if isinstance(message, _PageEnd):  # its commands played from the backlog
            return self._catch_up(message.page, played=True)
        stream = self.stream
        if isinstance(message, Checked | Clock) and stream is None:
            return self._told([], gap=True)  # a stream without its start: I missed it
        if isinstance(message, Checked) and stream is not None:
            return self._told(*stream.take(message))
        if isinstance(message, Clock) and stream is not None:
            return self._told(*stream.clock(message, self._now))
        if isinstance(message, CatchUp):
            return self._catch_up(message)
        if isinstance(message, Refusal):
            return self._refusal(message)
        if isinstance(message, Seats):
            return self._seats(message)
        if isinstance(message, Start):
            return self._start(message)
        if isinstance(message, Result):
            return self._result(message)
        self.ignored += 1  # a racer's message, sent by the host's account
        return []

    def _seats(self, seats: Seats) -> list[Heard]:
        """The seats for a race after any started (`_of_another_race`): the table again,
        once a race is over (its result lost, if it was: the next race is on); the last
        race's places forgotten."""
        self.places = None
        self.seats, self.seat = seats, _seat_of(seats.seats, self.me.account)
        self.resuming = False  # before a race, the seats answer a resume
        return [SeatsChanged(seats)]

    def _start(self, start: Start) -> list[Heard]:
        """A race dealt: the first, or the table's next (a higher number: the last is
        over, its result lost if it was); the same start again (the head of an answer to
        `resume`) is no news, nor another of the same number while it runs. O(a deal)."""
        same = self.start is not None and start.race == self.start.race
        if same and (self.places is None or start == self.start):
            return []
        seat = _seat_of(start.seats, self.me.account)
        try:
            race = Race(start.setup, start.seats[HOST_SEAT].name)
        except ValueError:
            self.ignored += 1
            return []
        mine = None
        if seat in start.setup.people:
            deal = race.you.game.board
            plan = race.you.game.verdicts.solution(deal) or []
            live = lambda: max(self._now, race.now)  # noqa: E731  (read at every tick)
            mine = MyBoard(start.setup, seat, deal, plan, live, start.race)
        self.start, self.places, self.stream, self.mirror, self.mine = (
            start,
            None,
            StreamMirror(race, mine),
            race,
            mine,
        )
        self.seat = None if mine is None else seat
        self._now = -float(start.count_in)
        self._gap_told = self._rebuild_due = False
        return [Started(start, self.seat, self.resuming)]

    def _catch_up(self, page: CatchUp, played: bool = False) -> list[Heard]:
        """A page of the host's answer to a resume (mine, or another's sent to the room):
        its commands played as any checked (unless ``played`` already, from the
        backlog); the last page of mine ends my resume: my commands numbered on as the
        host expects, my board built again. O(the page) + playing the commands it lets
        through."""
        stream = self.stream
        if stream is None:
            return self._told([], gap=True)
        heard: list[Heard] = []
        for checked in () if played else page.checked:
            heard += self._told(*stream.take(checked))
        if not (page.last and page.seat == self.seat and self.resuming):
            return heard
        self.resuming = self._gap_told = False
        if stream.held < page.total:
            return heard + self._told([], gap=True)  # a page went missing: ask again
        stream.vouch(page.now_s)
        self._now = max(self._now, page.now_s)
        if self.mine is not None:
            self.mine.renumber(page.next_seq)
            self._rebuild_due = True
        return [*heard, *self._told(stream.run(self._now)), CaughtUp(page.now_s)]

    def _refusal(self, refusal: Refusal) -> list[Heard]:
        mine = self.mine
        if mine is None or refusal.seat != self.seat or refusal.seq is None:
            return []
        if not mine.answered(refusal.seq):
            return []  # answered already (the host answers a command sent twice again)
        self._rebuild_due = True
        heard: list[Heard] = [CommandRefused(refusal.seq, refusal.reason)]
        out_of_order = refusal.reason is Reason.OUT_OF_ORDER  # one of mine never reached it
        return heard + self._told([], gap=True if out_of_order else None)

    def _result(self, result: Result) -> list[Heard]:
        race = self.mirror
        if race is None or self.places is not None or len(result.places) != len(race.racers):
            self.ignored += 1
            return []
        self.places = result.places
        stream = self.stream  # the race ran to its end at the host: the mirror too, though
        ended = [] if stream is None else self._told(stream.run(stream.vouched_s))  # mine lags
        return [*ended, Placed(result.places)]

    # --- telling --------------------------------------------------------------------

    def _told(self, events: list[RaceEvent], gap: bool | None = None) -> list[Heard]:
        """What to tell of the mirror's ``events`` and of the stream: a gap (``gap``
        True) is told once, unless a resume is under way; once it closed (False), the
        next one is news again (None: nothing known of gaps)."""
        heard: list[Heard] = [RaceMoved(tuple(events))] if events else []
        if gap is False:
            self._gap_told = False
        elif gap and not self.resuming and not self._gap_told:
            self._gap_told = True
            heard.append(ResumeNeeded())
        return heard

    def _settle(self) -> list[Heard]:
        """Build my board again if it is due (`MyBoard.settle`); not while resuming:
        no command is taken then, and the host's answer builds it again once, at its
        end (each touch of my seat in the catch-up would otherwise build it anew, a
        rebuild copying the whole game)."""
        mine, stream = self.mine, self.stream
        if mine is None or stream is None or self.resuming:
            return []
        touched, answered = stream.news()
        due, self._rebuild_due = self._rebuild_due or touched, False
        rebuilt = mine.settle(stream.race.racers[mine.seat].game, due, answered)
        return [BoardChanged()] if rebuilt else []


def _may_play(desk: RacerDesk) -> bool:
    """Whether my commands count now at ``desk``: racing, not resuming, the race running
    for me (`RacerDesk.between_races`) and not over. O(1)."""
    race, mine = desk.mirror, desk.mine
    return (
        race is not None
        and mine is not None
        and not desk.resuming
        and not desk.between_races
        and not race.over
        and race.racers[mine.seat].racing
        and desk._now >= 0.0
        and mine.next_seq < MAX_COMMANDS
    )
