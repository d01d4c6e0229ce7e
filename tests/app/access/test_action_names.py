"""Each action has one name: the menu's. How to Play, its key list, the status bar and
the README call it so, in English and in Chinese."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.controller.winnable import Lost
from llk.dialogs.how_to_play import HowToPlayDialog
from llk.view.actions import action_name, plain
from llk.wiring import Parts
from tests.game_window import INSTANT, playing
from tests.model.clock import FakeClock

ROOT = Path(__file__).resolve().parents[3]
PLAYERS_DOCS = (ROOT / "README.md", ROOT / "docs" / "features.md", ROOT / "docs" / "install.md")
"""What players read about the game: the README and the pages it sends them to."""
RETIRED = ("Undo Back", "Last Winnable")
"""The other names Undo to Winnable had."""


def every_action(parts: Parts) -> list[QAction]:
    return [*parts.actions.all(), *parts.menu_actions.all()]


def open_how_to_play(qtbot: QtBot, parts: Parts) -> HowToPlayDialog:
    qtbot.keyClick(parts.window, Qt.Key.Key_F1)
    dialog = parts.dialogs.current
    assert isinstance(dialog, HowToPlayDialog)
    return dialog


def by_keys(parts: Parts) -> dict[tuple[str, ...], QAction]:
    native = QKeySequence.SequenceFormat.NativeText
    return {
        tuple(s.toString(native) for s in action.shortcuts()): action
        for action in every_action(parts)
        if action.shortcuts()
    }


def check_names(qtbot: QtBot, parts: Parts) -> None:
    """The menu says each action's name (with a count or a stop while it plays); every
    row of How to Play's tables that names an action names it so, and every action with
    a key has its row in the key list, under its name."""
    for menu in parts.window.menuBar().findChildren(QMenu):
        for action in menu.actions():
            if not action.isSeparator() and action.property("llk_name") is not None:
                assert plain(action.text()).startswith(action_name(action)) or action in (
                    parts.actions.show_me,
                    parts.actions.pause,
                ), action.text()
    keyed = by_keys(parts)
    rows = open_how_to_play(qtbot, parts).page.key_rows
    named = [(tuple(keys), name) for keys, name, _ in rows if name]
    said_twice = [
        name for _, name, says in rows if name and re.match(f"{re.escape(name)} ?[:：]", says)
    ]
    assert not said_twice  # "Refresh" over "Refresh: shuffle the tiles that are left."
    assert len(named) >= len(keyed) + 7  # the helpers, then the key list
    for keys, name in named:
        assert name == action_name(keyed[keys]), name
    listed = {keys for keys, _ in named}
    assert set(keyed) <= listed


def test_how_to_play_and_the_key_list_call_each_action_by_its_name(
    qtbot: QtBot, parts: Parts
) -> None:
    check_names(qtbot, parts)
    assert action_name(parts.actions.undo_to_winnable) == "Undo to Winnable"
    text = open_how_to_play(qtbot, parts).text()
    assert not [name for name in RETIRED if name in text]


def test_in_chinese_too(chinese: QTranslator, qtbot: QtBot, clock: FakeClock) -> None:
    parts = playing(qtbot, build(INSTANT, clock))
    check_names(qtbot, parts)
    assert action_name(parts.actions.undo_to_winnable) == "撤销到可解局面"


def test_the_lost_message_sends_the_player_to_the_action_by_its_name(parts: Parts) -> None:
    parts.controller.watcher.position_lost.emit(Lost(3))
    said = parts.window.statusBar().currentMessage()
    assert said.startswith("Lost 3 moves ago")
    assert f"{action_name(parts.actions.undo_to_winnable)} (in the Game menu" in said


MENU_MENTION = re.compile(r"(?:Game|View) ▸ ([^,)]+)")
KEY_MENTION = re.compile(
    r"(?:Game ▸ |\*\*)?([A-Z][\w ?]*?)(?:\*\*)? ?[(,] ?(?:key )?([A-Z]\b|Ctrl\+\w)\)"
)
"""``Game ▸ Statistics, Ctrl+T)``, ``**Show Me** (key S)``, ``Daily Game (Ctrl+D)``."""


@pytest.fixture
def readme() -> str:
    texts = (page.read_text(encoding="utf-8") for page in PLAYERS_DOCS)
    return " ".join(" ".join(texts).split())  # lines joined


def test_the_readme_calls_each_action_by_its_name(parts: Parts, readme: str) -> None:
    names = {action_name(a) for a in every_action(parts)}
    menu_mentions = MENU_MENTION.findall(readme)
    assert len(menu_mentions) >= 3
    assert set(menu_mentions) <= names
    keyed = {keys[0]: action for keys, action in by_keys(parts).items()}
    key_mentions = KEY_MENTION.findall(readme)
    assert len(key_mentions) >= 4, key_mentions
    for name, key in key_mentions:
        assert name == action_name(keyed[key]), (name, key)
    assert not [name for name in RETIRED if name in readme]
