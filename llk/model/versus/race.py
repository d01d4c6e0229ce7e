"""A race: the player and up to five rivals, each on a copy of one deal.

Time is the race's own: seconds of play from the start, which only `advance` moves (the
controller moves it with the wall clock, less the pauses; a test moves it by hand). Every
game in the race reads it as its clock, so pausing the race pauses everyone.

The player at this computer is racer 0. Their game is played from outside (the window,
through the game's commands), noted in its journal; `observe` tells the race after each
command. The computer players are driven by `ComputerPlayer`s at the times they choose.
A person racing from another computer (a seat of `RaceSetup.people`) has no driver: their
game moves only by the commands and props the host's referee passes on (`play`,
`use_prop`, at the race's time, kept in `seat_steps`) and stops when the referee bans
them (`put_out`). So a race
is a pure function of its `RaceSetup`, the journals of the player and of the people, and
the times of their props: `llk.model.versus.replay` plays it again from those (`log`),
to watch it or to resume it after a kill.

Cost: `advance` handles each timed event (a rival's action, stones lifting, a clock or
the idle rule running out) in O(racers) plus the action's own cost (a rival's decision
is O(moves * (rows + cols)), see `computer_player`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from llk.model.board.grid import Point
from llk.model.game.game import Game
from llk.model.game.journal import Command, Entry, Journal
from llk.model.game.results import Phase
from llk.model.game.stones import stone_cells
from llk.model.limits import MAX_SECONDS
from llk.model.versus import props as rules
from llk.model.versus.computer_player import (
    Action,
    ComputerPlayer,
    Pair,
    Refresh,
    UseProp,
    Wait,
)
from llk.model.versus.props import Prop, on_opponent
from llk.model.versus.race_events import PAUSING, Happening, PropUse, RaceEvent, SeatStep
from llk.model.versus.race_setup import Aim, RaceRules, RaceSetup
from llk.model.versus.rivals import Rival
from llk.model.versus.standings import Finish, Result, place_order

__all__ = ["OUT_AFTER_S", "YOU", "Happening", "Race", "RaceEvent", "RaceRules", "RaceSetup"]

OUT_AFTER_S = 30.0
"""QQ's rule: a racer who removes nothing for this long is out."""
YOU = 0


@dataclass
class Racer:
    """One racer's game and what the race keeps of them."""

    index: int
    name: str
    game: Game
    rng: random.Random
    rival: Rival | None
    """Who the racer is, for a rival (for a person, their name and picture); None for
    the player at this computer."""
    mind: Driver | None
    """What moves the racer; None for a racer whose game is played from outside: the
    player at this computer, or a person at another (`RaceSetup.people`)."""
    props: list[Prop] = field(default_factory=list)
    next_at: float = 0.0
    """When the rival acts next."""
    banned_until: float = 0.0
    stones_until: float | None = None
    last_pair_at: float = 0.0
    dealt: int = 0
    """The tiles dealt (every racer's the same)."""
    tiles_seen: int = 0
    finish: Finish = Finish.RACING
    done_at: float | None = None
    used: Counter[Prop] = field(default_factory=Counter)
    received: Counter[Prop] = field(default_factory=Counter)
    hit_by: int | None = None
    """The racer who used a prop on this one last."""

    @property
    def pairs(self) -> int:
        """Pairs removed and not undone."""
        return (self.dealt - self.game.tiles_left) // 2

    @property
    def racing(self) -> bool:
        return self.done_at is None

    def banned(self, now: float) -> bool:
        return now < self.banned_until

    def stop(self, now: float) -> None:
        """The race stops at race time ``now`` with this racer still racing (a race
        online whose host left: `Finish.STOPPED`); the race sees it at its next look
        (`Race.observe`). Nothing for a racer done already. O(1)."""
        if self.racing:
            self.finish, self.done_at = Finish.STOPPED, now


class Driver(Protocol):
    """What moves a computer player: anything that says, when asked, what it does next on
    its game and when it acts again (`ComputerPlayer`, or a test's). A person racing from
    another computer has none: their commands come when the network brings them, not
    when the race asks, so the host's referee passes them on (`Race.play`) and the log
    keeps them to play the race again."""

    def pause(self) -> float:
        """Seconds until it acts again."""
        ...

    def decide(self, game: Game, props: list[Prop], may_use: bool) -> Action:
        """What it does now on ``game``, holding ``props`` (usable when ``may_use``)."""
        ...

    def played(self, game: Game) -> None:
        """Its pair went."""
        ...


DriverMaker = Callable[[Rival, random.Random, float], Driver]
"""Makes the driver of a rival from the rival, its generator and the think factor."""

_COMMANDS: dict[Command, Callable[[Game], object]] = {
    Command.CLEAR: lambda game: game.clear_selection(),
    Command.HINT: lambda game: game.hint(),
    Command.REFRESH: lambda game: game.refresh(),
    Command.UNDO: lambda game: game.undo(),
    Command.REDO: lambda game: game.redo(),
    Command.PAUSE: lambda game: game.pause(),
    Command.RESUME: lambda game: game.resume(),
}
"""The game's command each journal word stands for, but a click (which names its cell)."""


def play_entry(entry: Entry, game: Game) -> None:
    """Give ``game`` the command ``entry`` notes, again (its clock at ``entry.at_s``, the
    caller's job). O(the command)."""
    if entry.command is Command.CLICK:
        assert entry.cell is not None
        game.click(entry.cell)
    else:
        _COMMANDS[entry.command](game)


class Race:
    """A race in progress (see the module docstring)."""

    def __init__(
        self, setup: RaceSetup, name: str = "You", drivers: DriverMaker = ComputerPlayer
    ) -> None:
        """Deal the one board and hand every racer a copy: the cost of one deal. Each
        computer player is moved by the driver ``drivers`` makes for it."""
        self.setup = setup
        self._now = 0.0
        self.over = False
        self.prop_uses: list[PropUse] = []
        self.seat_steps: list[SeatStep] = []
        """What befell the people racing from other computers, in the order it did."""
        clock: Callable[[], float] = lambda: self._now  # noqa: E731  (read at every tick)
        self.journal = Journal(clock)
        first = Game(setup.settings, seed=setup.seed, clock=clock, journal=self.journal)
        board = first.board
        plan = first.verdicts.solution(board)
        names = [name, *(rival.name for rival in setup.rivals)]
        self.racers: list[Racer] = []
        for index, racer_name in enumerate(names):
            person = index in setup.people
            noted = Journal(clock) if person else None
            game = (
                first
                if index == YOU
                else Game(setup.settings, setup.seed, clock, board, journal=noted)
            )
            if plan is not None:
                game.verdicts.learn(board, plan)
            game.clock.start()
            rng = random.Random(f"llk race {setup.seed} racer {index}")
            rival = None if index == YOU else setup.rivals[index - 1]
            mind = None if rival is None or person else drivers(rival, rng, setup.rules.think)
            tiles = game.tiles_left
            racer = Racer(index, racer_name, game, rng, rival, mind, dealt=tiles, tiles_seen=tiles)
            if mind is not None:
                racer.next_at = mind.pause()
            self.racers.append(racer)
        self._leader: int | None = None

    # --- reading ----------------------------------------------------------------

    @property
    def now(self) -> float:
        """Seconds of race time."""
        return self._now

    @property
    def you(self) -> Racer:
        return self.racers[YOU]

    def leader(self) -> int | None:
        """The racer with the most pairs (the first of equals), once anyone has one."""
        best = _ahead(self.racers)
        return best.index if best is not None and best.pairs else None

    def default_target(self, user: int) -> int | None:
        """Whom a prop on an opponent of ``user`` hits unless another is picked, by the
        race's `Aim`: as people aim, the racer who hit ``user`` last while they still
        race, else the nearest in the standings: the fewest pairs apart, the one ahead
        of ``user`` before the one behind, then the next in seat order after ``user``
        (so no racer is everyone's first choice). So a leader is aimed at by the
        runner-up, not by the whole field, and whoever is near a Master feels its props.
        None when nobody else races. O(racers)."""
        others = [r for r in self.racers if r.index != user and r.racing]
        if self.setup.rules.aim is Aim.LEADER:
            best = _ahead(others)
            return None if best is None else best.index
        me = self.racers[user]
        if me.hit_by is not None and self.racers[me.hit_by].racing:
            return me.hit_by
        seats = len(self.racers)
        nearest = min(
            others,
            key=lambda r: (abs(r.pairs - me.pairs), r.pairs < me.pairs, (r.index - user) % seats),
            default=None,
        )
        return None if nearest is None else nearest.index

    def results(self) -> list[Result]:
        """The results table, in place order: each racer's place (`place_order`), pairs,
        the race time their race ended (`Result.seconds`: the same for every racer the
        race ended together), how it ended, score and props."""
        ordered = sorted(
            self.racers,
            key=lambda r: (*place_order(r.finish, r.pairs, r.last_pair_at), r.index),
        )
        return [
            Result(
                r.index,
                r.name,
                place,
                r.pairs,
                round(self._now if r.done_at is None else r.done_at, 1),
                r.finish,
                r.game.scoring.points,
                r.used,
                r.received,
            )
            for place, r in enumerate(ordered, start=1)
        ]

    # --- time -------------------------------------------------------------------

    def advance(self, to_s: float, most: int | None = None) -> list[RaceEvent]:
        """Run the race to ``to_s`` seconds: every timed event before it, in order of
        time (then of racer), as if time had flowed; what happened, in order. With
        ``most``, it stops after that many timed events, at the time of the last one
        (the window spreads the rivals' moves over its frames); the race is the same
        however its time is cut."""
        events: list[RaceEvent] = []
        handled = 0
        while not self.over and (most is None or handled < most):
            due = self._next_due()
            if due is None or due[0] > to_s:
                break
            when, _, racer_index, happen = due
            self._now = max(self._now, when)
            happen(self.racers[racer_index], events)
            self._settle(events)
            handled += 1
        else:
            return events  # stopped at ``most`` events, or over
        self._now = max(self._now, to_s)
        self._settle(events)
        return events

    def observe(self) -> list[RaceEvent]:
        """The player's game changed (a command): see what it means for the race."""
        events: list[RaceEvent] = []
        self._settle(events)
        return events

    def use_prop(self, prop: Prop, target: int | None = None, user: int = YOU) -> list[RaceEvent]:
        """``user`` (the player, or a person racing from another computer) uses a prop
        they hold (on ``target``, or the `default_target`, for a prop on an opponent); []
        when they cannot (none held, banned from props, no such target, the race over).
        A person's use is kept among their steps (`seat_steps`). ValueError for a
        ``user`` who is a computer player. O(racers) + the prop's own cost."""
        if user != YOU:
            _person(self, user)
        target = self._target(user, prop, target)
        if target is None:
            return []
        if user == YOU:
            self.prop_uses.append(PropUse(self._now, prop, target, len(self.journal.entries)))
        else:
            after = _player_steps(self)
            self.seat_steps.append(SeatStep(user, self._now, after, prop=prop, target=target))
        events = [_spend(self.racers[user], prop, self.racers[target], self._now)]
        self._settle(events)
        return events

    def play(
        self, seat: int, command: Command, cell: Point | None = None
    ) -> list[RaceEvent] | None:
        """The person racing in ``seat`` (`RaceSetup.people`) gives ``command`` (a click
        on ``cell``): played on their game at the race's time now, noted in their journal
        and kept (`seat_steps`). What it meant for the race; None when nothing was played:
        their game did not take the command (a click on no tile, a help with none left:
        it changed nothing), or they race no more. ValueError for a seat that is no
        person's, or a pause (a race of people is never paused). O(the command) +
        O(racers)."""
        racer = _person(self, seat)
        if command in PAUSING:
            raise ValueError("a race of people is never paused")
        journal = racer.game.journal
        assert journal is not None  # every person's game has one (`__init__`)
        noted = len(journal.entries)
        if not self.over and racer.racing:
            play_entry(Entry(self._now, command, cell), racer.game)
        if len(journal.entries) == noted:
            return None
        self.seat_steps.append(SeatStep(seat, self._now, _player_steps(self), journal.entries[-1]))
        return self.observe()

    def put_out(self, seat: int) -> list[RaceEvent]:
        """The person racing in ``seat`` is put out of the race (banned from the room);
        the others race on. [] if they race no more. ValueError for a seat that is no
        person's. O(racers)."""
        racer = _person(self, seat)
        if self.over or not racer.racing:
            return []
        self.seat_steps.append(SeatStep(seat, self._now, _player_steps(self)))
        events: list[RaceEvent] = []
        self._idle(racer, events)
        self._settle(events)
        return events

    def finish(self, step_s: float = 1.0) -> list[RaceEvent]:
        """Run the rivals to the end of the race, once the player is done. Bounded: every
        rival's clock, or else the idle rule, ends it; with neither (an untimed race
        without QQ's rule) at the most time a clock can hold."""
        events: list[RaceEvent] = []
        while not self.over and self._now < MAX_SECONDS:
            events += self.advance(self._now + step_s)
        return events

    # --- replaying --------------------------------------------------------------

    def log(self) -> dict[str, Any]:
        """The outside's side of the race, the player's and the people's: enough, with
        the setup, to play it again."""
        return {
            "journal": [entry.to_list() for entry in self.journal.entries],
            "props": [use.to_list() for use in self.prop_uses],
            "seats": [step.to_list() for step in self.seat_steps],
            "now": self._now,
        }

    # --- internals --------------------------------------------------------------

    def _next_due(self) -> tuple[float, int, int, Callable[[Racer, list[RaceEvent]], None]] | None:
        """The earliest timed event to come: (time, kind, racer, what to do)."""
        due: list[tuple[float, int, int, Callable[[Racer, list[RaceEvent]], None]]] = []
        for racer in self.racers:
            if not racer.racing:
                continue
            if racer.stones_until is not None:
                due.append((racer.stones_until, 0, racer.index, _stones_go))
            left = racer.game.clock.time_left()
            if left is not None:
                due.append((self._now + left, 1, racer.index, _time_up))
            if self.setup.rules.idle_out:
                due.append((racer.last_pair_at + OUT_AFTER_S, 2, racer.index, self._idle))
            if racer.mind is not None:
                due.append((racer.next_at, 3, racer.index, self._rival_acts))
        return min(due, key=lambda d: d[:3], default=None)

    def _rival_acts(self, racer: Racer, events: list[RaceEvent]) -> None:
        mind, game = racer.mind, racer.game
        assert mind is not None
        may_use = self.setup.rules.props and not racer.banned(self._now)
        action = mind.decide(game, racer.props, may_use)
        pause = mind.pause()
        if isinstance(action, Pair):
            game.clear_selection()
            game.click(action.move[0])
            result = game.click(action.move[1])
            if result.removal is not None:
                mind.played(game)
                events.append(RaceEvent(Happening.PAIR, racer.index, removal=result.removal))
            if result.reshuffle is not None:
                events.append(
                    RaceEvent(Happening.SHUFFLED, racer.index, reshuffle=result.reshuffle)
                )
        elif isinstance(action, UseProp):
            target = self._target(racer.index, action.prop, None)
            if target is not None:
                events.append(_spend(racer, action.prop, self.racers[target], self._now))
            pause = min(pause, 1.0)
        elif isinstance(action, Refresh):
            reshuffle = game.refresh()
            if reshuffle is not None:
                events.append(RaceEvent(Happening.SHUFFLED, racer.index, reshuffle=reshuffle))
        elif isinstance(action, Wait):
            pause = action.seconds * max(self.setup.rules.think, 0.01)
        racer.next_at = self._now + pause

    def _target(self, user: int, prop: Prop, target: int | None) -> int | None:
        racer = self.racers[user]
        if not self.setup.rules.props or self.over or not racer.racing:
            return None
        if prop not in racer.props or racer.banned(self._now):
            return None
        if not on_opponent(prop):
            return user
        if target is None:
            return self.default_target(user)
        if target == user or not 0 <= target < len(self.racers):
            return None
        return target if self.racers[target].racing else None

    def _idle(self, racer: Racer, events: list[RaceEvent]) -> None:
        racer.game.race_effects.stop()
        self._done(racer, Finish.OUT, events)

    def _settle(self, events: list[RaceEvent]) -> None:
        """Bring the race up to date with every game: pairs counted, props earned, a
        racer done, a new leader, the end."""
        for racer in self.racers:
            self._count(racer, events)
        leader = self.leader()
        if leader is not None and leader != self._leader:
            self._leader = leader
            events.append(RaceEvent(Happening.LEADER, leader))
        racing = [r for r in self.racers if r.racing]
        if not self.over and (not racing or any(r.finish is Finish.CLEARED for r in self.racers)):
            self.over = True
            for racer in self.racers:
                racer.game.race_effects.lift_stones()  # a race over leaves no stones
                racer.stones_until = None
            for racer in racing:
                racer.done_at = self._now
            events.append(RaceEvent(Happening.OVER, YOU))

    def _count(self, racer: Racer, events: list[RaceEvent]) -> None:
        game = racer.game
        tiles = game.tiles_left
        if tiles < racer.tiles_seen:
            racer.last_pair_at = self._now
            combo = game.scoring.combo
            if self.setup.rules.props and rules.earns(combo) and len(racer.props) < rules.MAX_HELD:
                prop = rules.draw(racer.rng)
                racer.props.append(prop)
                events.append(RaceEvent(Happening.EARNED, racer.index, prop))
        racer.tiles_seen = tiles
        if not racer.racing:
            return
        if game.phase is Phase.WON:
            self._done(racer, Finish.CLEARED, events)
        elif game.phase is Phase.LOST:
            self._done(racer, Finish.TIME_UP, events)

    def _done(self, racer: Racer, finish: Finish, events: list[RaceEvent]) -> None:
        if not racer.racing:
            return
        racer.finish, racer.done_at = finish, self._now
        happening = {
            Finish.CLEARED: Happening.CLEARED,
            Finish.TIME_UP: Happening.TIME_UP,
            Finish.OUT: Happening.OUT,
        }[finish]
        events.append(RaceEvent(happening, racer.index))


def _person(race: Race, seat: int) -> Racer:
    """The racer in ``seat``, a person's (`RaceSetup.people`); ValueError for another."""
    if seat not in race.setup.people:
        raise ValueError(f"seat {seat!r:.20} is no person's")
    return race.racers[seat]


def _player_steps(race: Race) -> int:
    """The player's steps so far in ``race``: journal entries and props used."""
    return len(race.journal.entries) + len(race.prop_uses)


def _ahead(racers: list[Racer]) -> Racer | None:
    """The racer of ``racers`` with the most pairs, the first of equals; None for none."""
    return max(racers, key=lambda r: (r.pairs, -r.index), default=None)


def _stones_go(racer: Racer, events: list[RaceEvent]) -> None:
    """The stones on ``racer``'s board have stood their time."""
    racer.game.race_effects.lift_stones()
    racer.stones_until = None
    events.append(RaceEvent(Happening.STONES_GONE, racer.index))


def _time_up(racer: Racer, events: list[RaceEvent]) -> None:
    """``racer``'s clock ran out: their game sees it (`Race._count` then finds them done)."""
    racer.game.tick()


def _spend(user: Racer, prop: Prop, target: Racer, now: float) -> RaceEvent:
    """Spend ``prop`` of ``user`` on ``target`` (themself for their own) at race time
    ``now``: what happened."""
    user.props.remove(prop)
    user.used[prop] += 1
    if target is not user:
        target.received[prop] += 1
        target.hit_by = user.index
    game = target.game
    event = RaceEvent(Happening.USED, user.index, prop, target.index)
    if prop is Prop.REARRANGE or prop is Prop.MIRROR:
        shuffled = (
            game.race_effects.rearrange() if prop is Prop.REARRANGE else game.race_effects.mirror()
        )
        event = replace(event, reshuffle=shuffled)
    elif prop is Prop.BOMB:
        result = game.race_effects.bomb()
        if result is not None:
            event = replace(event, removal=result.removal, reshuffle=result.reshuffle)
    elif prop is Prop.HOURGLASS:
        game.race_effects.add_time(rules.HOURGLASS_S)
    elif prop is Prop.BLOCKS:
        cells = frozenset(stone_cells(game.board, rules.STONES, user.rng))
        placed = game.race_effects.place_stones(cells)
        if placed:
            target.stones_until = now + rules.BLOCKS_S
        event = replace(event, cells=game.blocks.stones)
    elif prop is Prop.FREEZE:
        game.race_effects.freeze(rules.FREEZE_S)
    elif prop is Prop.BAN:
        target.banned_until = now + rules.BAN_S
    return event
