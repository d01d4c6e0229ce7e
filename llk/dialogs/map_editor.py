"""Game ▸ Map Editor…: draw a map, see as you paint how many tiles it has and whether a
fair deal exists under each shift mode (asked in the background), name it in both
languages, save it into the player's folder or play it.

Nothing moves under the brush: the side panel has a width of its own that no text in it
changes, and the note under the grid a height of its own, so a fairness answer that comes
in during a drag leaves every cell where it was. Closing with edits not saved asks first
(Save, Discard or Cancel)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from llk.controller.map_fairness import FAIR, NOT_FOUND, FairnessChecker
from llk.model.board.shifts import ShiftMode
from llk.model.limits import MAX_COLS, MAX_ROWS
from llk.model.maps.map_deal import fair_shifts
from llk.model.maps.map_file import MAX_TEXT, MIN_SIDE, GameMap, MapError
from llk.model.maps.sketch import BRUSHES, MapSketch
from llk.store.map_folder import save_map
from llk.view.labels import shift_name
from llk.view.map_canvas import MapCanvas, brush_names
from llk.view.screen_fit import resize_within_screen
from llk.view.theme import as_note

SETTLE_MS = 300
"""How long the drawing rests before its fairness is asked: not at every cell of a drag."""
SIDE_EMS = 22
"""The side panel's least width, in widths of the letter M: its fields, the brush and the
fairness lines fit, in English and in Chinese."""
NOT_FAIR = "no fair deal found"
"""A mode's problem as Save reads a "none found" answer."""
NOTE_LINES = 3
"""The lines the note under the grid has room for, whatever it says."""


class MapEditor(QDialog):
    """Edits ``game_map`` (or a blank 8 x 12); `play_requested` with the map to play."""

    play_requested = Signal(GameMap)

    def __init__(
        self, folder: Path, game_map: GameMap | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("map_editor")
        self.setWindowTitle(self.tr("Map Editor"))
        resize_within_screen(self, 820, 620)
        self._folder = folder
        self.sketch = MapSketch.of(game_map) if game_map else MapSketch()
        self.canvas = MapCanvas(self.sketch, self)
        self.checker = FairnessChecker(self)
        self._settle = QTimer(self, singleShot=True, interval=SETTLE_MS)
        self.count = QLabel(self)
        self.count.setObjectName("tile_count")
        self.verdicts = {mode: QLabel(self) for mode in ShiftMode}
        self.name = QLineEdit(self.sketch.name, self)
        self.name_zh = QLineEdit(self.sketch.name_zh, self)
        for field in (self.name, self.name_zh):
            field.setMaxLength(MAX_TEXT)  # the map reader's own limit
        self.rows, self.cols = QSpinBox(self), QSpinBox(self)
        self.mirror_x = QCheckBox(self.tr("Mirror left–right"), self)
        self.mirror_y = QCheckBox(self.tr("Mirror top–bottom"), self)
        self.fill = QCheckBox(self.tr("Fill tool"), self)
        self.brush = QComboBox(self)
        self.brush.setObjectName("brush")
        for letter, name in zip(BRUSHES, brush_names(), strict=True):
            self.brush.addItem(f"{name} ({letter})", letter)
        self.buttons = {
            "undo": QPushButton(self.tr("Undo"), self),
            "redo": QPushButton(self.tr("Redo"), self),
            "clear": QPushButton(self.tr("Clear"), self),
            "save": QPushButton(self.tr("&Save"), self),
            "play": QPushButton(self.tr("&Play"), self),
            "close": QPushButton(self.tr("Close"), self),
        }
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        as_note(self.note)
        self.side = QWidget(self)
        self._known: dict[ShiftMode, str | None] = {}
        """What the fairness check found of each mode of the drawing as it is (None: fair),
        which Save takes rather than deal again."""
        self._lay_out()
        self._connect()
        self.edited()

    def _lay_out(self) -> None:
        for spin, top in ((self.rows, MAX_ROWS), (self.cols, MAX_COLS)):
            spin.setRange(MIN_SIDE, top)
        self.rows.setValue(self.sketch.picture.rows)
        self.cols.setValue(self.sketch.picture.cols)
        side = QFormLayout(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        side.addRow(self.tr("Name:"), self.name)
        side.addRow(self.tr("Chinese name:"), self.name_zh)
        side.addRow(self.tr("Rows:"), self.rows)
        side.addRow(self.tr("Columns:"), self.cols)
        side.addRow(self.mirror_x)
        side.addRow(self.mirror_y)
        side.addRow(self.fill)
        side.addRow(self.tr("Paint:"), self.brush)
        side.addRow(self.count)
        fairness = QGridLayout()
        for row, (mode, label) in enumerate(self.verdicts.items()):
            fairness.addWidget(QLabel(shift_name(mode), self), row, 0)
            fairness.addWidget(label, row, 1)
        side.addRow(QLabel(self.tr("A fair deal under each shift mode:"), self))
        side.addRow(fairness)
        edits = QHBoxLayout()
        for key in ("undo", "redo", "clear"):
            edits.addWidget(self.buttons[key])
        edits.addStretch(1)
        for key in ("save", "play", "close"):
            edits.addWidget(self.buttons[key])
        for label in self.verdicts.values():  # the panel fits the longest answer...
            label.setText(self._verdict_text(NOT_FOUND, 99.99))
        ems = self.fontMetrics().horizontalAdvance("M") * SIDE_EMS
        self.side.setFixedWidth(max(ems, self.side.sizeHint().width()))
        for label in (self.count, *self.verdicts.values()):
            label.setWordWrap(True)  # ...and a longer text takes a line more, not width
        self.note.setFixedHeight(self.note.fontMetrics().lineSpacing() * NOTE_LINES)
        easel = QHBoxLayout()
        easel.addWidget(self.canvas, 1)
        easel.addWidget(self.side)
        column = QVBoxLayout(self)
        column.addLayout(easel, 1)
        column.addWidget(self.note)
        column.addLayout(edits)

    def _connect(self) -> None:
        self.canvas.edited.connect(self.edited)
        self.canvas.tally = self.count.text  # a reader painting by keys hears the count
        self._settle.timeout.connect(self._ask)
        self.checker.answered.connect(self._answer)
        self.rows.valueChanged.connect(lambda _: self._resize())
        self.cols.valueChanged.connect(lambda _: self._resize())
        self.mirror_x.toggled.connect(lambda on: setattr(self.sketch, "mirror_x", on))
        self.mirror_y.toggled.connect(lambda on: setattr(self.sketch, "mirror_y", on))
        self.fill.toggled.connect(lambda on: setattr(self.canvas, "fill_tool", on))
        self.brush.currentIndexChanged.connect(
            lambda index: setattr(self.sketch, "brush", self.brush.itemData(index))
        )
        self.name.textChanged.connect(lambda text: self._rename(text, self.sketch.name_zh))
        self.name_zh.textChanged.connect(lambda text: self._rename(self.sketch.name, text))
        self.buttons["undo"].clicked.connect(self.undo)
        self.buttons["redo"].clicked.connect(self.redo)
        self.buttons["clear"].clicked.connect(self.clear)
        self.buttons["save"].clicked.connect(self.save)
        self.buttons["play"].clicked.connect(self.play)
        self.buttons["close"].clicked.connect(self.reject)
        for keys, slot in (
            (QKeySequence.StandardKey.Undo, self.undo),
            (QKeySequence.StandardKey.Redo, self.redo),
            (QKeySequence.StandardKey.Save, self.save),
        ):
            QShortcut(keys, self, slot)
        if QKeySequence("Ctrl+Y") not in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo):
            QShortcut(QKeySequence("Ctrl+Y"), self, self.redo)  # as well as Ctrl+Shift+Z

    def edited(self) -> None:
        """The drawing changed: count its tiles now, ask about fairness once it rests."""
        tiles = self.sketch.picture.tiles
        self.count.setText(
            self.tr("%n tile(s)", "", tiles)
            + ("" if tiles % 2 == 0 else " — " + self.tr("odd: tiles go in pairs"))
        )
        self.count.setProperty("odd", tiles % 2 == 1)
        self.buttons["undo"].setEnabled(self.sketch.can_undo)
        self.buttons["redo"].setEnabled(self.sketch.can_redo)
        self.checker.forget()
        self._known.clear()
        waiting = self.tr("checking…") if tiles and tiles % 2 == 0 else "—"
        for label in self.verdicts.values():
            label.setText(waiting)
        if waiting != "—":
            self._settle.start()
        self.canvas.update()

    def clear(self) -> None:
        self.sketch.clear()
        self.edited()

    def undo(self) -> None:
        if self.sketch.undo():
            self._show_size()
            self.edited()

    def redo(self) -> None:
        if self.sketch.redo():
            self._show_size()
            self.edited()

    def save(self) -> GameMap | None:
        """Save into the player's folder (into the same file again once saved, or when
        opened on one of the player's maps); the map saved, or None and the reason said."""
        problem = self.sketch.problem()
        if problem is not None:
            self.note.setText(self.tr("Not saved: {0}.").format(problem))
            return None
        drawn = self.sketch.to_map()
        try:
            saved = save_map(self._folder, fair_shifts(drawn, drawn.name, self._known))
        except MapError as error:
            self.note.setText(self.tr("Not saved: {0}.").format(error.what))
            return None
        except OSError as error:
            self.note.setText(self.tr("Not saved: {0}.").format(error.strerror or error))
            return None
        self.sketch.saved(saved)
        lost = [shift_name(mode) for mode in drawn.shifts if mode not in saved.shifts]
        text = self.tr("Saved as {0}, without the shift modes it has no fair deal under: {1}.")
        self.note.setText(
            text.format(saved.key, ", ".join(lost))
            if lost
            else self.tr("Saved as {0}.").format(saved.key)
        )
        return saved

    def play(self) -> None:
        """Play the map as saved (saved first, into its own file: never a second copy)."""
        saved = self.save()
        if saved is not None:
            self.play_requested.emit(saved)
            self.accept()

    def reject(self) -> None:
        """Esc, Close or the window's close box: with edits not saved, asks first; Cancel
        (or Esc on the question) keeps the editor open with every edit."""
        if not self.sketch.unsaved:
            super().reject()
            return
        answer = self.ask_unsaved()
        if answer == QMessageBox.StandardButton.Discard or (
            answer == QMessageBox.StandardButton.Save and self.save() is not None
        ):
            super().reject()

    def leave_now(self) -> None:
        """Close without a question, as the game quits at once (a logout, ``kill``): the
        edits not saved are saved as Save would save them, where Save can (a drawing it
        refuses, one with no name, say, is given up); a question here would hold the
        quit up for as long as nobody answers."""
        if self.sketch.unsaved:
            self.save()
        self.done(QDialog.DialogCode.Rejected)

    def ask_unsaved(self) -> QMessageBox.StandardButton:
        """Save, Discard or Cancel (the default, and Esc) for the edits not saved."""
        buttons = QMessageBox.StandardButton
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Unsaved map"),
            self.tr("The map has changes that are not saved. Save them before closing?"),
            buttons.Save | buttons.Discard | buttons.Cancel,
            self,
        )
        box.setDefaultButton(buttons.Save)
        box.setEscapeButton(buttons.Cancel)
        return buttons(box.exec())

    def done(self, result: int) -> None:
        """Close, with no fairness question once closed: not the one an edit just before
        was to ask (`_settle`), nor any later. (Closing by the close box comes here too,
        through `reject`.)"""
        self._settle.stop()
        self.checker.stop()
        super().done(result)

    def _ask(self) -> None:
        if self.sketch.picture.tiles and self.sketch.picture.tiles % 2 == 0:
            self.checker.check(self.sketch.cells_map())

    def _answer(self, mode: str, verdict: str, seconds: float) -> None:
        self.verdicts[ShiftMode(mode)].setText(self._verdict_text(verdict, seconds))
        self._known[ShiftMode(mode)] = None if verdict == FAIR else NOT_FAIR

    def _verdict_text(self, verdict: str, seconds: float) -> str:
        text = (
            self.tr("✓ fair ({0:.2f} s)")
            if verdict == FAIR
            else self.tr("✗ none found ({0:.2f} s)")
        )
        return text.format(seconds)

    def _resize(self) -> None:
        self.sketch.resize(self.rows.value(), self.cols.value())
        self.edited()

    def _show_size(self) -> None:
        for spin, value in (
            (self.rows, self.sketch.picture.rows),
            (self.cols, self.sketch.picture.cols),
        ):
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)

    def _rename(self, name: str, name_zh: str) -> None:
        self.sketch.name, self.sketch.name_zh = name, name_zh
