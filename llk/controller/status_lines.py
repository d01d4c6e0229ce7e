"""The status-bar lines that tell the player what just happened.

Kept apart from the commands (`llk.controller.commands`) so they only decide *when* to
speak.
The context stays "GameController" so the translations follow the text. A line with
a count goes through `_Counted`: Qt's lupdate takes a message for a plural one (its
``%n`` in the right form for the number) only from ``self.tr(text, "", n)``.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QCoreApplication, QObject

from llk.model import Game, Mismatch, Phase
from llk.model.records.daily import daily_day


@dataclass(frozen=True)
class Naming:
    """What the controller's lines name that only the rest of the program knows (the
    wiring hands it in): ``today``, the date, to name the daily game (the statistics'
    calendar); ``daily_played``, whether the daily game of a day was played before;
    ``map_title``, what replays a game on a map, for the player (the map's name, and the
    number where it varies the deal), None for a game on no map; ``name_of``, the name
    the player reads of an action, by its object name, for the lines that send the player
    to one; ``resume_key``, what the player presses to play on after a pause (the pause's
    key, or the button's words while its key of one letter is switched off)."""

    today: Callable[[], datetime.date] = datetime.date.today
    daily_played: Callable[[datetime.date], bool] = lambda day: False
    map_title: Callable[[Game], str | None] = lambda game: None
    name_of: Callable[[str], str] = str
    resume_key: Callable[[], str] = lambda: "P"


def started(game: Game, naming: Naming) -> str:
    """Which game begins: by its number, or on a map by what replays it there
    (`Naming.map_title`); the daily game of which day if it is one, and whether that day's
    was played before (so that this replay counts in no table); and what to do (a
    resumed game: press the pause's key or name)."""
    on_map, resume = naming.map_title(game), naming.resume_key()
    paused = game.phase is Phase.PAUSED
    if on_map is not None:
        text = _on_map_resumed() if paused else _on_map_begins()
    elif paused:
        text = QCoreApplication.translate(
            "GameController", "Game {0} resumed: press {1} to play on."
        )
    else:
        text = QCoreApplication.translate("GameController", "Game {0}: link pairs of equal tiles.")
    title = game.seed if on_map is None else on_map
    day = daily_day(game.settings, game.seed, naming.today())
    if day is not None and naming.daily_played(day):
        return QCoreApplication.translate(
            "GameController",
            "Daily game of {0}, played already: this replay enters no high-score table. {1}",
        ).format(day.isoformat(), text.format(title, resume))
    if day is not None:
        return QCoreApplication.translate("GameController", "Daily game of {0}. {1}").format(
            day.isoformat(), text.format(title, resume)
        )
    return text.format(title, resume)


def _on_map_resumed() -> str:
    return QCoreApplication.translate("GameController", "{0} resumed: press {1} to play on.")


def _on_map_begins() -> str:
    return QCoreApplication.translate("GameController", "{0}: link pairs of equal tiles.")


def mismatch(reason: Mismatch) -> str:
    if reason is Mismatch.DIFFERENT_FACES:
        return QCoreApplication.translate("GameController", "Those two tiles are different.")
    if reason is Mismatch.FROZEN:
        return QCoreApplication.translate(
            "GameController", "Frozen: no pair can go for a few seconds."
        )
    if reason is Mismatch.LOCKED:
        return QCoreApplication.translate(
            "GameController", "That tile is locked: remove the two key tiles to open every lock."
        )
    return QCoreApplication.translate(
        "GameController", "No line with at most two turns joins those tiles."
    )


def combo(count: int) -> str:
    return QCoreApplication.translate("GameController", "Combo ×{0}!").format(count)


def cracked() -> str:
    return QCoreApplication.translate(
        "GameController", "The ice cracked: link the pair once more to remove it."
    )


def unlocked() -> str:
    return QCoreApplication.translate("GameController", "The key pair opened every lock.")


def timer_won(seconds: float) -> str:
    """Timer tiles linked in time, and the seconds they won."""
    return QCoreApplication.translate("GameController", "Timer tiles: +{0} s.").format(
        f"{seconds:g}"
    )


def timers_missed(seconds: float) -> str:
    """The timer ran out on timer tiles still on the board, and the seconds they cost."""
    return QCoreApplication.translate("GameController", "Timer tiles missed: −{0} s.").format(
        f"{seconds:g}"
    )


def free_shuffle() -> str:
    return QCoreApplication.translate(
        "GameController", "No moves left: the tiles were shuffled for free."
    )


def shuffled() -> str:
    return QCoreApplication.translate("GameController", "Shuffled.")


def no_shuffle_helps() -> str:
    return QCoreApplication.translate(
        "GameController", "No shuffle can link these tiles: the stones wall them off. Undo."
    )


class _Counted(QObject):
    """The lines that hold a count, each in its plural form (context "_Counted")."""

    def lost_points(self, points: int) -> str:
        """``points`` (a loss, so at most 0) as a count: Qt's ``%n`` takes no number below 0."""
        return self.tr("-%n point(s)", "", -points)

    def undone(self, points: int) -> str:
        return self.tr("Undone: {0}.").format(self.lost_points(points))

    def redone(self, points: int) -> str:
        return self.tr("Redone: +%n point(s).", "", points)

    def lost(self, moves_ago: int) -> str:
        return self.tr(
            "Lost %n move(s) ago: this position can no longer be cleared. "
            "{0} (in the Game menu and the side panel) returns to where it could.",
            "",
            moves_ago,
        )

    def undone_to_winnable(self, moves: int) -> str:
        return self.tr("Undone %n move(s), back to a position that can be cleared: {0}.", "", moves)

    def stopped(self, played: int) -> str:
        return self.tr("Show Me stopped after %n pair(s), one hint each. Your turn.", "", played)

    def paid_out(self, played: int) -> str:
        return self.tr(
            "Show Me stopped: it spent your last hint, on its %n pair(s). Your turn.", "", played
        )

    def showing(self, hints_left: int) -> str:
        return self.tr(
            "Show Me plays from here, one hint for each pair it removes: %n hint(s) left. "
            "Click or press Esc to take over.",
            "",
            hints_left,
        )


@cache
def _counted() -> _Counted:
    return _Counted()


def undone(points: int) -> str:
    """An undo, and the points it cost (``points`` at most 0)."""
    return _counted().undone(points)


def redone(points: int) -> str:
    return _counted().redone(points)


def paused(is_paused: bool) -> str:
    return QCoreApplication.translate("GameController", "Paused.") if is_paused else ""


def position_lost(moves_ago: int | None, undo_to_winnable: str) -> str:
    """Lost, and how long ago the game could still be cleared (when the solver knows);
    ``undo_to_winnable`` is the name of the action that goes back there."""
    if moves_ago:
        return _counted().lost(moves_ago).format(undo_to_winnable)
    return QCoreApplication.translate(
        "GameController", "This position can no longer be cleared: a refresh may save it."
    )


def undone_to_winnable(moves: int, points: int) -> str:
    return _counted().undone_to_winnable(moves).format(_counted().lost_points(points))


def showing(hints_left: int) -> str:
    """Show Me starts, and what it costs."""
    return _counted().showing(hints_left)


def show_me_stopped(played: int, hints_left: int) -> str:
    """Show Me stopped with the game still in play: what it cost, and why if it was the
    hints running out. Stopped before its first pair, it cost nothing ("after 0 pairs, one
    hint each" said otherwise)."""
    if not played:
        return QCoreApplication.translate(
            "GameController", "Show Me stopped before its first pair: no hint spent. Your turn."
        )
    if hints_left:
        return _counted().stopped(played)
    return _counted().paid_out(played)


def prop_hit(user: str, prop_name: str) -> str:
    """An opponent's prop landed on the player's board."""
    return QCoreApplication.translate("GameController", "{0} used {1} on you!").format(
        user, prop_name
    )


def prop_used(prop_name: str, target: str | None) -> str:
    if target is None:
        return QCoreApplication.translate("GameController", "You used {0}.").format(prop_name)
    return QCoreApplication.translate("GameController", "You used {0} on {1}.").format(
        prop_name, target
    )


def prop_earned(prop_name: str) -> str:
    return QCoreApplication.translate("GameController", "Combo! You earned {0}.").format(prop_name)


def stones_gone() -> str:
    return QCoreApplication.translate("GameController", "The stones are gone.")


def out_of_race() -> str:
    return QCoreApplication.translate("GameController", "Out: you removed nothing for 30 seconds.")


def time_up_racing() -> str:
    return QCoreApplication.translate(
        "GameController", "Time is up: the others race on to the end."
    )


def rival_cleared(name: str) -> str:
    return QCoreApplication.translate("GameController", "{0} cleared the board first.").format(name)


def no_pause_online() -> str:
    """Pause pressed in a race online, whose time is everyone's."""
    return QCoreApplication.translate(
        "GameController", "No pause in a race online: the others race on."
    )


def count_in(left: int) -> str:
    """The count before a race: seconds left, or 0 for the start."""
    if not left:
        return QCoreApplication.translate("GameController", "Go!")
    return QCoreApplication.translate("GameController", "Race starts in {0}…").format(left)
