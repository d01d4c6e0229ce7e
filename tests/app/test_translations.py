"""The Simplified Chinese translation: complete, true to the placeholders and
accelerators, in step with the code, compiled, and really shown by the window.

When a test here fails after strings changed in ``llk/``, run
``python tools/update_translations.py``, translate what it lists, and run it again.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from llk.app import build, install_translator
from llk.dialogs.how_to_play import HowToPlayDialog
from llk.store.score_keeper import SCORES_FORMAT, ScoreKeeper
from llk.wiring import Parts
from tests.game_window import INSTANT, playing, remove_translators
from tests.model.clock import FakeClock
from tools import update_translations

TS = update_translations.ts_file("zh_CN")
ENGLISH = update_translations.ts_file(update_translations.PLURALS_ONLY)
PLACEHOLDER = re.compile(r"\{\d+(?:![rsa])?(?::[^{}]*)?\}")
"""A ``str.format`` field with an index: {0}, {1!r}, {2:>3}."""
CHINESE = re.compile(r"[\u4e00-\u9fff]")
"""Any CJK ideograph."""

Message = tuple[str, str, str]
"""Context, source text and translation."""


def ts_messages(ts: Path) -> list[Message]:
    """Every message; a plural one (``%n``) by its first form (Chinese has only one)."""
    found = []
    for context in ElementTree.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = update_translations.forms(translation) if translation is not None else [""]
            found.append((name, message.findtext("source", ""), forms[0]))
    return found


def plural_messages(ts: Path) -> list[tuple[str, list[str]]]:
    """The source and the forms of each plural message of ``ts``."""
    return [
        (message.findtext("source", ""), update_translations.forms(translation))
        for message in ElementTree.parse(ts).getroot().iter("message")
        if message.get("numerus") == "yes" and (translation := message.find("translation"))
    ]


SHIPPED = ts_messages(TS)
SHIPPED_TEXT = {(context, source): translation for context, source, translation in SHIPPED}


def zh(context: str, source: str) -> str:
    """The shipped translation of ``source``, without its accelerator's ampersand."""
    return SHIPPED_TEXT[context, source].replace("&", "")


def is_chinese(text: str) -> bool:
    return CHINESE.search(text) is not None


def _mnemonics(text: str) -> int:
    return len(re.findall(r"&(?!&)", text.replace("&&", "")))


def test_the_shipped_file_has_no_unfinished_or_empty_translation() -> None:
    assert len(SHIPPED) > 100
    assert update_translations.unfinished(TS) == []
    for kind in ("unfinished", "vanished", "obsolete"):
        assert f'type="{kind}"' not in TS.read_text(encoding="utf-8")


def test_no_accelerator_stands_against_other_parentheses() -> None:
    """Chinese gives the accelerator in parentheses after the words ("提示(&H)"): after a
    count in parentheses the button read "提示 (2)(H)". Counts go after the accelerator."""
    crowded = re.compile(r"[)）]\s*[(（]&|&\w[)）]\s*[(（]")
    assert [text for _context, _source, text in SHIPPED if crowded.search(text)] == []


@pytest.mark.parametrize(
    ("source", "translation"),
    [
        pytest.param(source, text, id=f"{context}:{source[:40]}")
        for context, source, text in SHIPPED
    ],
)
def test_placeholders_and_accelerators_survive(source: str, translation: str) -> None:
    assert sorted(PLACEHOLDER.findall(translation)) == sorted(PLACEHOLDER.findall(source))
    assert _mnemonics(translation) == _mnemonics(source)
    if "\n" in source:
        assert translation.count("\n") == source.count("\n")


@pytest.mark.parametrize("ts", [TS, ENGLISH], ids=["zh_CN", "en"])
def test_the_translation_file_is_up_to_date_with_the_code(tmp_path: Path, ts: Path) -> None:
    if update_translations.find_tool("pyside6-lupdate") is None:
        pytest.skip("pyside6-lupdate is not installed, so the code's strings cannot be collected")
    fresh = tmp_path / ts.name
    update_translations.update_ts(fresh, quiet=True, plurals_only=ts == ENGLISH)
    in_code = {(context, source) for context, source, _ in ts_messages(fresh)}
    shipped = {(context, source) for context, source, _ in ts_messages(ts)}
    hint = "run `python tools/update_translations.py` and translate what it lists"
    assert not in_code - shipped, f"strings missing from {ts.name} ({hint})"
    assert not shipped - in_code, f"strings no longer in the code ({hint})"


COUNTED_NOUN = re.compile(
    r"\{\d+\} (?:(?:\w+ed|\w+-\w+) ){0,2}(?:points?|moves?|tiles?|pairs?|hints?|"
    r"refresh(?:es)?|seconds?|faces?|games?|levels?|minutes?|days?|steps?|entr(?:y|ies))\b"
)
"""A count written with ``str.format`` before a word that has a plural, maybe after a word
or two that tell it ("{0} moves", "{0} damaged high-score entries")."""


def test_every_count_goes_through_plural_forms() -> None:
    """A count before a noun is Qt's ``%n`` (so "1 move", "2 moves"), never "{0} moves"."""
    formatted = [source for _, source, _ in SHIPPED if COUNTED_NOUN.search(source)]
    assert formatted == []
    assert len(plural_messages(TS)) >= 15


def test_english_has_both_plural_forms_of_every_count() -> None:
    english = dict(plural_messages(ENGLISH))
    assert set(english) == {source for source, _ in plural_messages(TS)}
    assert update_translations.unfinished(ENGLISH) == []
    for source, (one, many) in english.items():
        for form in (one, many):
            assert "%n" in form and "(s)" not in form, form
            assert sorted(PLACEHOLDER.findall(form)) == sorted(PLACEHOLDER.findall(source))
        assert one != many, source


def test_chinese_has_its_one_form_of_every_count() -> None:
    for source, forms in plural_messages(TS):
        assert len(forms) == 1 and "%n" in forms[0] and is_chinese(forms[0]), source


def test_a_count_of_one_reads_in_the_singular(parts: Parts) -> None:
    """The status lines the issue named: "Undone 1 moves" was said after one move."""
    from llk.controller import status_lines

    assert status_lines.undone_to_winnable(1, -15) == (
        "Undone 1 move, back to a position that can be cleared: -15 points."
    )
    assert status_lines.undone_to_winnable(2, -40).startswith("Undone 2 moves,")
    assert status_lines.position_lost(1, "Undo to Winnable").startswith("Lost 1 move ago:")
    assert status_lines.undone(-5) == "Undone: -5 points."
    assert status_lines.redone(1) == "Redone: +1 point."


def test_one_damaged_high_score_reads_in_the_singular(tmp_path: Path) -> None:
    good = {"name": "A", "score": 10, "seconds": 5.0, "date": "2026-01-01", "hints_used": False}
    document = {"format": SCORES_FORMAT, "data": {"8x12 normal": [good, {"name": 3}]}}
    (tmp_path / "scores.json").write_text(json.dumps(document), encoding="utf-8")
    problem = ScoreKeeper(tmp_path).load_problem
    assert problem is not None
    assert problem.startswith("1 damaged high-score entry was left out; the file was kept as")


def test_chinese_counts_read_with_their_number(chinese: QTranslator) -> None:
    from llk.controller import status_lines

    assert status_lines.undone_to_winnable(1, -15) == "已撤销 1 步，回到还能消完的局面：-15 分。"


@pytest.mark.parametrize("ts", [TS, ENGLISH], ids=["zh_CN", "en"])
def test_the_compiled_file_matches_the_translation_file(tmp_path: Path, ts: Path) -> None:
    lrelease = update_translations.find_tool("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed, so the .qm cannot be rebuilt")
    fresh = tmp_path / ts.name
    fresh.write_bytes(ts.read_bytes())
    compiled = update_translations.compile_qm(fresh, quiet=True)
    assert compiled.read_bytes() == ts.with_suffix(".qm").read_bytes(), (
        f"{ts.with_suffix('.qm').name} is stale: run `python tools/update_translations.py`"
    )


@pytest.fixture
def chinese_parts(chinese: QTranslator, qtbot: QtBot, clock: FakeClock) -> Parts:
    return playing(qtbot, build(INSTANT, clock))


def test_the_window_speaks_chinese(chinese_parts: Parts) -> None:
    window = chinese_parts.window
    titles = [action.text() for action in window.menuBar().actions()]
    menus = ("&Game", "&View", "&Settings", "&Help")
    assert titles == [SHIPPED_TEXT["MenuBar", source] for source in menus]
    assert all(is_chinese(title) and "(&" in title for title in titles)
    buttons = window.side_panel.buttons
    assert set(buttons) == {
        "next_level",
        "show_me",
        "undo_to_winnable",
        "hint",
        "refresh",
        "pause",
        "undo",
        "redo",
        "new_game",
    }
    for name, button in buttons.items():
        assert is_chinese(button.text()), name
    assert zh("GameActions", "&New Game") in buttons["new_game"].text().replace("&", "")
    hints = chinese_parts.controller.game.helps.hints_left
    assert buttons["hint"].text().replace("&", "") == zh("GameActions", "&Hint ({0})").format(hints)
    assert is_chinese(window.statusBar().currentMessage())


def test_the_dialogs_speak_chinese(chinese_parts: Parts) -> None:
    chinese_parts.menu_actions.preferences.trigger()
    dialog = chinese_parts.dialogs.current
    assert dialog is not None
    assert dialog.windowTitle() == zh("SettingsDialog", "Preferences")
    chinese_parts.menu_actions.how_to_play.trigger()
    dialog = chinese_parts.dialogs.current
    assert isinstance(dialog, HowToPlayDialog)
    assert dialog.windowTitle() == zh("HowToPlayDialog", "How to Play")
    assert zh("HowToPlayDialog", "Which pairs link") in dialog.text()


@pytest.mark.parametrize(
    ("language", "translated"), [("zh_CN", True), ("en", False), ("de_DE", False)]
)
def test_the_game_loads_the_language_the_player_chose(
    qapp: QApplication, language: str, translated: bool
) -> None:
    before = set(qapp.findChildren(QTranslator))
    install_translator(qapp, language)
    added = [t for t in qapp.findChildren(QTranslator) if t not in before]
    try:
        title = QCoreApplication.translate("MenuBar", "&Game")
        assert title == (SHIPPED_TEXT["MenuBar", "&Game"] if translated else "&Game")
        plural = {t.translate("_Counted", "-%n point(s)", "", 1) for t in added} - {""}
        assert plural == ({"-%n 分"} if translated else {"-%n point"})  # English's forms
    finally:
        remove_translators(qapp, added)
