"""Throw-away campaign levels for tests: small plain maps, written as files or made at
once, so the campaign's code is tested before its 60 levels exist."""

from __future__ import annotations

from pathlib import Path

from llk.model.campaign.levels import Level, read_levels

GRID = "\n".join(["XXXX"] * 3)


def level_text(key: str, shifts: str = "none") -> str:
    return f"LLK map 1\nname: Level {key}\nfaces: 4\nshifts: {shifts}\n---\n{GRID}\n"


def write_levels(folder: Path, chapters: int = 2, per_chapter: int = 12) -> list[Level]:
    """``per_chapter`` levels in each of the first ``chapters`` chapters, as files in
    ``folder``, read back as the campaign reads its folder."""
    folder.mkdir(parents=True, exist_ok=True)
    for chapter in range(1, chapters + 1):
        for number in range(1, per_chapter + 1):
            key = f"c{chapter}-{number:02d}"
            (folder / f"{key}.llkmap").write_text(level_text(key), "utf-8")
    levels, problems = read_levels(sorted(folder.iterdir()))
    assert problems == []
    return levels
