import datetime
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model.board.layouts import Layout
from llk.model.board.shifts import ShiftMode
from llk.model.campaign.achievements import ACHIEVEMENTS, IDS, Achievements, earned_now
from llk.model.campaign.facts import Facts, game_facts, modes_cleared, race_facts
from llk.model.campaign.levels import Level
from llk.model.campaign.progress import CampaignProgress
from llk.model.game.results import GameRecord
from llk.model.game.settings import GameSettings, Pace
from llk.model.maps.map_file import GameMap
from llk.model.records.daily import DAILY_SETTINGS, daily_number
from llk.model.records.statistics import PlayedGame, Statistics
from llk.model.versus.rivals import Strength
from tests.model.campaign.levels import write_levels

DAY = datetime.date(2026, 12, 3)
SINGLE = GameSettings(levels=False)  # 8 x 12, 96 tiles, normal pace
PLAIN = GameRecord(SINGLE, 5, 1, 900, 150.0, 1, True, 4, 0, False, 50, 1)
"""A clear with a hint, an undo, a combo of 4, 10 s left, 1.56 s a pair: earns nothing."""


def earned(facts: Facts) -> set[str]:
    return set(earned_now(facts))


def won(**changes: Any) -> Facts:
    return Facts(record=replace(PLAIN, **changes))


def test_about_twenty_achievements_with_distinct_ids() -> None:
    assert 18 <= len(ACHIEVEMENTS) <= 25
    assert len(set(IDS)) == len(IDS)


def test_a_plain_clear_earns_nothing_and_nothing_earns_nothing() -> None:
    assert earned(Facts(record=PLAIN)) == set()
    assert earned(Facts()) == set()


@pytest.mark.parametrize(
    ("ident", "yes", "no"),
    [
        ("unaided", {"hints_used": 0}, {"hints_used": 0, "won": False}),
        ("no-regrets", {"undos": 0}, {"undos": 0, "won": False}),
        ("combo-10", {"best_combo": 10}, {"best_combo": 9}),
        ("combo-20", {"best_combo": 20}, {"best_combo": 19}),
        (
            "fast-pace",
            {"settings": replace(SINGLE, pace=Pace.FAST)},
            {"won": False, "settings": replace(SINGLE, pace=Pace.FAST)},
        ),
        ("close-call", {"time_bonus": 10}, {"time_bonus": 15}),
        (
            "endless-5",
            {"settings": GameSettings(), "level": 5, "won": False},
            {"settings": GameSettings(), "level": 4},
        ),
    ],
)
def test_each_condition_on_a_game(ident: str, yes: dict[str, Any], no: dict[str, Any]) -> None:
    assert ident in earned(won(**yes))
    assert ident not in earned(won(**no))


def test_a_combo_counts_in_a_game_lost_too() -> None:
    assert "combo-10" in earned(won(best_combo=12, won=False))


def test_a_close_call_needs_a_clock() -> None:
    untimed = replace(SINGLE, pace=Pace.UNTIMED)
    assert "close-call" not in earned(won(settings=untimed, time_bonus=0))
    assert "close-call" in earned(won(time_bonus=0))


def test_lightning_needs_144_tiles_at_one_and_a_half_seconds_a_pair() -> None:
    big = GameSettings(levels=False, rows=12, cols=12)  # 144 tiles, 72 pairs: 108 s
    assert "lightning" in earned(won(settings=big, elapsed_s=108.0))
    assert "lightning" not in earned(won(settings=big, elapsed_s=108.5))
    smaller = GameSettings(levels=False, rows=12, cols=12, layout=Layout.DIAMOND)
    assert "lightning" not in earned(won(settings=smaller, elapsed_s=10.0))
    assert "lightning" not in earned(won(settings=big, elapsed_s=10.0, won=False))


def test_daily_and_own_map() -> None:
    daily = replace(PLAIN, settings=DAILY_SETTINGS, seed=daily_number(DAY))
    facts = game_facts(daily, CampaignProgress(), (), Statistics(), DAY)
    assert "daily" in earned(facts)
    assert "daily" not in earned(replace(facts, record=replace(daily, won=False)))
    assert "daily" not in earned(game_facts(PLAIN, CampaignProgress(), (), Statistics(), DAY))
    cells = tuple((r, c) for r in range(2) for c in range(4))
    mine = GameSettings(levels=False, kinds=4, board_map=GameMap("M", 2, 4, cells, key="mine/m"))
    shipped = replace(mine, board_map=GameMap("M", 2, 4, cells, key="heart"))
    assert "own-map" in earned(won(settings=mine))
    assert "own-map" not in earned(won(settings=shipped))
    assert "own-map" not in earned(won(settings=mine, won=False))


def played(gravity: ShiftMode, outcome: str = "won") -> PlayedGame:
    return PlayedGame(levels=False, gravity=gravity, outcome=outcome)


def test_every_shift_mode_from_the_statistics_and_the_game_just_won() -> None:
    statistics = Statistics()
    for mode in list(ShiftMode)[:-1]:
        statistics.add(played(mode))
    statistics.add(played(ShiftMode.CENTER_Y, "lost"))
    assert modes_cleared(statistics) == frozenset(list(ShiftMode)[:-1])
    facts = game_facts(PLAIN, CampaignProgress(), (), statistics, DAY)
    assert "every-shift" not in earned(facts)
    last = replace(PLAIN, settings=replace(SINGLE, gravity=ShiftMode.CENTER_Y))
    assert "every-shift" in earned(game_facts(last, CampaignProgress(), (), statistics, DAY))
    assert "every-shift" not in earned(
        game_facts(replace(last, won=False), CampaignProgress(), (), statistics, DAY)
    )


@pytest.fixture
def levels(tmp_path: Path) -> list[Level]:
    return write_levels(tmp_path, chapters=5, per_chapter=12)


def progress_of(levels: list[Level], stars: int) -> CampaignProgress:
    progress = CampaignProgress()
    for level in levels:
        progress = progress.after(level.key, stars, 10, 10.0, DAY)
    return progress


def test_the_campaign_achievements(levels: list[Level]) -> None:
    twos = progress_of(levels[:-1], 2)
    got = earned(Facts(twos, levels))
    assert got == {"boss-1", "boss-2", "boss-3", "boss-4"}
    all_twos = earned(Facts(progress_of(levels, 2), levels))
    assert {"boss-5", "campaign"} <= all_twos and "three-stars" not in all_twos
    one_three = twos.after("c3-04", 3, 10, 10.0, DAY)
    assert "three-stars" in earned(Facts(one_three, levels))
    assert "perfect-chapter" not in earned(Facts(one_three, levels))
    chapter_2 = twos
    for level in levels[12:24]:
        chapter_2 = chapter_2.after(level.key, 3, 10, 10.0, DAY)
    assert "perfect-chapter" in earned(Facts(chapter_2, levels))
    almost = chapter_2.levels | {"c2-05": replace(chapter_2.levels["c2-05"], stars=2)}
    assert "perfect-chapter" not in earned(Facts(CampaignProgress(almost), levels))
    assert earned(Facts(CampaignProgress(), levels)) == set()


def test_the_race_achievements() -> None:
    def race(won: bool, *rivals: Strength) -> set[str]:
        return earned(race_facts(won, rivals, CampaignProgress(), ()))

    assert race(True, Strength.CASUAL) == {"race-won"}
    assert race(False, Strength.MASTER) == set()
    assert race(True, Strength.EXPERT, Strength.MASTER) == {"race-won", "beat-master"}
    assert race(True, *[Strength.BEGINNER] * 5) == {"race-won", "beat-five"}
    assert race(False, *[Strength.MASTER] * 5) == set()
    assert race(True, *[Strength.SKILLED] * 4) == {"race-won"}


def test_earned_ones_keep_their_first_day() -> None:
    record, new = Achievements().with_earned(["unaided", "combo-10", "unaided"], DAY)
    assert new == ["unaided", "combo-10"]
    later = DAY + datetime.timedelta(days=1)
    again, new = record.with_earned(["combo-10", "combo-20"], later)
    assert new == ["combo-20"]
    assert again.earned == {
        "unaided": "2026-12-03",
        "combo-10": "2026-12-03",
        "combo-20": "2026-12-04",
    }
    assert Achievements.from_dict(json.loads(json.dumps(again.to_dict()))) == again


def test_unknown_ids_that_look_like_ids_are_kept() -> None:
    kept = Achievements.from_dict({"earned": {"from-a-later-llk": "2026-01-01"}})
    assert kept.earned == {"from-a-later-llk": "2026-01-01"}


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"earned": []},
        {"earned": {}, "x": 1},
        {"earned": {"unaided": "yesterday"}},
        {"earned": {"unaided": 20261203}},
        {"earned": {"unaided": float("nan")}},
        {"earned": {"": "2026-01-01"}},
        {"earned": {"a" * 41: "2026-01-01"}},
        {"earned": {"no spaces": "2026-01-01"}},
        {"earned": {"中文": "2026-01-01"}},
        {"earned": {f"id{n}": "2026-01-01" for n in range(201)}},
    ],
)
def test_damaged_achievements_are_refused_in_one_line(data: Any) -> None:
    with pytest.raises(ValueError, match=r"\w") as raised:
        Achievements.from_dict(data)
    assert "\n" not in str(raised.value)


@given(st.dictionaries(st.sampled_from(IDS), st.dates().map(datetime.date.isoformat)))
def test_whatever_it_wrote_it_reads_back(earned: dict[str, str]) -> None:
    record = Achievements(earned)
    assert Achievements.from_dict(json.loads(json.dumps(record.to_dict()))) == record


@given(st.lists(st.sampled_from(IDS)), st.lists(st.sampled_from(IDS)))
def test_earning_never_forgets_nor_moves_a_day(first: list[str], then: list[str]) -> None:
    once, _ = Achievements().with_earned(first, DAY)
    twice, new = once.with_earned(then, DAY + datetime.timedelta(days=9))
    assert all(twice.earned[i] == once.earned[i] for i in once.earned)
    assert set(twice.earned) == set(first) | set(then)
    assert set(new) == set(then) - set(first)
