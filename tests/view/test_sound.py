"""Sound degrades to silence where Qt Multimedia cannot load."""

import importlib
import itertools
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from llk.view.sound import CUES, SOUNDS, SoundBoard, sound_server_running


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


def heard(sounds: SoundBoard, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names ``sounds`` plays from now on (the effects themselves faked)."""
    played: list[str] = []
    monkeypatch.setattr(sounds, "play", played.append)
    return played


def test_each_event_has_its_own_cue_with_the_cues_on(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from llk.model import Hint, Removal
    from llk.model.changes import Changes, Mismatched, Selection
    from llk.model.game.results import Mismatch
    from llk.model.records.preferences import Preferences

    sounds = SoundBoard()
    sounds.apply_preferences(Preferences(sound_cues=True))
    played = heard(sounds, monkeypatch)
    events = [
        (Changes(selection=Selection((0, 0))), ["select"]),
        (
            Changes(
                mismatch=Mismatched((0, 0), (0, 1), Mismatch.DIFFERENT_FACES),
                selection=Selection((0, 1)),
            ),
            ["mismatch"],
        ),
        (Changes(removal=Removal((0, 0), (0, 1), 1, [(0, 0), (0, 1)], 10, 1, 0.0)), ["link"]),
        (Changes(hint=Hint(((0, 0), (0, 1)), [(0, 0), (0, 1)], 2)), ["hint"]),
    ]
    for changes, names in events:
        played.clear()
        sounds.apply(changes)
        assert played == names, changes
    played.clear()
    sounds.time_warning(30)
    sounds.time_warning(10)
    sounds.cursor_moved(wrapped=True, empty=True)
    sounds.cursor_moved(wrapped=False, empty=True)
    sounds.cursor_moved(wrapped=False, empty=False)
    assert played == ["warn30", "warn10", "edge", "empty"]
    assert len(set(played)) == 4 and set(played) <= set(CUES)


def test_with_the_cues_off_no_cue_plays_and_the_sounds_are_as_before(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from llk.model import Hint
    from llk.model.changes import Changes, Mismatched, Selection
    from llk.model.game.results import Mismatch

    sounds = SoundBoard()
    assert not sounds.cues  # off by default
    played = heard(sounds, monkeypatch)
    sounds.apply(Changes(hint=Hint(((0, 0), (0, 1)), [(0, 0), (0, 1)], 2)))
    sounds.time_warning(30)
    sounds.time_warning(10)
    sounds.cursor_moved(wrapped=True, empty=True)
    assert played == []
    mismatch = Mismatched((0, 0), (0, 1), Mismatch.DIFFERENT_FACES)
    sounds.apply(Changes(mismatch=mismatch, selection=Selection((0, 1))))
    assert played == ["mismatch", "select"]


def test_the_cues_ship_and_play_silently_without_audio(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    """No sound server here: every cue plays into silence, without a word."""
    from llk.model.records.preferences import Preferences
    from llk.view.assets import resources

    for name in CUES:
        data = resources().joinpath("sounds", f"{name}.wav").read_bytes()
        assert data[:4] == b"RIFF" and len(data) < 64_000
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)
    sounds = SoundBoard()
    sounds.apply_preferences(Preferences(sound_cues=True))
    sounds.time_warning(30)
    sounds.time_warning(10)
    sounds.cursor_moved(wrapped=True, empty=False)
    for name in CUES:
        sounds.cue(name)
    assert capfd.readouterr().err == ""


def test_the_cues_sound_different(qtbot: QtBot) -> None:
    """Distinct to the ear: the 30 s warning is one beep, the 10 s one three, higher;
    every cue has a length and a pitch of its own. Pitch: zero crossings per second
    over half the cycle, a rough measure that is enough to tell them apart."""
    make_sounds = importlib.import_module("tools.make_sounds")  # a script, untyped

    def pitch_hz(samples: list[float]) -> float:
        """Upward zero crossings per second of sound (the silences left out)."""
        crossings = sum(1 for a, b in itertools.pairwise(samples) if a < 0 <= b)
        sounding = sum(1 for v in samples if abs(v) >= 0.01)
        return float(crossings * make_sounds.RATE / sounding)

    def beeps(samples: list[float]) -> int:
        """Runs of sound parted by at least 20 ms of near silence."""
        gap = make_sounds.RATE // 50
        count, quiet = 0, gap
        for v in samples:
            if abs(v) < 0.01:
                quiet += 1
                continue
            count += quiet >= gap
            quiet = 0
        return count

    made = {name: getattr(make_sounds, f"make_{name}")() for name in CUES}
    assert beeps(made["warn30"]) == 1 and beeps(made["warn10"]) == 3
    assert pitch_hz(made["warn10"]) > pitch_hz(made["warn30"]) * 1.3
    shapes = {(round(len(s) / make_sounds.RATE, 2), round(pitch_hz(s), -1)) for s in made.values()}
    assert len(shapes) == len(CUES)
