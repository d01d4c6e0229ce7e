"""DataFile: versioned JSON written atomically; a file that cannot be used is moved
aside as ``NAME.YYYYmmdd-HHMMSS.bak`` (bytes untouched) and the player told in one line."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.store.data_files import (
    THROWAWAY_MARK,
    DataFile,
    SaidOnce,
    data_folder,
    remove_abandoned_throwaways,
    throwaway_folder,
    usable_data_folder,
)

NAME = "thing.json"
VERSION = 2
LABEL = "test data"
DATA = {"name": "连连看 player", "scores": [1, 2.5, -3], "nested": {"ok": True, "none": None}}


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "store"


@pytest.fixture
def file(folder: Path) -> DataFile:
    return DataFile(NAME, VERSION, LABEL, folder)


def same(data: Any) -> Any:
    return data


def backups(folder: Path) -> list[Path]:
    """The backups of NAME, checked to be named NAME.YYYYmmdd-HHMMSS.bak (or -2.bak...)."""
    found = sorted(folder.glob(f"{NAME}.*.bak"))
    for path in found:
        assert re.fullmatch(re.escape(NAME) + r"\.\d{8}-\d{6}(-\d+)?\.bak", path.name), path.name
    return found


def leftovers(folder: Path) -> list[str]:
    """Files in the folder other than the data file and its backups (temporary files)."""
    return sorted(
        p.name for p in folder.iterdir() if p.name != NAME and not p.name.endswith(".bak")
    )


# --- the happy path -------------------------------------------------------------------


@pytest.mark.parametrize(
    "data", [DATA, [], [1, [2, [3]]], "text", 0, 1.5, None, {"": {"deep": [{}]}}]
)
def test_save_then_load_round_trips(file: DataFile, data: Any) -> None:
    file.save(data)
    assert file.load(same) == (data, None)


def test_the_file_is_format_and_data_in_utf8(file: DataFile) -> None:
    file.save(DATA)
    raw = file.path.read_bytes()
    assert json.loads(raw.decode("utf-8")) == {"format": VERSION, "data": DATA}
    assert "连连看".encode() in raw  # readable, not \\u escapes


def test_load_hands_the_data_to_parse_and_returns_its_result(file: DataFile) -> None:
    file.save(DATA)
    seen: list[Any] = []

    def parse(data: Any) -> str:
        seen.append(data)
        return "parsed"

    assert file.load(parse) == ("parsed", None)
    assert seen == [DATA]


def test_a_missing_file_is_no_data_and_no_problem(file: DataFile, folder: Path) -> None:
    assert file.load(same) == (None, None)
    folder.mkdir()
    assert file.load(same) == (None, None)
    assert list(folder.iterdir()) == []


def test_save_creates_the_folder_and_overwrites(file: DataFile, folder: Path) -> None:
    file.save(1)
    file.save(2)
    assert file.load(same) == (2, None)
    assert [p.name for p in folder.iterdir()] == [NAME]


def test_the_default_folder_is_the_app_data_folder(fresh_home: Path) -> None:
    default = DataFile(NAME, VERSION, LABEL)
    assert default.path == data_folder() / NAME
    assert default.path.is_relative_to(fresh_home)
    default.save(DATA)
    assert default.load(same) == (DATA, None)


def test_remove_deletes_the_file_and_tolerates_its_absence(file: DataFile) -> None:
    file.save(DATA)
    file.remove()
    assert not file.path.exists()
    file.remove()
    assert file.load(same) == (None, None)


# --- atomic writes -------------------------------------------------------------------


def test_saving_leaves_no_temporary_files(file: DataFile, folder: Path) -> None:
    for n in range(5):
        file.save({"n": n, "pad": "x" * 10_000 * n})
    assert leftovers(folder) == []
    assert file.load(lambda data: data["n"]) == (4, None)


class DiskFullError(OSError):
    pass


def _fail_replace(monkeypatch: pytest.MonkeyPatch) -> None:
    def replace(src: Any, dst: Any) -> None:
        raise DiskFullError("rename failed")

    monkeypatch.setattr(os, "replace", replace)


def _fail_fsync(monkeypatch: pytest.MonkeyPatch) -> None:
    def fsync(fd: int) -> None:
        raise DiskFullError("fsync failed")

    monkeypatch.setattr(os, "fsync", fsync)


def _fail_half_way_through_writing(monkeypatch: pytest.MonkeyPatch) -> None:
    real_fdopen = os.fdopen

    class HalfWriter:
        def __init__(self, handle: IO[str]) -> None:
            self._handle = handle

        def __enter__(self) -> HalfWriter:
            return self

        def __exit__(self, *exc: object) -> None:
            self._handle.close()

        def write(self, text: str) -> int:
            self._handle.write(text[: len(text) // 2])
            self._handle.flush()
            raise DiskFullError("no space left on device")

    def fdopen(fd: int, *args: Any, **kwargs: Any) -> HalfWriter:
        return HalfWriter(real_fdopen(fd, *args, **kwargs))

    monkeypatch.setattr(os, "fdopen", fdopen)


def _fail_json(monkeypatch: pytest.MonkeyPatch) -> None:
    def dumps(*args: Any, **kwargs: Any) -> str:
        raise DiskFullError("encoder broke")

    monkeypatch.setattr(json, "dumps", dumps)


@pytest.mark.parametrize(
    "break_it", [_fail_replace, _fail_fsync, _fail_half_way_through_writing, _fail_json]
)
def test_a_failed_save_keeps_the_old_file_and_leaves_no_temporary_file(
    file: DataFile,
    folder: Path,
    monkeypatch: pytest.MonkeyPatch,
    break_it: Callable[[pytest.MonkeyPatch], None],
) -> None:
    file.save(DATA)
    before = file.path.read_bytes()
    with monkeypatch.context() as patch:
        break_it(patch)
        with pytest.raises(DiskFullError):
            file.save({"new": "x" * 50_000})
    assert file.path.read_bytes() == before
    assert leftovers(folder) == []
    assert file.load(same) == (DATA, None)


def test_data_json_cannot_hold_fails_before_touching_the_file(file: DataFile, folder: Path) -> None:
    file.save(DATA)
    with pytest.raises(TypeError):
        file.save({"a set": {1, 2}})
    assert file.load(same) == (DATA, None)
    assert leftovers(folder) == []


# --- unusable files ------------------------------------------------------------------


def _valid() -> bytes:
    return json.dumps({"format": VERSION, "data": DATA}, ensure_ascii=False).encode()


def _reject(data: Any) -> Any:
    raise ValueError("score must be a number")


BAD_FILES = [
    # id, bytes (None: a directory stands where the file should be), parse, words
    ("damaged", b'{"format": 2, "data": {"a": 1,,}}', same, ["damaged"]),
    ("truncated", _valid()[: len(_valid()) // 2], same, ["damaged"]),
    ("empty", b"", same, ["damaged"]),
    ("binary", bytes(range(1, 128)), same, ["damaged"]),
    ("not-an-object", b"[1, 2, 3]", same, ["not an LLK file"]),
    ("no-data", b'{"format": 2, "payload": {}}', same, ["not an LLK file"]),
    ("older-format", b'{"format": 1, "data": {}}', same, ["format 1", "reads 2"]),
    ("newer-format", b'{"format": 3, "data": {}}', same, ["format 3", "reads 2"]),
    ("no-format", b'{"data": {}}', same, ["format None", "reads 2"]),
    ("rejected", _valid(), _reject, ["content is invalid", "score must be a number"]),
    ("invalid-utf8", b'{"format": 2, "data": "\xff\xfe\xc3"}', same, ["UnicodeDecodeError"]),
    ("a-directory", None, same, ["could not be read", "IsADirectoryError"]),
]


@pytest.mark.parametrize(
    ("content", "parse", "words"),
    [pytest.param(content, parse, words, id=id_) for id_, content, parse, words in BAD_FILES],
)
def test_an_unusable_file_is_set_aside_said_in_one_line_and_replaced(
    file: DataFile,
    folder: Path,
    content: bytes | None,
    parse: Callable[[Any], Any],
    words: list[str],
) -> None:
    folder.mkdir()
    if content is None:
        file.path.mkdir()
        (file.path / "inside.txt").write_text("kept")
    else:
        file.path.write_bytes(content)

    data, message = file.load(parse)

    assert data is None
    assert message is not None
    assert "\n" not in message
    assert LABEL in message
    for word in words:
        assert word in message
    [backup] = backups(folder)
    assert backup.name in message
    if content is None:
        assert (backup / "inside.txt").read_text() == "kept"
    else:
        assert backup.read_bytes() == content
    assert not file.path.exists()
    assert file.load(same) == (None, None)  # no second message for the same damage
    file.save(DATA)
    assert file.load(same) == (DATA, None)
    assert backups(folder) == [backup]
    assert leftovers(folder) == []


def test_a_backup_that_cannot_be_made_is_said_and_the_file_left_alone(
    file: DataFile, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder.mkdir()
    file.path.write_bytes(b"{damaged")

    def replace(src: Any, dst: Any) -> None:
        raise PermissionError("read-only folder")

    monkeypatch.setattr(os, "replace", replace)
    data, message = file.load(same)

    assert data is None
    assert message is not None
    assert "\n" not in message
    assert "damaged" in message
    assert "moving it aside failed" in message
    assert "read-only folder" in message
    assert str(file.path) in message
    assert file.path.read_bytes() == b"{damaged"
    assert backups(folder) == []


def test_backups_made_in_the_same_second_do_not_overwrite_each_other(
    file: DataFile, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(time, "strftime", lambda _format: "20260101-120000")
    folder.mkdir()
    damage = [b"first damage {", b"second damage [", b"third damage ]"]
    messages = []
    for content in damage:
        file.path.write_bytes(content)
        data, message = file.load(same)
        assert data is None
        assert message is not None
        messages.append(message)
    found = backups(folder)
    assert sorted(p.read_bytes() for p in found) == sorted(damage)
    for path in found:  # each message names its own backup
        assert sum(path.name in m for m in messages) == 1


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(b'{"format": 2, "data": ' + b"9" * 5000 + b"}", id="huge-number"),
        pytest.param(b"[" * 100_000, id="deep-nesting"),
        pytest.param(b'{"format": 2, "data": NaN', id="truncated-after-nan"),
    ],
)
def test_json_that_python_refuses_is_set_aside_too(
    file: DataFile, folder: Path, content: bytes
) -> None:
    folder.mkdir()
    file.path.write_bytes(content)
    data, message = file.load(same)
    assert data is None
    assert message is not None
    assert "damaged" in message
    [backup] = backups(folder)
    assert backup.read_bytes() == content


def old_folder(home: Path) -> Path:
    """Where older versions kept the data (Qt's doubled LLK/LLK), made."""
    old = home / "data" / "LLK" / "LLK"
    old.mkdir(parents=True)
    return old


def test_the_data_of_older_versions_moves_into_one_folder(fresh_home: Path) -> None:
    """Before, Qt put the data in LLK/LLK; now it is in one folder, llk, and nothing is lost."""
    old = old_folder(fresh_home)
    (old / "scores.json").write_text('{"format": 1, "data": {}}')
    (old / "saved-game.json").write_text("the saved game")
    (old / "statistics.json").write_text("the statistics")
    (old / "scores.json.20260101-120000.bak").write_text("a backup")
    (old / "statistics.json.20260101-120000-2.bak").write_text("another backup")
    assert usable_data_folder() == (fresh_home / "data" / "llk", True, [])
    assert sorted(p.name for p in data_folder().iterdir()) == [
        "saved-game.json",
        "scores.json",
        "scores.json.20260101-120000.bak",
        "statistics.json",
        "statistics.json.20260101-120000-2.bak",
    ]
    assert (data_folder() / "saved-game.json").read_text() == "the saved game"
    assert not (fresh_home / "data" / "LLK").exists()


def test_a_file_already_in_the_new_folder_is_never_overwritten(fresh_home: Path) -> None:
    new = fresh_home / "data" / "llk"
    new.mkdir(parents=True)
    (new / "scores.json").write_text("newer")
    old = old_folder(fresh_home)
    (old / "scores.json").write_text("older")
    usable_data_folder()
    assert (data_folder() / "scores.json").read_text() == "newer"
    assert (old / "scores.json").read_text() == "older"  # kept where it was, not lost


def test_only_llks_own_files_leave_the_old_folder(fresh_home: Path) -> None:
    """Before, every file in it moved (the folder may hold the player's own files)."""
    old = old_folder(fresh_home)
    outside = fresh_home / "elsewhere.txt"
    outside.write_text("not LLK's")
    (old / "scores.json").write_text("ours")
    (old / "notes.txt").write_text("the player's")
    (old / "scores.json.bak").write_text("not a name LLK gives a backup")
    (old / "saved-game.json").symlink_to(outside)  # a link is not moved, nor followed
    (old / "statistics.json").mkdir()  # nor a folder
    assert usable_data_folder()[2] == []
    assert sorted(p.name for p in data_folder().iterdir()) == ["scores.json"]
    assert sorted(p.name for p in old.iterdir()) == [
        "notes.txt",
        "saved-game.json",
        "scores.json.bak",
        "statistics.json",
    ]
    assert outside.read_text() == "not LLK's"


@pytest.mark.parametrize("linked", ["LLK/LLK", "LLK"])
def test_an_old_folder_that_is_a_link_is_left_alone_and_said(fresh_home: Path, linked: str) -> None:
    """Before, a link to any folder (the player's documents) had all its files moved in."""
    documents = fresh_home / "documents"
    (documents / "LLK").mkdir(parents=True)
    for inside in (documents, documents / "LLK"):
        (inside / "scores.json").write_text("another program's")
        (inside / "report.odt").write_text("the player's")
    link = fresh_home / "data" / linked
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(documents)
    folder, writable, [note] = usable_data_folder()
    assert (folder, writable) == (fresh_home / "data" / "llk", True)
    assert "\n" not in note and "older LLK" in note and "link" in note
    assert list(folder.iterdir()) == []
    for inside in (documents, documents / "LLK"):
        assert sorted(p.name for p in inside.iterdir())[-2:] == ["report.odt", "scores.json"]
    assert link.is_symlink()


def test_an_unreadable_old_folder_never_keeps_the_real_one_from_use(
    fresh_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before, every start played in a throw-away folder and never offered the real
    saved game or scores."""
    real = data_folder()
    (real / "saved-game.json").write_text("the real saved game")
    old = old_folder(fresh_home)
    (old / "scores.json").write_text("kept out of reach")
    listed: dict[str, Callable[..., Any]] = {"listdir": os.listdir, "scandir": os.scandir}

    def refused(how: str) -> Callable[..., Any]:
        def listing(path: Any = ".") -> Any:
            if Path(path) == old:
                raise PermissionError(13, "Permission denied", str(path))
            return listed[how](path)

        return listing

    for how in listed:
        monkeypatch.setattr(os, how, refused(how))
    folder, writable, [note] = usable_data_folder()
    assert (folder, writable) == (real, True)
    assert "\n" not in note and str(old) in note and "Permission denied" in note
    assert (real / "saved-game.json").read_text() == "the real saved game"
    assert (old / "scores.json").read_text() == "kept out of reach"


# --- throw-away folders ----------------------------------------------------------------

MAKE_THROWAWAY = (
    "import os, sys\n"
    "from llk.store.data_files import usable_data_folder\n"
    "folder, writable, problems = usable_data_folder()\n"
    "(folder / 'scores.json').write_text('played')\n"
    "print(folder, flush=True)\n"
    "if sys.argv[1] == 'killed':\n"
    "    os.kill(os.getpid(), 9)\n"
)


def run_without_a_data_folder(home: Path, how: str) -> Path:
    """A run whose data folder cannot be made (a file stands where it should be)."""
    (home / "data").write_text("not a folder")
    temporary = home / "temporary"
    temporary.mkdir(exist_ok=True)
    env = dict(os.environ, XDG_DATA_HOME=str(home / "data"), TMPDIR=str(temporary))
    done = subprocess.run(
        [sys.executable, "-c", MAKE_THROWAWAY, how],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    folder = Path(done.stdout.strip())
    assert folder.parent == temporary, done.stderr
    return folder


def test_a_throwaway_folder_is_removed_when_its_run_ends(fresh_home: Path) -> None:
    """Before, each run without a data folder left one in the temporary folder."""
    folder = run_without_a_data_folder(fresh_home, "ends")
    assert not folder.exists()
    assert list(folder.parent.iterdir()) == []


def test_throwaway_folders_of_runs_that_died_are_removed_and_nothing_else(
    fresh_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    died = run_without_a_data_folder(fresh_home, "killed")
    assert (died / "scores.json").read_text() == "played"
    temporary = died.parent
    monkeypatch.setattr(tempfile, "tempdir", str(temporary))
    alive = throwaway_folder()  # this run's own, still in use
    unmarked = temporary / "llk-not-a-throwaway"
    unmarked.mkdir()
    fifo_marked = temporary / "llk-odd"
    fifo_marked.mkdir()
    os.mkfifo(fifo_marked / THROWAWAY_MARK)  # never handed to Qt, which would hang on it
    a_file = temporary / "llk-a-file"
    a_file.write_text("kept")
    somebody_elses = temporary / "other-program"
    somebody_elses.mkdir()
    (temporary / "llk-linked").symlink_to(alive)

    assert remove_abandoned_throwaways() == 1
    assert not died.exists()
    assert sorted(p.name for p in temporary.iterdir()) == sorted(
        [alive.name, "llk-not-a-throwaway", "llk-odd", "llk-a-file", "other-program", "llk-linked"]
    )
    assert remove_abandoned_throwaways() == 0


@given(st.lists(st.one_of(st.none(), st.text(min_size=1, max_size=3)), max_size=20))
def test_a_writers_failures_are_said_once_until_a_write_works(
    outcomes: list[str | None],
) -> None:
    """Every writer says its failures through `SaidOnce`: a failure is said when the
    write before it worked (or it is the first), never when the one before failed too."""
    failures = SaidOnce()
    said = [failures.news(problem) for problem in outcomes]
    before = [None, *outcomes][: len(outcomes)]
    expected = [p if b is None else None for p, b in zip(outcomes, before, strict=True)]
    assert said == expected
