"""A long session neither grows nor leaves anything behind: animations, lines, floating
points and faded tiles are all gone once they have run."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from llk.app import build
from llk.model import GameSettings, Phase, find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.records.preferences import Timing
from llk.view.board.tile_item import TileItem
from tests.game_window import answer_questions
from tests.model.clock import FakeClock

SHORT = Timing(link_ms=5, fade_ms=5, shuffle_ms=5, flash_ms=5, float_ms=5)
"""Real animations, only short."""
BIG = GameSettings(rows=10, cols=16, kinds=36, levels=False, gravity=ShiftMode.DOWN)


def test_hundreds_of_pairs_leave_nothing_behind(qtbot: QtBot, clock: FakeClock) -> None:
    parts = build(SHORT, clock)
    answer_questions(parts)
    qtbot.addWidget(parts.window)
    parts.window.show()
    parts.controller.new_game(1, BIG)
    view = parts.window.board_view
    effects = view.effects
    baseline = len(effects.children())

    def loose_items() -> int:
        """Top-level items besides the standing tiles: the cursor and the pause text,
        plus any line, floating points or fading tile not yet gone."""
        top = [i for i in view.scene().items() if i.parentItem() is None]
        return len(top) - parts.controller.game.tiles_left

    fixed_items = loose_items()
    played = 0
    seed = 1
    while played < 400:
        game = parts.controller.game
        if game.phase is not Phase.PLAYING:
            seed += 1
            parts.controller.new_game(seed, BIG)
            continue
        a, b = find_moves(game.board)[0]
        parts.controller.click(a)
        parts.controller.click(b)
        played += 1
        if played % 25 == 0:
            qtbot.wait(20)  # let some animations run to the end, others overlap
    qtbot.waitUntil(lambda: len(effects.children()) == baseline)
    qtbot.waitUntil(lambda: loose_items() == fixed_items)
    tiles = [i for i in view.scene().items() if isinstance(i, TileItem)]
    assert len(tiles) == parts.controller.game.tiles_left
