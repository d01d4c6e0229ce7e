"""Check the difficulty score against a greedy bot: Spearman rank correlation.

The bot takes the first removable pair in reading order, no look-ahead, no refresh.
For each board (shipped maps and layouts, several shift modes) it plays a few deals;
its share of tiles left when stuck is ranked against `map_difficulty`.
Run: python tools/calibrate_difficulty.py
"""

from __future__ import annotations

import random

from llk.model.board.grid import Board
from llk.model.board.layouts import Layout
from llk.model.board.path import find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.maps.catalog import layout_map, shipped_maps
from llk.model.maps.difficulty import map_difficulty
from llk.model.maps.map_file import GameMap
from llk.model.solver.deal import deal_on
from llk.model.solver.trial_moves import play_move

MODES = (ShiftMode.NONE, ShiftMode.DOWN, ShiftMode.CENTER_X)


def ranks(values: list[float]) -> list[float]:
    """Ranks from 1, ties given their mean rank. O(n log n)."""
    order = sorted(range(len(values)), key=values.__getitem__)
    out = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return out


def spearman(xs: list[float], ys: list[float]) -> float:
    """Pearson correlation of the ranks. O(n log n)."""
    rx, ry = ranks(xs), ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    var = (sum((a - mx) ** 2 for a in rx) * sum((b - my) ** 2 for b in ry)) ** 0.5
    return cov / var if var else 0.0


def greedy_left(game_map: GameMap, gravity: ShiftMode, kinds: int, deals: int) -> float:
    """The bot's mean share of tiles left (0 = cleared) over ``deals`` uniform deals."""
    rng, total = random.Random(99), 0.0
    for _ in range(deals):
        board = deal_on(
            Board(game_map.rows, game_map.cols), game_map.cells, kinds, rng.randrange(2**32)
        )
        while moves := find_moves(board):
            play_move(board, moves[0], gravity)
        total += board.tile_count() / game_map.tiles
    return total / deals


def main() -> None:
    maps = [*shipped_maps(), *(layout_map(layout, 8, 12) for layout in Layout)]
    scores: list[float] = []
    bot: list[float] = []
    for game_map in maps:
        kinds = game_map.faces or min(24, game_map.tiles // 4)
        for gravity in MODES:
            score = map_difficulty(game_map, gravity, kinds, deals=3, playouts=1).score
            left = greedy_left(game_map, gravity, kinds, 4)
            scores.append(score)
            bot.append(left)
            print(f"{game_map.key:10} {gravity:9} score={score:3} bot left={left:.2f}", flush=True)
    print(
        f"Spearman(score, bot tiles left) = {spearman(scores, bot):.2f} over {len(scores)} boards"
    )


if __name__ == "__main__":
    main()
