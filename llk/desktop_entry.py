"""``llk --install-desktop``: a launcher in the desktop's menus, and its removal.

Puts a freedesktop ``.desktop`` entry, the scalable icon and the AppStream metainfo
(which software centres read) into the user's XDG data folder (``applications/``,
``icons/hicolor/scalable/apps/``, ``metainfo/``), pointing at the installed ``llk``;
``--uninstall-desktop`` removes exactly those files, and only if they are the ones LLK
wrote. No Qt: it runs before any window is made.

Each file is written whole (`write_atomically`): a link standing in its place is
replaced, never written through, and a FIFO is replaced, never opened. The entry
starts the ``llk`` of the environment it was installed from (``.venv/bin/llk``
for the README's commands), so deleting that environment leaves an entry that
starts nothing; the game that would notice cannot run any more, so installing says
so instead, with the command to run first.
"""

from __future__ import annotations

import os
import shutil
import sys
from importlib.resources import files
from pathlib import Path

from llk.model.files import read_capped, write_atomically

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
_MODE = 0o644
"""Launcher files, like those a package installs, are readable by all."""
_MAX_BYTES = 2**20
"""A launcher file LLK writes is a few kilobytes: a larger one is not LLK's."""


class LauncherError(Exception):
    """A launcher file could not be written or removed; the message says which and why,
    in one line."""


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
    returns the files written. Raises `LauncherError` at the first that fails."""
    _remove(home, OLD_APP_ID)
    entry, icon, metainfo = launcher_paths(home)
    text = ENTRY.format(command=game_command(), app_id=APP_ID, marker=MARKER)
    written = {entry: text.encode("utf-8"), icon: _resource("icon.svg")}
    written[metainfo] = _resource(METAINFO)
    for path, data in written.items():
        _write(path, data)
    return list(written)


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove the launcher files LLK wrote, under this id or the earlier one (nothing
    else); returns what was removed. Raises `LauncherError` at the first that fails."""
    return _remove(home, APP_ID) + _remove(home, OLD_APP_ID)


def main(installing: bool) -> int:
    """``llk --install-desktop`` (``installing``) or ``--uninstall-desktop``: says what
    was done and returns 0, or says in one line what failed and returns 1."""
    try:
        done = install() if installing else uninstall()
    except LauncherError as error:
        print(f"llk: {error}", file=sys.stderr)
        return 1
    for path in done:
        print(("installed " if installing else "removed ") + str(path))
    if installing:
        print(
            f"The menu entry starts {game_command()}: run llk --uninstall-desktop before "
            f"{_removing()}, or the menu keeps an entry that starts nothing."
        )
    elif not done:
        print("no launcher of LLK was installed")
    return 0


def _write(path: Path, data: bytes) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise LauncherError(f"cannot make the folder {path.parent}: {_why(error)}") from None
    try:
        write_atomically(path, data, _MODE)
    except OSError as error:
        raise LauncherError(f"cannot write {path}: {_why(error)}") from None


def _remove(home: Path | None, app_id: str) -> list[Path]:
    """Remove the entry and metainfo that carry `MARKER`, and the icon beside an entry
    of ours if it is our icon."""
    entry, icon, metainfo = launcher_paths(home, app_id)
    removed = [path for path in (entry, metainfo) if MARKER.encode() in _contents(path)]
    if entry in removed and _contents(icon) == _resource("icon.svg"):
        removed.append(icon)
    for path in removed:
        try:
            path.unlink()
        except OSError as error:
            raise LauncherError(f"cannot remove {path}: {_why(error)}") from None
    return removed


def _contents(path: Path) -> bytes:
    """The bytes of the regular file at ``path``; none for a link (LLK writes none), a
    FIFO, a device, a file too large to be LLK's, or one that cannot be read."""
    if path.is_symlink():
        return b""
    try:
        return read_capped(path, _MAX_BYTES)
    except OSError:
        return b""


def _removing() -> str:
    """What would leave the entry starting nothing: removing the virtual environment LLK
    runs from (the README's ``.venv``), else uninstalling LLK."""
    if sys.prefix != sys.base_prefix:
        return f"removing the virtual environment {sys.prefix}"
    return "uninstalling LLK"


def _why(error: OSError) -> str:
    """An error as a few words: "Permission denied"."""
    return error.strerror or str(error)


def _resource(name: str) -> bytes:
    return files("llk.resources").joinpath(name).read_bytes()
