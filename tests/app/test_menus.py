"""Every menu action does what it says, and the menus follow the game state."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialog, QMenu
from pytestqt.qtbot import QtBot

from llk.dialogs.about import AboutDialog
from llk.dialogs.how_to_play import HowToPlayDialog
from llk.dialogs.scores import ScoresDialog
from llk.dialogs.settings import SettingsDialog
from llk.model import Phase, find_moves
from llk.model.records.preferences import Language
from llk.wiring import Parts
from tests.game_window import opened


def menu_texts(parts: Parts) -> dict[str, list[str]]:
    menus = parts.window.menuBar().findChildren(QMenu)
    return {
        menu.title(): [a.text() for a in menu.actions() if not a.isSeparator()] for menu in menus
    }


def test_the_four_menus_hold_their_actions(parts: Parts) -> None:
    texts = menu_texts(parts)
    assert {"&Game", "&View", "&Settings", "&Help", "&Language"} <= set(texts)
    assert texts["&View"] == ["Zoom &In", "Zoom &Out", "&Fit Board", "&Tell Me"]
    assert texts["&Tell Me"][0] == "Say &Score"
    assert "&New Game" in texts["&Game"]
    assert "High &Scores…" in texts["&Game"]
    assert "&Preferences…" in texts["&Settings"]
    assert texts["&Language"] == ["System Language", "English", "简体中文"]
    assert texts["&Help"] == ["&How to Play", "&About LLK"]


def test_shortcuts(parts: Parts) -> None:
    shortcuts = {a.objectName(): a.shortcut().toString() for a in parts.actions.all()}
    assert shortcuts == {
        "new_game": "Ctrl+N",
        "restart": "F5",
        "play_number": "",
        "daily_game": "Ctrl+D",
        "choose_map": "Ctrl+M",
        "map_editor": "Ctrl+E",
        "versus": "Ctrl+R",
        "race_online": "",
        "campaign": "Ctrl+L",
        "achievements": "Ctrl+A",
        "pause": "P",
        "hint": "H",
        "show_me": "S",
        "refresh": "R",
        "undo": "Ctrl+Z",
        "undo_to_winnable": "U",
        "next_level": "Return",
        "redo": "Ctrl+Shift+Z",
        "winnable": "W",
        "aim": "A",
        "high_scores": "Ctrl+H",
        "statistics": "Ctrl+T",
        "quit": "Ctrl+Q",
    }
    assert parts.menu_actions.how_to_play.shortcut().toString() == "F1"
    menu = parts.menu_actions
    zooms = [menu.zoom_in, menu.zoom_out, menu.zoom_fit]
    assert [[key.toString() for key in action.shortcuts()] for action in zooms] == [
        ["Ctrl++", "Ctrl+=", "Zoom In"],  # Ctrl+= is Ctrl++ without Shift; the keyboard's key
        ["Ctrl+-", "Zoom Out"],
        ["Ctrl+0"],
    ]
    every = [k for a in [*parts.actions.all(), *parts.menu_actions.all()] for k in a.shortcuts()]
    assert len(every) == len(set(every)), "two actions share a key"


def test_new_game_deals_another_and_restart_deals_the_same(qtbot: QtBot, parts: Parts) -> None:
    first = parts.controller.game
    a, b = find_moves(first.board)[0]
    parts.controller.click(a)
    parts.controller.click(b)
    qtbot.keyClick(parts.window, Qt.Key.Key_F5)
    again = parts.controller.game
    assert again is not first
    assert again.seed == first.seed
    assert again.tiles_left == first.settings.rows * first.settings.cols
    # a run given up on level 1 cleared no level: its points stand in no table, no name
    assert parts.dialogs.current is None and parts.scores.scores.tables == {}
    assert parts.statistics.statistics.total().abandoned == 1
    qtbot.keyClick(parts.window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert parts.controller.game.seed != first.seed


def test_game_actions_from_the_menu(parts: Parts) -> None:
    actions = parts.actions
    assert not actions.undo.isEnabled()
    a, b = find_moves(parts.controller.game.board)[0]
    parts.controller.click(a)
    parts.controller.click(b)
    actions.undo.trigger()
    assert parts.controller.game.tiles_left == 24
    actions.redo.trigger()
    assert parts.controller.game.tiles_left == 22
    actions.hint.trigger()
    assert parts.controller.game.helps.hints_left == 2
    actions.refresh.trigger()
    assert parts.controller.game.helps.refreshes_left == 2
    actions.pause.trigger()
    assert parts.controller.game.phase is Phase.PAUSED
    assert actions.pause.isChecked()
    assert not actions.hint.isEnabled()
    actions.pause.trigger()
    assert actions.hint.isEnabled()


def test_dialogs_open_from_their_actions(qtbot: QtBot, parts: Parts) -> None:
    for action, kind in (
        (parts.actions.high_scores, ScoresDialog),
        (parts.menu_actions.preferences, SettingsDialog),
        (parts.menu_actions.how_to_play, HowToPlayDialog),
        (parts.menu_actions.about, AboutDialog),
    ):
        action.trigger()
        dialog = parts.dialogs.current
        assert isinstance(dialog, kind)
        assert dialog.isVisible()
        dialog.close()


def test_sound_toggle_is_stored(parts: Parts) -> None:
    assert parts.menu_actions.sound.isChecked()
    parts.menu_actions.sound.trigger()
    assert not parts.sounds.enabled
    assert QSettings().value("sound") in (False, "false")
    parts.menu_actions.sound.trigger()
    assert parts.sounds.enabled


def test_language_choice_is_stored_and_announced(parts: Parts) -> None:
    parts.menu_actions.language[Language.ZH_CN].trigger()
    assert QSettings().value("language") == "zh_CN"
    assert parts.preferences.preferences.language == "zh_CN"
    assert "next start" in parts.window.statusBar().currentMessage()


def test_quit_closes_the_window(qtbot: QtBot, parts: Parts) -> None:
    parts.actions.quit.trigger()
    assert not parts.window.isVisible()


def test_play_game_number(parts: Parts, monkeypatch: object) -> None:
    from PySide6.QtWidgets import QInputDialog

    setattr_ = monkeypatch.setattr  # type: ignore[attr-defined]
    setattr_(QInputDialog, "getInt", staticmethod(lambda *args: (4242, True)))
    parts.actions.play_number.trigger()
    assert parts.controller.game.seed == 4242
    assert parts.window.side_panel.game_number.text() == "4242"


@pytest.mark.parametrize(
    "opener", ["preferences", "how_to_play", "about", "high_scores", "statistics"]
)
def test_every_dialog_opens_within_the_screen(qtbot: QtBot, parts: Parts, opener: str) -> None:
    """The test's screen is 800 x 800: the statistics opened 940 px wide there, and on a
    1366 x 768 screen the help and the statistics hid their buttons under the task bar."""
    actions = parts.actions if hasattr(parts.actions, opener) else parts.menu_actions
    dialog = opened(qtbot, getattr(actions, opener), lambda: parts.dialogs.current, QDialog)
    free = dialog.screen().availableGeometry()
    assert dialog.frameGeometry().width() <= free.width()
    assert dialog.frameGeometry().height() <= free.height()
