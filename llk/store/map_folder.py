"""The player's maps on disk: saving one into their folder, importing files, exporting.

Files are written atomically (`write_atomically`), so a crash never leaves half a map; a
file that is not a map is refused with its one line (`MapError`) and never stops the
others of an import.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from llk.model.files import write_atomically
from llk.model.maps.catalog import MAX_STEM, MINE
from llk.model.maps.map_deal import fair_shifts
from llk.model.maps.map_file import MAP_SUFFIX, GameMap, MapError, map_text, read_map
from llk.store.data_files import reason

SHARED = 0o644
"""A map file is the player's to share: others may read it, as any document of theirs."""


def stem_for(name: str, folder: Path, keep: str | None = None) -> str:
    """A file name (less `MAP_SUFFIX`) for a map called ``name`` in ``folder``: lowercase
    letters, digits and hyphens, ``map`` when none are left, with ``-2``, ``-3``... until
    no other file has it (``keep``, the map's own stem, may be reused). O(files)."""
    base = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")[: MAX_STEM - 4] or "map"
    stem, number = base, 1
    while stem != keep and (folder / (stem + MAP_SUFFIX)).exists():
        number += 1
        stem = f"{base}-{number}"
    return stem


def save_map(folder: Path, game_map: GameMap) -> GameMap:
    """Write ``game_map`` into ``folder`` (made if needed), as its own file again when it is
    one of the player's, else under a new name; the map with its key (``mine/STEM``).
    `MapError` for a map the reader would refuse (`map_text`), OSError when the disk
    refuses."""
    folder.mkdir(parents=True, exist_ok=True)
    own = game_map.key[len(MINE) :] if game_map.key.startswith(MINE) else None
    stem = own if own and (folder / (own + MAP_SUFFIX)).exists() else None
    stem = stem or stem_for(game_map.name, folder)
    write_atomically(folder / (stem + MAP_SUFFIX), map_text(game_map), SHARED)
    return replace(game_map, key=MINE + stem)


def import_maps(folder: Path, paths: Sequence[Path]) -> tuple[list[GameMap], list[str]]:
    """Copy the maps among ``paths`` into ``folder``; the maps imported, and one line for
    each file that is not a map, has no fair deal (`fair_shifts`) or could not be written;
    a map is imported for the shift modes that have a fair deal, a line naming those it
    lost. O(total size), and a budgeted deal a shift mode the map allows."""
    imported: list[GameMap] = []
    problems: list[str] = []
    for path in paths:
        try:
            game_map = read_map(path)
            fair = fair_shifts(game_map, path.name)
            imported.append(save_map(folder, fair))
            if fair.shifts != game_map.shifts:
                problems.append(_narrowed(path.name, game_map, fair))
        except MapError as error:
            problems.append(str(error))
        except OSError as error:
            problems.append(_not_written(folder, error))
    return imported, problems


def export_map(game_map: GameMap, path: Path) -> str | None:
    """Write ``game_map`` to ``path``; None, or the one line to say why it was not."""
    try:
        write_atomically(path, map_text(game_map), SHARED)
    except MapError as error:
        return str(error)
    except OSError as error:
        return _not_written(path, error)
    return None


def _narrowed(source: str, game_map: GameMap, fair: GameMap) -> str:
    lost = ", ".join(mode.value for mode in game_map.shifts if mode not in fair.shifts)
    return QCoreApplication.translate(
        "MapFolder", "{0}: imported without the shift modes it has no fair deal under ({1})."
    ).format(source, lost)


def _not_written(where: Path, error: OSError) -> str:
    return QCoreApplication.translate(
        "MapFolder", "The map could not be written to {0} ({1})."
    ).format(where, reason(error))
