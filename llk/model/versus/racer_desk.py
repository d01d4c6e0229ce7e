"""A person's side of a race over the network: the host's stream made into a copy of the
host's race (the mirror), and the racer's own board, played at once and kept in step
with it.

The host is the referee (`llk.model.versus.messages`): it checks each racer's command
against its own copy of the deal and sends the room its stream of checked commands, each
numbered and stamped with the host's race time. A `RacerDesk` is what a racer's client
makes of that, as plain state: the network runner hands it every text heard with the
account the server names as its sender, and sends the texts it returns; the window draws
what it tells (`Heard`).

Trust: only the host's account counts (the address in the table code, compared with the
sender the server vouches for; never a nick, never a field of a message). A text from any
other account is dropped, and every text is read as hostile input (`messages.read`,
within the race's bounds once its start is known): nothing heard raises.

The mirror (`RacerDesk.mirror`) is a `Race` of the start's setup, seat 0 the host's. The
stream is played on it in the order of its numbers, each step at the host's time (the
race advanced to it first, as the host's was): the host's commands on racer 0's game, a
person's through `Race.play`, a prop through `Race.use_prop`, a racer put out through
`Race.put_out`. A race being a pure function of its setup and these steps, the mirror is
the host's race as far as the stream goes; its computer players run to the host's `Clock`
once every command before it is held, never past this client's own race time
(`advance`). A number missing (a later one heard, or a clock counting more than held) is
a gap: the desk says so once (`ResumeNeeded`) and keeps what came early; the runner sends
`resume()` and the host answers with the start and the stream from number 0 (`CatchUp`),
of which the desk plays the numbers it lacks, so that nothing is played twice. A desk made
anew (the process restarted) resumes the same way from nothing.

My board (`RacerDesk.game`): the player's commands are played on it at once, numbered
(``seq``) and sent; each is kept until the host answers it. The host's copy of my seat
(the mirror's) can come out otherwise: a refusal, a prop that hit me there before my
command arrived, a combo timed by the host's clock. So my board is built again as the
mirror's copy of my seat with my unanswered commands played on it again when a command
of mine is refused, when something from outside touched my seat in the mirror (a prop,
stones lifting, my time running out, being put out, the race's end), and when every
command is answered and my board still differs from the mirror's copy. A `Game` cannot be
copied (its parts read its clock and its board), so it is built again from what touched
the seat, kept in order with the race time of each (`_Ledger`): O(my checked commands +
the props that hit me), a few times a race.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from llk.model.board.grid import Board, Point
from llk.model.board.path import Move
from llk.model.game.game import Game
from llk.model.game.journal import Command, Entry, Journal
from llk.model.versus import props as prop_rules
from llk.model.versus.messages import (
    LARGEST,
    MAX_COMMANDS,
    NO_PAUSE,
    PAGE,
    Bounds,
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
    Reason,
    Refusal,
    Result,
    Resume,
    Seat,
    Seats,
    Start,
    Step,
    StreamStep,
    read,
    write,
)
from llk.model.versus.props import Prop, on_opponent
from llk.model.versus.race import Race, play_entry
from llk.model.versus.race_events import Happening, RaceEvent
from llk.model.versus.race_setup import RaceSetup

HOST_SEAT = 0
"""The host's seat: racer 0 of every copy of the race."""


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
    | ResumeNeeded
    | CaughtUp
)


# --- my board, built again from what touched my seat -----------------------------------

Touch = Entry | RaceEvent
"""What touched a seat's game in the mirror: its own checked command, or an event of the
race that changes the game (`_SEAT_EFFECTS`, `_PROP_EFFECTS`)."""

_PROP_EFFECTS: dict[Prop, Callable[[Game, RaceEvent], object]] = {
    Prop.REARRANGE: lambda game, used: game.race_effects.rearrange(),
    Prop.MIRROR: lambda game, used: game.race_effects.mirror(),
    Prop.BOMB: lambda game, used: game.race_effects.bomb(),
    Prop.HOURGLASS: lambda game, used: game.race_effects.add_time(prop_rules.HOURGLASS_S),
    Prop.BLOCKS: lambda game, used: game.race_effects.place_stones(used.cells),
    Prop.FREEZE: lambda game, used: game.race_effects.freeze(prop_rules.FREEZE_S),
}
"""What a prop used on a racer does to their game, played again from the race's event
(a blocks' event names the stones standing after it: placing them again stands the new
ones, the others stand already). The props not here (compass, ban) leave the game as
it is."""
_SEAT_EFFECTS: dict[Happening, Callable[[Game], object]] = {
    Happening.STONES_GONE: lambda game: game.race_effects.lift_stones(),
    Happening.TIME_UP: lambda game: game.tick(),
    Happening.OUT: lambda game: game.race_effects.stop(),
    Happening.OVER: lambda game: game.race_effects.lift_stones(),
}
"""What the race's own events do to a racer's game (for `OVER`: to every racer's)."""


def touches(event: RaceEvent, seat: int) -> bool:
    """Whether ``event`` changed the game of the racer in ``seat`` (not by their own
    command). O(1)."""
    if event.happening is Happening.USED:
        return event.target == seat and event.prop in _PROP_EFFECTS
    return event.happening in _SEAT_EFFECTS and (
        event.player == seat or event.happening is Happening.OVER
    )


def _touch(game: Game, touch: Touch) -> None:
    """Do ``touch`` again to ``game`` (its clock at the touch's time: the caller's job)."""
    if isinstance(touch, Entry):
        play_entry(touch, game)
    elif touch.happening is Happening.USED:
        used = None if touch.prop is None else _PROP_EFFECTS.get(touch.prop)
        if used is not None:
            used(game, touch)
    else:
        effect = _SEAT_EFFECTS.get(touch.happening)
        if effect is not None:
            effect(game)


def look(game: Game) -> tuple[Any, ...]:
    """What a player sees and what a command's outcome reads of ``game``: two games
    that look the same take every command the same. O(rows * cols)."""
    helps, history = game.helps, game.history
    return (
        game.board.key(),
        game.blocks.stones,
        game.selected,
        game.phase,
        game.scoring.points,
        game.scoring.combo,
        helps.hints_left,
        helps.refreshes_left,
        history.can_undo,
        history.can_redo,
        game.clock.bonus_s,
    )


class _GameTime:
    """The clock my board reads: each touch's race time while it is built again, then
    the live race time."""

    def __init__(self, live: Callable[[], float]) -> None:
        self._live = live
        self.at: float | None = 0.0

    def __call__(self) -> float:
        return self._live() if self.at is None else self.at


class _Ledger:
    """My seat's board: the deal, what touched my seat in the mirror (in order, each at
    its race time) and my commands the host has not answered (each with its ``seq``).
    ``game`` is the deal with the touches and then the unanswered commands played on it,
    built again by `rebuild`."""

    def __init__(
        self, setup: RaceSetup, live: Callable[[], float], deal: Board, plan: list[Move]
    ) -> None:
        self._setup, self._live = setup, live
        self._deal, self._plan = deal, plan
        self.touches: list[tuple[float, Touch]] = []
        self.pending: list[tuple[int, Step]] = []
        self.game = self._built()

    def rebuild(self) -> None:
        """Build my board again. O(touches + unanswered commands), each its command's
        cost (a click O(rows * cols))."""
        self.game = self._built()

    def play(self, command: Command, cell: Point | None) -> Entry | None:
        """Play ``command`` on my board now: the journal's entry, or None if the game did
        not take it. O(the command)."""
        journal = self.game.journal
        assert journal is not None  # every game `_built` makes has one
        noted = len(journal.entries)
        play_entry(Entry(0.0, command, cell), self.game)  # the journal notes the clock's time
        return journal.entries[-1] if len(journal.entries) > noted else None

    def answered(self, seq: int) -> bool:
        """Forget my command ``seq``, answered; whether it was unanswered. O(unanswered)."""
        kept = [(number, step) for number, step in self.pending if number != seq]
        found = len(kept) != len(self.pending)
        self.pending = kept
        return found

    def pending_props(self, prop: Prop) -> int:
        """How many of my unanswered commands use ``prop``. O(unanswered)."""
        return sum(isinstance(step, PropUsed) and step.prop is prop for _, step in self.pending)

    def _built(self) -> Game:
        setup = self._setup
        clock = _GameTime(self._live)
        game = Game(setup.settings, setup.seed, clock, self._deal, journal=Journal(clock))
        game.verdicts.learn(self._deal, self._plan)
        game.clock.start()  # as every racer's, at race time 0
        for at_s, touch in self.touches:
            clock.at = at_s
            _touch(game, touch)
        for _, step in self.pending:
            if isinstance(step, Entry):  # a prop of mine plays once the host checks it
                clock.at = max(clock.at or 0.0, step.at_s)
                play_entry(step, game)
        clock.at = None
        return game


# --- the desk ----------------------------------------------------------------------------


def _seat_of(seats: tuple[Seat, ...], account: str | None) -> int | None:
    """The seat of ``account`` among ``seats``, if it has one. O(seats)."""
    found = [index for index, seat in enumerate(seats) if seat.account == account]
    return found[0] if found and account is not None else None


class RacerDesk:
    """A racer's side of a race over the network (see the module docstring).

    ``me``: my name and picture, and my account; ``host``: the host's account, the only
    one whose texts count. Each call says its cost; every text heard costs reading it,
    O(its length), and what it carries: a checked command, what `Race.play` costs (plus
    the computer players' moves up to its time, as `Race.advance`)."""

    def __init__(self, me: Seat, host: str) -> None:
        self.me, self.host = me, host
        self.seat: int | None = None
        """My seat: from the host's `Seats`, then its `Start` (None: none)."""
        self.seats: Seats | None = None
        self.start: Start | None = None
        self.mirror: Race | None = None
        self.places: tuple[int, ...] | None = None
        """The host's result (or, the host gone, the places the stream gave)."""
        self.ignored = 0
        """Texts dropped: from another account, not a message, or not for now."""
        self._mine: _Ledger | None = None
        self._now = 0.0
        """My own estimate of the race time (`advance`)."""
        self._vouched_s = 0.0
        """The host's race time the stream held so far vouches for."""
        self._held = 0
        """Checked commands held: the number expected next."""
        self._early: dict[int, Checked] = {}
        self._next_seq = 0
        self._resuming = False
        self._gap_told = False
        self._rebuild_due = False
        self._compare_due = False

    # --- reading ------------------------------------------------------------------

    @property
    def game(self) -> Game | None:
        """My board as I see it: the host's copy of my seat and my commands it has not
        answered yet (None: no seat in a race)."""
        return None if self._mine is None else self._mine.game

    @property
    def unanswered(self) -> int:
        """My commands the host has not answered yet."""
        return 0 if self._mine is None else len(self._mine.pending)

    @property
    def held(self) -> int:
        """How many of the host's checked commands the mirror holds (played)."""
        return self._held

    @property
    def resuming(self) -> bool:
        """Waiting for the host's answer to `resume` (no command is taken meanwhile)."""
        return self._resuming

    # --- what I send --------------------------------------------------------------

    def join(self) -> str:
        """The text asking the host for a seat, for my name and picture. O(1)."""
        return write(Join(self.me.name, self.me.picture))

    def ready(self, on: bool) -> str:
        """The text saying I am ready to start (or no longer). The host reads my seat from
        my account; before it told me my seat, the text claims seat 0. O(1)."""
        return write(Ready(self._claimed_seat(), on))

    def resume(self) -> str:
        """The text asking the host for the race again, after a drop or a restart (a new
        desk): my seat (claimed as `ready` claims it) and the last checked number held.
        No command is taken until the host's answer (`CaughtUp`). O(1)."""
        self._resuming = True
        return write(Resume(self._claimed_seat(), self._held - 1))

    def command(self, command: Command, cell: Point | None = None) -> str | None:
        """Play ``command`` (a click on ``cell``) on my board at once: the text to send
        the host, or None if my board did not take it (no seat, not racing, resuming, a
        pause, a cell off the board, a click on no tile). O(the command)."""
        mine, race = self._mine, self.mirror
        if mine is None or race is None or not self._may_play() or command in NO_PAUSE:
            return None
        if (command is Command.CLICK) != (cell is not None):
            return None
        rows, cols = race.setup.settings.size
        if cell is not None and not (0 <= cell[0] < rows and 0 <= cell[1] < cols):
            return None
        entry = mine.play(command, cell)
        return None if entry is None else self._send(entry)

    def use_prop(self, prop: Prop, target: int | None = None) -> str | None:
        """The text using ``prop`` I hold (on ``target``, or the race's choice for a prop
        on an opponent); None if I cannot (none held but those already sent, banned from
        props, no such racer). It plays on my board when the host checks it. O(racers)."""
        mine, race, seat = self._mine, self.mirror, self.seat
        if mine is None or race is None or seat is None or not self._may_play():
            return None
        racer = race.racers[seat]
        held = racer.props.count(prop) - mine.pending_props(prop)
        if not race.setup.rules.props or held <= 0 or racer.banned(self._time()):
            return None
        if not on_opponent(prop):
            target = seat
        elif target is None:
            target = race.default_target(seat)
        elif target == seat or not 0 <= target < len(race.racers):
            target = None
        if target is None or not race.racers[target].racing:
            return None
        return self._send(PropUsed(self._time(), prop, target))

    # --- what I hear --------------------------------------------------------------

    def hear(self, account: str, text: str) -> list[Heard]:
        """A text the server says ``account`` sent: what it changed, for the window.
        Anything at all may come in: only the host's messages count, and it never raises.
        O(len(text)) to read it, then what its message carries (see the class)."""
        if account != self.host:
            self.ignored += 1
            return []
        try:
            message = read(text, LARGEST if self.start is None else Bounds.of(self.start))
        except MessageError:
            self.ignored += 1
            return []
        return self._heard(message) + self._settle_board()

    def advance(self, now_s: float) -> list[Heard]:
        """My estimate of the race time is ``now_s`` (my own clock; below 0 in the
        count-in): my board reads it, and the mirror's computer players run to it, as far
        as the host's stream vouches for. O(their moves, as `Race.advance`)."""
        self._now = max(self._now, now_s)
        return self._run_mirror() + self._settle_board()

    def host_gone(self) -> tuple[int, ...]:
        """The race ends without the host: its result if it came, else the places in the
        mirror run to the last race time the stream vouches for, the same on every
        client holding the same stream (none before the start). O(the computer players'
        moves up to then + racers log racers)."""
        race = self.mirror
        if self.places is None and race is not None:
            self._run_to(self._vouched_s)
            self.places = tuple(result.player for result in race.results())
        return self.places or ()

    # --- the host's messages ------------------------------------------------------

    def _heard(self, message: Message) -> list[Heard]:
        if isinstance(message, Checked):
            return self._checked(message)
        if isinstance(message, Clock):
            return self._clock(message)
        if isinstance(message, Refusal):
            return self._refusal(message)
        if isinstance(message, CatchUp):
            return self._catch_up(message)
        if isinstance(message, Seats):
            return self._seats(message)
        if isinstance(message, Start):
            return self._start(message)
        if isinstance(message, Result):
            return self._result(message)
        self.ignored += 1  # a racer's message, sent by the host's account
        return []

    def _seats(self, seats: Seats) -> list[Heard]:
        if self.start is not None and self.places is None:
            self.ignored += 1  # the race is on: its seats are the start's
            return []
        self.seats, self.seat = seats, _seat_of(seats.seats, self.me.account)
        return [SeatsChanged(seats)]

    def _start(self, start: Start) -> list[Heard]:
        """A race dealt: the first, or a new one once the last has ended; the same start
        again (the head of an answer to `resume`) is no news. O(a deal)."""
        if self.start is not None and (self.places is None or start == self.start):
            return []
        seat = _seat_of(start.seats, self.me.account)
        if seat not in start.setup.people:
            seat = None
        try:
            race = Race(start.setup, start.seats[HOST_SEAT].name)
        except ValueError:
            self.ignored += 1
            return []
        self.start, self.seat, self.mirror, self.places = start, seat, race, None
        self._held, self._early, self._next_seq, self._vouched_s = 0, {}, 0, 0.0
        self._now = -float(start.count_in)
        self._gap_told = self._rebuild_due = self._compare_due = False
        self._mine = None
        if seat is not None:
            deal = race.you.game.board
            plan = race.you.game.verdicts.solution(deal) or []
            self._mine = _Ledger(start.setup, self._time, deal, plan)
        return [Started(start, seat, self._resuming)]

    def _checked(self, checked: Checked) -> list[Heard]:
        """A checked command: played in its turn, kept if it came early (a gap), dropped
        if held already. O(1) + playing it and those it lets through."""
        if self.mirror is None or checked.number > self._held:
            if self.mirror is not None and len(self._early) < PAGE:
                self._early[checked.number] = checked
            return self._gap()
        heard: list[Heard] = []
        turn: Checked | None = checked
        while turn is not None and turn.number == self._held:
            heard += self._play(turn)
            turn = self._early.pop(self._held, None)
        if not self._early:
            self._gap_told = False  # the gap closed: the next one is news
        return heard

    def _clock(self, clock: Clock) -> list[Heard]:
        if self.mirror is None or clock.total > self._held:
            return self._gap()
        if clock.total == self._held:
            self._vouched_s = max(self._vouched_s, clock.now_s)
        return self._run_mirror()

    def _refusal(self, refusal: Refusal) -> list[Heard]:
        mine = self._mine
        if mine is None or refusal.seat != self.seat or refusal.seq is None:
            return []
        if not mine.answered(refusal.seq):
            return []  # answered already (the host answers a command sent twice again)
        self._rebuild_due = True
        heard: list[Heard] = [CommandRefused(refusal.seq, refusal.reason)]
        if refusal.reason is Reason.OUT_OF_ORDER:
            heard += self._gap()  # one of mine never reached the host: start again from its count
        return heard

    def _catch_up(self, page: CatchUp) -> list[Heard]:
        """A page of the host's answer to a resume (mine, or another's sent to the room):
        its commands played as any checked; the last page of mine ends my resume: my
        next command is numbered as the host expects, and those it never had are
        dropped. O(the page) + playing the commands it lets through."""
        heard: list[Heard] = []
        for checked in page.checked:
            heard += self._checked(checked)
        if not (page.last and page.seat == self.seat and self._resuming):
            return heard
        self._resuming = self._gap_told = False
        if self._held < page.total:
            return heard + self._gap()  # a page went missing: ask again
        self._next_seq = page.next_seq
        self._vouched_s = max(self._vouched_s, page.now_s)
        self._now = max(self._now, page.now_s)
        if self._mine is not None:
            self._mine.pending = []
            self._rebuild_due = True
        return [*heard, *self._run_mirror(), CaughtUp(page.now_s)]

    def _result(self, result: Result) -> list[Heard]:
        race = self.mirror
        if race is None or self.places is not None or len(result.places) != len(race.racers):
            self.ignored += 1
            return []
        self.places = result.places
        return [Placed(result.places)]

    # --- the mirror ---------------------------------------------------------------

    def _play(self, checked: Checked) -> list[Heard]:
        """Play a checked command on the mirror at its time, in its turn; note what
        touched my seat. O(the computer players' moves up to its time + the command)."""
        race, seat, step = self.mirror, checked.seat, checked.step
        assert race is not None
        self._held += 1
        self._vouched_s = max(self._vouched_s, step.at_s)
        events = self._run_to(step.at_s)
        if not race.over:
            played = self._step(race, seat, step)
            self._note(race.now, played)
            events += played
        if seat == self.seat and self._mine is not None and self._mine.answered(checked.seq):
            self._compare_due = True
        return [RaceMoved(tuple(events))] if events else []

    def _step(self, race: Race, seat: int, step: StreamStep) -> list[RaceEvent]:
        """Play ``step`` of the racer in ``seat`` on ``race`` now, as the host did."""
        people = race.setup.people
        if isinstance(step, PutOut):
            return race.put_out(seat) if seat in people else []
        if isinstance(step, PropUsed):
            return race.use_prop(step.prop, step.target) if seat == HOST_SEAT else []
        if seat == HOST_SEAT:
            play_entry(step, race.you.game)
            return race.observe()
        if seat not in people:
            return []  # a computer player's seat: the host never sends one
        played = race.play(seat, step.command, step.cell)
        if played is not None and seat == self.seat and self._mine is not None:
            entry = race.seat_steps[-1].entry
            assert entry is not None  # a command played
            self._mine.touches.append((race.now, entry))
        return played or []

    def _run_mirror(self) -> list[Heard]:
        """The mirror's computer players run to my race time, as far as vouched for."""
        if self.mirror is None:
            return []
        events = self._run_to(min(self._now, self._vouched_s))
        return [RaceMoved(tuple(events))] if events else []

    def _run_to(self, to_s: float) -> list[RaceEvent]:
        """Run the mirror to ``to_s`` one timed event at a time, so that each touch of my
        seat is noted at its own time. O(the events, each as `Race.advance`)."""
        race = self.mirror
        assert race is not None
        events: list[RaceEvent] = []
        while not race.over and race.now < to_s:
            step = race.advance(to_s, most=1)
            self._note(race.now, step)
            events += step
        last = race.advance(to_s)  # anything due at ``to_s`` itself
        self._note(race.now, last)
        return events + last

    def _note(self, at_s: float, events: list[RaceEvent]) -> None:
        """Keep the events that touched my seat, to build my board again from them."""
        mine, seat = self._mine, self.seat
        if mine is None or seat is None:
            return
        for event in events:
            if touches(event, seat):
                mine.touches.append((at_s, event))
                self._rebuild_due = True

    # --- my board -----------------------------------------------------------------

    def _settle_board(self) -> list[Heard]:
        """Build my board again if it is due: something touched my seat, a command was
        refused, or every command is answered and my board looks otherwise than the
        mirror's copy. O(rows * cols) to look; a rebuild as `_Ledger.rebuild`."""
        mine, race, seat = self._mine, self.mirror, self.seat
        due, compare = self._rebuild_due, self._compare_due
        self._rebuild_due = self._compare_due = False
        if mine is None or race is None or seat is None:
            return []
        if not due and not (compare and not mine.pending):
            return []
        if not due and look(mine.game) == look(race.racers[seat].game):
            return []
        mine.rebuild()
        return [BoardChanged()]

    def _time(self) -> float:
        """The race time my board reads: mine, never behind the mirror's."""
        now = self.mirror.now if self.mirror is not None else 0.0
        return max(self._now, now)

    def _may_play(self) -> bool:
        """Whether my commands count now: racing, not resuming, the race not over."""
        race, seat = self.mirror, self.seat
        return (
            race is not None
            and seat is not None
            and not self._resuming
            and self.places is None
            and not race.over
            and race.racers[seat].racing
            and self._now >= 0.0
            and self._next_seq < MAX_COMMANDS
        )

    def _send(self, step: Step) -> str:
        """Number ``step`` as my next command, keep it until answered, and write it."""
        assert self._mine is not None and self.seat is not None
        seq = self._next_seq
        self._next_seq += 1
        self._mine.pending.append((seq, step))
        return write(RacerCommand(self.seat, seq, step))

    def _gap(self) -> list[Heard]:
        """A gap in the stream: say so once, unless a resume is under way."""
        if self._resuming or self._gap_told:
            return []
        self._gap_told = True
        return [ResumeNeeded()]

    def _claimed_seat(self) -> int:
        return HOST_SEAT if self.seat is None else self.seat
