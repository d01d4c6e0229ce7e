"""An exact solver: can this board be cleared, and how?

Depth-first search over the moves, with

* a transposition table of positions already proven lost (without shifts the
  same position is reached by many move orders);
* forced moves: when every tile of a face can be taken now without moving any
  other tile, taking them loses nothing (see `_forced`) and no other move needs to
  be tried there; without shifts that is any face whose tiles can all go now;
* dead patterns: without shifts, two faces with two tiles each on the corners
  of a 2x2 square block each other for ever;
* parity: a face with an odd number of tiles can never be cleared (removals
  and shifts keep each face's parity), so such a board is refused at once;
* without shifts, a board where some tile can never be removed, whatever the
  order of play (`llk.model.solver.never_removable`), is refused at once too;
* move orders taken in turn by the rounds (`llk.model.solver.move_orders`): rare faces
  first every other round (by turns breaking ties cheaply or by the tiles each move
  leaves open), and between them the pairs far from or near the edge the tiles
  pack toward, the board order and its reverse, and a random one;
* restarts: a round that meets its share of dead ends (64 times the Luby sequence
  1, 1, 2, 1, 1, 2, 4, ...) starts again with the next order, keeping the positions
  proven lost, so one bad early choice cannot eat the whole budget;
* a guide, when the caller has one: a way out of the position before, carried over
  the player's move as far as it went; the search starts where it stopped, then
  further and further back (`_guided`).

With shifts, dead patterns do not hold (a removal can move tiles into the way)
and fewer moves are forced, so the search relies more on the table and the orders.

The search is iterative (an explicit stack, no recursion limit) and plays one
board forwards and back instead of copying it; memory is O(tiles) for the
board, O(depth * moves) for the stack and at most `LOST_CAPACITY` keys for the
table. The budget is read at every node and inside each move search, so an
answer, or "undecided", comes within milliseconds of it on any board.
Cost: exponential in the worst case, hence the budgets; on random deals most
positions are decided after a few hundred nodes.
"""

from __future__ import annotations

import random
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator, Sequence
from typing import NamedTuple

from llk.model.board.grid import EMPTY, Board, Point
from llk.model.board.path import Move, find_moves, find_path
from llk.model.board.shifts import ShiftMode, cell_tables, shift_mode
from llk.model.board.specials import has_locks, real_counts, real_face
from llk.model.limits import MAX_SECONDS, finite
from llk.model.solver.move_orders import ORDERS
from llk.model.solver.never_removable import never_removable
from llk.model.solver.trial_moves import Undo, play_move, take_back

_ROUND_UNIT = 64
"""Dead ends of the shortest search round (see `_round_dead_ends`)."""


LOST_CAPACITY = 4_000_000
"""Positions a table of lost positions holds at most, unless told: about 280 MB of
64-bit keys (70 MB a million), some 11 minutes of search on an 8x18 board."""


class LostPositions:
    """The positions proven lost, by a 64-bit hash of their faces, the latest ones up to a
    fixed count.

    One `solve` call fills its own; pass one to several calls about boards of one game
    and each goes on from what the ones before proved: the same position asked again
    with more time, or the positions after the next moves (a position proven lost stays
    lost whatever move led to it, and a search of the position before has often tried
    the ways on from the one after). The keys hold the faces only: share one only
    between boards of one shape under one shift mode.

    Bounded memory, ``capacity`` keys at most, in two halves: when the newer half is
    full the older one is forgotten and the newer takes its place, so a long game or
    a long search keeps learning and forgets what it learnt longest ago (the search
    stays correct, it only repeats work). A hash instead of the faces costs 1 in 2**64
    per lookup of a false "lost"; the faces themselves would take ~1 KB each.
    """

    def __init__(self, capacity: int = LOST_CAPACITY) -> None:
        self._half = max(1, capacity // 2)
        self._newer: set[int] = set()
        self._older: set[int] = set()

    def __contains__(self, key: int) -> bool:
        return key in self._newer or key in self._older

    def __len__(self) -> int:
        return len(self._newer) + len(self._older)

    def add(self, key: int) -> None:
        if len(self._newer) >= self._half:
            self._older, self._newer = self._newer, set()
        self._newer.add(key)


class SearchBudget(NamedTuple):
    """What one search may spend before it gives up undecided, for the parts that pass a
    budget on (the solver's process, the watcher): ``seconds`` of the wall clock, as a
    player waits; ``nodes``, positions searched, which give the same answer on every
    machine however loaded (tests). None puts no bound on that one."""

    seconds: float | None = None
    nodes: int | None = None


class _Restart(Exception):  # noqa: N818  (a signal, not an error)
    """The round met its share of dead ends: start again with another move order."""


def _latched(cancel: Callable[[], bool]) -> Callable[[], bool]:
    """``cancel`` that stays True once it has said True: a caller may say it once (the
    solver's process reads its cancel off a pipe), and the search asks again after a
    share of the budget ends (`_guided`). O(1) a call, plus ``cancel``'s own cost."""
    said = False

    def cancelled() -> bool:
        nonlocal said
        said = said or cancel()
        return said

    return cancelled


class _Budget:
    """Stops the search when time, nodes or the caller say so."""

    def __init__(self, seconds: float | None, nodes: int | None, cancel: Callable[[], bool]):
        self.seconds, self.max_nodes = seconds, nodes
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        self.nodes_left = nodes
        self.cancel = cancel
        self.nodes = 0
        self.round_left = _ROUND_UNIT
        """Dead ends this round may still meet."""
        self.order = 0
        """The move order of this round: an index into `ORDERS`."""

    def spend(self) -> None:
        self.nodes += 1
        if self.nodes_left is not None:
            self.nodes_left -= 1
            if self.nodes_left < 0:
                raise self.undecided()
        # The clock is read at every node (and inside the move search), as one node of
        # a big board can take milliseconds and the budget is a promise.
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise self.undecided()
        if self.cancel():
            raise TimeoutError("cancelled")

    def dead_end(self) -> None:
        """Count a position the search turns back from; end the round when it has met
        its share (see `_round_dead_ends`)."""
        self.round_left -= 1
        if self.round_left < 0:
            raise _Restart

    def undecided(self) -> TimeoutError:
        return TimeoutError(f"undecided after {self.nodes} positions")

    def bounded(self) -> bool:
        return self.deadline is not None or self.nodes_left is not None

    def left(self) -> float:
        """The share of the budget still left, from 1 down to 0: of the time or of the
        positions, whichever is shorter."""
        shares = [1.0]
        if self.deadline is not None:
            left_s = self.deadline - time.perf_counter()
            shares.append(left_s / self.seconds if self.seconds else 0.0)
        if self.nodes_left is not None:
            shares.append(self.nodes_left / self.max_nodes if self.max_nodes else 0.0)
        return max(0.0, min(shares))

    def share(self, fraction: float) -> _Budget:
        """A budget of ``fraction`` of what is left of this one, with its cancel; `charge`
        this one with it afterwards."""
        seconds = None
        if self.deadline is not None:
            seconds = fraction * max(0.0, self.deadline - time.perf_counter())
        nodes = None if self.nodes_left is None else int(fraction * max(0, self.nodes_left))
        return _Budget(seconds, nodes, self.cancel)

    def charge(self, part: _Budget) -> None:
        """Count the positions a `share` of this budget searched."""
        self.nodes += part.nodes
        if self.nodes_left is not None:
            self.nodes_left -= part.nodes


def solve(
    board: Board,
    gravity: ShiftMode | str = ShiftMode.NONE,
    budget_s: float | None = 2.0,
    max_nodes: int | None = None,
    cancel: Callable[[], bool] = lambda: False,
    lost: LostPositions | None = None,
    guide: Sequence[Move] = (),
) -> list[Move] | None:
    """Moves that clear ``board`` when played in order (shifts applied after each, under
    the `ShiftMode` ``gravity`` or its word: `ParameterError` for another word).

    Returns None when the board is proven impossible to clear; raises
    TimeoutError when the time (``budget_s``), the node count (``max_nodes``,
    which unlike time gives the same answer on every machine) or ``cancel``
    stops it first. ``lost``, when given, brings the positions earlier calls proved
    lost and keeps those this one proves (see `LostPositions`). ``guide``, when given,
    holds moves thought to lead part of the way out (see `_guided`). Cost: exponential
    in the worst case, so bounded by the budget, which it keeps within milliseconds;
    a node costs O(tiles + moves * (rows + cols)).
    """
    mode = shift_mode(gravity)
    if budget_s is not None:
        finite("budget_s", budget_s, 0.0, MAX_SECONDS)
    if any(count % 2 for count in real_counts(board).values()):
        return None  # removals and shifts never change a face's parity: proven at once
    budget = _Budget(budget_s, max_nodes, _latched(cancel))
    still = mode is ShiftMode.NONE and not has_locks(board)  # a lock opening is a change
    if still and _never_removable(board, budget):
        return None
    if lost is None:
        lost = LostPositions()  # proven lost: stays true across restarts
    if guide and budget.bounded():
        found = _guided(board, mode, guide, lost, budget)
        if found is not None:
            return found
    return _rounds(board, mode, lost, budget)


_GUIDE_SHARE = 0.25
"""The share of the budget left that each start along a guide gets (see `_guided`);
0.15 and 0.4 decided as many within noise."""

_GUIDE_PART = 0.5
"""The part of the budget the starts along a guide may take in all, at most."""


def _guided(
    board: Board, gravity: ShiftMode, guide: Sequence[Move], lost: LostPositions, budget: _Budget
) -> list[Move] | None:
    """Moves that clear ``board`` found by searching from where ``guide`` leads, or None.

    A guide is a way out of the position before, carried over the player's move as far
    as it goes (`llk.model.solver.replan.carry_over`): mostly right, but for a few moves before
    where it stops. So the search starts from there, then from 1, 3, 7, 15, ... moves
    further back, each start with `_GUIDE_SHARE` of the budget left, until the starts
    have taken `_GUIDE_PART` of it; the rest is the plain search's. A start proven lost
    only says the guide went wrong before it (and its lost positions serve the rest).
    The guide's moves are checked as they are played: it stops at the first one that
    does not link. Fair 16x30 deals under row shifts, where the way out the game knew
    first stopped carrying over: 9 of 12 positions solved within 1 s (4 without the
    guide); positions met in play, asked in order: right 43 -> 59 %, center-x 76 ->
    91 %, left 69 -> 73 %.
    """
    legal = _legal_prefix(board, gravity, guide, budget)
    back = 0
    while back < legal and budget.left() > 1 - _GUIDE_PART:
        start = legal - back
        position = board.copy()
        for move in guide[:start]:
            play_move(position, move, gravity)
        part = budget.share(_GUIDE_SHARE)
        try:
            found = _rounds(position, gravity, lost, part)
        except TimeoutError:
            if budget.cancel():
                raise
            found = None
        finally:
            budget.charge(part)
        if found is not None:
            return [*guide[:start], *found]
        back = 2 * back + 1
    return None


def _legal_prefix(board: Board, gravity: ShiftMode, guide: Sequence[Move], budget: _Budget) -> int:
    """How many of the guide's first moves link one after the other from ``board``, read
    no further than the starts along it may take of the budget. O(moves * (rows + cols))
    time, O(tiles) memory: each start plays the moves again rather than keep a copy of
    the board after every one of them."""
    position = board.copy()
    for played, (a, b) in enumerate(guide):
        if (
            budget.left() <= 1 - _GUIDE_PART
            or not (position.on_board(a) and position.on_board(b))
            or not find_path(position, a, b)
        ):
            return played
        play_move(position, (a, b), gravity)
    return len(guide)


def _rounds(
    board: Board, gravity: ShiftMode, lost: LostPositions, budget: _Budget
) -> list[Move] | None:
    """`_search` in rounds that restart with the next move order (see `_round_dead_ends`)."""
    rng = random.Random(0)
    rounds = 0
    while True:
        try:
            return _search(board.copy(), gravity, lost, budget, rng)
        except _Restart:
            rounds += 1
            budget.round_left = _round_dead_ends(rounds)
            budget.order = rounds % len(ORDERS)


def play(board: Board, move: Move, gravity: ShiftMode) -> None:
    """Remove the pair ``move`` from ``board`` and apply the shift. No legality check."""
    play_move(board, move, gravity)


class _Node(NamedTuple):
    """A position on the search stack: its key and the choices not yet tried from it."""

    key: int
    choices: Iterator[list[Move]]
    """Each choice is one move, or the forced moves played together."""


def _search(
    board: Board,
    gravity: ShiftMode,
    lost: LostPositions,
    budget: _Budget,
    rng: random.Random,
) -> list[Move] | None:
    """Depth-first search on one board, played forwards and back (no copies), with an
    explicit stack, so no board is too deep for it and memory stays O(tiles + moves).

    Returns moves that clear ``board``, or None when every way from it is proven lost
    (each position proven lost goes into ``lost``). Leaves ``board`` as it found it
    unless it returns moves.
    """
    opened = _open(board, gravity, lost, budget, rng)
    if not isinstance(opened, _Node):
        return [] if opened else None
    stack = [opened]
    taken: list[tuple[list[Move], list[Undo]]] = []  # taken[i] leads from stack[i] on
    while stack:
        choice = next(stack[-1].choices, None)
        if choice is None:
            budget.dead_end()
            lost.add(stack.pop().key)
            if taken:
                take_back(board, taken.pop()[1])
            continue
        undo = [play_move(board, move, gravity) for move in choice]
        opened = _open(board, gravity, lost, budget, rng)
        if opened is True:
            return [move for step, _ in (*taken, (choice, undo)) for move in step]
        if opened is False:
            budget.dead_end()
            take_back(board, undo)
        else:
            taken.append((choice, undo))
            stack.append(opened)
    return None


def _never_removable(board: Board, budget: _Budget) -> bool:
    """Whether some tile of ``board`` can never be removed (only without shifts), within
    the budget's time. A few milliseconds but on huge boards."""
    try:
        return bool(never_removable(board, budget.deadline))
    except TimeoutError:
        raise budget.undecided() from None


def _open(
    board: Board, gravity: ShiftMode, lost: LostPositions, budget: _Budget, rng: random.Random
) -> _Node | bool:
    """True for a cleared board, False for one known or seen at once to be lost, else the
    position with its choices in the order of this round."""
    if board.is_clear():
        return True
    faces = board.key()
    key = hash(faces)
    if key in lost:
        return False
    budget.spend()
    try:
        available = find_moves(board, budget.deadline)
    except TimeoutError:
        raise budget.undecided() from None
    if not available or (gravity == ShiftMode.NONE and _blocked_for_ever(board)):
        lost.add(key)
        return False
    forced = _forced(board, available, gravity, faces)
    if forced:
        return _Node(key, iter([forced]))
    ordered = ORDERS[budget.order](board, available, gravity, rng)
    return _Node(key, ([move] for move in ordered))


def _forced(
    board: Board, available: list[Move], gravity: ShiftMode, faces: tuple[int, ...]
) -> list[Move]:
    """Moves that take every tile of one face now without moving any other tile, if some
    face allows it; else []. ``faces`` is `Board.key` of ``board``. Every tile: a face
    with locked tiles is not forced, for a lock opened makes them of the face too.

    Such moves lose nothing, under every mode. The face's tiles then sit where no tile
    is behind them on their line (else the shift would close the gap) and their lines
    are packed in front of them, so they never push nor hold up another tile: every
    other tile stands where it would stand with them gone, now and after any later
    move. So any way to clear the board, less the moves of this face, clears it
    without them, and links only get easier with fewer tiles in the way.
    """
    cols = board.cols
    by_face: defaultdict[int, list[Move]] = defaultdict(list)
    for a, b in available:
        by_face[faces[a[0] * cols + a[1]]].append((a, b))
    in_all: Counter[int] | None = None
    for face, pairs in by_face.items():
        count = faces.count(face)
        if count not in (2, 4) or not _last_on_their_lines(board, faces, pairs[0], gravity):
            continue
        if in_all is None:
            in_all = real_counts(board)
        if in_all[face] != count:  # locked tiles of the face, once open, may be partners
            continue
        cells = _cells_of(faces, face, count, cols)
        if _last_on_their_lines(board, faces, cells, gravity):
            cleared = _clear_in_place(board, cells, pairs, gravity)
            if cleared:
                return cleared
    return []


def _cells_of(faces: tuple[int, ...], face: int, count: int, cols: int) -> list[Point]:
    """The cells of the ``count`` tiles of ``face`` in ``faces`` (`Board.key`), found by the
    tuple's own search: O(rows * cols) but at C speed, where a Python loop over every
    cell cost a tenth of the solver's time."""
    cells = []
    index = -1
    for _ in range(count):
        index = faces.index(face, index + 1)
        cells.append(divmod(index, cols))
    return cells


def _last_on_their_lines(
    board: Board, faces: tuple[int, ...], cells: Sequence[Point], gravity: ShiftMode
) -> bool:
    """Whether only tiles of the face on ``cells``, if any, stand behind them on their
    stretches of line (else taking them would shift another tile): a cheap test that
    spares most faces the trial moves of `_clear_in_place`. ``faces`` is `Board.key`.
    O(len(cells) * (rows + cols))."""
    cols = board.cols
    behind = cell_tables(board, gravity).behind
    face = faces[cells[0][0] * cols + cells[0][1]]
    return all(faces[index] in (EMPTY, face) for r, c in cells for index in behind[r * cols + c])


def _clear_in_place(
    board: Board, cells: list[Point], pairs: list[Move], gravity: ShiftMode
) -> list[Move]:
    """One or two moves that take every tile of one face (on ``cells``, 2 or 4 of them),
    none of them moving another tile, or []. Tries each first pair:
    O(pairs * (rows + cols))."""
    for first in pairs:
        undo = play_move(board, first, gravity)
        try:
            if undo.shifted:
                continue  # so the other tiles of the face, if any, are still on ``cells``
            rest = [cell for cell in cells if cell not in first]
            if not rest:
                return [first]
            second = (rest[0], rest[1])
            if find_path(board, *second) is None:
                continue
            then = play_move(board, second, gravity)
            take_back(board, [then])
            if not then.shifted:
                return [first, second]
        finally:
            take_back(board, [undo])
    return []


def _blocked_for_ever(board: Board) -> bool:
    """Two faces of two tiles each on the corners of a 2x2 square: neither pair can link
    (faces counted as they show: a locked tile may open into a partner)."""
    counts = real_counts(board)
    twos: defaultdict[int, list[Point]] = defaultdict(list)
    for cell, value in board.tiles():
        if counts[real_face(value)] == 2:
            twos[real_face(value)].append(cell)
    for (r1, c1), (r2, c2) in twos.values():
        if abs(r1 - r2) == 1 and abs(c1 - c2) == 1:
            other = real_face(board[r1, c2])
            if other != EMPTY and other == real_face(board[r2, c1]) and counts[other] == 2:
                return True
    return False


def _round_dead_ends(rounds: int) -> int:
    """Dead ends of round ``rounds`` (from 0): `_ROUND_UNIT` times the Luby sequence 1, 1,
    2, 1, 1, 2, 4, 1, ... Many short rounds and a few long ones: the time to a solution
    has a heavy tail (one early mistake can hide it for 10**5 positions), and this
    schedule is never more than a log factor worse than the best fixed one.

    Dead ends, not positions: a round counted in positions could end before its first
    dive reached the bottom (an 8x18 deal is 72 moves deep) and paid as much for the dive
    as for the turning back near its end. Counted in dead ends, every round dives to the
    end at least once; random 8x18 deals within 1 s, seeds 100-299: center-y median 28
    -> 16 ms, split-x 31 -> 23 ms, down 95.5 -> 97 % decided."""
    return _ROUND_UNIT * _luby(rounds + 1)


def _luby(i: int) -> int:
    """The i-th term (from 1) of the Luby sequence. O(log i)."""
    while True:
        k = i.bit_length()
        if i == (1 << k) - 1:
            return 1 << (k - 1)
        i -= (1 << (k - 1)) - 1
