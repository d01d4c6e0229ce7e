"""A link's problem (`LinkError`) said in the player's language (`problem_line`): every
`Problem` has its line in Chinese, with its names in their places; and, against the real
local Prosody, a refused password, a table that is not there and a server that cannot
be reached are said in Chinese in Race Online.

(The lines' Chinese is in the shipped translation once merged: `tools/update_translations.py`.)
"""

from __future__ import annotations

import re

import pytest

pytest.importorskip("slixmpp", reason="the online extra is not installed: pip install '.[online]'")

from PySide6.QtCore import Qt, QTranslator
from pytestqt.qtbot import QtBot

from llk.flows.link_problems import problem_line
from llk.flows.online import SERVER_VARIABLE
from llk.online import table_link
from llk.online.table_link import LinkError, Problem
from llk.wiring import Parts
from tests.app.race.test_race_online import SECRETS, closed, online, opened
from tests.online.conftest import server, server_kind, start_server  # noqa: F401  (the fixtures)
from tests.online.local_server import DOMAIN, free_port

__all__ = ["online"]  # the fixture, used by name

CHINESE = re.compile(r"[\u4e00-\u9fff]")
NAMES = ("room@rooms.example.org", "alice@example.org", "not-authorized")


def test_every_problem_reads_in_english_as_its_text() -> None:
    for problem in Problem:
        error = LinkError(problem, *NAMES)
        assert problem_line(error) == str(error)


def test_every_problem_has_its_chinese_line_with_its_names(chinese: QTranslator) -> None:
    for problem in Problem:
        wanted = problem.value.count("{")
        line = problem_line(LinkError(problem, *NAMES))
        assert CHINESE.search(line), problem
        assert all(name in line for name in NAMES[:wanted]), (problem, line)


def make_table(qtbot: QtBot, parts: Parts, password: str, register: bool = False) -> str:
    """Race Online opened, alice's address and ``password`` typed (her account made when
    ``register``), Make Table pressed: what the dialog says once it is at the table or
    asks again."""
    dialog = opened(parts)
    dialog.address.setText(f"alice@{DOMAIN}")
    dialog.password.clear()
    qtbot.keyClicks(dialog.password, password)
    if register:
        dialog.register.setFocus()
        qtbot.keyClick(dialog.register, Qt.Key.Key_Space)
    qtbot.mouseClick(dialog.make, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.make.isEnabled() or dialog.table.isVisible())
    said = dialog.state.text()
    closed(qtbot, (parts, dialog))
    return said


@pytest.mark.usefixtures("online")
def test_a_refused_password_an_absent_table_and_no_server_are_said_in_chinese(
    chinese: QTranslator, qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    made = make_table(qtbot, parts, SECRETS["alice"], register=True)
    assert CHINESE.search(made), made  # at the table
    refused = make_table(qtbot, parts, "a wrong password")
    assert CHINESE.search(refused) and f"alice@{DOMAIN}" in refused, refused
    dialog = opened(parts)
    dialog.password.setText(SECRETS["alice"])
    dialog.code.setText(f"llk-table:nowhere@rooms.{DOMAIN}?host=bob@{DOMAIN}&key=k")
    qtbot.mouseClick(dialog.join, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.join.isEnabled)
    absent = dialog.state.text()
    assert CHINESE.search(absent) and f"nowhere@rooms.{DOMAIN}" in absent, absent
    closed(qtbot, (parts, dialog))
    monkeypatch.setenv(SERVER_VARIABLE, f"127.0.0.1:{free_port()}")  # nothing listens there
    monkeypatch.setattr(table_link, "ANSWER_S", 1.0)  # the safety net, not waited for whole
    unreachable = make_table(qtbot, parts, SECRETS["alice"])
    assert CHINESE.search(unreachable) and f"alice@{DOMAIN}" in unreachable, unreachable
