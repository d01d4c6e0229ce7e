"""``llk --install-desktop`` / ``--uninstall-desktop`` in a temporary XDG home."""

from __future__ import annotations

import errno
import os
import shutil
import stat
import subprocess
import tempfile
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest

from llk import desktop_entry
from llk.app import main


def validator(name: str, package: str) -> str:
    """The validator's path, or skip: the files are checked where the tool is installed."""
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed (Debian: {package})")
    return found


def test_install_writes_a_valid_entry_and_the_icon(tmp_path: Path) -> None:
    entry, icon, _metainfo = desktop_entry.install(tmp_path)
    assert entry.name == f"{desktop_entry.APP_ID}.desktop"
    text = entry.read_text(encoding="utf-8")
    assert "Name[zh_CN]=连连看" in text and "Comment[zh_CN]=" in text
    assert f"Icon={desktop_entry.APP_ID}" in text and "Exec=" in text
    assert icon.read_bytes().lstrip().startswith((b"<svg", b"<?xml"))
    check = validator("desktop-file-validate", "desktop-file-utils")
    result = subprocess.run([check, str(entry)], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout == "", result.stdout


def test_install_writes_valid_metainfo_that_launches_the_entry(tmp_path: Path) -> None:
    entry, _icon, metainfo = desktop_entry.install(tmp_path)
    assert metainfo == tmp_path / "metainfo" / f"{desktop_entry.APP_ID}.metainfo.xml"
    text = metainfo.read_text(encoding="utf-8")
    assert f'<launchable type="desktop-id">{entry.name}</launchable>' in text
    assert f"<id>{desktop_entry.APP_ID}</id>" in text and 'xml:lang="zh_CN"' in text
    check = validator("appstreamcli", "appstream")
    result = subprocess.run([check, "validate", "--no-net", str(metainfo)], capture_output=True)
    assert result.returncode == 0, result.stdout.decode()
    assert b"E:" not in result.stdout and b"W:" not in result.stdout, result.stdout.decode()


def test_uninstall_removes_exactly_what_install_put(tmp_path: Path) -> None:
    apps = tmp_path / "applications"
    apps.mkdir()
    (apps / "other.desktop").write_text("[Desktop Entry]\nName=Other\n")
    written = desktop_entry.install(tmp_path)
    assert sorted(desktop_entry.uninstall(tmp_path)) == sorted(written)
    assert not any(path.exists() for path in written)
    assert (apps / "other.desktop").exists()
    assert desktop_entry.uninstall(tmp_path) == []


def test_files_llk_did_not_write_are_left_alone(tmp_path: Path) -> None:
    entry, _icon, metainfo = desktop_entry.launcher_paths(tmp_path)
    for path in (entry, metainfo):
        path.parent.mkdir(parents=True)
        path.write_text("someone else's\n")
    assert desktop_entry.uninstall(tmp_path) == []
    assert entry.exists() and metainfo.exists()


def test_a_launcher_under_the_old_id_is_replaced_and_removed(tmp_path: Path) -> None:
    """Launchers written as ``llk.desktop`` and ``llk.svg`` before the reverse-DNS id."""
    entry, icon, _metainfo = desktop_entry.launcher_paths(tmp_path, desktop_entry.OLD_APP_ID)

    def old_launcher() -> None:
        for path in (entry, icon):
            path.parent.mkdir(parents=True, exist_ok=True)
        entry.write_text(f"[Desktop Entry]\nName=LLK\n{desktop_entry.MARKER}\n")
        icon.write_bytes(files("llk.resources").joinpath("icon.svg").read_bytes())

    old_launcher()
    written = desktop_entry.install(tmp_path)
    assert not entry.exists() and not icon.exists()
    assert all(path.exists() for path in written)
    old_launcher()
    assert sorted(desktop_entry.uninstall(tmp_path)) == sorted([*written, entry, icon])


def test_the_command_line_installs_and_removes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    written = desktop_entry.launcher_paths()
    assert main(["--install-desktop"]) == 0
    assert all(path.exists() for path in written)
    assert main(["--uninstall-desktop"]) == 0
    assert not any(path.exists() for path in written)
    assert "installed" in capsys.readouterr().out


def test_a_linked_launcher_file_is_replaced_and_its_target_left_alone(tmp_path: Path) -> None:
    target = tmp_path / "someone else's.desktop"
    target.write_text("[Desktop Entry]\nName=Other\n")
    for path in desktop_entry.launcher_paths(tmp_path):
        path.parent.mkdir(parents=True)
        path.symlink_to(target)
    written = desktop_entry.install(tmp_path)
    assert target.read_text() == "[Desktop Entry]\nName=Other\n"
    for path in written:
        assert not path.is_symlink() and path.is_file()
        assert stat.S_IMODE(path.stat().st_mode) == 0o644
    assert desktop_entry.MARKER in written[0].read_text(encoding="utf-8")


def test_a_link_to_an_entry_of_ours_is_not_taken_for_ours(tmp_path: Path) -> None:
    """Uninstalling removes the files LLK wrote, and LLK writes no links."""
    elsewhere = desktop_entry.install(tmp_path / "elsewhere")
    for path, ours in zip(desktop_entry.launcher_paths(tmp_path), elsewhere, strict=True):
        path.parent.mkdir(parents=True)
        path.symlink_to(ours)
    assert desktop_entry.uninstall(tmp_path) == []
    assert all(path.exists() for path in elsewhere)


def test_a_fifo_in_place_of_a_launcher_file_is_replaced_not_written_into(
    tmp_path: Path,
) -> None:
    """A FIFO with a reader (with none, writing into it would wait for ever)."""
    paths = desktop_entry.launcher_paths(tmp_path)
    readers = []
    for path in paths:
        path.parent.mkdir(parents=True)
        os.mkfifo(path)
        readers.append(os.open(path, os.O_RDONLY | os.O_NONBLOCK))
    try:
        assert desktop_entry.uninstall(tmp_path) == []
        written = desktop_entry.install(tmp_path)
        for reader in readers:
            assert os.read(reader, 100) == b""  # nothing went into the FIFO
    finally:
        for reader in readers:
            os.close(reader)
    assert all(path.is_file() for path in written)


def refuse_to_write_in(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``folder`` as a read-only folder (the tests may run as root, who could write it)."""
    real_mkstemp = tempfile.mkstemp

    def mkstemp(*args: Any, **kwargs: Any) -> Any:
        if Path(kwargs.get("dir", "")) == folder:
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_mkstemp(*args, **kwargs)

    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)


def test_an_unwritable_launcher_folder_is_one_line_and_status_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    entry, _icon, _metainfo = desktop_entry.launcher_paths()
    refuse_to_write_in(entry.parent, monkeypatch)
    assert main(["--install-desktop"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"llk: cannot write {entry}: Permission denied\n"


def test_a_file_in_place_of_the_launcher_folder_is_one_line_and_status_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    (tmp_path / "applications").write_text("not a folder")
    assert main(["--install-desktop"]) == 1
    assert capsys.readouterr().err == (
        f"llk: cannot make the folder {tmp_path / 'applications'}: File exists\n"
    )


def test_a_launcher_file_that_cannot_be_removed_is_one_line_and_status_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    entry, _icon, _metainfo = desktop_entry.install()

    def refuse(path: Path, missing_ok: bool = False) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(Path, "unlink", refuse)
    assert main(["--uninstall-desktop"]) == 1
    assert capsys.readouterr().err == f"llk: cannot remove {entry}: Permission denied\n"


def test_installing_says_where_the_entry_points_and_what_to_run_before_removing_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The entry starts the llk of this environment: deleting it (rm -rf .venv) would leave
    an entry that starts nothing, and no LLK left to notice."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["--install-desktop"]) == 0
    command = desktop_entry.game_command()
    entry, _icon, _metainfo = desktop_entry.launcher_paths()
    assert f"Exec={command}\n" in entry.read_text(encoding="utf-8")
    *installed, note = capsys.readouterr().out.splitlines()
    assert len(installed) == 3
    assert note.startswith(f"The menu entry starts {command}: run llk --uninstall-desktop")
