"""A table runs without Qt: the tests' bots, the benchmark's racers and any program
racing without a window import the link and both tables, and Qt with them would cost
each process some 20 MB and a start. Only `llk.online.event_loop`, which joins asyncio
to Qt's running loop for the game, imports Qt.

In a process of its own: this test process has long imported Qt.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("slixmpp", reason="the online extra is not installed: pip install '.[online]'")

PROBE = """
import sys
import llk.online.host_table, llk.online.racer_table, llk.online.invitations
print(sorted({name.split(".")[0] for name in sys.modules if name.startswith("PySide6")}))
"""


def test_the_link_and_the_tables_import_no_qt() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=Path(__file__).parents[2],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.strip() == "[]"
