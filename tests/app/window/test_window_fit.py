"""At 200 % scale every window fits a 1600 x 1000 screen, frame and all: the main window
(playing, and zoomed in as far as the game goes), each window the menus open and the
result screen. The main
window stood 519 px tall on the 500 px such a screen has at that scale, its status bar
below the edge; the level map was 823 px wide, the statistics and the map editor 553 and
591 px tall. Their buttons and the status bar stay in view, never scrolled away; nothing
stands past a window's edge, or its scroll area's, where no scroll bar reaches it
(Preferences' page stood 66 px past its view, the arrows of its fields cut); and a
window fitted keeps its first focus (the map editor's went from its canvas to Clear, and
the first Space wiped the map). The scale is the desktop's (QT_SCALE_FACTOR), which only
a new process takes: the game runs in one, on an offscreen screen of that size
(`window_fit_probe`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pytest
from PySide6.QtCore import QRect

from tests.conftest import WAIT_S

SCREEN = {"name": "laptop", "x": 0, "y": 0, "width": 1600, "height": 1000}
SCALE = "2"


class Seen(NamedTuple):
    """A window as the probe saw it."""

    frame: QRect
    cut: int
    """How many of its button boxes and status bars are cut off."""
    focus: str
    """What has its focus once shown, as "class:object name"."""
    hidden: list[str]
    """Its widgets past an edge that nothing scrolls into view."""


def frames(folder: Path, language: str, theme: str) -> tuple[QRect, dict[str, Seen]]:
    """The screen's free area and each window as the probe saw it."""
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [{**SCREEN, "logicalDpi": 96, "dpr": 1}]}))
    environment = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "QT_SCALE_FACTOR": SCALE,
        "XDG_CONFIG_HOME": str(folder / "config"),
        "XDG_DATA_HOME": str(folder / "data"),
    }
    run = subprocess.run(
        [sys.executable, "-m", "tests.app.window.window_fit_probe", language, theme],
        env=environment,
        capture_output=True,
        text=True,
        timeout=10 * WAIT_S,
        check=True,
    )
    first, *lines = run.stdout.splitlines()
    _screen, *free = first.split()
    found = {}
    for line in lines:
        name, x, y, width, height, cut, focus, hidden = line.split()
        frame = QRect(int(x), int(y), int(width), int(height))
        found[name] = Seen(frame, int(cut), focus, [] if hidden == "-" else hidden.split(","))
    return QRect(*map(int, free)), found


@pytest.mark.parametrize(("language", "theme"), [("en", "light"), ("zh_CN", "contrast")])
def test_every_window_fits_a_1600_by_1000_screen_at_200_percent(
    tmp_path: Path, language: str, theme: str
) -> None:
    free, windows = frames(tmp_path, language, theme)
    assert free.size().toTuple() == (800, 500)  # 1600 x 1000 at 200 %
    assert len(windows) == 14
    too_big = {name: seen.frame for name, seen in windows.items() if not free.contains(seen.frame)}
    cut_off = {name: seen.cut for name, seen in windows.items() if seen.cut}
    hidden = {name: seen.hidden for name, seen in windows.items() if seen.hidden}
    assert (too_big, cut_off, hidden) == ({}, {}, {})
    assert windows["map_editor"].focus == "MapCanvas:map_canvas"  # scrolled, it was Clear
