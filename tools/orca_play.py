"""Play a small LLK board to a win by keys while a real screen reader (Orca) speaks, and
check what it said: its speech, one utterance a line, is the log speech-dispatcher's
logging module writes (see `.ci/orca.sh`, which starts all of it).

Run with the system's Python, which has ``pyatspi``. The board's cells are read from the
accessibility tree (`atspi_play`), but every step waits on what Orca SAID, never on an
accessibility event: the cell under the cursor as an arrow moves it, a pick, a
mismatch and its reason, a hint, each pair removed, and the result. Exit status 0 when
all were heard; 1 with what was missing otherwise. Waits are on the log, up to
`WAIT_S` each, so a loaded machine is only slower.
"""

from __future__ import annotations

import re
import sys
import time
from collections.abc import Callable
from pathlib import Path

from atspi_play import EMPTY, Point, application, find, key, pairs_to_clear, read_board

WAIT_S = 30.0
CELL_SAID = re.compile(r"row (\d+), column (\d+)")
STEPS = {"Up": (-1, 0), "Down": (1, 0), "Left": (0, -1), "Right": (0, 1)}
"""Each arrow's move of the cursor, in rows and columns."""


class Heard:
    """The speech log, read as it grows."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.lines: list[str] = []

    def _read(self) -> None:
        text = self.path.read_text(encoding="utf-8", errors="replace")
        self.lines = [line.strip() for line in text.splitlines() if line.strip()]

    def mark(self) -> int:
        self._read()
        return len(self.lines)

    def heard(self, since: int, test: Callable[[str], bool], seconds: float = WAIT_S) -> str | None:
        """What was said from line ``since`` on, once it passes ``test``, waiting up to
        ``seconds`` for it (speech-dispatcher may cut an utterance into sentences, one a
        line: they are joined)."""
        deadline = time.monotonic() + seconds
        while True:
            self._read()
            said = " ".join(self.lines[since:])
            if test(said):
                return said
            if time.monotonic() > deadline:
                return None
            time.sleep(0.05)

    def settle(self, quiet_s: float = 1.5) -> None:
        """Wait until nothing new has been said for ``quiet_s`` (up to `WAIT_S`)."""
        count, quiet_since = self.mark(), time.monotonic()
        deadline = quiet_since + WAIT_S
        while time.monotonic() - quiet_since < quiet_s and time.monotonic() < deadline:
            time.sleep(0.05)
            if (now := self.mark()) != count:
                count, quiet_since = now, time.monotonic()

    def wait(self, what: str, since: int, test: Callable[[str], bool] | None = None) -> str:
        """`heard` ``what`` (or what passes ``test``), or exit saying what Orca said."""
        said = self.heard(since, test or (lambda said: what in said))
        if said is None:
            sys.exit(f"Orca never said {what!r}; it said {self.lines[since:]}")
        return said


class Player:
    """Moves the keyboard cursor by what Orca says of the cell it lands on."""

    def __init__(self, heard: Heard) -> None:
        self.heard = heard
        self.at: Point | None = None

    def press(self, name: str, what: str, test: Callable[[str], bool] | None = None) -> str:
        since = self.heard.mark()
        key(name)
        return self.heard.wait(what, since, test)

    def step(self, arrow: str) -> None:
        """Move the cursor one cell and wait until Orca names that very cell: any cell
        said would do only if nothing were said late (the window's focus at its start
        was, once, and every step after it was one cell off)."""
        assert self.at is not None
        down, right = STEPS[arrow]
        goal = (self.at[0] + down, self.at[1] + right)
        self.press(arrow, f"row {goal[0] + 1}, column {goal[1] + 1},")
        self.at = goal

    def walk_to(self, goal: Point) -> None:
        for _ in range(100):
            if self.at == goal:
                return
            assert self.at is not None
            if self.at[0] != goal[0]:
                self.step("Down" if goal[0] > self.at[0] else "Up")
            else:
                self.step("Right" if goal[1] > self.at[1] else "Left")
        sys.exit(f"the cursor never reached {goal}")

    def pick(self, cell: Point, what: str) -> str:
        self.walk_to(cell)
        return self.press("space", what)


def focus_board(player: Player) -> None:
    """An arrow on the board says a cell (if the board has no focus yet, Tab to it);
    once Orca has said all it had to, the last cell it named is the cursor's."""
    heard = player.heard
    since = heard.mark()
    key("Right")
    if heard.heard(since, lambda line: CELL_SAID.search(line) is not None, 5) is None:
        player.press("Tab", "Board")
    heard.settle()
    named = [match for line in heard.lines[since:] if (match := CELL_SAID.search(line))]
    if not named:
        sys.exit(f"Orca named no cell of the board; it said {heard.lines[since:]}")
    player.at = (int(named[-1][1]) - 1, int(named[-1][2]) - 1)


def a_mismatch(cells: dict[Point, str]) -> tuple[Point, Point]:
    tiles = sorted(p for p, what in cells.items() if what not in EMPTY)
    a = tiles[0]
    return a, next(b for b in tiles if cells[b] != cells[a])


def main() -> None:
    heard = Heard(Path(sys.argv[2]))
    app = application(sys.argv[1], reader=_Quiet())
    table = find(app, "table")
    if table is None:
        sys.exit("no table (the board) in the application's tree")
    heard.wait("the deal", 0, lambda line: "4 rows by 4 columns" in line)
    player = Player(heard)
    focus_board(player)
    a, b = a_mismatch(read_board(table))
    player.pick(a, "Picked")
    player.pick(b, "different")
    key("Escape")  # nothing picked now
    player.press("h", "press H again")  # a key that spends asks to be pressed twice
    player.press("h", "Hint:")
    since = heard.mark()
    pairs = 0
    for _face, first, second in pairs_to_clear(table):
        player.pick(first, "Picked")
        player.pick(second, "Pair removed")
        pairs += 1
    heard.wait(
        "the result", since, lambda said: "Score" in said and ("clear" in said or "won" in said)
    )
    heard.heard(since, lambda said: said.rstrip().endswith("push button."), 5)  # the focus
    said_once(heard, {"4 rows by 4 columns": 1, "different": 1, "Hint:": 1, "Score:": 1}, pairs)
    print(
        "won by keys; Orca said the pick, the mismatch's reason, the hint key's question and "
        "the hint, each removal and the result, each once"
    )


def said_once(heard: Heard, counts: dict[str, int], pairs: int) -> None:
    """Each piece of news was said as many times as it happened, not twice."""
    said = " ".join(heard.lines)
    counts = {**counts, "Pair removed": pairs}
    heard_counts = {what: said.count(what) for what in counts}
    if heard_counts != counts:
        sys.exit(f"Orca said news more or fewer times than it came: {heard_counts}, not {counts}")


class _Quiet:
    """`atspi_play.application`'s reader, which only needs to pump events."""

    def pump(self, seconds: float) -> None:
        time.sleep(seconds)


if __name__ == "__main__":
    main()
