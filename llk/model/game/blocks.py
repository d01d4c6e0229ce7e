"""What a rival's props put in one game's way: stones on empty cells, and a freeze.

Stones (the prop "blocks", `llk.model.game.stones` for the rule) block lines as tiles do
for a while, and a tile that slides onto or across one breaks it; a freeze lets no pair
go for some seconds of play. A part of the game of its own because both only change
what the link rule reads and when it may act, never the tiles: the board the link rule
reads (`linking`) is the board in play with a stand-in tile on each stone.
`linking` and `settle` cost O(rows * cols), `slid` O(slides * stones) and the rest
O(stones).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from llk.model.board.grid import Board, Point, TileMove
from llk.model.game.play_clock import PlayClock
from llk.model.game.stones import standing, unbroken, with_stones


class Blocks:
    """The stones on the board in play (``board``: where to read it) and the play time of
    ``clock`` until which it is frozen; read-only outside the game, whose commands and a
    race's props (`llk.model.game.race_effects`) change them."""

    def __init__(self, clock: PlayClock, board: Callable[[], Board]) -> None:
        self._clock = clock
        self._board = board
        self._stones: frozenset[Point] = frozenset()
        self._frozen_until_s = 0.0
        """Play time until which no pair can go (`freeze`)."""

    @property
    def stones(self) -> frozenset[Point]:
        """The cells stones stand on: empty, yet they block lines."""
        return self._stones

    @property
    def frozen(self) -> bool:
        """Whether no pair can go now (`freeze`)."""
        return self._clock.elapsed() < self._frozen_until_s

    def linking(self) -> Board:
        """The board the link rule reads: stones block as tiles do (the board in play
        itself when none stands)."""
        board = self._board()
        return with_stones(board, self._stones) if self._stones else board

    def place(self, cells: Iterable[Point]) -> frozenset[Point]:
        """Stand stones on those of ``cells`` that are empty board cells; return them."""
        board = self._board()
        placed = standing(board, (cell for cell in cells if board.on_board(cell)))
        self._stones |= placed
        return placed

    def lift(self) -> None:
        """Every stone goes (their time is up, or the race is over)."""
        self._stones = frozenset()

    def freeze(self, seconds: float) -> None:
        """No pair can go for the next ``seconds`` of play (a longer freeze still on stays)."""
        self._frozen_until_s = max(self._frozen_until_s, self._clock.elapsed() + seconds)

    def slid(self, slides: Iterable[TileMove]) -> None:
        """Tiles slid (a shift): the stones they slid onto or across break."""
        self._stones = unbroken(self._stones, slides)

    def settle(self) -> None:
        """The board changed (a pair put back, the tiles rearranged): the stones under a
        tile are gone."""
        self._stones = standing(self._board(), self._stones)

    def mirror(self) -> None:
        """The board flipped left to right: the stones flip with it."""
        cols = self._board().cols
        self._stones = frozenset((r, cols - 1 - c) for r, c in self._stones)
