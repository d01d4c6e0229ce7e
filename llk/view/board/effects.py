"""The short-lived things drawn over the board: link lines, fading and sliding tiles,
the mismatch flash and shake, the points a pair earned.

Each runs for a duration from `Timing`; a duration of 0 jumps straight to the end,
so tests and "animations off" never wait (and nothing shakes). With reduced motion
(`Timing.reduced`) nothing moves: a tile that shifts cross-fades (`CrossFade`), the
points fade in place, removed tiles fade without shrinking, nothing shakes. `clear`
ends them all at once (a new deal, a resize, pause, Show Me stopping), leaving every
tile where it belongs.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from llk.model.records.preferences import Timing
from llk.view.board.link_drawing import link_path, link_pens
from llk.view.board.tile_item import TileItem

LINE_Z = 5
"""Link lines are drawn above the tiles."""
TEXT_Z = 6
"""Floating points above everything."""
GAIN_COLOUR = QColor(255, 214, 64)
"""The floating points: a warm gold, outlined dark so it reads on any tile."""
SHAKE_SWINGS = (1.0, -1.0, 0.6, -0.6, 0.25)
"""A shake's swings to each side, as parts of `SHAKE_REACH`; it comes to rest at 0."""
SHAKE_REACH = 0.08
"""How far a shaking tile swings, in tile widths: a nudge, not a jolt."""
RUNNING = QAbstractAnimation.State.Running


class FloatingText(QGraphicsObject):
    """A short line centred on its position; ``rise`` 0..1 lifts it by a tile and fades it."""

    def __init__(self, text: str, tile_height: float, lift: bool = True) -> None:
        """``lift`` False: it fades where it stands (reduced motion)."""
        super().__init__()
        self.text = text
        self._rise = 0.0
        self._lift = tile_height if lift else 0.0
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(10, min(36, round(tile_height * 0.3))))
        self._path = QPainterPath()
        self._path.addText(0, 0, font, text)
        box = self._path.boundingRect()
        self._path.translate(-box.center())
        self._outline = max(1.5, font.pixelSize() * 0.14)
        self.setZValue(TEXT_Z)

    def boundingRect(self) -> QRectF:
        margin = self._outline
        return self._path.boundingRect().adjusted(-margin, -margin, margin, margin)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outline = QPen(QColor(60, 30, 10, 220), self._outline)
        outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(self._path, outline)
        painter.fillPath(self._path, GAIN_COLOUR)

    def _get_rise(self) -> float:
        return self._rise

    def _set_rise(self, value: float) -> None:
        self.moveBy(0, -(value - self._rise) * self._lift)
        self._rise = value
        self.setOpacity(1.0 - value**2)

    rise = Property(float, _get_rise, _set_rise)


class CrossFade(QObject):
    """A tile that moves without moving (reduced motion): over the first half of
    ``step`` 0..1 it fades out where it stands, over the second it fades in at ``goal``."""

    def __init__(self, item: TileItem, goal: QPointF, parent: QObject) -> None:
        super().__init__(parent)
        self.item = item
        self._start = item.pos()
        self._goal = goal
        self._step = 0.0
        self.animation: QPropertyAnimation | None = None

    def finish(self) -> None:
        """Stand at the goal now (the tile shifts again before it got there)."""
        if self.animation is not None and self.animation.state() is RUNNING:
            self.animation.setCurrentTime(self.animation.totalDuration())

    def done(self) -> None:
        """Its animation ended (Qt deletes it): so does the cross-fade."""
        self.animation = None
        self.deleteLater()

    def _get_step(self) -> float:
        return self._step

    def _set_step(self, value: float) -> None:
        self._step = value
        self.item.setPos(self._goal if value >= 0.5 else self._start)
        self.item.setOpacity(abs(2.0 * value - 1.0))

    step = Property(float, _get_step, _set_step)


class BoardEffects(QObject):
    """Runs the board's animations on ``scene``."""

    def __init__(self, scene: QGraphicsScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self.timing = Timing()
        self._transient: list[QGraphicsObject | QGraphicsPathItem] = []

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

    @property
    def _fading(self) -> bytes:
        """The property that fades a tile: with its size too, or (reduced) only its opacity."""
        return b"opacity" if self.timing.reduced else b"fade"

    def fade_out(self, item: TileItem) -> None:
        """Shrink and fade a removed tile (only fade it, reduced), then take it off the scene."""
        self._transient.append(item)
        item.setTransformOriginPoint(item.boundingRect().center())
        animation = self._animate(item, self._fading, 1.0, 0.0, self.timing.fade_ms)
        if animation is None:
            self._drop(item)
        else:
            animation.finished.connect(lambda: self._drop(item))

    def pop(self, item: TileItem) -> None:
        """Grow a tile back from faint and small (a lock that opened; reduced, from faint
        only), over ``fade_ms``."""
        item.setTransformOriginPoint(item.boundingRect().center())
        self._animate(item, self._fading, 0.3, 1.0, self.timing.fade_ms)

    def lift_fog(self, item: TileItem) -> None:
        """Fade the fog off a tile whose neighbour went (`TileItem.fog`)."""
        self._animate(item, b"fog", 1.0, 0.0, self.timing.fade_ms)

    def slide(self, item: TileItem, goal: QPointF, shuffle: bool = False) -> None:
        """Move a tile to ``goal``: a shift after a removal, or a shuffle (slower); with
        reduced motion, it fades out and in there instead (`CrossFade`)."""
        ms = self.timing.shuffle_ms if shuffle else self.timing.fade_ms
        if not self.timing.reduced:
            self._animate(item, b"pos", item.pos(), goal, ms)
            return
        for crossing in self.findChildren(CrossFade):  # a few at a time: O(tiles crossing)
            if crossing.item is item:
                crossing.finish()
        crossing = CrossFade(item, goal, self)
        crossing.animation = self._animate(crossing, b"step", 0.0, 1.0, ms)
        if crossing.animation is None:
            crossing.deleteLater()
        else:
            crossing.animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
            crossing.animation.finished.connect(crossing.done)

    def flash(self, items: Sequence[TileItem]) -> None:
        """Outline ``items`` in the mismatch colour for ``flash_ms``."""
        for item in items:
            item.mark("flash", True)

        def unflash() -> None:
            for item in items:
                item.mark("flash", False)

        QTimer.singleShot(self.timing.flash_ms, self, unflash)

    def shake(self, items: Sequence[TileItem], tile_width: float) -> None:
        """Shake ``items`` sideways for ``shake_ms`` (a pick that failed), like GNOME's
        tiles; nothing moves when it is 0 (animations off) or motion is reduced."""
        ms = self.timing.shake_ms
        if ms <= 0 or self.timing.reduced:
            return
        reach = SHAKE_REACH * tile_width
        for item in items:
            animation = QPropertyAnimation(item, b"shake", self)
            animation.setDuration(ms)
            animation.setStartValue(0.0)
            steps = len(SHAKE_SWINGS) + 1
            for i, swing in enumerate(SHAKE_SWINGS, 1):
                animation.setKeyValueAt(i / steps, swing * reach)
            animation.setEndValue(0.0)
            animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def float_text(self, centre: QPointF, text: str, tile_height: float) -> None:
        """``text`` rising from ``centre`` (standing there, reduced) and fading out over
        ``float_ms``."""
        if self.timing.float_ms <= 0:
            return
        item = FloatingText(text, tile_height, lift=not self.timing.reduced)
        item.setPos(centre)
        self._scene.addItem(item)
        self._transient.append(item)
        animation = self._animate(item, b"rise", 0.0, 1.0, self.timing.float_ms)
        if animation is not None:
            animation.setEasingCurve(QEasingCurve.Type.OutQuad)
            animation.finished.connect(lambda: self._drop(item))

    def clear(self) -> None:
        """End every animation at once, as if its time were up (a sliding tile at its
        goal, a shaking one at rest), and drop the lines, fading tiles and points."""
        for animation in self.findChildren(QPropertyAnimation):  # the ones still alive
            if animation.state() is RUNNING:
                animation.setCurrentTime(animation.totalDuration())  # then Qt deletes it
        for item in list(self._transient):
            self._drop(item)

    def running(self) -> int:
        """How many animations are running now."""
        return sum(a.state() is RUNNING for a in self.findChildren(QPropertyAnimation))

    def _animate(
        self, item: QObject, prop: bytes, start: object, end: object, ms: int
    ) -> QPropertyAnimation | None:
        """Run a property animation, or jump to the end when ``ms`` is 0.

        Qt deletes the animation once it stops (finished or stopped by `clear`), so
        none outlives its run: a long session does not grow.
        """
        if ms <= 0:
            item.setProperty(prop.decode(), end)
            return None
        animation = QPropertyAnimation(item, prop, self)
        animation.setDuration(ms)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        return animation

    def _drop(self, item: QGraphicsObject | QGraphicsPathItem) -> None:
        if item in self._transient:
            self._transient.remove(item)
            self._scene.removeItem(item)
