"""Rules engine: clicks, score and combos, countdown, hints, refresh, undo/redo."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from llk.model import (
    Board,
    Game,
    GameSettings,
    Mismatch,
    Outcome,
    Phase,
    find_moves,
    find_path,
)
from llk.model.game.game_clock import POINTS_PER_SECOND_LEFT
from llk.model.game.scoring import BASE_POINTS, UNDO_PENALTY
from llk.model.limits import MAX_SEED
from tests.model.clock import FakeClock

SMALL = GameSettings(rows=4, cols=4, kinds=4, time_bonus_s=2.0)


def game_on(rows: list[list[int]], clock: FakeClock | None = None, **options: object) -> Game:
    """A game on a hand-made board; ``options`` are `GameSettings` fields."""
    game_settings = GameSettings(**options)  # type: ignore[arg-type]
    return Game(game_settings, seed=1, clock=clock or FakeClock(), board=Board.from_rows(rows))


def test_first_click_selects_and_second_on_twin_removes_with_path() -> None:
    game = game_on([[1, 0, 1], [2, 0, 2]])
    first = game.click((0, 0))
    assert (first.outcome, first.selected) == (Outcome.SELECTED, (0, 0))
    second = game.click((0, 2))
    assert second.outcome is Outcome.REMOVED
    assert second.removal is not None
    assert second.removal.path == [(0, 0), (0, 2)]
    assert second.selected is None
    assert game.board[0, 0] == game.board[0, 2] == 0
    assert game.scoring.points == BASE_POINTS


def test_click_on_selected_tile_deselects() -> None:
    game = game_on([[1, 1]])
    game.click((0, 0))
    result = game.click((0, 0))
    assert (result.outcome, result.selected) == (Outcome.DESELECTED, None)


def test_mismatch_says_why_and_selects_the_new_tile() -> None:
    game = game_on([[1, 2, 1, 2]])
    game.click((0, 0))
    different = game.click((0, 1))
    assert (different.outcome, different.mismatch) == (Outcome.MISMATCH, Mismatch.DIFFERENT_FACES)
    assert different.selected == (0, 1)
    game = game_on([[2, 2, 2], [2, 1, 2], [2, 2, 2], [2, 1, 2], [2, 2, 2]])
    game.click((1, 1))
    blocked = game.click((3, 1))
    assert (blocked.outcome, blocked.mismatch) == (Outcome.MISMATCH, Mismatch.NO_LINK)
    assert blocked.selected == (3, 1)


def test_click_on_empty_cell_is_ignored_and_keeps_selection() -> None:
    game = game_on([[1, 0, 1]])
    game.click((0, 0))
    result = game.click((0, 1))
    assert (result.outcome, result.selected) == (Outcome.IGNORED, (0, 0))


def test_click_off_board_raises() -> None:
    with pytest.raises(ValueError, match="not a cell"):
        game_on([[1, 1]]).click((1, 0))


def test_quick_pairs_build_a_combo_and_slow_ones_reset_it() -> None:
    clock = FakeClock()
    game = game_on([[1, 1, 2, 2, 3, 3, 4, 4]], clock, combo_window_s=3.0)
    points = []
    for gap, col in [(0.0, 0), (1.0, 2), (2.9, 4), (3.5, 6)]:
        clock.advance(gap)
        game.click((0, col))
        result = game.click((0, col + 1))
        assert result.removal is not None
        points.append(result.removal.points)
    assert points[:3] == [BASE_POINTS, 2 * BASE_POINTS, 3 * BASE_POINTS]
    assert game.phase is Phase.WON
    assert (game.scoring.combo, game.scoring.best_combo, game.record().best_combo) == (1, 3, 3)


def test_the_longest_combo_survives_undo_saving_and_the_next_level() -> None:
    clock = FakeClock()
    settings = GameSettings(rows=2, cols=6, kinds=3, levels=True)
    game = Game(settings, 1, clock, Board.from_rows([[1, 1, 2, 2, 3, 3], [0] * 6]))
    for col in (0, 2):
        game.click((0, col))
        game.click((0, col + 1))
    game.undo()
    assert (game.scoring.combo, game.scoring.best_combo) == (0, 2)
    assert Game.from_dict(game.to_dict(), clock).scoring.best_combo == 2
    saved_before = game.to_dict()
    del saved_before["best_combo"]  # a save from before it was kept
    assert Game.from_dict(saved_before, clock).scoring.best_combo == 0
    for col in (2, 4):
        game.click((0, col))
        game.click((0, col + 1))
    assert game.phase is Phase.WON
    assert game.next_level().scoring.best_combo == game.scoring.best_combo == 2


def test_the_clock_waits_for_the_first_action() -> None:
    for first_action in (lambda g: g.click((0, 0)), Game.hint, Game.refresh):
        clock = FakeClock()
        game = game_on([[1, 2, 0, 2, 1]], clock)
        clock.advance(60)  # reading the board costs nothing
        assert game.clock.elapsed() == 0
        first_action(game)
        clock.advance(5)
        assert game.clock.elapsed() == pytest.approx(5)


def test_a_click_on_an_empty_cell_does_not_start_the_clock() -> None:
    clock = FakeClock()
    game = game_on([[1, 0, 1]], clock)
    game.click((0, 1))
    clock.advance(9)
    assert game.clock.elapsed() == 0


def test_countdown_runs_with_bonus_and_ends_the_game() -> None:
    clock = FakeClock()
    game = game_on([[1, 1, 2, 0, 2]], clock, time_bonus_s=2.0)
    limit = game.clock.limit_s
    game.click((0, 0))
    clock.advance(4)
    assert game.clock.time_left() == pytest.approx(limit - 4)
    game.click((0, 1))
    assert game.clock.time_left() == pytest.approx(limit - 2)
    clock.advance(limit - 2)
    assert game.tick() is Phase.LOST
    assert game.click((0, 2)).outcome is Outcome.IGNORED
    clock.advance(5)
    assert game.clock.time_left() == 0
    assert game.clock.elapsed() == pytest.approx(limit + 2)


@pytest.mark.parametrize(
    "command",
    [
        lambda game: game.click((0, 3)),
        Game.hint,
        Game.refresh,
        Game.show_me,
        Game.pause,
        Game.undo,
        Game.redo,
        Game.undo_to_clearable,
    ],
)
def test_reading_never_ends_a_game_the_clock_does_at_each_command(command: Any) -> None:
    """Reading the game changes nothing; the clock runs out at `tick` or at the start of
    the next command, whatever it is, and the command then does nothing."""
    clock = FakeClock()
    game = game_on([[1, 1, 0, 2, 2]], clock)
    game.click((0, 0))
    clock.advance(game.clock.limit_s + 1)
    reads = (game.phase, game.in_progress, game.can_undo, game.record(), game.to_keep())
    assert [reads[0], game.phase] == [Phase.PLAYING] * 2  # read twice, nothing changed
    assert game.selected == (0, 0)
    command(game)
    assert game.phase is Phase.LOST and game.selected is None
    assert game.board.to_rows() == [[1, 1, 0, 2, 2]]


def test_a_game_saved_with_no_time_left_is_lost_as_it_loads() -> None:
    clock = FakeClock()
    game = Game(GameSettings(rows=2, cols=4, kinds=2), seed=1, clock=clock)
    game.hint()
    clock.advance(game.clock.limit_s)
    data = game.to_dict()
    assert Game.from_dict(data, FakeClock()).phase is Phase.LOST


def test_untimed_play_never_runs_out() -> None:
    clock = FakeClock()
    game = game_on([[1, 1]], clock, pace="untimed")
    game.click((0, 0))
    clock.advance(10_000)
    assert game.clock.time_left() is None
    assert game.tick() is Phase.PLAYING


def test_pause_stops_the_clock_and_ignores_clicks() -> None:
    clock = FakeClock()
    game = game_on([[1, 1, 2, 2]], clock)
    limit = game.clock.limit_s
    game.click((0, 0))
    clock.advance(3)
    game.pause()
    clock.advance(100)
    assert game.phase is Phase.PAUSED
    assert game.clock.time_left() == pytest.approx(limit - 3)
    assert game.click((0, 0)).outcome is Outcome.IGNORED
    assert game.hint() is None
    game.resume()
    clock.advance(1)
    assert game.clock.time_left() == pytest.approx(limit - 4)


def test_a_hold_freezes_the_clock_until_every_reason_is_released() -> None:
    clock = FakeClock()
    game = game_on([[1, 1, 2, 2]], clock)
    game.click((0, 0))
    game.clock.hold("dialog")
    game.clock.hold("background")
    clock.advance(50)
    game.clock.release("dialog")
    clock.advance(50)
    assert game.clock.elapsed() == 0 and game.phase is Phase.PLAYING
    game.clock.release("background")
    clock.advance(2)
    assert game.clock.elapsed() == pytest.approx(2)
    game.pause()
    game.clock.hold("dialog")
    game.resume()  # a pause ends, but the dialog still holds the clock
    clock.advance(7)
    assert game.clock.elapsed() == pytest.approx(2)


def test_win_bonus_pays_for_the_seconds_the_clock_shows() -> None:
    """The time bar read "209 s" as the level was won, and the bonus paid 208."""
    clock = FakeClock()
    game = game_on([[1, 1]], clock, time_bonus_s=0.0)
    game.click((0, 0))
    clock.advance(2.5)
    result = game.click((0, 1))
    assert result.phase is Phase.WON
    shown = game.clock.limit_s - 2  # 2.5 s gone: the clock shows the half second left whole
    assert result.win_bonus == shown * POINTS_PER_SECOND_LEFT
    assert game.scoring.points == BASE_POINTS + result.win_bonus


def test_hint_gives_the_shortest_link_and_counts_down() -> None:
    game = game_on([[1, 2, 0, 0, 1], [0, 0, 0, 0, 2]], hints=2)
    hint = game.hint()
    assert hint is not None
    assert hint.move == ((0, 1), (1, 4))
    assert hint.path == find_path(game.board, (0, 1), (1, 4))
    assert (hint.hints_left, game.helps.hints_used) == (1, 1)
    assert game.hint() == hint  # still on show: shown again, not spent again
    assert (game.helps.hints_left, game.helps.hints_used) == (1, 1)
    game.click((0, 1))
    game.click((1, 4))
    again = game.hint()
    assert again is not None and again.move == ((0, 0), (0, 4))
    assert game.helps.hints_left == 0
    game.undo()
    assert game.hint() is None  # the board changed and no hint is left


def test_refresh_spends_a_refresh_and_keeps_the_tiles() -> None:
    game = Game(SMALL, seed=5, clock=FakeClock())
    before = game.board.face_counts()
    result = game.refresh()
    assert result is not None
    assert not result.free
    assert result.refreshes_left == SMALL.refreshes - 1
    assert game.board.face_counts() == before
    assert find_moves(game.board)
    assert sorted(src for src, _ in result.moves) == sorted(p for p, _ in game.board.tiles())


def test_refresh_refused_when_none_left() -> None:
    game = game_on([[1, 2, 1, 2]], refreshes=0)
    assert game.refresh() is None


def test_dead_end_after_a_removal_is_refreshed_for_free() -> None:
    # Once the 3s are gone, the 1s and 2s block each other: no move is left.
    game = game_on([[3, 1, 2, 3], [0, 2, 1, 0]], refreshes=0)
    game.click((0, 0))
    removed = game.click((0, 3))
    assert removed.outcome is Outcome.REMOVED
    assert removed.reshuffle is not None and removed.reshuffle.free
    assert find_moves(game.board)
    assert game.helps.refreshes_left == 0


def test_same_seed_same_deal() -> None:
    assert Game(SMALL, seed=42).board == Game(SMALL, seed=42).board


class PlayMachine(RuleBasedStateMachine):
    """Random play: whatever the player does, the rules' invariants hold."""

    def __init__(self) -> None:
        super().__init__()
        self.clock = FakeClock()
        self.game = Game(SMALL, seed=0, clock=self.clock)
        self.faces = self.game.board.face_counts()

    @rule(seed=st.integers(0, 10_000))
    def new_game(self, seed: int) -> None:
        self.game = Game(SMALL, seed=seed, clock=self.clock)
        self.faces = self.game.board.face_counts()

    @rule(r=st.integers(0, 3), c=st.integers(0, 3))
    def click(self, r: int, c: int) -> None:
        before_score, before_tiles = self.game.scoring.points, self.game.tiles_left
        result = self.game.click((r, c))
        if result.outcome is Outcome.REMOVED:
            assert result.removal is not None
            assert self.game.tiles_left == before_tiles - 2
            assert (
                self.game.scoring.points == before_score + result.removal.points + result.win_bonus
            )
            self.faces[result.removal.face] -= 2
        else:
            assert self.game.tiles_left == before_tiles

    @precondition(lambda self: self.game.phase is Phase.PLAYING and bool(self.game.moves()))
    @rule(data=st.data())
    def play_a_move(self, data: st.DataObject) -> None:
        a, b = data.draw(st.sampled_from(self.game.moves()))
        self.game.clear_selection()
        self.game.click(a)
        result = self.game.click(b)
        assert result.outcome is Outcome.REMOVED
        assert result.removal is not None
        self.faces[result.removal.face] -= 2

    @rule()
    def hint(self) -> None:
        hint = self.game.hint()
        if hint is not None:
            assert find_path(self.game.board, *hint.move) == hint.path

    @rule()
    def refresh(self) -> None:
        self.game.refresh()

    @rule()
    def undo_then_redo_restores_the_board(self) -> None:
        board, tiles, hints = self.game.board, self.game.tiles_left, self.game.helps.hints_left
        score, time_left = self.game.scoring.points, self.game.clock.time_left()
        step = self.game.undo()
        if step is None:
            return
        self.faces[step.removal.face] += 2
        assert self.game.redo() is not None
        self.faces[step.removal.face] -= 2
        assert self.game.board == board
        assert (self.game.tiles_left, self.game.helps.hints_left) == (tiles, hints)
        assert self.game.scoring.points == score - UNDO_PENALTY
        assert self.game.clock.time_left() == time_left

    @rule()
    def undo(self) -> None:
        step = self.game.undo()
        if step is not None:
            self.faces[step.removal.face] += 2

    @rule(seconds=st.floats(0, 30))
    def wait(self, seconds: float) -> None:
        self.clock.advance(seconds)
        self.game.tick()

    @rule()
    def toggle_pause(self) -> None:
        if self.game.phase is Phase.PAUSED:
            self.game.resume()
        else:
            self.game.pause()

    @invariant()
    def tiles_match_the_faces_removed(self) -> None:
        assert +self.game.board.face_counts() == +self.faces
        assert all(count % 2 == 0 for count in self.game.board.face_counts().values())

    @invariant()
    def a_playing_board_always_has_a_move(self) -> None:
        if self.game.phase is Phase.PLAYING:
            assert self.game.moves()

    @invariant()
    def won_exactly_when_clear(self) -> None:
        assert (self.game.phase is Phase.WON) == (self.game.tiles_left == 0)

    @invariant()
    def time_left_within_bounds(self) -> None:
        left = self.game.clock.time_left()
        assert left is not None and left >= 0
        assert (self.game.phase is Phase.LOST) == (left == 0 and self.game.phase is not Phase.WON)


TestPlay = PlayMachine.TestCase
TestPlay.settings = settings(max_examples=150, stateful_step_count=40, deadline=None)


@given(seed=st.integers(0, MAX_SEED))
@settings(max_examples=30)
def test_a_fresh_game_always_has_a_move(seed: int) -> None:
    game = Game(GameSettings(rows=2, cols=2, kinds=2), seed=seed, clock=FakeClock())
    assert game.moves()
