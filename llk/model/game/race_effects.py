"""What a race does to one game: its props' effects (`llk.model.versus.props` decides who
gets which, and when) and putting a racer out.

A part of the game of its own because none of it is the player's command: nothing here
is noted in the game's journal (the race keeps its props' times itself, and plays them
again from those), and none of it counts as the player acting but a bomb and a
rearrangement (each starts the clock, as the player's first pair or refresh would). Each
effect changes the board in play through the game's table (`llk.model.game.table`), so a
bomb's pair scores and ends the game as a linked one would. A bomb costs a hint's search
(`Helps.best`), a rearrangement a shuffle (`Shuffles.shuffled`), the rest O(rows * cols)
at most.
"""

from __future__ import annotations

from llk.model.board.grid import Point
from llk.model.game.results import ClickResult, Phase, Reshuffle
from llk.model.game.table import Table


class RaceEffects:
    """The effects of a race on the game whose board in play is ``table``."""

    def __init__(self, table: Table) -> None:
        self._table = table

    def rearrange(self) -> Reshuffle | None:
        """Shuffle the tiles left for free (a prop, not one of the game's refreshes)."""
        return self._table.reshuffle(free=True) if self._table.act() else None

    def bomb(self) -> ClickResult | None:
        """Take the pair with the shortest link, as if the player had linked it (it scores,
        it builds the combo); None when no pair links or the board is frozen."""
        table = self._table
        hint = table.best_pair()
        if not table.act(hint is not None and not table.blocks.frozen):
            return None
        assert hint is not None
        return table.take(*hint.move, hint.path)

    def add_time(self, seconds: float) -> None:
        """Put ``seconds`` on the clock (no effect in untimed play)."""
        if self._table.tick() is Phase.PLAYING:
            self._table.clock.add(seconds)

    def mirror(self) -> Reshuffle | None:
        """Flip the board left to right, stones too (`Board.mirrored`: every pair that
        linked still links). It cannot be undone: the history ends here."""
        table = self._table
        if table.tick() is not Phase.PLAYING:
            return None
        table.blocks.mirror()
        return table.rearrange(table.board.mirrored(), free=True)

    def place_stones(self, cells: frozenset[Point]) -> frozenset[Point]:
        """Stand stones on those of ``cells`` that are empty board cells (`Blocks.place`);
        return them. Undo never takes a pair back past them: the history ends here."""
        table = self._table
        if table.tick() is not Phase.PLAYING:
            return frozenset()
        placed = table.blocks.place(cells)
        if placed:
            table.helps.board_changed()
            table.history.clear()
        return placed

    def lift_stones(self) -> None:
        """The stones go (their time is up, or the race is over)."""
        self._table.blocks.lift()
        self._table.helps.board_changed()

    def freeze(self, seconds: float) -> None:
        """No pair can go for the next ``seconds`` of play (a click says why)."""
        self._table.blocks.freeze(seconds)

    def stop(self) -> None:
        """End the game lost now: the race put the player out."""
        if self._table.tick() in (Phase.PLAYING, Phase.PAUSED):
            self._table.lose()
