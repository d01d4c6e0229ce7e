"""Game settings: one typed dataclass, with each field's default and range declared once."""

from __future__ import annotations

from dataclasses import dataclass

from llk.model.fields import check_fields, range_of, ranged
from llk.model.gravity import LEVELS, check_gravity
from llk.model.layouts import check_deal

MAX_KINDS = 48
"""How many different tile faces the game can draw."""


@dataclass(frozen=True)
class GameSettings:
    """Everything that shapes one game. Invalid values raise `ParameterError`.

    ``time_limit_s = 0`` means untimed (relaxed) play. ``gravity`` is one of
    `GRAVITIES` for a fixed shift, or `LEVELS` for a new one each level.
    """

    rows: int = ranged(8, 2, 20)
    cols: int = ranged(12, 2, 30)
    kinds: int = ranged(24, 1, MAX_KINDS)
    layout: str = "full"
    gravity: str = LEVELS
    time_limit_s: int = ranged(100, 0, 3600)
    time_bonus_s: float = ranged(1.0, 0.0, 10.0)
    hints: int = ranged(3, 0, 99)
    refreshes: int = ranged(3, 0, 99)
    combo_window_s: float = ranged(3.0, 0.5, 10.0)
    solvable: bool = False

    def __post_init__(self) -> None:
        check_fields(self)
        if self.gravity != LEVELS:
            check_gravity(self.gravity)
        check_deal(self.rows, self.cols, self.kinds, self.layout)

    @staticmethod
    def range_of(name: str) -> tuple[float, float]:
        """The inclusive range of a numeric setting, for widgets."""
        return range_of(GameSettings, name)
