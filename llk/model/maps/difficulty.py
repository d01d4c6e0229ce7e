"""How hard a board or a map is, measured by random play-outs.

A play-out removes a uniformly random removable pair at each step (`find_moves`, then
the shift) until the board is clear or no pair is left. Three shares in [0, 1], averaged
over the play-outs, make the score: how many got stuck, how much of the board they
left when they did, and how little of the board was open along the way (1 - the moves
open at a step over the pairs left, capped at 1). Equal thirds, so 0 is a board every
play-out clears with every pair open, 100 one with no move at all. Budgeted by counts
(play-outs; each is at most one step a pair), deterministic for a seed.

Cost: O(play-outs * pairs) steps, each a `find_moves` (O(n) plus O(rows + cols) per
open same-face pair); some 3 ms a play-out on a 48-tile map, 75 ms on a 298-tile one.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from llk.model.board.grid import Board
from llk.model.board.path import find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.maps.map_deal import deal_map
from llk.model.maps.map_file import GameMap
from llk.model.solver.trial_moves import play_move

WORDS = ("easy", "medium", "hard", "very hard", "expert")
"""The word of each star count, 1 to 5 (the view translates them)."""


@dataclass(frozen=True)
class Difficulty:
    """A score from 0 (easiest) to 100, its stars (1 to 5, one per 20 points) and word,
    and the three shares it is made of."""

    score: int
    stuck: float
    left: float
    closed: float

    @property
    def stars(self) -> int:
        return 1 + min(4, self.score // 20)

    @property
    def word(self) -> str:
        return WORDS[self.stars - 1]


Sample = tuple[bool, float, float]
"""One play-out: stuck, share of tiles left, mean share of the board closed."""


def play_out(board: Board, gravity: ShiftMode, rng: random.Random) -> Sample:
    """One random play-out on a copy of ``board``. O(pairs) `find_moves` calls."""
    play, tiles = board.copy(), board.tile_count()
    closed: list[float] = []
    while moves := find_moves(play):
        closed.append(1.0 - min(1.0, 2 * len(moves) / play.tile_count()))
        play_move(play, rng.choice(moves), gravity)
    left = play.tile_count() / tiles if tiles else 0.0
    return left > 0, left, sum(closed) / len(closed) if closed else float(left > 0)


def rate(samples: list[Sample]) -> Difficulty:
    """The `Difficulty` of some play-outs (at least one). O(len(samples))."""
    n = len(samples)
    stuck = sum(s[0] for s in samples) / n
    left = sum(s[1] for s in samples) / n
    closed = sum(s[2] for s in samples) / n
    return Difficulty(round(100 * (stuck + left + closed) / 3), stuck, left, closed)


def deal_difficulty(
    board: Board, gravity: ShiftMode, seed: int = 0, playouts: int = 4
) -> Difficulty:
    """The difficulty of this deal: ``playouts`` random play-outs. Cost: see the module."""
    rng = random.Random(seed)
    return rate([play_out(board, gravity, rng) for _ in range(max(1, playouts))])


def map_difficulty(
    game_map: GameMap,
    gravity: ShiftMode,
    kinds: int,
    deals: int = 3,
    playouts: int = 1,
    seed: int = 0,
) -> Difficulty:
    """The difficulty of ``game_map``: ``playouts`` play-outs on each of ``deals`` uniform
    deals (`deal_on`, O(cells), not the fair deal, which costs O(pairs * rows * cols)).
    Cost: ``deals * playouts`` play-outs (see the module)."""
    rng = random.Random(seed)
    samples = []
    for _ in range(max(1, deals)):
        board = deal_map(game_map, kinds, gravity, rng.randrange(2**32), solvable=False)[0]
        samples += [play_out(board, gravity, rng) for _ in range(max(1, playouts))]
    return rate(samples)
