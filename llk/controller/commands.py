"""The player's commands: each asks the game to act and says, as one `Changes`, what
changed, with the status bar's line; None when the game did nothing.

`GameController.command` is the one path they all take: it stops Show Me first, then
adds what every record carries (the board, the numbers, the action states), tells the
view, saves the game and says the end of the game once. The commands themselves only
ask the model and put its answer into words.
"""

from __future__ import annotations

from collections.abc import Callable

from llk.controller import status_lines
from llk.model import Game, HistoryStep, Outcome, Phase, Point
from llk.model.changes import NOTHING_SELECTED, Changes, Mismatched, Selection
from llk.model.game.results import ClickResult

Command = Callable[[Game], Changes | None]
"""A command: what it did to the game, or None when it did nothing."""


def click(point: Point) -> Command:
    """Pick the cell at ``point``: select it, or take the pair, or say why not."""

    def pick(game: Game) -> Changes | None:
        previous = game.selected
        result = game.click(point)
        if result.outcome is Outcome.IGNORED:
            return None
        mismatch = None
        if result.mismatch is not None:
            assert previous is not None  # a mismatch needs a tile picked before
            mismatch = Mismatched(previous, point, result.mismatch)
        return Changes(
            removal=result.removal,
            reshuffle=result.reshuffle,
            mismatch=mismatch,
            selection=Selection(result.selected),
            cracked=result.cracked,
            message=_click_message(result),
        )

    return pick


def _click_message(result: ClickResult) -> str | None:
    """What a click says, the news that matters most first: why a pair did not go, a
    crack, a free shuffle, locks opened, timer seconds won, a combo."""
    removal = result.removal
    if result.mismatch is not None:
        return status_lines.mismatch(result.mismatch)
    if result.cracked is not None:
        return status_lines.cracked()
    if result.reshuffle is not None:
        return status_lines.free_shuffle()
    if removal is None:
        return None
    if removal.unlocked:
        return status_lines.unlocked()
    if removal.timer_s:
        return status_lines.timer_won(removal.timer_s)
    return status_lines.combo(removal.combo) if removal.combo > 1 else None


def clear_selection(game: Game) -> Changes:
    game.clear_selection()
    return Changes(selection=NOTHING_SELECTED)


def hint(game: Game) -> Changes | None:
    shown = game.hint()
    return None if shown is None else Changes(hint=shown)


def refresh(game: Game) -> Changes | None:
    had = game.helps.refreshes_left
    reshuffle = game.refresh()
    if reshuffle is None:
        walled_off = game.phase is Phase.PLAYING and game.helps.refreshes_left == had > 0
        return Changes(message=status_lines.no_shuffle_helps()) if walled_off else None
    return Changes(reshuffle=reshuffle, selection=NOTHING_SELECTED, message=status_lines.shuffled())


def undo(game: Game) -> Changes | None:
    step = game.undo()
    return None if step is None else _redrawn((step,), status_lines.undone(step.score_change))


def undo_to_winnable(game: Game) -> Changes | None:
    """Undo back to the last position proven clearable, in one go."""
    steps = tuple(game.undo_to_clearable())
    if not steps:
        return None
    points = sum(step.score_change for step in steps)
    return _redrawn(steps, status_lines.undone_to_winnable(len(steps), points))


def redo(game: Game) -> Changes | None:
    step = game.redo()
    return None if step is None else _redrawn((step,), status_lines.redone(step.score_change))


def toggle_pause(game: Game) -> Changes:
    if game.phase is Phase.PAUSED:
        game.resume()
    else:
        game.pause()
    paused = game.phase is Phase.PAUSED
    return Changes(paused=paused, message=status_lines.paused(paused))


def timers_missed(missed: int) -> Command:
    """The timer ran out on ``missed`` timer tiles (`Game.tick` took their marks and
    their seconds): the board shows them plain, the status bar, a screen reader and a
    note over the board say what they cost (news: the player did not do it)."""

    def said(game: Game) -> Changes:
        bonus = game.timers.rule.bonus_s if game.timers.rule is not None else 0
        said = status_lines.timers_missed(missed * bonus)
        return Changes(timers_missed=missed, message=said, news=True)

    return said


def time_up(game: Game) -> Changes:
    """The clock ran out: only the numbers change (then the end is said)."""
    return Changes()


def _redrawn(steps: tuple[HistoryStep, ...], message: str) -> Changes:
    """Undo or redo: the board changed in place, with nothing selected."""
    return Changes(history=steps, selection=NOTHING_SELECTED, message=message)
