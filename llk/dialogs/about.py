"""The About box: the game's icon, name, version, licence and what it runs on."""

from __future__ import annotations

import platform

import PySide6
from PySide6.QtCore import QByteArray, QRectF, QSize, Qt, qVersion
from PySide6.QtGui import QFont, QPainter, QPaintEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from llk import __version__
from llk.view.assets import resources

APP_NAME = "LLK — 连连看"
"""The game's name as the About box shows it (a name, not translated)."""


class SvgPicture(QWidget):
    """An SVG drawn at its widget's size and device-pixel ratio (always crisp)."""

    def __init__(self, svg: bytes, size: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._renderer = QSvgRenderer(QByteArray(svg))
        self.setFixedSize(size, size)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._renderer.render(painter, QRectF(self.rect()))
        painter.end()


def app_icon(size: int, parent: QWidget | None = None) -> SvgPicture:
    return SvgPicture(resources().joinpath("icon.svg").read_bytes(), size, parent)


class AboutDialog(QDialog):
    """The game's icon, name, version, licence and what it runs on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about")
        self.setWindowTitle(self.tr("About LLK"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 24, 28, 16)
        layout.setSpacing(6)

        top = QHBoxLayout()
        top.setSpacing(18)
        self.icon = app_icon(96)
        top.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        text = QVBoxLayout()
        text.setSpacing(6)
        name = QLabel(APP_NAME)
        font = QFont(name.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        name.setFont(font)
        text.addWidget(name)
        self.version = QLabel(self.tr("Version {0}").format(__version__))
        text.addWidget(self.version)
        for line in (
            self.tr(
                "Link pairs of matching tiles with a line of at most two turns, "
                "and clear the board before the time runs out."
            ),
            self.tr(
                "Free software under the MIT licence. The tile art and the sounds are "
                "original to the project."
            ),
            self.tr("Built with Qt {0} and PySide6 {1}, running on Python {2}.").format(
                qVersion(), PySide6.__version__, platform.python_version()
            ),
        ):
            label = QLabel(line)
            label.setWordWrap(True)
            label.setContentsMargins(0, 6, 0, 0)
            text.addWidget(label)
        text.addStretch(1)
        top.addLayout(text, 1)
        layout.addLayout(top, 1)
        for label in self.findChildren(QLabel):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        layout.addSpacing(10)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def sizeHint(self) -> QSize:
        return QSize(520, 260)
