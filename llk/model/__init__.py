"""The core of LLK: plain Python, no Qt.

Its parts, each importing only those before it (`tests/test_layers.py`): the shared ground
(`errors`, `limits`, `fields`, `files`), then `board`, `solver`, `maps`, `game`, `versus`,
`records` and `campaign`, each a package whose docstring names its modules; at the top,
what the Qt half is told of a game: `status` (which actions can act, the numbers shown) and
`changes` (what one command changed, the record the view draws from).

The names below are the public model API that outside checks call; they are
only ever added to, never renamed or changed.

The game, its results and the solver (`LATER`) are imported on first use: the window of the
game is on screen before they are (the start reads the settings, of this package,
first), and they are two thirds of the package's import time.
"""

import importlib
from typing import TYPE_CHECKING

from llk.model.board.grid import EMPTY, Board, OffBoardError, Point
from llk.model.board.layouts import Layout
from llk.model.board.path import Move, Path, find_moves, find_path, has_move, path_length
from llk.model.board.shifts import ShiftMode
from llk.model.errors import ParameterError
from llk.model.game.settings import GameSettings, Pace
from llk.model.limits import MAX_KINDS
from llk.model.solver.deal import deal
from llk.model.solver.refresh import refresh

if TYPE_CHECKING:
    from llk.model.game.game import Game
    from llk.model.game.results import (
        ClickResult,
        Hint,
        HistoryStep,
        Mismatch,
        Outcome,
        Phase,
        Removal,
        Reshuffle,
    )
    from llk.model.solver.search import play, solve

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
        "llk.model.game.results",
    ),
    "Game": "llk.model.game.game",
    "play": "llk.model.solver.search",
    "solve": "llk.model.solver.search",
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
