"""The host's referee: each command a person racing from another computer sends is
checked against the host's own copy of the race, and played there, before it counts.

In a race over the network the host's `Race` is the race: the people's seats
(`RaceSetup.people`) have no driver, and their games move only by the commands the
referee passes on (`Race.play`), stamped with the host's race time, never the sender's.
The room is sent what the referee checked, in its order (`Checked.sequence`); only that
counts, and the host's log plays the race again (`llk.model.versus.replay`).

A command comes with the account it came from (whoever the network says sent it, a
plain string), the seat it claims, the sender's number for it (0, 1, 2... in the order
it sent them) and a journal entry's command and cell (`check`), or a prop and its
target (`check_prop`). The referee refuses, with one `Reason`, what breaks a rule; what
it checks, in order:
- the seat and the number: whole numbers (the number from 0), else `Reason.MALFORMED`,
  unnumbered;
- that the account owns the seat (`Reason.ANOTHERS_SEAT`);
- the number: the next the seat is due; one already answered is a duplicate (a message
  sent again after a drop), answered again as it was the first time (`Duplicate`) and
  never played twice; one past the next is `Reason.OUT_OF_ORDER`, refused under the
  number it came with (so that the sender knows which of its commands went unplayed,
  and asks for the race again), which it does not use;
- the shape of the rest: a command of the journal (its word or itself), a click with a
  cell of two whole numbers and no other command with one; a prop (its word or itself)
  on a seat at the table, any seat for a prop of the user's own, which hits the user
  (`Reason.MALFORMED`, in its turn: under its number, which it uses, so that the sender
  sees no gap and numbers on);
- that the racer still races (`Reason.OUT`: cleared, out of time, idle, banned, or the
  race is over), paced as a command is (past the pace, `Reason.TOO_FAST`);
- no pause: a race of people has none, its time is everyone's (`Reason.NO_PAUSE`);
- a click's cell on the board (`Reason.OFF_BOARD`);
- the pace of a person (`Reason.TOO_FAST`, see `CLICKS_MOST`, `KEYS_PER_S`; a prop
  counts as a command);
- that the seat's game takes it (`Reason.UNPLAYABLE`): a click on no tile (an empty
  cell, a stone), a hint, refresh, undo or redo with none to give; a prop the seat does
  not hold, or while banned from props, on itself for a prop on an opponent, on a
  racer who races no more, or in a pure race (`Race.use_prop`). A client in step
  with the host never sends one: its own game would not have noted it. A mismatch, a
  second click on a tile that does not link with the first, is no refusal: it is a
  player's legal click, which the game takes (it selects the second tile), as the
  sender's own game did.
A command in its turn uses its number whether it is played or refused, for whatever
reason (`Refused.used`), so that one refusal never puts the seat's later commands out of
order, and each command a client sent in turn is answered under its own number: those
on their way as the race ends are each refused `Reason.OUT`, and the client forgets
them as answered.

Repeats: the first copy of a number again is answered as the first time whatever the
pace (an honest resend after a drop sends one copy of each; at most one such answer a
number used, so a repeat never costs the host more than the seat's commands did); each
further copy of a number takes from an allowance of repeats paced as commands are
(`KEYS_WINDOW_S`), and past it is refused `Reason.TOO_FAST`, a refusal like any other,
so that a flood of one repeated command ends in the ban as any flood does.

Every refusal counts against the sender's own seat (never the seat it claimed, so a
forger cannot have another racer banned). Past `BAN_AFTER` refusals in `BAN_WINDOW_S`
of race time the referee puts the racer out of the race (`Race.put_out`: the others
race on) and says so (`Refused.banned`): the network layer bans them from the room.

All the bounds count commands against the race's own time, not the wall clock: what a
flood brings in one instant is counted as such, however long the host took to read it.

Cost: a check is O(1) besides the step played (`Race.play`: O(the command) +
O(racers); `Race.use_prop`: O(racers) + the prop's own); memory O(1) a seat besides
the answers kept for duplicates, one per number used (and whether it was repeated).
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TypeGuard

from llk.model.board.grid import Point
from llk.model.game.journal import Command
from llk.model.versus.messages import PropUsed, Reason, Step
from llk.model.versus.props import Prop
from llk.model.versus.race import Race
from llk.model.versus.race_events import PAUSING, RaceEvent

CLICKS_MOST, CLICKS_WINDOW_S = 20, 2.0
"""At most 20 clicks in any 2 s of race time. A pair every 0.2 s, 10 clicks a second, is
half again as fast as the fastest pace LLK credits a person with (`MIN_PAIR_S`: a pair
in 0.3 s, some 7 clicks a second); 20 at once let through two seconds of such clicks
that the network held back and brought together. (A client does not race on while it
cannot reach the host, so no more than that comes at once after a drop.)"""
KEYS_PER_S, KEYS_WINDOW_S = 30, 1.0
"""The fastest a held key repeats on the common desktops (X11's default is 25 a
second): with the seat's pairs (an Undo to Clearable sends one undo a pair at once),
the most commands of any kind a person sends in one second of race time."""
BAN_AFTER, BAN_WINDOW_S = 20, 10.0
"""A seat refused more than 20 times in 10 s of race time is banned. A client in step
with the host is refused only for what it sent between a prop changing its board at
the host (a mirror, stones, a bomb) and hearing of it, a round trip later: a click or
two a prop. 20 in 10 s is a flood or a forger."""


@dataclass(frozen=True)
class Checked:
    """A step the referee played on the seat's game: ``entry`` is the journal's (or the
    prop used), at the host's race time."""

    seat: int
    number: int
    """The sender's number for it."""
    sequence: int
    """Its place among everything the people's seats did (`Race.seat_steps`): the order
    the room is sent it in."""
    entry: Step
    events: tuple[RaceEvent, ...] = ()
    """What it meant for the race (`Race.play`)."""

    @property
    def at_s(self) -> float:
        """When it counted, in race time."""
        return self.entry.at_s


@dataclass(frozen=True)
class Refused:
    """A command the referee refused, and why."""

    reason: Reason
    seat: int | None
    """The seat it counts against: the sender's own, whatever seat it claimed; None for
    an account with no seat."""
    number: int | None = None
    """The sender's number for it, when it named one for its own seat (None: malformed,
    or for another's seat)."""
    used: bool = False
    """Whether it used that number (it was in its turn): the seat is due the next."""
    banned: bool = False
    """This refusal was one too many: the racer is put out, the room is to ban them."""
    events: tuple[RaceEvent, ...] = ()
    """What the ban meant for the race (`Race.put_out`)."""


@dataclass(frozen=True)
class Duplicate:
    """A number already answered, sent again (after a drop): its first answer, nothing
    played again."""

    answer: Checked | Refused


Verdict = Checked | Refused | Duplicate


class Allowance:
    """At most ``most`` events in any ``window_s`` of race time: the times of the last
    ``most`` allowed, a sliding window. O(1) a call, O(most) memory."""

    def __init__(self, most: int, window_s: float) -> None:
        self._times: deque[float] = deque(maxlen=most)
        self._window_s = window_s

    def take(self, now: float) -> bool:
        """Whether one more is allowed at ``now`` (counted if so)."""
        times = self._times
        if len(times) == times.maxlen and now - times[0] < self._window_s:
            return False
        times.append(now)
        return True


@dataclass
class _Seat:
    """What the referee keeps of one person's seat."""

    seat: int
    commands: Allowance
    repeats: Allowance
    """Copies of a number past its first repeat (`Referee._repeat`)."""
    clicks: Allowance = field(default_factory=lambda: Allowance(CLICKS_MOST, CLICKS_WINDOW_S))
    refusals: Allowance = field(default_factory=lambda: Allowance(BAN_AFTER, BAN_WINDOW_S))
    answers: list[Checked | Refused] = field(default_factory=list)
    """The answer to each number used, to answer a duplicate as the first time."""
    repeated: set[int] = field(default_factory=set)
    """The numbers whose first copy again was answered (a second one is paced)."""
    refused: Counter[Reason] = field(default_factory=Counter)


class Referee:
    """The host's referee of ``race`` (see the module docstring)."""

    def __init__(self, race: Race, accounts: Mapping[str, int]) -> None:
        """``accounts``: the seat each person's account owns, one of the race's people's
        (`RaceSetup.people`) each; ValueError otherwise."""
        seats = list(accounts.values())
        if len(set(seats)) != len(seats) or not set(seats) <= race.setup.people:
            raise ValueError("each account owns a seat of its own, a person's")
        self._race = race
        self._accounts = dict(accounts)
        self._seats = {seat: _Seat(seat, *_paces(race, seat)) for seat in seats}
        self._banned: set[int] = set()

    def refused(self, seat: int) -> Counter[Reason]:
        """How often the person in ``seat`` was refused, by reason (a copy)."""
        return Counter(self._seats[seat].refused)

    @property
    def banned(self) -> frozenset[int]:
        """The seats the referee banned."""
        return frozenset(self._banned)

    def answers(self, seat: int) -> tuple[Checked | Refused, ...]:
        """The answer to each number the person in ``seat`` used, in turn. O(numbers)."""
        return tuple(self._seats[seat].answers)

    def expects(self, seat: int) -> int:
        """The number the person in ``seat`` is due to send next. O(1)."""
        return len(self._seats[seat].answers)

    def check(
        self, account: object, seat: object, number: object, command: object, cell: object = None
    ) -> Verdict:
        """``account``'s command, numbered ``number``, for ``seat``: played on the seat's
        game in the host's race and `Checked`, or `Refused`, or a `Duplicate` answered
        as before. Anything at all may come in: it never raises. O(1) + `Race.play`."""
        word_point = _command(command, cell)
        judge = None if word_point is None else self._judge_command(*word_point)
        return self._turn(account, _order(seat, number), judge)

    def check_prop(
        self, account: object, seat: object, number: object, prop: object, target: object
    ) -> Verdict:
        """``account``'s use of ``prop`` on ``target`` (any racer for a prop of its own:
        it hits the user), numbered ``number``, for ``seat``: as `check`, a prop paced
        as a command; a target that is no racer's seat is `Reason.MALFORMED`, a prop the
        seat does not hold (or not now: banned from props, the target out, the user's
        own seat for a prop on an opponent) `Reason.UNPLAYABLE`. Never raises. O(1) +
        `Race.use_prop`."""
        held = _prop(prop, target, len(self._race.racers))
        judge = None if held is None else self._judge_prop(*held)
        return self._turn(account, _order(seat, number), judge)

    def _turn(
        self, account: object, order: tuple[int, int] | None, judge: _Judge | None
    ) -> Verdict:
        """The answer to ``account``'s step for the seat and number ``order``: refused,
        a duplicate, or in its turn ``judge``d (None: malformed, refused in its turn
        under its number, which it uses; with no ``order`` to read, unnumbered). O(1) +
        ``judge``."""
        mine = self._accounts.get(account) if isinstance(account, str) else None
        own = None if mine is None else self._seats[mine]
        if order is None:
            return self._refuse(own, Reason.MALFORMED)
        claimed, sent = order
        if own is None or own.seat != claimed:
            return self._refuse(own, Reason.ANOTHERS_SEAT)
        if sent < len(own.answers):
            return self._repeat(own, sent)
        if sent > len(own.answers):
            return self._refuse(own, Reason.OUT_OF_ORDER, sent, used=False)
        racing = not self._race.over and self._race.racers[own.seat].racing
        answer: Checked | Refused
        if judge is None:
            answer = self._refuse(own, Reason.MALFORMED, sent)
        else:
            answer = judge(own, sent) if racing else self._out(own, sent)
        own.answers.append(answer)
        return answer

    def _repeat(self, own: _Seat, sent: int) -> Duplicate | Refused:
        """The number ``sent`` again: its first copy answered as the first time, each
        further one as long as the seat's repeats keep a command's pace (else refused,
        counted). O(1)."""
        if sent not in own.repeated:
            own.repeated.add(sent)
            return Duplicate(own.answers[sent])
        if own.repeats.take(self._race.now):
            return Duplicate(own.answers[sent])
        return self._refuse(own, Reason.TOO_FAST, sent, used=False)

    def _out(self, own: _Seat, sent: int) -> Refused:
        """A command in its turn from a racer who races no more (or once the race is
        over): refused as `Reason.OUT`, not counted, at a command's pace (past it, too
        fast, counted). O(1)."""
        if self._paced(own, clicks=False):
            return Refused(Reason.OUT, own.seat, sent, used=True)
        return self._refuse(own, Reason.TOO_FAST, sent)

    def _judge_command(self, word: Command, point: Point | None) -> _Judge:
        """How a well-formed command in its turn is answered: played, or refused.
        O(1) + `Race.play`."""

        def judge(own: _Seat, sent: int) -> Checked | Refused:
            race = self._race
            if word in PAUSING:
                return self._refuse(own, Reason.NO_PAUSE, sent)
            if point is not None and not race.racers[own.seat].game.board.on_board(point):
                return self._refuse(own, Reason.OFF_BOARD, sent)
            if not self._paced(own, clicks=point is not None):
                return self._refuse(own, Reason.TOO_FAST, sent)
            events = race.play(own.seat, word, point)
            if events is None:
                return self._refuse(own, Reason.UNPLAYABLE, sent)
            entry = race.seat_steps[-1].entry
            assert entry is not None  # a command played
            return Checked(own.seat, sent, len(race.seat_steps) - 1, entry, tuple(events))

        return judge

    def _judge_prop(self, prop: Prop, target: int) -> _Judge:
        """How a well-formed prop used in its turn is answered: played, or refused.
        O(1) + `Race.use_prop`."""

        def judge(own: _Seat, sent: int) -> Checked | Refused:
            race = self._race
            if not self._paced(own, clicks=False):
                return self._refuse(own, Reason.TOO_FAST, sent)
            events = race.use_prop(prop, target, own.seat)
            if not events:
                return self._refuse(own, Reason.UNPLAYABLE, sent)
            step = race.seat_steps[-1]
            assert step.prop is not None and step.target is not None  # a prop used
            used = PropUsed(step.at_s, step.prop, step.target)
            return Checked(own.seat, sent, len(race.seat_steps) - 1, used, tuple(events))

        return judge

    def _paced(self, own: _Seat, clicks: bool) -> bool:
        """Whether one more command (a click when ``clicks``) keeps ``own`` seat at a
        person's pace (counted if so). O(1)."""
        now = self._race.now
        return own.commands.take(now) and (not clicks or own.clicks.take(now))

    def _refuse(
        self, own: _Seat | None, reason: Reason, sent: int | None = None, used: bool = True
    ) -> Refused:
        """Refuse ``sent`` (None: no number) for ``reason``, counted against ``own``
        seat (the sender's): one too many bans it. ``used``: whether the number is
        used (it was in its turn)."""
        used = used and sent is not None
        if own is None:
            return Refused(reason, None, sent, used)
        own.refused[reason] += 1
        if own.seat in self._banned or own.refusals.take(self._race.now):
            return Refused(reason, own.seat, sent, used)
        self._banned.add(own.seat)
        events = self._race.put_out(own.seat)
        return Refused(reason, own.seat, sent, used, banned=True, events=tuple(events))


def _paces(race: Race, seat: int) -> tuple[Allowance, Allowance]:
    """The allowances of the person in ``seat``: of commands, and of a number's copies
    past its first repeat, alike: `KEYS_PER_S` a second and an undo a pair of the
    seat's deal. O(1)."""
    most = race.racers[seat].dealt // 2 + KEYS_PER_S
    return Allowance(most, KEYS_WINDOW_S), Allowance(most, KEYS_WINDOW_S)


_Judge = Callable[[_Seat, int], Checked | Refused]
"""How a step in its turn is answered, given the sender's seat and its number."""


def _order(seat: object, number: object) -> tuple[int, int] | None:
    """``seat`` and ``number`` as a step's, if they are whole numbers, the number not
    below 0; None otherwise. O(1)."""
    if not _whole(seat) or not _whole(number) or number < 0:
        return None
    return seat, number


def _command(command: object, cell: object) -> tuple[Command, Point | None] | None:
    """``command`` and ``cell`` as a command's, if they are one (a click with a cell of
    two whole numbers, any other command without); None otherwise. O(1)."""
    if not isinstance(command, str):
        return None
    try:
        word = Command(command)
    except ValueError:
        return None
    if word is not Command.CLICK:
        return (word, None) if cell is None else None
    if not isinstance(cell, tuple | list) or len(cell) != 2:
        return None
    row, col = cell
    return (word, (row, col)) if _whole(row) and _whole(col) else None


def _prop(prop: object, target: object, racers: int) -> tuple[Prop, int] | None:
    """``prop`` and ``target`` as a prop used at a table of ``racers``, if they are one
    (a prop or its word, a target that is a seat); None otherwise. O(1)."""
    if not isinstance(prop, str) or not _whole(target) or not 0 <= target < racers:
        return None
    try:
        return Prop(prop), target
    except ValueError:
        return None


def _whole(value: object) -> TypeGuard[int]:
    """Whether ``value`` is a whole number (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)
