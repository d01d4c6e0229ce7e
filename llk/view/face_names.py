"""A word for each tile face, for those who hear the board rather than see it.

LLK's own faces are named after their pictures (``llk/resources/faces``, in the same
order); a KMahjongg set's by its suit and number. Marked for translation here, so
lupdate reads them; translated when asked.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from llk.view.board.tile_sets import FACES, OWN

OWN_FACES = (
    QT_TRANSLATE_NOOP("FaceNames", "apple"),
    QT_TRANSLATE_NOOP("FaceNames", "banana"),
    QT_TRANSLATE_NOOP("FaceNames", "cherries"),
    QT_TRANSLATE_NOOP("FaceNames", "grapes"),
    QT_TRANSLATE_NOOP("FaceNames", "pear"),
    QT_TRANSLATE_NOOP("FaceNames", "watermelon"),
    QT_TRANSLATE_NOOP("FaceNames", "pineapple"),
    QT_TRANSLATE_NOOP("FaceNames", "carrot"),
    QT_TRANSLATE_NOOP("FaceNames", "mushroom"),
    QT_TRANSLATE_NOOP("FaceNames", "eggplant"),
    QT_TRANSLATE_NOOP("FaceNames", "broccoli"),
    QT_TRANSLATE_NOOP("FaceNames", "radish"),
    QT_TRANSLATE_NOOP("FaceNames", "cat"),
    QT_TRANSLATE_NOOP("FaceNames", "fish"),
    QT_TRANSLATE_NOOP("FaceNames", "owl"),
    QT_TRANSLATE_NOOP("FaceNames", "turtle"),
    QT_TRANSLATE_NOOP("FaceNames", "bee"),
    QT_TRANSLATE_NOOP("FaceNames", "butterfly"),
    QT_TRANSLATE_NOOP("FaceNames", "crab"),
    QT_TRANSLATE_NOOP("FaceNames", "rabbit"),
    QT_TRANSLATE_NOOP("FaceNames", "penguin"),
    QT_TRANSLATE_NOOP("FaceNames", "snail"),
    QT_TRANSLATE_NOOP("FaceNames", "panda"),
    QT_TRANSLATE_NOOP("FaceNames", "elephant"),
    QT_TRANSLATE_NOOP("FaceNames", "tulip"),
    QT_TRANSLATE_NOOP("FaceNames", "cactus"),
    QT_TRANSLATE_NOOP("FaceNames", "pine"),
    QT_TRANSLATE_NOOP("FaceNames", "maple"),
    QT_TRANSLATE_NOOP("FaceNames", "sun"),
    QT_TRANSLATE_NOOP("FaceNames", "cloud"),
    QT_TRANSLATE_NOOP("FaceNames", "snowflake"),
    QT_TRANSLATE_NOOP("FaceNames", "rainbow"),
    QT_TRANSLATE_NOOP("FaceNames", "umbrella"),
    QT_TRANSLATE_NOOP("FaceNames", "ice cream"),
    QT_TRANSLATE_NOOP("FaceNames", "mug"),
    QT_TRANSLATE_NOOP("FaceNames", "diamond"),
    QT_TRANSLATE_NOOP("FaceNames", "anchor"),
    QT_TRANSLATE_NOOP("FaceNames", "bell"),
    QT_TRANSLATE_NOOP("FaceNames", "key picture"),
    QT_TRANSLATE_NOOP("FaceNames", "lightbulb"),
    QT_TRANSLATE_NOOP("FaceNames", "book"),
    QT_TRANSLATE_NOOP("FaceNames", "sailboat"),
    QT_TRANSLATE_NOOP("FaceNames", "music note"),
    QT_TRANSLATE_NOOP("FaceNames", "shell"),
    QT_TRANSLATE_NOOP("FaceNames", "rocket"),
    QT_TRANSLATE_NOOP("FaceNames", "gift"),
    QT_TRANSLATE_NOOP("FaceNames", "balloon"),
    QT_TRANSLATE_NOOP("FaceNames", "kite"),
)
"""LLK's own faces, face 1 first (the order of `llk.view.assets.face_files`)."""


SUITS = {
    "CHARACTER": QT_TRANSLATE_NOOP("FaceNames", "character {0}"),
    "BAMBOO": QT_TRANSLATE_NOOP("FaceNames", "bamboo {0}"),
    "ROD": QT_TRANSLATE_NOOP("FaceNames", "circle {0}"),
    "WIND": QT_TRANSLATE_NOOP("FaceNames", "wind {0}"),
    "DRAGON": QT_TRANSLATE_NOOP("FaceNames", "dragon {0}"),
    "FLOWER": QT_TRANSLATE_NOOP("FaceNames", "flower {0}"),
    "SEASON": QT_TRANSLATE_NOOP("FaceNames", "season {0}"),
}
"""A KMahjongg face's words by the suit of its element id (``BAMBOO_3``)."""


def _suit(element: str, number: str) -> str:
    """A KMahjongg face by its element id's two parts: its suit and number."""
    words = (
        QCoreApplication.translate("FaceNames", str(SUITS[element]))
        if element in SUITS
        else element
    )
    return words.format(number)


def face_name(face: int, set_key: str = OWN) -> str:
    """The word for drawn face ``face`` (1 and up) in the tile set ``set_key``: a set's
    face by its suit, any other as LLK draws it (the faces a set lacks are LLK's own)."""
    if set_key != OWN and 1 <= face <= len(FACES):
        return _suit(*FACES[face - 1].split("_"))
    return QCoreApplication.translate("FaceNames", str(OWN_FACES[(face - 1) % len(OWN_FACES)]))
