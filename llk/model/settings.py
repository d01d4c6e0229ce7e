"""Game settings: one typed dataclass, with each field's default and range declared once."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from llk.model.errors import ParameterError
from llk.model.gravity import LEVELS, check_gravity
from llk.model.layouts import check_deal

MAX_KINDS = 48
"""How many different tile faces the game can draw."""


def _ranged(default: Any, low: float, high: float) -> Any:
    return field(default=default, metadata={"range": (low, high)})


@dataclass(frozen=True)
class GameSettings:
    """Everything that shapes one game. Invalid values raise `ParameterError`.

    ``time_limit_s = 0`` means untimed (relaxed) play. ``gravity`` is one of
    `GRAVITIES` for a fixed shift, or `LEVELS` for a new one each level.
    """

    rows: int = _ranged(8, 2, 20)
    cols: int = _ranged(12, 2, 30)
    kinds: int = _ranged(24, 1, MAX_KINDS)
    layout: str = "full"
    gravity: str = LEVELS
    time_limit_s: int = _ranged(100, 0, 3600)
    time_bonus_s: float = _ranged(1.0, 0.0, 10.0)
    hints: int = _ranged(3, 0, 99)
    refreshes: int = _ranged(3, 0, 99)
    combo_window_s: float = _ranged(3.0, 0.5, 10.0)
    solvable: bool = False

    def __post_init__(self) -> None:
        for spec in fields(self):
            value = getattr(self, spec.name)
            if "range" in spec.metadata:
                low, high = spec.metadata["range"]
                if isinstance(value, bool) or not isinstance(value, int | float):
                    raise ParameterError(spec.name, f"{spec.name} must be a number, not {value!r}")
                if not low <= value <= high:
                    raise ParameterError(
                        spec.name, f"{spec.name} must be between {low} and {high}, not {value}"
                    )
        if self.gravity != LEVELS:
            check_gravity(self.gravity)
        check_deal(self.rows, self.cols, self.kinds, self.layout)

    @staticmethod
    def range_of(name: str) -> tuple[float, float]:
        """The inclusive range of a numeric setting, for widgets."""
        for spec in fields(GameSettings):
            if spec.name == name:
                low, high = spec.metadata["range"]
                return low, high
        raise KeyError(name)
