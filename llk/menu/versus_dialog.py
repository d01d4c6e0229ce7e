"""Game ▸ Versus: how many rivals, how strong each is, and the race's rules."""

from __future__ import annotations

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

from llk.model.gravity import ShiftMode
from llk.model.versus.race import RaceRules
from llk.model.versus.rivals import MAX_RIVALS, NAMES, Strength
from llk.view.labels import gravity_name, strength_choice

DEFAULT_STRENGTHS = (
    Strength.CASUAL,
    Strength.SKILLED,
    Strength.BEGINNER,
    Strength.EXPERT,
    Strength.MASTER,
)


class VersusDialog(QDialog):
    """Asks for a race: the rivals and the rules (the board is the one in Preferences)."""

    def __init__(self, gravity: ShiftMode, parent: QWidget | None = None) -> None:
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
        self.count.setValue(3)
        self.count.setAccessibleName(self.tr("Opponents"))
        form.addRow(self.tr("&Opponents:"), self.count)
        self.strengths: list[QComboBox] = []
        self._rows: list[QLabel] = []
        for index in range(MAX_RIVALS):
            box = QComboBox()
            box.setObjectName(f"strength_{index + 1}")
            for strength in Strength:
                box.addItem(strength_choice(strength), strength)
            box.setCurrentIndex(list(Strength).index(DEFAULT_STRENGTHS[index]))
            box.setAccessibleName(self.tr("Strength of {0}").format(NAMES[index]))
            label = QLabel(NAMES[index] + ":")
            label.setBuddy(box)
            form.addRow(label, box)
            self.strengths.append(box)
            self._rows.append(label)
        self.shifts = QComboBox()
        self.shifts.setObjectName("race_shifts")
        for mode in ShiftMode:
            self.shifts.addItem(gravity_name(mode), mode)
        self.shifts.setCurrentIndex(list(ShiftMode).index(gravity))
        form.addRow(self.tr("&Shifts:"), self.shifts)
        self.props = QCheckBox(self.tr("&Props (道具): combos of 5 earn them"))
        self.props.setObjectName("race_props")
        self.props.setChecked(True)
        form.addRow(self.props)
        self.idle_out = QCheckBox(self.tr("QQ's rule: &out after 30 s without a pair"))
        self.idle_out.setObjectName("race_idle_out")
        self.idle_out.setChecked(True)
        form.addRow(self.idle_out)
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

    def chosen_strengths(self) -> list[Strength]:
        return [Strength(box.currentData()) for box in self.strengths[: self.count.value()]]

    def rules(self) -> RaceRules:
        return RaceRules(props=self.props.isChecked(), idle_out=self.idle_out.isChecked())

    def gravity(self) -> ShiftMode:
        return ShiftMode(self.shifts.currentData())

    def _show_rows(self, count: int) -> None:
        for index, (label, box) in enumerate(zip(self._rows, self.strengths, strict=True)):
            label.setVisible(index < count)
            box.setVisible(index < count)
