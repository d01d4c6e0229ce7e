"""``llk --install-desktop``: a launcher in the desktop's menus, and its removal.

Puts a freedesktop ``.desktop`` entry and the scalable icon into the user's XDG data
folder (``applications/`` and ``icons/hicolor/scalable/apps/``), pointing at the
installed ``llk``; ``--uninstall-desktop`` removes exactly those two files, and only
if they are the ones LLK wrote. No Qt: it runs before any window is made.
"""

from __future__ import annotations

import os
import shutil
import sys
from importlib.resources import files
from pathlib import Path

APP_ID = "llk"
MARKER = "X-LLK-Launcher=true"
"""The line by which LLK recognises its own entry before removing it."""
ENTRY = """[Desktop Entry]
Type=Application
Name=LLK
Name[zh_CN]=连连看
GenericName=Tile matching game
GenericName[zh_CN]=连连看游戏
Comment=Link pairs of matching tiles with a line of at most two turns
Comment[zh_CN]=用不超过两个拐弯的线连接相同的方块
Exec={command}
Icon={app_id}
Terminal=false
Categories=Game;BoardGame;
Keywords=lianliankan;onet;shisen-sho;tiles;puzzle;
{marker}
"""


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` where it is not set."""
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def launcher_paths(home: Path | None = None) -> tuple[Path, Path]:
    """Where the entry and the icon go."""
    home = home or data_home()
    return (
        home / "applications" / f"{APP_ID}.desktop",
        home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
    )


def game_command() -> str:
    """How the desktop starts this LLK: the ``llk`` beside the running Python (the one
    pip installed), else on PATH, else this Python with ``-m llk``."""
    beside = Path(sys.executable).with_name(APP_ID)
    found = str(beside) if beside.is_file() else shutil.which(APP_ID)
    words = [found] if found else [sys.executable, "-m", APP_ID]
    return " ".join(f'"{word}"' if " " in word else word for word in words)


def install(home: Path | None = None) -> list[Path]:
    """Write the entry and the icon; returns the files written."""
    entry, icon = launcher_paths(home)
    entry.parent.mkdir(parents=True, exist_ok=True)
    icon.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(
        ENTRY.format(command=game_command(), app_id=APP_ID, marker=MARKER), encoding="utf-8"
    )
    icon.write_bytes(files("llk.resources").joinpath("icon.svg").read_bytes())
    return [entry, icon]


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove the entry and the icon LLK wrote (nothing else); returns what was removed."""
    entry, icon = launcher_paths(home)
    removed = []
    if entry.is_file() and MARKER in entry.read_text(encoding="utf-8", errors="replace"):
        entry.unlink()
        removed.append(entry)
        ours = files("llk.resources").joinpath("icon.svg").read_bytes()
        if icon.is_file() and icon.read_bytes() == ours:
            icon.unlink()
            removed.append(icon)
    return removed
