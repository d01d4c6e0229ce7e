"""The game controller on its own, without a window or a solver process (a fake solver
answers at once): each command tells what it changed in one record (`Changes`), and the
end of a game (or of a level) is said once."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from llk.controller import commands, status_lines
from llk.controller.game_controller import GameController
from llk.model import Board, Game, GameSettings, Mismatch, Phase, find_moves, find_path
from llk.model.board.shifts import ShiftMode
from llk.model.changes import NOTHING_SELECTED, Changes, Mismatched, Selection
from llk.model.game.results import GameRecord
from llk.model.game.scoring import UNDO_PENALTY
from llk.model.game.settings import Pace
from llk.model.records.endings import level_cleared
from llk.model.solver.search import SearchBudget
from tests.controller.fake_solver import FakeSolver
from tests.model.clock import FakeClock
from tests.model.special_map import walled_off_game

FIRST = SearchBudget(nodes=2_000)
LONGER = (SearchBudget(nodes=20_000),)
"""The watcher's budgets: positions, not seconds (as in tests/game_window.py)."""
PAIRS = Board.from_rows([[1, 1, 2, 2]])
ENCLOSED = Board.from_rows([[2, 3, 2, 0], [3, 1, 3, 0], [2, 3, 2, 1]])
"""The 1 at (1, 1) is walled in: no line reaches the 1 at (2, 3)."""
DEAD_END = Board.from_rows([[3, 1, 2, 3], [0, 2, 1, 0]])
"""Once the 3s are gone, the 1s and 2s block each other: no move is left."""


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def controller(qtbot: QtBot, clock: FakeClock) -> Iterator[GameController]:
    made = GameController(FakeSolver(), clock)
    made.watcher.budget, made.watcher.patience = FIRST, LONGER
    yield made
    made.shutdown()


def heard(controller: GameController) -> list[Changes]:
    """The records ``controller`` tells from now on."""
    told: list[Changes] = []
    controller.changed.connect(told.append)
    return told


def play(
    controller: GameController, clock: FakeClock, board: Board, **settings: object
) -> list[Changes]:
    """Start a game on ``board`` (without shifts, or with ``settings``); the records told
    after the start."""
    chosen = GameSettings(**{"levels": False, **settings})  # type: ignore[arg-type]
    controller.start(Game(chosen, seed=1, clock=clock, board=board))
    return heard(controller)


def take_the_1s(controller: GameController) -> None:
    """Take the pair of 1s of `PAIRS`."""
    controller.click((0, 0))
    controller.click((0, 1))


def test_a_start_draws_the_board_then_tells_the_rest(
    qtbot: QtBot, controller: GameController, clock: FakeClock
) -> None:
    told = heard(controller)
    with qtbot.waitSignal(controller.started) as started:
        controller.start(
            Game(
                GameSettings(levels=False, gravity=ShiftMode.NONE), seed=1, clock=clock, board=PAIRS
            )
        )
    assert started.args == [PAIRS]
    [record] = told
    assert (record.selection, record.paused) == (NOTHING_SELECTED, False)
    assert record.message == "Game 1: link pairs of equal tiles."
    assert record.stats is not None and record.stats.tiles_left == 4
    assert record.actions is not None and record.actions.hint and not record.actions.undo


def test_a_click_selects_and_says_nothing_else(
    controller: GameController, clock: FakeClock
) -> None:
    told = play(controller, clock, PAIRS)
    controller.click((0, 0))
    [record] = told
    assert record.selection == Selection((0, 0))
    assert (record.removal, record.mismatch, record.board, record.message) == (None,) * 4
    assert record.stats is not None and record.actions is not None


def test_a_click_on_an_empty_cell_changes_nothing(
    controller: GameController, clock: FakeClock
) -> None:
    told = play(controller, clock, ENCLOSED)
    controller.click((0, 3))
    assert told == []


@pytest.mark.parametrize(
    ("second", "reason", "said"),
    [
        ((0, 1), Mismatch.DIFFERENT_FACES, "Those two tiles are different."),
        ((2, 3), Mismatch.NO_LINK, "No line with at most two turns joins those tiles."),
    ],
)
def test_a_mismatch_says_which_tiles_and_why(
    controller: GameController,
    clock: FakeClock,
    second: tuple[int, int],
    reason: Mismatch,
    said: str,
) -> None:
    first = (1, 1) if reason is Mismatch.NO_LINK else (0, 0)
    told = play(controller, clock, ENCLOSED)
    controller.click(first)
    controller.click(second)
    record = told[-1]
    assert record.mismatch == Mismatched(first, second, reason)
    assert (record.selection, record.message, record.removal) == (Selection(second), said, None)


def test_a_removal_brings_its_line_and_the_board_after_it(
    controller: GameController, clock: FakeClock
) -> None:
    told = play(controller, clock, PAIRS)
    take_the_1s(controller)
    record = told[-1]
    assert record.removal is not None
    assert record.removal.path == find_path(PAIRS, (0, 0), (0, 1))
    assert record.board == Board.from_rows([[0, 0, 2, 2]])
    assert (record.selection, record.reshuffle, record.message) == (NOTHING_SELECTED, None, None)
    assert record.stats is not None and record.stats.tiles_left == 2


def test_a_removal_brings_the_shifts_it_caused(
    controller: GameController, clock: FakeClock
) -> None:
    told = play(
        controller, clock, Board.from_rows([[2, 3], [1, 4], [1, 5], [6, 6]]), gravity="down"
    )
    controller.click((1, 0))
    controller.click((2, 0))
    removal = told[-1].removal
    assert removal is not None and removal.shifts == (((0, 0), (2, 0)),)


def test_a_dead_end_brings_the_removal_then_a_free_reshuffle(
    controller: GameController, clock: FakeClock
) -> None:
    told = play(controller, clock, DEAD_END, refreshes=0)
    controller.click((0, 0))
    controller.click((0, 3))
    record = told[-1]
    assert record.removal is not None and record.reshuffle is not None
    assert record.reshuffle.free
    assert record.board == controller.game.board and find_moves(record.board)
    assert record.message == "No moves left: the tiles were shuffled for free."


def test_a_hint_brings_the_move_and_its_line(controller: GameController, clock: FakeClock) -> None:
    told = play(controller, clock, PAIRS)
    controller.command(commands.hint)
    [record] = told
    assert record.hint is not None and record.hint.move in find_moves(PAIRS)
    assert record.actions is not None and record.actions.hints_left == 2
    assert record.board is None  # nothing moved


def test_a_refresh_brings_the_reshuffle_and_drops_the_selection(
    controller: GameController, clock: FakeClock
) -> None:
    told = play(controller, clock, ENCLOSED)
    controller.click((0, 0))
    controller.command(commands.refresh)
    record = told[-1]
    assert record.reshuffle is not None and not record.reshuffle.free
    assert (record.selection, record.message) == (NOTHING_SELECTED, "Shuffled.")
    assert record.board == controller.game.board
    assert record.actions is not None and record.actions.refreshes_left == 2


def test_undo_and_redo_bring_the_steps_and_the_board(
    controller: GameController, clock: FakeClock
) -> None:
    told = play(controller, clock, PAIRS)
    take_the_1s(controller)
    points = controller.game.scoring.points
    controller.command(commands.undo)
    undone = told[-1]
    assert [step.undone for step in undone.history] == [True]
    assert undone.board == PAIRS and undone.selection == NOTHING_SELECTED
    assert undone.message == status_lines.undone(-(points + UNDO_PENALTY))
    assert undone.actions is not None and undone.actions.redo
    controller.command(commands.redo)
    redone = told[-1]
    assert [step.undone for step in redone.history] == [False]
    assert redone.board == Board.from_rows([[0, 0, 2, 2]])
    assert redone.message == status_lines.redone(points)


def test_nothing_to_undo_tells_nothing(controller: GameController, clock: FakeClock) -> None:
    told = play(controller, clock, PAIRS)
    controller.command(commands.undo)
    controller.command(commands.redo)
    assert told == []


def test_pause_and_resume_say_so(controller: GameController, clock: FakeClock) -> None:
    told = play(controller, clock, PAIRS)
    controller.command(commands.toggle_pause)
    controller.command(commands.toggle_pause)
    paused, resumed = told
    assert (paused.paused, paused.message) == (True, "Paused.")
    assert paused.actions is not None and paused.actions.paused and not paused.actions.hint
    assert (resumed.paused, resumed.message) == (False, "")


def test_every_record_of_a_command_is_followed_by_a_save(
    controller: GameController, clock: FakeClock
) -> None:
    told = play(controller, clock, PAIRS)
    saved: list[Game] = []
    controller.position_changed.connect(saved.append)
    controller.click((0, 0))
    controller.command(commands.clear_selection)
    assert len(saved) == len(told) == 2 and saved[0] is controller.game


def test_clearing_the_board_ends_the_game_once(
    qtbot: QtBot, controller: GameController, clock: FakeClock
) -> None:
    play(controller, clock, PAIRS)
    take_the_1s(controller)
    ended: list[GameRecord] = []
    controller.ended.connect(ended.append)
    controller.click((0, 2))
    controller.click((0, 3))
    controller.command(commands.clear_selection)
    [record] = ended
    assert record.won and not level_cleared(record)


def test_the_clock_running_out_ends_the_game(
    qtbot: QtBot, controller: GameController, clock: FakeClock
) -> None:
    told = play(controller, clock, PAIRS, pace="fast")
    controller.click((0, 0))  # the first action starts the clock
    clock.advance(controller.game.clock.limit_s + 1)
    with qtbot.waitSignal(controller.ended) as ended:
        controller.countdown.tick()
    record = ended.args[0]
    assert not record.won and not record.given_up
    assert told[-1].stats is not None and told[-1].actions is not None
    assert told[-1].actions.pause is False


def test_a_level_cleared_is_said_and_the_run_goes_on(
    qtbot: QtBot, controller: GameController, clock: FakeClock
) -> None:
    settings = GameSettings(rows=2, cols=4, kinds=2)
    controller.start(Game(settings, seed=1, clock=clock, board=PAIRS))
    with qtbot.waitSignal(controller.ended) as ended:
        for a, b in (((0, 0), (0, 1)), ((0, 2), (0, 3))):
            controller.click(a)
            controller.click(b)
    assert level_cleared(ended.args[0])
    controller.next_level()
    assert (controller.game.level, controller.game.phase) == (2, Phase.PLAYING)


def test_giving_up_a_game_in_progress_is_said(
    qtbot: QtBot, controller: GameController, clock: FakeClock
) -> None:
    play(controller, clock, PAIRS)
    take_the_1s(controller)
    with qtbot.waitSignal(controller.abandoned) as abandoned:
        controller.new_game(2, GameSettings(rows=2, cols=4, kinds=2))
    assert abandoned.args[0].given_up and abandoned.args[0].score > 0


def test_an_untouched_game_replaced_is_not_given_up(
    controller: GameController, clock: FakeClock
) -> None:
    play(controller, clock, PAIRS)
    given_up: list[GameRecord] = []
    controller.abandoned.connect(given_up.append)
    controller.new_game(2, GameSettings(rows=2, cols=4, kinds=2))
    assert given_up == []


def test_a_verdict_tells_the_actions_it_changed(
    qtbot: QtBot, controller: GameController, clock: FakeClock
) -> None:
    """Show Me needs the solver's way out: the verdict on the position brings it, in a
    record of the actions alone."""
    controller.start(
        Game(GameSettings(levels=False, gravity=ShiftMode.NONE), seed=1, clock=clock, board=PAIRS)
    )
    assert controller.game.verdicts.solution(PAIRS) is None  # a hand-made board: unknown

    def offers_show_me(changes: Changes) -> bool:
        return changes.actions is not None and changes.actions.show_me

    with qtbot.waitSignal(controller.changed, check_params_cb=offers_show_me) as verdict:
        pass
    assert verdict.args[0].stats is None and verdict.args[0].message is None


TRAP = Board.from_rows([[3, 2, 3, 3, 5, 5], [2, 3, 1, 1, 6, 6]])
"""Clearable; taking the 3s at (0, 2) and (0, 3) leaves 3s and 2s crossed: lost."""


def test_a_lost_position_is_told_with_the_way_back(
    qtbot: QtBot, controller: GameController, clock: FakeClock
) -> None:
    """The watcher's word that the position is lost reaches the player in a record."""
    play(controller, clock, TRAP)
    qtbot.waitUntil(lambda: controller.game.verdicts.verdict(TRAP) is True)

    def tells_loss(changes: Changes) -> bool:
        return changes.message is not None and changes.message.startswith("Lost")

    with qtbot.waitSignal(controller.changed, check_params_cb=tells_loss) as told:
        controller.click((0, 2))
        controller.click((0, 3))
    said = told.args[0].message
    assert said.startswith("Lost 1 move")  # (English plurals come with the window)
    assert "undo_to_winnable" in said  # the action's name (the window gives its words)
    assert told.args[0].actions.undo_to_winnable == 1


# --- the time warnings (`Countdown.time_warning`) -------------------------------


TIMED = Board.from_rows([[1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1]] * 2)
"""Twelve pairs: a relaxed clock of more than 30 s, for the time warnings."""


def started(controller: GameController, clock: FakeClock) -> list[int]:
    """A game on `TIMED`, its clock started by a first click; the warnings said from now."""
    settings = GameSettings(levels=False, pace=Pace.RELAXED)
    controller.start(Game(settings, seed=1, clock=clock, board=TIMED))
    assert controller.game.clock.limit_s > 40
    said: list[int] = []
    controller.countdown.time_warning.connect(said.append)
    controller.click((0, 0))  # the first action starts the clock
    return said


def run_down_to(controller: GameController, clock: FakeClock, left_s: float) -> None:
    """Tick the countdown every 0.1 s until ``left_s`` seconds are left."""
    while (controller.game.clock.time_left() or 0) > left_s:
        clock.advance(0.1)
        controller.countdown.tick()


def test_the_warnings_come_at_30_and_10_seconds_left_once_each(
    controller: GameController, clock: FakeClock
) -> None:
    said = started(controller, clock)
    run_down_to(controller, clock, 30.05)
    assert said == []
    run_down_to(controller, clock, 29.9)
    assert said == [30]
    run_down_to(controller, clock, 10.5)
    assert said == [30]
    run_down_to(controller, clock, 0.5)
    assert said == [30, 10]


def test_pause_does_not_warn_and_the_clock_does_not_fall(
    controller: GameController, clock: FakeClock
) -> None:
    said = started(controller, clock)
    run_down_to(controller, clock, 31)
    controller.command(commands.toggle_pause)
    for _ in range(100):
        clock.advance(0.1)
        controller.countdown.tick()
    assert said == []
    controller.command(commands.toggle_pause)
    run_down_to(controller, clock, 29.9)
    assert said == [30]


def test_a_game_resumed_below_a_mark_does_not_warn_for_it_and_a_new_one_warns_again(
    controller: GameController, clock: FakeClock
) -> None:
    said = started(controller, clock)
    run_down_to(controller, clock, 20)
    assert said == [30]
    controller.start(controller.game)  # the same game, followed again: 20 s left
    run_down_to(controller, clock, 9.9)
    assert said == [30, 10]
    said.clear()
    controller.restart()
    controller.click((0, 0))
    run_down_to(controller, clock, 29.9)
    assert said == [30]


def test_a_refresh_that_cannot_help_says_why_and_spends_nothing(qtbot: QtBot) -> None:
    """Tiles the stones wall off from each other: the refresh is not spent, and the line
    says why and what leads on, rather than nothing happening."""
    game = walled_off_game(refreshes_left=2)
    refreshes = game.helps.refreshes_left
    changes = commands.refresh(game)
    assert changes is not None and changes.message == status_lines.no_shuffle_helps()
    assert changes.reshuffle is None and game.helps.refreshes_left == refreshes
