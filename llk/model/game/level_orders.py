"""The order in which a run of levels takes the shift modes, kept by version.

A run records the version of the order it started on (a saved run keeps it), so
a mode added to `ShiftMode` later goes into a new version and never re-maps the
levels of a run already under way. A version, once released, never changes.
"""

from __future__ import annotations

from typing import Any

from llk.model.board.shifts import ShiftMode, shift_mode
from llk.model.errors import ParameterError

LEVEL_ORDERS: dict[int, tuple[ShiftMode, ...]] = {
    1: (
        ShiftMode.NONE,
        ShiftMode.DOWN,
        ShiftMode.UP,
        ShiftMode.LEFT,
        ShiftMode.RIGHT,
        ShiftMode.SPLIT_X,
        ShiftMode.SPLIT_Y,
        ShiftMode.CENTER_X,
        ShiftMode.CENTER_Y,
    ),
}
"""Each version's modes, level 1 first; past the last, the order starts again."""
LEVEL_ORDER = max(LEVEL_ORDERS)
"""The version new runs take."""
LEVELS = "levels"
"""The word for a run of levels where a shift mode's word stands: in the keys of the
high-score tables, and in files from before a run had a flag of its own."""


def level_order(version: object) -> int:
    """``version`` if it names a level order, else a `ParameterError` (a saved run from
    a newer LLK, or a damaged one)."""
    if isinstance(version, bool) or not isinstance(version, int) or version not in LEVEL_ORDERS:
        raise ParameterError(
            "level_order", f"level_order must be one of {', '.join(map(str, LEVEL_ORDERS))}"
        )
    return version


def level_mode(version: int, level: int) -> ShiftMode:
    """The mode level ``level`` (from 1) of a run on order ``version`` plays. Cost: O(1)."""
    order = LEVEL_ORDERS[version]
    return order[(level - 1) % len(order)]


def shifts_word(levels: bool, gravity: ShiftMode) -> str:
    """How a game shifts, in one word: `LEVELS` for a run of levels, else its mode's."""
    return LEVELS if levels else gravity.value


def read_shifts(word: str) -> tuple[bool, ShiftMode]:
    """The ``levels`` flag and the ``gravity`` that `shifts_word` made ``word`` of; a
    `ParameterError` naming ``gravity`` for a word it never makes."""
    return (True, ShiftMode.NONE) if word == LEVELS else (False, shift_mode(word))


def with_levels_flag(stored: dict[str, Any]) -> dict[str, Any]:
    """Settings read from a file written before a run of levels had a flag of its own
    (no ``levels`` field) given that flag: their shift word (`read_shifts`), its old
    default `LEVELS` when they have none. Cost: O(len(stored))."""
    if "levels" in stored:
        return stored
    levels, gravity = read_shifts(stored.get("gravity", LEVELS))
    return {**stored, "levels": levels, "gravity": gravity}
