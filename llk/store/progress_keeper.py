"""The campaign's progress (``campaign.json``) and the achievements earned
(``achievements.json``), each written at once, atomically, whenever it changes.

Two files, so that either one damaged is set aside and said in one line (`DataFile`)
while the other still loads: the levels cleared are never lost to a damaged record of
achievements, nor these to a damaged progress file.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from llk.model.campaign.achievements import Achievements
from llk.model.campaign.progress import CampaignProgress
from llk.store.data_files import ACHIEVEMENTS_FILE, CAMPAIGN_FILE
from llk.store.keeper import Keeper

CAMPAIGN_FORMAT = 1
ACHIEVEMENTS_FORMAT = 1


class ProgressKeeper(Keeper):
    """Keeps the campaign progress and the achievements."""

    def __init__(self, folder: Path, writable: bool = True) -> None:
        super().__init__(folder, writable)
        progress_label = QCoreApplication.translate("ProgressKeeper", "campaign progress")
        earned_label = QCoreApplication.translate("ProgressKeeper", "achievements")
        self._progress_file = self._data_file(CAMPAIGN_FILE, CAMPAIGN_FORMAT, progress_label)
        self._earned_file = self._data_file(ACHIEVEMENTS_FILE, ACHIEVEMENTS_FORMAT, earned_label)
        progress, progress_problem = self._progress_file.load(CampaignProgress.from_dict)
        earned, earned_problem = self._earned_file.load(Achievements.from_dict)
        self.progress = progress or CampaignProgress()
        self.achievements = earned or Achievements()
        self.load_problems = [p for p in (progress_problem, earned_problem) if p]
        """What went wrong reading either file, one line each."""

    def keep_progress(self, progress: CampaignProgress) -> None:
        """Keep ``progress`` (a level just ended), on disk at once."""
        self.progress = progress
        self._write(self._progress_file, progress.to_dict())

    def keep_achievements(self, achievements: Achievements) -> None:
        """Keep ``achievements`` (some just earned), on disk at once."""
        self.achievements = achievements
        self._write(self._earned_file, achievements.to_dict())
