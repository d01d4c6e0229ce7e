"""Dealing on a map: its stones, its tiles and its special tiles (`llk.model.board.specials`).

The map says where each special tile stands; the deal says which face each tile shows.
A fair deal plays the forward game of `llk.model.solver.solvable` on the map's board, stones in
place, taking the key pair together and before any locked tile, so the removal order it
returns clears the board under every special rule: ice only asks for a second link of
its pair, and fog and timers change no link.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from llk.model.board.grid import Board
from llk.model.board.path import Move
from llk.model.board.shifts import ShiftMode
from llk.model.board.specials import FOG, ICE, KEY_FACE, TIMER, lock, with_marks
from llk.model.errors import ParameterError
from llk.model.maps.map_file import GameMap, MapError, region_problem
from llk.model.solver.deal import deal_on
from llk.model.solver.solvable import UNBOUNDED, DealBudget, LockPlan, solvable_deal_on

MAP_DEAL_SEEDS = 8
"""The seeds a fair deal on a map tries, the game's own first, before it is said to have
none: stones and locks can get every forward game of one seed stuck (`arrange`) and not
another's. On a map of 49 stones and 38 tiles, 1 deal in 6 got stuck with one seed, 2
in 1,800 with eight; the game deals the layout then, and says so (`GameController`)."""
SEED_STEP = 7_919
"""How far apart the seeds tried after the game's own are."""
CHECK_STEPS = 20_000
"""The forward game's steps a check for a fair deal may take (`DealBudget.steps`, the
same on every machine): a 20 x 30 map deals fair in under 2,000."""


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
    empty = map_board(game_map)
    plan: list[Move] | None = None
    if solvable:
        board, plan = _fair_deal(empty, game_map, kinds, gravity, seed, budget)
    else:
        keys = set(game_map.keys)
        board = deal_on(empty, [c for c in game_map.cells if c not in keys], kinds, seed)
        for cell in keys:
            board[cell] = KEY_FACE
        lock(board, game_map.locked)
    for cells, mark in ((game_map.ice, ICE), (game_map.fog, FOG), (game_map.timers, TIMER)):
        with_marks(board, cells, mark)
    return board, plan


def _fair_deal(
    empty: Board,
    game_map: GameMap,
    kinds: int,
    gravity: ShiftMode,
    seed: int | None,
    budget: DealBudget,
) -> tuple[Board, list[Move]]:
    """`solvable_deal_on` with ``seed``, else with the `MAP_DEAL_SEEDS` seeds after it
    (the same ones each time, so a game number still deals one board)."""
    seeds = [
        None if seed is None else (seed + attempt * SEED_STEP) % 2**32
        for attempt in range(MAP_DEAL_SEEDS)
    ]
    locks = map_locks(game_map)
    for tried in seeds[:-1]:
        try:
            return solvable_deal_on(empty, game_map.cells, kinds, gravity, tried, budget, locks)
        except ParameterError:
            continue
    return solvable_deal_on(empty, game_map.cells, kinds, gravity, seeds[-1], budget, locks)


def fair_problem(
    game_map: GameMap, kinds: int, gravity: ShiftMode, steps: int = CHECK_STEPS
) -> str | None:
    """Why no fair deal on ``game_map`` was found under ``gravity`` (stones walling tiles
    in, a forward game stuck at every try, or ``steps`` run out), in one line; None when
    one was. The one rule the editor's "fair", Import and the game's fallback share.
    Cost: `deal_map`'s, at most ``steps`` steps."""
    walled = region_problem(game_map)
    if walled is not None:
        return walled[1]
    try:
        deal_map(game_map, kinds, gravity, 1, True, DealBudget(steps=steps))
    except ParameterError as error:
        return str(error)
    except TimeoutError:
        return f"no fair deal found in {steps} steps of the dealer"
    return None


def check_kinds(game_map: GameMap) -> int:
    """The faces a check deals ``game_map`` with: its own, else about four tiles a face."""
    return game_map.kinds_for(max(1, game_map.tiles // 4))


def fair_shifts(
    game_map: GameMap, source: str, known: Mapping[ShiftMode, str | None] | None = None
) -> GameMap:
    """``game_map`` allowing only the shift modes it allows that have a fair deal
    (`fair_problem`, or what ``known`` says of a mode: its problem, None when fair, as a
    check of the same map found); `MapError` naming ``source`` when none has. Cost:
    `fair_problem`'s once a mode it allows that ``known`` does not answer."""
    known = known or {}
    problems = {
        mode: known[mode] if mode in known else fair_problem(game_map, check_kinds(game_map), mode)
        for mode in game_map.shifts
    }
    fair = tuple(mode for mode, problem in problems.items() if problem is None)
    if not fair:
        reason = next(problem for problem in problems.values() if problem)
        reason = reason.removeprefix("no fair deal: ")
        raise MapError(source, None, f"no fair deal under any shift mode it allows ({reason})")
    return replace(game_map, shifts=fair)
