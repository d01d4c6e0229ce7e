"""Light and dark: one palette for the whole application.

Every widget, menu, dialog, message box and tooltip takes its colours from the
application palette set here, and the board's own drawing (cursor, pause text,
title) reads the same palette; nothing keeps a colour of its own that a change
of theme could forget. ``system`` follows the desktop where Qt can tell.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel

from llk.model.preferences import Theme

ROLE = QPalette.ColorRole
GROUP = QPalette.ColorGroup

_DARK = {
    ROLE.Window: "#262a34",
    ROLE.WindowText: "#e6e8ee",
    ROLE.Base: "#1c1f26",
    ROLE.AlternateBase: "#2a2f3a",
    ROLE.Text: "#e6e8ee",
    ROLE.Button: "#3a3f4c",
    ROLE.ButtonText: "#e6e8ee",
    ROLE.BrightText: "#ffffff",
    ROLE.Highlight: "#4f8fe0",
    ROLE.HighlightedText: "#ffffff",
    ROLE.ToolTipBase: "#3a3f4c",
    ROLE.ToolTipText: "#e6e8ee",
    ROLE.PlaceholderText: "#9aa0ad",
    ROLE.Link: "#f2a65a",
    ROLE.Light: "#4a5060",
    ROLE.Midlight: "#424756",
    ROLE.Mid: "#30343f",
    ROLE.Dark: "#1a1d23",
    ROLE.Shadow: "#0c0d10",
}
"""The dark palette. ``Link`` is the accent the title is drawn in."""
_DARK_DISABLED = {
    ROLE.WindowText: "#7d8290",
    ROLE.Text: "#7d8290",
    ROLE.ButtonText: "#7d8290",
    ROLE.Button: "#2e323c",
}
_LIGHT_ACCENT = "#8a3f12"
"""The title's colour on the light backdrop."""
_LIGHT_NOTE = "#5c5c5c"
"""The light theme's `PlaceholderText`, the colour of notes: 5.8:1 on its window."""


def as_note(label: QLabel) -> None:
    """Show ``label`` dimmer than the text, as a note, yet at 4.5:1 or more (WCAG AA)
    under both themes: in the colour of placeholder text. A disabled label, the way
    notes looked before, read at 1.6:1."""
    label.setForegroundRole(ROLE.PlaceholderText)


def error_colour() -> QColor:
    """Red that reads on the current palette's window colour (an inline error)."""
    window = QApplication.palette().color(ROLE.Window)
    return QColor("#ff8f85") if window.lightness() < 128 else QColor("#b3261e")


def resolve(theme: Theme) -> Theme:
    """``light`` or ``dark``: ``system`` becomes what the desktop uses (light if unknown).

    Told by the lightness of Fusion's own window colour, which Qt makes dark exactly when
    the desktop's colour scheme is dark (since Qt 6.5): the scheme itself,
    `QStyleHints.colorScheme`, comes as an enum of the ``Qt`` namespace, and PySide makes
    every enum of that namespace at its first use, 11 ms the first window waited for.
    """
    if theme is not Theme.SYSTEM:
        return theme
    dark = _standard_palette().color(ROLE.Window).lightness() < 128
    return Theme.DARK if dark else Theme.LIGHT


def _standard_palette() -> QPalette:
    """The application style's own palette (Fusion's: see `llk.view.style`)."""
    application = QApplication.instance()
    assert isinstance(application, QApplication)
    return application.style().standardPalette()


def palette(theme: Theme) -> QPalette:
    """The application palette of a resolved theme (``light`` or ``dark``)."""
    colours = _standard_palette()
    if theme is Theme.DARK:
        for role, colour in _DARK.items():
            colours.setColor(role, QColor(colour))
        for role, colour in _DARK_DISABLED.items():
            colours.setColor(GROUP.Disabled, role, QColor(colour))
    else:
        colours.setColor(ROLE.Link, QColor(_LIGHT_ACCENT))
        colours.setColor(ROLE.PlaceholderText, QColor(_LIGHT_NOTE))
    return colours


def apply(theme: Theme) -> Theme:
    """Give the whole application ``theme``'s palette; returns the resolved theme."""
    resolved = resolve(theme)
    application = QApplication.instance()
    assert isinstance(application, QApplication)
    application.setPalette(palette(resolved))
    return resolved
