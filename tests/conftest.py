"""Test setup shared by the whole suite: headless Qt, a throw-away home, hypothesis profiles,
and waits that are safety nets."""

import functools
import os
import tempfile

import pytest
from hypothesis import settings
from pytestqt.qtbot import QtBot

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Settings and data files go to a throw-away folder, never the real home.
_HOME = tempfile.mkdtemp(prefix="llk-test-home-")
for _name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_name] = os.path.join(_HOME, _name.lower())

pytest_plugins = ["tests.game_window"]
"""The fixtures of every Qt test: a wired game window, a throw-away home, no question
left unanswered."""

settings.register_profile("default", deadline=None)
settings.register_profile("ci", deadline=None, derandomize=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


WAIT_MS = 60_000
"""How long a test waits for what surely comes (the solver process's answer, a timer's
tick, a repaint): a safety net against a hang, never what is tested, so generous for a
loaded machine. What a test asserts never hangs on the machine's speed: the clock of a
game is moved by hand (`tests.model.clock`) and searches count positions."""
WAIT_S = WAIT_MS / 1000


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--every-map-mode",
        action="store_true",
        help="deal every shipped map fair under every shift mode it allows, not one mode a"
        " map in turn, and solve every campaign level's deal, not one a chapter (some 50 s"
        " more on two cores; .ci/run does it as steps of its own)",
    )


@pytest.fixture
def qtbot(qtbot: QtBot) -> QtBot:
    """pytest-qt's robot, whose waits give up after `WAIT_MS` unless told otherwise: its
    own default, 5 s, is short for a loaded machine."""
    waits = ("waitActive", "waitCallback", "waitExposed", "waitSignal", "waitSignals", "waitUntil")
    for wait in waits:
        setattr(qtbot, wait, functools.partial(getattr(qtbot, wait), timeout=WAIT_MS))
    return qtbot
