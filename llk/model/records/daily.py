"""The daily game: one deal for every player on a given calendar day.

The game number comes from the local date alone, and the deal uses fixed settings
(`DAILY_SETTINGS`), never the player's preferences, so that two players on the same
day get the same board whatever they chose for their other games.
"""

from __future__ import annotations

import datetime
import hashlib

from llk.model.game.settings import GameSettings
from llk.model.limits import MAX_SEED

DAILY_SETTINGS = GameSettings(levels=False, solvable=True)
"""The default board (8 x 12, full, 24 faces, normal pace) as one classic game: no
shifts and no levels, so it ends when the board is clear; and always solvable, so
nobody's daily game is lost to the deal."""


def daily_number(day: datetime.date) -> int:
    """The game number of ``day``: the first four bytes of the SHA-256 of
    ``"llk-daily-YYYY-MM-DD"``, big-endian, masked to 31 bits (so 0..`MAX_SEED`).

    A hash rather than the date's digits, so that neighbouring days get unrelated
    deals; SHA-256 rather than Python's ``hash``, so that every machine agrees.
    Cost: O(1).
    """
    digest = hashlib.sha256(f"llk-daily-{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:4], "big") & MAX_SEED


def daily_day(settings: GameSettings, seed: int, today: datetime.date) -> datetime.date | None:
    """The day whose daily game this deal is: ``today``, or the day before for a daily
    game begun before midnight; None for any other game. Cost: O(1)."""
    if settings != DAILY_SETTINGS:
        return None
    for day in (today, today - datetime.timedelta(days=1)):
        if seed == daily_number(day):
            return day
    return None
