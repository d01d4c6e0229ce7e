"""The building blocks of a help page: headings, paragraphs, bullets, key tables and
captioned pictures, stacked in one scrollable column."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

KEYCAP_STYLE = """
QLabel#keycap {
    border: 1px solid palette(mid); border-bottom-width: 2px; border-radius: 4px;
    background: palette(button); color: palette(button-text);
    padding: 1px 6px; min-width: 14px; font-weight: 600;
}
"""
"""Keys drawn as keycaps, in the palette's colours (so they follow the theme)."""


def _keycap(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("keycap")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    return label


class HelpPage(QWidget):
    """A column of text and pictures, added top to bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("help_page")
        self.setStyleSheet(KEYCAP_STYLE)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(24, 20, 24, 24)
        self.column.setSpacing(8)
        self.key_rows: list[tuple[Sequence[str], str, str]] = []
        """Every key table's rows, as given (keys, name, text), for tests and searching."""

    def text(self) -> str:
        """All the page's text as the player reads it (no markup), for tests and searching."""
        return "\n".join(
            QTextDocumentFragment.fromHtml(label.text()).toPlainText()
            if label.textFormat() == Qt.TextFormat.RichText
            else label.text()
            for label in self.findChildren(QLabel)
        )

    def heading(self, text: str) -> None:
        label = QLabel(text)
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        label.setFont(font)
        label.setContentsMargins(0, 14, 0, 2)
        self.column.addWidget(label)

    def paragraph(self, text: str) -> None:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        self.column.addWidget(label)

    def caption(self, name: str, text: str) -> QLabel:
        label = QLabel(f"<b>{html.escape(name)}</b><br>{html.escape(text)}")
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        return label

    def picture_card(self, picture: QWidget, name: str, text: str) -> QWidget:
        card = QWidget()
        layout = QVBoxLayout(card)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(picture, 0, Qt.AlignmentFlag.AlignHCenter)
        caption = self.caption(name, text)
        caption.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        caption.setFixedWidth(picture.width() + 8)
        layout.addWidget(caption, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        return card

    def bullets(self, items: Sequence[str]) -> None:
        label = QLabel(
            "<ul style='margin-left: -20px'>"
            + "".join(f"<li style='margin-bottom: 3px'>{html.escape(item)}</li>" for item in items)
            + "</ul>"
        )
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        self.column.addWidget(label)

    def key_table(self, rows: Sequence[tuple[Sequence[str], str, str]]) -> None:
        self.key_rows += rows
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(6)
        grid.setColumnStretch(1, 1)
        for row, (keys, name, text) in enumerate(rows):
            caps = QHBoxLayout()
            caps.setSpacing(4)
            for key in keys:
                caps.addWidget(_keycap(key))
            caps.addStretch(1)
            grid.addLayout(caps, row, 0, Qt.AlignmentFlag.AlignTop)
            if name:
                label = self.caption(name, text)
            else:
                label = QLabel(text)
                label.setWordWrap(True)
                label.setTextFormat(Qt.TextFormat.PlainText)
            grid.addWidget(label, row, 1)
        self.column.addLayout(grid)
