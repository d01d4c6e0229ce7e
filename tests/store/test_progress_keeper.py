"""The campaign progress and the achievements on disk: written at once after each
change, whole after each write, and each file safe from the other's damage."""

from __future__ import annotations

import datetime
import json
import os
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from llk.model.campaign.achievements import Achievements
from llk.model.campaign.progress import CampaignProgress
from llk.store.data_files import ACHIEVEMENTS_FILE, CAMPAIGN_FILE, OWN_FILES
from llk.store.progress_keeper import ProgressKeeper

DAY = datetime.date(2026, 12, 3)


def test_both_files_are_llks_own() -> None:
    assert {CAMPAIGN_FILE, ACHIEVEMENTS_FILE} <= set(OWN_FILES)


def test_each_change_is_on_disk_whole_at_once(tmp_path: Path) -> None:
    """A kill right after any write loses nothing: a fresh keeper (the next run) reads
    exactly what was kept, from a file that is whole JSON each time."""
    keeper = ProgressKeeper(tmp_path)
    progress, achievements = CampaignProgress(), Achievements()
    for number in range(1, 13):
        progress = progress.after(f"c1-{number:02d}", 1 + number % 3, number, 30.0, DAY)
        keeper.keep_progress(progress)
        achievements, _ = achievements.with_earned([f"boss-{1 + number % 5}"], DAY)
        keeper.keep_achievements(achievements)
        json.loads((tmp_path / CAMPAIGN_FILE).read_text("utf-8"))  # whole, never half
        json.loads((tmp_path / ACHIEVEMENTS_FILE).read_text("utf-8"))
        next_run = ProgressKeeper(tmp_path)
        assert next_run.progress == progress and next_run.achievements == achievements
        assert next_run.load_problems == []
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_a_write_cut_short_leaves_the_last_whole_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    keeper = ProgressKeeper(tmp_path)
    first = CampaignProgress().after("c1-01", 2, 10, 30.0, DAY)
    keeper.keep_progress(first)

    def killed(*args: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", killed)
        with qtbot.waitSignal(keeper.problem) as told:
            keeper.keep_progress(first.after("c1-02", 3, 10, 30.0, DAY))
    assert "No space left on device" in told.args[0] and "\n" not in told.args[0]
    assert ProgressKeeper(tmp_path).progress == first


@pytest.mark.parametrize(
    ("damaged", "damage", "label", "fresh"),
    [
        (
            CAMPAIGN_FILE,
            '{"format": 1, "data": {"levels": {"c1-01": 7}}}',
            "campaign progress",
            CampaignProgress(),
        ),
        (
            ACHIEVEMENTS_FILE,
            '{"format": 1, "data": {"earned": NaN}}',
            "achievements",
            Achievements(),
        ),
    ],
)
def test_a_damaged_file_is_set_aside_and_the_other_still_reads(
    tmp_path: Path, damaged: str, damage: str, label: str, fresh: object
) -> None:
    keeper = ProgressKeeper(tmp_path)
    keeper.keep_progress(CampaignProgress().after("c1-01", 3, 10, 30.0, DAY))
    keeper.keep_achievements(Achievements().with_earned(["unaided"], DAY)[0])
    (tmp_path / damaged).write_text(damage)
    again = ProgressKeeper(tmp_path)
    written = {CAMPAIGN_FILE: keeper.progress, ACHIEVEMENTS_FILE: keeper.achievements}
    read = {CAMPAIGN_FILE: again.progress, ACHIEVEMENTS_FILE: again.achievements}
    assert read == {**written, damaged: fresh}
    (problem,) = again.load_problems
    assert label in problem and "\n" not in problem
    assert [p.name for p in tmp_path.glob(damaged + ".*.bak")] != []


def test_an_unwritable_folder_keeps_in_memory_only(tmp_path: Path) -> None:
    keeper = ProgressKeeper(tmp_path, writable=False)
    progress = CampaignProgress().after("c1-01", 3, 10, 30.0, DAY)
    keeper.keep_progress(progress)
    assert keeper.progress == progress
    assert not (tmp_path / CAMPAIGN_FILE).exists()
