"""The player's preferences: the game settings plus the look and sound of the game.

Plain values, so every layer can receive them in one ``preferences_changed``
signal; where they are stored (QSettings) is the controller's business.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from llk.model.errors import ParameterError
from llk.model.fields import check_fields, named, ranged
from llk.model.game.clock_assist import ClockAssist
from llk.model.game.settings import GameSettings
from llk.model.limits import shown
from llk.model.records.zoom import FIT, MAX_TILE
from llk.model.versus.choices import VersusChoices

MAX_KEY = 64
MAX_ADDRESS = 2047
"""The longest account address (RFC 7622: two parts of 1023 bytes and the @)."""


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
    """How fast things change; ``off``: nothing animates at all, so nothing moves either
    (reduced motion, whatever `Motion` says), and what carries news still shows: the
    link line, and the points in place."""

    SMOOTH = "smooth"
    FAST = "fast"
    OFF = "off"


class Motion(enum.StrEnum):
    """Whether tiles may move: ``reduced`` turns every movement into a fade (a tile that
    shifts fades out at its old cell and in at its new one, the points fade in place,
    a mismatch only flashes); ``system`` follows the desktop where Qt reports it
    (`llk.view.system_motion`). Apart from `Animation`, its speed."""

    SYSTEM = "system"
    FULL = "full"
    REDUCED = "reduced"


class Speech(enum.StrEnum):
    """How the game's news (a pick, a pair removed, a mismatch and why, a hint, the clock
    running short, the result) reaches the ear, each sentence once:

    ``reader``: through the screen reader, as a notification in the accessibility tree
    (heard by Orca 43 and later); ``direct``: spoken through the system's speech service
    (speech-dispatcher) whatever the reader, as PySolFC does, and then never also
    given to the reader; ``off``: not spoken (the reader still reads the board and the
    windows). See docs/accessibility.md for why the screen reader is the default."""

    READER = "reader"
    DIRECT = "direct"
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
    reduced: bool = False
    """Reduced motion: nothing slides, rises, shrinks or shakes; tiles fade instead."""


@dataclass(frozen=True)
class Preferences:
    """Everything the Preferences dialog edits, the zoom and the Versus dialog's choices.
    Invalid values raise
    `ParameterError`."""

    game: GameSettings = field(default_factory=GameSettings)
    sound: bool = True
    theme: Theme = named(Theme.SYSTEM)
    language: Language = named(Language.SYSTEM)
    link_ms: int = ranged(Timing.link_ms, 100, 3000)
    """How long the link line of a removed pair shows."""
    animation: Animation = named(Animation.SMOOTH)
    motion: Motion = named(Motion.SYSTEM)
    sound_cues: bool = False
    """Extra sounds for playing without looking (a hint, the time running short, the
    keyboard cursor wrapping or on an empty cell); `sound` stays the master switch."""
    speech: Speech = named(Speech.READER)
    """How the game's news is spoken (`Speech`)."""
    confirm_discard: bool = True
    """Ask before a new deal throws away a game in progress."""
    pause_in_background: bool = True
    """Stop the clock while another program has the focus."""
    letter_keys: bool = True
    """The window's keys of one letter or digit (H: a hint, R: a refresh, 1: a prop) work;
    off, only those with Ctrl or a function key do (`llk.view.access.letter_keys`)."""
    tiles: str = "llk"
    """LLK's own tiles, or a tile set of the system by its key (the view knows which exist)."""
    background: str = "llk"
    """LLK's own backdrop, or a background of the system by its key."""
    zoom_tile: float = ranged(FIT, FIT, MAX_TILE)
    """The tile width the player zoomed to (View ▸ Zoom In), in logical pixels; 0: fitted.
    One for every board, as the reason to zoom is the player's eyes (`llk.model.records.zoom`)."""
    campaign_clock: ClockAssist = named(ClockAssist.DESIGNED)
    """The campaign's levels' clocks: as designed, longer, or none
    (`llk.model.game.clock_assist`)."""
    versus: VersusChoices = field(default_factory=VersusChoices)
    """What the Versus dialog was left at, for the next race."""
    online_account: str = ""
    """The XMPP account the player races online with, ``local@domain`` ("": none yet),
    checked as an address where it is used (`llk.flows.online`). Its password is never
    kept here (`llk.store.secrets`)."""

    def __post_init__(self) -> None:
        check_fields(self)
        for name in ("tiles", "background"):
            key = getattr(self, name)
            if not isinstance(key, str) or not 0 < len(key) <= MAX_KEY:
                raise ParameterError(name, f"{name} must name a picture set, not {shown(key)}")
        address = self.online_account
        if not isinstance(address, str) or len(address) > MAX_ADDRESS or not address.isprintable():
            raise ParameterError("online_account", f"not an account: {shown(address)}")

    def reduces_motion(self, system_reduces: bool) -> bool:
        """Whether nothing may move, the desktop asking for reduced motion or not."""
        if self.animation is Animation.OFF or self.motion is Motion.REDUCED:
            return True
        return self.motion is Motion.SYSTEM and system_reduces

    def timing(self, system_reduces: bool = False) -> Timing:
        """The animation durations these preferences ask for, ``system_reduces`` telling
        whether the desktop asks for reduced motion. Reduced, what only moves (the shake,
        the count-up, the confetti) is gone, and the points a pair earned show, in place,
        even with animations off (for their full time): they are news, not motion."""
        scale = ANIMATIONS[self.animation]
        reduced = self.reduces_motion(system_reduces)
        still = 0.0 if reduced else scale
        return Timing(
            link_ms=self.link_ms,
            fade_ms=round(Timing.fade_ms * scale),
            shuffle_ms=round(Timing.shuffle_ms * scale),
            flash_ms=Timing.flash_ms,
            float_ms=round(Timing.float_ms * (scale or 1.0)),
            shake_ms=round(Timing.shake_ms * still),
            count_ms=round(Timing.count_ms * still),
            celebration_ms=round(Timing.celebration_ms * still),
            reduced=reduced,
        )
