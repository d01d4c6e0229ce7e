"""A race that explains itself in the window: a prop that hits the player says who threw
what (the status line, a screen reader, a note over the board), timer tiles running out
say the seconds lost, the results table says what its columns mean, and a race that
cannot be saved says so once."""

from __future__ import annotations

import errno

import pytest
from pytestqt.qtbot import QtBot

from llk.model.versus.race import RaceRules
from llk.model.versus.rivals import Strength
from llk.store import data_files as storage
from llk.wiring import Parts
from tests.app.test_corrupt_files import problem_texts
from tests.app.test_versus_window import _click_pair, _frames, racing  # noqa: F401
from tests.model.clock import FakeClock


def test_a_race_that_cannot_be_saved_is_said_once_until_a_save_works(
    qtbot: QtBot,
    racing: Parts,  # noqa: F811
    clock: FakeClock,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A full disk was said at every save of the race (after each command and every
    5 s): 24 boxes in one race. Now once, and again only after a save that worked."""
    racing.versus_flow.race([Strength.BEGINNER], RaceRules(), seed=11)

    def full(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(storage, "write_atomically", full)
        for _ in range(4):
            clock.advance(6.0)  # a save every 5 s of race...
            _frames(racing, 5)
            _click_pair(qtbot, racing)  # ...and after every command
        [text] = problem_texts(racing)
        assert "saved race" in text and "No space left on device" in text
    clock.advance(6.0)
    _click_pair(qtbot, racing)  # saved: the disk has room again
    assert len(problem_texts(racing)) == 1
    with monkeypatch.context() as patch:
        patch.setattr(storage, "write_atomically", full)
        _click_pair(qtbot, racing)
        assert len(problem_texts(racing)) == 2
