"""What the side panel and the actions show of a game, computed in one place.

Frozen values derived from a `Game`, so the Qt side never decides a rule
(which action is possible now) by itself.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from llk.model.board.shifts import ShiftMode
from llk.model.campaign.levels import level_place
from llk.model.game.game import Game
from llk.model.game.results import Phase
from llk.model.game.settings import GameSettings
from llk.model.maps.map_file import GameMap


@dataclass(frozen=True)
class ActionStates:
    """Which player actions are possible now, and the counts the buttons show."""

    hint: bool = False
    refresh: bool = False
    undo: bool = False
    redo: bool = False
    pause: bool = False
    paused: bool = False
    winnable: bool = False
    next_level: bool = False
    show_me: bool = False
    """Show Me can start (or, while it plays, stop)."""
    showing: bool = False
    """Show Me is playing."""
    offer_show_me: bool = False
    """The side panel offers Show Me: it plays, or it can start and the player seems stuck."""
    undo_to_winnable: int = 0
    """Moves Undo to Winnable takes back (0: not possible now)."""
    hints_left: int = 0
    refreshes_left: int = 0


@dataclass(frozen=True)
class GameStats:
    """What the side panel shows besides the clock."""

    score: int
    tiles_left: int
    combo: int
    seed: int
    level: int
    gravity: ShiftMode
    levels: bool
    """Whether clearing the board leads on to another level."""
    pairs_free: int = 0
    """The pairs that could be removed now (`Game.moves`; 0.6 ms on a full 20 x 30 board)."""
    timer_left_s: int | None = None
    """The whole seconds (rounded up) left to link the timer tiles in; None: no timer."""
    campaign_level: tuple[int, int] | None = None
    """The chapter and number of the campaign level in play, if it is one."""
    board_map: GameMap | None = None
    """The map in play, if any: with ``seed`` and ``numbered``, what replays the deal."""
    numbered: bool = True
    """Whether ``seed`` varies the deal (`Run.numbered`)."""


@dataclass(frozen=True)
class TimeLeft:
    """What the time bar shows: the seconds left (None when untimed) of ``limit_s``."""

    left_s: float | None
    limit_s: float


def action_states(game: Game | None, showing: bool = False) -> ActionStates:
    """The one place that decides which actions are enabled (all off before the first deal).

    ``showing``: Show Me is playing the game (it runs outside the model).
    Show Me needs a hint left and a solution from the solver for the position in
    play: undecided and lost positions have none.
    """
    if game is None:
        return ActionStates()
    phase, helps = game.phase, game.helps
    playing = phase is Phase.PLAYING
    can_show = playing and helps.hints_left > 0 and game.verdicts.solution(game.board) is not None
    return ActionStates(
        hint=playing and (helps.hints_left > 0 or helps.shown is not None),
        refresh=playing and helps.refreshes_left > 0,
        undo=game.can_undo,
        redo=game.can_redo,
        pause=phase in (Phase.PLAYING, Phase.PAUSED),
        paused=phase is Phase.PAUSED,
        winnable=playing and game.tiles_left > 0,
        next_level=phase is Phase.WON and game.settings.levels,
        show_me=showing or can_show,
        showing=showing,
        offer_show_me=showing or (can_show and game.clock.stuck),
        undo_to_winnable=game.back_to_clearable,
        hints_left=helps.hints_left,
        refreshes_left=helps.refreshes_left,
    )


def game_stats(game: Game) -> GameStats:
    return GameStats(
        game.scoring.points,
        game.tiles_left,
        game.scoring.combo,
        game.seed,
        game.level,
        game.gravity,
        game.settings.levels,
        len(game.moves()),
        timer_seconds(game),
        campaign_place(game.settings),
        game.settings.board_map,
        game.run.numbered,
    )


def campaign_place(settings: GameSettings) -> tuple[int, int] | None:
    """The campaign level a game on these settings plays (its map's key), or None."""
    board_map = settings.board_map
    return None if board_map is None or settings.levels else level_place(board_map.key)


def timer_seconds(game: Game) -> int | None:
    """`TimerTiles.left_s` in whole seconds, rounded up: a badge shows 1 until it ends."""
    left = game.timers.left_s
    return None if left is None else math.ceil(left)
