"""Racing online is an optional extra that costs the game's start nothing: after the whole
game window is built and dealt, neither the extra (slixmpp, qasync, keyring) nor LLK's
modules that use it (`llk.online`, `llk.store.secrets`) are imported, installed or not.

The game starts in a process of its own: the modules a start imports are the point, and
this test process has long imported them for the online tests.
"""

from __future__ import annotations

from pathlib import Path

from tests.app.files.test_nothing_lost import run_game

ONLINE = ("slixmpp", "qasync", "keyring", "llk.online", "llk.store.secrets")

RECORDER = f"""
import sys
import llk.app

build = llk.app.build


def building(*args, **kwargs):
    parts = build(*args, **kwargs)

    def dealt(_board):
        loaded = sorted({{name for name in sys.modules if name.startswith({ONLINE!r})}})
        print(f"dealt, online modules {{loaded}}", flush=True)
        parts.window.close()

    parts.controller.started.connect(dealt)
    return parts


llk.app.build = building
sys.exit(llk.app.main(sys.argv[1:]))
"""


def test_the_game_starts_without_importing_online_play(tmp_path: Path) -> None:
    game = run_game(tmp_path, RECORDER, "--seed", "7")
    out, _ = game.communicate(timeout=60)
    assert game.returncode == 0, out
    assert "dealt, online modules []" in out.splitlines(), out
