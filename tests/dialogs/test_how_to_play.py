"""The How to Play page and the About box: drawn examples that obey the real link
rule, numbers read from the model and the player's settings, every shortcut listed,
and Close buttons that close."""

from __future__ import annotations

import platform

import pytest
from PySide6.QtCore import QLocale, QPointF, qVersion
from PySide6.QtGui import QAction, QColor, QImage, QKeySequence
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel
from pytestqt.qtbot import QtBot

from llk import __version__
from llk.dialogs import how_to_play
from llk.dialogs.about import AboutDialog
from llk.dialogs.how_to_play import EXAMPLES, RING, THREE_TURNS, HowToPlayDialog
from llk.model import GameSettings, find_path
from llk.model.board.shifts import ShiftMode
from llk.model.game.game_clock import POINTS_PER_SECOND_LEFT
from llk.model.game.level_clock import CUT_PERCENT
from llk.model.game.level_orders import LEVEL_ORDER, LEVEL_ORDERS
from llk.model.game.scoring import BASE_POINTS, MAX_COMBO, UNDO_PENALTY
from llk.model.game.settings import Pace
from llk.view.actions import GameActions, MenuActions
from llk.view.board.link_drawing import LINK_COLOUR
from llk.view.board.tile_art import TileArt
from llk.view.labels import shift_sentence
from llk.view.link_picture import BADGE_RADIUS, LinkPicture


@pytest.fixture(scope="module")
def art() -> TileArt:
    return TileArt()


@pytest.fixture
def action_sets() -> tuple[GameActions, MenuActions]:
    """Held by pytest while the test runs, so their actions stay alive."""
    return GameActions(), MenuActions()


@pytest.fixture
def actions(action_sets: tuple[GameActions, MenuActions]) -> list[QAction]:
    game, menu = action_sets
    return [*game.all(), *menu.all()]


def page(
    qtbot: QtBot, art: TileArt, actions: list[QAction], settings: GameSettings
) -> HowToPlayDialog:
    shown = HowToPlayDialog(art, settings, actions)
    qtbot.addWidget(shown)
    return shown


@pytest.fixture
def dialog(qtbot: QtBot, art: TileArt, actions: list[QAction]) -> HowToPlayDialog:
    shown = page(qtbot, art, actions, GameSettings())
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def number(value: float) -> str:
    return QLocale().toString(value)


def image_of(picture: LinkPicture) -> QImage:
    picture.repaint()
    return picture.grab().toImage()


def colour_at(image: QImage, point: QPointF) -> QColor:
    ratio = image.devicePixelRatio()
    return image.pixelColor(round(point.x() * ratio), round(point.y() * ratio))


def near(colour: QColor, wanted: QColor, tolerance: int = 40) -> bool:
    return (
        abs(colour.red() - wanted.red()) <= tolerance
        and abs(colour.green() - wanted.green()) <= tolerance
        and abs(colour.blue() - wanted.blue()) <= tolerance
    )


def test_the_examples_show_a_straight_a_one_turn_a_two_turn_a_ring_and_a_refused_link(
    dialog: HowToPlayDialog,
) -> None:
    pictures = dialog.examples
    assert [len(p.path) if p.path is not None else None for p in pictures] == [2, 3, 4, 4, None]
    for picture, example in zip(pictures, EXAMPLES, strict=True):
        assert picture.path == find_path(example.board(), example.a, example.b)
    ring = pictures[EXAMPLES.index(RING)]
    assert ring.path is not None
    assert all(0 <= r < ring.board.rows and 0 <= c < ring.board.cols for r, c in ring.path[::3])
    assert ring.path[1][0] == ring.path[2][0] == -1  # up, across the ring, down
    two_turns = pictures[2]
    assert two_turns.path is not None
    assert all(
        0 <= r < two_turns.board.rows and 0 <= c < two_turns.board.cols for r, c in two_turns.path
    )
    refused = pictures[EXAMPLES.index(THREE_TURNS)]
    assert refused.route is not None and len(refused.route) == 5  # three turns
    for picture in pictures:  # every pair shown is a pair of one face
        assert picture.board[picture.pair[0]] == picture.board[picture.pair[1]]


def test_the_pictures_are_drawn_with_tiles_and_the_link_line(dialog: HowToPlayDialog) -> None:
    for picture in dialog.examples:
        image = image_of(picture)
        assert image.width() >= picture.width() and not image.isNull()
        sampled = {
            image.pixel(x, y)
            for x in range(0, image.width(), 3)
            for y in range(0, image.height(), 3)
        }
        assert len(sampled) > 200, "the picture looks blank"
        if picture.path is not None:
            i = (len(picture.path) - 1) // 2  # the middle segment runs over empty cells
            middle = (picture.centre(picture.path[i]) + picture.centre(picture.path[i + 1])) / 2
            assert near(colour_at(image, middle), LINK_COLOUR), picture.pair
    refused = dialog.examples[EXAMPLES.index(THREE_TURNS)]
    badge = refused.badge_point()
    assert badge is not None
    red = refused.centre(badge) + QPointF(refused.tile_width() * BADGE_RADIUS * 0.7, 0)
    assert near(colour_at(image_of(refused), red), QColor(215, 45, 45))


def test_the_text_gives_the_numbers_of_the_model(dialog: HowToPlayDialog) -> None:
    text = dialog.text()
    settings = GameSettings()
    for expected in (
        f"{number(BASE_POINTS)} points",
        f"×{number(MAX_COMBO)}",
        f"plus {number(UNDO_PENALTY)} more",
        f"earns {number(POINTS_PER_SECOND_LEFT)} points",
        f"{number(settings.hints)} hints",
        f"{number(settings.refreshes)} refreshes",
        f"{number(settings.time_limit_s)} seconds",
        f"within {number(settings.combo_window_s)} s",
        f"adds {number(settings.time_bonus_s)} s",
        "Ctrl+Shift+Z",
        "F1",
    ):
        assert expected in text


def test_the_numbers_are_read_not_typed_in(
    qtbot: QtBot, art: TileArt, actions: list[QAction], monkeypatch: pytest.MonkeyPatch
) -> None:
    odd = GameSettings(rows=6, cols=10, hints=7, refreshes=11, pace=Pace.FAST, combo_window_s=2.5)
    monkeypatch.setattr(how_to_play, "BASE_POINTS", 17)
    monkeypatch.setattr(how_to_play, "MAX_COMBO", 13)
    monkeypatch.setattr(how_to_play, "UNDO_PENALTY", 19)
    monkeypatch.setattr(how_to_play, "POINTS_PER_SECOND_LEFT", 23)
    text = page(qtbot, art, actions, odd).text()
    for expected in (
        "7 hints",
        "11 refreshes",
        "75 seconds",  # 60 tiles at 1.25 s a tile
        f"within {QLocale().toString(2.5)} s",
        "17 points",
        "×13",
        "plus 19 more",
        "earns 23 points",
    ):
        assert expected in text


def test_every_shortcut_is_on_the_page_with_what_it_does(
    dialog: HowToPlayDialog, actions: list[QAction]
) -> None:
    """Built from the actions: a shortcut added to an action shows up by itself."""
    text = dialog.text()
    keycaps = {label.text() for label in dialog.page.findChildren(QLabel, "keycap")}
    with_keys = [action for action in actions if action.shortcuts()]
    assert {a.objectName() for a in with_keys} >= {"winnable", "preferences", "how_to_play"}
    for action in with_keys:
        for shortcut in action.shortcuts():
            assert shortcut.toString(QKeySequence.SequenceFormat.NativeText) in keycaps
        assert action.statusTip() and action.statusTip() in text


def test_the_page_describes_the_players_settings(
    qtbot: QtBot, art: TileArt, actions: list[QAction]
) -> None:
    relaxed = page(
        qtbot, art, actions, GameSettings(pace=Pace.UNTIMED, levels=False, gravity=ShiftMode.DOWN)
    ).text()
    assert "untimed" in relaxed and "seconds on the clock" not in relaxed
    assert shift_sentence("down") in relaxed and "Level 2" not in relaxed
    levels = page(qtbot, art, actions, GameSettings()).text()
    for level, name in enumerate(LEVEL_ORDERS[LEVEL_ORDER], 1):
        assert f"Level {level}: {shift_sentence(name)}" in levels
    assert f"starts {number(CUT_PERCENT)} % shorter" in levels
    assert "(96 s on this board)" in levels  # half of 192 s, the floor of the levels' clock
    untimed_levels = page(qtbot, art, actions, GameSettings(pace=Pace.UNTIMED)).text()
    assert "Level 2" in untimed_levels and "shorter" not in untimed_levels


def test_close_closes_the_help(dialog: HowToPlayDialog) -> None:
    assert dialog.width() >= 600 and dialog.height() >= 600
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    close.click()
    assert not dialog.isVisible()


def test_the_help_page_scrolls_and_fits_its_width(dialog: HowToPlayDialog) -> None:
    QApplication.processEvents()
    assert dialog.scroll_area.verticalScrollBar().maximum() > 0
    assert dialog.page.width() <= dialog.scroll_area.viewport().width()


def test_about_shows_the_version_and_what_it_runs_on(qtbot: QtBot) -> None:
    about = AboutDialog()
    qtbot.addWidget(about)
    about.show()
    qtbot.waitExposed(about)
    text = "\n".join(label.text() for label in about.findChildren(QLabel))
    assert __version__ in about.version.text()
    assert "连连看" in text
    assert "MIT" in text
    assert qVersion() in text and platform.python_version() in text
    icon = about.icon.grab().toImage()
    assert icon.pixelColor(icon.width() // 2, icon.height() // 8).alpha() > 0
    about.buttons.button(QDialogButtonBox.StandardButton.Close).click()
    assert not about.isVisible()


def test_the_special_tiles_are_drawn_and_their_rules_said_shifts_and_refreshes_too(
    dialog: HowToPlayDialog,
) -> None:
    text = dialog.text()
    for name in ("Stone", "Ice", "Lock and key", "Fog", "Timer"):
        assert name in text
    assert "stones stay put" in text and "keys stay keys" in text
    assert len(dialog.special_pictures) == 5
    for picture in dialog.special_pictures:
        image = picture.grab().toImage()
        assert not image.isNull()
        colours = {image.pixel(x, image.height() // 2) for x in range(0, image.width(), 3)}
        assert len(colours) > 4  # tiles drawn, not an empty box
