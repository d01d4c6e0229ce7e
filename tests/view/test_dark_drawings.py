"""What Fusion or a desktop draws in dark colours shows on a dark window: in the dark and
high-contrast themes a slider's groove has an edge that stands out at 3:1 (Watch
Again's seek bar showed only its played part in high contrast), and an icon on a dialog's
button is drawn in the button's text colour (Close's ✗, a desktop's dark drawing, was
black on high contrast's black button), also on a dialog made before the theme changed.

Rendered, not asked of the style: the offscreen platform gives no icons, so the button
gets a black one, as a desktop's icon theme gives."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPalette, QPixmap
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QSlider
from pytestqt.qtbot import QtBot

from llk.model.records.preferences import Theme
from llk.view.theme import APPLIED, apply
from tests.app.access.test_contrast import WCAG_NON_TEXT, ratio

DARK_THEMES = [Theme.DARK, Theme.HIGH_CONTRAST]


@pytest.fixture(params=DARK_THEMES, ids=lambda theme: theme.value)
def dark(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[Theme]:
    """A dark theme applied, and the application as it was afterwards."""
    palette, applied = qapp.palette(), qapp.property(APPLIED)
    apply(request.param)
    yield request.param
    qapp.setPalette(palette)
    qapp.setProperty(APPLIED, applied)


def colours(image: QImage) -> set[str]:
    return {
        image.pixelColor(x, y).name() for y in range(image.height()) for x in range(image.width())
    }


def test_a_sliders_groove_stands_out_at_3_to_1_in_the_dark_themes(
    qtbot: QtBot, dark: Theme
) -> None:
    slider = QSlider(Qt.Orientation.Horizontal)
    qtbot.addWidget(slider)
    slider.resize(200, 24)
    slider.setRange(0, 100)
    slider.setValue(0)  # the groove's whole length unplayed, right of the handle
    image = slider.grab().toImage()
    window = QApplication.palette().color(slider.backgroundRole())
    handle_end = image.width() // 4  # the handle at the start; the groove runs on
    groove_part = image.copy(handle_end, 0, image.width() - handle_end - 4, image.height())
    strongest = max(ratio(QColor(name), window) for name in colours(groove_part))
    assert strongest >= WCAG_NON_TEXT, (dark, strongest)


@pytest.mark.parametrize("made_before", [False, True], ids=["made after", "made before"])
def test_an_icon_on_a_dialogs_button_is_drawn_in_the_buttons_text_colour(
    qtbot: QtBot, qapp: QApplication, dark: Theme, made_before: bool
) -> None:
    if made_before:  # made in the light theme, shown in the dark one
        apply(Theme.LIGHT)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    qtbot.addWidget(box)
    close = box.button(QDialogButtonBox.StandardButton.Close)
    close.setText("")  # the icon alone
    black = QPixmap(16, 16)
    black.fill(QColor("black"))
    close.setIcon(QIcon(black))  # a desktop's dark drawing
    if made_before:
        apply(dark)
        QApplication.processEvents()  # the palette's change reaches the box
    text = qapp.palette().color(QPalette.ColorRole.ButtonText).name()  # the theme's
    middle = close.grab().toImage()
    centre = middle.copy(middle.width() // 2 - 4, middle.height() // 2 - 4, 8, 8)
    assert colours(centre) == {text}, (dark, colours(centre))
