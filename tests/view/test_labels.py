"""Every name of the model has words in both languages: each member of each named set
(and the levels choice) a label in English, translated into Chinese in the shipped file,
finished and not empty, and shown so when the translation is loaded."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Iterator
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from llk.model import Layout, Pace, ShiftMode
from llk.model.game.level_orders import LEVELS
from llk.model.records.preferences import Animation, Language, Theme
from llk.model.versus.props import Prop
from llk.model.versus.rivals import Strength
from llk.model.versus.standings import Finish
from llk.view.assets import resources
from llk.view.labels import (
    animation_name,
    finish_name,
    language_name,
    layout_name,
    map_name,
    pace_name,
    prop_name,
    prop_sentence,
    shift_name,
    shift_sentence,
    strength_name,
    table_name,
    theme_name,
)
from tests.game_window import remove_translators
from tools import update_translations

NAMED: list[tuple[Callable[[str], str], list[str]]] = [
    (shift_name, [LEVELS, *ShiftMode]),
    (shift_sentence, list(ShiftMode)),
    (layout_name, list(Layout)),
    (pace_name, list(Pace)),
    (theme_name, list(Theme)),
    (animation_name, list(Animation)),
    (prop_name, list(Prop)),
    (prop_sentence, list(Prop)),
    (strength_name, list(Strength)),
    (finish_name, list(Finish)),
    (language_name, [Language.SYSTEM]),
]
"""Each label function and every name it labels, the members taken from the enums, so
a member added without words fails here; the languages but ``system`` are named in
their own words (`test_each_language_is_named_in_its_own_words`)."""
CHINESE = re.compile(r"[\u4e00-\u9fff]")
"""Any CJK ideograph."""
CASES = [
    pytest.param(label, name, id=f"{label.__name__}:{name}")
    for label, names in NAMED
    for name in names
]


def shipped_chinese() -> dict[str, str]:
    """The Labels context of the shipped Chinese file: each source text's translation,
    "" where it is unfinished."""
    ts = update_translations.ts_file("zh_CN")
    unfinished = set(update_translations.unfinished(ts))
    found = {}
    for context in ElementTree.parse(ts).getroot().iter("context"):
        if context.findtext("name") == "Labels":
            for message in context.iter("message"):
                source = message.findtext("source", "")
                found[source] = "" if source in unfinished else message.findtext("translation", "")
    return found


SHIPPED = shipped_chinese()


@contextlib.contextmanager
def chinese(qapp: QApplication) -> Iterator[None]:
    """The shipped .qm (found like the game finds it), installed for the block."""
    translator = QTranslator()
    qm = resources().joinpath("translations").joinpath("llk_zh_CN.qm")
    assert translator.load(str(qm)), qm
    qapp.installTranslator(translator)
    try:
        yield
    finally:
        remove_translators(qapp, [translator])


@pytest.mark.parametrize(("label", "name"), CASES)
def test_a_name_has_words_in_both_languages(
    qapp: QApplication, label: Callable[[str], str], name: str
) -> None:
    english = label(name)
    assert english and english != name
    translated = SHIPPED.get(english, "")
    assert CHINESE.search(translated), f"no finished Chinese for {english!r}"
    with chinese(qapp):
        assert label(name) == translated


def test_each_language_is_named_in_its_own_words(qapp: QApplication) -> None:
    """Readable whatever the language in force, so never translated."""
    own = {Language.EN: "English", Language.ZH_CN: "简体中文"}
    assert {language: language_name(language) for language in own} == own
    with chinese(qapp):
        assert {language: language_name(language) for language in own} == own


def test_a_table_of_a_run_of_levels_is_named_in_both_languages(qapp: QApplication) -> None:
    key = "8x12 full levels normal"
    english = table_name(key)
    assert english == "8 × 12 · Full · Endless: a new shift each level · Normal"
    with chinese(qapp):
        assert table_name(key) == " · ".join(
            ["8 × 12", *(SHIPPED[words] for words in english.split(" · ")[1:])]
        )


def test_a_campaign_levels_table_is_named_by_its_place() -> None:
    assert map_name("c2-07") == "campaign level 2-7"
