"""Each campaign level's fair deal and its proof: its seed, its faces and its one shift
mode give the board the game deals, with the plan that clears it, and the exact solver
clears it within `PROOF_NODES` positions (the tests and ``tools/make_campaign.py``)."""

from __future__ import annotations

from llk.model.board.grid import Board
from llk.model.board.path import Move
from llk.model.board.shifts import ShiftMode
from llk.model.game.settings import GameSettings
from llk.model.maps.map_deal import deal_map
from llk.model.maps.map_file import GameMap

PROOF_NODES = 200_000
"""The solver's node budget within which each level's deal is proven clearable."""


def level_stem(chapter: int, level: int) -> str:
    """The file stem (and key) of a level: ``c2-07``."""
    return f"c{chapter}-{level:02d}"


def level_mode(game_map: GameMap) -> ShiftMode:
    """The shift mode a campaign level is played in: the one its map allows."""
    if len(game_map.shifts) != 1:
        raise ValueError(f"{game_map.name}: a campaign level names one shift mode")
    return game_map.shifts[0]


def dealt_level(game_map: GameMap) -> tuple[Board, list[Move]]:
    """The level's fair deal (its seed, its faces, its shift mode) and the plan that
    clears it; `ParameterError` when the seed gives none. Cost: `deal_map`'s."""
    kinds = GameSettings(levels=False).on_map(game_map).kinds
    board, plan = deal_map(game_map, kinds, level_mode(game_map), game_map.seed, solvable=True)
    assert plan is not None
    return board, plan
