"""How the special tiles look (`llk.model.board.specials`), drawn with QPainter in vectors:
crisp at any size, drawn into the device pixels of the tile pictures (`TileArt`) or of
the view (the stones, the timer badge). Every function paints into ``rect`` and leaves
the painter as it found it. One look for both themes: each drawing carries its own
outline, so it reads on a light tile and on a dark one."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from llk.model.records.preferences import Theme

KEY_GOLD = QColor(236, 178, 36)
KEY_EDGE = QColor(122, 78, 8)
FOG_LIGHT = (QColor(214, 220, 230), QColor(172, 182, 198))
FOG_DARK = (QColor(104, 112, 128), QColor(66, 72, 86))
FOG_CONTRAST = (QColor(224, 224, 224), QColor(176, 176, 176))
FOGS = {Theme.DARK: FOG_DARK, Theme.HIGH_CONTRAST: FOG_CONTRAST}
"""The fog's colours, top to bottom, on each theme's tiles (light's by default)."""
BADGE_RIM = QColor(214, 48, 48)
BADGE_SHARE = 0.46
"""The timer badge's width, as a part of the tile's."""


ROCK_OUTLINE = (
    (0.06, 0.1),
    (0.4, 0.0),
    (0.78, 0.04),
    (1.0, 0.22),
    (0.96, 0.62),
    (1.0, 0.92),
    (0.62, 1.0),
    (0.22, 0.96),
    (0.0, 0.78),
    (0.04, 0.4),
)
"""A stone's rough outline, as parts of its cell: a boulder, not a tile's rectangle."""
STONE_SPECKS = (
    (0.3, 0.3, 0.05, False),
    (0.66, 0.24, 0.035, True),
    (0.5, 0.55, 0.06, False),
    (0.28, 0.72, 0.04, True),
    (0.74, 0.7, 0.05, False),
)
"""The specks of a stone's grain: where (parts of its box), how big, light or dark."""


def _pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def paint_stone(painter: QPainter, rect: QRectF) -> None:
    """A rock block filling ``rect``: a rough-edged boulder with its grain, no tile's
    face or rectangle, so it reads neither as a tile nor as an empty cell."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    size = min(rect.width(), rect.height())
    box = rect.adjusted(size * 0.03, size * 0.03, -size * 0.03, -size * 0.03)
    shade = QLinearGradient(box.topLeft(), box.bottomRight())
    shade.setColorAt(0.0, QColor(164, 156, 146))
    shade.setColorAt(1.0, QColor(84, 78, 72))
    painter.setBrush(QBrush(shade))
    painter.setPen(_pen(QColor(34, 30, 28), max(1.0, size * 0.05)))
    rock = QPainterPath()
    x, y, w, h = box.x(), box.y(), box.width(), box.height()
    rock.moveTo(x + ROCK_OUTLINE[0][0] * w, y + ROCK_OUTLINE[0][1] * h)
    for fx, fy in ROCK_OUTLINE[1:]:
        rock.lineTo(x + fx * w, y + fy * h)
    rock.closeSubpath()
    painter.drawPath(rock)
    painter.setPen(_pen(QColor(255, 255, 255, 80), max(1.0, size * 0.04)))
    painter.drawLine(QPointF(x + w * 0.16, y + h * 0.1), QPointF(x + w * 0.6, y + h * 0.04))
    painter.setPen(Qt.PenStyle.NoPen)
    for fx, fy, fr, light in STONE_SPECKS:
        painter.setBrush(QColor(255, 255, 255, 60) if light else QColor(30, 32, 36, 90))
        painter.drawEllipse(QPointF(x + fx * w, y + fy * h), fr * size, fr * size)
    painter.restore()


def paint_ice(painter: QPainter, rect: QRectF, cracked: bool) -> None:
    """Icy glass over the whole tile, the face showing through; ``cracked``: fainter,
    with crack lines. Paint it with ``SourceAtop`` to keep it within the tile's shape."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    alpha = 0.55 if cracked else 1.0
    glass = QLinearGradient(rect.topLeft(), rect.bottomRight())
    glass.setColorAt(0.0, QColor(230, 248, 255, round(170 * alpha)))
    glass.setColorAt(0.5, QColor(176, 224, 248, round(100 * alpha)))
    glass.setColorAt(1.0, QColor(150, 206, 240, round(150 * alpha)))
    painter.fillRect(rect, QBrush(glass))
    w, h = rect.width(), rect.height()
    painter.setPen(_pen(QColor(255, 255, 255, round(200 * alpha)), max(1.0, w * 0.045)))
    for start, end in (((0.16, 0.42), (0.42, 0.14)), ((0.2, 0.6), (0.6, 0.2))):
        painter.drawLine(
            QPointF(rect.x() + start[0] * w, rect.y() + start[1] * h),
            QPointF(rect.x() + end[0] * w, rect.y() + end[1] * h),
        )
    painter.setPen(_pen(QColor(248, 253, 255, round(230 * alpha)), max(1.0, w * 0.05)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(
        rect.adjusted(w * 0.04, w * 0.04, -w * 0.04, -w * 0.04), w * 0.1, w * 0.1
    )
    painter.setPen(_pen(QColor(110, 175, 225, round(170 * alpha)), max(1.0, w * 0.02)))
    inner = rect.adjusted(w * 0.08, w * 0.08, -w * 0.08, -w * 0.08)
    painter.drawRoundedRect(inner, w * 0.08, w * 0.08)
    if cracked:
        _paint_cracks(painter, rect)
    painter.restore()


def _paint_cracks(painter: QPainter, rect: QRectF) -> None:
    """Crack lines running out from a point off the centre."""
    w, h = rect.width(), rect.height()
    centre = (0.58, 0.46)
    branches = (
        ((0.72, 0.3), (0.86, 0.12)),
        ((0.4, 0.36), (0.2, 0.24)),
        ((0.5, 0.66), (0.36, 0.9)),
        ((0.76, 0.6), (0.94, 0.7)),
    )
    for colour, width in ((QColor(30, 80, 130, 200), 0.05), (QColor(255, 255, 255, 230), 0.022)):
        painter.setPen(_pen(colour, max(1.0, w * width)))
        for branch in branches:
            path = QPainterPath(QPointF(rect.x() + centre[0] * w, rect.y() + centre[1] * h))
            for fx, fy in branch:
                path.lineTo(rect.x() + fx * w, rect.y() + fy * h)
            painter.drawPath(path)


def paint_lock(painter: QPainter, tile: QRectF) -> None:
    """A locked tile: dimmed, with a padlock badge in its lower right."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    painter.fillRect(tile, QColor(60, 60, 72, 110))
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    paint_padlock(painter, tile)
    painter.restore()


def paint_padlock(painter: QPainter, tile: QRectF) -> None:
    """A golden padlock in the lower right of ``tile`` (a locked tile's, a locked level's)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    size = tile.width() * 0.42
    body = QRectF(tile.right() - size * 1.08, tile.bottom() - size * 0.95, size * 0.8, size * 0.62)
    stroke = max(1.0, size * 0.1)
    arc = QRectF(body.x() + body.width() * 0.2, body.y() - body.height() * 0.5, 0, 0)
    arc.setSize(QSizeF(body.width() * 0.6, body.height() * 0.95))
    shackle = QPainterPath(QPointF(arc.left(), body.top()))
    shackle.arcTo(arc, 180, -180)
    shackle.lineTo(arc.right(), body.top())
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for colour, width in ((QColor(40, 40, 44), stroke * 1.9), (QColor(200, 204, 212), stroke)):
        painter.setPen(_pen(colour, width))
        painter.drawPath(shackle)
    painter.setPen(_pen(KEY_EDGE, stroke * 0.8))
    painter.setBrush(KEY_GOLD)
    painter.drawRoundedRect(body, body.width() * 0.14, body.width() * 0.14)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(KEY_EDGE)
    hole = body.center()
    painter.drawEllipse(hole, body.width() * 0.1, body.width() * 0.1)
    painter.restore()


def paint_key(painter: QPainter, area: QRectF) -> None:
    """The key tiles' face: a golden key on a golden glow, unlike any of the 48 faces
    (the silver key of face 39 has no glow: it is a plain face)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(area.width(), area.height())
    glow = QRadialGradient(area.center(), side * 0.5)
    glow.setColorAt(0.0, QColor(255, 214, 90, 200))
    glow.setColorAt(0.7, QColor(255, 196, 60, 110))
    glow.setColorAt(1.0, QColor(255, 196, 60, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(glow))
    painter.drawEllipse(area.center(), side * 0.5, side * 0.5)
    painter.translate(area.center())
    painter.rotate(-40)
    painter.scale(side / 100, side / 100)
    outline = QPainterPath()
    outline.addEllipse(QPointF(-26, 0), 20, 20)
    outline.addRoundedRect(QRectF(-8, -6, 52, 12), 3, 3)
    outline.addRect(QRectF(26, 4, 7, 14))
    outline.addRect(QRectF(38, 4, 6, 10))
    outline = outline.simplified()
    hole = QPainterPath()
    hole.addEllipse(QPointF(-30, 0), 8, 8)
    shape = outline.subtracted(hole)
    shine = QLinearGradient(QPointF(0, -20), QPointF(0, 20))
    shine.setColorAt(0.0, QColor(255, 226, 120))
    shine.setColorAt(1.0, KEY_GOLD)
    painter.setPen(_pen(KEY_EDGE, 4))
    painter.setBrush(QBrush(shine))
    painter.drawPath(shape)
    painter.restore()


def paint_fog(painter: QPainter, rect: QRectF, theme: Theme) -> None:
    """An opaque cloud over the tile: nothing of its face shows through. Paint it with
    ``SourceIn`` over the tile's body to take the tile's shape. Its question mark is
    black in high contrast (10:1 on the cloud, not 2.3:1)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    top, bottom = FOGS.get(theme, FOG_LIGHT)
    mist = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    mist.setColorAt(0.0, top)
    mist.setColorAt(1.0, bottom)
    painter.fillRect(rect, QBrush(mist))
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    w, h = rect.width(), rect.height()
    puff = top.lighter(118)
    for fx, fy, fr in ((0.3, 0.42, 0.2), (0.52, 0.34, 0.24), (0.72, 0.46, 0.18), (0.5, 0.56, 0.22)):
        glow = QRadialGradient(QPointF(rect.x() + fx * w, rect.y() + fy * h), fr * w)
        glow.setColorAt(0.0, puff)
        glow.setColorAt(0.8, puff)
        glow.setColorAt(1.0, QColor(puff.red(), puff.green(), puff.blue(), 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(glow))
        painter.drawEllipse(QPointF(rect.x() + fx * w, rect.y() + fy * h), fr * w, fr * w)
    painter.setPen(_pen(bottom.darker(130), max(1.0, w * 0.03)))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, round(h * 0.32)))
    painter.setFont(font)
    painter.setPen(QColor(0, 0, 0) if theme is Theme.HIGH_CONTRAST else bottom.darker(150))
    painter.drawText(rect.adjusted(0, h * 0.1, 0, 0), Qt.AlignmentFlag.AlignCenter, "?")
    painter.restore()


def badge_rect(tile_width: float) -> QRectF:
    """Where the timer badge sits on a tile ``tile_width`` wide: its top right corner."""
    size = tile_width * BADGE_SHARE
    return QRectF(tile_width - size * 0.92, -size * 0.08, size, size)


def paint_clock(painter: QPainter, rect: QRectF, seconds: int) -> None:
    """A round clock badge with the ``seconds`` left written in it."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    size = rect.width()
    painter.setPen(_pen(BADGE_RIM, max(1.0, size * 0.1)))
    painter.setBrush(QColor(255, 255, 255))
    dial = rect.adjusted(size * 0.06, size * 0.06, -size * 0.06, -size * 0.06)
    painter.drawEllipse(dial)
    painter.setPen(_pen(BADGE_RIM, max(1.0, size * 0.08)))
    top = QPointF(rect.center().x(), rect.top() + size * 0.02)
    painter.drawLine(top, top + QPointF(0, -size * 0.06))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(5, round(size * (0.46 if seconds < 100 else 0.34))))
    painter.setFont(font)
    painter.setPen(QColor(40, 16, 16))
    painter.drawText(dial, Qt.AlignmentFlag.AlignCenter, str(seconds))
    painter.restore()
