"""Show Me plays the solver's way on the real window; a lost game says how many moves ago it
could still be cleared and Undo to Winnable goes back there."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from llk.controller.winnable import Lost, Verdict
from llk.model import Board, Game, GameSettings, Phase, Point, Removal, find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.game.game_clock import STUCK_S
from llk.model.game.scoring import UNDO_PENALTY
from llk.model.records.preferences import Timing
from llk.model.solver.search import SearchBudget
from llk.view.actions import action_name
from llk.wiring import Parts
from tests.app.campaign.test_levels_window import shown_cells_match_the_board
from tests.game_window import click_cell, removals
from tests.model.clock import FakeClock

FAIR = GameSettings(rows=4, cols=6, kinds=6, levels=False, gravity=ShiftMode.DOWN, solvable=True)
TRAP = Board.from_rows([[3, 2, 3, 3, 5, 5], [2, 3, 1, 1, 6, 6]])
"""Clearable; taking the 3s at (0, 2) and (0, 3) leaves 3s and 2s crossed: lost."""
LOSING = ((0, 2), (0, 3))
ONES = ((1, 2), (1, 3))
NO_TIME = SearchBudget(nodes=0)
"""Not a position searched: undecided, unless the board is refused at once."""


def deal_solved(qtbot: QtBot, parts: Parts, settings: GameSettings = FAIR) -> None:
    """A fair deal whose solution the watcher has found (Show Me waits for it)."""
    with qtbot.waitSignal(parts.controller.watcher.judged) as verdict:
        parts.controller.new_game(5, settings)
    assert verdict.args == [Verdict.CLEARABLE]


PAIRS = FAIR.rows * FAIR.cols // 2


def test_show_me_plays_a_real_solution_to_an_empty_board(qtbot: QtBot, parts: Parts) -> None:
    deal_solved(qtbot, parts, replace(FAIR, hints=PAIRS))  # a hint for each pair
    parts.controller.show_me.player.set_pace(0)
    removed: list[Removal] = []
    parts.controller.changed.connect(lambda changes: removed.extend(removals(changes)))
    show_me = parts.actions.show_me
    assert show_me.isEnabled()
    with qtbot.waitSignal(parts.controller.ended):
        show_me.trigger()
        assert show_me.text() == "Stop Show &Me"
    game = parts.controller.game
    assert game.phase is Phase.WON and game.board.is_clear()
    assert len(removed) == PAIRS
    assert any(removal.shifts for removal in removed)  # played with the shifts applied
    assert {removal.combo for removal in removed} == {1}  # no combo at a machine's pace
    assert {(removal.points, removal.time_bonus_s) for removal in removed} == {(0, 0.0)}
    assert game.scoring.points == 0  # nor a bonus for the time left: Show Me never buys a score
    assert game.helps.hints_left == 0 and game.helps.hints_used == PAIRS
    assert parts.window.board_view.tile_cells() == []
    assert not parts.controller.show_me.player.running and not show_me.isEnabled()


def test_show_me_says_its_price_and_charges_a_hint_for_each_pair_it_plays(
    qtbot: QtBot, parts: Parts
) -> None:
    """Its price is said before it starts (the action's tip) and as it starts (the status
    bar); it plays as many pairs as there are hints, then stops and says why."""
    deal_solved(qtbot, parts, replace(FAIR, hints=2))
    show_me = parts.actions.show_me
    assert "one hint for each pair" in show_me.statusTip()
    assert show_me.toolTip() == show_me.statusTip()  # on the side panel's button too
    parts.controller.show_me.player.set_pace(0)
    removed: list[Removal] = []
    parts.controller.changed.connect(lambda changes: removed.extend(removals(changes)))
    with qtbot.waitSignal(parts.controller.show_me.player.running_changed) as started:
        show_me.trigger()
    assert started.args == [True]
    assert parts.window.statusBar().currentMessage() == (
        "Show Me plays from here, one hint for each pair it removes: 2 hints left. "
        "Click or press Esc to take over."
    )
    qtbot.waitUntil(lambda: not parts.controller.show_me.player.running)
    game = parts.controller.game
    assert len(removed) == 2 and (game.helps.hints_left, game.helps.hints_used) == (0, 2)
    assert game.phase is Phase.PLAYING and game.tiles_left == 2 * PAIRS - 4
    assert parts.window.statusBar().currentMessage() == (
        "Show Me stopped: it spent your last hint, on its 2 pairs. Your turn."
    )
    assert game.selected is None and not show_me.isEnabled()
    assert parts.actions.hint.text() == "&Hint (0)"


def step_to_half_a_pair(qtbot: QtBot, parts: Parts) -> Game:
    """Show Me on a fair deal at a pace that never steps by itself, with a hint on show
    before it starts and animations that last: one pair played, the next one half."""
    deal_solved(qtbot, parts)
    board = parts.window.board_view
    board.effects.set_timing(Timing(link_ms=60_000, fade_ms=60_000, shuffle_ms=60_000))
    parts.actions.hint.trigger()
    player = parts.controller.show_me.player
    player.set_pace(60_000)
    parts.actions.show_me.trigger()
    for _ in range(3):
        player.step()
    game = parts.controller.game
    assert game.tiles_left == 2 * PAIRS - 2 and game.selected is not None
    assert board.effects.running()  # the pair's tiles still fade and slide
    return game


def highlighted(parts: Parts) -> list[Point]:
    """The cells whose tiles have an outline (selected, hinted, flashing...)."""
    tiles = parts.window.board_view.tiles.items()
    return sorted(cell for cell, item in tiles.items() if item.outline.colour() is not None)


def stop_by_button(qtbot: QtBot, parts: Parts) -> None:
    button = parts.window.side_panel.buttons["show_me"]
    assert button.isVisible()  # the way to stop it
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def stop_by_key(qtbot: QtBot, parts: Parts) -> None:
    qtbot.keyClick(parts.window.board_view, Qt.Key.Key_S)


def stop_by_escape(qtbot: QtBot, parts: Parts) -> None:
    qtbot.keyClick(parts.window.board_view, Qt.Key.Key_Escape)


def stop_by_click(qtbot: QtBot, parts: Parts) -> None:
    click_cell(qtbot, parts, parts.window.board_view.tile_cells()[0])


def stop_by_menu(qtbot: QtBot, parts: Parts) -> None:
    menu = next(m for m in parts.window.menuBar().findChildren(QMenu) if m.title() == "&Game")
    menu.popup(parts.window.mapToGlobal(parts.window.rect().center()))
    qtbot.waitExposed(menu)
    where = menu.actionGeometry(parts.actions.show_me).center()
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=where)


@pytest.mark.parametrize(
    "stop", [stop_by_button, stop_by_key, stop_by_escape, stop_by_click, stop_by_menu]
)
def test_every_way_of_stopping_show_me_leaves_a_clean_board(
    qtbot: QtBot, parts: Parts, stop: Callable[[QtBot, Parts], None]
) -> None:
    """No half-played pair selected, no hint outline, no animation under way; the pairs it
    played cost a hint each, the half pair nothing; the player plays on."""
    game = step_to_half_a_pair(qtbot, parts)
    hints = game.helps.hints_left
    stop(qtbot, parts)
    assert not parts.controller.show_me.player.running
    assert parts.actions.show_me.text() == "Show &Me"
    assert game.selected is None and highlighted(parts) == []
    assert not parts.window.board_view.effects.running()
    said = "Show Me stopped after 1 pair, for one hint. Your turn."
    assert parts.window.statusBar().currentMessage() == said
    button = parts.window.side_panel.buttons["show_me"]
    QApplication.sendEvent(button, QStatusTipEvent(""))  # the pointer leaves it: Qt's way
    assert parts.window.statusBar().currentMessage() == said  # still said
    assert game.phase is Phase.PLAYING and shown_cells_match_the_board(parts)
    assert game.helps.hints_left == hints == FAIR.hints - 2  # the hint, the pair: not the half one
    left = game.tiles_left
    a, b = find_moves(game.board)[0]  # the player takes over
    click_cell(qtbot, parts, a)
    assert game.selected == a  # the first click picks again
    click_cell(qtbot, parts, b)
    assert game.tiles_left == left - 2 and shown_cells_match_the_board(parts)
    assert game.scoring.combo == 2  # the player's own quick pair builds a combo again
    parts.actions.undo.trigger()
    assert game.tiles_left == left  # the show's pairs are the player's to undo too
    assert game.helps.hints_left == hints  # an undo gives no hint back


def test_show_me_stopped_before_its_first_pair_says_it_cost_nothing(
    qtbot: QtBot, parts: Parts
) -> None:
    """It said "Show Me stopped after 0 pairs, one hint each." """
    deal_solved(qtbot, parts)
    parts.controller.show_me.player.set_pace(60_000)  # never steps by itself here
    hints = parts.controller.game.helps.hints_left
    parts.actions.show_me.trigger()
    parts.actions.show_me.trigger()
    assert not parts.controller.show_me.player.running
    said = "Show Me stopped before its first pair: no hint spent. Your turn."
    assert parts.window.statusBar().currentMessage() == said
    assert parts.controller.game.helps.hints_left == hints


def test_another_action_stops_the_show(qtbot: QtBot, parts: Parts) -> None:
    deal_solved(qtbot, parts)
    parts.controller.show_me.player.set_pace(60_000)  # never steps by itself here
    parts.actions.show_me.trigger()
    parts.actions.refresh.trigger()  # another action: the player takes over
    assert not parts.controller.show_me.player.running
    assert parts.actions.show_me.text() == "Show &Me"


def test_show_me_needs_a_decided_position(qtbot: QtBot, parts: Parts) -> None:
    """A deal left to luck (a fair one comes with its own way out) and no time to search."""
    parts.controller.watcher.budget = NO_TIME
    parts.controller.watcher.patience = ()
    with qtbot.waitSignal(parts.controller.watcher.judged) as verdict:
        parts.controller.new_game(5, replace(FAIR, solvable=False))
    assert verdict.args == [Verdict.UNDECIDED]
    assert not parts.actions.show_me.isEnabled()
    parts.actions.show_me.trigger()
    assert not parts.controller.show_me.player.running


@pytest.mark.parametrize(
    ("verdict", "thinking_on", "said"),
    [
        (Verdict.CLEARABLE, False, "Yes"),
        (Verdict.LOST, False, "No:"),
        (Verdict.UNDECIDED, True, "Not sure yet"),
        (Verdict.UNDECIDED, False, "Could not tell"),
    ],
)
def test_still_winnable_says_its_answer(
    parts: Parts, verdict: Verdict, thinking_on: bool, said: str
) -> None:
    """What the watcher answers (`tests/controller/test_winnable.py`), in the status bar."""
    parts.controller.watcher.answered.emit(verdict, thinking_on)
    assert parts.window.statusBar().currentMessage().startswith(said)


def test_show_me_needs_a_hint_left(qtbot: QtBot, parts: Parts) -> None:
    deal_solved(qtbot, parts, GameSettings(rows=4, cols=6, kinds=6, solvable=True, hints=0))
    assert not parts.actions.show_me.isEnabled()
    parts.controller.toggle_show_me()
    assert not parts.controller.show_me.player.running


def test_the_panel_offers_show_me_once_the_player_seems_stuck(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    deal_solved(qtbot, parts)
    button = parts.window.side_panel.buttons["show_me"]
    a, b = find_moves(parts.controller.game.board)[0]
    click_cell(qtbot, parts, a)  # the clock starts
    assert not button.isVisible()
    clock.advance(STUCK_S)
    qtbot.waitUntil(button.isVisible)  # seen at the next tick
    click_cell(qtbot, parts, b)
    assert not button.isVisible()


def start_trap(qtbot: QtBot, parts: Parts, clock: FakeClock) -> Game:
    game = Game(GameSettings(levels=False, gravity=ShiftMode.NONE), seed=1, clock=clock, board=TRAP)
    with qtbot.waitSignal(parts.controller.watcher.judged) as verdict:
        parts.controller.start(game)
    assert verdict.args == [Verdict.CLEARABLE]
    return game


def play(qtbot: QtBot, parts: Parts, *moves: tuple[Point, Point]) -> None:
    for a, b in moves:
        click_cell(qtbot, parts, a)
        click_cell(qtbot, parts, b)


def test_a_lost_game_says_when_it_was_lost_and_undoes_back_there(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    game = start_trap(qtbot, parts, clock)
    panel = parts.window.side_panel
    panel_width = max(panel.minimumWidth(), panel.sizeHint().width())  # what its layout gives
    lost = parts.controller.watcher.position_lost
    with qtbot.waitSignal(lost) as said:
        play(qtbot, parts, LOSING, ONES)  # two moves before the watcher answers
    assert said.args == [Lost(2)]  # it looked back past the position it was never asked about
    said_then = parts.window.statusBar().currentMessage()
    assert said_then.startswith("Lost 2 moves ago")
    action = parts.actions.undo_to_winnable
    assert f"{action_name(action)} (in the Game menu" in said_then  # the action's one name
    button = parts.window.side_panel.buttons["undo_to_winnable"]
    assert action.isEnabled() and button.isVisible()
    assert action.text() == "Undo to Winna&ble"  # its one name, also on the button
    assert action.toolTip() == "Take back the 2 moves since the board could last be cleared."
    assert max(panel.minimumWidth(), panel.sizeHint().width()) == panel_width  # no board jump
    assert not parts.actions.show_me.isEnabled()  # a lost position has no way to show
    with qtbot.waitSignal(parts.controller.watcher.judged) as verdict:
        button.click()
    assert verdict.args == [Verdict.CLEARABLE]
    assert game.board == TRAP and shown_cells_match_the_board(parts)
    assert (
        game.scoring.points == -2 * UNDO_PENALTY
    )  # two undos: every point back, and the penalties
    said_now = parts.window.statusBar().currentMessage()
    assert said_now.startswith("Undone 2 moves, back to a position that can be cleared: -")
    assert not action.isEnabled() and not button.isVisible()


def test_the_winnable_history_holds_across_undo_and_redo(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    game = start_trap(qtbot, parts, clock)
    lost = parts.controller.watcher.position_lost
    with qtbot.waitSignal(lost) as said:
        play(qtbot, parts, LOSING)
    assert said.args == [Lost(1)]
    assert parts.window.statusBar().currentMessage().startswith("Lost 1 move ago:")
    with qtbot.waitSignal(parts.controller.watcher.judged) as verdict:
        parts.actions.undo.trigger()
    assert verdict.args == [Verdict.CLEARABLE]  # known: not asked again
    with qtbot.waitSignal(lost) as said:
        parts.actions.redo.trigger()
    assert said.args == [Lost(1)]  # lost again, said again, still one move ago
    with qtbot.waitSignal(parts.controller.watcher.judged):
        play(qtbot, parts, ONES)
    assert parts.actions.undo_to_winnable.toolTip().startswith("Take back the 2 moves")
    parts.actions.undo.trigger()
    qtbot.waitUntil(lambda: "the 1 move since" in parts.actions.undo_to_winnable.toolTip())
    assert game.back_to_clearable == 1
