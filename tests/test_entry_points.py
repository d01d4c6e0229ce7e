"""The command line: ``python -m llk --version`` and ``--help`` answer without a window."""

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import llk
from llk.model.maps.catalog import find_map
from llk.model.maps.map_file import format_map, parse_map
from llk.store.data_files import DATA_FOLDER_NAME, SAVED_GAME_FILE


def test_version() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "llk", "--version"], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == f"llk {llk.__version__}"


def test_help_mentions_the_seed() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "llk", "--help"], capture_output=True, text=True, check=True
    )
    assert "--seed" in result.stdout


def _llk(*args: str, data: Path | None = None, quit_after: bool = False) -> Any:
    env = dict(os.environ)
    if data is not None:
        env["XDG_DATA_HOME"] = str(data)
        env["XDG_CONFIG_HOME"] = str(data / "config")
    if quit_after:
        env["LLK_QUIT_WHEN_SHOWN"] = "0.5"
    return subprocess.run(
        [sys.executable, "-m", "llk", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize(
    ("wanted", "said"),
    [
        ("no-such-map", "no-such-map: no such file"),
        ("mine/gone", "gone: no such file"),
        (".", ".: a folder, not a map file"),
        ("a" * 300, "a" * 300 + ": File name too long"),  # the system will not look it up
    ],
)
def test_a_map_that_is_not_there_is_one_line_and_status_2(wanted: str, said: str) -> None:
    result = _llk("--map", wanted)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [f"llk: --map: {said}"]


def test_a_bad_map_file_names_its_line(tmp_path: Path) -> None:
    bad = tmp_path / "odd.llkmap"
    bad.write_text("LLK map 1\nname: Odd\n---\nXX\nX.\n", "utf-8")
    result = _llk("--map", str(bad))
    assert result.returncode == 2
    assert result.stderr.strip() == "llk: --map: odd.llkmap, line 4: 3 tile cells: " + (
        "tiles go in pairs, so the count must be even"
    )


@pytest.mark.parametrize("wanted", ["heart", "FILE"])
def test_llk_map_starts_a_game_on_that_map(tmp_path: Path, wanted: str) -> None:
    heart = find_map("heart", None)
    assert heart is not None
    if wanted == "FILE":
        wanted = str(tmp_path / "drawn.llkmap")
        Path(wanted).write_text(format_map(heart), "utf-8")
    result = _llk("--map", wanted, "--seed", "9", data=tmp_path, quit_after=True)
    assert result.returncode == 0, result.stderr
    saved = json.loads((tmp_path / DATA_FOLDER_NAME / SAVED_GAME_FILE).read_text("utf-8"))["data"]
    assert saved["seed"] == 9
    assert parse_map(saved["settings"]["board_map"]["text"]).cells == heart.cells
    assert len(saved["board"]) == heart.rows
