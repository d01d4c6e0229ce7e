"""A map being drawn: cells painted and erased (mirrored left-right and top-bottom when
asked), flood fill, clear, resize, and undo/redo by whole strokes.

Plain Python, so the editor's rules are tested without a window. Each change keeps the
picture before it, so undo and redo cost O(rows * cols) a step.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from llk.model.board import Point
from llk.model.limits import MAX_COLS, MAX_ROWS
from llk.model.map_file import MIN_SIDE, GameMap, keyed


@dataclass(frozen=True)
class Picture:
    rows: int
    cols: int
    cells: frozenset[Point]


@dataclass
class MapSketch:
    """The map on the easel. ``mirror_x`` paints the left-right image of each cell too,
    ``mirror_y`` the top-bottom one (both: all four)."""

    picture: Picture = field(default_factory=lambda: Picture(8, 12, frozenset()))
    name: str = ""
    name_zh: str = ""
    mirror_x: bool = False
    mirror_y: bool = False
    _undo: list[Picture] = field(default_factory=list)
    _redo: list[Picture] = field(default_factory=list)

    @classmethod
    def of(cls, game_map: GameMap) -> MapSketch:
        picture = Picture(game_map.rows, game_map.cols, frozenset(game_map.cells))
        return cls(picture, game_map.name, game_map.name_zh)

    @property
    def tiles(self) -> int:
        return len(self.picture.cells)

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def filled(self, cell: Point) -> bool:
        return cell in self.picture.cells

    def begin_stroke(self) -> None:
        """What follows, until the next stroke, is one step for undo (a drag of the mouse)."""
        self._undo.append(self.picture)
        self._redo.clear()

    def paint(self, cell: Point, filled: bool) -> None:
        """Fill (or empty) ``cell`` and its mirror images, within the current stroke."""
        cells = set(self.picture.cells)
        for image in self._images(cell):
            (cells.add if filled else cells.discard)(image)
        self.picture = Picture(self.picture.rows, self.picture.cols, frozenset(cells))

    def fill(self, cell: Point) -> None:
        """One step: the 4-connected region of ``cell``'s state (filled or empty) turned to
        the other, with its mirror images. Cost: O(rows * cols)."""
        self.begin_stroke()
        state = self.filled(cell)
        region, todo = {cell}, [cell]
        while todo:
            r, c = todo.pop()
            for near in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if near not in region and self._inside(near) and self.filled(near) == state:
                    region.add(near)
                    todo.append(near)
        for point in region:
            self.paint(point, not state)

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
        kept = frozenset((r, c) for r, c in self.picture.cells if r < rows and c < cols)
        self.picture = Picture(rows, cols, kept)

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
        if self.tiles % 2:
            return f"{self.tiles} tiles: tiles go in pairs, so the count must be even"
        if not self.name.strip():
            return "the map needs a name"
        return None

    def to_map(self) -> GameMap:
        """The map drawn (`problem` must be None), keyed by its cells until it is saved."""
        p = self.picture
        return keyed(
            GameMap(self.name.strip(), p.rows, p.cols, tuple(sorted(p.cells)), self.name_zh.strip())
        )

    def cells_map(self) -> GameMap:
        """The cells as a map, whatever its name, for the fairness checks."""
        p = self.picture
        return GameMap(self.name or "-", p.rows, p.cols, tuple(sorted(p.cells)))

    def _inside(self, cell: Point) -> bool:
        return 0 <= cell[0] < self.picture.rows and 0 <= cell[1] < self.picture.cols

    def _images(self, cell: Point) -> set[Point]:
        r, c = cell
        rows, cols = self.picture.rows, self.picture.cols
        images = {(r, c)}
        if self.mirror_x:
            images |= {(a, cols - 1 - b) for a, b in images}
        if self.mirror_y:
            images |= {(rows - 1 - a, b) for a, b in images}
        return {image for image in images if self._inside(image)}
