"""The player's actions as QActions, shared by menus, buttons and shortcuts.

Their enabled state comes from `GameController.action_states` only.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

from llk.controller.game_controller import ActionStates


class GameActions(QObject):
    """New, restart, pause, hint, refresh, undo, redo and quit."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.new_game = self._action("new_game", self.tr("&New Game"), "Ctrl+N")
        self.restart = self._action("restart", self.tr("&Restart Same Deal"), "F5")
        self.pause = self._action("pause", self.tr("&Pause"), "P", checkable=True)
        self.hint = self._action("hint", self.tr("&Hint"), "H")
        self.refresh = self._action("refresh", self.tr("&Refresh"), "R")
        self.undo = self._action("undo", self.tr("&Undo"), "Ctrl+Z")
        self.redo = self._action("redo", self.tr("Re&do"), "Ctrl+Shift+Z")
        self.quit = self._action("quit", self.tr("&Quit"), "Ctrl+Q")

    def all(self) -> list[QAction]:
        return [
            self.new_game,
            self.restart,
            self.pause,
            self.hint,
            self.refresh,
            self.undo,
            self.redo,
            self.quit,
        ]

    def _action(self, name: str, text: str, shortcut: str, checkable: bool = False) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        return action

    def apply(self, states: ActionStates) -> None:
        """Enable what is possible now and show the counts left."""
        self.hint.setEnabled(states.hint)
        self.hint.setText(self.tr("&Hint ({0})").format(states.hints_left))
        self.refresh.setEnabled(states.refresh)
        self.refresh.setText(self.tr("&Refresh ({0})").format(states.refreshes_left))
        self.undo.setEnabled(states.undo)
        self.redo.setEnabled(states.redo)
        self.pause.setEnabled(states.pause)
        self.pause.setChecked(states.paused)
        self.pause.setText(self.tr("Resume") if states.paused else self.tr("&Pause"))
