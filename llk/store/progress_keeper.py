"""The campaign's progress (``campaign.json``) and the achievements earned
(``achievements.json``), each written at once, atomically, whenever it changes.

Two files, so that either one damaged is set aside and said in one line (`DataFile`)
while the other still loads: the levels cleared are never lost to a damaged record of
achievements, nor these to a damaged progress file.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from llk.model.campaign.achievements import Achievements
from llk.model.campaign.progress import CampaignProgress
from llk.store.data_files import ACHIEVEMENTS_FILE, CAMPAIGN_FILE, DataFile

CAMPAIGN_FORMAT = 1
ACHIEVEMENTS_FORMAT = 1


class ProgressKeeper(QObject):
    """Keeps the campaign progress and the achievements.

    Signals:
        problem(str): a file could not be written.
    """

    problem = Signal(str)

    def __init__(self, folder: Path, writable: bool = True) -> None:
        super().__init__()
        progress_label = QCoreApplication.translate("ProgressKeeper", "campaign progress")
        earned_label = QCoreApplication.translate("ProgressKeeper", "achievements")
        self._progress_file = DataFile(CAMPAIGN_FILE, CAMPAIGN_FORMAT, progress_label, folder)
        self._earned_file = DataFile(ACHIEVEMENTS_FILE, ACHIEVEMENTS_FORMAT, earned_label, folder)
        self._writable = writable
        progress, progress_problem = self._progress_file.load(CampaignProgress.from_dict)
        earned, earned_problem = self._earned_file.load(Achievements.from_dict)
        self.progress = progress or CampaignProgress()
        self.achievements = earned or Achievements()
        self.load_problems = [p for p in (progress_problem, earned_problem) if p]
        """What went wrong reading either file, one line each."""

    def keep_progress(self, progress: CampaignProgress) -> None:
        """Keep ``progress`` (a level just ended), on disk at once."""
        self.progress = progress
        if self._writable:
            self._say(self._progress_file.save_or_say(progress.to_dict()))

    def keep_achievements(self, achievements: Achievements) -> None:
        """Keep ``achievements`` (some just earned), on disk at once."""
        self.achievements = achievements
        if self._writable:
            self._say(self._earned_file.save_or_say(achievements.to_dict()))

    def _say(self, problem: str | None) -> None:
        if problem is not None:
            self.problem.emit(problem)
