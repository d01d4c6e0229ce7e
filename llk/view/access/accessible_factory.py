"""The accessible interfaces LLK makes itself (the board, the map editor's canvas, the
time bar, the notifications the screen reader speaks), handed to Qt for the widgets
they are for.

Qt asks a factory for a widget's interface when a reader first asks for the widget, so
the factory is installed before such a widget is made (a reader on the bus asks at
once). Each interface made is kept on its widget, or Python would let it go while Qt
still uses it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface

Widget = TypeVar("Widget", bound=QObject)

_makers: dict[type[QObject], Callable[[Any], QAccessibleInterface]] = {}


def make_accessible(kind: type[Widget], make: Callable[[Widget], QAccessibleInterface]) -> None:
    """Have Qt take every ``kind`` widget's interface from ``make`` (called once a
    widget). Once per kind and process; later calls for a kind change nothing."""
    if not _makers:
        QAccessible.installFactory(_factory)
    _makers.setdefault(kind, make)


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    """``obj``'s interface, if it is of a kind LLK makes one for. O(kinds)."""
    for kind, make in _makers.items():
        if isinstance(obj, kind):
            made: QAccessibleInterface | None = getattr(obj, "_accessible", None)
            if made is None:
                made = make(obj)
                obj._accessible = made  # type: ignore[attr-defined]
            return made
    return None
