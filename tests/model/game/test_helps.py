"""Hints, refreshes and Show Me: what they cost."""

from __future__ import annotations

from llk.model import Board, GameSettings, find_path
from llk.model.board.specials import FOG
from llk.model.game.helps import SHOW_ME_COST, Helps


def test_a_hint_costs_one_and_is_shown_again_for_free_until_the_board_changes() -> None:
    board = Board.from_rows([[1, 2, 0, 2, 1], [3, 0, 0, 0, 3]])
    helps = Helps(hints_left=2, hints_used=0, refreshes_left=0)
    hint = helps.hint(board)
    assert hint is not None and hint.move == ((0, 1), (0, 3))  # the shortest link
    assert hint.path == find_path(board, *hint.move) and hint.hints_left == 1
    assert helps.hint(board) is hint and (helps.hints_left, helps.hints_used) == (1, 1)
    helps.board_changed()
    assert helps.hint(board) is not None and helps.hints_left == 0
    helps.board_changed()
    assert helps.hint(board) is None


def test_no_hint_where_no_move_is() -> None:
    helps = Helps(3, 0, 0)
    assert helps.hint(Board.from_rows([[1, 2], [2, 1]])) is None and helps.hints_left == 3


def test_show_me_plays_while_a_hint_pays_for_its_next_pair() -> None:
    helps = Helps(SHOW_ME_COST, 0, 0)
    helps.start_show_me()
    assert helps.showing
    helps.pay_show_me()
    assert not helps.showing and (helps.hints_left, helps.hints_used) == (0, SHOW_ME_COST)


def test_all_helps_left_until_one_is_spent() -> None:
    settings = GameSettings(hints=3, refreshes=2)
    assert Helps(3, 0, 2).all_left(settings)
    assert not Helps(2, 1, 2).all_left(settings) and not Helps(3, 0, 1).all_left(settings)


def test_a_hint_shows_a_pair_with_no_fogged_tile_when_there_is_one() -> None:
    board = Board.from_rows([[1, 1, 0, 2, 0, 2]])  # the 1s link shortest
    board.set_mark((0, 0), FOG)
    shown = Helps(3, 0, 1).best(board)
    assert shown is not None and shown.move == ((0, 3), (0, 5))
    board.set_mark((0, 3), FOG)  # every pair fogged: the shortest again
    shown = Helps(3, 0, 1).best(board)
    assert shown is not None and shown.move == ((0, 0), (0, 1))
