"""Board layouts: which cells of a ``rows`` x ``cols`` grid get a tile.

``full``, ``vertical`` and ``horizontal`` are the three layouts of the Android
seed (every cell; every other column; every other row). ``diamond``, ``rings``
and ``cross`` are ours. Ours are symmetric under a half turn and leave the
centre cell of an odd-by-odd board empty, so they always hold an even number of
cells; the seed layouts can be odd, which `deal` reports as an error.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from llk.model.board.grid import Point
from llk.model.errors import ParameterError, member_named
from llk.model.limits import MAX_BOARD_SIDE, integer


class Layout(enum.StrEnum):
    """A layout; its value is the word files and the public API (``layout=``) use."""

    FULL = "full"
    VERTICAL = "vertical"
    HORIZONTAL = "horizontal"
    DIAMOND = "diamond"
    RINGS = "rings"
    CROSS = "cross"


_Rule = Callable[[int, int, int, int], bool]
"""``rule(r, c, rows, cols)``: whether cell (r, c) holds a tile."""


def _diamond(r: int, c: int, rows: int, cols: int) -> bool:
    """A rhombus touching the middle of each edge."""
    dr = abs(2 * r - (rows - 1)) / rows
    dc = abs(2 * c - (cols - 1)) / cols
    return dr + dc <= 1.0


def _rings(r: int, c: int, rows: int, cols: int) -> bool:
    """Concentric rectangular rings with an empty ring between each two."""
    return min(r, c, rows - 1 - r, cols - 1 - c) % 2 == 0


def _cross(r: int, c: int, rows: int, cols: int) -> bool:
    """A plus sign: the middle half of the rows and the middle half of the columns."""
    return rows // 4 <= r < rows - rows // 4 or cols // 4 <= c < cols - cols // 4


_SEED_RULES: dict[Layout, _Rule] = {
    Layout.FULL: lambda r, c, rows, cols: True,
    Layout.VERTICAL: lambda r, c, rows, cols: c % 2 == 0,
    Layout.HORIZONTAL: lambda r, c, rows, cols: r % 2 == 0,
}
_SYMMETRIC_RULES: dict[Layout, _Rule] = {
    Layout.DIAMOND: _diamond,
    Layout.RINGS: _rings,
    Layout.CROSS: _cross,
}


def layout_named(layout: str) -> Layout:
    """The layout a word of the public API names (a `Layout` names itself); a
    `ParameterError` naming the word and the choices when it names none."""
    return member_named(Layout, "layout", layout)


def layout_cells(layout: Layout, rows: int, cols: int) -> list[Point]:
    """The cells of ``layout`` on a ``rows`` x ``cols`` board, in row-major order.

    Cost: O(rows * cols).
    """
    if layout in _SEED_RULES:
        rule = _SEED_RULES[layout]
        return [(r, c) for r in range(rows) for c in range(cols) if rule(r, c, rows, cols)]
    rule = _SYMMETRIC_RULES[layout]
    centre = (rows // 2, cols // 2) if rows % 2 and cols % 2 else None
    return [
        (r, c)
        for r in range(rows)
        for c in range(cols)
        if rule(r, c, rows, cols) and (r, c) != centre
    ]


def check_deal(rows: int, cols: int, kinds: int, layout: Layout) -> list[Point]:
    """The cells to fill, or a `ParameterError` saying why no such deal exists."""
    for name, side in (("rows", integer("rows", rows)), ("cols", integer("cols", cols))):
        if side > MAX_BOARD_SIDE:
            raise ParameterError(
                name, f"a board has at most {MAX_BOARD_SIDE} rows and columns, not {side} {name}"
            )
    integer("kinds", kinds)
    if rows < 1 or cols < 1:
        raise ParameterError(
            "rows", f"a board needs at least one row and one column, not {rows}x{cols}"
        )
    cells = layout_cells(layout, rows, cols)
    if len(cells) % 2:
        raise ParameterError(
            "layout",
            f"layout '{layout}' on a {rows}x{cols} board has {len(cells)} cells, "
            "an odd number, but tiles come in pairs",
        )
    pairs = len(cells) // 2
    if not 1 <= kinds <= pairs:
        raise ParameterError(
            "kinds",
            f"kinds must be between 1 and {pairs} (the pairs that layout '{layout}' "
            f"holds on a {rows}x{cols} board), not {kinds}",
        )
    return cells
