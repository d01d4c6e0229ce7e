"""The props (道具) of a race: what each does, how one is earned, how long it lasts.

A racer earns one prop at each combo that reaches a multiple of `COMBO_PER_PROP`, and
holds at most `MAX_HELD`. Four act on the racer who uses them, four on an opponent.
The effects themselves are the game's (`Game.race_effects`: a bomb, a mirror, ...); the race
decides who gets what, and when it ends.
"""

from __future__ import annotations

import enum
import random


class Prop(enum.StrEnum):
    """A prop; the value is the word files and messages keep."""

    COMPASS = "compass"
    """Shows a pair that links, without spending a hint."""
    REARRANGE = "rearrange"
    """Shuffles the tiles left, without spending a refresh."""
    BOMB = "bomb"
    """Takes a pair that links, as if linked by hand."""
    HOURGLASS = "hourglass"
    """Puts `HOURGLASS_S` seconds on the clock."""
    MIRROR = "mirror"
    """Flips the opponent's board left to right."""
    BLOCKS = "blocks"
    """Stands `STONES` stones on empty cells of the opponent's board for `BLOCKS_S`."""
    FREEZE = "freeze"
    """No pair can go on the opponent's board for `FREEZE_S`."""
    BAN = "ban"
    """禁手: the opponent can use no prop for `BAN_S`."""


ON_SELF = (Prop.COMPASS, Prop.REARRANGE, Prop.BOMB, Prop.HOURGLASS)
ON_OPPONENT = (Prop.MIRROR, Prop.BLOCKS, Prop.FREEZE, Prop.BAN)

COMBO_PER_PROP = 5
MAX_HELD = 3
HOURGLASS_S = 15.0
STONES = 4
BLOCKS_S = 10.0
FREEZE_S = 5.0
BAN_S = 15.0


def on_opponent(prop: Prop) -> bool:
    return prop in ON_OPPONENT


def earns(combo: int) -> bool:
    """Whether a pair that brought the combo to ``combo`` earns a prop."""
    return combo > 0 and combo % COMBO_PER_PROP == 0


def draw(rng: random.Random) -> Prop:
    """The prop earned, drawn by the racer's own generator: every prop as likely. O(1)."""
    return rng.choice(list(Prop))
