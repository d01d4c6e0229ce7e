"""Like the system follows the desktop's high-contrast setting, read through one seam
(`llk.view.theme.system_contrast`, which tests replace) once the window is furnished,
and live: a change of the setting re-themes the running game. A theme chosen by name
stays what it is."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.model.records.preferences import Theme
from llk.view import theme
from llk.wiring import Parts
from tests.game_window import INSTANT, playing
from tests.model.clock import FakeClock


class Desktop:
    """The desktop's high-contrast setting, as `theme.system_contrast` reports it."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.high_contrast = False
        monkeypatch.setattr(theme, "system_contrast", lambda: self.high_contrast)

    def change(self, high_contrast: bool) -> None:
        """The player turns the setting on or off: Qt tells the running game."""
        self.high_contrast = high_contrast
        wanted = (
            Qt.ContrastPreference.HighContrast
            if high_contrast
            else Qt.ContrastPreference.NoPreference
        )
        QGuiApplication.styleHints().accessibility().contrastPreferenceChanged.emit(wanted)


@pytest.fixture
def desktop(monkeypatch: pytest.MonkeyPatch) -> Desktop:
    return Desktop(monkeypatch)


def shown_theme(parts: Parts) -> Theme:
    """The theme the window shows: the palette's and the tiles' alike."""
    assert parts.window.board_view.art.theme == theme.applied()
    return theme.applied()


def started(qtbot: QtBot, clock: FakeClock, chosen: Theme) -> Parts:
    parts = build(INSTANT, clock)
    parts.preferences.change(replace(parts.preferences.preferences, theme=chosen))
    return playing(qtbot, parts)


def test_the_system_theme_is_high_contrast_when_the_desktop_asks(
    qtbot: QtBot, clock: FakeClock, desktop: Desktop
) -> None:
    desktop.high_contrast = True
    parts = started(qtbot, clock, Theme.SYSTEM)
    assert shown_theme(parts) is Theme.HIGH_CONTRAST


def test_the_system_theme_follows_a_change_of_the_setting(
    qtbot: QtBot, clock: FakeClock, desktop: Desktop
) -> None:
    parts = started(qtbot, clock, Theme.SYSTEM)
    before = shown_theme(parts)
    assert before is not Theme.HIGH_CONTRAST
    desktop.change(True)
    assert shown_theme(parts) is Theme.HIGH_CONTRAST
    desktop.change(False)
    assert shown_theme(parts) is before


@pytest.mark.parametrize("chosen", [Theme.LIGHT, Theme.DARK, Theme.HIGH_CONTRAST])
def test_a_theme_chosen_by_name_stays(
    qtbot: QtBot, clock: FakeClock, desktop: Desktop, chosen: Theme
) -> None:
    desktop.high_contrast = chosen is not Theme.HIGH_CONTRAST
    parts = started(qtbot, clock, chosen)
    desktop.change(not desktop.high_contrast)
    assert shown_theme(parts) is chosen


def test_resolving_asks_nothing_of_the_desktop(qtbot: QtBot) -> None:
    """`resolve` stays cheap for the first frame: high contrast only when told."""
    assert theme.resolve(Theme.SYSTEM) in (Theme.LIGHT, Theme.DARK)
    assert theme.resolve(Theme.SYSTEM, contrast=True) is Theme.HIGH_CONTRAST
    assert theme.resolve(Theme.LIGHT, contrast=True) is Theme.LIGHT


def test_the_real_seam_reads_qt(qtbot: QtBot) -> None:
    """Offscreen, Qt reports no preference: not high contrast."""
    assert theme.system_contrast() is False
