"""Reduced motion: the same news without movement. A tile that shifts fades out at its
old cell and in at its new one, the points fade where they stand, a mismatch only
flashes; the link line and the points still show. Full motion moves as before."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QAbstractAnimation, QObject, QPointF, QPropertyAnimation, Qt
from PySide6.QtWidgets import QApplication, QGraphicsPathItem
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.model import Board, Game, GameSettings
from llk.model.board.shifts import ShiftMode
from llk.model.records.preferences import Animation, Motion, Preferences, Timing
from llk.view.board.effects import LINE_Z, CrossFade, FloatingText
from llk.view.board.tile_item import TileItem
from llk.view.system_motion import system_reduces_motion
from llk.wiring import Parts
from tests.game_window import SLIDING, answer_questions
from tests.model.clock import FakeClock

SLOW = Timing(*(60_000,) * 6)
"""A minute for the line, the fades, the slides, the flash, the points and the shake:
long enough that nothing ends while a test looks; the tests step the animations by
hand (`setCurrentTime`), never wait for them."""


def sliding(qtbot: QtBot, clock: FakeClock, timing: Timing, board: Board = SLIDING) -> Parts:
    """``board`` under "down", with ``timing``."""
    parts = build(timing, clock)
    answer_questions(parts)
    qtbot.addWidget(parts.window)
    parts.window.show()
    settings = GameSettings(levels=False, gravity=ShiftMode.DOWN)
    parts.controller.start(Game(settings, seed=1, clock=clock, board=board))
    return parts


def running(parts: Parts) -> list[QPropertyAnimation]:
    effects = parts.window.board_view.effects
    state = QAbstractAnimation.State.Running
    return [a for a in effects.findChildren(QPropertyAnimation) if a.state() is state]


def animated(parts: Parts, kind: type[QObject]) -> dict[bytes, list[QObject]]:
    """The targets of ``kind`` of the animations running, by the property they animate."""
    found: dict[bytes, list[QObject]] = {}
    for animation in running(parts):
        target = animation.targetObject()
        if isinstance(target, kind):
            found.setdefault(bytes(animation.propertyName().data()), []).append(target)
    return found


def points(parts: Parts) -> FloatingText:
    [text] = [i for i in parts.window.board_view.scene().items() if isinstance(i, FloatingText)]
    return text


def halfway(parts: Parts, name: bytes, part: float) -> None:
    """Put every running animation of ``name`` at ``part`` of its way."""
    for animation in running(parts):
        if animation.propertyName().data() == name:
            animation.setCurrentTime(round(animation.totalDuration() * part))


def take_the_ones(parts: Parts) -> TileItem:
    """Take the 1s, which shifts the 2 down from (0, 0) to (2, 0): that tile."""
    moving = parts.window.board_view.tiles.items()[(0, 0)]
    parts.controller.click((1, 0))
    parts.controller.click((2, 0))
    assert parts.window.board_view.tiles.items()[(2, 0)] is moving
    return moving


def test_reduced_a_shifted_tile_fades_out_and_in_at_its_new_cell(
    qtbot: QtBot, clock: FakeClock
) -> None:
    parts = sliding(qtbot, clock, replace(SLOW, reduced=True))
    view = parts.window.board_view
    old, new = (view.tiles.geometry.cell_rect(c).topLeft() for c in ((0, 0), (2, 0)))
    moving = take_the_ones(parts)
    tiles = animated(parts, TileItem)
    assert b"pos" not in tiles and b"fade" not in tiles and b"shake" not in tiles
    assert len(tiles[b"opacity"]) == 2  # the pair fades out, without shrinking
    [crossing] = animated(parts, CrossFade)[b"step"]
    assert isinstance(crossing, CrossFade) and crossing.item is moving
    halfway(parts, b"step", 0.25)
    assert moving.pos() == old and 0.0 < moving.opacity() < 1.0
    halfway(parts, b"step", 0.75)
    assert moving.pos() == new and 0.0 < moving.opacity() < 1.0
    view.effects.clear()
    assert moving.pos() == new and moving.opacity() == 1.0


def test_reduced_the_line_and_the_points_show_and_the_points_stand_still(
    qtbot: QtBot, clock: FakeClock
) -> None:
    parts = sliding(qtbot, clock, replace(SLOW, reduced=True))
    take_the_ones(parts)
    scene = parts.window.board_view.scene()
    assert any(isinstance(i, QGraphicsPathItem) and i.zValue() == LINE_Z for i in scene.items())
    text = points(parts)
    where = text.pos()
    assert text.text.startswith("+")
    halfway(parts, b"rise", 0.5)
    assert text.pos() == where and 0.0 < text.opacity() < 1.0


def test_reduced_a_mismatch_flashes_without_shaking(qtbot: QtBot, clock: FakeClock) -> None:
    parts = sliding(qtbot, clock, replace(SLOW, reduced=True))
    parts.controller.click((0, 0))
    parts.controller.click((0, 1))  # a 2 and a 3
    tiles = parts.window.board_view.tiles.items()
    assert tiles[(0, 0)].outline.marked("flash") and tiles[(0, 1)].outline.marked("flash")
    assert b"shake" not in animated(parts, TileItem)


def test_reduced_a_shuffle_moves_no_tile_and_cross_fades_them(
    qtbot: QtBot, clock: FakeClock
) -> None:
    pairs = Board.from_rows([[1, 2, 3], [3, 1, 2]])
    parts = sliding(qtbot, clock, replace(SLOW, reduced=True), pairs)
    parts.actions.refresh.trigger()
    assert b"pos" not in animated(parts, TileItem)
    assert len(animated(parts, CrossFade)[b"step"]) == pairs.tile_count()


def test_full_motion_slides_floats_and_shakes_as_before(qtbot: QtBot, clock: FakeClock) -> None:
    parts = sliding(qtbot, clock, SLOW)
    moving = take_the_ones(parts)
    tiles = animated(parts, TileItem)
    assert tiles[b"pos"] == [moving] and len(tiles[b"fade"]) == 2
    assert not animated(parts, CrossFade)
    text = points(parts)
    where = text.pos()
    halfway(parts, b"rise", 0.5)
    assert text.pos().y() < where.y()
    parts.controller.click((0, 1))
    parts.controller.click((1, 1))  # a 3 and a 4
    assert len(animated(parts, TileItem)[b"shake"]) == 2


def test_like_the_system_follows_what_the_desktop_asks(qtbot: QtBot, clock: FakeClock) -> None:
    parts = build(clock=clock)  # the preferences' own timing
    qtbot.addWidget(parts.window)
    effects = parts.window.board_view.effects
    assert parts.preferences.preferences.motion is Motion.SYSTEM
    parts.system_motion = lambda: True  # the desktop asks for reduced motion
    parts.preferences.publish()
    assert effects.timing.reduced and effects.timing.shake_ms == 0
    assert parts.end_flow.timing.count_ms == parts.end_flow.timing.celebration_ms == 0
    parts.preferences.change(replace(Preferences(), motion=Motion.FULL))
    assert not effects.timing.reduced and effects.timing.shake_ms > 0
    parts.system_motion = lambda: False
    parts.preferences.change(replace(Preferences(), motion=Motion.REDUCED))
    assert effects.timing.reduced
    parts.preferences.change(replace(Preferences(), animation=Animation.OFF))
    assert effects.timing.reduced and effects.timing.float_ms > 0  # the points still show


def test_the_system_s_word_is_read_where_qt_reports_one(qtbot: QtBot) -> None:
    """On Windows Qt reports the system's UI effects as UI_General; elsewhere (Qt 6.11)
    it reports nothing meant for it, so nothing is followed."""
    general = Qt.UIEffect.UI_General
    before = QApplication.isEffectEnabled(general)
    try:
        QApplication.setEffectEnabled(general, False)
        assert system_reduces_motion("win32")
        assert not system_reduces_motion("linux") and not system_reduces_motion("darwin")
        QApplication.setEffectEnabled(general, True)
        assert not system_reduces_motion("win32")
    finally:
        QApplication.setEffectEnabled(general, before)


def test_the_crossing_of_a_tile_shifted_twice_ends_at_its_last_cell(
    qtbot: QtBot, clock: FakeClock
) -> None:
    parts = sliding(qtbot, clock, replace(SLOW, reduced=True))
    moving = take_the_ones(parts)
    effects = parts.window.board_view.effects
    goal = QPointF(5, 7)
    effects.slide(moving, goal)
    assert moving.pos() == parts.window.board_view.tiles.geometry.cell_rect((2, 0)).topLeft()
    effects.clear()
    assert moving.pos() == goal and moving.opacity() == 1.0
