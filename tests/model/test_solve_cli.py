"""``llk-solve``: reads or deals a board, prints the moves, says how it ended."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from llk.model.solve_cli import main, read_board


def test_dealt_and_solved(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["--rows", "4", "--cols", "6", "--kinds", "6", "--solvable", "--seed", "3"])
    out = capsys.readouterr().out
    assert code == 0
    assert "solved in" in out
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
    assert "1: (0, 0) - (0, 2)" in capsys.readouterr().out


def test_undecided_within_the_budget(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(
        [
            "--rows",
            "16",
            "--cols",
            "30",
            "--kinds",
            "120",
            "--solvable",
            "--seed",
            "1",
            "--budget",
            "0.01",
        ]
    ) in (0, 2)


def test_bad_input_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    board = tmp_path / "bad.txt"
    board.write_text("1 1\n1 x\n")
    assert main(["--board", str(board)]) == 3
    assert "line 2" in capsys.readouterr().err
    assert main(["--board", str(tmp_path / "missing.txt")]) == 3


def test_read_board_skips_blank_lines() -> None:
    assert read_board("\n1 2\n\n2 1\n").to_rows() == [[1, 2], [2, 1]]


def test_runs_as_a_module() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "llk.model.solve_cli", "--rows", "2", "--cols", "2", "--kinds", "1"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0
    assert "solved in" in result.stdout
