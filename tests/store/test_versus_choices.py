"""The Versus dialog's choices kept with the preferences: written and read back the
same, read as the defaults from a settings file of before they were kept, and a bad
value said in one line and replaced by its default alone."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from llk.model import ShiftMode
from llk.model.records.preferences import Preferences
from llk.model.versus.choices import VersusChoices
from llk.model.versus.rivals import Strength
from llk.store.preferences import load_preferences, save_preferences
from tests.fixtures import FOLDERS

CHOSEN = VersusChoices(
    opponents=5,
    strength_4=Strength.EVEN,
    shifts=ShiftMode.SPLIT_X,
    props=False,
    idle_out=False,
    board="giant",
)


def _settings(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


def test_the_choices_are_read_back_as_written(qapp: QApplication, tmp_path: Path) -> None:
    written = Preferences(versus=CHOSEN)
    assert save_preferences(_settings(tmp_path / "LLK.conf"), written) is None
    assert load_preferences(_settings(tmp_path / "LLK.conf")) == (written, [])


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda folder: folder.name)
def test_an_old_settings_file_reads_as_the_first_choices(
    qapp: QApplication, tmp_path: Path, folder: Path
) -> None:
    shutil.copyfile(folder / "settings-right.conf", tmp_path / "LLK.conf")
    preferences, problems = load_preferences(_settings(tmp_path / "LLK.conf"))
    assert (preferences.versus, problems) == (VersusChoices(), [])
    assert preferences.game.cols == 20  # the file's own settings, read as before


def test_a_bad_choice_is_said_and_only_it_falls_back(qapp: QApplication, tmp_path: Path) -> None:
    settings = _settings(tmp_path / "LLK.conf")
    save_preferences(settings, Preferences(versus=CHOSEN))
    settings.setValue("versus/opponents", 9)
    settings.setValue("versus/board", "moon")
    settings.sync()
    preferences, problems = load_preferences(_settings(tmp_path / "LLK.conf"))
    assert preferences.versus == VersusChoices(
        strength_4=Strength.EVEN, shifts=ShiftMode.SPLIT_X, props=False, idle_out=False
    )
    assert sorted(problems) == [
        "Setting board had an unusable value 'moon'; using preferences.",
        "Setting opponents had an unusable value 9; using 3.",
    ]
