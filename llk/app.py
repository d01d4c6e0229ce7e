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
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from llk.controller.game_controller import GameController, Timing
    from llk.menu.actions import GameActions, MenuActions
    from llk.menu.menu_controller import MenuController
    from llk.menu.preferences import Preferences
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
    menu_actions: MenuActions
    menu: MenuController


def build(
    timing: Timing | None = None,
    clock: Clock = time.monotonic,
    loaded: tuple[Preferences, list[str]] | None = None,
) -> Parts:
    """Create the controllers, actions, window and sounds and wire them together.

    ``timing`` overrides the stored animation preferences (tests use zero).
    ``loaded`` is what `load_preferences` gave, if it ran already: it must read
    the settings file before anything else does, or Qt hides a damaged file.
    """
    from PySide6.QtCore import QSettings

    from llk.menu.preferences import load_preferences

    loaded = loaded or load_preferences(QSettings())
    from llk.controller.game_controller import GameController
    from llk.controller.wiring import wire
    from llk.menu.actions import GameActions, MenuActions
    from llk.menu.menu_bar import build_menus
    from llk.menu.menu_controller import MenuController
    from llk.view.main_window import MainWindow
    from llk.view.sound import SoundBoard
    from llk.view.tile_art import TileArt

    controller = GameController(clock=clock)
    actions, menu_actions = GameActions(), MenuActions()
    window = MainWindow(actions, TileArt(), controller.timing)
    build_menus(window, actions, menu_actions)
    window.addActions(menu_actions.all())
    sounds = SoundBoard(window)
    controller.setParent(window)
    actions.setParent(window)
    menu_actions.setParent(window)
    wire(controller, actions, window, sounds)
    menu = MenuController(controller, window, actions, menu_actions, sounds, loaded, clock)
    if timing is not None:
        controller.timing = window.board_view.timing = timing
    return Parts(controller, actions, window, sounds, menu_actions, menu)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="llk", description="连连看: link pairs of equal tiles.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--seed", type=int, help="game number to deal (replays a deal)")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game; returns the process exit code."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from llk.menu.preferences import load_preferences

    app = QApplication(sys.argv[:1])
    configure(app)
    loaded = load_preferences(QSettings())
    install_translator(app, loaded[0].language)
    parts = build(loaded=loaded)
    parts.window.show()
    parts.menu.start(args.seed)
    return app.exec()


def configure(app: QApplication) -> None:
    """Names (which decide where settings and data live), version and icon."""
    from PySide6.QtGui import QIcon

    from llk.view.assets import resources

    app.setOrganizationName("LLK")
    app.setApplicationName("LLK")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("llk")
    app.setWindowIcon(QIcon(str(resources().joinpath("icon.svg"))))


def install_translator(app: QCoreApplication, chosen: str) -> None:
    """Load the translation the player chose (``system``, ``en``, ``zh_CN``); English
    needs none."""
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    from llk.view.assets import resources

    locale = QLocale.system() if chosen == "system" else QLocale(chosen)
    ours = QTranslator(app)
    if not ours.load(locale, "llk", "_", str(resources().joinpath("translations"))):
        return  # English, or a language we do not have
    app.installTranslator(ours)
    qt = QTranslator(app)  # Qt's own buttons (OK, Cancel, Yes, No...)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
