"""What the player reads for each of the model's names: one place for every list.

The model names things once (`ShiftMode`, `Layout`, `Theme`...); every menu,
combo box, tooltip and help line takes its words from these tables, keyed by
those names (a name's word finds it too: they are `StrEnum` members). The tables
hold the English text marked for translation; the functions translate it when
asked, so a language loaded at start applies. A name without a label shows as
itself, never as an error.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from llk.model.board.layouts import Layout
from llk.model.board.shifts import ShiftMode
from llk.model.campaign.levels import level_place
from llk.model.game.level_orders import LEVELS
from llk.model.game.settings import Pace
from llk.model.maps.catalog import MINE, find_map
from llk.model.maps.map_file import UNFILED, GameMap
from llk.model.records.preferences import Animation, Language, Motion, Speech, Theme
from llk.model.records.scores import DAILY_PREFIX, MAP_PREFIX, board_parts, race_parts
from llk.model.versus.props import Prop
from llk.model.versus.rivals import Strength
from llk.model.versus.standings import Finish
from llk.store.data_files import player_map_folder

if TYPE_CHECKING:  # a game's module is heavy: the first frame is painted without it
    from llk.model.game.game import Game

_SHIFT_NAMES: dict[str, object] = {
    LEVELS: QT_TRANSLATE_NOOP("Labels", "Endless: a new shift each level"),
    ShiftMode.NONE: QT_TRANSLATE_NOOP("Labels", "None: tiles stay put"),
    ShiftMode.DOWN: QT_TRANSLATE_NOOP("Labels", "Down"),
    ShiftMode.UP: QT_TRANSLATE_NOOP("Labels", "Up"),
    ShiftMode.LEFT: QT_TRANSLATE_NOOP("Labels", "Left"),
    ShiftMode.RIGHT: QT_TRANSLATE_NOOP("Labels", "Right"),
    ShiftMode.SPLIT_X: QT_TRANSLATE_NOOP("Labels", "Out to the left and right"),
    ShiftMode.SPLIT_Y: QT_TRANSLATE_NOOP("Labels", "Out to the top and bottom"),
    ShiftMode.CENTER_X: QT_TRANSLATE_NOOP("Labels", "In toward the middle column"),
    ShiftMode.CENTER_Y: QT_TRANSLATE_NOOP("Labels", "In toward the middle row"),
}
"""Each choice of the Shifts list: `LEVELS` (a run of levels), then each `ShiftMode`."""
_SHIFT_SENTENCES: dict[str, object] = {
    ShiftMode.NONE: QT_TRANSLATE_NOOP("Labels", "Tiles stay where they are"),
    ShiftMode.DOWN: QT_TRANSLATE_NOOP("Labels", "Tiles fall down"),
    ShiftMode.UP: QT_TRANSLATE_NOOP("Labels", "Tiles rise up"),
    ShiftMode.LEFT: QT_TRANSLATE_NOOP("Labels", "Tiles slide left"),
    ShiftMode.RIGHT: QT_TRANSLATE_NOOP("Labels", "Tiles slide right"),
    ShiftMode.SPLIT_X: QT_TRANSLATE_NOOP("Labels", "Tiles slide out to the left and right edges"),
    ShiftMode.SPLIT_Y: QT_TRANSLATE_NOOP("Labels", "Tiles slide out to the top and bottom edges"),
    ShiftMode.CENTER_X: QT_TRANSLATE_NOOP("Labels", "Tiles slide in toward the middle column"),
    ShiftMode.CENTER_Y: QT_TRANSLATE_NOOP("Labels", "Tiles slide in toward the middle row"),
}
_LAYOUT_NAMES: dict[str, object] = {
    Layout.FULL: QT_TRANSLATE_NOOP("Labels", "Full"),
    Layout.VERTICAL: QT_TRANSLATE_NOOP("Labels", "Column stripes"),
    Layout.HORIZONTAL: QT_TRANSLATE_NOOP("Labels", "Row stripes"),
    Layout.DIAMOND: QT_TRANSLATE_NOOP("Labels", "Diamond"),
    Layout.RINGS: QT_TRANSLATE_NOOP("Labels", "Rings"),
    Layout.CROSS: QT_TRANSLATE_NOOP("Labels", "Cross"),
}
_PROP_NAMES: dict[str, object] = {
    Prop.COMPASS: QT_TRANSLATE_NOOP("Labels", "Compass"),
    Prop.REARRANGE: QT_TRANSLATE_NOOP("Labels", "Rearrange"),
    Prop.BOMB: QT_TRANSLATE_NOOP("Labels", "Bomb"),
    Prop.HOURGLASS: QT_TRANSLATE_NOOP("Labels", "Hourglass"),
    Prop.MIRROR: QT_TRANSLATE_NOOP("Labels", "Mirror"),
    Prop.BLOCKS: QT_TRANSLATE_NOOP("Labels", "Blocks"),
    Prop.FREEZE: QT_TRANSLATE_NOOP("Labels", "Freeze"),
    Prop.BAN: QT_TRANSLATE_NOOP("Labels", "Ban"),
}
_PROP_SENTENCES: dict[str, object] = {
    Prop.COMPASS: QT_TRANSLATE_NOOP("Labels", "Shows a pair, without spending a hint"),
    Prop.REARRANGE: QT_TRANSLATE_NOOP("Labels", "Shuffles your tiles, without spending a refresh"),
    Prop.BOMB: QT_TRANSLATE_NOOP("Labels", "Takes a pair that links, for its points"),
    Prop.HOURGLASS: QT_TRANSLATE_NOOP("Labels", "Puts 15 seconds on your clock"),
    Prop.MIRROR: QT_TRANSLATE_NOOP("Labels", "Flips an opponent's board left to right"),
    Prop.BLOCKS: QT_TRANSLATE_NOOP("Labels", "Stands 4 stones on an opponent's board for 10 s"),
    Prop.FREEZE: QT_TRANSLATE_NOOP("Labels", "No pair can go on an opponent's board for 5 s"),
    Prop.BAN: QT_TRANSLATE_NOOP("Labels", "An opponent can use no prop for 15 s"),
}
PROP_SYMBOLS: dict[Prop, str] = {
    Prop.COMPASS: "◎",
    Prop.REARRANGE: "⟳",
    Prop.BOMB: "✹",
    Prop.HOURGLASS: "✚",
    Prop.MIRROR: "⇋",
    Prop.BLOCKS: "▦",
    Prop.FREEZE: "❄",
    Prop.BAN: "⊘",
}
"""A prop's mark on its button and on a rival's card: one character every font in use has."""
_STRENGTH_NAMES: dict[str, object] = {
    Strength.BEGINNER: QT_TRANSLATE_NOOP("Labels", "Beginner"),
    Strength.CASUAL: QT_TRANSLATE_NOOP("Labels", "Casual"),
    Strength.SKILLED: QT_TRANSLATE_NOOP("Labels", "Skilled"),
    Strength.EXPERT: QT_TRANSLATE_NOOP("Labels", "Expert"),
    Strength.MASTER: QT_TRANSLATE_NOOP("Labels", "Master"),
    Strength.EVEN: QT_TRANSLATE_NOOP("Labels", "Even"),
}
_STRENGTH_CHOICES: dict[str, object] = {
    Strength.EVEN: QT_TRANSLATE_NOOP("Labels", "Even: at your pace"),
}
"""How a strength reads where it is chosen, when that says more than its name."""
_FINISH_NAMES: dict[str, object] = {
    Finish.CLEARED: QT_TRANSLATE_NOOP("Labels", "Cleared"),
    Finish.RACING: QT_TRANSLATE_NOOP("Labels", "Still racing"),
    Finish.TIME_UP: QT_TRANSLATE_NOOP("Labels", "Time up"),
    Finish.OUT: QT_TRANSLATE_NOOP("Labels", "Out (30 s idle)"),
    Finish.STOPPED: QT_TRANSLATE_NOOP("Labels", "Stopped: the host left"),
}
_RACE_TABLES: dict[str, object] = {
    "props": QT_TRANSLATE_NOOP("Labels", "Versus"),
    "pure": QT_TRANSLATE_NOOP("Labels", "Pure race"),
}
_LANGUAGE_NAMES: dict[str, object] = {
    Language.SYSTEM: QT_TRANSLATE_NOOP("Labels", "System Language")
}
_OWN_LANGUAGE_NAMES: dict[str, str] = {Language.EN: "English", Language.ZH_CN: "简体中文"}
"""Each language in its own words, never translated: readable whatever the current one."""
_PACE_NAMES: dict[str, object] = {
    Pace.RELAXED: QT_TRANSLATE_NOOP("Labels", "Relaxed"),
    Pace.NORMAL: QT_TRANSLATE_NOOP("Labels", "Normal"),
    Pace.FAST: QT_TRANSLATE_NOOP("Labels", "Fast"),
    Pace.UNTIMED: QT_TRANSLATE_NOOP("Labels", "Untimed"),
}
_THEME_NAMES: dict[str, object] = {
    Theme.SYSTEM: QT_TRANSLATE_NOOP("Labels", "Like the system"),
    Theme.LIGHT: QT_TRANSLATE_NOOP("Labels", "Light"),
    Theme.DARK: QT_TRANSLATE_NOOP("Labels", "Dark"),
    Theme.HIGH_CONTRAST: QT_TRANSLATE_NOOP("Labels", "High contrast"),
}
_ANIMATION_NAMES: dict[str, object] = {
    Animation.SMOOTH: QT_TRANSLATE_NOOP("Labels", "Smooth"),
    Animation.FAST: QT_TRANSLATE_NOOP("Labels", "Fast"),
    Animation.OFF: QT_TRANSLATE_NOOP("Labels", "Off"),
}
_MOTION_NAMES: dict[str, object] = {
    Motion.SYSTEM: QT_TRANSLATE_NOOP("Labels", "Like the system"),
    Motion.FULL: QT_TRANSLATE_NOOP("Labels", "Full motion"),  # "Full" is a layout's
    Motion.REDUCED: QT_TRANSLATE_NOOP("Labels", "Reduced motion"),
}

_SPEECH_NAMES: dict[str, object] = {
    Speech.READER: QT_TRANSLATE_NOOP("Labels", "Through the screen reader"),
    Speech.DIRECT: QT_TRANSLATE_NOOP("Labels", "Directly (speech-dispatcher)"),
    Speech.OFF: QT_TRANSLATE_NOOP("Labels", "Off"),
}


def table_name(key: str) -> str:
    """A high-score table in the player's words: "8 × 12 · Row stripes · Tiles fall down ·
    Normal" for the key "8x12 horizontal down normal" (`llk.model.records.scores.table_key`).
    A race's table says so first ("Versus · 8 × 12 · …", `race_key`); a daily game's
    names its day (`daily_key`). A key of another shape shows as it is."""
    if key.startswith(DAILY_PREFIX):
        day = key[len(DAILY_PREFIX) :]
        return QCoreApplication.translate("Labels", "Daily game of {0}").format(day)
    race = race_parts(key)
    if race is not None:
        props, board = race
        kind = _label(_RACE_TABLES, "props" if props else "pure")
        return f"{kind} · {table_name(board)}"
    parts = board_parts(key)
    if parts is None:
        return key
    size, layout, shifts, pace = parts
    rows, _, cols = size.partition("x")
    if pace.endswith("s") and pace[:-1].isdigit():  # tables from before paces
        pace_text = QCoreApplication.translate("Labels", "{0} s").format(pace[:-1])
    else:
        pace_text = pace_name(pace)
    shape = map_name(layout[len(MAP_PREFIX) :]) if layout.startswith(MAP_PREFIX) else None
    words = [
        f"{rows} × {cols}",
        shape or layout_name(layout),
        shift_sentence_or_name(shifts),
        pace_text,
    ]
    return " · ".join(words)


def shift_sentence_or_name(name: str) -> str:
    """A shift mode as a sentence, or `LEVELS` by its name."""
    return shift_sentence(name) if name in _SHIFT_SENTENCES else shift_name(name)


def _label(table: dict[str, object], name: str) -> str:
    return QCoreApplication.translate("Labels", str(table[name])) if name in table else name


def shift_name(name: str) -> str:
    """A shift mode (or `LEVELS`) as a choice in a list."""
    return _label(_SHIFT_NAMES, name)


def sentence(words: str) -> str:
    """``words`` as a sentence, with the full stop of the language ("。" in Chinese)."""
    return QCoreApplication.translate("Labels", "{0}.").format(words)


def lead_in(words: str) -> str:
    """``words`` leading into what follows, with the language's colon ("：")."""
    return QCoreApplication.translate("Labels", "{0}:").format(words)


def shift_sentence(name: str) -> str:
    """What a shift mode does, as a sentence (tooltips, the help page)."""
    return _label(_SHIFT_SENTENCES, name)


def layout_name(name: str) -> str:
    return _label(_LAYOUT_NAMES, name)


def language_name(code: str) -> str:
    return _OWN_LANGUAGE_NAMES.get(code) or _label(_LANGUAGE_NAMES, code)


def pace_name(name: str) -> str:
    return _label(_PACE_NAMES, name)


def prop_name(name: str) -> str:
    return _label(_PROP_NAMES, name)


def prop_sentence(name: str) -> str:
    return _label(_PROP_SENTENCES, name)


def strength_name(name: str) -> str:
    return _label(_STRENGTH_NAMES, name)


def strength_choice(name: str) -> str:
    """A strength as a choice in the Versus dialog."""
    return _label(_STRENGTH_CHOICES, name) if name in _STRENGTH_CHOICES else strength_name(name)


def finish_name(name: str) -> str:
    return _label(_FINISH_NAMES, name)


def theme_name(name: str) -> str:
    return _label(_THEME_NAMES, name)


def animation_name(name: str) -> str:
    return _label(_ANIMATION_NAMES, name)


def motion_name(name: str) -> str:
    return _label(_MOTION_NAMES, name)


def speech_name(name: str) -> str:
    return _label(_SPEECH_NAMES, name)


_speaking = ["en"]
"""The language of the translation LLK loaded (`speak`), which says which of a map's names
to show: maps carry their own names, outside the translation files."""


def speak(code: str) -> None:
    """LLK now speaks the language ``code`` (``zh_CN``, ``en``)."""
    _speaking[0] = code


def spoken_language() -> str:
    """The language LLK speaks now (`speak`), as a locale's name."""
    return _speaking[0]


def speaking_chinese() -> bool:
    """Whether LLK speaks Chinese now (`speak`)."""
    return _speaking[0].startswith("zh")


def map_title(game_map: GameMap) -> str:
    """A map's name in the language LLK speaks: its Chinese name when LLK speaks Chinese
    and the map has one, else its English name."""
    if game_map.name_zh and speaking_chinese():
        return game_map.name_zh
    return game_map.name


def map_name(key: str) -> str:
    """The map ``key`` names (`llk.model.maps.catalog`), for a table: by its title, and one
    deleted or damaged since said to be missing. Cost: O(shipped maps), or one file read."""
    found = find_map(key, player_map_folder() if key.startswith(MINE) else None)
    if found is not None:
        return map_title(found)
    place = level_place(key)
    if place is not None:  # a campaign level, missing or not: its place says which
        return QCoreApplication.translate("Labels", "campaign level {0}-{1}").format(*place)
    if key.startswith(UNFILED):
        return QCoreApplication.translate("Labels", "a map of your own")
    return QCoreApplication.translate("Labels", "{0} (missing map)").format(key)


def deal_name(board_map: GameMap | None, seed: int, numbered: bool) -> str:
    """What replays a deal, in the player's words: its number ("1817"); on a map, the
    map's title and the number ("Heart · 1817"); on a map with its own deal, which every
    number deals the same (`Run.numbered`), the map's title alone ("Heart")."""
    if board_map is None:
        return str(seed)
    return f"{map_title(board_map)} · {seed}" if numbered else map_title(board_map)


def game_on_map(game: Game) -> str | None:
    """What replays ``game`` on a map (`deal_name`: "Heart · 1817", or "Heart" for a map
    with its own deal); None for a game on no map, which its number names."""
    board_map = game.settings.board_map
    return None if board_map is None else deal_name(board_map, game.seed, game.run.numbered)


_DIFFICULTY_WORDS: dict[str, object] = {
    "easy": QT_TRANSLATE_NOOP("Labels", "easy"),
    "medium": QT_TRANSLATE_NOOP("Labels", "medium"),
    "hard": QT_TRANSLATE_NOOP("Labels", "hard"),
    "very hard": QT_TRANSLATE_NOOP("Labels", "very hard"),
    "expert": QT_TRANSLATE_NOOP("Labels", "expert"),
}


def difficulty_word(word: str) -> str:
    """A word of `llk.model.maps.difficulty.WORDS` in the player's language."""
    return _label(_DIFFICULTY_WORDS, word)


class Counts(QObject):
    """Counts said in words, in the plural forms of the language: a class, as lupdate
    reads a plural only from a ``tr`` call in one (a module's `QCoreApplication.translate`
    with a count was taken for a plain string, and the plural forms were lost)."""

    def seconds_left(self, seconds: int) -> str:
        return self.tr("%n second(s) left.", "", seconds)

    def tiles_left(self, tiles: int) -> str:
        return self.tr("%n tile(s) left.", "", tiles)

    def pairs_free(self, pairs: int) -> str:
        return self.tr("%n pair(s) could be removed now.", "", pairs)


_counts = Counts()


def seconds_left(seconds: int) -> str:
    """ "37 seconds left.": the clock in words, as the announcements say it."""
    return _counts.seconds_left(seconds)


def tiles_left(tiles: int) -> str:
    return _counts.tiles_left(tiles)


def pairs_free(pairs: int) -> str:
    """ "3 pairs could be removed now.": the count only, never where."""
    return _counts.pairs_free(pairs)
