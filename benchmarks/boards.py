"""The benchmarked boards: fixed deals, thinned as play would thin them."""

from __future__ import annotations

import random

from llk.model import Board, deal

SIZES = {"8x18": (8, 18, 36), "16x30": (16, 30, 120)}
"""Board shape and kinds: the seed's classic board and the largest the game allows."""

FILLS = {"full": 1.0, "60%": 0.6, "30%": 0.3}
BOARD_IDS = [f"{size} {fill}" for size in SIZES for fill in FILLS]


def make_board(board_id: str) -> Board:
    """A fixed deal thinned to the fill by removing random same-face pairs, as play would."""
    size, fill = board_id.split()
    rows, cols, kinds = SIZES[size]
    board = deal(rows, cols, kinds, seed=2024)
    rng = random.Random(7)
    tiles = [(r, c) for r in range(rows) for c in range(cols)]
    target = 2 * round(FILLS[fill] * len(tiles) / 2)
    while len(tiles) > target:
        a = rng.choice(tiles)
        b = rng.choice([t for t in tiles if t != a and board[t] == board[a]])
        for cell in (a, b):
            board[cell] = 0
            tiles.remove(cell)
    return board
