"""A game on a map with special tiles: what each one does to a click, an undo, a save
and a refresh, and that a fair deal's plan plays to a win under every shift mode."""

from __future__ import annotations

import json

import pytest

from llk.model import Board, Game, GameSettings, ShiftMode
from llk.model.board.path import has_move
from llk.model.board.specials import CRACKED, FOG, ICE, KEY_FACE, TIMER, is_locked
from llk.model.game.results import Mismatch, Outcome, Phase
from llk.model.maps.map_deal import deal_map
from llk.model.maps.map_file import GameMap, parse_map
from tests.model.clock import FakeClock
from tests.model.replay import play_plan
from tests.model.special_map import SPECIALS_TEXT, walled_off_game

LEVEL = SPECIALS_TEXT


def _game(mode: ShiftMode = ShiftMode.NONE, text: str = LEVEL) -> tuple[Game, FakeClock]:
    game_map = parse_map(text)
    settings = GameSettings(levels=False).on_map(game_map)
    settings = GameSettings(**{**vars(settings), "gravity": mode})
    clock = FakeClock()
    return Game(settings, seed=1, clock=clock), clock


def _pair_with(game: Game, cell: tuple[int, int]) -> tuple[tuple[int, int], tuple[int, int]]:
    return next(move for move in game.moves() if cell in move)


def test_the_level_deals_its_stones_keys_locks_and_marks() -> None:
    game, _ = _game()
    board = game.board
    assert board.stones == {(0, 2)}
    assert board[0, 0] == board[0, 1] == KEY_FACE
    assert is_locked(board[2, 0]) and is_locked(board[2, 3])
    assert board.mark((1, 1)) == ICE and board.mark((1, 3)) == FOG
    assert board.mark((1, 5)) == TIMER
    assert game.clock.time_left() == 300


def test_ice_cracks_at_the_first_link_and_goes_at_the_second() -> None:
    game, _ = _game()
    a, b = _pair_with(game, (1, 1))
    game.click(a)
    cracked = game.click(b)
    assert cracked.outcome is Outcome.CRACKED and cracked.cracked == (a, b)
    assert game.board.mark((1, 1)) == CRACKED and game.tiles_left == 16
    game.click(a)
    assert game.click(b).outcome is Outcome.REMOVED
    assert game.tiles_left == 14


def test_a_locked_tile_says_why_until_the_key_pair_opens_every_lock() -> None:
    game, _ = _game()
    game.click((2, 0))
    refused = game.click((2, 1))
    assert refused.mismatch is Mismatch.LOCKED
    game.click((0, 0))
    removed = game.click((0, 1)).removal
    assert removed is not None and set(removed.unlocked) == {(2, 0), (2, 3)}
    assert not any(is_locked(face) for _, face in game.board.tiles())


def test_fog_lifts_when_a_neighbour_goes() -> None:
    game, _ = _game()
    neighbour = next(
        move for move in game.moves() if any(abs(r - 1) + abs(c - 3) == 1 for r, c in move)
    )
    game.click(neighbour[0])
    removal = game.click(neighbour[1]).removal
    assert removal is not None and (1, 3) in removal.revealed
    assert not game.board.mark((1, 3)) & FOG


def test_a_timer_tile_linked_in_time_adds_its_seconds_and_an_undo_takes_them_back() -> None:
    game_map = parse_map("LLK map 2\nname: t\ntime: 100\ntimer: 20 5\n---\nTXXX\nXXXX\n")
    settings = GameSettings(levels=False, solvable=False).on_map(game_map)
    board = Board.from_rows([[1, 1, 2, 2], [3, 3, 4, 4]])
    board.set_mark((0, 0), TIMER)
    clock = FakeClock()
    game = Game(settings, seed=1, clock=clock, board=board)
    game.click((0, 0))
    clock.advance(3)
    left = game.clock.time_left()
    assert left is not None
    removal = game.click((0, 1)).removal
    assert removal is not None and removal.timer_s == 5
    assert game.clock.time_left() == pytest.approx(left + removal.time_bonus_s)
    assert removal.time_bonus_s >= 5
    game.undo()
    assert game.clock.time_left() == pytest.approx(left)


def test_a_timer_tile_missed_costs_its_seconds_and_turns_plain() -> None:
    game, clock = _game()
    game.click((0, 0))  # the clock starts
    clock.advance(25)
    left = game.clock.time_left()
    assert game.timers.left_s == 0.0
    game.tick()
    assert game.timers.missed == 1 and game.timers.left_s is None
    assert game.board.mark((1, 5)) == 0
    assert game.clock.time_left() == pytest.approx(left - 5)


def test_a_save_keeps_the_stones_the_locks_and_the_marks() -> None:
    game, _ = _game()
    a, b = _pair_with(game, (1, 1))
    game.click(a)
    game.click(b)  # cracked
    data = json.loads(json.dumps(game.to_dict()))
    again = Game.from_dict(data, clock=FakeClock())
    assert again.board == game.board
    assert again.board.stones == {(0, 2)}


def test_a_save_with_a_mark_off_its_tile_is_refused() -> None:
    game, _ = _game()
    data = json.loads(json.dumps(game.to_dict()))
    data["marks"] = [[0, 3, ICE]]  # an empty cell
    with pytest.raises(ValueError, match="no tile"):
        Game.from_dict(data, clock=FakeClock())
    data["marks"] = [[1, 1, 1e400]]
    with pytest.raises(ValueError, match="marks"):
        Game.from_dict(data, clock=FakeClock())


def test_a_refresh_keeps_the_keys_the_locks_and_the_marks_on_their_cells() -> None:
    game, _ = _game()
    before = game.board
    game.refresh()
    after = game.board
    assert after.stones == before.stones
    assert list(after.marked()) == list(before.marked())
    assert [c for c, f in after.tiles() if f == KEY_FACE] == [(0, 0), (0, 1)]
    assert {c for c, f in after.tiles() if is_locked(f)} == {(2, 0), (2, 3)}
    assert sorted(f for _, f in after.tiles()) != [] and after.tile_count() == 16


@pytest.mark.parametrize("mode", list(ShiftMode))
def test_the_fair_plan_wins_the_level_under_every_mode(mode: ShiftMode) -> None:
    game, clock = _game(mode)
    game_map: GameMap = game.settings.board_map  # type: ignore[assignment]
    board, plan = deal_map(game_map, game.settings.kinds, mode, game_map.seed, solvable=True)
    assert board == game.board and plan is not None
    play_plan(game, clock, plan)
    assert game.phase is Phase.WON


def test_play_that_walls_the_last_tiles_off_leaves_them_unshuffled_and_undoable() -> None:
    """Two equal tiles the level's stones wall off from each other (`walled_off_game`):
    the free shuffle used to raise out of the click (no fair order, and none with a move,
    exists). Now they stay where they are, a refresh is not spent on them, and an undo
    leads on."""
    saved = walled_off_game(refreshes_left=2)
    board = saved.board.copy()
    assert saved.refresh() is None
    assert saved.helps.refreshes_left == 2 and saved.board == board
    played = walled_off_game()
    assert played.can_undo and played.undo() is not None and has_move(played.board)
