"""The change record: a position is new exactly when a tile came, went or moved."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from llk.model import Game, GameSettings, Phase, find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.changes import Changes
from tests.model.clock import FakeClock


@given(st.booleans(), st.booleans(), st.booleans(), st.integers(0, 40))
def test_moved_is_a_removal_a_reshuffle_or_a_step_of_history(
    removes: bool, shuffles: bool, steps: bool, seed: int
) -> None:
    game = Game(
        GameSettings(rows=2, cols=4, kinds=2, levels=False, gravity=ShiftMode.NONE),
        seed=seed,
        clock=FakeClock(),
    )
    a, b = find_moves(game.board)[0]
    game.click(a)
    removal = game.click(b).removal
    assert game.phase is Phase.PLAYING
    step = game.undo()
    reshuffle = game.refresh()
    changes = Changes(
        removal=removal if removes else None,
        reshuffle=reshuffle if shuffles else None,
        history=(step,) if steps and step is not None else (),
    )
    assert changes.moved == (removes or shuffles or steps)
