"""The special tiles' rules (`llk.model.board.specials`) against the brute-force reference of
`tests.model.special_reference`, under every shift mode: the link rule, the shifts, the
solver ("still winnable?") and the fair deals."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import ShiftMode, find_moves, find_path, solve
from llk.model.board.shifts import shift
from llk.model.board.specials import ICE
from llk.model.maps.map_deal import deal_map
from llk.model.maps.map_file import GameMap
from llk.model.solver.replan import replan
from llk.model.solver.solvable import LockPlan
from llk.model.solver.trial_moves import play_move, take_back
from tests.model import special_reference as ref

MODES = list(ShiftMode)


@st.composite
def positions(draw: st.DrawFn, paired: bool = False) -> ref.Position:
    """A small board of stones, tiles (faces 1-3, some locked) and maybe a key pair; with
    ``paired`` every face shows an even number of times."""
    rows, cols = draw(st.integers(1, 4)), draw(st.integers(2, 5))
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    rng = random.Random(draw(st.integers(0, 2**32)))
    rng.shuffle(cells)
    stones = cells[: draw(st.integers(0, min(4, len(cells) // 3)))]
    free = cells[len(stones) :]
    count = draw(st.integers(1, len(free) // 2)) * 2 if len(free) >= 2 else 0
    tiles = free[:count]
    keys = draw(st.booleans()) and count >= 4
    grid: list[list[ref.Cell]] = [[ref.EMPTY] * cols for _ in range(rows)]
    for cell in stones:
        grid[cell[0]][cell[1]] = ref.STONE
    for index, (r, c) in enumerate(tiles):
        face = 1 + (index // 2) % 3 if paired else rng.randint(1, 3)
        is_key = keys and index < 2
        grid[r][c] = (ref.KEY if is_key else face, keys and not is_key and rng.random() < 0.4)
    return tuple(tuple(row) for row in grid)


@settings(max_examples=200, deadline=None)
@given(positions())
def test_moves_match_the_reference_with_stones_locks_and_keys(position: ref.Position) -> None:
    assert find_moves(ref.to_board(position)) == sorted(ref.moves(position))


@settings(max_examples=200, deadline=None)
@given(positions(), st.sampled_from(MODES), st.data())
def test_every_shift_mode_keeps_stones_put_and_packs_between_them(
    position: ref.Position, mode: ShiftMode, data: st.DataObject
) -> None:
    board = ref.to_board(position)
    tiles = [cell for cell, _ in board.tiles()]
    if len(tiles) < 2:
        return
    a, b = data.draw(st.permutations(tiles))[:2]
    board[a] = board[b] = 0
    grid = [list(row) for row in position]
    grid[a[0]][a[1]] = grid[b[0]][b[1]] = ref.EMPTY
    shift(board, mode, (a, b))
    expected = ref.shifted(tuple(tuple(row) for row in grid), mode.value, (a, b))
    assert ref.from_board(board) == expected
    assert board.stones == ref.to_board(position).stones


@settings(max_examples=80, deadline=None)
@given(positions(paired=True), st.sampled_from(MODES))
def test_the_solver_agrees_with_the_reference_on_special_boards(
    position: ref.Position, mode: ShiftMode
) -> None:
    board = ref.to_board(position)
    moves = solve(board, mode, budget_s=None, max_nodes=200_000)
    assert (moves is not None) == ref.clearable(position, mode.value)
    if moves is not None:  # the moves clear it under the reference's rules
        for move in moves:
            assert tuple(sorted(move)) in ref.moves(position)
            position = ref.play(position, move, mode.value)
        assert all(cell in (ref.EMPTY, ref.STONE) for row in position for cell in row)


@settings(max_examples=80, deadline=None)
@given(positions(paired=True), st.sampled_from(MODES), st.data())
def test_a_move_played_and_taken_back_leaves_the_board_as_it_was(
    position: ref.Position, mode: ShiftMode, data: st.DataObject
) -> None:
    board = ref.to_board(position)
    available = find_moves(board)
    if not available:
        return
    move = data.draw(st.sampled_from(available))
    before = board.copy()
    undo = play_move(board, move, mode)
    assert ref.from_board(board) == ref.play(position, move, mode.value)
    take_back(board, [undo])
    assert board == before


@st.composite
def special_maps(draw: st.DrawFn) -> GameMap:
    """A small map with stones, a key pair with locks, ice, fog and timers."""
    rows, cols = draw(st.integers(2, 4)), draw(st.integers(3, 6))
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    rng = random.Random(draw(st.integers(0, 2**32)))
    rng.shuffle(cells)
    stones = sorted(cells[: draw(st.integers(0, 3))])
    free = cells[len(stones) :]
    tiles = sorted(free[: len(free) // 2 * 2])
    marked = rng.sample(tiles, len(tiles))
    keys = sorted(marked[:2]) if len(tiles) >= 6 and draw(st.booleans()) else []
    rest = marked[len(keys) :]
    locked_cells = sorted(rest[:2]) if keys else []
    return GameMap(
        "t",
        rows,
        cols,
        tuple(tiles),
        stones=tuple(stones),
        keys=tuple(keys),
        locked=tuple(locked_cells),
        ice=tuple(sorted(rest[2:4])),
        fog=tuple(sorted(rest[4:5])),
        timers=tuple(sorted(rest[5:6])),
    )


@settings(max_examples=80, deadline=None)
@given(special_maps(), st.sampled_from(MODES), st.integers(0, 1000))
def test_a_fair_deal_with_special_tiles_is_cleared_by_its_plan_under_the_reference(
    game_map: GameMap, mode: ShiftMode, seed: int
) -> None:
    try:
        board, plan = deal_map(game_map, 3, mode, seed, solvable=True)
    except ValueError:  # stones and locks can seal a map: the deal says so, never deals it
        assert game_map.stones or game_map.keys
        return
    assert plan is not None
    assert board.stones == frozenset(game_map.stones)
    assert LockPlan.of(board) == LockPlan(
        tuple(game_map.keys) if game_map.keys else None,  # type: ignore[arg-type]
        frozenset(game_map.locked),
    )
    assert {cell for cell, marks in board.marked() if marks & ICE} == set(game_map.ice)
    position = ref.from_board(board)
    for move in plan:
        assert tuple(sorted(move)) in ref.moves(position)
        position = ref.play(position, move, mode.value)
    assert all(cell in (ref.EMPTY, ref.STONE) for row in position for cell in row)


def test_a_map_its_stones_seal_has_no_fair_deal() -> None:
    sealed = GameMap(
        "sealed", 3, 5, ((0, 0), (2, 4)), stones=((0, 1), (1, 0), (1, 1), (1, 3), (1, 4), (2, 3))
    )
    with pytest.raises(ValueError, match="no fair deal"):
        deal_map(sealed, 1, ShiftMode.NONE, 1, solvable=True)


@settings(max_examples=150, deadline=None)
@given(positions(paired=True), st.sampled_from(MODES), st.data())
def test_marks_travel_with_their_tiles_and_come_back_with_them(
    position: ref.Position, mode: ShiftMode, data: st.DataObject
) -> None:
    board = ref.to_board(position)
    tiles = [cell for cell, _ in board.tiles()]
    for cell in data.draw(st.lists(st.sampled_from(tiles), max_size=4)) if tiles else []:
        board.set_mark(cell, data.draw(st.integers(1, 15)))
    assert board.mirrored().mirrored() == board
    available = find_moves(board)
    if not available:
        return
    move = data.draw(st.sampled_from(available))
    before = board.copy()
    marks_of = {cell: (board[cell], board.mark(cell)) for cell in tiles if cell not in move}
    undo = play_move(board, move, mode)
    moved = dict(undo.shifted)
    for cell, (_, marks) in marks_of.items():
        assert board.mark(moved.get(cell, cell)) == marks
    assert all(board.mark(cell) == 0 for cell in move if board.is_empty(cell))
    board.unpack(undo.shifted)
    for cell, (_, marks) in marks_of.items():
        assert board.mark(cell) == marks
    assert board.stones == before.stones


@settings(max_examples=60, deadline=None)
@given(special_maps(), st.sampled_from(MODES), st.integers(0, 1000))
def test_a_fair_deals_way_out_carries_over_its_own_first_move(
    game_map: GameMap, mode: ShiftMode, seed: int
) -> None:
    """What the game knows of a position (`replan`) holds on boards with stones and locks."""
    try:
        board, plan = deal_map(game_map, 3, mode, seed, solvable=True)
    except ValueError:
        return
    assert plan is not None
    carried = replan(board, plan, plan[0], mode)
    after = board.copy()
    play_move(after, plan[0], mode)
    assert carried is not None
    for move in carried:
        assert find_path(after, *move) is not None
        play_move(after, move, mode)
    assert after.is_clear()


def test_a_face_with_locked_tiles_is_never_forced_out_first() -> None:
    """Two open tiles of a face that also has locked tiles may be needed as partners of
    those once their lock opens: taking them first as "forced" lost this board (hypothesis
    found it; the reference clears it with the keys first)."""
    position = (
        ((ref.KEY, False), None, (1, False), (2, True), None),
        (ref.STONE, ref.STONE, (3, True), (3, False), (ref.KEY, False)),
        (None, ref.STONE, (2, True), (1, False), None),
        ((2, False), None, (2, False), None, None),
    )
    assert ref.clearable(position, ShiftMode.UP.value)
    assert solve(ref.to_board(position), ShiftMode.UP, budget_s=None, max_nodes=200_000)
