"""Opens the game's windows on top of the main one, without blocking play.

Each dialog's module is imported when it first opens: none is needed for the first
window, and together they took a sixth of the time to it (the charts' Qt module, the
About box's platform queries, How to Play's example boards).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QWidget

from llk.model import GameSettings
from llk.model.versus.rating import VersusRecord
from llk.store.statistics_keeper import StatisticsKeeper
from llk.view.board.tile_art import TileArt
from llk.view.screen_fit import fit_on_screen


class Dialogs(QObject):
    """Shows one dialog at a time over ``window``; the last one opened is `current`."""

    def __init__(self, window: QWidget, art: TileArt) -> None:
        super().__init__(window)
        self.window = window
        """The parent of every dialog: one that covers it holds the game's clock."""
        self.art = art
        self.current: QDialog | None = None

    def open(self, dialog: QDialog) -> None:
        """Show ``dialog`` without blocking, in place of the one shown before, on the
        screen whole (`fit_on_screen`)."""
        if self.current is not None:
            self.current.deleteLater()
        self.current = dialog
        fit_on_screen(dialog)
        dialog.open()

    def show_help(self, settings: GameSettings, actions: Sequence[QAction]) -> None:
        """How to Play, for the player's ``settings``, with the keys of ``actions``."""
        from llk.dialogs.how_to_play import HowToPlayDialog

        self.open(HowToPlayDialog(self.art, settings, actions, self.window))

    def show_statistics(
        self,
        keeper: StatisticsKeeper,
        confirm: Callable[[], bool],
        versus: VersusRecord | None = None,
    ) -> None:
        """The statistics of ``keeper`` (and the ``versus`` record); its Reset asks
        ``confirm`` first."""
        from llk.dialogs.statistics import StatisticsDialog

        self.open(StatisticsDialog(keeper, confirm, self.window, versus))

    def show_about(self) -> None:
        from llk.dialogs.about import AboutDialog

        self.open(AboutDialog(self.window))
