"""Game ▸ Achievements…: every achievement, its name, what earns it and the day it was
earned; those not earned yet greyed."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from llk.model.campaign.achievements import IDS, Achievements
from llk.view.campaign_labels import achievement_name, achievement_sentence
from llk.view.screen_fit import resize_within_screen
from llk.view.theme import ROLE


class AchievementsDialog(QDialog):
    """The achievements as ``achievements`` holds them, in a three-column list."""

    def __init__(self, achievements: Achievements, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Achievements"))
        earned = achievements.earned
        self.count = len([i for i in IDS if i in earned])
        self.list = QTreeWidget(self)
        self.list.setRootIsDecorated(False)
        self.list.setAccessibleName(self.tr("Achievements"))  # a reader said only "tree"
        self.list.setHeaderLabels([self.tr("Achievement"), self.tr("How"), self.tr("Earned")])
        grey = self.palette().color(ROLE.PlaceholderText)
        for ident in IDS:
            day = earned.get(ident)
            item = QTreeWidgetItem(
                [achievement_name(ident), achievement_sentence(ident), day or self.tr("not yet")]
            )
            if day is None:
                for column in range(3):
                    item.setForeground(column, grey)
            self.list.addTopLevelItem(item)
        for column in range(3):
            self.list.resizeColumnToContents(column)
        self.setWindowTitle(self.tr("Achievements ({0} of {1})").format(self.count, len(IDS)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addWidget(buttons)
        resize_within_screen(self, 720, 520)
