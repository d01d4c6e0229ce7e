"""Composition root: parse the command line, build the pieces, wire them, run."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from llk import __version__

if TYPE_CHECKING:  # Qt is imported only once a window is wanted (--version stays instant)
    from llk.controller.game_controller import GameController, Timing
    from llk.menu.actions import GameActions
    from llk.model.game import Clock
    from llk.view.main_window import MainWindow
    from llk.view.sound import SoundBoard


@dataclass
class Parts:
    """Everything a running game is made of."""

    controller: GameController
    actions: GameActions
    window: MainWindow
    sounds: SoundBoard


def build(timing: Timing | None = None, clock: Clock = time.monotonic) -> Parts:
    """Create the controller, actions, window and sounds and wire them together."""
    from llk.controller.game_controller import GameController
    from llk.controller.wiring import wire
    from llk.menu.actions import GameActions
    from llk.view.main_window import MainWindow
    from llk.view.sound import SoundBoard
    from llk.view.tile_art import TileArt

    controller = GameController(timing=timing, clock=clock)
    actions = GameActions()
    window = MainWindow(actions, TileArt(), controller.timing)
    sounds = SoundBoard(window)
    controller.setParent(window)
    actions.setParent(window)
    wire(controller, actions, window, sounds)
    return Parts(controller, actions, window, sounds)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="llk", description="连连看: link pairs of equal tiles.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--seed", type=int, help="game number to deal (replays a deal)")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game; returns the process exit code."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from llk.view.assets import resources

    app = QApplication(sys.argv[:1])
    app.setOrganizationName("LLK")
    app.setApplicationName("LLK")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("llk")
    app.setWindowIcon(QIcon(str(resources().joinpath("icon.svg"))))
    parts = build()
    parts.window.show()
    parts.controller.new_game(args.seed)
    return app.exec()
