"""Windows opened at the size they want, but never bigger than the screen shows."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

SCREEN_SHARE = 0.9
"""The part of the screen's free area a window may take when it opens."""


def resize_within_screen(widget: QWidget, width: int, height: int) -> None:
    """Resize ``widget`` to ``width`` x ``height``, or to `SCREEN_SHARE` of its screen's
    free area where that is smaller: a dialog 720 px tall hid its buttons under the task
    bar of a 1366 x 768 screen. Its layout still keeps it from going below what it needs
    (asking for that here would polish it before its theme is set)."""
    free = widget.screen().availableGeometry()
    room = QSize(int(free.width() * SCREEN_SHARE), int(free.height() * SCREEN_SHARE))
    widget.resize(QSize(width, height).boundedTo(room))
