"""Damaged files on disk, end to end through the real app: the game starts anyway, says
what happened in one line, keeps the damaged file as a backup and plays and records on."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.model import Game, GameSettings, Phase, find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.records.preferences import Preferences, Theme
from llk.model.records.scores import HighScores, table_key
from llk.store.data_files import DataFile, data_folder
from llk.store.preferences import load_preferences
from llk.store.save_keeper import SAVE_FORMAT
from llk.store.score_keeper import SCORES_FORMAT
from llk.wiring import Parts
from tests.game_window import INSTANT, SMALL, answer_questions, click_cell, close_end_box, play_out
from tests.model.clock import FakeClock

TINY = GameSettings(rows=2, cols=4, kinds=2, levels=False, gravity=ShiftMode.NONE)
"""A classic game (not a run of levels): clearing the board wins it."""

SCORES = "scores.json"
SAVE = "saved-game.json"
LABELS = {SCORES: "high scores", SAVE: "saved game"}


def launch(qtbot: QtBot, clock: FakeClock) -> Parts:
    """Build and show the app like `llk.app.main` does, then start it."""
    parts = build(INSTANT, clock)
    answer_questions(parts)
    parts.questions.ask_resume = never_asked  # type: ignore[method-assign]
    qtbot.addWidget(parts.window)
    parts.window.resize(900, 600)
    with qtbot.waitExposed(parts.window):
        parts.window.show()
    parts.start()
    return parts


def never_asked(saved: Game, note: str, asked_for: int | None = None) -> bool:
    raise AssertionError("no usable saved game, yet the player was asked to resume it")


def problem_texts(parts: Parts) -> list[str]:
    boxes = parts.window.problem_boxes
    for box in boxes:
        assert box.isVisible()
        assert box.icon() is QMessageBox.Icon.Warning
    return [box.text() for box in boxes]


def plays_by_mouse(qtbot: QtBot, parts: Parts) -> None:
    """A game is on and the board answers clicks."""
    game = parts.controller.game
    assert game.phase is Phase.PLAYING
    assert parts.window.board_view.tile_cells() == sorted(p for p, _ in game.board.tiles())
    before = game.tiles_left
    a, b = find_moves(game.board)[0]
    click_cell(qtbot, parts, a)
    click_cell(qtbot, parts, b)
    assert parts.controller.game.tiles_left == before - 2


def win_tiny(parts: Parts, clock: FakeClock) -> int:
    parts.controller.new_game(1, TINY)
    play_out(parts, clock)
    assert parts.controller.game.phase is Phase.WON
    close_end_box(parts)
    return parts.controller.game.scoring.points


def stored_scores() -> HighScores:
    scores, problem = DataFile(SCORES, SCORES_FORMAT, "high scores").load(HighScores.from_dict)
    assert problem is None
    assert scores is not None
    return scores


def backups_of(name: str) -> list[Path]:
    found = sorted(data_folder().glob(f"{name}.*.bak"))
    for path in found:
        assert re.fullmatch(re.escape(name) + r"\.\d{8}-\d{6}(-\d+)?\.bak", path.name), path.name
    return found


# --- what goes on disk before the app starts -------------------------------------------


def valid_scores() -> bytes:
    entry = {"name": "Old", "score": 10, "seconds": 5.0, "date": "2026-01-01", "hints_used": False}
    document = {"format": SCORES_FORMAT, "data": {table_key(TINY): [entry]}}
    return json.dumps(document).encode()


def valid_save() -> bytes:
    game = Game(SMALL, seed=5, clock=FakeClock())
    return json.dumps({"format": SAVE_FORMAT, "data": game.to_dict()}).encode()


VALID = {SCORES: valid_scores, SAVE: valid_save}

DAMAGE: dict[str, tuple[Callable[[bytes], bytes] | None, str]] = {
    # kind: (make the bytes from the valid ones (None: a directory), words in the message)
    "corrupt": (lambda valid: valid.replace(b'"', b"'"), "damaged"),
    "truncated": (lambda valid: valid[: len(valid) * 2 // 3], "damaged"),
    "wrong-version": (lambda valid: re.sub(rb'"format": \d+', b'"format": 99', valid), "format 99"),
    "invalid-utf8": (lambda valid: valid.replace(b"{", b"{\xff\xfe", 1), "UnicodeDecodeError"),
    "unreadable": (None, "could not be read"),
}


def put_damaged(name: str, kind: str) -> bytes | None:
    """Write a damaged `name` into the data folder; the bytes written (None: a folder)."""
    make, _ = DAMAGE[kind]
    path = data_folder() / name
    if make is None:
        path.mkdir()
        (path / "marker.txt").write_text("was here")
        return None
    content = make(VALID[name]())
    assert content != VALID[name]()
    path.write_bytes(content)
    return content


def assert_backed_up(name: str, content: bytes | None) -> Path:
    [backup] = backups_of(name)
    if content is None:
        assert (backup / "marker.txt").read_text() == "was here"
    else:
        assert backup.read_bytes() == content
    return backup


# --- data files ------------------------------------------------------------------------


@pytest.mark.parametrize("kind", list(DAMAGE))
@pytest.mark.parametrize("name", [SCORES, SAVE])
def test_a_damaged_data_file_is_reported_kept_and_the_game_plays_and_records(
    qtbot: QtBot, clock: FakeClock, name: str, kind: str
) -> None:
    content = put_damaged(name, kind)

    parts = launch(qtbot, clock)

    [text] = problem_texts(parts)
    assert "\n" not in text
    assert LABELS[name] in text
    assert DAMAGE[kind][1] in text
    backup = assert_backed_up(name, content)
    assert backup.name in text
    if name == SCORES:
        assert not (data_folder() / name).exists()  # a fresh table comes with a record
    plays_by_mouse(qtbot, parts)
    assert parts.controller.game.scoring.points > 0

    score = win_tiny(parts, clock)

    table = stored_scores().top(table_key(TINY))
    assert [(e.name, e.score) for e in table] == [("Tester", score)]
    assert_backed_up(name, content)  # the backup is left alone


def test_both_files_damaged_give_two_messages_and_two_backups(
    qtbot: QtBot, clock: FakeClock
) -> None:
    scores = put_damaged(SCORES, "truncated")
    save = put_damaged(SAVE, "unreadable")

    parts = launch(qtbot, clock)

    texts = problem_texts(parts)
    assert len(texts) == 2
    assert any("high scores" in t for t in texts)
    assert any("saved game" in t for t in texts)
    assert_backed_up(SCORES, scores)
    assert_backed_up(SAVE, save)
    plays_by_mouse(qtbot, parts)


def test_valid_files_give_no_message(qtbot: QtBot, clock: FakeClock) -> None:
    (data_folder() / SCORES).write_bytes(valid_scores())
    parts = launch(qtbot, clock)
    assert problem_texts(parts) == []
    assert [e.name for e in parts.scores.scores.top(table_key(TINY))] == ["Old"]
    assert backups_of(SCORES) == []


def test_messages_are_shown_once(qtbot: QtBot, clock: FakeClock) -> None:
    put_damaged(SCORES, "corrupt")
    parts = launch(qtbot, clock)
    assert len(parts.window.problem_boxes) == 1
    parts.questions.ask_resume = lambda saved, note, asked_for=None: False  # type: ignore[method-assign]
    parts.start(3)
    assert len(parts.window.problem_boxes) == 1


def test_a_file_where_the_data_folder_should_be_does_not_stop_the_game(
    qtbot: QtBot, clock: FakeClock
) -> None:
    folder = data_folder()
    folder.rmdir()
    folder.write_bytes(b"not a folder")

    parts = launch(qtbot, clock)

    texts = problem_texts(parts)
    assert texts
    assert all("\n" not in t for t in texts)
    plays_by_mouse(qtbot, parts)
    assert folder.read_bytes() == b"not a folder"


# --- settings --------------------------------------------------------------------------


def store_settings(values: dict[str, object]) -> None:
    settings = QSettings()
    for key, value in values.items():
        settings.setValue(key, value)
    settings.sync()
    assert settings.status() is QSettings.Status.NoError


BAD_SETTINGS = {"game/rows": "abc", "game/kinds": 999, "theme": "purple", "sound": "maybe"}


def test_bad_setting_values_fall_back_to_defaults_and_are_named(
    qtbot: QtBot, clock: FakeClock
) -> None:
    store_settings(BAD_SETTINGS)

    parts = launch(qtbot, clock)

    assert parts.preferences.preferences == Preferences()
    assert parts.controller.game.settings == GameSettings()
    assert parts.window.board_view.art.theme == "light"
    assert parts.sounds.enabled
    assert parts.menu_actions.sound.isChecked()
    texts = problem_texts(parts)
    assert len(texts) == 4
    assert all("\n" not in t for t in texts)
    for name, shown in (
        ("rows", "'abc'"),
        ("kinds", "999"),
        ("theme", "purple"),
        ("sound", "maybe"),
    ):
        assert any(name in t and shown in t for t in texts), (name, texts)
    plays_by_mouse(qtbot, parts)


@pytest.mark.parametrize(
    ("values", "named"),
    [
        ({"game/hints": "lots"}, ("hints",)),
        ({"game/time_bonus_s": "fast"}, ("time_bonus_s",)),
        ({"game/pace": "ludicrous"}, ("pace",)),
        ({"game/layout": "spiral"}, ("layout",)),
        ({"game/rows": 3, "game/cols": 3}, ("rows", "cols")),  # 9 cells: tiles come in pairs
        ({"link_ms": 5}, ("link_ms",)),
        ({"animation": "wobbly"}, ("animation",)),
        ({"motion": "Infinity"}, ("motion",)),
        ({"sound_cues": "sometimes"}, ("sound_cues",)),
        ({"language": "klingon"}, ("language",)),
    ],
)
def test_other_bad_settings_are_named_too(
    qtbot: QtBot, clock: FakeClock, values: dict[str, object], named: tuple[str, ...]
) -> None:
    store_settings(values)
    parts = launch(qtbot, clock)
    assert parts.preferences.preferences == Preferences()
    texts = problem_texts(parts)
    assert texts
    assert all("\n" not in t for t in texts)
    assert any(name in t for t in texts for name in named), texts
    plays_by_mouse(qtbot, parts)


@pytest.mark.parametrize(
    ("values", "expected", "named"),
    [
        pytest.param(
            {"game/kinds": 999, "game/hints": 7, "game/rows": 6},
            Preferences(game=GameSettings(rows=6, hints=7)),
            "kinds",
            id="game",
        ),
        pytest.param(
            {"theme": "purple", "link_ms": 800, "sound": False},
            Preferences(link_ms=800, sound=False),
            "theme",
            id="look",
        ),
    ],
)
def test_a_bad_value_does_not_undo_the_good_ones(
    qtbot: QtBot, clock: FakeClock, values: dict[str, object], expected: Preferences, named: str
) -> None:
    store_settings(values)
    parts = launch(qtbot, clock)
    assert parts.preferences.preferences == expected
    assert parts.controller.game.settings == expected.game
    [text] = problem_texts(parts)
    assert named in text


def settings_path() -> Path:
    """Where QSettings() keeps the settings (asked before the file exists, so no
    QSettings object has parsed and cached its content yet)."""
    path = Path(QSettings().fileName())
    assert not path.exists()
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def qt_status(tmp_path: Path, content: bytes | None) -> QSettings.Status:
    """What QSettings reports for a settings file holding ``content`` (None: a folder).

    Read from a separate file: Qt caches a parsed file per process and reports a
    FormatError only to the first QSettings that parses it, so probing the real file
    here would hide the error from the app.
    """
    probe = tmp_path / "probe" / "probe.conf"
    probe.parent.mkdir(exist_ok=True)
    if content is None:
        probe.mkdir()
    else:
        probe.write_bytes(content)
    return QSettings(str(probe), QSettings.Format.IniFormat).status()


# Qt's INI reader takes nearly anything; a section header without its "]" is one
# thing it reports as a FormatError. Qt still hands out the keys it could read
# (theme here), but the message promises the defaults.
DAMAGED_SETTINGS = b"theme=dark\n junk = \n[unterminated\nsound=false\n"


def backups_of_settings(path: Path) -> list[Path]:
    found = sorted(path.parent.glob(f"{path.name}.*.bak"))
    for backup in found:
        assert re.fullmatch(re.escape(path.name) + r"\.\d{8}-\d{6}(-\d+)?\.bak", backup.name)
    return found


def test_a_damaged_settings_file_is_reported_kept_and_replaced(
    qtbot: QtBot, clock: FakeClock, tmp_path: Path
) -> None:
    assert qt_status(tmp_path, DAMAGED_SETTINGS) is QSettings.Status.FormatError
    path = settings_path()
    path.write_bytes(DAMAGED_SETTINGS)

    parts = launch(qtbot, clock)  # the window reads QSettings too: it must not hide the error

    [text] = problem_texts(parts)
    assert "\n" not in text
    assert "settings file was damaged" in text
    [backup] = backups_of_settings(path)
    assert backup.name in text
    assert backup.read_bytes() == DAMAGED_SETTINGS
    assert parts.preferences.preferences == Preferences()
    assert parts.controller.game.settings == GameSettings()
    plays_by_mouse(qtbot, parts)
    # A fresh settings file takes the next change.
    parts.menu_actions.sound.trigger()
    again = QSettings()
    assert again.status() is QSettings.Status.NoError
    assert again.value("sound") in (False, "false")
    assert again.value("theme") == "system"
    assert backup.read_bytes() == DAMAGED_SETTINGS


def test_load_preferences_sets_a_damaged_file_aside() -> None:
    path = settings_path()
    path.write_bytes(DAMAGED_SETTINGS)

    preferences, problems = load_preferences(QSettings())

    assert preferences == Preferences()
    [text] = problems
    assert "settings file was damaged" in text
    [backup] = backups_of_settings(path)
    assert backup.name in text
    assert backup.read_bytes() == DAMAGED_SETTINGS
    fresh = QSettings()
    fresh.setValue("theme", "dark")
    fresh.sync()
    assert fresh.status() is QSettings.Status.NoError
    assert load_preferences(QSettings()) == (Preferences(theme=Theme.DARK), [])


def test_a_settings_backup_never_overwrites_an_earlier_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = settings_path()
    monkeypatch.setattr(time, "strftime", lambda _format: "20260101-120000")
    earlier = path.parent / f"{path.name}.20260101-120000.bak"
    earlier.write_bytes(b"an earlier backup")
    path.write_bytes(DAMAGED_SETTINGS)

    _, [text] = load_preferences(QSettings())

    assert "settings file was damaged" in text
    assert earlier.read_bytes() == b"an earlier backup"
    assert sorted(p.read_bytes() for p in backups_of_settings(path)) == sorted(
        [b"an earlier backup", DAMAGED_SETTINGS]
    )


@pytest.mark.parametrize(
    ("content", "why"),
    [
        pytest.param(bytes(range(256)) * 4, "binary data", id="binary-garbage"),
        pytest.param(b"[General]\ntheme=dark\x00\x00\n", "binary data", id="nul-bytes"),
        pytest.param(b"[General]\ntheme=dark\nsound=\xff\xfe\n", "not UTF-8", id="not-utf-8"),
    ],
)
def test_a_settings_file_qt_reads_without_a_word_is_kept_aside_and_said(
    qtbot: QtBot, clock: FakeClock, tmp_path: Path, content: bytes, why: str
) -> None:
    """Qt's reader skips what it cannot use and reports no error, so such a file was read
    as no settings without a word, and written over at the next change."""
    assert qt_status(tmp_path, content) is QSettings.Status.NoError
    path = settings_path()
    path.write_bytes(content)

    parts = launch(qtbot, clock)

    [text] = problem_texts(parts)
    [backup] = backups_of_settings(path)
    assert why in text and backup.name in text and "\n" not in text
    assert backup.read_bytes() == content
    assert parts.preferences.preferences == Preferences()
    plays_by_mouse(qtbot, parts)
    parts.menu_actions.sound.trigger()  # a change goes to a fresh file
    assert QSettings().value("sound") in (False, "false")
    assert backup.read_bytes() == content


def test_an_unreadable_settings_file_is_said_and_the_game_plays(
    qtbot: QtBot, clock: FakeClock, tmp_path: Path
) -> None:
    assert qt_status(tmp_path, None) is QSettings.Status.AccessError
    path = settings_path()
    path.mkdir()  # a folder where the file should be

    parts = launch(qtbot, clock)

    [text] = problem_texts(parts)
    assert "\n" not in text
    assert "cannot be read" in text and "cannot be written" not in text
    assert parts.preferences.preferences == Preferences()
    plays_by_mouse(qtbot, parts)
    parts.menu_actions.sound.trigger()  # kept in a settings file of its own now
    assert not parts.sounds.enabled
    [backup] = path.parent.glob(f"{path.name}.*.bak")
    assert backup.is_dir() and backup.name in text


def test_fair_deals_become_the_default_for_older_settings_files(qtbot: QtBot) -> None:
    """Format 1 stored the old default (fair deals off) with every other setting."""
    store_settings({"game/solvable": False, "game/rows": 6})
    preferences, problems = load_preferences()
    assert preferences.game.solvable and preferences.game.rows == 6 and not problems


def test_fair_deals_turned_off_in_the_current_format_stay_off(qtbot: QtBot) -> None:
    store_settings({"game/solvable": False, "settings_format": 2})
    preferences, _ = load_preferences()
    assert not preferences.game.solvable
