"""The time bar as a screen reader reads it: "Time left: 37 seconds", or "Time left:
untimed", never a percentage.

The bar is a `QProgressBar` (0 to 1000, for a smooth fill), and Qt gives a progress
bar a value interface: Orca read it as "54 percent", "100 percent" when untimed, and
spoke it again every few seconds while the clock ran. Here the bar is a text (role
StaticText, no value interface) whose name the side panel writes in seconds
(`SidePanel.show_time`); the time warnings are announced on their own.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QProgressBar

_installed = False


class TimeBar(QProgressBar):
    """The side panel's countdown bar; read as its name, in seconds."""


class TimeBarAccessible(QAccessibleWidget):
    """A `TimeBar` as a text: its accessible name, which says the seconds left."""

    def __init__(self, bar: TimeBar) -> None:
        super().__init__(bar, QAccessible.Role.StaticText)


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    """The time bar's interface, kept on the bar so Python keeps it alive."""
    if not isinstance(obj, TimeBar):
        return None
    found: TimeBarAccessible | None = getattr(obj, "_accessible", None)
    if found is None:
        found = TimeBarAccessible(obj)
        obj._accessible = found  # type: ignore[attr-defined]
    return found


def install() -> None:
    """Have Qt ask `_factory` for every time bar's interface (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
