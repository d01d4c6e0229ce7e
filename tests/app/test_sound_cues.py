"""The sound cues by the keyboard: the cursor knocks when it wraps round an edge and
ticks on an empty cell, with the cues on; nothing with them off."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from llk.model import find_moves
from llk.wiring import Parts


def stepping(qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch, cues: bool) -> list[str]:
    """The sounds of the cursor going right across the first row and round its edge."""
    preferences = parts.preferences.preferences
    parts.preferences.change(replace(preferences, sound_cues=cues))
    played: list[str] = []
    monkeypatch.setattr(parts.sounds, "play", played.append)
    board = parts.window.board_view
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Right)  # the first press shows the cursor at (0, 0)
    for _ in range(board.tiles.cols):
        qtbot.keyClick(board, Qt.Key.Key_Right)
    return played


def test_the_cursor_knocks_at_the_edge_with_the_cues_on_only(
    qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert stepping(qtbot, parts, monkeypatch, cues=True) == ["edge"]  # a full row: no tick
    assert stepping(qtbot, parts, monkeypatch, cues=False) == []


def test_an_empty_cell_ticks(qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch) -> None:
    """Across row 0 the cursor visits columns 1 to the last, then wraps to 0 (a knock)."""
    parts.controller.new_game(7, replace(parts.controller.game.settings, rows=2, cols=4, kinds=2))
    board = parts.controller.game.board
    a, b = next((a, b) for a, b in find_moves(board) if a[0] == 0 or b[0] == 0)
    parts.controller.click(a)
    parts.controller.click(b)
    tiles = dict(parts.controller.game.board.tiles())
    gaps = [c for c in range(1, 4) if (0, c) not in tiles]
    played = stepping(qtbot, parts, monkeypatch, cues=True)
    assert played == ["empty"] * len(gaps) + ["edge"]
