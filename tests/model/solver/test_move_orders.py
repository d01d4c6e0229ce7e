"""The solver's move orders: each is a reordering of the moves it is given, and leaves the
board as it found it."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import Board, deal, find_moves
from llk.model.board.path import Move
from llk.model.board.shifts import ShiftMode
from llk.model.solver import move_orders
from llk.model.solver.move_orders import LOOKAHEAD, ORDERS, MoveOrder, rare_first, rare_then_open
from llk.model.solver.search import play
from llk.model.solver.trial_moves import Undo, play_move


@given(
    seed=st.integers(0, 10**6),
    gravity=st.sampled_from(ShiftMode),
    order=st.sampled_from(ORDERS),
)
@settings(max_examples=60)
def test_every_order_tries_every_move_once(seed: int, gravity: ShiftMode, order: MoveOrder) -> None:
    board = deal(6, 8, 12, seed=seed)
    before = board.copy()
    moves = find_moves(board)
    ordered = order(board, moves, gravity, random.Random(seed))
    assert sorted(ordered) == moves
    assert board == before


@given(seed=st.integers(0, 10**6))
@settings(max_examples=30)
def test_rare_first_puts_the_rarest_face_first(seed: int) -> None:
    board = deal(6, 8, 12, seed=seed)
    moves = find_moves(board)
    counts = board.face_counts()
    ordered = rare_first(board, moves, ShiftMode.NONE, random.Random(seed))
    ranks = [counts[board[a]] for a, _ in ordered]
    assert ranks == sorted(ranks)


def open_after(board: Board, move: Move, gravity: ShiftMode) -> int:
    trial = board.copy()
    play(trial, move, gravity)
    return trial.open_count()


@given(seed=st.integers(0, 10**6), gravity=st.sampled_from(ShiftMode))
@settings(max_examples=40)
def test_rare_then_open_takes_among_the_rarest_the_moves_that_leave_most_tiles_open(
    seed: int, gravity: ShiftMode
) -> None:
    board = deal(6, 8, 12, seed=seed)
    moves = find_moves(board)
    counts = board.face_counts()
    ordered = rare_then_open(board, moves, gravity, random.Random(seed))
    ranks = [(counts[board[move[0]]], -open_after(board, move, gravity)) for move in ordered]
    assert ranks == sorted(ranks)


def test_rare_then_open_plays_only_the_rarest_moves_to_look(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Past `LOOKAHEAD` moves the rest follow by rarity alone, so a node of a huge board
    stays short: here one face has two tiles, 39 others four, all on two open rows."""
    faces = [1, 1, *[face for face in range(2, 41) for _ in range(4)]]
    board = Board.from_rows([faces[:79], faces[79:]])
    moves = find_moves(board)
    assert len(moves) > LOOKAHEAD
    played: list[Move] = []

    def play_and_note(board: Board, move: Move, gravity: ShiftMode) -> Undo:
        played.append(move)
        return play_move(board, move, gravity)

    monkeypatch.setattr(move_orders, "play_move", play_and_note)
    ordered = rare_then_open(board, moves, ShiftMode.NONE, random.Random(0))
    assert len(played) == LOOKAHEAD
    counts = board.face_counts()
    ranks = [counts[board[a]] for a, _ in ordered]
    assert ranks == sorted(ranks) and ranks[0] == 2
