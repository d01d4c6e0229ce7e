"""How the tiles shift after each removal (the QQ-style levels).

Only the names live here for now; the shifts themselves come with the levels.
"""

from __future__ import annotations

from llk.model.errors import ParameterError

GRAVITIES: tuple[str, ...] = (
    "none",
    "down",
    "up",
    "left",
    "right",
    "split-x",
    "split-y",
    "center-x",
    "center-y",
)
"""Every shift mode, in level order: level n plays ``GRAVITIES[(n - 1) % 9]``."""


def check_gravity(gravity: str) -> None:
    """Raise ParameterError for an unknown mode, NotImplementedError for one not playable yet."""
    if gravity not in GRAVITIES:
        raise ParameterError(
            "gravity", f"unknown gravity {gravity!r}; choose one of {', '.join(GRAVITIES)}"
        )
    if gravity != "none":
        raise NotImplementedError(f"gravity {gravity!r} arrives with the levels; use 'none'")
