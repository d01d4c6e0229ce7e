"""``llk --install-desktop`` / ``--uninstall-desktop`` in a temporary XDG home."""

from __future__ import annotations

import shutil
import subprocess
from importlib.resources import files
from pathlib import Path

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
