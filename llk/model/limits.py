"""The hard limits every input is held to, declared once.

Whatever enters the model (settings, boards, deals, saved games, the command
line) is checked against these before anything is built from it, so no input
can make the game allocate without bound or fail with anything but a
`ParameterError` (a ValueError that names the field at fault).
"""

from __future__ import annotations

from typing import Any, TypeVar

from llk.model.errors import ParameterError

_N = TypeVar("_N", int, float)

MAX_ROWS = 20
MAX_COLS = 30
"""The largest board the game deals (and a saved game may hold)."""
MAX_KINDS = 48
"""How many different tile faces the game can draw."""
MAX_BOARD_SIDE = 100
"""The largest board the model builds at all, hand-made or for ``llk-solve``: 100 x 100."""
MAX_SEED = 2**31 - 1
"""Game numbers run from 0 to this, everywhere (command line, dialogs, saved games)."""
MAX_LEVEL = 1_000_000
MAX_SCORE = 10**9
"""No score, won or lost, goes beyond this in size."""
MAX_SECONDS = 10**7
"""No clock reading (played, bonus) goes beyond this: over 115 days."""
MAX_TABLE_KEY = 200
"""The longest key of a score table or a board in the statistics (a map's key with the
board's size, shifts and pace), and of the table a saved game names."""


def shown(value: Any) -> str:
    """A value as a message can show it: short, even for a number of 10**5000."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**30:
        return f"a {value.bit_length()}-bit number"
    return f"{value!r:.40}"


def integer(name: str, value: Any) -> int:
    """``value`` if it is a whole number (not a bool), else `ParameterError`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ParameterError(name, f"{name} must be a whole number, not {shown(value)}")
    return value


def whole(name: str, value: Any, low: int, high: int) -> int:
    """``value`` if it is a whole number (not a bool) in ``low..high``, else `ParameterError`."""
    number = integer(name, value)
    if not low <= number <= high:
        raise ParameterError(name, f"{name} must be between {low} and {high}, not {shown(value)}")
    return number


def finite(name: str, value: Any, low: float, high: float) -> float:
    """``value`` as a float if it is a finite number in ``low..high``, else `ParameterError`."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ParameterError(name, f"{name} must be a number, not {shown(value)}")
    if not low <= value <= high:  # never true for NaN; ints of any size compare exactly
        raise ParameterError(name, f"{name} must be between {low} and {high}, not {shown(value)}")
    return float(value)


def held(value: _N, low: _N, high: _N) -> _N:
    """``value`` held to ``low..high``: how a writer keeps what it writes within what its
    reader takes (a score past `MAX_SCORE`, a clock past `MAX_SECONDS`)."""
    return max(low, min(high, value))
