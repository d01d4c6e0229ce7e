"""The KMahjongg tile sets and backgrounds installed on the system, offered beside
LLK's own tiles and backdrop.

KShisen and KMahjongg players have them already: a ``*.desktop`` file and an SVG
(``*.svgz``) per set under ``kmahjongglib/tilesets/`` in the XDG data folders (the
Debian package ``kdegames-mahjongg-data-kf5``). Each face is an element of the SVG,
found by its id, so it renders crisp at any size. A set that cannot be read is left
out with one line for the player, never an error.
"""

from __future__ import annotations

import configparser
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtSvg import QSvgRenderer

from llk.model.files import read_capped

TILESET_FOLDER = "kmahjongglib/tilesets"
BACKGROUND_FOLDER = "kmahjongglib/backgrounds"
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


@dataclass(frozen=True)
class Background:
    """One KMahjongg background: an SVG, tiled or stretched, or the plain window colour."""

    key: str
    name: str
    svg: Path | None
    """None: the plain window colour of the theme."""
    tile: tuple[int, int] | None
    """The size one repeat of a tiled background is drawn at; None: stretched."""


def system_tile_sets(language: str) -> tuple[list[TileSet], list[str]]:
    """Every installed set that loads, by name, and a line for each one that does not.

    ``language`` (``zh_CN``) picks the set's translated name. Cost: one parse and one
    SVG load per set, once at start.
    """
    return _load_all(TILESET_FOLDER, lambda d: read_tile_set(d, language))


def system_backgrounds(language: str) -> tuple[list[Background], list[str]]:
    """Every installed background that loads, by name, and a line for each that does not."""
    return _load_all(BACKGROUND_FOLDER, lambda d: read_background(d, language))


_Art = TypeVar("_Art", TileSet, Background)


def _load_all(folder_name: str, read: Callable[[Path], _Art]) -> tuple[list[_Art], list[str]]:
    found: dict[str, _Art] = {}
    problems: list[str] = []
    folders = QStandardPaths.locateAll(
        QStandardPaths.StandardLocation.GenericDataLocation,
        folder_name,
        QStandardPaths.LocateOption.LocateDirectory,
    )
    for folder in folders:
        for desktop in sorted(Path(folder).glob("*.desktop")):
            key = PREFIX + desktop.stem
            if key in found:
                continue  # the first folder wins, as in the XDG order
            try:
                found[key] = read(desktop)
            except (OSError, ValueError, configparser.Error, KeyError) as error:
                text = QCoreApplication.translate(
                    "TileSets",
                    "The KMahjongg picture {0} could not be loaded ({1}); it is left out.",
                )
                problems.append(text.format(desktop.name, f"{error}"[:120]))
    return sorted(found.values(), key=lambda s: s.name.casefold()), problems


def read_background(desktop: Path, language: str) -> Background:
    """A background from its desktop file; raises when it or its SVG is unusable."""
    entry = _desktop_entry(desktop, "KMahjonggBackground")
    name = _name(entry, language)
    if entry.get("Plain") == "1":
        return Background(PREFIX + desktop.stem, name, None, None)
    svg = _picture(desktop, entry)
    if not QSvgRenderer(str(svg)).isValid():
        raise ValueError("its picture cannot be drawn")
    tile = (_size(entry, "Width"), _size(entry, "Height")) if entry.get("Tiled") == "1" else None
    if tile is not None and min(tile) < 1:
        raise ValueError("its repeat has no size")
    return Background(PREFIX + desktop.stem, name, svg, tile)


def read_tile_set(desktop: Path, language: str) -> TileSet:
    """A set from its desktop file; raises when the file or its SVG is unusable."""
    entry = _desktop_entry(desktop, "KMahjonggTileset")
    svg = _picture(desktop, entry)
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


def _desktop_entry(desktop: Path, section: str) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment, method-assign]  # keys keep their case
    parser.read_string(read_capped(desktop, MAX_DESKTOP_BYTES).decode("utf-8"))
    return parser[section]


def _picture(desktop: Path, entry: configparser.SectionProxy) -> Path:
    """The SVG a desktop file names, beside it; raises when it is missing or too large."""
    svg = desktop.with_name(entry["FileName"])
    if svg.name != entry["FileName"] or not svg.is_file():
        raise ValueError(f"no file {entry['FileName']!r}")
    if svg.stat().st_size > MAX_SVG_BYTES:
        raise ValueError("its picture file is too large")
    return svg


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
