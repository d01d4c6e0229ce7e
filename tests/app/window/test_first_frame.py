"""The game's window is on screen before the game is built: `llk.app.main` shows it as a
bare frame, then builds the rest into that same window, then deals.

Each start runs in a process of its own (the modules a start imports are the point), and
records the order of what happens; nothing here depends on how long anything takes.
"""

from __future__ import annotations

from pathlib import Path

from tests.app.files.test_nothing_lost import run_game

HEAVY = (
    "llk.wiring",
    "llk.controller.game_controller",
    "llk.view.board.board_view",
    "llk.model.game.game",
)
"""Modules of the game proper: none is imported when the frame is first painted."""

RECORDER = f"""
import sys
from PySide6.QtCore import QEvent, QObject
import llk.app
from llk.view import main_window

said = []
windows = []


class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not said:
            heavy = [name for name in {HEAVY!r} if name in sys.modules]
            furnished = hasattr(watched, "board_view")
            said.append(f"painted, heavy modules {{heavy}}, furnished {{furnished}}")
        return False


made = main_window.MainWindow.__init__


def making(self, *args):
    made(self, *args)
    windows.append(self)
    self.installEventFilter(FirstPaint(self))


main_window.MainWindow.__init__ = making
build = llk.app.build


def building(*args, **kwargs):
    parts = build(*args, **kwargs)
    said.append(f"built into the window shown first: {{windows == [parts.window]}}")

    def dealt(_board):
        said.append("dealt")
        print("\\n".join(said), flush=True)
        parts.window.close()

    parts.controller.started.connect(dealt)
    return parts


llk.app.build = building
sys.exit(llk.app.main(sys.argv[1:]))
"""


def test_the_window_is_painted_before_the_game_is_built_into_it_and_dealt(
    tmp_path: Path,
) -> None:
    game = run_game(tmp_path, RECORDER, "--seed", "7")
    out, _ = game.communicate(timeout=60)
    assert game.returncode == 0, out
    lines = [line for line in out.splitlines() if not line.startswith("This plugin")]
    assert lines == [
        "painted, heavy modules [], furnished False",
        "built into the window shown first: True",
        "dealt",
    ]
