"""What the player reads for each of the model's names: one place for every list.

The model names things once (`GRAVITIES`, `LAYOUTS`, `THEMES`...); every menu,
combo box, tooltip and help line takes its words from here, keyed by those names.
A name without a label here shows as itself, never as an error.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from llk.model.gravity import LEVELS


def _labels(pairs: dict[str, str], name: str) -> str:
    return pairs.get(name, name)


def gravity_name(name: str) -> str:
    """A shift mode (or `LEVELS`) as a choice in a list."""
    return _labels(
        {
            LEVELS: QCoreApplication.translate("Labels", "Levels: a new shift each level"),
            "none": QCoreApplication.translate("Labels", "None: tiles stay put"),
            "down": QCoreApplication.translate("Labels", "Down"),
            "up": QCoreApplication.translate("Labels", "Up"),
            "left": QCoreApplication.translate("Labels", "Left"),
            "right": QCoreApplication.translate("Labels", "Right"),
            "split-x": QCoreApplication.translate("Labels", "Out to the left and right"),
            "split-y": QCoreApplication.translate("Labels", "Out to the top and bottom"),
            "center-x": QCoreApplication.translate("Labels", "In toward the middle column"),
            "center-y": QCoreApplication.translate("Labels", "In toward the middle row"),
        },
        name,
    )


def gravity_sentence(name: str) -> str:
    """What a shift mode does, as a sentence (tooltips, the help page)."""
    return _labels(
        {
            "none": QCoreApplication.translate("Labels", "Tiles stay where they are"),
            "down": QCoreApplication.translate("Labels", "Tiles fall down"),
            "up": QCoreApplication.translate("Labels", "Tiles rise up"),
            "left": QCoreApplication.translate("Labels", "Tiles slide left"),
            "right": QCoreApplication.translate("Labels", "Tiles slide right"),
            "split-x": QCoreApplication.translate(
                "Labels", "Tiles slide out to the left and right edges"
            ),
            "split-y": QCoreApplication.translate(
                "Labels", "Tiles slide out to the top and bottom edges"
            ),
            "center-x": QCoreApplication.translate(
                "Labels", "Tiles slide in toward the middle column"
            ),
            "center-y": QCoreApplication.translate(
                "Labels", "Tiles slide in toward the middle row"
            ),
        },
        name,
    )


def layout_name(name: str) -> str:
    return _labels(
        {
            "full": QCoreApplication.translate("Labels", "Full"),
            "vertical": QCoreApplication.translate("Labels", "Column stripes"),
            "horizontal": QCoreApplication.translate("Labels", "Row stripes"),
            "diamond": QCoreApplication.translate("Labels", "Diamond"),
            "rings": QCoreApplication.translate("Labels", "Rings"),
            "cross": QCoreApplication.translate("Labels", "Cross"),
        },
        name,
    )


def language_name(code: str) -> str:
    """A language in its own words (the choice must be readable whatever the current one)."""
    return _labels(
        {
            "system": QCoreApplication.translate("Labels", "System Language"),
            "en": "English",
            "zh_CN": "简体中文",
        },
        code,
    )


def theme_name(name: str) -> str:
    return _labels(
        {
            "light": QCoreApplication.translate("Labels", "Light"),
            "dark": QCoreApplication.translate("Labels", "Dark"),
        },
        name,
    )


def animation_name(name: str) -> str:
    return _labels(
        {
            "smooth": QCoreApplication.translate("Labels", "Smooth"),
            "fast": QCoreApplication.translate("Labels", "Fast"),
            "off": QCoreApplication.translate("Labels", "Off"),
        },
        name,
    )
