"""Real starts of the game on one data folder: however they come, only one keeps playing.

Each start is ``python -m llk`` on its own offscreen screen, with the same data
and config folders and its own temporary folder (a terminal and the desktop
launcher differ there). The tests wait for what they need (the first holds the
folder and listens; a start ends) with generous bounded polls, never on time.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

import llk.app
from llk.store.data_files import DATA_FOLDER_NAME, SAVED_GAME_FILE
from llk.store.single_instance import LOCK_NAME, SOCKET_NAME
from llk.view.main_window import MainWindow
from tests.store.test_single_instance import holding_silently

START_MS = 120_000
"""A start takes a second or two; this bound is only there so that a broken one fails."""


class Starts:
    """Starts of LLK on one data folder, each ended when the test ends."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self.folder = home / "data" / DATA_FOLDER_NAME
        self.started: list[subprocess.Popen[bytes]] = []
        self._outputs: list[IO[str]] = []

    def start(self, temporary: Path, *args: str) -> subprocess.Popen[bytes]:
        temporary.mkdir(parents=True, exist_ok=True)
        env = {k: v for k, v in os.environ.items() if k not in ("XDG_RUNTIME_DIR", "LANGUAGE")}
        env.update(
            QT_QPA_PLATFORM="offscreen",
            XDG_DATA_HOME=str(self.home / "data"),
            XDG_CONFIG_HOME=str(self.home / "config"),
            TMPDIR=str(temporary),
            LANG="C.UTF-8",
            LC_ALL="C.UTF-8",
        )
        number = len(self.started)
        out = (self.home / f"out-{number}.txt").open("w")
        err = (self.home / f"err-{number}.txt").open("w")
        self._outputs += [out, err]
        process = subprocess.Popen(
            [sys.executable, "-m", "llk", *args],
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=err,
        )
        self.started.append(process)
        return process

    def said(self, process: subprocess.Popen[bytes]) -> str:
        return (self.home / f"out-{self.started.index(process)}.txt").read_text()

    def listening(self) -> bool:
        return (self.folder / LOCK_NAME).exists() and (self.folder / SOCKET_NAME).exists()

    def end_all(self) -> None:
        for process in self.started:
            if process.poll() is None:
                process.terminate()  # the game saves and quits on SIGTERM
        for process in self.started:
            try:
                process.wait(timeout=START_MS / 1000)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        for output in self._outputs:
            output.close()


@pytest.fixture
def starts(tmp_path: Path) -> Iterator[Starts]:
    runs = Starts(tmp_path)
    yield runs
    runs.end_all()


def ended(qtbot: QtBot, process: subprocess.Popen[bytes]) -> int:
    qtbot.waitUntil(lambda: process.poll() is not None, timeout=START_MS)
    return process.returncode


def test_a_second_start_does_not_stay_running_beside_the_first(
    qtbot: QtBot, tmp_path: Path, starts: Starts
) -> None:
    """Before, each of these played beside the first and wrote over its files."""
    too_long = tmp_path / ("t" * 100) / ("u" * 100)  # no socket path fits in it
    first = starts.start(too_long)
    qtbot.waitUntil(starts.listening, timeout=START_MS)

    for temporary in (tmp_path / "another", too_long):
        second = starts.start(temporary)
        assert ended(qtbot, second) == 0
        assert "already running" in starts.said(second)
        assert first.poll() is None

    (starts.folder / SOCKET_NAME).unlink()  # a cleaner went by
    qtbot.waitUntil(starts.listening, timeout=START_MS)  # the first listens again
    third = starts.start(tmp_path / "later")
    assert ended(qtbot, third) == 0
    assert "already running" in starts.said(third)
    assert first.poll() is None

    first.terminate()
    assert ended(qtbot, first) == 0
    assert not (starts.folder / LOCK_NAME).exists()
    assert not (starts.folder / SOCKET_NAME).exists()


def test_three_starts_at_once_leave_one_game(qtbot: QtBot, tmp_path: Path, starts: Starts) -> None:
    three = [starts.start(tmp_path / f"temporary-{n}") for n in range(3)]
    qtbot.waitUntil(lambda: sum(p.poll() is not None for p in three) >= 2, timeout=3 * START_MS)
    [playing] = [p for p in three if p.poll() is None]
    for process in three:
        if process is not playing:
            assert process.returncode == 0
            assert "already running" in starts.said(process)
    assert (starts.folder / LOCK_NAME).read_text().split("\n")[0] == str(playing.pid)


def test_a_start_beside_a_live_llk_that_does_not_answer_says_so_and_fails(
    qapp: QApplication,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The running game cannot be reached (an older LLK, its socket out of reach): this
    start names it in one line, on stderr and in a box, ends with status 1, and
    builds no game that would write over the other's files."""
    folder = tmp_path / "data" / DATA_FOLDER_NAME
    folder.mkdir(parents=True)
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda _parent, _title, text: boxes.append(text))
    monkeypatch.setattr(llk.app, "install_translator", lambda _app, _language: None)
    monkeypatch.setattr("llk.store.single_instance.PATIENCE_S", 0.0)
    with holding_silently(folder / LOCK_NAME) as holder:
        with monkeypatch.context() as patch:  # main makes the application: this one
            patch.setattr("PySide6.QtWidgets.QApplication", lambda _argv: qapp)
            status = llk.app.main([])
        holder.kill()
    assert status == 1
    [line] = capsys.readouterr().err.splitlines()
    assert boxes == [line]
    assert "already running" in line and str(holder.pid) in line and "does not answer" in line
    assert not any(isinstance(w, MainWindow) for w in qapp.topLevelWidgets())
    assert sorted(p.name for p in folder.iterdir()) == [LOCK_NAME]


def test_a_start_after_the_data_folder_was_deleted_finds_the_running_game(
    qtbot: QtBot, tmp_path: Path, starts: Starts
) -> None:
    """Before, the lock went with the folder and the second start played beside the
    first, both writing the same files."""
    first = starts.start(tmp_path / "first")
    qtbot.waitUntil(starts.listening, timeout=START_MS)
    shutil.rmtree(starts.folder)
    qtbot.waitUntil(starts.listening, timeout=START_MS)  # made again by the first
    second = starts.start(tmp_path / "second")
    assert ended(qtbot, second) == 0
    assert "already running" in starts.said(second)
    assert first.poll() is None
    assert (starts.folder / LOCK_NAME).read_text().split("\n")[0] == str(first.pid)


def test_a_lock_left_by_another_machine_does_not_stop_the_start(
    qtbot: QtBot, tmp_path: Path, starts: Starts
) -> None:
    """Before, every start ended naming a process to end that no machine ran."""
    starts.folder.mkdir(parents=True)
    lock = starts.folder / LOCK_NAME
    lock.write_text("4242\npython3\nanother-machine\nanother-machine-id\n")
    os.utime(lock, (1e9, 1e9))
    playing = starts.start(tmp_path / "temporary")
    qtbot.waitUntil(starts.listening, timeout=START_MS)
    assert lock.read_text().split("\n")[0] == str(playing.pid)
    assert playing.poll() is None


def test_a_second_start_hands_its_command_line_to_the_running_game(
    qtbot: QtBot, tmp_path: Path, starts: Starts
) -> None:
    """Before, ``llk --seed N`` beside a running game only raised its window, and dropped
    the number. The running game deals it (its own deal untouched: no question), and
    keeps it as it quits."""
    first = starts.start(tmp_path / "first")
    qtbot.waitUntil(starts.listening, timeout=START_MS)
    second = starts.start(tmp_path / "second", "--seed", "4242")
    assert ended(qtbot, second) == 0
    assert "already running" in starts.said(second)

    def saved_seed() -> object:
        saved = starts.folder / SAVED_GAME_FILE
        return saved.exists() and json.loads(saved.read_text())["data"]["seed"]

    qtbot.waitUntil(lambda: saved_seed() == 4242, timeout=START_MS)  # saved as dealt
    first.terminate()
    assert ended(qtbot, first) == 0
    assert saved_seed() == 4242
