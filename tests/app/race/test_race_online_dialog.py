"""Race Online without a server: without the online extra, the menu item says in one line
how to add it; the dialog, at a table with its seats, reads at WCAG contrast in the
light, dark and high-contrast themes (its names and Tab order are checked with every
dialog's, `tests.app.access.test_accessible_names` and `tests.app.test_fitted_dialogs`)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from llk.dialogs.race_online import RaceOnlineDialog
from llk.flows import online
from llk.model.versus.messages import MAX_RACERS, Seat
from llk.model.versus.rivals import MAX_NAME
from llk.view.assets import resources
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


def alices_dialog(qtbot: QtBot, parts: Parts) -> RaceOnlineDialog:
    """Race Online over ``parts``' window, for alice (no keyring), not shown yet."""
    preferences = parts.preferences.preferences
    dialog = RaceOnlineDialog(
        "alice@example.org",
        None,
        False,
        preferences.versus,
        preferences.game,
        parts.window.board_view.art,
        parts.window,
    )
    qtbot.addWidget(dialog)
    return dialog


def test_the_dialog_at_a_table_is_readable_in_every_theme(qtbot: QtBot, themed: Parts) -> None:
    dialog = alices_dialog(qtbot, themed)
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


LONG_CODE = (
    "llk-table:llk-0a1b2c3d4e@conference.a-rather-long-club-server.example.org"
    "?host=alexandra.longname@a-rather-long-club-server.example.org&key=7i7Y6TCFbf04Xq1"
)
"""A table code as long as a club's server makes them (150 characters and more)."""
WIDEST_PX = 520
"""The widest Race Online may be, at any step: a long line wrapped (Qt lays one out some
480 px wide), with room. The long code once made it 715 px and more."""


@pytest.fixture(params=["en", "zh_CN"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """Each language LLK ships, its translation installed for the test."""
    translator = QTranslator()
    if request.param != "en":
        assert translator.load(str(resources().joinpath("translations", f"llk_{request.param}")))
        qapp.installTranslator(translator)
    yield request.param
    qapp.removeTranslator(translator)


def test_the_dialog_keeps_a_sensible_width_at_every_step(
    qtbot: QtBot, parts: Parts, language: str
) -> None:
    """Asking, connecting with a long problem, at the host's table with the long code and
    six seats of the longest names not ready, at a racer's: never wider than
    `WIDEST_PX`; the code is whole in its field's text, tooltip and Copy."""
    dialog = alices_dialog(qtbot, parts)
    with qtbot.waitExposed(dialog):
        dialog.show()
    widths = {"asking": dialog.width()}
    dialog.show_state("The server refused the account: " + "a long reason said " * 12)
    dialog.adjustSize()
    widths["problem"] = dialog.width()
    for hosting in (True, False):
        dialog.show_table(LONG_CODE, hosting=hosting)
        seated = tuple(
            Seat(f"{index}" + "名" * (MAX_NAME - 1), index + 1, f"p{index}@example.org")
            for index in range(MAX_RACERS)
        )
        dialog.show_seats(seated, (True,) + (False,) * (MAX_RACERS - 1), "p0@example.org", True)
        dialog.adjustSize()
        widths["host" if hosting else "racer"] = dialog.width()
    assert max(widths.values()) <= WIDEST_PX, widths
    assert dialog.shown_code.text() == dialog.shown_code.toolTip() == LONG_CODE
    dialog.copy.click()
    assert QGuiApplication.clipboard().text() == LONG_CODE


@pytest.mark.parametrize("hosting", [True, False])
def test_the_dialog_does_not_change_width_from_the_account_to_the_table(
    qtbot: QtBot, parts: Parts, hosting: bool
) -> None:
    """The play tester's racer saw the dialog 418 px wide asking, then 330 px at the
    table: it keeps the width it opened at."""
    dialog = alices_dialog(qtbot, parts)
    with qtbot.waitExposed(dialog):
        dialog.show()
    asking = dialog.width()
    dialog.show_state("Connecting…")
    dialog.show_table(LONG_CODE, hosting=hosting)
    seats = (Seat("alice", 1, "alice@example.org"), Seat("bob", 2, "bob@example.org"))
    dialog.show_seats(seats, (True, False), "alice@example.org", not hosting, 1)
    QApplication.processEvents()  # the layout's own requests handled
    assert dialog.width() == asking
