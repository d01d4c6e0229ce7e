"""The race: whole races, the idle rule, the props, and replaying a race exactly."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import GameSettings, Pace, ShiftMode
from llk.model.errors import ParameterError
from llk.model.game.results import Mismatch, Outcome, Phase
from llk.model.records.scores import race_key, race_parts, table_key
from llk.model.versus import props as prop_rules
from llk.model.versus.props import Prop
from llk.model.versus.race import OUT_AFTER_S, Happening, Race, RaceRules, RaceSetup
from llk.model.versus.replay import replay
from llk.model.versus.rivals import Strength, lineup
from llk.model.versus.standings import Finish

SMALL = GameSettings(rows=4, cols=6, kinds=6, levels=False)
UNTIMED = replace(SMALL, pace=Pace.UNTIMED)


def _setup(
    strengths: Sequence[Strength] = (Strength.MASTER,),
    think: float = 1.0,
    seed: int = 5,
    game: GameSettings = SMALL,
    props: bool = True,
    idle_out: bool = True,
) -> RaceSetup:
    rules = RaceRules(props, idle_out, think)
    return RaceSetup(game, seed, lineup(list(strengths)), rules)


def _play_pair(race: Race) -> bool:
    """The player takes the pair a hint would show; whether one went."""
    best = race.you.game.best_pair()
    if best is None:
        return False
    game = race.you.game
    game.clear_selection()
    game.click(best.move[0])
    return game.click(best.move[1]).outcome is Outcome.REMOVED


def test_every_racer_gets_the_same_deal() -> None:
    race = Race(_setup([Strength.BEGINNER, Strength.MASTER, Strength.EXPERT]))
    boards = {tuple(racer.game.board.key()) for racer in race.racers}
    assert len(boards) == 1 and len(race.racers) == 4


def test_a_whole_race_at_zero_think_time_ends_with_the_rival_clearing_first() -> None:
    race = Race(_setup([Strength.MASTER, Strength.BEGINNER], think=0.0))
    events = race.advance(0.0)
    assert race.over
    kinds = [event.happening for event in events]
    assert kinds.count(Happening.CLEARED) == 1 and kinds[-1] is Happening.OVER
    first, *rest = race.results()
    assert first.finish is Finish.CLEARED and first.pairs == 12 and first.place == 1
    assert [r.place for r in rest] == [2, 3]
    assert all(r.finish is Finish.RACING for r in rest)


def test_the_player_can_win_a_race() -> None:
    race = Race(_setup([Strength.BEGINNER], seed=9))
    while not race.over:
        race.advance(race.now + 0.5)
        _play_pair(race)
        race.observe()
    first = race.results()[0]
    assert first.player == 0 and first.finish is Finish.CLEARED


def test_places_after_a_clear_go_by_pairs() -> None:
    race = Race(_setup([Strength.MASTER, Strength.BEGINNER], think=1.0, seed=3))
    race.finish()
    pairs = [result.pairs for result in race.results()[1:]]
    assert pairs == sorted(pairs, reverse=True)


def test_a_racer_who_removes_nothing_for_30_seconds_is_out() -> None:
    race = Race(_setup([Strength.BEGINNER], game=UNTIMED))
    race.advance(OUT_AFTER_S - 0.01)
    assert race.you.racing
    _play_pair(race)
    race.observe()
    race.advance(2 * OUT_AFTER_S - 0.02)
    assert race.you.racing
    events = race.advance(2 * OUT_AFTER_S)
    assert Happening.OUT in [e.happening for e in events if e.player == 0]
    assert race.you.finish is Finish.OUT and race.you.game.phase is Phase.LOST


def test_without_qqs_rule_nobody_is_put_out() -> None:
    race = Race(_setup([Strength.BEGINNER], idle_out=False, game=UNTIMED))
    race.advance(OUT_AFTER_S * 2)
    assert race.you.racing


def test_race_time_only_moves_with_advance_so_a_paused_race_holds_everyone() -> None:
    race = Race(_setup([Strength.MASTER]))
    race.advance(5.0)
    before = [r.game.board.key() for r in race.racers], race.racers[1].game.clock.elapsed()
    # the controller stops calling advance while paused: nothing moves, no clock runs
    assert [r.game.board.key() for r in race.racers] == before[0]
    assert race.racers[1].game.clock.elapsed() == before[1] == 5.0


def _holding(race: Race, index: int, prop: Prop) -> None:
    race.racers[index].props.append(prop)


def test_a_combo_of_five_earns_a_prop_and_three_at_most_are_held() -> None:
    race = Race(_setup([Strength.BEGINNER]))
    earned = []
    for _ in range(5):
        _play_pair(race)
        earned += [e for e in race.observe() if e.happening is Happening.EARNED]
    assert len(earned) == 1 and race.you.props == [earned[0].prop]
    race.you.props[:] = [Prop.BAN] * prop_rules.MAX_HELD
    for _ in range(5):
        _play_pair(race)
        race.observe()
    assert len(race.you.props) == prop_rules.MAX_HELD


def test_a_pure_race_earns_and_uses_no_prop() -> None:
    race = Race(_setup([Strength.BEGINNER], props=False))
    for _ in range(5):
        _play_pair(race)
        race.observe()
    assert race.you.props == []
    _holding(race, 0, Prop.BAN)
    assert race.use_prop(Prop.BAN) == []


def test_bomb_takes_a_linkable_pair_and_scores_it() -> None:
    race = Race(_setup())
    _holding(race, 0, Prop.BOMB)
    events = race.use_prop(Prop.BOMB)
    used = events[0]
    assert used.happening is Happening.USED and used.removal is not None
    assert race.you.game.tiles_left == 22 and race.you.game.scoring.points > 0
    assert race.you.pairs == 1 and race.you.used[Prop.BOMB] == 1


def test_compass_shows_a_pair_without_spending_a_hint() -> None:
    race = Race(_setup())
    _holding(race, 0, Prop.COMPASS)
    race.use_prop(Prop.COMPASS)
    assert race.you.game.helps.hints_left == SMALL.hints


def test_rearrange_shuffles_without_spending_a_refresh() -> None:
    race = Race(_setup())
    _holding(race, 0, Prop.REARRANGE)
    (used,) = race.use_prop(Prop.REARRANGE)
    assert used.reshuffle is not None
    assert race.you.game.helps.refreshes_left == SMALL.refreshes


def test_hourglass_adds_its_seconds() -> None:
    race = Race(_setup())
    left = race.you.game.clock.time_left()
    assert left is not None
    _holding(race, 0, Prop.HOURGLASS)
    race.use_prop(Prop.HOURGLASS)
    assert race.you.game.clock.time_left() == left + prop_rules.HOURGLASS_S


def test_mirror_flips_the_leaders_board_and_ends_its_history() -> None:
    race = Race(_setup([Strength.BEGINNER, Strength.BEGINNER], think=1e-6))
    race.advance(0.0)
    target = race.default_target(0)
    assert target is not None
    rival = race.racers[target]
    before = rival.game.board
    _holding(race, 0, Prop.MIRROR)
    (used,) = race.use_prop(Prop.MIRROR)
    assert used.target == rival.index and rival.received[Prop.MIRROR] == 1
    assert rival.game.board == before.mirrored()
    assert not rival.game.can_undo


def test_blocks_stand_stones_for_ten_seconds() -> None:
    race = Race(_setup([Strength.BEGINNER]))
    rival = race.racers[1].game
    for _ in range(2):  # room for stones: empty cells next to tiles
        best = rival.best_pair()
        assert best is not None
        rival.click(best.move[0])
        rival.click(best.move[1])
    race.observe()
    _holding(race, 0, Prop.BLOCKS)
    (used,) = race.use_prop(Prop.BLOCKS, 1)
    assert used.cells and used.cells == rival.blocks.stones
    assert len(used.cells) <= prop_rules.STONES
    race.advance(race.now + prop_rules.BLOCKS_S - 0.01)
    assert rival.blocks.stones
    gone = race.advance(race.now + 0.02)
    assert Happening.STONES_GONE in [e.happening for e in gone]
    assert rival.blocks.stones == frozenset()


def test_a_race_over_leaves_no_stones() -> None:
    race = Race(_setup([Strength.BEGINNER]))
    rival = race.racers[1].game
    for _ in range(2):  # room for stones on the rival's board
        best = rival.best_pair()
        assert best is not None
        rival.click(best.move[0])
        rival.click(best.move[1])
    race.observe()
    race.you.props.append(Prop.BLOCKS)
    race.use_prop(Prop.BLOCKS, 1)
    assert rival.blocks.stones
    while not race.over:  # the player clears at once, the stones still standing
        _play_pair(race)
        race.observe()
    assert rival.blocks.stones == frozenset()


def test_freeze_stops_every_pair_for_five_seconds() -> None:
    race = Race(_setup([Strength.BEGINNER]))
    race.racers[1].props.append(Prop.FREEZE)
    race.racers[1].next_at = 0.0
    race.advance(0.0)  # the rival's rule: a prop on an opponent at once, on the leader
    assert race.you.received[Prop.FREEZE] == 1
    best = race.you.game.best_pair()
    assert best is not None
    race.you.game.click(best.move[0])
    result = race.you.game.click(best.move[1])
    assert result.mismatch is Mismatch.FROZEN
    race.advance(prop_rules.FREEZE_S)
    assert _play_pair(race)


def test_ban_stops_props_for_fifteen_seconds() -> None:
    race = Race(_setup([Strength.BEGINNER]))
    race.racers[1].props.append(Prop.BAN)
    race.racers[1].next_at = 0.0
    race.advance(0.0)
    _holding(race, 0, Prop.HOURGLASS)
    assert race.use_prop(Prop.HOURGLASS) == []
    race.advance(prop_rules.BAN_S)
    assert race.use_prop(Prop.HOURGLASS) != []


def test_a_prop_on_an_opponent_never_hits_its_user_or_a_racer_done() -> None:
    race = Race(_setup([Strength.BEGINNER, Strength.BEGINNER]))
    _holding(race, 0, Prop.FREEZE)
    assert race.use_prop(Prop.FREEZE, 0) == []
    race.racers[2].done_at = 1.0
    assert race.use_prop(Prop.FREEZE, 2) == []
    assert race.use_prop(Prop.FREEZE, 1) != []


def test_undo_keeps_its_cost_and_never_undoes_an_opponents_prop() -> None:
    race = Race(_setup([Strength.BEGINNER]))
    _play_pair(race)
    race.observe()
    race.racers[1].props.append(Prop.MIRROR)
    race.racers[1].next_at = race.now
    race.advance(race.now)
    assert race.you.received[Prop.MIRROR] == 1
    assert not race.you.game.can_undo


def _scripted_race(seed: int, think: float, moves: list[tuple[float, str]]) -> Race:
    """A race where the player acts at the drawn times: pairs, props, undos, hints."""
    race = Race(
        RaceSetup(
            GameSettings(rows=4, cols=6, kinds=4, levels=False, gravity=ShiftMode.DOWN),
            seed,
            lineup([Strength.BEGINNER, Strength.EXPERT]),
            RaceRules(think=think),
        )
    )
    for at, what in moves:
        race.advance(at)
        if race.over:
            break
        if what == "pair":
            _play_pair(race)
        elif what == "prop" and race.you.props:
            race.use_prop(race.you.props[0])
        elif what == "undo":
            race.you.game.undo()
        elif what == "hint":
            race.you.game.hint()
        elif what == "refresh":
            race.you.game.refresh()
        race.observe()
    return race


actions = st.lists(
    st.tuples(
        st.floats(0.0, 40.0, allow_nan=False),
        st.sampled_from(["pair", "pair", "pair", "prop", "undo", "hint", "refresh"]),
    ),
    max_size=30,
).map(sorted)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([0.05, 0.3, 1.0]), actions)
def test_a_race_replays_exactly_from_its_setup_and_the_players_log(
    seed: int, think: float, moves: list[tuple[float, str]]
) -> None:
    live = _scripted_race(seed, think, moves)
    again = replay(live.setup, live.log())
    assert again.now == live.now
    for mine, theirs in zip(live.racers, again.racers, strict=True):
        assert mine.game.board == theirs.game.board
        assert mine.game.scoring.points == theirs.game.scoring.points
        assert mine.props == theirs.props
    assert live.results() == again.results()


def test_advancing_in_small_or_big_steps_gives_the_same_race() -> None:
    fine, coarse = (
        Race(_setup([Strength.CASUAL, Strength.EXPERT])),
        Race(_setup([Strength.CASUAL, Strength.EXPERT])),
    )
    while fine.now < 60 and not fine.over:
        fine.advance(fine.now + 0.016)
    coarse.advance(fine.now)
    assert [r.game.board for r in fine.racers] == [r.game.board for r in coarse.racers]


def test_a_replay_stops_where_it_is_asked() -> None:
    live = _scripted_race(4, 1.0, [(1.0, "pair"), (3.0, "pair"), (9.0, "pair")])
    halfway = replay(live.setup, live.log(), until_s=2.0)
    assert halfway.now == 2.0 and halfway.you.pairs == 1


@pytest.mark.parametrize(
    "log",
    [
        None,
        [],
        {"journal": [], "props": []},
        {"journal": [[1.0, "click"]], "props": [], "now": 2.0},
        {"journal": [[1.0, "click", 9, 9]], "props": [], "now": 2.0},
        {"journal": [[float("nan"), "hint"]], "props": [], "now": 2.0},
        {"journal": [[1.0, "jump"]], "props": [], "now": 2.0},
        {"journal": [], "props": [[1.0, "bomb", 7, 0]], "now": 2.0},
        {"journal": [], "props": [[1.0, "nuke", 0, 0]], "now": 2.0},
        {"journal": [], "props": [[1.0, "bomb", 0, 5]], "now": 2.0},
        {"journal": [], "props": [], "now": 10**400},
        {"journal": [], "props": [], "now": float("inf")},
    ],
)
def test_a_damaged_log_is_a_value_error(log: Any) -> None:
    with pytest.raises(ValueError, match=r"\w"):
        replay(_setup(), log)


def test_a_setup_round_trips_and_a_damaged_one_is_a_value_error() -> None:
    setup = _setup([Strength.EVEN, Strength.MASTER])
    assert RaceSetup.from_dict(setup.to_dict()) == setup
    data = setup.to_dict()
    damages: tuple[dict[str, Any], ...] = (
        {"seed": -1},
        {"rivals": []},
        {"rivals": [data["rivals"][0]] * 6},
        {"rules": {"props": 1, "idle_out": True, "think": 1.0}},
        {"rules": {"props": True, "idle_out": True, "think": float("nan")}},
        {"settings": "x"},
    )
    for damage in damages:
        with pytest.raises(ValueError, match=r"\w"):
            RaceSetup.from_dict({**data, **damage})


def test_a_race_is_one_game_not_a_run_of_levels() -> None:
    with pytest.raises(ParameterError):
        RaceSetup(GameSettings(), 1, lineup([Strength.MASTER]))


def test_rivals_are_seeded_by_the_race_so_two_races_on_one_seed_are_the_same() -> None:
    one, two = Race(_setup([Strength.CASUAL])), Race(_setup([Strength.CASUAL]))
    one.advance(30.0)
    two.advance(30.0)
    assert one.racers[1].game.board == two.racers[1].game.board
    assert random.Random(1).random() == random.Random(1).random()


@given(st.booleans())
def test_a_race_table_key_reads_back_and_never_reads_as_a_single_games(props: bool) -> None:
    key = race_key(SMALL, props)
    assert race_parts(key) == (props, table_key(SMALL))
    assert race_parts(table_key(SMALL)) is None


def test_advancing_one_event_at_a_time_gives_the_same_race() -> None:
    whole, stepped = (
        Race(_setup([Strength.CASUAL, Strength.EXPERT])),
        Race(_setup([Strength.CASUAL, Strength.EXPERT])),
    )
    whole.advance(40.0)
    while stepped.now < 40.0 and not stepped.over:
        stepped.advance(40.0, most=1)
    assert stepped.now == whole.now
    assert [r.game.board for r in stepped.racers] == [r.game.board for r in whole.racers]
