"""The status-bar lines that tell the player what just happened.

Kept apart from `GameController` so the controller only decides *when* to speak.
The context stays "GameController" so the translations follow the text.
"""

from __future__ import annotations

import datetime

from PySide6.QtCore import QCoreApplication

from llk.model import Game, Mismatch, Phase
from llk.model.daily import daily_day


def started(game: Game, today: datetime.date) -> str:
    """Which game begins (the daily game of which day, if it is one) and what to do."""
    if game.phase is Phase.PAUSED:
        text = QCoreApplication.translate("GameController", "Game {0} resumed: press P to play on.")
    else:
        text = QCoreApplication.translate("GameController", "Game {0}: link pairs of equal tiles.")
    day = daily_day(game.settings, game.seed, today)
    if day is not None:
        return QCoreApplication.translate("GameController", "Daily game of {0}. {1}").format(
            day.isoformat(), text.format(game.seed)
        )
    return text.format(game.seed)


def mismatch(reason: Mismatch) -> str:
    if reason is Mismatch.DIFFERENT_FACES:
        return QCoreApplication.translate("GameController", "Those two tiles are different.")
    return QCoreApplication.translate(
        "GameController", "No line with at most two turns joins those tiles."
    )


def combo(count: int) -> str:
    return QCoreApplication.translate("GameController", "Combo ×{0}!").format(count)


def free_shuffle() -> str:
    return QCoreApplication.translate(
        "GameController", "No moves left: the tiles were shuffled for free."
    )


def shuffled() -> str:
    return QCoreApplication.translate("GameController", "Shuffled.")


def undone(points: int) -> str:
    return QCoreApplication.translate("GameController", "Undone: {0} points.").format(points)


def redone(points: int) -> str:
    return QCoreApplication.translate("GameController", "Redone: +{0} points.").format(points)


def paused(is_paused: bool) -> str:
    return QCoreApplication.translate("GameController", "Paused.") if is_paused else ""


def position_lost(moves_ago: int | None) -> str:
    """Lost, and how long ago the game could still be cleared (when the solver knows)."""
    if moves_ago == 1:
        return QCoreApplication.translate(
            "GameController",
            "Lost one move ago: this position can no longer be cleared. "
            "Undo Back (in the Game menu and the side panel) returns to where it could.",
        )
    if moves_ago:
        return QCoreApplication.translate(
            "GameController",
            "Lost {0} moves ago: this position can no longer be cleared. "
            "Undo Back (in the Game menu and the side panel) returns to where it could.",
        ).format(moves_ago)
    return QCoreApplication.translate(
        "GameController", "This position can no longer be cleared: a refresh may save it."
    )


def undone_to_winnable(moves: int, points: int) -> str:
    return QCoreApplication.translate(
        "GameController", "Undone {0} moves, back to a position that can be cleared: {1} points."
    ).format(moves, points)


def showing() -> str:
    return QCoreApplication.translate(
        "GameController", "Show Me: watch the solver clear the board. Click or press Esc to stop."
    )
