"""What today's keepers write for a run of levels: its own flag, never the word
``levels`` as a shift mode, in the bumped formats (saved game 3, statistics 2, settings
3), while the score tables keep their format 1 and their keys; and a format the keeper
does not read is still set aside."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from llk.model import Game, GameSettings, ShiftMode
from llk.model.game.level_orders import LEVEL_ORDER
from llk.model.game.results import GameRecord
from llk.store.data_files import SAVED_GAME_FILE, STATISTICS_FILE
from llk.store.preferences import SETTINGS_FORMAT, load_preferences, save_preferences
from llk.store.save_keeper import SAVE_FORMAT, SaveKeeper
from llk.store.score_keeper import SCORES_FORMAT, ScoreKeeper
from llk.store.statistics_keeper import STATISTICS_FORMAT, StatisticsKeeper
from tests.model.clock import FakeClock

RUN = GameSettings(rows=2, cols=4, kinds=2)


def document(path: Path) -> dict[str, object]:
    loaded: dict[str, object] = json.loads(path.read_text(encoding="utf-8"))
    return loaded


def test_a_saved_run_says_it_is_one_and_keeps_its_level_order(tmp_path: Path) -> None:
    game = Game(RUN, seed=3, clock=FakeClock())
    game.click(game.moves()[0][0])  # touched: worth keeping
    SaveKeeper(tmp_path, FakeClock()).keep(game, force=True)
    saved = document(tmp_path / SAVED_GAME_FILE)
    assert saved["format"] == SAVE_FORMAT == 4
    data = saved["data"]
    assert isinstance(data, dict)
    assert (data["settings"]["levels"], data["settings"]["gravity"]) == (True, "none")
    assert data["level_order"] == LEVEL_ORDER


def test_statistics_say_a_run_by_its_flag_under_the_old_board_key(tmp_path: Path) -> None:
    keeper = StatisticsKeeper(tmp_path)
    keeper.ended(GameRecord(RUN, 1, 3, 120, 50.0, 0, False))
    saved = document(tmp_path / STATISTICS_FILE)
    assert saved["format"] == STATISTICS_FORMAT == 4
    data = saved["data"]
    assert isinstance(data, dict)
    [game] = data["recent"]
    assert (game["levels"], game["gravity"]) == (True, "none")
    assert list(data["boards"]) == ["2x4 full levels normal"]
    tally = data["boards"]["2x4 full levels normal"]
    assert (tally["levels_cleared"], tally["best_level"]) == (2, 3)  # since format 4


def test_the_score_tables_keep_their_format_and_keys(tmp_path: Path) -> None:
    keeper = ScoreKeeper(tmp_path)
    candidate = keeper.candidate(GameRecord(RUN, 1, 3, 120, 50.0, 0, False))
    assert candidate is not None
    keeper.enter(candidate, "Ann")
    assert SCORES_FORMAT == 1
    assert list(keeper.scores.tables) == ["2x4 full levels normal"]


def test_a_format_the_keeper_does_not_read_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / STATISTICS_FILE).write_text('{"format": 9, "data": {}}', encoding="utf-8")
    keeper = StatisticsKeeper(tmp_path)
    assert keeper.load_problem is not None and "format 9" in keeper.load_problem


def test_the_settings_keep_a_run_as_its_flag(qapp: QApplication, tmp_path: Path) -> None:
    stored = QSettings(str(tmp_path / "LLK.conf"), QSettings.Format.IniFormat)
    preferences, _ = load_preferences(stored)
    save_preferences(stored, preferences)
    assert stored.value("settings_format") == SETTINGS_FORMAT == 3
    assert (stored.value("game/levels"), stored.value("game/gravity")) == (True, "none")
    again = QSettings(str(tmp_path / "LLK.conf"), QSettings.Format.IniFormat)
    assert load_preferences(again)[0].game == GameSettings()


def test_settings_of_format_2_read_their_shift_word(qapp: QApplication, tmp_path: Path) -> None:
    """A word format 2 could not have written is said and its default taken: a run."""
    for word, levels, gravity, problems in (
        ("levels", True, ShiftMode.NONE, 0),
        ("center-y", False, ShiftMode.CENTER_Y, 0),
        ("sideways", True, ShiftMode.NONE, 1),
    ):
        path = tmp_path / f"{word}.conf"
        path.write_text(f"[General]\nsettings_format=2\n\n[game]\ngravity={word}\n")
        game = load_preferences(QSettings(str(path), QSettings.Format.IniFormat))
        assert (game[0].game.levels, game[0].game.gravity, len(game[1])) == (
            levels,
            gravity,
            problems,
        )
