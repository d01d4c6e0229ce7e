"""The KMahjongg tile sets installed on the system, offered beside LLK's own tiles.

KShisen and KMahjongg players have them already: a ``*.desktop`` file and an SVG
(``*.svgz``) per set under ``kmahjongglib/tilesets/`` in the XDG data folders (the
Debian package ``kdegames-mahjongg-data-kf5``). Each face is an element of the SVG,
found by its id, so it renders crisp at any size. A set that cannot be read is left
out with one line for the player, never an error.
"""

from __future__ import annotations

import configparser
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtSvg import QSvgRenderer

from llk.model.files import read_capped

TILESET_FOLDER = "kmahjongglib/tilesets"
OWN = "llk"
"""The key of LLK's own tiles."""
PREFIX = "kmahjongg:"
"""Keys of system sets: this, then the desktop file's name without its suffix."""
FACES = (
    *(f"CHARACTER_{n}" for n in range(1, 10)),
    *(f"BAMBOO_{n}" for n in range(1, 10)),
    *(f"ROD_{n}" for n in range(1, 10)),
    *(f"WIND_{n}" for n in range(1, 5)),
    *(f"DRAGON_{n}" for n in range(1, 4)),
    *(f"FLOWER_{n}" for n in range(1, 5)),
    *(f"SEASON_{n}" for n in range(1, 5)),
)
"""The element ids of a set's 42 faces, in LLK's face order."""
BODY = "TILE_1"
MAX_DESKTOP_BYTES = 64 * 1024
MAX_SVG_BYTES = 32 * 2**20


@dataclass(frozen=True)
class TileSet:
    """One KMahjongg set: its SVG, and the sizes its desktop file gives (SVG units)."""

    key: str
    name: str
    svg: Path
    tile: tuple[int, int]
    face: tuple[int, int]
    level_offset: tuple[int, int]
    """The tile's edge (its thickness) at the left and bottom; the face sits on the rest."""

    @property
    def aspect(self) -> float:
        return self.tile[0] / self.tile[1]


def system_tile_sets(language: str) -> tuple[list[TileSet], list[str]]:
    """Every installed set that loads, by name, and a line for each one that does not.

    ``language`` (``zh_CN``) picks the set's translated name. Cost: one parse and one
    SVG load per set, once at start.
    """
    found: dict[str, TileSet] = {}
    problems: list[str] = []
    folders = QStandardPaths.locateAll(
        QStandardPaths.StandardLocation.GenericDataLocation,
        TILESET_FOLDER,
        QStandardPaths.LocateOption.LocateDirectory,
    )
    for folder in folders:
        for desktop in sorted(Path(folder).glob("*.desktop")):
            key = PREFIX + desktop.stem
            if key in found:
                continue  # the first folder wins, as in the XDG order
            try:
                found[key] = read_tile_set(desktop, language)
            except (OSError, ValueError, configparser.Error, KeyError) as error:
                text = QCoreApplication.translate(
                    "TileSets", "The tile set {0} could not be loaded ({1}); it is left out."
                )
                problems.append(text.format(desktop.name, f"{error}"[:120]))
    return sorted(found.values(), key=lambda s: s.name.casefold()), problems


def read_tile_set(desktop: Path, language: str) -> TileSet:
    """A set from its desktop file; raises when the file or its SVG is unusable."""
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment, method-assign]  # keys keep their case
    parser.read_string(read_capped(desktop, MAX_DESKTOP_BYTES).decode("utf-8"))
    entry = parser["KMahjonggTileset"]
    svg = desktop.with_name(entry["FileName"])
    if svg.name != entry["FileName"] or not svg.is_file():
        raise ValueError(f"no file {entry['FileName']!r}")
    if svg.stat().st_size > MAX_SVG_BYTES:
        raise ValueError("its picture file is too large")
    offset = entry.get("LevelOffset", "0")
    tile_set = TileSet(
        key=PREFIX + desktop.stem,
        name=_name(entry, language),
        svg=svg,
        tile=(_size(entry, "TileWidth"), _size(entry, "TileHeight")),
        face=(_size(entry, "TileFaceWidth"), _size(entry, "TileFaceHeight")),
        level_offset=(
            _size(entry, "LevelOffsetX", offset),
            _size(entry, "LevelOffsetY", offset),
        ),
    )
    renderer = QSvgRenderer(str(svg))
    missing = [e for e in (BODY, *FACES) if not renderer.elementExists(e)]
    if not renderer.isValid() or missing:
        raise ValueError(f"its picture lacks {', '.join(missing[:3]) or 'everything'}")
    return tile_set


def _name(entry: configparser.SectionProxy, language: str) -> str:
    for key in (f"Name[{language}]", f"Name[{language.split('_')[0]}]", "Name"):
        if entry.get(key):
            return entry[key][:60]
    raise ValueError("it has no name")


def _size(entry: configparser.SectionProxy, key: str, default: str | None = None) -> int:
    value = entry.get(key, default)
    if value is None or not value.strip().isdigit() or not 0 <= int(value) <= 10_000:
        raise ValueError(f"{key} is not a size: {value!r:.20}")
    return int(value)
