"""Quiet notes over the board (an achievement earned): a small rounded label that fades
in and out at the bottom of its host for `SHOWN_MS`, one after another. It takes no
click and no focus, and never waits for the player."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPropertyAnimation, Qt
from PySide6.QtWidgets import QGraphicsOpacityEffect, QLabel, QWidget

SHOWN_MS = 3000
MARGIN = 16
STYLE = (
    "QLabel { background: palette(highlight); color: palette(highlighted-text);"
    " border-radius: 10px; padding: 6px 14px; }"
)
"""The theme's highlight colours, so light and dark both read."""


class Toasts(QLabel):
    """Shows each text given to `say` in turn over ``host``; a text waits while one shows.
    Each costs one animation of `SHOWN_MS`."""

    def __init__(self, host: QWidget, shown_ms: int = SHOWN_MS) -> None:
        super().__init__(host)
        self._host = host
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setStyleSheet(STYLE)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.waiting: list[str] = []
        """The texts still to show, after the one on show."""
        fade = QGraphicsOpacityEffect(self)
        self.setGraphicsEffect(fade)
        self.animation = QPropertyAnimation(fade, b"opacity", self)
        self.animation.setDuration(shown_ms)
        for step, opacity in ((0.0, 0.0), (0.1, 1.0), (0.85, 1.0), (1.0, 0.0)):
            self.animation.setKeyValueAt(step, opacity)
        self.animation.setEasingCurve(QEasingCurve.Type.Linear)
        self.animation.finished.connect(self._next)
        host.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keep within the host as it is resized."""
        if watched is self._host and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return super().eventFilter(watched, event)

    def say(self, text: str) -> None:
        """Show ``text`` now, or after those before it."""
        self.waiting.append(text)
        if self.animation.state() != QPropertyAnimation.State.Running:
            self._next()

    def _next(self) -> None:
        if not self.waiting:
            self.hide()
            return
        self.setText(self.waiting.pop(0))
        self._place()
        self.show()
        self.raise_()
        self.animation.start()

    def _place(self) -> None:
        """At the bottom middle of the host, no wider than it allows."""
        host = self._host
        width = max(40, min(420, host.width() - 2 * MARGIN))
        self.setFixedWidth(width)
        self.adjustSize()
        self.move((host.width() - width) // 2, max(0, host.height() - self.height() - MARGIN))
