"""``llk-solve``: deal or read a board, solve it, print the moves and the time taken.

What it takes and the exit statuses it gives are told in its ``--help`` (`EPILOG`).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from llk.model.board.grid import Board
from llk.model.board.layouts import Layout
from llk.model.board.shifts import ShiftMode, shift_mode
from llk.model.campaign.named_map import map_named
from llk.model.files import MAX_FILE_BYTES, read_capped
from llk.model.limits import MAX_BOARD_SIDE, MAX_KINDS, MAX_SEED, finite, whole
from llk.model.maps.map_deal import deal_map
from llk.model.maps.map_file import MapError
from llk.model.solver.deal import deal
from llk.model.solver.search import solve
from llk.model.solver.solvable import DealBudget

SOLVED, IMPOSSIBLE, BAD_ARGUMENTS, OUT_OF_BUDGET = 0, 1, 2, 3
"""The exit statuses; 2 is also what argparse gives for arguments it refuses."""
OUTPUT_CLOSED = 141
"""The exit status when the output is closed early (``| head``): that of a program
ended by SIGPIPE (128 + 13), as shells report it."""
EPILOG = f"""\
board files:
  one row of faces per line: whole numbers separated by spaces or commas, 0 or .
  for an empty cell; --board - reads the board from standard input.

map files (--map):
  an LLK map (see docs/maps.md): a fair deal is made on its tile cells, with its
  recommended number of faces unless --kinds is given, its seed (a campaign
  level's) unless --seed is given, and its shift mode when it allows only one
  (a campaign level's) unless --gravity is given, and solved.

exit status:
  {SOLVED}    solved: the moves that clear the board are printed, in order
  {IMPOSSIBLE}    proven impossible to clear
  {BAD_ARGUMENTS}    bad arguments, or a board file that cannot be read
  {OUT_OF_BUDGET}    out of budget: no fair deal (--solvable), or no answer, within --budget
  {OUTPUT_CLOSED}  the output was closed before it was all written (as | head does)
"""
MAX_BUDGET_S = 3600.0
DEFAULT_KINDS = 24


def read_board(text: str) -> Board:
    """A board from rows of faces; ValueError with the line number when one is not a face."""
    rows = []
    for number, line in enumerate(text.splitlines(), 1):
        cells = line.replace(",", " ").split()
        if not cells:
            continue
        try:
            rows.append([0 if cell == "." else int(cell) for cell in cells])
        except ValueError:
            raise ValueError(f"line {number}: {line.strip()!r} is not a row of faces") from None
    return Board.from_rows(rows)


def show(board: Board) -> str:
    width = max(2, len(str(max(board.face_counts(), default=0))))
    return "\n".join(
        " ".join(str(face).rjust(width) if face else ".".rjust(width) for face in row)
        for row in board.to_rows()
    )


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="llk-solve",
        description="Deal or read a board, solve it, print the moves and the time taken.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--board", help="file with the board to solve ('-' for stdin)")
    parser.add_argument(
        "--map", help="LLK map file (or a shipped map's name) to deal a fair board on and solve"
    )
    side = f"1 to {MAX_BOARD_SIDE}"
    parser.add_argument("--rows", type=int, default=8, help=side)
    parser.add_argument("--cols", type=int, default=12, help=side)
    parser.add_argument(
        "--kinds", type=int, default=None, help=f"faces; {DEFAULT_KINDS} unless a map says"
    )
    parser.add_argument("--layout", choices=[str(name) for name in Layout], default="full")
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        help=f"game number of the deal, 0 to {MAX_SEED}; a map's own unless given",
    )
    parser.add_argument("--solvable", action="store_true", help="deal a board that can be cleared")
    parser.add_argument(
        "--gravity",
        choices=[str(name) for name in ShiftMode],
        default=None,
        help="shift mode; none unless a map allows only one",
    )
    parser.add_argument(
        "--budget",
        type=float,
        default=10.0,
        help=f"seconds before giving up, dealing a fair board included; up to {MAX_BUDGET_S:g}",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``llk-solve``; returns the exit status (see `EPILOG`)."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        status = _run(args)
        sys.stdout.flush()  # here, where a closed output can still be caught
    except BrokenPipeError:  # the reader has gone: nothing more to say, nor at exit
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return OUTPUT_CLOSED
    return status


def _run(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    try:
        finite("budget", args.budget, 0.0, MAX_BUDGET_S)
        if args.seed is not None:
            whole("seed", args.seed, 0, MAX_SEED)
        board, gravity = _board(args)
    except TimeoutError:
        shape = f"{args.rows} x {args.cols}" if args.map is None else Path(args.map).name
        print(
            f"no fair {shape} deal could be made within {args.budget:g} s; a larger --budget may do"
        )
        return OUT_OF_BUDGET
    except (OSError, ValueError) as error:
        print(f"llk-solve: {error}", file=sys.stderr)
        return BAD_ARGUMENTS
    print(show(board), end="\n\n")
    solving = time.perf_counter()
    try:
        moves = solve(board, gravity, max(0.0, args.budget - (solving - started)))
    except TimeoutError:
        print(f"undecided after {time.perf_counter() - solving:.3f} s")
        return OUT_OF_BUDGET
    took = time.perf_counter() - solving
    if moves is None:
        print(f"impossible to clear under gravity {gravity.value!r} (proven in {took:.3f} s)")
        return IMPOSSIBLE
    for number, (a, b) in enumerate(moves, 1):
        print(f"{number:3d}: {a} - {b}")
    count = f"{len(moves)} move" + ("" if len(moves) == 1 else "s")
    print(f"solved in {took:.3f} s ({count}, gravity {gravity.value!r})")
    return SOLVED


def _board(args: argparse.Namespace) -> tuple[Board, ShiftMode]:
    """The board the arguments name, read from a file or dealt within the budget
    (TimeoutError when a fair deal needs more), and the shift mode to solve it under."""
    if args.map is not None:
        return _map_deal(args)
    gravity = shift_mode(args.gravity or ShiftMode.NONE)
    if args.board is not None:
        text = (
            sys.stdin.read(MAX_FILE_BYTES)
            if args.board == "-"
            else read_capped(Path(args.board)).decode("utf-8")
        )
        return read_board(text), gravity
    kinds = DEFAULT_KINDS if args.kinds is None else args.kinds
    shape = (args.rows, args.cols, kinds, args.layout)
    return deal(*shape, gravity, args.solvable, args.seed, budget_s=args.budget), gravity


def _map_deal(args: argparse.Namespace) -> tuple[Board, ShiftMode]:
    """A fair deal on the map file ``--map`` under ``--gravity`` (by default its only shift
    mode, else none) and that mode; `MapError` (a ValueError) for a bad map or a mode it
    does not allow."""
    game_map = map_named(args.map, None)
    only = game_map.shifts[0] if len(game_map.shifts) == 1 else ShiftMode.NONE
    gravity = shift_mode(args.gravity or only)
    if gravity not in game_map.shifts:
        raise MapError(args.map, None, f"the map does not allow the shift mode {gravity}")
    chosen = args.kinds if args.kinds is not None else game_map.faces
    kinds = whole("kinds", chosen or min(DEFAULT_KINDS, game_map.tiles // 2), 1, MAX_KINDS)
    seed = game_map.seed if args.seed is None else args.seed
    budget = DealBudget(seconds=args.budget)
    return deal_map(game_map, kinds, gravity, seed, solvable=True, budget=budget)[0], gravity


if __name__ == "__main__":
    sys.exit(main())
