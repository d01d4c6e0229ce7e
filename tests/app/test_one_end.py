"""The end of a game is one slot, in `llk.wiring`, that calls every part that counts or
shows it in one written order: the tables' claim, the statistics, the campaign's count,
the end flow, the achievements, the sounds. Several connections on the same signal
would work only in the order they happened to be made (the achievements were right only
because the campaign flow had counted the level first)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import SIGNAL, QObject
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.model import Phase, find_moves
from llk.model.campaign.levels import Level
from llk.wiring import Parts
from tests.game_window import INSTANT, playing
from tests.model.campaign.levels import write_levels
from tests.model.clock import FakeClock


def receivers(sender: QObject, name: str) -> int:
    """How many slots are connected to ``sender``'s signal ``name``."""
    meta = sender.metaObject()
    for index in range(meta.methodCount()):
        method = meta.method(index)
        signature = bytes(method.methodSignature().data()).decode()
        if signature.startswith(f"{name}("):
            return sender.receivers(SIGNAL(signature))
    raise AssertionError(f"{type(sender).__name__} has no signal {name}")


@pytest.fixture
def campaign(qtbot: QtBot, clock: FakeClock, tmp_path: Path) -> Parts:
    levels: list[Level] = write_levels(tmp_path / "campaign", chapters=1, per_chapter=12)
    parts = playing(qtbot, build(INSTANT, clock, folder=tmp_path / "data"))
    parts.campaign_flow.levels = parts.achievements_flow.levels = levels
    return parts


def test_each_end_has_one_slot(campaign: Parts) -> None:
    """A game's end, a game given up, a race's end and its news to the achievements:
    one receiver each, the wiring's."""
    assert receivers(campaign.controller, "ended") == 1
    assert receivers(campaign.controller, "abandoned") == 1
    assert receivers(campaign.race_driver, "over") == 1
    assert receivers(campaign.versus_flow, "race_ended") == 1


def test_the_achievements_judge_a_level_counted_by_the_statistics_and_the_campaign(
    qtbot: QtBot, campaign: Parts, clock: FakeClock
) -> None:
    """When the first achievement of a level cleared is told, the statistics have the game
    and the campaign has the level's stars; the result screen shows those stars."""
    seen: list[tuple[int, int]] = []
    campaign.achievements_flow.earned.connect(
        lambda _said: seen.append(
            (
                campaign.statistics.statistics.total().won,
                campaign.progress.progress.stars("c1-01"),
            )
        )
    )
    campaign.campaign_flow.play("c1-01")
    while campaign.controller.game.phase is Phase.PLAYING:
        a, b = find_moves(campaign.controller.game.board)[0]
        campaign.controller.click(a)
        clock.advance(1.0)
        campaign.controller.click(b)
    assert seen and seen[0] == (1, 3)
    screen = campaign.end_flow.screen
    assert screen is not None and "Stars: ★★★" in screen.text()
