"""Game settings: one typed dataclass, with each field's default and range declared once."""

from __future__ import annotations

import enum
from dataclasses import dataclass, fields, replace

from llk.model.board.grid import Point
from llk.model.board.layouts import Layout, check_deal, layout_cells
from llk.model.board.shifts import ShiftMode
from llk.model.errors import ParameterError
from llk.model.fields import check_fields, named, range_of, ranged
from llk.model.limits import MAX_COLS, MAX_KINDS, MAX_ROWS
from llk.model.maps.map_file import GameMap, keyed


class Pace(enum.StrEnum):
    """How much time the clock gives; the value is the word files keep."""

    RELAXED = "relaxed"
    NORMAL = "normal"
    FAST = "fast"
    UNTIMED = "untimed"


PACES: dict[Pace, float] = {Pace.RELAXED: 3.0, Pace.NORMAL: 2.0, Pace.FAST: 1.25, Pace.UNTIMED: 0.0}
"""Seconds on the clock for each tile dealt, by pace; ``untimed`` has no clock.

So the clock grows with the board: at the normal pace a 6x8 board gets 96 s, 8x12
gets 192 s, 16x30 gets 960 s, each plus the bonus for every pair removed.
"""

BOARD_PRESETS: tuple[tuple[str, int, int, int], ...] = (
    ("Small", 6, 8, 12),
    ("Medium", 8, 12, 24),
    ("Large", 10, 16, 36),
    ("Huge", 12, 20, 48),
    ("Giant", 16, 30, 48),
)
"""Name, rows, columns and faces of the board-size presets (Preferences, Versus)."""


MAP_UNUSED = ("rows", "cols", "layout")
"""The settings a game on a map makes no use of: the map has its own cells."""


@dataclass(frozen=True)
class GameSettings:
    """Everything that shapes one game. Invalid values raise `ParameterError`.

    ``pace`` sets the clock by the size of the board (`PACES`). ``levels``: a run of
    levels, each taking its shift mode from the run's level order
    (`llk.model.game.level_orders`); else one game under the shift mode ``gravity``, which a
    run leaves at ``none``, so that one run has one value. ``solvable``
    (fair deals, on unless the player wants QQ-style luck) deals only boards that can
    be cleared, and refreshes to such boards.
    """

    rows: int = ranged(8, 2, MAX_ROWS)
    cols: int = ranged(12, 2, MAX_COLS)
    kinds: int = ranged(24, 1, MAX_KINDS)
    layout: Layout = named(Layout.FULL)
    levels: bool = True
    gravity: ShiftMode = named(ShiftMode.NONE)
    pace: Pace = named(Pace.NORMAL)
    time_bonus_s: float = ranged(1.0, 0.0, 10.0)
    hints: int = ranged(3, 0, 99)
    refreshes: int = ranged(3, 0, 99)
    combo_window_s: float = ranged(3.0, 0.5, 10.0)
    solvable: bool = True
    board_map: GameMap | None = None
    """The map whose cells the board has, at its own size (`size`); None: the cells of
    ``layout`` on a ``rows`` x ``cols`` board. ``rows``, ``cols`` and ``layout`` stay
    what the player set for layouts, for when they play one again."""

    def __post_init__(self) -> None:
        if self.board_map is not None and not isinstance(self.board_map, GameMap):
            raise ParameterError("board_map", "board_map must be a map or None")
        if self.board_map is not None:
            object.__setattr__(self, "board_map", keyed(self.board_map))
        check_fields(self)
        if self.levels and self.gravity is not ShiftMode.NONE:
            raise ParameterError(
                "gravity",
                f"a run of levels takes its shifts from its level order, not {self.gravity}",
            )
        if self.board_map is None:
            check_deal(self.rows, self.cols, self.kinds, self.layout)
        else:
            _check_map(self.board_map, self.kinds, self.levels, self.gravity)

    def on_map(self, game_map: GameMap | None) -> GameSettings:
        """These settings on ``game_map`` (None: on the layout again), made to fit it: the
        faces it recommends (else no more kinds than its pairs), and a shift mode it
        allows (a run of levels only on a map that allows every mode); back on the layout,
        no more kinds than it holds pairs. Cost: O(rows * cols)."""
        if game_map is None:
            return self._on_layout(self.kinds)
        kinds = game_map.kinds_for(self.kinds)
        levels = self.levels and game_map.shifts == tuple(ShiftMode)
        gravity = self.gravity if self.gravity in game_map.shifts else game_map.shifts[0]
        gravity = ShiftMode.NONE if levels else gravity
        return replace(self, board_map=game_map, kinds=kinds, levels=levels, gravity=gravity)

    def off_map(self) -> GameSettings:
        """These settings back on the layout with its usual kinds (held to its pairs):
        what is dealt when the map cannot be, whose few kinds would make a dull layout."""
        return self._on_layout(GameSettings().kinds)

    def _on_layout(self, kinds: int) -> GameSettings:
        """These settings on the layout, with ``kinds`` held to the pairs it holds."""
        pairs = len(layout_cells(self.layout, self.rows, self.cols)) // 2
        return replace(self, board_map=None, kinds=max(1, min(kinds, pairs)))

    def deals_like(self, other: GameSettings) -> bool:
        """Whether ``other`` deals the same game as these settings: equal in every setting
        a game uses. A map uses neither the board-size setting nor the layout (they stay
        for when a layout is played again). O(fields)."""
        unused = MAP_UNUSED if self.board_map is not None else ()
        return all(
            getattr(self, name) == getattr(other, name)
            for name in (f.name for f in fields(self))
            if name not in unused
        )

    @property
    def size(self) -> tuple[int, int]:
        """The board's rows and columns: the map's, else the board-size setting."""
        if self.board_map is not None:
            return self.board_map.rows, self.board_map.cols
        return self.rows, self.cols

    @property
    def cells(self) -> list[Point]:
        """The cells a deal fills, in row-major order. Cost: O(rows * cols)."""
        if self.board_map is not None:
            return list(self.board_map.cells)
        return layout_cells(self.layout, self.rows, self.cols)

    @property
    def time_limit_s(self) -> int:
        """The clock of a full deal (0: untimed): a campaign level's own, else its tiles
        times the pace's seconds per tile. Cost: O(rows * cols)."""
        if not self.timed:
            return 0
        if self.board_map is not None and self.board_map.time_s is not None:
            return self.board_map.time_s
        return round(PACES[self.pace] * len(self.cells))

    @property
    def timed(self) -> bool:
        return PACES[self.pace] > 0

    @staticmethod
    def range_of(name: str) -> tuple[float, float]:
        """The inclusive range of a numeric setting, for widgets."""
        return range_of(GameSettings, name)


def _check_map(game_map: GameMap, kinds: int, levels: bool, gravity: ShiftMode) -> None:
    """A `ParameterError` unless a game of ``kinds`` faces under these shifts can be dealt
    on ``game_map``: no more kinds than it can use (`GameMap.most_faces`), only shift
    modes it allows (a run of levels takes every mode, so it needs a map that allows them
    all)."""
    most = game_map.most_faces
    if not 1 <= kinds <= most:
        raise ParameterError(
            "kinds", f"kinds must be between 1 and {most} on map '{game_map.name}', not {kinds}"
        )
    if levels and game_map.shifts != tuple(ShiftMode):
        raise ParameterError(
            "levels", f"map '{game_map.name}' does not allow every shift mode a run of levels takes"
        )
    if not levels and gravity not in game_map.shifts:
        raise ParameterError(
            "gravity", f"map '{game_map.name}' does not allow the shift mode {gravity}"
        )
