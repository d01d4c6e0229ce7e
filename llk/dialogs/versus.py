"""Game ▸ Versus: how many rivals, how strong each is, the race's rules and the board it
is dealt on, opening as the player left it (`VersusChoices`, kept with the preferences),
and saying which board the race will be dealt on before it starts."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from llk.model.board.shifts import ShiftMode
from llk.model.game.settings import BOARD_PRESETS, GameSettings
from llk.model.versus.choices import (
    DEFAULT_STRENGTHS,
    PRESET_BOARDS,
    YOUR_BOARD,
    YOUR_MAP,
    VersusChoices,
)
from llk.model.versus.rivals import MAX_RIVALS, NAMES, Strength
from llk.view.labels import (
    layout_name,
    map_title,
    shift_name,
    shift_sentence,
    strength_choice,
)
from llk.view.theme import as_note
from llk.view.wrapping_label import WrappingLabel

__all__ = ["DEFAULT_STRENGTHS", "DealChoices", "VersusDialog"]


class VersusDialog(QDialog):
    """Asks for a race, starting from ``choices``; ``settings`` are the Preferences' (their
    board, and their map if one was chosen in Maps). `choices` gives what was chosen."""

    def __init__(
        self, choices: VersusChoices, settings: GameSettings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("versus_dialog")
        self.setWindowTitle(self.tr("Versus"))
        form = QFormLayout(self)
        form.addRow(
            QLabel(
                self.tr(
                    "Race computer players on copies of your board: the first to clear it wins."
                )
            )
        )
        self.count = QSpinBox()
        self.count.setObjectName("opponents")
        self.count.setRange(1, MAX_RIVALS)
        self.count.setValue(choices.opponents)
        self.count.setAccessibleName(self.tr("Opponents"))
        form.addRow(self.tr("&Opponents:"), self.count)
        self.strengths: list[QComboBox] = []
        self._rows: list[QLabel] = []
        for index, strength in enumerate(choices.all_strengths):
            box = QComboBox()
            box.setObjectName(f"strength_{index + 1}")
            for choice in Strength:
                box.addItem(strength_choice(choice), choice)
            box.setCurrentIndex(list(Strength).index(strength))
            box.setAccessibleName(self.tr("Strength of {0}").format(NAMES[index]))
            label = QLabel(NAMES[index] + ":")
            label.setBuddy(box)
            form.addRow(label, box)
            self.strengths.append(box)
            self._rows.append(label)
        self.deal = DealChoices(choices, settings)
        form.addRow(self.deal)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Race"))
        ok.setObjectName("race_button")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.count.valueChanged.connect(self._show_rows)
        self._show_rows(self.count.value())

    def choices(self) -> VersusChoices:
        """What the dialog shows now (the strength of a rival left out kept too)."""
        rivals = VersusChoices(opponents=self.count.value())
        return self.deal.chosen(rivals).with_strengths(
            tuple(Strength(box.currentData()) for box in self.strengths)
        )

    def _show_rows(self, count: int) -> None:
        for index, (label, box) in enumerate(zip(self._rows, self.strengths, strict=True)):
            label.setVisible(index < count)
            box.setVisible(index < count)
        self.adjustSize()  # no empty rows left where rivals were taken out


class DealChoices(QWidget):
    """The deal of a race, as the Versus dialog and Race Online pick it: the board, the
    shifts, props or a pure race, QQ's idle rule; saying the board the race is dealt on.
    It starts from ``choices``; ``settings`` are the Preferences' (their board, and
    their map if one was chosen in Maps). `chosen` gives what is chosen. Its words are
    the Versus dialog's (their translation's context), but the sentence of the board dealt,
    whose count only ``tr`` gives the translation tools."""

    def __init__(
        self, choices: VersusChoices, settings: GameSettings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.board = self._board_choices(choices.board)
        form.addRow(QCoreApplication.translate("VersusDialog", "&Board:"), self.board)
        self.shifts = QComboBox()
        self.shifts.setObjectName("race_shifts")
        self.shifts.setAccessibleName(QCoreApplication.translate("VersusDialog", "Shifts"))
        for mode in ShiftMode:
            self.shifts.addItem(shift_name(mode), mode)
        self.shifts.setCurrentIndex(list(ShiftMode).index(choices.shifts))
        form.addRow(QCoreApplication.translate("VersusDialog", "&Shifts:"), self.shifts)
        self.dealt = WrappingLabel(lines=2)
        self.dealt.setObjectName("race_board_note")
        as_note(self.dealt)
        form.addRow(self.dealt)
        self.props = QCheckBox(
            QCoreApplication.translate("VersusDialog", "&Props (道具): combos of 5 earn them")
        )
        self.props.setObjectName("race_props")
        self.props.setChecked(choices.props)
        form.addRow(self.props)
        self.idle_out = QCheckBox(
            QCoreApplication.translate("VersusDialog", "QQ's rule: &out after 30 s without a pair")
        )
        self.idle_out.setObjectName("race_idle_out")
        self.idle_out.setChecked(choices.idle_out)
        form.addRow(self.idle_out)
        self.board.currentIndexChanged.connect(self._say_board)
        self.shifts.currentIndexChanged.connect(self._say_board)
        self._say_board()

    def _board_choices(self, kept: str) -> QComboBox:
        """The boards a race may be dealt on: the Preferences' board, each preset size,
        and the map of the Preferences when there is one; ``kept`` chosen (the
        Preferences' board when it is the map and there is none now)."""
        box = QComboBox()
        box.setObjectName("race_board")
        box.setAccessibleName(QCoreApplication.translate("VersusDialog", "Board"))
        own = self._settings.on_map(None)
        box.addItem(
            QCoreApplication.translate("VersusDialog", "Your board: {0} × {1}, {2}").format(
                own.rows, own.cols, layout_name(own.layout)
            ),
            YOUR_BOARD,
        )
        for word, (name, rows, cols, _kinds) in zip(PRESET_BOARDS, BOARD_PRESETS, strict=True):
            preset = QCoreApplication.translate("SettingsDialog", name)  # Preferences' words
            box.addItem(
                QCoreApplication.translate("SettingsDialog", "{0} ({1} × {2})").format(
                    preset, rows, cols
                ),
                word,
            )
        game_map = self._settings.board_map
        if game_map is not None:
            box.addItem(
                QCoreApplication.translate("VersusDialog", "Map: {0}").format(map_title(game_map)),
                YOUR_MAP,
            )
        box.setCurrentIndex(max(0, box.findData(kept)))
        return box

    def chosen(self, choices: VersusChoices) -> VersusChoices:
        """``choices`` with the deal this shows now."""
        return replace(
            choices,
            shifts=ShiftMode(self.shifts.currentData()),
            props=self.props.isChecked(),
            idle_out=self.idle_out.isChecked(),
            board=str(self.board.currentData()),
        )

    def race_settings(self) -> GameSettings:
        """The settings a race on what this shows deals."""
        return self.chosen(VersusChoices()).race_settings(self._settings)

    def _say_board(self) -> None:
        """Say the board the race will be dealt on: its size, its pairs, its shifts (the
        map's own when it does not allow those chosen)."""
        dealt = self.race_settings()
        rows, cols = dealt.size
        pairs = len(dealt.cells) // 2
        text = self.tr("The race is dealt on {0} × {1}, %n pair(s). {2}.", "", pairs)
        text = text.format(rows, cols, shift_sentence(dealt.gravity))
        if dealt.gravity is not ShiftMode(self.shifts.currentData()):
            text += " " + QCoreApplication.translate(
                "VersusDialog", "This map does not allow the shifts chosen."
            )
        self.dealt.setText(text)
