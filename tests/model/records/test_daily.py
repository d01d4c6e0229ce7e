"""The daily game number: from the date alone, in range, a different deal each day."""

from __future__ import annotations

import datetime

from hypothesis import given
from hypothesis import strategies as st

from llk.model import Game, GameSettings
from llk.model.limits import MAX_SEED
from llk.model.records.daily import DAILY_SETTINGS, daily_day, daily_number

DAY = datetime.date(2026, 12, 1)


@given(st.dates())
def test_the_number_is_a_game_number_that_depends_on_the_date_only(day: datetime.date) -> None:
    number = daily_number(day)
    assert 0 <= number <= MAX_SEED
    assert daily_number(datetime.date.fromisoformat(day.isoformat())) == number


def test_the_formula_is_fixed_so_every_machine_deals_the_same_game() -> None:
    assert daily_number(DAY) == int.from_bytes(
        __import__("hashlib").sha256(b"llk-daily-2026-12-01").digest()[:4], "big"
    ) & (2**31 - 1)


def test_every_day_of_ten_years_gets_its_own_number() -> None:
    numbers = {daily_number(DAY + datetime.timedelta(days=n)) for n in range(3653)}
    assert len(numbers) == 3653


def test_the_daily_deal_is_a_fixed_solvable_classic_game_on_the_default_board() -> None:
    default = GameSettings()
    assert (DAILY_SETTINGS.rows, DAILY_SETTINGS.cols, DAILY_SETTINGS.kinds) == (
        default.rows,
        default.cols,
        default.kinds,
    )
    assert DAILY_SETTINGS.gravity == "none" and DAILY_SETTINGS.solvable
    first = Game(DAILY_SETTINGS, seed=daily_number(DAY)).board
    assert Game(DAILY_SETTINGS, seed=daily_number(DAY)).board == first


def test_a_deal_is_the_daily_game_of_today_or_of_yesterday_or_of_no_day() -> None:
    yesterday = DAY - datetime.timedelta(days=1)
    assert daily_day(DAILY_SETTINGS, daily_number(DAY), DAY) == DAY
    assert daily_day(DAILY_SETTINGS, daily_number(yesterday), DAY) == yesterday
    assert daily_day(DAILY_SETTINGS, daily_number(yesterday - datetime.timedelta(1)), DAY) is None
    assert daily_day(GameSettings(), daily_number(DAY), DAY) is None
