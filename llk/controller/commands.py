"""The player's commands: each asks the game to act and says, as one `Changes`, what
changed, with the status bar's line; None when the game did nothing.

`GameController.command` is the one path they all take: it stops Show Me first, then
adds what every record carries (the board, the numbers, the action states), tells the
view, saves the game and says the end of the game once. The commands themselves only
ask the model and put its answer into words.
"""

from __future__ import annotations

from collections.abc import Callable

from llk.controller import messages
from llk.model import Game, HistoryStep, Outcome, Phase, Point
from llk.model.changes import NOTHING_SELECTED, Changes, Mismatched, Selection

Command = Callable[[Game], Changes | None]
"""A command: what it did to the game, or None when it did nothing."""


def click(point: Point) -> Command:
    """Pick the cell at ``point``: select it, or take the pair, or say why not."""

    def pick(game: Game) -> Changes | None:
        previous = game.selected
        result = game.click(point)
        if result.outcome is Outcome.IGNORED:
            return None
        mismatch, message = None, None
        if result.mismatch is not None:
            assert previous is not None  # a mismatch needs a tile picked before
            mismatch = Mismatched(previous, point, result.mismatch)
            message = messages.mismatch(result.mismatch)
        elif result.reshuffle is not None:
            message = messages.free_shuffle()
        elif result.removal is not None and result.removal.combo > 1:
            message = messages.combo(result.removal.combo)
        return Changes(
            removal=result.removal,
            reshuffle=result.reshuffle,
            mismatch=mismatch,
            selection=Selection(result.selected),
            message=message,
        )

    return pick


def clear_selection(game: Game) -> Changes:
    game.clear_selection()
    return Changes(selection=NOTHING_SELECTED)


def hint(game: Game) -> Changes | None:
    shown = game.hint()
    return None if shown is None else Changes(hint=shown)


def refresh(game: Game) -> Changes | None:
    reshuffle = game.refresh()
    if reshuffle is None:
        return None
    return Changes(reshuffle=reshuffle, selection=NOTHING_SELECTED, message=messages.shuffled())


def undo(game: Game) -> Changes | None:
    step = game.undo()
    return None if step is None else _redrawn((step,), messages.undone(step.score_change))


def undo_to_winnable(game: Game) -> Changes | None:
    """Undo back to the last position proven clearable, in one go."""
    steps = tuple(game.undo_to_clearable())
    if not steps:
        return None
    points = sum(step.score_change for step in steps)
    return _redrawn(steps, messages.undone_to_winnable(len(steps), points))


def redo(game: Game) -> Changes | None:
    step = game.redo()
    return None if step is None else _redrawn((step,), messages.redone(step.score_change))


def toggle_pause(game: Game) -> Changes:
    if game.phase is Phase.PAUSED:
        game.resume()
    else:
        game.pause()
    paused = game.phase is Phase.PAUSED
    return Changes(paused=paused, message=messages.paused(paused))


def time_up(game: Game) -> Changes:
    """The clock ran out: only the numbers change (then the end is said)."""
    return Changes()


def _redrawn(steps: tuple[HistoryStep, ...], message: str) -> Changes:
    """Undo or redo: the board changed in place, with nothing selected."""
    return Changes(history=steps, selection=NOTHING_SELECTED, message=message)
