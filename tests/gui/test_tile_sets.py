"""System tile sets (KMahjongg's): found, loaded by element id, offered in Preferences,
and left out in one line when broken. Runs on a made-up set, and on the installed ones
where ``kdegames-mahjongg-data-kf5`` is installed."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QPalette
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.menu.settings_dialog import SettingsDialog
from llk.model.preferences import Preferences
from llk.view.tile_art import TileArt
from llk.view.tile_sets import BODY, FACES, OWN, PREFIX, system_backgrounds, system_tile_sets
from tests.gui.conftest import INSTANT, playing
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
    art = TileArt(sets)
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
    art = TileArt([])
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
    art = TileArt(sets)
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
