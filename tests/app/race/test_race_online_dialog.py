"""Race Online without a server: without the online extra, the menu item says in one line
how to add it; the dialog, at a table with its seats, reads at WCAG contrast in the
light, dark and high-contrast themes (its names and Tab order are checked with every
dialog's, `tests.app.access.test_accessible_names` and `tests.app.test_fitted_dialogs`)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from llk.dialogs.race_online import RaceOnlineDialog
from llk.flows import online
from llk.model.versus.messages import Seat
from llk.wiring import Parts
from tests.app.access.test_contrast import themed, wanted, whole, worst

themed_parts = themed
"""A wired window in each theme (a fixture)."""


def test_without_the_extra_the_menu_item_says_how_to_add_it(
    parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(online, "EXTRA", (*online.EXTRA, "llk_no_such_module"))
    parts.actions.race_online.trigger()
    assert parts.online_flow.dialog is None
    [box] = parts.window.problem_boxes
    assert box.text() == 'Racing online needs LLK\'s online extra: pip install "llk[online]"'


def test_the_dialog_at_a_table_is_readable_in_every_theme(qtbot: QtBot, themed: Parts) -> None:
    preferences = themed.preferences.preferences
    dialog = RaceOnlineDialog(
        "alice@example.org",
        None,
        False,
        preferences.versus,
        preferences.game,
        themed.window.board_view.art,
        themed.window,
    )
    qtbot.addWidget(dialog)
    dialog.show_state("At the table.")
    dialog.show_table("llk-table:llk-0a1b2c3d4e@rooms.example.org?host=alice@example.org&key=k")
    seated = (Seat("alice", 3, "alice@example.org"), Seat("bob", 17, "bob@example.org"))
    dialog.show_seats(seated, (False, True), "alice@example.org")
    with qtbot.waitExposed(dialog):
        dialog.show()
    assert [dialog.seats.item(row).text() for row in range(2)] == [
        "alice · host · not ready",
        "bob · ready",
    ]
    lowest, where = worst(whole(dialog))
    assert lowest >= wanted(themed), (lowest, where)
