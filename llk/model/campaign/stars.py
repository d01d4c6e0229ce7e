"""Stars for a level: 1 to 3 for a clear, 0 for anything else.

The rule, with ``pairs`` the level's pairs and ``limit`` its time limit in seconds
(0: untimed):

- 3 stars: no hint, and cleared within 2 s a pair, and within half the limit;
- 2 stars: at most one hint, and cleared within 3.5 s a pair, and within 7/8 of the
  limit;
- 1 star: any other clear.

The limit only ever tightens a bar, for a level whose clock is short for its size. A
bar is met at exactly its seconds (2.0 s a pair gives 3 stars); seconds that are not a
number (NaN) meet no bar. More time or more hints never give more stars. Cost: O(1).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Bar:
    """What a number of stars asks for."""

    stars: int
    pair_s: float
    """Seconds a pair, at most."""
    limit_share: float
    """Share of the time limit, at most."""
    hints: int
    """Hints used, at most."""


BARS = (Bar(3, 2.0, 0.5, 0), Bar(2, 3.5, 0.875, 1))
"""The bars above one star, best first."""


def stars(cleared: bool, seconds: float, pairs: int, hints: int, limit_s: float) -> int:
    """The stars of a level played in ``seconds`` with ``hints`` used (see the module's
    rule); 0 unless ``cleared``."""
    if not cleared:
        return 0
    for bar in BARS:
        allowed = bar.pair_s * pairs
        if limit_s > 0:
            allowed = min(allowed, bar.limit_share * limit_s)
        if hints <= bar.hints and seconds <= allowed:
            return bar.stars
    return 1


def stars_shown(count: int) -> str:
    """``count`` stars of 3 as the level map and the end screen draw them: ★★☆."""
    count = max(0, min(3, count))
    return "★" * count + "☆" * (3 - count)
