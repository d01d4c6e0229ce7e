"""A race watched again (`RaceFilm`): any moment of it, reached in any order, is the
pure race played to that moment; seeking back plays nothing again."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import GameSettings, ShiftMode
from llk.model.versus.race import Race, RaceRules, RaceSetup
from llk.model.versus.replay import FRAME_S, RaceFilm, replay
from llk.model.versus.rivals import Strength, lineup
from tests.model.versus.test_race import _play_pair


def _played(seed: int) -> Race:
    """A whole race on a small board with shifts: the player takes a pair every 2 s and
    uses each prop earned, two rivals play on to the end."""
    race = Race(
        RaceSetup(
            GameSettings(rows=4, cols=6, kinds=4, levels=False, gravity=ShiftMode.DOWN),
            seed,
            lineup([Strength.BEGINNER, Strength.SKILLED]),
            RaceRules(),
        )
    )
    while not race.over:
        race.advance(race.now + 2.0)
        if not race.over:
            if race.you.props:
                race.use_prop(race.you.props[0])
            _play_pair(race)
            race.observe()
    return race


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.lists(st.integers(0, 400), min_size=1, max_size=8))
def test_every_moment_seeked_to_is_the_race_played_to_then(seed: int, looks: list[int]) -> None:
    race = _played(seed)
    film = RaceFilm(race.setup, race.log())
    for look in looks:  # forward and back, in the order drawn
        at_s = min(look * FRAME_S, film.end_s)
        seen = film.frame_at(at_s)
        again = replay(race.setup, race.log(), until_s=at_s)
        for shown, racer in zip(seen, again.racers, strict=True):
            assert shown.board == racer.game.board
            assert (shown.stones, shown.frozen) == (
                racer.game.blocks.stones,
                racer.game.blocks.frozen,
            )
            assert (shown.pairs, shown.finish) == (racer.pairs, racer.finish)


def test_the_end_is_the_race_as_it_ended() -> None:
    race = _played(7)
    film = RaceFilm(race.setup, race.log())
    last = film.frame_at(film.end_s)
    assert film.complete
    assert [shown.board for shown in last] == [racer.game.board for racer in race.racers]
    assert [shown.finish for shown in last] == [racer.finish for racer in race.racers]


def test_seeking_back_plays_nothing_again(monkeypatch: pytest.MonkeyPatch) -> None:
    race = _played(3)
    film = RaceFilm(race.setup, race.log())
    film.develop(10.0)
    assert film.developed_s == pytest.approx(10.0) and not film.complete
    film.frame_at(film.end_s)
    kept = film.frames_kept
    advanced: list[float] = []
    monkeypatch.setattr(Race, "advance", lambda race, to_s, most=None: advanced.append(to_s))
    dealt = Race(race.setup).racers[0].game.board
    assert film.frame_at(0.0)[0].board == dealt
    assert film.frame_at(film.end_s / 2)[0].board != dealt
    assert (advanced, film.frames_kept) == ([], kept)
