"""What the player chose in the Versus dialog, kept as a preference so the dialog opens
as they left it: the rivals, the rules, the shifts and the board the race is dealt on.

Each choice is declared once here, with its default and its range or words; the settings
file stores them in their own group, and a file from before they were kept reads as
the defaults.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from llk.model.board.layouts import Layout
from llk.model.board.shifts import ShiftMode
from llk.model.fields import check_fields, chosen, named, ranged
from llk.model.game.settings import BOARD_PRESETS, GameSettings
from llk.model.versus.race_setup import RaceRules
from llk.model.versus.rivals import MAX_RIVALS, Strength

YOUR_BOARD = "preferences"
"""The board in the Preferences: their size and layout (a map there is left aside)."""
YOUR_MAP = "map"
"""The map in the Preferences: the last one chosen in Maps, if there is one."""
PRESET_BOARDS = tuple(name.lower() for name, *_size in BOARD_PRESETS)
"""A full board of one of the sizes of `BOARD_PRESETS`, by its name's word."""
BOARDS = (YOUR_BOARD, *PRESET_BOARDS, YOUR_MAP)

DEFAULT_STRENGTHS = (
    Strength.CASUAL,
    Strength.SKILLED,
    Strength.BEGINNER,
    Strength.EXPERT,
    Strength.MASTER,
)
"""The first choices of strength, rival by rival (and the rivals of ``llk --versus N``)."""


@dataclass(frozen=True)
class VersusChoices:
    """The Versus dialog's choices. Invalid values raise `ParameterError`."""

    opponents: int = ranged(3, 1, MAX_RIVALS)
    strength_1: Strength = named(DEFAULT_STRENGTHS[0])
    strength_2: Strength = named(DEFAULT_STRENGTHS[1])
    strength_3: Strength = named(DEFAULT_STRENGTHS[2])
    strength_4: Strength = named(DEFAULT_STRENGTHS[3])
    strength_5: Strength = named(DEFAULT_STRENGTHS[4])
    """The strength chosen for each rival, kept for all five so a rival left out and
    taken back keeps its strength."""
    shifts: ShiftMode = named(ShiftMode.NONE)
    props: bool = True
    idle_out: bool = True
    board: str = chosen(YOUR_BOARD, BOARDS)

    def __post_init__(self) -> None:
        check_fields(self)

    @property
    def all_strengths(self) -> tuple[Strength, ...]:
        """The strength chosen for each of the five rivals, raced or not."""
        return tuple(getattr(self, spec.name) for spec in fields(self) if _is_strength(spec.name))

    @property
    def strengths(self) -> list[Strength]:
        """The strengths of the rivals raced."""
        return list(self.all_strengths[: self.opponents])

    def with_strengths(self, strengths: tuple[Strength, ...]) -> VersusChoices:
        """These choices with each rival's strength, in order (the rest kept)."""
        names = [spec.name for spec in fields(self) if _is_strength(spec.name)]
        chosen: dict[str, Any] = dict(zip(names, strengths, strict=False))
        return replace(self, **chosen)

    @property
    def rules(self) -> RaceRules:
        return RaceRules(props=self.props, idle_out=self.idle_out)

    def race_settings(self, settings: GameSettings) -> GameSettings:
        """The settings a race on these choices deals, from the Preferences' ``settings``:
        one game on the board chosen (the map chosen with no map in the Preferences is
        their board), under the shifts chosen, or the map's first shift mode when the map
        does not allow them. Cost: O(rows * cols)."""
        game_map = settings.board_map if self.board == YOUR_MAP else None
        if game_map is not None:
            allowed = game_map.shifts
            gravity = self.shifts if self.shifts in allowed else allowed[0]
            return replace(settings, levels=False, gravity=gravity)
        board = replace(settings.on_map(None), levels=False, gravity=self.shifts)
        if self.board in PRESET_BOARDS:
            _name, rows, cols, kinds = BOARD_PRESETS[PRESET_BOARDS.index(self.board)]
            board = replace(board, rows=rows, cols=cols, kinds=kinds, layout=Layout.FULL)
        return board


def _is_strength(name: str) -> bool:
    return name.startswith("strength_")
