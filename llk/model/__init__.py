"""The core of LLK: plain Python, no Qt.

The names below are the public model API that outside checks call; they are
only ever added to, never renamed or changed.

The game, its results and the solver (`LATER`) are imported on first use: the window of the
game is on screen before they are (the start reads the settings, of this package,
first), and they are two thirds of the package's import time.
"""

import importlib
from typing import TYPE_CHECKING

from llk.model.board import EMPTY, Board, OffBoardError, Point
from llk.model.deal import deal
from llk.model.errors import ParameterError
from llk.model.gravity import ShiftMode
from llk.model.layouts import Layout
from llk.model.limits import MAX_KINDS
from llk.model.path import Move, Path, find_moves, find_path, has_move, path_length
from llk.model.refresh import refresh
from llk.model.settings import GameSettings, Pace

if TYPE_CHECKING:
    from llk.model.game import Game
    from llk.model.results import (
        ClickResult,
        Hint,
        HistoryStep,
        Mismatch,
        Outcome,
        Phase,
        Removal,
        Reshuffle,
    )
    from llk.model.solver import play, solve

LATER = {
    **dict.fromkeys(
        (
            "ClickResult",
            "Hint",
            "HistoryStep",
            "Mismatch",
            "Outcome",
            "Phase",
            "Removal",
            "Reshuffle",
        ),
        "llk.model.results",
    ),
    "Game": "llk.model.game",
    "play": "llk.model.solver",
    "solve": "llk.model.solver",
}
"""The public names imported on first use, and the module each comes from."""


def __getattr__(name: str) -> object:
    """A name of `LATER`, imported now (and kept: asked once per name). O(1)."""
    if name not in LATER:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(LATER[name]), name)
    globals()[name] = value
    return value


__all__ = [
    "EMPTY",
    "MAX_KINDS",
    "Board",
    "ClickResult",
    "Game",
    "GameSettings",
    "Hint",
    "HistoryStep",
    "Layout",
    "Mismatch",
    "Move",
    "OffBoardError",
    "Outcome",
    "Pace",
    "ParameterError",
    "Path",
    "Phase",
    "Point",
    "Removal",
    "Reshuffle",
    "ShiftMode",
    "deal",
    "find_moves",
    "find_path",
    "has_move",
    "path_length",
    "play",
    "refresh",
    "solve",
]
