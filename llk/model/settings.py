"""Game settings: one typed dataclass, with each field's default and range declared once."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from llk.model.errors import ParameterError
from llk.model.fields import check_fields, named, range_of, ranged
from llk.model.gravity import ShiftMode
from llk.model.layouts import Layout, check_deal, layout_cells
from llk.model.limits import MAX_COLS, MAX_ROWS

MAX_KINDS = 48
"""How many different tile faces the game can draw."""


class Pace(enum.StrEnum):
    """How much time the clock gives; the value is the word files keep."""

    RELAXED = "relaxed"
    NORMAL = "normal"
    FAST = "fast"
    UNTIMED = "untimed"


PACES: dict[Pace, float] = {Pace.RELAXED: 3.0, Pace.NORMAL: 2.0, Pace.FAST: 1.25, Pace.UNTIMED: 0.0}
"""Seconds on the clock for each tile dealt, by pace; ``untimed`` has no clock.

So the clock grows with the board: at the normal pace a 6x8 board gets 96 s, 8x12
gets 192 s, 16x30 gets 960 s, each plus the bonus for every pair removed.
"""


@dataclass(frozen=True)
class GameSettings:
    """Everything that shapes one game. Invalid values raise `ParameterError`.

    ``pace`` sets the clock by the size of the board (`PACES`). ``levels``: a run of
    levels, each taking its shift mode from the run's level order
    (`llk.model.level_orders`); else one game under the shift mode ``gravity``, which a
    run leaves at ``none``, so that one run has one value. ``solvable``
    (fair deals, on unless the player wants QQ-style luck) deals only boards that can
    be cleared, and refreshes to such boards.
    """

    rows: int = ranged(8, 2, MAX_ROWS)
    cols: int = ranged(12, 2, MAX_COLS)
    kinds: int = ranged(24, 1, MAX_KINDS)
    layout: Layout = named(Layout.FULL)
    levels: bool = True
    gravity: ShiftMode = named(ShiftMode.NONE)
    pace: Pace = named(Pace.NORMAL)
    time_bonus_s: float = ranged(1.0, 0.0, 10.0)
    hints: int = ranged(3, 0, 99)
    refreshes: int = ranged(3, 0, 99)
    combo_window_s: float = ranged(3.0, 0.5, 10.0)
    solvable: bool = True

    def __post_init__(self) -> None:
        check_fields(self)
        if self.levels and self.gravity is not ShiftMode.NONE:
            raise ParameterError(
                "gravity",
                f"a run of levels takes its shifts from its level order, not {self.gravity}",
            )
        check_deal(self.rows, self.cols, self.kinds, self.layout)

    @property
    def time_limit_s(self) -> int:
        """The clock of a full deal (0: untimed): its tiles times the pace's seconds per
        tile. Cost: O(rows * cols)."""
        cells = len(layout_cells(self.layout, self.rows, self.cols))
        return round(PACES[self.pace] * cells)

    @property
    def timed(self) -> bool:
        return PACES[self.pace] > 0

    @staticmethod
    def range_of(name: str) -> tuple[float, float]:
        """The inclusive range of a numeric setting, for widgets."""
        return range_of(GameSettings, name)
