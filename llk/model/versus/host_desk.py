"""The host's desk at a table of people: it seats them (`TableSeats`), starts each race
in turn, referees it and keeps the stream every other copy of the race is drawn from.

For the runners coding against it, beside the plan's contract: a `Refusal`, and the
answer to a command sent again, go to the sender alone (`ToRacer`); a `Resume` is
answered by the sender's account, whatever seat it claims (a restarted client may not
know its seat); a seat freed before the start moves the seats after it up one; a
seated racer's text that is no message is refused as a malformed command. Read-only
besides: ``host``, ``stream`` (the `Checked` sent, in turn) and ``dropped``.

The desk only decides; it never touches the network. Its caller (the network runner, or
a test) hands it each text the room brought with the account the server says sent it
(`hear`), says who left the room (`left`), starts the race (`start`), and after every
advance of the host's race and each of the host's own commands asks it for what is new
(`flush`). Each call returns what to send: a text for the room (`ToRoom`), a text for
one racer (`ToRacer`: an answer only they need), or an account to ban from the room
(`Ban`). Every text is a message of `llk.model.versus.messages`.

Before the race, and once it is over (for the next), a `Join` seats its sender's account
(the account from the network, never from the message; the name and picture from the
message) in the next seat, up to ``most_seats`` with the host's; the same account
joining again keeps its seat (under a new name or picture, if it gives one); a full
table seats nobody more. A `Ready` counts from the seat's own account only, for the next
race. Each change sends the room the `Seats`; `left` frees a seat, the seats after it
moving up one (a `Seats` has no empty seat); the host's computer players picked
(`seat_computers`) are listed after the people. The host starts once every person seated
is ready: the people race in their seats, then computer players fill the seats asked
for, named and pictured unlike anyone seated.

A table races again: once a race is over, `next_race` opens the next with the same
seats (those who left the room meanwhile gone, nobody but the host ready), its number
one more. Every message of a race names its number: a command of another race is
dropped uncounted, as late (it never becomes a step of this one).

During the race the host's `Race` is the race and the `Referee` checks each person's
command or prop (`RacerCommand`) against it: a checked one becomes the next `Checked` of
the host's stream, to the room; a refused one a `Refusal` to the sender under the number
it came with (``seq`` null when it had none for the sender's seat: unreadable, or
another's; one out of turn names its number but does not use it); a number already
answered is answered to the sender as the first time (a further copy of it is paced,
`llk.model.versus.referee`). While the race runs, a seated racer's text that is no
message, or no message for the race (a join, a ready, one only the host sends, a resume
past the allowance), counts as a malformed command (so a flood of anything is banned as
a flood of bad commands is); once it is over, nothing is counted. A ban puts the racer
out: a `PutOut` step in the stream, with the racer's next number, and `Ban`. The host's
own steps (its journal and props) join the stream at `flush`, seat 0, numbered 0, 1,
2... in turn; the stream takes every step in the order the host's race took it
(`SeatStep.after` places the people's among the host's), so that a client playing the
stream in order, each step at its time, plays the host's race. A `Clock` goes to the
room every `CLOCK_EVERY_S` of race time, and once the race is over a last `Clock` and
the `Result`, once. A `Resume` from a seated account (its seat taken from the account,
whatever it claims) is answered to that racer with the `Start`, the whole stream in
`CatchUp` pages and, the race over, the `Result`; at most `RESUMES_MOST` in
`RESUMES_WINDOW_S` of the host's clock, as each costs a copy of the stream. Everything
else (before the race a command or a message only the host sends, anything from the
host's own account, which the room echoes back, or from an address that is not an
account) is dropped and counted (`dropped`). `hear` never raises.

Cost: `hear` is O(len(text)) to read, plus the referee's check and the race's steps it
plays (see `llk.model.versus.referee`), plus O(1) a new step sent; a `Resume` O(stream);
`flush` O(new steps) + O(racers) for a `Result`; memory O(stream).
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from llk.model.errors import ParameterError
from llk.model.game.settings import GameSettings
from llk.model.limits import whole
from llk.model.versus.away_seats import AwaySeats
from llk.model.versus.messages import (
    LARGEST,
    MAX_COMMANDS,
    MAX_COUNT_IN,
    MAX_RACERS,
    NO_PAUSE,
    PAGE,
    CatchUp,
    Checked,
    Clock,
    Join,
    Message,
    MessageError,
    PropUsed,
    PutOut,
    RacerCommand,
    Ready,
    Refusal,
    Result,
    Resume,
    Seat,
    Start,
    StreamStep,
    account,
    command_order,
    read,
    write,
)
from llk.model.versus.race import Race, RaceRules, RaceSetup
from llk.model.versus.race_events import RaceEvent, SeatStep
from llk.model.versus.referee import Allowance, Duplicate, Referee, Refused, Verdict
from llk.model.versus.referee import Checked as Played
from llk.model.versus.rivals import Strength
from llk.model.versus.table_seats import HOST, TableSeats

CLOCK_EVERY_S = 0.25
"""Race time between two `Clock`s: a client's computer players run at most this late."""
RESUMES_MOST, RESUMES_WINDOW_S = 3, 10.0
"""A seat's resumes answered in any 10 s of the host's clock: a racer back after a drop
needs one; each costs the host a copy of the stream (up to some 3 MB), so a flood is
not. The host's clock, not the race's: race time stands still in the count-in and once
the race is over, when a racer may still need the race (its result), and would then
answer a racer no more. A racer asks again every `racer_desk.RESUME_AGAIN_S` (2 s) while
unanswered, so one whose answers were lost is answered within 10 s; past the allowance
resumes are dropped, and, while the race runs, counted against the seat as malformed
commands (a flood of them is banned; an honest racer's, some 1.5 a second at most with
its reconnects, stays far below `referee.BAN_AFTER`)."""


@dataclass(frozen=True)
class ToRoom:
    """A text for every occupant of the room."""

    text: str


@dataclass(frozen=True)
class ToRacer:
    """A text for one racer only (the runner may send it privately or to the room)."""

    account: str
    text: str


@dataclass(frozen=True)
class Ban:
    """Ban ``account`` from the room: the referee put them out."""

    account: str


Out = ToRoom | ToRacer | Ban


@dataclass
class _Sent:
    """The host's stream of race number ``race``: its checked steps, number ``n`` at index ``n``,
    with the text each went out as and the number of each (seat, seq); and how much of
    the host's race is in it: the host's journal entries, the host's props used, the
    people's steps (`Race.seat_steps`)."""

    race: int
    entries: int = 0
    props: int = 0
    seat_steps: int = 0
    stream: list[Checked] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    numbers: dict[tuple[int, int], int] = field(default_factory=dict)
    """(seat, seq) → number in the stream, to answer a duplicate."""

    @property
    def hosts(self) -> int:
        """The host's steps sent (or skipped): the number of the host's next."""
        return self.entries + self.props

    def check(self, seat: int, seq: int, step: StreamStep) -> ToRoom:
        """``step`` as the stream's next `Checked`, for the room. O(1)."""
        checked = Checked(len(self.stream), seat, seq, step, self.race)
        text = write(checked)
        self.numbers[seat, seq] = checked.number
        self.stream.append(checked)
        self.texts.append(text)
        return ToRoom(text)


class HostDesk:
    """The host's side of a table of people (see the module docstring)."""

    def __init__(
        self, host: Seat, most_seats: int = MAX_RACERS, clock: Callable[[], float] = time.monotonic
    ) -> None:
        """A table with the host in seat 0 (``host.account`` the host's own: what the
        room echoes from it is not heard) for ``most_seats`` with the host's (1 to
        `MAX_RACERS`, `TableSeats`); `ParameterError` for anything else (a name, picture
        or account a message could not carry). ``clock`` (seconds, monotonic) paces the
        resumes answered (`RESUMES_WINDOW_S`). O(1)."""
        if host.account is None:
            raise ParameterError("host", "the host has an account")
        Seat.read("host", host.to_dict(), LARGEST)  # a name, picture and account sent as are
        self.host = host
        self.table = TableSeats(host, most_seats)
        """The seats, kept from race to race; the race's number."""
        self.dropped: Counter[str] = Counter()
        """Texts heard and dropped, by what they were: a message's type, or "unread"
        (no message: its `MessageError`), "host" (the host's own, echoed), "sender"
        (not an account), "late" (a message of another race)."""
        self._wall = clock
        """The host's own clock (seconds), pacing resumes."""
        self._banned: set[str] = set()
        self._fresh()

    def _fresh(self) -> None:
        """No race yet: the state of one race, from its start to the next's. O(1)."""
        self.seats: tuple[Seat, ...] = ()
        """The race's seats in racer order (the host's first), once started."""
        self.race: Race | None = None
        self.referee: Referee | None = None
        self.over = False
        self.places: tuple[int, ...] | None = None
        self._sent = _Sent(self.table.number)
        self.stream: list[Checked] = self._sent.stream
        """The host's checked steps, number ``n`` at index ``n``."""
        self._happened: list[RaceEvent] = []
        """What the people's steps (and a ban) did to the race, in order, until its
        owner takes them (`events`)."""
        self._start: str = ""
        self._seqs: dict[int, int] = {}
        """A person's step played (its index in `Race.seat_steps`) → its seq."""
        self._clock_at = 0.0
        self._resumes: dict[int, Allowance] = {}
        self.away = AwaySeats()
        """The people away from the room during the race (`left`; their runner says
        who is back), for the host's panel to mark."""

    # --- what the room brings ---------------------------------------------------

    def hear(self, account: str, text: str) -> list[Out]:
        """What to send for ``text``, which the room brought from ``account`` (the
        address the server vouches for, ``local@domain``). Anything at all may come
        in: it never raises. O(len(text)) + what it plays (see the module docstring)."""
        try:
            sender = _account(account)
        except ParameterError:
            return self._drop("sender")
        if sender == self.host.account:
            return self._drop("host")
        self.table.back(sender)
        try:
            message = read(text)
        except MessageError:  # a command's seat and number may read all the same
            return self._unwanted(sender, "unread", command_order(text, self.table.number))
        handle = self._handlers().get(type(message))
        return self._unwanted(sender, message.kind) if handle is None else handle(sender, message)

    def left(self, account: str) -> list[Out]:
        """``account`` left the room: before the start, their seat is freed (the seats
        after it move up one); during a race (and after it, until the next opens) they
        may come back (`Resume`), and the idle rule bounds their absence (`away` marks
        it); the next race opens without them unless they did (`TableSeats.leave`).
        O(seats)."""
        if self.race is not None and self.table.seat_of(account) is not None:
            self.away.left(account, self.race.now)
        if not self.table.leave(account, racing=self.race is not None):
            return []
        return [ToRoom(write(self.table.shown()))]

    # --- what the host does -----------------------------------------------------

    def start(
        self,
        settings: GameSettings,
        seed: int,
        rules: RaceRules,
        computers: Sequence[Strength] = (),
        count_in: int = 3,
    ) -> list[Out]:
        """Start the race: the `Start` to the room; the race and its referee made.
        The rivals are the people seated, in their seats, then a computer player of each
        of ``computers``. `ParameterError` when a person seated is not ready, the race
        has started, or the setup is no race's (no rival, more than `MAX_RACERS`).
        O(racers) + the deal."""
        if self.race is not None:
            raise ParameterError("start", "the race has started")
        if not all(self.table.ready):
            raise ParameterError("ready", "every person seated is ready before the start")
        whole("count_in", count_in, 0, MAX_COUNT_IN)
        self.table.fill(computers)
        rivals, seats = self.table.lineup()
        people = range(1, len(self.table.people))
        setup = RaceSetup(settings, seed, tuple(rivals), rules, frozenset(people))
        self._start = write(Start(setup, seats, count_in, self.table.number))
        self.race = Race(setup, self.host.name)
        owners = {seat.account: index for index, seat in enumerate(seats) if index in people}
        self.referee = Referee(self.race, {owner: i for owner, i in owners.items() if owner})
        self.seats = seats
        return [ToRoom(self._start)]

    def next_race(self) -> list[Out]:
        """The race over, the table opens the next (`TableSeats.next_race`): the same
        people seated, none ready but the host, those who left gone, the race's number
        one more; the `Seats` to the room. `ParameterError` while a race runs. O(seats)
        + the race's memory freed."""
        if self.race is not None and not self.over:
            raise ParameterError("start", "the race is still running")
        for banned in self._banned:
            self.table.leave(banned, racing=True)
        self.table.next_race()
        self._fresh()
        return [ToRoom(write(self.table.shown()))]

    def seat_computers(self, strengths: Sequence[Strength]) -> list[Out]:
        """The host picks computer players of ``strengths`` for the next race: shown in
        the seats after the people's, to the room. `ParameterError` once the race has
        started, or for more than the free seats. O(seats)."""
        if self.race is not None:
            raise ParameterError("computers", "the race has started")
        self.table.fill(strengths)
        return [ToRoom(write(self.table.shown()))]

    def events(self) -> list[RaceEvent]:
        """What the people's steps (and a ban) did to the race since the last call, in
        order, for the race's owner to draw (a prop on the host's board, a racer out, the
        end). O(their number)."""
        events, self._happened = self._happened, []
        return events

    def flush(self) -> list[Out]:
        """What is new in the host's race since the last call: the host's own steps (and
        any person's not sent yet) as `Checked`, in the order the race took them; a
        `Clock` when `CLOCK_EVERY_S` of race time passed since the last; once the race
        is over, a last `Clock` and the `Result`, once. Call it after every advance of
        the race and each of the host's own commands and props. [] before the start.
        O(new steps) + O(racers) for the result."""
        if self.race is None:
            return []
        return self._new_steps(self.race) + self._clock(self.race)

    # --- the messages -----------------------------------------------------------

    def _handlers(self) -> dict[type[Message], Callable[[str, Any], list[Out]]]:
        """What handles each message a racer sends the host now: before the race, and
        once it is over (a newcomer's join and a racer's ready are for the next race
        then, and a command on its way as it ended is refused as out), a join, a ready, a
        resume; during it a command, a resume, and a join dropped
        without counting it (a racer's program started again asks for a seat, then
        resumes it). O(1)."""
        seating: dict[type[Message], Callable[[str, Any], list[Out]]] = {
            Join: self._seated,
            Ready: self._seated,
            Resume: self._resume,
        }
        if self.race is None:
            return seating
        if self.over:  # as before the next race; a command on its way answered (`Reason.OUT`)
            return {**seating, RacerCommand: self._command}
        late_join = lambda sender, join: self._drop(join.kind)  # noqa: E731  (no seat now)
        return {RacerCommand: self._command, Resume: self._resume, Join: late_join}

    def _seated(self, sender: str, message: Join | Ready) -> list[Out]:
        """Before a race (or the race over), a join (a seat for ``sender`` at the next
        race, `TableSeats.join`) or a ready (`TableSeats.say_ready`, for the race to
        start next only: once a race is over, a ready of it changes nothing the next
        race keeps): the `Seats` to the room when they changed, to the sender when it
        asks again for the same. O(seats)."""
        table = self.table
        if isinstance(message, Join):
            changed = table.join(sender, message)
        else:
            changed = table.say_ready(sender, message)
        if changed is None:
            return self._drop(message.kind)
        text = write(table.shown())
        if changed:
            return [ToRoom(text)]
        return [ToRacer(sender, text)] if isinstance(message, Join) else []

    def _command(self, sender: str, command: RacerCommand) -> list[Out]:
        """A person's step, checked by the referee: the answer, and the stream. O(the
        check, `Referee.check`) + `_answer`."""
        race, referee = self.race, self.referee
        if race is None or referee is None:
            return self._drop(command.kind)
        if command.race != self.table.number:  # late from a race before: no step of this
            return self._drop("late")
        before = len(race.seat_steps)
        step = command.step
        if isinstance(step, PropUsed):
            verdict = referee.check_prop(sender, command.seat, command.seq, step.prop, step.target)
        else:
            verdict = referee.check(sender, command.seat, command.seq, step.command, step.cell)
        return self._answer(sender, verdict, before)

    def _unwanted(self, sender: str, what: str, order: tuple[int, int] | None = None) -> list[Out]:
        """A text that is no message (``what`` "unread"), or no message for now (a
        join, a ready, one only the host sends, a resume past the allowance): dropped,
        and from a seated racer while the race runs counted as a malformed command (against
        their seat, as the referee counts), so that a flood of anything is banned as a
        flood of bad commands is; refused under the seat and number ``order`` when it
        names them readably (`messages.command_order`: in its turn, the number is used
        and the racer numbers on, no gap). O(seats) + `_answer`."""
        self.dropped[what] += 1
        race, referee = self.race, self.referee
        if race is None or referee is None or self.over or self.table.seat_of(sender) is None:
            return []  # once the race is over, nothing is counted: race time stands still
        seat, seq = (None, None) if order is None else order
        return self._answer(sender, referee.check(sender, seat, seq, None), len(race.seat_steps))

    def _answer(self, sender: str, verdict: Verdict, before: int) -> list[Out]:
        """What to send for the referee's ``verdict`` on ``sender``'s step: the answer,
        and the race's new steps (those from ``before`` among the people's are this
        step's, or the sender's ban). O(1) + `flush`."""
        if isinstance(verdict, Duplicate):
            return [ToRacer(sender, self._answer_text(verdict.answer))]
        if isinstance(verdict, Refused) and verdict.seat is None:
            return self._drop("command")
        assert self.race is not None
        for index in range(before, len(self.race.seat_steps)):
            if verdict.number is not None and _played(self.race.seat_steps[index]):
                self._seqs[index] = verdict.number
        self._happened += verdict.events
        outs: list[Out] = []
        if isinstance(verdict, Refused):
            outs.append(ToRacer(sender, self._answer_text(verdict)))
        outs += self.flush()
        if isinstance(verdict, Refused) and verdict.banned:
            self._banned.add(sender)
            outs.append(Ban(sender))
        return outs

    def _answer_text(self, answer: Played | Refused) -> str:
        """The text that answered a step: its `Checked`, or its `Refusal`. O(1)."""
        if isinstance(answer, Refused):
            assert answer.seat is not None  # a seated sender's (`_answer`)
            return write(Refusal(answer.seat, answer.number, answer.reason, self.table.number))
        return self._sent.texts[self._sent.numbers[answer.seat, answer.number]]

    def _resume(self, sender: str, resume: Resume) -> list[Out]:
        """A seated racer is back: the seats before the start, and to one seated after
        the race began (a newcomer once it is over); to a racer of the race the start,
        the stream so far and the race time (and the result, once over), whatever older
        race the racer last knew (it missed this one's start); one naming a race not
        started yet is dropped. O(seats) before the start, O(stream) during the race."""
        index = self.table.seat_of(sender)
        race, referee = self.race, self.referee
        if index is None or sender in self._banned:
            return self._drop(resume.kind)
        if resume.race > self.table.number:
            return self._drop("late")
        raced = index < len(self.seats) and self.seats[index].account == sender
        if race is None or referee is None or not raced:
            return [ToRacer(sender, write(self.table.shown()))]
        allowance = self._resumes.setdefault(index, Allowance(RESUMES_MOST, RESUMES_WINDOW_S))
        if not allowance.take(self._wall()):
            return self._drop(resume.kind) if race.over else self._unwanted(sender, resume.kind)
        outs = self.flush()  # the stream up to now, to the room, before the copy of it
        number = self.table.number
        pages = _catch_up(self.stream, index, referee.expects(index), race.now, number)
        texts = [self._start, *pages]
        if self.places is not None:
            texts.append(write(Result(self.places, number)))
        return outs + [ToRacer(sender, text) for text in texts]

    # --- the stream -------------------------------------------------------------

    def _new_steps(self, race: Race) -> list[Out]:
        """The race's steps not yet in the stream, in the order the race took them: a
        person's step before the host's next when it came after as many of the host's
        (`SeatStep.after`), a host's prop before the journal entry it came before
        (`PropUse.after`). A host's pause is no step of a network race: not sent.
        O(new steps)."""
        sent = self._sent
        outs: list[Out] = []
        entries, uses, people = race.journal.entries, race.prop_uses, race.seat_steps
        while True:
            if sent.seat_steps < len(people) and people[sent.seat_steps].after <= sent.hosts:
                outs.append(self._seat_step(sent.seat_steps, people[sent.seat_steps]))
                sent.seat_steps += 1
            elif sent.props < len(uses) and uses[sent.props].after <= sent.entries:
                use = uses[sent.props]
                outs.append(sent.check(HOST, sent.hosts, PropUsed(use.at_s, use.prop, use.target)))
                sent.props += 1
            elif sent.entries < len(entries):
                entry = entries[sent.entries]
                if entry.command not in NO_PAUSE:
                    outs.append(sent.check(HOST, sent.hosts, entry))
                sent.entries += 1
            else:
                return outs

    def _seat_step(self, index: int, step: SeatStep) -> ToRoom:
        """A person's step in the stream: their command or prop under the number they
        sent it with; their ban (`PutOut`) under their next. O(1)."""
        if step.entry is not None:
            return self._sent.check(step.seat, self._seqs[index], step.entry)
        if step.prop is not None and step.target is not None:
            return self._sent.check(
                step.seat, self._seqs[index], PropUsed(step.at_s, step.prop, step.target)
            )
        assert self.referee is not None
        seq = min(self.referee.expects(step.seat), MAX_COMMANDS - 1)
        return self._sent.check(step.seat, seq, PutOut(step.at_s))

    def _clock(self, race: Race) -> list[Out]:
        """A `Clock` when one is due; once the race is over, a last one and the
        `Result`, once. O(1), O(racers log racers) for the result."""
        ending = race.over and not self.over
        if not ending and race.now - self._clock_at < CLOCK_EVERY_S:
            return []
        self._clock_at = race.now
        number = self.table.number
        outs: list[Out] = [ToRoom(write(Clock(race.now, len(self.stream), number)))]
        if ending:
            self.over = True
            self.places = tuple(result.player for result in race.results())
            outs.append(ToRoom(write(Result(self.places, number))))
        return outs

    def _drop(self, what: str) -> list[Out]:
        """Nothing to send: ``what`` was heard and dropped (counted). O(1)."""
        self.dropped[what] += 1
        return []


def _catch_up(
    stream: Sequence[Checked], seat: int, next_seq: int, now_s: float, number: int
) -> list[str]:
    """``stream`` (of race ``number``) in `CatchUp` pages for the racer in ``seat``, from
    number 0 (one page for none). O(len(stream))."""
    total = len(stream)
    return [
        write(CatchUp(seat, next_seq, now_s, total, tuple(stream[first : first + PAGE]), number))
        for first in range(0, max(total, 1), PAGE)
    ]


def _account(value: Any) -> str:
    """``value`` if it is an account's address; `ParameterError` otherwise. O(its
    length, at most 2047)."""
    return account("account", value)


def _played(step: SeatStep) -> bool:
    """Whether ``step`` is a person's command or prop (not their ban). O(1)."""
    return step.entry is not None or step.prop is not None
