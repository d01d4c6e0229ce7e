"""Whether the desktop asks for reduced motion, where Qt reports it.

What Qt 6.11 reports: nothing made for the purpose. `QAccessibilityHints` has only
``contrastPreference``; its ``motionPreference`` comes with Qt 6.12 and is read here
when present. Before it, the one signal is ``QApplication.isEffectEnabled(UI_General)``,
from the platform theme's ``UiEffects`` hint: on Windows Qt fills it from
``SPI_GETUIEFFECTS`` (the system's animation effects), so off there means reduced
motion; the macOS and the generic Linux and GNOME themes never set it (so it reads
off whatever the player chose) and KDE's always sets it, so elsewhere it says nothing
and is not followed.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def system_reduces_motion(platform: str = sys.platform) -> bool:
    """Whether the system asks for reduced motion, as far as Qt tells (False where it
    cannot tell). ``platform``: `sys.platform`'s word, for tests."""
    hints = QApplication.styleHints().accessibility()
    preference = getattr(hints, "motionPreference", None)  # Qt 6.12 and later
    if preference is not None:
        return str(getattr(preference(), "name", "")).lower().startswith("reduce")
    if platform == "win32":
        return not QApplication.isEffectEnabled(Qt.UIEffect.UI_General)
    return False
