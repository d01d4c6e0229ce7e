"""System tile sets (KMahjongg's): found, loaded by element id, offered in Preferences,
and left out in one line when broken. Runs on a made-up set, and on the installed ones
where ``kdegames-mahjongg-data-kf5`` is installed."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtGui import QPalette
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.dialogs.settings import SettingsDialog
from llk.model.records.preferences import Preferences
from llk.view.board import tile_sets
from llk.view.board.tile_art import TileArt
from llk.view.board.tile_sets import BODY, FACES, OWN, PREFIX, Background, InstalledArt, TileSet
from tests.game_window import INSTANT, playing
from tests.model.clock import FakeClock

DESKTOP = """[KMahjonggTileset]
Name=Squares
Name[zh_CN]=方块
FileName={file}
TileWidth=60
TileHeight=80
TileFaceWidth=40
TileFaceHeight=60
LevelOffsetX=10
LevelOffsetY=10
"""


def make_set(folder: Path, stem: str, elements: tuple[str, ...] = (BODY, *FACES)) -> None:
    """A tile set whose every element is a coloured square."""
    shapes = "".join(
        f'<rect id="{element}" x="{60 * n}" y="0" width="60" height="80" fill="#{n * 5:06x}"/>'
        for n, element in enumerate(elements)
    )
    width = 60 * len(elements)
    svg = f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="80">{shapes}</svg>'
    (folder / f"{stem}.svg").write_text(svg)
    (folder / f"{stem}.desktop").write_text(DESKTOP.format(file=f"{stem}.svg"))


def system_tile_sets(language: str) -> tuple[list[TileSet], list[str]]:
    installed = InstalledArt(language)
    return installed.tile_sets(), installed.take_problems()


def system_backgrounds(language: str) -> tuple[list[Background], list[str]]:
    installed = InstalledArt(language)
    return installed.backgrounds(), installed.take_problems()


@pytest.fixture
def tile_folder() -> Path:
    folder = Path(os.environ["XDG_DATA_HOME"]) / "kmahjongglib" / "tilesets"
    folder.mkdir(parents=True)
    return folder


def test_a_set_is_found_named_in_the_language_and_drawn(qtbot: QtBot, tile_folder: Path) -> None:
    make_set(tile_folder, "squares")
    sets, problems = system_tile_sets("zh_CN")
    squares = next(s for s in sets if s.key == PREFIX + "squares")
    assert problems == [] or all("squares" not in p for p in problems)
    assert squares.name == "方块" and squares.aspect == 60 / 80
    art = TileArt(InstalledArt("zh_CN"))
    own = art.pixmap(1, 60, 1.0).toImage()
    assert art.use(squares.key) and art.aspect == 60 / 80 and art.face_count == len(FACES)
    drawn = art.pixmap(1, 60, 1.0).toImage()
    assert drawn.height() == 80 and drawn != own
    assert art.pixmap(2, 60, 1.0).toImage() != drawn  # each face its own picture


def test_a_broken_set_is_left_out_in_one_line(tile_folder: Path) -> None:
    make_set(tile_folder, "good")
    make_set(tile_folder, "half", (BODY, *FACES[:10]))
    (tile_folder / "lost.desktop").write_text(DESKTOP.format(file="nowhere.svg"))
    (tile_folder / "garbage.desktop").write_bytes(b"\xff\x00 not a desktop file")
    sets, problems = system_tile_sets("en")
    assert PREFIX + "good" in {s.key for s in sets}
    assert not {PREFIX + "half", PREFIX + "lost", PREFIX + "garbage"} & {s.key for s in sets}
    assert len([p for p in problems if "left out" in p]) == 3
    assert all("\n" not in p for p in problems)


def test_an_unknown_set_falls_back_to_the_own_tiles() -> None:
    art = TileArt()
    assert not art.use(PREFIX + "gone")
    assert art.set_key == OWN and art.use(OWN)


def test_choosing_a_set_limits_the_faces_offered(qtbot: QtBot, tile_folder: Path) -> None:
    make_set(tile_folder, "squares")
    sets, _ = system_tile_sets("en")
    dialog = SettingsDialog(Preferences(), tile_sets=sets)
    qtbot.addWidget(dialog)
    dialog.kinds.setValue(48)
    dialog.tiles.setCurrentIndex(dialog.tiles.findData(PREFIX + "squares"))
    assert dialog.kinds.maximum() == len(FACES) and dialog.kinds.value() == len(FACES)
    assert "42 faces" in dialog.tiles_note.text()
    assert dialog.preferences().tiles == PREFIX + "squares"


def test_the_installed_sets_load_where_there_are_any() -> None:
    installed = [Path(p) for p in ("/usr/share/kmahjongglib/tilesets",) if Path(p).is_dir()]
    if not installed:
        pytest.skip("no KMahjongg tile sets installed")
    sets, problems = system_tile_sets("en")
    names = {s.key.removeprefix(PREFIX) for s in sets}
    desktops = {p.stem for folder in installed for p in folder.glob("*.desktop")}
    assert desktops <= names | {p.split()[3] for p in problems}
    art = TileArt(InstalledArt("en"))
    for tile_set in sets:
        assert art.use(tile_set.key)
        assert not art.pixmap(len(FACES), 48, 1.0).isNull()


BACKGROUND = """[KMahjonggBackground]
Name=Stripes
FileName=stripes.svg
Tiled=1
Width=40
Height=40
"""


def test_backgrounds_tiled_stretched_and_plain_are_drawn(qtbot: QtBot, clock: FakeClock) -> None:
    folder = Path(os.environ["XDG_DATA_HOME"]) / "kmahjongglib" / "backgrounds"
    folder.mkdir(parents=True)
    (folder / "stripes.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">'
        '<rect width="40" height="20" fill="#d02020"/><rect y="20" width="40" height="20" '
        'fill="#2020d0"/></svg>'
    )
    (folder / "stripes.desktop").write_text(BACKGROUND)
    (folder / "plain.desktop").write_text("[KMahjonggBackground]\nName=Plain\nPlain=1\n")
    (folder / "broken.desktop").write_text("[KMahjonggBackground]\nName=Broken\nFileName=x.svg\n")
    backgrounds, problems = system_backgrounds("en")
    assert {b.key for b in backgrounds} >= {PREFIX + "stripes", PREFIX + "plain"}
    assert any("broken.desktop" in p for p in problems)
    parts = playing(qtbot, build(INSTANT, clock))
    backdrop = parts.window.backdrop
    assert backdrop.use(PREFIX + "stripes")
    image = backdrop.grab().toImage()
    assert image.pixelColor(5, 5).red() > 150 and image.pixelColor(5, 25).blue() > 150
    assert image.pixelColor(5, 45).red() > 150  # repeated every 40 pixels
    assert backdrop.use(PREFIX + "plain")
    window = parts.window.palette().color(QPalette.ColorRole.Window)
    assert backdrop.grab().toImage().pixelColor(5, 5) == window
    assert not backdrop.use(PREFIX + "gone") and backdrop.use(OWN)


def test_a_start_reads_only_the_pictures_in_use_and_preferences_the_rest_once(
    qtbot: QtBot, clock: FakeClock, tile_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reading every installed set at start cost a third of the time to the window."""
    stems = ("squares", "circles", "stars")
    for stem in stems:
        make_set(tile_folder, stem)
    read: list[Path] = []

    def counted(reading: Callable[[Path, str], object]) -> Callable[[Path, str], object]:
        def read_one(desktop: Path, language: str) -> object:
            read.append(desktop)
            return reading(desktop, language)

        return read_one

    for name in ("read_tile_set", "read_background"):
        monkeypatch.setattr(tile_sets, name, counted(getattr(tile_sets, name)))
    parts = playing(qtbot, build(INSTANT, clock))
    assert read == []  # LLK's own tiles and backdrop: no system picture read
    preferences = parts.preferences.preferences
    parts.preferences.change(replace(preferences, tiles=PREFIX + "squares"))
    assert read == [tile_folder / "squares.desktop"]
    assert parts.window.board_view.art.set_key == PREFIX + "squares"
    for _ in range(2):
        parts.menu_actions.preferences.trigger()
        dialog = parts.dialogs.current
        assert isinstance(dialog, SettingsDialog)
        offered = {dialog.tiles.itemData(i) for i in range(dialog.tiles.count())}
        assert offered >= {PREFIX + stem for stem in stems}
        assert dialog.background.count() == 1 + len(parts.window.backdrop.installed.backgrounds())
        dialog.reject()
    assert {tile_folder / f"{stem}.desktop" for stem in stems} <= set(read)
    assert len(read) == len(set(read))  # each once: the one in use not again, nor any twice


def test_a_picture_that_cannot_be_read_is_told_once_when_it_is_wanted(
    qtbot: QtBot, clock: FakeClock, tile_folder: Path
) -> None:
    make_set(tile_folder, "good")
    make_set(tile_folder, "half", (BODY, *FACES[:10]))
    first = build(INSTANT, clock)
    first.preferences.change(replace(first.preferences.preferences, tiles=PREFIX + "half"))
    assert first.window.board_view.art.set_key == OWN
    first.window.deleteLater()
    parts = playing(qtbot, build(INSTANT, clock))  # a start with the broken set chosen
    assert [p for p in parts.problems if "half.desktop" in p] != []
    boxes = parts.window.problem_boxes
    told = len(boxes)
    for _ in range(2):
        parts.menu_actions.preferences.trigger()
        dialog = parts.dialogs.current
        assert isinstance(dialog, SettingsDialog)
        assert dialog.tiles.findData(PREFIX + "good") > 0 > dialog.tiles.findData(PREFIX + "half")
        dialog.reject()
    assert len(boxes) == told  # the broken set was told at start, not again in Preferences
