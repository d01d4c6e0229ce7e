"""A map being drawn: cells painted and erased (mirrored left-right and top-bottom when
asked), flood fill, clear, resize, and undo/redo by whole strokes. The brush paints a
plain tile or any special cell of the map format (a stone, an iced, locked, key, fogged
or timer tile: `llk.model.maps.map_file.SPECIAL_MARKS`).

Plain Python, so the editor's rules are tested without a window. Each change keeps the
picture before it, so undo and redo cost O(rows * cols) a step.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from llk.model.board.grid import Point
from llk.model.limits import MAX_COLS, MAX_ROWS
from llk.model.maps.catalog import MINE
from llk.model.maps.map_file import (
    DEFAULT_TIMER,
    EMPTY,
    MIN_SIDE,
    OBSTACLE,
    SPECIAL_CELLS,
    TILE,
    GameMap,
    MapError,
    keyed,
    map_text,
)

BRUSHES = (TILE, *SPECIAL_CELLS)
"""What the brush can paint, by the map format's letters."""


@dataclass(frozen=True)
class Picture:
    rows: int
    cols: int
    cells: frozenset[Point]
    """The cells that hold a tile, special or not (a stone holds none)."""
    specials: frozenset[tuple[Point, str]] = frozenset()
    """The cells that hold a stone or a special tile, each with its letter."""

    def letter(self, cell: Point) -> str:
        """The map format's letter of ``cell``. O(specials)."""
        special = next((mark for at, mark in self.specials if at == cell), None)
        return special or (TILE if cell in self.cells else EMPTY)

    @property
    def tiles(self) -> int:
        return len(self.cells)

    def inside(self, cell: Point) -> bool:
        return 0 <= cell[0] < self.rows and 0 <= cell[1] < self.cols

    def images(self, cell: Point, mirror_x: bool, mirror_y: bool) -> set[Point]:
        """``cell`` and its images in the picture's middle lines: the left-right one
        (``mirror_x``), the top-bottom one (``mirror_y``), both (all four)."""
        r, c = cell
        images = {(r, c)}
        if mirror_x:
            images |= {(a, self.cols - 1 - b) for a, b in images}
        if mirror_y:
            images |= {(self.rows - 1 - a, b) for a, b in images}
        return {image for image in images if self.inside(image)}

    def fitting(self, rows: int, cols: int) -> Picture:
        """What of this picture fits a ``rows`` x ``cols`` one."""
        kept = frozenset((r, c) for r, c in self.cells if r < rows and c < cols)
        specials = frozenset(s for s in self.specials if s[0][0] < rows and s[0][1] < cols)
        return Picture(rows, cols, kept, specials)


@dataclass
class MapSketch:
    """The map on the easel. ``mirror_x`` paints the left-right image of each cell too,
    ``mirror_y`` the top-bottom one (both: all four)."""

    picture: Picture = field(default_factory=lambda: Picture(8, 12, frozenset()))
    name: str = ""
    name_zh: str = ""
    mirror_x: bool = False
    mirror_y: bool = False
    brush: str = TILE
    """The letter a stroke paints (one of `BRUSHES`)."""
    base: GameMap | None = None
    """The map it was opened from or last saved as: what the drawing does not change (the
    author, the shifts, a level's clock, seed and timer) is kept from it, and one of the
    player's own (key ``mine/STEM``) is saved into its own file again."""
    _undo: list[Picture] = field(default_factory=list)
    _redo: list[Picture] = field(default_factory=list)
    _kept: tuple[Picture, str, str] | None = None

    def __post_init__(self) -> None:
        self._kept = self._drawing()

    @classmethod
    def of(cls, game_map: GameMap) -> MapSketch:
        specials = frozenset(
            (cell, mark)
            for mark, field in SPECIAL_CELLS.items()
            for cell in getattr(game_map, field)
        )
        picture = Picture(game_map.rows, game_map.cols, frozenset(game_map.cells), specials)
        return cls(picture, game_map.name, game_map.name_zh, base=game_map)

    @property
    def unsaved(self) -> bool:
        """Whether the picture or the names changed since it was opened or `saved`."""
        return self._drawing() != self._kept

    def saved(self, game_map: GameMap) -> None:
        """The sketch is saved as ``game_map`` (`base` from now on)."""
        self.base, self._kept = game_map, self._drawing()

    def _drawing(self) -> tuple[Picture, str, str]:
        return self.picture, self.name.strip(), self.name_zh.strip()

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def filled(self, cell: Point) -> bool:
        """Whether ``cell`` holds anything: a tile or a stone."""
        return self.picture.letter(cell) != EMPTY

    def begin_stroke(self) -> None:
        """What follows, until the next stroke, is one step for undo (a drag of the mouse)."""
        self._undo.append(self.picture)
        self._redo.clear()

    def paint(self, cell: Point, filled: bool) -> None:
        """Paint ``cell`` and its mirror images with the brush (or empty them), within the
        current stroke."""
        p = self.picture
        images = p.images(cell, self.mirror_x, self.mirror_y)
        cells = set(p.cells) - images
        specials = {s for s in p.specials if s[0] not in images}
        if filled:
            cells |= images if self.brush != OBSTACLE else set()
            specials |= {(image, self.brush) for image in images} if self.brush != TILE else set()
        self.picture = Picture(p.rows, p.cols, frozenset(cells), frozenset(specials))

    def fill(self, cell: Point) -> None:
        """One step: the 4-connected region of ``cell``'s letter painted with the brush, or
        emptied when it is the brush's already, with its mirror images. Cost:
        O(rows * cols * specials)."""
        self.begin_stroke()
        state = self.picture.letter(cell)
        region, todo = {cell}, [cell]
        while todo:
            r, c = todo.pop()
            for near in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if (
                    near not in region
                    and self.picture.inside(near)
                    and self.picture.letter(near) == state
                ):
                    region.add(near)
                    todo.append(near)
        for point in region:
            self.paint(point, state != self.brush)

    def clear(self) -> None:
        self.begin_stroke()
        self.picture = Picture(self.picture.rows, self.picture.cols, frozenset())

    def resize(self, rows: int, cols: int) -> None:
        """One step: ``rows`` x ``cols`` (held to the board limits), keeping what fits."""
        rows = max(MIN_SIDE, min(MAX_ROWS, rows))
        cols = max(MIN_SIDE, min(MAX_COLS, cols))
        if (rows, cols) == (self.picture.rows, self.picture.cols):
            return
        self.begin_stroke()
        self.picture = self.picture.fitting(rows, cols)

    def undo(self) -> bool:
        """Back one step; False when there is none."""
        return self._step(self._undo, self._redo)

    def redo(self) -> bool:
        """Forward one step undone; False when there is none."""
        return self._step(self._redo, self._undo)

    def _step(self, source: list[Picture], target: list[Picture]) -> bool:
        """The picture on top of ``source`` shown, the one shown kept on ``target``."""
        if not source:
            return False
        target.append(self.picture)
        self.picture = source.pop()
        return True

    def problem(self) -> str | None:
        """Why the sketch is not a map yet, or None."""
        if not self.picture.cells:
            return "no tile cell yet"
        if self.picture.tiles % 2:
            return f"{self.picture.tiles} tiles: tiles go in pairs, so the count must be even"
        if not self.name.strip():
            return "the map needs a name"
        letters = [mark for _, mark in self.picture.specials]
        keys, locks = letters.count("K"), letters.count("L")
        if keys not in (0, 2) or (locks and not keys):
            return "a map with locks needs exactly two keys"
        try:
            map_text(self.to_map())  # whatever else the reader would refuse
        except MapError as error:
            return error.what
        return None

    def to_map(self) -> GameMap:
        """The map drawn (`problem` must be None): keyed as the player's map it was opened
        from or saved as, else by its cells until it is saved."""
        drawn = self._drawn(self.name.strip(), self.name_zh.strip())
        own = self.base is not None and self.base.key.startswith(MINE)
        return replace(drawn, key=self.base.key) if own and self.base else keyed(drawn)

    def cells_map(self) -> GameMap:
        """The cells as a map, whatever its name, for the fairness checks."""
        return self._drawn(self.name or "-", "")

    def _drawn(self, name: str, name_zh: str) -> GameMap:
        p = self.picture
        drawn = GameMap(name, p.rows, p.cols, tuple(sorted(p.cells)), name_zh).with_specials(
            {
                field: [cell for cell, mark in p.specials if mark == letter]
                for letter, field in SPECIAL_CELLS.items()
            }
        )
        b = self.base
        if b is None:
            return drawn
        return replace(
            drawn,
            author=b.author,
            faces=b.faces if b.faces and b.faces <= drawn.most_faces else None,
            shifts=b.shifts,
            time_s=b.time_s,
            seed=b.seed,
            timer=b.timer if drawn.timers else DEFAULT_TIMER,
        )
