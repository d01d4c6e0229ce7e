"""A command pressed while a question is up is carried out once it is answered, however it
is answered (`HeldCommands`): before, Qt dropped it, for the question blocks the window."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QInputDialog
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.dialogs.result_screen import ResultScreen
from llk.dialogs.versus import VersusDialog
from llk.flows.held_commands import HeldCommands
from llk.model.records.scores import table_key
from llk.wiring import Parts
from tests.app.test_high_scores import TINY, clear_board
from tests.game_window import INSTANT, answer_questions, result_screen
from tests.model.clock import FakeClock

CTRL = Qt.KeyboardModifier.ControlModifier


def game(qtbot: QtBot, clock: FakeClock, real_prompt: bool = True) -> Parts:
    """A shown window whose name prompt is the real one (its loop is the test's), or
    with ``real_prompt`` False answered by the tests' name."""
    parts = build(INSTANT, clock)
    answer_questions(parts)
    if real_prompt:
        del parts.questions.ask_name
    qtbot.addWidget(parts.window)
    with qtbot.waitExposed(parts.window):
        parts.window.show()
    return parts


def cleared(parts: Parts, clock: FakeClock) -> ResultScreen:
    """The board cleared as the player clears it, and the result screen that follows."""
    clear_board(parts, clock)
    return result_screen(parts)


def triggers(action: QAction) -> list[bool]:
    """A list that grows by one at each trigger of ``action``."""
    triggered: list[bool] = []
    action.triggered.connect(lambda: triggered.append(True))
    return triggered


def press(qtbot: QtBot, dialog: QDialog, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    """``key`` pressed as the player does, in ``dialog`` once it has the keyboard."""
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    focus = dialog.focusWidget() or dialog
    qtbot.keyClick(focus, key, modifiers)


def answering(
    qtbot: QtBot,
    keys: list[tuple[Qt.Key, Qt.KeyboardModifier]],
    answer: Callable[[QDialog], object],
) -> Callable[[QInputDialog], int]:
    """`QInputDialog.exec` as a player meets the name prompt: shown modal to the whole
    game, as exec shows it, then ``keys`` pressed in it, then answered by ``answer``."""

    def prompt(dialog: QInputDialog) -> int:
        dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
        dialog.show()
        for key, modifiers in keys:
            press(qtbot, dialog, key, modifiers)
        assert dialog.isVisible(), "the command did not wait for the answer"
        answer(dialog)
        assert not dialog.isVisible()
        return dialog.result()

    return prompt


ANSWERS: dict[str, Callable[[QDialog], object]] = {
    "OK": QDialog.accept,
    "Esc": QDialog.reject,
    "closed": QDialog.close,
}


@pytest.mark.parametrize("answer", ANSWERS)
def test_quit_pressed_at_the_name_prompt_quits_once_it_is_answered(
    qtbot: QtBot, clock: FakeClock, monkeypatch: pytest.MonkeyPatch, answer: str
) -> None:
    """The player's report: Esc on the result screen, the name prompt comes, Ctrl+Q; the
    name is answered, and the game quits (it stayed open), the score entered."""
    parts = game(qtbot, clock)
    QSettings().setValue("player_name", "Ann")
    keys = [(Qt.Key.Key_Q, CTRL)]
    monkeypatch.setattr(QInputDialog, "exec", answering(qtbot, keys, ANSWERS[answer]))
    screen = cleared(parts, clock)
    press(qtbot, screen, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)
    qtbot.waitUntil(lambda: not parts.window.isVisible())
    [entry] = parts.scores.scores.top(table_key(TINY))
    assert entry.name == "Ann"


@pytest.mark.parametrize(
    ("key", "opened"),
    [
        (Qt.Key.Key_R, lambda parts: isinstance(parts.window.findChild(VersusDialog), QDialog)),
        (Qt.Key.Key_M, lambda parts: parts.map_flow.chooser is not None),
    ],
    ids=["versus", "maps"],
)
def test_a_command_pressed_at_the_name_prompt_opens_once_it_is_answered(
    qtbot: QtBot,
    clock: FakeClock,
    monkeypatch: pytest.MonkeyPatch,
    key: Qt.Key,
    opened: Callable[[Parts], bool],
) -> None:
    parts = game(qtbot, clock)
    monkeypatch.setattr(QInputDialog, "exec", answering(qtbot, [(key, CTRL)], ANSWERS["OK"]))
    screen = cleared(parts, clock)
    screen.look.click()
    qtbot.waitUntil(lambda: opened(parts))
    assert parts.window.isVisible()


def test_quit_pressed_on_the_result_screen_quits_after_it_and_the_name(
    qtbot: QtBot, clock: FakeClock
) -> None:
    """A command pressed on the result screen waits for the screen, then for the name
    prompt its closing brings (answered here by the tests' name), then is carried out."""
    parts = game(qtbot, clock, real_prompt=False)
    answer_questions(parts, name="Bo")
    screen = cleared(parts, clock)
    press(qtbot, screen, Qt.Key.Key_Q, CTRL)
    assert parts.window.isVisible() and screen.isVisible()
    screen.look.click()
    qtbot.waitUntil(lambda: not parts.window.isVisible())
    [entry] = parts.scores.scores.top(table_key(TINY))
    assert entry.name == "Bo"


def test_a_command_is_carried_out_once_however_often_it_was_pressed(
    qtbot: QtBot, clock: FakeClock
) -> None:
    parts = game(qtbot, clock, real_prompt=False)
    screen = cleared(parts, clock)
    scores_shown = triggers(parts.actions.high_scores)
    for _ in range(3):
        press(qtbot, screen, Qt.Key.Key_H, CTRL)
    screen.look.click()
    qtbot.waitUntil(lambda: scores_shown == [True])


def test_a_dialogs_own_key_is_its_own_and_typing_keys_are_never_taken(
    qtbot: QtBot, clock: FakeClock
) -> None:
    """The map editor keeps Ctrl+Z; Return, H, P (the game's keys with no Ctrl) stay
    the dialog's: no stand-in for them."""
    parts = game(qtbot, clock)
    parts.actions.map_editor.trigger()
    editor = parts.map_flow.editor
    assert editor is not None
    qtbot.waitExposed(editor)
    keys = {k.toString() for a in editor.actions() for k in a.shortcuts()}
    assert "Ctrl+Q" in keys and "Ctrl+M" in keys
    assert not keys & {"Ctrl+Z", "Return", "Enter", "H", "P", "W"}
    held: list[QAction] = []
    parts.actions.undo.triggered.connect(lambda: held.append(parts.actions.undo))
    editor.reject()
    assert held == []


def test_nothing_held_is_carried_out_once_the_game_quits(
    qtbot: QtBot, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    parts = game(qtbot, clock, real_prompt=False)
    monkeypatch.setattr("PySide6.QtCore.QCoreApplication.quit", lambda: None)
    screen = cleared(parts, clock)
    opened = triggers(parts.actions.choose_map)
    press(qtbot, screen, Qt.Key.Key_M, CTRL)
    held = parts.window.findChild(HeldCommands)
    assert isinstance(held, HeldCommands) and held.held == [parts.actions.choose_map.trigger]
    parts.session.quit()
    held.release()  # as the closing screen had it queued
    assert opened == [] and held.held == []


def test_nothing_held_after_quit_is_carried_out(qtbot: QtBot, clock: FakeClock) -> None:
    """Ctrl+Q then Ctrl+M on the result screen: the game quits, and no chooser opens over
    the closed window (it would keep the game from ending)."""
    parts = game(qtbot, clock, real_prompt=False)
    screen = cleared(parts, clock)
    opened = triggers(parts.actions.choose_map)
    press(qtbot, screen, Qt.Key.Key_Q, CTRL)
    press(qtbot, screen, Qt.Key.Key_M, CTRL)
    screen.look.click()
    qtbot.waitUntil(lambda: not parts.window.isVisible())
    held = parts.window.findChild(HeldCommands)
    assert isinstance(held, HeldCommands)
    qtbot.waitUntil(lambda: held.held == [])
    assert opened == []
