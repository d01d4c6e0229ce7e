import contextlib
import datetime
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model.campaign.levels import Level
from llk.model.campaign.progress import CampaignProgress
from tests.model.campaign.levels import write_levels

DAY = datetime.date(2026, 12, 3)


@pytest.fixture
def levels(tmp_path: Path) -> list[Level]:
    return write_levels(tmp_path, chapters=3, per_chapter=12)


def cleared(levels: list[Level], stars: int, count: int) -> CampaignProgress:
    progress = CampaignProgress()
    for level in levels[:count]:
        progress = progress.after(level.key, stars, 100, 60.0, DAY)
    return progress


def test_at_first_only_the_first_level_of_chapter_1_is_open(levels: list[Level]) -> None:
    progress = CampaignProgress()
    assert [lv.key for lv in levels if progress.level_open(lv, levels)] == ["c1-01"]
    assert progress.chapter_open(1, levels) and not progress.chapter_open(2, levels)
    assert progress.stars_missing(2, levels) == 24


def test_a_level_opens_when_the_one_before_is_cleared(levels: list[Level]) -> None:
    progress = CampaignProgress().after("c1-01", 1, 10, 50.0, DAY)
    assert progress.level_open(levels[1], levels)
    assert not progress.level_open(levels[2], levels)


def test_a_chapter_opens_at_two_thirds_of_the_stars_before(levels: list[Level]) -> None:
    ones = cleared(levels, 1, 12)  # 12 of 24 stars: chapter 2 stays shut
    assert not ones.chapter_open(2, levels) and ones.stars_missing(2, levels) == 12
    assert not ones.level_open(levels[12], levels)
    nearly = ones
    for level in levels[:11]:
        nearly = nearly.after(level.key, 2, 10, 50.0, DAY)
    assert nearly.total_stars(levels) == 23 and nearly.stars_missing(2, levels) == 1
    opened = nearly.after("c1-12", 2, 10, 50.0, DAY)
    assert opened.chapter_open(2, levels) and opened.level_open(levels[12], levels)
    assert not opened.level_open(levels[13], levels)
    assert not opened.chapter_open(3, levels)  # chapter 2 holds no star yet


def test_a_chapter_opens_only_behind_an_open_one(levels: list[Level]) -> None:
    progress = CampaignProgress()
    for level in levels[12:24]:  # stars in chapter 2 alone (a hand-edited file)
        progress = progress.after(level.key, 3, 10, 50.0, DAY)
    assert progress.stars_missing(3, levels) == 0
    assert not progress.chapter_open(3, levels)


def test_each_best_is_kept_and_the_first_day(levels: list[Level]) -> None:
    later = DAY + datetime.timedelta(days=3)
    progress = CampaignProgress().after("c1-01", 2, 500, 90.0, DAY)
    progress = progress.after("c1-01", 1, 900, 120.0, later)
    progress = progress.after("c1-01", 3, 100, 40.0, later)
    best = progress.levels["c1-01"]
    assert (best.stars, best.score, best.seconds, best.cleared_on) == (3, 900, 40.0, "2026-12-03")
    assert progress.total_stars() == 3 and progress.stars("c1-02") == 0
    assert not progress.cleared_all(levels)
    assert cleared(levels, 1, len(levels)).cleared_all(levels)
    assert not CampaignProgress().cleared_all([])


def test_read_back_through_json(levels: list[Level]) -> None:
    progress = cleared(levels, 2, 14)
    again = CampaignProgress.from_dict(json.loads(json.dumps(progress.to_dict())))
    assert again == progress


GOOD = {"stars": 2, "score": 10, "seconds": 5.5, "cleared_on": "2026-12-01"}


@pytest.mark.parametrize(
    ("data", "says"),
    [
        (None, "object"),
        ([], "object"),
        ({"levels": {}, "more": 1}, "object"),
        ({"levels": []}, "at most"),
        ({"levels": {f"k{n}": GOOD for n in range(61)}}, "at most"),
        ({"levels": {"heart": GOOD}}, "not a campaign level"),
        ({"levels": {"c6-01": GOOD}}, "not a campaign level"),
        ({"levels": {"c1-01": {**GOOD, "stars": 0}}}, "stars"),
        ({"levels": {"c1-01": {**GOOD, "stars": 4}}}, "stars"),
        ({"levels": {"c1-01": {**GOOD, "stars": True}}}, "stars"),
        ({"levels": {"c1-01": {**GOOD, "stars": 2.0}}}, "stars"),
        ({"levels": {"c1-01": {**GOOD, "score": 10**400}}}, "score"),
        ({"levels": {"c1-01": {**GOOD, "seconds": float("nan")}}}, "seconds"),
        ({"levels": {"c1-01": {**GOOD, "seconds": float("inf")}}}, "seconds"),
        ({"levels": {"c1-01": {**GOOD, "seconds": -1}}}, "seconds"),
        ({"levels": {"c1-01": {**GOOD, "seconds": "5"}}}, "seconds"),
        ({"levels": {"c1-01": {**GOOD, "cleared_on": "2026-02-30"}}}, "date"),
        ({"levels": {"c1-01": {**GOOD, "cleared_on": 20261201}}}, "date"),
        ({"levels": {"c1-01": {"stars": 2}}}, "must have"),
        ({"levels": {"c1-01": [2, 10, 5.5, "2026-12-01"]}}, "must have"),
    ],
)
def test_damaged_progress_is_refused_in_one_line(data: Any, says: str) -> None:
    with pytest.raises(ValueError, match=says) as raised:
        CampaignProgress.from_dict(data)
    assert "\n" not in str(raised.value) and len(str(raised.value)) < 200


def test_a_level_whose_file_is_not_there_is_kept(levels: list[Level]) -> None:
    progress = CampaignProgress.from_dict({"levels": {"c5-07": GOOD}})
    assert progress.stars("c5-07") == 2
    assert progress.total_stars(levels) == 0  # it counts for no chapter it lacks


BEST = st.fixed_dictionaries(
    {
        "stars": st.integers(1, 3),
        "score": st.integers(-(10**9), 10**9),
        "seconds": st.floats(0, 10**7),
        "cleared_on": st.dates().map(datetime.date.isoformat),
    }
)
KEYS = st.builds("c{}-{:02d}".format, st.integers(1, 5), st.integers(1, 12))


@given(st.dictionaries(KEYS, BEST, max_size=60))
def test_whatever_it_wrote_it_reads_back(levels: dict[str, dict[str, Any]]) -> None:
    progress = CampaignProgress.from_dict({"levels": levels})
    assert CampaignProgress.from_dict(json.loads(json.dumps(progress.to_dict()))) == progress


@given(
    st.recursive(
        st.none() | st.integers() | st.floats() | st.text(max_size=8),
        lambda inner: (
            st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
        ),
    )
)
def test_any_json_is_read_or_refused_with_a_value_error(data: Any) -> None:
    for shaped in (data, {"levels": data}, {"levels": {"c1-01": data}}):
        with contextlib.suppress(ValueError):
            CampaignProgress.from_dict(shaped)


def test_a_file_of_an_older_llk_reads_as_unassisted_and_is_written_the_same() -> None:
    old = {"levels": {"c1-01": GOOD}}
    progress = CampaignProgress.from_dict(old)
    assert not progress.levels["c1-01"].assisted
    assert progress.to_dict() == old  # a player who never takes the assist: as before


def test_an_assisted_clear_is_written_and_read_back_as_such() -> None:
    progress = CampaignProgress().after("c1-01", 2, 10, 5.5, DAY, assisted=True)
    data = progress.to_dict()
    assert data["levels"]["c1-01"]["assisted"] is True
    assert CampaignProgress.from_dict(json.loads(json.dumps(data))) == progress
    with pytest.raises(ValueError, match="assisted"):
        CampaignProgress.from_dict({"levels": {"c1-01": {**GOOD, "assisted": "yes"}}})


CLEARS = st.lists(st.tuples(st.integers(1, 3), st.booleans()), min_size=1, max_size=6)


@given(clears=CLEARS)
def test_a_levels_stars_are_assisted_only_if_no_clear_earned_as_many_without(
    clears: list[tuple[int, bool]],
) -> None:
    progress = CampaignProgress()
    for stars, assisted in clears:
        progress = progress.after("c1-01", stars, 10, 5.0, DAY, assisted)
    best = progress.levels["c1-01"]
    assert best.stars == max(stars for stars, _ in clears)
    assert best.assisted == all(a for stars, a in clears if stars == best.stars)
