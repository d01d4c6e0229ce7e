"""The time bar as a screen reader reads it: "Time left: 37 seconds", or "Time left:
untimed", never a percentage.

The bar is a `QProgressBar` (0 to 1000, for a smooth fill), and Qt gives a progress
bar a value interface: Orca read it as "54 percent", "100 percent" when untimed, and
spoke it again every few seconds while the clock ran. Here the bar is a text (role
StaticText, no value interface) whose name the side panel writes in seconds
(`SidePanel.show_time`); the time warnings are announced on their own.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAccessibleWidget, QProgressBar

from llk.view.access.accessible_factory import make_accessible


class TimeBar(QProgressBar):
    """The side panel's countdown bar; read as its name, in seconds."""


class TimeBarAccessible(QAccessibleWidget):
    """A `TimeBar` as a text: its accessible name, which says the seconds left."""

    def __init__(self, bar: TimeBar) -> None:
        super().__init__(bar, QAccessible.Role.StaticText)


def install() -> None:
    """Have Qt read every time bar as `TimeBarAccessible`."""
    make_accessible(TimeBar, TimeBarAccessible)
