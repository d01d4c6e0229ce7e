"""The core of LLK: plain Python, no Qt.

The names below are the public model API that outside checks call; they are
only ever added to, never renamed or changed.
"""

from llk.model.board import EMPTY, Board, OffBoardError, Point
from llk.model.deal import deal
from llk.model.errors import ParameterError
from llk.model.game import (
    ClickResult,
    Game,
    Hint,
    HistoryStep,
    Mismatch,
    Outcome,
    Phase,
    Removal,
    Reshuffle,
)
from llk.model.gravity import GRAVITIES
from llk.model.layouts import LAYOUTS
from llk.model.path import Move, Path, find_moves, find_path, has_move, path_length
from llk.model.refresh import refresh
from llk.model.settings import MAX_KINDS, GameSettings
from llk.model.solver import play, solve

__all__ = [
    "EMPTY",
    "GRAVITIES",
    "LAYOUTS",
    "MAX_KINDS",
    "Board",
    "ClickResult",
    "Game",
    "GameSettings",
    "Hint",
    "HistoryStep",
    "Mismatch",
    "Move",
    "OffBoardError",
    "Outcome",
    "ParameterError",
    "Path",
    "Phase",
    "Point",
    "Removal",
    "Reshuffle",
    "deal",
    "find_moves",
    "find_path",
    "has_move",
    "path_length",
    "play",
    "refresh",
    "solve",
]
