"""One LLK per data folder: a second hold on it is refused and knocks on the first."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from llk.controller.single_instance import LOCK_NAME, SingleInstance, knock, server_name


def test_a_second_claim_is_refused_and_brings_the_first_forward(
    qtbot: QtBot, tmp_path: Path
) -> None:
    first = SingleInstance.claim(tmp_path)
    assert first is not None
    with qtbot.waitSignal(first.knocked):
        assert SingleInstance.claim(tmp_path) is None


def test_folders_are_held_apart(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    assert SingleInstance.claim(tmp_path / "a") is not None
    assert SingleInstance.claim(tmp_path / "b") is not None
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")


def test_the_lock_of_a_run_that_died_is_taken_over(tmp_path: Path) -> None:
    """A lock file left by a process that was killed holding the folder."""
    died = subprocess.run(
        [
            sys.executable,
            "-c",
            "import os, sys; from pathlib import Path\n"
            "from llk.controller.single_instance import SingleInstance\n"
            "held = SingleInstance.claim(Path(sys.argv[1]))\n"
            "os.kill(os.getpid(), 9)",
            str(tmp_path),
        ],
        check=False,
    )
    assert died.returncode == -signal.SIGKILL
    assert (tmp_path / LOCK_NAME).exists()
    assert SingleInstance.claim(tmp_path) is not None


def test_a_folder_where_no_lock_can_be_made_is_not_guarded(tmp_path: Path) -> None:
    (tmp_path / LOCK_NAME).mkdir()  # not a file: no lock can be made, nobody answers
    assert SingleInstance.claim(tmp_path) is not None
    assert SingleInstance.claim(tmp_path) is not None


def test_a_knock_on_nobody_is_not_heard(tmp_path: Path) -> None:
    assert not knock(server_name(tmp_path))
