"""The side panel keeps its place and its lines: no text it shows moves the board, none
is cut, and each value stands on its label's baseline, in English and in Chinese."""

from __future__ import annotations

from itertools import product

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QFormLayout, QLabel
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.model.board.shifts import ShiftMode
from llk.model.limits import MAX_COLS, MAX_LEVEL, MAX_ROWS, MAX_SCORE, MAX_SEED
from llk.model.status import ActionStates, GameStats, TimeLeft
from llk.view.labels import shift_sentence
from llk.view.side_panel import SidePanel
from llk.wiring import Parts
from tests.app.access.test_contrast import colour_counts, ratio
from tests.game_window import INSTANT, playing
from tests.model.clock import FakeClock

NUMBERS = [
    (0, 1, 0, 0, False),
    (123_456, 12, 7, 96, True),
    (MAX_SCORE, MAX_LEVEL, MAX_SEED, MAX_ROWS * MAX_COLS, True),
]
"""Score, level, game number, tiles left and whether it is a run of levels: the
smallest, some, and the largest the game allows."""
STATES = [
    ActionStates(),
    ActionStates(hints_left=3, refreshes_left=3, undo_to_winnable=1, offer_show_me=True),
    ActionStates(
        hint=True,
        show_me=True,
        showing=True,
        offer_show_me=True,
        paused=True,
        undo_to_winnable=MAX_ROWS * MAX_COLS // 2,
        hints_left=99,
        refreshes_left=99,
    ),
]
"""The buttons' words: counts and names at their shortest and at their longest."""
LABEL, FIELD = QFormLayout.ItemRole.LabelRole, QFormLayout.ItemRole.FieldRole
TIMES = [(None, 0.0), (5.0, 10.0), (9_999_999.0, 9_999_999.0)]


@pytest.fixture(params=["en", "zh_CN"])
def language(request: pytest.FixtureRequest) -> str:
    if request.param == "zh_CN":
        request.getfixturevalue("chinese")
    return str(request.param)


@pytest.fixture
def wide(language: str, qtbot: QtBot, clock: FakeClock) -> Parts:
    """Playing in a window of a wide screen, where the board has room to move."""
    parts = playing(qtbot, build(INSTANT, clock))
    parts.window.resize(1900, 1000)
    settle()
    return parts


def settle() -> None:
    """Lay out what waits to be laid out, as before the screen shows it."""
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


def test_nothing_the_panel_shows_moves_the_board(wide: Parts) -> None:
    """The panel's width followed its mode sentence, and the board jumped 40 px sideways
    between levels; nor may a score, a level, a count or a time move it."""
    panel, board = wide.window.side_panel, wide.window.board_view
    place = board.geometry()
    for gravity, numbers, states, time in product(ShiftMode, NUMBERS, STATES, TIMES):
        score, level, seed, tiles, levels = numbers
        panel.show_stats(GameStats(score, tiles, 1, seed, level, gravity, levels))
        wide.actions.apply(states)
        panel.show_time(TimeLeft(*time))
        settle()
        assert board.geometry() == place, (gravity, numbers, states, time)
        for button in panel.buttons.values():
            assert button.width() >= button.sizeHint().width(), button.text()
        for label in panel.findChildren(QLabel):
            assert label.width() >= label.minimumSizeHint().width(), label.text()


def test_no_button_the_player_reaches_for_moves(wide: Parts) -> None:
    """Show Me, offered after 30 s without a pair, came in above Hint and pushed every
    button down 36 px (a hand reaching for Hint started Show Me); and a two-line mode
    sentence moved them 10 px from a one-line one. Buttons that come and go stand last."""
    panel, actions = wide.window.side_panel, wide.actions
    steady = [actions.hint, actions.refresh, actions.pause, actions.undo, actions.redo]
    buttons = [button for button in panel.buttons.values() if button.defaultAction() in steady]
    assert len(buttons) == len(steady)
    places = None
    for gravity, states in product(ShiftMode, STATES):
        panel.show_stats(GameStats(1234, 96, 1, 7, 2, gravity, True))
        actions.apply(states)
        actions.next_level.setEnabled(states.showing)  # it comes and goes too
        settle()
        seen = [button.geometry() for button in buttons]
        places = places or seen
        assert seen == places, (gravity, states)


def test_the_mode_is_said_in_words_beside_its_arrows(wide: Parts) -> None:
    """ "Shifts ●" said nothing; now the sentence stands beside the drawing."""
    panel = wide.window.side_panel
    for gravity in ShiftMode:
        panel.show_stats(GameStats(0, 24, 1, 7, 1, gravity, True))
        settle()
        assert panel.mode_name.text() == shift_sentence(gravity)
        assert not panel.level_mode.pixmap().isNull()
        icon, words = panel.level_mode.geometry(), panel.mode_name.geometry()
        assert icon.right() < words.left() and icon.top() <= words.center().y()
    assert panel.form.indexOf(panel.level_mode) < 0  # no row of its own, with no words


def inked_rows(image: QImage, box: QRect) -> list[int]:
    """The rows of ``box`` holding a pixel of text or drawing, top down."""
    background = QColor(colour_counts(image, box).most_common(1)[0][0])
    rows = (QRect(box.left(), y, box.width(), 1) for y in range(box.top(), box.bottom() + 1))
    inked = [  # each colour of a row once: one inked pixel is one inked colour
        row.top()
        for row in rows
        if any(ratio(QColor(rgb), background) > 3 for rgb in colour_counts(image, row))
    ]
    assert inked, "no ink in the box"
    return inked


def ink_bottom(image: QImage, box: QRect) -> int:
    """The lowest row of ``box`` holding a pixel of text: the baseline for digits, a
    pixel or so below it for Chinese (its glyphs reach a little under the baseline)."""
    return inked_rows(image, box)[-1]


def test_the_arrows_stand_level_with_the_first_line_of_the_mode(wide: Parts) -> None:
    """A sentence of one line ("Tiles fall down") sat half a line below its arrows: its
    label keeps two lines' height and centred the text, the arrows stood at the top."""
    panel = wide.window.side_panel
    for gravity in ShiftMode:
        panel.show_stats(GameStats(0, 24, 1, 7, 1, gravity, True))
        settle()
        image = panel.grab().toImage()
        icon, words = panel.level_mode, panel.mode_name
        boxes = [QRect(w.mapTo(panel, QPoint(0, 0)), w.size()) for w in (icon, words)]
        assert boxes[0].top() == boxes[1].top()  # the arrows stand at the row's top...
        text_top = inked_rows(image, boxes[1])[0]  # ...and so does the sentence's first line
        assert text_top - boxes[1].top() <= words.fontMetrics().lineSpacing() / 4, gravity


def assert_on_baselines(panel: SidePanel) -> None:
    """Each form row of ``panel`` that shows a value shows it on its label's baseline."""
    image = panel.grab().toImage()
    form = panel.findChild(QFormLayout)
    assert form is not None
    assert form.rowCount() >= 4
    for row in range(form.rowCount()):
        label, value = (form.itemAt(row, role) for role in (LABEL, FIELD))
        assert label is not None and value is not None
        pair = [label.widget(), value.widget()]
        assert all(isinstance(w, QLabel) for w in pair)
        if not all(isinstance(w, QLabel) and w.text() for w in pair):
            continue  # no value yet (the game number before the first game)
        boxes = [QRect(w.mapTo(panel, QPoint(0, 0)), w.size()) for w in pair if w is not None]
        bottoms = [ink_bottom(image, box) for box in boxes]
        assert abs(bottoms[0] - bottoms[1]) <= 2, (row, bottoms)


class Paints(QObject):
    """Counts the paint events of the widgets it watches."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


@pytest.mark.parametrize(("left", "limit"), TIMES)
def test_the_time_is_painted_with_the_rest_of_the_window(
    parts: Parts, qtbot: QtBot, left: float | None, limit: float
) -> None:
    """A progress bar given a new value repaints the window at once: a new deal was
    painted half done, its board beside the side panel's old figures (and, in a new
    window, a time bar at "100%"). The time now waits for the window's next paint."""
    panel, paints = parts.window.side_panel, Paints()
    for widget in (parts.window, panel, panel.time_bar):
        widget.installEventFilter(paints)
    panel.time_bar.setValue(1)  # a value the time below differs from
    qtbot.waitUntil(lambda: paints.count > 0)
    paints.count = 0
    panel.show_time(TimeLeft(left, limit))
    assert paints.count == 0
    qtbot.waitUntil(lambda: paints.count > 0)
    assert panel.time_bar.text() in {"Untimed", "5 s", "9999999 s"}


def test_values_stand_on_their_labels_baseline(wide: Parts) -> None:
    """In Chinese each value stood 4 to 5 px above its label, and in English the score,
    in big type, 3 px below its label."""
    panel = wide.window.side_panel
    panel.show_stats(GameStats(1234, 96, 1, 664_876_390, 12, ShiftMode.DOWN, True))
    settle()
    assert_on_baselines(panel)


def test_values_stand_on_their_baseline_before_the_first_game(language: str, qtbot: QtBot) -> None:
    """Behind the resume question, before any game is shown, the Chinese panel's first
    values still stood 3 to 5 px above their labels: only a game's numbers lined them up."""
    panel = SidePanel([])
    qtbot.addWidget(panel)
    panel.resize(panel.sizeHint())
    settle()
    assert_on_baselines(panel)
