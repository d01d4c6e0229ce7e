"""The short-lived things drawn over the board: link lines, fading and sliding tiles,
the mismatch flash.

Each runs for a duration from `Timing`; a duration of 0 jumps straight to the end,
so tests and "animations off" never wait. `clear` stops them all at once (a new
deal, a resize, pause), leaving every tile where it belongs.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QTimer,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsObject, QGraphicsPathItem, QGraphicsScene

from llk.model.preferences import Timing
from llk.view.link_drawing import link_path, link_pens
from llk.view.tile_item import TileItem

LINE_Z = 5
"""Link lines are drawn above the tiles."""


class BoardEffects(QObject):
    """Runs the board's animations on ``scene``."""

    def __init__(self, scene: QGraphicsScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self.timing = Timing()
        self._transient: list[QGraphicsObject | QGraphicsPathItem] = []
        self._animations: set[QAbstractAnimation] = set()

    def set_timing(self, timing: Timing) -> None:
        self.timing = timing

    def show_line(
        self, points: Sequence[QPointF], tile_width: float, colour: QColor | None
    ) -> None:
        """A link line through ``points``, shown for ``link_ms``."""
        line = link_path(points)
        items = []
        for pen in link_pens(tile_width, colour):
            item = QGraphicsPathItem(line)
            item.setPen(pen)
            item.setZValue(LINE_Z)
            self._scene.addItem(item)
            self._transient.append(item)
            items.append(item)

        def drop() -> None:
            for item in items:
                self._drop(item)

        QTimer.singleShot(self.timing.link_ms, self, drop)

    def fade_out(self, item: TileItem) -> None:
        """Shrink and fade a removed tile, then take it off the scene."""
        self._transient.append(item)
        item.setTransformOriginPoint(item.boundingRect().center())
        animation = self._animate(item, b"fade", 1.0, 0.0, self.timing.fade_ms)
        if animation is None:
            self._drop(item)
        else:
            animation.finished.connect(lambda: self._drop(item))

    def slide(self, item: TileItem, goal: QPointF, shuffle: bool = False) -> None:
        """Move a tile to ``goal``: a shift after a removal, or a shuffle (slower)."""
        ms = self.timing.shuffle_ms if shuffle else self.timing.fade_ms
        self._animate(item, b"pos", item.pos(), goal, ms)

    def flash(self, items: Sequence[TileItem]) -> None:
        """Outline ``items`` in the mismatch colour for ``flash_ms``."""
        for item in items:
            item.flash = True
            item.update()

        def unflash() -> None:
            for item in items:
                item.flash = False
                item.update()

        QTimer.singleShot(self.timing.flash_ms, self, unflash)

    def clear(self) -> None:
        """Stop every animation where it is and drop the lines and fading tiles (the
        board lays its tiles out afresh afterwards)."""
        for animation in list(self._animations):
            animation.stop()
        self._animations.clear()
        for item in list(self._transient):
            self._drop(item)

    def _animate(
        self, item: QGraphicsObject, prop: bytes, start: object, end: object, ms: int
    ) -> QPropertyAnimation | None:
        """Run a property animation, or jump to the end when ``ms`` is 0."""
        if ms <= 0:
            item.setProperty(prop.decode(), end)
            return None
        animation = QPropertyAnimation(item, prop, self)
        animation.setDuration(ms)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animations.add(animation)
        animation.finished.connect(lambda: self._animations.discard(animation))
        animation.start()
        return animation

    def _drop(self, item: QGraphicsObject | QGraphicsPathItem) -> None:
        if item in self._transient:
            self._transient.remove(item)
            self._scene.removeItem(item)
