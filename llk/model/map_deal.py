"""Dealing on a map: its stones, its tiles and its special tiles (`llk.model.specials`).

The map says where each special tile stands; the deal says which face each tile shows.
A fair deal plays the forward game of `llk.model.solvable` on the map's board, stones in
place, taking the key pair together and before any locked tile, so the removal order it
returns clears the board under every special rule: ice only asks for a second link of
its pair, and fog and timers change no link.
"""

from __future__ import annotations

from llk.model.board import Board
from llk.model.deal import deal_on
from llk.model.gravity import ShiftMode
from llk.model.map_file import GameMap
from llk.model.path import Move
from llk.model.solvable import UNBOUNDED, DealBudget, LockPlan, solvable_deal_on
from llk.model.specials import FOG, ICE, KEY_FACE, TIMER, lock, with_marks


def map_board(game_map: GameMap) -> Board:
    """The map's empty board: its shape and its stones. O(rows * cols)."""
    return Board(game_map.rows, game_map.cols).with_stones(game_map.stones)


def map_locks(game_map: GameMap) -> LockPlan:
    keys = game_map.keys
    return LockPlan((keys[0], keys[1]) if keys else None, frozenset(game_map.locked))


def deal_map(
    game_map: GameMap,
    kinds: int,
    gravity: ShiftMode,
    seed: int | None,
    solvable: bool,
    budget: DealBudget = UNBOUNDED,
) -> tuple[Board, list[Move] | None]:
    """A deal on ``game_map`` with ``kinds`` faces, fair under ``gravity`` when
    ``solvable`` (with the moves that clear it), else uniformly random. `ParameterError`
    when no fair deal is found (stones or locks can make that so), TimeoutError when
    ``budget`` runs out. Cost: `solvable_deal_on`'s, O(rows * cols) unfair."""
    empty, locks = map_board(game_map), map_locks(game_map)
    plan: list[Move] | None = None
    if solvable:
        board, plan = solvable_deal_on(empty, game_map.cells, kinds, gravity, seed, budget, locks)
    else:
        keys = set(game_map.keys)
        board = deal_on(empty, [c for c in game_map.cells if c not in keys], kinds, seed)
        for cell in keys:
            board[cell] = KEY_FACE
        lock(board, game_map.locked)
    for cells, mark in ((game_map.ice, ICE), (game_map.fog, FOG), (game_map.timers, TIMER)):
        with_marks(board, cells, mark)
    return board, plan
