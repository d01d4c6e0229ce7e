"""The host's referee: each refusal, duplicates, a hostile racer, the ban, and the host's
race played again from its log (people's seats in it) as it was raced."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import GameSettings
from llk.model.board.grid import Point
from llk.model.errors import ParameterError
from llk.model.game.journal import Command, Entry
from llk.model.game.results import Phase
from llk.model.versus.messages import PropUsed, Reason
from llk.model.versus.props import Prop, on_opponent
from llk.model.versus.race import YOU, Race, RaceRules, RaceSetup
from llk.model.versus.race_events import SeatStep
from llk.model.versus.referee import (
    BAN_AFTER,
    BAN_WINDOW_S,
    CLICKS_MOST,
    CLICKS_WINDOW_S,
    KEYS_PER_S,
    KEYS_WINDOW_S,
    Checked,
    Duplicate,
    Referee,
    Refused,
    Verdict,
)
from llk.model.versus.replay import replay
from llk.model.versus.rivals import Strength, lineup
from llk.model.versus.standings import Finish

SMALL = GameSettings(rows=4, cols=6, kinds=6, levels=False)
MEDIUM = GameSettings(rows=6, cols=10, kinds=10, levels=False)
LIN, MEI = "lin@example.org", "mei@example.net"
ACCOUNTS = {LIN: 1, MEI: 2}


def _setup(
    seed: int = 5,
    props: bool = True,
    idle_out: bool = True,
    think: float = 1.0,
    game: GameSettings = SMALL,
) -> RaceSetup:
    """The player, two people (seats 1 and 2) and a computer player (seat 3), who
    clears the small board in some 20 s (``think`` times that)."""
    strengths = [Strength.SKILLED, Strength.SKILLED, Strength.EXPERT]
    rules = RaceRules(props=props, idle_out=idle_out, think=think)
    return RaceSetup(game, seed, lineup(strengths), rules, people=frozenset({1, 2}))


def _refereed(**setup: Any) -> tuple[Race, Referee]:
    race = Race(_setup(**setup))
    return race, Referee(race, ACCOUNTS)


class Sender:
    """A person's client: numbers its commands in order, as a real one does."""

    def __init__(self, referee: Referee, account: str, seat: int) -> None:
        self.referee, self.account, self.seat = referee, account, seat
        self.number = 0

    def send(self, command: object, cell: object = None) -> Verdict:
        return self._numbered(
            self.referee.check(self.account, self.seat, self.number, command, cell)
        )

    def use(self, prop: object, target: object) -> Verdict:
        verdict = self.referee.check_prop(self.account, self.seat, self.number, prop, target)
        return self._numbered(verdict)

    def use_props(self, race: Race) -> None:
        """Use each prop the seat holds: on the player for a prop on an opponent."""
        for prop in list(race.racers[self.seat].props):
            self.use(prop, YOU if on_opponent(prop) else self.seat)

    def _numbered(self, verdict: Verdict) -> Verdict:
        if isinstance(verdict, Checked) or (isinstance(verdict, Refused) and verdict.used):
            self.number += 1
        return verdict


def _refused(verdict: Verdict) -> Refused:
    assert isinstance(verdict, Refused)
    return verdict


def _pair(race: Race, seat: int) -> tuple[Point, Point]:
    best = race.racers[seat].game.best_pair()
    assert best is not None
    return best.move


def _mismatch(race: Race, seat: int) -> tuple[Point, Point]:
    """Two tiles on ``seat``'s board that do not link."""
    game = race.racers[seat].game
    tiles = [point for point, _ in game.board.tiles()]
    return next((a, b) for a in tiles for b in tiles if a != b and game.link(a, b) is None)


def _state(race: Race, seat: int) -> tuple[Any, ...]:
    """What a racer's game shows and keeps."""
    game = race.racers[seat].game
    noted = [] if game.journal is None else list(game.journal.entries)
    return (game.board, game.selected, game.scoring.points, game.phase, noted)


# --- a person's commands played ------------------------------------------------------


def test_a_click_is_played_on_the_seats_game_at_the_hosts_race_time() -> None:
    race, referee = _refereed()
    race.advance(1.5)
    a, _ = _pair(race, 1)
    verdict = referee.check(LIN, 1, 0, "click", [a[0], a[1]])
    assert verdict == Checked(1, 0, 0, Entry(1.5, Command.CLICK, a))
    assert verdict.at_s == 1.5 and race.racers[1].game.selected == a
    assert race.racers[2].game.selected is None


def test_a_pair_counts_and_the_room_gets_the_checked_commands_in_order() -> None:
    race, referee = _refereed()
    lin, mei = Sender(referee, LIN, 1), Sender(referee, MEI, 2)
    a, b = _pair(race, 1)
    c, _ = _pair(race, 2)
    verdicts = [lin.send(Command.CLICK, a), mei.send("click", c), lin.send("click", b)]
    assert [v.sequence for v in verdicts if isinstance(v, Checked)] == [0, 1, 2]
    assert race.racers[1].pairs == 1 and race.racers[2].pairs == 0


def test_a_mismatch_is_a_legal_click_that_selects_the_second_tile() -> None:
    race, referee = _refereed()
    lin = Sender(referee, LIN, 1)
    a, b = _mismatch(race, 1)
    assert isinstance(lin.send("click", a), Checked)
    assert isinstance(lin.send("click", b), Checked)
    assert race.racers[1].game.selected == b and race.racers[1].pairs == 0


# --- each refusal --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("seat", "number"),
    [("1", 0), (True, 0), (1.0, 0), (1, "0"), (1, -1), (1, None)],
)
def test_a_command_whose_seat_or_number_does_not_read_is_refused_unnumbered(
    seat: Any, number: Any
) -> None:
    race, referee = _refereed()
    before = _state(race, 1)
    verdict = referee.check(LIN, seat, number, "hint", None)
    assert verdict == Refused(Reason.MALFORMED, 1)
    assert _state(race, 1) == before and referee.refused(1) == {Reason.MALFORMED: 1}
    assert referee.expects(1) == 0


@pytest.mark.parametrize(
    ("command", "cell"),
    [
        ("jump", None),
        (7, None),
        (None, None),
        (["click"], None),
        ("click", None),
        ("click", [1]),
        ("click", [1, 2, 3]),
        ("click", [1.0, 2]),
        ("click", [True, 0]),
        ("click", "12"),
        ("click", {"r": 1, "c": 2}),
        ("hint", [1, 2]),
    ],
)
def test_a_malformed_command_in_its_turn_is_refused_under_its_number_which_it_uses(
    command: Any, cell: Any
) -> None:
    """The number read, the refusal names it and uses it: the sender's next command is
    in its turn (no gap for it to resume from)."""
    race, referee = _refereed()
    before = _state(race, 1)
    verdict = referee.check(LIN, 1, 0, command, cell)
    assert verdict == Refused(Reason.MALFORMED, 1, 0, used=True)
    assert _state(race, 1) == before and referee.refused(1) == {Reason.MALFORMED: 1}
    assert referee.expects(1) == 1
    assert isinstance(referee.check(LIN, 1, 1, "hint"), Checked)
    assert referee.check(LIN, 1, 0, command, cell) == Duplicate(verdict)


def test_a_command_for_anothers_seat_is_refused_and_counts_against_the_sender() -> None:
    race, referee = _refereed()
    before = _state(race, 2)
    a, _ = _pair(race, 2)
    assert referee.check(LIN, 2, 0, "click", a) == Refused(Reason.ANOTHERS_SEAT, 1)
    assert referee.check(LIN, 0, 0, "hint") == Refused(Reason.ANOTHERS_SEAT, 1)
    assert referee.check("host", 2, 0, "hint") == Refused(Reason.ANOTHERS_SEAT, None)
    assert referee.check(None, 2, 0, "hint") == Refused(Reason.ANOTHERS_SEAT, None)
    assert _state(race, 2) == before
    assert referee.refused(1) == {Reason.ANOTHERS_SEAT: 2} and not referee.refused(2)
    assert isinstance(referee.check(MEI, 2, 0, "click", a), Checked)  # Mei's own number 0


def test_a_number_past_the_next_is_out_of_order_named_and_uses_no_number() -> None:
    _, referee = _refereed()
    assert referee.check(LIN, 1, 1, "clear") == Refused(Reason.OUT_OF_ORDER, 1, 1)
    assert referee.check(LIN, 1, 0, "clear") == Checked(1, 0, 0, Entry(0.0, Command.CLEAR))


def test_a_racer_who_races_no_more_is_refused_without_counting_each_under_its_number() -> None:
    """Commands on their way as the racer went out are each answered under their own
    number (none out of order), so the client forgets every one as answered."""
    race, referee = _refereed(think=10.0)
    race.advance(31.0)  # QQ's rule: 30 s without a pair
    assert race.racers[1].finish is Finish.OUT and not race.over
    lin = Sender(referee, LIN, 1)
    verdicts = [lin.send("hint") for _ in range(5)]
    assert verdicts == [Refused(Reason.OUT, 1, n, used=True) for n in range(5)]
    assert not referee.refused(1) and referee.expects(1) == 5
    assert referee.check(LIN, 1, 0, "hint") == Duplicate(_refused(verdicts[0]))


def test_commands_from_a_racer_out_faster_than_a_person_end_in_the_ban() -> None:
    race, referee = _refereed(think=10.0)
    race.advance(31.0)
    lin = Sender(referee, LIN, 1)
    most = race.racers[1].dealt // 2 + KEYS_PER_S
    assert all(_refused(lin.send("hint")).reason is Reason.OUT for _ in range(most))
    flood = [_refused(lin.send("hint")) for _ in range(BAN_AFTER + 1)]
    assert {v.reason for v in flood} == {Reason.TOO_FAST} and flood[-1].banned


def test_once_the_race_is_over_every_command_is_refused() -> None:
    race, referee = _refereed(idle_out=False)
    race.finish()  # the computer player clears its board
    assert race.over and race.racers[2].racing is False
    assert referee.check(MEI, 2, 0, "hint") == Refused(Reason.OUT, 2, 0, used=True)


@pytest.mark.parametrize("command", ["pause", "resume", Command.PAUSE])
def test_a_network_race_has_no_pause(command: object) -> None:
    race, referee = _refereed()
    verdict = referee.check(LIN, 1, 0, command)
    assert verdict == Refused(Reason.NO_PAUSE, 1, 0, used=True)
    assert race.racers[1].game.phase is Phase.PLAYING


@pytest.mark.parametrize("cell", [(4, 0), (0, 6), (-1, 0), (0, -1), (10**30, 0), [9, 9]])
def test_a_click_off_the_board_is_refused(cell: Any) -> None:
    race, referee = _refereed()
    assert referee.check(LIN, 1, 0, "click", cell) == Refused(Reason.OFF_BOARD, 1, 0, used=True)
    assert race.racers[1].game.journal is not None and not race.racers[1].game.journal.entries


def test_clicks_faster_than_a_person_are_refused_by_count_in_race_time() -> None:
    """20 clicks at one instant (the network brought them together) are played; the
    21st is too fast until the race's time has moved on, however long the host took."""
    race, referee = _refereed(idle_out=False)
    lin = Sender(referee, LIN, 1)
    a, _ = _pair(race, 1)
    answers = [lin.send("click", a) for _ in range(CLICKS_MOST)]
    assert all(isinstance(answer, Checked) for answer in answers)
    assert lin.send("click", a) == Refused(Reason.TOO_FAST, 1, CLICKS_MOST, used=True)
    race.advance(CLICKS_WINDOW_S - 0.01)
    assert lin.send("click", a) == Refused(Reason.TOO_FAST, 1, CLICKS_MOST + 1, used=True)
    race.advance(CLICKS_WINDOW_S)
    assert isinstance(lin.send("click", a), Checked)


def test_any_command_faster_than_a_held_key_and_an_undo_a_pair_is_refused() -> None:
    race, referee = _refereed(idle_out=False)
    lin = Sender(referee, LIN, 1)
    most = race.racers[1].dealt // 2 + KEYS_PER_S
    assert all(isinstance(lin.send("clear"), Checked) for _ in range(most))
    assert lin.send("clear") == Refused(Reason.TOO_FAST, 1, most, used=True)
    race.advance(KEYS_WINDOW_S)
    assert isinstance(lin.send("clear"), Checked)


def test_a_command_the_seats_game_would_not_take_is_unplayable() -> None:
    """A click on no tile, an undo with nothing to undo: the sender's own game would not
    have noted them, so no client in step with the host sends them."""
    race, referee = _refereed()
    lin = Sender(referee, LIN, 1)
    assert lin.send("undo") == Refused(Reason.UNPLAYABLE, 1, 0, used=True)
    a, b = _pair(race, 1)
    lin.send("click", a)
    lin.send("click", b)
    before = _state(race, 1)
    assert lin.send("click", a) == Refused(Reason.UNPLAYABLE, 1, 3, used=True)
    assert _state(race, 1) == before
    assert isinstance(lin.send("undo"), Checked)


# --- duplicates ----------------------------------------------------------------------


def test_a_duplicate_is_answered_as_the_first_time_and_played_once() -> None:
    race, referee = _refereed()
    a, _ = _pair(race, 1)
    first = referee.check(LIN, 1, 0, "click", a)
    assert isinstance(first, Checked)
    race.advance(0.5)
    again = referee.check(LIN, 1, 0, "click", a)  # a second click would deselect
    assert again == Duplicate(first) and race.racers[1].game.selected == a
    assert len(race.seat_steps) == 1


def test_a_refused_command_uses_its_number_and_its_duplicate_counts_once() -> None:
    _, referee = _refereed()
    refused = _refused(referee.check(LIN, 1, 0, "click", (9, 9)))
    assert referee.check(LIN, 1, 0, "click", (9, 9)) == Duplicate(refused)
    assert referee.refused(1) == {Reason.OFF_BOARD: 1}
    assert isinstance(referee.check(LIN, 1, 1, "hint"), Checked)


def test_a_flood_of_one_repeated_command_ends_in_the_ban() -> None:
    """Copies of one number past its first are paced as commands are: past the pace
    each is refused too fast, counted, and the flood ends in the ban."""
    race, referee = _refereed(idle_out=False)
    a, _ = _pair(race, 1)
    first = referee.check(LIN, 1, 0, "click", a)
    most = race.racers[1].dealt // 2 + KEYS_PER_S
    answers = [referee.check(LIN, 1, 0, "click", a) for _ in range(1 + most)]
    assert answers == [Duplicate(_checked(first))] * (1 + most)
    flood = [_refused(referee.check(LIN, 1, 0, "click", a)) for _ in range(BAN_AFTER + 1)]
    assert {v.reason for v in flood} == {Reason.TOO_FAST}
    assert flood[-1].banned and referee.banned == {1} and len(race.seat_steps) == 2


def test_an_honest_resend_of_one_copy_of_each_is_never_refused() -> None:
    """A client that lost its answers sends one copy of each command again, all at
    once, more than a second's worth of commands: each is answered as the first
    time, nothing counted."""
    race, referee = _refereed(idle_out=False, game=MEDIUM)
    lin = Sender(referee, LIN, 1)
    sent: list[tuple[str, Point | None]] = []
    for step in range(25):
        race.advance(step * 0.3)
        a, b = _pair(race, 1)
        for command, cell in (("click", a), ("click", b), ("clear", None)):
            assert isinstance(lin.send(command, cell), Checked)
            sent.append((command, cell))
    assert len(sent) > race.racers[1].dealt // 2 + KEYS_PER_S
    again = [referee.check(LIN, 1, number, *step) for number, step in enumerate(sent)]
    assert all(isinstance(answer, Duplicate) for answer in again)
    assert not referee.refused(1) and not referee.banned


def _checked(verdict: Verdict) -> Checked:
    assert isinstance(verdict, Checked)
    return verdict


# --- the ban -------------------------------------------------------------------------


def test_past_the_threshold_of_refusals_the_seat_is_banned_and_the_others_race_on() -> None:
    race, referee = _refereed(idle_out=False, think=10.0)
    flood = [referee.check(LIN, 1, 99, "hint") for _ in range(BAN_AFTER)]
    assert not any(_refused(v).banned for v in flood)
    assert race.racers[1].racing and not referee.banned
    ban = referee.check(LIN, 1, 99, "hint")
    assert isinstance(ban, Refused) and ban.banned and ban.seat == 1
    assert referee.banned == {1} and race.racers[1].finish is Finish.OUT
    assert referee.check(LIN, 1, 0, "hint") == Refused(Reason.OUT, 1, 0, used=True)
    assert not race.over and isinstance(referee.check(MEI, 2, 0, "hint"), Checked)
    assert not _refused(referee.check(LIN, 1, 99, "hint")).banned  # banned once


def test_refusals_slower_than_the_threshold_never_ban() -> None:
    race, referee = _refereed(idle_out=False, think=10.0)
    pace_s = BAN_WINDOW_S / BAN_AFTER
    for step in range(3 * BAN_AFTER):
        race.advance(step * pace_s)
        assert not _refused(referee.check(LIN, 1, 99, "hint")).banned
    assert not referee.banned and race.racers[1].racing


def test_a_forger_cannot_have_another_racer_banned() -> None:
    race, referee = _refereed(idle_out=False)
    for _ in range(3 * BAN_AFTER):
        referee.check(LIN, 2, 0, "hint")
    assert referee.banned == {1} and race.racers[2].racing
    assert not referee.refused(2)


# --- a hostile racer -----------------------------------------------------------------

junk = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.tuples(inner, inner),
    max_leaves=6,
)
commands = st.tuples(
    # Lin cannot send from Mei's account (the server names the real sender), only from
    # look-alikes of it.
    st.sampled_from([LIN, LIN, LIN, "MEI@example.net", MEI + "/lin", "host", ""]) | junk,
    st.sampled_from([1, 1, 1, 0, 2, 3]) | junk,
    st.sampled_from(["next", "next", "next", 0]) | junk,
    st.sampled_from([*Command, *(c.value for c in Command)]) | junk,
    st.tuples(st.integers(-1, 6), st.integers(-1, 7)) | junk,
    st.floats(0.0, 0.5),
)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 1000), st.lists(commands, max_size=60))
def test_a_hostile_racer_never_crashes_the_host_nor_touches_another_seat(
    seed: int, hostile: list[tuple[Any, ...]]
) -> None:
    """Anything at all, sent as Lin: what the referee answers is a verdict, and every
    other seat's game is as it would be without Lin (no props, so that Lin's pairs aim
    no computer player's; the race over, the others stop where it ended)."""
    race, referee = _refereed(seed=seed, props=False)
    alone = Race(_setup(seed=seed, props=False))
    number = 0
    for account, seat, sent, command, cell, wait_s in hostile:
        race.advance(race.now + wait_s)
        alone.advance(race.now)
        sent = number if sent == "next" else sent
        verdict = referee.check(account, seat, sent, command, cell)
        assert isinstance(verdict, Checked | Refused | Duplicate)
        if isinstance(verdict, Checked | Refused) and verdict.seat == 1:
            number += verdict.number is not None
        if race.over:
            return
        for other in (0, 2, 3):
            assert _state(race, other) == _state(alone, other)
    assert all(step.seat == 1 for step in race.seat_steps)


# --- the host's race played again ------------------------------------------------------

script = st.lists(
    st.tuples(
        st.floats(0.0, 50.0, allow_nan=False),
        st.sampled_from([1, 2]),
        st.sampled_from(["pair"] * 6 + ["mismatch", "hint", "undo", "refresh", "flood", "prop"]),
    ),
    max_size=80,
).map(sorted)


def _host_race(seed: int, moves: list[tuple[float, int, str]]) -> tuple[Race, Referee]:
    """A race at a host: the player takes a pair now and then and uses their props,
    people send their commands through the referee (pairs, mismatches, helps, props, and
    a flood of refusals that gets them banned), a computer player plays and uses props."""
    race, referee = _refereed(seed=seed, game=MEDIUM)
    senders = {seat: Sender(referee, account, seat) for account, seat in ACCOUNTS.items()}
    for at_s, seat, what in moves:
        race.advance(at_s)
        if race.over:
            break
        if what == "prop":
            senders[seat].use_props(race)
        for command, cell in _commands(race, seat, what):
            senders[seat].send(command, cell)
        if seat == 1 and race.you.game.best_pair() is not None:  # the player, now and then
            _take_pair(race)
        if race.you.props:
            race.use_prop(race.you.props[0])
    return race, referee


def _commands(race: Race, seat: int, what: str) -> Iterator[tuple[str, Point | None]]:
    game = race.racers[seat].game
    if what == "pair" and game.best_pair() is not None:
        yield "clear", None
        for cell in _pair(race, seat):
            yield "click", cell
    elif what == "mismatch" and game.tiles_left > 2:
        for cell in _mismatch(race, seat):
            yield "click", cell
    elif what == "flood":
        yield from [("click", (99, 99))] * (BAN_AFTER + 1)
    elif what in ("hint", "undo", "refresh"):
        yield what, None


def _take_pair(race: Race) -> None:
    best = race.you.game.best_pair()
    assert best is not None
    game = race.you.game
    game.clear_selection()
    game.click(best.move[0])
    game.click(best.move[1])
    race.observe()


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), script)
def test_the_hosts_log_replays_to_the_same_places_and_boards(
    seed: int, moves: list[tuple[float, int, str]]
) -> None:
    live, _ = _host_race(seed, moves)
    _assert_replays(live)


def _assert_replays(live: Race) -> None:
    """``live``'s log, as the room and a file keep it, plays again to the same race."""
    again = replay(live.setup, json.loads(json.dumps(live.log())))
    assert again.now == live.now and again.seat_steps == live.seat_steps
    for mine, theirs in zip(live.racers, again.racers, strict=True):
        assert mine.game.board == theirs.game.board
        assert mine.game.scoring.points == theirs.game.scoring.points
        assert mine.props == theirs.props and mine.finish == theirs.finish
    assert live.results() == again.results()


def test_a_whole_race_of_people_at_a_host_replays_exactly() -> None:
    """People taking a pair every 0.7 s each (a mismatch or their props now and then),
    the player using a prop, the computer player's props landing on a person: to the
    end."""
    moves = [(0.3 + 0.35 * i, 1 + i % 2, _every_seventh(i)) for i in range(250)]
    live, _ = _host_race(0, moves)
    assert live.over and live.prop_uses and sum(live.racers[1].received.values()) >= 2
    assert sum(step.entry is not None for step in live.seat_steps) > 150
    assert any(step.prop is not None for step in live.seat_steps)
    _assert_replays(live)


def _every_seventh(i: int) -> str:
    """A pair, but a mismatch or (once the seat may hold some) a use of props each
    seventh."""
    return "pair" if i % 7 else ("mismatch", "prop")[i % 2]


def test_a_banned_racer_is_out_in_the_race_played_again() -> None:
    live, referee = _host_race(3, [(1.0, 1, "pair"), (2.0, 2, "flood"), (3.0, 1, "pair")])
    assert referee.banned == {2}
    assert [step.entry for step in live.seat_steps if step.seat == 2] == [None]
    assert live.racers[2].finish is Finish.OUT and live.racers[1].pairs == 2
    _assert_replays(live)


# --- seats of people in the setup and the race -------------------------------------


def test_a_persons_game_moves_only_by_their_commands() -> None:
    race = Race(_setup(idle_out=False))
    boards = [racer.game.board.copy() for racer in race.racers]
    race.advance(60.0)
    assert [race.racers[seat].game.board for seat in (1, 2)] == [boards[1], boards[2]]
    assert race.racers[3].game.board != boards[3]  # the computer player played
    assert race.racers[1].mind is None and race.racers[3].mind is not None


def test_only_a_persons_seat_is_played_from_outside_and_never_paused() -> None:
    race = Race(_setup())
    for seat in (0, 3, 4, -1):
        with pytest.raises(ValueError, match="no person's"):
            race.play(seat, Command.HINT)
        with pytest.raises(ValueError, match="no person's"):
            race.put_out(seat)
    with pytest.raises(ValueError, match="never paused"):
        race.play(1, Command.PAUSE)


@pytest.mark.parametrize("accounts", [{LIN: 0}, {LIN: 3}, {LIN: 1, MEI: 1}, {LIN: 7}])
def test_a_referee_seats_each_account_on_a_persons_seat_of_its_own(
    accounts: dict[str, int],
) -> None:
    with pytest.raises(ValueError, match="seat"):
        Referee(Race(_setup()), accounts)


def test_a_setup_with_people_round_trips_and_an_older_one_has_none() -> None:
    setup = _setup()
    assert RaceSetup.from_dict(setup.to_dict()) == setup
    older = {k: v for k, v in setup.to_dict().items() if k != "people"}
    assert RaceSetup.from_dict(older) == replace(setup, people=frozenset())


@pytest.mark.parametrize("people", [[0], [4], ["1"], [1, 1], [True], "1", [[1]], None])
def test_damaged_seats_of_people_are_a_value_error(people: Any) -> None:
    with pytest.raises(ValueError, match="people"):
        RaceSetup.from_dict({**_setup().to_dict(), "people": people})
    if people in ([0], [4], [True]):
        with pytest.raises(ParameterError):
            replace(_setup(), people=frozenset(people))


@pytest.mark.parametrize(
    "step",
    [
        [0, 0, 1.0, "hint"],  # the player's seat: their steps are the journal
        [3, 0, 1.0, "hint"],  # a computer player's
        [1, 0, 1.0, "pause"],
        [1, 1, 1.0, "hint"],  # after a step the player never took
        [1, 0, 1.0, "click", 4, 0],
        [1, 0, float("nan")],
        [1, 0, 1.0, "prop", "zap", 2],
        [1, 0, 1.0, "prop", "freeze", 4],  # a target beyond the table
        [1, 0, 1.0, "prop", "freeze", True],
        [1, 0, 1.0, "prop", "freeze"],
        [1, 0, 1.0, "prop"],
        ["1", 0, 1.0],
        [1, 0],
        {"seat": 1},
    ],
)
def test_a_damaged_step_of_a_person_in_a_log_is_a_value_error(step: Any) -> None:
    log = {"journal": [], "props": [], "seats": [step], "now": 2.0}
    with pytest.raises(ValueError, match=r"\w"):
        replay(_setup(), log)


# --- people's props ------------------------------------------------------------------


def test_a_persons_prop_is_played_on_the_hosts_race_kept_and_played_again() -> None:
    race, referee = _refereed(game=MEDIUM)
    lin = Sender(referee, LIN, 1)
    while not race.racers[1].props:  # a pair every 0.5 s: a combo of 5 earns a prop
        race.advance(race.now + 0.5)
        for command, cell in _commands(race, 1, "pair"):
            lin.send(command, cell)
    (prop,) = race.racers[1].props
    target = 2 if on_opponent(prop) else 3  # its own: any target hits Lin
    verdict = lin.use(prop.value, target)
    assert isinstance(verdict, Checked) and race.racers[1].props == []
    hit = 2 if on_opponent(prop) else 1
    assert verdict.entry == PropUsed(race.now, prop, hit) and race.racers[1].used[prop] == 1
    assert race.seat_steps[-1] == SeatStep(1, race.now, 0, prop=prop, target=hit)
    log = json.loads(json.dumps(race.log()))
    assert log["seats"][-1] == [1, 0, race.now, "prop", prop.value, hit]
    _assert_replays(race)


@pytest.mark.parametrize(
    ("prop", "target"), [(None, 2), ("zap", 2), ("freeze", 4), ("freeze", -1), ("freeze", "2")]
)
def test_a_prop_that_is_none_or_on_no_racer_is_malformed(prop: Any, target: Any) -> None:
    race, referee = _refereed()
    race.racers[1].props.append(Prop.FREEZE)
    assert referee.check_prop(LIN, 1, 0, prop, target) == Refused(Reason.MALFORMED, 1, 0, True)
    assert referee.expects(1) == 1 and race.racers[1].props == [Prop.FREEZE]


@pytest.mark.parametrize("case", ["not held", "banned", "on oneself", "target out", "pure"])
def test_a_prop_the_seat_may_not_use_now_is_unplayable(case: str) -> None:
    race, referee = _refereed(props=case != "pure")
    race.racers[1].props.append(Prop.FREEZE if case != "not held" else Prop.BAN)
    race.racers[1].banned_until = 5.0 if case == "banned" else 0.0
    if case == "target out":
        race.put_out(2)
    target = 1 if case == "on oneself" else 2
    verdict = referee.check_prop(LIN, 1, 0, "freeze", target)
    assert verdict == Refused(Reason.UNPLAYABLE, 1, 0, used=True) and referee.expects(1) == 1
    assert not race.racers[2].game.blocks.frozen


def test_a_prop_is_paced_as_a_command() -> None:
    race, referee = _refereed()
    lin = Sender(referee, LIN, 1)
    most = race.racers[1].dealt // 2 + KEYS_PER_S
    for _ in range(most):
        lin.send("clear")
    race.racers[1].props.append(Prop.HOURGLASS)
    assert _refused(lin.use("hourglass", 1)).reason is Reason.TOO_FAST


def test_a_computer_player_uses_no_prop_from_outside() -> None:
    race = Race(_setup())
    race.racers[3].props.append(Prop.HOURGLASS)
    with pytest.raises(ValueError, match="no person's"):
        race.use_prop(Prop.HOURGLASS, user=3)
