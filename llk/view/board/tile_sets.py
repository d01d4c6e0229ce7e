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
from typing import Generic, TypeVar

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


_Art = TypeVar("_Art", TileSet, Background)


class InstalledArt:
    """The KMahjongg sets and backgrounds installed, each read when it is first wanted.

    A start reads only the set and the background in use (`tile_set`, `background`);
    Preferences lists them all (`tile_sets`, `backgrounds`), read once and then kept.
    Reading every one of Debian's six sets and six backgrounds at start took 0.14 s, a
    third of the time to the window. ``language`` (``zh_CN``) picks their translated
    names. A file that cannot be read is left out with one line in `problems`, once.
    """

    def __init__(self, language: str) -> None:
        self.problems: list[str] = []
        """Lines for the player about the files left out, not yet told (`take_problems`)."""
        self._sets = _Shelf(TILESET_FOLDER, lambda d: read_tile_set(d, language), self.problems)
        self._backgrounds = _Shelf(
            BACKGROUND_FOLDER, lambda d: read_background(d, language), self.problems
        )

    def tile_set(self, key: str) -> TileSet | None:
        """The set ``key`` (`PREFIX` and its desktop file's stem), or None when it is not
        installed or cannot be read. Cost: one parse and one SVG load, the first time."""
        return self._sets.one(key)

    def background(self, key: str) -> Background | None:
        """The background ``key``, or None when it is not installed or cannot be read."""
        return self._backgrounds.one(key)

    def tile_sets(self) -> list[TileSet]:
        """Every installed set that loads, by name. Cost: one parse and one SVG load per
        set not read before."""
        return self._sets.every()

    def backgrounds(self) -> list[Background]:
        """Every installed background that loads, by name."""
        return self._backgrounds.every()

    def take_problems(self) -> list[str]:
        """The lines in `problems`, which are then forgotten (each file is told once)."""
        taken = self.problems[:]
        self.problems.clear()
        return taken


class _Shelf(Generic[_Art]):
    """The pictures of one folder name (``kmahjongglib/tilesets``) in the XDG data
    folders, read one by one as asked for; the first folder holding a name wins, as in
    the XDG order."""

    def __init__(self, folder_name: str, read: Callable[[Path], _Art], problems: list[str]):
        self._folder_name = folder_name
        self._read: Callable[[Path], _Art] = read
        self._problems = problems
        self._read_already: dict[str, _Art | None] = {}
        """Every key looked for so far: its picture, or None (missing or unreadable)."""
        self._every: list[_Art] | None = None

    def one(self, key: str) -> _Art | None:
        if key not in self._read_already:
            name = key.removeprefix(PREFIX) + ".desktop"
            wanted = key.startswith(PREFIX) and Path(name).name == name  # no path in a key
            found = (f / name for f in self._folders() if wanted and (f / name).is_file())
            desktop = next(found, None)
            self._read_already[key] = self._load(desktop) if desktop is not None else None
        return self._read_already[key]

    def every(self) -> list[_Art]:
        if self._every is None:
            for folder in self._folders():
                for desktop in sorted(folder.glob("*.desktop")):
                    key = PREFIX + desktop.stem
                    if key not in self._read_already:  # the first folder wins
                        self._read_already[key] = self._load(desktop)
            found = (art for art in self._read_already.values() if art is not None)
            self._every = sorted(found, key=lambda art: art.name.casefold())
        return self._every

    def _folders(self) -> list[Path]:
        """The XDG data folders' ``folder_name`` folders that exist, in XDG order."""
        found = QStandardPaths.locateAll(
            QStandardPaths.StandardLocation.GenericDataLocation,
            self._folder_name,
            QStandardPaths.LocateOption.LocateDirectory,
        )
        return [Path(folder) for folder in found]

    def _load(self, desktop: Path) -> _Art | None:
        try:
            return self._read(desktop)
        except (OSError, ValueError, configparser.Error, KeyError) as error:
            text = QCoreApplication.translate(
                "TileSets",
                "The KMahjongg picture {0} could not be loaded ({1}); it is left out.",
            )
            self._problems.append(text.format(desktop.name, f"{error}"[:120]))
            return None


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
