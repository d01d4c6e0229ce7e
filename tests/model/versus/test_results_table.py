"""The results of a race: one definition of each column. Time is when each racer's race
ended, so racers who raced to the same moment show the same time; first place is the
first clear, else the most pairs."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import GameSettings
from llk.model.versus.race import Race, RaceRules, RaceSetup
from llk.model.versus.rivals import Strength, lineup
from llk.model.versus.standings import Finish

SMALL = GameSettings(rows=4, cols=6, kinds=6, levels=False)


def test_racers_still_racing_at_a_clear_show_the_clears_time() -> None:
    """Their times were their last pairs' (50.4 s, 50.1 s, 49.6 s... under a 51.2 s
    clear), though every one of them raced to the clear."""
    race = Race(RaceSetup(SMALL, 3, lineup([Strength.MASTER, Strength.BEGINNER])))
    race.finish()
    first, *rest = race.results()
    assert first.finish is Finish.CLEARED and first.won
    assert [r.finish for r in rest] == [Finish.RACING, Finish.RACING]
    assert {r.seconds for r in race.results()} == {first.seconds}


@settings(max_examples=15, deadline=None)
@given(
    st.integers(0, 10**6),
    st.lists(st.sampled_from(list(Strength)[:5]), min_size=1, max_size=3),
    st.booleans(),
)
def test_every_racers_time_is_when_their_race_ended(
    seed: int, strengths: list[Strength], idle_out: bool
) -> None:
    race = Race(RaceSetup(SMALL, seed, lineup(strengths), RaceRules(idle_out=idle_out)))
    race.finish()  # the player never moves: out, or out of time
    results = race.results()
    ended = {r.index: r.done_at for r in race.racers}
    for result in results:
        when = ended[result.player]
        assert when is not None and result.seconds == round(when, 1)
        assert result.won is (result.place == 1)
    racing = {r.seconds for r in results if r.finish is Finish.RACING}
    assert len(racing) <= 1  # those still racing raced to the same moment
    if racing:
        assert results[0].finish is Finish.CLEARED and racing == {results[0].seconds}
