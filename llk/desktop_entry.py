"""``llk --install-desktop``: a launcher in the desktop's menus, and its removal.

Puts a freedesktop ``.desktop`` entry, the scalable icon and the AppStream metainfo
(which software centres read) into the user's XDG data folder (``applications/``,
``icons/hicolor/scalable/apps/``, ``metainfo/``), pointing at the installed ``llk``;
``--uninstall-desktop`` removes exactly those files, and only if they are the ones LLK
wrote. No Qt: it runs before any window is made.
"""

from __future__ import annotations

import os
import shutil
import sys
from importlib.resources import files
from pathlib import Path

APP_ID = "io.github.llk.LLK"
"""Names the entry, the icon and the metainfo; reverse-DNS, as AppStream asks."""
OLD_APP_ID = "llk"
"""The id of earlier launchers: installing replaces them, uninstalling removes them."""
COMMAND = "llk"
MARKER = "X-LLK-Launcher=true"
"""The line by which LLK recognises its own entry and metainfo before removing them."""
METAINFO = f"{APP_ID}.metainfo.xml"
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


def launcher_paths(home: Path | None = None, app_id: str = APP_ID) -> tuple[Path, Path, Path]:
    """Where the entry, the icon and the metainfo go."""
    home = home or data_home()
    return (
        home / "applications" / f"{app_id}.desktop",
        home / "icons" / "hicolor" / "scalable" / "apps" / f"{app_id}.svg",
        home / "metainfo" / f"{app_id}.metainfo.xml",
    )


def game_command() -> str:
    """How the desktop starts this LLK: the ``llk`` beside the running Python (the one
    pip installed), else on PATH, else this Python with ``-m llk``."""
    beside = Path(sys.executable).with_name(COMMAND)
    found = str(beside) if beside.is_file() else shutil.which(COMMAND)
    words = [found] if found else [sys.executable, "-m", "llk"]
    return " ".join(f'"{word}"' if " " in word else word for word in words)


def install(home: Path | None = None) -> list[Path]:
    """Write the entry, the icon and the metainfo, in place of an earlier launcher;
    returns the files written."""
    _remove(home, OLD_APP_ID)
    entry, icon, metainfo = launcher_paths(home)
    for path in (entry, icon, metainfo):
        path.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(
        ENTRY.format(command=game_command(), app_id=APP_ID, marker=MARKER), encoding="utf-8"
    )
    icon.write_bytes(_resource("icon.svg"))
    metainfo.write_bytes(_resource(METAINFO))
    return [entry, icon, metainfo]


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove the launcher files LLK wrote, under this id or the earlier one (nothing
    else); returns what was removed."""
    return _remove(home, APP_ID) + _remove(home, OLD_APP_ID)


def _remove(home: Path | None, app_id: str) -> list[Path]:
    """Remove the entry and metainfo that carry `MARKER`, and the icon beside an entry
    of ours if it is our icon."""
    entry, icon, metainfo = launcher_paths(home, app_id)
    removed = [path for path in (entry, metainfo) if _is_ours(path)]
    if entry in removed and icon.is_file() and icon.read_bytes() == _resource("icon.svg"):
        removed.append(icon)
    for path in removed:
        path.unlink()
    return removed


def _is_ours(path: Path) -> bool:
    return path.is_file() and MARKER in path.read_text(encoding="utf-8", errors="replace")


def _resource(name: str) -> bytes:
    return files("llk.resources").joinpath(name).read_bytes()
