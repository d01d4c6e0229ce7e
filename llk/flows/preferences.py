"""Preferences from the menu: the dialog, then a new deal if the board settings changed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject

from llk.controller.game_controller import GameController
from llk.dialogs.opener import Dialogs
from llk.model.records.preferences import Preferences
from llk.store.preferences import PreferencesKeeper


class PreferencesFlow(QObject):
    """Opens Preferences and applies what the player accepts."""

    def __init__(
        self,
        keeper: PreferencesKeeper,
        game: GameController,
        may_leave: Callable[[str], bool],
        dialogs: Dialogs,
        tell: Callable[[str], None],
    ) -> None:
        """``may_leave`` is `DealFlow.may_leave`: the one question before a game in
        progress is given up, which says what its score becomes. ``tell`` shows the
        player a line about a problem met (a picture left out)."""
        super().__init__(dialogs)
        self._keeper = keeper
        self._game = game
        self._may_leave = may_leave
        self._dialogs = dialogs
        self._tell = tell

    def show(self) -> None:
        """The dialog, offering every installed tile set and background (read the first
        time, and each one that cannot be read told then, once)."""
        from llk.dialogs.settings import SettingsDialog  # see `Dialogs`

        installed = self._dialogs.art.installed
        dialog = SettingsDialog(
            self._keeper.preferences,
            self._dialogs.window,
            installed.tile_sets(),
            installed.backgrounds(),
        )
        dialog.accepted.connect(lambda: self.accept(dialog.preferences()))
        self._dialogs.open(dialog)
        for text in installed.take_problems():
            self._tell(text)

    def accept(self, chosen: Preferences) -> None:
        """Keep ``chosen``; settings that deal another game (`GameSettings.deals_like`)
        deal a new game unless that would throw away a game in progress the player wants
        to finish. Settings a game makes no use of (a board size while a map is played)
        ask nothing: a "give up?" that changed nothing would lose the game for nothing.
        The dialog has no zoom, no race choices and no online account: they stay as
        they are."""
        kept = self._keeper.preferences
        chosen = replace(
            chosen,
            zoom_tile=kept.zoom_tile,
            versus=kept.versus,
            online_account=kept.online_account,
        )
        dealt_differently = not chosen.game.deals_like(kept.game)
        self._keeper.change(chosen)
        question = self.tr(
            "The new settings need a new deal. Give up the game in progress and deal one "
            "now? (Otherwise they apply from the next game.)"
        )
        if dealt_differently and self._may_leave(question):
            self._game.new_game()
