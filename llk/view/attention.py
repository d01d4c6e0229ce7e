"""Whether the player can be playing: nothing covers the window, it is not minimised,
and (if the player wants that counted) it has the focus.

One rule for every window LLK opens, its own dialogs and Qt's message boxes alike:
any dialog that belongs to the main window and is showing covers the board.
"""

from __future__ import annotations

from PySide6.QtCore import QChildEvent, QEvent, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QWidget

COVERED = "covered"
"""A dialog is open over the board."""
MINIMISED = "minimised"
BACKGROUND = "background"
"""Another program has the focus."""


class AttentionWatch(QObject):
    """Watches ``window`` and says when a reason to stop the clock begins or ends.

    Signals:
        hold_changed(str, bool): `COVERED`, `MINIMISED` or `BACKGROUND` began (True)
            or ended (False).
    """

    hold_changed = Signal(str, bool)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._held = {COVERED: False, MINIMISED: False, BACKGROUND: False}
        self._count_background = True
        window.installEventFilter(self)
        application = QGuiApplication.instance()
        assert isinstance(application, QGuiApplication)
        application.applicationStateChanged.connect(self._application_state)

    def count_background(self, on: bool) -> None:
        """Whether the clock stops while another program has the focus (a preference)."""
        self._count_background = on
        self._application_state(QGuiApplication.applicationState())

    def player_acted(self) -> None:
        """The player just used the board, so the window has their attention."""
        self._set(BACKGROUND, False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self._window:
            if isinstance(event, QChildEvent) and kind == QEvent.Type.ChildPolished:
                self._watch_child(event.child())
            elif kind == QEvent.Type.WindowStateChange:
                self._set(MINIMISED, self._window.isMinimized())
        elif kind in (QEvent.Type.Show, QEvent.Type.Hide):
            self._recount_soon()
        return False

    def _watch_child(self, child: QObject) -> None:
        if isinstance(child, QDialog):
            child.installEventFilter(self)
            child.destroyed.connect(self._recount_soon)

    @Slot()
    def _recount_soon(self) -> None:
        """Count once the dialog has finished showing, hiding or going away."""
        QTimer.singleShot(0, self, self._recount)

    @Slot()
    def _recount(self) -> None:
        covered = any(d.isVisible() for d in self._window.findChildren(QDialog))
        self._set(COVERED, covered)

    @Slot(Qt.ApplicationState)
    def _application_state(self, state: Qt.ApplicationState) -> None:
        away = state != Qt.ApplicationState.ApplicationActive
        self._set(BACKGROUND, self._count_background and away)

    def _set(self, reason: str, on: bool) -> None:
        if self._held[reason] != on:
            self._held[reason] = on
            self.hold_changed.emit(reason, on)
