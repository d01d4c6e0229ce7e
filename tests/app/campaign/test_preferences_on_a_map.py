"""Preferences while a map is played: a map has a size of its own, so a board size chosen
then leaves the map for a board of that size, and the dialog says so beforehand; a
change the next game would not use asks nothing (before, "give up?" dealt the same map
again)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from llk.dialogs.map_chooser import Choice
from llk.dialogs.settings import SettingsDialog
from llk.model import find_moves
from llk.model.maps.catalog import shipped_maps
from llk.wiring import Parts
from tests.game_window import opened

ARROW = next(m for m in shipped_maps() if m.key == "arrow")


def on_the_arrow_in_progress(parts: Parts, asked: list[str]) -> None:
    parts.map_flow.play(Choice(ARROW))
    a, b = find_moves(parts.controller.game.board)[0]
    parts.controller.click(a)
    parts.controller.click(b)
    assert parts.controller.in_progress
    asked.clear()


def preferences(qtbot: QtBot, parts: Parts) -> SettingsDialog:
    preferences = parts.menu_actions.preferences
    return opened(qtbot, preferences, lambda: parts.dialogs.current, SettingsDialog)


def ok(dialog: SettingsDialog) -> None:
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert button.isEnabled()
    button.click()


def test_a_board_size_chosen_on_a_map_leaves_it_for_a_board_of_that_size(
    qtbot: QtBot, parts: Parts, asked: list[str]
) -> None:
    on_the_arrow_in_progress(parts, asked)
    dialog = preferences(qtbot, parts)
    assert dialog.map_note.isVisible() and "Arrow" in dialog.map_note.text()
    dialog.rows.setValue(6)
    dialog.cols.setValue(10)
    ok(dialog)
    assert len(asked) == 1
    game = parts.controller.game
    assert game.settings.board_map is None
    assert (game.board.rows, game.board.cols) == (6, 10)
    assert parts.preferences.preferences.game.board_map is None


def test_nothing_the_next_game_would_use_changed_asks_nothing(
    qtbot: QtBot, parts: Parts, asked: list[str]
) -> None:
    on_the_arrow_in_progress(parts, asked)
    before = parts.controller.game
    dialog = preferences(qtbot, parts)
    dialog.rows.setValue(dialog.rows.value() + 1)
    dialog.rows.setValue(dialog.rows.value() - 1)  # as it was: the map stays
    ok(dialog)
    # settings a map makes no use of, changed by any way in: no question, no new deal
    chosen = parts.preferences.preferences
    parts.preferences_flow.accept(replace(chosen, game=replace(chosen.game, rows=3, cols=4)))
    assert asked == []
    assert parts.controller.game is before
    assert parts.preferences.preferences.game.board_map == ARROW


def test_off_a_map_the_dialog_says_nothing_about_maps(qtbot: QtBot, parts: Parts) -> None:
    dialog = preferences(qtbot, parts)
    assert dialog.map_note.isHidden() or not dialog.map_note.isVisible()
    assert dialog.map_note.text() == ""
