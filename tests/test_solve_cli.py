"""``llk-solve``: reads or deals a board, prints the moves, says how it ended."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from llk.model.campaign.proof import dealt_level, level_mode
from llk.model.maps.map_file import parse_map
from llk.solve_cli import (
    BAD_ARGUMENTS,
    EPILOG,
    OUT_OF_BUDGET,
    OUTPUT_CLOSED,
    main,
    read_board,
)


def test_dealt_and_solved(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["--rows", "4", "--cols", "6", "--kinds", "6", "--solvable", "--seed", "3"])
    out = capsys.readouterr().out
    assert code == 0
    assert "solved in" in out and "(12 moves," in out
    assert out.count(" - ") == 12


def test_a_board_file_that_cannot_be_cleared(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    board = tmp_path / "crossed.txt"
    board.write_text("1 2\n2 1\n")
    assert main(["--board", str(board)]) == 1
    assert "impossible" in capsys.readouterr().out


def test_standard_input_with_dots_and_commas(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("1, ., 1\n"))
    assert main(["--board", "-", "--gravity", "left"]) == 0
    out = capsys.readouterr().out
    assert "1: (0, 0) - (0, 2)" in out
    assert "(1 move, gravity 'left')" in out  # one move, not "1 moves"


def test_undecided_within_the_budget(capsys: pytest.CaptureFixture[str]) -> None:
    """A random 16 x 30 deal under "down" with no time to search: undecided, status 3."""
    args = ["--rows", "16", "--cols", "30", "--kinds", "120", "--gravity", "down"]
    assert main([*args, "--seed", "1", "--budget", "0"]) == OUT_OF_BUDGET
    assert "undecided after" in capsys.readouterr().out


def test_a_fair_deal_out_of_budget_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    """The budget covers dealing: a fair 100 x 100 deal (40 s and more) is not waited for."""
    args = ["--rows", "100", "--cols", "100", "--kinds", "100", "--solvable", "--budget", "0"]
    assert main(args) == OUT_OF_BUDGET
    out = capsys.readouterr().out
    assert out == "no fair 100 x 100 deal could be made within 0 s; a larger --budget may do\n"


def test_bad_input_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    board = tmp_path / "bad.txt"
    board.write_text("1 1\n1 x\n")
    assert main(["--board", str(board)]) == BAD_ARGUMENTS
    assert "line 2" in capsys.readouterr().err
    assert main(["--board", str(tmp_path / "missing.txt")]) == BAD_ARGUMENTS
    assert main(["--budget", "nan"]) == BAD_ARGUMENTS
    assert main(["--rows", "3", "--cols", "3"]) == BAD_ARGUMENTS


def test_arguments_argparse_refuses_give_the_same_status(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as refused:
        main(["--rows", "many"])
    assert refused.value.code == BAD_ARGUMENTS
    assert "invalid int value" in capsys.readouterr().err


def test_help_says_what_each_exit_status_means_in_plain_text(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as shown:
        main(["--help"])
    assert shown.value.code == 0
    out = capsys.readouterr().out
    assert "``" not in out and "`" not in out
    assert EPILOG in out  # laid out as written, not refilled
    for status in (0, 1, BAD_ARGUMENTS, OUT_OF_BUDGET, OUTPUT_CLOSED):
        assert f"\n  {status} " in out


def test_an_output_closed_early_ends_it_quietly() -> None:
    """As ``llk-solve ... | head`` does: the reader goes before the output is written."""
    reader, writer = os.pipe()
    os.close(reader)  # nobody reads: the first write meets a closed pipe
    try:
        result = subprocess.run(
            [
                sys.executable,
                "-m",
                "llk.solve_cli",
                "--rows",
                "4",
                "--cols",
                "6",
                "--kinds",
                "6",
            ],
            stdout=writer,
            stderr=subprocess.PIPE,
            text=True,
        )
    finally:
        os.close(writer)
    assert result.stderr == ""
    assert result.returncode == OUTPUT_CLOSED


def test_read_board_skips_blank_lines() -> None:
    assert read_board("\n1 2\n\n2 1\n").to_rows() == [[1, 2], [2, 1]]


def test_runs_as_a_module() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "llk.solve_cli", "--rows", "2", "--cols", "2", "--kinds", "1"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0
    assert "solved in" in result.stdout


MAP = "LLK map 1\nname: Cup\nfaces: 6\nshifts: none down\n---\nXXXXXX\n.XXXX.\n.XXXX.\n..XX..\n"


@pytest.mark.parametrize("gravity", ["none", "down"])
def test_a_map_is_dealt_fair_and_solved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], gravity: str
) -> None:
    cup = tmp_path / "cup.llkmap"
    cup.write_text(MAP, encoding="utf-8")
    code = main(["--map", str(cup), "--seed", "5", "--gravity", gravity])
    out = capsys.readouterr().out
    assert code == 0
    assert "(8 moves," in out
    board = read_board(out.split("\n\n")[0])
    assert board.tile_count() == 16 and len(board.face_counts()) == 6
    assert [board[3, c] > 0 for c in range(6)] == [False, False, True, True, False, False]


def test_a_shipped_map_is_named_by_its_key(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--map", "arrow", "--seed", "2", "--gravity", "down"]) == 0
    assert "solved in" in capsys.readouterr().out
    assert main(["--map", "no-such-map"]) == BAD_ARGUMENTS
    assert capsys.readouterr().err.strip().endswith("no-such-map: no such file")


CAMPAIGN = Path(__file__).resolve().parent.parent / "llk" / "resources" / "campaign"


@pytest.mark.parametrize("stem", ["c1-07", "c2-01", "c3-12", "c4-09", "c5-04"])
def test_a_campaign_level_is_dealt_from_its_seed_and_solved_in_its_shift_mode(
    capsys: pytest.CaptureFixture[str], stem: str
) -> None:
    """No --seed, no --gravity: the level's own, so its deal is the game's."""
    level = parse_map((CAMPAIGN / f"{stem}.llkmap").read_text("utf-8"))
    board, _ = dealt_level(level)
    assert main(["--map", str(CAMPAIGN / f"{stem}.llkmap"), "--budget", "3600"]) == 0
    out = capsys.readouterr().out
    assert f"gravity '{level_mode(level)}')" in out
    assert read_board(out.split("\n\n")[0]).key() == board.key()


def test_a_map_of_one_shift_mode_takes_another_only_when_it_allows_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cup = tmp_path / "cup.llkmap"
    cup.write_text(MAP.replace("none down", "up"), encoding="utf-8")
    assert main(["--map", str(cup), "--seed", "5"]) == 0
    assert "gravity 'up')" in capsys.readouterr().out
    assert main(["--map", str(cup), "--gravity", "none"]) == BAD_ARGUMENTS
    cup.write_text(MAP, encoding="utf-8")  # two modes: none unless told
    assert main(["--map", str(cup), "--seed", "5"]) == 0
    assert "gravity 'none')" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("text", "arguments", "said"),
    [
        ("LLK map 1\nname: Odd\n---\nXXX\nXX.\n", [], "cup.llkmap, line 4: 5 tile cells"),
        (MAP, ["--gravity", "left"], "does not allow the shift mode left"),
        (MAP, ["--kinds", "99"], "kinds"),
        (MAP, ["--kinds", "9"], "kinds must be between 1 and 8"),
    ],
)
def test_a_bad_map_gets_one_line_and_status_2(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    text: str,
    arguments: list[str],
    said: str,
) -> None:
    cup = tmp_path / "cup.llkmap"
    cup.write_text(text, encoding="utf-8")
    assert main(["--map", str(cup), *arguments]) == BAD_ARGUMENTS
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and said in captured.err
