"""Special tiles on the real window: clicks on an iced pair crack it then take it, a
locked tile says why, the key pair opens the locks (undo closes them again), fog hides a
face until a neighbour goes, the timer badges count down and the tiles missed are said,
and Show Me wins a level with ice, linking the iced pair twice."""

from __future__ import annotations

from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from llk.model import Game, GameSettings, Phase, Point
from llk.model.board.specials import CRACKED, FOG, ICE, KEY_FACE, TIMER, is_locked
from llk.model.changes import Changes
from llk.model.maps.map_file import parse_map
from llk.wiring import Parts
from tests.app.campaign.test_levels_window import shown_cells_match_the_board
from tests.game_window import click_cell
from tests.model.clock import FakeClock
from tests.model.special_map import SPECIALS_TEXT

LEVEL = parse_map(SPECIALS_TEXT)
ICED, FOGGED, TIMED, LOCKS = (1, 1), (1, 3), (1, 5), ((2, 0), (2, 3))


def on_level(parts: Parts, clock: FakeClock, hints: int = 3) -> Game:
    """The window playing `LEVEL` (seed 1), its clock ``clock``."""
    settings = GameSettings(levels=False, hints=hints).on_map(LEVEL)
    game = Game(settings, seed=1, clock=clock)
    parts.controller.start(game)
    return game


def link(qtbot: QtBot, parts: Parts, pair: tuple[Point, Point]) -> None:
    for cell in pair:
        click_cell(qtbot, parts, cell)


def pair_with(game: Game, cell: Point) -> tuple[Point, Point]:
    return next(move for move in game.moves() if cell in move)


def said(parts: Parts) -> str:
    return parts.window.statusBar().currentMessage()


def test_the_board_shows_every_special(parts: Parts, clock: FakeClock) -> None:
    on_level(parts, clock)
    view = parts.window.board_view
    items = view.tiles.items()
    assert view.stones.cells() == [(0, 2)] and (0, 2) not in items
    assert items[0, 0].face == items[0, 1].face == KEY_FACE
    assert all(is_locked(items[cell].face) for cell in LOCKS)
    assert items[ICED].marks == ICE and items[FOGGED].fogged
    assert items[TIMED].badge.isVisible() and items[TIMED].badge.seconds == 20
    plain = [item for item in items.values() if not item.marks]
    assert not any(item.fogged or item.badge.isVisible() for item in plain)


def shown_as_the_board(parts: Parts) -> bool:
    """Every tile shows the value and the marks of its cell on the board in play."""
    board = parts.controller.game.board
    items = parts.window.board_view.tiles.items()
    marks = dict(board.marked())
    expected = {cell: (face, marks.get(cell, 0)) for cell, face in board.tiles()}
    return {cell: (item.face, item.marks) for cell, item in items.items()} == expected


def test_undo_redo_and_a_refresh_redraw_the_specials(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    game = on_level(parts, clock)
    link(qtbot, parts, pair_with(game, ICED))  # cracked
    link(qtbot, parts, ((0, 0), (0, 1)))  # the locks open
    assert shown_as_the_board(parts)
    parts.actions.undo.trigger()
    assert shown_as_the_board(parts) and is_locked(game.board[LOCKS[0]])
    parts.actions.redo.trigger()
    assert shown_as_the_board(parts)
    parts.actions.refresh.trigger()
    assert "Shuffled" in said(parts) and shown_as_the_board(parts)
    assert parts.window.board_view.stones.cells() == [(0, 2)]


def test_an_iced_pair_cracks_at_the_first_link_and_goes_at_the_second(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    game = on_level(parts, clock)
    pair = pair_with(game, ICED)
    link(qtbot, parts, pair)
    items = parts.window.board_view.tiles.items()
    assert set(pair) <= set(items) and items[ICED].marks == CRACKED
    assert "ice cracked" in said(parts)
    link(qtbot, parts, pair)
    assert not set(pair) & set(parts.window.board_view.tile_cells())
    assert shown_cells_match_the_board(parts)


def test_a_locked_tile_says_why_and_the_key_pair_opens_every_lock(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    on_level(parts, clock)
    view = parts.window.board_view
    link(qtbot, parts, (LOCKS[0], (1, 0)))
    assert "locked" in said(parts)
    link(qtbot, parts, ((0, 0), (0, 1)))
    assert "opened every lock" in said(parts)
    items = view.tiles.items()
    assert not any(is_locked(items[cell].face) for cell in LOCKS)
    assert items[LOCKS[0]].face == parts.controller.game.board[LOCKS[0]]
    parts.actions.undo.trigger()  # the key pair back: locked again, redrawn so
    assert all(is_locked(view.tiles.items()[cell].face) for cell in LOCKS)
    parts.actions.redo.trigger()
    assert not any(is_locked(view.tiles.items()[cell].face) for cell in LOCKS)


def centre_pixel(image: QImage, x: float, y: float) -> tuple[int, int, int]:
    colour = image.pixelColor(round(x), round(y))
    return colour.red(), colour.green(), colour.blue()


def test_fog_hides_a_face_until_a_neighbour_goes(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    game = on_level(parts, clock)
    view = parts.window.board_view
    rect = view.tiles.geometry.cell_rect(FOGGED)
    spot = rect.left() + rect.width() * 0.5, rect.top() + rect.height() * 0.3
    cover = view.art.cover(rect.width(), view.devicePixelRatioF()).toImage()
    fog_colour = centre_pixel(cover, cover.width() * 0.5, cover.height() * 0.3)

    def fog_painted() -> bool:
        shown = view.grab().toImage()
        ratio = shown.devicePixelRatio()
        painted = centre_pixel(shown, spot[0] * ratio, spot[1] * ratio)
        return all(abs(a - b) <= 8 for a, b in zip(painted, fog_colour, strict=True))

    assert fog_painted()  # and not the face
    r, c = FOGGED
    beside = {(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)}
    pair = next(
        m
        for m in game.moves()
        if set(m) & beside and FOGGED not in m and not any(game.board.mark(p) & ICE for p in m)
    )
    link(qtbot, parts, pair)
    assert not view.tiles.items()[FOGGED].fogged and not fog_painted()
    assert not game.board.mark(FOGGED) & FOG
    parts.actions.undo.trigger()  # the fog is back with the pair
    assert view.tiles.items()[FOGGED].fogged


def test_the_timer_badge_counts_down_and_the_tiles_missed_are_said(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    game = on_level(parts, clock)
    badge = parts.window.board_view.tiles.items()[TIMED].badge
    click_cell(qtbot, parts, (1, 0))  # the clock starts
    clock.advance(5)
    qtbot.waitUntil(lambda: badge.seconds == 15)
    left = game.clock.time_left()
    assert left is not None
    clock.advance(15)
    qtbot.waitUntil(lambda: "Timer tiles missed" in said(parts))
    assert "−5 s" in said(parts)  # the one timer tile, 5 s
    assert not badge.isVisible()
    assert not parts.window.board_view.tiles.items()[TIMED].marks & TIMER
    after = game.clock.time_left()
    assert after is not None and after == left - 15 - 5


def test_show_me_wins_a_level_with_ice_linking_the_iced_pair_twice(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    on_level(parts, clock, hints=20)
    heard: list[Changes] = []
    parts.controller.changed.connect(heard.append)
    parts.controller.show_me.player.set_pace(0)
    assert parts.actions.show_me.isEnabled()
    with qtbot.waitSignal(parts.controller.ended):
        parts.actions.show_me.trigger()
    game = parts.controller.game
    assert game.phase is Phase.WON and parts.window.board_view.tile_cells() == []
    assert sum(changes.cracked is not None for changes in heard) >= 1
    assert sum(changes.removal is not None for changes in heard) == LEVEL.tiles // 2


def test_a_hint_shows_a_pair_the_player_can_see(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    game = on_level(parts, clock)
    with qtbot.waitSignal(parts.controller.changed, check_params_cb=lambda c: c.hint is not None):
        parts.actions.hint.trigger()
    shown = game.helps.shown
    assert shown is not None and not any(game.board.mark(cell) & FOG for cell in shown.move)
    items = parts.window.board_view.tiles.items()
    assert all(items[cell].outline.marked("hinted") for cell in shown.move)
