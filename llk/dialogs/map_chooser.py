"""The map chooser: every layout and map with its picture, tiles, size, best score and
whether the player has cleared it; filter and sort by size; Random and Next not cleared;
Import and Export; Play starts a game on the one chosen."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from llk.model.maps.difficulty import Difficulty
from llk.model.maps.map_file import GameMap
from llk.model.records.map_records import (
    MapRecord,
    SizeFilter,
    SortOrder,
    map_shape,
    next_not_cleared,
    random_pick,
    shown,
)
from llk.view.labels import difficulty_word, layout_name, map_title
from llk.view.map_thumbnail import thumbnail
from llk.view.screen_fit import resize_within_screen
from llk.view.theme import as_note

PICTURE = 84
"""A thumbnail's side, in logical pixels."""


@dataclass(frozen=True)
class Choice:
    """A line of the chooser: a map, or a layout at the board-size setting."""

    game_map: GameMap
    layout: bool = False
    mine: bool = False

    @property
    def shape(self) -> str:
        return map_shape(self.game_map, self.layout)

    @property
    def title(self) -> str:
        return layout_name(self.game_map.key) if self.layout else map_title(self.game_map)


class MapChooser(QDialog):
    """Lists ``choices``; `play_requested` carries the index of the one to play, and
    `export_requested` of the one to export. Importing is the flow's, which then lists
    the choices again (`set_choices`)."""

    play_requested = Signal(int)
    export_requested = Signal(int)
    import_requested = Signal()

    def __init__(
        self,
        choices: Sequence[Choice],
        records: Mapping[str, MapRecord],
        current: int,
        problems: Sequence[str] = (),
        parent: QWidget | None = None,
        rng: random.Random | None = None,
        rate: Callable[[GameMap], Difficulty] | None = None,
    ) -> None:
        """``rate`` measures a map's difficulty (`llk.model.maps.difficulty`), asked for the one
        chosen only, as it plays the map out."""
        super().__init__(parent)
        self._rate = rate
        self.setObjectName("map_chooser")
        self.setWindowTitle(self.tr("Choose a Map"))
        resize_within_screen(self, 760, 620)
        self._rng = rng or random.Random()
        self.size_filter = _combo(
            self,
            {
                SizeFilter.ALL: self.tr("All sizes"),
                SizeFilter.SMALL: self.tr("Small (up to 100 tiles)"),
                SizeFilter.MEDIUM: self.tr("Medium"),
                SizeFilter.BIG: self.tr("Big (250 tiles or more)"),
                SizeFilter.NOT_CLEARED: self.tr("Not cleared yet"),
            },
        )
        self.order = _combo(
            self,
            {
                SortOrder.LISTED: self.tr("Layouts, then maps"),
                SortOrder.NAME: self.tr("By name"),
                SortOrder.TILES: self.tr("By tiles"),
                SortOrder.AREA: self.tr("By board size"),
            },
        )
        self.grid = QListWidget(self)
        self.grid.setObjectName("maps")
        self.grid.setAccessibleName(self.tr("Maps"))
        self.grid.setViewMode(QListView.ViewMode.IconMode)
        self.grid.setIconSize(QSize(PICTURE, PICTURE))
        self.grid.setGridSize(QSize(PICTURE + 56, PICTURE + 50))
        self.grid.setResizeMode(QListView.ResizeMode.Adjust)
        self.grid.setMovement(QListView.Movement.Static)
        self.grid.setWordWrap(True)
        self.details = QLabel(self)
        self.details.setObjectName("map_details")
        self.details.setWordWrap(True)
        self.problems = QLabel(self)
        self.problems.setObjectName("map_problems")
        self.problems.setWordWrap(True)
        as_note(self.problems)
        self.random_button = QPushButton(self.tr("&Random Map"), self)
        self.next_button = QPushButton(self.tr("&Next Not Cleared"), self)
        self.import_button = QPushButton(self.tr("&Import…"), self)
        self.export_button = QPushButton(self.tr("&Export…"), self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.play_button = self.buttons.addButton(
            self.tr("&Play"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self._lay_out()
        self._connect()
        self.set_choices(choices, records, current, problems)

    def _lay_out(self) -> None:
        filters = QHBoxLayout()
        for text, box in ((self.tr("Show:"), self.size_filter), (self.tr("Order:"), self.order)):
            label = QLabel(text, self)
            label.setBuddy(box)  # the label names the box for a screen reader
            filters.addWidget(label)
            filters.addWidget(box)
        filters.addStretch(1)
        picks = QHBoxLayout()
        for button in (self.random_button, self.next_button, self.import_button):
            picks.addWidget(button)
        picks.addWidget(self.export_button)
        picks.addStretch(1)
        column = QVBoxLayout(self)
        column.addLayout(filters)
        column.addWidget(self.grid, 1)
        column.addWidget(self.details)
        column.addWidget(self.problems)
        column.addLayout(picks)
        column.addWidget(self.buttons)

    def _connect(self) -> None:
        self.size_filter.currentIndexChanged.connect(lambda _: self._fill())
        self.order.currentIndexChanged.connect(lambda _: self._fill())
        self.grid.currentItemChanged.connect(lambda *_: self._describe())
        self.grid.itemActivated.connect(lambda _: self._play())
        self.random_button.clicked.connect(self.pick_random)
        self.next_button.clicked.connect(self.pick_next_not_cleared)
        self.import_button.clicked.connect(self.import_requested)
        self.export_button.clicked.connect(lambda: self.export_requested.emit(self.chosen()))
        self.buttons.accepted.connect(self._play)
        self.buttons.rejected.connect(self.reject)
        QShortcut(QKeySequence(Qt.Key.Key_Return), self.grid, self._play)

    def set_choices(
        self,
        choices: Sequence[Choice],
        records: Mapping[str, MapRecord],
        current: int,
        problems: Sequence[str],
    ) -> None:
        """List ``choices`` (again, after an import), ``current`` chosen; ``problems`` are the
        files of the player's folder that are not maps, one line each."""
        self._choices = list(choices)
        self._icons: dict[int, QIcon] = {}
        self._records = dict(records)
        self.problems.setText("\n".join(problems))
        self.problems.setVisible(bool(problems))
        self._fill(current)

    def chosen(self) -> int:
        """The index (in the choices) of the one chosen; -1 for none."""
        item = self.grid.currentItem()
        return -1 if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def choose(self, index: int) -> None:
        """Choose ``index``, showing every size first if the filter hides it."""
        if self._item(index) is None and self.size_filter.currentIndex() != 0:
            self.size_filter.setCurrentIndex(0)
        self._select(index)

    def _select(self, index: int) -> None:
        item = self._item(index)
        if item is not None:
            self.grid.setCurrentItem(item)
            self.grid.scrollToItem(item)

    def pick_random(self) -> None:
        self.choose(random_pick(len(self._choices), max(0, self.chosen()), self._rng))

    def pick_next_not_cleared(self) -> None:
        shapes = [choice.shape for choice in self._choices]
        found = next_not_cleared(shapes, self._records, max(0, self.chosen()))
        if found is None:
            self.details.setText(self.tr("You have cleared every one of them!"))
        else:
            self.choose(found)

    def _fill(self, current: int | None = None) -> None:
        keep = self.chosen() if current is None else current
        self.grid.clear()
        titles = {c.game_map.key: c.title for c in self._choices}
        order = shown(
            [c.game_map for c in self._choices],
            [c.shape for c in self._choices],
            self._records,
            SizeFilter(self.size_filter.currentData()),
            SortOrder(self.order.currentData()),
            titles,
        )
        for index in order:
            choice = self._choices[index]
            item = QListWidgetItem(self._label(choice), self.grid)
            item.setIcon(self._icon(index))
            item.setData(Qt.ItemDataRole.UserRole, index)
            item.setToolTip(self._summary(choice))
        self._select(keep)
        if self.grid.currentItem() is None and self.grid.count():
            self.grid.setCurrentRow(0)
        self._describe()

    def _icon(self, index: int) -> QIcon:
        """The thumbnail of choice ``index``, drawn once for these choices (a filter or an
        order lists them again, not draws them again)."""
        if index not in self._icons:
            picture = thumbnail(self._choices[index].game_map, PICTURE, self.devicePixelRatioF())
            self._icons[index] = QIcon(picture)
        return self._icons[index]

    def _label(self, choice: Choice) -> str:
        cleared = self._records.get(choice.shape, MapRecord()).cleared
        return f"{'✓ ' if cleared else ''}{choice.title}"

    def _summary(self, choice: Choice) -> str:
        game_map, record = choice.game_map, self._records.get(choice.shape, MapRecord())
        parts = [
            self.tr("%n tile(s)", "", game_map.tiles),
            self.tr("{0} × {1}").format(game_map.rows, game_map.cols),
            self.tr("best {0}").format(record.best) if record.best is not None else "",
            self.tr("cleared") if record.cleared else self.tr("not cleared yet"),
            self.tr("size from the Preferences") if choice.layout else "",
            self.tr("yours") if choice.mine else "",
        ]
        return " · ".join(part for part in parts if part)

    def _describe(self) -> None:
        index = self.chosen()
        self.play_button.setEnabled(index >= 0)
        self.export_button.setEnabled(index >= 0 and not self._choices[index].layout)
        if index >= 0:
            choice = self._choices[index]
            text = f"<b>{choice.title}</b> — {self._summary(choice)}"
            if self._rate is not None:
                rated = self._rate(choice.game_map)
                stars = "★" * rated.stars + "☆" * (5 - rated.stars)
                text += " · " + self.tr("difficulty {0} {1} ({2}/100)").format(
                    stars, difficulty_word(rated.word), rated.score
                )
            self.details.setText(text)
        else:
            self.details.setText(self.tr("No map of this size."))

    def _item(self, index: int) -> QListWidgetItem | None:
        for row in range(self.grid.count()):
            item = self.grid.item(row)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == index:
                return item
        return None

    def _play(self) -> None:
        """Close, then ask for the game: its questions (give up the game in play? a name
        for the high scores?) come over the board, not over the chooser."""
        chosen = self.chosen()
        if chosen >= 0:
            self.accept()
            self.play_requested.emit(chosen)


def _combo(parent: QWidget, entries: Mapping[str, str]) -> QComboBox:
    combo = QComboBox(parent)
    for value, text in entries.items():
        combo.addItem(text, value)
    return combo
