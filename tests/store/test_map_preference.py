"""The map chosen last is kept by its key, and a map gone since is said in one line."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from llk.model import GameSettings
from llk.model.maps.catalog import find_map
from llk.model.maps.map_file import format_map, parse_map
from llk.store.preferences import load_preferences, save_preferences

MINE = "LLK map 1\nname: Bar\nshifts: none left\n---\nXXXX\nXXXX\n"


def _stored(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "LLK.conf"), QSettings.Format.IniFormat)


def test_a_shipped_map_is_kept_by_its_key(qapp: QApplication, tmp_path: Path) -> None:
    heart = find_map("heart", None)
    preferences, _ = load_preferences(_stored(tmp_path))
    chosen = replace(preferences, game=GameSettings(rows=6, cols=6, kinds=9).on_map(heart))
    save_preferences(_stored(tmp_path), chosen)
    assert _stored(tmp_path).value("game/board_map") == "heart"
    again, problems = load_preferences(_stored(tmp_path))
    assert problems == [] and again.game == chosen.game
    assert (again.game.rows, again.game.cols) == (6, 6)  # the layouts' size, kept


def test_a_players_map_gone_since_falls_back_to_the_layout(
    qapp: QApplication, tmp_path: Path
) -> None:
    folder = tmp_path / "maps"
    folder.mkdir()
    (folder / "bar.llkmap").write_text(MINE, "utf-8")
    bar = find_map("mine/bar", folder)
    assert bar is not None and bar.cells == parse_map(MINE).cells
    preferences, _ = load_preferences(_stored(tmp_path), folder)
    on_bar = preferences.game.on_map(bar)
    save_preferences(_stored(tmp_path), replace(preferences, game=on_bar))
    assert load_preferences(_stored(tmp_path), folder)[0].game.board_map == bar
    (folder / "bar.llkmap").write_text("LLK map 1\nname: Bar\n---\nX.\n..\n", "utf-8")  # damaged
    again, problems = load_preferences(_stored(tmp_path), folder)
    assert again.game == replace(on_bar, board_map=None)  # the other settings as they were
    assert problems == ["The map mine/bar is missing or damaged; playing the layout instead."]
    (folder / "bar.llkmap").unlink()
    assert load_preferences(_stored(tmp_path), folder)[1] == problems
    assert format_map(bar)  # the map itself stays whole in memory


def test_a_map_from_no_folder_is_not_kept(qapp: QApplication, tmp_path: Path) -> None:
    """It could not be found at the next start: the layout is kept, without a word."""
    preferences, _ = load_preferences(_stored(tmp_path))
    drawn = preferences.game.on_map(parse_map(MINE))
    save_preferences(_stored(tmp_path), replace(preferences, game=drawn))
    assert _stored(tmp_path).value("game/board_map") == ""
    again, problems = load_preferences(_stored(tmp_path))
    assert problems == [] and again.game == replace(drawn, board_map=None)
