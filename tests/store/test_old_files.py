"""Every kind of file f847911 and e2cab86 wrote loads through today's keepers unchanged,
with no problem said, and comes back the same once today's code has written it again
(each folder's README says how its files were made)."""

import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from llk.model import Game, GameSettings, Phase
from llk.model.board.layouts import Layout
from llk.model.board.shifts import ShiftMode
from llk.model.game.level_orders import read_shifts
from llk.model.game.settings import Pace
from llk.model.records.daily import DAILY_SETTINGS
from llk.model.records.scores import board_key, table_key
from llk.store.data_files import SAVED_GAME_FILE, SCORES_FILE, STATISTICS_FILE, DataFile
from llk.store.preferences import check_settings_file, load_preferences, save_preferences
from llk.store.save_keeper import SaveKeeper
from llk.store.score_keeper import SCORES_FORMAT, ScoreKeeper
from llk.store.statistics_keeper import STATISTICS_FORMAT, StatisticsKeeper
from tests.fixtures import E2CAB86, F847911, FOLDERS, game_values, written
from tests.model.clock import FakeClock

SAVES = [
    pytest.param(folder, path.name, id=f"{folder.name}/{path.name}")
    for folder in FOLDERS
    for path in sorted(folder.glob("saved-game-*.json"))
]
each_folder = pytest.mark.parametrize("folder", FOLDERS, ids=lambda folder: folder.name)


def placed(tmp_path: Path, fixture: Path, as_name: str) -> Path:
    """The file ``fixture`` copied into the data folder ``tmp_path`` as ``as_name``."""
    shutil.copyfile(fixture, tmp_path / as_name)
    return tmp_path


@pytest.mark.parametrize(("folder", "name"), SAVES)
def test_a_saved_game_loads_paused_as_written_and_is_kept_the_same(
    tmp_path: Path, folder: Path, name: str
) -> None:
    clock = FakeClock(5000.0)
    keeper = SaveKeeper(placed(tmp_path, folder / name, SAVED_GAME_FILE), clock)
    game, problem = keeper.load()
    assert problem is None and game is not None
    assert game.in_progress and not game.untouched
    assert game.phase is Phase.PAUSED  # the player decides before the clock runs
    values = game_values(Game.from_dict(written(folder, name), clock))
    assert game_values(game) == values
    keeper.keep(game, force=True)
    again, problem = SaveKeeper(tmp_path, clock).load()
    assert problem is None and again is not None
    assert game_values(again) == values


def as_read(kept: object, written: dict[str, Any]) -> dict[str, Any]:
    """The values of ``kept`` under the names of the fields the old code wrote for it."""
    return {name: getattr(kept, name) for name in written}


LEVELS_TABLE = {
    # the runs of levels' table, best first: the clock ended two runs; e2cab86 entered a
    # third, given up on level 4, with the points of the three levels it cleared
    F847911: [("李雷", 5210, 902.0), ("Ann", 2480, 431.2), ("Bob", 980, 200.0)],
    E2CAB86: [("李雷", 5210, 902.0), ("Bob", 2950, 600.0), ("Ann", 2480, 431.2)],
}


@each_folder
def test_the_high_scores_load_as_written_and_are_kept_the_same(
    tmp_path: Path, folder: Path
) -> None:
    keeper = ScoreKeeper(placed(tmp_path, folder / "scores.json", SCORES_FILE))
    assert keeper.load_problem is None
    tables = written(folder, "scores.json")
    assert list(keeper.scores.tables) == list(tables)
    for key, table in tables.items():
        top = keeper.scores.top(key)
        assert [as_read(entry, raw) for entry, raw in zip(top, table, strict=True)] == table
    # today's games find their tables under the keys f847911 wrote
    boards = {
        "8x12 full levels normal": GameSettings(),
        "8x12 full down fast": GameSettings(levels=False, gravity=ShiftMode.DOWN, pace=Pace.FAST),
        "10x14 diamond none relaxed": GameSettings(
            rows=10, cols=14, kinds=16, layout=Layout.DIAMOND, levels=False, pace=Pace.RELAXED
        ),
        "6x8 full split-y untimed": GameSettings(
            rows=6, cols=8, kinds=10, levels=False, gravity=ShiftMode.SPLIT_Y, pace=Pace.UNTIMED
        ),
        "8x12 full none normal": DAILY_SETTINGS,
    }
    assert {key: table_key(settings) for key, settings in boards.items()} == {
        key: key for key in boards
    }
    top = keeper.scores.top(table_key(GameSettings()))
    assert [(e.name, e.score, e.seconds) for e in top] == LEVELS_TABLE[folder]
    DataFile(SCORES_FILE, SCORES_FORMAT, "high scores", tmp_path).save(keeper.scores.to_dict())
    again = ScoreKeeper(tmp_path)
    assert again.load_problem is None
    assert again.scores == keeper.scores


def older_game(raw: dict[str, Any]) -> dict[str, Any]:
    """A recent game as written, with what a game f847911 wrote without them meant: a
    single level, scored unless given up (e2cab86 wrote both)."""
    return {"level": 1, "scored": raw["outcome"] != "abandoned", **raw}


def older_tally(raw: dict[str, Any]) -> dict[str, Any]:
    """A tally as written, with what a tally f847911 wrote without it meant: every won or
    lost game scored (e2cab86 wrote it)."""
    return {"scored": raw["won"] + raw["lost"], **raw}


COUNTED = {
    # the daily bests; all games won, lost, given up, played; and the runs of levels'
    # tally: played, scored, best score, levels cleared, best level; runs, single games
    # (each cleared level a game won, so level 2 reached at least)
    F847911: (
        {"2026-11-30": 1390, "2026-12-01": 1480},
        (6, 2, 2, 10),
        (4, 3, 2890, 2, 2),
        (2, 6),
    ),
    # yesterday's daily game won after midnight beat its first; today's given up is no
    # best; a run is one game: lost on level 3, given up on level 2 (its cleared level
    # scored), given up on level 1 (nothing scored): 3 levels cleared of 6 played
    E2CAB86: (
        {"2026-11-30": 1420, "2026-12-01": 1480},
        (5, 2, 4, 11),
        (3, 2, 2890, 3, 3),
        (3, 8),
    ),
}


@each_folder
def test_the_statistics_load_as_written_and_are_kept_the_same(tmp_path: Path, folder: Path) -> None:
    keeper = StatisticsKeeper(placed(tmp_path, folder / "statistics.json", STATISTICS_FILE))
    assert keeper.load_problem is None
    statistics, data = keeper.statistics, written(folder, "statistics.json")
    keys = ("outcome", "score", "seconds", "combo", "day", "daily", "level", "scored")
    assert [(game.board, *(getattr(game, key) for key in keys)) for game in statistics.recent] == [
        (
            board_key(
                g["rows"],
                g["cols"],
                Layout(g["layout"]),
                *read_shifts(g["gravity"]),
                Pace(g["pace"]),
            ),
            *map(older_game(g).get, keys),
        )
        for g in data["recent"]
    ]
    assert list(statistics.boards) == list(data["boards"])
    for key, raw in data["boards"].items():
        assert as_read(statistics.boards[key], older_tally(raw)) == older_tally(raw)
    daily, played, levels, apart = COUNTED[folder]
    assert statistics.daily == data["daily"] == daily
    total = statistics.total()
    assert (total.won, total.lost, total.abandoned, total.played) == played
    runs = statistics.boards[table_key(GameSettings())]
    assert (runs.played, runs.scored, runs.best_score, runs.levels_cleared, runs.best_level) == (
        levels
    )
    assert (statistics.runs().runs, statistics.single_games().played) == apart
    DataFile(STATISTICS_FILE, STATISTICS_FORMAT, "statistics", tmp_path).save(statistics.to_dict())
    again = StatisticsKeeper(tmp_path)
    assert again.load_problem is None
    assert again.statistics == statistics


def test_the_statistics_of_e2cab86_count_each_run_once_with_its_level(tmp_path: Path) -> None:
    """What e2cab86 added: a run of levels is one game with the level it reached, and its
    score counts only as the high scores count it."""
    keeper = StatisticsKeeper(placed(tmp_path, E2CAB86 / "statistics.json", STATISTICS_FILE))
    runs = [game for game in keeper.statistics.recent if game.board == table_key(GameSettings())]
    assert [(g.level, g.outcome, g.score, g.scored) for g in runs] == [
        (3, "lost", 2890, True),
        (2, "abandoned", 1210, True),
        (1, "abandoned", 310, False),
    ]
    tally = keeper.statistics.boards[table_key(GameSettings())]
    assert (tally.score_total, tally.average_score) == (4100, 2050.0)
    daily = [(g.day, g.outcome, g.scored) for g in keeper.statistics.recent if g.daily]
    assert daily == [
        ("2026-11-30", "won", True),
        ("2026-11-30", "won", True),
        ("2026-12-01", "won", True),
        ("2026-12-01", "abandoned", False),
    ]


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


@each_folder
@pytest.mark.parametrize("name", PREFERENCES)
def test_a_settings_file_loads_every_preference_and_is_kept_the_same(
    qapp: QApplication, tmp_path: Path, folder: Path, name: str
) -> None:
    path = placed(tmp_path, folder / name, "LLK.conf") / "LLK.conf"
    assert check_settings_file(path) == []
    stored = QSettings(str(path), QSettings.Format.IniFormat)
    preferences, problems = load_preferences(stored)
    assert problems == []
    chosen, game, gravity, levels = PREFERENCES[name]
    assert {key: getattr(preferences, key) for key in chosen} == chosen
    assert {key: getattr(preferences.game, key) for key in game} == game
    dealt = Game(preferences.game, 1, FakeClock())
    assert (dealt.gravity, dealt.settings.levels) == (gravity, levels)
    assert save_preferences(stored, preferences) is None  # as a change in the game
    again = load_preferences(QSettings(str(path), QSettings.Format.IniFormat))
    assert again == (preferences, [])
