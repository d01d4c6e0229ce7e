"""The application's style: Fusion, drawn from the one palette of `llk.view.theme`, with
check boxes and radio buttons outlined so they show on any background.

Fusion outlines an indicator in the window colour darkened, which stands out from the
window by 1.2:1 under the dark theme and 1.7:1 under the light one: an unchecked box
was all but invisible. WCAG asks 3:1 of what identifies a control. In high contrast a
menu and a tooltip get a frame in the text colour too: Fusion's, the window colour
darkened, is black on black there, and a menu floated over the board with no edge.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleFactory, QStyleOption, QWidget

from llk.view.theme import high_contrast

OUTLINE_SHARE = 0.6
"""How far the outline goes from the window colour toward the text colour: 4.5:1 and
more under both themes, yet lighter than the text."""

_INDICATORS = (
    QStyle.PrimitiveElement.PE_IndicatorCheckBox,
    QStyle.PrimitiveElement.PE_IndicatorRadioButton,
)
_FLOATING = (
    QStyle.PrimitiveElement.PE_FrameMenu,
    QStyle.PrimitiveElement.PE_PanelMenu,
    QStyle.PrimitiveElement.PE_PanelTipLabel,
)
"""What floats over the window: framed in the text colour in high contrast."""


def outline_colour(palette: QPalette) -> QColor:
    """Between the window colour and the text colour, `OUTLINE_SHARE` of the way."""
    window = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.WindowText)

    def mix(a: float, b: float) -> float:
        return a + (b - a) * OUTLINE_SHARE

    return QColor.fromRgbF(
        mix(window.redF(), text.redF()),
        mix(window.greenF(), text.greenF()),
        mix(window.blueF(), text.blueF()),
    )


class GameStyle(QProxyStyle):
    """Fusion, each check box and radio button indicator (in menus and item views too,
    which draw theirs through these) with an outline of `outline_colour`."""

    def __init__(self) -> None:
        super().__init__(QStyleFactory.create("Fusion"))

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element in _FLOATING and high_contrast():
            painter.save()
            painter.setPen(QPen(option.palette.color(QPalette.ColorRole.WindowText), 1))
            painter.setBrush(QColor(0, 0, 0, 0))
            painter.drawRect(QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5))
            painter.restore()
        if element not in _INDICATORS:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(outline_colour(option.palette), 1))
        painter.setBrush(QColor(0, 0, 0, 0))
        box = QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5)
        if element == QStyle.PrimitiveElement.PE_IndicatorRadioButton:
            painter.drawEllipse(box)
        else:
            painter.drawRoundedRect(box, 1.5, 1.5)
        painter.restore()
