"""The special tiles drawn in both themes on every tile set (LLK's own, a made-up
KMahjongg set, any installed) and at two device pixel ratios: a key face unlike every
face, a locked tile unlike its open self and alike for every lock of its face, ice and
cracked ice over the face, an opaque fog cover, a stone; a rival's thumbnail of a board
with specials paints."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from llk.model import Game, GameSettings
from llk.model.board.specials import CRACKED, ICE, KEY_FACE, locked
from llk.model.records.preferences import Theme
from llk.view.board.stones import stone_picture
from llk.view.board.tile_art import TileArt
from llk.view.board.tile_sets import OWN, PREFIX, InstalledArt
from llk.view.rival_board import RivalBoard
from tests.app.campaign.test_special_tiles import LEVEL
from tests.view.board.test_tile_sets import make_set

WIDTH = 40


def every_set() -> tuple[TileArt, list[str]]:
    """Art with a made-up set installed, and the keys of every set it can use."""
    folder = Path(os.environ["XDG_DATA_HOME"]) / "kmahjongglib" / "tilesets"
    folder.mkdir(parents=True)
    make_set(folder, "squares")
    art = TileArt(InstalledArt("en"))
    return art, [OWN, *(tile_set.key for tile_set in art.installed.tile_sets())]


@pytest.mark.parametrize("theme", [Theme.LIGHT, Theme.DARK])
def test_every_special_is_drawn_on_every_tile_set(qtbot: QtBot, theme: Theme) -> None:
    art, keys = every_set()
    assert PREFIX + "squares" in keys
    art.theme = theme
    for key in keys:
        assert art.use(key)
        for ratio in (1.0, 2.0):
            faces = [art.pixmap(face, WIDTH, ratio).toImage() for face in range(1, 49)]
            key_face = art.pixmap(KEY_FACE, WIDTH, ratio).toImage()
            assert key_face.width() == round(WIDTH * ratio)
            assert all(key_face != face for face in faces), key
            lock = art.pixmap(locked(3, 0), WIDTH, ratio).toImage()
            assert lock != faces[2] and lock == art.pixmap(locked(3, 5), WIDTH, ratio).toImage()
            iced = art.pixmap(3, WIDTH, ratio, ICE).toImage()
            cracked = art.pixmap(3, WIDTH, ratio, CRACKED).toImage()
            assert iced != faces[2] and cracked not in (faces[2], iced)
            cover = art.cover(WIDTH, ratio).toImage()
            assert cover.size() == faces[0].size() and cover not in faces
    stone = stone_picture(WIDTH, WIDTH * 1.25, 2.0)
    assert stone.width() == 2 * WIDTH and stone.devicePixelRatio() == 2.0


def test_a_rival_board_with_specials_paints(qtbot: QtBot) -> None:
    board = Game(GameSettings(levels=False).on_map(LEVEL), seed=1).board
    rival = RivalBoard(TileArt())
    qtbot.addWidget(rival)
    rival.resize(200, 120)
    rival.show_board(board)
    assert not rival.grab().isNull() and not rival.changed
