"""Sound degrades to silence where Qt Multimedia cannot load."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from llk.view.sound import SOUNDS, SoundBoard, sound_server_running


def test_missing_multimedia_means_silence_not_an_error(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # import now fails
    sounds = SoundBoard()
    for name in SOUNDS:
        sounds.play(name)


def test_every_sound_ships_with_the_game(qtbot: QtBot) -> None:
    from llk.view.assets import resources

    for name in SOUNDS:
        data = resources().joinpath("sounds", f"{name}.wav").read_bytes()
        assert data[:4] == b"RIFF"
    SoundBoard().play("link")  # no audio device here: must stay quiet, not raise


def test_no_sound_server_means_silence_without_a_word(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("PULSE_SERVER", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))  # no pulse/native socket there
    assert not sound_server_running() or not sys.platform.startswith("linux")
    sounds = SoundBoard()
    assert sounds.silent
    sounds.play("link")
    (tmp_path / "pulse").mkdir()
    (tmp_path / "pulse" / "native").touch()
    assert sound_server_running()


def test_the_game_starts_without_audio_warnings(tmp_path: Path) -> None:
    """Seven warnings on every start, where there is no sound server: none now."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_RUNTIME_DIR": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    env.pop("PULSE_SERVER", None)
    script = "from PySide6.QtWidgets import QApplication; from llk.view.sound import SoundBoard\n"
    script += "app = QApplication([]); SoundBoard().play('link')"
    result = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0
    assert "Pulse" not in result.stderr and "QSoundEffect" not in result.stderr


def test_the_special_tiles_sound_with_the_sounds_there_are(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A crack sounds as a link, locks opened as a lead taken, timers missed as a mismatch."""
    from llk.model import Removal
    from llk.model.changes import Changes

    sounds = SoundBoard()
    played: list[str] = []
    monkeypatch.setattr(sounds, "play", played.append)
    sounds.apply(Changes(cracked=((0, 0), (0, 1))))
    assert played == ["link"]
    played.clear()
    keys = Removal((0, 0), (0, 1), 1, [(0, 0), (0, 1)], 10, 1, 0.0, unlocked=((1, 1),))
    sounds.apply(Changes(removal=keys))
    assert played == ["lead", "link"]
    played.clear()
    sounds.apply(Changes(timers_missed=2))
    assert played == ["mismatch"] and all(name in SOUNDS for name in ("lead", "link"))
