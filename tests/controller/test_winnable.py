"""The winnable watcher, with a fake solver that answers from a script: what it asks,
with which budgets, and what it says, without a solver process or a window."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from llk.controller.solver_worker import UNDECIDED
from llk.controller.winnable import Lost, Verdict, WinnableWatcher
from llk.model import Board, Game, GameSettings, Point, find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.solver.replan import carry_over
from llk.model.solver.search import SearchBudget
from tests.controller.fake_solver import FakeSolver, Script, in_turn, searched
from tests.model.clock import FakeClock

FAIR = GameSettings(levels=False, rows=4, cols=6, kinds=6, gravity=ShiftMode.DOWN, solvable=True)
LUCK = replace(FAIR, solvable=False)
"""A deal that comes without its own way out: the watcher asks the solver about it."""
TRAP = Board.from_rows([[3, 2, 3, 3, 5, 5], [2, 3, 1, 1, 6, 6]])
"""Clearable; taking the 3s at (0, 2) and (0, 3) leaves 3s and 2s crossed: lost."""
LOSING = ((0, 2), (0, 3))
ONES = ((1, 2), (1, 3))
NO_TIME = SearchBudget(nodes=0)
"""Not a position searched: undecided, unless the board is refused at once."""
AMPLE = SearchBudget(nodes=100_000)
"""Far more positions than any 4x6 board takes."""

Answers = list[tuple[Verdict, bool]]
"""What Still Winnable? said, in order: the verdict, and whether it goes on thinking."""


def watcher_of(
    solver: FakeSolver,
    budget: SearchBudget = AMPLE,
    patience: tuple[SearchBudget, ...] = (),
) -> WinnableWatcher:
    return WinnableWatcher(solver, budget, patience)


def dealt(settings: GameSettings = LUCK, board: Board | None = None) -> Game:
    return Game(settings, seed=5, clock=FakeClock(), board=board)


def trap() -> Game:
    return dealt(GameSettings(levels=False, gravity=ShiftMode.NONE), TRAP)


def play(game: Game, *moves: tuple[Point, Point]) -> None:
    for a, b in moves:
        game.click(a)
        game.click(b)


def judged(qtbot: QtBot, watcher: WinnableWatcher, game: Game) -> Verdict:
    """The verdict on the position ``game`` is in, once the watcher says it."""
    with qtbot.waitSignal(watcher.judged) as verdict:
        watcher.watch(game)
    [said] = verdict.args
    assert isinstance(said, Verdict)
    return said


def answers_of(watcher: WinnableWatcher) -> Answers:
    answers: Answers = []
    watcher.answered.connect(lambda verdict, thinking_on: answers.append((verdict, thinking_on)))
    return answers


def test_it_asks_the_solver_about_each_position_within_its_budget(qtbot: QtBot) -> None:
    solver = FakeSolver()
    game = dealt()
    assert judged(qtbot, watcher_of(solver), game) is Verdict.CLEARABLE
    [asked] = solver.asked
    assert (asked.board, asked.gravity, asked.budget) == (game.board, ShiftMode.DOWN, AMPLE)
    assert game.verdicts.verdict(game.board) is True  # kept in the game's verdicts


def test_a_position_the_verdicts_know_is_not_asked_about(qtbot: QtBot) -> None:
    """A fair deal comes with its own way out; an undo goes back to a position known."""
    solver = FakeSolver(in_turn())
    watcher = watcher_of(solver)
    game = dealt(FAIR)
    assert judged(qtbot, watcher, game) is Verdict.CLEARABLE
    play(game, find_moves(game.board)[0])
    game.undo()
    assert judged(qtbot, watcher, game) is Verdict.CLEARABLE
    assert solver.asked == []


def test_a_position_left_undecided_is_asked_again_with_more_time(qtbot: QtBot) -> None:
    """No time for the first question nor the second, time for the third: the verdict
    is said once undecided, then once decided."""
    solver = FakeSolver()
    watcher = watcher_of(solver, NO_TIME, (NO_TIME, AMPLE))
    verdicts: list[Verdict] = []
    watcher.judged.connect(verdicts.append)
    watcher.watch(dealt())
    qtbot.waitUntil(lambda: len(verdicts) == 2)
    assert verdicts == [Verdict.UNDECIDED, Verdict.CLEARABLE]
    assert [asked.budget for asked in solver.asked] == [NO_TIME, NO_TIME, AMPLE]


def test_still_winnable_answers_at_once_while_a_longer_question_is_out(qtbot: QtBot) -> None:
    """The long question goes on (it has searched longest): W hears at once that the
    answer follows; a new position's question takes the long one's place."""
    solver = FakeSolver(in_turn(UNDECIDED, None, None))  # None: a search running on
    watcher = watcher_of(solver, NO_TIME, (AMPLE,))
    answers = answers_of(watcher)
    game = dealt()
    assert judged(qtbot, watcher, game) is Verdict.UNDECIDED
    watcher.ask_now()
    assert answers == [(Verdict.UNDECIDED, True)]
    assert len(solver.asked) == 2  # not asked again
    play(game, find_moves(game.board)[0])
    watcher.watch(game)
    assert solver.cancelled == 1 and len(solver.asked) == 3


def test_still_winnable_left_undecided_answers_again_once_decided(qtbot: QtBot) -> None:
    """No time for W's own question nor the next, time for the third: W says at once that
    the answer follows, again when asked again meanwhile, then gives it."""
    watcher = watcher_of(FakeSolver(), NO_TIME, (NO_TIME, AMPLE))
    answers = answers_of(watcher)
    watcher.watch(dealt())
    watcher.ask_now()
    qtbot.waitUntil(lambda: len(answers) == 1)
    assert answers == [(Verdict.UNDECIDED, True)]
    watcher.ask_now()  # asked again while the longer questions run
    qtbot.waitUntil(lambda: len(answers) == 3)
    assert answers[1:] == [(Verdict.UNDECIDED, True), (Verdict.CLEARABLE, False)]


def test_still_winnable_gives_up_after_the_longest_question(qtbot: QtBot) -> None:
    watcher = watcher_of(FakeSolver(), NO_TIME, (NO_TIME,))
    answers = answers_of(watcher)
    with qtbot.waitSignal(watcher.judged):
        watcher.watch(dealt())
    watcher.ask_now()
    qtbot.waitUntil(lambda: len(answers) == 2)
    assert answers == [(Verdict.UNDECIDED, True), (Verdict.UNDECIDED, False)]


def test_a_move_drops_the_answer_still_owed(qtbot: QtBot) -> None:
    """The answer that was to follow W is about a position the player has left: the move
    is made from the slot that hears "the answer follows", before any longer question
    can answer."""
    watcher = watcher_of(FakeSolver(), NO_TIME, (NO_TIME, AMPLE))
    game = dealt()
    with qtbot.waitSignal(watcher.judged):
        watcher.watch(game)
    answers = answers_of(watcher)
    verdicts: list[Verdict] = []
    watcher.judged.connect(verdicts.append)

    def move_on(_verdict: Verdict, _thinking_on: bool) -> None:
        play(game, find_moves(game.board)[0])
        watcher.watch(game)

    watcher.answered.connect(move_on)
    watcher.ask_now()
    qtbot.waitUntil(lambda: Verdict.CLEARABLE in verdicts)  # the new position decided
    assert answers == [(Verdict.UNDECIDED, True)]


def test_a_lost_position_says_how_many_moves_ago_it_was_lost(qtbot: QtBot) -> None:
    """Two moves before the watcher answers: it looks back past the position it was never
    asked about, to the one known clearable, and says so once."""
    solver = FakeSolver()
    watcher = watcher_of(solver)
    game = trap()
    assert judged(qtbot, watcher, game) is Verdict.CLEARABLE
    losses: list[Lost] = []
    watcher.position_lost.connect(losses.append)
    play(game, LOSING)
    watcher.watch(game)
    play(game, ONES)
    with qtbot.waitSignal(watcher.position_lost):
        watcher.watch(game)
    assert losses == [Lost(2)]
    assert solver.cancelled == 1  # the question about the position after the first move
    assert [asked.board for asked in solver.asked[-2:]] == game.positions()[2:0:-1]
    play(game, find_moves(game.board)[0])
    assert judged(qtbot, watcher, game) is Verdict.LOST
    assert losses == [Lost(2)]  # said once


def test_a_move_off_the_known_way_sends_the_solver_a_guide(qtbot: QtBot) -> None:
    """Where the way out the game knows stops carrying over the player's move, the watcher
    sends what did carry over with its question, for the solver to start from."""
    solver = FakeSolver()
    watcher = watcher_of(solver)
    game = dealt(
        GameSettings(
            levels=False, rows=8, cols=18, kinds=36, gravity=ShiftMode.RIGHT, solvable=True
        )
    )
    assert judged(qtbot, watcher, game) is Verdict.CLEARABLE
    plan = game.verdicts.solution(game.board)
    assert plan is not None
    carried = {
        move: carry_over(game.board, plan, move, ShiftMode.RIGHT) for move in find_moves(game.board)
    }
    off_the_way = next(
        move for move, way in carried.items() if way and not way.complete and way.moves
    )
    play(game, off_the_way)
    judged(qtbot, watcher, game)
    [asked] = solver.asked
    assert asked.board == game.board and asked.guide
    assert asked.guide == game.verdicts.guide(game.board)


@pytest.mark.parametrize("script", [in_turn(None), searched])
def test_shutdown_drops_the_question_open(script: Script) -> None:
    """Whether its answer came already or not."""
    solver = FakeSolver(script)
    watcher = watcher_of(solver)
    watcher.watch(dealt())
    watcher.shutdown()
    assert solver.cancelled == 1
