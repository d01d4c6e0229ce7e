"""The play flow: a fair clock, runs that never strand, and no question skipped."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QInputDialog, QLabel, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.dialogs.scores import ScoresDialog
from llk.model import Board, Game, GameSettings, Phase, find_moves
from llk.model.board.shifts import ShiftMode
from llk.view.attention import BACKGROUND, COVERED, MINIMISED
from llk.view.board.effects import FloatingText
from llk.view.board.tile_item import CursorItem
from llk.wiring import Parts
from tests.game_window import (
    INSTANT,
    SMALL,
    Answering,
    answer_questions,
    click_cell,
    close_end_box,
    play_out,
)
from tests.model.clock import FakeClock

LEVELS_TINY = GameSettings(rows=2, cols=4, kinds=2)


def play_a_pair(qtbot: QtBot, parts: Parts) -> None:
    a, b = find_moves(parts.controller.game.board)[0]
    click_cell(qtbot, parts, a)
    click_cell(qtbot, parts, b)


def holds(parts: Parts) -> frozenset[str]:
    return parts.controller.countdown.holds


# --- the clock ----------------------------------------------------------------------------


def test_the_clock_waits_for_the_first_action(qtbot: QtBot, parts: Parts, clock: FakeClock) -> None:
    game = parts.controller.game
    clock.advance(45)  # reading the board, or the rules, costs nothing
    parts.controller.countdown.tick()
    assert game.clock.time_left() == game.clock.limit_s
    assert parts.window.side_panel.time_bar.format() == f"{game.clock.limit_s} s"
    click_cell(qtbot, parts, find_moves(game.board)[0][0])
    clock.advance(3)
    assert game.clock.time_left() == pytest.approx(game.clock.limit_s - 3)


@pytest.mark.parametrize(
    "opener", ["how_to_play", "preferences", "about", "high_scores", "input", "message_box"]
)
def test_the_clock_stops_behind_every_dialog(
    qtbot: QtBot, parts: Parts, clock: FakeClock, opener: str
) -> None:
    """Every window over the board holds the clock: LLK's dialogs, and the message and
    input boxes its questions (game number, new settings, the name prompt) are made of."""
    parts.window.attention.count_background(False)  # offscreen, focus does not come back
    game = parts.controller.game
    play_a_pair(qtbot, parts)
    if opener == "input":
        dialog: QDialog = QInputDialog(parts.window)
        dialog.open()
    elif opener == "message_box":
        dialog = QMessageBox(QMessageBox.Icon.Question, "?", "?", parent=parts.window)
        dialog.open()
    else:
        actions = parts.actions if opener == "high_scores" else parts.menu_actions
        getattr(actions, opener).trigger()
        assert parts.dialogs.current is not None
        dialog = parts.dialogs.current
    qtbot.waitUntil(lambda: COVERED in holds(parts))
    before = game.clock.elapsed()
    clock.advance(60)
    parts.controller.countdown.tick()
    assert game.clock.elapsed() == before and game.phase is Phase.PLAYING
    dialog.reject()
    qtbot.waitUntil(lambda: COVERED not in holds(parts))
    clock.advance(2)
    assert game.clock.elapsed() == pytest.approx(before + 2)


def test_the_clock_stops_while_minimised(qtbot: QtBot, parts: Parts, clock: FakeClock) -> None:
    parts.window.attention.count_background(False)
    play_a_pair(qtbot, parts)
    parts.window.showMinimized()
    qtbot.waitUntil(lambda: MINIMISED in holds(parts))
    before = parts.controller.game.clock.elapsed()
    clock.advance(100)
    assert parts.controller.game.clock.elapsed() == before
    parts.window.showNormal()
    qtbot.waitUntil(lambda: MINIMISED not in holds(parts))


def test_the_clock_stops_in_the_background_unless_the_player_says_not_to(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    application = QGuiApplication.instance()
    assert isinstance(application, QGuiApplication)
    play_a_pair(qtbot, parts)
    application.applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)
    assert BACKGROUND in holds(parts)
    before = parts.controller.game.clock.elapsed()
    clock.advance(30)
    assert parts.controller.game.clock.elapsed() == before
    application.applicationStateChanged.emit(Qt.ApplicationState.ApplicationActive)
    assert BACKGROUND not in holds(parts)
    parts.preferences_flow.accept(replace(parts.preferences.preferences, pause_in_background=False))
    application.applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)
    assert BACKGROUND not in holds(parts)
    application.applicationStateChanged.emit(Qt.ApplicationState.ApplicationActive)


def test_the_time_out_is_said_before_the_name_is_asked(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    """A run of levels ended by the clock: the box first, then the name, then the table
    (on the way to a new game: after Look at the Board it would hide the board)."""
    said: list[str] = []

    def ask_name(score: int) -> str:
        said.append(f"name {score}")
        return "Tester"

    parts.questions.ask_name = ask_name  # type: ignore[method-assign]
    parts.controller.new_game(3, GameSettings(rows=4, cols=6, kinds=6))
    play_a_pair(qtbot, parts)
    score = parts.controller.game.scoring.points
    clock.advance(parts.controller.game.clock.limit_s + 5)
    parts.controller.countdown.tick()
    box = parts.end_flow.screen
    assert (
        box is not None
        and box.isVisible()
        and box.headline.text() == "The time ran out on level 1."
    )
    assert said == []  # nothing asked over the news
    box.go_on.click()
    assert said == [f"name {score}"]
    table = parts.dialogs.current
    assert isinstance(table, ScoresDialog) and table.isVisible()


# --- levels and game boundaries --------------------------------------------------------------


def test_the_next_level_is_one_action_away_after_escaping_the_box(
    qtbot: QtBot, parts: Parts
) -> None:
    parts.controller.new_game(4, LEVELS_TINY)
    play_out(parts)
    box = parts.end_flow.screen
    assert box is not None and "Level 1 is clear" in box.text()
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    assert not box.isVisible()
    button = parts.window.side_panel.buttons["next_level"]
    assert button.isVisible() and button.isEnabled()
    game_menu = parts.window.menuBar().actions()[0].menu()
    assert isinstance(game_menu, QMenu) and parts.actions.next_level in game_menu.actions()
    qtbot.keyClick(parts.window.board_view, Qt.Key.Key_Return)
    assert parts.controller.game.level == 2 and parts.controller.game.phase is Phase.PLAYING
    assert not button.isVisible()
    for action in (parts.actions.pause, parts.actions.hint, parts.actions.refresh):
        assert action.isEnabled(), action.objectName()


def test_every_new_deal_asks_before_giving_up_a_game_in_progress(
    qtbot: QtBot, parts: Parts
) -> None:
    asked: list[bool] = []
    answer = [False, False]  # give up?, never ask again?

    def ask_discard(question: str, note: str) -> tuple[bool, bool]:
        asked.append(True)
        return answer[0], answer[1]

    parts.questions.ask_discard = ask_discard  # type: ignore[method-assign]
    parts.questions.ask_game_number = lambda current: 4242  # type: ignore[method-assign]
    parts.actions.new_game.trigger()  # untouched: nothing to lose, nothing asked
    assert asked == []
    play_a_pair(qtbot, parts)
    game = parts.controller.game
    for action in (parts.actions.new_game, parts.actions.restart, parts.actions.play_number):
        action.trigger()
        assert parts.controller.game is game, action.objectName()  # the player said no
    assert len(asked) == 3
    answer[:] = [True, True]  # yes, and don't ask again
    parts.actions.restart.trigger()
    assert parts.controller.game is not game
    assert not parts.preferences.preferences.confirm_discard
    play_a_pair(qtbot, parts)
    parts.actions.play_number.trigger()
    assert parts.controller.game.seed == 4242 and len(asked) == 4


def test_a_run_of_levels_given_up_offers_the_points_of_its_cleared_levels(
    qtbot: QtBot, parts: Parts
) -> None:
    named: list[int] = []

    def ask_name(score: int) -> str:
        named.append(score)
        return "Quitter"

    parts.questions.ask_name = ask_name  # type: ignore[method-assign]
    parts.controller.new_game(4, LEVELS_TINY)
    play_a_pair(qtbot, parts)
    parts.actions.new_game.trigger()  # given up on level 1: nothing cleared, nothing asked
    assert named == [] and parts.statistics.statistics.total().abandoned == 1
    parts.controller.new_game(4, LEVELS_TINY)
    play_out(parts)
    cleared = parts.controller.game.scoring.points
    close_end_box(parts)
    parts.actions.next_level.trigger()
    play_a_pair(qtbot, parts)
    assert parts.controller.game.scoring.points > cleared
    parts.actions.new_game.trigger()
    assert named == [cleared]
    table = parts.dialogs.current
    assert isinstance(table, ScoresDialog)
    first = table.table.item(0, 1)
    assert first is not None and first.text() == "Quitter"


@pytest.mark.parametrize(
    ("action", "question"),
    [
        ("new_game", "Give up the game in progress and deal a new one?"),
        ("restart", "Give up this run of levels and start it again from level 1?"),
        ("daily_game", "Give up the game in progress and play today's daily game?"),
    ],
)
def test_each_question_to_give_up_says_what_it_does_and_what_the_score_becomes(
    qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch, action: str, question: str
) -> None:
    """F5 restarts: it never asked "Start another one?" again. A run on level 1 has
    cleared nothing, so its points do not count; Esc keeps the game."""
    del parts.questions.ask_discard  # the real box, answered with Esc
    answering = Answering(Qt.Key.Key_Escape)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: answering(box))
    parts.controller.new_game(4, LEVELS_TINY)
    play_a_pair(qtbot, parts)
    game = parts.controller.game
    getattr(parts.actions, action).trigger()
    [(text, note)] = answering.texts
    assert text == question
    assert note.startswith("If you give up, its score will not count in High Scores")
    assert parts.controller.game is game  # Esc: nothing given up
    assert parts.statistics.statistics.total().played == 0


def test_giving_up_a_run_between_levels_says_its_points_go_into_the_table(
    qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    del parts.questions.ask_discard
    answering = Answering("&Yes")
    monkeypatch.setattr(QMessageBox, "exec", lambda box: answering(box))
    parts.controller.new_game(4, LEVELS_TINY)
    play_out(parts)
    score = parts.controller.game.scoring.points
    close_end_box(parts)
    parts.actions.new_game.trigger()  # a level cleared, the next not yet dealt: in progress
    [(_text, note)] = answering.texts
    assert f"the {score} points of the levels cleared will be entered in High Scores" in note
    [ended] = parts.statistics.statistics.recent
    assert (ended.outcome, ended.score, ended.level) == ("abandoned", score, 1)


# --- input and feedback -------------------------------------------------------------------


def test_mouse_play_hides_the_cursor_and_leaves_no_trace(qtbot: QtBot, parts: Parts) -> None:
    view = parts.window.board_view
    qtbot.waitUntil(lambda: view.keyboard_cursor.shown)  # the board has the keys at start
    view.keyboard_cursor.show(False)  # as a click hides it
    start = view.keyboard_cursor.cell
    clean = view.viewport().grab().toImage()
    qtbot.keyClick(view, Qt.Key.Key_Down)  # the first arrow shows the cursor where it is
    assert view.keyboard_cursor.shown
    assert view.viewport().grab().toImage() != clean
    far = max(p for p, _ in parts.controller.game.board.tiles())
    click_cell(qtbot, parts, far)
    click_cell(qtbot, parts, far)  # select and deselect: the board looks as before
    assert not view.keyboard_cursor.shown and view.keyboard_cursor.cell == far
    qtbot.waitUntil(lambda: view.viewport().grab().toImage() == clean)
    cursors = [i for i in view.scene().items() if isinstance(i, CursorItem)]
    assert len(cursors) == 1
    assert start != far


def test_a_cleared_board_hides_the_cursor(qtbot: QtBot, parts: Parts) -> None:
    parts.controller.new_game(
        1, GameSettings(rows=2, cols=4, kinds=2, levels=False, gravity=ShiftMode.NONE)
    )
    qtbot.keyClick(parts.window.board_view, Qt.Key.Key_Right)
    assert parts.window.board_view.keyboard_cursor.shown
    play_out(parts)
    assert not parts.window.board_view.keyboard_cursor.shown


def test_nothing_acts_while_paused_or_after_the_end(qtbot: QtBot, parts: Parts) -> None:
    play_a_pair(qtbot, parts)
    game_actions = parts.actions
    idle = (
        game_actions.hint,
        game_actions.refresh,
        game_actions.undo,
        game_actions.redo,
        game_actions.winnable,
        game_actions.next_level,
    )
    game_actions.pause.trigger()
    assert [a.objectName() for a in idle if a.isEnabled()] == []
    game_actions.pause.trigger()
    assert game_actions.winnable.isEnabled() and game_actions.undo.isEnabled()
    parts.controller.new_game(
        1, GameSettings(rows=2, cols=4, kinds=2, levels=False, gravity=ShiftMode.NONE)
    )
    play_out(parts)
    assert [a.objectName() for a in (*idle, game_actions.pause) if a.isEnabled()] == []


def test_the_status_line_says_what_just_happened(qtbot: QtBot, parts: Parts) -> None:
    play_a_pair(qtbot, parts)
    parts.actions.undo.trigger()
    assert parts.window.statusBar().currentMessage().startswith("Undone")
    parts.actions.redo.trigger()
    assert parts.window.statusBar().currentMessage().startswith("Redone: +")


def test_a_combo_floats_over_the_board(qtbot: QtBot, clock: FakeClock) -> None:
    parts = build(replace(INSTANT, float_ms=2000), clock)
    answer_questions(parts)
    qtbot.addWidget(parts.window)
    parts.window.show()
    board = Board.from_rows([[1, 1, 2, 2], [3, 3, 4, 4]])
    parts.controller.start(Game(SMALL, seed=1, clock=clock, board=board))
    for a, b in (((0, 0), (0, 1)), ((0, 2), (0, 3))):
        parts.controller.click(a)
        parts.controller.click(b)
    texts = [i.text for i in parts.window.board_view.scene().items() if isinstance(i, FloatingText)]
    assert sorted(texts) == ["+10 +1 s", "+20 ×2 +1 s"]


@pytest.mark.parametrize("gravity", [ShiftMode.NONE, ShiftMode.SPLIT_X])
def test_the_window_never_gets_too_small_for_the_side_panel(
    qtbot: QtBot, parts: Parts, gravity: ShiftMode
) -> None:
    """Nothing in the panel is squeezed, whatever its mode sentence wraps to (three lines
    for "split-x")."""
    parts.controller.new_game(7, replace(SMALL, levels=False, gravity=gravity))
    parts.window.resize(10, 10)
    panel = parts.window.side_panel
    labels = panel.findChildren(QLabel)
    assert panel.score in labels and panel.mode_name in labels

    def labels_whole() -> None:
        for label in labels:
            needed = label.heightForWidth(label.width()) if label.wordWrap() else -1
            assert label.height() >= max(needed, label.minimumSizeHint().height()), label.text()

    qtbot.waitUntil(labels_whole)  # the sentence's height is known once it is laid out
    shown = [b for b in panel.buttons.values() if b.isVisible()]
    for button in shown:
        assert panel.rect().contains(button.geometry()), button.text()
        assert button.height() >= button.minimumSizeHint().height(), button.text()
    for upper, lower in pairwise(shown):
        assert upper.geometry().bottom() < lower.geometry().top()
    view = parts.window.board_view
    assert view.width() >= 200 and view.height() >= 150


@pytest.mark.usefixtures("chinese")
@pytest.mark.parametrize("width", [900, 420])
def test_the_pause_text_fits_the_board(qtbot: QtBot, clock: FakeClock, width: int) -> None:
    parts = build(INSTANT, clock)
    answer_questions(parts)
    qtbot.addWidget(parts.window)
    parts.window.resize(width, 500)
    parts.window.show()
    parts.controller.new_game(7, SMALL)
    parts.actions.pause.trigger()
    view = parts.window.board_view
    text = view.pause_text
    assert text.isVisible() and "P" in text.text() and text.text() != "Paused — press P to play on"
    assert text.sceneBoundingRect().width() <= view.viewport().width()
    assert text.sceneBoundingRect().left() >= 0
