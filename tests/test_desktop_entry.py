"""``llk --install-desktop`` / ``--uninstall-desktop`` in a temporary XDG home."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from llk import desktop_entry
from llk.app import main


def test_install_writes_a_valid_entry_and_the_icon(tmp_path: Path) -> None:
    entry, icon = desktop_entry.install(tmp_path)
    text = entry.read_text(encoding="utf-8")
    assert "Name[zh_CN]=连连看" in text and "Comment[zh_CN]=" in text
    assert "Icon=llk" in text and "Exec=" in text
    assert icon.read_bytes().lstrip().startswith((b"<svg", b"<?xml"))
    validator = shutil.which("desktop-file-validate")
    if validator is None:
        pytest.skip("desktop-file-validate is not installed (Debian: desktop-file-utils)")
    result = subprocess.run([validator, str(entry)], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout == "", result.stdout


def test_uninstall_removes_exactly_what_install_put(tmp_path: Path) -> None:
    apps = tmp_path / "applications"
    apps.mkdir()
    (apps / "other.desktop").write_text("[Desktop Entry]\nName=Other\n")
    written = desktop_entry.install(tmp_path)
    assert sorted(desktop_entry.uninstall(tmp_path)) == sorted(written)
    assert not any(path.exists() for path in written)
    assert (apps / "other.desktop").exists()
    assert desktop_entry.uninstall(tmp_path) == []


def test_an_entry_llk_did_not_write_is_left_alone(tmp_path: Path) -> None:
    entry, _icon = desktop_entry.launcher_paths(tmp_path)
    entry.parent.mkdir(parents=True)
    entry.write_text("[Desktop Entry]\nName=Someone else's llk\n")
    assert desktop_entry.uninstall(tmp_path) == []
    assert entry.exists()


def test_the_command_line_installs_and_removes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["--install-desktop"]) == 0
    assert (tmp_path / "applications" / "llk.desktop").exists()
    assert main(["--uninstall-desktop"]) == 0
    assert not (tmp_path / "applications" / "llk.desktop").exists()
    assert "installed" in capsys.readouterr().out
