"""Play LLK to a win as a blind player does, through the accessibility tree only, and
print what a screen reader reads at each step.

Run with the system's Python, which has ``pyatspi`` (Debian: python3-pyatspi), while
LLK runs on the same X display and session bus with accessibility on (see
`.ci/atspi.sh`). It knows nothing of LLK's code: it reads the board's cells by their
names ("row 2, column 3, banana"), finds a pair a line of at most two turns joins (its
own search, from the rules), moves the keyboard cursor there with the arrow keys
(``xdotool``), picks with Space, and checks what it hears: a cell as the focus at start,
before any key, the focus on each cell it passes, the news of each pick and removal (a
notification that shows, as Orca 43 and later speak it, or an announcement, as Orca 45.2
and later also do), the picked cell's selected state (its event, the board's Selection
and the cell's TableCell position), and the result at the end.
Exit status 0 on a win, 1 with the reason otherwise.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterator

import pyatspi
from gi.repository import GLib

CELL = re.compile(r"row (\d+), column (\d+), (.*)")
EMPTY = {"empty", "stone"}
Point = tuple[int, int]


class Reader:
    """What a screen reader hears from LLK: focus moves, notifications and announcements."""

    def __init__(self) -> None:
        self.heard: list[str] = []
        self.focus = ""
        self.focus_moves = 0
        self.selected: list[str] = []
        """The cells whose selected state came on, by name."""
        pyatspi.Registry.registerEventListener(self._announced, "object:announcement")
        pyatspi.Registry.registerEventListener(self._shown, "object:state-changed:showing")
        pyatspi.Registry.registerEventListener(self._focused, "object:state-changed:focused")
        pyatspi.Registry.registerEventListener(self._selected, "object:state-changed:selected")

    def _announced(self, event: object) -> None:
        self._hear("announced", str(event.any_data))  # type: ignore[attr-defined]

    def _shown(self, event: object) -> None:
        source = event.source  # type: ignore[attr-defined]
        if event.detail1 and source is not None and source.getRole() == pyatspi.ROLE_NOTIFICATION:  # type: ignore[attr-defined]
            self._hear("notification", source.name)

    def _hear(self, how: str, text: str) -> None:
        self.heard.append(text)
        print(f"    [{how}] {text}")

    def _focused(self, event: object) -> None:
        if event.detail1 and event.source is not None:  # type: ignore[attr-defined]
            self.focus = event.source.name  # type: ignore[attr-defined]
            self.focus_moves += 1
            print(f"    [focus] {self.focus}")

    def _selected(self, event: object) -> None:
        if event.detail1 and event.source is not None:  # type: ignore[attr-defined]
            self.selected.append(event.source.name)  # type: ignore[attr-defined]
            print(f"    [selected] {event.source.name}")  # type: ignore[attr-defined]

    def pump(self, seconds: float, until: Callable[[], bool] = lambda: False) -> bool:
        """Let events come for up to ``seconds``; True as soon as ``until()`` holds."""
        context = GLib.MainContext.default()
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            while context.pending():
                context.iteration(False)
            if until():
                return True
            time.sleep(0.02)
        return until()


def find(node: object, role: str, depth: int = 0) -> object | None:
    """The first node of ``role`` under ``node``, depth first."""
    if node is None or depth > 30:
        return None
    if node.getRoleName() == role:  # type: ignore[attr-defined]
        return node
    for child in node:  # type: ignore[attr-defined]
        found = find(child, role, depth + 1)
        if found is not None:
            return found
    return None


def application(name: str, reader: Reader) -> object:
    for _ in range(240):
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == name:
                return app
        reader.pump(0.5)
    sys.exit(f"no application {name!r} on the accessibility bus")


def read_board(table: object) -> dict[Point, str]:
    """Every cell's name, parsed: (row, column) from 0, and what stands there."""
    cells = {}
    for child in table:  # type: ignore[attr-defined]
        match = CELL.fullmatch(child.name)
        if match is None:
            sys.exit(f"a cell's name is not 'row R, column C, what': {child.name!r}")
        cells[int(match[1]) - 1, int(match[2]) - 1] = match[3].removesuffix(", hinted")
    return cells


def links(cells: dict[Point, str], a: Point, b: Point) -> bool:
    """Whether a line of at most three straight segments through empty cells (and the
    ring around the board) joins ``a`` and ``b``: a breadth-first search over (cell,
    direction) counting turns. O(cells x 4)."""
    rows = 1 + max(r for r, _ in cells)
    cols = 1 + max(c for _, c in cells)

    def free(p: Point) -> bool:
        r, c = p
        inside = 0 <= r < rows and 0 <= c < cols
        return p == b or not inside or cells[p] == "empty"

    def on_grid(p: Point) -> bool:
        return -1 <= p[0] <= rows and -1 <= p[1] <= cols

    best: dict[tuple[Point, int], int] = {}
    frontier = [(a, d, 0) for d in range(4)]
    steps = ((0, 1), (1, 0), (0, -1), (-1, 0))
    while frontier:
        cell, d, turns = frontier.pop(0)
        nxt = (cell[0] + steps[d][0], cell[1] + steps[d][1])
        if not on_grid(nxt) or not free(nxt):
            continue
        if nxt == b:
            return True
        for nd in range(4):
            t = turns + (nd != d)
            if t <= 2 and best.get((nxt, nd), 3) > t:
                best[nxt, nd] = t
                frontier.append((nxt, nd, t))
    return False


def a_pair(cells: dict[Point, str]) -> tuple[Point, Point] | None:
    tiles = sorted(p for p, what in cells.items() if what not in EMPTY)
    for i, a in enumerate(tiles):
        for b in tiles[i + 1 :]:
            if cells[a] == cells[b] and links(cells, a, b):
                return a, b
    return None


def key(name: str) -> None:
    subprocess.run(["xdotool", "key", name], check=True)


def focused_cell(reader: Reader) -> Point | None:
    match = CELL.fullmatch(reader.focus)
    return (int(match[1]) - 1, int(match[2]) - 1) if match else None


def walk_to(reader: Reader, goal: Point) -> None:
    """Arrow keys until the reader's focus is on ``goal``; each step is heard."""
    for _ in range(200):
        here = focused_cell(reader)
        if here == goal:
            return
        if here is None:
            arrow = "Right"  # the first arrow shows the cursor where it is
        elif here[0] != goal[0]:
            arrow = "Down" if goal[0] > here[0] else "Up"
        else:
            arrow = "Right" if goal[1] > here[1] else "Left"
        moves = reader.focus_moves
        key(arrow)
        if not reader.pump(5, lambda moves=moves: reader.focus_moves > moves):  # type: ignore[misc]
            sys.exit(f"no focus event after {arrow} from {reader.focus!r}")
    sys.exit(f"the cursor never reached {goal}")


def pick(reader: Reader, cell: Point, expect: str) -> None:
    heard = len(reader.heard)
    key("space")
    if not reader.pump(5, lambda: any(expect in text for text in reader.heard[heard:])):
        sys.exit(f"Space on {cell}: nothing heard with {expect!r}; heard {reader.heard[heard:]}")


def check_picked(reader: Reader, table: object, cell: Point) -> None:
    """The picked cell is the board's one selected child, at its row and column, and
    its selected state came on with an event."""
    if not reader.pump(5, lambda: any(CELL.match(name) for name in reader.selected)):
        sys.exit(f"no selected-state event for the pick at {cell}")
    selection = table.querySelection()  # type: ignore[attr-defined]
    if selection.nSelectedChildren != 1:
        sys.exit(f"the board's selection holds {selection.nSelectedChildren} cells, not 1")
    row, col = selection.getSelectedChild(0).queryTableCell().position[1:]
    if (row, col) != cell:
        sys.exit(f"the selected cell is at {(row, col)}, the pick at {cell}")
    reader.selected.clear()


def pairs_to_clear(table: object) -> Iterator[tuple[str, Point, Point]]:
    """A pair a line joins, its face and its cells, read afresh from the board each time
    the one before is gone, until the board is empty."""
    while True:
        cells = read_board(table)
        if all(what in EMPTY for what in cells.values()):
            return
        pair = a_pair(cells)
        if pair is None:
            sys.exit("the cells read give no pair a line joins")
        a, b = pair
        yield cells[a], a, b


def play(reader: Reader, table: object) -> Iterator[str]:
    for face, a, b in pairs_to_clear(table):
        yield f"pair {face} at {a} and {b}"
        walk_to(reader, a)
        pick(reader, a, "Picked")
        check_picked(reader, table, a)
        walk_to(reader, b)
        pick(reader, b, "Pair removed")


def result_said(app: object) -> str | None:
    """What a reader says of the result screen as it opens: its title (the headline),
    then its description (the numbers), or None while it is not open."""
    for window in app:  # type: ignore[attr-defined]
        if window is not None and window.getRoleName() == "dialog":
            return f"{window.name} {window.description}"
    return None


def main() -> None:
    reader = Reader()
    app = application(sys.argv[1] if len(sys.argv) > 1 else "LLK", reader)
    table = find(app, "table")
    if table is None:
        sys.exit("no table (the board) in the application's tree")
    print(f"board: {table.name!r}, {table.childCount} cells")  # type: ignore[attr-defined]
    subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", "LLK", "windowfocus"], check=False
    )
    if not reader.pump(5, lambda: focused_cell(reader) is not None):
        sys.exit(f"before any key the focus is {reader.focus!r}, not the cursor's cell")
    for step in play(reader, table):
        print(step)
    said = reader.pump(10, lambda: result_said(app) is not None) and result_said(app)
    if not said or not ("won" in said or "clear" in said):
        sys.exit(f"no win heard; the result screen says {said!r}")
    print(f"    [dialog] {said}")
    print("won: the board was cleared through the accessibility tree alone")


if __name__ == "__main__":
    main()
