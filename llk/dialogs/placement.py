"""Every dialog over its window, wherever the window manager puts the window.

Qt centres a dialog on its parent when it first shows, from the parent's place as
Qt knows it then. A window manager places a new window after it is mapped, so a
question asked at once (whether to resume) stood where the window was asked to be,
not where it went; and a window moved while a question is open left it behind.
Two remedies: the first question waits until the window is exposed (its place is
known by then), and open dialogs follow their window when it moves.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QTimer
from PySide6.QtGui import QMoveEvent
from PySide6.QtWidgets import QDialog, QWidget

from llk.view.first_showing import FirstShowing


def when_exposed(window: QWidget, then: Callable[[], None]) -> None:
    """Call ``then`` from the event loop once ``window`` (shown) is exposed on screen
    (`FirstShowing`)."""
    handle = window.windowHandle()
    if handle is None or handle.isExposed():
        QTimer.singleShot(0, then)
    else:
        FirstShowing(handle).shown.connect(then)


class DialogsFollow(QObject):
    """Moves the dialogs open over ``window`` along with it. Cost: O(open dialogs) per
    move of the window."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Move:
            assert isinstance(event, QMoveEvent)
            self.follow(event.pos() - event.oldPos())
        return False

    def follow(self, by: QPoint) -> None:
        for dialog in self._window.findChildren(QDialog):
            if dialog.isVisible() and dialog.isWindow():
                dialog.move(dialog.pos() + by)
