"""Game ▸ Campaign…: the level map. Each chapter on a page of its own: its title, what
it brings in, and its levels as a grid of buttons with their number, stars and best
score, a lock on those not open yet and what opens them, the boss marked, and stars
earned only with the clock's assist marked so (`ASSISTED_MARK`), with a line saying the
assist in force. Arrows move between the levels, Enter or a click plays an open one."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from llk.model.campaign.chapters import CHAPTERS, Chapter
from llk.model.campaign.levels import Level
from llk.model.campaign.progress import CampaignProgress, LevelBest
from llk.model.campaign.stars import stars_shown
from llk.model.game.clock_assist import ClockAssist
from llk.view.campaign_labels import (
    ASSISTED_MARK,
    chapter_brings,
    chapter_title,
    clock_assist_name,
)
from llk.view.map_thumbnail import locked_thumbnail, thumbnail
from llk.view.theme import as_note

COLUMNS = 4
ICON_SIDE = 52
"""The side of a level's picture on its button, in logical pixels."""
"""Twelve levels as three rows of four."""
STEPS = {
    Qt.Key.Key_Left: -1,
    Qt.Key.Key_Right: 1,
    Qt.Key.Key_Up: -COLUMNS,
    Qt.Key.Key_Down: COLUMNS,
}


class LevelMap(QDialog):
    """The campaign's levels as ``progress`` stands; opens on the chapter of the first
    open level not yet cleared.

    Signals:
        play_requested(str): the key of the open level the player chose.
    """

    play_requested = Signal(str)

    def __init__(
        self,
        levels: Sequence[Level],
        progress: CampaignProgress,
        parent: QWidget | None = None,
        assist: ClockAssist = ClockAssist.DESIGNED,
    ) -> None:
        """``assist``: the campaign clock's, in force for the levels played from here."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Campaign"))
        self._levels = list(levels)
        self._progress = progress
        self.buttons: list[QPushButton] = []
        self._focused = 0
        self.locks: dict[int, QLabel] = {}
        """What opens each chapter not open yet, by its number."""
        """Every level's button, in campaign order."""
        self.pages = QTabWidget(self)
        self.pages.setElideMode(Qt.TextElideMode.ElideNone)  # every chapter's whole name, and
        self.pages.setUsesScrollButtons(False)  # every tab in sight: the dialog is as wide
        self.total = QLabel(
            self.tr("Stars: {0} of {1}").format(progress.total_stars(levels), 3 * len(self._levels))
        )
        for chapter in CHAPTERS:
            self.pages.addTab(self._page(chapter), chapter_title(chapter))
        self.clock = QLabel(
            self.tr(
                "Campaign clock: {0}. Stars still go by each level's own clock; {1} marks "
                "stars earned only with more time or none (Settings ▸ Preferences…)."
            ).format(clock_assist_name(assist), ASSISTED_MARK)
        )
        self.clock.setWordWrap(True)
        as_note(self.clock)
        self.clock.setVisible(assist is not ClockAssist.DESIGNED)
        self.empty = QLabel(self.tr("No campaign levels are installed."))
        self.empty.setVisible(not self._levels)
        self.play = QPushButton(self.tr("Play"))
        self.play.clicked.connect(lambda: self._choose(self._current()))
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.addButton(self.play, QDialogButtonBox.ButtonRole.ActionRole)
        box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.total, self.clock, self.empty, self.pages, box):
            layout.addWidget(widget)
        self._start()

    def _page(self, chapter: Chapter) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        title = QLabel(f"<b>{chapter_title(chapter)}</b>")
        brings = QLabel(chapter_brings(chapter))
        as_note(brings)
        layout.addWidget(title)
        layout.addWidget(brings)
        missing = self._progress.stars_missing(chapter.number, self._levels)
        if not self._progress.chapter_open(chapter.number, self._levels):
            if missing == 1:
                lock = self.tr("1 more star in chapter {1} opens this chapter.")
            else:
                lock = self.tr("{0} more stars in chapter {1} open this chapter.")
            self.locks[chapter.number] = QLabel(lock.format(missing, chapter.number - 1))
            layout.addWidget(self.locks[chapter.number])
        grid = QGridLayout()
        own = [level for level in self._levels if level.chapter == chapter.number]
        for index, level in enumerate(own):
            button = self._button(level)
            grid.addWidget(button, index // COLUMNS, index % COLUMNS)
        layout.addLayout(grid)
        layout.addStretch()
        return page

    def _button(self, level: Level) -> QPushButton:
        best = self._progress.levels.get(level.key)
        is_open = self._progress.level_open(level, self._levels)
        number = self.tr("Boss") if level.boss else str(level.number)
        locked = self.tr("Locked")
        if not is_open:
            text = f"{number}\n{locked}"
        elif best is None:
            text = f"{number}\n{stars_shown(0)}"
        else:
            mark = f" {ASSISTED_MARK}" if best.assisted else ""
            text = f"{number}\n{stars_shown(best.stars)}{mark}\n{best.score}"
        button = QPushButton(text)
        ratio = self.devicePixelRatioF()
        draw = thumbnail if is_open else locked_thumbnail
        button.setIcon(QIcon(draw(level.game_map, ICON_SIDE, ratio)))
        button.setIconSize(QSize(ICON_SIDE, ICON_SIDE))
        button.setMinimumSize(150, 72)
        button.setProperty("open", is_open)
        button.setToolTip(self._tip(level, is_open, best is not None and best.assisted))
        button.setAccessibleName(self._said(level, is_open, best))
        index = len(self.buttons)
        button.clicked.connect(lambda: self._choose(index))
        button.installEventFilter(self)
        self.buttons.append(button)
        return button

    def _said(self, level: Level, is_open: bool, best: LevelBest | None) -> str:
        """What a screen reader says of a level's button: "Level 1-2, 2 of 3 stars, best
        score 340" (and whether the stars took the clock assist) or "Level 1-3, Locked", not
        the stars' symbols ("white star")."""
        said = self.tr("Level {0}-{1}").format(level.chapter, level.number)
        if not is_open:
            return self.tr("{0}, {1}").format(said, self.tr("Locked"))
        stars = self.tr("{0} of 3 stars").format(best.stars if best else 0)
        said = self.tr("{0}, {1}").format(said, stars)
        if best is None:
            return said
        said = self.tr("{0}, {1}").format(said, self.tr("best score {0}").format(best.score))
        if best.assisted:
            said = self.tr("{0}, {1}").format(said, self.tr("stars earned with more time or none"))
        return said

    def _tip(self, level: Level, is_open: bool, assisted: bool) -> str:
        if is_open and assisted:
            return self.tr("Level {0}-{1}: its stars earned with more time or none").format(
                level.chapter, level.number
            )
        if is_open:
            return self.tr("Level {0}-{1}").format(level.chapter, level.number)
        if not self._progress.chapter_open(level.chapter, self._levels):
            return self.tr("Opens with the stars of the chapter before.")
        return self.tr("Opens when the level before is cleared.")

    def _start(self) -> None:
        """Focus the first open level not cleared (else the last open one)."""
        open_ones = [i for i, b in enumerate(self.buttons) if b.property("open")]
        fresh = [i for i in open_ones if not self._progress.stars(self._levels[i].key)]
        if open_ones:
            self.focus_level((fresh or open_ones)[0 if fresh else -1])

    def focus_level(self, index: int) -> None:
        """Show level ``index``'s chapter and put the focus on its button."""
        level = self._levels[index]
        self.pages.setCurrentIndex(level.chapter - 1)
        self.buttons[index].setFocus()
        self._focused = index

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.buttons:
            self.focus_level(self._focused)

    def _current(self) -> int:
        """The level in focus (the dialog's focus widget, even while it is inactive)."""
        focused = [i for i, b in enumerate(self.buttons) if b is self.focusWidget()]
        return focused[0] if focused else self._focused

    def _choose(self, index: int) -> None:
        if 0 <= index < len(self.buttons) and self.buttons[index].property("open"):
            self.play_requested.emit(self._levels[index].key)
            self.accept()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A level's button hands its arrows and Enter to `moved` (a button would move
        the focus its own way)."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self.moved(Qt.Key(event.key()))
        return super().eventFilter(watched, event)

    def moved(self, key: Qt.Key) -> bool:
        """Arrows move within the chapter's grid and over into the next or previous
        chapter; Enter plays the level in focus. Whether ``key`` was one of those."""
        if key in STEPS:
            wanted = self._current() + STEPS[key]
            self.focus_level(max(0, min(len(self.buttons) - 1, wanted)))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._choose(self._current())
        else:
            return False
        return True
