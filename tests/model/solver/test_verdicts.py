"""What the solver proved, kept by board: true across undo and redo, and
what Show Me and Undo to Winnable make of it."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import Board, Game, GameSettings, Phase, find_moves
from llk.model.board.layouts import Layout
from llk.model.board.shifts import ShiftMode
from llk.model.game.game_clock import STUCK_S
from llk.model.game.results import Removal
from llk.model.solver.search import play, solve
from llk.model.solver.solvable import solvable_deal
from llk.model.solver.verdicts import Verdicts
from llk.model.status import action_states
from tests.model.clock import FakeClock
from tests.model.replay import clears

TRAP = Board.from_rows([[3, 2, 3, 3, 5, 5], [2, 3, 1, 1, 6, 6]])
"""Clearable; taking the 3s at (0, 2) and (0, 3) leaves 3s and 2s crossed: lost."""


def turned(flips: tuple[bool, bool, bool]) -> Board:
    """`TRAP` mirrored left to right, upside down and transposed, as ``flips`` say."""
    rows = TRAP.to_rows()
    if flips[0]:
        rows = [row[::-1] for row in rows]
    if flips[1]:
        rows = rows[::-1]
    if flips[2]:
        rows = [list(column) for column in zip(*rows, strict=True)]
    return Board.from_rows(rows)


def judge(game: Game) -> None:
    """Ask the solver about the position in play, as the watcher does."""
    game.verdicts.learn(game.board, solve(game.board, game.gravity, budget_s=None))


@given(seed=st.integers(0, 10_000), gravity=st.sampled_from(ShiftMode))
@settings(max_examples=30)
def test_a_solution_is_kept_for_its_board(seed: int, gravity: ShiftMode) -> None:
    board, moves = solvable_deal(4, 6, 6, Layout.FULL, gravity, seed)
    verdicts = Verdicts(gravity)
    verdicts.learn(board, moves)
    known = verdicts.solution(board)
    assert verdicts.verdict(board) is True
    assert known is not None and clears(board, known, gravity)
    known.clear()  # a copy: the verdicts keep theirs
    assert verdicts.solution(board) == moves
    after = board.copy()
    play(after, moves[0], gravity)
    assert verdicts.moves_since_clearable([board, after]) == 1


def test_unknown_and_lost_positions_have_no_solution() -> None:
    verdicts = Verdicts(ShiftMode.NONE)
    assert verdicts.verdict(TRAP) is None and verdicts.solution(TRAP) is None
    assert verdicts.moves_since_clearable([TRAP]) is None
    verdicts.learn(TRAP, None)
    assert verdicts.verdict(TRAP) is False and verdicts.solution(TRAP) is None


@given(
    gravity=st.sampled_from(ShiftMode),
    flips=st.tuples(st.booleans(), st.booleans(), st.booleans()),
    plan=st.lists(
        st.tuples(st.sampled_from(["move", "move", "undo", "redo", "back"]), st.booleans()),
        max_size=20,
    ),
    picks=st.randoms(use_true_random=False),
)
@settings(max_examples=100)
def test_the_verdicts_stay_true_across_undo_redo_and_undo_to_winnable(
    gravity: ShiftMode,
    flips: tuple[bool, bool, bool],
    plan: list[tuple[str, bool]],
    picks: random.Random,
) -> None:
    """Whatever the order of moves, undos, redos and questions: a verdict on the position in
    play is the solver's, undo then redo changes nothing the player is told, and Undo to
    Winnable lands on a position proven clearable after exactly the moves it said.
    Each step may be followed by a question to the solver, as the watcher asks.

    The games start from `TRAP` turned or mirrored, where a random move often loses."""
    game = Game(
        GameSettings(levels=False, gravity=gravity), seed=1, clock=FakeClock(), board=turned(flips)
    )
    judge(game)  # the watcher asks about the deal at once
    for step, asked in plan:
        if game.phase is not Phase.PLAYING:
            break
        if step == "move":
            a, b = picks.choice(game.moves())
            game.click(a)
            game.click(b)
        elif step == "back":
            back = game.back_to_clearable
            assert len(game.undo_to_clearable()) == back
            if back:
                assert game.verdicts.verdict(game.board) is True
                assert since_clearable(game) == 0
        else:
            told = (since_clearable(game), game.back_to_clearable)
            if (game.undo() if step == "undo" else game.redo()) is not None:
                game.redo() if step == "undo" else game.undo()
                assert (since_clearable(game), game.back_to_clearable) == told
        if asked and game.phase is Phase.PLAYING:
            judge(game)
        verdict = game.verdicts.verdict(game.board)
        if verdict is not None:
            assert verdict is (solve(game.board, game.gravity, budget_s=None) is not None)


def trap(hints: int = 3) -> Game:
    return Game(
        GameSettings(levels=False, gravity=ShiftMode.NONE, hints=hints),
        seed=1,
        clock=FakeClock(),
        board=TRAP,
    )


def test_undo_to_winnable_goes_back_over_the_losing_moves_only() -> None:
    game = trap()
    judge(game)
    for a, b in (((0, 2), (0, 3)), ((1, 2), (1, 3))):
        game.click(a)
        game.click(b)
    assert game.back_to_clearable == 0  # the position in play is not known to be lost yet
    assert not action_states(game).undo_to_winnable
    judge(game)
    assert since_clearable(game) == game.back_to_clearable == 2
    assert action_states(game).undo_to_winnable == 2
    assert not action_states(game).show_me  # lost: no way to show
    assert len(game.undo_to_clearable()) == 2 and game.board == TRAP
    assert game.can_redo and game.back_to_clearable == 0


def test_show_me_needs_a_solution_and_a_hint_and_charges_a_hint_for_each_pair() -> None:
    game = trap(hints=2)
    assert game.show_me() is None and not action_states(game).show_me
    judge(game)
    assert action_states(game).show_me
    moves = game.show_me()
    assert moves is not None and clears(TRAP, moves, ShiftMode.NONE)
    assert game.helps.showing and (game.helps.hints_left, game.helps.hints_used) == (
        2,
        0,
    )  # nothing yet
    assert action_states(game, showing=True).show_me  # so it can be stopped
    removals: list[Removal | None] = []
    for a, b in moves[:2]:
        game.click(a)
        assert game.helps.hints_left == 2 - len(removals)  # half a pair costs nothing
        removals.append(game.click(b).removal)
        assert game.helps.hints_left == 2 - len(removals)  # a pair removed costs one hint
    assert [(r.combo, r.points) for r in removals if r] == [(1, 0), (1, 0)]  # none earned
    assert (game.helps.hints_left, game.helps.hints_used) == (0, 2)
    assert not game.helps.showing  # the hints are spent: the show is over
    game.take_over()
    a, b = moves[2]
    game.click(a)
    removal = game.click(b).removal
    assert removal is not None and removal.combo == 2 and removal.points  # the player's own
    assert game.helps.hints_used == 2
    assert not trap(hints=0).show_me()


@settings(max_examples=30)
@given(hints=st.integers(0, 8), stop_after=st.integers(0, 8))
def test_show_me_costs_what_it_played_and_never_more_than_the_hints(
    hints: int, stop_after: int
) -> None:
    """However many hints there are and whenever the player takes over, Show Me's pairs
    cost one hint each, never more than there were, and earn nothing."""
    game = trap(hints=hints)
    judge(game)
    moves = game.show_me() or []
    played = 0
    for a, b in moves[:stop_after]:
        if not game.helps.showing:
            break
        game.click(a)
        removal = game.click(b).removal
        assert removal is not None and removal.points == 0
        played += 1
    game.take_over()
    assert played == min(hints, stop_after, len(moves)) if moves else played == 0
    assert game.helps.hints_left == hints - played and game.helps.hints_used == played
    assert game.scoring.points == 0


def test_the_player_seems_stuck_after_a_while_without_a_pair() -> None:
    clock = FakeClock()
    game = Game(GameSettings(levels=False, gravity=ShiftMode.NONE), seed=1, clock=clock, board=TRAP)
    judge(game)
    game.click((1, 2))  # the clock starts
    clock.advance(STUCK_S - 1)
    assert not game.clock.stuck and not action_states(game).offer_show_me
    clock.advance(1)
    assert game.clock.stuck and action_states(game).offer_show_me
    game.click((1, 3))
    assert not game.clock.stuck
    clock.advance(STUCK_S)
    game.undo()  # putting a pair back is progress too
    assert not game.clock.stuck
    game.pause()
    clock.advance(STUCK_S)
    assert not game.clock.stuck  # paused time does not count


def test_a_position_after_a_lost_one_is_lost_without_a_search() -> None:
    verdicts = Verdicts(ShiftMode.NONE)
    lost = TRAP.copy()
    play(lost, ((0, 2), (0, 3)), ShiftMode.NONE)
    verdicts.learn(lost, None)
    after = lost.copy()
    play(after, ((0, 4), (0, 5)), ShiftMode.NONE)
    verdicts.carry_forward([lost, after], [((0, 4), (0, 5))])
    assert verdicts.verdict(after) is False


@given(seed=st.integers(0, 10**6), gravity=st.sampled_from(ShiftMode), pick=st.integers(0, 99))
@settings(max_examples=60)
def test_a_solution_carried_forward_over_moves_clears_the_new_position(
    seed: int, gravity: ShiftMode, pick: int
) -> None:
    """Two moves of the player's own after the last position decided."""
    board, solution = solvable_deal(6, 8, 12, Layout.FULL, gravity, seed)
    verdicts = Verdicts(gravity)
    verdicts.learn(board, solution)
    line, moves = [board], []
    for _ in range(2):
        available = find_moves(line[-1])
        if not available:
            return
        move = available[pick % len(available)]
        after = line[-1].copy()
        play(after, move, gravity)
        line.append(after)
        moves.append(move)
    verdicts.carry_forward(line, moves)
    carried = verdicts.solution(line[-1])
    assert verdicts.verdict(line[1]) is None  # only the position asked about is kept
    if carried is not None:
        assert clears(line[-1], carried, gravity)


def test_the_next_planned_move_is_carried_forward() -> None:
    board, solution = solvable_deal(8, 12, 24, Layout.FULL, ShiftMode.LEFT, 5)
    verdicts = Verdicts(ShiftMode.LEFT)
    verdicts.learn(board, solution)
    after = board.copy()
    play(after, solution[0], ShiftMode.LEFT)
    verdicts.carry_forward([board, after], solution[:1])
    assert verdicts.solution(after) == solution[1:]


@given(seed=st.integers(0, 10**6), gravity=st.sampled_from(ShiftMode))
@settings(max_examples=20)
def test_a_fair_deal_and_a_fair_refresh_come_with_their_way_out(
    seed: int, gravity: ShiftMode
) -> None:
    game = Game(
        GameSettings(rows=4, cols=6, kinds=6, levels=False, gravity=gravity, solvable=True),
        seed=seed,
        clock=FakeClock(),
    )
    plan = game.verdicts.solution(game.board)
    assert plan is not None and clears(game.board, plan, gravity)
    assert game.refresh() is not None
    plan = game.verdicts.solution(game.board)
    assert plan is not None and clears(game.board, plan, gravity)


def test_where_the_way_out_stops_carrying_over_it_is_kept_as_a_guide() -> None:
    """Whatever first move the player makes on a fair 8x18 "right" deal, the new position
    either gets a way out, or a guide: the moves that carried over, each linking in its
    turn, for the solver to start from."""
    board, solution = solvable_deal(8, 18, 36, Layout.FULL, ShiftMode.RIGHT, 4)
    guided = 0
    for move in find_moves(board):
        verdicts = Verdicts(ShiftMode.RIGHT)
        verdicts.learn(board, solution)
        after = board.copy()
        play(after, move, ShiftMode.RIGHT)
        verdicts.carry_forward([board, after], [move])
        guide = verdicts.guide(after)
        if verdicts.verdict(after) is True:
            assert guide == []
            continue
        guided += bool(guide)
        for step in guide:
            assert step in find_moves(after)
            play(after, step, ShiftMode.RIGHT)
    assert guided


@given(
    seed=st.integers(0, 10**6),
    gravity=st.sampled_from(ShiftMode),
    picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=12),
)
@settings(max_examples=60)
def test_a_guide_goes_on_with_the_player_moves_and_always_replays(
    seed: int, gravity: ShiftMode, picks: list[int]
) -> None:
    """Carried forward move after move as the game asks, past where the way out stopped
    carrying over: whatever a position gets, a way out clears it and a guide's moves
    link one after the other."""
    board, solution = solvable_deal(6, 8, 12, Layout.FULL, gravity, seed)
    verdicts = Verdicts(gravity)
    verdicts.learn(board, solution)
    line, moves = [board], []
    for pick in picks:
        available = find_moves(line[-1])
        if not available:
            return
        moves.append(available[pick % len(available)])
        line.append(line[-1].copy())
        play(line[-1], moves[-1], gravity)
        verdicts.carry_forward(line, moves)
        carried = verdicts.solution(line[-1])
        if carried is not None:
            assert clears(line[-1], carried, gravity)
        replayed = line[-1].copy()
        for step in verdicts.guide(line[-1]):
            assert step in find_moves(replayed)
            play(replayed, step, gravity)


def since_clearable(game: Game) -> int | None:
    """How many moves ago the game was last in a position proven clearable."""
    return game.verdicts.moves_since_clearable(game.positions())
