"""The player's preferences: the game settings plus the look and sound of the game.

Plain values, so every layer can receive them in one ``preferences_changed``
signal; where they are stored (QSettings) is the controller's business.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from llk.model.errors import ParameterError
from llk.model.fields import check_fields, named, ranged
from llk.model.limits import shown
from llk.model.settings import GameSettings
from llk.model.zoom import FIT, MAX_TILE

MAX_KEY = 64


class Theme(enum.StrEnum):
    """``system`` follows the desktop's light or dark scheme, and its high-contrast
    setting, where they can be told."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"
    HIGH_CONTRAST = "contrast"


class Language(enum.StrEnum):
    """``system`` follows the desktop's language; the others are the translations LLK
    has, by the name of their file."""

    SYSTEM = "system"
    EN = "en"
    ZH_CN = "zh_CN"


class Animation(enum.StrEnum):
    """How fast things move; ``off`` is the one reduce-motion rule: nothing slides,
    shakes, counts up or celebrates."""

    SMOOTH = "smooth"
    FAST = "fast"
    OFF = "off"


ANIMATIONS: dict[Animation, float] = {
    Animation.SMOOTH: 1.0,
    Animation.FAST: 0.5,
    Animation.OFF: 0.0,
}
"""How each `Animation` scales the animation durations."""


@dataclass(frozen=True)
class Timing:
    """Animation durations in milliseconds (tests use all zeros, so nothing waits on motion)."""

    link_ms: int = 450
    fade_ms: int = 300
    shuffle_ms: int = 450
    flash_ms: int = 250
    float_ms: int = 900
    """How long what a pair earned floats over the board."""
    shake_ms: int = 320
    """How long two tiles that do not go shake (0: they only flash, for no motion)."""
    count_ms: int = 1200
    """How long the result screen counts the time bonus up (0: the numbers at once)."""
    celebration_ms: int = 1600
    """How long the result screen's confetti falls after a win (0: none)."""


@dataclass(frozen=True)
class Preferences:
    """Everything the Preferences dialog edits, and the zoom. Invalid values raise
    `ParameterError`."""

    game: GameSettings = field(default_factory=GameSettings)
    sound: bool = True
    theme: Theme = named(Theme.SYSTEM)
    language: Language = named(Language.SYSTEM)
    link_ms: int = ranged(Timing.link_ms, 100, 3000)
    """How long the link line of a removed pair shows."""
    animation: Animation = named(Animation.SMOOTH)
    confirm_discard: bool = True
    """Ask before a new deal throws away a game in progress."""
    pause_in_background: bool = True
    """Stop the clock while another program has the focus."""
    tiles: str = "llk"
    """LLK's own tiles, or a tile set of the system by its key (the view knows which exist)."""
    background: str = "llk"
    """LLK's own backdrop, or a background of the system by its key."""
    zoom_tile: float = ranged(FIT, FIT, MAX_TILE)
    """The tile width the player zoomed to (View ▸ Zoom In), in logical pixels; 0: fitted.
    One for every board, as the reason to zoom is the player's eyes (`llk.model.zoom`)."""

    def __post_init__(self) -> None:
        check_fields(self)
        for name in ("tiles", "background"):
            key = getattr(self, name)
            if not isinstance(key, str) or not 0 < len(key) <= MAX_KEY:
                raise ParameterError(name, f"{name} must name a picture set, not {shown(key)}")

    def timing(self) -> Timing:
        """The animation durations these preferences ask for."""
        scale = ANIMATIONS[self.animation]
        return Timing(
            link_ms=self.link_ms,
            fade_ms=round(Timing.fade_ms * scale),
            shuffle_ms=round(Timing.shuffle_ms * scale),
            flash_ms=Timing.flash_ms,
            float_ms=round(Timing.float_ms * scale),
            shake_ms=round(Timing.shake_ms * scale),
            count_ms=round(Timing.count_ms * scale),
            celebration_ms=round(Timing.celebration_ms * scale),
        )
