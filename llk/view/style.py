"""The application's style: Fusion, drawn from the one palette of `llk.view.theme`, with
check boxes and radio buttons outlined so they show on any background.

Fusion outlines an indicator in the window colour darkened, which stands out from the
window by 1.2:1 under the dark theme and 1.7:1 under the light one: an unchecked box
was all but invisible. WCAG asks 3:1 of what identifies a control. In high contrast a
menu and a tooltip get a frame in the text colour too: Fusion's, the window colour
darkened, is black on black there, and a menu floated over the board with no edge; so do
text fields, combo boxes and spin boxes, which had no visible edge at all. And in high
contrast the control with the keyboard focus has a ring `FOCUS_RING` pixels wide (WCAG
2.4.13 asks as much as a 2 px perimeter; Fusion's is 1 px, and none on a slider or a
tab): buttons, fields, combo and spin boxes, sliders, tabs, and, through Qt's focus
rectangle, check boxes, radio buttons and the current item of a list, a tree or a
table.

Two things Fusion draws in the window's or a desktop's dark colours vanish on a dark
window: a slider's groove and handle (Watch Again's seek bar showed its played part
only), so in the dark and high-contrast themes both are edged in `outline_colour`; and the icons
a desktop gives a dialog's standard buttons (Close's ✗ was black on the black button),
so every icon on a dialog's button is drawn in the button's text colour, in every theme
(a dialog made before the theme changed keeps its icons: they are recoloured as drawn).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QIcon, QPainter, QPalette, QPen, QPixmap, QRegion
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QStyleOptionButton,
    QStyleOptionComplex,
    QWidget,
)

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
_INPUTS = (QStyle.ComplexControl.CC_ComboBox, QStyle.ComplexControl.CC_SpinBox)
"""Edged in the text colour in high contrast, with the focus ring when focused."""
_FOCUSED_PANELS = (
    QStyle.PrimitiveElement.PE_FrameLineEdit,
    QStyle.PrimitiveElement.PE_PanelButtonCommand,
    QStyle.PrimitiveElement.PE_PanelButtonTool,
)
"""Ringed in high contrast when focused (a field is edged too)."""
FOCUS_RING = 2
"""The focus ring's width in high contrast, in logical pixels."""


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
        if high_contrast():
            self._strong_primitive(element, option, painter)
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

    def drawComplexControl(
        self,
        control: QStyle.ComplexControl,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawComplexControl(control, option, painter, widget)
        slider = control == QStyle.ComplexControl.CC_Slider
        if slider and widget is not None and _dark(option.palette):
            self._edge_slider(option, painter, widget)
        if not high_contrast():
            return
        if control in _INPUTS:
            _edge(painter, option, 1, option.palette.color(QPalette.ColorRole.WindowText))
        if control in (*_INPUTS, QStyle.ComplexControl.CC_Slider):
            _ring_if_focused(painter, option)

    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        in_a_box = widget is not None and isinstance(widget.parent(), QDialogButtonBox)
        if element == QStyle.ControlElement.CE_PushButtonLabel and in_a_box:
            assert widget is not None and isinstance(option, QStyleOptionButton)
            option = _icon_in_text_colour(option, widget.devicePixelRatioF())
        super().drawControl(element, option, painter, widget)
        if element == QStyle.ControlElement.CE_TabBarTab and high_contrast():
            _ring_if_focused(painter, option)  # Fusion shows no focus on a tab

    def _edge_slider(self, option: QStyleOptionComplex, painter: QPainter, widget: QWidget) -> None:
        """A slider's groove and handle edged in `outline_colour`, the groove's edge
        not over the handle."""
        slider = QStyle.ComplexControl.CC_Slider
        groove = self.subControlRect(slider, option, QStyle.SubControl.SC_SliderGroove, widget)
        handle = self.subControlRect(slider, option, QStyle.SubControl.SC_SliderHandle, widget)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(outline_colour(option.palette), 1))
        painter.setBrush(QColor(0, 0, 0, 0))
        painter.setClipRegion(QRegion(option.rect).subtracted(QRegion(handle)))
        painter.drawRoundedRect(QRectF(groove).adjusted(0.5, 0.5, -0.5, -0.5), 2, 2)
        painter.setClipping(False)
        painter.drawRoundedRect(QRectF(handle).adjusted(0.5, 0.5, -0.5, -0.5), 2, 2)
        painter.restore()

    @staticmethod
    def _strong_primitive(
        element: QStyle.PrimitiveElement, option: QStyleOption, painter: QPainter
    ) -> None:
        """High contrast's edges and focus rings over what Fusion drew."""
        text = option.palette.color(QPalette.ColorRole.WindowText)
        if element in _FLOATING or element == QStyle.PrimitiveElement.PE_FrameLineEdit:
            _edge(painter, option, 1, text)
        if element in _FOCUSED_PANELS:
            _ring_if_focused(painter, option)
        elif element == QStyle.PrimitiveElement.PE_FrameFocusRect:
            selected = bool(option.state & QStyle.StateFlag.State_Selected)
            role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Highlight
            _edge(painter, option, FOCUS_RING, option.palette.color(role))


def _dark(palette: QPalette) -> bool:
    """Whether ``palette``'s window is dark (the dark and high-contrast themes)."""
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def _icon_in_text_colour(option: QStyleOptionButton, ratio: float) -> QStyleOptionButton:
    """``option`` with its icon (if any) drawn in its button's text colour: its shape
    kept, its colours dropped. O(the icon's pixels)."""
    if option.icon.isNull():
        return option
    size = option.iconSize if option.iconSize.isValid() else QSize(16, 16)
    shape = option.icon.pixmap(size, ratio)
    tinted = QPixmap(shape.size())
    tinted.setDevicePixelRatio(shape.devicePixelRatio())
    tinted.fill(QColor(0, 0, 0, 0))
    painter = QPainter(tinted)
    painter.drawPixmap(0, 0, shape)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillRect(tinted.rect(), option.palette.color(QPalette.ColorRole.ButtonText))
    painter.end()
    recoloured = QStyleOptionButton(option)
    recoloured.icon = QIcon(tinted)
    return recoloured


def _edge(
    painter: QPainter, option: QStyleOption, width: int, colour: QColor, inset: int = 0
) -> None:
    """A band ``width`` pixels wide in ``colour``, ``inset`` pixels inside ``option``'s
    rectangle."""
    painter.save()
    painter.setPen(QPen(colour, width))
    painter.setBrush(QColor(0, 0, 0, 0))
    half = inset + width / 2
    painter.drawRect(QRectF(option.rect).adjusted(half, half, -half, -half))
    painter.restore()


def _ring_if_focused(painter: QPainter, option: QStyleOption) -> None:
    """The focus ring over a control that has the keyboard focus: inside its edge, which
    stays (the ring's yellow on the edge's white would change it by 1.1:1 only)."""
    if option.state & QStyle.StateFlag.State_HasFocus:
        highlight = option.palette.color(QPalette.ColorRole.Highlight)
        _edge(painter, option, FOCUS_RING, highlight, inset=1)
