"""Carrying a solution over the player's move: whatever it returns clears the board."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import Board, deal, find_moves, find_path
from llk.model.board.layouts import Layout
from llk.model.board.shifts import ShiftMode
from llk.model.solver.replan import carry_over, replan
from llk.model.solver.search import play
from llk.model.solver.solvable import solvable_deal
from tests.model.replay import clears


@given(
    seed=st.integers(0, 10**6),
    gravity=st.sampled_from(ShiftMode),
    choice=st.integers(0, 10**6),
    ahead=st.integers(0, 20),
)
@settings(max_examples=150)
def test_a_carried_plan_clears_the_new_position_or_links_as_far_as_it_goes(
    seed: int, gravity: ShiftMode, choice: int, ahead: int
) -> None:
    """What `carry_over` returns replays move by move on the new position, and says it
    is complete exactly when it clears it (the solver may start from where it leads);
    `replan` gives those moves exactly when they are complete."""
    board, solution = solvable_deal(6, 8, 12, Layout.FULL, gravity, seed)
    for move in solution[:ahead]:  # somewhere into the game
        play(board, move, gravity)
    solution = solution[ahead:]
    moves = find_moves(board)
    if not moves:
        return
    played = moves[choice % len(moves)]
    after = board.copy()
    play(after, played, gravity)
    carried = carry_over(board, solution, played, gravity)
    assert carried is not None
    replayed = after.copy()
    for move in carried.moves:
        assert find_path(replayed, *move) is not None
        play(replayed, move, gravity)
    assert carried.complete == replayed.is_clear()
    replanned = replan(board, solution, played, gravity)
    assert (replanned is not None) == carried.complete
    if replanned is not None:
        assert len(replanned) == len(solution) - 1
        assert clears(after, replanned, gravity)


@given(seed=st.integers(0, 10**6), pick=st.integers(0, 10**6))
@settings(max_examples=60)
def test_without_shifts_a_planned_pair_always_carries_over(seed: int, pick: int) -> None:
    """Removing tiles only opens paths when nothing moves: the plan less any of its
    pairs still clears the board."""
    board, solution = solvable_deal(6, 8, 12, Layout.FULL, ShiftMode.NONE, seed)
    planned = solution[pick % len(solution)]
    if find_path(board, *planned) is None:
        return  # not playable yet
    after = board.copy()
    play(after, planned, ShiftMode.NONE)
    carried = replan(board, solution, planned, ShiftMode.NONE)
    assert carried is not None and clears(after, carried, ShiftMode.NONE)


def test_the_next_planned_move_leaves_the_rest_of_the_plan() -> None:
    board, solution = solvable_deal(8, 12, 24, Layout.FULL, ShiftMode.DOWN, 3)
    assert replan(board, solution, solution[0], ShiftMode.DOWN) == solution[1:]


def test_moves_of_another_board_do_not_carry() -> None:
    board = deal(4, 4, 4, seed=1)
    emptied = Board(4, 4)
    emptied[0, 0] = emptied[0, 1] = 1
    assert replan(emptied, [((1, 1), (1, 2))], ((0, 0), (0, 1)), ShiftMode.NONE) is None
    assert replan(board, [], find_moves(board)[0], ShiftMode.NONE) is None
