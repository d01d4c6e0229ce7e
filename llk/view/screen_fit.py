"""Windows opened at the size they want, but never bigger than the screen shows, and
grown for what they show as far as the screen allows."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QWidget

SCREEN_SHARE = 0.9
"""The part of the screen's free area a window may take when it opens."""


def resize_within_screen(widget: QWidget, width: int, height: int) -> None:
    """Resize ``widget`` to ``width`` x ``height``, or to `SCREEN_SHARE` of its screen's
    free area where that is smaller: a dialog 720 px tall hid its buttons under the task
    bar of a 1366 x 768 screen. Its layout still keeps it from going below what it needs
    (asking for that here would polish it before its theme is set)."""
    free = free_area(widget)
    room = QSize(int(free.width() * SCREEN_SHARE), int(free.height() * SCREEN_SHARE))
    widget.resize(QSize(width, height).boundedTo(room))


def free_area(widget: QWidget) -> QRect:
    """The part of ``widget``'s screen that windows may take (no task bar, no panel)."""
    return widget.screen().availableGeometry()


def grow_within_screen(window: QWidget, width: int, height: int) -> None:
    """Grow the top-level ``window`` towards ``width`` x ``height`` (never shrinking it),
    frame included no bigger than its screen's free area, and move it as little as
    keeps its frame on that area. O(1)."""
    free, frame = free_area(window), window.frameGeometry()
    border = frame.size() - window.size()
    size = QSize(width, height).boundedTo(free.size() - border).expandedTo(window.size())
    window.resize(size)
    right = free.left() + free.width() - (size.width() + border.width())
    bottom = free.top() + free.height() - (size.height() + border.height())
    window.move(max(free.left(), min(frame.x(), right)), max(free.top(), min(frame.y(), bottom)))
