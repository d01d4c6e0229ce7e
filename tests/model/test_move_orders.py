"""The solver's move orders: each is a reordering of the moves it is given."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import GRAVITIES, deal, find_moves
from llk.model.move_orders import ORDERS, MoveOrder, rare_first


@given(
    seed=st.integers(0, 10**6),
    gravity=st.sampled_from(GRAVITIES),
    order=st.sampled_from(ORDERS),
)
@settings(max_examples=60)
def test_every_order_tries_every_move_once(seed: int, gravity: str, order: MoveOrder) -> None:
    board = deal(6, 8, 12, seed=seed)
    moves = find_moves(board)
    ordered = order(board, moves, gravity, random.Random(seed))
    assert sorted(ordered) == moves


@given(seed=st.integers(0, 10**6))
@settings(max_examples=30)
def test_rare_first_puts_the_rarest_face_first(seed: int) -> None:
    board = deal(6, 8, 12, seed=seed)
    moves = find_moves(board)
    counts = board.face_counts()
    ordered = rare_first(board, moves, "none", random.Random(seed))
    ranks = [counts[board[a]] for a, _ in ordered]
    assert ranks == sorted(ranks)
