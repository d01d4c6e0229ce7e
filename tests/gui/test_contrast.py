"""Both themes are readable everywhere: every label and button of the main window and of
each dialog has a text/background contrast of at least 4.5:1 (WCAG AA), measured on
the rendered pixels, and disabled buttons look different from enabled ones."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.wiring import Parts
from tests.gui.conftest import INSTANT, playing
from tests.model.clock import FakeClock

WCAG_AA = 4.5


def luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def ratio(a: QColor, b: QColor) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def text_and_background(image: QImage, box: QRect) -> tuple[QColor, QColor]:
    """The most common colour in ``box`` (the background) and the one that stands out
    from it most (the core of the glyphs)."""
    ratio_ = image.devicePixelRatio()
    pixels = [
        image.pixelColor(round(x * ratio_), round(y * ratio_))
        for x in range(box.left(), box.right() + 1)
        for y in range(box.top(), box.bottom() + 1)
        if 0 <= x * ratio_ < image.width() and 0 <= y * ratio_ < image.height()
    ]
    background = QColor(Counter(p.rgb() for p in pixels).most_common(1)[0][0])
    text = max(pixels, key=lambda p: ratio(p, background))
    return text, background


def readable(top: QWidget) -> list[QWidget]:
    """Visible labels and buttons with text."""
    found: list[QWidget] = []
    for widget in top.findChildren(QWidget):
        text = widget.text() if isinstance(widget, QLabel | QAbstractButton) else ""
        if text.strip() and widget.isVisible() and widget.width() > 4 and widget.height() > 4:
            found.append(widget)
    return found


def worst(top: QWidget, among: QWidget | None = None) -> tuple[float, str]:
    """The lowest contrast of any enabled label or button of ``among`` (all of ``top``
    by default) as ``top`` shows it, and whose."""
    image = top.grab().toImage()
    results = []
    for widget in readable(among or top):
        if not widget.isEnabled():
            continue
        box = QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
        text, background = text_and_background(image, box)
        results.append((ratio(text, background), widget.text()))  # type: ignore[attr-defined]
    return min(results)


@pytest.fixture(params=["light", "dark"])
def themed(request: pytest.FixtureRequest, qtbot: QtBot, clock: FakeClock) -> Parts:
    parts = build(INSTANT, clock)
    parts.preferences.change(replace(parts.preferences.preferences, theme=request.param))
    return playing(qtbot, parts)


def test_the_main_window_is_readable(themed: Parts) -> None:
    lowest, where = worst(themed.window)
    assert lowest >= WCAG_AA, (lowest, where)


@pytest.mark.parametrize("opener", ["preferences", "how_to_play", "about", "high_scores"])
def test_every_dialog_is_readable(qtbot: QtBot, themed: Parts, opener: str) -> None:
    actions = themed.actions if opener == "high_scores" else themed.menu_actions
    getattr(actions, opener).trigger()
    dialog = themed.dialogs.current
    assert dialog is not None
    qtbot.waitExposed(dialog)
    page = getattr(dialog, "page", None)  # the help page scrolls: render all of it
    lowest, where = worst(page if isinstance(page, QWidget) else dialog)
    assert lowest >= WCAG_AA, (lowest, where)


@pytest.mark.parametrize("opener", ["", "how_to_play"])
def test_a_new_theme_reads_at_once(qtbot: QtBot, themed: Parts, opener: str) -> None:
    """The theme changed while playing, or the desktop's scheme with the help open: every
    text reads in the new colours at once (a label polished too early kept the old ones,
    1.5:1)."""
    shown: QWidget = themed.window
    if opener:
        getattr(themed.menu_actions, opener).trigger()
        dialog = themed.dialogs.current
        assert dialog is not None
        qtbot.waitExposed(dialog)
        page = getattr(dialog, "page", None)
        shown = page if isinstance(page, QWidget) else dialog
    preferences = themed.preferences.preferences
    other = "light" if preferences.theme == "dark" else "dark"
    themed.preferences.change(replace(preferences, theme=other))
    lowest, where = worst(shown)
    assert lowest >= WCAG_AA, (lowest, where)


def test_disabled_buttons_look_disabled(themed: Parts) -> None:
    panel = themed.window.side_panel
    image = themed.window.grab().toImage()

    def text_colour(name: str) -> QColor:
        button = panel.buttons[name]
        box = QRect(button.mapTo(themed.window, QPoint(0, 0)), button.size())
        return text_and_background(image, box)[0]

    assert themed.actions.hint.isEnabled() and not themed.actions.undo.isEnabled()
    assert ratio(text_colour("hint"), text_colour("undo")) > 1.8


@pytest.mark.parametrize(("theme", "fill"), [("dark", "#f4f0e0"), ("light", "#101418")])
def test_the_panel_reads_on_any_background_picture(
    qtbot: QtBot, clock: FakeClock, fresh_home: Path, theme: str, fill: str
) -> None:
    """A system background may be light under the dark theme, or dark under the light."""
    folder = fresh_home / "data" / "kmahjongglib" / "backgrounds"
    folder.mkdir(parents=True)
    (folder / "flat.svg").write_text(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
        f'<rect width="10" height="10" fill="{fill}"/></svg>'
    )
    (folder / "flat.desktop").write_text("[KMahjonggBackground]\nName=Flat\nFileName=flat.svg\n")
    parts = build(INSTANT, clock)
    preferences = parts.preferences.preferences
    parts.preferences.change(replace(preferences, theme=theme, background="kmahjongg:flat"))
    playing(qtbot, parts)
    lowest, where = worst(parts.window, parts.window.side_panel)
    assert lowest >= WCAG_AA, (lowest, where)
