"""The Preferences dialog: validation next to the field, storage, the restart question."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, QSettings, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.dialogs.settings import SettingsDialog
from llk.model import GameSettings, find_moves
from llk.model.board.layouts import Layout
from llk.model.game.settings import BOARD_PRESETS
from llk.model.records.preferences import Animation, Motion, Preferences
from llk.wiring import Parts
from tests.app.access.test_accessible_names import spoken_name, tab_stops
from tests.app.window.test_fitted_dialogs import value, wheeled_down
from tests.game_window import INSTANT, answer_questions, asking_discard
from tests.model.clock import FakeClock


def open_dialog(parts: Parts) -> SettingsDialog:
    parts.menu_actions.preferences.trigger()
    dialog = parts.dialogs.current
    assert isinstance(dialog, SettingsDialog)
    return dialog


def ok_button(dialog: SettingsDialog) -> QPushButton:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


@pytest.fixture
def dialog(qtbot: QtBot) -> SettingsDialog:
    """The dialog on the preferences of a first start."""
    shown = SettingsDialog(Preferences())
    qtbot.addWidget(shown)
    return shown


@pytest.mark.parametrize(
    ("values", "field", "said", "mended"),
    [
        ({"rows": 2, "cols": 4, "kinds": 10}, "kinds", "at most 4 tile faces", ("kinds", 4)),
        ({"kinds": 4, "rows": 3, "cols": 5}, "layout", "odd number of cells", ("cols", 6)),
    ],
    ids=["too many faces", "odd board"],
)
def test_a_board_refused_is_said_next_to_its_field_until_mended(
    dialog: SettingsDialog,
    values: dict[str, int],
    field: str,
    said: str,
    mended: tuple[str, int],
) -> None:
    for name, number in values.items():
        getattr(dialog, name).setValue(number)
    assert said in (dialog.error_shown(field) or "")
    assert not ok_button(dialog).isEnabled()
    name, number = mended
    getattr(dialog, name).setValue(number)
    assert dialog.error_shown(field) is None
    assert ok_button(dialog).isEnabled()


def test_presets_fill_the_fields_and_follow_them(dialog: SettingsDialog) -> None:
    _name, rows, cols, kinds = BOARD_PRESETS[-1]
    dialog.preset.setCurrentIndex(len(BOARD_PRESETS) - 1)
    assert (dialog.rows.value(), dialog.cols.value(), dialog.kinds.value()) == (rows, cols, kinds)
    dialog.rows.setValue(rows - 2)
    assert dialog.preset.currentText() == "Custom"


def test_the_pace_shows_the_seconds_it_gives_this_board(dialog: SettingsDialog) -> None:
    assert dialog.clock_note.text().startswith(f"{GameSettings().time_limit_s} s on this board")
    dialog.preset.setCurrentIndex(len(BOARD_PRESETS) - 1)  # Giant, 16 x 30
    giant = GameSettings(rows=16, cols=30, kinds=48).time_limit_s
    assert dialog.clock_note.text().startswith(f"{giant} s on this board")
    dialog.pace.setCurrentIndex(dialog.pace.findData("untimed"))
    assert dialog.pace.currentText() == "Untimed"
    assert dialog.clock_note.text() == "No clock: take your time."
    assert dialog.preferences().game.time_limit_s == 0


def test_accepted_settings_persist_into_a_new_window(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    dialog = open_dialog(parts)
    dialog.hints.setValue(7)
    dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
    dialog.link_ms.setValue(800)
    ok_button(dialog).click()
    assert parts.preferences.preferences.game.hints == 7
    assert parts.window.board_view.art.theme == "dark"
    again = build(INSTANT, clock)
    answer_questions(again)
    qtbot.addWidget(again.window)
    assert again.preferences.preferences.game.hints == 7
    assert again.preferences.preferences.theme == "dark"
    assert again.preferences.preferences.link_ms == 800
    again.start()
    assert again.controller.game.helps.hints_left == 7


def test_high_contrast_is_offered_applied_and_kept(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    dialog = open_dialog(parts)
    index = dialog.theme.findData("contrast")
    assert dialog.theme.itemText(index) == "High contrast"
    dialog.theme.setCurrentIndex(index)
    ok_button(dialog).click()
    assert parts.window.board_view.art.theme == "contrast"
    again = build(INSTANT, clock)
    answer_questions(again)
    qtbot.addWidget(again.window)
    assert again.preferences.preferences.theme == "contrast"


def test_cancel_changes_nothing(parts: Parts) -> None:
    dialog = open_dialog(parts)
    dialog.hints.setValue(9)
    dialog.reject()
    assert parts.preferences.preferences.game.hints == 3


def played_a_pair(parts: Parts) -> None:
    a, b = find_moves(parts.controller.game.board)[0]
    parts.controller.click(a)
    parts.controller.click(b)


def test_a_game_in_progress_asks_before_restarting(qtbot: QtBot, parts: Parts) -> None:
    asked = asking_discard(parts, yes=False)
    played_a_pair(parts)
    game = parts.controller.game
    dialog = open_dialog(parts)
    dialog.rows.setValue(6)
    ok_button(dialog).click()
    [(_question, note)] = asked
    assert "given up" in note  # it says what giving the game up does to its score
    assert parts.controller.game is game  # the player said no: the game goes on
    parts.questions.ask_discard = lambda question, note: (True, False)  # type: ignore[method-assign]
    parts.actions.new_game.trigger()
    assert parts.controller.game.settings.rows == 6  # and the next game uses them


def test_saying_yes_restarts_with_the_new_settings(parts: Parts) -> None:
    played_a_pair(parts)
    dialog = open_dialog(parts)
    dialog.rows.setValue(6)
    ok_button(dialog).click()
    assert parts.controller.game.settings.rows == 6
    assert parts.controller.game.tiles_left == 6 * parts.controller.game.settings.cols


def test_an_untouched_game_restarts_without_asking(parts: Parts) -> None:
    parts.questions.ask_discard = lambda question, note: pytest.fail("asked")  # type: ignore[method-assign]
    dialog = open_dialog(parts)
    dialog.cols.setValue(10)
    ok_button(dialog).click()
    assert parts.controller.game.settings.cols == 10


def test_ok_with_nothing_edited_keeps_every_preference(parts: Parts) -> None:
    """What the dialog does not hold stays as it was: its OK wiped the online account
    (Race Online then opened with an empty address)."""
    keeper = parts.preferences
    keeper.change(replace(keeper.preferences, online_account="alice@example.org"))
    before = keeper.preferences
    ok_button(open_dialog(parts)).click()
    assert keeper.preferences == before


def test_look_only_changes_never_restart(parts: Parts) -> None:
    played_a_pair(parts)
    game = parts.controller.game
    dialog = open_dialog(parts)
    dialog.sound.setChecked(False)
    dialog.animation.setCurrentIndex(dialog.animation.findData("off"))
    ok_button(dialog).click()
    assert parts.controller.game is game
    assert not parts.sounds.enabled
    assert parts.window.board_view.effects.timing == INSTANT  # a test's override stays


def test_the_board_follows_the_animation_preferences(qtbot: QtBot, clock: FakeClock) -> None:
    parts = build(clock=clock)
    qtbot.addWidget(parts.window)
    assert parts.window.board_view.effects.timing == Preferences().timing()
    chosen = replace(Preferences(), animation=Animation.OFF, link_ms=700)
    parts.preferences_flow.accept(chosen)
    assert parts.window.board_view.effects.timing == chosen.timing()
    assert parts.window.board_view.effects.timing.fade_ms == 0


def test_restore_defaults(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Preferences(game=GameSettings(rows=4, cols=4, kinds=4), sound=False))
    qtbot.addWidget(dialog)
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dialog.preferences() == Preferences()


def test_no_row_of_the_form_shows_empty(qtbot: QtBot) -> None:
    """A note or a reason with nothing to say takes no row: an empty one stood between
    Tiles and Background while LLK's own tiles were chosen."""
    dialog = SettingsDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    for form in dialog.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            field = None if item is None else item.widget()
            if form.isRowVisible(row) and isinstance(field, QLabel):
                assert field.text(), f"row {row} of a form is empty"


def test_an_untouched_game_on_a_sparse_layout_restarts_without_asking(parts: Parts) -> None:
    parts.controller.new_game(3, GameSettings(rows=6, cols=8, kinds=6, layout=Layout.DIAMOND))
    parts.questions.ask_discard = lambda question, note: pytest.fail("asked")  # type: ignore[method-assign]
    dialog = open_dialog(parts)
    dialog.cols.setValue(10)
    ok_button(dialog).click()
    assert parts.controller.game.settings.cols == 10


@pytest.mark.usefixtures("chinese")
def test_a_long_reason_wraps_and_is_shown_whole_in_chinese(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.kinds.setValue(4)
    dialog.rows.setValue(3)
    dialog.cols.setValue(5)
    label = dialog.findChild(QLabel, "error_layout")
    assert label is not None and label.isVisible()
    qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()))
    assert label.width() <= dialog.width()


def in_sight(widget: QWidget) -> bool:
    return not widget.visibleRegion().isEmpty()


@pytest.mark.usefixtures("chinese")
def test_the_dialog_fits_the_screen_and_every_field_is_in_reach(qtbot: QtBot) -> None:
    """On a screen of 800 x 800 (the test's): in one column the dialog stood taller than
    that and hid its buttons; now it fits, and scrolls to any field."""
    dialog = SettingsDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.frameGeometry().height() <= dialog.screen().availableGeometry().height()
    assert dialog.rect().contains(dialog.buttons.geometry())
    fields: tuple[QWidget, ...] = (dialog.rows, dialog.refreshes, dialog.sound, dialog.language)
    for field in fields:
        dialog.scroller.ensureWidgetVisible(field)
        qtbot.waitUntil(partial(in_sight, field))


class LaptopScreen:
    """What a 1366 x 768 screen offers a window, its task bar taken off."""

    def availableGeometry(self) -> QRect:  # noqa: N802 (QScreen's name)
        return QRect(0, 0, 1366, 728)


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_a_reason_makes_room_instead_of_scrolling(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest, language: str
) -> None:
    """On a 1366 x 768 screen the page fits whole; a reason shown under a field made it
    scroll, as the scroll area kept the size it had first asked for, which cut its last
    row and hid a group's title once scrolled. The dialog grows instead."""
    if language == "zh_CN":
        request.getfixturevalue("chinese")
    monkeypatch.setattr(QWidget, "screen", lambda _widget: LaptopScreen())
    dialog = SettingsDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    viewport = dialog.scroller.viewport()

    def whole_in_sight() -> None:
        assert dialog.scroller.verticalScrollBar().maximum() == 0
        for box in dialog.page.findChildren(QGroupBox):
            assert viewport.rect().contains(QRect(box.mapTo(viewport, QPoint(0, 0)), box.size()))

    whole_in_sight()
    dialog.kinds.setValue(4)
    dialog.rows.setValue(3)
    dialog.cols.setValue(5)
    assert dialog.error_shown("layout")
    reason = dialog.findChild(QLabel, "error_layout")
    assert reason is not None
    qtbot.waitUntil(lambda: reason.height() >= reason.heightForWidth(reason.width()) > 0)
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # the page grows
    qtbot.waitUntil(whole_in_sight)  # and so does the dialog, once its window has


def test_motion_and_sound_cues_are_chosen_stored_and_followed(
    qtbot: QtBot, clock: FakeClock
) -> None:
    """Reduce motion and the sound cues, picked with the mouse and the keyboard as a
    player does, reach the board and the sounds, and are there at the next start."""
    parts = build(clock=clock)
    answer_questions(parts)
    qtbot.addWidget(parts.window)
    dialog = open_dialog(parts)
    assert dialog.motion.toolTip() and dialog.sound_cues.toolTip()
    assert dialog.motion.currentData() == Motion.SYSTEM and not dialog.sound_cues.isChecked()
    assert dialog.sound_cues.isEnabled()
    assert not SettingsDialog(replace(Preferences(), sound=False)).sound_cues.isEnabled()
    dialog.motion.setFocus()
    qtbot.keyClick(dialog.motion, Qt.Key.Key_End)  # the last choice: Reduced
    dialog.sound_cues.click()
    dialog.sound.click()  # sound off: the cues with it
    assert not dialog.sound_cues.isEnabled()
    dialog.sound.click()
    assert dialog.sound_cues.isEnabled()
    ok_button(dialog).click()
    chosen = parts.preferences.preferences
    assert chosen.motion is Motion.REDUCED and chosen.sound_cues
    assert parts.window.board_view.effects.timing.reduced and parts.sounds.cues
    again = build(clock=clock)
    qtbot.addWidget(again.window)
    assert again.preferences.preferences == chosen


def test_an_old_animations_off_loads_and_still_reduces_motion(
    qtbot: QtBot, clock: FakeClock
) -> None:
    QSettings().setValue("animation", "off")  # stored before Motion existed
    parts = build(clock=clock)
    qtbot.addWidget(parts.window)
    preferences = parts.preferences.preferences
    assert preferences.animation is Animation.OFF and preferences.motion is Motion.SYSTEM
    assert parts.window.board_view.effects.timing.reduced
    assert not parts.preferences.problems


def test_a_reader_meets_the_fields_first_and_each_check_box_by_what_it_does(
    qtbot: QtBot,
) -> None:
    """The scroll area is no Tab stop of its own (it was the first focus, read as
    nothing); a check box's row topic leads its own text instead of replacing it."""
    dialog = SettingsDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    stops = tab_stops(dialog)
    assert stops[0] is dialog.preset and dialog.scroller not in stops
    assert [spoken_name(box) for box in (dialog.pause_in_background, dialog.sound)] == [
        "Clock: Stop it while another window is active",
        "Sound: Play sounds",
    ]
    assert spoken_name(dialog.sound_cues) == "Sound cues for playing without looking"


def test_the_wheel_scrolls_the_page_not_a_field_the_player_has_not_picked(
    qtbot: QtBot,
) -> None:
    """Scrolling Preferences, the pointer came to rest on "Hints per game" and the wheel
    turned it from 3 to 0. A field turns with the wheel once picked (it has the focus)."""
    dialog = SettingsDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitActive(dialog)
    dialog.preset.setFocus()
    for field in (dialog.hints, dialog.pace):
        was = value(field)
        assert not wheeled_down(field)  # the page's to scroll
        assert value(field) == was
    dialog.hints.setFocus()
    qtbot.waitUntil(dialog.hints.hasFocus)
    assert wheeled_down(dialog.hints) and dialog.hints.value() == 2
