"""Every number shown to the player with a unit is written through the translation (a
translatable "{0:.1f} s", 秒 in Chinese), never an f-string that fixes the English unit:
"195.0 s" in the Chinese results table was one."""

from __future__ import annotations

import ast
import itertools
import re
from collections import Counter
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

from llk.dialogs.race_results import result_cells
from llk.model.versus.standings import Finish, Result

SHOWN = ("llk/dialogs", "llk/view", "llk/flows", "llk/controller")
"""Where text shown to the player is made."""
UNIT_AFTER_NUMBER = re.compile(r"^\s?(s|ms|sec|min|px|pt|%|秒)\b|^\s?(秒|%)")
"""A literal part of an f-string that starts with a unit: it follows a number."""


def _units_in_f_strings(path: Path) -> list[str]:
    """Where in ``path`` an f-string puts a unit after one of its values. O(its size)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.JoinedStr):
            continue
        parts = node.values
        for before, part in itertools.pairwise(parts):
            text = part.value if isinstance(part, ast.Constant) else None
            follows_a_value = isinstance(before, ast.FormattedValue) and isinstance(text, str)
            if follows_a_value and UNIT_AFTER_NUMBER.match(str(text)):
                found.append(f"{path}:{node.lineno}: {text!r}")
    return found


def test_no_f_string_shown_to_the_player_fixes_a_unit() -> None:
    root = Path(__file__).resolve().parents[2]
    found = [
        place
        for folder in SHOWN
        for path in sorted((root / folder).rglob("*.py"))
        for place in _units_in_f_strings(path)
    ]
    assert found == []


class _Chinese(QTranslator):
    """The one string under test, as the Chinese catalogue writes it."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return "{0:.1f} 秒" if (context, source) == ("RaceResults", "{0:.1f} s") else ""


def test_the_results_table_writes_its_seconds_through_the_translation(qapp: object) -> None:
    result = Result(0, "Mei", 1, 48, 195.0, Finish.CLEARED, 4800, Counter(), Counter())
    translator = _Chinese()
    QCoreApplication.installTranslator(translator)
    try:
        assert "195.0 秒" in result_cells(result)
    finally:
        QCoreApplication.removeTranslator(translator)
