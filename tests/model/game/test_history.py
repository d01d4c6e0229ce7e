"""Undo and redo: the history of the pairs removed, on its own and as a game plays it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import Board, Game, GameSettings, Phase, Removal, find_moves
from llk.model.game.history import History
from llk.model.game.scoring import BASE_POINTS, UNDO_PENALTY
from tests.model.clock import FakeClock

SMALL = GameSettings(rows=4, cols=6, kinds=6, refreshes=0)
"""Twelve pairs: a few removed leave the board far from clear."""


def game_on(rows: list[list[int]]) -> Game:
    return Game(GameSettings(), seed=1, clock=FakeClock(), board=Board.from_rows(rows))


def play(game: Game, clock: FakeClock, pairs: int) -> None:
    """Remove ``pairs`` pairs (the first move each time), a second apart."""
    for _ in range(pairs):
        a, b = find_moves(game.board)[0]
        game.click(a)
        clock.advance(1)
        game.click(b)


def removal(face: int) -> Removal:
    return Removal((0, 0), (0, 1), face, [(0, 0), (0, 1)], 10, 1, 2.0)


def test_undo_costs_points_and_redo_gives_them_back() -> None:
    game = game_on([[1, 1, 0, 2, 2]])
    game.click((0, 0))
    game.click((0, 1))
    assert game.can_undo and not game.can_redo
    step = game.undo()
    assert step is not None and step.undone
    assert game.board.to_rows() == [[1, 1, 0, 2, 2]]
    assert game.scoring.points == -UNDO_PENALTY
    assert game.can_redo
    game.redo()
    assert game.board.to_rows() == [[0, 0, 0, 2, 2]]
    assert game.scoring.points == BASE_POINTS - UNDO_PENALTY


def test_new_removal_clears_redo() -> None:
    game = game_on([[1, 1, 0, 2, 2]])
    game.click((0, 0))
    game.click((0, 1))
    game.undo()
    game.click((0, 3))
    game.click((0, 4))
    assert not game.can_redo


def test_the_history_moves_steps_between_its_two_sides() -> None:
    history = History()
    boards = [Board.from_rows([[face, face]]) for face in (1, 2, 3)]
    history.played(boards[0], boards[1], removal(1))
    history.played(boards[1], boards[2], removal(2))
    assert history.positions() == boards[:2] and history.moves() == [((0, 0), (0, 1))] * 2
    step = history.undo(lambda bonus_s: bonus_s / 2)
    assert (step.after, step.bonus_taken_s) == (boards[2], 1.0)
    assert history.can_undo and history.can_redo
    assert history.redo() == step  # the bonus the undo took, for the redo to return
    history.undo(lambda bonus_s: 0.0)
    history.played(boards[1], boards[0], removal(3))
    assert not history.can_redo
    history.clear()
    assert not history.can_undo and history.positions() == []


@given(seed=st.integers(0, 10_000), pairs=st.integers(1, 5), back=st.integers(1, 5))
@settings(max_examples=40)
def test_undo_then_redo_gives_back_the_board_the_score_and_the_clock(
    seed: int, pairs: int, back: int
) -> None:
    clock = FakeClock()
    game = Game(SMALL, seed=seed, clock=clock)
    play(game, clock, pairs)
    board, score, left = game.board, game.scoring.points, game.clock.time_left()
    undone = [step for step in (game.undo() for _ in range(back)) if step is not None]
    for step in reversed(undone):
        redone = game.redo()
        assert redone is not None and redone.removal == step.removal
    assert game.redo() is None  # nothing more to take again
    assert game.board == board and game.clock.time_left() == left
    assert game.scoring.points == score - UNDO_PENALTY * len(undone)


@given(seed=st.integers(0, 10_000), pairs=st.integers(0, 5), back=st.integers(0, 12))
@settings(max_examples=40)
def test_no_run_of_undos_goes_below_the_first_position(seed: int, pairs: int, back: int) -> None:
    clock = FakeClock()
    game = Game(SMALL, seed=seed, clock=clock)
    play(game, clock, pairs)
    line = game.positions()  # the first position Undo can reach, ..., the one in play
    for n in range(1, back + 1):
        game.undo()
        assert game.board == line[max(0, len(line) - 1 - n)]
    if back >= len(line) - 1:
        score = game.scoring.points
        assert not game.can_undo and game.undo() is None
        assert (game.board, game.scoring.points) == (line[0], score)
    assert game.phase is Phase.PLAYING


def test_the_record_counts_the_pairs_put_back() -> None:
    clock = FakeClock()
    game = Game(SMALL, seed=3, clock=clock)
    play(game, clock, 2)
    assert game.record().undos == 0
    game.undo()
    game.redo()
    game.undo()
    assert game.record().undos == 2
