"""``llk-solve``: deal or read a board, solve it, print the moves and the time taken.

A board file holds one row per line, faces as whole numbers separated by spaces
or commas, ``0`` or ``.`` for an empty cell; ``-`` reads standard input.
Exit status: 0 solved, 1 proven impossible, 2 undecided within the budget.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from llk.model.board import Board
from llk.model.deal import deal
from llk.model.files import MAX_FILE_BYTES, read_capped
from llk.model.gravity import GRAVITIES
from llk.model.layouts import LAYOUTS
from llk.model.limits import MAX_BOARD_SIDE, MAX_SEED, finite, whole
from llk.model.solver import solve

MAX_BUDGET_S = 3600.0


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
    parser = argparse.ArgumentParser(prog="llk-solve", description=__doc__.split("\n\n")[0])
    parser.add_argument("--board", help="file with the board to solve ('-' for stdin)")
    side = f"1 to {MAX_BOARD_SIDE}"
    parser.add_argument("--rows", type=int, default=8, help=side)
    parser.add_argument("--cols", type=int, default=12, help=side)
    parser.add_argument("--kinds", type=int, default=24)
    parser.add_argument("--layout", choices=LAYOUTS, default="full")
    parser.add_argument(
        "--seed", type=int, default=None, help=f"game number of the deal, 0 to {MAX_SEED}"
    )
    parser.add_argument("--solvable", action="store_true", help="deal a board that can be cleared")
    parser.add_argument("--gravity", choices=GRAVITIES, default="none", help="shift mode")
    parser.add_argument(
        "--budget", type=float, default=10.0, help=f"seconds before giving up, up to {MAX_BUDGET_S}"
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        finite("budget", args.budget, 0.0, MAX_BUDGET_S)
        if args.seed is not None:
            whole("seed", args.seed, 0, MAX_SEED)
        if args.board is not None:
            text = (
                sys.stdin.read(MAX_FILE_BYTES)
                if args.board == "-"
                else read_capped(Path(args.board)).decode("utf-8")
            )
            board = read_board(text)
        else:
            board = deal(
                args.rows,
                args.cols,
                args.kinds,
                args.layout,
                args.gravity,
                args.solvable,
                args.seed,
            )
    except (OSError, ValueError) as error:
        print(f"llk-solve: {error}", file=sys.stderr)
        return 3
    print(show(board), end="\n\n")
    started = time.perf_counter()
    try:
        moves = solve(board, args.gravity, args.budget)
    except TimeoutError:
        print(f"undecided after {time.perf_counter() - started:.3f} s")
        return 2
    took = time.perf_counter() - started
    if moves is None:
        print(f"impossible to clear under gravity {args.gravity!r} (proven in {took:.3f} s)")
        return 1
    for number, (a, b) in enumerate(moves, 1):
        print(f"{number:3d}: {a} - {b}")
    print(f"solved in {took:.3f} s ({len(moves)} moves, gravity {args.gravity!r})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
