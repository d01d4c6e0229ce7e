"""What keeping the game safe costs: a save after a move, and a long session's memory.

Not part of the test run: ``python -m pytest benchmarks -p no:cacheprovider``.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pytestqt.qtbot import QtBot

from llk.model import Game, GameSettings, Phase, find_moves
from llk.model.board.shifts import ShiftMode
from llk.store.save_keeper import SaveKeeper

SOAK_PAIRS = 10_000
WARM_UP_PAIRS = 4_000
SOAK_GROWTH_MB = 10.0


def rss_mb() -> float:
    """This process's resident memory now, in MB (Linux)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    pytest.skip("no /proc/self/status on this system")


@pytest.mark.parametrize(("rows", "cols"), [(8, 12), (16, 30)])
def test_a_save_after_a_move(
    qtbot: QtBot, tmp_path: Path, race: Callable[..., Any], rows: int, cols: int
) -> None:
    """One atomic write (temporary file, fsync, rename) of the game in play."""
    keeper = SaveKeeper(tmp_path)
    game = Game(GameSettings(rows=rows, cols=cols, kinds=min(48, rows * cols // 4)), seed=5)
    race(f"save {rows}x{cols}", "ours", lambda: keeper.keep(game, force=True))
    assert keeper.path.exists()


def test_ten_thousand_pairs_do_not_grow_the_memory(qtbot: QtBot) -> None:
    """The real window, animations on, pair after pair: RSS growth stays under 10 MB."""
    from llk.app import build

    parts = build()
    parts.questions.ask_name = lambda score: "Tester"  # type: ignore[method-assign]
    qtbot.addWidget(parts.window)
    parts.window.show()
    settings = GameSettings(rows=10, cols=16, kinds=36, levels=False, gravity=ShiftMode.DOWN)
    seed = 1

    def play(pairs: int) -> None:
        nonlocal seed
        for done in range(pairs):
            game = parts.controller.game
            while game.phase is not Phase.PLAYING:
                seed += 1
                parts.controller.new_game(seed, settings)
                game = parts.controller.game
            a, b = find_moves(game.board)[0]
            parts.controller.click(a)
            parts.controller.click(b)
            if done % 20 == 0:
                qtbot.wait(1)
        qtbot.wait(1500)  # every animation runs to its end
        gc.collect()

    parts.controller.new_game(seed, settings)
    play(WARM_UP_PAIRS)  # caches, fonts, Qt's first dialogs: they come once, not per pair
    before = rss_mb()
    play(SOAK_PAIRS)
    after = rss_mb()
    print(f"\nRSS {before:.1f} MB -> {after:.1f} MB after {SOAK_PAIRS} pairs")
    assert after - before < SOAK_GROWTH_MB
