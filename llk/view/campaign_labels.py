"""What the player reads for the campaign's names: each chapter's title and what it
brings in, each achievement's name and what earns it (like `llk.view.labels`, English
marked for translation, translated when asked; a chapter's own names are data, as a
map's are, shown in the language LLK speaks)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from llk.model.campaign.chapters import Chapter
from llk.model.game.clock_assist import ClockAssist
from llk.view.labels import speaking_chinese

_BRINGS: dict[str, object] = {
    "first-steps": QT_TRANSLATE_NOOP("Campaign", "Plain boards without shifts, then stones."),
    "slides": QT_TRANSLATE_NOOP("Campaign", "The tiles slide after each pair: every shift mode."),
    "ice-and-locks": QT_TRANSLATE_NOOP("Campaign", "Ice to break, and locks their keys open."),
    "fog-and-timers": QT_TRANSLATE_NOOP("Campaign", "Fog hides faces; timer tiles count down."),
    "masters": QT_TRANSLATE_NOOP("Campaign", "All of it at once; its boss without hints."),
}

_ACHIEVEMENTS: dict[str, tuple[object, object]] = {
    "unaided": (
        QT_TRANSLATE_NOOP("Achievements", "Unaided"),
        QT_TRANSLATE_NOOP("Achievements", "Clear a board without a hint."),
    ),
    "no-regrets": (
        QT_TRANSLATE_NOOP("Achievements", "No Regrets"),
        QT_TRANSLATE_NOOP("Achievements", "Clear a board without undo."),
    ),
    "combo-10": (
        QT_TRANSLATE_NOOP("Achievements", "Chain of Ten"),
        QT_TRANSLATE_NOOP("Achievements", "Make a combo of 10."),
    ),
    "combo-20": (
        QT_TRANSLATE_NOOP("Achievements", "Chain of Twenty"),
        QT_TRANSLATE_NOOP("Achievements", "Make a combo of 20."),
    ),
    "fast-pace": (
        QT_TRANSLATE_NOOP("Achievements", "Quick Hands"),
        QT_TRANSLATE_NOOP("Achievements", "Clear a board at the fast pace."),
    ),
    "close-call": (
        QT_TRANSLATE_NOOP("Achievements", "Close Call"),
        QT_TRANSLATE_NOOP("Achievements", "Clear a board with under 3 seconds left."),
    ),
    "lightning": (
        QT_TRANSLATE_NOOP("Achievements", "Lightning"),
        QT_TRANSLATE_NOOP(
            "Achievements", "Clear a board of 144 tiles or more at 1.5 s a pair or better."
        ),
    ),
    "every-shift": (
        QT_TRANSLATE_NOOP("Achievements", "Every Way"),
        QT_TRANSLATE_NOOP("Achievements", "Win a game under every shift mode."),
    ),
    "daily": (
        QT_TRANSLATE_NOOP("Achievements", "Daily Player"),
        QT_TRANSLATE_NOOP("Achievements", "Clear a daily game."),
    ),
    "own-map": (
        QT_TRANSLATE_NOOP("Achievements", "Maker"),
        QT_TRANSLATE_NOOP("Achievements", "Clear a map of your own."),
    ),
    "endless-5": (
        QT_TRANSLATE_NOOP("Achievements", "Going On"),
        QT_TRANSLATE_NOOP("Achievements", "Reach level 5 in Endless."),
    ),
    "three-stars": (
        QT_TRANSLATE_NOOP("Achievements", "Three Stars"),
        QT_TRANSLATE_NOOP("Achievements", "Win 3 stars on a campaign level."),
    ),
    "perfect-chapter": (
        QT_TRANSLATE_NOOP("Achievements", "Flawless Chapter"),
        QT_TRANSLATE_NOOP("Achievements", "Hold 3 stars on every level of a chapter."),
    ),
    "boss-1": (
        QT_TRANSLATE_NOOP("Achievements", "First Boss"),
        QT_TRANSLATE_NOOP("Achievements", "Beat the boss of chapter 1."),
    ),
    "boss-2": (
        QT_TRANSLATE_NOOP("Achievements", "Second Boss"),
        QT_TRANSLATE_NOOP("Achievements", "Beat the boss of chapter 2."),
    ),
    "boss-3": (
        QT_TRANSLATE_NOOP("Achievements", "Third Boss"),
        QT_TRANSLATE_NOOP("Achievements", "Beat the boss of chapter 3."),
    ),
    "boss-4": (
        QT_TRANSLATE_NOOP("Achievements", "Fourth Boss"),
        QT_TRANSLATE_NOOP("Achievements", "Beat the boss of chapter 4."),
    ),
    "boss-5": (
        QT_TRANSLATE_NOOP("Achievements", "Last Boss"),
        QT_TRANSLATE_NOOP("Achievements", "Beat the boss of chapter 5."),
    ),
    "campaign": (
        QT_TRANSLATE_NOOP("Achievements", "Campaign Cleared"),
        QT_TRANSLATE_NOOP("Achievements", "Clear every level of the campaign."),
    ),
    "race-won": (
        QT_TRANSLATE_NOOP("Achievements", "First Past the Post"),
        QT_TRANSLATE_NOOP("Achievements", "Win a versus race."),
    ),
    "beat-master": (
        QT_TRANSLATE_NOOP("Achievements", "Master Beaten"),
        QT_TRANSLATE_NOOP("Achievements", "Win a race against a Master."),
    ),
    "beat-five": (
        QT_TRANSLATE_NOOP("Achievements", "Against Them All"),
        QT_TRANSLATE_NOOP("Achievements", "Win a race against 5 rivals."),
    ),
}


def chapter_title(chapter: Chapter) -> str:
    """ "Chapter 2 · Slides", in the language LLK speaks."""
    name = chapter.name_zh if speaking_chinese() else chapter.name
    return QCoreApplication.translate("Campaign", "Chapter {0} · {1}").format(chapter.number, name)


def chapter_brings(chapter: Chapter) -> str:
    return QCoreApplication.translate("Campaign", str(_BRINGS.get(chapter.key, "")))


def achievement_name(ident: str) -> str:
    """An achievement's name; an id this LLK does not know shows as itself."""
    name = _ACHIEVEMENTS.get(ident, (ident, ""))[0]
    return QCoreApplication.translate("Achievements", str(name))


def achievement_sentence(ident: str) -> str:
    """What earns an achievement."""
    sentence = _ACHIEVEMENTS.get(ident, ("", ""))[1]
    return QCoreApplication.translate("Achievements", str(sentence))


_CLOCK_ASSISTS: dict[str, object] = {
    ClockAssist.DESIGNED: QT_TRANSLATE_NOOP("Campaign", "As designed"),
    ClockAssist.RELAXED: QT_TRANSLATE_NOOP("Campaign", "Relaxed: half as long again"),
    ClockAssist.UNTIMED: QT_TRANSLATE_NOOP("Campaign", "Untimed: no clock"),
}
ASSISTED_MARK = "◷"
"""Beside the stars earned only with the clock's assist, on the level map."""


def clock_assist_name(name: str) -> str:
    """The campaign clock's assist ``name`` as a choice in a list."""
    return QCoreApplication.translate("Campaign", str(_CLOCK_ASSISTS[name]))


def assisted_words(assist: ClockAssist) -> str:
    """How stars earned under ``assist`` are told ("with more time"); "" as designed."""
    if assist is ClockAssist.DESIGNED:
        return ""
    if assist is ClockAssist.UNTIMED:
        return QCoreApplication.translate("Campaign", "without a clock")
    return QCoreApplication.translate("Campaign", "with more time")
