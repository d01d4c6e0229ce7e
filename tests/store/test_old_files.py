"""Every kind of file f847911 wrote loads through today's keepers unchanged, with no
problem said, and comes back the same once today's code has written it again
(tests/fixtures/f847911/README.md says how each file was made)."""

import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from llk.model import Game, GameSettings, Phase
from llk.model.daily import DAILY_SETTINGS
from llk.model.scores import board_key, table_key
from llk.store.data_files import SAVED_GAME_FILE, SCORES_FILE, STATISTICS_FILE, DataFile
from llk.store.preferences import check_settings_file, load_preferences, save_preferences
from llk.store.save_keeper import SaveKeeper
from llk.store.score_keeper import SCORES_FORMAT, ScoreKeeper
from llk.store.statistics_keeper import STATISTICS_FORMAT, StatisticsKeeper
from tests.fixtures import F847911, game_values, written
from tests.model.clock import FakeClock

SAVES = sorted(path.name for path in F847911.glob("saved-game-*.json"))


def placed(tmp_path: Path, name: str, as_name: str) -> Path:
    """The fixture ``name`` copied into the data folder ``tmp_path`` as ``as_name``."""
    shutil.copyfile(F847911 / name, tmp_path / as_name)
    return tmp_path


@pytest.mark.parametrize("name", SAVES)
def test_a_saved_game_loads_paused_as_written_and_is_kept_the_same(
    tmp_path: Path, name: str
) -> None:
    clock = FakeClock(5000.0)
    keeper = SaveKeeper(placed(tmp_path, name, SAVED_GAME_FILE), clock)
    game, problem = keeper.load()
    assert problem is None and game is not None
    assert game.in_progress and not game.untouched
    assert game.phase is Phase.PAUSED  # the player decides before the clock runs
    values = game_values(Game.from_dict(written(name), clock))
    assert game_values(game) == values
    keeper.keep(game, force=True)
    again, problem = SaveKeeper(tmp_path, clock).load()
    assert problem is None and again is not None
    assert game_values(again) == values


def as_read(kept: object, written: dict[str, Any]) -> dict[str, Any]:
    """The values of ``kept`` under the names of the fields f847911 wrote for it."""
    return {name: getattr(kept, name) for name in written}


def test_the_high_scores_load_as_written_and_are_kept_the_same(tmp_path: Path) -> None:
    keeper = ScoreKeeper(placed(tmp_path, "scores.json", SCORES_FILE))
    assert keeper.load_problem is None
    tables = written("scores.json")
    assert list(keeper.scores.tables) == list(tables)
    for key, table in tables.items():
        top = keeper.scores.top(key)
        assert [as_read(entry, raw) for entry, raw in zip(top, table, strict=True)] == table
    # today's games find their tables under the keys f847911 wrote
    boards = {
        "8x12 full levels normal": GameSettings(),
        "8x12 full down fast": GameSettings(gravity="down", pace="fast"),
        "10x14 diamond none relaxed": GameSettings(
            rows=10, cols=14, kinds=16, layout="diamond", gravity="none", pace="relaxed"
        ),
        "6x8 full split-y untimed": GameSettings(
            rows=6, cols=8, kinds=10, gravity="split-y", pace="untimed"
        ),
        "8x12 full none normal": DAILY_SETTINGS,
    }
    assert {key: table_key(settings) for key, settings in boards.items()} == {
        key: key for key in boards
    }
    assert [e.name for e in keeper.scores.top(table_key(GameSettings()))] == ["李雷", "Ann", "Bob"]
    DataFile(SCORES_FILE, SCORES_FORMAT, "high scores", tmp_path).save(keeper.scores.to_dict())
    again = ScoreKeeper(tmp_path)
    assert again.load_problem is None
    assert again.scores == keeper.scores


def test_the_statistics_load_as_written_and_are_kept_the_same(tmp_path: Path) -> None:
    keeper = StatisticsKeeper(placed(tmp_path, "statistics.json", STATISTICS_FILE))
    assert keeper.load_problem is None
    statistics, data = keeper.statistics, written("statistics.json")
    keys = ("outcome", "score", "seconds", "combo", "day", "daily")
    assert [(game.board, *(getattr(game, key) for key in keys)) for game in statistics.recent] == [
        (board_key(g["rows"], g["cols"], g["layout"], g["gravity"], g["pace"]), *map(g.get, keys))
        for g in data["recent"]
    ]
    # what f847911's games meant: a single level each, scored unless given up
    assert [(game.level, game.scored) for game in statistics.recent] == [
        (1, g["outcome"] != "abandoned") for g in data["recent"]
    ]
    assert list(statistics.boards) == list(data["boards"])
    for key, raw in data["boards"].items():
        tally = statistics.boards[key]
        assert as_read(tally, raw) == raw
        assert tally.scored == tally.won + tally.lost  # what f847911's tallies meant
    assert statistics.daily == data["daily"] == {"2026-11-30": 1390, "2026-12-01": 1480}
    total = statistics.total()
    assert (total.won, total.lost, total.abandoned, total.played) == (6, 2, 2, 10)
    # the run's two levels won and its loss, as f847911 counted them, and a run given up
    assert statistics.boards[table_key(GameSettings())].played == 4
    DataFile(STATISTICS_FILE, STATISTICS_FORMAT, "statistics", tmp_path).save(statistics.to_dict())
    again = StatisticsKeeper(tmp_path)
    assert again.load_problem is None
    assert again.statistics == statistics


PREFERENCES: dict[str, tuple[dict[str, Any], dict[str, Any], str, bool]] = {
    # file: (preferences, game settings but the shift mode, the mode dealt, levels)
    "settings-levels.conf": (
        {
            "sound": False,
            "theme": "dark",
            "language": "zh_CN",
            "link_ms": 800,
            "animation": "off",
            "confirm_discard": False,
            "pause_in_background": False,
            "tiles": "default.desktop",
            "background": "egyptian.desktop",
        },
        {
            "rows": 10,
            "cols": 16,
            "kinds": 30,
            "layout": "rings",
            "pace": "fast",
            "time_bonus_s": 2.0,
            "hints": 6,
            "refreshes": 5,
            "combo_window_s": 4.0,
            "solvable": False,
        },
        "none",
        True,
    ),
    "settings-right.conf": (
        {
            "sound": False,
            "theme": "light",
            "language": "en",
            "link_ms": 250,
            "animation": "fast",
            "confirm_discard": True,
            "pause_in_background": False,
            "tiles": "jade.desktop",
            "background": "wood_light.desktop",
        },
        {
            "rows": 6,
            "cols": 20,
            "kinds": 12,
            "layout": "cross",
            "pace": "relaxed",
            "time_bonus_s": 0.5,
            "hints": 0,
            "refreshes": 9,
            "combo_window_s": 1.5,
            "solvable": True,
        },
        "right",
        False,
    ),
}


@pytest.mark.parametrize("name", PREFERENCES)
def test_a_settings_file_loads_every_preference_and_is_kept_the_same(
    qapp: QApplication, tmp_path: Path, name: str
) -> None:
    path = placed(tmp_path, name, "LLK.conf") / "LLK.conf"
    assert check_settings_file(path) == []
    stored = QSettings(str(path), QSettings.Format.IniFormat)
    preferences, problems = load_preferences(stored)
    assert problems == []
    chosen, game, gravity, levels = PREFERENCES[name]
    assert {key: getattr(preferences, key) for key in chosen} == chosen
    assert {key: getattr(preferences.game, key) for key in game} == game
    dealt = Game(preferences.game, 1, FakeClock())
    assert (dealt.gravity, dealt.levels) == (gravity, levels)
    assert save_preferences(stored, preferences) is None  # as a change in the game
    again = load_preferences(QSettings(str(path), QSettings.Format.IniFormat))
    assert again == (preferences, [])
