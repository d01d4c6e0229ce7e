"""One LLK per data folder: a second hold on it is refused and knocks on the first; it
never runs beside a live holder; the lock file is looked at before Qt reads it."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile, QSysInfo
from pytestqt.qtbot import QtBot

from llk.store import single_instance
from llk.store.single_instance import (
    LOCK_NAME,
    MAX_SOCKET_PATH_BYTES,
    REMOVAL_LOCK_SUFFIX,
    SOCKET_NAME,
    WRITING_S,
    Elsewhere,
    SingleInstance,
    damage,
    knock,
    server_name,
    server_names,
)

HOLD = (
    "import sys\n"
    "from PySide6.QtCore import QLockFile\n"
    "lock = QLockFile(sys.argv[1])\n"
    "lock.setStaleLockTime(0)\n"
    "print('held' if lock.tryLock(0) else 'refused', flush=True)\n"
    "sys.stdin.read()\n"
)
"""A live process that holds a folder's lock and never listens (an LLK that cannot answer)."""


@contextlib.contextmanager
def holding_silently(lock: Path) -> Iterator[subprocess.Popen[str]]:
    """``lock`` held by another live process that does not answer knocks."""
    with subprocess.Popen(
        [sys.executable, "-c", HOLD, str(lock)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    ) as process:
        assert process.stdout is not None
        assert process.stdout.readline().strip() == "held"
        yield process


@pytest.fixture
def silent_holder(tmp_path: Path) -> Iterator[subprocess.Popen[str]]:
    """``tmp_path`` locked by another live process that does not answer knocks."""
    with holding_silently(tmp_path / LOCK_NAME) as process:
        yield process
        process.kill()


def held(claim: SingleInstance | Elsewhere) -> SingleInstance:
    assert isinstance(claim, SingleInstance), claim
    return claim


def test_a_second_claim_is_refused_and_brings_the_first_forward(
    qtbot: QtBot, tmp_path: Path
) -> None:
    first = held(SingleInstance.claim(tmp_path))
    assert first.address == str(tmp_path.resolve() / SOCKET_NAME)
    with qtbot.waitSignal(first.knocked):
        assert SingleInstance.claim(tmp_path) == Elsewhere(tmp_path, True, os.getpid())


def test_a_second_start_with_a_request_says_it_was_handed_over(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """``llk --campaign`` beside a running game: the game opens the campaign, and the
    second start says so, not only that a window came forward."""
    first = held(SingleInstance.claim(tmp_path))
    with qtbot.waitSignal(first.knocked):
        asked = SingleInstance.claim(tmp_path, request='{"campaign": true}')
    assert asked == Elsewhere(tmp_path, True, os.getpid(), handed=True)
    assert isinstance(asked, Elsewhere) and "does what this start asks" in asked.line()
    with qtbot.waitSignal(first.knocked):
        plain = SingleInstance.claim(tmp_path)
    assert isinstance(plain, Elsewhere) and "does what" not in plain.line()


def test_folders_are_held_apart(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    held(SingleInstance.claim(tmp_path / "a"))
    held(SingleInstance.claim(tmp_path / "b"))
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")


def test_the_lock_of_a_run_that_died_is_taken_over(tmp_path: Path) -> None:
    """A lock file left by a process that was killed holding the folder."""
    died = subprocess.run(
        [
            sys.executable,
            "-c",
            "import os, sys; from pathlib import Path\n"
            "from llk.store.single_instance import SingleInstance\n"
            "held = SingleInstance.claim(Path(sys.argv[1]))\n"
            "os.kill(os.getpid(), 9)",
            str(tmp_path),
        ],
        check=False,
    )
    assert died.returncode == -signal.SIGKILL
    assert (tmp_path / LOCK_NAME).exists()
    assert held(SingleInstance.claim(tmp_path)).address


class Unlockable(QLockFile):
    """A lock in a folder that cannot be written (a read-only disk; root writes anyway)."""

    def tryLock(self, timeout: int = 0) -> bool:  # noqa: N802 (Qt's name)
        return False

    def error(self) -> QLockFile.LockError:
        return QLockFile.LockError.PermissionError


def test_a_folder_where_no_lock_can_be_made_is_not_guarded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(single_instance, "QLockFile", Unlockable)
    for _ in range(2):
        run = held(SingleInstance.claim(tmp_path))
        assert run.address == "" and run.note == ""


def test_a_knock_on_nobody_is_not_heard(tmp_path: Path) -> None:
    assert not any(knock(name) for name in server_names(tmp_path))


# --- failing closed --------------------------------------------------------------------


def test_a_live_holder_that_does_not_answer_is_never_played_beside(
    tmp_path: Path, silent_holder: subprocess.Popen[str]
) -> None:
    """Before, a start played beside a live LLK whose socket it could not reach."""
    assert SingleInstance.claim(tmp_path, patience_s=0) == Elsewhere(
        tmp_path, False, silent_holder.pid
    )
    line = Elsewhere(tmp_path, False, silent_holder.pid).line()
    assert "\n" not in line and str(tmp_path) in line and str(silent_holder.pid) in line


def test_a_holder_still_starting_is_knocked_on_until_it_answers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two starts within moments: the first holds the lock but listens a moment later.
    Before, one knock that found nobody let the second play too."""
    first = held(SingleInstance.claim(tmp_path))
    knocks: list[str] = []

    def listening_late(name: str, request: str = "") -> bool:
        knocks.append(name)
        return len(knocks) > 2 * len(server_names(tmp_path)) and knock(name, request)

    monkeypatch.setattr(single_instance, "knock", listening_late)
    assert SingleInstance.claim(tmp_path, patience_s=600) == Elsewhere(tmp_path, True, os.getpid())
    assert first.address


def test_a_hold_that_listens_later_keeps_the_folder_meanwhile(qtbot: QtBot, tmp_path: Path) -> None:
    """The game takes the lock before its window shows and opens its socket after: in
    between, a second start is refused (nobody answers yet), and after, answered."""
    first = held(SingleInstance.claim(tmp_path, listening=False))
    assert first.address == ""
    assert SingleInstance.claim(tmp_path, patience_s=0) == Elsewhere(tmp_path, False, os.getpid())
    first.listen()
    assert first.address == str(tmp_path.resolve() / SOCKET_NAME)
    with qtbot.waitSignal(first.knocked):
        assert SingleInstance.claim(tmp_path) == Elsewhere(tmp_path, True, os.getpid())


def test_a_holder_that_dies_while_knocked_on_is_taken_over(
    tmp_path: Path, silent_holder: subprocess.Popen[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def holder_dies(name: str, request: str = "") -> bool:
        silent_holder.kill()
        silent_holder.wait()
        return False

    monkeypatch.setattr(single_instance, "knock", holder_dies)
    assert held(SingleInstance.claim(tmp_path, patience_s=600)).address


# --- where the socket is ---------------------------------------------------------------


def test_the_socket_is_in_the_data_folder_whatever_the_temporary_folder(tmp_path: Path) -> None:
    names = server_names(tmp_path)
    assert names[0] == str(tmp_path.resolve() / SOCKET_NAME)
    assert names[-1] == server_name(tmp_path)


def test_a_data_folder_too_deep_for_a_socket_listens_in_the_runtime_folder(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    deep = tmp_path / ("d" * 60) / ("e" * 60)
    deep.mkdir(parents=True)
    assert len(os.fsencode(deep / SOCKET_NAME)) > MAX_SOCKET_PATH_BYTES
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    assert server_names(deep) == [str(runtime / server_name(deep)), server_name(deep)]
    first = held(SingleInstance.claim(deep))
    assert first.address == str(runtime / server_name(deep))
    with qtbot.waitSignal(first.knocked):
        assert SingleInstance.claim(deep) == Elsewhere(deep, True, os.getpid())
    monkeypatch.delenv("XDG_RUNTIME_DIR")
    assert server_names(deep) == [server_name(deep)]


def test_a_holder_whose_socket_file_is_removed_listens_again(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A cleaner of /tmp (or the player) removed the socket: later starts must still knock."""
    monkeypatch.setattr(single_instance, "RELISTEN_MS", 20)
    first = held(SingleInstance.claim(tmp_path))
    socket = Path(first.address)
    socket.unlink()
    qtbot.waitUntil(socket.exists, timeout=60_000)
    with qtbot.waitSignal(first.knocked):
        assert SingleInstance.claim(tmp_path, patience_s=0) == Elsewhere(
            tmp_path, True, os.getpid()
        )


# --- a hostile lock file ---------------------------------------------------------------

CLAIM = (
    "import json, sys\n"
    "from pathlib import Path\n"
    "from llk.store import single_instance\n"
    "if sys.argv[2] == 'unmovable':\n"
    "    single_instance.set_aside = lambda path: (None, 'a read-only folder')\n"
    "run = single_instance.SingleInstance.claim(Path(sys.argv[1]), patience_s=0)\n"
    "print(json.dumps({'held': bool(run.address), 'note': run.note}))\n"
)


def fifo(path: Path) -> None:
    os.mkfifo(path)


def link_to_dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def sparse_10_gb(path: Path) -> None:
    with path.open("wb") as file:
        file.truncate(10 * 2**30)


def folder(path: Path) -> None:
    (path / "inside").mkdir(parents=True)


def names_no_process(path: Path) -> None:
    path.write_bytes(b"not a lock\n")
    os.utime(path, (1e9, 1e9))


def stale_lock_with_a_fifo_to_remove_it(path: Path) -> None:
    """A lock of a process that is gone: Qt then takes .llk.lock.rmlock, and reads it."""
    path.write_text(f"2147483646\npython3\n{QSysInfo.machineHostName()}\n")
    os.mkfifo(path.with_name(path.name + REMOVAL_LOCK_SUFFIX))


HOSTILE = [fifo, link_to_dev_zero, sparse_10_gb, folder, names_no_process]


def claim_in_a_process(folder: Path, how: str) -> dict[str, object]:
    """What a start on ``folder`` does; one that hangs fails the test."""
    try:
        done = subprocess.run(
            [sys.executable, "-c", CLAIM, str(folder), how],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
    except subprocess.TimeoutExpired:
        pytest.fail("the start hangs on the lock file")
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout)
    return result


@pytest.mark.parametrize("make", [*HOSTILE, stale_lock_with_a_fifo_to_remove_it])
def test_a_lock_file_qt_must_not_read_is_set_aside_and_the_folder_held(
    tmp_path: Path, make: object
) -> None:
    """Before, Qt read these whole and blocking: the start hung, or aborted."""
    assert callable(make)
    make(tmp_path / LOCK_NAME)
    before = sorted(p.name for p in tmp_path.iterdir())
    result = claim_in_a_process(tmp_path, "movable")
    assert result["held"] is True
    note = str(result["note"])
    assert "\n" not in note and "unusable" in note and "kept it as" in note
    [damaged] = [p for p in tmp_path.iterdir() if p.name.endswith(".bak")]
    assert damaged.name in note and damaged.name.startswith(before[-1])


@pytest.mark.parametrize("make", HOSTILE)
def test_a_lock_file_that_cannot_be_set_aside_leaves_the_game_unguarded(
    tmp_path: Path, make: object
) -> None:
    assert callable(make)
    make(tmp_path / LOCK_NAME)
    result = claim_in_a_process(tmp_path, "unmovable")
    assert result["held"] is False
    note = str(result["note"])
    assert "\n" not in note and "could not be moved aside (a read-only folder)" in note
    assert "does not keep a second LLK off" in note


def test_a_young_lock_that_names_no_process_may_be_being_written(tmp_path: Path) -> None:
    lock = tmp_path / LOCK_NAME
    lock.write_bytes(b"")
    written = lock.stat().st_mtime
    assert damage(lock, now=written + 1) == ""
    assert damage(lock, now=written + WRITING_S + 1) == "it names no process"
    lock.write_text(f"{os.getpid()}\npython3\nhere\n")
    assert damage(lock, now=written + 3600) == ""
    assert damage(tmp_path / "absent") == ""


# --- the folder deleted under the holder, and stale locks ------------------------------


def test_a_holder_whose_folder_is_deleted_holds_it_again_and_is_found(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Before, the lock went with the folder, and a second start became a second writer.
    The holder sees the folder go (it watches it) and makes it, its lock and its socket
    again; a later start is refused and knocks on it."""
    folder = tmp_path / "LLK"
    folder.mkdir()
    first = held(SingleInstance.claim(folder))
    shutil.rmtree(folder)
    lock = folder / LOCK_NAME
    qtbot.waitUntil(lambda: lock.exists() and Path(first.address).exists(), timeout=60_000)
    assert lock.read_text().split("\n")[0] == str(os.getpid())
    with qtbot.waitSignal(first.knocked):
        assert SingleInstance.claim(folder, patience_s=0) == Elsewhere(folder, True, os.getpid())
    first.release()
    assert not lock.exists()


def test_a_start_that_takes_a_lock_still_knocks_and_leaves_if_a_game_answers(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The lock file gone and not yet taken back (the holder has not looked yet): the
    start that takes it finds the game still listening, and leaves it the folder."""
    first = held(SingleInstance.claim(tmp_path, listening=True))
    (tmp_path / LOCK_NAME).unlink()
    with qtbot.waitSignal(first.knocked):
        assert SingleInstance.claim(tmp_path, patience_s=0) == Elsewhere(tmp_path, True, 0)
    first.keep_hold()  # let go by the start: the holder takes it back
    assert (tmp_path / LOCK_NAME).read_text().split("\n")[0] == str(os.getpid())
    with qtbot.waitSignal(first.knocked):
        assert SingleInstance.claim(tmp_path, patience_s=0) == Elsewhere(
            tmp_path, True, os.getpid()
        )


def machine_id() -> str:
    return bytes(QSysInfo.machineUniqueId().data()).decode()


def another_machine(path: Path) -> None:
    """Left on a shared home by a game on another machine (its process number is alive
    here: this one's)."""
    path.write_text(f"{os.getpid()}\nllk\nanother-machine\nanother-machine-id\n")


def this_machine_before_its_id_changed(path: Path) -> None:
    path.write_text(f"{os.getpid()}\nllk\n{QSysInfo.machineHostName()}\nold-machine-id\n")


def a_live_process_that_is_not_llk(path: Path) -> None:
    """After a reboot the number went to another Python program (here: the tests'), with
    the very program name Qt writes and checks."""
    program = Path(os.readlink("/proc/self/exe")).name
    path.write_text(f"{os.getpid()}\n{program}\n{QSysInfo.machineHostName()}\n{machine_id()}\n")


def a_garbage_process_number(path: Path) -> None:
    path.write_text(f"12ab\nllk\n{QSysInfo.machineHostName()}\n")


def an_empty_file(path: Path) -> None:
    path.write_bytes(b"")


STALE = [
    another_machine,
    this_machine_before_its_id_changed,
    a_live_process_that_is_not_llk,
    a_garbage_process_number,
    an_empty_file,
]


@pytest.mark.parametrize("make", STALE)
def test_a_stale_lock_is_taken_over_at_once(tmp_path: Path, make: object) -> None:
    """Before, each stopped every start for good, naming a process to end that was not
    LLK's. Nobody holds these files (a running game keeps its lock file locked), so
    the start takes the folder, with no knocking for `PATIENCE_S`."""
    assert callable(make)
    lock = tmp_path / LOCK_NAME
    make(lock)
    os.utime(lock, (1e9, 1e9))  # left long ago
    run = held(SingleInstance.claim(tmp_path, patience_s=0))
    assert run.address
    assert lock.read_text().split("\n")[0] == str(os.getpid())
    run.release()


def test_a_fresh_lock_nobody_holds_yet_is_waited_for_not_taken(tmp_path: Path) -> None:
    """A game that has just made its lock file locks it a moment later: a lock file
    younger than `WRITING_S` is never taken over."""
    another_machine(tmp_path / LOCK_NAME)
    assert SingleInstance.claim(tmp_path, patience_s=0) == Elsewhere(tmp_path, False, os.getpid())


def test_a_live_holder_on_another_machine_is_never_taken_over(
    tmp_path: Path, silent_holder: subprocess.Popen[str]
) -> None:
    """Its hostname rewritten as if it ran elsewhere: it keeps its lock file locked, so
    it is alive, and this start leaves as beside any live holder."""
    lock = tmp_path / LOCK_NAME
    pid = silent_holder.pid
    with lock.open("r+") as file:  # rewritten in place: the holder's lock stays on it
        file.write(f"{pid}\nllk\nanother-machine\n")
        file.truncate()
    os.utime(lock, (1e9, 1e9))
    assert SingleInstance.claim(tmp_path, patience_s=0) == Elsewhere(tmp_path, False, pid)
