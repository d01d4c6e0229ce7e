"""A racer's own board in a race over the network: played at once, and built again as
the host's copy of it when the two part.

The player's commands are played on it at once (a click answers at the speed of the
hand, not of the network), numbered (``seq``) and kept until the host answers each. The
host's copy of the seat (the mirror's, `llk.model.versus.stream_mirror`) can come out
otherwise: a refusal, a prop that hit the seat there before the command arrived, a combo
timed by the host's clock. Then the board is built again: the host's copy, and the
commands not answered yet played on it again. The host's copy is the mirror's, whose
`Game` reads the mirror's clock, so MyBoard keeps a copy of its own, built from what
touched the seat in the mirror, each at its race time (`note`): the seat's checked
commands and the race's events that changed its game (a prop used on it, stones lifting,
its time up, being put out, the race's end), played on the deal as the race played them.
That copy is kept between rebuilds and brought up to date by the touches noted since the
last (each touch is played once a race), then copied (`copy.deepcopy`, its clock made
my board's own) and the unanswered commands played on the copy. A rebuild costs O(the
touches since the last + the unanswered commands), each its own cost (a click O(rows *
cols)), and one copy of the game, O(its size: the board, its undo history and journal).
Late in a long race with props on 16 x 30 (429 touches), 13 ms at best and 43 ms median
on a loaded machine, against 259 and 304 ms to play every touch again from the deal
(`benchmarks/test_bench_racer_board.py`); a look at the board (`look`) O(rows * cols).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any, TypeVar

from llk.model.board.grid import Board
from llk.model.board.path import Move
from llk.model.game.game import Game
from llk.model.game.journal import Entry, Journal
from llk.model.versus import props as prop_rules
from llk.model.versus.messages import PropUsed, RacerCommand, Step, write
from llk.model.versus.props import Prop, on_opponent
from llk.model.versus.race import Race, play_entry
from llk.model.versus.race_events import Happening, RaceEvent
from llk.model.versus.race_setup import RaceSetup

_T = TypeVar("_T")

Touch = Entry | RaceEvent
"""What touched a seat's game in the mirror: its own checked command, or an event of the
race that changed the game (`_SEAT_EFFECTS`, `_PROP_EFFECTS`)."""

_PROP_EFFECTS: dict[Prop, Callable[[Game, RaceEvent], object]] = {
    Prop.REARRANGE: lambda game, used: game.race_effects.rearrange(),
    Prop.MIRROR: lambda game, used: game.race_effects.mirror(),
    Prop.BOMB: lambda game, used: game.race_effects.bomb(),
    Prop.HOURGLASS: lambda game, used: game.race_effects.add_time(prop_rules.HOURGLASS_S),
    Prop.BLOCKS: lambda game, used: game.race_effects.place_stones(used.cells),
    Prop.FREEZE: lambda game, used: game.race_effects.freeze(prop_rules.FREEZE_S),
}
"""What a prop used on a racer does to their game (as `llk.model.versus.race` spends it),
played again from the race's event: a blocks' event names the stones standing after it,
and placing them again stands the new ones (the others stand already). Compass and ban
leave the game as it is."""
_SEAT_EFFECTS: dict[Happening, Callable[[Game], object]] = {
    Happening.STONES_GONE: lambda game: game.race_effects.lift_stones(),
    Happening.TIME_UP: lambda game: game.tick(),
    Happening.OUT: lambda game: game.race_effects.stop(),
    Happening.OVER: lambda game: game.race_effects.lift_stones(),
}
"""What the race's own events do to a racer's game (`OVER`: to every racer's)."""


def touches(event: RaceEvent, seat: int) -> bool:
    """Whether ``event`` changed the game of the racer in ``seat`` (other than by their
    own command). O(1)."""
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
    """What a player sees of ``game`` and what a command's outcome reads of it: two games
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


class MyBoard:
    """My seat's board (see the module docstring): dealt ``deal`` (``plan`` its known way
    out) from ``setup``, read at the race time ``live`` gives; my commands are of the
    table's race number ``race``."""

    def __init__(
        self,
        setup: RaceSetup,
        seat: int,
        deal: Board,
        plan: list[Move],
        live: Callable[[], float],
        race: int = 1,
    ) -> None:
        self.seat, self.race = seat, race
        self.now = live
        """The race time my board reads: my own, never behind the mirror's."""
        self._touches: list[tuple[float, Touch]] = []
        self._hosts = _HostsCopy(setup, deal, plan, live)
        self.pending: list[tuple[int, Step]] = []
        """My commands the host has not answered, each with its ``seq``, in order."""
        self.next_seq = 0
        self.game = self._built()

    def note(self, at_s: float, touch: Touch) -> None:
        """``touch`` befell my seat in the mirror at ``at_s``, its race time. O(1)."""
        self._touches.append((at_s, touch))

    def play(self, play: Callable[[Game], _T]) -> tuple[_T, list[Entry]]:
        """``play`` my board now (the player's command, which my game notes in its
        journal at the clock's time): what ``play`` returned, and the entries noted (none:
        the game did not take it; a few: an undo back several moves). O(the command)."""
        journal = self.game.journal
        assert journal is not None  # every game `_built` makes has one
        noted = len(journal.entries)
        done = play(self.game)
        return done, journal.entries[noted:]

    def prop(self, race: Race, prop: Prop, target: int | None) -> PropUsed | None:
        """Using ``prop`` now, as the host's copy of the race (``race``) allows it: held
        (but for those sent and not yet answered), not banned from props, on a racer
        still racing (``target``, else the race's choice for a prop on an opponent;
        myself for my own); None if not. O(racers)."""
        seat, now = self.seat, self.now()
        racer = race.racers[seat]
        held = racer.props.count(prop) - sum(
            isinstance(step, PropUsed) and step.prop is prop for _, step in self.pending
        )
        if not race.setup.rules.props or held <= 0 or racer.banned(now):
            return None
        if not on_opponent(prop):
            target = seat
        elif target is None:
            target = race.default_target(seat)
        elif target == seat or not 0 <= target < len(race.racers):
            target = None
        if target is None or not race.racers[target].racing:
            return None
        return PropUsed(now, prop, target)

    def send(self, step: Step) -> str:
        """Number ``step`` as my next command, keep it until answered: the text. O(1)."""
        seq = self.next_seq
        self.next_seq += 1
        self.pending.append((seq, step))
        return write(RacerCommand(self.seat, seq, step, self.race))

    def answered(self, seq: int) -> bool:
        """Forget my command ``seq``, answered; whether it was unanswered. O(unanswered)."""
        kept = [(number, step) for number, step in self.pending if number != seq]
        found = len(kept) != len(self.pending)
        self.pending = kept
        return found

    def renumber(self, next_seq: int) -> None:
        """The host expects ``next_seq`` next (its answer to a resume): every command of
        mine it had is answered (in its stream, or refused), those it never had are
        dropped. O(1)."""
        self.next_seq, self.pending = next_seq, []

    def settle(self, copy: Game, due: bool, compare: bool) -> bool:
        """Build my board again when ``due`` (something touched my seat, a command was
        refused), or when ``compare`` (one was answered) and, every command answered, it
        looks otherwise than the host's ``copy``; whether it was built again. O(rows *
        cols) to look, a rebuild as the module docstring says."""
        if not due and not (compare and not self.pending and look(self.game) != look(copy)):
            return False
        self.game = self._built()
        return True

    def _built(self) -> Game:
        """The host's copy of my seat brought up to date, copied, and my unanswered
        commands played on the copy (see the module docstring for the cost)."""
        hosts = self._hosts
        hosts.play(self._touches)
        clock = _GameTime(self.now)
        clock.at = hosts.clock.at
        game = copy.deepcopy(hosts.game, {id(hosts.clock): clock})
        for _, step in self.pending:
            if isinstance(step, Entry):  # a prop of mine plays once the host checks it
                clock.at = max(clock.at or 0.0, step.at_s)
                play_entry(step, game)
        clock.at = None
        return game


class _HostsCopy:
    """The host's copy of my seat as far as the touches played on it (`play`): dealt
    ``deal`` (``plan`` its known way out) from ``setup``, its clock at each touch's
    time."""

    def __init__(
        self, setup: RaceSetup, deal: Board, plan: list[Move], live: Callable[[], float]
    ) -> None:
        self.clock = _GameTime(live)
        self.game = Game(setup.settings, setup.seed, self.clock, deal, journal=Journal(self.clock))
        self.game.verdicts.learn(deal, plan)
        self.game.clock.start()  # as every racer's, at race time 0
        self.played = 0

    def play(self, touches: list[tuple[float, Touch]]) -> None:
        """Play the ``touches`` (all noted so far, in order) not played yet. O(those)."""
        for at_s, touch in touches[self.played :]:
            self.clock.at = at_s
            _touch(self.game, touch)
        self.played = len(touches)
