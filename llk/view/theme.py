"""Light, dark and high contrast: one palette for the whole application.

Every widget, menu, dialog, message box and tooltip takes its colours from the
application palette set here, and the board's own drawing (cursor, pause text,
title) reads the same palette; nothing keeps a colour of its own that a change
of theme could forget. ``system`` follows the desktop where Qt can tell: its light or
dark scheme, and its high-contrast setting (`system_contrast`).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QLabel

from llk.model.records.preferences import Theme

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
_CONTRAST = {
    ROLE.Window: "#000000",
    ROLE.WindowText: "#ffffff",
    ROLE.Base: "#000000",
    ROLE.AlternateBase: "#1f1f1f",
    ROLE.Text: "#ffffff",
    ROLE.Button: "#000000",
    ROLE.ButtonText: "#ffffff",
    ROLE.BrightText: "#ffff00",
    ROLE.Highlight: "#ffff00",
    ROLE.HighlightedText: "#000000",
    ROLE.ToolTipBase: "#000000",
    ROLE.ToolTipText: "#ffffff",
    ROLE.PlaceholderText: "#c8c8c8",
    ROLE.Link: "#00ffff",
    ROLE.Light: "#ffffff",
    ROLE.Midlight: "#c8c8c8",
    ROLE.Mid: "#a6a6a6",
    ROLE.Dark: "#ffffff",
    ROLE.Shadow: "#ffffff",
}
"""High contrast, as the desktops' own high-contrast themes: white on black, the
selection yellow, the accent (the title, links) cyan. Every text reads at 12.5:1 or
more (WCAG AAA asks 7:1): notes #c8c8c8 at 12.5:1, white at 21:1, cyan 16.7:1, black
on yellow 19.6:1. The frames' roles are light, so edges show on the black."""
_CONTRAST_DISABLED = {
    ROLE.WindowText: "#a6a6a6",
    ROLE.Text: "#a6a6a6",
    ROLE.ButtonText: "#a6a6a6",
    ROLE.Button: "#000000",
}
"""Disabled text still reads at 8.6:1 (WCAG exempts it; a player may want to read
what is not available yet), and is told from enabled text by 2.4:1."""
_LIGHT_ACCENT = "#8a3f12"
"""The title's colour on the light backdrop."""
_LIGHT_NOTE = "#5c5c5c"
"""The light theme's `PlaceholderText`, the colour of notes: 5.8:1 on its window."""


def as_note(label: QLabel) -> None:
    """Show ``label`` dimmer than the text, as a note, yet at 4.5:1 or more (WCAG AA)
    under both themes: in the colour of placeholder text. A disabled label, the way
    notes looked before, read at 1.6:1."""
    label.setForegroundRole(ROLE.PlaceholderText)


APPLIED = "llkTheme"
"""The application's property that holds the resolved theme applied (`applied`)."""


def applied() -> Theme:
    """The resolved theme last applied (`apply`): the board's own drawing asks it whether
    to draw in high contrast. Light before any."""
    application = QApplication.instance()
    value = application.property(APPLIED) if application is not None else None
    return Theme(value) if value in tuple(Theme) else Theme.LIGHT


def high_contrast() -> bool:
    """Whether the theme applied is high contrast (the board draws its own look then)."""
    return applied() is Theme.HIGH_CONTRAST


def system_contrast() -> bool:
    """Whether the desktop asks for high contrast (Qt 6.10 reports it on Windows, macOS
    and GNOME; never on a bare X server). The seam tests replace.

    It costs 14 ms the first time: the answer is an enum of the ``Qt`` namespace, which
    PySide makes whole at its first use (see `resolve`); so the main window asks only
    once it is furnished, past its first frame."""
    from PySide6.QtCore import Qt

    hints = QGuiApplication.styleHints()
    wanted = hints.accessibility().contrastPreference()
    return bool(wanted == Qt.ContrastPreference.HighContrast)


def error_colour() -> QColor:
    """Red that reads on the current palette's window colour (an inline error)."""
    window = QApplication.palette().color(ROLE.Window)
    return QColor("#ff8f85") if window.lightness() < 128 else QColor("#b3261e")


def resolve(theme: Theme, contrast: bool = False) -> Theme:
    """``light``, ``dark`` or ``contrast``: ``system`` becomes high contrast when the
    desktop asks for it (``contrast``, from `system_contrast`), else what the desktop's
    scheme is (light if unknown).

    Told by the lightness of Fusion's own window colour, which Qt makes dark exactly when
    the desktop's colour scheme is dark (since Qt 6.5): the scheme itself,
    `QStyleHints.colorScheme`, comes as an enum of the ``Qt`` namespace, and PySide makes
    every enum of that namespace at its first use, 11 ms the first window waited for.
    """
    if theme is not Theme.SYSTEM:
        return theme
    if contrast:
        return Theme.HIGH_CONTRAST
    dark = _standard_palette().color(ROLE.Window).lightness() < 128
    return Theme.DARK if dark else Theme.LIGHT


def _standard_palette() -> QPalette:
    """The application style's own palette (Fusion's: see `llk.view.style`)."""
    application = QApplication.instance()
    assert isinstance(application, QApplication)
    return application.style().standardPalette()


def palette(theme: Theme) -> QPalette:
    """The application palette of a resolved theme (``light``, ``dark``, ``contrast``)."""
    colours = _standard_palette()
    strong = {
        Theme.DARK: (_DARK, _DARK_DISABLED),
        Theme.HIGH_CONTRAST: (_CONTRAST, _CONTRAST_DISABLED),
    }
    if theme in strong:
        active, disabled = strong[theme]
        for role, colour in active.items():
            colours.setColor(role, QColor(colour))
        for role, colour in disabled.items():
            colours.setColor(GROUP.Disabled, role, QColor(colour))
    else:
        colours.setColor(ROLE.Link, QColor(_LIGHT_ACCENT))
        colours.setColor(ROLE.PlaceholderText, QColor(_LIGHT_NOTE))
    return colours


def apply(theme: Theme, contrast: bool = False) -> Theme:
    """Give the whole application ``theme``'s palette (``system`` high contrast when
    ``contrast``); returns the resolved theme."""
    resolved = resolve(theme, contrast)
    application = QApplication.instance()
    assert isinstance(application, QApplication)
    application.setProperty(APPLIED, resolved.value)
    application.setPalette(palette(resolved))
    return resolved
