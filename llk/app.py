"""Composition root: parse the command line, build the pieces, wire them, run."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from llk import __version__

if TYPE_CHECKING:  # Qt is imported only once a window is wanted (--version stays instant)
    from pathlib import Path

    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from llk.model.play_clock import Clock
    from llk.model.preferences import Preferences, Timing
    from llk.wiring import Parts


def build(
    timing: Timing | None = None,
    clock: Clock = time.monotonic,
    loaded: tuple[Preferences, list[str]] | None = None,
    folder: Path | None = None,
) -> Parts:
    """Create every part of a running game and wire them together; the first deal
    waits for `Parts.start`.

    ``timing`` overrides the animation preferences (tests use zero). ``loaded`` is
    what `load_preferences` gave, if it ran already: it must read the settings file
    before anything else does, or Qt hides a damaged file. ``folder`` replaces the
    data folder.
    """
    from PySide6.QtCore import QSettings

    from llk.controller.preferences import PreferencesKeeper, load_preferences

    keeper = PreferencesKeeper(loaded or load_preferences(QSettings()))
    from llk.wiring import make_parts, wire

    parts = make_parts(keeper, clock, folder)
    wire(parts, timing)
    keeper.publish()
    return parts


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

    from llk.controller.preferences import load_preferences

    app = QApplication(sys.argv[:1])
    configure(app)
    loaded = load_preferences(QSettings())
    install_translator(app, loaded[0].language)
    parts = build(loaded=loaded)
    parts.window.show()
    parts.start(args.seed)
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
