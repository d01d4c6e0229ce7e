"""Game ▸ Choose Map…: the layouts, the shipped maps and the player's, with their records;
filters, Random, Next not cleared, Import, Export and Play, clicked as a player does."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from llk.dialogs.map_chooser import MapChooser
from llk.model import GameSettings, Phase, find_moves
from llk.model.board.layouts import Layout
from llk.model.maps.catalog import shipped_maps
from llk.model.maps.map_file import format_map, parse_map, read_map
from llk.model.records.map_records import SizeFilter, SortOrder
from llk.store.data_files import data_folder, player_map_folder
from llk.view.labels import table_name
from llk.wiring import Parts
from tests.fixtures.maps import WINDING
from tests.game_window import Answering, opened, play_out

BAR = "LLK map 1\nname: Bar\nname zh_CN: 条\nfaces: 4\n---\nXXXX\nXXXX\n"


def _open(qtbot: QtBot, parts: Parts) -> MapChooser:
    return opened(qtbot, parts.actions.choose_map, lambda: parts.map_flow.chooser, MapChooser)


def _titles(chooser: MapChooser) -> list[str]:
    return [chooser.grid.item(row).text() for row in range(chooser.grid.count())]


def _click_item(qtbot: QtBot, chooser: MapChooser, title: str, double: bool = False) -> None:
    item = next(
        chooser.grid.item(r)
        for r in range(chooser.grid.count())
        if chooser.grid.item(r).text().endswith(title)
    )
    chooser.grid.scrollToItem(item)
    centre = chooser.grid.visualItemRect(item).center()
    qtbot.mouseClick(chooser.grid.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    if double:
        qtbot.mouseDClick(chooser.grid.viewport(), Qt.MouseButton.LeftButton, pos=centre)


def test_it_lists_layouts_shipped_maps_and_the_players(qtbot: QtBot, parts: Parts) -> None:
    folder = player_map_folder(data_folder())
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "bar.llkmap").write_text(BAR, "utf-8")
    (folder / "odd.llkmap").write_text("LLK map 1\nname: Odd\n---\nXXX\nXX.\n", "utf-8")
    chooser = _open(qtbot, parts)
    titles = _titles(chooser)
    assert titles[:6] == ["Full", "Column stripes", "Row stripes", "Diamond", "Rings", "Cross"]
    assert len(titles) == 6 + len(shipped_maps()) + 1 and titles[-1] == "Bar"
    assert {m.name for m in shipped_maps()} <= set(titles)
    assert chooser.problems.text().startswith("odd.llkmap, line 4: 5 tile cells")
    assert "8 × 12" in chooser.details.text()  # the full layout, at the board-size setting


def test_filters_and_orders_change_the_list(qtbot: QtBot, parts: Parts) -> None:
    chooser = _open(qtbot, parts)
    everything = chooser.grid.count()
    chooser.size_filter.setCurrentIndex(chooser.size_filter.findData(SizeFilter.BIG))
    big = _titles(chooser)
    assert 0 < len(big) < everything and "Grand Hall" in big and "Arrow" not in big
    chooser.order.setCurrentIndex(chooser.order.findData(SortOrder.TILES))
    tiles = [
        parts.map_flow.choices()[0][
            chooser.grid.item(r).data(Qt.ItemDataRole.UserRole)
        ].game_map.tiles
        for r in range(chooser.grid.count())
    ]
    assert tiles == sorted(tiles) and tiles[0] >= 250


def test_random_and_next_not_cleared(qtbot: QtBot, parts: Parts) -> None:
    chooser = _open(qtbot, parts)
    chooser._rng = random.Random(3)
    seen = set()
    for _ in range(5):
        before = chooser.chosen()
        qtbot.mouseClick(chooser.random_button, Qt.MouseButton.LeftButton)
        assert chooser.chosen() != before
        seen.add(chooser.chosen())
    assert len(seen) > 1
    start = chooser.chosen()
    qtbot.mouseClick(chooser.next_button, Qt.MouseButton.LeftButton)
    assert chooser.chosen() == (start + 1) % len(parts.map_flow.choices()[0])  # nothing cleared


def test_a_cleared_map_is_marked_and_skipped_by_next(qtbot: QtBot, parts: Parts) -> None:
    play_out(parts)  # nothing in progress: no question
    chooser = _open(qtbot, parts)
    _click_item(qtbot, chooser, "Arrow")
    arrow = chooser.chosen()
    with qtbot.waitSignal(parts.controller.started):
        qtbot.mouseClick(chooser.play_button, Qt.MouseButton.LeftButton)
    play_out(parts)  # the arrow cleared: level 1 of a run
    parts.controller.next_level()
    parts.controller.give_up(parts.controller.game)  # the run ends at level 2: counted
    chooser = _open(qtbot, parts)
    assert chooser.chosen() == arrow and chooser.grid.currentItem().text() == "✓ Arrow"
    assert "best" in chooser.details.text() and "· cleared" in chooser.details.text()
    chooser.choose(arrow - 1)
    qtbot.mouseClick(chooser.next_button, Qt.MouseButton.LeftButton)
    assert chooser.chosen() == arrow + 1  # the arrow is skipped


def test_play_on_a_shipped_map_deals_its_cells(qtbot: QtBot, parts: Parts) -> None:
    play_out(parts)  # nothing in progress: no question
    chooser = _open(qtbot, parts)
    _click_item(qtbot, chooser, "Arrow")
    with qtbot.waitSignal(parts.controller.started):
        qtbot.mouseClick(chooser.play_button, Qt.MouseButton.LeftButton)
    arrow = next(m for m in shipped_maps() if m.key == "arrow")
    board = parts.controller.game.board
    assert parts.controller.game.phase is Phase.PLAYING
    assert sorted(cell for cell, _ in board.tiles()) == sorted(arrow.cells)
    assert parts.preferences.preferences.game.board_map == arrow


def test_a_layout_plays_at_the_board_size_setting(qtbot: QtBot, parts: Parts) -> None:
    play_out(parts)
    chooser = _open(qtbot, parts)
    with qtbot.waitSignal(parts.controller.started):
        _click_item(qtbot, chooser, "Rings", double=True)
    game = parts.preferences.preferences.game
    assert (game.board_map, game.layout) == (None, Layout.RINGS)
    assert (parts.controller.game.board.rows, parts.controller.game.board.cols) == (
        game.rows,
        game.cols,
    )


def test_import_then_export(qtbot: QtBot, parts: Parts, tmp_path: Path) -> None:
    (tmp_path / "bar.llkmap").write_text(BAR, "utf-8")
    (tmp_path / "junk.llkmap").write_bytes(b"\x00\x01binary")
    chooser = _open(qtbot, parts)
    parts.map_flow.import_files([tmp_path / "bar.llkmap", tmp_path / "junk.llkmap"])
    assert _titles(chooser)[-1] == "Bar" and chooser.details.text().startswith("<b>Bar</b>")
    report = parts.map_flow.report
    assert report is not None and report.isVisible()  # where the player looks
    assert report.text().startswith("junk.llkmap: a binary file")
    report.accept()
    assert read_map(player_map_folder(data_folder()) / "bar.llkmap") == parse_map(BAR)
    choice = parts.map_flow.choices()[0][chooser.chosen()]
    assert parts.map_flow.export(choice, tmp_path / "out.llkmap") is None
    assert (tmp_path / "out.llkmap").read_text("utf-8") == format_map(parse_map(BAR))
    assert parts.map_flow.export(choice, tmp_path / "no" / "such" / "out.llkmap") is not None
    report = parts.map_flow.report
    assert report is not None and report.isVisible() and "could not be written" in report.text()


def test_tables_name_their_map_and_say_when_it_is_gone(parts: Parts) -> None:
    folder = player_map_folder(data_folder())
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "bar.llkmap").write_text(BAR, "utf-8")
    assert table_name("9x13 map:heart down normal") == "9 × 13 · Heart · Tiles fall down · Normal"
    assert table_name("2x4 map:mine/bar none fast").split(" · ")[1] == "Bar"
    (folder / "bar.llkmap").unlink()
    assert table_name("2x4 map:mine/bar none fast").split(" · ")[1] == "mine/bar (missing map)"
    assert table_name("8x12 full down normal") == "8 × 12 · Full · Tiles fall down · Normal"


def test_esc_on_the_give_up_question_keeps_the_game_and_the_settings(
    qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    del parts.questions.ask_discard  # the real box, answered with Esc
    answering = Answering(Qt.Key.Key_Escape)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: answering(box))
    a, b = find_moves(parts.controller.game.board)[0]
    parts.controller.click(a)
    parts.controller.click(b)  # a game in progress
    game, settings = parts.controller.game, parts.preferences.preferences.game
    chooser = _open(qtbot, parts)
    _click_item(qtbot, chooser, "Arrow")
    qtbot.mouseClick(chooser.play_button, Qt.MouseButton.LeftButton)
    [(text, _note)] = answering.texts
    assert text == "Give up the game in progress and play Arrow?"
    assert parts.controller.game is game and game.phase is Phase.PLAYING
    assert parts.preferences.preferences.game == settings  # nothing changed behind it


def test_a_map_chosen_with_no_deal_is_said_once_and_the_layout_played(parts: Parts) -> None:
    keeper = parts.preferences
    keeper.change(
        replace(keeper.preferences, game=keeper.preferences.game.on_map(parse_map(WINDING)))
    )
    play_out(parts)  # nothing in progress: New Game asks nothing
    parts.actions.new_game.trigger()
    game = parts.controller.game
    assert game.settings.board_map is None and game.board.tile_count() > 0
    assert game.settings.kinds == GameSettings().kinds  # not the map's one face
    assert keeper.preferences.game.board_map is None  # the choice given up
    [box] = parts.window.problem_boxes
    assert box.text().startswith("No deal could be made on the map Winding (no fair deal")
    play_out(parts)
    parts.actions.new_game.trigger()
    assert len(parts.window.problem_boxes) == 1  # said once
