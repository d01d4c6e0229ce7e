"""The Show Me player on its own: it picks the solution's tiles in order and stops as soon
as the board is not the one the next pair was meant for."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from llk.controller.show_me_player import ShowMePlayer
from llk.model import Board, Point, play
from llk.model.board.shifts import ShiftMode

BOARD = Board.from_rows([[1, 1, 2, 2]])
MOVES = [((0, 0), (0, 1)), ((0, 2), (0, 3))]


def stopping(running: bool) -> bool:
    return not running


def test_it_picks_each_pair_in_order_while_the_board_follows(qtbot: QtBot) -> None:
    board = BOARD.copy()
    picked: list[Point] = []

    def pick(point: Point) -> None:
        picked.append(point)
        if len(picked) % 2 == 0:
            play(board, (picked[-2], point), ShiftMode.NONE)

    player = ShowMePlayer(pick, board.copy)
    player.set_pace(0)
    with qtbot.waitSignal(player.running_changed, check_params_cb=stopping) as stopped:
        player.start(BOARD, MOVES, ShiftMode.NONE)
    assert stopped.args == [False]
    assert picked == [point for move in MOVES for point in move] and board.is_clear()


def test_it_stops_when_the_board_is_not_the_expected_one(qtbot: QtBot) -> None:
    picked: list[Point] = []
    other = Board.from_rows([[2, 2, 1, 1]])
    player = ShowMePlayer(picked.append, other.copy)
    player.set_pace(0)
    with qtbot.waitSignal(player.running_changed, check_params_cb=stopping) as stopped:
        player.start(BOARD, MOVES, ShiftMode.NONE)
    assert stopped.args == [False] and picked == [] and not player.running
