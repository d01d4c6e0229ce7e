"""Nothing lost, ever: the game is on disk after every move, a kill or a signal costs at
most the last move, hostile files never stop the game, and failing disks are said once."""

from __future__ import annotations

import errno
import json
import math
import os
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from llk.app import build, parse_args
from llk.model import Game, find_moves
from llk.model.limits import MAX_SEED
from llk.store import data_files as storage
from llk.store.data_files import data_folder, player_map_folder
from llk.store.preferences import settings_file
from tests.app.files.test_corrupt_files import (
    SAVE,
    SCORES,
    TINY,
    VALID,
    backups_of,
    launch,
    plays_by_mouse,
    problem_texts,
    valid_save,
)
from tests.conftest import WAIT_S
from tests.game_window import INSTANT, answer_questions
from tests.model.clock import FakeClock


def save_document() -> dict[str, Any]:
    document = json.loads((data_folder() / SAVE).read_text(encoding="utf-8"))
    assert isinstance(document, dict)
    return document


# --- the game survives anything ------------------------------------------------------------


def test_every_move_is_on_disk_before_the_next(qtbot: QtBot, clock: FakeClock) -> None:
    parts = launch(qtbot, clock)
    for _ in range(3):
        plays_by_mouse(qtbot, parts)
        kept = save_document()["data"]
        assert kept["board"] == parts.controller.game.board.to_rows()
        assert kept["score"] == parts.controller.game.scoring.points
    # The process dies here without closing anything: the next run finds the last move.
    again = build(INSTANT, clock)
    answer_questions(again, resume=True)
    qtbot.addWidget(again.window)
    again.start()
    assert again.controller.game.board == parts.controller.game.board


def test_a_finished_game_leaves_no_save(qtbot: QtBot, clock: FakeClock) -> None:
    parts = launch(qtbot, clock)
    parts.controller.new_game(1, TINY)
    assert (data_folder() / SAVE).exists()
    while parts.controller.game.tiles_left:
        game = parts.controller.game
        a, b = next((a, b) for a, b in game.moves())
        parts.controller.click(a)
        parts.controller.click(b)
    assert not (data_folder() / SAVE).exists()


def run_game(home: Path, script: str, *args: str) -> subprocess.Popen[str]:
    """The game in a process of its own, headless, with its own settings and data."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
    }
    return subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(script), *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def saved_in(home: Path) -> dict[str, Any] | None:
    found = list((home / "data").glob(f"**/{SAVE}"))
    if not found:
        return None
    [path] = found
    data = json.loads(path.read_text(encoding="utf-8"))["data"]
    assert isinstance(data, dict)
    return data


def test_kill_9_after_a_move_loses_nothing(tmp_path: Path) -> None:
    """A real SIGKILL right after three pairs: the save holds all three."""
    game = run_game(
        tmp_path,
        """
        import os, signal, sys
        from PySide6.QtWidgets import QApplication
        from llk.app import build, configure
        from llk.model import GameSettings, find_moves
        app = QApplication([]); configure(app)
        parts = build()
        parts.controller.new_game(5, GameSettings(rows=4, cols=6, kinds=6))
        for _ in range(3):
            a, b = find_moves(parts.controller.game.board)[0]
            parts.controller.click(a); parts.controller.click(b)
        print("TILES", parts.controller.game.tiles_left, flush=True)
        os.kill(os.getpid(), signal.SIGKILL)
        """,
    )
    out, _ = game.communicate(timeout=WAIT_S)
    assert game.returncode == -signal.SIGKILL
    kept = saved_in(tmp_path)
    assert kept is not None
    [left] = [line.split()[1] for line in out.splitlines() if line.startswith("TILES")]
    assert sum(1 for row in kept["board"] for face in row if face) == int(left) == 18


@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_quit_signal_closes_the_game_cleanly(tmp_path: Path, name: str) -> None:
    game = run_game(
        tmp_path,
        "import sys; from llk.app import main; sys.exit(main(sys.argv[1:]))",
        "--seed",
        "7",
    )
    deadline = time.monotonic() + WAIT_S
    while saved_in(tmp_path) is None:  # the game is on disk as soon as it is dealt
        assert game.poll() is None and time.monotonic() < deadline, game.stdout
        time.sleep(0.05)
    game.send_signal(getattr(signal, name))
    game.communicate(timeout=WAIT_S)
    assert game.returncode == 0
    kept = saved_in(tmp_path)
    assert kept is not None and kept["seed"] == 7


def test_a_quit_signal_while_asked_to_resume_keeps_the_saved_game(tmp_path: Path) -> None:
    """A logout while the game asks whether to resume: the process ends, and the saved
    game is still there, untouched, for the next run (it used to be removed)."""
    first = run_game(
        tmp_path, "import sys; from llk.app import main; sys.exit(main(['--seed', '7']))"
    )
    deadline = time.monotonic() + WAIT_S
    while saved_in(tmp_path) is None:
        assert first.poll() is None and time.monotonic() < deadline, first.stdout
        time.sleep(0.05)
    first.send_signal(signal.SIGTERM)
    first.communicate(timeout=WAIT_S)
    [path] = (tmp_path / "data").glob(f"**/{SAVE}")
    stored = json.loads(path.read_text(encoding="utf-8"))
    game = Game.from_dict(stored["data"])
    a, b = find_moves(game.board)[0]
    game.click(a)
    game.click(b)  # a game in progress: an untouched deal is not asked about
    path.write_text(json.dumps({**stored, "data": game.to_dict()}), encoding="utf-8")
    before = path.read_bytes()
    again = run_game(
        tmp_path,
        """
        import sys
        from PySide6.QtCore import QTimer
        from llk.app import main
        from llk.dialogs.questions import Questions
        ask = Questions.ask_resume
        def asking(self, saved, note, asked_for=None):
            QTimer.singleShot(0, lambda: print("ASKING", flush=True))  # from its own loop
            return ask(self, saved, note, asked_for)
        Questions.ask_resume = asking
        sys.exit(main([]))
        """,
    )
    output = again.stdout
    assert output is not None
    assert "ASKING" in iter(lambda: output.readline().strip(), "")  # Qt warns there too
    again.send_signal(signal.SIGTERM)
    again.communicate(timeout=WAIT_S)
    assert again.returncode == 0
    assert path.read_bytes() == before


def test_a_second_start_brings_the_running_game_forward_and_leaves(tmp_path: Path) -> None:
    """Two games on one data folder would write their saved game and scores over each
    other's: the second start leaves at once, touching nothing. (What a second start
    asks for on its command line is handed to the running game: test_hand_over.py.)"""
    main_script = "import sys; from llk.app import main; sys.exit(main(sys.argv[1:]))"
    first = run_game(tmp_path, main_script, "--seed", "7")
    deadline = time.monotonic() + WAIT_S
    while saved_in(tmp_path) is None:
        assert first.poll() is None and time.monotonic() < deadline, first.stdout
        time.sleep(0.05)
    [path] = (tmp_path / "data").glob(f"**/{SAVE}")
    before = path.read_bytes()
    second = run_game(tmp_path, main_script)
    out, _ = second.communicate(timeout=WAIT_S)
    assert second.returncode == 0
    assert "already running" in out
    assert first.poll() is None
    assert path.read_bytes() == before
    first.send_signal(signal.SIGTERM)
    first.communicate(timeout=WAIT_S)
    assert first.returncode == 0
    kept = saved_in(tmp_path)
    assert kept is not None and kept["seed"] == 7


def test_stray_temporary_files_are_cleaned_at_the_next_start(
    qtbot: QtBot, clock: FakeClock
) -> None:
    folder = data_folder()
    maps = player_map_folder(folder)
    maps.mkdir()
    stale = [folder / ".saved-game.json.k1ll3d.tmp", maps / ".heart.llkmap.k1ll3d.tmp"]
    fresh = [folder / ".scores.json.n0w.tmp", maps / ".heart.llkmap.n0w.tmp"]
    for path in (*stale, *fresh):
        path.write_text("half a save")
    old = time.time() - 3600
    for path in stale:
        os.utime(path, (old, old))
    launch(qtbot, clock)
    assert not any(path.exists() for path in stale)  # the maps' folder's too
    assert all(path.exists() for path in fresh)  # maybe another LLK writing right now


# --- hostile files --------------------------------------------------------------------------


def hostile(name: str, kind: str) -> None:
    path = data_folder() / name
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "link-to-dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "5-gb":
        with path.open("wb") as file:
            file.truncate(5 * 2**30)  # sparse: costs no disk
    else:
        document = json.loads(VALID[name]())
        data = document["data"]
        if name == SAVE:
            data.update(HOSTILE_SAVES[kind])
        else:
            document["data"] = {"8x12 full levels normal": [HOSTILE_SAVES[kind]]}
        path.write_text(json.dumps(document, allow_nan=True))


REFUSED_UNREAD = {
    "fifo": "not a regular file",
    "link-to-dev-zero": "not a regular file",
    "5-gb": "larger than 4 MB",
}
"""The files refused for what they are, before a byte is read, or after the first 4 MB."""

HOSTILE_SAVES: dict[str, dict[str, Any]] = {
    "nan": {"elapsed_s": math.nan, "seconds": math.nan},
    "infinity": {"time_bonus_s": math.inf, "seconds": math.inf},
    "10^400": {"level": 10**400, "score": 10**400},
}


@pytest.mark.parametrize("kind", ["fifo", "link-to-dev-zero", "5-gb", "nan", "infinity", "10^400"])
@pytest.mark.parametrize("name", [SCORES, SAVE])
def test_a_hostile_data_file_never_stops_the_game(
    qtbot: QtBot, clock: FakeClock, name: str, kind: str
) -> None:
    hostile(name, kind)
    parts = launch(qtbot, clock)
    [text] = problem_texts(parts)
    assert "\n" not in text
    assert REFUSED_UNREAD.get(kind, "") in text  # nothing read forever, nothing blocked
    if name == SAVE or kind in ("fifo", "link-to-dev-zero", "5-gb", "nan", "infinity"):
        [backup] = backups_of(name)
        assert backup.name in text
    plays_by_mouse(qtbot, parts)


def test_a_table_with_a_damaged_entry_keeps_the_others(qtbot: QtBot, clock: FakeClock) -> None:
    good = {"name": "Old", "score": 10, "seconds": 5.0, "date": "2026-01-01", "hints_used": False}
    bad = {**good, "name": "Bad", "score": 10**400}
    path = data_folder() / SCORES
    path.write_text(json.dumps({"format": 1, "data": {"8x12 full levels normal": [good, bad]}}))
    before = path.read_bytes()
    parts = launch(qtbot, clock)
    [text] = problem_texts(parts)
    assert "1 damaged" in text
    [backup] = backups_of(SCORES)
    assert backup.read_bytes() == before and backup.name in text
    assert [e.name for e in parts.scores.scores.top("8x12 full levels normal")] == ["Old"]
    parts.actions.high_scores.trigger()
    assert parts.dialogs.current is not None and parts.dialogs.current.isVisible()


def test_a_damaged_save_never_poisons_the_scores(qtbot: QtBot, clock: FakeClock) -> None:
    hostile(SAVE, "nan")
    (data_folder() / SCORES).write_bytes(VALID[SCORES]())
    parts = launch(qtbot, clock)
    plays_by_mouse(qtbot, parts)
    text = (data_folder() / SCORES).read_text()
    assert "NaN" not in text and "Infinity" not in text


# --- failing disks --------------------------------------------------------------------------


def test_a_read_only_data_folder_is_said_once_and_the_game_plays(
    qtbot: QtBot, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = data_folder()
    real_mkstemp = tempfile.mkstemp

    def refuse_in_the_data_folder(*args: Any, **kwargs: Any) -> Any:
        if Path(kwargs.get("dir", "")) == folder:
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_mkstemp(*args, **kwargs)

    monkeypatch.setattr(tempfile, "mkstemp", refuse_in_the_data_folder)
    parts = launch(qtbot, clock)
    [text] = problem_texts(parts)
    assert "cannot be written" in text and "not be kept" in text
    for _ in range(3):
        plays_by_mouse(qtbot, parts)
    parts.window.close()
    assert len(parts.window.problem_boxes) == 1


def test_a_full_disk_is_said_once_and_the_last_save_is_kept(
    qtbot: QtBot, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    parts = launch(qtbot, clock)
    plays_by_mouse(qtbot, parts)
    kept = (data_folder() / SAVE).read_bytes()

    def full(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(storage, "write_atomically", full)
        for _ in range(3):
            plays_by_mouse(qtbot, parts)
        [text] = problem_texts(parts)
        assert "No space left on device" in text and "last save is kept" in text
        assert (data_folder() / SAVE).read_bytes() == kept
    plays_by_mouse(qtbot, parts)
    assert (data_folder() / SAVE).read_bytes() != kept


def test_preferences_that_cannot_be_saved_are_said_once_until_they_can_again(
    qtbot: QtBot, clock: FakeClock
) -> None:
    """Changes were silently not kept when the settings could not be written (Qt only
    notes an AccessError): said once, not at every change, and again after a save that
    worked. A file in place of the settings folder stands for the full disk: nothing
    can be written there, even by root."""
    parts = launch(qtbot, clock)
    path = settings_file()
    assert path is not None

    def break_the_folder() -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        for stored in path.parent.iterdir():
            stored.unlink()
        path.parent.rmdir()
        path.parent.write_text("a file where the settings folder was")

    break_the_folder()
    for _ in range(3):
        parts.menu_actions.sound.trigger()
    [text] = problem_texts(parts)
    assert "\n" not in text
    assert f"The preferences could not be saved in {path}" in text
    assert not parts.sounds.enabled  # the change still applies while LLK runs
    path.parent.unlink()
    parts.menu_actions.sound.trigger()  # sound on again, and saved
    assert len(problem_texts(parts)) == 1
    assert QSettings().value("sound") in (True, "true")
    break_the_folder()
    parts.menu_actions.sound.trigger()
    assert len(problem_texts(parts)) == 2


# --- the settings file ----------------------------------------------------------------------


def test_a_settings_file_that_is_a_link_is_never_written_through(
    qtbot: QtBot, clock: FakeClock, tmp_path: Path
) -> None:
    target = tmp_path / "elsewhere.conf"
    target.write_text("[General]\ntheme=dark\n")
    path = settings_file()
    assert path is not None
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(target)
    parts = launch(qtbot, clock)
    [text] = problem_texts(parts)
    assert "link" in text
    parts.menu_actions.sound.trigger()  # a change of preferences is written...
    QSettings().sync()
    assert target.read_text() == "[General]\ntheme=dark\n"  # ...not through the link
    assert not path.is_symlink() and path.exists()


def test_an_unreadable_settings_file_is_said_to_be_unreadable(
    qtbot: QtBot, clock: FakeClock
) -> None:
    path = settings_file()
    assert path is not None
    path.mkdir(parents=True)  # a folder where the file should be: it cannot be read
    parts = launch(qtbot, clock)
    [text] = problem_texts(parts)
    assert "cannot be read" in text or "not a regular file" in text
    assert "cannot be written" not in text


# --- game numbers ---------------------------------------------------------------------------


def test_game_numbers_have_one_range_everywhere(qtbot: QtBot, clock: FakeClock) -> None:
    assert parse_args(["--seed", str(MAX_SEED)]).seed == MAX_SEED
    for wrong in (str(MAX_SEED + 1), "-1", "1e9", "many"):
        with pytest.raises(SystemExit):
            parse_args(["--seed", wrong])
    parts = launch(qtbot, clock)
    parts.controller.new_game(MAX_SEED)
    asked: list[int] = []

    def ask_game_number(current: int) -> int | None:
        asked.append(current)
        return None

    parts.questions.ask_game_number = ask_game_number  # type: ignore[method-assign]
    parts.actions.play_number.trigger()
    assert asked == [MAX_SEED]
    with pytest.raises(ValueError, match="seed"):
        Game(TINY, seed=MAX_SEED + 1)
    assert valid_save()
