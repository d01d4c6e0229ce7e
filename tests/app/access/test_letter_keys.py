"""Keys of one character in the window: switched off by a preference (every action's,
whoever made it, and back as they were), and a key that spends something scarce asked
for twice, with real key presses."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from llk.dialogs.settings import SettingsDialog
from llk.model import find_moves
from llk.view.access.letter_keys import is_letter_key
from llk.wiring import Parts


def _letters_on(parts: Parts, on: bool) -> None:
    keeper = parts.preferences
    keeper.change(replace(keeper.preferences, letter_keys=on))


def _keys(parts: Parts) -> dict[str, list[str]]:
    """Every action of the window that has keys, by name: its keys."""
    found = {}
    for action in parts.window.findChildren(QAction):
        if action.shortcuts():
            found[action.objectName()] = [k.toString() for k in action.shortcuts()]
    return found


def _press(qtbot: QtBot, parts: Parts, key: Qt.Key) -> None:
    qtbot.keyClick(parts.window.board_view, key)


LETTER_KEYS = [("H", True), ("1", True), ("+", True), ("Shift+A", True), ("Space", True)]
OTHER_KEYS = [("Ctrl+H", False), ("Alt+R", False), ("F5", False), ("Return", False)]
OTHER_KEYS += [("Esc", False), ("Left", False), ("H, R", False)]


@pytest.mark.parametrize(("text", "letter"), [*LETTER_KEYS, *OTHER_KEYS])
def test_a_letter_key_is_one_key_that_types(text: str, letter: bool) -> None:
    assert is_letter_key(QKeySequence(text)) is letter


def test_off_every_single_letter_key_goes_from_every_action_and_comes_back_as_it_was(
    qtbot: QtBot, parts: Parts
) -> None:
    before = _keys(parts)
    letters = {name for name, keys in before.items() if any(len(k) == 1 for k in keys)}
    assert {"hint", "refresh", "pause", "show_me", "winnable", "undo_to_winnable"} <= letters
    assert {"prop_key_1", "prop_key_2", "prop_key_3"} <= letters
    _letters_on(parts, False)
    after = _keys(parts)
    assert not any(len(k) == 1 for keys in after.values() for k in keys)
    assert after["new_game"] == ["Ctrl+N"] and after["restart"] == ["F5"]  # the others stay
    assert after["next_level"] == ["Return", "Enter"]
    assert "hint" not in after  # its menu item shows no key
    _letters_on(parts, True)
    assert _keys(parts) == before


def test_off_a_letter_key_does_nothing_and_the_menu_shows_none(qtbot: QtBot, parts: Parts) -> None:
    _letters_on(parts, False)
    game = parts.controller.game
    for key in (Qt.Key.Key_H, Qt.Key.Key_R, Qt.Key.Key_P, Qt.Key.Key_W):
        for _twice in range(2):
            _press(qtbot, parts, key)
    assert (game.helps.hints_left, game.helps.refreshes_left) == (3, 3)
    assert not parts.actions.pause.isChecked()
    menu = next(m for m in parts.window.menuBar().findChildren(QMenu) if m.title() == "&Game")
    assert menu.actions() and all(
        not is_letter_key(a.shortcut()) for a in menu.actions() if not a.shortcut().isEmpty()
    )
    parts.actions.hint.trigger()  # the menu item still gives one
    assert game.helps.hints_left == 2


def test_an_action_added_later_with_a_letter_key_is_switched_too(
    qtbot: QtBot, parts: Parts
) -> None:
    """The rule is over every action of the window, not a list: a helper's new key is in."""
    later = QAction("Later", parts.actions)
    later.setShortcuts([QKeySequence("T"), QKeySequence("Ctrl+Shift+T")])
    _letters_on(parts, False)
    assert [k.toString() for k in later.shortcuts()] == ["Ctrl+Shift+T"]
    _letters_on(parts, True)
    assert [k.toString() for k in later.shortcuts()] == ["T", "Ctrl+Shift+T"]


def test_the_key_of_a_refresh_asks_first_and_spends_on_the_second_press(
    qtbot: QtBot, parts: Parts
) -> None:
    game = parts.controller.game
    heard: list[str] = []
    parts.announcer.announced.connect(heard.append)
    _press(qtbot, parts, Qt.Key.Key_R)
    said = "Refresh (3): press R again to use it, any other key to keep it."
    assert game.helps.refreshes_left == 3  # a stray press spends nothing
    assert parts.window.statusBar().currentMessage() == said and heard == [said]
    _press(qtbot, parts, Qt.Key.Key_R)
    assert game.helps.refreshes_left == 2
    assert said not in parts.window.statusBar().currentMessage()  # the question is over


def test_a_hint_by_its_key_leaves_no_question_in_the_status_line(
    qtbot: QtBot, parts: Parts
) -> None:
    """A hint says nothing in the status line of its own: the question stayed there."""
    _press(qtbot, parts, Qt.Key.Key_H)
    _press(qtbot, parts, Qt.Key.Key_H)
    assert parts.controller.game.helps.hints_left == 2
    assert "again" not in parts.window.statusBar().currentMessage()


@pytest.mark.parametrize("between", [[Qt.Key.Key_Left], [Qt.Key.Key_P, Qt.Key.Key_P], "click"])
def test_anything_between_two_presses_lets_the_first_be(
    qtbot: QtBot, parts: Parts, between: list[Qt.Key] | str
) -> None:
    """An arrow, another command's key (pause and resume), a click on the board."""
    game = parts.controller.game
    _press(qtbot, parts, Qt.Key.Key_H)
    if between == "click":
        a, _b = find_moves(game.board)[0]
        view = parts.window.board_view
        qtbot.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, pos=view.cell_centre(a).toPoint()
        )
    else:
        assert isinstance(between, list)
        for key in between:
            _press(qtbot, parts, key)
    _press(qtbot, parts, Qt.Key.Key_H)
    assert game.helps.hints_left == 3  # this H is a first press again
    _press(qtbot, parts, Qt.Key.Key_H)
    assert game.helps.hints_left == 2


def test_keys_that_spend_nothing_act_at_once_and_buttons_spend_at_once(
    qtbot: QtBot, parts: Parts
) -> None:
    _press(qtbot, parts, Qt.Key.Key_P)
    assert parts.actions.pause.isChecked()
    _press(qtbot, parts, Qt.Key.Key_P)
    assert not parts.actions.pause.isChecked()
    qtbot.mouseClick(parts.window.side_panel.buttons["refresh"], Qt.MouseButton.LeftButton)
    assert parts.controller.game.helps.refreshes_left == 2


def test_the_preference_is_a_check_box_kept_across_starts(qtbot: QtBot, parts: Parts) -> None:
    dialog = SettingsDialog(parts.preferences.preferences, parts.window)
    qtbot.addWidget(dialog)
    assert dialog.letter_keys.isChecked()
    dialog.letter_keys.click()
    parts.preferences_flow.accept(dialog.preferences())
    assert parts.preferences.preferences.letter_keys is False
    assert parts.actions.hint.shortcut().isEmpty()
    from llk.store.preferences import load_preferences

    assert load_preferences()[0].letter_keys is False


def test_what_tells_the_player_to_press_a_key_names_the_button_while_the_key_is_off(
    qtbot: QtBot, parts: Parts
) -> None:
    parts.actions.pause.trigger()
    assert parts.window.board_view.pause_text.text() == "Paused — press P to play on"
    parts.actions.pause.trigger()
    _letters_on(parts, False)
    parts.actions.pause.trigger()
    assert parts.window.board_view.pause_text.text() == "Paused — press Resume to play on"
    parts.controller.start(parts.controller.game)  # as a game resumed paused is started
    said = "Game 7 resumed: press Resume to play on."
    assert parts.window.statusBar().currentMessage() == said


def _help_text(parts: Parts) -> str:
    parts.menu_actions.how_to_play.trigger()
    page = parts.dialogs.current
    assert page is not None
    text: str = page.text()  # type: ignore[attr-defined]
    page.close()
    return text


def test_how_to_play_lists_no_letter_key_while_they_are_off_and_names_the_buttons(
    qtbot: QtBot, parts: Parts
) -> None:
    text = _help_text(parts)
    assert "\nH\nHint\n" in text and "until you press P again" in text
    _letters_on(parts, False)
    text = _help_text(parts)
    assert "\nH\nHint\n" not in text and "\nCtrl+N\nNew Game\n" in text
    assert "until you press Pause again" in text and "press  " not in text
    assert "Aim at Next Rival (no key)" in text
