"""The moment a window is first on screen: exposed, and painted."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QWindow


class FirstShowing(QObject):
    """Emits `shown` once, when ``window`` is first exposed and Qt has painted it.

    Signals:
        shown(): the window is on screen, drawn.
    """

    shown = Signal()

    def __init__(self, window: QWindow) -> None:
        super().__init__(window)
        self._window = window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Expose and self._window.isExposed():
            self._window.removeEventFilter(self)
            QTimer.singleShot(0, self.shown.emit)  # once Qt has painted what it exposed
        return False
