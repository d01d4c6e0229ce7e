"""The grid of tiles and the one ring of empty cells around it.

Coordinates are ``(row, col)``, 0-based, row 0 at the top. The ring is row -1
and row ``rows``, column -1 and column ``cols``: links may run there, tiles never
stand there.

Besides the faces, the board keeps one occupancy bitmask per row and per column
of the padded grid (board plus ring). That lets the link rule test a whole
segment, or find where a ray from a tile stops, with a couple of integer
operations instead of a walk over the cells.

A board made from a map may also have stones (`with_stones`): cells that hold no tile
yet are set in the masks for good, so every line stops at them as at a tile, while
they are never counted, linked or moved (`llk.model.board.shifts` cuts its lines at them).
And a tile may carry marks (`mark`, the special tiles of `llk.model.board.specials`), which
travel with it when it slides.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence

from llk.model.errors import ParameterError
from llk.model.limits import MAX_BOARD_SIDE, whole

Point = tuple[int, int]
"""A cell as ``(row, col)``."""

TileMove = tuple[Point, Point]
"""A tile that went from the first cell to the second."""

EMPTY = 0
"""The face value of an empty cell."""


class OffBoardError(ValueError, IndexError):
    """A point that should name a board cell lies outside the board."""


class Board:
    """A ``rows`` x ``cols`` grid of faces (``EMPTY`` or a positive int).

    Mutable: ``board[r, c] = face``. Reading and writing a cell is O(1).
    """

    __slots__ = (
        "_col_bits",
        "_cols",
        "_faces",
        "_marks",
        "_row_bits",
        "_rows",
        "_stone_rows",
        "_stones",
    )

    def __init__(self, rows: int, cols: int) -> None:
        """An empty board; raises `ParameterError` (a ValueError) unless both sides are
        whole numbers from 1 to `MAX_BOARD_SIDE`."""
        whole("rows", rows, 1, MAX_BOARD_SIDE)
        whole("cols", cols, 1, MAX_BOARD_SIDE)
        self._rows = rows
        self._cols = cols
        self._faces = [EMPTY] * (rows * cols)
        # Bit (c + 1) of _row_bits[r + 1] is set when (r, c) holds a tile; the
        # ring is index 0 and the last index, so it is never set.
        self._row_bits = [0] * (rows + 2)
        self._col_bits = [0] * (cols + 2)
        self._stones: frozenset[Point] = frozenset()
        self._stone_rows = self._row_bits.copy()
        """The row masks of a board with only its stones: `is_clear` compares with it."""
        self._marks: list[int] | None = None
        """Each cell's marks (row-major), once some tile has one."""

    @classmethod
    def from_rows(cls, grid: Sequence[Sequence[int]]) -> Board:
        """Build a board from a list of rows; 0 is an empty cell.

        Raises ValueError for a ragged, empty or oversized grid (over `MAX_BOARD_SIDE`
        a side) or a face that is not a whole number >= 0. Cost: O(rows * cols).
        """
        if not isinstance(grid, Sequence) or not grid or not isinstance(grid[0], Sequence):
            raise ValueError("a board is a non-empty list of rows")
        if not grid[0]:
            raise ValueError("a board needs at least one row and one column")
        if len(grid) > MAX_BOARD_SIDE or len(grid[0]) > MAX_BOARD_SIDE:
            raise ParameterError("rows", f"a board has at most {MAX_BOARD_SIDE} rows and columns")
        cols = len(grid[0])
        board = cls(len(grid), cols)
        for r, row in enumerate(grid):
            if not isinstance(row, Sequence) or isinstance(row, str):
                raise ValueError(f"row {r} is not a list of faces")
            if len(row) != cols:
                raise ValueError(f"row {r} has {len(row)} cells, row 0 has {cols}")
            for c, face in enumerate(row):
                if type(face) is not int or face < 0:
                    raise ValueError(f"face {face!r} at {(r, c)} is not a whole number >= 0")
                if face != EMPTY:
                    board[r, c] = face
        return board

    @property
    def rows(self) -> int:
        return self._rows

    @property
    def cols(self) -> int:
        return self._cols

    def to_rows(self) -> list[list[int]]:
        """A fresh list of lists of faces, row by row."""
        cols = self._cols
        return [self._faces[r * cols : (r + 1) * cols] for r in range(self._rows)]

    def copy(self) -> Board:
        twin = Board.__new__(Board)
        twin._rows, twin._cols = self._rows, self._cols
        twin._faces = self._faces.copy()
        twin._row_bits = self._row_bits.copy()
        twin._col_bits = self._col_bits.copy()
        twin._stones, twin._stone_rows = self._stones, self._stone_rows  # never changed
        twin._marks = None if self._marks is None else self._marks.copy()
        return twin

    def __deepcopy__(self, memo: dict[int, object]) -> Board:
        """`copy`, for a copy of what holds boards (`copy.deepcopy`): a board's parts
        are plain lists and frozen sets, copied as `copy` does. O(rows * cols)."""
        twin = self.copy()
        memo[id(self)] = twin
        return twin

    def blank(self) -> Board:
        """A board of this shape with its stones and no tile: where a deal or a shuffle
        puts tiles. O(rows * cols)."""
        return Board(self._rows, self._cols).with_stones(self._stones)

    def with_stones(self, cells: Iterable[Point]) -> Board:
        """A copy with stones on ``cells`` as well (`ValueError` for a cell off the board
        or holding a tile). O(rows * cols + stones)."""
        twin = self.copy()
        for cell in cells:
            self.check_on_board(cell)
            if not twin.is_empty(cell):
                raise ValueError(f"a stone cannot stand on {cell}: it is not empty")
            twin._place(cell, 1)
            twin._faces[cell[0] * self._cols + cell[1]] = EMPTY
            twin._stones |= {cell}
        stone_rows = [0] * (self._rows + 2)
        for r, c in twin._stones:
            stone_rows[r + 1] |= 1 << (c + 1)
        twin._stone_rows = stone_rows
        return twin

    @property
    def stones(self) -> frozenset[Point]:
        """The cells stones stand on: they hold no tile and block every line for good."""
        return self._stones

    def mark(self, point: Point) -> int:
        """The marks of the tile on ``point`` (0 for none, or no tile). O(1)."""
        self.check_on_board(point)
        return 0 if self._marks is None else self._marks[point[0] * self._cols + point[1]]

    def set_mark(self, point: Point, marks: int) -> None:
        """Give the tile on ``point`` these marks (0 takes them off); `ValueError` for an
        empty cell. O(1), O(rows * cols) for the first mark of the board."""
        if self[point] == EMPTY:
            raise ValueError(f"{point} holds no tile to mark")
        if self._marks is None:
            self._marks = [0] * (self._rows * self._cols)
        self._marks[point[0] * self._cols + point[1]] = marks

    def marked(self) -> Iterator[tuple[Point, int]]:
        """Every ``(point, marks)`` of a tile with marks, in row-major order."""
        for index, marks in enumerate(self._marks or ()):
            if marks:
                yield divmod(index, self._cols), marks

    def mirrored(self) -> Board:
        """The board flipped left to right (column c goes to column cols - 1 - c), stones
        and marks too. The link rule is symmetric, so a pair links on the mirror exactly
        when it linked here. O(rows * cols)."""
        last = self._cols - 1
        twin = Board.from_rows([row[::-1] for row in self.to_rows()])
        twin = twin.with_stones((r, last - c) for r, c in self._stones)
        for (r, c), marks in self.marked():
            twin.set_mark((r, last - c), marks)
        return twin

    def key(self) -> tuple[int, ...]:
        """A hashable snapshot of the faces (the shape, stones and marks not included)."""
        return tuple(self._faces)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return (self._rows, self._cols, self._faces, self._stones, list(self.marked())) == (
            other._rows,
            other._cols,
            other._faces,
            other._stones,
            list(other.marked()),
        )

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        text = f"Board.from_rows({self.to_rows()!r})"
        if self._stones:
            text += f".with_stones({sorted(self._stones)!r})"
        marks = dict(self.marked())
        return f"{text} with marks {marks}" if marks else text

    def on_board(self, point: Point) -> bool:
        r, c = point
        return 0 <= r < self._rows and 0 <= c < self._cols

    def check_on_board(self, point: Point) -> None:
        """Raise `OffBoardError` (a ValueError) unless ``point`` is a board cell."""
        if not self.on_board(point):
            raise OffBoardError(
                f"{point} is not a cell of the {self._rows}x{self._cols} board "
                f"(rows 0..{self._rows - 1}, columns 0..{self._cols - 1})"
            )

    def __getitem__(self, point: Point) -> int:
        self.check_on_board(point)
        return self._faces[point[0] * self._cols + point[1]]

    def __setitem__(self, point: Point, face: int) -> None:
        """Put ``face`` on the cell (`EMPTY` takes the tile and its marks away);
        `ValueError` for a negative face or a stone's cell."""
        self.check_on_board(point)
        if face < 0:
            raise ValueError(f"face {face} is negative")
        if point in self._stones:
            raise ValueError(f"a stone stands on {point}")
        if face == EMPTY and self._marks is not None:
            self._marks[point[0] * self._cols + point[1]] = 0
        self._place(point, face)

    def _place(self, point: Point, face: int) -> None:
        """Set a cell known to be on the board, keeping the row and column masks."""
        r, c = point
        self._faces[r * self._cols + c] = face
        row_bit, col_bit = 1 << (c + 1), 1 << (r + 1)
        if face == EMPTY:
            self._row_bits[r + 1] &= ~row_bit
            self._col_bits[c + 1] &= ~col_bit
        else:
            self._row_bits[r + 1] |= row_bit
            self._col_bits[c + 1] |= col_bit

    def is_empty(self, point: Point) -> bool:
        """Whether a cell of the board or of the ring holds no tile."""
        r, c = point
        return not (self._row_bits[r + 1] >> (c + 1)) & 1

    def tiles(self) -> Iterator[tuple[Point, int]]:
        """Every ``(point, face)`` that holds a tile, in row-major order."""
        cols = self._cols
        for index, face in enumerate(self._faces):
            if face != EMPTY:
                yield divmod(index, cols), face

    def tile_count(self) -> int:
        return sum(bits.bit_count() for bits in self._row_bits) - len(self._stones)

    def open_count(self) -> int:
        """How many tiles have an empty side (the ring counts): a link can only leave from
        those (stones count as such tiles, a rough measure). O(rows) with the masks."""
        bits = self._row_bits
        return sum(
            (row & ~(above & below & (row << 1) & (row >> 1))).bit_count()
            for above, row, below in zip(bits, bits[1:], bits[2:], strict=False)
        )

    def is_clear(self) -> bool:
        """Whether no tile is left (stones stay for good). O(rows)."""
        return self._row_bits == self._stone_rows

    def face_counts(self) -> Counter[int]:
        """How many tiles of each face the board holds."""
        return Counter(face for face in self._faces if face != EMPTY)

    def pack(self, cells: Sequence[Point]) -> list[TileMove]:
        """Slide the tiles on ``cells`` toward the first cell, closing the gaps between
        them and keeping their order; return the tiles that moved, in the order they
        moved. The cells must be on the board (unchecked: the shifts call this with
        cached lines in a hot loop). The tiles' marks go with them. Cost: O(len(cells))."""
        faces, cols, marks = self._faces, self._cols, self._marks
        moved: list[TileMove] = []
        filled = 0
        for cell in cells:
            face = faces[cell[0] * cols + cell[1]]
            if face == EMPTY:
                continue
            target = cells[filled]
            filled += 1
            if target != cell:
                self._place(cell, EMPTY)
                self._place(target, face)
                moved.append((cell, target))
                if marks is not None:
                    source, there = cell[0] * cols + cell[1], target[0] * cols + target[1]
                    marks[there], marks[source] = marks[source], 0
        return moved

    def unpack(self, moved: Sequence[TileMove]) -> None:
        """Put back the tiles that `pack` moved (``moved`` as it returned them), the last
        first. Unchecked, like `pack`. Cost: O(len(moved))."""
        faces, cols, marks = self._faces, self._cols, self._marks
        for source, target in reversed(moved):
            self._place(source, faces[target[0] * cols + target[1]])
            self._place(target, EMPTY)
            if marks is not None:
                there, back = target[0] * cols + target[1], source[0] * cols + source[1]
                marks[back], marks[there] = marks[there], 0

    # --- segment tests used by the link rule (ring coordinates allowed) ---

    def row_clear(self, r: int, c1: int, c2: int) -> bool:
        """Whether cells ``(r, c1) .. (r, c2)`` are all empty; true when c1 > c2. O(1)."""
        if c1 > c2:
            return True
        span = ((1 << (c2 - c1 + 1)) - 1) << (c1 + 1)
        return not self._row_bits[r + 1] & span

    def col_clear(self, c: int, r1: int, r2: int) -> bool:
        """Whether cells ``(r1, c) .. (r2, c)`` are all empty; true when r1 > r2. O(1)."""
        if r1 > r2:
            return True
        span = ((1 << (r2 - r1 + 1)) - 1) << (r1 + 1)
        return not self._col_bits[c + 1] & span

    def row_reach(self, point: Point) -> tuple[int, int]:
        """The leftmost and rightmost columns reached from ``point`` along its row
        through empty cells (the ring included); ``point``'s own column when blocked.
        O(1): the nearest tiles are the neighbouring set bits of the row mask.
        """
        r, c = point
        return _reach(self._row_bits[r + 1], c + 1, self._cols + 1)

    def col_reach(self, point: Point) -> tuple[int, int]:
        """The top and bottom rows reached from ``point`` along its column; see `row_reach`."""
        r, c = point
        return _reach(self._col_bits[c + 1], r + 1, self._rows + 1)

    def rays(self, point: Point) -> tuple[int, int, int, int]:
        """`col_reach` and `row_reach` of ``point`` at once, as (top, bottom, left, right):
        the link rule asks for all four of every open tile. O(1)."""
        r, c = point
        top, bottom = _reach(self._col_bits[c + 1], r + 1, self._rows + 1)
        left, right = _reach(self._row_bits[r + 1], c + 1, self._cols + 1)
        return top, bottom, left, right


def _reach(bits: int, index: int, last: int) -> tuple[int, int]:
    """Unpadded ends of the run of clear bits around ``index`` in a padded line mask."""
    below = bits & ((1 << index) - 1)
    low = below.bit_length()  # one past the nearest set bit below, or 0 (the ring)
    above = bits >> (index + 1)
    high = index + (above & -above).bit_length() - 1 if above else last
    return low - 1, high - 1
