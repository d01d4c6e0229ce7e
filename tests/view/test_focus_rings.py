"""In high contrast every kind of control that takes the keyboard focus shows it with a
ring 2 px wide or more, standing out 3:1 from how the control looked unfocused (WCAG
2.4.13; Fusion's was 1 px), and text fields, combo boxes and spin boxes have an edge
that stands out 3:1 from the window (they had none: black on black)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QLineEdit,
    QListWidget,
    QPushButton,
    QRadioButton,
    QSlider,
    QSpinBox,
    QTabBar,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from llk.model.records.preferences import Theme
from llk.view.board.painting import paint_cursor
from llk.view.theme import APPLIED, apply
from tests.app.access.test_contrast import WCAG_NON_TEXT, ratio

RING = 2


def combo() -> QComboBox:
    box = QComboBox()
    box.addItems(["Small", "Medium"])
    return box


def table() -> QTableWidget:
    cells = QTableWidget(2, 2)
    for row in range(2):
        for column in range(2):
            cells.setItem(row, column, QTableWidgetItem(f"{row}, {column}"))
    cells.setCurrentCell(0, 0)
    return cells


def listed() -> QListWidget:
    items = QListWidget()
    items.addItems(["First Game", "Clear Board"])
    items.setCurrentRow(0)
    return items


def tree() -> QTreeWidget:
    branches = QTreeWidget()
    branches.setHeaderHidden(True)
    items = [QTreeWidgetItem([name]) for name in ("First Game", "Streak")]
    branches.addTopLevelItems(items)
    branches.setCurrentItem(items[0])
    return branches


def tabs() -> QTabBar:
    bar = QTabBar()
    bar.addTab("Single games")
    bar.addTab("Races")
    return bar


def tool_button() -> QToolButton:
    button = QToolButton()
    button.setText("Hint (3)")
    return button


KINDS = {
    "button": lambda: QPushButton("Pause"),
    "tool button": tool_button,
    "check box": lambda: QCheckBox("Sound"),
    "radio button": lambda: QRadioButton("Relaxed"),
    "combo box": combo,
    "text field": lambda: QLineEdit("Tester"),
    "spin box": QSpinBox,
    "slider": lambda: QSlider(Qt.Orientation.Horizontal),
    "list": listed,
    "tree": tree,
    "table": table,
    "tabs": tabs,
}
"""Every kind of control the game's windows have (no combo box of theirs is editable)."""
INPUTS = ["combo box", "text field", "spin box"]


@pytest.fixture
def shown(qtbot: QtBot, strong: None) -> Iterator[dict[str, QWidget]]:
    """One control of each kind in an active dialog, in high contrast."""
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    controls = {name: make() for name, make in KINDS.items()}
    for control in controls.values():
        layout.addWidget(control)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    yield controls
    dialog.close()


def changed(before: QImage, after: QImage) -> list[list[bool]]:
    """Where ``after`` differs from ``before`` by 3:1 or more, row by row."""
    return [
        [
            ratio(before.pixelColor(x, y), after.pixelColor(x, y)) >= WCAG_NON_TEXT
            for x in range(before.width())
        ]
        for y in range(before.height())
    ]


def ring_width(mask: list[list[bool]]) -> int:
    """The thinnest side of the ring ``mask`` holds: at the middle of the box round what
    changed, the run of changed pixels going in from each of its four sides."""
    cells = [(x, y) for y, row in enumerate(mask) for x, on in enumerate(row) if on]
    assert cells, "nothing changed"
    left, right = min(x for x, _ in cells), max(x for x, _ in cells)
    top, bottom = min(y for _, y in cells), max(y for _, y in cells)
    row, column = mask[(top + bottom) // 2], [line[(left + right) // 2] for line in mask]

    def run(line: list[bool]) -> int:
        return next((n for n, on in enumerate(line) if not on), len(line))

    return min(
        run(row[left:]),
        run(row[right::-1]),
        run(column[top:]),
        run(column[bottom::-1]),
    )


@pytest.mark.parametrize("kind", list(KINDS))
def test_the_focused_control_has_a_ring_2_px_wide(
    qtbot: QtBot, shown: dict[str, QWidget], kind: str
) -> None:
    control = shown[kind]
    other = shown["button" if kind != "button" else "text field"]
    other.setFocus()
    qtbot.waitUntil(lambda: not control.hasFocus() and other.hasFocus())
    before = control.grab().toImage()
    control.setFocus()
    qtbot.waitUntil(control.hasFocus)
    after = control.grab().toImage()
    assert ring_width(changed(before, after)) >= RING


@pytest.mark.parametrize("kind", INPUTS)
def test_a_field_has_an_edge_on_the_black(shown: dict[str, QWidget], kind: str) -> None:
    """Along the middle of each side, what the field's edge stands out by from the window."""
    control = shown[kind]
    image = control.grab().toImage()
    window = QApplication.palette().window().color()
    middle = QRect(0, 0, image.width(), image.height()).center()
    edges = [
        image.pixelColor(0, middle.y()),
        image.pixelColor(image.width() - 1, middle.y()),
        image.pixelColor(middle.x(), 0),
        image.pixelColor(middle.x(), image.height() - 1),
    ]
    assert min(ratio(edge, window) for edge in edges) >= WCAG_NON_TEXT


@pytest.mark.parametrize("theme", list(Theme)[1:])
def test_the_board_cursor_has_lines_2_px_wide_on_small_tiles(
    qapp: QApplication, theme: Theme
) -> None:
    """The keyboard cursor's double frame on a tile 32 px wide: each of its three lines 2 px
    at least (3 % of the tile's width would be 1)."""
    palette, applied = qapp.palette(), qapp.property(APPLIED)
    apply(theme)
    try:
        image = QImage(32, 40, QImage.Format.Format_ARGB32)
        image.fill(QColor(128, 128, 128))
        painter = QPainter(image)
        paint_cursor(painter, QRectF(0, 0, 32, 40))
        painter.end()
        row = [image.pixelColor(x, 20) for x in range(16)]
        bands, last = [], None
        for pixel in row:
            tone = None if pixel == QColor(128, 128, 128) else pixel.lightness() > 128
            if tone is not None and tone == last:
                bands[-1] += 1
            elif tone is not None:
                bands.append(1)
            last = tone
        assert len(bands) == 3 and min(bands) >= RING, bands
    finally:
        qapp.setPalette(palette)
        qapp.setProperty(APPLIED, applied)
