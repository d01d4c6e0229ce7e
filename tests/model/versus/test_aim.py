"""Whom props hit: as people aim (whoever hit the user last, else the nearest racer in
the standings), a pure function of the race, and races saved before keep the old rule
(the leader) so they resume as they were played."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import GameSettings
from llk.model.versus.props import Prop
from llk.model.versus.race import Happening, Race, RaceRules, RaceSetup
from llk.model.versus.race_setup import Aim
from llk.model.versus.replay import replay
from llk.model.versus.rivals import Strength, lineup

SMALL = GameSettings(rows=4, cols=6, kinds=6, levels=False)
FIELD = [Strength.BEGINNER, Strength.CASUAL, Strength.SKILLED, Strength.EXPERT, Strength.MASTER]


def _race(pairs: list[int], aim: Aim = Aim.NEAREST) -> Race:
    """A race of ``len(pairs)`` racers (the player first) with these pairs each."""
    strengths = [Strength.BEGINNER] * (len(pairs) - 1)
    race = Race(RaceSetup(SMALL, 5, lineup(strengths), RaceRules(aim=aim)))
    for racer, count in zip(race.racers, pairs, strict=True):
        racer.dealt = racer.game.tiles_left + 2 * count  # as if ``count`` pairs had gone
    return race


def test_a_leader_is_aimed_at_by_the_nearest_not_by_everyone() -> None:
    race = _race([3, 10, 4, 6, 20, 5])  # racer 4 leads
    targets = {user: race.default_target(user) for user in range(6)}
    assert targets == {0: 2, 1: 3, 2: 5, 3: 5, 4: 1, 5: 3}
    assert list(targets.values()).count(4) == 0  # the leader, 10 pairs clear of everyone
    leader = _race([3, 10, 4, 6, 20, 5], Aim.LEADER)  # the old rule: everyone on the leader
    assert [leader.default_target(u) for u in range(6)] == [4, 4, 4, 4, 1, 4]


def test_the_one_ahead_is_aimed_at_before_the_one_behind_and_ties_go_round_the_seats() -> None:
    race = _race([5, 6, 4, 5, 5])
    assert race.default_target(0) == 3  # 5 and 5 level with the player: the next seat
    assert race.default_target(3) == 4 and race.default_target(4) == 0
    assert race.default_target(2) == 3  # three one ahead: the next seat after 2
    assert race.default_target(1) == 3  # three one behind: the next seat round after 1


def test_the_one_who_hit_you_last_is_hit_back_while_they_race() -> None:
    race = _race([6, 7, 1, 9])
    assert race.default_target(1) == 0  # the nearest, one behind
    race.racers[3].props.append(Prop.FREEZE)
    race.racers[3].next_at = race.now
    race.advance(race.now)  # racer 3 freezes its nearest, racer 1...
    assert race.racers[1].received[Prop.FREEZE] == 1
    assert race.default_target(1) == 3  # ...who aims back at it
    race.racers[3].done_at = race.now  # done: the nearest again
    assert race.default_target(1) == 0


def _you_play(race: Race, pace_s: float) -> Counter[int]:
    """The player takes the pair a hint would show every ``pace_s`` to the race's end;
    how often each racer was hit by another."""
    hit: Counter[int] = Counter()
    at = 0.0
    while not race.over:
        at += pace_s
        events = race.advance(at)
        game = race.you.game
        best = game.best_pair() if race.you.racing and not game.blocks.frozen else None
        if best is not None:
            game.clear_selection()
            game.click(best.move[0])
            game.click(best.move[1])
            events += race.observe()
        if not race.you.racing:
            events += race.finish()
        hit.update(
            e.target
            for e in events
            if e.happening is Happening.USED and e.target is not None and e.player != e.target
        )
    return hit


@pytest.mark.parametrize(("aim", "hit"), [(Aim.NEAREST, True), (Aim.LEADER, False)])
def test_a_player_racing_a_master_among_others_gets_hit(aim: Aim, hit: bool) -> None:
    """Five rivals from a beginner to a Master on the usual board, the player at a
    skilled pace: everyone aimed at the leader, the player was never hit (in 10 races of
    10); aimed as people aim, they are (in 5 of 10)."""
    setup = RaceSetup(GameSettings(levels=False), 2, lineup(FIELD), RaceRules(aim=aim))
    received = _you_play(Race(setup), 2.3)
    assert (received[0] > 0) is hit


def test_a_race_saved_before_the_aim_reads_as_aimed_at_the_leader() -> None:
    setup = RaceSetup(SMALL, 5, lineup([Strength.MASTER]))
    data = setup.to_dict()
    assert data["rules"]["aim"] == "nearest" and RaceSetup.from_dict(data) == setup
    del data["rules"]["aim"]
    assert RaceSetup.from_dict(data) == replace(setup, rules=RaceRules(aim=Aim.LEADER))
    with pytest.raises(ValueError, match="aim"):
        RaceSetup.from_dict({**data, "rules": {**data["rules"], "aim": "random"}})


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(list(Aim)))
def test_a_race_plays_again_the_same_whatever_its_aim(seed: int, aim: Aim) -> None:
    """The aim is a pure function of the race: a race replays exactly from its setup and
    the player's log, the props the player used included."""
    setup = RaceSetup(SMALL, seed, lineup(FIELD[:3]), RaceRules(think=0.3, aim=aim))
    live = Race(setup)
    _you_play(live, 1.5)
    again = replay(live.setup, live.log())
    assert [r.game.board for r in again.racers] == [r.game.board for r in live.racers]
    assert live.results() == again.results()
