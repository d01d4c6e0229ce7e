"""A word-wrapped label that claims the height its text needs."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


class WrappingLabel(QLabel):
    """A word-wrapped label whose minimum height is what its text needs at its width, and
    at least ``lines`` lines (room kept for a text that comes and goes).

    Layouts reckon a wrapped label's minimum as one line, and a window's or a dialog's
    own minimum never follows a label's height for its width: at its minimum size the
    window squeezed the rows around a mode sentence that wraps (the score was cut in
    half), and a dialog clipped a long reason to the lines kept for it."""

    def __init__(self, text: str = "", lines: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._lines = lines
        self._room_for: Sequence[str] = ()
        self.setWordWrap(True)
        self._claim_height()

    def keep_room_for(self, texts: Sequence[str]) -> None:
        """Stand as tall as the tallest of ``texts`` needs at this width, whatever text is
        shown: the side panel's buttons moved 10 px when a two-line mode sentence gave
        way to a one-line one. O(len(texts)) at each resize."""
        self._room_for = texts
        self._claim_height()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._claim_height()

    def clear(self) -> None:
        super().clear()
        self._claim_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._claim_height()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._claim_height()

    def _claim_height(self) -> None:
        kept = self._lines * self.fontMetrics().lineSpacing() + 2 if self._lines else 0
        # Without text Qt still answers the height of the text it had last.
        needed = self.heightForWidth(self.width()) if self.text() else 0
        self.setMinimumHeight(max(kept, needed, *map(self._height_of, self._room_for)))

    def _height_of(self, text: str) -> int:
        """The height ``text`` would need here, wrapped at this label's width."""
        inside = self.contentsRect()
        frame = self.height() - inside.height()
        space = QRect(0, 0, max(1, inside.width()), 1 << 20)
        return (
            self.fontMetrics().boundingRect(space, Qt.TextFlag.TextWordWrap, text).height() + frame
        )
